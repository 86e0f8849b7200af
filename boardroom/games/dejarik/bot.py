"""Dejarik's bot: the exact solver of the round (``solver``) plays every
level; its chance of winning answers draw offers."""

from __future__ import annotations

from boardroom.bots.hooks import GameHooks
from boardroom.games.dejarik import solver


def hooks() -> GameHooks:
    return GameHooks(evaluate=solver.evaluate, make_bot=solver.make_bot)
