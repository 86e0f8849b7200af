"""Geometry of a stepped hex pyramid for the pyramid scene: cells in 3D, a
camera that turns about the vertical axis and tilts, and a flat map.

No Qt here, and no game: a board is cells with axial coordinates (q, r) and
a level. Every polygon the scene draws (hex tops, the walls between levels)
is a list of 3D points; ``Camera.matrix`` maps them all at once (numpy,
``Solids``) to the scene's 2D coordinates plus a depth, by which the scene
paints back to front and hit-tests, right at every angle.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

SQRT3 = math.sqrt(3.0)
RADIUS = 1.0  # a hex's corner radius in world units
RISE = 1.2  # height of one level
PLINTH = 0.8  # the base under level 0
# Axial directions in turning order, and the corners between them.
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

PLAIN, LIFT, HOLE, LIFT_LANDING, HOLE_LANDING = (
    "plain",
    "lift",
    "hole",
    "lift-landing",
    "hole-landing",
)


@dataclass(frozen=True)
class PyramidBoard:
    """What the scene needs to know of a board: ``cells[i] = (q, r, level)``,
    a name and a kind per cell, the links (a lift base or hole -> its landing)
    and the faces, each as an edge direction (a unit vector in the plane: the
    side of the board the face looks out to) with a label."""

    cells: tuple[tuple[int, int, int], ...]
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    links: dict[int, int] = field(default_factory=dict)
    faces: tuple[tuple[str, tuple[float, float]], ...] = ()
    top: int = 3

    def index(self) -> dict[tuple[int, int], int]:
        return {(q, r): i for i, (q, r, _) in enumerate(self.cells)}


def plane(q: float, r: float) -> tuple[float, float]:
    """A hex centre in the plane: x east, y north."""
    return RADIUS * SQRT3 * (q + r / 2.0), RADIUS * 1.5 * r


def corner(i: int) -> tuple[float, float]:
    """Pointy-top hex corner i (0..5), counter-clockwise from the east-north-east."""
    angle = math.radians(60 * i + 30)
    return RADIUS * math.cos(angle), RADIUS * math.sin(angle)


# The corners on the side of neighbour d: between corner k and k+1.
EDGE_CORNERS = {0: (5, 0), 1: (4, 5), 2: (3, 4), 3: (2, 3), 4: (1, 2), 5: (0, 1)}


@dataclass
class Polygons:
    """Every polygon of a board in 3D: hex tops, then walls."""

    points: list[tuple[float, float, float]]  # x, y in the board's plane; z up
    starts: list[int]  # where each polygon's points begin
    kinds: list[str]  # "top" or "wall"
    cells: list[int]  # the cell of a top; the upper cell of a wall
    normals: list[tuple[float, float]]  # a wall's outward direction in the plane


def build_polygons(board: PyramidBoard) -> Polygons:
    index = board.index()
    points: list[tuple[float, float, float]] = []
    starts: list[int] = []
    kinds: list[str] = []
    cells: list[int] = []
    normals: list[tuple[float, float]] = []
    for i, (q, r, level) in enumerate(board.cells):
        cx, cy = plane(q, r)
        z = level * RISE
        starts.append(len(points))
        kinds.append("top")
        cells.append(i)
        normals.append((0.0, 0.0))
        points += [(cx + dx, cy + dy, z) for dx, dy in (corner(k) for k in range(6))]
    for i, (q, r, level) in enumerate(board.cells):
        cx, cy = plane(q, r)
        for d, (dq, dr) in enumerate(DIRECTIONS):
            other = index.get((q + dq, r + dr))
            low = board.cells[other][2] * RISE if other is not None else -PLINTH
            high = level * RISE
            if other is not None and low >= high:
                continue
            a, b = EDGE_CORNERS[d]
            (ax, ay), (bx, by) = corner(a), corner(b)
            starts.append(len(points))
            kinds.append("wall")
            cells.append(i)
            nx, ny = plane(dq, dr)
            length = math.hypot(nx, ny)
            normals.append((nx / length, ny / length))
            points += [
                (cx + ax, cy + ay, high),
                (cx + bx, cy + by, high),
                (cx + bx, cy + by, low),
                (cx + ax, cy + ay, low),
            ]
    centres = [plane(q, r) for q, r, _ in board.cells]
    mx = sum(c[0] for c in centres) / len(centres)
    my = sum(c[1] for c in centres) / len(centres)
    moved = [(x - mx, y - my, z) for x, y, z in points]
    return Polygons(moved, starts, kinds, cells, normals)


Floats = npt.NDArray[np.float64]


@dataclass
class Solids:
    """The polygons as numpy arrays, for projecting all of them in one go:
    hex tops (T, 6, 3) and walls (W, 4, 3), with the cell of each and each
    wall's outward normal (W, 2)."""

    tops: Floats
    walls: Floats
    wall_cells: list[int]
    normals: Floats


def solids(polygons: Polygons) -> Solids:
    points = np.asarray(polygons.points, dtype=np.float64).reshape(-1, 3)
    tops = [s for s, k in zip(polygons.starts, polygons.kinds, strict=True) if k == "top"]
    walls = [i for i, k in enumerate(polygons.kinds) if k == "wall"]
    top_index = np.asarray(tops, dtype=np.int64)[:, None] + np.arange(6)
    wall_index = np.asarray([polygons.starts[i] for i in walls], dtype=np.int64)[
        :, None
    ] + np.arange(4)
    normals = np.asarray([polygons.normals[i] for i in walls], dtype=np.float64).reshape(-1, 2)
    return Solids(
        points[top_index],
        points[wall_index].reshape(-1, 4, 3),
        [polygons.cells[i] for i in walls],
        normals,
    )


@dataclass
class Camera:
    """Yaw: degrees the board is turned about the vertical axis (0: the first
    face's edge at the bottom of the screen). Tilt: the camera's elevation
    above the horizon, in degrees (90 looks straight down)."""

    yaw: float = 0.0
    tilt: float = 58.0
    scale: float = 30.0  # scene units per world unit

    # Below 55 degrees a terrace would hide the middle of some hexes behind
    # it (with RISE 1.2): every hex's centre stays clickable at every yaw.
    MIN_TILT = 55.0
    MAX_TILT = 85.0

    def project(
        self, points: Sequence[tuple[float, float, float]]
    ) -> tuple[list[float], list[float], list[float]]:
        """(screen x, screen y, depth) of 3D points; larger depth is nearer.
        Point by point: the definition ``matrix`` (what the scene uses, for
        all points at once) is tested against."""
        yaw = math.radians(self.yaw)
        tilt = math.radians(self.tilt)
        cy, sy_ = math.cos(yaw), math.sin(yaw)
        st, ct = math.sin(tilt), math.cos(tilt)
        k = self.scale
        xs, ys, depth = [], [], []
        for x, y, z in points:
            rx = x * cy - y * sy_
            ry = x * sy_ + y * cy  # away from the viewer
            xs.append(rx * k)
            ys.append(-(ry * st + z * ct) * k)
            depth.append(-ry * ct + z * st)
        return xs, ys, depth

    def matrix(self) -> Floats:
        """The 3x3 matrix taking (x, y, z) rows to (screen x, screen y, depth),
        as ``project`` does point by point: ``points @ camera.matrix()``."""
        yaw, tilt = math.radians(self.yaw), math.radians(self.tilt)
        cy, sy_ = math.cos(yaw), math.sin(yaw)
        st, ct = math.sin(tilt), math.cos(tilt)
        k = self.scale
        # rx = x cy - y sy; ry = x sy + y cy; screen y = -(ry st + z ct) k; depth = -ry ct + z st
        return np.array(
            [
                [k * cy, -k * sy_ * st, -sy_ * ct],
                [-k * sy_, -k * cy * st, -cy * ct],
                [0.0, -k * ct, st],
            ]
        )

    def lights(self, normals: Floats) -> Floats:
        """``light`` of many normals (N, 2) at once."""
        yaw = math.radians(self.yaw)
        nx = normals[:, 0] * math.cos(yaw) - normals[:, 1] * math.sin(yaw)
        ny = normals[:, 0] * math.sin(yaw) + normals[:, 1] * math.cos(yaw)
        result: Floats = 0.35 + 0.65 * np.maximum(0.0, nx * -0.6 + ny * -0.8)
        return result

    def facing(self, normals: Floats) -> npt.NDArray[np.bool_]:
        """``facing_viewer`` of many normals (N, 2) at once."""
        yaw = math.radians(self.yaw)
        result: npt.NDArray[np.bool_] = (
            normals[:, 0] * math.sin(yaw) + normals[:, 1] * math.cos(yaw)
        ) < 0.05
        return result

    def light(self, normal: tuple[float, float]) -> float:
        """Brightness 0..1 of a wall facing ``normal`` (in the board's plane):
        a fixed light from the viewer's upper left, so turning shows the sides."""
        yaw = math.radians(self.yaw)
        nx = normal[0] * math.cos(yaw) - normal[1] * math.sin(yaw)
        ny = normal[0] * math.sin(yaw) + normal[1] * math.cos(yaw)
        lx, ly = -0.6, -0.8  # towards the viewer and the left
        return 0.35 + 0.65 * max(0.0, nx * lx + ny * ly)

    def facing_viewer(self, normal: tuple[float, float]) -> bool:
        """Is a wall with this outward normal turned towards the camera?"""
        yaw = math.radians(self.yaw)
        ny = normal[0] * math.sin(yaw) + normal[1] * math.cos(yaw)
        return ny < 0.05


def face_yaw(direction: tuple[float, float]) -> float:
    """The yaw that puts a face (its edge looking out along ``direction``)
    at the bottom of the screen, towards the viewer."""
    dx, dy = direction
    # Rotating by yaw maps the direction onto (0, -1) (towards the viewer).
    return math.degrees(math.atan2(-dx, -dy)) % 360.0


def flat_points(
    board: PyramidBoard, polygons: Polygons, gap: float = 2.0
) -> tuple[list[float], list[float]]:
    """The flat map: each level's tops laid out apart, seen from straight
    above (level 0 on the left, level 1 beside it, levels 2 and 3 below
    level 1); walls left out. Returns (screen x, screen y) of the points."""
    xs = [p[0] for p in polygons.points]
    ys = [-p[1] for p in polygons.points]
    spans: dict[int, list[int]] = {}
    for index, kind in enumerate(polygons.kinds):
        if kind == "top":
            level = board.cells[polygons.cells[index]][2]
            spans.setdefault(level, []).append(index)

    def box(level: int) -> tuple[float, float, float, float]:
        idx = [
            i
            for p in spans.get(level, [])
            for i in range(polygons.starts[p], polygons.starts[p] + 6)
        ]
        if not idx:
            return 0.0, 0.0, 0.0, 0.0
        return (
            min(xs[i] for i in idx),
            min(ys[i] for i in idx),
            max(xs[i] for i in idx),
            max(ys[i] for i in idx),
        )

    boxes = {level: box(level) for level in spans}
    room = gap * RADIUS
    x0 = boxes.get(0, (0.0, 0.0, 0.0, 0.0))
    right = x0[2] + room
    top = x0[1]
    places: dict[int, tuple[float, float]] = {0: (x0[0], x0[1])}
    b1 = boxes.get(1)
    if b1 is not None:
        places[1] = (right, top)
        below = top + (b1[3] - b1[1]) + room
    else:
        below = top
    x = right
    for level in sorted(lvl for lvl in boxes if lvl >= 2):
        places[level] = (x, below)
        b = boxes[level]
        x += (b[2] - b[0]) + room
    for level, indices in spans.items():
        b = boxes[level]
        dx, dy = places[level][0] - b[0], places[level][1] - b[1]
        for p in indices:
            start = polygons.starts[p]
            for i in range(start, start + 6):
                xs[i] += dx
                ys[i] += dy
    return xs, ys
