"""Board-wide items of the square board scene: the frame with coordinates,
region names and front lines, move paths (last move, hint, preview) and the
piece following the mouse during a drag."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from boardroom.ui.pieceart import PieceArt
from boardroom.ui.scenes.hexitems import scene_font
from boardroom.ui.scenes.squareitems import SQUARE, SquareTheme

FRAME_MARGIN = 0.62 * SQUARE  # wood around the squares, wide enough for coordinates
NAME_BAND = 0.62 * SQUARE  # more wood at a side where region names run along the board

# A region's name in the frame: its centre, its length along the board, and
# which side it is on (-1 left: read upwards; 1 right: read downwards).
SideName = tuple[QPointF, float, int, str]


class FrameItem(QGraphicsItem):
    """The wooden frame around the squares, with file letters and rank
    numbers, and the names of the regions along the sides they touch (never
    under a piece)."""

    def __init__(self, theme: SquareTheme) -> None:
        super().__init__()
        self.theme = theme
        self.board = QRectF()
        self.labels: list[tuple[QPointF, str]] = []
        self.side_names: list[SideName] = []
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_geometry(
        self, board: QRectF, labels: list[tuple[QPointF, str]], side_names: Sequence[SideName] = ()
    ) -> None:
        self.prepareGeometryChange()
        self.board = board
        self.labels = labels
        self.side_names = list(side_names)
        self.update()

    def outer(self) -> QRectF:
        m = FRAME_MARGIN
        left = m + (NAME_BAND if any(side < 0 for _c, _l, side, _n in self.side_names) else 0)
        right = m + (NAME_BAND if any(side > 0 for _c, _l, side, _n in self.side_names) else 0)
        return self.board.adjusted(-left, -m, right, m)

    def boundingRect(self) -> QRectF:
        return self.outer().adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = self.outer()
        gradient = QLinearGradient(outer.topLeft(), outer.bottomRight())
        gradient.setColorAt(0.0, self.theme.frame_light)
        gradient.setColorAt(1.0, self.theme.frame_dark)
        painter.setPen(QPen(self.theme.frame_dark.darker(150), 0.06 * SQUARE))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(outer, 0.2 * SQUARE, 0.2 * SQUARE)
        scale = self.theme.text_scale
        painter.setFont(scene_font(0.36 * SQUARE * scale, bold=True))
        painter.setPen(self.theme.frame_text)
        half = FRAME_MARGIN / 2
        for centre, text in self.labels:
            painter.drawText(
                QRectF(centre.x() - SQUARE / 2, centre.y() - half, SQUARE, FRAME_MARGIN),
                Qt.AlignmentFlag.AlignCenter,
                text,
            )
        font = scene_font(0.34 * SQUARE * scale, bold=True)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 125)
        painter.setFont(font)
        ink = QColor(self.theme.frame_text)
        ink.setAlpha(215)
        painter.setPen(ink)
        for centre, length, side, name in self.side_names:
            painter.save()
            painter.translate(centre)
            painter.rotate(-90.0 if side < 0 else 90.0)
            painter.drawText(
                QRectF(-length / 2, -NAME_BAND / 2, length, NAME_BAND),
                Qt.AlignmentFlag.AlignCenter,
                name.upper(),
            )
            painter.restore()


class RegionItem(QGraphicsItem):
    """Names of regions that touch no side of the board, faint, under the
    pieces; heavy front lines between regions."""

    def __init__(self, theme: SquareTheme) -> None:
        super().__init__()
        self.theme = theme
        self.names: list[tuple[QRectF, str]] = []
        self.fronts: list[QLineF] = []
        self.outline = QRectF()
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_geometry(
        self, outline: QRectF, names: list[tuple[QRectF, str]], fronts: list[QLineF]
    ) -> None:
        self.prepareGeometryChange()
        self.outline = outline
        self.names = names
        self.fronts = fronts
        self.update()

    def boundingRect(self) -> QRectF:
        return self.outline.adjusted(-SQUARE / 4, -SQUARE / 4, SQUARE / 4, SQUARE / 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = scene_font(0.62 * SQUARE, bold=True)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        painter.setFont(font)
        painter.setPen(self.theme.region_text)
        for rect, name in self.names:
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, name.upper())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.theme.front, 0.04 * SQUARE))
        painter.drawRect(self.outline)
        pen = QPen(self.theme.front, 0.11 * SQUARE)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawLines(self.fronts)


class PathItem(QGraphicsItem):
    """A path through square centres with an arrowhead at the end and dots at
    the turning points. Legs marked as hops (vaults, leaps) are drawn as arcs."""

    def __init__(self, colour: QColor, width: float, dashed: bool, z: float) -> None:
        super().__init__()
        self.colour = colour
        self.width = width
        self.dashed = dashed
        self.points: list[QPointF] = []
        self.hops: list[bool] = []
        self._rect = QRectF()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def set_points(self, points: Sequence[QPointF], hops: Sequence[bool] = ()) -> None:
        self.prepareGeometryChange()
        self.points = list(points)
        self.hops = [bool(h) for h in hops][: max(0, len(self.points) - 1)]
        self.hops += [False] * (len(self.points) - 1 - len(self.hops))
        if self.points:
            xs = [p.x() for p in self.points]
            ys = [p.y() for p in self.points]
            pad = 1.5 * SQUARE  # room for the arcs' bulge
            self._rect = QRectF(
                min(xs) - pad,
                min(ys) - pad,
                max(xs) - min(xs) + 2 * pad,
                max(ys) - min(ys) + 2 * pad,
            )
        else:
            self._rect = QRectF()
        self.setVisible(len(self.points) >= 2)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    @staticmethod
    def _control(a: QPointF, b: QPointF) -> QPointF:
        """Control point of a hop's arc: off the middle, to the left of travel."""
        d = b - a
        length = math.hypot(d.x(), d.y())
        bulge = min(0.3 * length, 1.1 * SQUARE) / max(length, 1e-9)
        return (a + b) / 2 + QPointF(d.y(), -d.x()) * bulge

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if len(self.points) < 2:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        head = 0.36 * SQUARE
        shorten = 0.18 * SQUARE  # the tip stops short of the centre, off the piece's face
        a, end = self.points[-2], self.points[-1]
        control = self._control(a, end) if self.hops[-1] else a
        direction = QLineF(control, end)
        if direction.length() < 1e-9:
            return
        unit = (end - control) / direction.length()
        tip = end - unit * shorten
        body_end = tip - unit * (0.6 * head)
        path = QPainterPath(self.points[0])
        for i in range(1, len(self.points)):
            target = body_end if i == len(self.points) - 1 else self.points[i]
            if self.hops[i - 1]:
                path.quadTo(self._control(self.points[i - 1], self.points[i]), target)
            else:
                path.lineTo(target)
        pen = QPen(self.colour, self.width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if self.dashed:
            pen.setDashPattern([2.0, 1.5])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        angle = math.atan2(unit.y(), unit.x())
        left = tip - QPointF(math.cos(angle - 0.45) * head, math.sin(angle - 0.45) * head)
        right = tip - QPointF(math.cos(angle + 0.45) * head, math.sin(angle + 0.45) * head)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPolygon(QPolygonF([tip, left, right]))
        # Turning points (a vault's bend, a front turn, a double move's halt).
        ring = QColor(255, 255, 255, 200)
        for p in self.points[1:-1]:
            painter.setPen(QPen(ring, 0.3 * self.width))
            painter.setBrush(self.colour)
            r = 1.3 * self.width
            painter.drawEllipse(p, r, r)


class GhostItem(QGraphicsItem):
    """The dragged piece, under the mouse."""

    def __init__(self, art: PieceArt, theme: SquareTheme) -> None:
        super().__init__()
        self.art = art
        self.theme = theme
        self.piece: tuple[str, int] | None = None
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def boundingRect(self) -> QRectF:
        r = 0.65 * SQUARE
        return QRectF(-r, -r, 2 * r, 2 * r)

    def set_piece(self, piece: tuple[str, int] | None) -> None:
        self.piece = piece
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.piece is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 20, 5, 70))
        painter.drawEllipse(QPointF(0.06 * SQUARE, 0.4 * SQUARE), 0.42 * SQUARE, 0.14 * SQUARE)
        r = 0.56 * SQUARE  # a little larger than on the board: it is lifted
        self.art.paint(painter, QRectF(-r, -r, 2 * r, 2 * r), *self.piece)
