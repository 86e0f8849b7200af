"""Piece pictures: one SVG per kind and seat colour, drawn from cached pixmaps.

A :class:`PieceSet` (kept in each game's window package) names a game's
pieces (kind letter -> file stem and a translatable name) and seat colours.
:class:`PieceArt` loads each SVG once and keeps pixmaps rendered at the
exact device size asked for, so a scaled board stays crisp without
re-rendering vectors on every repaint. A kind without a picture is drawn as
a lettered disc, so a new game is drawable before its art exists.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from boardroom.ui import seatlook
from boardroom.ui.resources import resource_path

__all__ = ["PieceArt", "PieceSet", "piece_name", "seat_name"]


@dataclass(frozen=True)
class PieceSet:
    """The pieces of one game: folder under resources/pieces, kinds, seat colours."""

    folder: str
    kinds: dict[str, tuple[str, str]]  # letter -> (file stem, untranslated name)
    seats: tuple[tuple[str, str], ...]  # per seat: (file suffix, untranslated colour name)
    fallback_colours: tuple[str, ...] = ("#f0d27a", "#1f3c88")  # discs without art


def piece_name(pieces: PieceSet, kind: str) -> str:
    """The translated name of a kind letter ("Kapt"); the letter itself if unknown."""
    entry = pieces.kinds.get(kind)
    return QCoreApplication.translate("Pieces", entry[1]) if entry else kind


def seat_name(pieces: PieceSet, seat: int) -> str:
    """The translated colour name of a seat ("Yellow")."""
    if 0 <= seat < len(pieces.seats):
        return QCoreApplication.translate("Pieces", pieces.seats[seat][1])
    return str(seat + 1)


# Every PieceArt's pictures, by its art key, piece, size and look: a new game
# (a new board, panel or window) shows the pictures the last one drew.
_PIXMAPS: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()


class PieceArt:
    """Loads a piece set's SVGs and hands out pixmaps at device size.

    With a ``halo`` colour every piece gets a thin outline of it and a soft
    shadow, so a piece stands out on light and dark squares alike (a yellow
    piece on a straw square).
    """

    MAX_CACHED = 512  # pixmaps, all PieceArts together; sizes change while a window is resized
    HALO_WIDTH = 0.028  # of the picture's width
    SHADOW_OFFSET = 0.035

    def __init__(self, pieces: PieceSet, halo: QColor | None = None) -> None:
        self.pieces = pieces
        self.halo = QColor(halo) if halo is not None else None
        self._renderers: dict[tuple[str, int, str], QSvgRenderer | None] = {}
        # What its pictures depend on besides the piece, size and look: the
        # same for another PieceArt of these pieces and halo (the next game's).
        self._art_key: tuple[object, ...] = (
            type(self),
            pieces.folder,
            tuple(pieces.kinds.items()),
            pieces.seats,
            pieces.fallback_colours,
            None if self.halo is None else self.halo.getRgbF(),
        )

    def path(self, kind: str, seat: int) -> str | None:
        entry = self.pieces.kinds.get(kind)
        if entry is None or not 0 <= seat < len(self.pieces.seats):
            return None
        found = resource_path(
            "pieces", self.pieces.folder, f"{entry[0]}-{self.pieces.seats[seat][0]}.svg"
        )
        return str(found) if found is not None else None

    def renderer(self, kind: str, seat: int) -> QSvgRenderer | None:
        """The loaded SVG of a piece in the palette's colours, or None when
        it has no valid picture."""
        key = (kind, seat, seatlook.LOOK.palette)
        if key not in self._renderers:
            path = self.path(kind, seat)
            renderer = None
            if path is not None:
                try:
                    text = Path(path).read_text(encoding="utf-8")
                except (OSError, UnicodeDecodeError):
                    text = ""
                name, base = self.seat_colour(seat)
                renderer = QSvgRenderer(QByteArray(seatlook.recolour(text, base, name).encode()))
            self._renderers[key] = renderer if renderer is not None and renderer.isValid() else None
        return self._renderers[key]

    def seat_colour(self, seat: int) -> tuple[str, str]:
        """The seat's English colour name and the colour its pictures are drawn in."""
        name = self.pieces.seats[seat][1] if 0 <= seat < len(self.pieces.seats) else ""
        colours = self.pieces.fallback_colours
        return name, colours[seat % len(colours)] if colours else "#808080"

    def pixmap(self, kind: str, seat: int, pixels: int) -> QPixmap:
        """A square pixmap ``pixels`` wide (device pixels) showing the piece."""
        pixels = max(4, pixels)
        key = (self._art_key, kind, seat, pixels, seatlook.LOOK.key())
        cached = _PIXMAPS.get(key)
        if cached is not None:
            _PIXMAPS.move_to_end(key)
            return cached
        image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._render(painter, QRectF(0, 0, pixels, pixels), kind, seat)
        painter.end()
        if self.halo is not None:
            image = self._with_halo(image, self.halo)
        if seatlook.LOOK.shapes:
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            seatlook.paint_mark(
                painter,
                QRectF(0, 0, pixels, pixels).adjusted(
                    0.06 * pixels, 0.04 * pixels, -0.04 * pixels, -0.06 * pixels
                ),
                seat,
            )
            painter.end()
        pixmap = QPixmap.fromImage(image)
        _PIXMAPS[key] = pixmap
        while len(_PIXMAPS) > self.MAX_CACHED:
            _PIXMAPS.popitem(last=False)
        return pixmap

    def _with_halo(self, piece: QImage, colour: QColor) -> QImage:
        """The piece over its own silhouette in ``colour``: a soft shadow a
        little below right, and an outline all round."""
        size = piece.width()
        silhouette = QImage(piece)
        painter = QPainter(silhouette)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(silhouette.rect(), colour)
        painter.end()
        out = QImage(piece.size(), QImage.Format.Format_ARGB32_Premultiplied)
        out.fill(Qt.GlobalColor.transparent)
        painter = QPainter(out)
        shadow = max(1.0, self.SHADOW_OFFSET * size)
        painter.setOpacity(0.45)
        painter.drawImage(QPointF(0.6 * shadow, shadow), silhouette)
        painter.setOpacity(1.0)
        width = max(1.0, self.HALO_WIDTH * size)
        steps = 12
        for i in range(steps):
            angle = 2 * math.pi * i / steps
            painter.drawImage(QPointF(width * math.cos(angle), width * math.sin(angle)), silhouette)
        painter.drawImage(0, 0, piece)
        painter.end()
        return out

    def paint(
        self, painter: QPainter, rect: QRectF, kind: str, seat: int, opacity: float = 1.0
    ) -> None:
        """Draw the piece into ``rect`` (scene units) from a pixmap rendered at
        the size ``rect`` has on the device, so it is sharp at any zoom."""
        transform = painter.worldTransform()
        scale = (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        pixels = round(rect.width() * scale * ratio)
        painter.save()
        painter.setOpacity(painter.opacity() * opacity)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, self.pixmap(kind, seat, pixels), QRectF(0, 0, pixels, pixels))
        painter.restore()

    def _render(self, painter: QPainter, rect: QRectF, kind: str, seat: int) -> None:
        renderer = self.renderer(kind, seat)
        if renderer is not None:
            renderer.render(painter, rect)
            return
        # No picture: a disc in the seat's colour with the kind's letter.
        name, base = self.seat_colour(seat)
        fill = QColor(seatlook.colour(name, base))
        ink = QColor("#1d1712") if fill.lightnessF() > 0.55 else QColor("#f6efe2")
        radius = 0.4 * rect.width()
        centre = rect.center()
        painter.setPen(QPen(ink, 0.05 * rect.width()))
        painter.setBrush(fill)
        painter.drawEllipse(centre, radius, radius)
        font = QFont()
        font.setPixelSize(max(1, round(0.45 * rect.width())))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(
            QRectF(centre - QPointF(radius, radius), rect.size() * 0.8),
            Qt.AlignmentFlag.AlignCenter,
            kind[:1].upper(),
        )
