"""Entering a move step by step (multi-jumps, multi-part turns).

A move's ``steps`` are the choices that enter it, in order. Given the legal
moves and the steps chosen so far, these helpers say which steps may come
next and whether the steps so far already make a whole move (so the player
may stop there).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence

from boardroom.engine.game import M, Move


def continuations(moves: Iterable[Move], prefix: Sequence[Hashable]) -> list[Hashable]:
    """Distinct next steps after ``prefix``, in the order the moves give them."""
    n = len(prefix)
    seen: dict[Hashable, None] = {}
    for move in moves:
        steps = move.steps
        if len(steps) > n and tuple(steps[:n]) == tuple(prefix):
            seen.setdefault(steps[n], None)
    return list(seen)


def completed(moves: Iterable[M], prefix: Sequence[Hashable]) -> M | None:
    """The move whose steps are exactly ``prefix``, if there is one."""
    target = tuple(prefix)
    for move in moves:
        if tuple(move.steps) == target:
            return move
    return None


def extends(moves: Iterable[Move], prefix: Sequence[Hashable]) -> bool:
    """Is there a legal move that goes on after ``prefix``?"""
    return bool(continuations(moves, prefix))
