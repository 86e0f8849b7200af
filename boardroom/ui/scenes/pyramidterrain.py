"""One item that paints the whole pyramid: hex tops, walls, and the figures
standing on them, back to front in one pass.

An item per hex, per wall and per figure (some six hundred) cost the view
more to sort, clip and set up than their painting. This item paints them in
depth order from a ``Frame`` and hit-tests the same polygons. At rest its
picture is kept (a repaint is one copy); while the board turns it draws a
quick draft: no antialiasing, flat walls, plain lines instead of dashes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from boardroom.ui.scenes.pyramidfigures import Arrow, Figure, paint_arrow, paint_figure
from boardroom.ui.scenes.pyramidframe import SHADES, Box, Frame, shrunk
from boardroom.ui.scenes.pyramidgeometry import HOLE, HOLE_LANDING, LIFT, LIFT_LANDING, PLAIN
from boardroom.ui.scenes.pyramiditems import LEVEL_COLOURS, WALL_COLOUR
from boardroom.ui.scenes.pyramidlabels import draw_centred, haloed
from boardroom.ui.scenes.pyramidmarks import paint_marks

# Made once: a frame paints every hex top and wall.
_OUTLINE = QPen(QColor(40, 32, 24, 150), 0.8)
_WALL_PEN = QPen(QColor(30, 24, 18, 140), 0.7)
_LIP = QPen(QColor(255, 248, 230, 150), 1.2)  # the lit front edge of a terrace


def _hairline(pen: QPen) -> QPen:
    """The same line one pixel wide whatever the zoom: the quickest to draw."""
    quick = QPen(pen)
    quick.setCosmetic(True)
    quick.setWidthF(1.0)
    return quick


# While it turns tops and walls share one pen (the two differ little): no
# change of pen between a top and a wall, some two hundred a frame.
_OUTLINE_DRAFT = _WALL_DRAFT = _hairline(_OUTLINE)
_TOPS = [QColor(c) for c in LEVEL_COLOURS]
_FOGGED = [c.darker(175) for c in _TOPS]
WALL_SHADES = [QColor(WALL_COLOUR).lighter(step) for step in range(SHADES)]
# How far a lift's or hole's opening, or a landing's ring, is drawn inside its hex.
INNER = {LIFT: 0.62, HOLE: 0.62, LIFT_LANDING: 0.78, HOLE_LANDING: 0.78}


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
        self.keyboard = False  # the keyboard cursor stands here (drawn by the overlay)
        self.lit = False  # a link pointed at: it and its landing glow
        self.tint: QColor | None = None  # the cells of a piece on several hexes
        self.flat = False
        self.plain = kind == PLAIN

    def restyle(self) -> None:
        """Only a plain top (no mark, the most of them) is drawn in one go."""
        self.plain = (
            self.kind == PLAIN
            and self.tint is None
            and not (self.target or self.selected or self.last or self.hint or self.lit)
        )


class Wall:
    """A wall between two levels (or the plinth), facing the viewer or not."""

    __slots__ = ("cell", "visible")

    def __init__(self, cell: int) -> None:
        self.cell = cell
        self.visible = False

    def isVisible(self) -> bool:  # noqa: N802 (as an item would say it)
        return self.visible


def _plain(painter: QPainter) -> bool:
    """Whether the painter draws scene units as pixels, unmoved or moved by
    whole pixels (the view's paint): a picture copied lands as drawn."""
    shift = painter.worldTransform()
    return (
        shift.type()
        in (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate)
        and float(shift.dx()).is_integer()
        and float(shift.dy()).is_integer()
    )


def _stamp(frame: Frame, colour: QColor, pen: QPen, painter: QPainter) -> tuple[QPixmap, int, int]:
    """The frame's hexagon in ``colour`` with its outline, as a picture, and
    where it goes from a top's centre rounded to the pixel."""
    assert frame.template is not None
    box = frame.template.boundingRect()
    left, top = math.floor(box.left()) - 1, math.floor(box.top()) - 1
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    width, height = math.ceil(box.right()) + 2 - left, math.ceil(box.bottom()) + 2 - top
    picture = QPixmap(round(width * ratio), round(height * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    drawing = QPainter(picture)
    drawing.setPen(pen)
    drawing.setBrush(colour)
    drawing.drawPolygon(frame.template.translated(-left, -top))
    drawing.end()
    return picture, left, top


def _meets(box: Box, parts: list[Box]) -> bool:
    return any(
        box[0] <= p[2] and box[2] >= p[0] and box[1] <= p[3] and box[3] >= p[1] for p in parts
    )


def _box(rect: QRectF) -> Box:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


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
        self.names: list[str] = []  # each hex's name written on it (none: not shown)
        self.name_pixels = 9
        self.frame = Frame()
        self._inner: dict[int, QPolygonF] = {}
        self._openings: list[tuple[int, float]] = []  # (cell, INNER) of lifts, holes, landings
        self._walls_shown: list[int] | None = None  # the wall_ids the walls' visibility is of
        self._keys: list[float] = []
        self._order: list[int] = []
        self._rank: list[int] = []  # each top's and visible wall's place in _order
        self._drawn: dict[tuple[Any, ...], QRectF] = {}  # see _figures_listed
        self._bounds = QRectF()
        self._reach: list[Box] = []  # each figure's and arrow's box, as painted
        self._parts: list[QRectF] = []  # to paint again, handed to Qt by flush()
        # Set by the scene: the parts to paint again go to Qt later (flush()),
        # so that moves in quick succession are painted once.
        self.defer: Callable[[], None] | None = None

    def set_solids(self, tops: list[HexTop], walls: list[Wall]) -> None:
        self.tops, self.walls = tops, walls
        self._openings = [(top.cell, INNER[top.kind]) for top in tops if top.kind in INNER]
        self._walls_shown = None

    def set_frame(self, frame: Frame) -> None:
        """The polygons as the camera sees them (no walls: the flat map)."""
        self.frame = frame
        # Openings and rings: every hexagon alike, so one shrunk copy moved to each.
        shapes: dict[float, QPolygonF] = {}
        self._inner = {}
        for cell, factor in self._openings:
            if cell >= len(frame.tops):
                continue
            centre = frame.centres[cell]
            if factor not in shapes:
                shapes[factor] = shrunk(frame.tops[cell], centre, factor).translated(
                    -centre.x(), -centre.y()
                )
            self._inner[cell] = shapes[factor].translated(centre.x(), centre.y())
        if frame.wall_ids != self._walls_shown:  # the same walls face the viewer most frames
            self._walls_shown = list(frame.wall_ids)
            shown = set(frame.wall_ids)
            for number, wall in enumerate(self.walls):
                wall.visible = number in shown

    def arrange(self, whole: bool = True) -> None:
        """The painting order and the bounds, once tops, walls and figures are
        placed. ``whole``: the terrain moved, paint it all again; else only
        the figures may have changed (a move), and only where they did is
        painted again."""
        frame = self.frame
        nt, nw = len(frame.tops), len(frame.walls)
        keys = (
            frame.depth
            + frame.wall_depth
            + [f.z for f in self.figures]
            + [a.z for a in self.arrows]
        )
        order = sorted(range(len(keys)), key=keys.__getitem__)
        self._keys, self._order = keys, order
        rank = [0] * (nt + nw)
        for place, code in enumerate(order):
            if code < nt + nw:
                rank[code] = place
        self._rank = rank
        listed = self._figures_listed()
        self._reach = [_box(rect) for _, rect in listed]
        drawn = dict(listed)
        bounds = QRectF(frame.bounds)
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

    def _figures_listed(self) -> list[tuple[tuple[Any, ...], QRectF]]:
        """Each figure and arrow as drawn (where, what, how) with its bounds,
        in their order."""
        drawn: list[tuple[tuple[Any, ...], QRectF]] = []
        for f in self.figures:
            key: tuple[Any, ...] = (
                "figure",
                f.pos.x(),
                f.pos.y(),
                f.height,
                f.scale,
                f.pixmap.cacheKey(),
                f.alpha,
            )
            drawn.append((key, f.bounds()))
        for a in self.arrows:
            key = (
                "arrow",
                a.start.x(),
                a.start.y(),
                a.end.x(),
                a.end.y(),
                a.colour.rgba(),
                a.hidden,
            )
            drawn.append((key, a.bounds()))
        return drawn

    def update_tops(self, indices: list[int]) -> None:
        """Repaint only where these tops are (their marks changed)."""
        boxes = self.frame.top_boxes
        for index in indices:  # each apart, as above
            if 0 <= index < len(boxes):
                x0, y0, x1, y1 = boxes[index]
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

    def _order_within(self, rects: list[QRectF]) -> list[int]:
        """The painting order without what is outside all of ``rects``, with
        a margin: a neighbour's outline and smoothed edge reach in."""
        frame = self.frame
        boxes = frame.top_boxes + frame.wall_boxes + self._reach
        parts = [(r.left() - 4, r.top() - 4, r.right() + 4, r.bottom() + 4) for r in rects]
        return [code for code in self._order if _meets(boxes[code], parts)]

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
        nt, nw = len(self.frame.tops), len(self.frame.walls)
        nf = nt + nw + len(self.figures)
        out = []
        for code in self._order:
            depth = self._keys[code]
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
        tops = self.frame.tops
        return tops[index] if 0 <= index < len(tops) else QPolygonF()

    def pick(self, point: QPointF) -> int | None:
        """The cell whose top is in front at ``point`` (None: a wall in front,
        or nothing there): the last of the polygons painted there."""
        x, y = point.x(), point.y()
        frame = self.frame
        nt = len(frame.tops)
        boxes = frame.top_boxes + frame.wall_boxes
        near = [
            code for code, (x0, y0, x1, y1) in enumerate(boxes) if x0 <= x <= x1 and y0 <= y <= y1
        ]
        for code in sorted(near, key=lambda c: -self._rank[c]):
            if code < nt:
                if frame.tops[code].containsPoint(point, Qt.FillRule.OddEvenFill):
                    return int(self.tops[code].cell)
            elif frame.walls[code - nt].containsPoint(point, Qt.FillRule.OddEvenFill):
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
        exposed = self._exposed(painter, option)
        order = self._order if exposed is None else self._order_within(exposed)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not draft)
        # While it turns the figures are scaled as they come (their pictures
        # are drawn again at their size when it stops): the quicker way.
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, not draft)
        frame = self.frame
        tops, top_polys = self.tops, frame.tops
        wall_polys, shades = frame.walls, frame.wall_shades
        nt = len(top_polys)
        nw = nt + len(wall_polys)
        nf = nw + len(self.figures)
        fogged, lit = _FOGGED, _TOPS
        outline, wall_pen = (_OUTLINE_DRAFT, _WALL_DRAFT) if draft else (_OUTLINE, _WALL_PEN)
        names = self.names
        # The pen and brush set last: set again only when they change.
        pen: QPen | None = None
        brush: QColor | None = None
        # While it turns, a hex top is a picture of its colour's hexagon, made
        # once a frame and copied to each top (a copy costs a third of the
        # polygon's fill and outline), placed to the nearest pixel.
        stamps: dict[int, tuple[QPixmap, int, int]] | None = (
            {} if draft and frame.template is not None and _plain(painter) else None
        )
        xs, ys = frame.xs, frame.ys
        for code in order:
            if code < nt:
                top = tops[code]
                colour = fogged[top.level] if top.fog else lit[top.level]
                if stamps is not None:
                    stamp = stamps.get(id(colour))
                    if stamp is None:
                        stamp = stamps[id(colour)] = _stamp(frame, colour, outline, painter)
                    painter.drawPixmap(
                        round(xs[code]) + stamp[1], round(ys[code]) + stamp[2], stamp[0]
                    )
                else:
                    if pen is not outline:
                        painter.setPen(outline)
                        pen = outline
                    if brush is not colour:
                        painter.setBrush(colour)
                        brush = colour
                    painter.drawPolygon(top_polys[code])
                if not top.plain:
                    paint_marks(painter, top, top_polys[code], self._inner.get(code), draft)
                    pen = brush = None
                if names:
                    self._paint_name(painter, code)
            elif code < nw:
                number = code - nt
                shade = WALL_SHADES[shades[number]]
                polygon = wall_polys[number]
                if draft:
                    if pen is not wall_pen:
                        painter.setPen(wall_pen)
                        pen = wall_pen
                    if brush is not shade:
                        painter.setBrush(shade)
                        brush = shade
                    painter.drawPolygon(polygon)
                else:
                    self._paint_wall(painter, polygon, shade)
                    pen = brush = None
            elif code < nf:
                paint_figure(painter, self.figures[code - nw])
                pen = brush = None
            else:
                paint_arrow(painter, self.arrows[code - nf])
                pen = brush = None

    def _paint_wall(self, painter: QPainter, polygon: QPolygonF, shade: QColor) -> None:
        """A wall darker towards its foot, its top edge lit: a step, not a band."""
        a, b, c = polygon.at(0), polygon.at(1), polygon.at(2)
        fall = QLinearGradient(QPointF(0, min(a.y(), b.y())), QPointF(0, max(c.y(), a.y())))
        fall.setColorAt(0.0, shade)
        fall.setColorAt(1.0, shade.darker(165))
        painter.setPen(_WALL_PEN)
        painter.setBrush(fall)
        painter.drawPolygon(polygon)
        painter.setPen(_LIP)
        painter.drawLine(a, b)

    def _paint_name(self, painter: QPainter, cell: int) -> None:
        """The hex's name on its top, towards the viewer (the piece stands in the middle)."""
        frame = self.frame
        box = frame.top_boxes[cell]
        centre = frame.centres[cell]
        at = QPointF(centre.x(), centre.y() + (box[3] - centre.y()) * 0.5)
        picture = haloed(self.names[cell], self.name_pixels, "#2a2118", "#f6eedb")
        draw_centred(painter, picture, at)
