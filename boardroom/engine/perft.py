"""Perft: count the leaves of the move tree, making and undoing every move.

The standard check of a move generator (python-chess keeps such tables);
the command line and the tests share this one walk.
"""

from __future__ import annotations

from boardroom.engine.game import AnyState


def perft(state: AnyState, depth: int) -> int:
    """Leaf nodes ``depth`` plies below ``state`` (1 at depth 0)."""
    if depth == 0:
        return 1
    moves = state.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        state.apply(move)
        total += perft(state, depth - 1)
        state.undo()
    return total


def divide(state: AnyState, depth: int) -> dict[str, int]:
    """Perft per legal move, keyed by notation: where two generators differ."""
    out: dict[str, int] = {}
    for move in state.legal_moves():
        text = state.format_move(move)
        state.apply(move)
        out[text] = perft(state, depth - 1)
        state.undo()
    return out
