"""One picture of a pyramid for a camera: every hex top and visible wall as
a polygon in the scene, with its box and depth, and the scale that makes
the whole board fit a view.

A hex top is the same hexagon wherever it is, and a wall one of a few
quads: a frame projects the cells' centres and those few shapes, then moves
a copy of a shape to each centre (one call into Qt per polygon).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from boardroom.ui.scenes.pyramidgeometry import (
    EDGE_CORNERS,
    RADIUS,
    Camera,
    Solid,
    corner,
    normal,
)

Box = tuple[float, float, float, float]  # left, top, right, bottom
SHADES = 201  # wall brightness steps (see pyramidterrain.WALL_SHADES)


@dataclass
class Frame:
    """Tops by cell; visible walls by their number in ``Solid.walls``."""

    centres: list[QPointF] = field(default_factory=list)  # each top's middle
    depth: list[float] = field(default_factory=list)  # each top's (larger: nearer)
    tops: list[QPolygonF] = field(default_factory=list)
    top_boxes: list[Box] = field(default_factory=list)
    walls: list[QPolygonF] = field(default_factory=list)
    wall_boxes: list[Box] = field(default_factory=list)
    wall_depth: list[float] = field(default_factory=list)
    wall_shades: list[int] = field(default_factory=list)  # 0..SHADES-1
    wall_ids: list[int] = field(default_factory=list)
    bounds: QRectF = field(default_factory=QRectF)
    # Every top the same hexagon (a turned pyramid, not the flat map): the
    # hexagon at the origin and each top's centre in plain numbers.
    template: QPolygonF | None = None
    xs: list[float] = field(default_factory=list)
    ys: list[float] = field(default_factory=list)


def hexagon(points: Iterable[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def box_of(polygon: QPolygonF) -> Box:
    rect = polygon.boundingRect()
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _moved(box: Box, x: float, y: float) -> Box:
    return box[0] + x, box[1] + y, box[2] + x, box[3] + y


# A layout asks for the centres twice (to fit, then to draw) at one angle.
_UNIT: list[tuple[Solid, float, float, list[tuple[float, float, float]]]] = []
_DROPS: list[tuple[Solid, list[tuple[int, float]]]] = []


def unit_centres(solid: Solid, camera: Camera) -> list[tuple[float, float, float]]:
    """Each top centre at scale 1 and origin 0: (x, y, depth)."""
    for known, yaw, tilt, found in _UNIT:
        if known is solid and yaw == camera.yaw and tilt == camera.tilt:
            return found
    cy, sy, st, ct = camera.basis()
    out = []
    for x, y, z in solid.centres:
        away = x * sy + y * cy
        out.append((x * cy - y * sy, -(away * st + z * ct), -away * ct + z * st))
    _UNIT[:] = [(solid, camera.yaw, camera.tilt, out)]
    return out


def _drops(solid: Solid) -> list[tuple[int, float]]:
    for known, found in _DROPS:
        if known is solid:
            return found
    found = solid.drops()
    _DROPS[:] = [(solid, found)]
    return found


def _shapes(
    solid: Solid, camera: Camera, k: float
) -> tuple[list[tuple[float, float]], dict[tuple[int, float], list[tuple[float, float]]]]:
    """The hexagon's corners and each (side, drop) wall's corners at scale
    ``k``, relative to the top centre on screen."""
    cy, sy, st, ct = camera.basis()

    def flat(x: float, y: float) -> tuple[float, float]:
        return (x * cy - y * sy) * k, -(x * sy + y * cy) * st * k

    top = [flat(*corner(i)) for i in range(6)]
    walls = {}
    for d, drop in _drops(solid):
        a, b = (top[i] for i in EDGE_CORNERS[d])
        down = drop * ct * k
        walls[(d, drop)] = [a, b, (b[0], b[1] + down), (a[0], a[1] + down)]
    return top, walls


def _span(points: list[tuple[float, float]]) -> Box:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def extents(
    solid: Solid,
    camera: Camera,
    headroom: float = 0.0,
    more: Sequence[tuple[float, float, float]] = (),
) -> tuple[Box, Box]:
    """The board's box at scale 1 and origin 0, and the same with
    ``headroom`` world units above the highest centre (for the figures
    standing there) and ``more`` points in the board's space (where words go
    around it)."""
    centres = unit_centres(solid, camera)
    top, walls = _shapes(solid, camera, 1.0)
    hx0, hy0, hx1, hy1 = _span(top)
    xs = [c[0] for c in centres]
    ys = [c[1] for c in centres]
    x0, x1 = min(xs) + hx0, max(xs) + hx1
    y0, y1 = min(ys) + hy0, max(ys) + hy1
    facing = {d: camera.facing_viewer(normal(d)) for d in range(6)}
    spans = {key: _span(points) for key, points in walls.items()}
    for number in solid.outer:  # the others end on a lower terrace, inside
        cell, d, drop = solid.walls[number]
        if facing[d]:
            wx0, _, wx1, wy1 = spans[(d, drop)]
            x0, x1, y1 = min(x0, xs[cell] + wx0), max(x1, xs[cell] + wx1), max(y1, ys[cell] + wy1)
    inner = (x0, y0, x1, y1)
    y0 = min(y0, min(ys) - headroom)
    if more:
        mx, my, _ = Camera(camera.yaw, camera.tilt, 1.0).project(more)
        x0, y0, x1, y1 = min(x0, *mx), min(y0, *my), max(x1, *mx), max(y1, *my)
    return inner, (x0, y0, x1, y1)


def fit(
    box: Box, width: float, height: float, margin: float, inner: Box | None = None
) -> tuple[float, tuple[float, float]]:
    """The scale and origin that put ``box`` (at scale 1, origin 0) in a
    ``width`` x ``height`` area, ``margin`` from its sides: ``inner`` (a part
    of it, the board itself) in the middle as far as the rest allows."""
    bw, bh = max(box[2] - box[0], 1e-6), max(box[3] - box[1], 1e-6)
    k = max(1.0, min((width - 2 * margin) / bw, (height - 2 * margin) / bh))
    middle = inner if inner is not None else box

    def place(size: float, low: float, high: float, mid_low: float, mid_high: float) -> float:
        wanted = size / 2 - k * (mid_low + mid_high) / 2
        # Keep the whole box inside: no lower than its far side allows, and so on.
        least, most = size - margin - k * high, margin - k * low
        return min(max(wanted, least), most) if least <= most else size / 2 - k * (low + high) / 2

    return k, (
        place(width, box[0], box[2], middle[0], middle[2]),
        place(height, box[1], box[3], middle[1], middle[3]),
    )


def project(solid: Solid, camera: Camera) -> Frame:
    """The board as the camera sees it."""
    k, (ox, oy) = camera.scale, camera.origin
    cy, sy, st, ct = camera.basis()
    frame = Frame()
    unit = unit_centres(solid, camera)
    top, walls = _shapes(solid, camera, k)
    template = hexagon(top)
    tx0, ty0, tx1, ty1 = _span(top)
    # Whole lists at once (a turn's every frame): no call per top but Qt's own.
    xs = [ux * k + ox for ux, _, _ in unit]
    ys = [uy * k + oy for _, uy, _ in unit]
    frame.centres = list(map(QPointF, xs, ys))
    frame.depth = [depth for _, _, depth in unit]
    frame.tops = list(map(template.translated, xs, ys))
    frame.template, frame.xs, frame.ys = template, xs, ys
    frame.top_boxes = [(x + tx0, y + ty0, x + tx1, y + ty1) for x, y in zip(xs, ys, strict=True)]
    facing = {d: camera.facing_viewer(normal(d)) for d in range(6)}
    shade = {d: min(SHADES - 1, max(0, int(40 + 90 * camera.light(normal(d))))) for d in range(6)}
    shapes = {key: (hexagon(points), _span(points)) for key, points in walls.items()}
    # A wall's depth is its middle's: the edge's middle, half its drop down.
    edge_depth = {}
    for d in range(6):
        (ax, ay), (bx, by) = (corner(i) for i in EDGE_CORNERS[d])
        edge_depth[d] = -((ax + bx) / 2 * sy + (ay + by) / 2 * cy) * ct
    shown = [(n, w) for n, w in enumerate(solid.walls) if facing[w[1]]]
    depth = frame.depth
    for number, (cell, d, drop) in shown:
        x, y = xs[cell], ys[cell]
        polygon, (wx0, wy0, wx1, wy1) = shapes[(d, drop)]
        frame.walls.append(polygon.translated(x, y))
        frame.wall_boxes.append((wx0 + x, wy0 + y, wx1 + x, wy1 + y))
        frame.wall_depth.append(depth[cell] + edge_depth[d] - drop * st / 2)
        frame.wall_shades.append(shade[d])
        frame.wall_ids.append(number)
    frame.bounds = _bounds(frame.top_boxes + frame.wall_boxes)
    return frame


def flat_frame(
    places: list[tuple[float, float, float]], k: float, origin: tuple[float, float]
) -> Frame:
    """The flat map: each cell's top seen from straight above at ``places[cell]
    = (x, y, size)`` in world units (y down), ``size`` its hexagon's scale."""
    ox, oy = origin
    frame = Frame()
    shapes: dict[float, tuple[QPolygonF, Box]] = {}
    for x, y, size in places:
        if size not in shapes:
            points = [(cx * size * k, -cy * size * k) for cx, cy in map(corner, range(6))]
            shapes[size] = (hexagon(points), _span(points))
        polygon, span = shapes[size]
        sx, sy = x * k + ox, y * k + oy
        frame.centres.append(QPointF(sx, sy))
        frame.depth.append(0.0)
        frame.tops.append(polygon.translated(sx, sy))
        frame.top_boxes.append(_moved(span, sx, sy))
    frame.bounds = _bounds(frame.top_boxes)
    return frame


def flat_extent(places: list[tuple[float, float, float]]) -> Box:
    return (
        min(x - size * RADIUS for x, _, size in places),
        min(y - size * RADIUS for _, y, size in places),
        max(x + size * RADIUS for x, _, size in places),
        max(y + size * RADIUS for _, y, size in places),
    )


def _bounds(boxes: list[Box]) -> QRectF:
    if not boxes:
        return QRectF()
    x0 = min(b[0] for b in boxes)
    y0 = min(b[1] for b in boxes)
    x1 = max(b[2] for b in boxes)
    y1 = max(b[3] for b in boxes)
    return QRectF(x0, y0, x1 - x0, y1 - y0)


def shrunk(polygon: QPolygonF, centre: QPointF, factor: float) -> QPolygonF:
    """A top's polygon scaled by ``factor`` about its centre."""
    return QPolygonF([centre + (polygon.at(i) - centre) * factor for i in range(polygon.size())])
