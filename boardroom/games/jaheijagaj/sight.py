"""What a seat sees (RULINGS section 5): its home face on every level, the
hexes of the two neighbouring faces within two of it (never the opposite
face this way), every face where it has a piece (on that piece's level and
below), everything while it holds the summit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.games.jaheijagaj.board import COUNT, board
from boardroom.games.jaheijagaj.pieces import KIGGYAR, WRAITH, kind_of, side_of

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import JaheijagajState


class Sight:
    def __init__(self, state: JaheijagajState) -> None:
        self.state = state
        self.board = board()

    def own_hexes(self, seat: int) -> list[int]:
        cells = self.state.cells
        return [h for h in range(COUNT) if cells[h] and cells[h] >> 3 == seat]

    def visible(self, seat: int) -> int:
        """The hexes ``seat`` sees, as a bit set (nothing once it has left)."""
        if not self.state.alive[seat]:
            return 0
        b = self.board
        return b.home_sight[self.state.face(seat)] | b.sees_from(self.own_hexes(seat))

    def shown(self, seat: int, visible: int) -> int:
        """``visible`` (what ``seat`` sees) with the four hexes of every
        Wraith it sees: what its view draws pieces on."""
        b = self.board
        out = visible
        for other, found in enumerate(self.state.wraith):
            if found is None or other == seat:
                continue
            four = b.footprint[found[0]][found[1]]
            assert four is not None
            if any(visible >> x & 1 for x in four):
                for x in four:
                    out |= 1 << x
        return out

    def seen_cells(self, seat: int) -> list[int]:
        """The cells with every piece ``seat`` does not see left out. A Wraith
        is seen whole when any of its four hexes is."""
        state, b = self.state, self.board
        visible = self.visible(seat)
        cells = list(state.cells)
        for h in range(COUNT):
            c = cells[h]
            if c and side_of(c) != seat and kind_of(c) != WRAITH and not visible >> h & 1:
                cells[h] = 0
        for other, found in enumerate(state.wraith):
            if found is None or other == seat:
                continue
            four = b.footprint[found[0]][found[1]]
            assert four is not None
            if not any(visible >> x & 1 for x in four):
                for x in four:
                    cells[x] = 0
        return cells


def is_enemy(c: int, seat: int) -> bool:
    return bool(c) and side_of(c) != seat


__all__ = ["KIGGYAR", "Sight", "is_enemy"]
