"""The flat map of a pyramid: each level laid out apart, seen from straight
above, arranged to use the area it is shown in, the summit drawn larger.

No Qt: places in world units (x right, y down) and a size per hex.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardroom.ui.scenes.pyramidgeometry import RADIUS, SQRT3, PyramidBoard, plane

GAP = 1.6  # world units between two levels' maps
LABEL = 1.5  # room above each level's map for its name
SUMMIT = 2.0  # the top level's hexes, this many times larger


@dataclass(frozen=True)
class Panel:
    """One level's map: its cells' places relative to its own top left."""

    level: int
    cells: tuple[int, ...]
    places: tuple[tuple[float, float], ...]
    size: float  # the hexes' scale
    width: float
    height: float  # with the room for its name


def panels(board: PyramidBoard) -> dict[int, Panel]:
    by_level: dict[int, list[int]] = {}
    for cell, (_, _, level) in enumerate(board.cells):
        by_level.setdefault(level, []).append(cell)
    out = {}
    for level, cells in by_level.items():
        size = SUMMIT if level == board.top and level > 0 else 1.0
        points = [plane(board.cells[c][0], board.cells[c][1]) for c in cells]
        xs = [x * size for x, _ in points]
        ys = [-y * size for _, y in points]
        half_w, half_h = SQRT3 / 2 * RADIUS * size, RADIUS * size
        x0, y0 = min(xs) - half_w, min(ys) - half_h
        places = tuple((x - x0, y - y0 + LABEL) for x, y in zip(xs, ys, strict=True))
        width = max(xs) + half_w - x0
        height = max(ys) + half_h - y0 + LABEL
        out[level] = Panel(level, tuple(cells), places, size, width, height)
    return out


# Arrangements: a row ("row", parts) or a column ("col", parts) of levels.
Layout = tuple[str, tuple["Layout | int", ...]]
LAYOUTS: tuple[Layout, ...] = (
    ("row", (0, ("col", (1, ("row", (2, 3)))))),  # wide areas
    ("col", (0, ("row", (1, 2, 3)))),  # tall areas
    ("col", (0, ("row", (1, ("col", (2, 3)))))),
    ("row", (0, ("col", (1, 2, 3)))),
)


def _size(part: Layout | int, sizes: dict[int, Panel]) -> tuple[float, float]:
    if isinstance(part, int):
        found = sizes.get(part)
        return (found.width, found.height) if found is not None else (0.0, 0.0)
    kind, parts = part
    dims = [_size(p, sizes) for p in parts]
    dims = [d for d in dims if d[0] > 0]
    gaps = GAP * max(0, len(dims) - 1)
    if kind == "row":
        return sum(w for w, _ in dims) + gaps, max((h for _, h in dims), default=0.0)
    return max((w for w, _ in dims), default=0.0), sum(h for _, h in dims) + gaps


def _place(
    part: Layout | int,
    sizes: dict[int, Panel],
    x: float,
    y: float,
    out: dict[int, tuple[float, float]],
) -> None:
    if isinstance(part, int):
        if part in sizes:
            out[part] = (x, y)
        return
    kind, parts = part
    width, height = _size(part, sizes)
    for p in parts:
        w, h = _size(p, sizes)
        if w <= 0:
            continue
        if kind == "row":
            _place(p, sizes, x, y + (height - h) / 2, out)
            x += w + GAP
        else:
            _place(p, sizes, x + (width - w) / 2, y, out)
            y += h + GAP


def layout(
    board: PyramidBoard, aspect: float
) -> tuple[list[tuple[float, float, float]], dict[int, tuple[float, float, float, float]]]:
    """Each cell's (x, y, size) and each level's box (x, y, width, height,
    its name above), for an area ``aspect`` times wider than high: the
    arrangement whose hexes come out largest."""
    sizes = panels(board)

    def scale(option: Layout) -> float:
        w, h = _size(option, sizes)
        return min(aspect / max(w, 1e-6), 1.0 / max(h, 1e-6))

    best = max(LAYOUTS, key=scale)
    corners: dict[int, tuple[float, float]] = {}
    _place(best, sizes, 0.0, 0.0, corners)
    places: list[tuple[float, float, float]] = [(0.0, 0.0, 1.0)] * len(board.cells)
    boxes = {}
    for level, panel in sizes.items():
        px, py = corners.get(level, (0.0, 0.0))
        for cell, (x, y) in zip(panel.cells, panel.places, strict=True):
            places[cell] = (px + x, py + y, panel.size)
        boxes[level] = (px, py, panel.width, panel.height)
    return places, boxes
