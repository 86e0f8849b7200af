"""Build Onager positions for tests from a few named cells."""

from __future__ import annotations

from boardroom.engine.hexgrid import hex_board
from boardroom.engine.text import rle_encode
from boardroom.games.onager import OnagerGame, OnagerState


def position(cells: dict[str, str], turn: str = "b", side: int = 6, lakes_left: int = 0) -> str:
    """Position text with ``cells`` like {"D4": "b", "E5": "#", "F6": "wb"}.

    A stack is written bottom to top ("wb": a white disc under a black one).
    """
    board = hex_board(side)
    wanted = {board.cell(k): v for k, v in cells.items()}
    rows = []
    for row in range(board.rows):
        tokens = []
        for c in board.row_cells(row):
            v = wanted.get(c, ".")
            tokens.append(f"({v})" if len(v) > 1 else v)
        rows.append(rle_encode(tokens))
    return f"{side} {'/'.join(rows)} {turn} {lakes_left} 0"


def state(cells: dict[str, str], turn: str = "b", side: int = 6) -> OnagerState:
    return OnagerGame({"side": side}).state_from_text(position(cells, turn, side))


def legal(s: OnagerState) -> set[str]:
    return {s.format_move(m) for m in s.legal_moves()}
