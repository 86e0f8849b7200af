"""Jaheijagaj's piece art: one SVG per kind (resources/pieces/jaheijagaj),
recoloured for each side and drawn into cached pixmaps."""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

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
_renderers: dict[tuple[str, str], QSvgRenderer | None] = {}
_pixmaps: OrderedDict[tuple[str, str, int], QPixmap] = OrderedDict()
_CACHE = 120  # kinds x colours x the sizes shown lately


def renderer(kind: str, colour: str) -> QSvgRenderer | None:
    key = (kind, colour)
    if key not in _renderers:
        path = resource_path("pieces", "jaheijagaj", f"{KIND_FILES.get(kind, kind)}.svg")
        found = None
        if path is not None:
            shade = QColor(colour).darker(150).name()
            data = (
                path.read_bytes()
                .replace(b"#COLOUR", colour.encode())
                .replace(b"#SHADE", shade.encode())
            )
            found = QSvgRenderer(QByteArray(data))
            if not found.isValid():
                found = None
        _renderers[key] = found
    return _renderers[key]


def pixmap(look: PieceLook, pixels: int) -> QPixmap:
    """The piece ``pixels`` high (device pixels; as wide as its art is), from
    the cache if drawn before."""
    key = (look.kind, look.colour, pixels)
    cached = _pixmaps.get(key)
    if cached is not None:
        _pixmaps.move_to_end(key)
        return cached
    svg = renderer(look.kind, look.colour)
    if svg is None:
        return disc_art(look, pixels)
    box = svg.viewBoxF()
    width = max(1, round(pixels * box.width() / max(1.0, box.height())))
    result = QPixmap(width, pixels)
    result.fill(Qt.GlobalColor.transparent)
    painter = QPainter(result)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    svg.render(painter, QRectF(0, 0, width, pixels))
    painter.end()
    _pixmaps[key] = result
    while len(_pixmaps) > _CACHE:
        _pixmaps.popitem(last=False)
    return result
