"""The seeds of bots and of hints in a game with secrets come from the
session's own secret, never from the game's seed (issue 20): in Rival the
Black bot's Ninja hex could be worked out from any view, which carried the
game's seed, as the bot was seeded with it plus its seat."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardroom.bots import make_bot
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.games.rival.formation import suggest_formation, suggest_hiding
from boardroom.games.rival.rules import RivalState
from boardroom.ui import session as session_module
from boardroom.ui.session import GameSession
from tests.leakwalk import walk
from tests.ui.workers import IdleWorker

SEED = 1234


class Worker(IdleWorker):
    """Takes every request, never answers, starts no process."""

    def warm_up(self) -> None:
        pass


@pytest.fixture(autouse=True)
def _dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def rival_session(monkeypatch: pytest.MonkeyPatch, worker: type = Worker) -> GameSession:
    """Red a person, Black a bot, both formations placed: Red to hide."""
    monkeypatch.setattr(session_module, "BotWorker", worker)
    game = make_game("rival", {})
    state = game.new_state(SEED)
    assert isinstance(state, RivalState)
    while state.setup_stage() == "place":
        state.play(suggest_formation(state, state.current_seat, 7)[0])
    seats = [Seat("Ann"), Seat("Bot", "bot", "easy")]
    return GameSession(game, seats, state, autosave=False)


def test_a_bots_seed_is_nowhere_in_what_a_player_sees(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = []
    for _ in range(2):
        session = rival_session(monkeypatch, Worker)
        session.play(session.state.legal_moves()[0])  # Red hides: the bot's turn
        worker = session._worker
        assert isinstance(worker, IdleWorker)
        (kind, _level, seed, _state), *_ = worker.requests
        assert kind == "move" and seed != SEED + 1
        for seat in (0, 1):
            view = session.state.view(seat)
            values = {obj for _, obj in walk(view, "view", set()) if isinstance(obj, int)}
            assert seed not in values and SEED not in values
        seeds.append(seed)
        session.shutdown()
    assert seeds[0] != seeds[1]  # a secret of each session, not of the game


def test_the_bots_ninja_cannot_be_worked_out_from_a_view(monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue's prediction, suggest_hiding(view, 1, seed * 1_000_003 + seed + 1)
    with the seed a view holds, gave the Black bot's hex 60 times out of 60."""
    hits = 0
    for _ in range(12):
        session = rival_session(monkeypatch, Worker)
        session.play(session.state.legal_moves()[0])  # Red hides: the bot's turn
        worker = session._worker
        assert isinstance(worker, IdleWorker)
        (_kind, level, seed, state), *_ = worker.requests
        chosen = make_bot("rival", level, seed).choose(state.view(1))  # as its process does
        view = session.state.view(0)
        guess = suggest_hiding(view, 1, view.seed * 1_000_003 + view.seed + 1)
        hits += guess == chosen
        session.shutdown()
    assert hits < 6


def test_a_hint_in_a_game_with_secrets_has_a_secret_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    session = rival_session(monkeypatch, Worker)
    session.request_hint()
    hinter = session._hinter
    assert isinstance(hinter, IdleWorker)
    (kind, _level, seed, _state), *_ = hinter.requests
    assert kind == "hint" and seed not in (0, SEED)
    session.shutdown()
