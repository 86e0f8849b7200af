"""Preferences: for now the interface language, applied at once."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from boardroom.ui import i18n


class SettingsDialog(QDialog):
    """Choose the language; ``language()`` is "" for the system's."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language_label = QLabel()
        self.language_box = QComboBox()
        self.language_box.setObjectName("languageBox")
        form.addRow(self.language_label, self.language_box)
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._codes = ["", *i18n.LANGUAGES]
        self.retranslate()
        self.language_box.setCurrentIndex(
            self._codes.index(language) if language in self._codes else 0
        )

    def language(self) -> str:
        return self._codes[self.language_box.currentIndex()]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("&Language:"))
        self.language_label.setBuddy(self.language_box)
        index = self.language_box.currentIndex()
        self.language_box.clear()
        # Each language is named in itself, so that anyone can find their own.
        self.language_box.addItems([self.tr("System default"), "English", "Français"])
        self.language_box.setCurrentIndex(max(index, 0))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
