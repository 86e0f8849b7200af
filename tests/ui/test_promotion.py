"""The promotion dialog: one button per kind, Pallan first in line."""

from __future__ import annotations

from PySide6.QtCore import Qt

from boardroom.ui.games.jikaida.promotion import PromotionDialog

KINDS = ["P", "A", "C", "J", "H", "N", "D"]


def test_every_kind_has_a_named_button_with_a_picture(qtbot):
    dialog = PromotionDialog(KINDS, seat=0)
    qtbot.addWidget(dialog)
    assert list(dialog.buttons) == KINDS
    assert dialog.buttons["A"].text() == "Kapt"
    assert all(not b.icon().isNull() for b in dialog.buttons.values())


def test_enter_takes_the_preselected_pallan(qtbot):
    dialog = PromotionDialog(KINDS, seat=1)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.buttons["P"]
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.choice == "P"
    assert dialog.result() == PromotionDialog.DialogCode.Accepted


def test_clicking_a_kind_chooses_it(qtbot):
    dialog = PromotionDialog(KINDS, seat=0)
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.buttons["N"], Qt.MouseButton.LeftButton)
    assert dialog.choice == "N"


def test_escape_chooses_nothing(qtbot):
    dialog = PromotionDialog(["P", "D"], seat=0)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.choice is None
    assert dialog.result() == PromotionDialog.DialogCode.Rejected
