"""Jaheijagaj as plain text for ``boardroom-cli show``: the rhombus seen from
above (South at the bottom), one cell per hex, then who is in and with what."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.games.jaheijagaj.board import SIZE, board
from boardroom.games.jaheijagaj.pieces import (
    HONOUR_GUARD,
    KIND_LETTERS,
    SEAT_NAMES,
    SIDE_LETTERS,
    SPEC_OPS,
    STOCK,
    TROOPER,
    kind_of,
    side_of,
)

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import JaheijagajState

WIDTH = 4  # characters per hex; rows shift by half of it, as hexes do


def cell(state: JaheijagajState, h: int, visible: int) -> str:
    b = board()
    c = state.cells[h]
    if c:
        return SIDE_LETTERS[side_of(c)] + KIND_LETTERS[kind_of(c)]
    mark = state.memory[state.viewer].get(h) if state.viewer >= 0 else None
    if mark is not None:  # in sight: where the piece went out of sight
        return SIDE_LETTERS[side_of(mark[0])] + KIND_LETTERS[kind_of(mark[0])].lower()
    if state.viewer >= 0 and not visible >> h & 1:
        return f"{b.level[h]}?"
    terrain = "."
    if b.link[h] >= 0:
        terrain = "^" if b.lift[h] else "v"
    elif h in b.landings:
        terrain = "o"
    return f"{b.level[h]}{terrain}"


def diagram(state: JaheijagajState) -> str:
    b = board()
    visible = state.visible(state.viewer) if state.viewer >= 0 else 0
    lines = []
    for r in reversed(range(SIZE)):
        row = "".join(cell(state, r * SIZE + q, visible).ljust(WIDTH) for q in range(SIZE))
        lines.append(f"{r + 1:>2} " + " " * (r * WIDTH // 2) + row.rstrip())
    lines.append(
        "   "
        + "".join(chr(ord("a") + q).ljust(WIDTH) for q in range(SIZE)).rstrip()
        + "   (columns; rows 1-16 climb from South's edge)"
    )
    lines.append(
        "Hexes: level 0-3, then . plain, ^ lift base, v hole, o landing. Pieces: side "
        "(r b p y, k Kiggyar) + T Trooper, S Spec Ops, H Honour Guard, W Wraith."
    )
    if state.viewer >= 0:
        lines.append(
            f"View of {SEAT_NAMES[state.viewer]}: ? a hex it does not see, lower case "
            "a piece last seen there."
        )
    for seat in range(state.num_seats):
        face = state.face(seat)
        if not state.alive[seat]:
            why = dict(state.out).get(seat, "out")
            lines.append(f"{SEAT_NAMES[seat]} ({face}): out ({why})")
            continue
        if state.viewer >= 0 and seat != state.viewer:
            lines.append(f"{SEAT_NAMES[seat]} ({face}): in the game")
            continue
        stock = ", ".join(
            f"{KIND_LETTERS[k]} {state.stock_left(seat, k)}/{STOCK[k]}"
            for k in (TROOPER, SPEC_OPS, HONOUR_GUARD)
        )
        wraith = "a Wraith" if state.wraith[seat] is not None else "no Wraith"
        lines.append(
            f"{SEAT_NAMES[seat]} ({face}): honour {state.infantry_honour(seat)}, "
            f"{wraith}, stock left {stock}"
        )
    del b
    return "\n".join(lines)
