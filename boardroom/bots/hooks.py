"""What a game hands to the bots: an evaluation, a playout policy, a move
order, level budgets tuned to it, or a bot of its own. Each game keeps these
in its package's ``bot`` module (a ``hooks()`` function); games without one
get plain MCTS. They are imported when first asked for, so loading the bots
never loads every game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from threading import Event
from typing import TYPE_CHECKING, Any, Generic, TypeAlias

from boardroom.bots.mcts import Evaluation, MctsConfig, Ordering, Policy
from boardroom.engine.game import M, S
from boardroom.engine.registry import game_part

if TYPE_CHECKING:
    from boardroom.bots.analysis import Estimate
    from boardroom.bots.players import Bot

# (state, seconds, cancel, progress) -> an Estimate (``boardroom.bots.analysis``).
Analyser = Callable[[S, float, "Event | None", "Callable[[float], None] | None"], "Estimate[M]"]

# A game's own bot: (level, seed) -> a Bot. Levels are checked before it is called.
BotFactory = Callable[[str, "int | None"], "Bot[S, M]"]


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
class GameHooks(Generic[S, M]):
    """A game's hooks, typed with its state class ``S`` and move class ``M``."""

    evaluate: Evaluation[S] | None = None
    policy: Policy[S, M] | None = None
    ordering: Ordering[S, M] | None = None
    levels: Mapping[str, LevelSettings] = field(default_factory=dict)
    # A game that brings its own bot (an exact solver...) instead of MCTS; its
    # ``evaluate`` then answers draw offers.
    make_bot: BotFactory[S, M] | None = None
    # Seat 0's material lead in a position, for adjudicated bot matches (more
    # than two seats: each seat's material).
    material: Callable[[S], float | Sequence[float]] | None = None
    # The Hard bot's judgement of a position for the evaluation graph and the
    # review (see ``boardroom.bots.analysis``); None: a plain MCTS search.
    analyse: Analyser[S, M] | None = None


# The hooks of a game found by its key at run time.
AnyHooks: TypeAlias = GameHooks[Any, Any]


@cache
def hooks_for(game_key: str) -> AnyHooks:
    """The hooks a game's ``bot`` module hands over (its ``hooks()``), or empty
    hooks (plain MCTS) for a game without one."""
    module = game_part(game_key.strip().lower(), "bot")
    if module is None:
        return GameHooks[Any, Any]()
    hooks = module.hooks()
    assert isinstance(hooks, GameHooks)
    return hooks
