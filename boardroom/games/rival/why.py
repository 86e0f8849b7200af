"""Why a Rival move cannot be played (issue 14): the first rule an attempt
breaks, checked in the order a player meets them.

Steps are those of ``RivalMove.steps``: during the setup a piece's letter then
its hex; in play the piece's hex then where it goes, ``"N!"`` then the hiding
hex to reveal the Ninja, or ``"pass"``. Reasons are judged on the seat's view:
the enemy's hidden Ninja is not on it, so no reason can betray it (an enemy
piece crosses and stops on that hex as if it were empty, as the rules say).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING, TypeGuard

from boardroom.engine.reasons import GAME_OVER, QT_TRANSLATE_NOOP, Reason, begins_legal_move
from boardroom.games.rival.board import DIST, HIDING, HOME, NEIGH, SIZE
from boardroom.games.rival.moves import PASS_TEXT, REVEAL, REVEAL_STEP
from boardroom.games.rival.pieces import (
    ASHIGARU,
    CAN_KILL,
    COUNT,
    KIND,
    KIND_OF_LETTER,
    LETTER,
    NINJA,
    OWNER,
    RANGE,
    SAMURAI,
    SHOGUN,
    VISIBLE_PIECES,
    code,
)

if TYPE_CHECKING:
    from boardroom.games.rival.rules import RivalState

CONTEXT = "RivalReasons"


def _r(rule: str, text: str, *args: object) -> Reason:
    return Reason("rival." + rule, text, args, CONTEXT)


# Piece names, arguments of the sentences below.
NAMES = {
    SHOGUN: _r("shogun", QT_TRANSLATE_NOOP("RivalReasons", "Shogun")),
    SAMURAI: _r("samurai", QT_TRANSLATE_NOOP("RivalReasons", "Samurai")),
    ASHIGARU: _r("ashigaru", QT_TRANSLATE_NOOP("RivalReasons", "Ashigaru")),
    NINJA: _r("ninja", QT_TRANSLATE_NOOP("RivalReasons", "Ninja")),
}
HOME_ROWS = ("A-D", "H-K")

# The setup.
SETUP_NOT_PLAY = _r(
    "setup-not-play",
    QT_TRANSLATE_NOOP(
        "RivalReasons", "nothing moves during the setup: place your pieces, then hide the Ninja"
    ),
)
SETUP_PIECE_FIRST = _r(
    "setup-piece-first",
    QT_TRANSLATE_NOOP("RivalReasons", "during the setup, choose the piece first, then its hex"),
)
NINJA_LAST = _r(
    "ninja-last",
    QT_TRANSLATE_NOOP("RivalReasons", "the Ninja hides only once your ten other pieces are placed"),
)
ALL_PLACED = _r(
    "all-placed",
    QT_TRANSLATE_NOOP("RivalReasons", "your ten pieces are placed: now hide the Ninja"),
)
NONE_LEFT = QT_TRANSLATE_NOOP("RivalReasons", "you have no {0} left to place")
PLACE_HOME = QT_TRANSLATE_NOOP("RivalReasons", "pieces are placed on your own territory, rows {0}")
PLACE_OCCUPIED = _r(
    "place-occupied", QT_TRANSLATE_NOOP("RivalReasons", "a piece already stands on that hex")
)
HIDE_ENEMY = _r(
    "hide-enemy",
    QT_TRANSLATE_NOOP("RivalReasons", "the Ninja may not hide in the enemy's territory"),
)
HIDE_OCCUPIED = _r(
    "hide-occupied", QT_TRANSLATE_NOOP("RivalReasons", "the Ninja hides only on an empty hex")
)
# Whatever the phase.
NEED_HEX = _r("need-hex", QT_TRANSLATE_NOOP("RivalReasons", "choose a hex of the board"))
COMPLETE = _r("move-complete", QT_TRANSLATE_NOOP("RivalReasons", "that move is already complete"))
# The play: choosing what to do.
LETTER_IN_PLAY = _r(
    "letter-in-play", QT_TRANSLATE_NOOP("RivalReasons", "pieces are placed only during the setup")
)
NO_PASS = _r(
    "no-pass",
    QT_TRANSLATE_NOOP("RivalReasons", "you may pass only when none of your pieces can move"),
)
NOT_HIDDEN = _r(
    "reveal-not-hidden", QT_TRANSLATE_NOOP("RivalReasons", "your Ninja is no longer in hiding")
)
REVEAL_OCCUPIED = _r(
    "reveal-occupied",
    QT_TRANSLATE_NOOP("RivalReasons", "the Ninja's hiding hex must be empty for it to appear"),
)
REVEAL_HEX = _r(
    "reveal-hex", QT_TRANSLATE_NOOP("RivalReasons", "the Ninja can appear only on its hiding hex")
)
HIDDEN_NINJA = _r(
    "ninja-hidden",
    QT_TRANSLATE_NOOP("RivalReasons", "the Ninja cannot move while hidden: reveal it first"),
)
ORIGIN_EMPTY = _r(
    "origin-empty", QT_TRANSLATE_NOOP("RivalReasons", "there is no piece of yours on that hex")
)
ORIGIN_ENEMY = QT_TRANSLATE_NOOP("RivalReasons", "that {0} belongs to your opponent")
JUST_REVEALED = _r(
    "just-revealed",
    QT_TRANSLATE_NOOP(
        "RivalReasons", "the Ninja has just appeared: it cannot move in the same turn"
    ),
)
MOVED = QT_TRANSLATE_NOOP(
    "RivalReasons", "this {0} has already moved this turn: the second move is another piece's"
)
STUCK = QT_TRANSLATE_NOOP("RivalReasons", "this {0} has nowhere to go")
# The play: where the piece goes.
STAY = _r("stay", QT_TRANSLATE_NOOP("RivalReasons", "a piece must leave its hex"))
SHOGUN_RANGE = QT_TRANSLATE_NOOP("RivalReasons", "the Shogun moves only to a neighbouring hex")
RANGE_TWO = QT_TRANSLATE_NOOP("RivalReasons", "a {0} moves at most two hexes")
TARGET_OWN = _r(
    "target-own", QT_TRANSLATE_NOOP("RivalReasons", "one of your own pieces stands on that hex")
)
TARGET_NINJA = _r(
    "target-own-ninja", QT_TRANSLATE_NOOP("RivalReasons", "your hidden Ninja holds that hex")
)
CANNOT_KILL = QT_TRANSLATE_NOOP("RivalReasons", "a {0} cannot kill a {1}")
GO_BACK = _r(
    "go-back",
    QT_TRANSLATE_NOOP(
        "RivalReasons", "a piece may not go back to the hex it left on your previous turn"
    ),
)
BLOCKED = _r(
    "blocked",
    QT_TRANSLATE_NOOP(
        "RivalReasons",
        "every way there passes through a piece, and no piece passes through another",
    ),
)
BLOCKED_BY_NINJA = _r(
    "blocked-by-ninja",
    QT_TRANSLATE_NOOP(
        "RivalReasons",
        "the way there passes through your hidden Ninja, which stands in the "
        "way of your own pieces",
    ),
)
OTHER = _r("other", QT_TRANSLATE_NOOP("RivalReasons", "the rules of Rival allow no such move here"))

LETTERS = tuple(LETTER.values())


def candidates(view: RivalState) -> Iterable[Hashable]:
    """Every hex, every piece letter, the reveal and the pass."""
    return [*range(SIZE), *LETTERS, REVEAL_STEP, PASS_TEXT]


def _is_hex(step: Hashable) -> TypeGuard[int]:
    return isinstance(step, int) and not isinstance(step, bool) and 0 <= step < SIZE


def explain(state: RivalState, steps: Sequence[Hashable]) -> Reason | None:
    """None when ``steps`` begin a legal move; else the first rule they break."""
    if state.is_terminal():
        return GAME_OVER
    if begins_legal_move(state.legal_moves(), steps):
        return None
    if not steps:
        return OTHER
    if state.phase == "setup":
        reason = _setup(state, tuple(steps))
    else:
        reason = _play(state, tuple(steps))
    return reason or OTHER


def _setup(state: RivalState, steps: tuple[Hashable, ...]) -> Reason | None:
    seat = state.to_move
    first = steps[0]
    if first not in LETTERS:
        if _is_hex(first) and not state.board[first]:
            return SETUP_PIECE_FIRST
        return SETUP_NOT_PLAY
    kind = KIND_OF_LETTER[str(first)]
    placing = state.placed(seat) < VISIBLE_PIECES
    if kind == NINJA and placing:
        return NINJA_LAST
    if kind != NINJA and not placing:
        return ALL_PLACED
    if kind != NINJA and state.alive[code(seat, kind)] >= COUNT[kind]:
        return _r("none-left", NONE_LEFT, NAMES[kind])
    if len(steps) == 1:
        return None
    where = steps[1]
    if not _is_hex(where):
        return NEED_HEX
    assert isinstance(where, int)
    if kind == NINJA:
        if where not in HIDING[seat]:
            return HIDE_ENEMY
        if state.board[where]:
            return HIDE_OCCUPIED
    else:
        if where not in HOME[seat]:
            return _r("place-home", PLACE_HOME, HOME_ROWS[seat])
        if state.board[where]:
            return PLACE_OCCUPIED
    return COMPLETE if len(steps) > 2 else None


def _play(state: RivalState, steps: tuple[Hashable, ...]) -> Reason | None:
    seat = state.to_move
    first = steps[0]
    if first == PASS_TEXT:
        return NO_PASS if len(steps) == 1 else COMPLETE
    if first == REVEAL_STEP:
        return _reveal(state, steps)
    if first in LETTERS:
        return LETTER_IN_PLAY
    if not _is_hex(first):
        return NEED_HEX
    assert isinstance(first, int)
    board = state.board
    piece = board[first]
    hidden_at = state.ninja[seat]
    if not piece:
        return HIDDEN_NINJA if first == hidden_at else ORIGIN_EMPTY
    if OWNER[piece] != seat:
        return _r("origin-enemy", ORIGIN_ENEMY, NAMES[KIND[piece]])
    name = NAMES[KIND[piece]]
    if first == state.moved:
        if state.first is not None and state.first.action == REVEAL:
            return JUST_REVEALED
        return _r("moved-already", MOVED, name)
    if len(steps) == 1:
        return _r("stuck", STUCK, name)
    target = steps[1]
    if not _is_hex(target):
        return NEED_HEX
    assert isinstance(target, int)
    reason = _destination(state, first, target)
    if reason is None and len(steps) > 2:
        return COMPLETE
    return reason


def _reveal(state: RivalState, steps: tuple[Hashable, ...]) -> Reason | None:
    hidden_at = state.ninja[state.to_move]
    if hidden_at < 0:
        return NOT_HIDDEN
    if state.board[hidden_at]:
        return REVEAL_OCCUPIED
    if len(steps) == 1:
        return None
    if not _is_hex(steps[1]):
        return NEED_HEX
    if steps[1] != hidden_at:
        return REVEAL_HEX
    return COMPLETE if len(steps) > 2 else None


def _destination(state: RivalState, origin: int, target: int) -> Reason | None:
    """Why the piece on ``origin`` cannot end its move on ``target``."""
    seat = state.to_move
    board = state.board
    piece = board[origin]
    kind = KIND[piece]
    hidden_at = state.ninja[seat]
    if target == origin:
        return STAY
    distance = DIST[origin][target]
    if distance > RANGE[kind]:
        if kind == SHOGUN:
            return _r("out-of-range", SHOGUN_RANGE)
        return _r("out-of-range", RANGE_TWO, NAMES[kind])
    victim = board[target]
    if victim and OWNER[victim] == seat:
        return TARGET_OWN
    if target == hidden_at:
        return TARGET_NINJA
    if victim and not CAN_KILL[piece][victim]:
        return _r("cannot-kill", CANNOT_KILL, NAMES[kind], NAMES[KIND[victim]])
    if state.forbidden(seat).get(origin, -1) == target:
        return GO_BACK
    if distance == 2:
        middles = [m for m in NEIGH[origin] if m in NEIGH[target]]
        if all(board[m] or m == hidden_at for m in middles):
            return BLOCKED_BY_NINJA if hidden_at in middles and not board[hidden_at] else BLOCKED
    return None
