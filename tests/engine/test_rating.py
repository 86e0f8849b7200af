"""Glicko-2: Glickman's own worked example, and how puzzle attempts move a
rating."""

from __future__ import annotations

import pytest

from boardroom.engine.rating import (
    PUZZLE_RD,
    Rating,
    after_puzzle,
    expected_score,
    puzzle_score,
    update,
)


def test_glickmans_worked_example() -> None:
    # "Example of the Glicko-2 system" (Glickman 2013): a player rated 1500,
    # RD 200, volatility 0.06 beats a 1400 (RD 30) and loses to a 1550 (RD
    # 100) and a 1700 (RD 300), with tau 0.5.
    player = Rating(1500, 200, 0.06)
    results = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = update(player, results, tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    player = Rating(1700, 50, 0.06)
    after = update(player, [])
    assert after.rating == 1700 and after.volatility == 0.06
    assert after.rd == pytest.approx((50**2 + (0.06 * 173.7178) ** 2) ** 0.5)


def test_solving_raises_failing_lowers_and_a_hint_halves_the_win() -> None:
    start = Rating()
    solved = after_puzzle(start, 1500, solved=True)
    hinted = after_puzzle(start, 1500, solved=True, hints=1)
    failed = after_puzzle(start, 1500, solved=False)
    assert failed.rating < start.rating < solved.rating
    # Against an equal puzzle, half a win is no gain and no loss.
    assert hinted.rating == pytest.approx(start.rating, abs=0.5)
    assert solved.rating - start.rating == pytest.approx(start.rating - failed.rating, abs=0.01)
    assert solved.rd < start.rd
    assert (puzzle_score(True, 0), puzzle_score(True, 2), puzzle_score(False, 0)) == (1, 0.5, 0)


def test_a_hard_puzzle_solved_gains_more_than_an_easy_one() -> None:
    player = Rating(1500, 120, 0.06)
    easy = after_puzzle(player, 1100, solved=True).rating - player.rating
    hard = after_puzzle(player, 1900, solved=True).rating - player.rating
    assert 0 < easy < hard
    assert expected_score(player, Rating(1100, PUZZLE_RD)) > 0.8


def test_a_score_outside_zero_to_one_is_refused() -> None:
    with pytest.raises(ValueError):
        update(Rating(), [(Rating(), 2.0)])


def test_many_solved_puzzles_settle_the_deviation_without_running_away() -> None:
    rating = Rating()
    for _ in range(200):
        rating = after_puzzle(rating, 1600, solved=True)
        rating = after_puzzle(rating, 1600, solved=False)
    assert 1450 < rating.rating < 1750
    assert 30 < rating.rd < 120
