"""The items of the pyramid scene: hex tops, walls, upright figures, a
Wraith-like piece over several hexes, last-seen ghosts, and paths.

Tops and walls are polygon items whose points the scene recomputes when the
camera turns; their z-values are depths, so Qt paints back to front and
``itemAt`` finds the hex in front. Items only paint what the scene set.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPolygonItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from boardroom.ui.scenes.pyramidgeometry import HOLE, HOLE_LANDING, LIFT, LIFT_LANDING

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
    return QTransform.fromTranslate(centre.x(), centre.y()).scale(factor, factor) \
        .translate(-centre.x(), -centre.y()).map(polygon)



def moving(item: QGraphicsItem) -> bool:
    """The scene is turning: a quick draft of each frame will do."""
    return bool(getattr(item.scene(), "moving", False))


# Made once: a turning frame paints every hex top (hundreds of paints).
_OUTLINE = QPen(QColor(40, 32, 24, 160), 0.8)
_TOPS = [QColor(c) for c in LEVEL_COLOURS]
_FOGGED = [c.darker(175) for c in _TOPS]
_WALL_SHADES = [QColor(WALL_COLOUR).lighter(step) for step in range(201)]


class HexTopItem(QGraphicsPolygonItem):
    """The top of one hex: terrace colour, a lift's glow or a hole's dark
    opening, a landing's ring, fog, and the marks of play."""

    def __init__(self, cell: int, level: int, kind: str) -> None:
        super().__init__()
        self.cell = cell
        self.level = level
        self.kind = kind
        self.fog = False
        self.target = False
        self.selected = False
        self.last = False
        self.hint = False
        self.keyboard = False  # the keyboard cursor stands here
        self.lit = False  # a link pointed at: it and its landing glow
        self.tint: QColor | None = None  # the cells of a piece on several hexes
        self.flat = False
        self.setPen(Qt.PenStyle.NoPen)
        self.setAcceptHoverEvents(True)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        polygon = self.polygon()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not moving(self))
        level = min(self.level, 3)
        painter.setPen(_OUTLINE)
        painter.setBrush(_FOGGED[level] if self.fog else _TOPS[level])
        painter.drawPolygon(polygon)
        if self.tint is not None:
            tint = QColor(self.tint)
            tint.setAlpha(90)
            painter.setBrush(tint)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPolygon(shrink(polygon, 0.9))
        if self.kind == LIFT:
            inner = shrink(polygon, 0.62)
            glow = QRadialGradient(inner.boundingRect().center(),
                                   max(inner.boundingRect().width(), 1.0))
            colour = QColor(LIFT_GLOW)
            colour.setAlpha(230 if self.lit else 170)
            glow.setColorAt(0.0, colour)
            glow.setColorAt(1.0, QColor(30, 90, 140, 200))
            painter.setBrush(QBrush(glow))
            painter.setPen(QPen(LIFT_GLOW.lighter(130), 1.2))
            painter.drawPolygon(inner)
        elif self.kind == HOLE:
            painter.setBrush(HOLE_DARK)
            painter.setPen(QPen(QColor(0, 0, 0, 200), 1.0))
            painter.drawPolygon(shrink(polygon, 0.62))
        elif self.kind in (LIFT_LANDING, HOLE_LANDING):
            colour = LIFT_GLOW if self.kind == LIFT_LANDING else HOLE_DARK
            pen = QPen(colour, 2.2 if self.lit else 1.4)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(shrink(polygon, 0.78))
        if self.lit:
            painter.setPen(QPen(LIFT_GLOW, 2.4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(shrink(polygon, 0.95))
        for flag, colour, style, width in (
                (self.last, LAST_MOVE, Qt.PenStyle.SolidLine, 2.2),
                (self.hint, HINT, Qt.PenStyle.DashLine, 2.2),
                (self.selected, SELECTED, Qt.PenStyle.SolidLine, 2.8),
                (self.keyboard, CURSOR, Qt.PenStyle.DotLine, 2.0)):
            if flag:
                painter.setPen(QPen(colour, width, style))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPolygon(shrink(polygon, 0.88))
        if self.target:
            centre = polygon.boundingRect().center()
            size = max(2.0, min(polygon.boundingRect().width(),
                                polygon.boundingRect().height()) * 0.18)
            painter.setPen(QPen(TARGET.darker(150), 1.0))
            painter.setBrush(TARGET)
            painter.drawEllipse(centre, size, size * 0.7)


class WallItem(QGraphicsPolygonItem):
    """A wall between two levels (or the plinth), shaded by the light."""

    def __init__(self, cell: int) -> None:
        super().__init__()
        self.cell = cell
        self.setPen(QPen(QColor(30, 24, 18, 120), 0.6))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._step = -1

    def shade(self, brightness: float) -> None:
        step = int(55 + 75 * brightness)
        if step != self._step:  # most walls keep their shade from one frame to the next
            self._step = step
            self.setBrush(_WALL_SHADES[min(max(step, 0), 200)])


class FigureItem(QGraphicsItem):
    """An upright piece standing on a point (its feet), drawn from a pixmap."""

    def __init__(self, pixmap: QPixmap, height: float, opacity: float = 1.0,
                 label: str = "") -> None:
        super().__init__()
        self.pixmap = pixmap
        self.height = height
        self.label = label
        self.setOpacity(opacity)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_height(self, height: float) -> None:
        if abs(height - self.height) > 0.01:
            self.prepareGeometryChange()
            self.height = height
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        h = self.height
        if not self.label:
            return QRectF(-h * 0.5, -h, h, h + 2)
        half = max(h * 0.5, 44.0)  # the label is wider than a small figure
        return QRectF(-half, -h, 2 * half, h + 18)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        h = self.height
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not moving(self))
        shadow = QColor(0, 0, 0, 70)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawEllipse(QPointF(0, -h * 0.03), h * 0.28, h * 0.09)
        painter.drawPixmap(QRectF(-h * 0.5, -h, h, h), self.pixmap,
                           QRectF(self.pixmap.rect()))
        if self.label:
            painter.setOpacity(1.0)  # a ghost is faint, what it says is not
            font = QFont()
            font.setPixelSize(11)
            painter.setFont(font)
            width = min(88.0, painter.fontMetrics().horizontalAdvance(self.label) + 8.0)
            plate = QRectF(-width / 2, 2, width, 15)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 16, 12, 170))
            painter.drawRoundedRect(plate, 4, 4)
            painter.setPen(QColor("#fff6e0"))
            painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, self.label)


class ArrowItem(QGraphicsItem):
    """The facing of a piece over several hexes: from its centre to its nose."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.colour = colour
        self.start = QPointF()
        self.end = QPointF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_points(self, start: QPointF, end: QPointF) -> None:
        self.prepareGeometryChange()
        self.start, self.end = start, end
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self.start, self.end).normalized().adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not moving(self))
        line = self.end - self.start
        length = (line.x() ** 2 + line.y() ** 2) ** 0.5 or 1.0
        unit = QPointF(line.x() / length, line.y() / length)
        normal = QPointF(-unit.y(), unit.x())
        tip = self.end
        back = tip - unit * 9
        path = QPainterPath(self.start)
        path.lineTo(back)
        painter.setPen(QPen(self.colour.darker(160), 4.0, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
        painter.setPen(QPen(QColor("#fff6e0"), 2.0, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
        head = QPolygonF([tip, back + normal * 6, back - normal * 6])
        painter.setBrush(QColor("#fff6e0"))
        painter.setPen(QPen(self.colour.darker(160), 1.2))
        painter.drawPolygon(head)


class PathItem(QGraphicsItem):
    """A line through points over the terraces (a move's way, a lift's beam)."""

    def __init__(self, colour: QColor, width: float = 3.0, dashed: bool = False) -> None:
        super().__init__()
        self.colour = colour
        self.width = width
        self.dashed = dashed
        self.points: list[QPointF] = []
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_points(self, points: list[QPointF]) -> None:
        self.prepareGeometryChange()
        self.points = points
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        if not self.points:
            return QRectF()
        return QPolygonF(self.points).boundingRect().adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem,
              _widget: QWidget | None = None) -> None:
        if len(self.points) < 2:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not moving(self))
        path = QPainterPath(self.points[0])
        for p in self.points[1:]:
            path.lineTo(p)
        style = Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine
        painter.setPen(QPen(QColor(0, 0, 0, 110), self.width + 2.5, style,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)
        painter.setPen(QPen(self.colour, self.width, style, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)
        painter.setBrush(self.colour)
        painter.drawEllipse(self.points[-1], self.width * 1.3, self.width * 1.3)
