"""Dejarik characters: four characteristics, two skills, strain.

Game options are scalars, so a character travels as one line of text:

    NAME:INT,CUN,WIL,PRE,ATTACK,DEFENCE[,THRESHOLD[,STRAIN]]

e.g. ``Kessa:3,2,2,3,2,1`` (threshold 10 + Willpower when left out, strain 0).
Intelligence drives the primary attack, Cunning the primary defence,
Willpower the secondary attack and Presence the secondary defence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from boardroom.engine.errors import OptionError

CHARACTERISTIC = (1, 6)
RANKS = (0, 5)
THRESHOLD = (1, 40)
NAME_LENGTH = 40
FIELDS = (
    "intellect",
    "cunning",
    "willpower",
    "presence",
    "attack",
    "defence",
    "threshold",
    "strain",
)
LABELS = {
    "intellect": "Intelligence",
    "cunning": "Cunning",
    "willpower": "Willpower",
    "presence": "Presence",
    "attack": "Dejarik Attack ranks",
    "defence": "Dejarik Defence ranks",
    "threshold": "strain threshold",
    "strain": "strain",
}
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


class CharacterError(OptionError):
    """A character that breaks the limits; the message names the field."""


@dataclass(frozen=True)
class Character:
    name: str
    intellect: int
    cunning: int
    willpower: int
    presence: int
    attack: int  # Dejarik Attack ranks
    defence: int  # Dejarik Defence ranks
    threshold: int  # strain threshold: above it the character is incapacitated
    strain: int = 0  # strain already suffered when the game starts

    def __post_init__(self) -> None:
        check(self)

    @staticmethod
    def make(
        name: str,
        intellect: int,
        cunning: int,
        willpower: int,
        presence: int,
        attack: int = 0,
        defence: int = 0,
        threshold: int | None = None,
        strain: int = 0,
    ) -> Character:
        """A character with the default threshold (10 + Willpower) unless given."""
        return Character(
            name,
            intellect,
            cunning,
            willpower,
            presence,
            attack,
            defence,
            10 + willpower if threshold is None else threshold,
            strain,
        )

    @property
    def is_master(self) -> bool:
        """4 or 5 ranks in both skills: a Dejarik master, as the source says."""
        return self.attack >= 4 and self.defence >= 4

    def to_text(self) -> str:
        numbers = [
            self.intellect,
            self.cunning,
            self.willpower,
            self.presence,
            self.attack,
            self.defence,
            self.threshold,
        ]
        if self.strain:
            numbers.append(self.strain)
        return f"{self.name}:{','.join(str(n) for n in numbers)}"

    @staticmethod
    def parse(text: str) -> Character:
        """Read ``NAME:INT,CUN,WIL,PRE,ATT,DEF[,THRESHOLD[,STRAIN]]``."""
        name, sep, numbers_text = str(text).rpartition(":")
        if not sep:
            raise CharacterError(
                f"'{text}' is not a character (write NAME:INT,CUN,WIL,PRE,ATTACK,DEFENCE"
                "[,THRESHOLD[,STRAIN]], e.g. Kessa:3,2,2,3,2,1)"
            )
        parts = [p.strip() for p in numbers_text.split(",")]
        if not 6 <= len(parts) <= 8 or not all(re.fullmatch(r"\d{1,3}", p) for p in parts):
            raise CharacterError(
                f"'{text}': after the name come 6 to 8 whole numbers separated by commas "
                "(INT,CUN,WIL,PRE,ATTACK,DEFENCE[,THRESHOLD[,STRAIN]])"
            )
        values = [int(p) for p in parts]
        threshold = values[6] if len(values) > 6 else None
        strain = values[7] if len(values) > 7 else 0
        i, c, w, p, att, dfn = values[:6]
        return Character.make(name.strip(), i, c, w, p, att, dfn, threshold, strain)

    def to_json(self) -> dict[str, object]:
        return {"name": self.name, **{f: getattr(self, f) for f in FIELDS}}


def check(c: Character) -> None:
    """CharacterError naming the first field out of its limits."""
    if not isinstance(c.name, str) or not c.name.strip():
        raise CharacterError("a character needs a name")
    if len(c.name) > NAME_LENGTH or _CONTROL.search(c.name) or c.name != c.name.strip():
        raise CharacterError(
            f"'{c.name[:60]}' is not a usable name "
            f"({NAME_LENGTH} characters at most, no line breaks)"
        )
    limits = {
        "intellect": CHARACTERISTIC,
        "cunning": CHARACTERISTIC,
        "willpower": CHARACTERISTIC,
        "presence": CHARACTERISTIC,
        "attack": RANKS,
        "defence": RANKS,
        "threshold": THRESHOLD,
        "strain": (0, c.threshold if isinstance(c.threshold, int) else 0),
    }
    for field, (low, high) in limits.items():
        value = getattr(c, field)
        if not isinstance(value, int) or isinstance(value, bool):
            raise CharacterError(f"{c.name}: {LABELS[field]} must be a whole number")
        if not low <= value <= high:
            raise CharacterError(f"{c.name}: {LABELS[field]} must be {low} to {high}, not {value}")


def split_ranks(total: int, attack: int) -> tuple[int, int]:
    """Share ranks won by the Knowledge check: (attack, defence)."""
    if not 0 <= attack <= total:
        raise CharacterError(f"{attack} attack ranks cannot come out of {total} ranks")
    defence = total - attack
    if attack > RANKS[1] or defence > RANKS[1]:
        raise CharacterError(f"ranks are {RANKS[1]} at most in each skill")
    return attack, defence


# A few characters ready to play (our own, no canon names). Proper names,
# so that a saved game reads the same in every language; the interface shows
# each one's role in its own language (ui/dejarik/characters.py).
READY_MADE: tuple[Character, ...] = (
    Character.make("Jessa Vorn", 2, 2, 2, 2, 1, 1),
    Character.make("Tobbin Kael", 3, 3, 2, 3, 2, 2),
    Character.make("Ilsa Marrow", 4, 2, 3, 2, 3, 1),
    Character.make("Corvan Ashe", 2, 3, 3, 4, 0, 1),
    Character.make("Grell", 1, 2, 3, 1, 0, 0),
    Character.make("Ondrel Vast", 4, 4, 3, 3, 4, 4),
)
DEFAULT_FIRST = Character.make("Kessa", 2, 2, 2, 2, 1, 1)
DEFAULT_SECOND = Character.make("Doran", 2, 2, 2, 2, 1, 1)
