"""Small dialogs: errors, the end-of-game result, draw offers, unsaved games."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from boardroom.engine.errors import NEWER, NOT_A_GAME, UNREADABLE, SaveFormatError

# QMessageBox and QDialogButtonBox are imported when a dialog is first
# wanted: importing a Qt class's name makes it and its enums (start-up).


class Choice(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


def show_error(parent: QWidget | None, title: str, text: str, details: str = "") -> None:
    """A modal error message; ``details`` (a traceback...) goes under a button."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.exec()


def bad_file_words(name: str, error: SaveFormatError) -> str:
    """What is wrong with the file ``name``, for a player (the exact fault goes
    under the Details button)."""
    if error.kind == UNREADABLE:
        words = QCoreApplication.translate(
            "Files",
            "“{0}” cannot be read: it may have been moved or deleted, or you may not be "
            "allowed to open it.",
        )
    elif error.kind == NEWER:
        words = QCoreApplication.translate(
            "Files", "“{0}” was saved by a newer version of Boardroom: update Boardroom to open it."
        )
    elif error.kind == NOT_A_GAME:
        words = QCoreApplication.translate(
            "Files",
            "“{0}” cannot be opened: this file is damaged or is not a Boardroom saved game.",
        )
    else:
        words = QCoreApplication.translate(
            "Files",
            "“{0}” cannot be opened: this Boardroom saved game is damaged (part of it "
            "cannot be used).",
        )
    return words.format(name)


def confirm_unsaved(parent: QWidget | None, title: str, text: str) -> Choice:
    """Save / Discard / Cancel before an unsaved game is lost."""
    from PySide6.QtWidgets import QMessageBox

    buttons = (
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel
    )
    answer = QMessageBox.question(parent, title, text, buttons, QMessageBox.StandardButton.Save)
    if answer == QMessageBox.StandardButton.Save:
        return Choice.SAVE
    if answer == QMessageBox.StandardButton.Discard:
        return Choice.DISCARD
    return Choice.CANCEL


def ask_yes_no(parent: QWidget | None, title: str, text: str) -> bool:
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def inform(parent: QWidget | None, title: str, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.information(parent, title, text)


class ResultDialog(QDialog):
    """Who won and why, with New game / Review / Close. ``exec()`` returns
    Accepted when the player asks for a new game, REVIEW for a review."""

    REVIEW = 2

    def __init__(
        self, headline: str, reason: str, parent: QWidget | None = None, score: str = ""
    ) -> None:
        super().__init__(parent)
        self.setObjectName("resultDialog")
        self.setWindowTitle(self.tr("Game over"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(14)
        self.headline = QLabel(headline)
        self.headline.setObjectName("resultHeadline")
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel(reason)
        self.reason.setObjectName("resultReason")
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score = QLabel(score)
        self.score.setObjectName("resultScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.score.setVisible(bool(score))
        layout.addWidget(self.headline)
        layout.addWidget(self.reason)
        layout.addWidget(self.score)
        from PySide6.QtWidgets import QDialogButtonBox

        buttons = QDialogButtonBox()
        self.new_button = QPushButton(self.tr("New game"))
        self.close_button = QPushButton(self.tr("Close"))
        self.review_button = QPushButton(self.tr("Review the game"))
        self.review_button.setObjectName("reviewButton")
        self.review_button.clicked.connect(lambda: self.done(self.REVIEW))
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(360)
