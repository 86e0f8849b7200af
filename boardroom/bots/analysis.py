"""How the Hard bot judges a position: each seat's chance of winning, and the
move it would play. The evaluation graph and the game review read this.

Chances are on one scale for every game: a share in [0, 1] per seat that adds
up to 1 (a draw counts as an equal share). A game hands its own analyser in
its hooks (an exact solver, an alpha-beta score turned into a chance...);
otherwise a time-boxed MCTS search with the game's Hard settings answers.

The state given is what the analysis may know: the caller passes a seat's
view during play, the full state only when the game is over.
"""

from __future__ import annotations

import dataclasses
import random
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Generic

from boardroom.bots.hooks import GameHooks, hooks_for
from boardroom.bots.mcts import Mcts, MctsConfig
from boardroom.engine.game import M, S, State

Progress = Callable[[float], None]

# Seconds an estimate may take in the background after each move, and in a review.
BACKGROUND_SECONDS = 0.4
REVIEW_SECONDS = 0.6
ANALYSIS_SEED = 0


@dataclass(frozen=True)
class Estimate(Generic[M]):
    """What the analysis says about one position (``M``: the game's moves)."""

    chances: tuple[float, ...]  # per seat, each in [0, 1], adding up to 1
    best: M | None = None  # the move it would play (None when the game is over)
    # The mover's chance after each move it looked at, when it knows them
    # (the review compares the move played with the best one).
    move_values: Mapping[M, float] = field(default_factory=dict)


def normalised(values: tuple[float, ...] | list[float]) -> tuple[float, ...]:
    """Per-seat values turned into shares adding up to 1."""
    clipped = [min(1.0, max(0.0, float(v))) for v in values]
    total = sum(clipped)
    if total <= 0:
        return tuple(1.0 / len(clipped) for _ in clipped)
    return tuple(v / total for v in clipped)


def final_estimate(state: State[M]) -> Estimate[M]:
    """A finished game's chances are its result."""
    return Estimate(normalised(list(state.returns())))


def estimate(
    state: State[M],
    seconds: float = BACKGROUND_SECONDS,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> Estimate[M]:
    """Each seat's chance in ``state`` and the move the Hard bot would play."""
    if state.is_terminal():
        return final_estimate(state)
    hooks = hooks_for(state.game.spec.key)
    if hooks.analyse is not None:
        return hooks.analyse(state, seconds, cancel, progress)
    return mcts_estimate(state, seconds, cancel, progress, hooks)


# A move enters ``move_values`` when the search visited it at least this share
# of the best move's visits: the means of rarely tried moves are mostly noise.
TRUSTED_VISITS = 0.1


def mcts_estimate(
    state: S,
    seconds: float,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
    hooks: GameHooks[S, M] | None = None,
    config: MctsConfig | None = None,
) -> Estimate[M]:
    """A search with the game's Hard settings (or ``config``), cut to ``seconds``.
    A game's own analyser may call this with its own hooks."""
    from boardroom.bots.levels import level_settings

    key = state.game.spec.key
    hooks = hooks or hooks_for(key)
    config = dataclasses.replace(config or level_settings(key, "hard").config, seconds=seconds)
    search: Mcts[S, M] = Mcts(
        config, random.Random(ANALYSIS_SEED), hooks.evaluate, hooks.policy, hooks.ordering
    )
    result = search.search(state.clone(), cancel, progress)
    values = result.proven or result.root_values
    if not result.moves:
        return Estimate(normalised(list(values)))
    best = result.best()
    floor = max(1, int(best.visits * TRUSTED_VISITS))
    trusted = {s.move: s.value for s in result.moves if s.visits >= floor or s.proven}
    return Estimate(normalised(list(values)), best.move, trusted)
