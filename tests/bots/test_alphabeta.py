"""The generic alpha-beta search on toy games: exact results, budgets, cancel,
determinism, and the games it refuses."""

from __future__ import annotations

import itertools
import random
import threading
from typing import Any

import pytest

from boardroom.bots.alphabeta import AlphaBeta, AlphaBetaConfig, mate_plies
from boardroom.engine.game import State
from tests.bots.toys import NimGame, PigGame, TicTacToeGame


def zero(_state: State) -> float:
    return 0.0


def lines_eval(state: State) -> float:
    """Tic-tac-toe: open lines of the seat to move minus the opponent's."""
    cells: Any = state.cells  # type: ignore[attr-defined]
    me = "XO"[state.current_seat]
    them = "XO"[1 - state.current_seat]
    score = 0.0
    for a, b, c in (
        (0, 1, 2),
        (3, 4, 5),
        (6, 7, 8),
        (0, 3, 6),
        (1, 4, 7),
        (2, 5, 8),
        (0, 4, 8),
        (2, 4, 6),
    ):
        line = (cells[a], cells[b], cells[c])
        if them not in line:
            score += line.count(me)
        if me not in line:
            score -= line.count(them)
    return score


def search(state: State, evaluate=zero, seed: int = 1, **knobs: Any):
    config = AlphaBetaConfig(**{"max_depth": 9, **knobs})
    return AlphaBeta(config, random.Random(seed), evaluate).search(state)


_SOLVED: dict[tuple[str, str, int], float] = {}


def minimax(state: State) -> float:
    """Plain minimax on the outcome, for the seat to move (the slow truth),
    each position solved once (the empty tic-tac-toe board has 549,946 nodes
    below it but 5,478 positions)."""
    key = (type(state).__name__, state.to_text(), state.current_seat)
    if key in _SOLVED:
        return _SOLVED[key]
    if state.is_terminal():
        r = state.returns()
        best = r[state.current_seat] - r[1 - state.current_seat]
    else:
        best = -2.0
        for move in state.legal_moves():
            state.apply(move)
            value = minimax(state)
            state.undo()
            best = max(best, -value)
    _SOLVED[key] = best
    return best


@pytest.mark.parametrize("pile", range(1, 13))
def test_solves_nim(pile: int) -> None:
    """Take pile % 4 to win; a multiple of 4 is lost whatever one does."""
    state = NimGame(pile=pile).new_state(0)
    result = search(state, max_depth=pile + 1)
    plies = mate_plies(result.score)
    assert plies is not None  # a forced end, found without an evaluation
    if pile % 4:
        assert result.move.steps == (pile % 4,)
        assert plies > 0
    else:
        assert plies < 0


@pytest.mark.parametrize(
    "cells",
    ["XX.OO....", "X.O.XO...", "XO..O...X", "OX..O.X..", "XOX.O..X.", "X...O....", "........."],
)
def test_tic_tac_toe_scores_equal_minimax(cells: str) -> None:
    state = TicTacToeGame().state_from_text(cells)
    truth = minimax(state.clone())
    result = search(state, lines_eval)
    assert result.solved or mate_plies(result.score) is not None
    assert (result.score > 0) == (truth > 0) and (result.score < 0) == (truth < 0)
    # The chosen move keeps the value.
    state.apply(result.move)
    assert -minimax(state) == truth


def test_takes_the_faster_win() -> None:
    """Two wins: completing a line now beats a slower one."""
    state = TicTacToeGame().state_from_text("XX.OO....")
    result = search(state, lines_eval)
    assert result.move.steps == (2,) and mate_plies(result.score) == 1


@pytest.mark.parametrize("tt_entries", [0, 1000])
def test_same_answer_with_and_without_the_table(tt_entries: int) -> None:
    state = TicTacToeGame().state_from_text("X...O....")
    result = search(state, lines_eval, tt_entries=tt_entries)
    assert result.solved and mate_plies(result.score) is None and result.score == 0


def test_a_node_cap_makes_the_search_repeatable() -> None:
    state = TicTacToeGame().new_state(0)
    answers = {search(state, lines_eval, seed=7, nodes=300, max_depth=9).move for _ in range(3)}
    assert len(answers) == 1
    result = search(state, lines_eval, seed=7, nodes=300, max_depth=9)
    assert result.nodes <= 300 and result.move in state.legal_moves()


def test_a_time_cap_on_an_injected_clock_stops_the_search() -> None:
    ticks = itertools.count()
    clock = lambda: next(ticks) * 0.001  # noqa: E731 (a clock that runs 1 ms per look)
    state = TicTacToeGame().new_state(0)
    config = AlphaBetaConfig(max_depth=9, seconds=0.05)
    result = AlphaBeta(config, random.Random(0), lines_eval, clock=clock).search(state)
    assert not result.solved and result.depth < 9
    assert result.move in state.legal_moves()


def test_cancel_returns_a_legal_move_at_once() -> None:
    cancel = threading.Event()
    cancel.set()
    state = TicTacToeGame().new_state(0)
    config = AlphaBetaConfig(max_depth=9)
    result = AlphaBeta(config, random.Random(0), lines_eval).search(state, cancel)
    assert result.cancelled and result.move in state.legal_moves()
    assert result.nodes < 100


def test_progress_reaches_one() -> None:
    seen: list[float] = []
    state = TicTacToeGame().state_from_text("XOX.O....")
    config = AlphaBetaConfig(max_depth=6)
    AlphaBeta(config, random.Random(0), lines_eval).search(state, None, seen.append)
    assert seen and seen[-1] == 1.0 and all(0.0 <= f <= 1.0 for f in seen)


def test_the_callers_state_is_untouched() -> None:
    state = TicTacToeGame().state_from_text("X...O....")
    before = (state.to_text(), list(state.history))
    search(state, lines_eval)
    assert (state.to_text(), list(state.history)) == before


def test_refuses_chance_games_more_seats_and_finished_games() -> None:
    with pytest.raises(ValueError, match="chance"):
        search(PigGame().new_state(0))
    with pytest.raises(ValueError, match="two-seat"):
        search(NimGame(seats=3).new_state(0))
    with pytest.raises(ValueError, match="finished"):
        search(TicTacToeGame().state_from_text("XXXOO...."))
