"""Jaheijagaj position text, one line of five fields (six for a view):

    r rHf2,rSk2,rTi3,rWh2:0,bHk15,... b:honour r=bTk9@12;bWi15:3@14 7 view=r

1. the seat to move (r, b, p, y: Red, Blue, Purple, Yellow in seat order);
2. the pieces, by commas: side (r b p y, k for the Kiggyar), kind (T Trooper,
   S Spec Ops, H Honour Guard) and hex, or side, W, the Wraith's centre and
   ``:facing`` (0-5); ``-`` for none;
3. the seats that left, in order, each ``seat:honour`` or ``seat:resign``;
4. each seat's memory, ``seat=mark;mark`` separated by ``/``, a mark being a
   piece as in field 2 plus ``@ply``, the ply it was last seen at;
5. turns since a piece was last removed (the move limit);
6. ``view=<seat>`` in a view: the pieces are those that seat sees.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.engine.errors import InvalidNotation, PositionError
from boardroom.games.jaheijagaj.board import COUNT, board
from boardroom.games.jaheijagaj.pieces import (
    KIGGYAR,
    KIND_LETTERS,
    KIND_OF_LETTER,
    OUT_BELOW,
    SIDE_LETTERS,
    STOCK,
    WRAITH,
    code,
    honour,
    is_infantry,
    kind_of,
    side_of,
)

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import JaheijagajState

REASONS = ("honour", "resign")


def piece_text(c: int, at: int, facing: int = -1) -> str:
    name = board().names[at]
    side = SIDE_LETTERS[side_of(c)]
    if kind_of(c) == WRAITH:
        return f"{side}W{name}:{facing}"
    return f"{side}{KIND_LETTERS[kind_of(c)]}{name}"


def write_position(state: JaheijagajState) -> str:
    pieces = []
    for h in range(COUNT):
        c = state.cells[h]
        if c and kind_of(c) != WRAITH:
            pieces.append(piece_text(c, h))
    for seat, found in enumerate(state.wraith):
        if found is not None:
            pieces.append(piece_text(code(seat, WRAITH), found[0], found[1]))
    out = ",".join(f"{SIDE_LETTERS[s]}:{why}" for s, why in state.out)
    memories = []
    for seat, memory in enumerate(state.memory):
        if memory:
            marks = ";".join(
                f"{piece_text(c, h, f)}@{ply}" for h, (c, f, ply) in sorted(memory.items())
            )
            memories.append(f"{SIDE_LETTERS[seat]}={marks}")
    fields = [
        SIDE_LETTERS[state.to_move],
        ",".join(pieces) or "-",
        out or "-",
        "/".join(memories) or "-",
        str(state.quiet_moves),
    ]
    if state.viewer >= 0:
        fields.append(f"view={SIDE_LETTERS[state.viewer]}")
    return " ".join(fields)


def _seat(letter: str, seats: int, what: str) -> int:
    index = SIDE_LETTERS.find(letter)
    if len(letter) != 1 or not 0 <= index < seats:
        raise PositionError(
            f"{what}: '{letter}' is not a seat of this game ({', '.join(SIDE_LETTERS[:seats])})"
        )
    return index


def _piece(token: str, seats: int) -> tuple[int, int, int]:
    """(code, hex, facing) of a piece token."""
    if len(token) < 4:
        raise PositionError(f"'{token}' is not a piece (like rTe2 or rWh2:0)")
    side = SIDE_LETTERS.find(token[0])
    if side < 0 or side < KIGGYAR and side >= seats:
        raise PositionError(f"'{token}': no side '{token[0]}' in a game of {seats}")
    kind = KIND_OF_LETTER.get(token[1].upper())
    if kind is None:
        raise PositionError(f"'{token}': the kind is T, S, H or W")
    rest = token[2:]
    facing = -1
    if kind == WRAITH:
        if side == KIGGYAR:
            raise PositionError(f"'{token}': the Kiggyar have no Wraith")
        where, sep, facing_text = rest.partition(":")
        if not sep or facing_text not in tuple("012345"):
            raise PositionError(f"'{token}': a Wraith is written like rWh2:0 (facing 0-5)")
        rest, facing = where, int(facing_text)
    try:
        at = board().parse(rest)
    except InvalidNotation as exc:
        raise PositionError(f"'{token}': {exc}") from None
    return code(side, kind), at, facing


def read_position(state: JaheijagajState, text: str) -> None:
    """Fill ``state`` from text; PositionError names what is wrong."""
    b = board()
    seats = state.num_seats
    fields = text.split()
    if len(fields) not in (5, 6):
        raise PositionError(
            "Jaheijagaj position text has 5 fields (seat to move, pieces, "
            "seats out, memories, quiet turns), and view=<seat> for a view"
        )
    turn, pieces_text, out_text, memory_text, quiet_text = fields[:5]
    state.to_move = _seat(turn, seats, "the seat to move")
    if len(fields) == 6:
        key, sep, who = fields[5].partition("=")
        if key != "view" or not sep:
            raise PositionError(f"the sixth field is view=<seat>, not '{fields[5]}'")
        state.viewer = _seat(who, seats, "view")
    cells = [0] * COUNT
    wraith: list[tuple[int, int] | None] = [None] * seats
    for token in pieces_text.split(",") if pieces_text != "-" else []:
        c, at, facing = _piece(token, seats)
        if kind_of(c) == WRAITH:
            four = b.footprint[at][facing]
            if four is None:
                raise PositionError(f"'{token}': a Wraith needs four hexes on level 0")
            if wraith[side_of(c)] is not None:
                raise PositionError(f"'{token}': one Wraith per seat")
            wraith[side_of(c)] = (at, facing)
            spots: tuple[int, ...] = four
        else:
            if b.link[at] >= 0:
                raise PositionError(f"'{token}': no piece stands on a lift base or a hole")
            spots = (at,)
        for x in spots:
            if cells[x]:
                raise PositionError(f"'{token}': {b.names[x]} is taken twice")
            cells[x] = c
    alive = [True] * seats
    out: list[tuple[int, str]] = []
    for token in out_text.split(",") if out_text != "-" else []:
        letter, sep, why = token.partition(":")
        seat = _seat(letter, seats, "seats out")
        if not sep or why not in REASONS:
            raise PositionError(f"'{token}': a seat out is written like b:honour or b:resign")
        if not alive[seat]:
            raise PositionError(f"'{token}': {letter} is out twice")
        alive[seat] = False
        out.append((seat, why))
    for seat in range(seats):
        mine = [c for c in cells if c and side_of(c) == seat]
        if not alive[seat] and mine:
            raise PositionError(f"seat {SIDE_LETTERS[seat]} is out but has pieces on the board")
        for kind, limit in STOCK.items():
            if sum(1 for c in mine if c == code(seat, kind)) > limit:
                raise PositionError(
                    f"seat {SIDE_LETTERS[seat]} has more than {limit} "
                    f"{KIND_LETTERS[kind]} on the board"
                )
        honour_now = sum(honour(c) for c in mine if is_infantry(c))
        if alive[seat] and honour_now < OUT_BELOW and state.viewer < 0:
            raise PositionError(
                f"seat {SIDE_LETTERS[seat]} has {honour_now} honour: below "
                f"{OUT_BELOW} it would be out"
            )
    if not alive[state.to_move] and sum(alive) > 1:
        raise PositionError("the seat to move has left the game")
    memory: list[dict[int, tuple[int, int, int]]] = [{} for _ in range(seats)]
    for group in memory_text.split("/") if memory_text != "-" else []:
        letter, sep, marks = group.partition("=")
        seat = _seat(letter, seats, "memories")
        if not sep or not marks:
            raise PositionError(f"'{group}': a memory is written like r=bTe9@12;kSa8@3")
        for mark in marks.split(";"):
            token, at_sign, ply_text = mark.rpartition("@")
            if not at_sign or not ply_text.isdigit():
                raise PositionError(f"'{mark}': a mark ends with @ply")
            c, at, facing = _piece(token, seats)
            memory[seat][at] = (c, facing, int(ply_text))
    if not quiet_text.isdigit():
        raise PositionError("the quiet-turn count must be a whole number")
    state.cells = cells
    state.wraith = wraith
    state.alive = alive
    state.out = tuple(out)
    state.memory = memory
    state.quiet_moves = int(quiet_text)
