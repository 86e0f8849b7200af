"""Game review: where a seat's chance fell, and what the bot would have played.

Given the analysis of every position of a game (``positions[k]`` is the
estimate before move ``k``, ``positions[n]`` after the last move), each move
is judged by what it cost its mover: the mover's chance with the best move
minus the chance with the move played. The search's own value of the move
played is used when it has one (so that dice rolled after the move are not
blamed on the mover); otherwise the chance in the next position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from boardroom.bots.analysis import Estimate

# Two grades of mistakes, by the chance the move gave away.
MISTAKE = 0.12
BLUNDER = 0.25


@dataclass(frozen=True)
class Judgement:
    """One move of a reviewed game."""

    ply: int
    mover: int
    cost: float  # the mover's chance given away, 0 when the move was the best
    grade: str  # "", "mistake" or "blunder"
    better: Any | None  # the move the bot would have played instead, when graded


def grade_of(cost: float) -> str:
    if cost >= BLUNDER:
        return "blunder"
    if cost >= MISTAKE:
        return "mistake"
    return ""


def judge(positions: Sequence[Estimate], moves: Sequence[Any],
          movers: Sequence[int]) -> list[Judgement]:
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
            best_value = values.get(before.best, max(values.values()))
            played = values[move]
        else:
            played = after.chances[mover]
        cost = 0.0 if move == before.best else max(0.0, best_value - played)
        grade = grade_of(cost)
        out.append(Judgement(ply, mover, cost, grade, before.best if grade else None))
    return out
