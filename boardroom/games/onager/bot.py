"""Onager's bot: Monte Carlo tree search with Onager's evaluation, playout
policy and move order, at levels tuned by matches (README, benchmarks)."""

from __future__ import annotations

from boardroom.bots.hooks import GameHooks, LevelSettings
from boardroom.bots.mcts import MctsConfig
from boardroom.games.onager import evaluation
from boardroom.games.onager.moves import OnagerMove
from boardroom.games.onager.rules import OnagerState

# Leaves are evaluated at once (playout_depth 0): the evaluation reads the
# back-rank race better than short random playouts do. Strength hardly grows
# with iterations at the default exploration, so Hard explores less (c=0.3)
# and searches deep, Medium is a short search, and Easy plays a random move a
# third of the time. Time caps are the hard limits; iteration caps keep fast
# machines from playing stronger than tuned.
LEVELS: dict[str, LevelSettings] = {
    "easy": LevelSettings(MctsConfig(iterations=40, seconds=0.15, playout_depth=0), blunder=0.35),
    "medium": LevelSettings(MctsConfig(iterations=150, seconds=0.6, playout_depth=0)),
    "hard": LevelSettings(
        MctsConfig(iterations=12000, seconds=1.8, exploration=0.3, playout_depth=0)
    ),
}


def hooks() -> GameHooks[OnagerState, OnagerMove]:
    return GameHooks(
        evaluate=evaluation.evaluate,
        policy=evaluation.playout_policy,
        ordering=evaluation.order_moves,
        levels=LEVELS,
    )
