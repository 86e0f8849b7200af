"""The review: each move judged by the chance it cost its mover, and a whole
game replayed and estimated position by position."""

from __future__ import annotations

import random
import threading
import time

import pytest

from boardroom.bots.analysis import Estimate
from boardroom.bots.review import BLUNDER, MISTAKE, grade_of, judge, review_game
from boardroom.engine.game import State
from boardroom.engine.registry import GAMES, make_game


def test_grades_by_the_chance_given_away() -> None:
    assert grade_of(0.0) == "" and grade_of(MISTAKE - 0.01) == ""
    assert grade_of(MISTAKE) == "mistake" and grade_of(BLUNDER - 0.01) == "mistake"
    assert grade_of(BLUNDER) == "blunder" and grade_of(1.0) == "blunder"


def test_the_searchs_own_values_come_first() -> None:
    """The value of the move played, from the search before it, decides:
    dice rolled after the move are not the mover's fault."""
    before = Estimate((0.7, 0.3), "good", {"good": 0.7, "fair": 0.6, "bad": 0.3})
    unlucky = Estimate((0.1, 0.9))  # whatever came after
    [fair] = judge([before, unlucky], ["fair"], [0])
    assert fair.cost == pytest.approx(0.1) and fair.grade == "" and fair.better is None
    [bad] = judge([before, unlucky], ["bad"], [0])
    assert bad.cost == pytest.approx(0.4) and bad.grade == "blunder" and bad.better == "good"
    [good] = judge([before, unlucky], ["good"], [0])
    assert good.cost == 0.0 and good.grade == ""


def test_without_a_value_the_next_position_decides() -> None:
    before = Estimate((0.4, 0.6), "best", {})
    after = Estimate((0.55, 0.45))
    [verdict] = judge([before, after], ["other"], [1])
    assert verdict.cost == pytest.approx(0.15) and verdict.grade == "mistake"
    assert verdict.better == "best" and verdict.mover == 1 and verdict.ply == 0


def test_the_best_moves_value_not_a_lucky_mean() -> None:
    """A move tried once may show a high mean; the best move's own value is
    what the move played is compared with."""
    before = Estimate((0.5, 0.5), "best", {"best": 0.5, "lucky": 0.95, "played": 0.45})
    [verdict] = judge([before, Estimate((0.5, 0.5))], ["played"], [0])
    assert verdict.cost == pytest.approx(0.05) and verdict.grade == ""


def test_positions_and_moves_must_match() -> None:
    with pytest.raises(ValueError):
        judge([Estimate((0.5, 0.5))], ["a"], [0])
    with pytest.raises(ValueError):
        judge([Estimate((0.5, 0.5))] * 2, ["a"], [0, 1])


def played(key: str, plies: int, seed: int = 2) -> State:
    state = make_game(key, {}, None).new_state(seed)
    rng = random.Random(seed)
    while state.ply < plies and not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
    return state


def test_a_game_is_replayed_and_every_position_estimated() -> None:
    state = played("onager", 6)
    reports: list[float] = []
    reviewed = review_game(state, 0.02, progress=reports.append)
    assert reviewed.complete and not reviewed.views
    assert len(reviewed.positions) == 7 and len(reviewed.judgements) == 6
    assert reviewed.moves == state.history
    replay = state.initial()
    for move, mover in zip(reviewed.moves, reviewed.movers, strict=True):
        assert mover == replay.current_seat
        replay.apply(move)
    assert reports[-1] == 1.0 and reports == sorted(reports)
    assert state.ply == 6  # the game itself is left alone


def test_cancel_ends_the_review_early() -> None:
    cancel = threading.Event()
    cancel.set()
    reviewed = review_game(played("onager", 6), 0.02, cancel)
    assert not reviewed.complete and reviewed.judgements == []


def test_secrets_an_unfinished_game_is_judged_from_views_a_finished_one_whole() -> None:
    state = played("rival", 4)
    assert review_game(state, 0.02).views
    state.resign(1)
    reviewed = review_game(state, 0.02)
    assert not reviewed.views
    assert reviewed.positions[-1].chances == (1.0, 0.0)  # the resignation counts


@pytest.mark.parametrize("key", GAMES)
def test_a_review_keeps_to_its_budget(key: str) -> None:
    """``boardroom-cli review --seconds 0.002`` of a 12-move game: 13 positions
    at 2 ms each, and a little for each position's own moves and evaluation
    (a Jaheijagaj review took 0.8 to 1.7 s of CPU, searching every position
    at least one world two plies deep whatever the budget)."""
    state = make_game(key, {}, None).new_state(5)
    rng = random.Random(1)
    while state.ply < 12 and not state.is_terminal():
        state.play(rng.choice(state.legal_moves()))
    started = time.process_time()
    reviewed = review_game(state, 0.002)
    used = time.process_time() - started
    assert reviewed.complete and len(reviewed.positions) == state.ply + 1
    assert used < 0.3, f"{used:.2f} s of CPU for {state.ply + 1} positions at 2 ms"
