"""Rival moves in words, for the move list's tooltips and the status line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.games.rival.board import BOARD
from boardroom.games.rival.moves import HIDE, MASKED, MOVE, PLACE, REVEAL
from boardroom.games.rival.pieces import KIND, NAME, OWNER, SEAT_NAMES

if TYPE_CHECKING:
    from boardroom.games.rival.moves import RivalMove
    from boardroom.games.rival.rules import RivalState


def describe(state: RivalState, move: RivalMove) -> str:
    """The move in words, as it reads in ``state`` before it is played."""
    seat = SEAT_NAMES[state.to_move]
    labels = BOARD.labels
    if move.action == PLACE:
        return f"{seat} places the {NAME[move.piece]} on {labels[move.target]}"
    if move.action == HIDE:
        if move.target == MASKED:
            return f"{seat} hides the Ninja in secret"
        return f"{seat} hides the Ninja on {labels[move.target]}"
    if move.action == REVEAL:
        return f"{seat} reveals the Ninja on {labels[move.target]}"
    if move.action == MOVE:
        board = state.board
        piece = board[move.origin] if 0 <= move.origin < len(board) else 0
        who = NAME[KIND[piece]] if piece else "piece"
        text = f"{seat} {who} {labels[move.origin]} to {labels[move.target]}"
        victim = board[move.target] if 0 <= move.target < len(board) else 0
        if victim and OWNER[victim] != state.to_move:
            text += f", kills the {SEAT_NAMES[OWNER[victim]]} {NAME[KIND[victim]]}"
        return text
    return f"{seat} passes"
