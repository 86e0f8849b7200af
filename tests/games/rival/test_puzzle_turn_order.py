"""Rival's puzzle check: a turn of two kills whose second kill may be made
first (the same two moves in the other order, ending in the same position)
is one answer, not two: the check keeps the puzzle. It used to call it
"not-unique" (about a third of the rejected candidates of a run)."""

from __future__ import annotations

import pytest

from boardroom.bots.puzzlehooks import check_rng
from boardroom.bots.puzzlesearch import Swap
from boardroom.engine.registry import make_game
from boardroom.games.rival.moves import RivalMove
from boardroom.games.rival.puzzles import PUZZLES, solve
from boardroom.games.rival.rules import RivalState

# Black kills the Samurai on H4, then the one on H6 (or H6 first, then H4).
POSITION = "6/4A2/3AG2A/2A2A1s1/10/5S5/10/3S1S3/3s4/2ags2/2a3 b 1 ?,r F7-H6,F5-H4/F10-D8,I2-J3 8"


def position() -> RivalState:
    state = make_game("rival", {}).state_from_text(POSITION)
    assert isinstance(state, RivalState)
    return state


def test_the_second_kill_first_is_the_same_turn_not_a_second_answer() -> None:
    state = position()
    first, second = state.parse_move("I4xH4"), state.parse_move("J5xH6")
    assert PUZZLES.commute(state, second, first)
    swaps: list[Swap[RivalMove]] = []
    best, alone, _ = PUZZLES.unique(state, 2, None, PUZZLES.margin / 2, swaps)
    assert best == first and alone
    assert [s.move for s in swaps] == [second]
    assert PUZZLES.swaps_hold(state, [first, second], (), swaps)
    # Counted as before, it is a contender: the old verdict.
    assert not PUZZLES.unique(state, 2, None, PUZZLES.margin / 2)[1]


def test_a_swap_that_is_not_the_lines_second_move_does_not_hold() -> None:
    state = position()
    first = state.parse_move("I4xH4")
    swaps: list[Swap[RivalMove]] = []
    PUZZLES.unique(state, 2, None, PUZZLES.margin / 2, swaps)
    after = state.clone()
    after.apply(first)
    other = next(m for m in after.legal_moves() if m != swaps[0].move)
    # The line's second move is another: J5xH6 first would be refused, so it is a second answer.
    assert not PUZZLES.swaps_hold(state, [first, other], (), swaps)


@pytest.mark.slow
def test_the_whole_check_keeps_the_double_kill() -> None:
    state = position()
    found = solve(state, check_rng())
    assert not isinstance(found, str), found
    assert [state.format_move(m) for m in found.line] == ["I4xH4", "J5xH6"]
    assert found.wins.amount == 6
