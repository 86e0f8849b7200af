"""How seats are told apart: their colours (the game's own, or the
colour-blind-safe palette) and a shape of each seat's own, drawn on its
pieces and its card so that no one has to rely on colour.

Each game keeps its colours where they were (its adapter's
``seat_colours``, its art); it passes them through :func:`colour` with the
seat's English colour name, and the palette chosen in the settings decides.
The safe palette is Okabe and Ito's ("Color Universal Design", 2008),
chosen by colour name, so a seat called Red stays reddish: vermillion. Black
and White are told apart by lightness already and stay as each game draws
them. ``tests/ui/test_seat_colours.py`` checks that every game's seats stay
apart under simulated colour blindness (see :mod:`colourvision`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

STANDARD, SAFE = "standard", "okabe-ito"
PALETTES = (STANDARD, SAFE)

OKABE_ITO = {
    "orange": "#e69f00",
    "sky blue": "#56b4e9",
    "bluish green": "#009e73",
    "yellow": "#f0e442",
    "blue": "#0072b2",
    "vermillion": "#d55e00",
    "reddish purple": "#cc79a7",
}
# The safe colour of each seat colour name a game may use.
SAFE_COLOURS = {
    "Red": OKABE_ITO["vermillion"],
    "Blue": OKABE_ITO["blue"],
    "Purple": OKABE_ITO["reddish purple"],
    "Yellow": OKABE_ITO["yellow"],
    "Green": OKABE_ITO["bluish green"],
    "Orange": OKABE_ITO["orange"],
}

# Each seat's shape, by seat number (a game has at most four seats).
SHAPES = ("circle", "triangle", "square", "diamond")


class SeatLook(QObject):
    """The palette and whether pieces carry their seat's shape; ``changed``
    when either changes (boards and cards redraw)."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.palette = STANDARD
        self.shapes = False

    def set(self, palette: str, shapes: bool) -> None:
        palette = palette if palette in PALETTES else STANDARD
        if (palette, shapes) != (self.palette, self.shapes):
            self.palette, self.shapes = palette, shapes
            self.changed.emit()

    def key(self) -> tuple[str, bool]:
        """What drawings depend on (for caches)."""
        return (self.palette, self.shapes)


LOOK = SeatLook()


def colour(name: str, standard: str) -> str:
    """The colour of the seat whose colour is called ``name`` ("Red"), its
    game drawing it ``standard`` ('#rrggbb')."""
    if LOOK.palette == SAFE:
        return SAFE_COLOURS.get(name, standard)
    return standard


def colours(names: Sequence[str], standard: Sequence[str]) -> list[QColor]:
    """A game's seat colours as the palette draws them."""
    return [QColor(colour(n, c)) for n, c in zip(names, standard, strict=False)]


def shape(seat: int) -> str:
    return SHAPES[seat % len(SHAPES)]


# --- the shape drawn --------------------------------------------------------------------


def shape_path(kind: str, rect: QRectF) -> QPainterPath:
    """The outline of a shape inscribed in ``rect``."""
    path = QPainterPath()
    c, w, h = rect.center(), rect.width(), rect.height()
    if kind == "triangle":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), rect.top()),
                    QPointF(rect.right(), rect.bottom() - 0.06 * h),
                    QPointF(rect.left(), rect.bottom() - 0.06 * h),
                ]
            )
        )
        path.closeSubpath()
    elif kind == "square":
        path.addRect(rect.adjusted(0.1 * w, 0.1 * h, -0.1 * w, -0.1 * h))
    elif kind == "diamond":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), rect.top()),
                    QPointF(rect.right(), c.y()),
                    QPointF(c.x(), rect.bottom()),
                    QPointF(rect.left(), c.y()),
                ]
            )
        )
        path.closeSubpath()
    else:
        path.addEllipse(rect.adjusted(0.06 * w, 0.06 * h, -0.06 * w, -0.06 * h))
    return path


def paint_shape(
    painter: QPainter, rect: QRectF, seat: int, fill: QColor | None = None, outline: str = "#1d1712"
) -> None:
    """Seat ``seat``'s shape in ``rect``: white (or ``fill``) with a dark
    outline, which reads on light and dark pieces alike."""
    painter.save()
    pen = QPen(QColor(outline), max(0.8, 0.12 * rect.width()))
    pen.setJoinStyle(pen.joinStyle().RoundJoin)
    painter.setPen(pen)
    painter.setBrush(fill if fill is not None else QColor("#ffffff"))
    inset = 0.08 * rect.width()
    painter.drawPath(shape_path(shape(seat), rect.adjusted(inset, inset, -inset, -inset)))
    painter.restore()


def mark_rect(piece: QRectF, share: float = 0.36) -> QRectF:
    """Where a piece drawn in ``piece`` carries its seat's shape: a badge at
    its top right corner, ``share`` of its width."""
    size = share * piece.width()
    return QRectF(piece.right() - size, piece.top(), size, size)


def paint_mark(painter: QPainter, piece: QRectF, seat: int) -> None:
    """The seat's shape on a piece drawn in ``piece``, when shapes are on."""
    if LOOK.shapes:
        paint_shape(painter, mark_rect(piece), seat)


# --- recolouring a piece's picture -------------------------------------------------------

_HEX = re.compile(r"#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")


def recolour(svg: str, standard: str, name: str) -> str:
    """``svg`` (a piece drawn in its seat's ``standard`` colour) with every
    colour of that seat's hue moved to the palette's colour for ``name``:
    the hue turned and the saturation and lightness shifted alike, so the
    picture's shading stays. Greys, whites and other hues are left alone."""
    target = colour(name, standard)
    if target.lower() == standard.lower():
        return svg
    base, goal = QColor(standard), QColor(target)
    if base.hsvSaturationF() < 0.15:
        return svg  # a grey seat: nothing to turn

    def turn(match: re.Match[str]) -> str:
        found = QColor(match.group(0))
        if found.hsvSaturationF() < 0.25:
            return match.group(0)  # a grey, a white, a cream: not the seat's colour
        gap = abs(found.hslHueF() - base.hslHueF())
        if min(gap, 1 - gap) > 40 / 360:
            return match.group(0)  # another hue: a detail of its own
        hue = (found.hslHueF() + goal.hslHueF() - base.hslHueF()) % 1.0
        sat = min(1.0, found.hslSaturationF() * goal.hslSaturationF() / base.hslSaturationF())
        light = min(1.0, max(0.0, found.lightnessF() + goal.lightnessF() - base.lightnessF()))
        return QColor.fromHslF(hue, sat, light).name()

    return _HEX.sub(turn, svg)
