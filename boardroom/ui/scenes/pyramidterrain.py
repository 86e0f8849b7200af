"""One item that paints the whole pyramid: hex tops, walls, and the figures
standing on them, back to front in one pass.

An item per hex, per wall and per figure (some six hundred) cost the view
more to sort, clip and set up than their painting, and every one of them was
repainted at each step of a turn. This item paints them in depth order from
arrays the scene projects with numpy, and hit-tests the same polygons. At
rest its picture is kept (a repaint is one copy); while the board turns it
draws a quick draft: no antialiasing, plain lines instead of dashes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np
from PySide6.QtCore import QByteArray, QDataStream, QIODevice, QPointF, QRectF, Qt
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
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from boardroom.ui.scenes.pyramidgeometry import (
    HOLE,
    HOLE_LANDING,
    LIFT,
    LIFT_LANDING,
    PLAIN,
    Floats,
)
from boardroom.ui.scenes.pyramiditems import (
    CURSOR,
    HINT,
    HOLE_DARK,
    LAST_MOVE,
    LEVEL_COLOURS,
    LIFT_GLOW,
    SELECTED,
    TARGET,
    WALL_COLOUR,
    shrink,
)

if TYPE_CHECKING:
    import numpy.typing as npt

# Made once: a frame paints every hex top and wall.
_OUTLINE = QPen(QColor(40, 32, 24, 160), 0.8)
_WALL_PEN = QPen(QColor(30, 24, 18, 120), 0.6)


def _hairline(pen: QPen) -> QPen:
    """The same line one pixel wide whatever the zoom: the quickest to draw."""
    quick = QPen(pen)
    quick.setCosmetic(True)
    quick.setWidthF(1.0)
    return quick


_OUTLINE_DRAFT, _WALL_DRAFT = _hairline(_OUTLINE), _hairline(_WALL_PEN)
_TOPS = [QColor(c) for c in LEVEL_COLOURS]
_FOGGED = [c.darker(175) for c in _TOPS]
WALL_SHADES = [QColor(WALL_COLOUR).lighter(step) for step in range(201)]
_SHADOW = QColor(0, 0, 0, 70)
# The marks of play (last move, hint, selected, keyboard cursor), and the
# same as plain lines for a draft.
_MARKS = (
    QPen(LAST_MOVE, 2.2),
    QPen(HINT, 2.2, Qt.PenStyle.DashLine),
    QPen(SELECTED, 2.8),
    QPen(CURSOR, 2.0, Qt.PenStyle.DotLine),
)
_MARKS_DRAFT = tuple(QPen(pen.color(), pen.widthF()) for pen in _MARKS)
_GLOW, _GLOW_LIT, _GLOW_EDGE = QColor(LIFT_GLOW), QColor(LIFT_GLOW), QColor(30, 90, 140, 200)
_GLOW.setAlpha(170)
_GLOW_LIT.setAlpha(230)
_LIFT_PEN = QPen(LIFT_GLOW.lighter(130), 1.2)
_HOLE_PEN = QPen(QColor(0, 0, 0, 200), 1.0)
_RINGS = {
    (kind, lit): QPen(LIFT_GLOW if kind == LIFT_LANDING else HOLE_DARK, 2.2 if lit else 1.4)
    for kind in (LIFT_LANDING, HOLE_LANDING)
    for lit in (False, True)
}
_LIT_PEN = QPen(LIFT_GLOW, 2.4)
_TARGET_PEN = QPen(TARGET.darker(150), 1.0)
# How far a lift's or hole's opening, or a landing's ring, is drawn inside its hex.
_INNER = {LIFT: 0.62, HOLE: 0.62, LIFT_LANDING: 0.78, HOLE_LANDING: 0.78}


class HexTop:
    """The look of one hex top: its terrace, lift or hole, a landing's ring,
    fog, a tint, and the marks of play. ``restyle`` after changing them."""

    __slots__ = (
        "cell",
        "flat",
        "fog",
        "hint",
        "keyboard",
        "kind",
        "last",
        "level",
        "lit",
        "plain",
        "selected",
        "target",
        "tint",
    )

    def __init__(self, cell: int, level: int, kind: str) -> None:
        self.cell = cell
        self.level = min(max(level, 0), len(_TOPS) - 1)
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
        self.plain = kind == PLAIN

    def restyle(self) -> None:
        """Only a plain top (no mark, the most of them) is drawn in one go."""
        self.plain = (
            self.kind == PLAIN
            and self.tint is None
            and not (
                self.target or self.selected or self.last or self.hint or self.keyboard or self.lit
            )
        )


class Wall:
    """A wall between two levels (or the plinth), facing the viewer or not."""

    __slots__ = ("cell", "visible")

    def __init__(self, cell: int) -> None:
        self.cell = cell
        self.visible = False

    def isVisible(self) -> bool:  # noqa: N802 (as an item would say it)
        return self.visible


class Figure:
    """An upright piece standing on a point (its feet), drawn from a pixmap;
    a ghost is faint and says since when it was seen."""

    __slots__ = ("alpha", "height", "label", "pixmap", "pos", "scale", "source", "z")

    def __init__(
        self, pixmap: QPixmap, height: float, opacity: float = 1.0, label: str = ""
    ) -> None:
        self.pixmap = pixmap
        self.source = QRectF(pixmap.rect())
        self.height = height
        self.label = label
        self.alpha = opacity
        self.pos = QPointF()
        self.scale = 1.0
        self.z = 0.0

    def opacity(self) -> float:
        return self.alpha

    def bounds(self) -> QRectF:
        h, s = self.height, self.scale
        if not self.label:
            rect = QRectF(-h * 0.5, -h, h, h + 2)
        else:
            half = max(h * 0.5, 44.0)  # the label is wider than a small figure
            rect = QRectF(-half, -h, 2 * half, h + 18)
        return QRectF(
            self.pos.x() + rect.x() * s,
            self.pos.y() + rect.y() * s,
            rect.width() * s,
            rect.height() * s,
        )


class Arrow:
    """The facing of a piece over several hexes: from its centre to its nose."""

    __slots__ = ("colour", "end", "start", "z")

    def __init__(self, colour: QColor) -> None:
        self.colour = colour
        self.start = QPointF()
        self.end = QPointF()
        self.z = 0.0


def polygons(points: Floats) -> list[QPolygonF]:
    """QPolygonFs of an (N, k, 2) array, made in C++ from one buffer (a
    QPointF per corner from Python costs several times more)."""
    count, corners = points.shape[0], points.shape[1]
    if count == 0:
        return []
    head = np.full((count, 1), corners, dtype=">u4").view(np.uint8)
    body = np.ascontiguousarray(points.reshape(count, corners * 2), dtype=">f8").view(np.uint8)
    data = QByteArray(np.concatenate([head, body], axis=1).tobytes())  # kept while read
    stream = QDataStream(data, QIODevice.OpenModeFlag.ReadOnly)
    stream.setFloatingPointPrecision(QDataStream.FloatingPointPrecision.DoublePrecision)
    out = []
    for _ in range(count):
        polygon = QPolygonF()
        stream >> polygon  # noqa: B015 (reads into polygon)
        out.append(polygon)
    return out


def _boxes(points: Floats) -> Floats:
    if not len(points):
        return np.zeros((0, 4))
    return np.concatenate([points.min(axis=1), points.max(axis=1)], axis=1)


class TerrainItem(QGraphicsItem):
    """The hex tops, walls, figures and facing arrows of a pyramid, painted
    back to front by depth (ties: tops, then walls, then figures, as items
    stacked in that order would be)."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The exact part to repaint (a few hexes' marks), not the whole board.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.tops: list[HexTop] = []
        self.walls: list[Wall] = []
        self.figures: list[Figure] = []
        self.arrows: list[Arrow] = []
        self.draft = False  # while turning
        self._top_polys: list[QPolygonF] = []
        self._wall_polys: list[QPolygonF] = []  # the visible walls only
        self._shades: list[QColor] = []
        self._top_depth: Floats = np.zeros(0)
        self._wall_depth: Floats = np.zeros(0)
        self._top_boxes: Floats = np.zeros((0, 4))
        self._wall_boxes: Floats = np.zeros((0, 4))
        self._special = np.zeros(0, dtype=np.int64)  # the tops with an opening or a ring
        self._factor: Floats = np.zeros(0)
        self._inner: list[QPolygonF | None] = []
        self._keys: Floats = np.zeros(0)
        self._drawn: dict[tuple[Any, ...], QRectF] = {}  # see _figures_drawn
        self._order: list[int] = []
        self._order_array = np.zeros(0, dtype=np.int64)
        self._rank: Floats = np.zeros(0)  # each top and visible wall's place in _order
        self._terrain_box = QRectF()
        self._bounds = QRectF()
        self._reach: Floats = np.zeros((0, 4))  # each figure's and arrow's box, as painted
        self._parts: list[QRectF] = []  # to paint again, handed to Qt by flush()
        # Set by the scene: the parts to paint again go to Qt later (flush()),
        # so that moves in quick succession are painted once.
        self.defer: Callable[[], None] | None = None

    def set_solids(self, tops: list[HexTop], walls: list[Wall]) -> None:
        self.tops, self.walls = tops, walls
        self._special = np.asarray(
            [i for i, top in enumerate(tops) if top.kind in _INNER], dtype=np.int64
        )
        self._factor = np.asarray([_INNER[tops[i].kind] for i in self._special.tolist()])

    def set_terrain(
        self,
        tops: Floats,
        top_depth: Floats,
        walls: Floats | None = None,
        wall_depth: Floats | None = None,
        shades: list[int] | None = None,
        shown: list[int] | None = None,
    ) -> None:
        """Screen corners of every top (T, 6, 2) with its depth, and of the
        visible walls (V, 4, 2): their depths, brightness steps
        (``WALL_SHADES``) and numbers in ``walls``; no walls: the flat map."""
        self._top_polys = polygons(tops)
        self._top_depth = top_depth
        self._top_boxes = _boxes(tops)
        # Openings and rings, all at once: each hex shrunk about its box's middle.
        special = tops[self._special]
        middle = (special.min(axis=1) + special.max(axis=1))[:, None, :] / 2
        shrunk = middle + (special - middle) * self._factor[:, None, None]
        self._inner = [None] * len(self.tops)
        for index, polygon in zip(self._special.tolist(), polygons(shrunk), strict=True):
            self._inner[index] = polygon
        corners = tops.reshape(-1, 2)
        if walls is None or wall_depth is None or not len(walls):
            self._wall_polys, self._wall_depth = [], np.zeros(0)
            self._wall_boxes, self._shades = np.zeros((0, 4)), []
        else:
            self._wall_polys, self._wall_depth = polygons(walls), wall_depth
            self._wall_boxes = _boxes(walls)
            self._shades = [WALL_SHADES[s] for s in shades or ()]
            corners = np.concatenate([corners, walls.reshape(-1, 2)])
        visible = set(shown or ())
        for number, wall in enumerate(self.walls):
            wall.visible = number in visible
        (x0, y0), (x1, y1) = corners.min(axis=0), corners.max(axis=0)
        self._terrain_box = QRectF(float(x0), float(y0), float(x1 - x0), float(y1 - y0))

    def arrange(self, whole: bool = True) -> None:
        """The painting order and the bounds, once tops, walls and figures are
        placed. ``whole``: the terrain moved, paint it all again; else only
        the figures may have changed (a move), and only where they did is
        painted again."""
        nt, nw = len(self._top_polys), len(self._wall_polys)
        keys = np.concatenate(
            [
                self._top_depth,
                self._wall_depth,
                np.asarray([f.z for f in self.figures], dtype=np.float64),
                np.asarray([a.z for a in self.arrows], dtype=np.float64),
            ]
        )
        order = np.argsort(keys, kind="stable")
        self._keys = keys
        self._order_array = order
        self._order = order.tolist()
        rank = np.empty(len(order), dtype=np.float64)
        rank[order] = np.arange(len(order))
        self._rank = rank[: nt + nw]
        drawn = self._figures_drawn()
        # Figures and arrows by where they reach, to paint only those in a part.
        reach = [f.bounds() for f in self.figures] + [
            QRectF(a.start, a.end).normalized().adjusted(-12, -12, 12, 12) for a in self.arrows
        ]
        self._reach = np.asarray(
            [(r.left(), r.top(), r.right(), r.bottom()) for r in reach], dtype=np.float64
        ).reshape(-1, 4)
        bounds = QRectF(self._terrain_box)
        for rect in drawn.values():
            bounds = bounds.united(rect)
        if not whole and not self._bounds.isEmpty():
            # Between two layouts the bounds only grow: a change of bounds
            # paints the whole kept picture again, for a figure leaving an edge.
            bounds = bounds.united(self._bounds)
        if bounds != self._bounds:
            self.prepareGeometryChange()
            self._bounds = bounds
        if whole:
            self.update()
        else:
            # Each spot on its own (not their union: a move from one side of
            # the board to the other would repaint all between).
            for key, rect in drawn.items():
                if key not in self._drawn:
                    self._repaint(rect.adjusted(-2, -2, 2, 2))
            for key, rect in self._drawn.items():
                if key not in drawn:
                    self._repaint(rect.adjusted(-2, -2, 2, 2))
        self._drawn = drawn

    def _figures_drawn(self) -> dict[tuple[Any, ...], QRectF]:
        """Each figure and arrow as drawn (where, what, how), with its bounds."""
        drawn: dict[tuple[Any, ...], QRectF] = {}
        for f in self.figures:
            drawn[
                (
                    "figure",
                    f.pos.x(),
                    f.pos.y(),
                    f.height,
                    f.scale,
                    f.pixmap.cacheKey(),
                    f.alpha,
                    f.label,
                )
            ] = f.bounds()
        for a in self.arrows:
            drawn[("arrow", a.start.x(), a.start.y(), a.end.x(), a.end.y(), a.colour.rgba())] = (
                QRectF(a.start, a.end).normalized().adjusted(-12, -12, 12, 12)
            )
        return drawn

    def update_tops(self, indices: list[int]) -> None:
        """Repaint only where these tops are (their marks changed)."""
        if not indices or not len(self._top_boxes):
            return
        for x0, y0, x1, y1 in self._top_boxes[indices].tolist():  # each apart, as above
            self._repaint(QRectF(x0, y0, x1 - x0, y1 - y0).adjusted(-4, -4, 4, 4))

    def _repaint(self, rect: QRectF) -> None:
        if self.defer is None:
            self.update(rect)
        else:
            self._parts.append(rect)
            self.defer()

    def flush(self) -> None:
        """Hand the parts to paint again to Qt: the kept picture is painted
        again there at the next paint."""
        parts, self._parts = self._parts, []
        for rect in parts:
            self.update(rect)

    def _order_within(self, rect: QRectF | list[QRectF]) -> list[int]:
        """The painting order without what is outside ``rect`` (or outside
        all of several rects), with a margin: a neighbour's outline and
        smoothed edge reach in."""
        boxes = np.concatenate([self._top_boxes, self._wall_boxes, self._reach])
        parts = np.asarray(
            [
                (r.left() - 4, r.top() - 4, r.right() + 4, r.bottom() + 4)
                for r in (rect if isinstance(rect, list) else [rect])
            ]
        )
        near: npt.NDArray[np.bool_] = np.any(
            (boxes[:, None, 0] <= parts[None, :, 2])
            & (boxes[:, None, 2] >= parts[None, :, 0])
            & (boxes[:, None, 1] <= parts[None, :, 3])
            & (boxes[:, None, 3] >= parts[None, :, 1]),
            axis=1,
        )
        result: list[int] = self._order_array[near[self._order_array]].tolist()
        return result

    def _exposed(
        self, painter: QPainter, option: QStyleOptionGraphicsItem | None
    ) -> list[QRectF] | None:
        """The parts to paint (item coordinates), None for everything: the
        painter's clip when it is a few rects (a move's spots: the cached
        picture is painted again only there), else the exposed rect."""
        if option is None or option.exposedRect.contains(self._bounds):
            return None
        if painter.hasClipping():
            region = painter.clipRegion()
            if 0 < region.rectCount() <= 256:
                return [QRectF(r) for r in region]  # type: ignore[attr-defined]
        return [option.exposedRect]

    def painting_order(self) -> list[tuple[str, int, float]]:
        """What is painted, first to last, with its depth: ("top", cell),
        ("wall", its place among the walls shown), ("figure", n), ("arrow", n)."""
        nt, nw = len(self._top_polys), len(self._wall_polys)
        nf = nt + nw + len(self.figures)
        out = []
        for code in self._order:
            depth = float(self._keys[code])
            if code < nt:
                out.append(("top", self.tops[code].cell, depth))
            elif code < nt + nw:
                out.append(("wall", code - nt, depth))
            elif code < nf:
                out.append(("figure", code - nt - nw, depth))
            else:
                out.append(("arrow", code - nf, depth))
        return out

    def top_polygon(self, index: int) -> QPolygonF:
        return self._top_polys[index] if 0 <= index < len(self._top_polys) else QPolygonF()

    def pick(self, point: QPointF) -> int | None:
        """The cell whose top is in front at ``point`` (None: a wall in front,
        or nothing there): the last of the polygons painted there."""
        x, y = point.x(), point.y()
        nt = len(self._top_polys)
        boxes = np.concatenate([self._top_boxes, self._wall_boxes])
        if not len(boxes):
            return None
        near = np.nonzero(
            (boxes[:, 0] <= x) & (x <= boxes[:, 2]) & (boxes[:, 1] <= y) & (y <= boxes[:, 3])
        )[0]
        for index in near[np.argsort(-self._rank[near])].tolist():
            if index < nt:
                if self._top_polys[index].containsPoint(point, Qt.FillRule.OddEvenFill):
                    return int(self.tops[index].cell)
            elif self._wall_polys[index - nt].containsPoint(point, Qt.FillRule.OddEvenFill):
                return None  # a wall in front hides what is behind it
        return None

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem | None,
        _widget: QWidget | None = None,
    ) -> None:
        draft = self.draft
        order = self._order
        exposed = self._exposed(painter, option)
        if exposed is not None:
            order = self._order_within(exposed)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not draft)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        tops, top_polys = self.tops, self._top_polys
        wall_polys, shades = self._wall_polys, self._shades
        nt = len(top_polys)
        nw = nt + len(wall_polys)
        nf = nw + len(self.figures)
        fogged, lit = _FOGGED, _TOPS
        outline, wall_pen = (_OUTLINE_DRAFT, _WALL_DRAFT) if draft else (_OUTLINE, _WALL_PEN)
        pen: QPen | None = None
        for code in order:
            if code < nt:
                top = tops[code]
                if pen is not outline:
                    painter.setPen(outline)
                    pen = outline
                painter.setBrush(fogged[top.level] if top.fog else lit[top.level])
                painter.drawPolygon(top_polys[code])
                if not top.plain:
                    paint_marks(painter, top, top_polys[code], self._inner[code], draft)
                    pen = None
            elif code < nw:
                if pen is not wall_pen:
                    painter.setPen(wall_pen)
                    pen = wall_pen
                painter.setBrush(shades[code - nt])
                painter.drawPolygon(wall_polys[code - nt])
            elif code < nf:
                paint_figure(painter, self.figures[code - nw])
                pen = None
            else:
                paint_arrow(painter, self.arrows[code - nf])
                pen = None


def paint_marks(
    painter: QPainter, top: HexTop, polygon: QPolygonF, inner: QPolygonF | None, draft: bool
) -> None:
    """What a hex top shows over its terrace colour: a tint, a lift's glow, a
    hole, a landing's ring (``inner``: the opening or ring, made beforehand),
    a link pointed at, the marks of play. A draft (while turning) draws the
    dashed and dotted marks as plain lines."""
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
            painter.setPen(_RINGS[(kind, top.lit)])
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(inner)
    if top.lit:
        painter.setPen(_LIT_PEN)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(shrink(polygon, 0.95))
    if top.last or top.hint or top.selected or top.keyboard:
        marked = shrink(polygon, 0.88)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for flag, pen, plain in zip(
            (top.last, top.hint, top.selected, top.keyboard), _MARKS, _MARKS_DRAFT, strict=True
        ):
            if flag:
                painter.setPen(plain if draft else pen)
                painter.drawPolygon(marked)
    if top.target:
        box = polygon.boundingRect()
        size = max(2.0, min(box.width(), box.height()) * 0.18)
        painter.setPen(_TARGET_PEN)
        painter.setBrush(TARGET)
        painter.drawEllipse(box.center(), size, size * 0.7)


def paint_figure(painter: QPainter, figure: Figure) -> None:
    """A figure's shadow and picture at its feet; a ghost's label under it."""
    x, y, s = figure.pos.x(), figure.pos.y(), figure.scale
    h = figure.height * s
    if figure.alpha < 1.0:
        painter.setOpacity(figure.alpha)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_SHADOW)
    painter.drawEllipse(QPointF(x, y - h * 0.03), h * 0.28, h * 0.09)
    painter.drawPixmap(QRectF(x - h * 0.5, y - h, h, h), figure.pixmap, figure.source)
    painter.setOpacity(1.0)  # a ghost is faint, what it says is not
    if figure.label:
        painter.save()  # only for the few ghosts
        painter.translate(x, y)
        painter.scale(s, s)
        font = QFont()
        font.setPixelSize(11)
        painter.setFont(font)
        width = min(88.0, painter.fontMetrics().horizontalAdvance(figure.label) + 8.0)
        plate = QRectF(-width / 2, 2, width, 15)
        painter.setBrush(QColor(20, 16, 12, 170))
        painter.drawRoundedRect(plate, 4, 4)
        painter.setPen(QColor("#fff6e0"))
        painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, figure.label)
        painter.restore()


def paint_arrow(painter: QPainter, arrow: Arrow) -> None:
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
