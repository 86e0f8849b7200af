"""Bots: objects that choose a move for the seat to move.

A bot only ever looks at ``state.view(state.current_seat)``, so it knows what
its seat may know, and it never touches the caller's state.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any, Protocol

from boardroom.bots.hooks import GameHooks, LevelSettings
from boardroom.bots.mcts import Mcts, SearchResult
from boardroom.engine.game import AnyState

Progress = Callable[[float], None]


class Bot(Protocol):
    level: str

    def choose(
        self,
        state: AnyState,
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
    ) -> Any:
        """A legal move for ``state.current_seat``."""


def _view_and_moves(state: AnyState) -> tuple[AnyState, list[Any]]:
    view = state.view(state.current_seat)
    moves = view.legal_moves() if not view.is_terminal() else []
    if not moves:
        raise ValueError("there is no move to choose: the game is over")
    return view, moves


class RandomBot:
    """Uniformly random legal moves: the bottom of the strength ladder."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(
        self,
        state: AnyState,
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
    ) -> Any:
        _, moves = _view_and_moves(state)
        if progress is not None:
            progress(1.0)
        return moves[self.rng.randrange(len(moves))]


class MctsBot:
    """Monte Carlo tree search with a level's budget and noise."""

    def __init__(
        self,
        level: str,
        settings: LevelSettings,
        hooks: GameHooks | None = None,
        seed: int | None = None,
    ) -> None:
        self.level = level
        self.settings = settings
        self.rng = random.Random(seed)
        hooks = hooks or GameHooks()
        self.mcts = Mcts(settings.config, self.rng, hooks.evaluate, hooks.policy, hooks.ordering)
        self.last_search: SearchResult | None = None

    def choose(
        self,
        state: AnyState,
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
    ) -> Any:
        view, moves = _view_and_moves(state)
        self.last_search = None
        if len(moves) == 1:
            if progress is not None:
                progress(1.0)
            return moves[0]
        if self.settings.blunder and self.rng.random() < self.settings.blunder:
            if progress is not None:
                progress(1.0)
            return moves[self.rng.randrange(len(moves))]
        result = self.mcts.search(view, cancel, progress)
        self.last_search = result
        return self._pick(result)

    def _pick(self, result: SearchResult) -> Any:
        temperature = self.settings.temperature
        stats = [s for s in result.moves if s.visits > 0]
        if temperature <= 0 or len(stats) < 2:
            return result.best().move
        weights = [s.visits ** (1.0 / temperature) for s in stats]
        return self.rng.choices(stats, weights)[0].move
