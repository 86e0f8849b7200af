"""Rival moves in words for the move list ("Red Samurai C4-E5, kills Black
Ashigaru"). Read from the viewer's own view: a Ninja hidden from it is a
secret hiding there, never a hex."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from boardroom.games.rival.board import BOARD
from boardroom.games.rival.moves import HIDE, MASKED, MOVE, PLACE, REVEAL, RivalMove
from boardroom.games.rival.pieces import KIND, LETTER, OWNER
from boardroom.games.rival.rules import RivalState
from boardroom.ui.games.rival.pieces import RIVAL_PIECES
from boardroom.ui.pieceart import piece_name, seat_name


def _piece(code: int) -> str:
    return QCoreApplication.translate("Rival", "{0} {1}", "colour, piece").format(
        seat_name(RIVAL_PIECES, OWNER[code]), piece_name(RIVAL_PIECES, LETTER[KIND[code]])
    )


def describe(state: RivalState, move: RivalMove, names: list[str]) -> str:
    who = names[state.current_seat]
    labels = BOARD.labels
    if move.action == PLACE:
        return QCoreApplication.translate("Rival", "{0} places the {1} on {2}").format(
            who, piece_name(RIVAL_PIECES, LETTER[move.piece]), labels[move.target]
        )
    if move.action == HIDE:
        if move.target == MASKED:
            return QCoreApplication.translate("Rival", "{0} hides the Ninja in secret").format(who)
        return QCoreApplication.translate("Rival", "{0} hides the Ninja on {1}").format(
            who, labels[move.target]
        )
    if move.action == REVEAL:
        return QCoreApplication.translate("Rival", "{0} reveals the Ninja on {1}").format(
            who, labels[move.target]
        )
    if move.action != MOVE:
        return QCoreApplication.translate("Rival", "{0} passes").format(who)
    board = state.board
    piece = board[move.origin]
    path = f"{labels[move.origin]}-{labels[move.target]}"
    text = QCoreApplication.translate("Rival", "{0} {1}", "piece, hexes").format(
        _piece(piece) if piece else who, path
    )
    victim = board[move.target]
    if victim and OWNER[victim] != state.current_seat:
        text = QCoreApplication.translate("Rival", "{0}, kills {1}").format(text, _piece(victim))
    return text
