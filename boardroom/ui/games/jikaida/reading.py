"""Poron Jikaida moves in words for the move list ("Yellow Kapt f1-f6,
takes Blue Swod"): pieces by their colours, squares as the board writes them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from boardroom.games.jikaida.moves import BENT_VAULT, MOVE_VAULT, VAULT, JikaidaMove
from boardroom.games.jikaida.notation import square_name
from boardroom.games.jikaida.rules import JikaidaState
from boardroom.ui.games.jikaida.pieces import JIKAIDA_PIECES
from boardroom.ui.pieceart import piece_name, seat_name


def _piece(kind: str, seat: int) -> str:
    return QCoreApplication.translate("Jikaida", "{0} {1}", "colour, piece").format(
        seat_name(JIKAIDA_PIECES, seat), piece_name(JIKAIDA_PIECES, kind)
    )


def describe(state: JikaidaState, move: JikaidaMove, _names: list[str]) -> str:
    s = state
    pieces = s.pieces()
    kind, seat = pieces.get(move.frm, ("?", state.current_seat))
    if move.fluttember:
        partner = pieces.get(move.to, ("?", seat))[0]
        return QCoreApplication.translate(
            "Jikaida", "{0} Fluttember: the King on {1} and the {2} on {3} change places"
        ).format(
            seat_name(JIKAIDA_PIECES, seat),
            square_name(s, move.frm),
            piece_name(JIKAIDA_PIECES, partner),
            square_name(s, move.to),
        )
    path = "-".join(square_name(s, sq) for sq in (move.path or (move.frm, move.to)))
    if move.kind in (VAULT, BENT_VAULT, MOVE_VAULT):
        text = QCoreApplication.translate("Jikaida", "{0} vaults {1}").format(
            _piece(kind, seat), path
        )
    else:
        text = QCoreApplication.translate("Jikaida", "{0} {1}", "piece, squares").format(
            _piece(kind, seat), path
        )
    victim = pieces.get(move.to)
    if victim is not None:  # one's own pieces may be taken too
        text = QCoreApplication.translate("Jikaida", "{0}, takes {1}").format(text, _piece(*victim))
    if move.promotion:
        text = QCoreApplication.translate("Jikaida", "{0}, promoted to {1}").format(
            text, piece_name(JIKAIDA_PIECES, move.promotion)
        )
    return text
