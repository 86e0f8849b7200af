"""Onager position text, one line:

    6 bbbbbb/bbbbbbb/8/9/10/11/10/9/8/wwwwwww/wwwwww b 3 0

Fields: board side; rows from A (Black's side) to the last, cells left to
right, with "." runs as counts, "b"/"w" a lone disc, "#" a lake, "(bwb)" a
stack listed bottom to top; the seat to move once play starts ("b" or "w");
lakes still to place; moves since the last stacking (for the move limit).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.engine.errors import PositionError
from boardroom.engine.hexgrid import hex_board
from boardroom.engine.text import rle_decode, rle_encode
from boardroom.games.onager.cells import EMPTY, LAKE_CELL, LAKES_PER_GAME

if TYPE_CHECKING:
    from boardroom.games.onager.rules import OnagerState

_DISC = {0: "b", 1: "w"}
_SEAT = {"b": 0, "w": 1}


def _cell_text(stack: tuple[int, ...], lake: bool) -> str:
    if lake:
        return "#"
    if not stack:
        return "."
    if len(stack) == 1:
        return _DISC[stack[0]]
    return "(" + "".join(_DISC[d] for d in stack) + ")"


def write_position(state: OnagerState) -> str:
    board = state.board
    rows = []
    for row in range(board.rows):
        rows.append(
            rle_encode(
                [
                    _cell_text(state.stacks[c], state.top[c] == LAKE_CELL)
                    for c in board.row_cells(row)
                ]
            )
        )
    return (
        f"{board.side} {'/'.join(rows)} {_DISC[state.to_move]} "
        f"{state.lakes_left} {state.quiet_moves}"
    )


def read_position(state: OnagerState, text: str) -> None:
    """Fill ``state`` from text; PositionError names what is wrong."""
    fields = text.split()
    if len(fields) != 5:
        raise PositionError(
            "Onager position text has 5 fields (side, rows, turn, lakes left, quiet moves)"
        )
    side_text, rows_text, turn, lakes_text, quiet_text = fields
    if not side_text.isdigit() or int(side_text) != state.game.side:
        raise PositionError(
            f"the position is for a board of side {side_text}, "
            f"but this game uses side {state.game.side} (option side)"
        )
    board = hex_board(int(side_text))
    rows = rows_text.split("/")
    if len(rows) != board.rows:
        raise PositionError(f"the board has {board.rows} rows, the text gives {len(rows)}")
    stacks: list[tuple[int, ...]] = []
    top: list[int] = []
    for row, row_text in enumerate(rows):
        try:
            cells = rle_decode(row_text)
        except ValueError as exc:
            raise PositionError(f"row {chr(65 + row)}: {exc}") from None
        if len(cells) != len(board.row_cells(row)):
            raise PositionError(
                f"row {chr(65 + row)} should have "
                f"{len(board.row_cells(row))} cells, not {len(cells)}"
            )
        for token in cells:
            if token == "#":
                stacks.append(())
                top.append(LAKE_CELL)
            elif token == ".":
                stacks.append(())
                top.append(EMPTY)
            else:
                discs = token.strip("()")
                if (
                    not discs
                    or any(d not in _SEAT for d in discs)
                    or (len(discs) > 1) != token.startswith("(")
                ):
                    raise PositionError(f"row {chr(65 + row)}: '{token}' is not a cell")
                stack = tuple(_SEAT[d] for d in discs)
                stacks.append(stack)
                top.append(stack[-1])
    if turn not in _SEAT:
        raise PositionError(f"the side to move is 'b' or 'w', not '{turn}'")
    if not lakes_text.isdigit() or int(lakes_text) > LAKES_PER_GAME:
        raise PositionError(f"lakes left must be 0 to {LAKES_PER_GAME}")
    if not quiet_text.isdigit():
        raise PositionError("the quiet-move count must be a whole number")
    lakes_left = int(lakes_text)
    if lakes_left and _SEAT[turn] != 0:
        raise PositionError("during the lake phase the turn field is 'b' (Black moves first)")
    if lakes_left and top[board.centre] == LAKE_CELL:
        raise PositionError("the centre cell may not hold a lake")
    state.stacks, state.top = stacks, top
    state.to_move, state.lakes_left, state.quiet_moves = _SEAT[turn], lakes_left, int(quiet_text)
