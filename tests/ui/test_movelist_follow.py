"""The move list follows the game (its last row stays in view when a panel
above grows) until the player scrolls up to read: then a resize leaves it
where the player put it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boardroom.ui.movelist import MoveList


def test_the_list_follows_the_game_until_the_player_scrolls_up(qtbot: QtBot) -> None:
    moves = MoveList()
    qtbot.addWidget(moves)
    moves.resize(320, 300)
    moves.show()
    moves.set_moves([(f"Blue moves {n}", f"c{n % 16}-d{n % 13}") for n in range(200)])
    QApplication.processEvents()
    bar = moves.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    moves.resize(320, 150)  # a panel above grew
    QApplication.processEvents()
    assert bar.value() == bar.maximum()
    moves.scrollToTop()
    QApplication.processEvents()
    moves.resize(320, 120)
    QApplication.processEvents()
    assert bar.value() == 0 < bar.maximum()
    # A new move: the list follows the game again.
    moves.set_moves([(f"Blue moves {n}", f"c{n % 16}-d{n % 13}") for n in range(201)])
    QApplication.processEvents()
    moves.resize(320, 100)
    QApplication.processEvents()
    assert bar.value() == bar.maximum()
