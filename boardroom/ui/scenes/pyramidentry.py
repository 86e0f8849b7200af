"""Entering a move on the pyramid, without Qt: which hexes a click may go to
next (each with the shortest run of steps there), and where an arrow key
takes the keyboard cursor on the picture."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import Any


def shortest_runs(
    moves: Sequence[Any], prefix: tuple[Hashable, ...], occupied: Callable[[Hashable], bool]
) -> dict[int, tuple[Hashable, ...]]:
    """The hexes a click may go to after ``prefix``, each with the shortest
    run of steps that reaches it: along a way up to the first piece it meets
    (a target, a helper), never beyond."""
    n = len(prefix)
    best: dict[int, tuple[Hashable, ...]] = {}
    for move in moves:
        steps = tuple(move.steps)
        if len(steps) <= n or steps[:n] != prefix:
            continue
        rest = steps[n:]
        for j, step in enumerate(rest):
            if not isinstance(step, int):
                break
            run = rest[: j + 1]
            known = best.get(step)
            if known is None or len(run) < len(known):
                best[step] = run
            if occupied(step):
                break  # a piece: a target, a helper, the piece to pick
    return best


Point = tuple[float, float]
NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def cursor_step(
    here: int,
    arrow: tuple[int, int],
    screen: Sequence[Point],
    cells: Sequence[tuple[int, int, int]],
) -> int | None:
    """Where an arrow (dx, dy on screen) takes the cursor from ``here``: a
    hex neighbour within 60 degrees of the arrow first (one hex at a time,
    whatever the turn), else the nearest hex that way on screen."""
    dx, dy = arrow
    hx, hy = screen[here]
    q, r, _level = cells[here]
    at = {(c[0], c[1]): i for i, c in enumerate(cells)}
    best: tuple[float, int] | None = None
    for dq, dr in NEIGHBOURS:
        cell = at.get((q + dq, r + dr))
        if cell is None:
            continue
        vx, vy = screen[cell][0] - hx, screen[cell][1] - hy
        length = math.hypot(vx, vy)
        if length < 1e-6:
            continue
        cos = (vx * dx + vy * dy) / length
        if cos > 0.5 and (best is None or -cos < best[0]):
            best = (-cos, cell)
    if best is not None:
        return best[1]
    for cell, (x, y) in enumerate(screen):
        vx, vy = x - hx, y - hy
        along = vx * dx + vy * dy
        if along <= 1.0:
            continue
        across = abs(vx * dy - vy * dx)
        if across > along * 1.2:
            continue
        cost = along + 2.0 * across
        if best is None or cost < best[0]:
            best = (cost, cell)
    return best[1] if best is not None else None


def nearest(screen: Sequence[Point], point: Point) -> int:
    return min(
        range(len(screen)),
        key=lambda c: math.hypot(screen[c][0] - point[0], screen[c][1] - point[1]),
    )


def line_labels(names: Sequence[str]) -> list[str]:
    """What tells apart the hexes of one line (a rim): their names without
    the parts all share, in runs of letters or digits ("a1".."p1" -> "a".."p";
    "f6".."f11" -> "6".."11")."""
    import re

    split = [re.findall(r"[^\W\d_]+|\d+|\W+|_", name) for name in names]
    if len(split) < 2:
        return list(names)
    lead = 0
    while all(len(s) > lead for s in split) and len({tuple(s[: lead + 1]) for s in split}) == 1:
        lead += 1
    tail = 0
    while (
        all(len(s) > lead + tail for s in split)
        and len({tuple(s[len(s) - tail - 1 :]) for s in split}) == 1
    ):
        tail += 1
    return ["".join(s[lead : len(s) - tail]) or name for s, name in zip(split, names, strict=True)]
