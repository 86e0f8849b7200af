"""Geometry of a stepped hex pyramid for the pyramid scene: cells in 3D, the
walls between levels, and a camera that turns about the vertical axis and
tilts.

No Qt here, no numpy and no game: a board is cells with axial coordinates
(q, r) and a level. Every hex top is the same hexagon moved to its centre,
and every wall one of a few quads (an edge direction and a drop) moved to
its cell's centre; so a frame projects the centres and a handful of shapes,
and moves copies of the shapes (``pyramidframe``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

SQRT3 = math.sqrt(3.0)
RADIUS = 1.0  # a hex's corner radius in world units
RISE = 1.5  # height of one level
PLINTH = 0.9  # the base under level 0
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


def normal(d: int) -> tuple[float, float]:
    """The outward unit direction of a hex's side towards neighbour d."""
    x, y = plane(*DIRECTIONS[d])
    length = math.hypot(x, y)
    return x / length, y / length


@dataclass(frozen=True)
class Solid:
    """A board in 3D, centred on the origin: each cell's top centre (x, y, z),
    and each wall as (its upper cell, the side d it faces, its drop)."""

    centres: tuple[tuple[float, float, float], ...]
    walls: tuple[tuple[int, int, float], ...]
    outer: tuple[int, ...] = ()  # the walls on the board's edge (down to the plinth)

    def drops(self) -> list[tuple[int, float]]:
        """The shapes of wall there are: (side, drop) pairs."""
        return sorted({(d, drop) for _, d, drop in self.walls})


def build_solid(board: PyramidBoard) -> Solid:
    index = board.index()
    flat = [plane(q, r) for q, r, _ in board.cells]
    mx = sum(x for x, _ in flat) / len(flat)
    my = sum(y for _, y in flat) / len(flat)
    centres = tuple(
        (x - mx, y - my, level * RISE)
        for (x, y), (_, _, level) in zip(flat, board.cells, strict=True)
    )
    walls: list[tuple[int, int, float]] = []
    outer: list[int] = []
    for i, (q, r, level) in enumerate(board.cells):
        for d, (dq, dr) in enumerate(DIRECTIONS):
            other = index.get((q + dq, r + dr))
            low = board.cells[other][2] * RISE if other is not None else -PLINTH
            high = level * RISE
            if low < high:
                if other is None:
                    outer.append(len(walls))
                walls.append((i, d, round(high - low, 6)))
    return Solid(centres, tuple(walls), tuple(outer))


@dataclass
class Camera:
    """Yaw: degrees the board is turned about the vertical axis (0: the first
    face's edge at the bottom of the screen). Tilt: the camera's elevation
    above the horizon, in degrees (90 looks straight down). Scale: scene
    units per world unit; ``origin``: where the board's centre (at height 0)
    is drawn."""

    yaw: float = 0.0
    tilt: float = 62.0
    scale: float = 30.0
    origin: tuple[float, float] = (0.0, 0.0)

    # From a low view to nearly straight down. At the default tilt and above,
    # every hex's middle shows (RISE / tan(tilt) < the half width of a hex):
    # lower, the terraces hide the near part of the hexes behind them.
    MIN_TILT = 25.0
    MAX_TILT = 88.0
    DEFAULT_TILT = 62.0

    def basis(self) -> tuple[float, float, float, float]:
        """(cos yaw, sin yaw, sin tilt, cos tilt)."""
        yaw, tilt = math.radians(self.yaw), math.radians(self.tilt)
        return math.cos(yaw), math.sin(yaw), math.sin(tilt), math.cos(tilt)

    def project(
        self, points: Sequence[tuple[float, float, float]]
    ) -> tuple[list[float], list[float], list[float]]:
        """(screen x, screen y, depth) of 3D points; larger depth is nearer."""
        cy, sy, st, ct = self.basis()
        k = self.scale
        ox, oy = self.origin
        xs, ys, depth = [], [], []
        for x, y, z in points:
            away = x * sy + y * cy  # away from the viewer
            xs.append((x * cy - y * sy) * k + ox)
            ys.append(-(away * st + z * ct) * k + oy)
            depth.append(-away * ct + z * st)
        return xs, ys, depth

    def turned(self, direction: tuple[float, float]) -> tuple[float, float]:
        """A direction in the board's plane as turned by the yaw: (right, away)."""
        cy, sy, _, _ = self.basis()
        x, y = direction
        return x * cy - y * sy, x * sy + y * cy

    def light(self, direction: tuple[float, float]) -> float:
        """Brightness 0..1 of a wall facing ``direction`` (in the board's
        plane): a fixed light from the viewer's front left, so turning shows
        the sides."""
        right, away = self.turned(direction)
        return 0.3 + 0.7 * max(0.0, right * -0.55 + away * -0.83)

    def facing_viewer(self, direction: tuple[float, float]) -> bool:
        """Is a wall facing ``direction`` turned towards the camera?"""
        return self.turned(direction)[1] < 0.05


def face_yaw(direction: tuple[float, float]) -> float:
    """The yaw that puts a face (its edge looking out along ``direction``)
    at the bottom of the screen, towards the viewer."""
    dx, dy = direction
    # Rotating by yaw maps the direction onto (0, -1) (towards the viewer).
    return math.degrees(math.atan2(-dx, -dy)) % 360.0
