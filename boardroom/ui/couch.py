"""Couch mode: full screen (F11) for every window, and the table scale,
which makes the words people read from across the room (the board's labels
and pieces' marks, the status line, the seat cards, the hand-over screen)
larger for a television.

Full screen keeps the menu bar, so every action stays reachable: its
menus open with Alt and a letter, or F10; Esc leaves full screen when
nothing else takes it (a half-entered move, looking back at a position).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenuBar, QWidget

NORMAL, LARGE, EXTRA_LARGE = "normal", "large", "extra-large"
SCALES = {NORMAL: 1.0, LARGE: 1.5, EXTRA_LARGE: 2.0}


def factor(name: str) -> float:
    """The text scale of a table scale's name (unknown names: normal)."""
    return SCALES.get(name, 1.0)


def board_factor(scale: float) -> float:
    """How much a board drawn to the window's size enlarges its words: half
    as much again as the rest, since they grow with the board already."""
    return 1.0 + (scale - 1.0) * 0.5


def full_screen_keys() -> list[QKeySequence]:
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    f11 = QKeySequence(Qt.Key.Key_F11)
    return keys if f11 in keys else [f11, *keys]


class FullScreen(QObject):
    """View > Full Screen of one window: the checkable action (F11), Esc
    leaving it when no part of the window took the key, F10 opening the
    menu bar's first menu."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.action = QAction(window)
        self.action.setObjectName("fullScreen")
        self.action.setCheckable(True)
        self.action.setShortcuts(full_screen_keys())
        self.action.toggled.connect(self.set_full_screen)
        window.addAction(self.action)  # the key works with the menu bar closed too
        self.menu_action = QAction(window)
        self.menu_action.setObjectName("openMenuBar")
        self.menu_action.setShortcut(QKeySequence(Qt.Key.Key_F10))
        self.menu_action.triggered.connect(self.open_menu_bar)
        window.addAction(self.menu_action)
        self._was_maximized = False
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Full Screen"))
        self.menu_action.setText(self.tr("Open the Menu Bar"))

    def set_full_screen(self, on: bool) -> None:
        window = self.window
        if on == window.isFullScreen():
            return
        if on:
            self._was_maximized = window.isMaximized()
            window.showFullScreen()
        elif self._was_maximized:
            window.showMaximized()
        else:
            window.showNormal()

    def open_menu_bar(self) -> None:
        bar = self.window.menuBar() if isinstance(self.window, QMainWindow) else None
        if not isinstance(bar, QMenuBar) or not bar.actions():
            return
        first = next((a for a in bar.actions() if a.isVisible() and a.isEnabled()), None)
        if first is not None and first.menu() is not None:
            bar.setActiveAction(first)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        # getattr: a window being torn down may still send an event after
        # this object's attributes are gone.
        if watched is getattr(self, "window", None):
            if event.type() == QEvent.Type.WindowStateChange:
                # Kept true to the window (a window manager may leave full screen itself).
                self.action.blockSignals(True)
                self.action.setChecked(self.window.isFullScreen())
                self.action.blockSignals(False)
            elif (
                event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape
                and event.modifiers() == Qt.KeyboardModifier.NoModifier
                and self.window.isFullScreen()
            ):
                self.action.setChecked(False)  # no part of the window took Esc
                return True
        return super().eventFilter(watched, event)
