"""The narrative dice of Edge of the Empire (RULINGS section 4) and dice pools.

A face is a tuple of symbols: ``S`` success, ``A`` advantage, ``X`` Triumph,
``F`` failure, ``T`` threat, ``Y`` Despair (the letters of the official dice
font). A Triumph also counts as a success and a Despair as a failure; the
Triumph and Despair symbols themselves are never cancelled.

A pool is written with one letter per die: ``A`` Ability, ``P`` Proficiency,
``D`` Difficulty, ``C`` Challenge, ``B`` Boost, ``S`` Setback (``PAADD``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from boardroom.engine.rng import Rng

BLANK = "-"

# Faces in the order RULINGS lists them; the tests pin these tables.
FACES: dict[str, tuple[str, ...]] = {
    "B": ("-", "-", "S", "SA", "AA", "A"),
    "S": ("-", "-", "F", "F", "T", "T"),
    "A": ("-", "S", "S", "SS", "A", "A", "SA", "AA"),
    "D": ("-", "F", "FF", "T", "T", "T", "TT", "FT"),
    "P": ("-", "S", "S", "SS", "SS", "A", "SA", "SA", "SA", "AA", "AA", "X"),
    "C": ("-", "F", "F", "FF", "FF", "T", "T", "FT", "FT", "TT", "TT", "Y"),
}
DIE_NAMES = {
    "A": "Ability",
    "P": "Proficiency",
    "D": "Difficulty",
    "C": "Challenge",
    "B": "Boost",
    "S": "Setback",
}
SYMBOL_NAMES = {
    "S": "success",
    "A": "advantage",
    "X": "Triumph",
    "F": "failure",
    "T": "threat",
    "Y": "Despair",
}
# Canonical order of the dice in a pool's text and in a roll.
ORDER = "PABCDS"


class FaceValue(NamedTuple):
    """What a face adds to a check: net successes, net advantages, Triumphs, Despairs."""

    successes: int
    advantages: int
    triumphs: int
    despairs: int


def face_value(face: str) -> FaceValue:
    s = face.count("S") + face.count("X") - face.count("F") - face.count("Y")
    a = face.count("A") - face.count("T")
    return FaceValue(s, a, face.count("X"), face.count("Y"))


FACE_VALUES: dict[str, tuple[FaceValue, ...]] = {
    die: tuple(face_value(f) for f in faces) for die, faces in FACES.items()
}


class PoolError(ValueError):
    """Text that is not a dice pool."""


@dataclass(frozen=True, slots=True)
class Pool:
    """How many dice of each kind a check rolls."""

    ability: int = 0
    proficiency: int = 0
    difficulty: int = 0
    challenge: int = 0
    boost: int = 0
    setback: int = 0

    def counts(self) -> dict[str, int]:
        return {
            "P": self.proficiency,
            "A": self.ability,
            "B": self.boost,
            "C": self.challenge,
            "D": self.difficulty,
            "S": self.setback,
        }

    @property
    def size(self) -> int:
        return sum(self.counts().values())

    def dice(self) -> str:
        """One letter per die in canonical order (the order a roll lists them)."""
        counts = self.counts()
        return "".join(letter * counts[letter] for letter in ORDER)

    def __str__(self) -> str:
        return self.dice()

    def __add__(self, other: Pool) -> Pool:
        return Pool(
            self.ability + other.ability,
            self.proficiency + other.proficiency,
            self.difficulty + other.difficulty,
            self.challenge + other.challenge,
            self.boost + other.boost,
            self.setback + other.setback,
        )

    @staticmethod
    def parse(text: str) -> Pool:
        """Read ``PAADD`` (any order, any case); PoolError names the problem."""
        letters = text.strip().upper()
        if not letters:
            raise PoolError("an empty dice pool (use the letters A P D C B S, e.g. PAADD)")
        bad = [ch for ch in letters if ch not in FACES]  # in the order written
        if bad:
            raise PoolError(
                f"'{text.strip()}' is not a dice pool: '{bad[0]}' is not a die "
                "(A Ability, P Proficiency, D Difficulty, C Challenge, "
                "B Boost, S Setback)"
            )
        if len(letters) > 60:
            raise PoolError(f"a pool of {len(letters)} dice is too large (60 at most)")
        return Pool(
            letters.count("A"),
            letters.count("P"),
            letters.count("D"),
            letters.count("C"),
            letters.count("B"),
            letters.count("S"),
        )


def upgrade(plain: int, upgraded: int, times: int) -> tuple[int, int]:
    """Upgrade ``times`` times: each turns a plain die (Ability/Difficulty) into
    its upgraded kind (Proficiency/Challenge), or adds a plain die when none is
    left (RULINGS 4). Returns (plain, upgraded)."""
    if times <= plain:
        return plain - times, upgraded + times
    extra = times - plain  # alternately: add a plain die, upgrade it
    return extra % 2, upgraded + plain + extra // 2


def skill_dice(characteristic: int, ranks: int, upgrades: int = 0) -> tuple[int, int]:
    """max(characteristic, ranks) dice with min(...) of them upgraded, then
    ``upgrades`` more: (plain, upgraded)."""
    plain = max(characteristic, ranks) - min(characteristic, ranks)
    return upgrade(plain, min(characteristic, ranks), upgrades)


Roll = tuple[tuple[str, int], ...]  # (die letter, face index) per die


def roll_pool(pool: Pool, rng: Rng) -> Roll:
    """Roll every die of ``pool`` from ``rng``, in canonical order."""
    return tuple((die, rng.below(len(FACES[die]))) for die in pool.dice())


def roll_total(roll: Roll) -> FaceValue:
    s = a = x = y = 0
    for die, index in roll:
        v = FACE_VALUES[die][index]
        s += v.successes
        a += v.advantages
        x += v.triumphs
        y += v.despairs
    return FaceValue(s, a, x, y)


def format_roll(roll: Roll) -> str:
    """``PX,ASA,D-`` (die letter, then the face's symbols); ``-`` for no roll."""
    if not roll:
        return BLANK
    return ",".join(die + FACES[die][index] for die, index in roll)


def parse_roll(text: str) -> Roll:
    if text == BLANK:
        return ()
    out: list[tuple[str, int]] = []
    for part in text.split(","):
        die, face = part[:1], part[1:]
        if die not in FACES or face not in FACES[die]:
            raise PoolError(f"'{part}' is not a die and one of its faces")
        out.append((die, FACES[die].index(face)))
    return tuple(out)
