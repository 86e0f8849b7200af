"""What one seat may know, built from it (never a copy of the true state
with parts taken out): the board, the turn, the memories and the public
knowledge of where each hidden Ninja may be; the other seat's Ninja, while
it hides, is MASKED in the position, in the history (its hiding move reads
N@?) and in the start text. Once a Ninja is out, its hiding hex is no secret
any more and the history shows it, so a view replays exactly like the game.
A view holds no seed (the bots' hiding choices cannot be worked out from
it) and no undo snapshots. When the game is over everything is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.engine.game import VIEW_SEED
from boardroom.games.rival.moves import HIDE, MASKED, hide

if TYPE_CHECKING:
    from boardroom.games.rival.rules import RivalState


def build_view(state: RivalState, seat: int) -> RivalState:
    view = type(state)(state.game, VIEW_SEED)
    view.board = list(state.board)
    view.alive = list(state.alive)
    view.to_move = state.to_move
    view.step = state.step
    view.first = state.first
    view.moved = state.moved
    view.ninja = list(state.ninja)
    view.ambushed = list(state.ambushed)
    view.memory = list(state.memory)
    view.candidates = list(state.candidates)
    view.ambushes = state.ambushes
    view.hides_at_start = state.hides_at_start
    view.root_candidates = state.root_candidates
    view.quiet_moves = state.quiet_moves
    view._ending = state._ending
    view.history = list(state.history)
    view.start_text = state.start_text
    other = 1 - seat
    if state.is_terminal() or state.ninja[other] < 0:
        return view  # nothing hidden: not placed yet, already out, or already masked
    view.ninja[other] = MASKED
    view.root_candidates = tuple(view.candidates)
    # The game is not over (checked above), and that much is public. Left to
    # itself the view would judge the other seat's forced surrender without
    # that seat's hidden Ninja, and could end a game that goes on (a reveal
    # may be the only saving move). Later positions of the view, in a search,
    # are judged on what the viewer knows, as before.
    view._result = None
    # Red hides first; the k-th hiding move of the history belongs to this seat.
    hides = state.hides_at_start
    for ply, move in enumerate(state.history):
        if move.action == HIDE:
            if hides % 2 == other:
                view.history[ply] = hide(MASKED)
            hides += 1
    if state.start_text is not None:
        start = state.game.state_from_text(state.start_text)
        if start.ninja[other] >= 0:
            start.ninja[other] = MASKED
        view.start_text = start.to_text()
    return view
