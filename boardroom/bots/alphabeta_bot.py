"""A bot on the generic alpha-beta search, for two-seat games without chance
that provide an evaluation (and, for quiescence, captures).

A level is a search budget (depth, time cap, node cap) plus deliberate
noise for the weak levels: root moves within ``tie_margin`` of the best
count as equal (the generator picks one), and a ``blunder`` chance of
playing a random legal move instead of searching.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic

from boardroom.bots.alphabeta import (
    AlphaBeta,
    AlphaBetaConfig,
    AlphaBetaResult,
    Captures,
    Evaluate,
    Key,
    Order,
    Test,
)
from boardroom.engine.game import M, S

Progress = Callable[[float], None]


@dataclass(frozen=True)
class SearchHooks(Generic[S, M]):
    """What a game gives the search (see alphabeta.py for each hook)."""

    evaluate: Evaluate[S]
    captures: Captures[S, M] | None = None
    order: Order[S, M] | None = None
    key: Key[S] | None = None
    quick_end: Test[S] | None = None
    in_check: Test[S] | None = None

    def search(
        self,
        config: AlphaBetaConfig,
        rng: random.Random,
        clock: Callable[[], float] = time.perf_counter,
    ) -> AlphaBeta[S, M]:
        return AlphaBeta(
            config,
            rng,
            self.evaluate,
            captures=self.captures,
            order=self.order,
            key=self.key,
            quick_end=self.quick_end,
            in_check=self.in_check,
            clock=clock,
        )


@dataclass(frozen=True)
class AlphaBetaLevel:
    config: AlphaBetaConfig
    blunder: float = 0.0  # chance of a uniformly random legal move instead of a search


class AlphaBetaBot(Generic[S, M]):
    """Plays the seat to move from its view only; never touches the caller's state."""

    def __init__(
        self,
        level: str,
        settings: AlphaBetaLevel,
        hooks: SearchHooks[S, M],
        seed: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.level = level
        self.settings = settings
        self.rng = random.Random(seed)
        self.search = hooks.search(settings.config, self.rng, clock)
        self.last_search: AlphaBetaResult[M] | None = None

    def choose(
        self,
        state: S,
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
    ) -> M:
        view = state.view(state.current_seat)
        moves: list[M] = view.legal_moves() if not view.is_terminal() else []
        if not moves:
            raise ValueError("there is no move to choose: the game is over")
        self.last_search = None
        blunder = self.settings.blunder
        if len(moves) == 1 or (blunder and self.rng.random() < blunder):
            if progress is not None:
                progress(1.0)
            return moves[0] if len(moves) == 1 else moves[self.rng.randrange(len(moves))]
        result = self.search.search(view, cancel, progress)
        self.last_search = result
        return result.move


def win_chances(
    hooks: SearchHooks[S, M], config: AlphaBetaConfig, state: S, scale: float
) -> tuple[float, float]:
    """Each seat's chance of winning as a short search sees it (a logistic of
    its score: ``scale`` centipawns ahead gives about 73%), for draw offers."""
    if state.is_terminal():
        returns = state.returns()
        return float(returns[0]), float(returns[1])
    result = hooks.search(config, random.Random(0)).search(state)
    score = max(-50.0, min(50.0, result.score / scale))  # mates: certain, no overflow
    mover = 1.0 / (1.0 + math.exp(-score))
    seat = state.current_seat
    return (mover, 1.0 - mover) if seat == 0 else (1.0 - mover, mover)
