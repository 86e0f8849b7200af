"""Dejarik's puzzles: a choice (pieces to set, a stance, how to spend the
dice's advantages or threats) that the exact solver finds best by a clear
margin in expectation.

Dice decide the rest, so a puzzle wins a chance, not a piece: the answer's
chance of winning the duel, and how much more it gives than the next best
choice. A position is a candidate when its worst choice gives away at least
``SWING`` (the review calls that a mistake); it is kept when the best one
beats every other by ``MARGIN``. The solver searches the round exactly, with
its effects, without the bots' time cap (``solver.py`` says what it
approximates beyond the round).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from boardroom.bots.puzzlehooks import NO_SWING, NOT_UNIQUE, Found, PuzzleHooks
from boardroom.engine.puzzles import CHANCE, WIN, Claim
from boardroom.games.dejarik.moves import ADJUST, SET, SPEND, STANCE, DejarikMove
from boardroom.games.dejarik.rules import DejarikGame, DejarikState
from boardroom.games.dejarik.solver import Solver

SWING = 0.06
MARGIN = 0.03
THEMES = ("setting", "stance", "spending", "adjust")
THEME = {SET: "setting", STANCE: "stance", SPEND: "spending", ADJUST: "adjust"}


def values(state: DejarikState) -> list[tuple[DejarikMove, float]]:
    """Each choice the solver weighs, with the mover's chance after it."""
    return solver_of(state.game).move_values(shared(state), None, None)


def chance(state: DejarikState, seat: int) -> float:
    outcome = state.outcome()
    if outcome is not None:
        return float(outcome.scores[seat])
    return float(solver_of(state.game).win_chance(shared(state), seat, None))


@cache
def _solver(options: tuple[tuple[str, object], ...]) -> Solver:
    return Solver(DejarikGame(dict(options)))


def solver_of(game: DejarikGame) -> Solver:
    """The puzzles' own solver (the bots' one would forget its tables each
    time a bot and a puzzle take turns asking it)."""
    return _solver(tuple(sorted(game.options.items())))


def shared(state: DejarikState) -> DejarikState:
    """``state`` as one game for the solver's caches: it forgets them when a
    search starts in another game (another seed or start), which every
    puzzle's position would be; its values are the position's either way."""
    work = state.clone()
    work.seed, work.start_text = 0, None
    return work


def gain(before: DejarikState, after: DejarikState, seat: int) -> Claim | None:
    """A won duel, or ``seat``'s chance of winning it after ``after``."""
    outcome = after.outcome()
    if outcome is not None and outcome.winners == (seat,):
        return Claim(WIN, reason=outcome.reason)
    now = chance(after, seat)
    if now <= 0:
        return None
    return Claim(CHANCE, round(now, 4), margin=max(0.0001, round(now - chance(before, seat), 4)))


def judge(state: DejarikState, move: DejarikMove, seat: int) -> Claim | None:
    """What a choice that is not the answer gives: its chance, and how much
    less than the best choice's (``margin``)."""
    scored = dict(values(state))
    after = state.clone()
    after.apply(move)
    mine = chance(after, seat)
    best = max(scored.values())
    return Claim(CHANCE, round(mine, 4), margin=round(max(0.0, best - mine), 4))


def solve(state: DejarikState, rng: random.Random | None = None) -> Found[DejarikMove] | str:
    if state.is_terminal() or len(state.legal_moves()) < 2:
        return NO_SWING
    scored = sorted(values(state), key=lambda pair: -pair[1])
    if len(scored) < 2 or scored[0][1] - scored[-1][1] < SWING:
        return NO_SWING
    (best, top), (_, second) = scored[0], scored[1]
    if top - second < MARGIN:
        return NOT_UNIQUE
    wins = Claim(CHANCE, round(top, 4), margin=round(top - second, 4))
    return Found((best,), wins, THEME.get(best.kind, "setting"), 1, 1)


def check(state: DejarikState, line: Sequence[DejarikMove], wins: Claim) -> bool:
    """Does the answer still give ``wins``: its chance, and the margin over
    every other choice (the shipped sets' test)?"""
    scored = dict(values(state))
    if line[0] not in scored:
        return False
    top = scored.pop(line[0])
    second = max(scored.values(), default=0.0)
    return abs(top - wins.amount) < 1e-3 and top - second >= wins.margin - 1e-3


def hooks() -> PuzzleHooks[DejarikState, DejarikMove]:
    return PuzzleHooks(
        gain=gain,
        solve=solve,
        levels=("easy", "medium"),
        theme_names=THEMES,
        refute=lambda state, solver: [],
        judge=judge,
        check=check,
    )
