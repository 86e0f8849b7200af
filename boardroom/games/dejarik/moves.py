"""Dejarik moves and their compact notation. Every decision of a round is a
move of the seat that makes it:

    set0 .. set6      set that many pieces from one's active pile
    adj+1 adj-2 adj0  use the 3-threat effect on the defender's set pieces
                      (add from its active pile, remove back to it, or not)
    primary           announce a primary defence or attack (Cunning / Intelligence
    secondary           and the Dejarik skill), or a secondary one (Presence / Willpower)
    roll              the attacker rolls the pool
    SSB!U  none       a spending plan (see ``effects``): the attacker's after
                      the roll, then the defender's
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import dataclass

from boardroom.engine.errors import InvalidNotation
from boardroom.games.dejarik.effects import NONE_TEXT, ORDER, Plan
from boardroom.games.dejarik.pools import STANCES

SET, ADJUST, STANCE, ROLL, SPEND = "set", "adjust", "stance", "roll", "spend"
_SET_RE = re.compile(r"set(\d)")
_ADJUST_RE = re.compile(r"adj([+-]\d|0)")
_PLAN_RE = re.compile(rf"([{ORDER}]*)(?:!([{ORDER}]+))?")


@dataclass(frozen=True, slots=True)
class DejarikMove:
    kind: str
    value: int = 0  # pieces set, adjustment, or stance (0 primary, 1 secondary)
    plan: Plan = Plan()

    @property
    def steps(self) -> tuple[Hashable, ...]:
        return (format_move(self),)


ROLL_MOVE = DejarikMove(ROLL)


def format_move(move: DejarikMove) -> str:
    if move.kind == SET:
        return f"set{move.value}"
    if move.kind == ADJUST:
        return f"adj{move.value:+d}" if move.value else "adj0"
    if move.kind == STANCE:
        return STANCES[move.value]
    if move.kind == ROLL:
        return "roll"
    return move.plan.text()


def parse_move(text: str) -> DejarikMove:
    """Read notation; InvalidNotation for text that is not a Dejarik move."""
    raw = text.strip()
    lower = raw.lower()
    if m := _SET_RE.fullmatch(lower):
        return DejarikMove(SET, int(m.group(1)))
    if m := _ADJUST_RE.fullmatch(lower):
        return DejarikMove(ADJUST, int(m.group(1)))
    if lower in STANCES:
        return DejarikMove(STANCE, STANCES.index(lower))
    if lower == "roll":
        return ROLL_MOVE
    if lower == NONE_TEXT:
        return DejarikMove(SPEND, plan=Plan())
    if raw and (m := _PLAN_RE.fullmatch(raw.upper())):
        return DejarikMove(SPEND, plan=Plan.of(m.group(1), m.group(2) or ""))
    raise InvalidNotation(
        f"'{raw}' is not Dejarik notation (examples: set2, adj-1, primary, secondary, "
        "roll, SSB!U or none for spending)"
    )
