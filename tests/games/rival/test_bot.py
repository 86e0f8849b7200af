"""Rival's bot: it sets up with "place for me", then searches its seat's view."""

from __future__ import annotations

import random

from boardroom.bots.hooks import LevelSettings, hooks_for
from boardroom.bots.levels import make_bot
from boardroom.bots.mcts import MctsConfig
from boardroom.games.rival import RivalGame
from boardroom.games.rival.bot import RivalBot
from boardroom.games.rival.evaluation import evaluate, order_moves, playout_policy
from boardroom.games.rival.moves import HIDE, PLACE
from tests.games.rival.helpers import state

QUICK = LevelSettings(MctsConfig(iterations=40, seconds=None, playout_depth=0))


def test_every_level_is_a_rival_bot() -> None:
    for level in ("easy", "medium", "hard"):
        assert isinstance(make_bot("rival", level, 1), RivalBot)


def test_the_bot_sets_up_without_searching() -> None:
    game = RivalGame().new_state(5)
    bots = [RivalBot("test", QUICK, hooks_for("rival"), seed) for seed in (1, 2)]
    while game.phase == "setup":
        move = bots[game.current_seat].choose(game)
        assert move.action in (PLACE, HIDE)
        assert bots[game.current_seat].search.last_search is None
        game.play(move)
    assert game.phase == "play" and game.placed(0) == game.placed(1) == 10
    move = bots[0].choose(game)
    assert move in game.legal_moves() and bots[0].search.last_search is not None


def test_the_bot_takes_a_winning_kill() -> None:
    s = state({"A1": "S", "A2": "A", "A6": "G", "K1": "s", "K2": "a", "F6": "S", "G7": "g"})
    move = RivalBot("test", QUICK, hooks_for("rival"), 3).choose(s)
    assert s.format_move(move) == "F6xG7"


def test_evaluation_and_hooks_on_views() -> None:
    s = RivalGame().new_state(9)
    rng = random.Random(9)
    while s.ply < 60 and not s.is_terminal():
        view = s.view(s.current_seat)
        red, black = evaluate(view)
        assert 0.0 <= red <= 1.0 and abs(red + black - 1.0) < 1e-9
        moves = view.legal_moves()
        assert sorted(map(str, order_moves(view, moves, rng))) == sorted(map(str, moves))
        assert playout_policy(view, moves, rng) in moves
        s.play(rng.choice(s.legal_moves()))
