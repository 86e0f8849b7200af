"""Is a written two-part path a way the piece may really go? (For reading
notation: any legal path is accepted, not only the canonical one.)

These check the path's shape on the board; whether the move's effect is
legal (King safety) is settled by the legal move list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.games.jikaida.variants import BLUE, DELDAR, KIND, KING, PAKTUN, PALLAN

if TYPE_CHECKING:
    from boardroom.games.jikaida.rules import JikaidaState


def _takes(state: JikaidaState, mover: int, sq: int) -> bool:
    """May ``mover`` end a non-vault part on ``sq`` (empty or capturable)?"""
    p = state.board[sq]
    if not p:
        return True
    if mover & KIND == PALLAN:
        return p != KING | (mover & BLUE)
    return p & BLUE != mover & BLUE


def _slide(
    state: JikaidaState, rays: tuple[tuple[int, ...], ...], a: int, b: int, limit: int
) -> bool:
    """Is b on one of the rays from a, within ``limit``, with only empty squares between?"""
    d = state.g.aligned(a, b)
    if d < 0:
        return False
    for x in rays[d][:limit]:
        if x == b:
            return True
        if state.board[x]:
            return False
    return False


def double(state: JikaidaState, a: int, m: int, b: int) -> bool:
    """An unmoved Deldar's two moves or an unmoved Paktun's two leaps."""
    g, board = state.g, state.board
    mover = board[a]
    kind = mover & KIND
    if (
        kind not in (DELDAR, PAKTUN)
        or not state.fresh[a]
        or board[m]
        or b == a
        or state.variant.only_vaults
    ):
        return False
    board[a] = 0  # the second part starts with the piece gone from a
    try:
        if kind == DELDAR:
            ok = _slide(state, g.rays0[a], a, m, 2) and _slide(state, g.rays0[m], m, b, 2)
        else:
            ok = m in g.leaps1[a] and b in g.leaps1[m]
        return ok and _takes(state, mover, b)
    finally:
        board[a] = mover


def front_turn(state: JikaidaState, a: int, m: int, b: int) -> bool:
    """A Pallan turning at a front on m."""
    g, board = state.g, state.board
    mover = board[a]
    if mover & KIND != PALLAN or state.variant.only_vaults or not _takes(state, mover, b):
        return False
    for d in range(8):
        ray = g.rays1[a][d]
        for i, after_a, after_b in g.turns[a][d]:
            if ray[i] != m or any(board[x] for x in ray[: i + 1]):
                continue
            for after in (after_a, after_b):
                if b in after and not any(board[x] for x in after[: after.index(b)]):
                    return True
    return False


def _vault_reaches(
    state: JikaidaState, ray: tuple[int, ...], b: int, passed: int, mover: int, need_piece: bool
) -> bool:
    """Along ``ray`` after ``passed`` pieces, does the vault touch down on b?"""
    board = state.board
    first = True
    for x in ray:
        p = board[x]
        if x == b:
            if p:
                return passed >= 3 and _takes(state, mover, b)
            return passed >= state.variant.min_run and not (need_piece and first)
        if not p:
            return False
        passed += 1
        first = False
    return False


def bent_vault(state: JikaidaState, a: int, m: int, b: int) -> bool:
    """A Pallan's vault along a line of pieces to m, then along another line to b."""
    g, board = state.g, state.board
    mover = board[a]
    if mover & KIND != PALLAN or not board[m]:
        return False
    d1, d2 = g.aligned(a, m), g.aligned(m, b)
    if d1 < 0 or d2 < 0 or d2 == d1 or d2 == d1 ^ 4:
        return False
    k = 0
    for x in g.rays[a][d1]:
        if not board[x]:
            return False
        k += 1
        if x == m:
            break
    return _vault_reaches(state, g.rays[m][d2], b, k, mover, need_piece=True)


def move_vault(state: JikaidaState, a: int, m: int, b: int) -> bool:
    """A Pallan's quiet move or leap to m, then a straight vault to b."""
    g, board = state.g, state.board
    mover = board[a]
    if mover & KIND != PALLAN or board[m]:
        return False
    if not (m in g.leaps1[a] or _slide(state, g.rays1[a], a, m, 99)):
        return False
    d = g.aligned(m, b)
    if d < 0 or b == a:
        return False
    ray = g.rays[m][d]
    board[a] = 0
    try:
        return (
            bool(ray)
            and bool(board[ray[0]])
            and _vault_reaches(state, ray[1:], b, 1, mover, need_piece=False)
        )
    finally:
        board[a] = mover
