"""Jaheijagaj's panel says only what is true of the person at the screen
(issue 22: after a loss it told the loser "Your honour: 7", the winner's)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from boardroom.engine.savegame import Seat
from boardroom.ui.games.jaheijagaj.panel import JaheijagajPanel
from boardroom.ui.mainwindow import MainWindow
from tests.ui.conftest import panel_as
from tests.ui.test_jaheijagaj_window import page_of, start


def panel_words(panel: JaheijagajPanel) -> str:
    return " ".join(label.text() for label in panel.findChildren(QLabel) if label.isVisible())


def test_the_stock_is_the_players_own_and_nothing_is_yours_after_the_end(
    window: MainWindow,
) -> None:
    session = start(window, [Seat("Ann"), Seat("", "bot", "easy")])
    panel = panel_as(window, JaheijagajPanel)
    assert panel.stock.isVisible()
    assert panel.stock.text() == ("Stock left: Troopers 9/10, Spec Ops 4/5, Honour Guards 2/3.")
    cards = page_of(window).seat_panel.cards
    assert "honour 7" in cards[0].detail.text()  # her honour is on her card
    session.resign(0)
    assert session.state.is_terminal()
    assert not panel.stock.isVisible()
    assert "honour" not in panel_words(panel).lower()
    # Each seat's honour, on its card, for everyone to read.
    assert "out (resigned)" in cards[0].detail.text()
    assert "honour 7" in cards[1].detail.text()
