"""Onager's puzzles: the back-rank race won by force.

Onager takes nothing, so its puzzles are wins: a move (or a short line)
after which the other side cannot stop the race, or has no move left. The
check is a full-width alpha-beta search ``DEPTH`` plies deep over the bots'
evaluation, where every other first move must fail to force a win within
those plies. (The Hard bot is a Monte Carlo search that proves nothing: it
judges the race by the evaluation at its leaves.)
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from boardroom.bots.alphabeta_bot import SearchHooks
from boardroom.bots.puzzlehooks import Found, PuzzleHooks
from boardroom.bots.puzzlesearch import SearchPuzzles
from boardroom.engine.puzzles import WIN, Claim
from boardroom.games.onager import evaluation
from boardroom.games.onager.moves import JUMP, OnagerMove
from boardroom.games.onager.rules import OnagerState

DEPTH = 4  # a win in two moves of the solver's
SCALE = 400.0  # evaluation units for a chance of about 73%
THEMES = ("arrival", "cover", "no-moves", "race")


def score(state: OnagerState) -> float:
    """The evaluation's chance for the seat to move, as alpha-beta units."""
    value = evaluation.evaluate(state)[state.current_seat]
    value = min(0.999, max(0.001, value))
    return SCALE * math.log(value / (1.0 - value))


def gain(before: OnagerState, after: OnagerState, seat: int) -> Claim | None:
    outcome = after.outcome()
    if outcome is not None and outcome.winners == (seat,):
        return Claim(WIN, reason=outcome.reason)
    return None


def noisy(state: OnagerState, move: OnagerMove) -> bool:
    return False


def theme(state: OnagerState, line: Sequence[OnagerMove], wins: Claim) -> str:
    if wins.reason == "no-moves":
        return "no-moves"
    first = line[0]
    me = state.current_seat
    target = first.target
    if target in state.back_rank(1 - me):
        return "arrival"
    if first.kind == JUMP and target in state.back_rank(me) and state.top[target] == 1 - me:
        return "cover"
    return "race"


SEARCH: SearchHooks[OnagerState, OnagerMove] = SearchHooks(evaluate=score)
PUZZLES = SearchPuzzles(
    hooks=SEARCH,
    gain=gain,
    decisive=lambda claim: claim.kind == WIN,
    theme=theme,
    noisy=noisy,
    depth=DEPTH,
    margin=0.0,
    filter_depth=DEPTH,
)


def solve(state: OnagerState, rng: random.Random | None = None) -> Found[OnagerMove] | str:
    return PUZZLES.solve(state)


def hooks() -> PuzzleHooks[OnagerState, OnagerMove]:
    return PuzzleHooks(gain=gain, solve=solve, levels=("easy", "medium"), theme_names=THEMES)
