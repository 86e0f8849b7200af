"""The figures standing on the pyramid: upright pictures at their hexes'
middles with a soft shadow at their feet, and the facing arrow of a piece
over several hexes. Painted by the terrain item in depth order; their marks
(honour, a ghost's age) are painted above everything by the overlay.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

_SHADOW: QPixmap | None = None  # made once, on first use (a QPixmap needs the application)


def shadow_picture() -> QPixmap:
    """A soft round shadow, drawn squashed under each figure."""
    global _SHADOW
    if _SHADOW is None:
        size = 64
        picture = QPixmap(size, size)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        glow = QRadialGradient(QPointF(size / 2, size / 2), size / 2)
        glow.setColorAt(0.0, QColor(0, 0, 0, 150))
        glow.setColorAt(0.55, QColor(0, 0, 0, 90))
        glow.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(glow)
        painter.drawEllipse(QRectF(0, 0, size, size))
        painter.end()
        _SHADOW = picture
    return _SHADOW


class Figure:
    """An upright piece standing on a point (its feet), drawn from a picture
    ``height`` scene units tall (its width as the picture's); a ghost is
    faint. ``mark``: the few characters its badge shows (its honour)."""

    __slots__ = (
        "alpha",
        "aspect",
        "ghost",
        "height",
        "label",
        "mark",
        "pixmap",
        "pos",
        "scale",
        "source",
        "z",
    )

    def __init__(
        self,
        pixmap: QPixmap,
        height: float,
        opacity: float = 1.0,
        label: str = "",
        mark: str = "",
    ) -> None:
        self.pixmap = pixmap
        self.source = QRectF(pixmap.rect())
        self.aspect = pixmap.width() / max(1, pixmap.height())
        self.height = height
        self.label = label  # a ghost's age (drawn once per group, by the overlay)
        self.mark = mark
        self.alpha = opacity
        self.ghost = opacity < 1.0
        self.pos = QPointF()
        self.scale = 1.0
        self.z = 0.0

    def opacity(self) -> float:
        return self.alpha

    def drawn_height(self) -> float:
        return self.height * self.scale

    def picture_rect(self) -> QRectF:
        """Where the picture is drawn: its bottom middle at the feet."""
        h = self.drawn_height()
        w = h * self.aspect
        return QRectF(self.pos.x() - w / 2, self.pos.y() - h, w, h)

    def bounds(self) -> QRectF:
        rect = self.picture_rect()
        h = rect.height()
        return rect.united(self.shadow_rect()).adjusted(-1, -1, 1, max(2.0, h * 0.05))

    def shadow_rect(self) -> QRectF:
        h = self.drawn_height()
        w = max(h * 0.75, h * self.aspect * 0.95)
        return QRectF(self.pos.x() - w / 2, self.pos.y() - h * 0.14, w, h * 0.26)

    def badge_point(self) -> QPointF:
        """Where its mark goes: beside the head, to the right."""
        rect = self.picture_rect()
        return QPointF(rect.center().x() + rect.width() * 0.42, rect.top() + rect.height() * 0.18)

    def set_pixmap(self, pixmap: QPixmap) -> None:
        self.pixmap = pixmap
        self.source = QRectF(pixmap.rect())
        self.aspect = pixmap.width() / max(1, pixmap.height())


class Arrow:
    """The facing of a piece over several hexes: from its centre to its nose."""

    __slots__ = ("colour", "end", "hidden", "start", "z")

    def __init__(self, colour: QColor) -> None:
        self.colour = colour
        self.start = QPointF()
        self.end = QPointF()
        self.z = 0.0
        self.hidden = False  # its piece is shown on its way (pyramidmotion)

    def bounds(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-12, -12, 12, 12)


def paint_figure(painter: QPainter, figure: Figure) -> None:
    """A figure's shadow and picture at its feet."""
    if figure.alpha <= 0.0:  # held back while it is shown on its way
        return
    if figure.alpha < 1.0:
        painter.setOpacity(figure.alpha)
    shadow = shadow_picture()
    painter.drawPixmap(figure.shadow_rect(), shadow, QRectF(shadow.rect()))
    painter.drawPixmap(figure.picture_rect(), figure.pixmap, figure.source)
    if figure.alpha < 1.0:
        painter.setOpacity(1.0)


def paint_arrow(painter: QPainter, arrow: Arrow) -> None:
    if arrow.hidden:
        return
    line = arrow.end - arrow.start
    length = (line.x() ** 2 + line.y() ** 2) ** 0.5 or 1.0
    unit = QPointF(line.x() / length, line.y() / length)
    normal = QPointF(-unit.y(), unit.x())
    tip = arrow.end
    back = tip - unit * 9
    path = QPainterPath(arrow.start)
    path.lineTo(back)
    dark = arrow.colour.darker(160)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(dark, 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(path)
    painter.setPen(QPen(QColor("#fff6e0"), 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(path)
    painter.setBrush(QColor("#fff6e0"))
    painter.setPen(QPen(dark, 1.2))
    painter.drawPolygon(QPolygonF([tip, back + normal * 6, back - normal * 6]))
