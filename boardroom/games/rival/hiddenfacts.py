"""What a seat may not know, for the leak test (tests/engine/test_view_leaks.py):
where the other seat's Ninja hides, from its hiding move on until it is out
(then the hiding hex is public), in the position, a start text and the other
seat's legal moves (its reveal names the hex). ``mark(value, what, key)``
returns a marked copy of a value (a list: marks it as it is)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from boardroom.games.rival.moves import HIDE, RivalMove
from boardroom.games.rival.rules import RivalState

Mark = Callable[..., Any]


def mark_move(
    before: RivalState, move: RivalMove, after: RivalState, seat: int, mark: Mark
) -> RivalMove:
    """The other seat's hiding move with its hex marked, secret while that
    Ninja hides (the key is the hiding seat)."""
    hider = before.to_move
    if move.action != HIDE or hider == seat:
        return move
    target = mark(move.target, f"the hex where seat {hider}'s Ninja hides", hider)
    return RivalMove(HIDE, target, move.origin, move.piece)


def plant(state: RivalState, seat: int, mark: Mark) -> Callable[[Hashable], bool]:
    if state.is_terminal():
        return lambda key: False
    other = 1 - seat
    where = state.ninja[other]
    if where >= 0:
        state.ninja[other] = mark(where, f"the hex where seat {other}'s Ninja hides")
        if state._moves is not None and state.to_move == other:
            mark(state._moves, f"the legal moves of seat {other}")
    if state.start_text is not None:
        start = state.game.state_from_text(state.start_text)
        if start.ninja[other] >= 0 and where >= 0:
            state.start_text = mark(state.start_text, "a start text with a hidden Ninja")

    def secret(hider: Hashable) -> bool:
        return isinstance(hider, int) and state.ninja[hider] >= 0

    return secret
