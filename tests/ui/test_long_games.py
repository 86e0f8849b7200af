"""A long saved game is opened without holding up the window: replayed and
checked in a process of its own, with a progress bar and Cancel."""

from __future__ import annotations

import json
import random
import time
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QProgressDialog, QPushButton

from boardroom.engine import savegame
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat, from_state
from boardroom.ui import replay
from boardroom.ui.mainwindow import MainWindow
from tests.ui.conftest import Modals

PLIES = 1500


@cache
def long_game() -> str:
    """A Jaheijagaj game of PLIES quiet moves (no attack ends it early)."""
    state = make_game("jaheijagaj", {}, 2).new_state(0)
    rng = random.Random(0)
    while state.ply < PLIES:
        moves = state.legal_moves()
        quiet = [m for m in moves if m.kind not in ("attack", "resign")] or moves
        state.apply(rng.choice(quiet))
    return from_state(state, [Seat("Ann"), Seat("Bob")]).to_json()


def write(tmp_path: Path, text: str, name: str = "long.boardroom") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_long_game_is_replayed_beside_the_window(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    path = write(tmp_path, long_game())
    assert len(json.loads(long_game())["moves"]) > replay.LONG
    started = time.thread_time()
    assert window.open_path(path)
    spent = time.thread_time() - started
    whole = time.thread_time()
    savegame.load_path(path)  # what the window used to do in that call
    whole = time.thread_time() - whole
    assert spent < whole / 4, (spent, whole)
    progress = window.findChild(QProgressDialog, "replayProgress")
    assert progress is not None and "1,500" in progress.labelText().replace("1500", "1,500")
    qtbot.waitUntil(lambda: window.session is not None, timeout=60_000)
    session = window.session
    assert session is not None and session.state.ply == PLIES and session.path == path
    assert not session.dirty and window.replay is None


def test_a_long_game_damaged_late_is_refused_as_a_short_one_is(
    qtbot: Any, window: MainWindow, modals: Modals, tmp_path: Path
) -> None:
    doc = json.loads(long_game())
    doc["moves"][PLIES - 10] = "a1-p16"  # no such move
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
    qtbot.wait(200)
    assert window.session is None and window.replay is None
