"""Jaheijagaj's piece art: one SVG per kind (resources/pieces/jaheijagaj),
painted in each side's colours (``figurepaint``) into cached pixmaps."""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from boardroom.games.jaheijagaj.pieces import SEAT_NAMES
from boardroom.ui import seatlook
from boardroom.ui.games.jaheijagaj import figurepaint
from boardroom.ui.resources import resource_path
from boardroom.ui.scenes.pyramiditems import PieceLook
from boardroom.ui.scenes.pyramidscene import disc_art

# Seat colours in seat order (Red, Blue, Purple, Yellow), then the Kiggyar's white.
SIDE_COLOURS = ("#c0392b", "#2e6fd1", "#8e44ad", "#e2b623", "#f1ede4")
KIND_FILES = {
    "trooper": "trooper",
    "specops": "specops",
    "honourguard": "honourguard",
    "wraith": "wraith",
    "kiggyar": "kiggyar",
}
_figures: dict[str, figurepaint.Figure | None] = {}
_pixmaps: OrderedDict[tuple[str, str, int, bool], QPixmap] = OrderedDict()


def side_colour(side: int) -> str:
    """A side's colour as the palette draws it (the Kiggyar's white for any other)."""
    if 0 <= side < len(SEAT_NAMES):
        return seatlook.colour(SEAT_NAMES[side], SIDE_COLOURS[side])
    return SIDE_COLOURS[-1]


def seat_of(colour: str) -> int | None:
    """The seat drawn in ``colour`` (None: the Kiggyar)."""
    for side in range(len(SEAT_NAMES)):
        if side_colour(side).lower() == colour.lower():
            return side
    return None


_CACHE = 120  # kinds x colours x the sizes shown lately


def figure(kind: str) -> figurepaint.Figure | None:
    """A kind's picture, read from its SVG once (None: no art, or art that cannot be read)."""
    if kind not in _figures:
        path = resource_path("pieces", "jaheijagaj", f"{KIND_FILES.get(kind, kind)}.svg")
        found = None
        if path is not None:
            try:
                found = figurepaint.read(path.read_text(encoding="utf-8"))
            except (OSError, ValueError, SyntaxError):
                found = None
        _figures[kind] = found
    return _figures[kind]


def pixmap(look: PieceLook, pixels: int) -> QPixmap:
    """The piece ``pixels`` high (device pixels; as wide as its art is), from
    the cache if drawn before."""
    key = (look.kind, look.colour, pixels, seatlook.LOOK.shapes)
    cached = _pixmaps.get(key)
    if cached is not None:
        _pixmaps.move_to_end(key)
        return cached
    art = figure(look.kind)
    if art is None:
        return disc_art(look, pixels)
    box = art.box
    width = max(1, round(pixels * box.width() / max(1.0, box.height())))
    result = QPixmap(width, pixels)
    result.fill(Qt.GlobalColor.transparent)
    painter = QPainter(result)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colours = {"#COLOUR": look.colour, "#SHADE": QColor(look.colour).darker(150).name()}
    figurepaint.paint(painter, art, QRectF(0, 0, width, pixels), colours)
    seat = seat_of(look.colour)
    if seat is not None and seatlook.LOOK.shapes:
        size = 0.4 * min(width, pixels)  # top left: the honour badge is at the top right
        seatlook.paint_shape(painter, QRectF(0, 0, size, size), seat)
    painter.end()
    _pixmaps[key] = result
    while len(_pixmaps) > _CACHE:
        _pixmaps.popitem(last=False)
    return result
