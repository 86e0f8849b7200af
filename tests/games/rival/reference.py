"""The slow, obvious forced-surrender test: every legal turn of the player
(through the state's own moves, on the player's view), and for each, every
turn of the opponent, looking for one that kills the Shogun."""

from __future__ import annotations

from collections.abc import Callable

from boardroom.games.rival import RivalState
from boardroom.games.rival.pieces import SHOGUN, code


def _any_turn(state: RivalState, test: Callable[[RivalState], bool]) -> bool:
    """Does some legal turn of the seat to move end in a position passing
    ``test``? (A move that ends the game ends the turn.)"""
    seat = state.to_move
    for first in state.play_moves():
        state.apply(first)
        try:
            if state.winner() is not None or state.to_move != seat:
                if test(state):
                    return True
                continue
            for second in state.play_moves():
                state.apply(second)
                try:
                    if test(state):
                        return True
                finally:
                    state.undo()
        finally:
            state.undo()
    return False


def shogun_killable(state: RivalState, victim: int) -> bool:
    shogun = code(victim, SHOGUN)
    return _any_turn(state, lambda end: end.alive[shogun] == 0)


def must_surrender_slowly(state: RivalState) -> bool:
    seat = state.to_move
    view = state.view(seat)

    def safe(end: RivalState) -> bool:
        won = end.winner()
        if won is not None:
            return won[0] == seat
        return not shogun_killable(end, seat)

    return not _any_turn(view, safe)
