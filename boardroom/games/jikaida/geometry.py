"""Precomputed move geometry of a Jikaida board (one table set per variant).

Directions are numbered N, NE, E, SE, S, SW, W, NW (0-7): the opposite of
``d`` is ``d ^ 4`` and its two 45-degree neighbours are ``(d + 1) & 7`` and
``(d - 1) & 7``; even directions are orthogonal.

Fronts are paid for per move (RULINGS 2): a step that crosses a front the
piece did not start next to costs one free crossing. ``rays0`` and ``rays1``
are the rays cut where a piece with no / one free crossing must stop, so
move generation never looks at fronts.
"""

from __future__ import annotations

from functools import cache

from boardroom.engine.rng import Rng
from boardroom.games.jikaida.variants import (
    BLUE,
    CHUKTAR,
    KAPT,
    KIND,
    VARIANTS,
    Variant,
    piece_of,
)

DIRS = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
Front = tuple[int, int]  # (0, x): between files x-1 and x; (1, y): between ranks y-1 and y
Ray = tuple[int, ...]


class Geometry:
    """Every table move generation reads, for one variant."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.files, self.ranks = variant.files, variant.ranks
        self.size = n = variant.size
        self.file_of = [sq % self.files for sq in range(n)]
        self.rank_of = [sq // self.files for sq in range(n)]
        self.rays: list[tuple[Ray, ...]] = []
        self.rays0: list[tuple[Ray, ...]] = []
        self.rays1: list[tuple[Ray, ...]] = []
        self.leaps1: list[Ray] = []
        self.neighbours: list[Ray] = []
        # Pallan front turns: per square and direction, (index of the turn square in
        # rays1, the two rays after the turn).
        self.turns: list[tuple[tuple[tuple[int, Ray, Ray], ...], ...]] = []
        for sq in range(n):
            full = tuple(self._ray(sq, d, 99) for d in range(8))
            self.rays.append(full)
            self.rays0.append(tuple(self._ray(sq, d, 0) for d in range(8)))
            self.rays1.append(tuple(self._ray(sq, d, 1) for d in range(8)))
            self.leaps1.append(tuple(t for t in self._knight(sq) if self.cost(sq, sq, t) <= 1))
            self.neighbours.append(tuple(r[0] for r in full if r))
            self.turns.append(tuple(self._turns(sq, d) for d in range(8)))
        rev: list[list[int]] = [[] for _ in range(n)]
        for sq in range(n):
            for t in self.leaps1[sq]:
                rev[t].append(sq)
        self.rev_leaps1 = [tuple(r) for r in rev]
        self.last_rank = (self.ranks - 1, 0)  # per seat, as rank index
        self.starts = self._starts()
        self._turn_paths: dict[int, dict[int, tuple[Ray, ...]]] = {}
        # Direction from a to b (a * size + b) when they share a line, else -1;
        # and their distance in king steps.
        self.line = [-1] * (n * n)
        self.span = [0] * (n * n)
        for a in range(n):
            for b in range(n):
                dx = self.file_of[b] - self.file_of[a]
                dy = self.rank_of[b] - self.rank_of[a]
                self.span[a * n + b] = max(abs(dx), abs(dy))
                if (dx or dy) and (not dx or not dy or abs(dx) == abs(dy)):
                    self.line[a * n + b] = DIRS.index(((dx > 0) - (dx < 0), (dy > 0) - (dy < 0)))
        rng = Rng(0x4A494B41)  # fixed: keys must not change between runs
        self.z_piece = [[rng.next_u64() for _ in range(n)] for _ in range(BLUE + 10)]
        self.z_fresh = [rng.next_u64() for _ in range(n)]
        self.z_turn = rng.next_u64()
        self.z_flutter = [0, rng.next_u64(), rng.next_u64(), 0]
        self.z_flutter[3] = self.z_flutter[1] ^ self.z_flutter[2]
        # Fluttember partners (RULINGS 2): which Kapt or Chuktar began where. Its
        # origin is the starting square it began on, -1 for none (promoted); a
        # piece whose origin is not the default (origin_default) adds a key.
        self.origins = sorted(
            sq
            for p, squares in self.starts.items()
            if p & KIND in (KAPT, CHUKTAR)
            for sq in squares
        )
        self.origin_index = {sq: i + 1 for i, sq in enumerate(self.origins)}
        self.origin_index[-1] = 0
        self.z_origin = [[rng.next_u64() for _ in range(n)] for _ in range(len(self.origins) + 1)]

    def origin_default(self, piece: int, sq: int) -> int:
        """The origin a Kapt or Chuktar on ``sq`` has unless told otherwise: the
        square itself when it is a starting square of that piece, else none."""
        return sq if sq in self.starts.get(piece, ()) else -1

    def z_origin_of(self, piece: int, origin: int, sq: int) -> int:
        """The key a Kapt or Chuktar adds on ``sq`` for its origin (0: default)."""
        if origin == self.origin_default(piece, sq):
            return 0
        return self.z_origin[self.origin_index[origin]][sq]

    # --- fronts ---------------------------------------------------------------

    def square(self, file: int, rank: int) -> int:
        return rank * self.files + file

    def on_board(self, file: int, rank: int) -> bool:
        return 0 <= file < self.files and 0 <= rank < self.ranks

    def crossed(self, a: int, b: int) -> frozenset[Front]:
        """The fronts a step or leap from a to b crosses."""
        fa, ra, fb, rb = self.file_of[a], self.rank_of[a], self.file_of[b], self.rank_of[b]
        out = {(0, x) for x in self.variant.file_fronts if min(fa, fb) < x <= max(fa, fb)}
        out |= {(1, y) for y in self.variant.rank_fronts if min(ra, rb) < y <= max(ra, rb)}
        return frozenset(out)

    def adjacent(self, sq: int) -> frozenset[Front]:
        """The fronts the square borders."""
        f, r = self.file_of[sq], self.rank_of[sq]
        out = {(0, x) for x in self.variant.file_fronts if f in (x - 1, x)}
        out |= {(1, y) for y in self.variant.rank_fronts if r in (y - 1, y)}
        return frozenset(out)

    def cost(self, start: int, a: int, b: int) -> int:
        """Free crossings the step a -> b uses for a piece that began on ``start``."""
        return len(self.crossed(a, b) - self.adjacent(start))

    # --- tables ---------------------------------------------------------------

    def _step(self, sq: int, d: int) -> int | None:
        dx, dy = DIRS[d]
        f, r = self.file_of[sq] + dx, self.rank_of[sq] + dy
        return self.square(f, r) if self.on_board(f, r) else None

    def _ray(self, sq: int, d: int, free: int) -> Ray:
        out: list[int] = []
        cur = sq
        while True:
            nxt = self._step(cur, d)
            if nxt is None:
                break
            free -= self.cost(sq, cur, nxt)
            if free < 0:
                break
            out.append(nxt)
            cur = nxt
        return tuple(out)

    def _knight(self, sq: int) -> list[int]:
        f, r = self.file_of[sq], self.rank_of[sq]
        return [self.square(f + dx, r + dy) for dx, dy in KNIGHT if self.on_board(f + dx, r + dy)]

    def _limited(self, sq: int, d: int, allowed: frozenset[Front]) -> Ray:
        """The ray after a Pallan's turn: it may cross only the fronts in ``allowed``."""
        out: list[int] = []
        cur = sq
        while True:
            nxt = self._step(cur, d)
            if nxt is None or not self.crossed(cur, nxt) <= allowed:
                break
            out.append(nxt)
            cur = nxt
        return tuple(out)

    def _turns(self, sq: int, d: int) -> tuple[tuple[int, Ray, Ray], ...]:
        """Where a Pallan going from ``sq`` in direction ``d`` may turn (RULINGS 2).

        Straight on (even d): on the first square beyond a front crossed while
        the free crossing is unspent; afterwards only fronts ``sq`` borders.
        Diagonally: on the last square before a front, free crossing unspent;
        afterwards only the front(s) it met.
        """
        out = []
        ray = self.rays1[sq][d]
        near = self.adjacent(sq)
        spent = 0
        cur = sq
        for i, nxt in enumerate(ray):
            before = spent
            spent += self.cost(sq, cur, nxt)
            if d % 2 == 0:
                if self.crossed(cur, nxt) and before == 0:
                    out.append(
                        (
                            i,
                            self._limited(nxt, (d + 1) & 7, near),
                            self._limited(nxt, (d - 1) & 7, near),
                        )
                    )
            elif spent == 0:
                ahead = self._step(nxt, d)
                met = self.crossed(nxt, ahead) if ahead is not None else frozenset()
                if met:
                    out.append(
                        (
                            i,
                            self._limited(nxt, (d + 1) & 7, met),
                            self._limited(nxt, (d - 1) & 7, met),
                        )
                    )
            cur = nxt
        return tuple(out)

    def _starts(self) -> dict[int, frozenset[int]]:
        """Piece int -> the squares where that piece starts."""
        from boardroom.engine.text import rle_decode

        out: dict[int, set[int]] = {}
        rows = self.variant.start.split()[0].split("/")
        for i, row in enumerate(rows):
            rank = self.ranks - 1 - i
            for file, cell in enumerate(rle_decode(row)):
                if cell != ".":
                    out.setdefault(piece_of(cell), set()).add(self.square(file, rank))
        return {p: frozenset(s) for p, s in out.items()}

    def turn_paths(self, pallan: int, target: int) -> tuple[Ray, ...]:
        """Every front-turn path of a Pallan on ``pallan`` that ends on ``target``,
        each as the squares that must be empty (the turn square included)."""
        table = self._turn_paths.get(pallan)
        if table is None:
            found: dict[int, list[Ray]] = {}
            for d in range(8):
                ray = self.rays1[pallan][d]
                for i, after_a, after_b in self.turns[pallan][d]:
                    for after in (after_a, after_b):
                        for j, t in enumerate(after):
                            found.setdefault(t, []).append(ray[: i + 1] + after[:j])
            table = {t: tuple(paths) for t, paths in found.items()}
            self._turn_paths[pallan] = table
        return table.get(target, ())

    def aligned(self, a: int, b: int) -> int:
        """The direction from a to b when they share a line, else -1."""
        return self.line[a * self.size + b]

    def near(self, a: int, b: int, reach: int) -> bool:
        """Are a and b at most ``reach`` king steps apart?"""
        return self.span[a * self.size + b] <= reach


@cache
def geometry(variant: str) -> Geometry:
    return Geometry(VARIANTS[variant])
