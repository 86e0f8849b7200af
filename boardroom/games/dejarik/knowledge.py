"""Dejarik ranks from a Knowledge check (the source's character creation).

The player picks a difficulty from 1 (Easy) to 5 (Formidable) and rolls the
Knowledge skill (Core Worlds, or another the GM allows) against that many
Difficulty dice. Success gives that many ranks, to share between Dejarik
Attack and Dejarik Defence (:func:`character.split_ranks`). A failed roll that
still shows a Triumph or 3 or more net advantages may be re-rolled, each
re-roll with the difficulty upgraded once more; otherwise no ranks.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardroom.engine.rng import Rng
from boardroom.games.dejarik.dice import (
    FaceValue,
    Pool,
    Roll,
    roll_pool,
    roll_total,
    skill_dice,
    upgrade,
)

DIFFICULTIES = ("Easy", "Average", "Hard", "Daunting", "Formidable")
REROLL_ADVANTAGES = 3
MAX_ROLLS = 50  # a runaway chain of Triumphs is astronomically unlikely; stop anyway


@dataclass(frozen=True)
class KnowledgeRoll:
    pool: Pool
    roll: Roll
    result: FaceValue

    @property
    def succeeded(self) -> bool:
        return self.result.successes > 0

    @property
    def may_reroll(self) -> bool:
        return not self.succeeded and (
            self.result.triumphs > 0 or self.result.advantages >= REROLL_ADVANTAGES
        )


@dataclass(frozen=True)
class KnowledgeResult:
    difficulty: int
    rolls: tuple[KnowledgeRoll, ...]

    @property
    def ranks(self) -> int:
        """Dejarik ranks won: the difficulty on a success, else 0."""
        return self.difficulty if self.rolls and self.rolls[-1].succeeded else 0


def check_pool(characteristic: int, skill_ranks: int, difficulty: int, rerolls: int) -> Pool:
    """The pool of the Knowledge check after ``rerolls`` re-rolls."""
    plain, upgraded = skill_dice(characteristic, skill_ranks)
    hard, harder = upgrade(difficulty, 0, rerolls)
    return Pool(ability=plain, proficiency=upgraded, difficulty=hard, challenge=harder)


def _check_arguments(characteristic: int, skill_ranks: int, difficulty: int) -> None:
    if not 1 <= characteristic <= 6 or not 0 <= skill_ranks <= 5:
        raise ValueError("the characteristic is 1 to 6 and the skill ranks 0 to 5")
    if not 1 <= difficulty <= len(DIFFICULTIES):
        raise ValueError(f"the difficulty is 1 (Easy) to {len(DIFFICULTIES)} (Formidable)")


def knowledge_check(
    characteristic: int, skill_ranks: int, difficulty: int, rng: Rng, reroll: bool = True
) -> KnowledgeResult:
    """Roll for Dejarik ranks. ``reroll``: take every re-roll the rule allows
    (the GM's leave); the result keeps every roll made."""
    _check_arguments(characteristic, skill_ranks, difficulty)
    rolls: list[KnowledgeRoll] = []
    while len(rolls) < MAX_ROLLS:
        pool = check_pool(characteristic, skill_ranks, difficulty, len(rolls))
        dice = roll_pool(pool, rng)
        attempt = KnowledgeRoll(pool, dice, roll_total(dice))
        rolls.append(attempt)
        if not (reroll and attempt.may_reroll):
            break
    return KnowledgeResult(difficulty, tuple(rolls))


def knowledge_odds(
    characteristic: int, skill_ranks: int, difficulty: int, reroll: bool = True
) -> float:
    """Exact chance (to float precision) that the check wins the ranks."""
    from boardroom.games.dejarik.odds import distribution

    _check_arguments(characteristic, skill_ranks, difficulty)
    chance, reach = 0.0, 1.0
    for rerolls in range(MAX_ROLLS):
        dist = distribution(check_pool(characteristic, skill_ranks, difficulty, rerolls))
        win = again = 0.0
        for value, p in dist.items():
            if value.successes > 0:
                win += float(p)
            elif value.triumphs or value.advantages >= REROLL_ADVANTAGES:
                again += float(p)
        chance += reach * win
        reach *= again
        if not reroll or reach < 1e-15:
            break
    return chance
