"""Small words drawn over the pyramid (hex names, coordinates on the rims,
honour badges, a ghost's age), each made once into a picture and kept: a
frame of a turning board copies pictures instead of laying out text.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap

_KEPT: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
_LIMIT = 1200


def font(pixels: int, bold: bool = False) -> QFont:
    chosen = QFont()
    chosen.setPixelSize(max(6, pixels))
    chosen.setBold(bold)
    return chosen


def _kept(key: tuple[object, ...]) -> QPixmap | None:
    found = _KEPT.get(key)
    if found is not None:
        _KEPT.move_to_end(key)
    return found


def _keep(key: tuple[object, ...], picture: QPixmap) -> QPixmap:
    _KEPT[key] = picture
    while len(_KEPT) > _LIMIT:
        _KEPT.popitem(last=False)
    return picture


def _canvas(width: float, height: float, ratio: float) -> QPixmap:
    picture = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    return picture


def haloed(text: str, pixels: int, ink: str, halo: str, ratio: float = 1.0) -> QPixmap:
    """``text`` in ``ink`` ringed with ``halo``: readable on light and dark ground."""
    key = ("haloed", text, pixels, ink, halo, ratio)
    found = _kept(key)
    if found is not None:
        return found
    chosen = font(pixels, bold=True)
    metrics = QFontMetricsF(chosen)
    pad = max(1.5, pixels * 0.16)
    width, height = metrics.horizontalAdvance(text) + 2 * pad, metrics.height() + 2 * pad
    picture = _canvas(width, height, ratio)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(chosen)
    box = QRectF(0, 0, width, height)
    # The halo: the words drawn round about, then the words (much quicker
    # than stroking their outline, and there are some hundred of them).
    painter.setPen(QColor(halo))
    step = pad * 0.6
    for dx, dy in ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)):
        painter.drawText(box.translated(dx * step, dy * step), Qt.AlignmentFlag.AlignCenter, text)
    painter.setPen(QColor(ink))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return _keep(key, picture)


def plate(text: str, pixels: int, ink: str, ground: QColor, ratio: float = 1.0) -> QPixmap:
    """``text`` on a rounded plate."""
    key = ("plate", text, pixels, ink, ground.rgba(), ratio)
    found = _kept(key)
    if found is not None:
        return found
    chosen = font(pixels, bold=True)
    metrics = QFontMetricsF(chosen)
    pad_x, pad_y = pixels * 0.45, pixels * 0.18
    width = metrics.horizontalAdvance(text) + 2 * pad_x
    height = metrics.height() + 2 * pad_y
    picture = _canvas(width, height, ratio)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(0, 0, 0, 160), 1.0))
    painter.setBrush(ground)
    painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), height / 3, height / 3)
    painter.setFont(chosen)
    painter.setPen(QColor(ink))
    painter.drawText(QRectF(0, 0, width, height), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return _keep(key, picture)


def badge(text: str, radius: float, ring: str, ratio: float = 1.0) -> QPixmap:
    """A round badge: dark ``text`` on a light disc ringed in ``ring``."""
    key = ("badge", text, round(radius * 4), ring, ratio)
    found = _kept(key)
    if found is not None:
        return found
    size = 2 * radius + 2
    picture = _canvas(size, size, ratio)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    edge = max(1.4, radius * 0.22)
    painter.setPen(QPen(QColor(ring), edge))
    painter.setBrush(QColor("#fffaf0"))
    painter.drawEllipse(QPointF(size / 2, size / 2), radius - edge / 2, radius - edge / 2)
    painter.setPen(QColor("#1d1610"))
    painter.setFont(font(round(radius * (1.25 if len(text) < 2 else 0.95)), bold=True))
    painter.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return _keep(key, picture)


def draw_centred(painter: QPainter, picture: QPixmap, at: QPointF) -> QRectF:
    """Draw ``picture`` with its middle at ``at``; where it went."""
    ratio = picture.devicePixelRatio() or 1.0
    w, h = picture.width() / ratio, picture.height() / ratio
    rect = QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
    painter.drawPixmap(rect, picture, QRectF(picture.rect()))
    return rect


def size_of(picture: QPixmap) -> tuple[float, float]:
    ratio = picture.devicePixelRatio() or 1.0
    return picture.width() / ratio, picture.height() / ratio
