"""Rival's puzzle pre-filter: a position it turns away has no kill to make."""

from __future__ import annotations

import random

from boardroom.games.rival.moves import MOVE
from boardroom.games.rival.puzzles import promising
from boardroom.games.rival.rules import RivalGame


def test_a_position_turned_away_has_no_kill_this_move() -> None:
    rng = random.Random(3)
    turned, kept = 0, 0
    for seed in range(6):
        state = RivalGame().new_state(seed)
        while not state.is_terminal() and state.ply < 160:
            moves = state.legal_moves()
            if state.phase == "play":
                posed = state.game.state_from_text(state.view(state.current_seat).to_text())
                board = posed.board
                kills = [m for m in posed.legal_moves() if m.action == MOVE and board[m.target]]
                if promising(posed):
                    kept += 1
                else:
                    turned += 1
                    assert kills == [], posed.to_text()
            state.apply(moves[rng.randrange(len(moves))])
    assert turned and kept  # both sides of the filter were seen
