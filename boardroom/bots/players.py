"""Bots: objects that choose a move for the seat to move.

A bot only ever looks at ``state.view(state.current_seat)``, so it knows what
its seat may know, and it never touches the caller's state.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeAlias, TypeVar

from boardroom.bots.hooks import GameHooks, LevelSettings
from boardroom.bots.mcts import Mcts, SearchResult
from boardroom.engine.game import AnyState, M, Move, S, State

Progress = Callable[[float], None]
S_contra = TypeVar("S_contra", bound=AnyState, contravariant=True)
M_co = TypeVar("M_co", bound=Move, covariant=True)


class Bot(Protocol[S_contra, M_co]):
    """Chooses moves in states of type ``S_contra``: moves of type ``M_co``."""

    level: str

    def choose(
        self,
        state: S_contra,
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
    ) -> M_co:
        """A legal move for ``state.current_seat``."""


# A bot of a game found by its key at run time.
AnyBot: TypeAlias = Bot[Any, Any]


def _seat_view(state: S) -> S:
    """The view of the seat to move; ValueError when the game is over."""
    view = state.view(state.current_seat)
    if view.is_terminal():
        raise ValueError("there is no move to choose: the game is over")
    return view


class RandomBot:
    """Uniformly random legal moves: the bottom of the strength ladder."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(
        self,
        state: State[M],
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
    ) -> M:
        moves = _seat_view(state).legal_moves()
        if not moves:
            raise ValueError("there is no move to choose: the game is over")
        if progress is not None:
            progress(1.0)
        return moves[self.rng.randrange(len(moves))]


class MctsBot(Generic[S, M]):
    """Monte Carlo tree search with a level's budget and noise."""

    def __init__(
        self,
        level: str,
        settings: LevelSettings,
        hooks: GameHooks[S, M] | None = None,
        seed: int | None = None,
    ) -> None:
        self.level = level
        self.settings = settings
        self.rng = random.Random(seed)
        hooks = hooks or GameHooks()
        self.mcts: Mcts[S, M] = Mcts(
            settings.config, self.rng, hooks.evaluate, hooks.policy, hooks.ordering
        )
        self.last_search: SearchResult[M] | None = None

    def choose(
        self,
        state: S,
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
    ) -> M:
        view = _seat_view(state)
        moves: list[M] = view.legal_moves()
        if not moves:
            raise ValueError("there is no move to choose: the game is over")
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

    def _pick(self, result: SearchResult[M]) -> M:
        temperature = self.settings.temperature
        stats = [s for s in result.moves if s.visits > 0]
        if temperature <= 0 or len(stats) < 2:
            return result.best().move
        weights = [s.visits ** (1.0 / temperature) for s in stats]
        return self.rng.choices(stats, weights)[0].move
