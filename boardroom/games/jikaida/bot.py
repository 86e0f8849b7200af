"""The Poron Jikaida bot: alpha-beta over the Jikaida evaluation, with its
levels. The drills (Pastang, Stikitche, Drak's City) use the same levels.

Time caps are the app's (0.15 s, 0.6 s, 1.8 s, as for every game); node
caps keep a fast machine from playing stronger than the levels were tuned
to (benchmarks/results.md: the ladder).
"""

from __future__ import annotations

import dataclasses
import math
import random
import threading

from boardroom.bots.alphabeta import AlphaBetaConfig
from boardroom.bots.alphabeta_bot import AlphaBetaBot, AlphaBetaLevel, SearchHooks, win_chances
from boardroom.bots.analysis import ANALYSIS_SEED, Estimate, Progress, final_estimate
from boardroom.bots.hooks import GameHooks
from boardroom.games.jikaida import evaluation
from boardroom.games.jikaida.moves import JikaidaMove
from boardroom.games.jikaida.rules import JikaidaState

HOOKS: SearchHooks[JikaidaState, JikaidaMove] = SearchHooks(
    evaluate=evaluation.evaluate,
    captures=evaluation.captures,
    order=evaluation.order,
    key=evaluation.key,
    quick_end=evaluation.quick_end,
    in_check=evaluation.in_kaida,
)

# Easy: one ply plus captures, any move within a Swod and a half of the best,
# and now and then a random move: it takes what hangs, a beginner can trap it.
# Medium: two plies. Hard: as deep as the time allows (two or three plies in
# the middle game), its table kept from move to move, and it never misses a
# mate in one against it at its horizon (root_checks). The node caps are about
# what this project's 2-CPU machine searches within the time caps.
LEVELS: dict[str, AlphaBetaLevel] = {
    "easy": AlphaBetaLevel(
        AlphaBetaConfig(max_depth=1, seconds=0.15, nodes=3_000, tie_margin=150.0), blunder=0.1
    ),
    "medium": AlphaBetaLevel(
        AlphaBetaConfig(
            max_depth=2,
            seconds=0.6,
            nodes=12_000,
            tie_margin=10.0,
            futility_margin=150.0,
            keep_table=True,
        )
    ),
    "hard": AlphaBetaLevel(
        AlphaBetaConfig(
            max_depth=12,
            seconds=1.8,
            nodes=60_000,
            exact_ties=False,
            futility_margin=150.0,
            keep_table=True,
            root_checks=True,
        )
    ),
}
# Draw offers: a short, repeatable search (no time cap; the GUI asks on its
# own thread, so one ply and the captures that follow, a few thousand nodes).
DRAW_SEARCH = AlphaBetaConfig(max_depth=1, nodes=2_000, exact_ties=False)
DRAW_SCALE = 400.0  # centipawns ahead for about 73% (the logistic's unit)


def make_bot(level: str, seed: int | None = None) -> AlphaBetaBot[JikaidaState, JikaidaMove]:
    return AlphaBetaBot(level, LEVELS[level], HOOKS, seed)


def draw_value(state: JikaidaState) -> tuple[float, ...]:
    """Each seat's chance as the draw check sees it: above one half is winning."""
    return win_chances(HOOKS, DRAW_SEARCH, state, DRAW_SCALE)


# The evaluation graph: Hard's search with a fresh table, cut to the time given.
ANALYSIS = dataclasses.replace(LEVELS["hard"].config, keep_table=False)


def chance(score: float) -> float:
    """A search score (for the seat to move) as its chance of winning."""
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, score / DRAW_SCALE))))


def analyse(
    state: JikaidaState,
    seconds: float,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
    config: AlphaBetaConfig = ANALYSIS,
) -> Estimate[JikaidaMove]:
    """Each seat's chance from Hard's score; the root moves it searched
    exactly give the mover's chance after each of them."""
    if state.is_terminal():
        return final_estimate(state)
    config = dataclasses.replace(config, seconds=seconds)
    result = HOOKS.search(config, random.Random(ANALYSIS_SEED)).search(state, cancel, progress)
    mover = chance(result.score)
    values = {move: chance(score) for move, score in result.root_scores.items()}
    values[result.move] = mover
    seat = state.current_seat
    chances = (mover, 1.0 - mover) if seat == 0 else (1.0 - mover, mover)
    return Estimate(chances, result.move, values)


def hooks() -> GameHooks[JikaidaState, JikaidaMove]:
    return GameHooks(
        evaluate=draw_value, make_bot=make_bot, material=evaluation.material, analyse=analyse
    )
