"""A deliberately slow, obviously correct Onager move generator.

It works on a dict of cube coordinates and copies the whole board for every
jump of a chain; the fast generator in boardroom is checked against it.
"""

from __future__ import annotations

from boardroom.games.onager import OnagerState

CUBE_DIRECTIONS = [(1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1), (0, -1, 1)]


def _board(state: OnagerState) -> dict[tuple[int, int, int], object]:
    """cube -> "lake" or the stack tuple (empty tuple for an empty cell)."""
    cells: dict[tuple[int, int, int], object] = {}
    for i, (q, r) in enumerate(state.board.coords):
        lake = i in state.lakes
        cells[(q, r, -q - r)] = "lake" if lake else tuple(state.stacks[i])
    return cells


def _top(cell: object) -> object:
    if cell == "lake":
        return "lake"
    assert isinstance(cell, tuple)
    return cell[-1] if cell else None


def _single_jumps(board: dict, at: tuple, me: int) -> list[tuple[tuple, bool]]:
    found = []
    for d in CUBE_DIRECTIONS:
        distance = 1
        while True:
            probe = tuple(a + distance * b for a, b in zip(at, d, strict=True))
            if probe not in board:
                break
            if _top(board[probe]) is None:
                distance += 1
                continue
            if _top(board[probe]) == me:
                landing = tuple(a + 2 * distance * b for a, b in zip(at, d, strict=True))
                if landing in board:
                    t = _top(board[landing])
                    if t is None:
                        found.append((landing, False))
                    elif t == 1 - me:
                        found.append((landing, True))
            break
    return found


def moves(state: OnagerState) -> set[str]:
    """Every legal move in notation (play phase only)."""
    if state.is_terminal():
        return set()
    me = state.current_seat
    board = _board(state)
    label = {(q, r, -q - r): state.board.labels[i] for i, (q, r) in enumerate(state.board.coords)}
    result: set[str] = set()
    for at, cell in board.items():
        if _top(cell) != me:
            continue
        for d in CUBE_DIRECTIONS:
            n = tuple(a + b for a, b in zip(at, d, strict=True))
            if n in board and _top(board[n]) is None:
                result.add(f"{label[at]}-{label[n]}")
        lifted = dict(board)
        lifted[at] = cell[:-1]  # type: ignore[index]

        def chain(b: dict, pos: tuple, path: list[tuple]) -> None:
            for landing, on_enemy in _single_jumps(b, pos, me):
                if landing in path:
                    continue
                new_path = path + [landing]
                result.add(">".join(label[p] for p in new_path))
                if on_enemy:
                    after = dict(b)
                    after[landing] = b[landing] + (me,)
                    if pos != path[0]:
                        after[pos] = b[pos][:-1]
                    chain(after, landing, new_path)

        chain(lifted, at, [at])
    return result
