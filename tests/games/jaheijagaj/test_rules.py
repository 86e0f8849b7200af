"""Every worked point of the source (seed 000) and of RULINGS section 5, on
small positions near the South rim (level 0 is rows 1-3 there)."""

from __future__ import annotations

import pytest

from boardroom.engine.errors import IllegalMove
from tests.games.jaheijagaj.helpers import at, state, texts

# --- moving ----------------------------------------------------------------------------


def test_infantry_walks_up_to_four_steps_on_one_level() -> None:
    st = state("rTe2 bTm2")
    moves = texts(st)
    assert "e2-f2" in moves and "e2-f2-g2-h2-i2" in moves
    assert "e2-f2-g2-h2-i2-j2" not in moves  # five steps
    assert not any("e2-e3-e4" in m for m in moves)  # e4 is up the wall


def test_a_lift_is_one_step_and_the_walk_goes_on_from_its_landing() -> None:
    st = state("rTe2 bTm2")
    assert "e2-f2-f3>f4" in texts(st)  # f3 is a lift base, f4 (level 1) its landing
    assert "e2-f2-f3>f4-g4" in texts(st)
    assert "e2-f2-f3" not in texts(st)  # nobody stops on a lift base
    st.play("e2-f2-f3>f4-g4")
    assert at(st, "g4") == "rTg4" and st.cells[st.game.new_state(0).cells.index(0)] == 0


def test_an_occupied_landing_closes_the_lift() -> None:
    st = state("rTe2 rTf4 bTm2")
    assert not any(">f4" in m for m in texts(st))


def test_nothing_walks_through_a_piece() -> None:
    st = state("rTe2 rTf2 rTe3 rTd2 rTe1 rTd3 rTf1 bTm2")  # e2 hemmed in
    assert not any(m.startswith("e2-") for m in texts(st))


# --- attacks and honour -----------------------------------------------------------------


def test_enough_honour_alone_takes_the_target() -> None:
    st = state("rSe2 bTg2")  # 2 against 1
    assert "e2-f2xg2" in texts(st)
    assert not any(m.startswith("e2-f2xg2+") for m in texts(st))  # no helper needed
    st.play("e2-f2xg2")
    assert at(st, "g2") == "rSg2" and at(st, "e2") == ""


def test_helpers_make_up_the_honour_and_the_primary_is_promoted() -> None:
    st = state("rTe2 rTh3 bSg2")  # 1 against 2: one Trooper helps
    moves = texts(st)
    assert "e2-f2xg2" not in moves  # short of honour without help
    assert "e2-f2xg2+h3-g3" in moves
    st.play("e2-f2xg2+h3-g3")
    assert at(st, "g2") == "rSg2"  # the Trooper won against more honour: Spec Ops
    assert at(st, "g3") == "rTg3"


def test_helpers_join_only_while_the_honour_is_short() -> None:
    st = state("rTe2 rTh3 rTi2 bSg2")
    moves = texts(st)
    assert "e2-f2xg2+h3-g3" in moves and "e2-f2xg2+i2-h2" in moves
    assert not any(m.count("+") > 1 for m in moves if "xg2" in m)


def test_an_honour_guard_needs_three_more_honour_from_a_trooper() -> None:
    st = state("rTe2 rSh3 rTi2 rTi1 bHg2")
    moves = texts(st)
    assert "e2-f2xg2+h3-g3+i2-h2" in moves  # 1 + 2 + 1 = 4
    assert "e2-f2xg2+i2-h2+h3-g3" in moves  # helpers in either order
    assert "e2-f2xg2+i2-h2+i1-h1" not in moves  # 1 + 1 + 1 is short...
    assert "e2-f2xg2+i2-h2+i1-h1+h3-g3" in moves  # ... until the Spec Ops joins
    assert "e2-f2xg2+h3-g3+i2-h2+i1-h1" not in moves  # 4 reached: no superfluous helper
    st.play("e2-f2xg2+h3-g3+i2-h2")
    assert at(st, "g2") == "rSg2"  # promoted one rank only


def test_no_promotion_when_the_stock_is_out() -> None:
    five = "rSk3 rSl3 rSm3 rSn3 rSc3"  # five Spec Ops: the stock's limit
    st = state(f"rTe2 rTh3 bSg2 {five}")
    st.play("e2-f2xg2+h3-g3")
    assert at(st, "g2") == "rTg2"


def test_equal_honour_takes_without_promotion() -> None:
    st = state("rTe2 bTg2")
    st.play("e2-f2xg2")
    assert at(st, "g2") == "rTg2"


def test_kiggyar_help_either_seat_and_are_never_promoted_or_primary() -> None:
    st = state("rTe2 kTh3 bSg2 kSf1")
    moves = texts(st)
    assert "e2-f2xg2+h3-g3" in moves
    assert not any(m.startswith(("h3", "f1")) for m in moves)  # Kiggyar never move alone
    st.play("e2-f2xg2+h3-g3")
    assert at(st, "g3") == "kTg3" and at(st, "g2") == "rSg2"
    # Blue may use the same Kiggyar.
    st2 = state("bTe2 kTh3 rSg2", to_move="b")
    assert "e2-f2xg2+h3-g3" in texts(st2)


def test_kiggyar_can_be_slain_and_still_promote_the_attacker() -> None:
    st = state("rTe2 rTh3 kSg2")
    st.play("e2-f2xg2+h3-g3")
    assert at(st, "g2") == "rSg2"
    st = state("rTe2 kTg2")
    assert "e2-f2xg2" in texts(st)


def test_a_wraith_cannot_be_attacked_by_infantry() -> None:
    st = state("rTe2 bWh2:0")
    assert not any("x" in m for m in texts(st))


# --- leaving the game ---------------------------------------------------------------------


def test_below_four_honour_a_seat_is_out_at_once_even_if_it_could_strike_back() -> None:
    # Blue has exactly 4: a Spec Ops, and two Troopers one of which Red takes.
    # Blue's Spec Ops could take Red's attacker back and be promoted... too late.
    st = state("rSe2 rHb1 bTg2 bTm2 bSi3", keep=False)
    assert st.infantry_honour(1) == 4
    st.play("e2-f2xg2")
    assert st.out == ((1, "honour"),) and not st.alive[1]
    assert not any(st.cells[h] and st.cells[h] >> 3 == 1 for h in range(256))
    outcome = st.outcome()
    assert outcome is not None and outcome.winners == (0,) and outcome.reason == "last-seat"


def test_three_seats_play_on_after_one_leaves() -> None:
    st = state("rSe2 rHb1 bTg2 bTm2 bSi3 pHa15", keep=False, seats=3)
    st.play("e2-f2xg2")
    assert st.out == ((1, "honour"),) and st.outcome() is None
    assert st.current_seat == 2  # Blue is skipped


def test_resigning_in_a_game_of_three_leaves_and_the_others_play_on() -> None:
    st = state("rTe2 bTm2", seats=3)
    st.resign(0)
    assert st.out == ((0, "resign"),) and st.current_seat == 1 and st.outcome() is None
    assert st.history[-1].kind == "resign"
    st.undo()
    assert all(st.alive) and st.current_seat == 0
    st.play("resign")
    st.play("resign")
    outcome = st.outcome()
    assert outcome is not None and outcome.winners == (2,) and outcome.reason == "resignation"


def test_a_draw_is_shared_by_the_seats_still_in() -> None:
    st = state("rTe2 bTm2", seats=3)
    st.resign(1)
    st.agree_draw()
    outcome = st.outcome()
    assert outcome is not None and outcome.is_draw and outcome.scores == (0.5, 0.0, 0.5)


# --- spawning -----------------------------------------------------------------------------


def test_three_connected_infantry_spawn_a_trooper_beside_them() -> None:
    st = state("rTe2 rTf2 rSf1 bTm2")  # a triangle
    spawns = {m for m in texts(st) if m.startswith("*")}
    assert "*d2" in spawns and "*g2" in spawns and "*e1" in spawns
    assert "*f3" not in spawns  # a lift base
    st.play("*g2")
    assert at(st, "g2") == "rTg2"


def test_two_are_not_enough_and_a_bend_or_line_is() -> None:
    assert not any(m.startswith("*") for m in texts(state("rTe2 rTf2 bTm2")))
    assert any(m.startswith("*") for m in texts(state("rTd2 rTe2 rTf2 bTm2")))
    assert any(m.startswith("*") for m in texts(state("rTd1 rTd2 rTe2 bTm2")))


def test_no_spawn_with_ten_troopers_on_the_board() -> None:
    ten = "rTd2 rTe2 rTf2 rTg2 rTh2 rTi2 rTj2 rTk2 rTl2 rTm2"
    st = state(f"{ten} bTm3")
    assert not any(m.startswith("*") for m in texts(st))
    nine = ten.replace(" rTm2", "")
    assert any(m.startswith("*") for m in texts(state(f"{nine} bTm3")))


# --- the Wraith -----------------------------------------------------------------------------


def test_a_wraith_moves_ahead_and_turns() -> None:
    st = state("rWh2:0 bTm3")
    moves = texts(st)
    assert {"Wh2-i2", "Wh2<", "Wh2>"} <= moves
    st.play("Wh2-i2")  # the tripod moves whole: i2, its nose j2, i1 and h3
    assert [at(st, n) for n in ("i2", "j2", "i1", "h3")] == ["rWi2:0"] * 4
    assert at(st, "h2") == at(st, "g3") == at(st, "h1") == ""
    st2 = state("rWh2:0 bTm3")
    st2.play("Wh2>")  # turning right about h2: the nose goes from i2 to i1
    assert [at(st2, n) for n in ("h2", "i1", "g2", "h3")] == ["rWh2:1"] * 4


def test_a_charge_destroys_up_to_four_pieces_one_of_them_an_enemy() -> None:
    # Charging 3 from h2 facing +q: the final hexes are k2 (centre), l2 (nose),
    # k1 and j3. k2 is the nose of the second footprint: the charge covers it
    # at the end, so a piece there is destroyed, not run into.
    st = state("rWh2:0 bTk2 bTl2 bTk1 rTj3 bTm3 bSd3 bSc3")
    assert "Wh2!k2" in texts(st)
    st.play("Wh2!k2")
    assert at(st, "k2") == "rWk2:0"
    assert [at(st, n) for n in ("l2", "k1", "j3")] == ["rWk2:0"] * 3
    assert st.on_board(1, 1) == 1 and st.on_board(0, 1) == 0  # the charge spares nobody


def test_a_charge_needs_an_enemy_and_a_free_way() -> None:
    st = state("rWh2:0 rTk1 bTm3")  # only an own piece at the end
    assert not any("!" in m for m in texts(st))
    st = state("rWh2:0 bTi1 bTk2 bTm3")  # i1 is on the way (first footprint)
    assert not any("!" in m for m in texts(st))


def test_infantry_just_ahead_of_the_nose_pins_the_wraith() -> None:
    st = state("rWh2:0 kTj2 bTk1 bTm3")  # j2 is ahead of the nose (i2)
    assert not any("!" in m for m in texts(st))
    st = state("rWh2:0 bTk1 bTm3")  # k1: under the charge of 3 (to k2)
    assert "Wh2!k2" in texts(st)


RING = "bTk1 bTm1 bTk2 bTj3"  # with l3 and the walls above, all but n1, n2, m3


def test_a_surrounded_wraith_is_destroyed_and_an_enemy_wraith_counts() -> None:
    # Red's Wraith on l2 (facing +q: l2, m2, l1, k3). Around it: the wall of
    # level 1 above, Blue Troopers, and Blue's own Wraith on n2, whose hexes
    # (n2, o2, n1, m3) close three of the gaps: no more infantry is needed.
    st = state(f"rWl2:0 bWn2:0 {RING} bTl3 bTm5")
    st.play("b1-a1")  # whatever Red plays, its own turn's end finds the ring closed
    assert st.wraith[0] is None and at(st, "l2") == at(st, "m2") == ""
    assert st.wraith[1] is not None  # Blue's Wraith has room around it
    st.undo()
    assert st.wraith[0] is not None


def test_one_friend_in_the_ring_keeps_the_wraith_alive() -> None:
    st = state(f"rWl2:0 bWn2:0 {RING} rTl3 bTm5")
    st.play("b1-a1")
    assert st.wraith[0] is not None


def test_closing_the_ring_destroys_the_wraith_at_the_end_of_the_turn() -> None:
    st = state("rWl2:0 bWn2:0 bTm1 bTk2 bTj3 bTl3 bTj1 bTm5", to_move="b")
    assert st.wraith[0] is not None  # k1 is still open
    st.play("j1-k1")
    assert st.wraith[0] is None


@pytest.mark.parametrize("text", ["resign:green", "e2-f2xg2+", "Wh2!", "*z9", "e2"])
def test_bad_notation_is_refused_with_a_typed_error(text: str) -> None:
    st = state("rTe2 bTg2")
    with pytest.raises(ValueError):
        st.play(text)


def test_an_illegal_move_is_refused() -> None:
    st = state("rTe2 bTg2")
    with pytest.raises(IllegalMove):
        st.play("e2-f2-g2")


def test_a_walk_made_quickly_is_the_move_made_plainly() -> None:
    # moves.walk_move skips the frozen dataclass's __init__: every field is
    # still set, to the same values (a field added later must be set there too).
    from boardroom.games.jaheijagaj.moves import MOVE, JMove, walk_move

    quick, plain = walk_move((4, 5, 6), 2), JMove(MOVE, (4, 5, 6), seat=2)
    assert vars(quick) == vars(plain) and quick == plain and hash(quick) == hash(plain)
    assert repr(quick) == repr(plain)
