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
LEVEL_COLOURS = ("#8a8568", "#b09a76", "#d2b78b", "#f3e3b8")  # higher: lighter, warmer
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
    """A piece as drawn: its art key, its colour, its size (1.0: the largest),
    a letter for the fallback disc, and its mark (its honour or rank, a
    character or two shown in a badge over it)."""

    kind: str
    colour: str
    size: float = 1.0
    letter: str = ""
    mark: str = ""


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
    """A line through points over the terraces (a move's way, a lift's beam).
    A ``None`` among the points breaks the line: the move goes to another
    map there (the flat map's levels), and a ring marks each end of the link."""

    def __init__(self, colour: QColor, width: float = 3.0, dashed: bool = False) -> None:
        super().__init__()
        self.colour = colour
        self.width = width
        self.dashed = dashed
        self.points: list[QPointF | None] = []
        self._drawn: list[QPointF | None] = []  # the points painted (see show_points)
        # Set by the scene: it shows the new points later (show_points()), so that
        # moves in quick succession are painted once.
        self.defer: Callable[[], None] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_points(self, points: list[QPointF | None]) -> None:
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
        points = [p for p in self._drawn if p is not None]
        if not points:
            return QRectF()
        return QPolygonF(points).boundingRect().adjusted(-10, -10, 10, 10)

    def paint(
        self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None
    ) -> None:
        points = self._drawn
        if len([p for p in points if p is not None]) < 2:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not moving(self))
        path = QPainterPath()
        ends: list[QPointF] = []  # a link's two ends
        broken, before = False, None
        for p in points:
            if p is None:
                if before is not None:
                    ends.append(before)
                broken, before = True, None
                continue
            if before is None:
                path.moveTo(p)
                if broken:
                    ends.append(p)
            else:
                path.lineTo(p)
            before = p
        last = next(p for p in reversed(points) if p is not None)
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
        painter.drawEllipse(last, self.width * 1.3, self.width * 1.3)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for end in ends:
            for colour, width in (
                (QColor(0, 0, 0, 150), self.width + 2.5),
                (self.colour, self.width),
            ):
                painter.setPen(QPen(colour, width))
                painter.drawEllipse(end, self.width * 3.2, self.width * 3.2)
