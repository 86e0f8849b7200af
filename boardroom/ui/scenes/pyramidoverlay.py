"""What is drawn over the whole pyramid, never hidden by a nearer piece or
terrace: the pieces' honour badges, one label per group of ghosts, the
coordinates along the rims, the names of a path's hexes, and the keyboard
cursor.

Each layer is a list of pictures with the point their middle goes to; a
change repaints only where pictures came or went.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from boardroom.ui.scenes.pyramidlabels import size_of

LAYERS = ("rims", "cursor", "badges", "ghosts", "names")
Placed = tuple[QPointF, QPixmap]
# The keyboard cursor: a bright white line on a black one, solid and wide,
# unlike any landing's thin blue or dark ring.
CURSOR_HALO = QPen(QColor(10, 10, 10, 230), 5.5)
CURSOR_LINE = QPen(QColor("#ffffff"), 2.6)
for _pen in (CURSOR_HALO, CURSOR_LINE):
    _pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)


def _rect(point: QPointF, picture: QPixmap) -> QRectF:
    w, h = size_of(picture)
    return QRectF(point.x() - w / 2, point.y() - h / 2, w, h)


class OverlayItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.layers: dict[str, list[Placed]] = {name: [] for name in LAYERS}
        self.outline = QPolygonF()  # the keyboard cursor
        self.draft = False
        # The board moved: layers are set as they come and painted again
        # whole (reset_bounds), without working out what changed.
        self.bulk = False
        self._bounds = QRectF()

    def set_layer(self, name: str, placed: list[Placed]) -> None:
        if self.bulk:
            self.layers[name] = placed
            return
        old = self.layers[name]
        if [(p.x(), p.y(), pic.cacheKey()) for p, pic in old] == [
            (p.x(), p.y(), pic.cacheKey()) for p, pic in placed
        ]:
            return
        before = {(p.x(), p.y(), pic.cacheKey()): _rect(p, pic) for p, pic in old}
        after = {(p.x(), p.y(), pic.cacheKey()): _rect(p, pic) for p, pic in placed}
        self.layers[name] = placed
        self._grow([*after.values()])
        for key, rect in before.items():
            if key not in after:
                self.update(rect.adjusted(-1, -1, 1, 1))
        for key, rect in after.items():
            if key not in before:
                self.update(rect.adjusted(-1, -1, 1, 1))

    def set_cursor(self, polygon: QPolygonF) -> None:
        if polygon == self.outline:
            return
        if self.bulk:
            self.outline = polygon
            return
        margin = CURSOR_HALO.widthF()
        if not self.outline.isEmpty():
            self.update(self.outline.boundingRect().adjusted(-margin, -margin, margin, margin))
        self.outline = polygon
        if not polygon.isEmpty():
            rect = polygon.boundingRect().adjusted(-margin, -margin, margin, margin)
            self._grow([rect])
            self.update(rect)

    def reset_bounds(self) -> None:
        """After the board moved: the bounds are those of what is shown now,
        all painted again."""
        self.bulk = False
        # Plain numbers, not a rectangle a label (some hundred, each frame of a turn).
        xs0, ys0, xs1, ys1 = [], [], [], []
        for placed in self.layers.values():
            for p, pic in placed:
                w, h = size_of(pic)
                x, y = p.x(), p.y()
                xs0.append(x - w / 2)
                ys0.append(y - h / 2)
                xs1.append(x - w / 2 + w)
                ys1.append(y - h / 2 + h)
        bounds = QRectF()
        if xs0:
            bounds = QRectF(min(xs0), min(ys0), max(xs1) - min(xs0), max(ys1) - min(ys0))
        if not self.outline.isEmpty():
            bounds = bounds.united(self.outline.boundingRect().adjusted(-6, -6, 6, 6))
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds
        self.update()

    def _grow(self, rects: list[QRectF]) -> None:
        bounds = QRectF(self._bounds)
        for rect in rects:
            bounds = bounds.united(rect)
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._bounds

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem | None,
        _widget: QWidget | None = None,
    ) -> None:
        exposed = option.exposedRect if option is not None else self._bounds
        whole = exposed.contains(self._bounds)  # a turn's every frame: no test for each
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for name in LAYERS:
            if name == "cursor":
                self._paint_cursor(painter)
                continue
            for point, picture in self.layers[name]:
                rect = _rect(point, picture)
                if whole or exposed.intersects(rect):
                    painter.drawPixmap(rect, picture, QRectF(picture.rect()))  # draw_centred's

    def _paint_cursor(self, painter: QPainter) -> None:
        if self.outline.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not self.draft)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen in (CURSOR_HALO, CURSOR_LINE):
            painter.setPen(pen)
            painter.drawPolygon(self.outline)
