"""The record of games under faults while the app runs: the file deleted,
overwritten or replaced, a record or a folder that cannot be written. No
finished game is lost and the player is told once, plainly."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from boardroom.engine import record as record_module
from boardroom.engine.record import GameRecord, open_record
from boardroom.engine.savegame import Seat
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.recorder import records_path
from boardroom.ui.statswindow import StatsWindow
from tests.ui.conftest import Modals, open_window


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    yield from open_window(qtbot, 1000, 700)


def records() -> list[GameRecord]:
    with open_record(records_path()).book as book:
        return book.games()


def finish_a_game(win: MainWindow, name: str = "Ann") -> None:
    assert win.start_game("onager", {"side": 5}, [Seat(name), Seat("Bob")])
    win.resign_action.trigger()
    win.recorder.wait()


def delivered() -> None:
    """The recorder's signals from its thread, posted before its writes ended
    (``recorder.wait``), delivered now."""
    QCoreApplication.processEvents()


def told(modals: Modals) -> list[str]:
    return [text for kind, text in modals.calls if kind in ("inform", "error")]


@pytest.fixture
def read_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[bool]]:
    """While the flag is up, SQLite opens the record read-only, as it does a
    file of mode 0444 or in a folder of someone else's (root writes those, so
    the tests cannot make one by file modes); an absent file cannot be made."""
    flag = [True]
    connect = record_module._connect

    def connect_as_allowed(path: Path) -> sqlite3.Connection:
        if not flag[0]:
            return connect(path)
        conn = sqlite3.connect(
            f"file:{path}?mode=ro",
            uri=True,
            timeout=record_module.BUSY_SECONDS,
            isolation_level=None,
        )
        return conn

    monkeypatch.setattr(record_module, "_connect", connect_as_allowed)
    yield flag


def test_a_record_deleted_while_the_app_runs_is_started_again_with_the_game(
    window: MainWindow, modals: Modals, qtbot: Any
) -> None:
    finish_a_game(window, "Ann")
    assert [r.seats[0].name for r in records()] == ["Ann"]
    records_path().unlink()
    finish_a_game(window, "Cleo")
    assert records_path().exists()
    assert [r.seats[0].name for r in records()] == ["Cleo"]  # the game is kept
    qtbot.waitUntil(lambda: bool(told(modals)), timeout=10_000)
    [message] = told(modals)
    assert "deleted" in message and str(records_path()) in message
    finish_a_game(window, "Dan")
    delivered()
    assert [r.seats[0].name for r in records()] == ["Cleo", "Dan"]
    assert len(told(modals)) == 1  # told once


def test_a_record_overwritten_while_the_app_runs_is_set_aside_and_the_game_kept(
    window: MainWindow, modals: Modals, qtbot: Any
) -> None:
    finish_a_game(window, "Ann")
    path = records_path()
    with open(path, "r+b") as handle:  # in place: the same file, other bytes
        handle.write(b"not a database any more" * 200)
    finish_a_game(window, "Cleo")
    assert [r.seats[0].name for r in records()] == ["Cleo"]
    aside = list(path.parent.glob("records.sqlite.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"not a database any more")
    qtbot.waitUntil(lambda: bool(told(modals)), timeout=10_000)
    [message] = told(modals)
    assert aside[0].name in message
    finish_a_game(window, "Dan")
    delivered()
    assert len(records()) == 2 and len(told(modals)) == 1


def test_a_record_replaced_by_another_file_while_the_app_runs_keeps_the_game(
    window: MainWindow, modals: Modals, qtbot: Any
) -> None:
    finish_a_game(window, "Ann")
    path = records_path()
    other = path.with_name("other")
    other.write_bytes(b"something else entirely" * 100)
    os.replace(other, path)  # as an editor saving over it
    finish_a_game(window, "Cleo")
    assert [r.seats[0].name for r in records()] == ["Cleo"]
    aside = list(path.parent.glob("records.sqlite.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"something else")
    qtbot.waitUntil(lambda: bool(told(modals)), timeout=10_000)
    finish_a_game(window, "Dan")
    delivered()
    assert len(records()) == 2 and len(told(modals)) == 1


def test_a_read_only_record_says_where_and_keeps_the_games_until_it_can_be_written(
    read_only: list[bool], window: MainWindow, modals: Modals, qtbot: Any
) -> None:
    read_only[0] = False
    finish_a_game(window, "Ann")  # the record as it was
    window.recorder.close()  # a fresh start of the recorder, the file now read-only
    read_only[0] = True
    finish_a_game(window, "Cleo")
    finish_a_game(window, "Dan")
    qtbot.waitUntil(lambda: bool(told(modals)), timeout=10_000)
    [message] = told(modals)  # once, for both games
    assert "cannot be written" in message and str(records_path()) in message
    assert "read-only" in message
    assert not list(records_path().parent.glob("records.sqlite.damaged-*"))  # nothing moved
    read_only[0] = False
    assert [r.seats[0].name for r in records()] == ["Ann"]
    window.recorder.retry()
    window.recorder.wait()
    assert [r.seats[0].name for r in records()] == ["Ann", "Cleo", "Dan"]


def test_statistics_over_a_read_only_record_says_the_games_wait(
    read_only: list[bool], window: MainWindow, modals: Modals, qtbot: Any
) -> None:
    read_only[0] = False
    finish_a_game(window, "Ann")
    window.recorder.close()
    read_only[0] = True
    finish_a_game(window, "Cleo")
    qtbot.waitUntil(lambda: bool(told(modals)), timeout=10_000)
    window.stats_action.trigger()
    stats = window.stats_window
    assert isinstance(stats, StatsWindow)
    assert stats.model.rowCount() == 1
    note = stats.count_label.text() + " " + stats.trouble_label.text()
    assert "cannot be written" in note and "1" in note and stats.trouble_label.isVisible()


def test_a_data_folder_that_cannot_be_written_moves_nothing_aside(
    read_only: list[bool], window: MainWindow, modals: Modals, qtbot: Any
) -> None:
    assert not records_path().exists()  # nothing yet, and nothing can be made
    finish_a_game(window, "Ann")
    qtbot.waitUntil(lambda: bool(told(modals)), timeout=10_000)
    [message] = told(modals)
    assert "cannot be written" in message and "moved" not in message
    assert not list(records_path().parent.glob("records.sqlite.damaged-*"))
    read_only[0] = False
    window.recorder.retry()
    window.recorder.wait()
    assert [r.seats[0].name for r in records()] == ["Ann"]
