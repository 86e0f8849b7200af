"""A long saved game is opened without holding up the window: replayed and
checked in a process of its own, with a progress bar and Cancel."""

from __future__ import annotations

import json
import random
import time
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QProgressDialog, QPushButton

from boardroom.engine import savegame
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat, from_state
from boardroom.ui import replay, storage
from boardroom.ui.mainwindow import MainWindow
from tests.ui.conftest import Modals

# Twice replay.LONG: long enough to be replayed in a process of its own (and
# its replay 30 times what opening it costs the window), and each of these
# tests pays to make it, replay it and list it (1,500 took 1.5 s more a run).
PLIES = 2 * replay.LONG


@cache
def long_game(key: str = "jikaida", plies: int = PLIES) -> str:
    """A game of ``plies`` random moves: Poron Jikaida's run long; Jaheijagaj's
    (the costliest to replay: sight and memory at every ply) are quiet moves
    with the stall rule off, which would end them after 60 quiet plies."""
    if key == "jaheijagaj":
        state = make_game(key, {"stall_rule": False}, 2).new_state(0)
    else:
        state = make_game(key, {}, None).new_state(0)
    rng = random.Random(0)
    while state.ply < plies:
        moves = state.legal_moves()
        quiet = [m for m in moves if getattr(m, "kind", "") not in ("attack", "resign")]
        state.apply(rng.choice(quiet if key == "jaheijagaj" and quiet else moves))
    assert not state.is_terminal()
    return from_state(state, [Seat("Ann"), Seat("Bob")]).to_json()


def says_plies(text: str) -> bool:
    """Whether ``text`` gives the game's PLIES moves (grouped or not)."""
    return f"{PLIES:,}" in text.replace(str(PLIES), f"{PLIES:,}")


def write(tmp_path: Path, text: str, name: str = "long.boardroom") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(  # Jaheijagaj's costs five times Jikaida's: under -m slow
    "key", ["jikaida", pytest.param("jaheijagaj", marks=pytest.mark.slow)]
)
def test_a_long_game_is_replayed_beside_the_window(
    qtbot: Any, window: MainWindow, tmp_path: Path, key: str
) -> None:
    path = write(tmp_path, long_game(key))
    assert len(json.loads(long_game(key))["moves"]) > replay.LONG
    started = time.thread_time()
    assert window.open_path(path)
    spent = time.thread_time() - started
    whole = time.thread_time()
    savegame.load_path(path)  # what the window used to do in that call
    whole = time.thread_time() - whole
    assert spent < whole / 4, (spent, whole)
    progress = window.findChild(QProgressDialog, "replayProgress")
    assert progress is not None and says_plies(progress.labelText())
    qtbot.waitUntil(lambda: window.session is not None, timeout=60_000)
    session = window.session
    assert session is not None and session.state.ply == PLIES and session.path == path
    assert not session.dirty and window.replay is None
    assert not session.state.is_terminal()  # it goes on where it was saved
    if key == "jaheijagaj":
        assert session.state.game.options["stall_rule"] is False


def test_a_long_game_damaged_late_is_refused_as_a_short_one_is(
    qtbot: Any, window: MainWindow, modals: Modals, tmp_path: Path
) -> None:
    doc = json.loads(long_game())
    doc["moves"][PLIES - 10] = "a1-l18"  # no such move
    path = write(tmp_path, json.dumps(doc))
    assert window.open_path(path)
    qtbot.waitUntil(lambda: "error" in modals.kinds(), timeout=60_000)
    [text] = [t for kind, t in modals.calls if kind == "error"]
    assert "long.boardroom" in text and "damaged" in text
    assert window.session is None and window.replay is None


def test_a_long_game_can_be_cancelled(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    path = write(tmp_path, long_game())
    assert window.open_path(path)
    progress = window.findChild(QProgressDialog, "replayProgress")
    assert progress is not None
    job = window.replay
    assert job is not None
    [button] = progress.findChildren(QPushButton)  # Cancel, as a person clicks it
    button.click()
    qtbot.waitUntil(lambda: not job.running(), timeout=10_000)
    qtbot.waitUntil(lambda: window.replay is None, timeout=10_000)
    QCoreApplication.processEvents()  # anything the ended job had posted
    assert window.session is None and window.replay is None


def write_autosave(text: str, file: Path | None, unsaved: bool) -> None:
    storage.write_autosave(savegame.parse(text), file, unsaved, 12.0)


def test_continue_replays_a_long_game_beside_the_window(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    write_autosave(long_game(), None, True)
    assert window.continue_game()
    assert window.session is None and window.replay is not None  # not replayed in that call
    progress = window.findChild(QProgressDialog, "replayProgress")
    assert progress is not None and says_plies(progress.labelText())
    qtbot.waitUntil(lambda: window.session is not None, timeout=60_000)
    session = window.session
    assert session is not None and session.state.ply == PLIES and session.path is None
    assert session.dirty and window.replay is None
    assert session.clock.elapsed() >= 12.0
    assert window.game_page.move_list.move_count() == PLIES


def test_continue_brings_back_a_long_game_saved_in_its_file(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    path = write(tmp_path, long_game())
    write_autosave(long_game(), path, False)
    assert window.continue_game()
    qtbot.waitUntil(lambda: window.session is not None, timeout=60_000)
    session = window.session
    assert session is not None and session.path == path and not session.dirty
    assert session.state.ply == PLIES


def test_continue_with_a_long_game_damaged_late_says_so(
    qtbot: Any, window: MainWindow, modals: Modals
) -> None:
    doc = json.loads(long_game())
    doc["moves"][PLIES - 10] = "a1-l18"  # no such move
    write_autosave(json.dumps(doc), None, True)
    assert window.continue_game()
    qtbot.waitUntil(lambda: "error" in modals.kinds(), timeout=60_000)
    [text] = [t for kind, t in modals.calls if kind == "error"]
    assert "could not be restored" in text
    assert window.session is None and window.replay is None
    assert not window.start_page.continue_button.isEnabled()
