"""Poron Jikaida's puzzles (and its drills'): what a line wins, in the
source's points, and the search that finds a unique answer.

The check searches deeper than the Hard bot: Hard stops at 60,000 nodes (two
or three plies in a middle game of the full board, prunes with futility
margins); the check searches every move to ``DEPTH`` plies plus the captures
after them, without a node cap or futility pruning, and wants every other
move at least ``MARGIN`` centipawns (two Swods) worse.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from boardroom.bots.puzzlehooks import Found, PuzzleHooks
from boardroom.bots.puzzlesearch import SearchPuzzles
from boardroom.engine.puzzles import MATERIAL, WIN, Claim
from boardroom.games.jikaida.bot import HOOKS
from boardroom.games.jikaida.evaluation import POINTS
from boardroom.games.jikaida.moves import BENT_VAULT, MOVE_VAULT, VAULT, JikaidaMove
from boardroom.games.jikaida.rules import JikaidaState
from boardroom.games.jikaida.variants import KIND
from boardroom.games.jikaida.whytexts import NAMES

# Plies of the check, by variant (the drills' boards are small: deeper).
DEPTH = {"jikaida": 4, "pastang": 5, "stikitche": 5, "draks_city": 5}
# The least material (source's points) a puzzle wins, by variant.
DECISIVE = {"jikaida": 3.0, "pastang": 2.0, "stikitche": 19.0, "draks_city": 2.0}
MARGIN = 200.0
MATES = ("hyrkaida", "tikaida", "nikaida")
THEMES = ("mate", "wipe-out", "promotion", "vault", "quiet-move", "capture")


def points(state: JikaidaState, seat: int) -> int:
    board = state.board
    return sum(POINTS[board[sq] & KIND] for sq in state.men[seat]) // 100


def kinds(state: JikaidaState, seat: int) -> list[int]:
    board = state.board
    return sorted((board[sq] & KIND for sq in state.men[seat]), reverse=False)


def gain(before: JikaidaState, after: JikaidaState, seat: int) -> Claim | None:
    """What ``seat`` won between the two positions: the game, or material
    (its lead in the source's points grew), naming the enemy pieces taken."""
    outcome = after.outcome()
    if outcome is not None and outcome.winners == (seat,):
        return Claim(WIN, reason=outcome.reason)
    if outcome is not None:
        return None
    other = 1 - seat
    lead = (
        points(after, seat) - points(after, other) - (points(before, seat) - points(before, other))
    )
    if lead <= 0:
        return None
    left = kinds(after, other)
    taken = []
    for kind in kinds(before, other):
        if kind in left:
            left.remove(kind)
        else:
            taken.append(NAMES[kind])
    return Claim(MATERIAL, float(lead), tuple(taken))


def noisy(state: JikaidaState, move: JikaidaMove) -> bool:
    return move.promotion is not None or (move.capture and not move.fluttember)


def theme(state: JikaidaState, line: Sequence[JikaidaMove], wins: Claim) -> str:
    if wins.kind == WIN:
        return "mate" if wins.reason in MATES else "wipe-out"
    first = line[0]
    seat = state.current_seat
    work = state.clone()
    for move in line:
        if work.current_seat == seat and move.promotion is not None:
            return "promotion"
        work.apply(move)
    if first.kind in (VAULT, BENT_VAULT, MOVE_VAULT) and first.capture:
        return "vault"
    if not noisy(state, first):
        return "quiet-move"
    return "capture"


def searcher(variant: str) -> SearchPuzzles[JikaidaState, JikaidaMove]:
    threshold = DECISIVE[variant]
    return SearchPuzzles(
        hooks=HOOKS,
        gain=gain,
        decisive=lambda c: c.kind == WIN or c.amount >= threshold,
        theme=theme,
        noisy=noisy,
        depth=DEPTH[variant],
        margin=MARGIN,
    )


def solve(state: JikaidaState, rng: random.Random | None = None) -> Found[JikaidaMove] | str:
    return searcher(state.variant.name).solve(state)


def hooks() -> PuzzleHooks[JikaidaState, JikaidaMove]:
    return PuzzleHooks(
        gain=gain,
        solve=solve,
        levels=("easy", "medium"),
        skip_plies=6,
        theme_names=THEMES,
    )
