"""Couch mode: full screen (F11) in every window with its keys (Esc, F10),
and the table scale, drawn at 1920x1080 in every game and checked for
words cut short."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QLabel,
    QWidget,
)

from boardroom.engine.savegame import Seat
from boardroom.ui import couch, storage
from boardroom.ui.mainwindow import MainWindow
from tests.ui.conftest import open_window

DOCS = Path(__file__).resolve().parents[2] / "docs"
EXAMPLES = {
    "onager": "example.boardroom",
    "jikaida": "example-jikaida.boardroom",
    "dejarik": "example-dejarik.boardroom",
    "rival": "example-rival.boardroom",
    "jaheijagaj": "example-jaheijagaj-4.boardroom",
}


@pytest.fixture
def tv(qtbot: Any) -> Iterator[MainWindow]:
    """The main window at a television's 1920x1080."""
    yield from open_window(qtbot, 1920, 1080)


def cut_short(root: QWidget) -> list[str]:
    """The words on screen under ``root`` that do not fit their widget, or
    whose widget reaches out of the window."""
    window = root.window()
    inside = QRect(QPoint(0, 0), window.size())
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.width() <= 0:
            continue
        name = f"{type(widget).__name__} {widget.objectName()!r}"
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            room = widget.contentsRect()
            if widget.wordWrap():
                if widget.heightForWidth(room.width()) > room.height() + 1:
                    found.append(f"{name}: {widget.text()!r} taller than {room.height()}")
            elif widget.sizeHint().width() > widget.width() + 1:
                found.append(f"{name}: {widget.text()!r} wider than {widget.width()}")
        elif isinstance(widget, (QAbstractButton, QCheckBox)) and widget.text():
            hint = widget.sizeHint()
            if hint.width() > widget.width() + 1 or hint.height() > widget.height() + 1:
                found.append(f"{name}: {widget.text()!r} in {widget.size()} < {hint}")
        else:
            continue
        corner = widget.mapTo(window, QPoint(widget.width() - 1, widget.height() - 1))
        if not inside.contains(corner):
            found.append(f"{name}: out of the window at {corner}")
    return found


def test_the_check_finds_words_cut_short(qtbot: Any) -> None:
    box = QWidget()
    qtbot.addWidget(box)
    box.resize(300, 100)
    label = QLabel("a sentence far too long for the forty pixels it is given", box)
    label.setGeometry(0, 0, 40, 20)
    wrapped = QLabel("a sentence that wraps onto more lines than it has room for", box)
    wrapped.setWordWrap(True)
    wrapped.setGeometry(0, 30, 60, 18)
    out = QLabel("fits", box)
    out.setGeometry(280, 90, 60, 30)
    box.show()
    found = cut_short(box)
    assert len(found) == 3, found
    label.setText("ok")
    wrapped.setText("ok")
    out.move(0, 60)
    assert cut_short(box) == []


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


# --- full screen and its keys --------------------------------------------------------------


def test_f11_in_the_view_menu_turns_full_screen_on_and_off(qtbot: Any, window: MainWindow) -> None:
    action = window.full_screen.action
    assert action in window.view_menu.actions()
    assert Qt.Key.Key_F11 in [k[0].key() for k in action.shortcuts()]
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    assert action.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    assert not action.isChecked()


def test_esc_leaves_full_screen_once_nothing_else_takes_it(qtbot: Any, window: MainWindow) -> None:
    window.start_game("jikaida", {}, [Seat("Ann"), Seat("Bob")])
    window.full_screen.action.setChecked(True)
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    page = window.game_page
    scene, view = page.scene, page.view
    assert scene is not None and view is not None and window.session is not None
    view.setFocus()
    start = window.session.state.legal_moves()[0].steps[0]  # a piece that may move
    where = view.mapFromScene(scene.cell_rect(start).center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert scene.prefix()  # a half-entered move: Esc drops it first
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not scene.prefix() and window.isFullScreen()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)


def test_f10_opens_the_menus(qtbot: Any, window: MainWindow) -> None:
    window.full_screen.action.setChecked(True)
    qtbot.keyClick(window, Qt.Key.Key_F10)
    assert window.menuBar().activeAction() is window.game_menu.menuAction()
    window.menuBar().setActiveAction(None)  # type: ignore[arg-type]


def test_the_game_s_keys_work_in_full_screen(qtbot: Any, window: MainWindow) -> None:
    window.start_game("onager", {}, [Seat("Ann"), Seat("Bob")])
    window.full_screen.action.setChecked(True)
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    assert window.game_page.view is not None
    window.game_page.view.setFocus()
    qtbot.keyClick(window.game_page.view, Qt.Key.Key_F)  # flip the board
    assert window.flip_action.isChecked()
    every = [a for a in window.findChildren(type(window.flip_action)) if a.shortcuts()]
    names = {a.objectName() for a in every}
    assert {"new", "open", "save", "undo", "redo", "flip", "hint", "rules"} <= names
    assert all(a in window.actions() for a in every if a.objectName() != "stopHere")


def test_lessons_and_statistics_have_full_screen_too(qtbot: Any, window: MainWindow) -> None:
    lesson = window.show_lesson("onager")
    qtbot.addWidget(lesson)
    lesson.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is lesson, timeout=2000)
    qtbot.keyClick(lesson, Qt.Key.Key_F11)
    qtbot.waitUntil(lesson.isFullScreen, timeout=2000)
    qtbot.keyClick(lesson, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not lesson.isFullScreen(), timeout=2000)
    lesson.close()
    window.show_statistics()
    stats = window.stats_window
    stats.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is stats, timeout=2000)
    qtbot.keyClick(stats, Qt.Key.Key_F11)
    qtbot.waitUntil(stats.isFullScreen, timeout=2000)
    stats.close()


# --- the table scale ---------------------------------------------------------------------


def _status_points(window: MainWindow) -> float:
    return QFont(window.game_page.status.font()).pointSizeF()


def test_the_table_scale_enlarges_the_words_people_read(window: MainWindow) -> None:
    window.start_game("rival", {}, [Seat("Ann"), Seat("Bob")])
    base = QFont(QApplication.font()).pointSizeF()
    page = window.game_page
    for name, scale in couch.SCALES.items():
        window.settings.table_scale = name
        window.apply_settings()
        assert _status_points(window) == pytest.approx(base * scale)
        card = page.seat_panel.cards[0]
        assert QFont(card.name.font()).pointSizeF() == pytest.approx(base * scale)
        assert card.swatch.pixmap().width() == round(22 * scale)
        assert page.stage.overlay.message.font().pointSizeF() >= base * 1.9 * scale - 0.01


def test_the_settings_keep_the_table_scale(qtbot: Any, window: MainWindow) -> None:
    from boardroom.ui.settingsdialog import SettingsDialog

    dialog = SettingsDialog("en", window, window.settings)
    qtbot.addWidget(dialog)
    dialog.scale_box.setCurrentIndex(list(couch.SCALES).index(couch.EXTRA_LARGE))
    dialog.apply_to(window.settings)
    window.apply_settings()
    window.settings.save()
    assert storage.Settings.load().table_scale == couch.EXTRA_LARGE
    assert window.game_page.table_scale == 2.0


def every_game_and_scale() -> list[Any]:
    """Each game at each table scale: the run always made checks each game
    once and each scale at least once (game i at scale i + 1, extra large,
    the hardest, with Jikaida and four-seat Jaheijagaj); the other ten
    pairs (about 0.1 s of CPU each, and a bot process for some) under slow."""
    scales = list(couch.SCALES)
    return [
        pytest.param(
            key,
            scale,
            marks=() if scales.index(scale) == (i + 1) % len(scales) else pytest.mark.slow,
        )
        for i, key in enumerate(EXAMPLES)
        for scale in scales
    ]


@pytest.mark.parametrize(("key", "scale"), every_game_and_scale())
def test_nothing_is_cut_short_at_1920x1080(tv: MainWindow, key: str, scale: str) -> None:
    tv.settings.table_scale = scale
    tv.apply_settings()
    assert tv.open_path(DOCS / EXAMPLES[key])
    _settle()
    assert cut_short(tv.game_page) == []


@pytest.mark.parametrize("scale", list(couch.SCALES))
def test_the_hand_over_screen_is_big_and_whole_at_1920x1080(
    qtbot: Any, tv: MainWindow, scale: str
) -> None:
    tv.settings.table_scale = scale
    tv.apply_settings()
    tv.start_game("rival", {}, [Seat("Ann"), Seat("Bob")])
    page = tv.game_page
    page.hand_to(1, "Bob, choose where to hide your Ninja before Ann plays on.")
    _settle()
    cover = page.stage.overlay
    assert page.is_handing_over()
    assert cut_short(cover) == []
    # On a screen this tall the cover is drawn larger than the table scale asks.
    assert cover.effective_scale() >= max(couch.factor(scale), 1.3)
    assert cover.card.width() >= 600 * 1.3
