"""Onager as plain text for ``boardroom-cli show``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from boardroom.games.onager.rules import OnagerState

LAKE_MARK = "~"
EMPTY_MARK = "."


def diagram(state: OnagerState) -> str:
    """Rows from the far side down to row A; a stack is its discs bottom to top
    (``bw`` = a black disc under a white piece), ``~`` a lake, ``.`` empty."""
    board = state.board
    game = state.game
    letters = [game.seat_name(s)[:1].lower() for s in range(state.num_seats)]
    lakes = frozenset(getattr(state, "lakes", ()))
    cells = []
    for cell in range(board.size):
        stack = state.stacks[cell]
        if cell in lakes:
            cells.append(LAKE_MARK)
        elif stack:
            cells.append("".join(letters[d] for d in stack))
        else:
            cells.append(EMPTY_MARK)
    width = max(len(c) for c in cells)
    if width % 2 == 0:  # odd cell width, even pitch: half a pitch is whole spaces
        width += 1
    pitch = width + 1
    widest = max(len(board.row_cells(r)) for r in range(board.rows))
    lines = []
    for row in reversed(range(board.rows)):
        row_cells = board.row_cells(row)
        indent = " " * ((widest - len(row_cells)) * pitch // 2)
        body = " ".join(cells[c].center(width) for c in row_cells)
        lines.append(f"{chr(ord('A') + row)}  {indent}{body}".rstrip())
    legend = ", ".join(f"{letters[s]} = {game.seat_name(s)}" for s in range(state.num_seats))
    lines.append(
        f"({legend}; stacks bottom to top; {LAKE_MARK} lake; "
        f"cells numbered from 1 at the left of each row)"
    )
    return "\n".join(lines)
