"""Geometry of a square board for the square board scene (no drawing here).

Squares are ints numbered rank by rank from the first player's (seat 0's)
side: ``square = rank_index * files + file_index``, so on a 12-file board
a1 = 0, l1 = 11, a2 = 12. Files are lettered a.. from seat 0's left and
ranks numbered 1.. from seat 0's side, as in chess.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from dataclasses import dataclass, field

FILE_LETTERS = "abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True)
class Region:
    """A named rectangle of squares, indices inclusive.

    ``local`` says whether squares inside it also get local coordinates
    (file letter A.., rank 1.., counted from its own corner on seat 0's left)."""

    name: str
    files: tuple[int, int]  # first and last file index (a = 0)
    ranks: tuple[int, int]  # first and last rank index (rank 1 = 0)
    local: bool = True

    def contains(self, file: int, rank: int) -> bool:
        return self.files[0] <= file <= self.files[1] and self.ranks[0] <= rank <= self.ranks[1]


def chequered(file: int, rank: int) -> str:
    """The default colouring: "yellow" (the light key) when file index + rank
    number is even, so the right end of each player's first rank is light."""
    return "yellow" if (file + rank + 1) % 2 == 0 else "blue"


@dataclass(frozen=True)
class SquareLayout:
    """Size, regions, heavy front lines and square colours of a board."""

    files: int
    ranks: int
    regions: tuple[Region, ...] = ()
    # Heavy lines after these file / rank indices: (5,) draws one between f and g.
    file_fronts: tuple[int, ...] = ()
    rank_fronts: tuple[int, ...] = ()
    # A colour key per square (file index, rank index); the theme maps keys to colours.
    colour: Callable[[int, int], str] = field(default=chequered)

    @property
    def size(self) -> int:
        return self.files * self.ranks

    def square(self, file: int, rank: int) -> int:
        if not (0 <= file < self.files and 0 <= rank < self.ranks):
            raise ValueError(f"no square at file {file}, rank {rank}")
        return rank * self.files + file

    def coords(self, square: int) -> tuple[int, int]:
        """(file index, rank index) of a square."""
        if not 0 <= square < self.size:
            raise ValueError(f"no square {square}")
        return square % self.files, square // self.files

    def name(self, square: int) -> str:
        """The global name, e.g. "e4"."""
        file, rank = self.coords(square)
        return f"{FILE_LETTERS[file]}{rank + 1}"

    def parse(self, text: str) -> int:
        """The square named ``text`` ("e4", case-insensitive)."""
        text = text.strip().lower()
        if len(text) < 2 or text[0] not in FILE_LETTERS or not text[1:].isdigit():
            raise ValueError(f"not a square: {text!r}")
        return self.square(FILE_LETTERS.index(text[0]), int(text[1:]) - 1)

    def region_of(self, square: int) -> Region | None:
        file, rank = self.coords(square)
        for region in self.regions:
            if region.contains(file, rank):
                return region
        return None

    def local_name(self, square: int) -> str | None:
        """Coordinates inside the square's region, e.g. "C3" for i3 in Zhantil."""
        region = self.region_of(square)
        if region is None or not region.local:
            return None
        file, rank = self.coords(square)
        return f"{FILE_LETTERS[file - region.files[0]].upper()}{rank - region.ranks[0] + 1}"

    def hops(self, path: Sequence[int], occupied: Container[int]) -> list[bool]:
        """Per leg of ``path``: drawn as an arc when it is not a line through
        squares not ``occupied`` (a leap, or a vault over pieces)."""
        hops = []
        for a, b in zip(path, path[1:], strict=False):
            (fa, ra), (fb, rb) = self.coords(a), self.coords(b)
            df, dr = fb - fa, rb - ra
            if not (df == 0 or dr == 0 or abs(df) == abs(dr)):
                hops.append(True)
                continue
            n = max(abs(df), abs(dr))
            sf, sr = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
            between = (self.square(fa + sf * i, ra + sr * i) for i in range(1, n))
            hops.append(any(sq in occupied for sq in between))
        return hops

    def square_colour(self, square: int) -> str:
        return self.colour(*self.coords(square))
