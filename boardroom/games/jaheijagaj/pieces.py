"""Sides, kinds of piece and their honour, and the stock limits.

A cell holds 0 (empty) or ``side * 8 + kind``. Sides 0-3 are the seats in
turn order, side 4 the Kiggyar. A Wraith's code stands on each of its four
hexes.
"""

from __future__ import annotations

TROOPER, SPEC_OPS, HONOUR_GUARD, WRAITH = 1, 2, 3, 4
KIGGYAR = 4  # the side of the neutral pieces
SEAT_NAMES = ("Red", "Blue", "Purple", "Yellow")
SIDE_LETTERS = "rbpyk"
KIND_LETTERS = {TROOPER: "T", SPEC_OPS: "S", HONOUR_GUARD: "H", WRAITH: "W"}
KIND_OF_LETTER = {v: k for k, v in KIND_LETTERS.items()}
KIND_NAMES = {
    TROOPER: "Trooper",
    SPEC_OPS: "Spec Ops",
    HONOUR_GUARD: "Honour Guard",
    WRAITH: "Wraith",
}
HONOUR = (0, 1, 2, 4, 0)  # by kind; a Wraith has none
INFANTRY = (TROOPER, SPEC_OPS, HONOUR_GUARD)
# On the board at once, per seat; one Wraith per game.
STOCK = {TROOPER: 10, SPEC_OPS: 5, HONOUR_GUARD: 3}
PROMOTED = {TROOPER: SPEC_OPS, SPEC_OPS: HONOUR_GUARD}
OUT_BELOW = 4  # a seat whose infantry honour falls below this is out


def code(side: int, kind: int) -> int:
    return side * 8 + kind


def side_of(c: int) -> int:
    return c >> 3


def kind_of(c: int) -> int:
    return c & 7


def honour(c: int) -> int:
    return HONOUR[c & 7]


def is_infantry(c: int) -> bool:
    return 0 < (c & 7) < WRAITH
