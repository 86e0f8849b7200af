"""Why a piece cannot get from one square to another, by the shape of the
way (why.py asks this once King safety, own pieces and the Fluttember are
ruled out): its pattern, blocked paths, fronts, vaults, opening bonuses.

Each function returns the first rule the attempt breaks, or None when it
finds none (why.py then gives a plainer reason).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.engine.reasons import Reason
from boardroom.games.jikaida.geometry import KNIGHT
from boardroom.games.jikaida.movegen import ALL, DIAGONAL, ORTHOGONAL, SWOD_DIRS
from boardroom.games.jikaida.variants import (
    BLUE,
    CHUKTAR,
    DELDAR,
    HIKDAR,
    JIKTAR,
    KAPT,
    KIND,
    KING,
    PAKTUN,
    PALLAN,
    SWOD,
)
from boardroom.games.jikaida.whytexts import piece_name, reason

if TYPE_CHECKING:
    from boardroom.games.jikaida.rules import JikaidaState

FAR = 99
# Per kind: the directions of its ordinary move and how far it goes.
REACH = {
    KING: (ALL, 1),
    DELDAR: (ALL, 2),
    HIKDAR: (DIAGONAL, FAR),
    JIKTAR: (ORTHOGONAL, FAR),
    CHUKTAR: (ALL, FAR),
    KAPT: (ALL, FAR),
    PALLAN: (ALL, FAR),
    PAKTUN: ((), 0),
}
# Free crossings of fronts per move (None: fronts never stop it).
FREE = {
    KING: None,
    SWOD: None,
    DELDAR: 0,
    HIKDAR: 0,
    JIKTAR: 0,
    PAKTUN: 1,
    CHUKTAR: 1,
    KAPT: 1,
    PALLAN: 1,
}
LEAPERS = (PAKTUN, KAPT, PALLAN)


class Shape:
    """One attempt to go from ``frm`` to ``to`` on a state's board."""

    def __init__(self, st: JikaidaState, frm: int, to: int) -> None:
        self.st, self.g, self.board = st, st.g, st.board
        self.frm, self.to = frm, to
        self.piece = st.board[frm]
        self.kind = self.piece & KIND
        self.seat = 1 if self.piece & BLUE else 0
        self.fresh = st.fresh[frm]
        self.min_run = st.variant.min_run
        self.only_vaults = st.variant.only_vaults

    # --- the parts of a diagnosis ---------------------------------------------------

    def name(self) -> Reason:
        return piece_name(self.kind)

    def square(self, sq: int) -> str:
        return self.st.square_name(sq)

    def walk(
        self, start: int, path: tuple[int, ...], free: int | None, gone: int = -1
    ) -> Reason | None:
        """A straight ordinary move from ``start`` along ``path`` (its last square
        the target): the first front it cannot pay for, or the first piece in
        the way; ``gone`` is a square the piece has left (a double move)."""
        spent, cur = 0, start
        for x in path:
            if free is not None:
                spent += self.g.cost(start, cur, x)
                if spent > free:
                    return reason("front" if free == 0 else "front-free-once", self.name())
            if x != path[-1] and self.board[x] and x != gone:
                return reason("blocked", self.square(x))
            cur = x
        return None

    def leap(self, a: int, b: int) -> Reason | None:
        """A knight's leap from a to b: only the fronts matter."""
        if self.g.cost(a, a, b) > 1:
            return reason("front-free-once", self.name())
        return None

    def run_length(self, ray: tuple[int, ...]) -> int:
        n = 0
        while n < len(ray) and self.board[ray[n]]:
            n += 1
        return n

    def vault(self, d: int, j: int) -> Reason | None:
        """A straight vault in direction ``d`` to the ``j``-th square of the ray."""
        ray = self.g.rays[self.frm][d]
        if self.kind == SWOD and d not in SWOD_DIRS[self.seat]:
            return reason("swod-vault-forward")
        run = self.run_length(ray)
        if j >= run:  # on the first gap or beyond it
            if run < self.min_run:
                return reason("vault-short", self.min_run)
            if j > run:
                return reason("vault-gap", self.square(ray[run]))
            return None
        if self.only_vaults and self.kind != PALLAN:
            return reason("drak-no-capture")
        if j < 3:
            return reason("vault-capture-early")
        if self.kind == SWOD and self.propt_swod(self.to):
            return reason("propt")
        return None

    def propt_swod(self, sq: int) -> bool:
        p = self.board[sq]
        return (
            bool(p)
            and p & KIND == SWOD
            and p & BLUE != self.piece & BLUE
            and self.st.gen.propt(self.board, sq)
        )

    # --- the diagnosis ----------------------------------------------------------------

    def explain(self) -> Reason | None:
        if self.kind == SWOD:
            return self.swod()
        # An unmoved Deldar or Paktun may go round what stands in its line.
        double = self.kind in (DELDAR, PAKTUN) and self.fresh and bool(self.mids())
        found = self.line()
        if found is not None and not (double and found.rule == "jikaida.vault-short"):
            return found
        if self.kind in LEAPERS and self.is_knight(self.frm, self.to):
            if self.only_vaults:
                return reason("vault-only")
            return self.leap(self.frm, self.to)
        if self.kind in (DELDAR, PAKTUN):
            mids = self.mids()
            if mids:
                if not self.fresh:
                    return reason("deldar-double" if self.kind == DELDAR else "paktun-double")
                return self.double(mids)
        if self.kind == PALLAN:
            return self.turn() or reason("pallan-path")
        return reason("pattern", self.name())

    def line(self) -> Reason | None:
        """A move or vault along a line (None when frm and to share none, or
        when the line is neither the piece's move nor a vault)."""
        d = self.g.aligned(self.frm, self.to)
        if d < 0:
            return None
        ray = self.g.rays[self.frm][d]
        j = ray.index(self.to)
        dirs, reach = REACH[self.kind]
        ordinary = d in dirs and j < reach
        if (
            j >= 1
            and self.board[ray[0]]
            and (not ordinary or self.only_vaults or self.run_length(ray) >= self.min_run)
        ):
            return self.vault(d, j)
        if not ordinary:
            return None
        if self.only_vaults:
            return reason("vault-only")
        return self.walk(self.frm, ray[: j + 1], FREE[self.kind])

    def swod(self) -> Reason | None:
        d = self.g.aligned(self.frm, self.to)
        forward = SWOD_DIRS[self.seat]
        if d < 0:
            return reason("swod-forward")
        ray = self.g.rays[self.frm][d]
        j = ray.index(self.to)
        if d not in forward:
            # Along a line of pieces it reads as a vault, else as a step.
            vaulting = j >= 1 and self.board[ray[0]]
            return reason("swod-vault-forward" if vaulting else "swod-forward")
        target = self.board[self.to]
        if self.only_vaults and target:
            return reason("drak-no-capture")
        if (
            j >= 1
            and self.board[ray[0]]
            and not (self.fresh and j < 3 and self.run_length(ray) < self.min_run)
        ):
            return self.vault(d, j)
        if self.only_vaults:
            return reason("vault-only")
        if j >= 1 and not self.fresh:
            return reason("swod-double-step")
        if j >= 3:
            return reason("swod-reach")
        blocked = self.walk(self.frm, ray[: j + 1], None)
        if blocked is not None:
            return blocked
        if target and d == forward[0]:
            return reason("swod-straight-capture")
        if self.propt_swod(self.to):
            return reason("propt")
        return None

    def turn(self) -> Reason | None:
        """A Pallan's turn at a front that would reach ``to`` but for a piece on
        the way (the first such way, as the generator lists them)."""
        for path in self.g.turn_paths(self.frm, self.to):
            if self.only_vaults:
                return reason("vault-only")
            for x in path:
                if self.board[x]:
                    return reason("blocked", self.square(x))
        return None

    # --- opening double moves -----------------------------------------------------

    def is_knight(self, a: int, b: int) -> bool:
        dx = self.g.file_of[b] - self.g.file_of[a]
        dy = self.g.rank_of[b] - self.g.rank_of[a]
        return (dx, dy) in KNIGHT

    def steps(self, a: int) -> list[int]:
        """Where one part of a Deldar's or Paktun's move may go on an empty board."""
        if self.kind == PAKTUN:
            return [b for b in range(self.g.size) if self.is_knight(a, b)]
        return [x for ray in self.g.rays[a] for x in ray[:2]]

    def mids(self) -> list[int]:
        """The squares where a two-part move to ``to`` could turn (empty board)."""
        return [m for m in self.steps(self.frm) if self.to in self.steps(m)]

    def part(self, a: int, b: int, gone: int) -> Reason | None:
        if self.kind == PAKTUN:
            return self.leap(a, b)
        d = self.g.aligned(a, b)
        ray = self.g.rays[a][d]
        return self.walk(a, ray[: ray.index(b) + 1], 0, gone)

    def double(self, mids: list[int]) -> Reason | None:
        """Why no way through a turning square works: the first way whose first
        part is possible tells what stops its second; else the first way."""
        firsts: list[Reason] = []
        for m in mids:
            found = self.part(self.frm, m, -1)
            if found is None and self.board[m]:
                mine = self.board[m] & BLUE == self.piece & BLUE
                found = reason("blocked", self.square(m)) if mine else reason("capture-ends")
            if found is not None:
                firsts.append(found)
                continue
            # The first part is possible: the second is what fails.
            found = self.part(m, self.to, self.frm)
            if found is not None:
                return found
        return firsts[0] if firsts else None
