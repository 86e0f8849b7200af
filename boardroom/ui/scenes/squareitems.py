"""Graphics items of the square board scene.

Items are dumb: the scene sets their flags and contents, they only paint.
Everything is vector drawing in scene units (a square is ``SQUARE`` wide),
and piece pictures come from pixmaps rendered at device size, so the board
stays crisp at any zoom. Path, frame and ghost items are in squaredecor.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from boardroom.ui.pieceart import PieceArt
from boardroom.ui.scenes.hexitems import scene_font

SQUARE = 40.0  # side of a square, in scene units
PIECE_INSET = 0.04 * SQUARE  # pieces fill the square but for this margin


@dataclass
class SquareTheme:
    """Colours of the board; one place to tune the look."""

    squares: dict[str, QColor] = field(
        default_factory=lambda: {
            "yellow": QColor("#ecd9a0"),  # straw
            "blue": QColor("#a9bdd4"),  # slate blue
        }
    )
    frame_light: QColor = field(default_factory=lambda: QColor("#7a5230"))
    frame_dark: QColor = field(default_factory=lambda: QColor("#4a2f18"))
    frame_text: QColor = field(default_factory=lambda: QColor("#f3dfb8"))
    front: QColor = field(default_factory=lambda: QColor("#3a2410"))
    region_text: QColor = field(default_factory=lambda: QColor(58, 40, 20, 52))
    local_text: QColor = field(default_factory=lambda: QColor(40, 30, 20, 200))
    # Behind a local coordinate over a piece, so the piece does not hide it.
    local_plate: QColor = field(default_factory=lambda: QColor(255, 250, 236, 205))
    # Outline and shadow of every piece: each stands out on both square colours.
    piece_halo: QColor = field(default_factory=lambda: QColor(28, 18, 6, 200))
    select: QColor = field(default_factory=lambda: QColor("#f2b705"))
    target: QColor = field(default_factory=lambda: QColor(20, 95, 45))
    last_move: QColor = field(default_factory=lambda: QColor("#e08a1e"))
    hint: QColor = field(default_factory=lambda: QColor("#2f6fe0"))
    preview: QColor = field(default_factory=lambda: QColor("#128a3e"))
    check: QColor = field(default_factory=lambda: QColor("#e0201b"))
    cursor: QColor = field(default_factory=lambda: QColor("#b0208f"))
    text_scale: float = 1.0  # the table scale of the frame's words

    def square_colour(self, key: str) -> QColor:
        if key in self.squares:
            return self.squares[key]
        return QColor(key) if QColor.isValidColorName(key) else QColor("#d9d2c0")


def _with_alpha(colour: QColor, alpha: int) -> QColor:
    result = QColor(colour)
    result.setAlpha(alpha)
    return result


class SquareItem(QGraphicsItem):
    """One square: its colour and every mark the scene puts on it (the piece
    is a separate item above the region names)."""

    def __init__(self, square: int, label: str, colour_key: str, theme: SquareTheme) -> None:
        super().__init__()
        self.square = square
        self.label = label
        self.colour_key = colour_key
        self.theme = theme
        self.local_label: str | None = None  # shown when local coordinates are on
        self.selected = False  # the piece being moved stands here
        self.target = False  # a legal next step
        self.capture = False  # ... that takes a piece (drawn differently)
        self.last_move = False
        self.hint = False
        self.check = False  # a King in check stands here
        self.hovered = False
        self.keyboard_cursor = False
        self.setAcceptHoverEvents(False)  # the scene tracks the mouse itself

    def boundingRect(self) -> QRectF:
        return QRectF(0.0, 0.0, SQUARE, SQUARE)

    def marks(self) -> tuple[bool, ...]:
        return (
            self.selected,
            self.target,
            self.capture,
            self.last_move,
            self.hint,
            self.check,
            self.hovered,
            self.keyboard_cursor,
        )

    def set_marks(self, marks: tuple[bool, ...]) -> None:
        """selected, target, capture, last move, hint, check, hovered and the
        keyboard cursor; the square is painted again only when they change."""
        if marks != self.marks():
            (
                self.selected,
                self.target,
                self.capture,
                self.last_move,
                self.hint,
                self.check,
                self.hovered,
                self.keyboard_cursor,
            ) = marks
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        theme = self.theme
        rect = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.square_colour(self.colour_key))
        painter.drawRect(rect)
        if self.last_move:
            # A light wash and a frame: the wash alone turns muddy on blue squares.
            painter.setBrush(_with_alpha(theme.last_move, 70))
            painter.drawRect(rect)
            w = 0.07 * SQUARE
            painter.setPen(QPen(_with_alpha(theme.last_move, 220), w))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(w / 2, w / 2, -w / 2, -w / 2))
            painter.setPen(Qt.PenStyle.NoPen)
        if self.selected:
            painter.setBrush(_with_alpha(theme.select, 150))
            painter.drawRect(rect)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = rect.center()
        if self.check:
            glow = QRadialGradient(centre, 0.7 * SQUARE)
            glow.setColorAt(0.0, _with_alpha(theme.check, 235))
            glow.setColorAt(0.7, _with_alpha(theme.check, 170))
            glow.setColorAt(1.0, _with_alpha(theme.check, 30))
            painter.setBrush(QBrush(glow))
            painter.drawRect(rect)
            if self.selected:  # the glow would hide the pick: frame it as well
                w = 0.1 * SQUARE
                painter.setPen(QPen(_with_alpha(theme.select, 240), w))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(w / 2, w / 2, -w / 2, -w / 2))
                painter.setPen(Qt.PenStyle.NoPen)
        if self.target:
            self._paint_target(painter, rect)
        if self.hint:
            pen = QPen(theme.hint, 0.07 * SQUARE, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(
                rect.adjusted(0.08 * SQUARE, 0.08 * SQUARE, -0.08 * SQUARE, -0.08 * SQUARE)
            )
        if self.hovered:
            painter.setPen(QPen(QColor(255, 255, 255, 220), 0.08 * SQUARE))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(
                rect.adjusted(0.04 * SQUARE, 0.04 * SQUARE, -0.04 * SQUARE, -0.04 * SQUARE)
            )
        if self.keyboard_cursor:
            pen = QPen(theme.cursor, 0.08 * SQUARE, Qt.PenStyle.DotLine)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(
                rect.adjusted(0.1 * SQUARE, 0.1 * SQUARE, -0.1 * SQUARE, -0.1 * SQUARE)
            )

    def _paint_target(self, painter: QPainter, rect: QRectF) -> None:
        colour = _with_alpha(self.theme.target, 165)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        if not self.capture:
            # A quiet move: a dot in the middle.
            r = 0.16 * SQUARE
            painter.drawEllipse(rect.center(), r, r)
            return
        # A capture: triangles in the corners, left visible around the piece.
        k = 0.3 * SQUARE
        for corner, dx, dy in (
            (rect.topLeft(), 1, 1),
            (rect.topRight(), -1, 1),
            (rect.bottomLeft(), 1, -1),
            (rect.bottomRight(), -1, -1),
        ):
            painter.drawPolygon(
                QPolygonF([corner, corner + QPointF(dx * k, 0.0), corner + QPointF(0.0, dy * k)])
            )


class PieceItem(QGraphicsItem):
    """The piece on one square, drawn above the region names, and the
    square's local coordinate above the piece (on a plate when a piece
    stands there, so it stays readable)."""

    def __init__(self, square: int, art: PieceArt, under: SquareItem | None = None) -> None:
        super().__init__()
        self.square = square
        self.art = art
        self.under = under  # the square below, whose local coordinate this shows
        self.piece: tuple[str, int] | None = None  # (kind letter, seat)
        self.lifted = False  # being moved: drawn faded where it stood
        self.held = False  # a move is shown arriving here: the piece is not there yet
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return QRectF(0.0, 0.0, SQUARE, SQUARE)

    def set_piece(self, piece: tuple[str, int] | None) -> None:
        if piece != self.piece:
            self.piece = piece
            self.update()

    def set_held(self, held: bool) -> None:
        if held != self.held:
            self.held = held
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.piece is not None and not self.held:
            kind, seat = self.piece
            rect = self.boundingRect().adjusted(
                PIECE_INSET, PIECE_INSET, -PIECE_INSET, -PIECE_INSET
            )
            self.art.paint(painter, rect, kind, seat, opacity=0.3 if self.lifted else 1.0)
        label = self.under.local_label if self.under is not None else None
        if label:
            lod = option.levelOfDetailFromTransform(painter.worldTransform())
            if 0.22 * SQUARE * lod >= 6.0:  # unreadable below ~6 px: skip
                self._paint_label(painter, label, plate=self.piece is not None)

    def _paint_label(self, painter: QPainter, label: str, plate: bool) -> None:
        theme = self.under.theme if self.under is not None else SquareTheme()
        font = scene_font(0.22 * SQUARE, bold=plate)
        painter.setFont(font)
        box = painter.fontMetrics().boundingRect(label)
        text = QRectF(0.05 * SQUARE, 0.02 * SQUARE, box.width() + 0.04 * SQUARE, 0.26 * SQUARE)
        if plate:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.local_plate)
            painter.drawRoundedRect(
                text.adjusted(-0.03 * SQUARE, 0.0, 0.03 * SQUARE, 0.0), 0.06 * SQUARE, 0.06 * SQUARE
            )
        painter.setPen(theme.local_text)
        painter.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
