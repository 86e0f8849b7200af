"""Why an Onager move cannot be played (issue 14): the first rule an attempt
breaks, checked in the order a player meets them.

Steps are cells: a lake's cell during the setup; in play the piece's cell,
then where it walks, or the landing cell of each jump of a chain. Onager has
no hidden information, so every reason may name what is on the board.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING

from boardroom.engine.hexgrid import HexBoard
from boardroom.engine.reasons import GAME_OVER, QT_TRANSLATE_NOOP, Reason, begins_legal_move
from boardroom.games.onager.cells import EMPTY, LAKE_CELL

if TYPE_CHECKING:
    from boardroom.games.onager.rules import OnagerState


def _r(rule: str, text: str) -> Reason:
    return Reason("onager." + rule, text, context="OnagerReasons")


# The setup: three lakes.
LAKE_CENTRE = _r(
    "lake-centre", QT_TRANSLATE_NOOP("OnagerReasons", "no lake may be placed on the centre hex")
)
LAKE_ON_LAKE = _r(
    "lake-on-lake", QT_TRANSLATE_NOOP("OnagerReasons", "there is already a lake on that hex")
)
LAKE_ON_DISC = _r(
    "lake-occupied", QT_TRANSLATE_NOOP("OnagerReasons", "a lake goes only on an empty hex")
)
LAKE_ONE_HEX = _r(
    "lake-one-hex", QT_TRANSLATE_NOOP("OnagerReasons", "placing a lake takes a single hex")
)
NOT_A_CELL = _r("not-a-cell", QT_TRANSLATE_NOOP("OnagerReasons", "that is not a hex of the board"))
# Choosing the piece.
ORIGIN_LAKE = _r("origin-lake", QT_TRANSLATE_NOOP("OnagerReasons", "lakes never move"))
ORIGIN_EMPTY = _r(
    "origin-empty", QT_TRANSLATE_NOOP("OnagerReasons", "there is no piece on that hex")
)
BURIED = _r(
    "buried",
    QT_TRANSLATE_NOOP(
        "OnagerReasons", "your disc there is buried under an enemy piece and cannot move"
    ),
)
ORIGIN_ENEMY = _r(
    "origin-enemy", QT_TRANSLATE_NOOP("OnagerReasons", "that piece belongs to your opponent")
)
STUCK = _r(
    "stuck", QT_TRANSLATE_NOOP("OnagerReasons", "this piece can neither walk nor jump anywhere")
)
# Walking.
STAY = _r("stay", QT_TRANSLATE_NOOP("OnagerReasons", "a piece must leave its hex"))
WALK_LAKE = _r("walk-lake", QT_TRANSLATE_NOOP("OnagerReasons", "a piece cannot walk onto a lake"))
WALK_OCCUPIED = _r(
    "walk-occupied",
    QT_TRANSLATE_NOOP(
        "OnagerReasons", "a piece walks only onto an empty hex: it reaches other pieces by jumping"
    ),
)
WALK_ENDS = _r(
    "walk-ends",
    QT_TRANSLATE_NOOP("OnagerReasons", "a walk is the whole move: walking and jumping never mix"),
)
# Jumping.
NOT_IN_LINE = _r(
    "not-in-line",
    QT_TRANSLATE_NOOP(
        "OnagerReasons", "that hex is neither next to the piece nor on one of its three lines"
    ),
)
NO_MIDPOINT = _r(
    "no-midpoint",
    QT_TRANSLATE_NOOP(
        "OnagerReasons",
        "a jump lands as far beyond its pivot as it started before it, "
        "so it always covers an even number of hexes",
    ),
)
GAP_LAKE = _r(
    "gap-lake", QT_TRANSLATE_NOOP("OnagerReasons", "a lake lies between the jumper and its pivot")
)
GAP_PIECE = _r(
    "gap-piece",
    QT_TRANSLATE_NOOP(
        "OnagerReasons",
        "a piece stands between the jumper and its pivot: only empty hexes may lie between them",
    ),
)
NO_PIVOT = _r(
    "no-pivot",
    QT_TRANSLATE_NOOP(
        "OnagerReasons", "a jump needs one of your pieces halfway to the landing hex, as its pivot"
    ),
)
LAKE_PIVOT = _r("lake-pivot", QT_TRANSLATE_NOOP("OnagerReasons", "a lake cannot serve as a pivot"))
ENEMY_PIVOT = _r(
    "enemy-pivot", QT_TRANSLATE_NOOP("OnagerReasons", "only your own pieces can serve as pivots")
)
LANDING_LAKE = _r(
    "landing-lake", QT_TRANSLATE_NOOP("OnagerReasons", "a jump cannot land on a lake")
)
LANDING_OWN = _r(
    "landing-own",
    QT_TRANSLATE_NOOP("OnagerReasons", "a jump never lands on one of your own pieces"),
)
# Chains of jumps.
CHAIN_AFTER_EMPTY = _r(
    "chain-after-empty",
    QT_TRANSLATE_NOOP(
        "OnagerReasons",
        "a jump that lands on an empty hex ends the move: only a landing on "
        "an enemy piece allows another jump",
    ),
)
CHAIN_WALK = _r(
    "chain-walk",
    QT_TRANSLATE_NOOP("OnagerReasons", "after a jump the piece may only jump again, never walk"),
)
CHAIN_REVISIT = _r(
    "chain-revisit",
    QT_TRANSLATE_NOOP(
        "OnagerReasons",
        "a chain of jumps never lands twice on the same hex, nor back on the hex it started from",
    ),
)
OTHER = _r(
    "other", QT_TRANSLATE_NOOP("OnagerReasons", "the rules of Onager allow no such move here")
)


def candidates(view: OnagerState) -> Iterable[Hashable]:
    """Every cell of the board: all a player ever clicks."""
    return range(view.board.size)


def explain(state: OnagerState, steps: Sequence[Hashable]) -> Reason | None:
    """None when ``steps`` begin a legal move; else the first rule they break."""
    if state.is_terminal():
        return GAME_OVER
    moves = state.legal_moves()
    if begins_legal_move(moves, steps):
        return None
    size = state.board.size
    cells = [s for s in steps if isinstance(s, int) and 0 <= s < size]
    if not steps or len(cells) < len(steps):
        return NOT_A_CELL if steps else OTHER
    if state.lakes_left:
        return _lake(state, cells)
    return _play(state, cells) or OTHER


def _lake(state: OnagerState, cells: list[int]) -> Reason:
    cell = cells[0]
    shown = state.top[cell]
    if cell == state.board.centre:
        return LAKE_CENTRE
    if shown == LAKE_CELL:
        return LAKE_ON_LAKE
    if shown != EMPTY:
        return LAKE_ON_DISC
    return LAKE_ONE_HEX


def _play(state: OnagerState, cells: list[int]) -> Reason | None:
    me = state.to_move
    origin = cells[0]
    shown = state.top[origin]
    if shown == LAKE_CELL:
        return ORIGIN_LAKE
    if shown == EMPTY:
        return ORIGIN_EMPTY
    if shown != me:
        return BURIED if me in state.stacks[origin] else ORIGIN_ENEMY
    if len(cells) == 1:
        return STUCK
    board = state.board
    # The jumper is lifted off its cell while it moves: what lies under it shows.
    top = list(state.top)
    below = state.stacks[origin][:-1]
    top[origin] = below[-1] if below else EMPTY
    first = cells[1]
    if first == origin:
        return STAY
    if first in board.neighbours[origin]:
        if state.top[first] == LAKE_CELL:
            return WALK_LAKE
        if state.top[first] != EMPTY:
            return WALK_OCCUPIED
        return WALK_ENDS if len(cells) > 2 else None
    path = [origin]
    for i, landing in enumerate(cells[1:]):
        at = path[-1]
        if i > 0:
            if top[at] != 1 - me:
                return CHAIN_AFTER_EMPTY
            if landing == at:
                return STAY
            if landing in board.neighbours[at]:
                return CHAIN_WALK
        reason = _jump(board, top, me, at, landing)
        if reason is not None:
            return reason
        if landing in path:
            return CHAIN_REVISIT
        path.append(landing)
    return None


def _jump(board: HexBoard, top: list[int], me: int, at: int, landing: int) -> Reason | None:
    """Why the jump from ``at`` cannot land on ``landing`` (None if it can)."""
    ray = next((r for r in board.rays[at] if landing in r), None)
    if ray is None:
        return NOT_IN_LINE
    index = ray.index(landing)  # distance - 1
    if index % 2 == 0:
        return NO_MIDPOINT
    pivot = index // 2
    for cell in ray[:pivot]:
        if top[cell] == LAKE_CELL:
            return GAP_LAKE
        if top[cell] != EMPTY:
            return GAP_PIECE
    shown = top[ray[pivot]]
    if shown == EMPTY:
        return NO_PIVOT
    if shown == LAKE_CELL:
        return LAKE_PIVOT
    if shown != me:
        return ENEMY_PIVOT
    if top[landing] == LAKE_CELL:
        return LANDING_LAKE
    if top[landing] == me:
        return LANDING_OWN
    return None
