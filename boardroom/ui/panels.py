"""Side panels of the game page: the seats and the move list's buttons
(the list itself: :mod:`boardroom.ui.movelist`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeySequence,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QShortcut,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.savegame import Seat
from boardroom.ui import names, seatlook


def swatch(colour: QColor, size: int = 22, seat: int | None = None) -> QPixmap:
    """A round disc of the seat's colour with an outline that shows on any
    background; the seat's own shape instead when shapes are on."""
    pixmap = QPixmap(QSize(size, size))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if seat is not None and seatlook.LOOK.shapes:
        seatlook.paint_shape(painter, QRectF(1, 1, size - 2, size - 2), seat, colour, "#555555")
    else:
        painter.setPen(QPen(QColor("#777777"), 1.5))
        painter.setBrush(colour)
        painter.drawEllipse(2, 2, size - 4, size - 4)
    painter.end()
    return pixmap


class SeatCard(QFrame):
    """One seat: swatch, name, who plays it, a game-specific line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 6, 8, 6)
        self.swatch = QLabel()
        self.name = QLabel()
        self.name.setObjectName("seatName")
        self.player = QLabel()
        self.player.setObjectName("seatPlayer")
        self.detail = QLabel()
        self.detail.setObjectName("seatDetail")
        self.detail.setWordWrap(True)
        grid.addWidget(self.swatch, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.player, 1, 1)
        grid.addWidget(self.detail, 2, 1)
        grid.setColumnStretch(1, 1)
        self.active = False

    def set_active(self, active: bool) -> None:
        self.active = active
        font = QFont()  # bold or not, the rest (the table scale's size) from the panel
        font.setBold(active)
        self.name.setFont(font)
        palette = self.palette()
        parent = self.parentWidget()
        base = parent.palette() if parent is not None else palette
        role = QPalette.ColorRole.Window
        colour = base.color(QPalette.ColorRole.Highlight) if active else base.color(role)
        if active:
            colour = QColor(colour)
            colour.setAlpha(70)
        palette.setColor(role, colour)
        self.setPalette(palette)
        self.setLineWidth(2 if active else 1)


class SeatPanel(QWidget):
    """Every seat of the game, the one to move highlighted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatPanel")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.cards: list[SeatCard] = []
        self._seats: list[Seat] = []
        self._sides: list[str] = []
        self._colours: list[QColor] = []
        self._current: int | None = None
        self._scale = 1.0

    def set_scale(self, scale: float) -> None:
        """The table scale: names, lines and shapes ``scale`` times the usual size."""
        self._scale = scale
        font = QFont(QApplication.font())
        font.setPointSizeF(font.pointSizeF() * scale)
        self.setFont(font)
        self._draw_swatches()
        self.updateGeometry()

    def _draw_swatches(self) -> None:
        for i, card in enumerate(self.cards):
            if i < len(self._colours):
                card.swatch.setPixmap(swatch(self._colours[i], round(22 * self._scale), seat=i))

    def set_seats(
        self, seats: Sequence[Seat], sides: Sequence[str], colours: Sequence[QColor]
    ) -> None:
        """``sides`` are the English seat colours of the game ("Black"...)."""
        for card in self.cards:
            self._layout.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards = []
        self._seats = list(seats)
        self._sides = list(sides)
        self._colours = list(colours)
        for i, _seat in enumerate(seats):
            card = SeatCard(self)
            card.setObjectName(f"seatCard{i}")
            self._layout.addWidget(card)
            # Shown now: a card added to a panel on screen is otherwise shown
            # only later, after the layouts above have measured the panel
            # without it (and kept its height for every later game).
            card.setVisible(True)
            self.cards.append(card)
        self._draw_swatches()
        self.retranslate()
        self.set_current(self._current)
        self.updateGeometry()

    def set_current(self, seat: int | None) -> None:
        """Highlight the seat to move (None when nobody is: game over)."""
        self._current = seat
        for i, card in enumerate(self.cards):
            card.set_active(i == seat)

    @property
    def current(self) -> int | None:
        return self._current

    def set_details(self, details: Sequence[str]) -> None:
        for card, text in zip(self.cards, details, strict=False):
            card.detail.setText(text)
            card.detail.setVisible(bool(text))

    def retranslate(self) -> None:
        for i, card in enumerate(self.cards):
            seat = self._seats[i]
            side = names.seat_colour(self._sides[i]) if i < len(self._sides) else ""
            card.name.setText(seat.name or side)
            if seat.is_bot:
                who = self.tr("Bot ({0})").format(names.level_name(seat.level))
            else:
                who = self.tr("Human")
            plain = not seat.name or seat.name == side
            card.player.setText(who if plain else self.tr("{0} · {1}").format(side, who))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class MoveButtons(QWidget):
    """First / Previous / Next / Last beside the move list, and their keys.

    ``stepped(where)`` asks to show another position: "first", "previous",
    "next" or "last" (the live one). The keys leave the bare arrows to the
    board's cursor.
    """

    stepped = Signal(str)
    KEYS = {"first": "Alt+Home", "previous": "Alt+Left", "next": "Alt+Right", "last": "Alt+End"}
    # The style's media icons: every platform draws them (not every font has ⏮).
    ICONS = {
        "first": QStyle.StandardPixmap.SP_MediaSkipBackward,
        "previous": QStyle.StandardPixmap.SP_MediaSeekBackward,
        "next": QStyle.StandardPixmap.SP_MediaSeekForward,
        "last": QStyle.StandardPixmap.SP_MediaSkipForward,
    }

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveButtons")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QToolButton] = {}
        for where, icon in self.ICONS.items():
            button = QToolButton()
            button.setObjectName(f"{where}Move")
            button.setIcon(self.style().standardIcon(icon))
            button.setAutoRaise(False)
            button.clicked.connect(lambda _c=False, w=where: self.stepped.emit(w))
            row.addWidget(button, 1)
            self.buttons[where] = button
        self.retranslate()

    def install_keys(self, owner: QWidget) -> None:
        """The keys work anywhere in ``owner`` (the game page), through the
        buttons, so a disabled button's key does nothing either."""
        for where, key in self.KEYS.items():
            shortcut = QShortcut(QKeySequence(key), owner)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.buttons[where].click)

    def set_position(self, ply: int, last: int, enabled: bool = True) -> None:
        """Showing the position after ``ply`` of ``last`` moves."""
        back, on = enabled and ply > 0, enabled and ply < last
        self.buttons["first"].setEnabled(back)
        self.buttons["previous"].setEnabled(back)
        self.buttons["next"].setEnabled(on)
        self.buttons["last"].setEnabled(on)

    def retranslate(self) -> None:
        words = {
            "first": self.tr("Start position"),
            "previous": self.tr("Previous move"),
            "next": self.tr("Next move"),
            "last": self.tr("Last move (back to the game)"),
        }
        for where, button in self.buttons.items():
            key = QKeySequence(self.KEYS[where]).toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(self.tr("{0} ({1})").format(words[where], key))
            button.setAccessibleName(words[where])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
