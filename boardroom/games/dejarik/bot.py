"""Dejarik's bot: the exact solver of the round (``solver``) plays every
level; its chance of winning answers draw offers and is the analysis (the
chance to win the duel, for the evaluation graph and the review)."""

from __future__ import annotations

import threading

from boardroom.bots.analysis import Estimate, Progress, final_estimate
from boardroom.bots.hooks import GameHooks
from boardroom.games.dejarik import solver
from boardroom.games.dejarik.moves import DejarikMove
from boardroom.games.dejarik.rules import DejarikState


def analyse(
    state: DejarikState,
    seconds: float,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> Estimate[DejarikMove]:
    """The solver's chance of winning after each choice of the seat to move:
    the best is the mover's chance now (a roll: the chance over the dice).
    Past ``seconds`` the solver leaves this round's new effects out."""
    if state.is_terminal():
        return final_estimate(state)
    scored = solver.DejarikBot.scores(state, cancel, progress, seconds)
    if not scored:  # cancelled: nobody reads this answer
        return Estimate(tuple(1.0 / state.num_seats for _ in range(state.num_seats)))
    best, mover = max(scored, key=lambda pair: pair[1])
    seat = state.current_seat
    chances = (mover, 1.0 - mover) if seat == 0 else (1.0 - mover, mover)
    return Estimate(chances, best, dict(scored))


def hooks() -> GameHooks[DejarikState, DejarikMove]:
    return GameHooks(evaluate=solver.evaluate, make_bot=solver.make_bot, analyse=analyse)
