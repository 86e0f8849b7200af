"""The evaluation graph's plot, drawn with QPainter: a line per seat (its
chance in percent after each ply), the review's marks, a dashed line at the
ply on the board, 0/50/100 on the left and the plies below when there is
room.

Drawn by hand rather than with pyqtgraph: importing pyqtgraph (and numpy)
froze the window for a tenth of a second or more the first time the graph
showed, in the middle of a game, and kept some 25 MB for a few lines.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from boardroom.ui import seatlook

Y_LOW, Y_HIGH = -8.0, 108.0  # room for the 0 and 100 labels
LEFT, RIGHT, TOP, BOTTOM = 30.0, 8.0, 4.0, 18.0
MARK_TEXT = {"mistake": "?", "blunder": "??"}


def tick_step(span: float, pixels: float, least: float = 34.0) -> int:
    """A round step (1, 2, 5, 10, 20, 50...) for ticks at least ``least`` pixels apart."""
    for power in range(0, 7):
        for base in (1, 2, 5):
            step: int = base * 10**power
            if span <= 0 or pixels * step / span >= least:
                return step
    return 10**7


class EvalPlot(QWidget):
    """Plies across, percent up; ``plyClicked(ply)`` on a left click,
    ``plyPointed(ply)`` as the pointer moves over the plot."""

    plyClicked = Signal(int)
    plyPointed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evalPlot")
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.lines: list[list[tuple[int, float]]] = []
        self.colours: list[QColor] = []
        self.marks: list[tuple[int, float, str, QColor]] = []
        self.current = 0
        self.last = 0
        self.ply_axis = True

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(200, 120)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(60, 0)

    def set_data(
        self,
        lines: list[list[tuple[int, float]]],
        colours: Sequence[QColor],
        marks: Sequence[tuple[int, float, str, QColor]],
        current: int,
        last: int,
    ) -> None:
        self.lines, self.colours, self.marks = lines, list(colours), list(marks)
        self.current, self.last = current, last
        self.update()

    def set_current(self, ply: int) -> None:
        if ply != self.current:
            self.current = ply
            self.update()

    def show_ply_axis(self, shown: bool) -> None:
        if shown != self.ply_axis:
            self.ply_axis = shown
            self.update()

    # --- where things are ---------------------------------------------------------------

    def area(self) -> QRectF:
        """Where the lines are drawn (inside the axes)."""
        bottom = BOTTOM if self.ply_axis else 2.0
        return QRectF(
            LEFT, TOP, max(1.0, self.width() - LEFT - RIGHT), max(1.0, self.height() - TOP - bottom)
        )

    def _x_range(self) -> tuple[float, float]:
        high = max(self.last, 4)
        pad = high * 0.03
        return -pad, high + pad

    def point(self, ply: float, percent: float) -> QPointF:
        area = self.area()
        x0, x1 = self._x_range()
        x = area.left() + (ply - x0) / (x1 - x0) * area.width()
        y = area.bottom() - (percent - Y_LOW) / (Y_HIGH - Y_LOW) * area.height()
        return QPointF(x, y)

    def ply_at(self, x: float) -> int:
        area = self.area()
        x0, x1 = self._x_range()
        ply = x0 + (x - area.left()) / max(1.0, area.width()) * (x1 - x0)
        return max(0, min(self.last, round(ply)))

    def ply_ticks(self) -> list[int]:
        """The plies written under the plot: whole ones only, spaced to be read."""
        x0, x1 = self._x_range()
        step = tick_step(x1 - x0, self.area().width())
        return list(range(0, math.floor(x1) + 1, step))

    def widget_point(self, ply: int, percent: float) -> QPoint:
        return self.point(ply, percent).toPoint()

    # --- drawing ------------------------------------------------------------------------

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        area = self.area()
        self._paint_axes(painter, area, text)
        painter.save()
        painter.setClipRect(area.adjusted(-6, -6, 6, 6))
        cursor = QPen(QColor("#888888"), 1.0, Qt.PenStyle.DashLine)
        painter.setPen(cursor)
        x = self.point(self.current, 0).x()
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
        for seat, line in enumerate(self.lines):
            colour = self.colours[seat] if seat < len(self.colours) else QColor("#444444")
            self._paint_line(painter, line, colour, seat)
        for ply, percent, grade, colour in self.marks:
            spot = self.point(ply, percent)
            painter.setPen(QPen(colour.darker(150), 1.0))
            painter.setBrush(colour)
            painter.drawEllipse(spot, 5.5, 5.5)
            painter.setPen(colour)
            painter.drawText(
                QRectF(spot.x() - 12, spot.y() - 24, 24, 16),
                Qt.AlignmentFlag.AlignCenter,
                MARK_TEXT.get(grade, ""),
            )
        painter.restore()
        painter.end()

    def _paint_axes(self, painter: QPainter, area: QRectF, text: QColor) -> None:
        grid = QColor(text)
        grid.setAlphaF(0.25)
        metrics = QFontMetricsF(self.font())
        for percent in (0, 50, 100):
            y = self.point(0, percent).y()
            painter.setPen(QPen(grid, 1.0))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, LEFT - 4, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(percent),
            )
        painter.setPen(QPen(text, 1.0))
        painter.drawLine(area.topLeft(), area.bottomLeft())
        if not self.ply_axis:
            return
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        for ply in self.ply_ticks():
            x = self.point(ply, 0).x()
            painter.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 3))
            painter.drawText(
                QRectF(x - 20, area.bottom() + 3, 40, BOTTOM - 3),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(ply),
            )

    def _paint_line(
        self, painter: QPainter, line: list[tuple[int, float]], colour: QColor, seat: int
    ) -> None:
        if not line:
            return
        points = [self.point(ply, percent) for ply, percent in line]
        path = QPainterPath(points[0])
        for p in points[1:]:
            path.lineTo(p)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if colour.lightness() > 200:  # a pale seat (white) on the light ground: outlined
            painter.setPen(QPen(QColor("#777777"), 4.0))
            painter.drawPath(path)
        painter.setPen(QPen(colour, 2.0))
        painter.drawPath(path)
        if seatlook.LOOK.shapes:  # each point the seat's shape: lines told apart without colour
            edge = colour.darker(170).name()
            for p in points:
                box = QRectF(p.x() - 5.0, p.y() - 5.0, 10.0, 10.0)
                seatlook.paint_shape(painter, box, seat, colour, edge)
            return
        painter.setPen(QPen(colour.darker(150), 1.0))
        painter.setBrush(colour)
        for p in points:
            painter.drawEllipse(p, 2.5, 2.5)

    # --- the mouse ------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        position = event.position()
        if event.button() == Qt.MouseButton.LeftButton and self.area().contains(position):
            self.plyClicked.emit(self.ply_at(position.x()))
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        position = event.position()
        if self.area().contains(position):
            self.plyPointed.emit(self.ply_at(position.x()))
        super().mouseMoveEvent(event)
