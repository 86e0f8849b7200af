"""Onager moves in words for the move list ("Ann jumps C4 to G6 (2 jumps)")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from boardroom.games.onager.cells import EMPTY, LAKE_CELL
from boardroom.games.onager.moves import JUMP, LAKE, OnagerMove
from boardroom.games.onager.rules import OnagerState


class OnagerReading(QObject):
    """Plurals are extracted only from a QObject's tr(), hence the class."""

    def jumps(self, who: str, frm: str, to: str, n: int) -> str:
        return self.tr("{0} jumps {1} to {2} (%n jump(s))", "", n).format(who, frm, to)


def describe(state: OnagerState, move: OnagerMove, names: list[str]) -> str:
    labels = state.board.labels
    who = names[state.current_seat]
    if move.kind == LAKE:
        return QCoreApplication.translate("Onager", "{0} places a lake on {1}").format(
            who, labels[move.origin]
        )
    frm, to = labels[move.origin], labels[move.target]
    jumps = len(move.steps) - 1
    if move.kind == JUMP and jumps > 1:
        text = OnagerReading().jumps(who, frm, to, jumps)
    elif move.kind == JUMP:
        text = QCoreApplication.translate("Onager", "{0} jumps {1} to {2}").format(who, frm, to)
    else:
        text = QCoreApplication.translate("Onager", "{0} moves {1} to {2}").format(who, frm, to)
    under = state.top[move.target]
    if under not in (EMPTY, LAKE_CELL):
        text = QCoreApplication.translate("Onager", "{0}, onto a piece of {1}").format(
            text, names[under]
        )
    return text
