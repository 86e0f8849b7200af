"""Perft: count the leaves of the move tree, making and undoing every move.

The standard check of a move generator (python-chess keeps such tables);
the command line and the tests share this one walk.

The distinct count walks one move per class of ``state.canonical`` (a game
whose legal list holds several routes of one move groups them so): the
member whose notation sorts first stands for its class, so that any two
generators agree whatever order they list moves in.
"""

from __future__ import annotations

from collections.abc import Hashable

from boardroom.engine.game import M, State


def perft(state: State[M], depth: int) -> int:
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


def divide(state: State[M], depth: int, distinct: bool = False) -> dict[str, int]:
    """Perft per legal move, keyed by notation: where two generators differ.
    ``distinct``: per distinct move, counting distinct moves below."""
    count = distinct_perft if distinct else perft
    out: dict[str, int] = {}
    for move in distinct_moves(state) if distinct else state.legal_moves():
        text = state.format_move(move)
        state.apply(move)
        out[text] = count(state, depth - 1)
        state.undo()
    return out


def distinct_moves(state: State[M]) -> list[M]:
    """One legal move per canonical class, in the order the classes first
    appear: of each class, the move whose notation sorts first."""
    classes: dict[Hashable, list[M]] = {}
    for move in state.legal_moves():
        classes.setdefault(state.canonical(move), []).append(move)
    return [
        group[0] if len(group) == 1 else min(group, key=state.format_move)
        for group in classes.values()
    ]


def distinct_perft(state: State[M], depth: int) -> int:
    """Leaf nodes ``depth`` plies below ``state``, one move per canonical class."""
    if depth == 0:
        return 1
    if depth == 1:
        # The classes counted: which member stands for each (its notation
        # sorted against the others') matters only where the walk goes on.
        return len({state.canonical(move) for move in state.legal_moves()})
    total = 0
    for move in distinct_moves(state):
        state.apply(move)
        total += distinct_perft(state, depth - 1)
        state.undo()
    return total
