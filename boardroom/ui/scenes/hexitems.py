"""Graphics items and painting helpers for the hex board scene.

Items are dumb: the scene sets their flags and contents, they only paint.
Everything is drawn as vectors in scene units (a cell's circumradius is
``CELL_RADIUS``) so the view can scale the board to any size and stay crisp.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

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
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from boardroom.ui.pieceart import PieceArt
from boardroom.ui.seatlook import paint_mark

T = TypeVar("T")

CELL_RADIUS = 40.0  # centre to corner of a cell, in scene units
SQRT3 = math.sqrt(3.0)
DISC_RADIUS = 0.52 * CELL_RADIUS
DISC_CENTRE_Y = 0.08 * CELL_RADIUS  # a little low, leaving the top point for the label
LAYER_STEP = 0.095 * CELL_RADIUS  # how far each lower disc of a stack shows below the one above
MAX_LAYERS_SHOWN = 4  # lower discs drawn as slivers; the height number tells the rest
PICTURE_HALF = 0.6 * CELL_RADIUS  # half the width of a piece picture (its art has a margin)
FAINT = 0.42  # opacity of a piece only its owner sees (a hidden Ninja)

# A piece drawn from art instead of a disc: the art, the kind key, the seat.
Picture = tuple[PieceArt, str, int]


@dataclass(frozen=True)
class CellContent:
    """What one cell holds; the scene draws it without knowing any rules."""

    stack: tuple[str, ...] = ()  # colour keys bottom -> top; the top one is the piece
    lake: bool = False
    marker: str | None = None  # an extra mark, e.g. "hidden"
    piece: str | None = None  # a piece kind key: a picture if the scene has art, else a letter
    faint: bool = False  # drawn see-through: a piece only the viewer knows of


@dataclass
class HexTheme:
    """Colours of the board; one place to tune the look."""

    frame_light: QColor
    frame_dark: QColor
    cell_shades: tuple[QColor, QColor, QColor]
    cell_line: QColor
    label: QColor
    frame_text: QColor
    lake_light: QColor
    lake_dark: QColor
    lake_wave: QColor
    select: QColor
    target: QColor
    last_move: QColor
    hint: QColor
    cursor: QColor
    stop: QColor
    text_scale: float = 1.0  # the table scale of the rims' words and the pieces' marks


def default_theme() -> HexTheme:
    return HexTheme(
        frame_light=QColor("#7a5230"),
        frame_dark=QColor("#4a2f18"),
        cell_shades=(QColor("#ecd3a5"), QColor("#e3c593"), QColor("#d8b680")),
        cell_line=QColor("#8c633b"),
        label=QColor(110, 78, 45, 200),
        frame_text=QColor("#f3dfb8"),
        lake_light=QColor("#5fa3dc"),
        lake_dark=QColor("#2c6aa8"),
        lake_wave=QColor(225, 242, 255, 220),
        select=QColor("#f2b705"),
        target=QColor(28, 110, 50),
        last_move=QColor("#d9600b"),
        hint=QColor("#2f6fe0"),
        cursor=QColor("#b0208f"),
        stop=QColor("#1f9a4a"),
    )


# Colours of the usual disc keys; other keys are parsed as Qt colour names.
DISC_COLOURS: dict[str, QColor] = {
    "black": QColor("#26231f"),
    "white": QColor("#f7f3ea"),
}


def disc_colour(key: str, overrides: dict[str, QColor]) -> QColor:
    if key in overrides:
        return overrides[key]
    if key in DISC_COLOURS:
        return DISC_COLOURS[key]
    if QColor.isValidColorName(key):
        return QColor(key)
    # A stable colour for an unknown key, so a new game is at least drawable.
    hue = sum(ord(ch) * 37 for ch in key) % 360
    return QColor.fromHsv(hue, 150, 200)


def is_light(colour: QColor) -> bool:
    return colour.lightnessF() > 0.55


def hex_polygon(radius: float, centre: QPointF | None = None) -> QPolygonF:
    """A pointy-top hexagon."""
    if centre is None:
        kept = _CENTRED_HEXES.get(radius)
        if kept is None:
            kept = _CENTRED_HEXES[radius] = _hexagon(radius, 0.0, 0.0)
        return QPolygonF(kept)  # a copy sharing the kept points until changed
    return _hexagon(radius, centre.x(), centre.y())


def _hexagon(radius: float, cx: float, cy: float) -> QPolygonF:
    points = []
    for k in range(6):
        angle = math.radians(60 * k - 90)
        points.append(QPointF(cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return QPolygonF(points)


# The hexagons about the origin, by radius: every cell's are the same (a board
# of 91 cells made 182 of them, with their sines, at each new game).
_CENTRED_HEXES: dict[float, QPolygonF] = {}


def scene_font(pixel_size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    # Hinting snaps glyphs to the device grid, which looks wrong once scaled.
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def paint_disc(painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
    """One disc seen from above: a soft shine on top, a firm outline."""
    light = is_light(colour)
    gradient = QRadialGradient(centre + QPointF(-0.35 * radius, -0.4 * radius), 1.35 * radius)
    gradient.setColorAt(0.0, colour.lighter(135 if not light else 104))
    gradient.setColorAt(0.6, colour)
    gradient.setColorAt(1.0, colour.darker(125 if light else 140))
    outline = QColor("#3b2c1e") if light else QColor("#0a0806")
    painter.setPen(QPen(outline, 0.06 * radius))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(centre, radius, radius)
    # An inner groove, as on real checkers; keeps black readable on a dark spot.
    groove = QColor(0, 0, 0, 45) if light else QColor(255, 255, 255, 40)
    painter.setPen(QPen(groove, 0.05 * radius))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, 0.72 * radius, 0.72 * radius)


def paint_stack(
    painter: QPainter,
    centre: QPointF,
    colours: Sequence[QColor],
    piece_letter: str | None = None,
) -> None:
    """A stack seen slightly from the side: the lower discs show as slivers under
    the top disc (the piece), and its height is written on it when above one."""
    if not colours:
        return
    height = len(colours)
    below = list(colours[:-1])[-MAX_LAYERS_SHOWN:]
    centre = centre - QPointF(0.0, len(below) * LAYER_STEP / 2)  # keep the whole stack centred
    # Shadow under the whole stack.
    shadow_centre = centre + QPointF(
        0.05 * DISC_RADIUS, 0.12 * DISC_RADIUS + len(below) * LAYER_STEP
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(40, 25, 10, 70))
    painter.drawEllipse(shadow_centre, DISC_RADIUS * 1.02, DISC_RADIUS * 0.98)
    for index, colour in enumerate(below):  # the deepest disc first, lowest down
        depth = len(below) - index
        paint_disc(painter, centre + QPointF(0.0, depth * LAYER_STEP), DISC_RADIUS, colour)
    top = colours[-1]
    painter.save()
    paint_disc(painter, centre, DISC_RADIUS, top)
    text_colour = QColor("#1d1712") if is_light(top) else QColor("#f6efe2")
    painter.setPen(text_colour)
    if piece_letter:
        painter.setFont(scene_font(0.5 * CELL_RADIUS, bold=True))
        painter.drawText(
            _centred_rect(centre, DISC_RADIUS), Qt.AlignmentFlag.AlignCenter, piece_letter
        )
        if height > 1:
            _paint_badge(
                painter,
                centre + QPointF(0.72 * DISC_RADIUS, 0.62 * DISC_RADIUS),
                str(height),
                text_colour,
                top,
            )
    elif height > 1:
        painter.setFont(scene_font(0.5 * CELL_RADIUS, bold=True))
        painter.drawText(
            _centred_rect(centre, DISC_RADIUS), Qt.AlignmentFlag.AlignCenter, str(height)
        )
    painter.restore()


def paint_picture(
    painter: QPainter, centre: QPointF, picture: Picture, opacity: float = 1.0
) -> None:
    """A piece from its art, centred where a disc would be."""
    art, kind, seat = picture
    art.paint(painter, _centred_rect(centre, PICTURE_HALF), kind, seat, opacity)


def _centred_rect(centre: QPointF, half: float) -> QRectF:
    return QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half)


def _paint_badge(
    painter: QPainter, centre: QPointF, text: str, fill: QColor, ink: QColor, scale: float = 1.0
) -> None:
    radius = 0.2 * CELL_RADIUS * scale
    painter.setPen(QPen(ink, 0.02 * CELL_RADIUS))
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(ink)
    painter.setFont(scene_font(0.26 * CELL_RADIUS * scale, bold=True))
    painter.drawText(_centred_rect(centre, radius), Qt.AlignmentFlag.AlignCenter, text)


# Markers with a badge of their own; others show their first letter.
_MARKER_BADGES = {"hidden": ("?", "#fff4c2", "#4a3510"), "ambush": ("!", "#c0392b", "#ffffff")}


def _paint_marker(painter: QPainter, marker: str, centre: QPointF, scale: float = 1.0) -> None:
    text, fill, ink = _MARKER_BADGES.get(marker, (marker[:1].upper(), "#fff4c2", "#4a3510"))
    _paint_badge(painter, centre, text, QColor(fill), QColor(ink), scale)


def paint_lake(painter: QPainter, theme: HexTheme) -> None:
    gradient = QLinearGradient(QPointF(0.0, -CELL_RADIUS), QPointF(0.0, CELL_RADIUS))
    gradient.setColorAt(0.0, theme.lake_light)
    gradient.setColorAt(1.0, theme.lake_dark)
    painter.setPen(QPen(theme.lake_dark.darker(130), 0.05 * CELL_RADIUS))
    painter.setBrush(QBrush(gradient))
    painter.drawPolygon(hex_polygon(0.84 * CELL_RADIUS))
    pen = QPen(theme.lake_wave, 0.07 * CELL_RADIUS)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for dy, half in ((-0.16, 0.42), (0.2, 0.32)):
        painter.drawPath(_wave(dy * CELL_RADIUS, half * CELL_RADIUS))


def _wave(y: float, half_width: float) -> QPainterPath:
    path = QPainterPath(QPointF(-half_width, y))
    steps = 24
    for i in range(1, steps + 1):
        x = -half_width + 2 * half_width * i / steps
        path.lineTo(x, y + 0.09 * CELL_RADIUS * math.sin(i / steps * 2 * math.pi * 1.5))
    return path


class HexCellItem(QGraphicsItem):
    """One cell: its wood, label, content and the highlight flags the scene sets."""

    def __init__(self, cell: int, label: str, shade: int, theme: HexTheme) -> None:
        super().__init__()
        self.cell = cell
        self.label = label
        self.shade = shade
        self.theme = theme
        self.content = CellContent()
        self.colours: tuple[QColor, ...] = ()
        self.piece_letter: str | None = None
        self.picture: Picture | None = None
        self.region_tint: QColor | None = None
        self.selected = False  # the first step of the selection in progress
        self.lifted = False  # its top disc is being moved: draw it faded
        self.target = False  # a possible next step
        self.last_move = False
        self.hint = False
        self.hovered = False
        self.keyboard_cursor = False
        self.show_label = False  # the cell's name inside it (coordinates are on the rims)
        self.stack_seats: tuple[int | None, ...] = ()  # the seat of each disc, bottom up
        # A move is being shown arriving here: its top (piece, or lake) is not there yet.
        self.top_hidden = False
        self._polygon = hex_polygon(CELL_RADIUS)
        self._inner = hex_polygon(0.86 * CELL_RADIUS)
        self.setAcceptHoverEvents(False)  # the scene tracks the mouse itself

    def boundingRect(self) -> QRectF:
        r = CELL_RADIUS + 2.0
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self._polygon)
        path.closeSubpath()
        return path

    def set_content(
        self,
        content: CellContent,
        colours: tuple[QColor, ...],
        piece_letter: str | None,
        picture: Picture | None = None,
    ) -> None:
        if (content, colours, piece_letter, picture) == (
            self.content,
            self.colours,
            self.piece_letter,
            self.picture,
        ):
            return  # the same: its kept picture holds
        self.content = content
        self.colours = colours
        self.piece_letter = piece_letter
        self.picture = picture
        self.update()

    def set_marks(
        self,
        selected: bool,
        target: bool,
        lifted: bool,
        last_move: bool,
        hint: bool,
        hovered: bool,
        keyboard_cursor: bool,
    ) -> None:
        """The marks of play on the cell; painted again only when they change."""
        marks = (selected, target, lifted, last_move, hint, hovered, keyboard_cursor)
        if marks != (
            self.selected,
            self.target,
            self.lifted,
            self.last_move,
            self.hint,
            self.hovered,
            self.keyboard_cursor,
        ):
            (
                self.selected,
                self.target,
                self.lifted,
                self.last_move,
                self.hint,
                self.hovered,
                self.keyboard_cursor,
            ) = marks
            self.update()

    def set_top_hidden(self, hidden: bool) -> None:
        if hidden != self.top_hidden:
            self.top_hidden = hidden
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        theme = self.theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lod = option.levelOfDetailFromTransform(painter.worldTransform())
        held = self.top_hidden
        # Wood, lighter in the middle.
        base = theme.cell_shades[self.shade]
        if self.region_tint is not None:
            base = _blend(base, self.region_tint, 0.38)
        painter.setPen(_cell_line_pen(theme.cell_line))
        painter.setBrush(_wood_brush(base))
        painter.drawPolygon(self._polygon)

        if self.selected:
            painter.setPen(Qt.PenStyle.NoPen)
            fill = QColor(theme.select)
            fill.setAlpha(110)
            painter.setBrush(fill)
            painter.drawPolygon(self._inner)
        if self.last_move:
            fill = QColor(theme.last_move)
            fill.setAlpha(45)
            painter.setBrush(fill)
            painter.setPen(QPen(theme.last_move, 0.08 * CELL_RADIUS))
            painter.drawPolygon(hex_polygon(0.88 * CELL_RADIUS))

        content = self.content
        if held:  # what stays under the top while a move arrives
            content = CellContent(lake=content.lake and bool(self.colours), faint=content.faint)
        if content.lake:
            paint_lake(painter, theme)
        colours = self.colours[:-1] if self.lifted or held else self.colours
        if self.target and not self.colours:
            # A halo under the label of an empty cell the piece may go to.
            halo = QColor(theme.target)
            halo.setAlpha(150)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawEllipse(QPointF(0.0, 0.0), 0.42 * CELL_RADIUS, 0.42 * CELL_RADIUS)
        self._paint_label(painter, lod, occupied=bool(colours) or content.lake)
        if self.lifted:
            # Where the moving piece stood: an empty dashed place.
            pen = QPen(theme.select.darker(130), 0.06 * CELL_RADIUS, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0.0, DISC_CENTRE_Y), DISC_RADIUS, DISC_RADIUS)
        if self.picture is not None and colours:
            centre = QPointF(0.0, DISC_CENTRE_Y)
            paint_picture(painter, centre, self.picture, FAINT if content.faint else 1.0)
            if content.marker:
                _paint_marker(
                    painter,
                    content.marker,
                    centre + QPointF(-0.72 * DISC_RADIUS, -0.62 * DISC_RADIUS),
                    theme.text_scale,
                )
        elif colours:
            centre = QPointF(0.0, DISC_CENTRE_Y)
            paint_stack(
                painter, centre, colours, None if self.lifted or held else self.piece_letter
            )
            seat = (
                self.stack_seats[len(colours) - 1]
                if len(self.stack_seats) >= len(colours)
                else None
            )
            if seat is not None:  # the top disc's seat shape, when shapes are on
                below = min(len(colours) - 1, MAX_LAYERS_SHOWN)
                top = centre - QPointF(0.0, below * LAYER_STEP / 2)
                paint_mark(painter, _centred_rect(top, DISC_RADIUS), seat)
            if content.marker:
                _paint_marker(
                    painter,
                    content.marker,
                    centre + QPointF(-0.72 * DISC_RADIUS, -0.62 * DISC_RADIUS),
                    theme.text_scale,
                )
        elif content.marker:
            _paint_marker(painter, content.marker, QPointF(0.0, DISC_CENTRE_Y), theme.text_scale)

        if self.hint:
            pen = QPen(theme.hint, 0.08 * CELL_RADIUS, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_polygon(0.8 * CELL_RADIUS))
        if self.target and self.colours:
            ring = QColor(theme.target)
            ring.setAlpha(230)
            painter.setPen(QPen(ring, 0.1 * CELL_RADIUS))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            layers = min(len(self.colours) - 1, MAX_LAYERS_SHOWN)
            reach = DISC_RADIUS * 1.18 + layers * LAYER_STEP / 2
            painter.drawEllipse(QPointF(0.0, DISC_CENTRE_Y), reach, reach)
        if self.hovered:
            painter.setPen(QPen(QColor(255, 255, 255, 200), 0.07 * CELL_RADIUS))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_polygon(0.93 * CELL_RADIUS))
        if self.keyboard_cursor:
            pen = QPen(theme.cursor, 0.09 * CELL_RADIUS, Qt.PenStyle.DotLine)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(hex_polygon(0.94 * CELL_RADIUS))

    def _paint_label(self, painter: QPainter, lod: float, occupied: bool) -> None:
        if not self.show_label:
            return
        if occupied:
            # Small, in the top point, above the disc; skipped when too small to read.
            size = 0.27 * CELL_RADIUS
            if size * lod < 6.0:
                return
            rect = QRectF(
                -0.6 * CELL_RADIUS, -0.97 * CELL_RADIUS, 1.2 * CELL_RADIUS, 0.42 * CELL_RADIUS
            )
            colour = QColor(248, 240, 228, 230) if self.content.lake else self.theme.label
        else:
            size = 0.4 * CELL_RADIUS
            rect = QRectF(-CELL_RADIUS, -0.5 * CELL_RADIUS, 2 * CELL_RADIUS, CELL_RADIUS)
            colour = QColor("#ffffff") if self.target else self.theme.label
        painter.setFont(scene_font(size, bold=occupied))
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)


# A cell's wood and outline by colour: the same for every cell of a shade, and
# built once instead of at each paint of each cell (the same pixels).
_WOOD_BRUSHES: dict[tuple[float, ...], QBrush] = {}
_LINE_PENS: dict[tuple[float, ...], QPen] = {}


def _colour_key(colour: QColor) -> tuple[float, ...] | None:
    """Exact for a colour given as RGB (all the board's are); None otherwise."""
    if colour.spec() != QColor.Spec.Rgb:
        return None
    return (colour.redF(), colour.greenF(), colour.blueF(), colour.alphaF())


def _kept(cache: dict[tuple[float, ...], T], colour: QColor, make: Callable[[], T]) -> T:
    """``make()``, kept in ``cache`` by ``colour`` where the colour is exact."""
    key = _colour_key(colour)
    found = cache.get(key) if key is not None else None
    if found is None:
        found = make()
        if key is not None:
            cache[key] = found
    return found


def _wood_brush(base: QColor) -> QBrush:
    def make() -> QBrush:
        gradient = QRadialGradient(QPointF(0.0, -0.2 * CELL_RADIUS), 1.2 * CELL_RADIUS)
        gradient.setColorAt(0.0, base.lighter(106))
        gradient.setColorAt(1.0, base.darker(104))
        return QBrush(gradient)

    return _kept(_WOOD_BRUSHES, base, make)


def _cell_line_pen(colour: QColor) -> QPen:
    return _kept(_LINE_PENS, colour, lambda: QPen(colour, 0.045 * CELL_RADIUS))


def _blend(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(
        a.redF() * (1 - t) + b.redF() * t,
        a.greenF() * (1 - t) + b.greenF() * t,
        a.blueF() * (1 - t) + b.blueF() * t,
    )


class GhostItem(QGraphicsItem):
    """The moving piece: at its current landing during a multi-step move, or
    under the mouse while dragging. Can carry a "stop here" badge."""

    def __init__(self, theme: HexTheme) -> None:
        super().__init__()
        self.theme = theme
        self.colour = QColor("black")
        self.letter: str | None = None
        self.picture: Picture | None = None
        self.stoppable = False
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def boundingRect(self) -> QRectF:
        r = CELL_RADIUS
        return QRectF(-r, -r - 0.3 * r, 2 * r, 2 * r + 0.3 * r)

    def set_piece(
        self, colour: QColor, letter: str | None, stoppable: bool, picture: Picture | None = None
    ) -> None:
        self.prepareGeometryChange()
        self.colour = colour
        self.letter = letter
        self.picture = picture
        self.stoppable = stoppable
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Raised a little: it sits on whatever the landing cell already holds.
        centre = QPointF(0.0, DISC_CENTRE_Y - 0.16 * CELL_RADIUS)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 20, 5, 90))
        painter.drawEllipse(
            centre + QPointF(0.08 * DISC_RADIUS, 0.3 * DISC_RADIUS), DISC_RADIUS, DISC_RADIUS
        )
        if self.picture is not None:
            paint_picture(painter, centre, self.picture)
        else:
            paint_stack(painter, centre, (self.colour,), self.letter)
        painter.setPen(QPen(self.theme.select, 0.08 * CELL_RADIUS))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, DISC_RADIUS * 1.08, DISC_RADIUS * 1.08)
        if self.stoppable:
            self._paint_stop_badge(
                painter, centre + QPointF(0.85 * DISC_RADIUS, -0.8 * DISC_RADIUS)
            )

    def _paint_stop_badge(self, painter: QPainter, centre: QPointF) -> None:
        # A green check: "click me again to end the move here".
        radius = 0.3 * CELL_RADIUS
        painter.setPen(QPen(QColor("#ffffff"), 0.05 * CELL_RADIUS))
        painter.setBrush(self.theme.stop)
        painter.drawEllipse(centre, radius, radius)
        pen = QPen(QColor("#ffffff"), 0.07 * CELL_RADIUS)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        path = QPainterPath(centre + QPointF(-0.45 * radius, 0.0))
        path.lineTo(centre + QPointF(-0.1 * radius, 0.38 * radius))
        path.lineTo(centre + QPointF(0.5 * radius, -0.35 * radius))
        painter.drawPath(path)


class PathItem(QGraphicsItem):
    """A polyline through cell centres with an arrowhead at the end."""

    def __init__(self, colour: QColor, width: float, dashed: bool, z: float) -> None:
        super().__init__()
        self.colour = colour
        self.width = width
        self.dashed = dashed
        self.points: list[QPointF] = []
        self._rect = QRectF()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_points(self, points: Sequence[QPointF]) -> None:
        self.prepareGeometryChange()
        self.points = list(points)
        if self.points:
            xs = [p.x() for p in self.points]
            ys = [p.y() for p in self.points]
            pad = CELL_RADIUS * 0.5
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

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if len(self.points) < 2:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        points = list(self.points)
        # Stop short of the last centre so the arrowhead does not cover the piece.
        last = QLineF(points[-2], points[-1])
        head_len = 0.42 * CELL_RADIUS
        shorten = 0.25 * CELL_RADIUS
        if last.length() > shorten + head_len:
            last.setLength(last.length() - shorten)
            points[-1] = last.p2()
        pen = QPen(self.colour, self.width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if self.dashed:
            pen.setDashPattern([2.2, 1.6])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        body = QLineF(points[-2], points[-1])
        if body.length() > head_len:
            body.setLength(body.length() - head_len * 0.6)
        path = QPainterPath(points[0])
        for p in points[1:-1]:
            path.lineTo(p)
        path.lineTo(body.p2())
        painter.drawPath(path)
        # Arrowhead.
        tip = points[-1]
        direction = QLineF(points[-2], tip)
        angle = math.radians(-direction.angle())
        left = tip - QPointF(math.cos(angle - 0.45) * head_len, math.sin(angle - 0.45) * head_len)
        right = tip - QPointF(math.cos(angle + 0.45) * head_len, math.sin(angle + 0.45) * head_len)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPolygon(QPolygonF([tip, left, right]))
        # Small dots on the intermediate landings of a multi-step path.
        for p in self.points[1:-1]:
            painter.drawEllipse(p, self.width * 0.9, self.width * 0.9)


class FrameItem(QGraphicsItem):
    """The wooden frame around the cells, with the row letters at both ends
    of each row."""

    def __init__(self, theme: HexTheme) -> None:
        super().__init__()
        self.theme = theme
        self.outline = QPolygonF()
        self.letters: list[tuple[QPointF, str]] = []
        self.numbers: list[tuple[QPointF, str]] = []
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_geometry(
        self,
        outline: QPolygonF,
        letters: list[tuple[QPointF, str]],
        numbers: list[tuple[QPointF, str]] | None = None,
    ) -> None:
        self.prepareGeometryChange()
        self.outline = outline
        self.letters = letters
        self.numbers = list(numbers or [])
        self.update()

    def boundingRect(self) -> QRectF:
        return self.outline.boundingRect().adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.outline.boundingRect()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0.0, self.theme.frame_light)
        gradient.setColorAt(1.0, self.theme.frame_dark)
        pen = QPen(self.theme.frame_dark.darker(150), 0.08 * CELL_RADIUS)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(QBrush(gradient))
        painter.drawPolygon(self.outline)
        scale = self.theme.text_scale
        painter.setFont(scene_font(0.5 * CELL_RADIUS * scale, bold=True))
        painter.setPen(self.theme.frame_text)
        for centre, text in self.letters:
            painter.drawText(
                _centred_rect(centre, 0.5 * CELL_RADIUS * scale),
                Qt.AlignmentFlag.AlignCenter,
                text,
            )
        painter.setFont(scene_font(0.4 * CELL_RADIUS * scale, bold=True))
        for centre, text in self.numbers:
            painter.drawText(
                _centred_rect(centre, 0.5 * CELL_RADIUS * scale),
                Qt.AlignmentFlag.AlignCenter,
                text,
            )


class BorderItem(QGraphicsItem):
    """Heavy lines along cell edges between different regions."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.colour = colour
        self.lines: list[QLineF] = []
        self._rect = QRectF()
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_lines(self, lines: list[QLineF]) -> None:
        self.prepareGeometryChange()
        self.lines = lines
        rect = QRectF()
        for line in lines:
            rect = rect.united(QRectF(line.p1(), line.p2()).normalized())
        self._rect = rect.adjusted(-6, -6, 6, 6)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.colour, 0.14 * CELL_RADIUS)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLines(self.lines)
