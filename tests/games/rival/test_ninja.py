"""The hidden Ninja: the ambush at the end of the opponent's turn, once per
game, the reveal, and how the hiding hex works for each side."""

from __future__ import annotations

import pytest

from boardroom.games.rival.board import BOARD
from boardroom.games.rival.pieces import BLACK, NINJA, OUT, RED, code
from tests.games.rival.helpers import legal, state, targets

BASE = {"A1": "S", "A2": "A", "A6": "G", "K1": "s", "K2": "a", "K6": "g"}
F6 = BOARD.cell("F6")


def test_ambush_at_the_end_of_the_opponents_turn_not_before() -> None:
    s = state({**BASE, "E5": "S"}, ninjas="r,F6")
    s.play("E5-F6")
    assert s.board[F6] == code(RED, 2) and s.ninja[BLACK] == F6  # mid-turn: nothing yet
    s.play("A2-B2")
    assert s.board[F6] == code(BLACK, NINJA)
    assert s.ninja[BLACK] == OUT and s.ambushed == [False, True]
    assert s.alive[code(RED, 2)] == 1
    assert s.ambushes == ((len(s.history) - 1, BLACK, F6, code(RED, 2)),)
    assert s.to_text().split()[3] == "r,a"
    assert s.current_seat == BLACK and s.outcome() is None


@pytest.mark.parametrize("victim", ["G", "S", "A", "N"])
def test_the_ambush_kills_whatever_ends_there(victim: str) -> None:
    cells = {k: v for k, v in BASE.items() if victim != "G" or v != "G"}
    cells["E5"] = victim
    s = state(cells, ninjas="r,F6")
    s.play("E5-F6")
    s.play("A2-B2")
    assert s.board[F6] == code(BLACK, NINJA)
    if victim == "G":
        assert s.outcome().winners == (BLACK,) and s.outcome().reason == "shogun"
    else:
        assert s.outcome() is None


def test_passing_through_the_hiding_hex_is_safe() -> None:
    s = state({**BASE, "E5": "S"}, ninjas="r,F6")
    s.play("E5-G6")  # through F6 (or F5)
    s.play("A2-B2")
    assert s.ninja[BLACK] == F6 and s.board[BOARD.cell("G6")] == code(RED, 2)


def test_the_ambush_happens_once_per_game() -> None:
    s = state({**BASE, "E5": "S", "D5": "A"}, ninjas="r,F6")
    s.play("E5-F6")
    s.play("A2-B2")  # ambush
    s.play("F6-F8")  # the revealed Ninja walks away
    s.play("K1-J1")
    s.play("D5-F6")  # a Red piece ends on the old hiding hex
    s.play("B2-C2")
    assert s.board[F6] == code(RED, 3) and s.ambushed == [False, True]
    assert len(s.ambushes) == 1


def test_no_ambush_after_a_winning_kill() -> None:
    cells = {"A1": "S", "A2": "A", "A6": "G", "K2": "a", "K6": "g", "E5": "S", "H5": "S", "I5": "s"}
    s = state(cells, ninjas="r,F6")
    s.play("E5-F6")
    s.play("H5xI5")  # Black's last Samurai: the game ends before the ambush
    assert s.outcome().winners == (RED,) and s.outcome().reason == "samurai"
    assert s.ninja[BLACK] == F6 and s.board[F6] == code(RED, 2)


def test_the_hiding_hex_blocks_its_owner_only() -> None:
    s = state({**BASE, "G6": "s", "E5": "S"}, turn="b", ninjas="r,F6")
    assert "F6" not in targets(s, "G6")  # Black's own pieces neither stop on it...
    assert "E6" in targets(s, "G6")  # (E6 is also reached through F7)
    assert "E5" not in targets(s, "G6")  # ... nor pass through it (E5 only via F6)
    red = state({**BASE, "E5": "S"}, ninjas="r,F6")
    assert "F6" in targets(red, "E5") and "G6" in targets(red, "E5")  # G6 only via F6


def test_reveal_move() -> None:
    s = state({**BASE, "G7": "s"}, turn="b", ninjas="r,F6")
    assert "N!F6" in legal(s)
    s.play("N!F6")
    assert s.board[F6] == code(BLACK, NINJA) and not s.ambushed[BLACK]
    assert s.to_text().split()[3] == "r,r"
    s.play("G7-G6")
    s.play("A1-B1")
    s.play("A2-B2")
    assert targets(s, "F6")  # an ordinary piece now, range two


def test_reveal_needs_an_empty_hex() -> None:
    # Only through position text: a Red piece left on Black's hiding hex at
    # the end of Red's turn would have been ambushed.
    s = state({**BASE, "F6": "S"}, turn="b", ninjas="r,F6")
    assert "N!F6" not in legal(s)


def test_what_a_turn_ending_on_a_hex_tells_about_the_ninja() -> None:
    s = state({**BASE, "E5": "S"}, ninjas="r,H6")
    e6 = BOARD.cell("F7")
    assert s.candidates[BLACK] >> e6 & 1
    s.play("E5-F7")
    s.play("A2-B2")
    assert not s.candidates[BLACK] >> e6 & 1  # no ambush there: the Ninja is elsewhere
    assert s.candidates[BLACK] >> BOARD.cell("H6") & 1
