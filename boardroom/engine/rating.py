"""Puzzle ratings: Glicko-2 (Mark Glickman, "Example of the Glicko-2
system", 2013), as written there, with the system constant tau = 0.5.

A rating is three numbers on the Glicko scale: the rating itself (1500 is
where everyone starts), its deviation RD (how unsure it is: 350 at first,
shrinking as results come in) and the volatility sigma (how erratic the
player's results are). :func:`update` is one rating period: the player's
results against opponents of known ratings.

Puzzles: each attempt is a rating period of one game against the puzzle.
Solved is a win (1), solved after a hint half a win (0.5: a hint shows the
piece to move, half the answer), failed a loss (0). A puzzle's rating is
fixed: it comes with the shipped set (from the depth the generator's search
needed) and stays what it is, with a fixed deviation of
:data:`PUZZLE_RD`. One person solves on one computer, so a puzzle's rating
moved by their attempts alone would say more about them than about the
puzzle, and the same puzzle would be worth a different amount on every
computer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178  # Glicko-2's conversion factor between the two scales
START_RATING, START_RD, START_VOLATILITY = 1500.0, 350.0, 0.06
TAU = 0.5  # how much the volatility may change in a period (0.3 to 1.2 is sensible)
EPSILON = 0.000001  # the volatility iteration's convergence tolerance
PUZZLE_RD = 80.0  # a puzzle's deviation: its rating is an estimate from a search
SOLVED, HINTED, FAILED = 1.0, 0.5, 0.0  # an attempt's score against the puzzle


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating on the Glicko scale."""

    rating: float = START_RATING
    rd: float = START_RD
    volatility: float = START_VOLATILITY

    def rounded(self) -> int:
        return round(self.rating)


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected_score(player: Rating, opponent: Rating) -> float:
    """The player's expected score against ``opponent`` (0 to 1)."""
    mu, mu_j = (player.rating - START_RATING) / SCALE, (opponent.rating - START_RATING) / SCALE
    return _expected(mu, mu_j, opponent.rd / SCALE)


def _new_volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        top = ex * (delta * delta - phi * phi - v - ex)
        bottom = 2.0 * (phi * phi + v + ex) ** 2
        return top / bottom - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(player: Rating, results: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """The player's rating after one period of ``results`` (opponent, score
    1, 0.5 or 0). With no results only the deviation grows (step 6)."""
    mu = (player.rating - START_RATING) / SCALE
    phi = player.rd / SCALE
    sigma = player.volatility
    if not results:
        return Rating(player.rating, SCALE * math.sqrt(phi * phi + sigma * sigma), sigma)
    inv_v = 0.0
    gained = 0.0
    for opponent, score in results:
        if not 0.0 <= score <= 1.0:
            raise ValueError(f"a score is from 0 to 1, not {score}")
        mu_j = (opponent.rating - START_RATING) / SCALE
        phi_j = opponent.rd / SCALE
        g, e = _g(phi_j), _expected(mu, mu_j, phi_j)
        inv_v += g * g * e * (1.0 - e)
        gained += g * (score - e)
    v = 1.0 / inv_v
    delta = v * gained
    sigma_new = _new_volatility(sigma, phi, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * gained
    return Rating(SCALE * mu_new + START_RATING, SCALE * phi_new, sigma_new)


def puzzle_score(solved: bool, hints: int) -> float:
    """An attempt's score against its puzzle."""
    if not solved:
        return FAILED
    return HINTED if hints > 0 else SOLVED


def after_puzzle(player: Rating, puzzle_rating: float, solved: bool, hints: int = 0) -> Rating:
    """The player's rating after one attempt at a puzzle rated ``puzzle_rating``."""
    return update(player, [(Rating(puzzle_rating, PUZZLE_RD), puzzle_score(solved, hints))])
