"""Positions for the Dejarik tests, written as position text."""

from __future__ import annotations

from collections.abc import Callable

from boardroom.engine.rng import Rng
from boardroom.games.dejarik.dice import FaceValue, roll_pool, roll_total
from boardroom.games.dejarik.rules import DejarikGame, DejarikState

DEFAULTS = {
    "round": "1",
    "attacker": "1",
    "step": "set",
    "first": "defender",
    "next": "defender",
    "piles": "4/0/-,4/0/-",
    "strain": "0/0",
    "boost": "0/0",
    "setback": "0/0",
    "upatt": "0/0",
    "updef": "0/0",
    "adjust": "0/0",
    "stance": "-/-",
    "roll": "-",
    "lost": "0/0",
    "quiet": "0",
}


def text(**fields: str) -> str:
    values = {**DEFAULTS, **fields}
    return " ".join(f"{k}={values[k]}" for k in DEFAULTS)


def game(**options: object) -> DejarikGame:
    return DejarikGame({"first": "seat1", **options})


def at(position: str, **options: object) -> DejarikState:
    return game(**options).state_from_text(position)


def rolling(position: str, want: Callable[[FaceValue], bool], **options: object) -> DejarikState:
    """The position (step roll) with the first generator seed whose roll gives
    a result ``want`` accepts: the dice are the game's own, only chosen."""
    for seed in range(5000):
        state = at(position, **options)
        state.reseed(seed)
        if want(roll_total(roll_pool(state.check_pool(), Rng(seed)))):
            return state
    raise AssertionError("no seed gives such a roll")
