"""What the UI, the command line and the bots read from a Jikaida state:
pieces, squares and their names, notation, position text, a position key.

A mixin of :class:`~boardroom.games.jikaida.rules.JikaidaState`, which
holds the rules; this file only presents them.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from boardroom.engine.errors import InvalidNotation
from boardroom.games.jikaida import notation
from boardroom.games.jikaida.moves import JikaidaMove
from boardroom.games.jikaida.variants import BLUE, KIND, KING, LETTERS

if TYPE_CHECKING:
    from boardroom.games.jikaida.geometry import Geometry
    from boardroom.games.jikaida.rules import JikaidaState
    from boardroom.games.jikaida.variants import Variant


class StateView:
    if TYPE_CHECKING:
        board: list[int]
        kings: list[int]
        g: Geometry
        variant: Variant
        zkey: int
        quiet_moves: int

        def _limit_on(self) -> bool: ...

        def _self(self) -> JikaidaState:
            """This state as the class the mixin is part of (rules.py)."""
            ...

    # --- squares ---------------------------------------------------------------------

    @property
    def files(self) -> int:
        return self.g.files

    @property
    def ranks(self) -> int:
        return self.g.ranks

    def square(self, file: int, rank: int) -> int:
        """The square at (file index, rank index), a1 = (0, 0) = 0."""
        return self.g.square(file, rank)

    def square_name(self, sq: int) -> str:
        """The global name, e.g. 'i3'."""
        return notation.square_name(self._self(), sq)

    def drin_square_name(self, sq: int) -> str:
        """The people's name, e.g. 'Zhantil C3'."""
        return notation.drin_square_name(self._self(), sq)

    def parse_square(self, text: str) -> int:
        """A square from its global or drin name; InvalidNotation otherwise."""
        written = text.strip()
        sq, end = notation._read_square(self._self(), written, 0, text)
        if end != len(written):
            raise InvalidNotation(f"'{text}' is not a square")
        return sq

    # --- pieces ----------------------------------------------------------------------

    def pieces(self) -> dict[int, tuple[str, int]]:
        """Square -> (kind letter, upper case; seat) for every piece."""
        return {
            sq: (LETTERS[p & KIND], 1 if p & BLUE else 0) for sq, p in enumerate(self.board) if p
        }

    def piece_at(self, sq: int) -> tuple[str, int] | None:
        p = self.board[sq]
        return (LETTERS[p & KIND], 1 if p & BLUE else 0) if p else None

    def king_square(self, seat: int) -> int | None:
        king = self.kings[seat]
        return king if king >= 0 and self.board[king] == KING | (BLUE if seat else 0) else None

    def key(self) -> Hashable:
        """A cheap key of the position for transposition tables (Zobrist: board,
        side to move, opening bonuses, Fluttember rights; the quiet-move count
        too when a move limit is on)."""
        if self._limit_on():
            return (self.zkey, self.quiet_moves)
        return self.zkey

    # --- text -------------------------------------------------------------------------

    def format_move(self, move: JikaidaMove) -> str:
        return notation.format_move(self._self(), move)

    def describe_move(self, move: JikaidaMove) -> str:
        """The people's form, with drin squares: 'Zhantil C3-Zhantil C5'."""
        return notation.format_move(self._self(), move, people=True)

    def parse_syntax(self, text: str) -> JikaidaMove:
        written = notation.read(self._self(), text)
        squares = written.squares
        return JikaidaMove(
            squares[0], squares[-1], written.promotion, written.fluttember, path=squares
        )

    def parse_move(self, text: str) -> JikaidaMove:
        text = text.strip()
        if not text:
            raise InvalidNotation("empty move text")
        return notation.parse_move(self._self(), text)

    def to_text(self) -> str:
        from boardroom.games.jikaida.position import write_position

        return write_position(self._self())
