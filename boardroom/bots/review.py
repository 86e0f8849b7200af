"""Game review: where a seat's chance fell, and what the bot would have played.

Given the analysis of every position of a game (``positions[k]`` is the
estimate before move ``k``, ``positions[n]`` after the last move), each move
is judged by what it cost its mover: the mover's chance with the best move
minus the chance with the move played. The search's own value of the move
played is used when it has one (so that dice rolled after the move are not
blamed on the mover); otherwise the chance in the next position.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic

from boardroom.bots.analysis import REVIEW_SECONDS, Estimate, estimate
from boardroom.engine.game import M, State

# Two grades of mistakes, by the chance the move gave away.
MISTAKE = 0.12
BLUNDER = 0.25


@dataclass(frozen=True)
class Judgement(Generic[M]):
    """One move of a reviewed game."""

    ply: int
    mover: int
    cost: float  # the mover's chance given away, 0 when the move was the best
    grade: str  # "", "mistake" or "blunder"
    better: M | None  # the move the bot would have played instead, when graded


def grade_of(cost: float) -> str:
    if cost >= BLUNDER:
        return "blunder"
    if cost >= MISTAKE:
        return "mistake"
    return ""


def judge(
    positions: Sequence[Estimate[M]], moves: Sequence[M], movers: Sequence[int]
) -> list[Judgement[M]]:
    """Judge each of ``moves`` (played by ``movers``) from the estimates of the
    positions before and after it (``len(positions) == len(moves) + 1``)."""
    if len(positions) != len(moves) + 1 or len(movers) != len(moves):
        raise ValueError("one estimate per position, one mover per move")
    out = []
    for ply, (move, mover) in enumerate(zip(moves, movers, strict=True)):
        before, after = positions[ply], positions[ply + 1]
        best_value = before.chances[mover]
        values = before.move_values
        if move in values:
            # The best move's own value when the search has it: the highest
            # mean may belong to a move it looked at only briefly.
            best = before.best
            best_value = (
                values[best] if best is not None and best in values else max(values.values())
            )
            played = values[move]
        else:
            played = after.chances[mover]
        cost = 0.0 if move == before.best else max(0.0, best_value - played)
        grade = grade_of(cost)
        out.append(Judgement(ply, mover, cost, grade, before.best if grade else None))
    return out


@dataclass(frozen=True)
class GameReview(Generic[M]):
    """A whole game judged: ``positions[k]`` before move ``k``, one more at the end."""

    positions: list[Estimate[M]]
    moves: list[M]
    movers: list[int]
    judgements: list[Judgement[M]]
    # The game has secrets and is not over: each position was judged from
    # its mover's view, as the game's players saw it.
    views: bool
    complete: bool  # False when cancelled: the lists cover the moves reviewed so far


def review_game(
    state: State[M],
    seconds: float = REVIEW_SECONDS,
    cancel: threading.Event | None = None,
    progress: Callable[[float], None] | None = None,
) -> GameReview[M]:
    """Replay ``state``'s game from its start, estimate every position
    (``seconds`` each) and judge every move. A finished game is judged with
    everything known; an unfinished one with secrets, from each mover's view."""
    views = state.game.spec.hidden_information and not state.is_terminal()
    moves = list(state.history)
    replay = state.initial()
    positions: list[Estimate[M]] = []
    movers: list[int] = []
    for ply, move in enumerate(moves):
        if cancel is not None and cancel.is_set():
            return _partial(positions, moves, movers, views)
        positions.append(_judge_position(replay, views, seconds, cancel))
        movers.append(replay.current_seat)
        replay.apply(move)
        if progress is not None:
            progress((ply + 1) / (len(moves) + 1))
    if cancel is not None and cancel.is_set():
        return _partial(positions, moves, movers, views)
    # The given state, not the replay: it carries a resignation or agreement.
    positions.append(_judge_position(state, views, seconds, cancel))
    if progress is not None:
        progress(1.0)
    return GameReview(positions, moves, movers, judge(positions, moves, movers), views, True)


def _judge_position(
    state: State[M], views: bool, seconds: float, cancel: threading.Event | None
) -> Estimate[M]:
    if views and not state.is_terminal():
        state = state.view(state.current_seat)
    return estimate(state, seconds, cancel)


def _partial(
    positions: list[Estimate[M]], moves: list[M], movers: list[int], views: bool
) -> GameReview[M]:
    done = max(0, len(positions) - 1)
    return GameReview(
        positions[: done + 1],
        moves[:done],
        movers[:done],
        judge(positions[: done + 1], moves[:done], movers[:done]) if positions else [],
        views,
        False,
    )
