"""Dejarik position text, one line of ``key=value`` fields in a fixed order:

    round=1 attacker=1 step=set first=defender next=defender piles=4/0/-,4/0/-
    strain=0/0 boost=0/0 setback=0/0 upatt=0/0 updef=0/0 adjust=0/0 stance=-/-
    roll=- lost=0/0 quiet=0

Seats are 1 and 2; ``x/y`` fields give seat 1 then seat 2.

- ``step``: set, adjust, defence, attack, roll, advantages, threats or over.
- ``first``: who sets first this round (defender, or attacker after a
  3-advantage effect); ``next``: the same for the next round.
- ``piles``: per seat active/inactive/set; set is ``-`` until the seat sets.
- ``boost``, ``setback``, ``upatt``: dice and upgrades waiting for each
  seat's next attack; ``updef``: upgrades waiting for its next defence.
- ``adjust``: 3-threat piece adjustments for this round's attacker / held by
  this round's defender for the next round.
- ``stance``: ``p`` primary, ``s`` secondary, ``-`` not announced yet.
- ``roll``: the last roll, die by die (``PX,ASA,D-``; see ``dice``), and
  ``lost``: pieces each seat lost to it.
- ``quiet``: moves since a piece was last killed (for the move limit).

The characters are game options, not part of the text.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from boardroom.engine.errors import PositionError
from boardroom.games.dejarik.dice import PoolError, format_roll, parse_roll

if TYPE_CHECKING:
    from boardroom.games.dejarik.rules import DejarikState

KEYS = (
    "round",
    "attacker",
    "step",
    "first",
    "next",
    "piles",
    "strain",
    "boost",
    "setback",
    "upatt",
    "updef",
    "adjust",
    "stance",
    "roll",
    "lost",
    "quiet",
)
STEPS = ("set", "adjust", "defence", "attack", "roll", "advantages", "threats", "over")
ORDERS = ("defender", "attacker")
_STANCE = {"-": -1, "p": 0, "s": 1}
_STANCE_TEXT = {v: k for k, v in _STANCE.items()}
SMALL = 99  # no counter in a real game comes near this


def _pair(values: list[int] | tuple[int, int]) -> str:
    return f"{values[0]}/{values[1]}"


def write_position(state: DejarikState) -> str:
    piles = ",".join(
        f"{state.active[s]}/{state.inactive[s]}/{'-' if state.setc[s] < 0 else state.setc[s]}"
        for s in (0, 1)
    )
    fields = {
        "round": str(state.round),
        "attacker": str(state.attacker + 1),
        "step": state.step,
        "first": ORDERS[state.reversed_now],
        "next": ORDERS[state.reversed_next],
        "piles": piles,
        "strain": _pair(state.strain),
        "boost": _pair(state.boost),
        "setback": _pair(state.setback),
        "upatt": _pair(state.up_att),
        "updef": _pair(state.up_def),
        "adjust": f"{state.adjust_now}/{state.adjust_next}",
        "stance": "/".join(_STANCE_TEXT[v] for v in state.stance),
        "roll": format_roll(state.roll),
        "lost": _pair(state.lost),
        "quiet": str(state.quiet_moves),
    }
    return " ".join(f"{k}={fields[k]}" for k in KEYS)


def _number(key: str, text: str, high: int = SMALL, low: int = 0) -> int:
    if not re.fullmatch(r"\d{1,6}", text) or not low <= int(text) <= high:
        raise PositionError(f"'{key}' takes a whole number {low} to {high}, not '{text}'")
    return int(text)


def _numbers(key: str, text: str, high: int = SMALL) -> list[int]:
    parts = text.split("/")
    if len(parts) != 2:
        raise PositionError(f"'{key}' takes two numbers, seat 1/seat 2, not '{text}'")
    return [_number(key, p, high) for p in parts]


def read_position(state: DejarikState, text: str) -> None:
    """Fill ``state`` from text; PositionError names what is wrong."""
    tokens = text.split()
    if len(tokens) != len(KEYS):
        raise PositionError(
            f"Dejarik position text has {len(KEYS)} fields ({' '.join(KEYS)}), not {len(tokens)}"
        )
    values: dict[str, str] = {}
    for key, token in zip(KEYS, tokens, strict=True):
        name, sep, value = token.partition("=")
        if name != key or not sep:
            raise PositionError(f"expected the field '{key}=...', found '{token[:30]}'")
        values[key] = value
    pieces = state.game.pieces
    state.round = _number("round", values["round"], 999999, 1)
    state.attacker = _number("attacker", values["attacker"], 2, 1) - 1
    if values["step"] not in STEPS:
        raise PositionError(f"'step' is one of {', '.join(STEPS)}")
    state.step = values["step"]
    for key in ("first", "next"):
        if values[key] not in ORDERS:
            raise PositionError(f"'{key}' is 'defender' or 'attacker'")
    state.reversed_now = values["first"] == "attacker"
    state.reversed_next = values["next"] == "attacker"
    piles = values["piles"].split(",")
    if len(piles) != 2 or any(len(p.split("/")) != 3 for p in piles):
        raise PositionError("'piles' is active/inactive/set for seat 1, a comma, then seat 2")
    for seat, pile in enumerate(piles):
        active, inactive, set_text = pile.split("/")
        state.active[seat] = _number("piles", active, pieces)
        state.inactive[seat] = _number("piles", inactive, pieces)
        state.setc[seat] = -1 if set_text == "-" else _number("piles", set_text, pieces)
        if state.pieces(seat) > pieces:
            raise PositionError(f"seat {seat + 1} has more than {pieces} pieces (option pieces)")
    state.strain = _numbers("strain", values["strain"])
    state.boost = _numbers("boost", values["boost"])
    state.setback = _numbers("setback", values["setback"])
    state.up_att = _numbers("upatt", values["upatt"])
    state.up_def = _numbers("updef", values["updef"])
    state.adjust_now, state.adjust_next = _numbers("adjust", values["adjust"])
    stances = values["stance"].split("/")
    if len(stances) != 2 or any(s not in _STANCE for s in stances):
        raise PositionError("'stance' is p, s or - for each seat, e.g. p/-")
    state.stance = [_STANCE[s] for s in stances]
    try:
        state.roll = parse_roll(values["roll"])
    except PoolError as exc:
        raise PositionError(f"'roll': {exc}") from None
    if len(state.roll) > 60:
        raise PositionError("'roll' has too many dice")
    lost = _numbers("lost", values["lost"], pieces)
    state.lost = (lost[0], lost[1])
    state.quiet_moves = _number("quiet", values["quiet"], 10**6)
    problem = state.inconsistency()
    if problem:
        raise PositionError(problem)


def diagram(state: DejarikState) -> str:
    """A plain-text picture of the position for ``boardroom-cli show``."""
    from boardroom.games.dejarik.dice import roll_total

    lines = [f"round {state.round}, step {state.step}"]
    for seat in (0, 1):
        c = state.character(seat)
        role = "attacker" if seat == state.attacker else "defender"
        set_text = "-" if state.setc[seat] < 0 else str(state.setc[seat])
        stance = {-1: "-", 0: "primary", 1: "secondary"}[state.stance[seat]]
        lines.append(
            f"{state.game.seat_name(seat)} ({c.name}, {role}): active {state.active[seat]}, "
            f"inactive {state.inactive[seat]}, set {set_text}, stance {stance}, "
            f"strain {state.strain[seat]}/{c.threshold}"
        )
        waiting = [
            f"{n} {what}"
            for n, what in (
                (state.boost[seat], "Boost"),
                (state.setback[seat], "Setback"),
                (state.up_att[seat], "attack upgrade"),
                (state.up_def[seat], "defence upgrade"),
            )
            if n
        ]
        if waiting:
            lines.append(f"  waiting: {', '.join(waiting)}")
    if state.reversed_now:
        lines.append("this round the attacker sets first")
    if state.adjust_now:
        lines.append(f"the attacker holds {state.adjust_now} piece adjustment(s)")
    if state.roll:
        v = roll_total(state.roll)
        lines.append(
            f"last roll {format_roll(state.roll)}: {v.successes:+d} successes, "
            f"{v.advantages:+d} advantages, {v.triumphs} Triumph, "
            f"{v.despairs} Despair; lost {state.lost[0]}/{state.lost[1]}"
        )
    return "\n".join(lines)
