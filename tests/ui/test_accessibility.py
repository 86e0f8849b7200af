"""Every interactive widget has a name a screen reader can say, on every page
of every game, and the board announces the keyboard cursor's cell."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QLineEdit,
    QWidget,
)

from boardroom.engine.registry import all_games
from boardroom.engine.savegame import Seat
from boardroom.ui import games as game_ui
from boardroom.ui.mainwindow import MainWindow

INTERACTIVE = (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QAbstractSpinBox,
    QAbstractItemView,
    QGraphicsView,
    QAbstractSlider,
)
KEYS = [cls.spec.key for cls in all_games() if game_ui.has_board(cls.spec.key)]


def accessible_name(widget: QWidget) -> str:
    face = QAccessible.queryAccessibleInterface(widget)
    return face.text(QAccessible.Text.Name).strip() if face is not None else ""


def unnamed(root: QWidget) -> list[str]:
    """Visible interactive widgets under ``root`` that a screen reader cannot name."""
    out = []
    for widget in root.findChildren(QWidget):
        inner = isinstance(widget.parent(), QAbstractSpinBox | QComboBox)  # its editor
        if (
            isinstance(widget, INTERACTIVE)
            and widget.isVisibleTo(root)
            and not inner
            and widget.focusPolicy() != Qt.FocusPolicy.NoFocus
            and not accessible_name(widget)
        ):
            out.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return out


def test_the_start_page_names_every_widget_for_every_game(window: MainWindow) -> None:
    page = window.start_page
    for row in range(page.game_list.count()):
        page.game_list.setCurrentRow(row)
        page.more_button.setChecked(True)
        assert unnamed(page) == [], page.current_spec().key


@pytest.mark.parametrize("key", KEYS)
def test_the_game_page_names_every_widget(window: MainWindow, key: str) -> None:
    window.start_game(key, {}, [Seat("Ann"), Seat("Bob")])
    page = window.game_page
    if page.is_handing_over():
        assert not (missing := unnamed(window)), missing
        page.handover.button.click()
    assert not (missing := unnamed(window)), missing


def test_the_board_announces_the_keyboard_cursor(qtbot: Any, window: MainWindow) -> None:
    window.start_game(KEYS[0], {}, [Seat("Ann"), Seat("Bob")])
    view = window.game_page.view
    assert view is not None
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    scene: Any = view.scene()
    cell = scene.cursor_cell()
    assert cell is not None
    assert view.accessibleDescription() == scene.describe(cell) != ""


def test_dialogs_and_windows_name_every_widget(qtbot: Any, window: MainWindow) -> None:
    from boardroom.engine.rng import Rng
    from boardroom.games.dejarik import READY_MADE
    from boardroom.ui.games.dejarik.characters import CharacterEditor
    from boardroom.ui.games.dejarik.wizard import KnowledgeWizard
    from boardroom.ui.games.jikaida.promotion import PromotionDialog
    from boardroom.ui.ruleswindow import RulesWindow
    from boardroom.ui.settingsdialog import SettingsDialog

    wizard = KnowledgeWizard(3, Rng(1))
    shown: list[QWidget] = [
        SettingsDialog("en"),
        RulesWindow(),
        CharacterEditor(READY_MADE[0]),
        wizard,
        PromotionDialog(["P", "A", "D"], seat=0),
    ]
    for widget in shown:
        qtbot.addWidget(widget)
        widget.show()
        assert not (missing := unnamed(widget)), (type(widget).__name__, missing)
    wizard.next()
    assert not (missing := unnamed(wizard)), missing
