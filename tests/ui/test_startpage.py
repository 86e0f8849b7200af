"""The start page builds its widgets from each game's spec."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from boardroom.engine.game import Option
from boardroom.engine.savegame import Seat
from boardroom.games.onager import OnagerGame
from boardroom.ui import startpage
from boardroom.ui.startpage import StartPage
from tests.toygames import NimGame, RaceGame


class FlagGame(NimGame):
    """A toy with a yes/no option (no real game has one yet)."""

    spec = dataclasses.replace(
        NimGame.spec,
        key="toy-flag",
        title="Toy Flag",
        options=(Option("swap", "Swap rule", False),),
    )


@pytest.fixture
def page(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> StartPage:
    # Onager plus toy games with 2-4 seats and other kinds of options.
    monkeypatch.setattr(startpage, "all_games", lambda: (OnagerGame, RaceGame, NimGame, FlagGame))
    monkeypatch.setattr(startpage.game_ui, "has_board", lambda key: True)
    widget = StartPage()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_onager_options_come_from_its_spec(page: StartPage) -> None:
    assert page.current_spec().key == "onager"
    fields = {f.option.key: f for f in page.option_fields}
    assert set(fields) == {"side", "move_limit"}
    side = fields["side"].widget
    assert isinstance(side, QComboBox)
    assert [side.itemData(i) for i in range(side.count())] == [6, 5]
    assert side.itemText(0).startswith("Standard")
    limit = fields["move_limit"].widget
    assert isinstance(limit, QSpinBox) and (limit.minimum(), limit.maximum()) == (0, 10000)
    # The move limit waits under "More options".
    assert not limit.isVisible() and page.more_button.isVisible()
    page.more_button.click()
    assert limit.isVisible()
    assert page.options() == {"side": 6, "move_limit": 0}


def test_two_seats_for_onager_with_translated_colour_names(page: StartPage) -> None:
    assert [row.name.placeholderText() for row in page.seat_rows] == ["Black", "White"]
    assert not page.seat_count.isVisible()  # Onager is always two players
    assert page.seats() == [Seat(""), Seat("", "bot", "medium")]  # unnamed: shown as the colour


def test_seat_count_follows_min_and_max(page: StartPage) -> None:
    assert page.select_game(RaceGame.spec.key)
    spec = RaceGame.spec
    assert page.seat_count.isVisible()
    assert page.options_box.isAncestorOf(page.seat_count)  # an option of the game
    assert (page.seat_count.minimum(), page.seat_count.maximum()) == (
        spec.min_seats,
        spec.max_seats,
    )
    assert len(page.seat_rows) == spec.min_seats
    for count in range(spec.min_seats, spec.max_seats + 1):
        page.seat_count.setValue(count)
        assert len(page.seat_rows) == count
        assert len(page.seats()) == count
    page.seat_count.setValue(spec.min_seats)
    assert len(page.seat_rows) == spec.min_seats


def test_boolean_and_integer_options_get_their_widgets(page: StartPage) -> None:
    kinds = set()
    for cls in (RaceGame, NimGame, FlagGame):
        assert page.select_game(cls.spec.key)
        for field in page.option_fields:
            kinds.add(type(field.widget))
            default = field.option.default
            if field.option.choices:
                assert isinstance(field.widget, QComboBox)
            elif isinstance(default, bool):
                assert isinstance(field.widget, QCheckBox)
            elif isinstance(default, int):
                assert isinstance(field.widget, QSpinBox)
            assert field.value() == default
    assert kinds == {QComboBox, QCheckBox, QSpinBox}
    page.option_fields[0].widget.setChecked(True)  # type: ignore[union-attr]
    assert page.options() == {"swap": True, "move_limit": 0}


def test_start_emits_the_choices(qtbot: Any, page: StartPage) -> None:
    page.option_fields[0].set_value(5)
    row = page.seat_rows[1]
    row.kind.setCurrentIndex(1)
    assert row.level.isEnabled()
    row.level.setCurrentIndex(2)
    page.seat_rows[0].name.setText("  Ann ")
    with qtbot.waitSignal(page.startRequested) as blocker:
        page.start_button.click()
    key, options, seats = blocker.args
    assert key == "onager" and options == {"side": 5, "move_limit": 0}
    assert seats == [Seat("Ann"), Seat("", "bot", "hard")]


def test_remembered_choices_are_put_back(page: StartPage) -> None:
    page.remember(
        "onager",
        {"side": 5, "move_limit": 40},
        [{"name": "Zoé", "kind": "bot", "level": "easy"}, {"name": ""}],
    )
    assert page.options() == {"side": 5, "move_limit": 40}
    assert page.seats() == [Seat("Zoé", "bot", "easy"), Seat("")]
    # Damaged values fall back to the defaults rather than failing.
    page.remember("onager", {"side": 9, "move_limit": "x"}, [{"kind": 3}])
    assert page.options() == {"side": 6, "move_limit": 0}


def test_continue_and_open_buttons(qtbot: Any, page: StartPage) -> None:
    assert not page.continue_button.isEnabled()
    page.set_continue_available(True)
    with qtbot.waitSignal(page.continueRequested):
        page.continue_button.click()
    with qtbot.waitSignal(page.openRequested):
        page.open_button.click()


def test_only_games_with_a_board_are_offered(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A registered engine whose board is not drawn yet stays off the list."""
    monkeypatch.setattr(startpage, "all_games", lambda: (OnagerGame, RaceGame))
    widget = StartPage()
    qtbot.addWidget(widget)
    assert [cls.spec.key for cls in widget.games] == ["onager"]


def test_a_new_player_is_offered_one_person_against_a_medium_bot(page: StartPage) -> None:
    assert page.seats() == [Seat(""), Seat("", "bot", "medium")]
    page.select_game("toy-nim")
    page.seat_count.setValue(3)
    assert page.seats() == [Seat(""), Seat("", "bot", "medium"), Seat("", "bot", "medium")]


def test_each_game_keeps_its_own_last_choice(page: StartPage) -> None:
    page.remember("onager", {"side": 5}, [{"name": "Ann"}, {"name": "Bob"}])
    page.remember("toy-nim", {}, [{"name": ""}, {"name": "", "kind": "bot", "level": "hard"}])
    assert page.seats() == [Seat("Ann"), Seat("Bob")]
    page.select_game("toy-nim")
    assert page.seats() == [Seat(""), Seat("", "bot", "hard")]
    page.select_game("toy-race")  # never played: the default, not the last game's
    assert page.seats()[1:] == [Seat("", "bot", "medium")] * (len(page.seats()) - 1)
    page.select_game("onager")
    assert page.seats() == [Seat("Ann"), Seat("Bob")]


def test_jaheijagaj_shows_its_players_and_every_option_up_front(qtbot: Any) -> None:
    """Issue 22: its Options box was empty but for "More options"; the number
    of players, the stall rule and the move limit belong there, in view."""
    page = StartPage()
    qtbot.addWidget(page)
    page.show()
    assert page.select_game("jaheijagaj")
    box = page.options_box
    assert page.seat_count.isVisible() and box.isAncestorOf(page.seat_count)
    fields = {f.option.key: f.widget for f in page.option_fields}
    assert "move_limit" in fields
    for key, widget in fields.items():
        qtbot.waitUntil(widget.isVisible)  # a new row's widget shows after the event loop
        assert box.isAncestorOf(widget), key
    assert not page.more_button.isVisible()  # nothing left folded
    page.seat_count.setValue(4)
    assert len(page.seat_rows) == 4
    # Another game keeps its move limit folded, and has no number of players.
    assert page.select_game("onager")
    limit = next(f.widget for f in page.option_fields if f.option.key == "move_limit")
    assert not limit.isVisible() and page.more_button.isVisible()
    assert not page.seat_count.isVisible()
    assert page.select_game("jaheijagaj")
    qtbot.waitUntil(page.seat_count.isVisible)
