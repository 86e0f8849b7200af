"""The hand-over screen of hot-seat games with secrets.

When the computer passes from one player to another and the next player
would otherwise see the other's secrets, the window takes the board off the
screen and shows this page until the next player says who they are. It
knows nothing of any game: a seat's name, its colour and a line of what
comes next, so a game of 2 to 4 seats uses it as it is.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from boardroom.ui.panels import swatch


class HandoverOverlay(QWidget):
    """ "Pass the computer to Ann", Ann's colour, what she does next, and a
    button only Ann should press."""

    revealed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self._name = ""
        self._colour = QColor()
        self._next = ""
        self._scale = 1.0  # the table scale
        self._drawn_at = 0.0  # the scale the words are drawn at now
        self._seat: int | None = None
        self.card = QFrame()
        self.card.setObjectName("handoverCard")
        self.card.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        card = QVBoxLayout(self.card)
        card.setContentsMargins(28, 24, 28, 24)
        card.setSpacing(14)
        self.disc = QLabel()
        self.disc.setObjectName("handoverColour")
        self.disc.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message = QLabel()
        self.message.setObjectName("handoverMessage")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.next_label = QLabel()
        self.next_label.setObjectName("handoverNext")
        self.next_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.next_label.setWordWrap(True)
        self.note = QLabel()
        self.note.setObjectName("handoverNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handoverButton")
        self.button.clicked.connect(self._reveal)
        card.addWidget(self.disc)
        card.addWidget(self.message)
        card.addWidget(self.next_label)
        card.addWidget(self.note)
        card.addSpacing(6)
        card.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 16)
        layout.addStretch(1)
        layout.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self._apply_scale()
        self.hide()

    def set_scale(self, scale: float) -> None:
        """The table scale: the words, the shape and the button ``scale``
        times their usual size (more still on a tall screen: see
        :meth:`effective_scale`)."""
        self._scale = scale
        self._apply_scale()

    def effective_scale(self) -> float:
        """The table scale, or more on a screen taller than a laptop's (full
        screen on a television): the cover is read from across the room."""
        tall = min(2.0, max(1.0, self.height() / 760)) if self.isVisible() else 1.0
        return max(self._scale, tall)

    def _apply_scale(self) -> None:
        scale = self.effective_scale()
        if abs(scale - self._drawn_at) < 0.02:
            return
        self._drawn_at = scale
        base = QFont(QApplication.font()).pointSizeF()
        for widget, size, bold in (
            (self.message, 1.9, True),
            (self.next_label, 1.2, False),
            (self.note, 1.0, False),
            (self.button, 1.2, False),
        ):
            font = QFont(QApplication.font())
            font.setPointSizeF(base * size * scale)
            font.setBold(bold)
            widget.setFont(font)
        self.disc.setMinimumHeight(round(80 * scale))
        self.button.setMinimumHeight(round(44 * scale))
        self._draw_disc()
        if self.isVisible():
            self._fit_card()  # else at the next resize (a hidden cover must not widen the window)

    def _draw_disc(self) -> None:
        size = round(72 * self._drawn_at)
        valid = self._colour.isValid()
        self.disc.setPixmap(swatch(self._colour, size, self._seat) if valid else QPixmap())
        self.disc.setVisible(valid)

    def _fit_card(self) -> None:
        # As wide as reads well, narrower in a small window.
        wide = round(600 * self._drawn_at)
        self.card.setFixedWidth(min(wide, max(260, self.width() - 48)))

    @property
    def player(self) -> str:
        return self._name

    @property
    def colour(self) -> QColor:
        return QColor(self._colour)

    def next_text(self) -> str:
        return self.next_label.text()

    def show_for(
        self, name: str, colour: QColor | None = None, next_line: str = "", seat: int | None = None
    ) -> None:
        """Cover for the seat called ``name`` (its colour, if it has one, and
        its number for its shape), saying ``next_line`` of what that player
        does next."""
        self._name = name
        self._colour = QColor(colour) if colour is not None else QColor()
        self._next = next_line
        self._seat = seat
        self._draw_disc()
        self._style_card()
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _style_card(self) -> None:
        border = (
            self._colour if self._colour.isValid() else self.palette().color(QPalette.ColorRole.Mid)
        )
        base = self.palette().color(QPalette.ColorRole.Base)
        self.card.setStyleSheet(
            f"#handoverCard {{ background: {base.name()}; border: 3px solid {border.name()};"
            " border-radius: 14px; }"
        )

    def showEvent(self, event: QShowEvent) -> None:
        self._apply_scale()
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._apply_scale()
        self._fit_card()
        super().resizeEvent(event)

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The page in the seat's colour, fading to the window's."""
        painter = QPainter(self)
        window = self.palette().color(QPalette.ColorRole.Window)
        painter.fillRect(self.rect(), window)
        if self._colour.isValid():
            tint = QColor(self._colour)
            tint.setAlpha(70)
            centre = QPointF(self.rect().center())
            from PySide6.QtGui import QRadialGradient  # a cover is rare: not at start-up

            gradient = QRadialGradient(centre, max(self.width(), self.height()) * 0.75)
            gradient.setColorAt(0.0, tint)
            gradient.setColorAt(1.0, window)
            painter.fillRect(self.rect(), gradient)
        painter.end()
        super().paintEvent(event)

    def retranslate(self) -> None:
        self.message.setText(self.tr("Pass the computer to {0}").format(self._name))
        self.next_label.setText(self._next)
        self.next_label.setVisible(bool(self._next))
        self.note.setText(
            self.tr(
                "The board stays hidden until {0} is at the computer, so "
                "that nobody sees another player's secrets."
            ).format(self._name)
        )
        self.button.setText(self.tr("I am {0} — show the board").format(self._name))

    def set_next_line(self, text: str) -> None:
        """What comes next, again (after a language change)."""
        self._next = text
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._style_card()
        super().changeEvent(event)
