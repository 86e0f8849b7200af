"""Rival position text, one line of six fields:

    6/7/8/9/10/11/10/9/8/7/6 r 1 -,- -/- 0
    2G3/... b 2:C4-E5 E6,? C3-C4/- 7

1. rows A (Red's side) to K, cells left to right, runs of empty hexes as
   counts; G S A N are Red's Shogun, Samurai, Ashigaru and revealed Ninja,
   g s a n Black's;
2. the seat to move, ``r`` or ``b`` (also during the setup);
3. turn progress: ``1`` before a turn's first move, ``2:<move>`` before its
   second, naming the first (so its piece may not move again);
4. the two Ninjas, Red's then Black's: ``-`` not hidden yet, a hex while
   hidden there, ``?`` hidden where this view may not know, ``r`` revealed by
   its owner, ``a`` revealed by an ambush (which is spent);
5. duplicate-move memory: each seat's moves of its previous turn, Red's then
   Black's, ``-`` for none (``C4-E5``: that piece may not go back to C4);
6. moves since the last kill (for the move limit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.engine.errors import InvalidNotation, PositionError
from boardroom.engine.text import rle_decode, rle_encode
from boardroom.games.rival.board import BOARD, HIDING, HOME, SIZE
from boardroom.games.rival.moves import MASKED, MOVE, REVEAL, RivalMove, parse_move
from boardroom.games.rival.pieces import (
    BLACK,
    COUNT,
    KIND,
    KIND_OF_LETTER,
    LETTER,
    NINJA,
    OUT,
    OWNER,
    RED,
    UNPLACED,
    VISIBLE_PIECES,
    code,
)

if TYPE_CHECKING:
    from boardroom.games.rival.rules import RivalState

SEATS = "rb"
MAX_QUIET = 10**6


def piece_letter(piece: int) -> str:
    letter = LETTER[KIND[piece]]
    return letter if OWNER[piece] == RED else letter.lower()


def _ninja_token(state: RivalState, seat: int) -> str:
    where = state.ninja[seat]
    if where == UNPLACED:
        return "-"
    if where == MASKED:
        return "?"
    if where == OUT:
        return "a" if state.ambushed[seat] else "r"
    return BOARD.labels[where]


def write_position(state: RivalState) -> str:
    from boardroom.games.rival.moves import format_move

    labels = BOARD.labels
    rows = []
    for row in range(BOARD.rows):
        rows.append(
            rle_encode(
                [
                    piece_letter(state.board[c]) if state.board[c] else "."
                    for c in BOARD.row_cells(row)
                ]
            )
        )
    progress = "1" if state.first is None else "2:" + format_move(state.first)
    ninjas = ",".join(_ninja_token(state, seat) for seat in (RED, BLACK))
    memory = "/".join(
        ",".join(f"{labels[f]}-{labels[t]}" for f, t in state.memory[seat]) or "-"
        for seat in (RED, BLACK)
    )
    return (
        f"{'/'.join(rows)} {SEATS[state.to_move]} {progress} {ninjas} {memory} {state.quiet_moves}"
    )


def _cell(text: str, what: str) -> int:
    try:
        return BOARD.cell(text)
    except ValueError as exc:
        raise PositionError(f"{what}: {exc}") from None


def read_position(state: RivalState, text: str) -> None:
    """Fill ``state`` from text; PositionError names what is wrong."""
    fields = text.split()
    if len(fields) != 6:
        raise PositionError(
            "Rival position text has 6 fields (rows, seat to move, turn "
            "progress, Ninjas, duplicate-move memory, quiet moves)"
        )
    rows_text, seat_text, progress_text, ninja_text, memory_text, quiet_text = fields
    board = _read_rows(rows_text)
    if seat_text not in ("r", "b"):
        raise PositionError(f"the seat to move is 'r' or 'b', not '{seat_text}'")
    to_move = SEATS.index(seat_text)
    if not quiet_text.isdigit() or int(quiet_text) > MAX_QUIET:
        raise PositionError("the quiet-move count must be a whole number")
    alive = [0] * 9
    for piece in board:
        alive[piece] += 1
    for piece in range(1, 9):
        if alive[piece] > COUNT[KIND[piece]]:
            raise PositionError(
                f"too many pieces '{piece_letter(piece)}' (at most {COUNT[KIND[piece]]})"
            )
    # The Ninjas.
    tokens = ninja_text.split(",")
    if len(tokens) != 2:
        raise PositionError("the Ninja field gives Red's and Black's Ninja, like 'E5,?'")
    ninja = [UNPLACED, UNPLACED]
    ambushed = [False, False]
    for seat, token in enumerate(tokens):
        if token == "-":
            ninja[seat] = UNPLACED
        elif token == "?":
            ninja[seat] = MASKED
        elif token in ("r", "a"):
            ninja[seat] = OUT
            ambushed[seat] = token == "a"
        else:
            where = _cell(token, f"{SEATS[seat]}'s Ninja")
            if where not in HIDING[seat]:
                raise PositionError(f"a Ninja may not hide in the enemy territory ({token})")
            if board[where] and OWNER[board[where]] == seat:
                raise PositionError(
                    f"the hidden Ninja on {token} shares its hex with a piece of its own side"
                )
            ninja[seat] = where
        on_board = alive[code(seat, NINJA)]
        if on_board and ninja[seat] != OUT:
            raise PositionError("a Ninja is on the board only once revealed ('r' or 'a')")
    setup = UNPLACED in ninja
    placed = [sum(alive[code(s, k)] for k in (1, 2, 3)) for s in (RED, BLACK)]
    if setup:
        _check_setup(board, to_move, ninja, placed, progress_text, memory_text, VISIBLE_PIECES)
    first, moved = _read_progress(progress_text, board, to_move)
    if (
        first is not None
        and first.action == REVEAL
        and (ninja[to_move] != OUT or ambushed[to_move])
    ):
        raise PositionError("a Ninja revealed this turn is marked 'r'")
    memory = (
        [_read_memory(part, seat) for seat, part in enumerate(memory_text.split("/"))]
        if memory_text.count("/") == 1
        else None
    )
    if memory is None:
        raise PositionError("the memory field gives Red's and Black's moves, like 'C3-C4/-'")
    state.board = board
    state.alive = alive
    state.to_move = to_move
    state.step = 0 if first is None else 1
    state.first = first
    state.moved = moved
    state.ninja = ninja
    state.ambushed = ambushed
    state.memory = memory
    state.quiet_moves = int(quiet_text)
    for seat in (RED, BLACK):
        if ninja[seat] >= 0 or ninja[seat] == MASKED:
            mask = 0
            for c in HIDING[seat]:
                if not (board[c] and OWNER[board[c]] == seat):
                    mask |= 1 << c
            state.candidates[seat] = mask


def _read_rows(rows_text: str) -> list[int]:
    rows = rows_text.split("/")
    if len(rows) != BOARD.rows:
        raise PositionError(f"the board has {BOARD.rows} rows, the text gives {len(rows)}")
    board: list[int] = []
    for row, row_text in enumerate(rows):
        name = chr(65 + row)
        try:
            cells = rle_decode(row_text)
        except ValueError as exc:
            raise PositionError(f"row {name}: {exc}") from None
        if len(cells) != len(BOARD.row_cells(row)):
            raise PositionError(
                f"row {name} should have {len(BOARD.row_cells(row))} hexes, not {len(cells)}"
            )
        for token in cells:
            if token == ".":
                board.append(0)
            elif token.upper() in KIND_OF_LETTER:
                seat = RED if token.isupper() else BLACK
                board.append(code(seat, KIND_OF_LETTER[token.upper()]))
            else:
                raise PositionError(
                    f"row {name}: '{token}' is not a piece (G S A N, lower case for Black)"
                )
    assert len(board) == SIZE
    return board


def _check_setup(
    board: list[int],
    to_move: int,
    ninja: list[int],
    placed: list[int],
    progress: str,
    memory: str,
    full: int,
) -> None:
    for c, piece in enumerate(board):
        if piece and c not in HOME[OWNER[piece]]:
            raise PositionError(
                f"during the setup, pieces stand in their own territory ({BOARD.labels[c]})"
            )
    if OUT in ninja or ninja[BLACK] != UNPLACED and ninja[RED] == UNPLACED:
        raise PositionError("during the setup, Red hides the Ninja first and nobody reveals one")
    if progress != "1" or memory != "-/-":
        raise PositionError("during the setup the turn field is '1' and the memory '-/-'")
    if placed[RED] < full or placed[BLACK] < full:
        if ninja != [UNPLACED, UNPLACED]:
            raise PositionError("the Ninjas are hidden once all other pieces are placed")
        if placed[RED] - placed[BLACK] not in (0, 1) or to_move != placed[RED] - placed[BLACK]:
            raise PositionError("Red and Black place their pieces in turn, Red first")
    elif to_move != (RED if ninja[RED] == UNPLACED else BLACK):
        raise PositionError("Red hides the Ninja first, then Black")


def _read_progress(text: str, board: list[int], to_move: int) -> tuple[RivalMove | None, int]:
    if text == "1":
        return None, -1
    if not text.startswith("2:"):
        raise PositionError(f"turn progress is '1' or '2:<first move>', not '{text}'")
    try:
        first = parse_move(text[2:])
    except InvalidNotation as exc:
        raise PositionError(f"turn progress: {exc}") from None
    if first.action not in (MOVE, REVEAL):
        raise PositionError("a turn's first move is a move or a Ninja reveal")
    piece = board[first.target]
    if not piece or OWNER[piece] != to_move or (first.action == REVEAL and KIND[piece] != NINJA):
        raise PositionError(
            f"the turn's first move ended on {BOARD.labels[first.target]}, "
            "which should hold a piece of the seat to move"
        )
    if first.action == MOVE and board[first.origin]:
        raise PositionError(
            f"the turn's first move left {BOARD.labels[first.origin]}, which should be empty"
        )
    return first, first.target


def _read_memory(text: str, seat: int) -> tuple[tuple[int, int], ...]:
    if text == "-":
        return ()
    pairs = []
    for item in text.split(","):
        parts = item.split("-")
        if len(parts) != 2:
            raise PositionError(f"'{item}' in the memory is not a move like C4-E5")
        pairs.append((_cell(parts[0], "memory"), _cell(parts[1], "memory")))
    if len(pairs) > 2 or len({t for _, t in pairs}) != len(pairs):
        raise PositionError(f"{SEATS[seat]}'s memory holds at most two moves of different pieces")
    return tuple(pairs)
