"""The bots' process starts a moment after the window is up when a person is
to move (start-up does not wait for it), at once when a bot is to move, and
never once the session is shut down."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.ui import session as session_module
from boardroom.ui.session import GameSession


@pytest.fixture(autouse=True)
def _dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def _session(seats: list[Seat]) -> GameSession:
    game = make_game("onager", {"side": 5})
    return GameSession(game, seats, game.new_state(5), autosave=False)


def test_a_person_to_move_the_process_starts_a_moment_later(qtbot: QtBot) -> None:
    session = _session([Seat("Ann"), Seat("Bot", "bot", "easy")])
    try:
        session.start()
        assert session._worker.pid is None  # not on the way to the window shown
        qtbot.waitUntil(
            lambda: session._worker.pid is not None, timeout=session_module.WARM_UP_DELAY_MS + 5000
        )
    finally:
        session.shutdown()


def test_a_bot_to_move_starts_it_at_once(qtbot: QtBot) -> None:
    session = _session([Seat("Bot", "bot", "easy"), Seat("Ann")])
    try:
        session.start()
        assert session._worker.pid is not None and session.is_bot_thinking()
        qtbot.waitUntil(lambda: session.state.ply == 1, timeout=20000)
    finally:
        session.shutdown()


def test_shut_down_before_the_moment_no_process_starts(qtbot: QtBot) -> None:
    session = _session([Seat("Ann"), Seat("Bot", "bot", "easy")])
    session.start()
    assert session._warm_later.isActive()  # the start is due a moment later...
    session.shutdown()
    assert not session._warm_later.isActive()  # ...and is called off
    assert session._worker.pid is None
