"""Rows computed over a game's history by replaying it, kept between calls:
the replay goes on from where it stopped while the history only grows, and
starts again when moves were taken back or the key changes. A long game then
costs one move's work per new move, not a replay from the start each time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from boardroom.engine.game import AnyState

R = TypeVar("R")


class Replayed(Generic[R]):
    """One row per move of a history (``row(state_before, move, index)``),
    for the same ``key`` (another game, view or language starts again)."""

    def __init__(self) -> None:
        self._key: Any = None
        self._moves: list[Any] = []
        self._rows: list[R] = []
        self._state: AnyState | None = None

    def seed(self, key: Any, history: list[Any], rows: list[R], state: AnyState) -> None:
        """Rows already known for ``history`` (worked out elsewhere), ``state``
        standing after its last move: the next call goes on from there."""
        self._key, self._moves, self._rows, self._state = key, list(history), list(rows), state

    def rows(
        self,
        key: Any,
        history: list[Any],
        start: Callable[[], AnyState],
        row: Callable[[AnyState, Any, int], R],
    ) -> list[R]:
        done = len(self._moves)
        if (
            self._state is None
            or key is not self._key
            and key != self._key
            or len(history) < done
            or list(history[:done]) != self._moves
        ):
            self._key, self._moves, self._rows, self._state = key, [], [], start()
        state = self._state
        for move in history[len(self._moves) :]:
            self._rows.append(row(state, move, len(self._rows)))
            state.apply(move)
            self._moves.append(move)
        return list(self._rows)
