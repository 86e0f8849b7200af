"""What one seat may see: the other seat's Ninja, while hidden, is masked in
the position, the history (its hiding move reads N@?), the start text and the
undo stack (which is dropped). Once a Ninja is out, its hiding hex is no
secret any more and the history shows it, so a view replays exactly like the
game. When the game is over everything is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.games.rival.moves import HIDE, MASKED, hide

if TYPE_CHECKING:
    from boardroom.games.rival.rules import RivalState


def masked_view(state: RivalState, seat: int) -> RivalState:
    view = state.clone()
    if state.is_terminal():
        return view
    other = 1 - seat
    if state.ninja[other] < 0:
        return view  # nothing hidden: not placed yet, already out, or already masked
    view.ninja[other] = MASKED
    view.root_candidates = tuple(view.candidates)
    # The game is not over (checked above), and that much is public. Left to
    # itself the view would judge the other seat's forced surrender without
    # that seat's hidden Ninja, and could end a game that goes on (a reveal
    # may be the only saving move). Later positions of the view, in a search,
    # are judged on what the viewer knows, as before.
    view._result = None
    view._moves = None
    # Red hides first; the k-th hiding move of the history belongs to this seat.
    history = []
    hides = state.hides_at_start
    for move in state.history:
        if move.action == HIDE:
            if hides % 2 == other:
                move = hide(MASKED)
            hides += 1
        history.append(move)
    view.history = history
    view._stack = []
    if view.start_text is not None:
        start = state.game.state_from_text(view.start_text)
        if start.ninja[other] >= 0:
            start.ninja[other] = MASKED
        view.start_text = start.to_text()
    return view
