"""Rival moves and their compact notation (one State move each).

    G@C4    setup: place the Shogun (G), a Samurai (S) or an Ashigaru (A) on C4
    N@E5    setup: hide the Ninja on E5 (shown as N@? to the other seat)
    C4-E5   move the piece on C4 to E5 (C4xE5 when it kills; both parse)
    N!E5    reveal the hidden Ninja on its hex E5 (one of the turn's moves)
    pass    no piece can move (or only the hidden Ninja could be revealed)

Steps, for entering a move on the board one click at a time: a placement or a
hiding is (letter, hex), a move (origin, target), a reveal ("N!", hex), a pass
("pass",).
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import dataclass

from boardroom.engine.errors import InvalidNotation
from boardroom.games.rival.board import BOARD
from boardroom.games.rival.pieces import KIND_OF_LETTER, LETTER, NINJA

PLACE, HIDE, MOVE, REVEAL, PASS = "place", "hide", "move", "reveal", "pass"
MASKED = -2  # the hiding hex of a hide move the viewer may not see
REVEAL_STEP = "N!"
PASS_TEXT = "pass"

_CELL = r"[A-Ka-k]\d{1,2}"
_PLACE_RE = re.compile(rf"^([GSANgsan])@({_CELL}|\?)$")
_MOVE_RE = re.compile(rf"^({_CELL})[-xX:]({_CELL})$")
_REVEAL_RE = re.compile(rf"^[Nn]!({_CELL})$")


@dataclass(frozen=True, slots=True)
class RivalMove:
    action: str
    target: int = -1  # the hex placed on, hidden on, moved to or revealed on
    origin: int = -1  # for a move: the hex it leaves
    piece: int = 0  # for a placement or a hiding: the kind

    @property
    def steps(self) -> tuple[Hashable, ...]:
        if self.action == MOVE:
            return (self.origin, self.target)
        if self.action in (PLACE, HIDE):
            return (LETTER[self.piece], self.target)
        if self.action == REVEAL:
            return (REVEAL_STEP, self.target)
        return (PASS_TEXT,)


PASS_MOVE = RivalMove(PASS)


def place(kind: int, target: int) -> RivalMove:
    return RivalMove(PLACE, target, piece=kind)


def hide(target: int) -> RivalMove:
    return RivalMove(HIDE, target, piece=NINJA)


def reveal(target: int) -> RivalMove:
    return RivalMove(REVEAL, target, piece=NINJA)


def step(origin: int, target: int) -> RivalMove:
    return RivalMove(MOVE, target, origin)


def format_move(move: RivalMove, kills: bool = False) -> str:
    labels = BOARD.labels
    if move.action == MOVE:
        return f"{labels[move.origin]}{'x' if kills else '-'}{labels[move.target]}"
    if move.action in (PLACE, HIDE):
        where = "?" if move.target == MASKED else labels[move.target]
        return f"{LETTER[move.piece]}@{where}"
    if move.action == REVEAL:
        return f"N!{labels[move.target]}"
    return PASS_TEXT


def parse_move(text: str) -> RivalMove:
    """Read notation; InvalidNotation for text that is not a Rival move."""
    text = text.strip()

    def cell(name: str) -> int:
        try:
            return BOARD.cell(name)
        except ValueError as exc:
            raise InvalidNotation(f"'{text}': {exc}") from None

    if text.lower() == PASS_TEXT:
        return PASS_MOVE
    if m := _PLACE_RE.match(text):
        kind = KIND_OF_LETTER[m.group(1).upper()]
        where = MASKED if m.group(2) == "?" else cell(m.group(2))
        return hide(where) if kind == NINJA else place(kind, where)
    if m := _MOVE_RE.match(text):
        return step(cell(m.group(1)), cell(m.group(2)))
    if m := _REVEAL_RE.match(text):
        return reveal(cell(m.group(1)))
    raise InvalidNotation(
        f"'{text}' is not Rival notation (examples: G@C4 to place the Shogun, "
        "N@E5 to hide the Ninja, C4-E5 to move, N!E5 to reveal the Ninja, pass)"
    )
