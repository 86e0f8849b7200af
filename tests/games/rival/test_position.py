"""Position text and notation: round trips, typed errors, apply and undo."""

from __future__ import annotations

import random

import pytest

from boardroom.engine.errors import IllegalMove, InvalidNotation, PositionError
from boardroom.engine.game import legal_texts
from boardroom.games.rival import RivalGame, RivalState
from boardroom.games.rival.board import BOARD
from boardroom.games.rival.formation import suggest_formation, suggest_hiding
from boardroom.games.rival.moves import parse_move
from tests.games.rival.helpers import state

START = "6/7/8/9/10/11/10/9/8/7/6 r 1 -,- -/- 0"
BASE = {"A1": "S", "A2": "A", "A6": "G", "K1": "s", "K2": "a", "K6": "g"}


def played(seed: int, plies: int) -> RivalState:
    """A seeded game: formations, then random moves."""
    s = RivalGame().new_state(seed)
    rng = random.Random(seed)
    while s.phase == "setup":
        seat = s.current_seat
        s.play(
            suggest_hiding(s, seat, seed)
            if s.setup_stage() == "hide"
            else suggest_formation(s, seat, seed)[0]
        )
    while s.ply < plies and not s.is_terminal():
        s.play(rng.choice(s.legal_moves()))
    return s


def test_start_text() -> None:
    s = RivalGame().new_state(0)
    assert s.to_text() == START
    assert RivalGame().state_from_text(START).to_text() == START


@pytest.mark.parametrize("seed", range(4))
def test_round_trip_through_a_game(seed: int) -> None:
    s = RivalGame().new_state(seed)
    rng = random.Random(seed)
    texts = set()
    while not s.is_terminal() and s.ply < 120:
        text = s.to_text()
        again = RivalGame().state_from_text(text)
        assert again.to_text() == text
        assert sorted(legal_texts(again)) == sorted(legal_texts(s))
        assert again.outcome() == s.outcome() and again.current_seat == s.current_seat
        for seat in (0, 1):
            view_text = s.view(seat).to_text()
            assert RivalGame().state_from_text(view_text).to_text() == view_text
        texts.add(text.split()[2][:1])
        s.play(rng.choice(s.legal_moves()))
    assert texts == {"1", "2"}  # both halves of a turn were seen


def test_fields_mid_turn_with_memory_and_an_ambush() -> None:
    s = state({**BASE, "E5": "S", "D4": "A"}, ninjas="C3,F6")
    s.play("E5-F6")
    assert s.to_text().split()[2:] == ["2:E5-F6", "C3,F6", "-/-", "1"]
    s.play("D4-D5")
    fields = s.to_text().split()
    assert fields[1:] == ["b", "1", "C3,a", "E5-F6,D4-D5/-", "0"]
    assert RivalGame().state_from_text(s.to_text()).to_text() == s.to_text()


@pytest.mark.parametrize(
    "text",
    [
        "",
        "6/7/8/9/10/11/10/9/8/7/6 r 1 -,- -/-",  # five fields
        "6/7/8/9/10/11/10/9/8/7 r 1 -,- -/- 0",  # ten rows
        "7/7/8/9/10/11/10/9/8/7/6 r 1 -,- -/- 0",  # row A too long
        "X5/7/8/9/10/11/10/9/8/7/6 r 1 -,- -/- 0",  # no such piece
        "6/7/8/9/10/11/10/9/8/7/6 w 1 -,- -/- 0",  # no such seat
        "6/7/8/9/10/11/10/9/8/7/6 b 1 -,- -/- 0",  # Black cannot place first
        "6/7/8/9/G9/11/10/9/8/7/6 r 1 -,- -/- 0",  # placed in no-man's-land
        "GG4/7/8/9/10/11/10/9/8/7/6 b 1 -,- -/- 0",  # two Shoguns
        "G5/7/8/9/10/11/10/9/8/7/6 b 1 H1,- -/- 0",  # hidden before the placing is done
        "S5/7/8/9/10/11/10/9/8/7/6 r 1 A1,r -/- 0",  # hidden under its own Samurai
        "G5/7/8/9/10/11/10/9/8/7/g5 r 1 J2,r -/- 0",  # Red may not hide in Black's land
        "G5/7/8/9/10/11/10/9/8/7/g5 r 2:A1-A2 r,r -/- 0",  # A2 holds nothing of Red
        "G5/7/8/9/10/11/10/9/8/7/g5 r 1 r,r A1/- 0",  # memory is not a move
        "G5/7/8/9/10/11/10/9/8/7/g5 r 1 r,r -/- -3",  # quiet moves
        "G5/7/8/9/10/11/10/9/8/N6/g5 r 1 E5,r -/- 0",  # a Ninja both hidden and revealed
    ],
)
def test_bad_text_gives_position_error(text: str) -> None:
    with pytest.raises(PositionError):
        RivalGame().state_from_text(text)


def test_notation_round_trip_and_kill_marks() -> None:
    s = state({**BASE, "F6": "S", "F7": "a"}, ninjas="E5,r")
    for move in s.legal_moves():
        text = s.format_move(move)
        assert s.parse_move(text) == move
    assert "F6xF7" in legal_texts(s) and "F6-F8" not in legal_texts(s)
    assert s.parse_move("F6-F7") == s.parse_move("f6xf7")  # the mark is optional
    assert parse_move("G@C4").steps == ("G", BOARD.cell("C4"))
    assert parse_move("N@?").target == -2 and parse_move("pass").steps == ("pass",)
    assert parse_move("N!E5").steps == ("N!", BOARD.cell("E5"))
    assert parse_move("C4-E5").steps == (BOARD.cell("C4"), BOARD.cell("E5"))


@pytest.mark.parametrize("text", ["", "!?", "Z9", "F6>F7", "Q@C4", "N@L1", "C4-", "passs"])
def test_bad_notation(text: str) -> None:
    s = state({**BASE, "F6": "S"})
    with pytest.raises(InvalidNotation):
        s.parse_move(text)


@pytest.mark.parametrize("text", ["F6-F9", "G@C4", "N!E5", "pass", "N@?", "K1-J1"])
def test_illegal_moves(text: str) -> None:
    s = state({**BASE, "F6": "S"})
    with pytest.raises(IllegalMove):
        s.parse_move(text)


def test_describe_move() -> None:
    s = state({**BASE, "F6": "S", "F7": "a"}, ninjas="E5,r")
    assert (
        s.describe_move(s.parse_move("F6xF7")) == "Red Samurai F6 to F7, kills the Black Ashigaru"
    )
    assert s.describe_move(s.parse_move("N!E5")) == "Red reveals the Ninja on E5"
    fresh = RivalGame().new_state(0)
    assert fresh.describe_move(fresh.parse_move("A@C4")) == "Red places the Ashigaru on C4"


@pytest.mark.parametrize("seed", range(3))
def test_apply_and_undo_restore_everything(seed: int) -> None:
    s = played(seed, 60)
    for move in s.legal_moves():
        before = (s.to_text(), list(s.history), s.ambushes, list(s.candidates))
        s.apply(move)
        assert s.undo() == move
        assert (s.to_text(), list(s.history), s.ambushes, list(s.candidates)) == before


def test_undo_of_an_ambush() -> None:
    s = state({**BASE, "E5": "S"}, ninjas="r,F6")
    s.play("E5-F6")
    before = s.to_text()
    s.play("A2-B2")
    assert s.ambushes
    s.undo()
    assert s.to_text() == before and s.ambushes == () and s.ninja[1] >= 0
