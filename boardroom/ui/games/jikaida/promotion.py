"""The dialog that asks which piece a promoted Swod becomes."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boardroom.ui.games.jikaida.pieces import JIKAIDA_PIECES
from boardroom.ui.pieceart import PieceArt, PieceSet, piece_name

PREFERRED = "P"  # the Pallan: the choice nearly every player makes
ICON = 48


class PromotionDialog(QDialog):
    """One button per piece kind; the preferred kind has the focus, so Enter takes it."""

    def __init__(
        self,
        options: Sequence[Hashable],
        seat: int,
        parent: QWidget | None = None,
        pieces: PieceSet = JIKAIDA_PIECES,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Promotion"))
        self.choice: Hashable | None = None
        art = PieceArt(pieces)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The Swod is promoted. Choose its new rank:")))
        grid = QGridLayout()
        layout.addLayout(grid)
        self.buttons: dict[Hashable, QToolButton] = {}
        for index, option in enumerate(options):
            button = QToolButton(self)
            button.setText(piece_name(pieces, str(option)))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            renderer = art.renderer(str(option), seat)
            if renderer is not None:
                pixmap = QPixmap(QSize(ICON, ICON))
                pixmap.fill(Qt.GlobalColor.transparent)
                painter = QPainter(pixmap)
                renderer.render(painter)
                painter.end()
                button.setIcon(QIcon(pixmap))
                button.setIconSize(QSize(ICON, ICON))
            button.setAutoRaise(False)
            button.clicked.connect(lambda _=False, o=option: self._pick(o))
            grid.addWidget(button, index // 4, index % 4)
            self.buttons[option] = button
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        cancel.rejected.connect(self.reject)
        layout.addWidget(cancel)
        preferred = self.buttons.get(PREFERRED) or next(iter(self.buttons.values()), None)
        if preferred is not None:
            preferred.setFocus()
            preferred.setDown(False)
            preferred.setStyleSheet("QToolButton { border: 2px solid palette(highlight); }")

    def _pick(self, option: Hashable) -> None:
        self.choice = option
        self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            for option, button in self.buttons.items():
                if button is focused:
                    self._pick(option)
                    return
        super().keyPressEvent(event)


def choose_promotion(
    parent: QWidget | None, options: Sequence[Hashable], seat: int
) -> Hashable | None:
    """Ask; None when the player cancels (the piece stays picked up)."""
    dialog = PromotionDialog(options, seat, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.choice
