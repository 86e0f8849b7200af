"""Onager moves and their compact notation.

@E5          place a lake on E5 (setup phase)
C4-D5        walk from C4 to the adjacent D5
C4>E6>G6     jump from C4 to E6, then on to G6 (a multi-jump)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from boardroom.engine.errors import InvalidNotation
from boardroom.engine.hexgrid import HexBoard

LAKE, WALK, JUMP = "lake", "walk", "jump"
_CELL = r"[A-Za-z]\d{1,2}"
_LAKE_RE = re.compile(rf"^@({_CELL})$")
_WALK_RE = re.compile(rf"^({_CELL})-({_CELL})$")
_JUMP_RE = re.compile(rf"^{_CELL}(?:>{_CELL})+$")


@dataclass(frozen=True, slots=True)
class OnagerMove:
    kind: str
    steps: tuple[int, ...]

    @property
    def origin(self) -> int:
        return self.steps[0]

    @property
    def target(self) -> int:
        return self.steps[-1]


def format_move(board: HexBoard, move: OnagerMove) -> str:
    labels = [board.labels[c] for c in move.steps]
    if move.kind == LAKE:
        return "@" + labels[0]
    if move.kind == WALK:
        return "-".join(labels)
    return ">".join(labels)


def parse_move(board: HexBoard, text: str) -> OnagerMove:
    """Read notation; InvalidNotation for text that is not an Onager move."""
    text = text.strip()

    def cells(names: list[str]) -> tuple[int, ...]:
        try:
            return tuple(board.cell(name) for name in names)
        except ValueError as exc:
            raise InvalidNotation(f"'{text}': {exc}") from None

    if m := _LAKE_RE.match(text):
        return OnagerMove(LAKE, cells([m.group(1)]))
    if m := _WALK_RE.match(text):
        return OnagerMove(WALK, cells([m.group(1), m.group(2)]))
    if _JUMP_RE.match(text):
        return OnagerMove(JUMP, cells(text.split(">")))
    raise InvalidNotation(
        f"'{text}' is not Onager notation (examples: @E5 for a lake, "
        "C4-D5 for a walk, C4>E6>G6 for jumps)"
    )
