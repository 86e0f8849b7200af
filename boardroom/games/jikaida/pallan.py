"""The Pallan's moves: a Kapt's moves, friendly captures (never its King), and
its one change per move (RULINGS 2): a turn at a front, a bent vault, or a
quiet move or leap to the end of a run followed by a straight vault.

Kinds come in the contract's order of preference, so the first way found to
a square is its canonical path: ordinary, straight vault, front turn, bent
vault, move-then-vault.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.games.jikaida.moves import JikaidaMove
from boardroom.games.jikaida.variants import BLUE, KING

if TYPE_CHECKING:
    from boardroom.games.jikaida.movegen import MoveGen

FRONT_TURN_CODE, BENT_CODE, MOVE_VAULT_CODE = 3, 4, 5  # indexes of moves.KIND_CODES


def pallan_moves(
    gen: MoveGen, board: list[int], sq: int, out: list[JikaidaMove], quiet: bool
) -> None:
    g, table = gen.g, gen.table
    base = sq * g.size
    mine = board[sq] & BLUE
    own_king = KING | mine
    walk = not gen.only_vaults  # Drak's City: every move includes a vault
    min_run = gen.min_run
    seen = {sq}  # no move ends where it began
    stops: list[int] = []  # quiet ordinary moves and leaps, which a vault may follow
    blocked = []  # per direction: index of the first piece on the ray (or its length)
    rays1 = g.rays1[sq]
    for d in range(8):
        ray = rays1[d]
        i = 0
        for t in ray:
            p = board[t]
            if not p:
                stops.append(t)
                if walk:
                    seen.add(t)
                    if quiet:
                        out.append(table.quiet[base + t] or table.ordinary(sq, t, False))
                i += 1
                continue
            if walk and p != own_king:
                seen.add(t)
                out.append(table.take[base + t] or table.ordinary(sq, t, True))
            break
        blocked.append(i)
    for t in g.leaps1[sq]:
        p = board[t]
        if not p:
            stops.append(t)
            if walk:
                seen.add(t)
                if quiet:
                    out.append(table.quiet[base + t] or table.ordinary(sq, t, False))
        elif walk and p != own_king:
            seen.add(t)
            out.append(table.take[base + t] or table.ordinary(sq, t, True))
    # Straight vaults.
    rays = g.rays[sq]
    for d in range(8):
        ray = rays[d]
        if not ray or not board[ray[0]]:
            continue
        n = len(ray)
        j = 1
        while j < n:
            t = ray[j]
            p = board[t]
            if p:
                if j >= 3 and p != own_king:
                    seen.add(t)
                    out.append(table.vault_take[base + t] or table.straight_vault(sq, t, True))
                j += 1
                continue
            if j >= min_run:
                seen.add(t)
                if quiet:
                    out.append(table.vault[base + t] or table.straight_vault(sq, t, False))
            break
    if walk:
        _front_turns(gen, board, sq, blocked, seen, out, quiet)
    _bent_vaults(gen, board, sq, seen, out, quiet)
    if stops:
        piece = board[sq]
        board[sq] = 0  # the vault starts with the Pallan gone from sq
        try:
            for s in stops:
                _vault_after(gen, board, sq, s, own_king, seen, out, quiet)
        finally:
            board[sq] = piece


def _front_turns(
    gen: MoveGen,
    board: list[int],
    sq: int,
    blocked: list[int],
    seen: set[int],
    out: list[JikaidaMove],
    quiet: bool,
) -> None:
    table = gen.table
    own_king = KING | (board[sq] & BLUE)
    turns = gen.g.turns[sq]
    rays1 = gen.g.rays1[sq]
    for d in range(8):
        reach = blocked[d]
        for i, after_a, after_b in turns[d]:
            if i >= reach:
                break
            turn = rays1[d][i]
            for after in (after_a, after_b):
                for t in after:
                    p = board[t]
                    if not p:
                        if quiet and t not in seen:
                            seen.add(t)
                            out.append(table.parts(FRONT_TURN_CODE, sq, turn, t, False))
                        continue
                    if p != own_king and t not in seen:
                        seen.add(t)
                        out.append(table.parts(FRONT_TURN_CODE, sq, turn, t, True))
                    break


def _bent_vaults(
    gen: MoveGen, board: list[int], sq: int, seen: set[int], out: list[JikaidaMove], quiet: bool
) -> None:
    """One bend at any piece of the first leg, 45-135 degrees; the second leg
    starts with a piece (or captures it), three pieces passed before a capture."""
    table = gen.table
    rays = gen.g.rays
    own_king = KING | (board[sq] & BLUE)
    min_run = gen.min_run
    for d1 in range(8):
        first = rays[sq][d1]
        back = d1 ^ 4
        k = 0
        for bend in first:
            if not board[bend]:
                break
            k += 1  # pieces passed up to and including the bend
            for d2 in range(8):
                if d2 == d1 or d2 == back:
                    continue
                ray = rays[bend][d2]
                j = 0
                for t in ray:
                    p = board[t]
                    if p:
                        if k + j >= 3 and p != own_king and t not in seen:
                            seen.add(t)
                            out.append(table.parts(BENT_CODE, sq, bend, t, True))
                        j += 1
                        continue
                    if j and k + j >= min_run and t not in seen:
                        seen.add(t)
                        if quiet:
                            out.append(table.parts(BENT_CODE, sq, bend, t, False))
                    break


def _vault_after(
    gen: MoveGen,
    board: list[int],
    sq: int,
    s: int,
    own_king: int,
    seen: set[int],
    out: list[JikaidaMove],
    quiet: bool,
) -> None:
    """Straight vaults from the quiet stop ``s`` (the Pallan has left ``sq``)."""
    table = gen.table
    rays = gen.g.rays[s]
    min_run = gen.min_run
    for d in range(8):
        ray = rays[d]
        if not ray or not board[ray[0]]:
            continue
        n = len(ray)
        j = 1
        while j < n:
            t = ray[j]
            p = board[t]
            if p:
                if j >= 3 and p != own_king and t not in seen:
                    seen.add(t)
                    out.append(table.parts(MOVE_VAULT_CODE, sq, s, t, True))
                j += 1
                continue
            if j >= min_run and t not in seen:
                seen.add(t)
                if quiet:
                    out.append(table.parts(MOVE_VAULT_CODE, sq, s, t, False))
            break
