"""The game session: bots off the GUI thread, undo/redo, autosave, files."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardroom.engine.errors import SaveFormatError
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.ui import storage
from boardroom.ui.session import GameSession


@pytest.fixture(autouse=True)
def _dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


_OPEN: list[GameSession] = []


@pytest.fixture(autouse=True)
def _shutdown_sessions():  # type: ignore[no-untyped-def]
    yield
    while _OPEN:
        _OPEN.pop().shutdown()


def _session(qtbot, seats: list[Seat], seed: int = 5) -> GameSession:  # type: ignore[no-untyped-def]
    game = make_game("onager", {"side": 5})
    session = GameSession(game, seats, game.new_state(seed))
    _OPEN.append(session)
    return session


HUMANS = [Seat("Ann"), Seat("Bob")]
VS_BOT = [Seat("Ann"), Seat("Bot", "bot", "easy")]


def test_hot_seat_moves_undo_redo(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = _session(qtbot, list(HUMANS))
    for text in ("@D4", "@F3", "@E2"):
        assert s.play(s.state.parse_move(text))
    assert s.state.ply == 3 and s.dirty
    s.undo()
    assert s.state.ply == 2 and s.can_redo()
    s.redo()
    assert s.state.ply == 3 and s.move_texts() == ["@D4", "@F3", "@E2"]


def test_bot_replies_off_thread_and_undo_returns_to_the_human(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = _session(qtbot, list(VS_BOT))
    s.start()
    with qtbot.waitSignal(s.thinking, timeout=10000, check_params_cb=lambda b: b is False):
        assert s.play(s.state.legal_moves()[0])
    assert s.state.ply == 2 and s.state.current_seat == 0
    s.undo()  # takes back the bot's reply and the human's move
    assert s.state.ply == 0 and s.is_human_turn() and not s.is_bot_thinking()


def test_undo_while_the_bot_thinks_drops_its_late_answer(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = _session(qtbot, [Seat("Ann"), Seat("Bot", "bot", "hard")])
    s.start()
    s.play(s.state.legal_moves()[0])
    assert s.is_bot_thinking()
    answers: list[int] = []
    s._worker.finished.connect(lambda generation, _move: answers.append(generation))
    s.undo()
    assert s.state.ply == 0 and not s.is_bot_thinking()
    # The bot's process serves one request at a time: once a short estimate
    # asked now is back, the cancelled search has ended, and its answer (had
    # it given one) has come before.
    probe = -2  # a generation the session never uses
    with qtbot.waitSignal(
        s._worker.finished, timeout=30000, check_params_cb=lambda generation, _: generation == probe
    ):
        s._worker.start(probe, "estimate", "onager", "0.01", -1, s.state)
    assert answers == [probe] and s.state.ply == 0


def test_stale_generation_is_ignored(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = _session(qtbot, list(VS_BOT))
    s.play(s.state.legal_moves()[0])  # now the bot's seat, but no bot started
    move = s.state.legal_moves()[0]
    s._bot_finished(s.generation - 1, move)
    assert s.state.ply == 1


def test_autosave_after_every_move_and_resume(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = _session(qtbot, list(HUMANS))
    s.play(s.state.parse_move("@D4"))
    s.play(s.state.parse_move("@F3"))
    assert storage.autosave_path().exists()
    resumed = GameSession.resume_autosave()
    assert resumed is not None
    _OPEN.append(resumed)
    assert resumed.state.to_text() == s.state.to_text()
    assert [x.name for x in resumed.seats] == ["Ann", "Bob"] and resumed.path is None


def test_save_and_load_round_trip(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    s = _session(qtbot, list(VS_BOT))
    s.play(s.state.parse_move("@D4"))
    s.cancel_bot()
    path = tmp_path / "game.boardroom"
    s.save(path)
    assert not s.dirty and s.path == path
    loaded = GameSession.load(path)
    _OPEN.append(loaded)
    assert loaded.state.to_text() == s.state.to_text()
    assert loaded.seats[1].is_bot and loaded.seats[1].level == "easy"


def test_damaged_file_raises_a_clear_error(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.boardroom"
    bad.write_text('{"format": "boardroom-game", "version": 1, "game": "onager"')
    with pytest.raises(SaveFormatError, match="not valid JSON"):
        GameSession.load(bad)


def test_resign_and_draw_are_recorded_and_undoable(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = _session(qtbot, list(HUMANS))
    with qtbot.waitSignal(s.gameOver):
        s.resign(0)
    assert s.state.outcome().winners == (1,)  # type: ignore[union-attr]
    assert s.to_saved().result["reason"] == "resignation"  # type: ignore[index]
    s.undo()
    assert not s.state.is_terminal()
    s.agree_draw()
    assert s.state.outcome().is_draw  # type: ignore[union-attr]


def test_position_at_looks_back_without_touching_the_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = _session(qtbot, list(HUMANS))
    for text in ("@D4", "@F3", "@E2"):
        s.play(s.state.parse_move(text))
    past = s.position_at(1)
    assert past.ply == 1 and s.state.ply == 3
    assert past.to_text() != s.state.to_text()


@pytest.mark.usefixtures("quick_bots")
def test_hint_is_a_legal_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = _session(qtbot, list(HUMANS))
    with qtbot.waitSignal(s.hintReady, timeout=10000) as blocker:
        s.request_hint()
    assert blocker.args[0] in s.state.legal_moves()


def test_handover_only_for_hidden_information(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = _session(qtbot, list(HUMANS))
    assert not s.needs_handover(0, 1)  # Onager has no secrets
