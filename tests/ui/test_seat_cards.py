"""The seat cards keep their height from one game to the next in a window:
opening a saved game while another is on screen used to leave the cards
squeezed into strips for that game and every later one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from boardroom.ui.adapter import wanted_height
from boardroom.ui.mainwindow import MainWindow

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_seat_cards_keep_their_height_game_after_game(qtbot: Any, window: MainWindow) -> None:
    for name in ("example-jaheijagaj-2", "example-jaheijagaj-4", "example", "example-rival"):
        window.confirm_discard = lambda: True  # type: ignore[method-assign]
        assert window.open_path(DOCS / f"{name}.boardroom")
        seats = window.game_page.side.seats
        qtbot.waitUntil(lambda s=seats: s.height() >= wanted_height(s, s.width()), timeout=3000)
        cards = seats.cards
        assert cards and all(card.height() >= card.minimumSizeHint().height() for card in cards)
