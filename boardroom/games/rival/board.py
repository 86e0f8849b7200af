"""Rival's board (RULINGS section 3): the engine's hexagon of side 6 (as in
``boardroom.engine.hexgrid``), rows A-K from Red's side. Rows A-D are Red's territory, H-K Black's,
E-G no-man's-land. Tables for the move generator are built once.
"""

from __future__ import annotations

from boardroom.engine.hexgrid import HexBoard, hex_board
from boardroom.games.rival.pieces import BLACK, RED

SIDE = 6
BOARD: HexBoard = hex_board(SIDE)
SIZE = BOARD.size
NEUTRAL = 2  # territory of no-man's-land hexes
TERRITORY_NAMES = ("Red", "Black", "no-man's-land")

RED_ROWS = range(0, 4)  # A-D
BLACK_ROWS = range(7, 11)  # H-K


def _territory(cell: int) -> int:
    row = BOARD.row_of[cell]
    if row in RED_ROWS:
        return RED
    if row in BLACK_ROWS:
        return BLACK
    return NEUTRAL


TERRITORY: tuple[int, ...] = tuple(_territory(c) for c in range(SIZE))
HOME: tuple[frozenset[int], ...] = tuple(
    frozenset(c for c in range(SIZE) if TERRITORY[c] == seat) for seat in (RED, BLACK)
)
# Where a seat may hide its Ninja: its own territory or no-man's-land.
HIDING: tuple[frozenset[int], ...] = tuple(
    frozenset(c for c in range(SIZE) if TERRITORY[c] in (seat, NEUTRAL)) for seat in (RED, BLACK)
)

NEIGH: tuple[tuple[int, ...], ...] = BOARD.neighbours
DIST: tuple[tuple[int, ...], ...] = tuple(
    tuple(BOARD.distance(a, b) for b in range(SIZE)) for a in range(SIZE)
)
# RING2[c]: cells at distance exactly 2, each with the cells adjacent to both
# (the possible middle steps of a two-step path from there to c).
RING2: tuple[tuple[tuple[int, tuple[int, ...]], ...], ...] = tuple(
    tuple((b, tuple(m for m in NEIGH[c] if m in NEIGH[b])) for b in range(SIZE) if DIST[c][b] == 2)
    for c in range(SIZE)
)


# WITHIN[c][d]: cells at distance 1..d of c (d <= 5), nearest first.
def _within(c: int, d: int) -> tuple[int, ...]:
    near = [b for b in range(SIZE) if 0 < DIST[c][b] <= d]
    near.sort(key=DIST[c].__getitem__)
    return tuple(near)


WITHIN: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_within(c, d) for d in range(6)) for c in range(SIZE)
)


def label(cell: int) -> str:
    return BOARD.labels[cell]
