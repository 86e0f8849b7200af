"""Where a piece may go: up to its range in steps to adjacent hexes, turning
freely between steps, never through a piece, ending on an empty hex or on an
enemy piece it may kill.

``blocked`` is the hex of the mover's own hidden Ninja (or -1): for its owner
the hidden Ninja stands in the way like any own piece; for the other side it
is not there. ``forbid`` is the hex the piece left on its owner's previous
turn (the duplicate-move rule), or -1.
"""

from __future__ import annotations

from boardroom.games.rival.board import NEIGH, RING2
from boardroom.games.rival.pieces import CAN_KILL, LONG, OWNER


def destinations(board: list[int], origin: int, blocked: int = -1, forbid: int = -1) -> list[int]:
    """Hexes the piece on ``origin`` may end its move on, nearest first."""
    piece = board[origin]
    kills = CAN_KILL[piece]
    out: list[int] = []
    for n1 in NEIGH[origin]:
        v = board[n1]
        if v:
            if kills[v] and n1 != forbid and n1 not in out:
                out.append(n1)
            continue
        if n1 == blocked:
            continue
        if n1 != forbid and n1 not in out:
            out.append(n1)
        if not LONG[piece]:
            continue
        for n2 in NEIGH[n1]:
            if n2 == origin or n2 == forbid or n2 in out:
                continue
            v = board[n2]
            if v:
                if kills[v]:
                    out.append(n2)
            elif n2 != blocked:
                out.append(n2)
    return out


def can_move(board: list[int], origin: int, blocked: int = -1, forbid: int = -1) -> bool:
    """Has the piece on ``origin`` at least one move? (Stops at the first.)"""
    piece = board[origin]
    kills = CAN_KILL[piece]
    for n1 in NEIGH[origin]:
        v = board[n1]
        if v:
            if kills[v] and n1 != forbid:
                return True
            continue
        if n1 == blocked:
            continue
        if n1 != forbid:
            return True
        if LONG[piece]:
            for n2 in NEIGH[n1]:
                if (
                    n2 != origin
                    and n2 != forbid
                    and n2 != blocked
                    and (board[n2] == 0 or kills[board[n2]])
                ):
                    return True
    return False


def paths(
    board: list[int], origin: int, blocked: int = -1, forbid: int = -1
) -> dict[int, list[tuple[int, ...]]]:
    """Every destination with every path to it (origin first, destination last)."""
    found: dict[int, list[tuple[int, ...]]] = {}
    for target in destinations(board, origin, blocked, forbid):
        found[target] = []
    piece = board[origin]
    for n1 in NEIGH[origin]:
        if n1 in found:
            found[n1].append((origin, n1))
        if board[n1] or n1 == blocked or not LONG[piece]:
            continue
        for n2 in NEIGH[n1]:
            if n2 in found and n2 != origin:
                found[n2].append((origin, n1, n2))
    return found


def kills(
    board: list[int],
    seat: int,
    skip: int = -1,
    blocked: int = -1,
    forbids: dict[int, int] | None = None,
) -> list[tuple[int, int]]:
    """(attacker hex, victim hex) for every kill ``seat`` could make with one
    move, the piece on ``skip`` excepted. Same answer as looking through
    ``destinations`` of every piece, without walking the empty hexes."""
    found = []
    for origin in range(len(board)):
        piece = board[origin]
        if not piece or OWNER[piece] != seat or origin == skip:
            continue
        can = CAN_KILL[piece]
        forbid = forbids.get(origin, -1) if forbids else -1
        for n in NEIGH[origin]:
            v = board[n]
            if v and can[v] and n != forbid:
                found.append((origin, n))
        if LONG[piece]:
            for far, mids in RING2[origin]:
                v = board[far]
                if v and can[v] and far != forbid:
                    for m in mids:
                        if not board[m] and m != blocked:
                            found.append((origin, far))
                            break
    return found
