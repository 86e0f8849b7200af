"""What a seat may not know, for the leak test (tests/engine/test_view_leaks.py):
the pieces it does not see, the hexes of the others' moves it did not see,
a start text that places pieces it did not see, the others' memories and
legal moves, and what each other seat saw of each move. ``mark(value, what, key)`` returns
a marked copy of a value (a list or dict: marks it as it is). Once the game
is over nothing is secret."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.moves import PASS, RESIGN, WRAITH_KINDS, JMove
from boardroom.games.jaheijagaj.pieces import WRAITH, kind_of, side_of
from boardroom.games.jaheijagaj.rules import JaheijagajState

Mark = Callable[..., Any]


def _sees(state: JaheijagajState, seat: int, visible: int, h: int) -> bool:
    """Does ``seat`` see the piece on ``h`` (a Wraith is seen whole or not at all)?"""
    c = state.cells[h]
    if not c or side_of(c) == seat:
        return True
    if kind_of(c) == WRAITH:
        found = state.wraith[side_of(c)]
        four = board().footprint[found[0]][found[1]] if found is not None else None
        return any(visible >> x & 1 for x in four or (h,))
    return bool(visible >> h & 1)


def mark_move(
    before: JaheijagajState, move: JMove, after: JaheijagajState, seat: int, mark: Mark
) -> JMove:
    """``move`` with the hexes ``seat`` did not see marked (a Wraith's centre
    counts as seen when any hex of its footprint there was)."""
    mover = before.to_move
    if seat == mover or move.kind in (PASS, RESIGN) or not after.alive[seat]:
        return move  # its own move, a public one, or a seat out (it sees every move)
    seen = before.visible(seat) | after.visible(seat)
    b = board()
    facings = {w[1] for w in (before.wraith[mover], after.wraith[mover]) if w is not None}

    def known(h: int) -> bool:
        if move.kind in WRAITH_KINDS:
            fours = [b.footprint[h][f] for f in facings]
            return any(seen >> x & 1 for four in fours for x in four or ())
        return bool(seen >> h & 1)

    def marked(path: tuple[int, ...]) -> tuple[int, ...]:
        what = f"a hex of a move seat {seat} did not see"
        return tuple(h if known(h) else mark(h, what, "moves") for h in path)

    return JMove(move.kind, marked(move.path), tuple(map(marked, move.helpers)), move.seat)


def plant(state: JaheijagajState, seat: int, mark: Mark) -> Callable[[Hashable], bool]:
    if state.is_terminal():
        return lambda key: False
    visible = state.visible(seat)
    names = board().names
    for h, c in enumerate(state.cells):
        if not _sees(state, seat, visible, h):
            state.cells[h] = mark(c, f"the piece on {names[h]}, hidden from seat {seat}")
    if state.start_text is not None:
        start = state.game.state_from_text(state.start_text)
        start_visible = start.visible(seat)
        if not all(_sees(start, seat, start_visible, h) for h in range(len(start.cells))):
            state.start_text = mark(state.start_text, "a start text with hidden pieces")
    for other, memory in enumerate(state.memory):
        if other != seat:
            for h, (c, facing, ply) in memory.items():
                memory[h] = (mark(c, f"seat {other}'s memory"), facing, ply)
    if state._moves is not None and state.to_move != seat:
        mark(state._moves, f"the legal moves of seat {state.to_move}")
    for _, told in state.witnessed:
        for other, (entry, effect) in enumerate(told):
            if other == seat:
                continue
            if entry.piece:  # a move seen in part, read for that seat alone
                mark(entry, f"how seat {other} saw a move")
            if effect != ((), ()):
                mark(effect, f"what seat {other} saw change")
    for other, text in state._start_views.items():
        if other != seat and text is not None:
            state._start_views[other] = mark(text, f"the start as seat {other} saw it")
    return lambda key: True
