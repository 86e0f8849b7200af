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
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

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
        self.card = QFrame()
        self.card.setObjectName("handoverCard")
        self.card.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        card = QVBoxLayout(self.card)
        card.setContentsMargins(28, 24, 28, 24)
        card.setSpacing(14)
        self.disc = QLabel()
        self.disc.setObjectName("handoverColour")
        self.disc.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.disc.setMinimumHeight(80)
        self.message = QLabel()
        self.message.setObjectName("handoverMessage")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        font = QFont(self.message.font())
        font.setPointSizeF(font.pointSizeF() * 1.9)
        font.setBold(True)
        self.message.setFont(font)
        self.next_label = QLabel()
        self.next_label.setObjectName("handoverNext")
        self.next_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.next_label.setWordWrap(True)
        font = QFont(self.next_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.next_label.setFont(font)
        self.note = QLabel()
        self.note.setObjectName("handoverNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handoverButton")
        font = QFont(self.button.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.button.setFont(font)
        self.button.setMinimumHeight(44)
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
        self.hide()

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
        self.disc.setPixmap(swatch(self._colour, 72, seat) if self._colour.isValid() else QPixmap())
        self.disc.setVisible(self._colour.isValid())
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

    def resizeEvent(self, event: QResizeEvent) -> None:
        # As wide as reads well, narrower in a small window.
        self.card.setFixedWidth(min(600, max(260, self.width() - 48)))
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
