"""Jaheijagaj moves in words for the move list ("Red Trooper e2-f2-f3",
"Blue Wraith charges to h4"), seats by their colours. A move the viewer did
not see says only who acted and how; one it saw in part, the hexes it saw
("Blue Honour Guard o15, out of sight")."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.describe import runs
from boardroom.games.jaheijagaj.moves import (
    ATTACK,
    CHARGE,
    FORWARD,
    HIDDEN,
    LEFT,
    MOVE,
    PASS,
    RIGHT,
    SPAWN,
    UNSEEN,
    JMove,
    hidden_word,
)
from boardroom.games.jaheijagaj.pieces import (
    HONOUR_GUARD,
    KIGGYAR,
    SPEC_OPS,
    TROOPER,
    WRAITH,
    kind_of,
    side_of,
)
from boardroom.games.jaheijagaj.rules import JaheijagajState

PIECE_WORDS = {
    TROOPER: QT_TRANSLATE_NOOP("Pieces", "Trooper"),
    SPEC_OPS: QT_TRANSLATE_NOOP("Pieces", "Spec Ops"),
    HONOUR_GUARD: QT_TRANSLATE_NOOP("Pieces", "Honour Guard"),
    WRAITH: QT_TRANSLATE_NOOP("Pieces", "Wraith"),
}


def side_words(side: int) -> str:
    from boardroom.ui import names

    if side == KIGGYAR:
        return QCoreApplication.translate("Jaheijagaj", "Kiggyar")
    return names.seat_colour(("Red", "Blue", "Purple", "Yellow")[side])


class JaheijagajReading(QObject):
    """Plurals are extracted only from a QObject's tr(), hence the class."""

    def helpers(self, text: str, n: int) -> str:
        return self.tr("{0}, with %n helper(s)", "", n).format(text)


def _piece(side: int, kind: int) -> str:
    return QCoreApplication.translate("Jaheijagaj", "{0} {1}").format(
        side_words(side), QCoreApplication.translate("Pieces", str(PIECE_WORDS[kind]))
    )


def _at(s: JaheijagajState, hex_: int, unknown: str) -> str:
    """The piece on a hex as the viewer knew it then, else ``unknown`` (a
    move seen only in part: its path, not what made it)."""
    c = s.cells[hex_]
    return _piece(side_of(c), kind_of(c)) if c else unknown


def describe(state: JaheijagajState, move: JMove, _names: list[str]) -> str:
    """The move in words; one that hidden pieces stopped says so (an attack
    called off first, as the list may show only the start of the line)."""
    blocked = state.blockers(move)
    text = _describe(state, move, blocked)
    if not blocked:
        return text
    by = blockers_words(blocked)
    if move.kind == ATTACK:
        if by:
            return QCoreApplication.translate(
                "Jaheijagaj", "Attack called off: {0}, blocked by {1}"
            ).format(text, by)
        return QCoreApplication.translate("Jaheijagaj", "Attack called off: {0}").format(text)
    if by:
        return QCoreApplication.translate("Jaheijagaj", "{0}, blocked by {1}").format(text, by)
    return QCoreApplication.translate("Jaheijagaj", "{0}, blocked").format(text)


def blockers_words(blocked: tuple[tuple[int, int], ...]) -> str:
    """The hidden pieces met, those the reader knows of: "a hidden Blue
    Trooper on a6" ('' when it knows of none)."""
    names = board().names
    return ", ".join(
        QCoreApplication.translate("Jaheijagaj", "a hidden {0} on {1}").format(
            _piece(side_of(c), kind_of(c)), names[h]
        )
        for h, c in blocked
        if h != UNSEEN
    )


def stop(path: tuple[int, ...], blocked: tuple[tuple[int, int], ...]) -> int:
    """Where a path entered whole stopped: before the first hidden piece met
    (before the lift or hole whose landing it holds)."""
    b = board()
    hexes = {h for h, _ in blocked}
    for i in range(1, len(path)):
        if path[i] in hexes:
            back = i - 2 if i >= 2 and b.link[path[i - 1]] == path[i] else i - 1
            return path[back]
    return path[-1]


def _describe(state: JaheijagajState, move: JMove, blocked: tuple[tuple[int, int], ...]) -> str:
    s = state
    names = board().names
    kind = move.kind
    mover = move.seat if move.seat >= 0 else state.current_seat
    who = side_words(mover)
    if kind == HIDDEN:
        return _unseen(hidden_word(move), who)
    if move.piece:
        return _in_part(s, move)
    if kind == MOVE:
        return QCoreApplication.translate("Jaheijagaj", "{0} moves {1} to {2}").format(
            _at(s, move.path[0], who), names[move.path[0]], names[stop(move.path, blocked)]
        )
    if kind == ATTACK:
        text = QCoreApplication.translate("Jaheijagaj", "{0} attacks {1} on {2}").format(
            _at(s, move.path[0], who),
            _at(s, move.path[-1], QCoreApplication.translate("Jaheijagaj", "a piece")),
            names[move.path[-1]],
        )
        return JaheijagajReading().helpers(text, len(move.helpers)) if move.helpers else text
    if kind == SPAWN:
        return QCoreApplication.translate("Jaheijagaj", "{0} spawns a Trooper on {1}").format(
            who, names[move.path[0]]
        )
    wraith = _piece(mover, WRAITH)
    if kind == FORWARD:
        return QCoreApplication.translate("Jaheijagaj", "{0} moves ahead to {1}").format(
            wraith, names[move.path[1]]
        )
    if kind == CHARGE:
        return QCoreApplication.translate("Jaheijagaj", "{0} charges to {1}").format(
            wraith, names[move.path[1]]
        )
    if kind == LEFT:
        return QCoreApplication.translate("Jaheijagaj", "{0} turns left").format(wraith)
    if kind == RIGHT:
        return QCoreApplication.translate("Jaheijagaj", "{0} turns right").format(wraith)
    if kind == PASS:
        return QCoreApplication.translate("Jaheijagaj", "{0} passes").format(who)
    return QCoreApplication.translate("Jaheijagaj", "{0} resigns and leaves").format(who)


def _in_part(s: JaheijagajState, move: JMove) -> str:
    """A move the viewer saw in part: the hexes it saw, and where the piece
    went out of sight or came into it (RULINGS 5, "The move list")."""
    name = _piece(side_of(move.piece), kind_of(move.piece))
    if move.kind == ATTACK:
        target = move.path[-1]
        if target == UNSEEN:
            return QCoreApplication.translate("Jaheijagaj", "{0} attacks out of sight").format(name)
        text = QCoreApplication.translate("Jaheijagaj", "{0} attacks {1} on {2}").format(
            name,
            _at(s, target, QCoreApplication.translate("Jaheijagaj", "a piece")),
            board().names[target],
        )
        return JaheijagajReading().helpers(text, len(move.helpers)) if move.helpers else text
    came, hexes, gone = runs(move.path)
    if came and gone:
        return QCoreApplication.translate(
            "Jaheijagaj", "{0} out of sight, then {1}, out of sight"
        ).format(name, hexes)
    if came:
        return QCoreApplication.translate("Jaheijagaj", "{0} out of sight, then {1}").format(
            name, hexes
        )
    if gone:
        return QCoreApplication.translate("Jaheijagaj", "{0} {1}, out of sight").format(name, hexes)
    return QCoreApplication.translate("Jaheijagaj", "{0} stays on {1}").format(name, hexes)


def _unseen(word: str, who: str) -> str:
    if word == "attack":
        return QCoreApplication.translate("Jaheijagaj", "{0} attacks out of sight").format(who)
    if word == "spawn":
        return QCoreApplication.translate("Jaheijagaj", "{0} spawns out of sight").format(who)
    if word == "wraith":
        return QCoreApplication.translate("Jaheijagaj", "{0} moves its Wraith out of sight").format(
            who
        )
    return QCoreApplication.translate("Jaheijagaj", "{0} moves out of sight").format(who)
