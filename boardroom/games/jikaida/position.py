"""Jikaida position text (docs/jikaida-formats.md), one line:

    <ranks> <turn> <moved> <fluttember> <quiet> [<origins>]

ranks from the highest down to rank 1, each from file a (piece letters,
upper case Yellow, digits for runs of empty squares); turn ``y`` or ``b``;
the Swods, Deldars and Paktuns standing on a starting square of their kind
that have moved (``-`` for none); the sides that may still use the King's
Fluttember (``yb``, ``y``, ``b``, ``-``); moves since the last capture; then,
only when there is one, each Kapt or Chuktar that did not begin where it
would by default (on its own starting square if it stands on one, else on
none): ``i1=f1`` (the Kapt on i1 began on f1), ``e5=a1``, ``f1=-`` (began on
no starting square). Without the field every Kapt and Chuktar has its default
origin, so texts written before the field existed read as they did.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from boardroom.engine.errors import PositionError
from boardroom.games.jikaida.geometry import geometry
from boardroom.games.jikaida.variants import (
    BLUE,
    CHUKTAR,
    DELDAR,
    FILE_LETTERS,
    KAPT,
    KIND,
    KING,
    PAKTUN,
    SWOD,
    piece_letter,
    piece_of,
)

if TYPE_CHECKING:
    from boardroom.games.jikaida.rules import JikaidaState

SIDES = ("Yellow", "Blue")
FLUTTER_TEXT = {0: "-", 1: "y", 2: "b", 3: "yb"}
TEXT_LETTERS = [piece_letter(p) if 0 < p & KIND <= SWOD else "." for p in range(BLUE + 10)]
_EMPTY_RUN = re.compile(r"\.+")
BONUS_KINDS = (SWOD, DELDAR, PAKTUN)


def write_position(state: JikaidaState) -> str:
    g, board = state.g, state.board
    files = g.files
    cells = "".join([TEXT_LETTERS[p] for p in board])  # "." for an empty square
    rows = [
        _EMPTY_RUN.sub(_run_length, cells[rank * files : (rank + 1) * files])
        for rank in range(g.ranks - 1, -1, -1)
    ]
    fresh = state.fresh
    moved = [
        state.square_name(sq)
        for sq, p in _bonus_starts(state.variant.name)
        if board[sq] == p and not fresh[sq]
    ]
    text = (
        f"{'/'.join(rows)} {'b' if state.turn else 'y'} {','.join(moved) or '-'} "
        f"{FLUTTER_TEXT[state.flutter]} {state.quiet_moves}"
    )
    origins = _origins_text(state)
    return f"{text} {origins}" if origins else text


def _origins_text(state: JikaidaState) -> str:
    """The Kapts and Chuktars whose origin is not the default, in square order."""
    g, board, origin = state.g, state.board, state.origin
    if not g.origins:
        return ""
    out = []
    for sq, p in enumerate(board):
        if (
            p & KIND in (KAPT, CHUKTAR)
            and state.flutter & (2 if p & BLUE else 1)
            and origin[sq] != g.origin_default(p, sq)
        ):
            began = state.square_name(origin[sq]) if origin[sq] >= 0 else "-"
            out.append(f"{state.square_name(sq)}={began}")
    return ",".join(out)


def _run_length(match: re.Match[str]) -> str:
    return str(match.end() - match.start())


@cache
def _bonus_starts(variant: str) -> tuple[tuple[int, int], ...]:
    """(square, piece) of every Swod, Deldar and Paktun start, in square order."""
    starts = geometry(variant).starts
    return tuple(
        sorted(
            (sq, p) for p, squares in starts.items() if p & KIND in BONUS_KINDS for sq in squares
        )
    )


def read_position(state: JikaidaState, text: str) -> None:
    """Fill ``state`` from text; PositionError names what is wrong."""
    v, g = state.variant, state.g
    fields = text.split()
    if len(fields) not in (5, 6):
        raise PositionError(
            "Jikaida position text has 5 fields (ranks, turn, moved pieces, Fluttember "
            "rights, quiet moves) and a 6th when a Kapt or Chuktar began elsewhere, "
            f"not {len(fields)}"
        )
    ranks_text, turn_text, moved_text, flutter_text, quiet_text = fields[:5]
    rows = ranks_text.split("/")
    if len(rows) != v.ranks:
        raise PositionError(f"{v.title} has {v.ranks} ranks, the text gives {len(rows)}")
    board = [0] * g.size
    for i, row in enumerate(rows):
        rank = v.ranks - 1 - i
        for file, p in enumerate(_read_rank(row, rank, v.files)):
            board[rank * g.files + file] = p
    if turn_text not in ("y", "b"):
        raise PositionError(f"the side to move is 'y' (Yellow) or 'b' (Blue), not '{turn_text}'")
    turn = 0 if turn_text == "y" else 1
    _check_pieces(state, board)
    fresh = [False] * g.size
    for sq, p in _bonus_starts(v.name):
        fresh[sq] = board[sq] == p
    if moved_text != "-":
        for name in moved_text.split(","):
            sq = _square(state, name)
            if not fresh[sq]:
                if (
                    board[sq]
                    and sq in g.starts.get(board[sq], ())
                    and board[sq] & KIND in BONUS_KINDS
                ):
                    raise PositionError(f"moved pieces: {name} is listed twice")
                raise PositionError(
                    f"moved pieces: {name} holds no Swod, Deldar or Paktun on a starting "
                    "square of its kind"
                )
            fresh[sq] = False
    flutter = _read_flutter(state, flutter_text)
    if not quiet_text.isdigit() or len(quiet_text) > 9:
        raise PositionError(f"the quiet-move count must be a whole number, not '{quiet_text}'")
    origins = _read_origins(state, board, fields[5], flutter) if len(fields) == 6 else {}
    state.set_position(board, fresh, turn, flutter, origins)
    state.quiet_moves = int(quiet_text)
    if v.has_kings and state.in_kaida(1 - turn):
        raise PositionError(f"{SIDES[1 - turn]}'s King is in Kaida but {SIDES[turn]} is to move")


def _read_rank(row: str, rank: int, files: int) -> list[int]:
    cells: list[int] = []
    digits = ""
    for ch in row + " ":
        if ch.isdigit() and ch.isascii():
            digits += ch
            continue
        if digits:
            run = int(digits) if len(digits) < 4 else files + 1
            if run == 0:
                raise PositionError(f"rank {rank + 1}: an empty run of 0 squares")
            cells.extend([0] * run)
            digits = ""
            if len(cells) > files:
                break
        if ch == " ":
            break
        try:
            cells.append(piece_of(ch))
        except KeyError:
            raise PositionError(
                f"rank {rank + 1}: '{ch}' is not a piece letter (K P A C J H N D S, "
                "upper case Yellow, lower case Blue)"
            ) from None
    if len(cells) != files:
        raise PositionError(f"rank {rank + 1} has {len(cells)} squares, not {files}")
    return cells


def _square(state: JikaidaState, name: str, field: str = "moved pieces") -> int:
    g = state.g
    name = name.strip()
    if (
        len(name) >= 2
        and name[0] in FILE_LETTERS[: g.files]
        and name[1:].isdigit()
        and name[1:].isascii()
        and 1 <= int(name[1:]) <= g.ranks
        and name[1] != "0"
    ):
        return g.square(FILE_LETTERS.index(name[0]), int(name[1:]) - 1)
    raise PositionError(f"{field}: '{name}' is not a square of this board")


def _check_pieces(state: JikaidaState, board: list[int]) -> None:
    v, g = state.variant, state.g
    for seat, side in enumerate(SIDES):
        bit = BLUE if seat else 0
        kings = [sq for sq, p in enumerate(board) if p == KING | bit]
        if not v.has_kings and kings:
            raise PositionError(
                f"{v.title} has no Kings ({side} King on {state.square_name(kings[0])})"
            )
        if v.has_kings and len(kings) > 1:
            raise PositionError(f"two {side} Kings ({', '.join(map(state.square_name, kings))})")
        if v.has_kings and not kings:
            raise PositionError(f"{side} has no King")
        last = g.last_rank[seat]
        for sq, p in enumerate(board):
            if p == SWOD | bit and g.rank_of[sq] == last:
                raise PositionError(
                    f"a {side} Swod on {state.square_name(sq)}, its last rank "
                    "(it should have been promoted)"
                )


def _read_origins(state: JikaidaState, board: list[int], text: str, flutter: int) -> dict[int, int]:
    """The origins field: ``SQUARE=START`` or ``SQUARE=-``, comma-separated, for
    the sides that still have the Fluttember (it matters to no one else)."""
    g = state.g
    origins: dict[int, int] = {}
    if text == "-":
        return origins
    for entry in text.split(","):
        where, _, began_text = entry.partition("=")
        if not began_text:
            raise PositionError(f"origins: '{entry}' is not SQUARE=START or SQUARE=-")
        sq = _square(state, where, "origins")
        p = board[sq]
        if p & KIND not in (KAPT, CHUKTAR):
            raise PositionError(f"origins: {where} holds no Kapt or Chuktar")
        if sq in origins:
            raise PositionError(f"origins: {where} is listed twice")
        side = 1 if p & BLUE else 0
        if not flutter & (1 << side):
            raise PositionError(
                f"origins: {where} is listed but {SIDES[side]} no longer has the King's Fluttember"
            )
        began = -1 if began_text == "-" else _square(state, began_text, "origins")
        if began >= 0 and began not in g.starts.get(p, ()):
            raise PositionError(
                f"origins: {began_text} is not a starting square of the "
                f"{SIDES[side]} "
                f"{'Kapt' if p & KIND == KAPT else 'Chuktar'} on {where}"
            )
        if began == g.origin_default(p, sq):
            raise PositionError(f"origins: {entry} says what goes without saying")
        origins[sq] = began
    claimed: dict[int, int] = {}  # origin -> the square of the piece that began there
    for sq, p in enumerate(board):
        if p & KIND in (KAPT, CHUKTAR) and flutter & (2 if p & BLUE else 1):
            began = origins.get(sq, g.origin_default(p, sq))
            if began >= 0 and began in claimed:
                names = sorted(state.square_name(x) for x in (claimed[began], sq))
                raise PositionError(
                    f"origins: the pieces on {names[0]} and {names[1]} "
                    f"cannot both have begun on {state.square_name(began)}"
                )
            claimed[began] = sq
    return origins


def _read_flutter(state: JikaidaState, text: str) -> int:
    values = {v: k for k, v in FLUTTER_TEXT.items()}
    if text not in values:
        raise PositionError(f"the Fluttember field is 'yb', 'y', 'b' or '-', not '{text}'")
    flutter = values[text]
    starts = state.g.starts
    for seat, side in enumerate(SIDES):
        bit = BLUE if seat else 0
        partners = starts.get(KAPT | bit, frozenset()) | starts.get(CHUKTAR | bit, frozenset())
        if flutter & (1 << seat) and not (partners and starts.get(KING | bit)):
            raise PositionError(
                f"{side} cannot have the King's Fluttember in "
                f"{state.variant.title} (no King with a Kapt or Chuktar)"
            )
    return flutter
