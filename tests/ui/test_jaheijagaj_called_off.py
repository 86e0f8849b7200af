"""An attack called off (RULINGS 5, "Attacks and sight": nothing moves, the
turn is spent, the blockers are revealed to the attacker) is said so: in each
seat's move list, first, with the blockers that seat knows of, and on the
attacker's status line until it moves again; in English and French."""

from __future__ import annotations

from typing import Any

from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.games.jaheijagaj.rules import JaheijagajState
from boardroom.ui import i18n
from boardroom.ui.games import adapter_for
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.session import GameSession
from tests.games.jaheijagaj.helpers import position

NAMES = ["Ann", "Bob"]
# The Kiggyar on a5 is to help by a6, where a Blue Trooper hides from Red.
CALLED_OFF = "d3xc4+a5-a6-b5"
TEXT = position("rTd3 bSc4 kTa5 bTa6")
ANN = (
    "Attack called off: Red Trooper attacks Blue Spec Ops on c4, with 1 helper, "
    "blocked by a hidden Blue Trooper on a6"
)


def game() -> JaheijagajState:
    state = make_game("jaheijagaj", {}, 2).state_from_text(TEXT)
    assert isinstance(state, JaheijagajState)
    return state


def last_reading(state: JaheijagajState, seat: int | None) -> str:
    """The move list's words for the last move, as ``seat`` (None: the whole game) reads it."""
    shown = state if seat is None else state.view(seat)
    replay = shown.initial()
    for move in shown.history[:-1]:
        replay.apply(move)
    describe = adapter_for("jaheijagaj").describe
    assert describe is not None
    return describe(replay, shown.history[-1], NAMES)


def test_each_seat_reads_the_called_off_attack() -> None:
    state = game()
    state.play(CALLED_OFF)
    assert state.to_text().split()[1] == game().to_text().split()[1]  # nothing moved
    assert last_reading(state, 0) == ANN
    # Blue saw the Kiggyar on a5 stay and its own Trooper on a6 in the way,
    # not where Red's Trooper stands.
    assert last_reading(state, 1) == (
        "Attack called off: Red Trooper attacks Blue Spec Ops on c4, with 1 helper, "
        "blocked by a hidden Blue Trooper on a6"
    )
    assert state.view(1).moves_text()[-1] == "?xc4+a5"
    assert last_reading(state, None) == ANN  # the whole game, once it is over
    assert state.describe_move(state.history[-1]).startswith(
        "Attack called off (blocked by a hidden Blue Trooper on a6): Red Trooper attacks"
    )
    i18n.set_language("fr")
    try:
        assert last_reading(state, 0) == (
            "Attaque annulée\u00a0: Soldat Rouge attaque Commando Bleu en c4, avec 1 renfort, "
            "barrée par un Soldat Bleu caché en a6"
        )
    finally:
        i18n.set_language("en")


def test_an_observer_that_saw_no_blocker_reads_only_that_it_was_called_off() -> None:
    from boardroom.games.jaheijagaj.board import board
    from boardroom.games.jaheijagaj.moves import UNSEEN
    from boardroom.games.jaheijagaj.observe import blocked_as_seen

    a6 = board().index["a6"]
    state = game()
    move = state.parse_move(CALLED_OFF)
    blue_trooper = state.cells[a6]
    # A third seat that saw the attack but neither a6 nor the Trooper's owner:
    unseen = blocked_as_seen(move, [(a6, blue_trooper)], 2, 0, True)
    assert unseen.blocked == ((UNSEEN, 0),)
    assert blocked_as_seen(move, [(a6, blue_trooper)], 2, 1 << a6, True).blocked == (
        (a6, blue_trooper),
    )
    # A move (not an attack) stopped where it did not see: nothing to say.
    assert blocked_as_seen(move, [(a6, blue_trooper)], 2, 0, False) == move
    view = state.view(1)  # a view reads the blockers the move says it knows of
    describe = adapter_for("jaheijagaj").describe
    assert describe is not None
    assert describe(view, unseen, NAMES) == (
        "Attack called off: Red attacks Blue Spec Ops on c4, with 1 helper"
    )


def test_the_attacker_is_told_on_its_status_line_until_it_moves_again(
    window: MainWindow, qtbot: Any
) -> None:
    session = GameSession(game().game, [Seat("Ann"), Seat("Bob")], state=game(), autosave=False)
    window.play_session(session)
    page = window.game_page
    page.handover.button.click()
    assert session.play(CALLED_OFF)
    page.handover.button.click()  # Bob
    ml = page.move_list
    assert ml.text(1, 1).startswith("Attack called off: Red Trooper attacks")
    assert session.play("o16-n16")
    page.handover.button.click()  # Ann
    assert ml.text(1, 1) == ANN
    assert page.status.text() == (
        "Your last attack was called off, blocked by a hidden Blue Trooper on a6. "
        "Ann: move, attack, spawn, or act with the Wraith."
    )
    window.set_language("fr")
    qtbot.waitUntil(lambda: page.status.text().startswith("Votre dernière attaque"))
    assert page.status.text().startswith(
        "Votre dernière attaque a été annulée, barrée par un Soldat Bleu caché en a6. Ann"
    )
    window.set_language("en")
    qtbot.waitUntil(lambda: page.status.text().startswith("Your last attack"))
    assert session.play("b1-c1")
    page.handover.button.click()  # Bob
    assert session.play("n16-o16")
    page.handover.button.click()  # Ann
    assert page.status.text() == "Ann: move, attack, spawn, or act with the Wraith."


def test_a_move_a_hidden_piece_stopped_reads_where_it_stopped() -> None:
    # n11 is a lift base whose landing m11 holds a Blue Trooper Red cannot see:
    # the Trooper stops on n10, before the lift.
    from tests.games.jaheijagaj.helpers import state as position_state

    state = position_state("rTn7 bTm11 bTo14")
    state.play("n7-n8-n9-n10-n11>m11")
    assert last_reading(state, 0) == (
        "Red Trooper moves n7 to n10, blocked by a hidden Blue Trooper on m11"
    )
    assert last_reading(state, None) == last_reading(state, 0)
