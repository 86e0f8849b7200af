"""Which moves can expose a King that is not in Kaida (see attacks.py).

:func:`danger` returns two sets of squares: a move whose ``from`` square is
in the first, or whose ``to`` square is in the second and empty, gets a full
check; every other move of a piece other than the King is safe. The sets
over-approximate: a flagged move is only checked, never refused.
"""

from __future__ import annotations

from boardroom.games.jikaida.attacks import Enemy
from boardroom.games.jikaida.geometry import Geometry
from boardroom.games.jikaida.variants import BLUE, DELDAR, PAKTUN, PALLAN


def danger(
    g: Geometry, board: list[int], fresh: list[bool], king: int, enemy: Enemy, fills: bool = True
) -> tuple[set[int], set[int]]:
    """``fills=False`` skips the second set (for captures, which fill nothing)."""
    ebit = enemy.bit
    leave: set[int] = set()  # emptying these may open an attack
    fill: set[int] = set()  # occupying these may complete a vault
    pallan = PALLAN | ebit
    pallans = [p for p in enemy.pallans if board[p] == pallan]
    rays = g.rays[king]
    lines: list[tuple[int, int]] = []  # (direction, pieces in a row next to the King)
    for d in range(8):
        ray = rays[d]
        n = len(ray)
        if not n:
            continue
        length = 0
        while length < n and board[ray[length]]:
            length += 1
        # A pin: our first piece on the ray with an enemy piece next beyond it.
        first = 0
        while first < n and not board[ray[first]]:
            first += 1
        if first < n and board[ray[first]] & BLUE != ebit:
            i = first + 1
            while i < n and not board[ray[i]]:
                i += 1
            if i < n and board[ray[i]] & BLUE == ebit:
                leave.add(ray[first])
        if length:
            lines.append((d, length))
        if fills and length < n:
            gap = ray[length]
            end = length + 1
            while end < n and board[ray[end]]:
                end += 1
            if _gap_matters(g, board, ray, d, length, end, ebit, pallans):
                fill.add(gap)
        if pallans and 3 <= length < n:
            # A Pallan that moves to the square after the line and vaults.
            stop = ray[length]
            for p in pallans:
                way = g.aligned(p, stop)
                if way >= 0 and way != d:
                    for x in g.rays[p][way]:
                        if x == stop:
                            break
                        leave.add(x)
        if pallans and length >= 4:
            # Emptying a piece of the line makes its square a stop.
            for x in ray[3:length]:
                if board[x] & BLUE != ebit and _reachable(g, pallans, x):
                    leave.add(x)
    if pallans and fills:
        for d, length in lines:
            for b in rays[d][:length]:
                for p in pallans:
                    hole = _one_gap(g, board, b, p, d)
                    if hole is not None and hole >= 0:
                        fill.add(hole)
    if pallans:
        for p in pallans:
            for path in g.turn_paths(p, king):
                blockers = [x for x in path if board[x]]
                if len(blockers) == 1 and board[blockers[0]] & BLUE != ebit:
                    leave.add(blockers[0])
    deldar, paktun = DELDAR | ebit, PAKTUN | ebit
    for a in enemy.fresh_d:
        if board[a] == deldar and fresh[a] and g.near(a, king, 4):
            leave.update(x for x in range(g.size) if g.near(x, king, 4))
            break
    for a in enemy.fresh_n:
        if board[a] == paktun and fresh[a] and g.near(a, king, 4):
            leave.update(g.rev_leaps1[king])
            break
    return leave, fill


def _reachable(g: Geometry, pallans: list[int], x: int) -> bool:
    """Could a Pallan get to x at all (a line or a leap, ignoring the way)?"""
    for p in pallans:
        if g.aligned(p, x) >= 0 or x in g.leaps1[p]:
            return True
    return False


def _gap_matters(
    g: Geometry,
    board: list[int],
    ray: tuple[int, ...],
    d: int,
    length: int,
    end: int,
    ebit: int,
    pallans: list[int],
) -> bool:
    """Would filling the first gap of this ray (ray[length]) join the line next to
    the King with the pieces ray[length + 1:end] into a vault line against it?"""
    for x in ray[length + 1 : end]:
        if board[x] & BLUE == ebit:
            return True  # a straight vault from it
    if not pallans:
        return False
    line = g.line
    size = g.size
    for p in pallans:
        for idx in range(end):
            b = ray[idx]
            way = line[b * size + p]
            if way >= 0:
                # Bent vault: a first leg of pieces from the Pallan to b.
                if way != d and way != d ^ 4 and _one_gap(g, board, b, p, d) == -1:
                    return True
                # Move-then-vault: a stop inside the line once its piece leaves.
                if idx >= 3:
                    return True
            elif idx >= 3 and b in g.leaps1[p]:
                return True
    if end < len(ray) and end >= 3 and _reachable(g, pallans, ray[end]):
        return True
    return False


def _one_gap(g: Geometry, board: list[int], b: int, p: int, d: int) -> int | None:
    """Between b and the Pallan p, off the line d: -1 when every square is
    occupied, the square of the single empty one, or None."""
    way = g.aligned(b, p)
    if way < 0 or way == d or way == d ^ 4:
        return None
    gap = -1
    for x in g.rays[b][way]:
        if x == p:
            return gap
        if not board[x]:
            if gap >= 0:
                return None
            gap = x
    return None
