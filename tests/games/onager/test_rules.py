"""Onager rules: every rule of seed 003 and RULINGS section 1."""

from __future__ import annotations

import pytest

from boardroom.engine.errors import IllegalMove, InvalidNotation, PositionError
from boardroom.games.onager import OnagerGame
from tests.games.onager.helpers import legal, state


def test_boards_and_setup_rows() -> None:
    for side, cells, discs in ((6, 91, 13), (5, 61, 11)):
        s = OnagerGame({"side": side}).new_state(0)
        assert s.board.size == cells
        assert sum(1 for st in s.stacks if st == (0,)) == discs
        assert sum(1 for st in s.stacks if st == (1,)) == discs
        black_rows = {s.board.row_of[i] for i, st in enumerate(s.stacks) if st == (0,)}
        assert black_rows == {0, 1}


def test_lake_phase_black_white_black_not_centre() -> None:
    s = OnagerGame().new_state(0)
    assert s.phase == "setup"
    moves = legal(s)
    assert len(moves) == 91 - 26 - 1
    assert "@F6" not in moves  # the centre
    assert "@A1" not in moves and "@K1" not in moves  # discs
    seats = []
    for text in ("@E5", "@G3", "@F2"):
        seats.append(s.current_seat)
        s.play(text)
    assert seats == [0, 1, 0]
    assert s.phase == "play" and s.current_seat == 0
    assert s.lakes == {s.board.cell("E5"), s.board.cell("G3"), s.board.cell("F2")}
    with pytest.raises(IllegalMove):
        OnagerGame().new_state(0).play("@F6")


def test_small_board_lake_count() -> None:
    assert len(OnagerGame({"side": 5}).new_state(0).legal_moves()) == 61 - 22 - 1


def test_walk_to_adjacent_empty_only() -> None:
    s = state({"E5": "b", "E6": "w", "D5": "#", "K1": "w"})
    moves = legal(s)
    walks = {m for m in moves if "-" in m}
    assert walks == {"E5-E4", "E5-D4", "E5-F5", "E5-F6"}  # E6 enemy, D5 lake


def test_example_a_empty_landing_same_distance() -> None:
    s = state({"D1": "b", "D2": "b", "D5": "b", "D7": "b", "K1": "w"})
    moves = legal(s)
    assert "D1>D3" in moves  # adjacent pivot, landing right behind it
    assert "D5>D9" in moves  # pivot at distance 2, landing at distance 2 beyond


def test_example_b_gap_and_enemy_landing_makes_stack() -> None:
    s = state({"D1": "b", "D3": "b", "D5": "w", "K1": "w"})
    assert "D1>D5" in legal(s)
    s.play("D1>D5")
    d5 = s.board.cell("D5")
    assert s.stacks[d5] == (1, 0)  # white disc under the black piece, nothing captured
    assert s.stacks[s.board.cell("D1")] == ()


@pytest.mark.parametrize("blocker", ["#", "w", "b"])
def test_example_c_obstacle_between_jumper_and_pivot(blocker: str) -> None:
    s = state({"D1": "b", "D2": blocker, "D3": "b", "K1": "w"})
    assert "D1>D5" not in legal(s)
    with pytest.raises(IllegalMove):
        s.play("D1>D5")


def test_example_d_landing_must_mirror_the_distance() -> None:
    s = state({"D1": "b", "D3": "b", "K1": "w"})
    moves = legal(s)
    assert "D1>D5" in moves
    for wrong in ("D1>D4", "D1>D6", "D1>D7"):
        assert wrong not in moves


def test_cells_between_pivot_and_landing_may_hold_anything() -> None:
    s = state({"D1": "b", "D3": "b", "D4": "#", "K1": "w"})
    assert "D1>D5" in legal(s)
    s = state({"D1": "b", "D3": "b", "D4": "w", "K1": "w"})
    assert "D1>D5" in legal(s)


def test_no_landing_on_lake_friend_or_off_board() -> None:
    assert "D1>D5" not in legal(state({"D1": "b", "D3": "b", "D5": "#", "K1": "w"}))
    assert "D1>D5" not in legal(state({"D1": "b", "D3": "b", "D5": "b", "K1": "w"}))
    # D9 is the last cell of row D: a pivot at D9 would need a landing off the board.
    assert not any(
        m.startswith("D5>")
        for m in legal(state({"D5": "b", "D9": "b", "K1": "w"}))
        if m.startswith("D5>D")
    )


def test_only_top_discs_are_pieces() -> None:
    # The black disc under a white piece cannot move, pivot or walk.
    s = state({"E5": "bw", "E3": "b", "K1": "w", "A1": "w"}, turn="b")
    moves = legal(s)
    assert not any(m.startswith("E5") for m in moves)
    assert "E3>E7" not in moves  # E5 is topped by an enemy: it blocks, it is no pivot
    # ...until freed: White moves the top disc away.
    s = state({"E5": "bw", "K1": "b", "A2": "b"}, turn="w")
    s.play("E5-E6")
    assert s.stacks[s.board.cell("E5")] == (0,)


def test_stack_height_does_not_matter_for_jumps() -> None:
    s = state({"D1": "b", "D2": "(wwb)".strip("()"), "K1": "w"})
    assert "D1>D3" in legal(s)  # the 3-high stack topped by Black is a pivot


def test_multiple_jumps_may_continue_only_after_enemy_landing() -> None:
    # D1 jumps over D2 onto the white D3, then over D4 onto the white D5.
    s = state({"D1": "b", "D2": "b", "D3": "w", "D4": "b", "D5": "w", "K1": "w"})
    moves = legal(s)
    assert "D1>D3" in moves  # stopping after the first landing is allowed
    assert "D1>D3>D5" in moves
    s.play("D1>D3>D5")
    assert s.stacks[s.board.cell("D3")] == (1,)  # freed again
    assert s.stacks[s.board.cell("D5")] == (1, 0)
    # After landing on an empty cell the move ends.
    s = state({"D1": "b", "D2": "b", "D4": "b", "K1": "w"})
    assert not any(m.count(">") > 1 for m in legal(s))


def test_multiple_jump_may_change_direction_and_pivot() -> None:
    s = state({"D1": "b", "D2": "b", "D3": "w", "E4": "b", "K1": "w"})
    # From D3, E4 is an adjacent friendly pivot on a diagonal: land on F5.
    assert "D1>D3>F5" in legal(s)


def test_walks_and_jumps_never_combine() -> None:
    s = state({"D1": "b", "D2": "b", "D3": "w", "K1": "w"})
    with pytest.raises(InvalidNotation):
        s.play("D1>D3-D4")


def test_chain_never_revisits_a_cell() -> None:
    s = state({"D1": "b", "D2": "b", "D3": "w", "D4": "b", "D5": "w", "K1": "w"})
    for move in s.legal_moves():
        assert len(set(move.steps)) == len(move.steps)


def test_back_rank_victory_is_tested_at_the_start_of_a_turn() -> None:
    # Black walks onto White's back rank (row K); White to move does not win.
    s = state({"J1": "b", "A1": "b", "H3": "w", "C3": "w"}, turn="b")
    s.play("J1-K1")
    assert not s.is_terminal()
    s.play("H3-H4")
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (0,) and outcome.reason == "back-rank"


def test_back_rank_needs_more_than_the_opponent() -> None:
    s = state({"K1": "b", "A1": "w", "E5": "b", "G5": "w"}, turn="b")
    assert not s.is_terminal()  # one each: no winner
    s = state({"K1": "b", "K2": "b", "A1": "w", "E5": "b", "G5": "w"}, turn="b")
    assert s.outcome() is not None and s.outcome().winners == (0,)  # type: ignore[union-attr]
    # Only the mover can win at the start of its own turn.
    s = state({"K1": "b", "K2": "b", "A1": "w", "E5": "b", "G5": "w"}, turn="w")
    assert not s.is_terminal()


def test_stacked_discs_do_not_count_for_victory() -> None:
    s = state({"K1": "bw", "K2": "b", "A1": "w", "E5": "b", "G5": "w"}, turn="b")
    assert not s.is_terminal()  # K1 is topped by White: one Black piece against one


def test_no_legal_move_loses() -> None:
    # Black's only piece is boxed in by lakes and the edge.
    s = state({"A1": "b", "A2": "#", "B1": "#", "B2": "#", "G5": "w"}, turn="b")
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (1,) and outcome.reason == "no-moves"
    assert s.legal_moves() == []


def test_resignation_and_draw_by_agreement_are_undoable() -> None:
    s = OnagerGame().new_state(0)
    s.resign(0)
    assert s.outcome() is not None and s.outcome().winners == (1,)  # type: ignore[union-attr]
    s.undo()
    assert not s.is_terminal()
    s.agree_draw()
    assert s.outcome() is not None and s.outcome().is_draw  # type: ignore[union-attr]


def test_move_limit_draw_counts_moves_without_stacking() -> None:
    game = OnagerGame({"move_limit": 4})
    s = game.new_state(0)
    for text in ("@E5", "@G3", "@F2", "B1-C1", "J1-I1", "C1-D1"):
        s.play(text)
    assert not s.is_terminal()  # lakes do not count: three moves so far
    s.play("I1-H1")
    assert s.outcome() is not None and s.outcome().reason == "move-limit"  # type: ignore[union-attr]


def test_position_text_errors_are_clear() -> None:
    game = OnagerGame()
    for bad, words in (
        ("6 x b 0 0", "rows"),
        ("5 " + "/".join(["5"] * 9) + " b 0 0", "side"),
        ("nonsense", "5 fields"),
    ):
        with pytest.raises(PositionError, match=words):
            game.state_from_text(bad)


def test_notation_errors_are_typed() -> None:
    s = OnagerGame().new_state(0)
    with pytest.raises(InvalidNotation):
        s.play("hello")
    with pytest.raises(InvalidNotation, match="no cell"):
        s.play("@Z9")
    with pytest.raises(IllegalMove):
        s.play("B1-C1")  # still the lake phase
