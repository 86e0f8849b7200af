"""The top of a hex cell drawn apart from its cell, for a move shown
happening (``cellmotion``): the piece on top of a stack, or a lake."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from boardroom.ui.scenes.hexitems import (
    CELL_RADIUS,
    DISC_CENTRE_Y,
    DISC_RADIUS,
    FAINT,
    CellContent,
    HexTheme,
    Picture,
    _centred_rect,
    _paint_marker,
    paint_lake,
    paint_picture,
    paint_stack,
)
from boardroom.ui.seatlook import paint_mark

# Over the cells and the last move's path, under the moving ghost of a selection.
SPRITE_Z = 35.0
SPRITE_RECT = QRectF(-CELL_RADIUS - 2, -CELL_RADIUS - 2, 2 * CELL_RADIUS + 4, 2 * CELL_RADIUS + 4)


def top_of(content: CellContent) -> CellContent | None:
    """What leaves or reaches a cell: its top piece (with its marker), or its
    lake when it holds no piece; None for an empty cell."""
    if content.stack:
        return CellContent(
            stack=content.stack[-1:],
            piece=content.piece,
            marker=content.marker,
            faint=content.faint,
        )
    if content.lake:
        return CellContent(lake=True)
    if content.marker:
        return CellContent(marker=content.marker)
    return None


def paint_top(
    painter: QPainter,
    theme: HexTheme,
    content: CellContent,
    colour: QColor | None,
    letter: str | None,
    picture: Picture | None,
    seat: int | None,
) -> None:
    """A cell's top thing as the cell draws it, without the wood."""
    centre = QPointF(0.0, DISC_CENTRE_Y)
    if colour is None:
        if content.lake:
            paint_lake(painter, theme)
        elif content.marker:
            _paint_marker(painter, content.marker, centre)
        return
    if picture is not None:
        paint_picture(painter, centre, picture, FAINT if content.faint else 1.0)
    else:
        paint_stack(painter, centre, (colour,), letter)
        if seat is not None:
            paint_mark(painter, _centred_rect(centre, DISC_RADIUS), seat)
    if content.marker:
        badge = centre + QPointF(-0.72 * DISC_RADIUS, -0.62 * DISC_RADIUS)
        _paint_marker(painter, content.marker, badge)
