"""Geometry of a hexagonal board of hexagons (pointy-top cells, flat edges
facing the players), shared by the games played on one.

Cells are numbered 0..N-1 row by row from the first player's side. Axial
coordinates (q, r) are centred on the middle cell, r growing away from the
first player (row A has r = -(side-1)). Labels are the row letter plus the
cell's number from the left of its row, e.g. "C4".
"""

from __future__ import annotations

import re
from functools import cache

# Axial directions; opposite directions are 3 apart.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
_LABEL = re.compile(r"^([A-Za-z])(\d{1,2})$")


class HexBoard:
    """Immutable geometry; get one with :func:`hex_board` (cached per side)."""

    def __init__(self, side: int) -> None:
        if side < 2:
            raise ValueError("a hex board needs a side of at least 2")
        self.side = side
        self.rows = 2 * side - 1
        m = side - 1
        coords: list[tuple[int, int]] = []
        row_of: list[int] = []
        number_of: list[int] = []
        row_starts: list[int] = []
        for row in range(self.rows):
            r = row - m
            q_low, q_high = max(-m, -m - r), min(m, m - r)
            row_starts.append(len(coords))
            for k, q in enumerate(range(q_low, q_high + 1)):
                coords.append((q, r))
                row_of.append(row)
                number_of.append(k + 1)
        self.coords: tuple[tuple[int, int], ...] = tuple(coords)
        self.row_of: tuple[int, ...] = tuple(row_of)
        self.number_of: tuple[int, ...] = tuple(number_of)
        self.row_starts: tuple[int, ...] = tuple(row_starts)
        self.size = len(coords)
        self.index_of: dict[tuple[int, int], int] = {c: i for i, c in enumerate(coords)}
        self.centre = self.index_of[(0, 0)]
        self.labels: tuple[str, ...] = tuple(
            f"{chr(ord('A') + row_of[i])}{number_of[i]}" for i in range(self.size)
        )
        self._by_label = {label: i for i, label in enumerate(self.labels)}
        # rays[i][d]: cells met going from i in direction d, nearest first.
        rays: list[tuple[tuple[int, ...], ...]] = []
        neighbours: list[tuple[int, ...]] = []
        for q, r in coords:
            cell_rays = []
            for dq, dr in DIRECTIONS:
                ray = []
                cq, cr = q + dq, r + dr
                while (cq, cr) in self.index_of:
                    ray.append(self.index_of[(cq, cr)])
                    cq, cr = cq + dq, cr + dr
                cell_rays.append(tuple(ray))
            rays.append(tuple(cell_rays))
            neighbours.append(tuple(ray[0] for ray in cell_rays if ray))
        self.rays: tuple[tuple[tuple[int, ...], ...], ...] = tuple(rays)
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(neighbours)

    def row_cells(self, row: int) -> range:
        """Cells of a row (0 = row A)."""
        start = self.row_starts[row]
        end = self.row_starts[row + 1] if row + 1 < self.rows else self.size
        return range(start, end)

    def label(self, cell: int) -> str:
        return self.labels[cell]

    def cell(self, label: str) -> int:
        """Index of a label such as "C4"; raises ValueError if not on the board."""
        match = _LABEL.match(label.strip())
        if match is None:
            raise ValueError(f"'{label}' is not a cell name (a row letter and a number)")
        found = self._by_label.get(match.group(1).upper() + str(int(match.group(2))))
        if found is None:
            raise ValueError(f"there is no cell {label} on this board")
        return found

    def distance(self, a: int, b: int) -> int:
        (q1, r1), (q2, r2) = self.coords[a], self.coords[b]
        dq, dr = q1 - q2, r1 - r2
        return max(abs(dq), abs(dr), abs(dq + dr))


@cache
def hex_board(side: int) -> HexBoard:
    return HexBoard(side)
