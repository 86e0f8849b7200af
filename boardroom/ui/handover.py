"""The hand-over screen of hot-seat games with secrets.

When the computer passes from one player to another, the board must not
show the previous player's secrets: the window hides the board itself and
shows this overlay until the next player says who they are.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class HandoverOverlay(QWidget):
    """"Pass the computer to Ann" and a button only Ann should press."""

    revealed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.setAutoFillBackground(True)
        self._name = ""
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.message = QLabel()
        self.message.setObjectName("handoverMessage")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        font = self.message.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        self.message.setFont(font)
        self.button = QPushButton()
        self.button.setObjectName("handoverButton")
        self.button.clicked.connect(self._reveal)
        layout.addWidget(self.message)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.hide()

    @property
    def player(self) -> str:
        return self._name

    def show_for(self, name: str) -> None:
        self._name = name
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit()

    def retranslate(self) -> None:
        self.message.setText(self.tr("Pass the computer to {0}").format(self._name))
        self.button.setText(self.tr("I am {0} — show the board").format(self._name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
