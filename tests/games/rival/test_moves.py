"""Ranges, blocking, the kill matrix and the duplicate-move rule."""

from __future__ import annotations

import random

import pytest

from boardroom.games.rival import RivalGame
from boardroom.games.rival.board import BOARD, DIST
from boardroom.games.rival.formation import suggest_formation, suggest_hiding
from boardroom.games.rival.pieces import KILLS, KIND_OF_LETTER, OWNER
from boardroom.games.rival.reach import destinations, kills
from tests.games.rival.helpers import legal, state, targets

# Both Shoguns, a Samurai and an Ashigaru each, far from the action.
BASE = {"A1": "S", "A2": "A", "A6": "G", "K1": "s", "K2": "a", "K6": "g"}


def within(label: str, distance: int) -> set[str]:
    c = BOARD.cell(label)
    return {BOARD.labels[b] for b in range(BOARD.size) if 0 < DIST[c][b] <= distance}


@pytest.mark.parametrize("letter", ["S", "A", "N"])
def test_samurai_ashigaru_and_revealed_ninja_go_two_steps_anywhere(letter: str) -> None:
    s = state({**BASE, "F6": letter})
    assert targets(s, "F6") == within("F6", 2)
    assert len(targets(s, "F6")) == 18


def test_shogun_goes_one_step() -> None:
    s = state({**{k: v for k, v in BASE.items() if v != "G"}, "F6": "G"})
    assert targets(s, "F6") == within("F6", 1)


def test_a_piece_never_passes_through_a_piece() -> None:
    # F8 is two steps from F6 only through F7.
    own = state({**BASE, "F6": "S", "F7": "A"})
    assert "F7" not in targets(own, "F6") and "F8" not in targets(own, "F6")
    unkillable = state({**BASE, "F6": "S", "F7": "n"})  # a Samurai cannot kill a Ninja
    assert "F7" not in targets(unkillable, "F6") and "F8" not in targets(unkillable, "F6")
    prey = state({**BASE, "F6": "S", "F7": "a"})
    assert "F7" in targets(prey, "F6") and "F8" not in targets(prey, "F6")
    assert "F6xF7" in legal(prey)


def test_turning_between_steps_is_allowed() -> None:
    s = state({**BASE, "F6": "S", "F7": "A"})  # G7 only by F6-G6-G7, a turn
    paths = s.reachable(BOARD.cell("F6"))
    g7 = BOARD.cell("G7")
    assert paths[g7] == [(BOARD.cell("F6"), BOARD.cell("G6"), g7)]
    free = state({**BASE, "F6": "S"})
    assert len(free.reachable(BOARD.cell("F6"))[g7]) == 2  # through F7 or G6


@pytest.mark.parametrize("attacker", ["G", "S", "A", "N"])
@pytest.mark.parametrize("victim", ["g", "s", "a", "n"])
def test_kill_matrix(attacker: str, victim: str) -> None:
    cells = {k: v for k, v in BASE.items() if v not in (attacker, victim)}
    cells.update({"F6": attacker, "F7": victim})
    s = state(cells)
    allowed = KIND_OF_LETTER[victim.upper()] in KILLS[KIND_OF_LETTER[attacker]]
    assert ("F6xF7" in legal(s)) == allowed
    # And the same cell with the colours swapped, Black to move.
    swapped = state({k: v.swapcase() for k, v in cells.items()}, turn="b")
    assert ("F6xF7" in legal(swapped)) == allowed


def test_the_matrix_in_words() -> None:
    # Shogun kills all; Samurai kill Shogun, Samurai, Ashigaru; Ashigaru kill
    # Shogun, Ashigaru, Ninja; a revealed Ninja kills Shogun and Samurai.
    assert {k: sorted(v) for k, v in KILLS.items()} == {
        1: [1, 2, 3, 4],
        2: [1, 2, 3],
        3: [1, 3, 4],
        4: [1, 2],
    }


def test_no_piece_kills_its_own_side() -> None:
    s = state({**BASE, "F6": "S", "F7": "A"})
    assert "F6xF7" not in legal(s) and "F6-F7" not in legal(s)


def test_duplicate_move_rule() -> None:
    # Red's Samurai came from E6 to F6 on Red's previous turn: not back to E6.
    s = state({**BASE, "F6": "S", "D4": "A"}, memory="E6-F6/-")
    assert "E6" not in targets(s, "F6")
    assert "E5" in targets(s, "F6") and "D5" in targets(s, "F6")  # through E6 is fine
    assert "E6" in targets(s, "D4")  # another piece may go there


def test_duplicate_move_rule_lasts_one_turn() -> None:
    s = state({**BASE, "F6": "S", "D4": "A"})
    s.play("F6-E6")
    s.play("D4-D5")
    assert s.memory[0] == (
        (BOARD.cell("F6"), BOARD.cell("E6")),
        (BOARD.cell("D4"), BOARD.cell("D5")),
    )
    s.play("K1-J1")
    s.play("K2-J2")
    assert "F6" not in targets(s, "E6") and "D4" not in targets(s, "D5")
    s.play("A2-B2")
    s.play("A1-B1")
    s.play("J1-I1")
    s.play("J2-I2")
    assert "F6" in targets(s, "E6") and "D4" in targets(s, "D5")  # they rested a turn


def test_memory_is_per_seat() -> None:
    s = state({**BASE, "F6": "S", "H6": "s"}, memory="E6-F6/-", turn="b")
    assert "G6" in targets(s, "H6")  # Red's memory does not bind Black


def test_the_kill_finder_agrees_with_the_move_generator() -> None:
    rng = random.Random(4)
    s = RivalGame().new_state(4)
    while s.phase == "setup":
        seat = s.current_seat
        s.play(
            suggest_hiding(s, seat, 4)
            if s.setup_stage() == "hide"
            else suggest_formation(s, seat, 4)[0]
        )
    while not s.is_terminal() and s.ply < 200:
        for seat in (0, 1):
            forbids = s.forbidden(seat)
            blocked = s.ninja[seat]
            slow = {
                (o, t)
                for o, p in enumerate(s.board)
                if p and OWNER[p] == seat
                for t in destinations(s.board, o, blocked, forbids.get(o, -1))
                if s.board[t]
            }
            assert set(kills(s.board, seat, -1, blocked, forbids)) == slow
        s.play(rng.choice(s.legal_moves()))


@pytest.mark.parametrize("attacker", ["S", "A", "N"])
@pytest.mark.parametrize("victim", ["g", "s", "a", "n"])
def test_kill_matrix_at_two_steps(attacker: str, victim: str) -> None:
    """The same matrix for a kill at the end of a two-step move (F6-F7-F8);
    the Shogun, with its single step, cannot."""
    cells = {k: v for k, v in BASE.items() if v not in (attacker, victim)}
    cells.update({"F6": attacker, "F8": victim})
    allowed = KIND_OF_LETTER[victim.upper()] in KILLS[KIND_OF_LETTER[attacker]]
    assert ("F6xF8" in legal(state(cells))) == allowed
    shogun = state({**{k: v for k, v in cells.items() if v != "G"}, "F6": "G"})
    assert "F6xF8" not in legal(shogun)


def test_duplicate_move_rule_forbids_a_kill_back_too() -> None:
    # Red's Samurai left E6 last turn; a Black Ashigaru has since stepped on E6.
    s = state({**BASE, "F6": "S", "E6": "a"}, memory="E6-F6/-")
    assert "F6xE6" not in legal(s)
    free = state({**BASE, "F6": "S", "E6": "a"})
    assert "F6xE6" in legal(free)
