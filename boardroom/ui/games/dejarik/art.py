"""Dejarik's pictures: narrative dice with their symbols, pieces, effect icons.

The SVG files live under ``resources/dice`` (die shapes and the six symbols,
drawn in black and recoloured here) and ``resources/pieces/dejarik``. Each
file is parsed once; pixmaps are cached at the exact device size asked for.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from boardroom.games.dejarik.dice import FACES, Pool, Roll
from boardroom.ui import seatlook
from boardroom.ui.resources import resource_path

DIE_FILES = {
    "A": "ability",
    "P": "proficiency",
    "D": "difficulty",
    "C": "challenge",
    "B": "boost",
    "S": "setback",
}
SYMBOL_FILES = {
    "S": "success",
    "F": "failure",
    "A": "advantage",
    "T": "threat",
    "X": "triumph",
    "Y": "despair",
}
# Main colour of each die (charts, legends, discs when an SVG is missing).
DIE_COLOURS = {
    "A": "#3f9e4d",
    "P": "#f0be1e",
    "D": "#5e3592",
    "C": "#b52a22",
    "B": "#7cc6e6",
    "S": "#1c1c1e",
}
# Symbols are dark on the light dice and light on the dark ones.
INK = {
    "A": "#0b1f0c",
    "P": "#2a1d00",
    "B": "#0a2733",
    "D": "#ffffff",
    "C": "#ffffff",
    "S": "#ffffff",
}
# Where symbols may go inside each shape (fraction of the die's side).
_INNER = {"A": 0.50, "D": 0.50, "P": 0.56, "C": 0.56, "B": 0.64, "S": 0.64}
SEAT_FILES = ("piece-red", "piece-blue")
SEAT_COLOURS = ("#d9483b", "#3b82d9")
SEAT_NAMES = ("Red", "Blue")  # the colours' names, which the palette goes by

_renderers: dict[tuple[object, ...], QSvgRenderer | None] = {}
_pixmaps: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
_CACHE = 400


def seat_colour(seat: int) -> str:
    """A seat's colour as the palette draws it."""
    return seatlook.colour(SEAT_NAMES[seat % 2], SEAT_COLOURS[seat % 2])


def _renderer(folder: str, stem: str, ink: str = "", seat: int = -1) -> QSvgRenderer | None:
    """The parsed SVG (``ink`` replaces the black of the symbol files; a
    seat's piece is turned to the palette's colour)."""
    key = (folder, stem, ink, seat, seatlook.LOOK.palette)
    if key not in _renderers:
        path = resource_path(*folder.split("/"), f"{stem}.svg")
        renderer = None
        if path is not None:
            data = path.read_bytes()
            if ink:
                data = data.replace(b"#000000", ink.encode())
            if seat >= 0:
                text = data.decode("utf-8", "replace")
                data = seatlook.recolour(text, SEAT_COLOURS[seat], SEAT_NAMES[seat]).encode()
            renderer = QSvgRenderer(QByteArray(data))
            if not renderer.isValid():
                renderer = None
        _renderers[key] = renderer
    return _renderers[key]


def paint_symbol(painter: QPainter, rect: QRectF, symbol: str, ink: str) -> None:
    renderer = _renderer("dice", SYMBOL_FILES[symbol], ink)
    if renderer is not None:
        renderer.render(painter, rect)
    else:  # no art: the symbol's letter
        painter.save()
        painter.setPen(QColor(ink))
        font = QFont()
        font.setPixelSize(max(6, int(rect.height() * 0.8)))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, symbol)
        painter.restore()


def paint_die(painter: QPainter, rect: QRectF, die: str, face: str | None = "-") -> None:
    """A die of kind ``die`` showing ``face`` (its symbols; "-" blank; None: no
    face at all, for a pool not rolled yet)."""
    renderer = _renderer("dice", DIE_FILES[die])
    if renderer is not None:
        renderer.render(painter, rect)
    else:
        painter.save()
        painter.setBrush(QColor(DIE_COLOURS[die]))
        painter.setPen(QPen(QColor("#000000"), 1))
        painter.drawEllipse(rect)
        painter.restore()
    symbols = [] if face is None else [s for s in face if s in SYMBOL_FILES]
    if not symbols:
        return
    side = min(rect.width(), rect.height())
    inner = side * _INNER[die]
    centre = rect.center()
    if len(symbols) == 1:
        size = inner
        spots = [centre]
    else:
        # Two symbols side by side across the widest part of the shape.
        size = inner * 0.62
        gap = size * 0.56
        spots = [QPointF(centre.x() - gap, centre.y()), QPointF(centre.x() + gap, centre.y())]
    for symbol, spot in zip(symbols, spots, strict=False):
        paint_symbol(
            painter, QRectF(spot.x() - size / 2, spot.y() - size / 2, size, size), symbol, INK[die]
        )


def _cached(key: tuple[object, ...]) -> QPixmap | None:
    pixmap = _pixmaps.get(key)
    if pixmap is not None:
        _pixmaps.move_to_end(key)
    return pixmap


def _store(key: tuple[object, ...], pixmap: QPixmap) -> QPixmap:
    _pixmaps[key] = pixmap
    while len(_pixmaps) > _CACHE:
        _pixmaps.popitem(last=False)
    return pixmap


def _blank(size: int, dpr: float, width: int | None = None) -> QPixmap:
    pixmap = QPixmap(round((width or size) * dpr), round(size * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def die_pixmap(die: str, face: str | None, size: int, dpr: float = 1.0) -> QPixmap:
    key = ("die", die, face, size, dpr)
    found = _cached(key)
    if found is not None:
        return found
    pixmap = _blank(size, dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_die(painter, QRectF(0, 0, size, size), die, face)
    painter.end()
    return _store(key, pixmap)


def symbol_pixmap(symbol: str, size: int, ink: str, dpr: float = 1.0) -> QPixmap:
    key = ("symbol", symbol, ink, size, dpr)
    found = _cached(key)
    if found is not None:
        return found
    pixmap = _blank(size, dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_symbol(painter, QRectF(0, 0, size, size), symbol, ink)
    painter.end()
    return _store(key, pixmap)


def dice_row_pixmap(
    dice: list[tuple[str, str | None]], size: int, dpr: float = 1.0, gap: int = 3, per_row: int = 0
) -> QPixmap:
    """Dice side by side (wrapped after ``per_row`` dice when given)."""
    count = max(len(dice), 1)
    columns = min(count, per_row) if per_row else count
    rows = (count + columns - 1) // columns
    width = columns * size + (columns - 1) * gap
    height = rows * size + (rows - 1) * gap
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, (die, face) in enumerate(dice):
        row, column = divmod(i, columns)
        paint_die(painter, QRectF(column * (size + gap), row * (size + gap), size, size), die, face)
    painter.end()
    return pixmap


def pool_dice(pool: Pool) -> list[tuple[str, str | None]]:
    """A pool not rolled yet: its dice without faces."""
    return [(die, None) for die in pool.dice()]


def roll_dice(roll: Roll) -> list[tuple[str, str | None]]:
    return [(die, FACES[die][index]) for die, index in roll]


def paint_piece(painter: QPainter, rect: QRectF, seat: int) -> None:
    renderer = _renderer("pieces/dejarik", SEAT_FILES[seat % 2], seat=seat % 2)
    if renderer is not None:
        renderer.render(painter, rect)
    else:
        painter.save()
        painter.setBrush(QColor(seat_colour(seat)))
        painter.drawEllipse(rect)
        painter.restore()
    seatlook.paint_mark(painter, rect, seat)


def paint_icon(painter: QPainter, rect: QRectF, name: str) -> None:
    """An effect icon from resources/pieces/dejarik ("upgrade", "order", "adjust")."""
    renderer = _renderer("pieces/dejarik", name)
    if renderer is not None:
        renderer.render(painter, rect)


def piece_pixmap(seat: int, size: int, dpr: float = 1.0) -> QPixmap:
    key = ("piece", seat, size, dpr, seatlook.LOOK.key())
    found = _cached(key)
    if found is not None:
        return found
    pixmap = _blank(size, dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_piece(painter, QRectF(0, 0, size, size), seat)
    painter.end()
    return _store(key, pixmap)
