"""What a hex top shows over its terrace colour: a tint, a lift's glow, a
hole, a landing's ring, a link pointed at, and the marks of play (last
move, hint, selection, a legal destination)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF, QRadialGradient

from boardroom.ui.scenes.pyramidgeometry import HOLE, LIFT, LIFT_LANDING
from boardroom.ui.scenes.pyramiditems import (
    HINT,
    HOLE_DARK,
    LAST_MOVE,
    LIFT_GLOW,
    SELECTED,
    TARGET,
    shrink,
)

if TYPE_CHECKING:
    from boardroom.ui.scenes.pyramidterrain import HexTop

# The marks of play (last move, hint, selected), and the same as plain lines for a draft.
_MARKS = (
    QPen(LAST_MOVE, 2.4),
    QPen(HINT, 2.4, Qt.PenStyle.DashLine),
    QPen(SELECTED, 3.0),
)
_MARKS_DRAFT = tuple(QPen(pen.color(), pen.widthF()) for pen in _MARKS)
_LAST_WASH = QColor(LAST_MOVE)
_LAST_WASH.setAlpha(70)
_GLOW, _GLOW_LIT, _GLOW_EDGE = QColor(LIFT_GLOW), QColor(LIFT_GLOW), QColor(30, 90, 140, 200)
_GLOW.setAlpha(170)
_GLOW_LIT.setAlpha(230)
_LIFT_PEN = QPen(LIFT_GLOW.lighter(130), 1.2)
_HOLE_PEN = QPen(QColor(0, 0, 0, 200), 1.0)
# A landing's ring: thin, in the link's colour (never white: that is the keyboard cursor's).
RINGS = {
    (kind, lit): QPen(LIFT_GLOW if kind == LIFT_LANDING else HOLE_DARK, 2.2 if lit else 1.4)
    for kind in (LIFT_LANDING, "hole-landing")
    for lit in (False, True)
}
_LIT_PEN = QPen(LIFT_GLOW, 2.4)
_TARGET_PEN = QPen(TARGET.darker(150), 1.0)


def paint_marks(
    painter: QPainter, top: HexTop, polygon: QPolygonF, inner: QPolygonF | None, draft: bool
) -> None:
    """``inner``: the opening or ring, made beforehand. A draft (while
    turning) draws the dashed marks as plain lines."""
    if top.tint is not None:
        tint = QColor(top.tint)
        tint.setAlpha(90)
        painter.setBrush(tint)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPolygon(shrink(polygon, 0.9))
    kind = top.kind
    if inner is not None:
        if kind == LIFT:
            box = inner.boundingRect()  # the glow costs next to nothing: kept while turning
            glow = QRadialGradient(box.center(), max(box.width(), 1.0))
            glow.setColorAt(0.0, _GLOW_LIT if top.lit else _GLOW)
            glow.setColorAt(1.0, _GLOW_EDGE)
            painter.setBrush(QBrush(glow))
            painter.setPen(_LIFT_PEN)
        elif kind == HOLE:
            painter.setBrush(HOLE_DARK)
            painter.setPen(_HOLE_PEN)
        else:
            painter.setPen(RINGS[(kind, top.lit)])
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(inner)
    if top.lit:
        painter.setPen(_LIT_PEN)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(shrink(polygon, 0.95))
    if top.last or top.hint or top.selected:
        marked = shrink(polygon, 0.88)
        if top.last:  # a light wash under the line, as on the other boards
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_LAST_WASH)
            painter.drawPolygon(marked)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for flag, pen, plain in zip(
            (top.last, top.hint, top.selected), _MARKS, _MARKS_DRAFT, strict=True
        ):
            if flag:
                painter.setPen(plain if draft else pen)
                painter.drawPolygon(marked)
    if top.target:
        box = polygon.boundingRect()
        size = max(2.5, min(box.width(), box.height()) * 0.16)
        painter.setPen(_TARGET_PEN)
        painter.setBrush(TARGET)
        centre = box.center()
        painter.drawEllipse(QPointF(centre.x(), centre.y()), size, size * 0.7)
