"""Is a square attacked? Reverse detection from the square, and the King-safety
filter that spares most moves a full check.

A square is attacked when some enemy move of any kind could capture there
(RULINGS 2): ordinary moves and leaps, opening bonuses, vaults, and the
Pallan's turns, bent vaults and move-then-vaults. :func:`attacked` looks out
from the square instead of generating the enemy's moves.

:func:`danger` lists, for a King not in Kaida, the squares a move must leave
(``from``) or newly occupy (``to``) to possibly expose the King; every other
move of a non-King piece is safe without a check. Why that is enough:
ordinary attacks, leaps and double moves need empty squares, so only the
emptied ``from`` square can open one (a pin, a turn path, a double move's
middle); vaults need occupied squares, so only the newly occupied ``to``
square can complete one (the first gap of a line out of the King, or the
one gap of a bent vault's first leg); a Pallan's move-then-vault needs both
an empty stop and a run (either). A capture changes no occupancy.
"""

from __future__ import annotations

from boardroom.games.jikaida.geometry import Geometry
from boardroom.games.jikaida.variants import (
    BLUE,
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

# From the attacked square, where an enemy Swod of a seat (0 Yellow, 1 Blue) may
# stand to capture it (diagonally behind it), or to vault onto it (behind it).
SWOD_CAPTURE_FROM = ((3, 5), (1, 7))
SWOD_VAULT_FROM = ((3, 4, 5), (0, 1, 7))


class Enemy:
    """What the attack tests need to know about the attacking side."""

    __slots__ = ("bit", "pallans", "fresh_d", "fresh_n")

    def __init__(
        self, bit: int, pallans: list[int], fresh_d: list[int], fresh_n: list[int]
    ) -> None:
        self.bit = bit  # 0 Yellow, BLUE
        self.pallans = pallans
        self.fresh_d = fresh_d  # unmoved Deldars (opening double move)
        self.fresh_n = fresh_n  # unmoved Paktuns


def enemy_of(board: list[int], fresh: list[bool], squares: set[int], bit: int) -> Enemy:
    pallans, fresh_d, fresh_n = [], [], []
    for sq in squares:
        kind = board[sq] & KIND
        if kind == PALLAN:
            pallans.append(sq)
        elif kind == DELDAR and fresh[sq]:
            fresh_d.append(sq)
        elif kind == PAKTUN and fresh[sq]:
            fresh_n.append(sq)
    return Enemy(bit, pallans, fresh_d, fresh_n)


def attacked(g: Geometry, board: list[int], fresh: list[bool], target: int, enemy: Enemy) -> bool:
    """Could an enemy move capture on ``target`` (which holds a non-Swod piece)?"""
    ebit = enemy.bit
    seat = 1 if ebit else 0
    swod_capture = SWOD_CAPTURE_FROM[seat]
    swod_vault = SWOD_VAULT_FROM[seat]
    rays = g.rays[target]
    stretches: list[tuple[int, int]] = []  # (direction, pieces in a row next to target)
    for d in range(8):
        ray = rays[d]
        if not ray:
            continue
        p = board[ray[0]]
        if p:
            if p & BLUE == ebit:
                kind = p & KIND
                if kind == SWOD:
                    if d in swod_capture:
                        return True
                elif kind == HIKDAR:
                    if d & 1:
                        return True
                elif kind == JIKTAR:
                    if not d & 1:
                        return True
                elif kind != PAKTUN:
                    return True  # King, Pallan, Kapt, Chuktar, Deldar next to it
            n = len(ray)
            j = 1
            while j < n:
                p = board[ray[j]]
                if not p:
                    break
                j += 1
                if j >= 4 and p & BLUE == ebit and (p & KIND != SWOD or d in swod_vault):
                    return True  # a vault over the j - 1 pieces in between
            stretches.append((d, j))
            continue
        for i, q in enumerate(ray):
            p = board[q]
            if not p:
                continue
            if p & BLUE == ebit:
                kind = p & KIND
                back = d ^ 4
                if kind == HIKDAR:
                    if d & 1 and i < len(g.rays0[q][back]):
                        return True
                elif kind == JIKTAR:
                    if not d & 1 and i < len(g.rays0[q][back]):
                        return True
                elif kind == DELDAR:
                    if i < 2 and i < len(g.rays0[q][back]):
                        return True
                elif kind == SWOD:
                    if i < 3 and d in swod_capture and fresh[q]:
                        return True
                elif kind != PAKTUN and kind != KING:  # Chuktar, Kapt, Pallan
                    if i < len(g.rays1[q][back]):
                        return True
            break
    for a in g.rev_leaps1[target]:
        p = board[a]
        if p and p & BLUE == ebit and (p & KIND) in (PAKTUN, KAPT, PALLAN):
            return True
    if enemy.fresh_d and _deldar_double(g, board, fresh, target, enemy):
        return True
    if enemy.fresh_n:
        paktun = PAKTUN | ebit
        for a in enemy.fresh_n:
            if board[a] == paktun and fresh[a] and g.near(a, target, 4):
                for m in g.leaps1[a]:
                    if not board[m] and target in g.leaps1[m]:
                        return True
    if enemy.pallans:
        pallan = PALLAN | ebit
        for p_sq in enemy.pallans:
            if board[p_sq] == pallan and _pallan_attacks(g, board, target, p_sq, stretches):
                return True
    return False


def _deldar_double(
    g: Geometry, board: list[int], fresh: list[bool], target: int, enemy: Enemy
) -> bool:
    """An unmoved Deldar's two-part move ending with a capture on target."""
    deldar = DELDAR | enemy.bit
    for a in enemy.fresh_d:
        if board[a] != deldar or not fresh[a] or not g.near(a, target, 4):
            continue
        for ray in g.rays0[a]:
            for m in ray[:2]:
                if board[m]:
                    break
                d = g.aligned(m, target)
                if d < 0 or not g.near(m, target, 2):
                    continue
                second = g.rays0[m][d][:2]
                if target not in second:
                    continue
                # The square in between, if any, is empty once the Deldar has left a.
                if second[0] == target or not board[second[0]] or second[0] == a:
                    return True
    return False


def _pallan_attacks(
    g: Geometry, board: list[int], target: int, p_sq: int, stretches: list[tuple[int, int]]
) -> bool:
    """The Pallan's own changes: front turn, bent vault, move-then-vault."""
    for path in g.turn_paths(p_sq, target):
        for x in path:
            if board[x]:
                break
        else:
            return True
    rays = g.rays[target]
    for d, length in stretches:
        ray = rays[d]
        # Bent vault: first leg from the Pallan to a piece b of this line, then along it.
        for idx in range(length):
            b = ray[idx]
            to_pallan = g.aligned(b, p_sq)
            if to_pallan < 0 or to_pallan == d or to_pallan == d ^ 4:
                continue
            k = 1
            for x in g.rays[b][to_pallan]:
                if x == p_sq:
                    if k + idx >= 3:
                        return True
                    break
                if not board[x]:
                    break
                k += 1
        # Move-then-vault: a quiet move or leap to the square after the line.
        if length >= 3 and length < len(ray):
            stop = ray[length]
            way = g.aligned(p_sq, stop)
            if way >= 0 and way != d:
                for x in g.rays1[p_sq][way]:
                    if x == stop:
                        return True
                    if board[x]:
                        break
            if stop in g.leaps1[p_sq]:
                return True
    return False
