"""The move list's rows of one view of the game (one seat's, or the whole
game's), worded when the list first shows them and kept: a long game opens
with only the rows in view worded. Each row needs the position its move
was played in, reached through :class:`~boardroom.engine.replay.Positions`
(a few undos from the game's end, or a replay from a position kept on the
way), a block of rows at a time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardroom.engine.game import AnyState
from boardroom.engine.replay import Positions
from boardroom.ui.movelist import Row

BLOCK = 32  # rows worded together (one position reached for them all)


class ShownRows:
    """``word(position, move)`` gives a move's row in the position before it."""

    def __init__(self, word: Callable[[AnyState, Any], Row]) -> None:
        self.word = word
        self.positions: Positions[Any] = Positions()
        self._moves: list[Any] = []
        self._rows: list[Row | None] = []
        self._after: tuple[int, AnyState] | None = None  # the last block's end, for the next

    def update(self, shown: AnyState, source: AnyState | None = None) -> int:
        """The history of ``shown`` now (``source``: the game itself when
        ``shown`` is it, so the positions can be reached by undo); returns
        how many of the first rows stay as they were."""
        same = self.positions.update(shown.history, shown.initial, source)
        self._moves = list(shown.history)
        del self._rows[same:]
        self._rows.extend([None] * (len(self._moves) - same))
        if self._after is not None and self._after[0] > same:
            self._after = None
        return same

    def worded(self) -> int:
        """How many rows were worded (the others wait to be shown)."""
        return sum(row is not None for row in self._rows)

    def row(self, index: int) -> Row:
        found = self._rows[index]
        if found is not None:
            return found
        first = index - index % BLOCK
        while self._rows[first] is not None:
            first += 1
        last = min(first - first % BLOCK + BLOCK, len(self._moves))
        if self._after is not None and self._after[0] == first:
            state = self._after[1]  # the rows are asked in order: go on from there
        else:
            state = self.positions.before(first)
        for i in range(first, last):
            move = self._moves[i]
            self._rows[i] = self.word(state, move)
            if i + 1 < len(self._moves):
                state.apply(move)
        self._after = (last, state) if last < len(self._moves) else None
        found = self._rows[index]
        assert found is not None
        return found
