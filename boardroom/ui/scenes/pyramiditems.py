"""What the pyramid scene draws, as the adapter gives it (pieces, a piece
over several hexes, last-seen ghosts), its colours, and the paths drawn over
the terraces. The terraces and the figures on them are painted by one item,
``pyramidterrain.TerrainItem``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

# Terraces from the rim to the summit: warm stone going lighter upwards.
LEVEL_COLOURS = ("#8e8a70", "#b49f7c", "#d3b98f", "#f0e2bd")  # higher: lighter, warmer
WALL_COLOUR = QColor("#5a4636")
LIFT_GLOW = QColor(90, 200, 255)
HOLE_DARK = QColor("#1c1712")
TARGET = QColor(80, 200, 120)
SELECTED = QColor("#f5d76e")
LAST_MOVE = QColor("#ff9933")
HINT = QColor("#4aa3ff")
CURSOR = QColor("#ffffff")


@dataclass(frozen=True)
class PieceLook:
    """A piece as drawn: its art key, its colour, its size (1.0: the largest)
    and a letter for the fallback disc."""

    kind: str
    colour: str
    size: float = 1.0
    letter: str = ""


@dataclass(frozen=True)
class TankLook:
    """A piece over several hexes: its hexes (the first is its centre), the hex
    its nose points at, its colour and art key."""

    cells: tuple[int, ...]
    nose: int
    colour: str
    kind: str = "wraith"


@dataclass(frozen=True)
class GhostLook:
    """Where a piece was last seen, and since when (a short label)."""

    cell: int
    look: PieceLook
    label: str


def shrink(polygon: QPolygonF, factor: float) -> QPolygonF:
    """The polygon scaled by ``factor`` about its bounding box's centre (one
    call into Qt: every hex paints some of these each frame)."""
    centre = polygon.boundingRect().center()
    return (
        QTransform.fromTranslate(centre.x(), centre.y())
        .scale(factor, factor)
        .translate(-centre.x(), -centre.y())
        .map(polygon)
    )


def moving(item: QGraphicsItem) -> bool:
    """The scene is turning: a quick draft of each frame will do."""
    return bool(getattr(item.scene(), "moving", False))


class PathItem(QGraphicsItem):
    """A line through points over the terraces (a move's way, a lift's beam)."""

    def __init__(self, colour: QColor, width: float = 3.0, dashed: bool = False) -> None:
        super().__init__()
        self.colour = colour
        self.width = width
        self.dashed = dashed
        self.points: list[QPointF] = []
        self._drawn: list[QPointF] = []  # the points painted (see show_points)
        # Set by the scene: it shows the new points later (show_points()), so that
        # moves in quick succession are painted once.
        self.defer: Callable[[], None] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_points(self, points: list[QPointF]) -> None:
        self.points = points
        if self.defer is None:
            self.show_points()
        else:
            self.defer()

    def show_points(self) -> None:
        """Paint the points set last, if they are not those painted."""
        if self._drawn == self.points:
            return
        self.prepareGeometryChange()
        self._drawn = list(self.points)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        if not self._drawn:
            return QRectF()
        return QPolygonF(self._drawn).boundingRect().adjusted(-8, -8, 8, 8)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        points = self._drawn
        if len(points) < 2:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not moving(self))
        path = QPainterPath(points[0])
        for p in points[1:]:
            path.lineTo(p)
        # Dashes cost much more than a plain line: plain while the board turns.
        style = Qt.PenStyle.DashLine if self.dashed and not moving(self) else Qt.PenStyle.SolidLine
        painter.setPen(
            QPen(
                QColor(0, 0, 0, 110),
                self.width + 2.5,
                style,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.drawPath(path)
        painter.setPen(
            QPen(self.colour, self.width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        )
        painter.drawPath(path)
        painter.setBrush(self.colour)
        painter.drawEllipse(points[-1], self.width * 1.3, self.width * 1.3)
