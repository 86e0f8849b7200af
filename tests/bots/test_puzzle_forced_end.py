"""The puzzle check's search stops deepening once it has found a forced
end no deeper search can beat: that is a proven answer, not a search cut
short (which proves nothing and used to make such a puzzle "not-unique")."""

from __future__ import annotations

from boardroom.engine.registry import make_game
from boardroom.games.jikaida.puzzles import searcher


def test_a_win_found_before_the_full_depth_is_proven() -> None:
    game = make_game("jikaida", {"variant": "pastang"})
    state = game.state_from_text("6/6/2d1D1/6/6/3D2 y d1 - 3")
    check = searcher("pastang")
    result = check.search(state, 2)
    assert result.depth == 1 and not result.solved  # stopped at the win it found
    move, alone, _ = check.unique(state, 2)
    assert state.format_move(move) == "e4xc4" and alone
    # Every other move lets Blue's last piece live: the capture is the answer.
    assert check.contender(state, move, result.score, 2) is None
