"""What one seat may know, built from it (never a copy of the true state
with parts taken out): the pieces it sees now, its own memory of the rest,
the public facts (who is in, who left, whose turn, the quiet count), and a
history in which each move reads as that seat saw it (``observe.py``),
with what changed in its sight at each move, by which the history replays
from the start as the seat saw it. The start text is the start as that seat
saw it. A view holds no seed, no undo snapshots and nothing of the other
seats' sight. When the game is over everything is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.engine.game import VIEW_SEED
from boardroom.games.jaheijagaj.moves import HIDDEN, PASS, RESIGN, hidden
from boardroom.games.jaheijagaj.sight import Sight

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import JaheijagajState


def build_view(state: JaheijagajState, seat: int, moves: bool = True) -> JaheijagajState:
    """``moves``: the seat to move's view gets a copy of the true state's
    legal moves (worked out then if need be: the window asks both)."""
    if state.is_terminal() or not state.tracking or state.viewer == seat:
        return whole(state)
    view = sight_of(state, seat)
    if state.viewer < 0:
        mine = [(facts, told[seat]) for facts, told in state.witnessed]
        view.history = [entry for _, (entry, _) in mine]
        view.observed = tuple((effect, facts) for facts, (_, effect) in mine)
    else:  # another seat's view: it knows what that seat saw, not what this one did
        view.history = [
            move if move.kind in (PASS, RESIGN, HIDDEN) else hidden(move.kind, move.seat)
            for move in state.history
        ]
    view.start_text = start_seen(state, seat)
    if moves and seat == state.to_move:
        # The same moves as the view would work out (made from what it sees,
        # in the same order), worked out once for both.
        state.legal_moves()
        if state._moves is not None:
            view._moves = list(state._moves)
    return view


def sight_of(state: JaheijagajState, seat: int) -> JaheijagajState:
    """The position as ``seat`` sees it, without history."""
    view = type(state)(state.game, VIEW_SEED)
    view.viewer = seat
    view.cells = cells = Sight(state).seen_cells(seat)
    if cells is state.cells:
        view.cells = list(cells)
    view.wraith = [w if w is not None and view.cells[w[0]] else None for w in state.wraith]
    view.to_move = state.to_move
    view.alive = list(state.alive)
    view.out = state.out
    view.memory = [dict(m) if s == seat else {} for s, m in enumerate(state.memory)]
    view.quiet_moves = state.quiet_moves
    view._ending = state._ending
    view._removed = state._removed
    return view


def start_seen(state: JaheijagajState, seat: int) -> str | None:
    """The start text as ``seat`` saw it (worked out once per seat)."""
    if state.start_text is None:
        return None
    if seat not in state._start_views:
        start = state.game.state_from_text(state.start_text)
        state._start_views[seat] = (
            sight_of(start, seat).to_text() if start.viewer < 0 else start.to_text()
        )
    return state._start_views[seat]


def whole(state: JaheijagajState) -> JaheijagajState:
    """Everything ``state`` knows (its own view, a finished game, a bot's
    world), in a new state without seed or undo snapshots."""
    view = type(state)(state.game, VIEW_SEED)
    view.viewer = state.viewer
    view.tracking = state.tracking
    view.cells = list(state.cells)
    view.wraith = list(state.wraith)
    view.to_move = state.to_move
    view.alive = list(state.alive)
    view.out = state.out
    view.memory = [dict(m) for m in state.memory]
    view.quiet_moves = state.quiet_moves
    view._ending = state._ending
    view._removed = state._removed
    view.history = list(state.history)
    view.witnessed = list(state.witnessed) if state.viewer < 0 else []
    view.observed = state.observed
    view.start_text = state.start_text
    return view
