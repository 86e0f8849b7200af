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


def _before_vowel(words: str) -> bool:
    """The words begin with a vowel: French writes "l'Ashigaru", not "le
    Ashigaru" (each sentence has a second form for it; English's is the same)."""
    return words[:1].lower() in "aeiouyàâéèêëîïôûü"


def describe(state: RivalState, move: RivalMove, names: list[str]) -> str:
    who = names[state.current_seat]
    labels = BOARD.labels
    if move.action == PLACE:
        kind = piece_name(RIVAL_PIECES, LETTER[move.piece])
        if _before_vowel(kind):
            placed = QCoreApplication.translate(
                "Rival", "{0} places the {1} on {2}", "before a vowel"
            )
        else:
            placed = QCoreApplication.translate("Rival", "{0} places the {1} on {2}")
        return placed.format(who, kind, labels[move.target])
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
        killed = _piece(victim)
        if _before_vowel(killed):
            kills = QCoreApplication.translate("Rival", "{0}, kills {1}", "before a vowel")
        else:
            kills = QCoreApplication.translate("Rival", "{0}, kills {1}")
        text = kills.format(text, killed)
    return text
