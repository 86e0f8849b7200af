"""What one seat may know: the pieces it sees now, its own memory of the rest,
the seats that left (public), and a history in which the moves it did not
see read only as "moved", "attacked", "spawned" or a Wraith's move. When the
game is over everything is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.games.jaheijagaj.moves import hidden
from boardroom.games.jaheijagaj.sight import Sight

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import JaheijagajState


def masked_view(state: JaheijagajState, seat: int, moves: bool = True) -> JaheijagajState:
    """``moves``: the seat to move's view shares the true state's legal moves
    (worked out then if need be)."""
    view = state.clone()
    if state.is_terminal() or state.viewer == seat or not state.tracking:
        return view
    view.cells = Sight(state).seen_cells(seat)
    view.wraith = [w if w is not None and view.cells[w[0]] else None for w in state.wraith]
    view.memory = [dict(m) if s == seat else {} for s, m in enumerate(state.memory)]
    view.viewer = seat
    view.history = [
        move if saw >> seat & 1 else hidden(move.kind, mover)
        for move, (mover, saw) in zip(state.history, state.seen_by, strict=True)
    ]
    view.seen_by = [(mover, saw | 1 << seat) for mover, saw in state.seen_by]
    view._stack = []  # a view cannot take moves back
    view._moves = None
    if moves and seat == state.to_move:
        # The seat to move has the same moves from its view as from the truth
        # (made from what it sees, in the same order): worked out once for
        # both, as the window asks the two of them.
        state.legal_moves()
        view._moves = state._moves
    return view
