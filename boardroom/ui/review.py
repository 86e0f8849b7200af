"""Game review: a progress dialog while every position is estimated, then
the marks it leaves (in the move list and on the graph) and their words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from boardroom.ui.evalchart import MARK_TEXT

if TYPE_CHECKING:
    from boardroom.ui.analysis import GameAnalysis

STEPS = 1000


def mark_tip(grade: str, better: str) -> str:
    """The move list's tooltip of a marked move."""
    if grade == "blunder":
        text = QCoreApplication.translate(
            "Review", "A blunder: this move gave away much of the player's chance."
        )
    else:
        text = QCoreApplication.translate(
            "Review", "A mistake: this move gave away some of the player's chance."
        )
    if better:
        text += " " + QCoreApplication.translate(
            "Review", "The bot would play {0} (select the move to see it)."
        ).format(better)
    return text


def banner_note(move_number: int, grade: str, better: str) -> str:
    """What the look-back banner says while the better move is drawn."""
    if grade == "blunder":
        return QCoreApplication.translate(
            "Review", "Move {0} was a blunder; the bot would play {1} here (drawn on the board)."
        ).format(move_number, better)
    return QCoreApplication.translate(
        "Review", "Move {0} was a mistake; the bot would play {1} here (drawn on the board)."
    ).format(move_number, better)


def summary(judgements: dict[int, Any]) -> str:
    """The review's result in a line."""
    blunders = sum(1 for j in judgements.values() if j.grade == "blunder")
    mistakes = sum(1 for j in judgements.values() if j.grade == "mistake")
    if not blunders and not mistakes:
        return QCoreApplication.translate("Review", "Review: no mistakes found.")
    return QCoreApplication.translate(
        "Review", "Review: blunders ({0}): {1} · mistakes ({2}): {3}"
    ).format(MARK_TEXT["blunder"], blunders, MARK_TEXT["mistake"], mistakes)


class ReviewDialog(QProgressDialog):
    """Shows the review's progress; Cancel stops it (the marks stay as they were)."""

    def __init__(self, analysis: GameAnalysis, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.analysis = analysis
        self.setWindowTitle(self.tr("Game review"))
        self.setLabelText(self.tr("The bot is looking at every position of the game…"))
        self.setCancelButtonText(self.tr("Cancel"))
        self.setRange(0, STEPS)
        self.setValue(0)
        self.setMinimumDuration(0)
        self.setAutoClose(False)
        self.setAutoReset(False)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.finished_ok: bool | None = None
        analysis.reviewProgress.connect(self._progress)
        analysis.reviewFinished.connect(self._finished)
        self.canceled.connect(self._cancel)

    def _progress(self, fraction: float) -> None:
        self.setValue(round(STEPS * max(0.0, min(1.0, fraction))))

    def _cancel(self) -> None:
        if self.finished_ok is None:
            self.analysis.cancel_review()

    def _finished(self, ok: bool) -> None:
        if self.finished_ok is not None:
            return
        self.finished_ok = ok
        self.analysis.reviewProgress.disconnect(self._progress)
        self.analysis.reviewFinished.disconnect(self._finished)
        self.hide()
        self.deleteLater()


def start_review(analysis: GameAnalysis, parent: QWidget | None) -> ReviewDialog | None:
    """Review the game on screen with a progress dialog; None when there is nothing to review."""
    if analysis.reviewing():
        return None
    dialog = ReviewDialog(analysis, parent)
    if not analysis.review():
        dialog.deleteLater()
        return None
    if dialog.finished_ok is None:  # everything was known already: no dialog needed
        dialog.show()
    return dialog
