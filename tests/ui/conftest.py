"""Shared fixtures for the UI tests: private folders, no blocking dialogs."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from boardroom.engine import record, savegame
from boardroom.ui import dialogs, i18n, storage
from boardroom.ui.mainwindow import MainWindow

_KEPT: list[Any] = []  # the widgets given to qtbot.addWidget, until deleted
_add_widget = QtBot.addWidget


def _add_and_keep(self: QtBot, widget: Any, *args: Any, **kwargs: Any) -> None:
    _KEPT.append(widget)
    _add_widget(self, widget, *args, **kwargs)


QtBot.addWidget = _add_and_keep  # type: ignore[method-assign]


@pytest.fixture(autouse=True)
def delete_closed_widgets(qapp: Any) -> Iterator[None]:
    """The widgets a test closed are deleted when it ends. pytest-qt calls
    deleteLater on them, but with no event loop running Qt never delivers the
    deletion: every window stayed alive and each later test paid for them all
    (a language switch retranslated every window ever opened).

    pytest-qt holds them by weak reference only, and processes events after
    the test's body returns: a window kept alive by nothing but its own
    reference cycles was then freed by Python's cycle collector at any
    allocation, in the middle of Qt showing its children (a segfault in
    about one run of 8 of the puzzle window's tests). They are held here
    until Qt has deleted them."""
    yield
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    _KEPT.clear()


@pytest.fixture(autouse=True)
def private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings, autosave, logs and figure caches go to a fresh folder per test."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    return tmp_path


@pytest.fixture(autouse=True)
def no_disk_flush(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves and autosaves (one a move) are written whole and renamed into
    place as always, without waiting for the disk to flush each (10 ms on a
    virtual disk, 700 in these tests); the flush is tested with the saves
    (tests/engine/test_savegame.py). Likewise the record of games and
    puzzles (SQLite) does not wait for the disk at each write: 3,200 waits
    of 0.5-4 ms in these tests; tests/engine/test_record*.py keep them."""
    monkeypatch.setattr(savegame.os, "fsync", lambda _fd: None)
    connect = record._connect

    def connect_unflushed(path: Path) -> sqlite3.Connection:
        conn = connect(path)
        conn.execute("PRAGMA synchronous = OFF")
        return conn

    monkeypatch.setattr(record, "_connect", connect_unflushed)


@dataclass
class Modals:
    """Every modal question the app asked, and the answers to give."""

    calls: list[tuple[str, str]] = field(default_factory=list)
    unsaved: dialogs.Choice = dialogs.Choice.DISCARD
    yes: bool = True
    result_accept: bool = False
    open_name: str = ""
    save_name: str = ""

    def kinds(self) -> list[str]:
        return [kind for kind, _ in self.calls]


@pytest.fixture(autouse=True)
def modals(monkeypatch: pytest.MonkeyPatch, qapp: Any) -> Iterator[Modals]:
    """Replace every modal dialog: a test must never hang on one offscreen."""
    record = Modals()

    def show_error(_parent: Any, title: str, text: str, details: str = "") -> None:
        record.calls.append(("error", text))

    def confirm_unsaved(_parent: Any, title: str, text: str) -> dialogs.Choice:
        record.calls.append(("unsaved", text))
        return record.unsaved

    def ask_yes_no(_parent: Any, title: str, text: str) -> bool:
        record.calls.append(("question", text))
        return record.yes

    def inform(_parent: Any, title: str, text: str) -> None:
        record.calls.append(("inform", text))

    def result_exec(dialog: dialogs.ResultDialog) -> int:
        record.calls.append(("result", dialog.headline.text() + " | " + dialog.reason.text()))
        return 1 if record.result_accept else 0

    def refuse(*_args: Any, **_kwargs: Any) -> Any:
        raise AssertionError("an unpatched modal dialog was opened")

    monkeypatch.setattr(dialogs, "show_error", show_error)
    monkeypatch.setattr(dialogs, "confirm_unsaved", confirm_unsaved)
    monkeypatch.setattr(dialogs, "ask_yes_no", ask_yes_no)
    monkeypatch.setattr(dialogs, "inform", inform)
    monkeypatch.setattr(dialogs.ResultDialog, "exec", result_exec)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (record.open_name, ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (record.save_name, ""))
    for name in ("critical", "warning", "information", "question", "about"):
        monkeypatch.setattr(QMessageBox, name, refuse)
    monkeypatch.setattr(QMessageBox, "exec", refuse)
    yield record


# The translator list our last switch to English installed: any switch since
# (a test's, the window's) replaces the list.
_english: list[Any] = []


def to_english() -> None:
    """English, unless our own switch to it is still the one in place. Each
    switch sends every window alive a LanguageChange, and the windows the app
    keeps hidden for their next showing (statistics, rules, puzzles) live on
    after their test: two switches a test had each later test retranslate
    them all (tests/ui in one process: 55 s of CPU, 47 s without)."""
    current = i18n.translations()
    if _english and _english[0] is current._installed and current.language == "en":
        return
    i18n.set_language("en")
    _english[:] = [current._installed]


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Iterator[None]:
    """Each test starts and ends in English, whatever it switched to."""
    to_english()
    yield
    to_english()


def open_window(qtbot: Any, width: int = 1280, height: int = 800) -> Iterator[MainWindow]:
    """A shown main window with fresh settings, closed without questions afterwards."""
    win = MainWindow(storage.Settings())
    qtbot.addWidget(win)
    win.resize(width, height)
    win.show()
    qtbot.waitExposed(win)
    # And the pointer Qt may still hold to a widget of an earlier test, under
    # the mouse, is replaced now (an item's cursor set later would crash on it).
    qtbot.mouseMove(win, QPoint(-50, -50))
    yield win
    # The side windows the app keeps, hidden, for their next showing go with
    # it (closed with it by then): left, they lived to the end of the run.
    for side in (win.stats_window, win.rules_window, win.lesson_window, win.puzzle_window):
        if side is not None and shiboken6.isValid(side):
            side.deleteLater()
    # Qt keeps a pointer to the widget under the mouse; a later test would crash on it.
    qtbot.mouseMove(win, QPoint(-50, -50))
    win.confirm_discard = lambda: True  # type: ignore[method-assign]
    win.close()


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    """The main window at the size the games are designed for (1280x800)."""
    yield from open_window(qtbot)


T = TypeVar("T")


def scene_as(win: MainWindow, kind: type[T]) -> T:
    """The game page's board scene, checked to be of ``kind``."""
    scene = win.game_page.scene
    assert isinstance(scene, kind), type(scene)
    return scene


def panel_as(win: MainWindow, kind: type[T]) -> T:
    """The game's own side panel, checked to be of ``kind``."""
    panel = win.game_page.game_panel
    assert isinstance(panel, kind), type(panel)
    return panel


def state_as(win: MainWindow, kind: type[T]) -> T:
    """The session's true state (not a seat's view), checked to be of ``kind``."""
    assert win.session is not None
    state = win.session.state
    assert isinstance(state, kind), type(state)
    return state


@pytest.fixture
def quick_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot processes spawned in the test search a few hundred nodes at
    any level, not to Hard's time cap (tests/quickbots.py): for tests of
    what the window does with an answer."""
    from boardroom.bots import service
    from tests import quickbots

    monkeypatch.setattr(service, "serve", quickbots.serve)


@pytest.fixture(autouse=True)
def no_analysis_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """The evaluation graph's estimates never come (no process per window);
    tests of the graph choose another worker (tests/ui/test_evalgraph.py)."""
    from boardroom.ui import analysis
    from tests.ui.workers import IdleWorker

    monkeypatch.setattr(analysis, "BotWorker", IdleWorker)
