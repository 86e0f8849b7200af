"""Per-game help for the bots: an evaluation, a playout policy, a move order
and level budgets tuned to the game. Games without an entry get plain MCTS.

Entries are imported lazily so that loading the bots never loads every game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from boardroom.bots.mcts import Evaluation, MctsConfig, Ordering, Policy

if TYPE_CHECKING:
    from boardroom.bots.players import Bot

# A game's own bot: (level, seed) -> a Bot. Levels are checked before it is called.
BotFactory = Callable[[str, "int | None"], "Bot"]


@dataclass(frozen=True)
class LevelSettings:
    """What one level of play is: a search budget plus some deliberate noise."""

    config: MctsConfig
    # 0 plays the most visited move; above 0 samples moves with weights
    # visits ** (1 / temperature), so weak levels pick second-best moves.
    temperature: float = 0.0
    # Chance of playing a uniformly random legal move instead of searching.
    blunder: float = 0.0


@dataclass(frozen=True)
class GameHooks:
    evaluate: Evaluation | None = None
    policy: Policy | None = None
    ordering: Ordering | None = None
    levels: Mapping[str, LevelSettings] = field(default_factory=dict)
    # A game that brings its own bot (an exact solver...) instead of MCTS; its
    # ``evaluate`` then answers draw offers.
    make_bot: BotFactory | None = None
    # Seat 0's material lead in a position, for adjudicated bot matches.
    material: Callable[[Any], float] | None = None


# Tuned by bot-versus-bot matches on Onager (README, benchmarks). Leaves are
# evaluated at once (playout_depth 0): the evaluation reads the back-rank race
# better than short random playouts do. Strength hardly grows with iterations
# at the default exploration, so Hard explores less (c=0.3) and searches deep,
# Medium is a short search, and Easy plays a random move a third of the time.
# Time caps are the hard limits; iteration caps keep fast machines from
# playing stronger than tuned.
ONAGER_LEVELS: dict[str, LevelSettings] = {
    "easy": LevelSettings(MctsConfig(iterations=40, seconds=0.15, playout_depth=0),
                          blunder=0.35),
    "medium": LevelSettings(MctsConfig(iterations=150, seconds=0.6, playout_depth=0)),
    "hard": LevelSettings(MctsConfig(iterations=12000, seconds=1.8, exploration=0.3,
                                     playout_depth=0)),
}


def _onager() -> GameHooks:
    from boardroom.games.onager import evaluation

    return GameHooks(evaluate=evaluation.evaluate, policy=evaluation.playout_policy,
                     ordering=evaluation.order_moves, levels=ONAGER_LEVELS)


def _dejarik() -> GameHooks:
    from boardroom.games.dejarik import solver

    return GameHooks(evaluate=solver.evaluate, make_bot=solver.make_bot)


def _jikaida() -> GameHooks:
    from boardroom.bots import jikaida_bot
    from boardroom.games.jikaida import evaluation

    return GameHooks(evaluate=jikaida_bot.draw_value, make_bot=jikaida_bot.make_bot,
                     material=evaluation.material)


def _rival() -> GameHooks:
    from boardroom.games.rival import bot

    return bot.hooks()


_ENTRIES: dict[str, Callable[[], GameHooks]] = {
    "onager": _onager,
    "dejarik": _dejarik,
    "jikaida": _jikaida,
    "rival": _rival,
}


@cache
def hooks_for(game_key: str) -> GameHooks:
    """The game's hooks, or empty hooks (plain MCTS) for any other game."""
    factory = _ENTRIES.get(game_key.strip().lower())
    return factory() if factory is not None else GameHooks()
