"""Pseudo-legal moves of one piece (King safety is checked in rules.py).

Each piece's moves are distinct effects (from, to, promotion) with one
canonical path: the kinds are generated in the contract's order of
preference (ordinary, straight vault, two-part ordinary, bent vault,
move-then-vault) and a later way to an already reached square is dropped.
Only the Deldar's and Paktun's opening moves and the Pallan can reach a
square twice; the other pieces' kinds never overlap (a vault lands at least
``min_run + 1`` squares out, past an occupied first square).

``quiet=False`` generates the captures only (for a quiescence search).
"""

from __future__ import annotations

from boardroom.games.jikaida.geometry import Geometry
from boardroom.games.jikaida.moves import JikaidaMove, MoveTable
from boardroom.games.jikaida.pallan import pallan_moves
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

DOUBLE_CODE = 2  # index of DOUBLE in moves.KIND_CODES
ALL = (0, 1, 2, 3, 4, 5, 6, 7)
DIAGONAL = (1, 3, 5, 7)
ORTHOGONAL = (0, 2, 4, 6)
# Per seat: straight forward, then the forward diagonals.
SWOD_DIRS = ((0, 1, 7), (4, 3, 5))


class MoveGen:
    """Move generation for one board; shared by every state of a variant."""

    def __init__(self, g: Geometry) -> None:
        self.g = g
        self.table = MoveTable(g.size)
        v = g.variant
        self.min_run = v.min_run
        self.only_vaults = v.only_vaults
        self.promotions = v.promotions
        files = g.files
        # Per seat: the squares of the last rank are lo <= sq < hi.
        self.last = ((g.size - files, g.size), (0, files))

    def propt(self, board: list[int], sq: int) -> bool:
        """Is the Swod on ``sq`` next to a Deldar of its own side?"""
        deldar = DELDAR | (board[sq] & BLUE)
        for n in self.g.neighbours[sq]:
            if board[n] == deldar:
                return True
        return False

    def piece(
        self, board: list[int], fresh: list[bool], sq: int, out: list[JikaidaMove], quiet: bool
    ) -> None:
        """Append the pseudo-legal moves of the piece on ``sq``."""
        piece = board[sq]
        kind = piece & KIND
        if kind == PALLAN:
            pallan_moves(self, board, sq, out, quiet)
            return
        if kind == SWOD:
            self._swod(board, fresh[sq], sq, out, quiet)
            return
        mine = piece & BLUE
        g, table = self.g, self.table
        size = g.size
        base = sq * size
        if not self.only_vaults:
            tq, tc = table.quiet, table.take
            if kind == KING:
                for t in g.neighbours[sq]:
                    p = board[t]
                    if not p:
                        if quiet:
                            out.append(tq[base + t] or table.ordinary(sq, t, False))
                    elif p & BLUE != mine:
                        out.append(tc[base + t] or table.ordinary(sq, t, True))
            elif kind == DELDAR or kind == PAKTUN:
                if fresh[sq]:
                    self._double(board, sq, kind, out, quiet)
                    return
                if kind == DELDAR:
                    rays = g.rays0[sq]
                    for d in ALL:
                        for t in rays[d][:2]:
                            p = board[t]
                            if not p:
                                if quiet:
                                    out.append(tq[base + t] or table.ordinary(sq, t, False))
                                continue
                            if p & BLUE != mine:
                                out.append(tc[base + t] or table.ordinary(sq, t, True))
                            break
                else:
                    self._leaps(board, sq, mine, out, quiet)
            else:
                rays = g.rays0[sq] if kind == HIKDAR or kind == JIKTAR else g.rays1[sq]
                dirs = DIAGONAL if kind == HIKDAR else ORTHOGONAL if kind == JIKTAR else ALL
                for d in dirs:
                    for t in rays[d]:
                        p = board[t]
                        if not p:
                            if quiet:
                                out.append(tq[base + t] or table.ordinary(sq, t, False))
                            continue
                        if p & BLUE != mine:
                            out.append(tc[base + t] or table.ordinary(sq, t, True))
                        break
                if kind == KAPT:
                    self._leaps(board, sq, mine, out, quiet)
        self._vaults(board, sq, mine, ALL, out, quiet)

    def _leaps(
        self, board: list[int], sq: int, mine: int, out: list[JikaidaMove], quiet: bool
    ) -> None:
        table = self.table
        base = sq * self.g.size
        for t in self.g.leaps1[sq]:
            p = board[t]
            if not p:
                if quiet:
                    out.append(table.quiet[base + t] or table.ordinary(sq, t, False))
            elif p & BLUE != mine:
                out.append(table.take[base + t] or table.ordinary(sq, t, True))

    def _vaults(
        self,
        board: list[int],
        sq: int,
        mine: int,
        dirs: tuple[int, ...],
        out: list[JikaidaMove],
        quiet: bool,
    ) -> None:
        """Straight vaults of any piece but the Pallan and the Swod."""
        table = self.table
        rays = self.g.rays[sq]
        base = sq * self.g.size
        min_run = self.min_run
        takes = not self.only_vaults  # in Drak's City only Pallans capture
        for d in dirs:
            ray = rays[d]
            if not ray or not board[ray[0]]:
                continue
            n = len(ray)
            j = 1
            while j < n:
                t = ray[j]
                p = board[t]
                if p:
                    if j >= 3 and takes and p & BLUE != mine:
                        out.append(table.vault_take[base + t] or table.straight_vault(sq, t, True))
                    j += 1
                    continue
                if j >= min_run and quiet:
                    out.append(table.vault[base + t] or table.straight_vault(sq, t, False))
                break

    def _swod(
        self, board: list[int], fresh: bool, sq: int, out: list[JikaidaMove], quiet: bool
    ) -> None:
        mine = board[sq] & BLUE
        seat = 1 if mine else 0
        g, table = self.g, self.table
        rays = g.rays[sq]
        dirs = SWOD_DIRS[seat]
        lo, hi = self.last[seat]
        start = len(out)
        if not self.only_vaults:
            reach = 3 if fresh else 1
            if quiet:
                for t in rays[dirs[0]][:reach]:
                    if board[t]:
                        break  # straight ahead a Swod never captures
                    out.append(table.ordinary(sq, t, False))
            for d in dirs[1:]:
                for t in rays[d][:reach]:
                    p = board[t]
                    if not p:
                        if quiet:
                            out.append(table.ordinary(sq, t, False))
                        continue
                    if p & BLUE != mine and not ((p & KIND) == SWOD and self.propt(board, t)):
                        out.append(table.ordinary(sq, t, True))
                    break
        takes = not self.only_vaults
        min_run = self.min_run
        for d in dirs:
            ray = rays[d]
            if not ray or not board[ray[0]]:
                continue
            n = len(ray)
            j = 1
            while j < n:
                t = ray[j]
                p = board[t]
                if p:
                    if (
                        j >= 3
                        and takes
                        and p & BLUE != mine
                        and not ((p & KIND) == SWOD and self.propt(board, t))
                    ):
                        out.append(table.straight_vault(sq, t, True))
                    j += 1
                    continue
                if j >= min_run and quiet:
                    out.append(table.straight_vault(sq, t, False))
                break
        # A Swod reaching its last rank must promote: one move per new kind.
        for i in range(start, len(out)):
            move = out[i]
            if lo <= move.to < hi:
                out[i] = table.promoted(move, self.promotions[0])
                out.extend(table.promoted(move, k) for k in self.promotions[1:])

    def _double(
        self, board: list[int], sq: int, kind: int, out: list[JikaidaMove], quiet: bool
    ) -> None:
        """An unmoved Deldar or Paktun: one part, vaults, then two parts."""
        g, table = self.g, self.table
        mine = board[sq] & BLUE
        start = len(out)
        if kind == DELDAR:
            rays = g.rays0[sq]
            for d in ALL:
                for t in rays[d][:2]:
                    p = board[t]
                    if not p:
                        if quiet:
                            out.append(table.ordinary(sq, t, False))
                        continue
                    if p & BLUE != mine:
                        out.append(table.ordinary(sq, t, True))
                    break
        else:
            self._leaps(board, sq, mine, out, quiet)
        self._vaults(board, sq, mine, ALL, out, quiet)
        if kind == DELDAR:
            firsts = [m for ray in g.rays0[sq] for m in ray[:2] if not board[m]]
        else:
            firsts = [m for m in g.leaps1[sq] if not board[m]]
        if not firsts:
            return
        seen = {m.to for m in out[start:]}
        seen.add(sq)  # no move ends where it began
        piece = board[sq]
        board[sq] = 0  # the second part starts with the piece gone from sq
        try:
            if kind == DELDAR:
                rays = g.rays0[sq]
                for d in ALL:
                    for m in rays[d][:2]:
                        if board[m]:
                            break
                        self._deldar_second(board, sq, m, mine, seen, out, quiet)
            else:
                for m in g.leaps1[sq]:
                    if board[m]:
                        continue
                    for t in g.leaps1[m]:
                        if t in seen:
                            continue
                        p = board[t]
                        if not p:
                            if quiet:
                                seen.add(t)
                                out.append(table.parts(DOUBLE_CODE, sq, m, t, False))
                        elif p & BLUE != mine:
                            seen.add(t)
                            out.append(table.parts(DOUBLE_CODE, sq, m, t, True))
        finally:
            board[sq] = piece

    def _deldar_second(
        self,
        board: list[int],
        sq: int,
        m: int,
        mine: int,
        seen: set[int],
        out: list[JikaidaMove],
        quiet: bool,
    ) -> None:
        table = self.table
        rays = self.g.rays0[m]
        for d in ALL:
            for t in rays[d][:2]:
                p = board[t]
                if t in seen:
                    if p:
                        break
                    continue
                if not p:
                    if quiet:
                        seen.add(t)
                        out.append(table.parts(DOUBLE_CODE, sq, m, t, False))
                    continue
                if p & BLUE != mine:
                    seen.add(t)
                    out.append(table.parts(DOUBLE_CODE, sq, m, t, True))
                break


__all__ = ["ALL", "CHUKTAR", "MoveGen", "SWOD_DIRS"]
