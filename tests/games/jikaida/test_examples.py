"""Every worked example of the Poron Jikaida source (seed 001) as a test.

The source's diagrams are lost; each position below is rebuilt from the prose
of its example, with /work/shared/RULINGS.md section 2 deciding open points.
Every test runs against the slow reference generator and against the engine
(``boardroom.games.jikaida``, skipped while it cannot be imported).

Squares: Yellow moves up the board (rank 1 -> 18), Blue down.  Fronts lie
between files f|g and between ranks 6|7 and 12|13.  Pieces are written as a
letter plus a square ("Se8": Yellow Swod on e8, "sf9": Blue Swod on f9).
Every position keeps both Kings and a second Blue piece on the board, so
that no Nikaida is under way unless a test wants one.
"""

from __future__ import annotations

import pytest

from tests.games.jikaida.examples_helpers import (
    Backend,
    Pos,
    is_yellow,
    position,
    promotions,
    squares,
)
from tests.games.jikaida.reference import VARIANTS

# Kings out of the way, and a spare Blue Swod (Blue's start rank: unmoved).
KINGS = "Kl1 kl18 sa16"


@pytest.fixture(params=["reference", "engine"])
def backend(request: pytest.FixtureRequest) -> Backend:
    return Backend(request.param)


def outcome_is(pos: Pos, winner: str | None, scores: tuple[float, float] | None = None) -> None:
    result = pos.outcome()
    assert result is not None, "the game should be over"
    assert result[0] == winner
    if scores is not None:
        assert result[1] == scores
    assert pos.moves() == set(), "no legal move once the game is over"


# ---------------------------------------------------------------- helpers that state rules

STEPS8 = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))
KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


def _xy(sq: str) -> tuple[int, int]:
    return ord(sq[0]) - ord("a"), int(sq[1:]) - 1


def _name(x: int, y: int) -> str:
    return f"{chr(ord('a') + x)}{y + 1}"


def _on_board(x: int, y: int) -> bool:
    return 0 <= x < 12 and 0 <= y < 18


def _step_allowed(part_start: tuple[int, int], a: tuple[int, int], b: tuple[int, int]) -> bool:
    """A Deldar step a->b is allowed when every front it crosses borders part_start."""
    for lo, coord in ((5, 0), (5, 1), (11, 1)):  # front between index lo and lo + 1
        crossed = min(a[coord], b[coord]) <= lo < max(a[coord], b[coord])
        if crossed and part_start[coord] not in (lo, lo + 1):
            return False
    return True


def deldar_reach(start: str, double: bool) -> set[str]:
    """An empty board: one Deldar move (1-2 squares straight), or two on its first move."""

    def one_move(frm: tuple[int, int]) -> set[tuple[int, int]]:
        out = set()
        for dx, dy in STEPS8:
            cur = frm
            for _ in range(2):
                nxt = (cur[0] + dx, cur[1] + dy)
                if not _on_board(*nxt) or not _step_allowed(frm, cur, nxt):
                    break
                out.add(nxt)
                cur = nxt
        return out

    first = one_move(_xy(start))
    reach = set(first)
    if double:
        for mid in first:
            reach |= one_move(mid)
    reach.discard(_xy(start))
    return {_name(*sq) for sq in reach}


def knight(sq: str) -> set[str]:
    x, y = _xy(sq)
    return {_name(x + dx, y + dy) for dx, dy in KNIGHT if _on_board(x + dx, y + dy)}


# ================================================================ the King


def test_king_steps_one_square_any_way(backend: Backend) -> None:
    """The King goes one square in any of the eight directions, and no further."""
    pos = backend.at("Kc9 kl18 sa16")
    assert pos.dests("c9") == squares("b8 b9 b10 c8 c10 d8 d9 d10")


def test_king_is_not_held_by_fronts(backend: Backend) -> None:
    """Beside the point where the fronts meet, the King steps across either or both."""
    pos = backend.at("Kf6 kl18 sa16")
    assert pos.dests("f6") == squares("e5 e6 e7 f5 f7 g5 g6 g7")


# ================================================================ the Swod


def test_swod_steps_one_square_forward_or_diagonally_forward(backend: Backend) -> None:
    """A Swod that has moved goes one square ahead or to either forward diagonal."""
    pos = backend.at(f"{KINGS} Se8")
    assert pos.dests("e8") == squares("d9 e9 f9")


def test_swod_captures_only_on_the_forward_diagonals(backend: Backend) -> None:
    """A piece straight ahead blocks the Swod; a diagonal enemy may be taken, a friend not."""
    pos = backend.at(f"{KINGS} Se8 de9 nf9 Sd9")
    assert pos.dests("e8") == squares("f9")
    pos = backend.at(f"{KINGS} Se8 de9 nf9 nd9")
    assert pos.dests("e8") == squares("d9 f9")


def test_swod_is_not_held_by_fronts(backend: Backend) -> None:
    """The Swod ignores fronts, even on the diagonal through the point where two meet."""
    pos = backend.at(f"{KINGS} Sf6")
    assert pos.dests("f6") == squares("e7 f7 g7")


def test_swod_first_move_goes_one_to_three_squares_in_one_direction(backend: Backend) -> None:
    """An unmoved Swod advances 1-3 squares along one forward line, never turning."""
    pos = backend.at(f"{KINGS} Se3")
    assert pos.dests("e3") == squares("e4 e5 e6 d4 c5 b6 f4 g5 h6")


def test_swod_first_move_stops_at_pieces_and_capture_ends_it(backend: Backend) -> None:
    """The bonus run stops at a piece: a diagonal enemy is taken (ending the move), ahead no."""
    pos = backend.at(f"{KINGS} Se3 nc5 je5 Sf4")
    assert pos.dests("e3") == squares("d4 c5 e4")
    pos = backend.at(f"{KINGS} Se3 nd4")
    assert pos.dests("e3") == squares("d4 e4 e5 e6 f4 g5 h6")


def test_swod_bonus_is_gone_once_it_has_moved(backend: Backend) -> None:
    """A Swod back on a start square but marked as moved steps one square only."""
    pos = backend.at(f"{KINGS} Se3", moved="e3")
    assert pos.dests("e3") == squares("d4 e4 f4")


def test_blue_swod_first_move_goes_down_the_board(backend: Backend) -> None:
    """Forward for Blue is toward rank 1; its bonus runs the same way."""
    pos = backend.at("Kl1 kl18 Sa3 se16", turn="b")
    assert pos.dests("e16") == squares("e15 e14 e13 d15 c14 b13 f15 g14 h13")


def test_squares_reached_by_a_swod_bonus_capture_are_attacked(backend: Backend) -> None:
    """A King may not step where an unmoved enemy Swod could take it with its long first move."""
    pos = backend.at("Kb14 Sl3 kl18 se16")
    assert pos.dests("b14") == squares("a13 a14 a15 b15 c13 c15")
    pos = backend.at("Kb14 Sl3 kl18 se16", moved="e16")
    assert pos.dests("b14") == squares("a13 a14 a15 b13 b15 c13 c14 c15")


@pytest.mark.parametrize("deldar", ["De7", "Dd7", "Dd8"])
def test_propt_swod_cannot_be_taken_by_an_enemy_swod(backend: Backend, deldar: str) -> None:
    """Next to a friendly Deldar (straight or diagonal) a Swod is Propt: Swods cannot take it."""
    pieces = f"{KINGS} Se8 sf9 {deldar}"
    assert backend.at(pieces, turn="b").dests("f9") == squares("f8 g8")
    # ... while the unprotected Blue Swod is fair game for the Yellow one.
    assert "f9" in backend.at(pieces).dests("e8")


def test_unprotected_swod_can_be_taken_by_an_enemy_swod(backend: Backend) -> None:
    """Without a friendly Deldar beside it, the Swod falls to an enemy Swod."""
    assert backend.at(f"{KINGS} Se8 sf9", turn="b").dests("f9") == squares("e8 f8 g8")


def test_only_a_friendly_deldar_makes_a_swod_propt(backend: Backend) -> None:
    """An enemy Deldar next to the Swod gives it no protection."""
    assert backend.at(f"{KINGS} Se8 sf9 de7", turn="b").dests("f9") == squares("e8 f8 g8")


def test_propt_swod_falls_to_pieces_other_than_swods(backend: Backend) -> None:
    """Propt only stops Swods: a Jiktar may still take the protected Swod."""
    pos = backend.at(f"{KINGS} Se8 De7 je11 sf9", turn="b")
    assert pos.dests("e11") == squares("e10 e9 e8 e12 a11 b11 c11 d11 f11")


# ================================================================ the Deldar


def test_deldar_moves_one_or_two_squares_any_way(backend: Backend) -> None:
    """A moved Deldar goes 1 or 2 squares along any of the 8 lines, inside a drin."""
    pos = backend.at(f"{KINGS} Dc9")
    assert pos.dests("c9") == deldar_reach("c9", double=False)
    assert len(pos.dests("c9")) == 16


def test_deldar_two_square_move_is_no_leap(backend: Backend) -> None:
    """A piece on the first square stops the Deldar there (taken if enemy, not if friend)."""
    pos = backend.at(f"{KINGS} Dc9 jc10 Sd10")
    assert pos.dests("c9") == deldar_reach("c9", double=False) - squares("c11 d10 e11")
    assert "c10" in pos.dests("c9")


def test_deldar_may_not_cross_a_front_it_is_not_next_to(backend: Backend) -> None:
    """Away from the fronts the Deldar stops on the last square before each of them."""
    pos = backend.at(f"{KINGS} De8")
    assert pos.dests("e8") == squares("e9 e10 e7 f8 d8 c8 f9 d9 c10 f7 d7")


def test_deldar_next_to_one_front_crosses_that_front_only(backend: Backend) -> None:
    """Standing beside the f|g front it may cross it, but not the 6|7 front two ranks off."""
    pos = backend.at(f"{KINGS} Df8")
    assert pos.dests("f8") == squares("f9 f10 f7 g8 h8 e8 d8 g9 h10 e9 d10 g7 e7")


def test_deldar_next_to_two_fronts_crosses_both(backend: Backend) -> None:
    """Beside both fronts it crosses either, and the diagonal through their meeting point."""
    pos = backend.at(f"{KINGS} Df7")
    assert pos.dests("f7") == deldar_reach("f7", double=False)
    assert {"g6", "h5", "e6", "g8"} <= pos.dests("f7")


def test_deldar_first_move_is_up_to_two_deldar_moves(backend: Backend) -> None:
    """An unmoved Deldar makes one or two Deldar moves, turning any way between them."""
    pos = backend.at(f"{KINGS} Dc2")
    assert pos.dests("c2") == deldar_reach("c2", double=True)
    assert "d4" in pos.dests("c2")  # one square up, then one diagonally
    assert backend.at(f"{KINGS} Dc2", moved="c2").dests("c2") == deldar_reach("c2", False)


def test_deldar_first_move_ends_with_a_capture(backend: Backend) -> None:
    """Taking a piece with the first part ends the double move there."""
    pos = backend.at(f"{KINGS} Dc2 nc4")
    # c5 is reachable only by going on from c4 (c6 also via a4).
    assert pos.dests("c2") == deldar_reach("c2", double=True) - squares("c5")
    assert "c4" in pos.dests("c2")


def test_deldar_double_move_judges_fronts_from_each_part(backend: Backend) -> None:
    """A first part that ends beside a front lets the second part cross it."""
    pos = backend.at(f"{KINGS} De2")
    assert pos.dests("e2") == deldar_reach("e2", double=True)
    east = {sq for sq in pos.dests("e2") if sq[0] >= "g"}
    assert east == squares("g1 g2 g3 g4 h1 h2 h3 h4 h5")


def test_opening_bonus_never_ends_in_a_vault(backend: Backend) -> None:
    """A Deldar or Paktun whose first part ends beside a run may not vault along it."""
    # b2-c2, then over d2 e2 f2 to g2: not allowed (and g2 is too far for two Deldar moves).
    pos = backend.at(f"{KINGS} Db2 Dd2 Se2 Df2")
    assert "c2" in pos.dests("b2")
    assert "g2" not in pos.dests("b2")
    # d1-b2, then over b3 b4 b5 to b6: not allowed either.
    pos = backend.at(f"{KINGS} Nd1 Sb3 Sb4 Sb5")
    two = set(knight("d1"))
    for mid in knight("d1"):
        two |= knight(mid)
    assert pos.dests("d1") == two - {"d1", "b5"}
    assert "b6" not in pos.dests("d1")


# ================================================================ Hikdar and Jiktar


def test_hikdar_stops_at_fronts_it_is_not_next_to(backend: Backend) -> None:
    """The Hikdar runs diagonally and halts before any front it did not start beside."""
    assert backend.at(f"{KINGS} Hd9").dests("d9") == squares("e10 f11 c10 b11 a12 e8 f7 c8 b7")


def test_hikdar_next_to_a_front_crosses_it(backend: Backend) -> None:
    """Starting beside the f|g front the Hikdar crosses it, but no front beyond."""
    pos = backend.at(f"{KINGS} Hf9")
    assert pos.dests("f9") == squares("g10 h11 i12 g8 h7 e10 d11 c12 e8 d7")


def test_jiktar_stops_at_fronts_it_is_not_next_to(backend: Backend) -> None:
    """The Jiktar runs orthogonally and halts before fronts it did not start beside."""
    pos = backend.at(f"{KINGS} Jc9")
    assert pos.dests("c9") == squares("c10 c11 c12 c8 c7 d9 e9 f9 b9 a9")


@pytest.mark.parametrize(
    "start, expected",
    [
        # beside the f|g and the 6|7 fronts: crosses both, stops before 12|13
        ("g7", "g8 g9 g10 g11 g12 g6 g5 g4 g3 g2 g1 a7 b7 c7 d7 e7 f7 h7 i7 j7 k7 l7"),
        # beside the f|g front only: crosses it, stops before 6|7
        ("f8", "a8 b8 c8 d8 e8 g8 h8 i8 j8 k8 l8 f9 f10 f11 f12 f7"),
    ],
)
def test_jiktar_next_to_a_front_crosses_it(backend: Backend, start: str, expected: str) -> None:
    """A Jiktar beside a front may cross that front, and no other."""
    assert backend.at(f"{KINGS} J{start}").dests(start) == squares(expected)


# ================================================================ the Paktun


def test_paktun_leaps_over_pieces_and_must_finish_the_leap(backend: Backend) -> None:
    """Hemmed in on all sides, the Paktun still reaches every knight square, and only those."""
    ring = "Sb8 dc8 Dd8 jb9 Sd9 Hb10 nc10 Dd10"
    pos = backend.at(f"{KINGS} Nc9 {ring}")
    assert pos.dests("c9") == knight("c9")
    pos = backend.at(f"{KINGS} Nc9 {ring} Db11 je10")
    assert pos.dests("c9") == knight("c9") - squares("b11")  # e10 taken, b11 is a friend


@pytest.mark.parametrize("start", ["e8", "f8"])
def test_paktun_crosses_one_front_freely(backend: Backend, start: str) -> None:
    """The Paktun's leap may cross a front wherever it starts."""
    assert backend.at(f"{KINGS} N{start}").dests(start) == knight(start)


@pytest.mark.parametrize("start", ["d1", "e1"])
def test_paktun_first_move_may_be_two_leaps(backend: Backend, start: str) -> None:
    """An unmoved Paktun may leap once or twice (never ending where it started)."""
    pos = backend.at(f"{KINGS} N{start}")
    two = set(knight(start))
    for mid in knight(start):
        two |= knight(mid)
    assert pos.dests(start) == two - {start}
    assert backend.at(f"{KINGS} N{start}", moved=start).dests(start) == knight(start)


def test_paktun_double_leap_ends_with_a_capture(backend: Backend) -> None:
    """Capturing with the first leap ends the move: no second leap from there."""
    pos = backend.at(f"{KINGS} Nd1 hc3")
    two = set(knight("d1"))
    for mid in knight("d1") - {"c3"}:
        two |= knight(mid)
    assert pos.dests("d1") == two - {"d1"}
    assert squares("b5 e2 a2 b1").isdisjoint(pos.dests("d1"))


# ================================================================ Chuktar and Kapt


def test_chuktar_crosses_one_front_freely(backend: Backend) -> None:
    """The Chuktar crosses one front per move, whichever, then stops at the next."""
    pos = backend.at(f"{KINGS} Ce10")
    expected = squares(
        "e11 e12 e13 e14 e15 e16 e17 e18 e9 e8 e7 e6 e5 e4 e3 e2 e1"
        " f10 g10 h10 i10 j10 k10 l10 d10 c10 b10 a10"
        " f11 g12 d11 c12 b13 a14 f9 g8 h7 d9 c8 b7 a6"
    )
    assert pos.dests("e10") == expected


def test_chuktar_diagonal_through_the_meeting_point_crosses_two_fronts(backend: Backend) -> None:
    """Heading for the corner where two fronts meet, the Chuktar must stop before it."""
    pos = backend.at(f"{KINGS} Cd9")
    expected = squares(
        "d10 d11 d12 d13 d14 d15 d16 d17 d18 d8 d7 d6 d5 d4 d3 d2 d1"
        " e9 f9 g9 h9 i9 j9 k9 l9 c9 b9 a9"
        " e10 f11 g12 c10 b11 a12 e8 f7 c8 b7 a6"
    )
    assert pos.dests("d9") == expected
    assert "g6" not in pos.dests("d9")


def test_chuktar_beside_both_fronts_passes_their_meeting_point(backend: Backend) -> None:
    """Starting beside both fronts, the diagonal through the corner costs nothing."""
    pos = backend.at("Kk2 kl18 sa16 Cf7")
    expected = squares(
        "f8 f9 f10 f11 f12 f13 f14 f15 f16 f17 f18 f6 f5 f4 f3 f2 f1"
        " a7 b7 c7 d7 e7 g7 h7 i7 j7 k7 l7"
        " g8 h9 i10 j11 k12 l13 e8 d9 c10 b11 a12 g6 h5 i4 j3 e6 d5 c4 b3 a2"
    )
    assert pos.dests("f7") == expected


def test_kapt_moves_as_chuktar_or_paktun(backend: Backend) -> None:
    """The Kapt has the Chuktar's lines (one free crossing) plus the Paktun's leaps."""
    chuktar = backend.at(f"{KINGS} Cd9").dests("d9")
    pos = backend.at(f"{KINGS} Ad9")
    assert pos.dests("d9") == chuktar | knight("d9")
    assert len(pos.dests("d9")) == 47
    pos = backend.at(f"{KINGS} Ae8")
    assert knight("e8") <= pos.dests("e8")  # g9, g7, f6, d6 each cross a front


# ================================================================ vaults


@pytest.mark.parametrize(
    "pieces, frm, to",
    [
        # the "A" pair: a diagonal run, either end to the other
        ("Jb9 Sc10 nd11 De12", "b9", "f13"),
        ("Jf13 Sc10 nd11 De12", "f13", "b9"),
        # the "B" pair: a vertical run
        ("Hb8 Sb9 db10 Jb11", "b8", "b12"),
        ("Hb12 Sb9 db10 Jb11", "b12", "b8"),
        # the "C" pair: a horizontal run, here of four pieces
        ("Da9 Sb9 sc9 Dd9 He9", "a9", "f9"),
        ("Df9 Sb9 sc9 Dd9 He9", "f9", "a9"),
    ],
)
def test_vault_from_either_end_of_a_run(backend: Backend, pieces: str, frm: str, to: str) -> None:
    """A piece beside one end of a run of 3+ pieces (any colours) may land beyond the other."""
    assert to in backend.at(f"{KINGS} {pieces}").dests(frm)


def test_vault_full_destination_sets(backend: Backend) -> None:
    """The vault adds exactly its landing square to the piece's own moves."""
    pos = backend.at(f"{KINGS} Hb8 Sb9 db10 Jb11")
    assert pos.dests("b8") == squares("a7 a9 c7 c9 d10 e11 f12 b12")
    pos = backend.at(f"{KINGS} Jb9 Sc10 nd11 De12")
    assert pos.dests("b9") == squares("b7 b8 b10 b11 b12 a9 c9 d9 e9 f9 f13")


def test_vault_needs_a_run_of_three(backend: Backend) -> None:
    """A run of two pieces cannot be vaulted on the full board."""
    pos = backend.at(f"{KINGS} Hb8 Sb9 db10")
    assert pos.dests("b8") == squares("a7 a9 c7 c9 d10 e11 f12")


BREAK_LINE = "Sb8 db9 Jb10 Sb12 jb13"  # A = b7, B = b11 (the break), C = b14


def test_vault_lands_in_the_first_break(backend: Backend) -> None:
    """From A the vault stops at the break B; it cannot go on to C."""
    pos = backend.at(f"{KINGS} {BREAK_LINE} Hb7")
    assert pos.dests("b7") == squares("a6 a8 c6 d5 e4 f3 c8 d9 e10 f11 b11")


def test_vault_from_the_break_back_to_the_start(backend: Backend) -> None:
    """From B the piece vaults back to A; the two pieces above it are too few."""
    pos = backend.at(f"{KINGS} {BREAK_LINE} Hb11")
    assert pos.dests("b11") == squares("a10 a12 c10 d9 e8 f7 c12 b7")


def test_no_vault_beside_a_run_of_two(backend: Backend) -> None:
    """From C, next to only two pieces before the break, no vault at all."""
    pos = backend.at(f"{KINGS} {BREAK_LINE} Hb14")
    assert pos.dests("b14") == squares("a13 a15 c13 c15 d16 e17 f18")


def test_vault_captures_only_after_three_pieces(backend: Backend) -> None:
    """A vaulter may stop on an enemy once three pieces are behind it, never on a friend."""
    pos = backend.at(f"{KINGS} Jc8 Sc9 jc10 Sc11 nc12 Dc13")
    assert pos.dests("c8") == squares("c7 a8 b8 d8 e8 f8 c12 c14")


# The D-E example: a column crossing the 6|7 front.  D = e4, E = e10.
DE_LINE = "Se5 De6 Se7 Se8 se9"


def test_vault_crosses_fronts_and_captures_the_swod_by_e(backend: Backend) -> None:
    """A Jiktar at D vaults across the front to E, or takes the Blue Swod beside E."""
    pos = backend.at(f"{KINGS} {DE_LINE} Je4")
    assert pos.dests("e4") == squares("a4 b4 c4 d4 f4 e3 e2 e1 e9 e10")


def test_white_swod_by_d_vaults_onto_the_black_swod(backend: Backend) -> None:
    """The Yellow Swod next to D vaults forward and takes the unprotected Blue Swod."""
    pos = backend.at(f"{KINGS} {DE_LINE}")
    assert pos.dests("e5") == squares("d6 f6 e9 e10")


def test_black_swod_cannot_vault_onto_a_propt_swod(backend: Backend) -> None:
    """The Blue Swod may vault down to D but may not take the Propt Yellow Swod."""
    pos = backend.at(f"{KINGS} {DE_LINE}", turn="b")
    assert pos.dests("e9") == squares("d8 f8 e4")


def test_black_piece_at_e_vaults_to_d_or_takes_swod_or_deldar(backend: Backend) -> None:
    """A Blue Jiktar at E may land on D, or take the Yellow Deldar or the Propt Swod."""
    pos = backend.at(f"{KINGS} {DE_LINE} je10", turn="b")
    assert pos.dests("e10") == squares("e11 e12 a10 b10 c10 d10 f10 e6 e5 e4")


def test_vault_off_the_board_only_as_a_capture(backend: Backend) -> None:
    """A run reaching the edge can only be vaulted by capturing on it."""
    pos = backend.at(f"{KINGS} Jc14 Sc15 Dc16 Sc17 nc18")
    assert pos.dests("c14") == squares("c13 a14 b14 d14 e14 f14 c18")
    pos = backend.at(f"{KINGS} Jc14 Sc15 Dc16 Sc17 Nc18")
    assert pos.dests("c14") == squares("c13 a14 b14 d14 e14 f14")


def test_swods_vault_forward_only(backend: Backend) -> None:
    """With a run of three on each of its eight lines, a Swod vaults only the forward three."""
    runs = (
        "De10 je11 Se12"  # ahead
        " Sf10 Sg11 jh12"  # forward right
        " Dd10 Sc11 Db12"  # forward left
        " Sf9 Dg9 nh9 Sd9 Jc9 Db9"  # sideways
        " Se8 De7 Se6 Sf8 jg7 Sh6 Sd8 Dc7 Sb6"  # backward lines
    )
    pos = backend.at(f"{KINGS} Se9 {runs}")
    assert pos.dests("e9") == squares("e13 i13 a13")


def test_vault_can_change_a_hikdars_colour(backend: Backend) -> None:
    """Vaulting straight over four pieces puts the Hikdar on the other colour."""
    pos = backend.at(f"{KINGS} Hb7 Sb8 db9 Jb10 Sb11")
    dests = pos.dests("b7")
    assert dests == squares("a6 a8 c6 d5 e4 f3 c8 d9 e10 f11 b12")
    assert {sq for sq in dests if is_yellow(sq) != is_yellow("b7")} == {"b12"}


def test_vault_gives_kaida(backend: Backend) -> None:
    """A vault that could take the King is Kaida: only answers to it are legal."""
    pos = backend.at("Kl1 Jc8 Sc9 Sc10 Sc11 kc12 ja16", turn="b")
    # The King flees, takes a Swod of the run, or vaults down the run onto the Jiktar.
    assert pos.moves() == {"c12-b13", "c12-c13", "c12-d13", "c12-c11", "c12-c8"}
    # With only two pieces in the run there is no Kaida: the Jiktar may move too.
    pos = backend.at("Kl1 Jc8 Sc10 Sc11 kc12 ja16", turn="b")
    assert pos.dests("a16") == squares("a17 a18 a15 a14 a13 b16 c16 d16 e16 f16")


# ================================================================ the Pallan


def test_pallan_takes_friends_but_never_its_own_king(backend: Backend) -> None:
    """The Pallan may capture its own pieces by moving or leaping, but not its King."""
    pos = backend.at("Pa1 Kc1 Sa2 Db2 Hb3 kl18 sl16")
    assert pos.dests("a1") == squares("a2 b2 b1 b3 c2")


def test_pallan_vault_takes_friends_but_never_its_own_king(backend: Backend) -> None:
    """After three pieces a Pallan's vault may stop on a friend, never on its King."""
    pos = backend.at("Pa9 Sa10 sa11 Da12 Sa13 Ka14 kl18 sl16")
    dests = pos.dests("a9")
    assert {"a13", "a15"} <= dests
    assert "a14" not in dests and "a12" not in dests


def test_pallan_turns_at_fronts(backend: Backend) -> None:
    """Front turns: straight on, turn just past the front; diagonally, turn just before it."""
    pos = backend.at(f"{KINGS} Pb4")
    expected = squares(
        # north, crossing 6|7, turning at b7; then stopping before 12|13 / f|g
        "b5 b6 b7 b8 b9 b10 b11 b12 c8 d9 e10 f11 a8"
        # east, crossing f|g, turning at g4; then stopping before 6|7
        " c4 d4 e4 f4 g4 h4 i4 j4 k4 l4 h5 i6 h3 i2 j1"
        # north-east: straight on over 6|7 (free crossing) up to the f|g front ...
        " c5 d6 e7 f8"
        # ... or turning at d6, the last square before 6|7: north across it, or east along it
        " d7 d8 d10 d11 d12 e6 f6"
        # the short lines and the Paktun leaps
        " b3 b2 b1 a4 a5 c3 d2 e1 a3 a6 c6 d5 d3 a2 c2"
    )
    assert pos.dests("b4") == expected


def test_pallan_front_turn_cannot_be_followed_by_a_vault(backend: Backend) -> None:
    """A Pallan that turned at a front may not then vault from where it stops."""
    run = "Se8 sf8 Sg8"  # e8 f8 g8; the square beyond is h8
    turned = backend.at(f"{KINGS} Pc3 {run}").dests("c3")
    assert "d8" in turned  # c3 north over the front, turning at c7
    assert "h8" not in turned
    # A plain move (crossing the front without turning) to d8, then the vault, is fine.
    assert "h8" in backend.at(f"{KINGS} Pd3 {run}").dests("d3")


# Move then vault: Blue Pallan in the top-left corner; its own King on f18 closes row 18.
MOVE_VAULT = "Kl1 kf18 pa18 Sa15 da14 Sa13 dd17 Sd16 sd15 sc16 Se16 Sb12"


def test_pallan_moves_to_a_run_then_vaults(backend: Backend) -> None:
    """To A (a16) then over a15-a13 to D; to B (d18) then down to E; leap to C (b16), on to F."""
    pos = backend.at(MOVE_VAULT, turn="b")
    ordinary = squares("a17 a16 a15 b18 c18 d18 e18 b17 c16 b16 c17")
    assert pos.dests("a18") == ordinary | squares("a12 d14 f16")


def test_pallan_moves_diagonally_to_a_file_run_and_vice_versa(backend: Backend) -> None:
    """A diagonal move may reach an orthogonal run, and an orthogonal move a diagonal one."""
    alone = backend.at(f"{KINGS} Pc8").dests("c8")
    # c8-d9 then up over d10 d11 d12 to d13; c8-c10 then over d11 e12 f13 to g14.
    with_runs = backend.at(f"{KINGS} Pc8 Dd10 Dd11 sd12 Se12 sf13").dests("c8")
    assert with_runs == alone | {"d13", "g14"}
    assert {"d13", "g14"}.isdisjoint(alone)


def test_pallan_move_then_vault_cannot_bend(backend: Backend) -> None:
    """Moving to the run uses the Pallan's one change: the vault from a16 may not bend at a13."""
    pos = backend.at(MOVE_VAULT, turn="b")
    assert "c11" not in pos.dests("a18")  # a16, over a15 a14 a13, bend to b12, land c11


# Bent vault: Blue Pallan on a18.  First leg b17 c16 d15 (straight on: A = e14).
BENT = "Kl1 kf18 pa18 sb17 Sc16 sd15 Sb15 Sd14 se15 Sc14 sa13 Sa12 sa11 Sb10"


def test_pallan_bent_vault(backend: Backend) -> None:
    """Straight to A, bent at one Swod (B, C, D) or another (E), or moved to E and on to F."""
    pos = backend.at(BENT, turn="b")
    ordinary = squares("a17 a16 a15 a14 a13 b17 b18 c18 d18 e18 b16 c17")
    straight = squares("e14")
    bend_d15 = squares("d13 f15 b13 d14 e15 c14")  # landings, and captures after 3 pieces
    bend_c16 = squares("a14")
    move_then_vault = squares("a10")  # a14, then over a13 a12 a11
    assert pos.dests("a18") == ordinary | straight | bend_d15 | bend_c16 | move_then_vault


def test_pallan_bent_vault_limits(backend: Backend) -> None:
    """One bend only, never back, at least three pieces, and never after a move to the run."""
    dests = backend.at(BENT, turn="b").dests("a18")
    assert "b14" not in dests  # a second bend at d14 (over c14)
    assert "c9" not in dests  # move to a14, vault down, bend at a11 over b10
    assert "a18" not in dests


def test_pallan_bent_vault_needs_three_pieces(backend: Backend) -> None:
    """A bent run of two pieces in all is no vault; three are enough."""
    # a18 -> over b17, bend east over c17, land d17: two pieces only.
    pos = backend.at("Kl1 kf18 pa18 sb17 Sc17 sl16", turn="b")
    assert "d17" not in pos.dests("a18")
    # With d17 filled the bent run has three pieces: land on e17 (not on d17, after two).
    dests = backend.at("Kl1 kf18 pa18 sb17 Sc17 Sd17 sl16", turn="b").dests("a18")
    assert "e17" in dests
    assert "d17" not in dests


# ================================================================ promotion


def test_promotion_to_every_kind_but_king(backend: Backend) -> None:
    """A Swod reaching the last rank must become any piece but a King (or a Swod)."""
    pos = backend.at(f"{KINGS} Se17 nf18")
    assert pos.moves_from("e17") == (
        promotions("e17", "d18") | promotions("e17", "e18") | promotions("e17", "f18")
    )


def test_promotion_after_a_vault(backend: Backend) -> None:
    """A Swod that vaults onto the last rank promotes too."""
    pos = backend.at(f"{KINGS} Se14 De15 se16 Je17")
    assert pos.moves_from("e14") == {"e14-d15", "e14-f15"} | promotions("e14", "e18")


def test_blue_promotes_on_rank_one(backend: Backend) -> None:
    """Blue's last rank is rank 1."""
    pos = backend.at("Kl1 kl18 Sa16 se2 Nd1", turn="b")
    assert pos.moves_from("e2") == (
        promotions("e2", "d1") | promotions("e2", "e1") | promotions("e2", "f1")
    )


def test_promotion_played_puts_the_new_piece_there(backend: Backend) -> None:
    """After e17-e18=N the piece on e18 moves like a Paktun."""
    pos = backend.at(f"{KINGS} Se17 nf18").then("e17-e18=N", "a16-a15")
    assert pos.dests("e18") == knight("e18")


def test_pastang_promotes_to_deldar_only(backend: Backend) -> None:
    """In Pastang a Swod may become a Deldar only."""
    pos = backend.at("Sa1 Sc5 dd6 sf4", variant="pastang")
    assert pos.moves_from("c5") == {"c5-b6=D", "c5-c6=D", "c5-d6=D"}


def test_draks_city_promotes_to_pallan_only(backend: Backend) -> None:
    """In Drak's City a Swod vaulting to the last rank becomes a Pallan."""
    pos = backend.at("Sc8 sc9 Sc10 sc11 Pa1 pf1", variant="draks_city")
    assert pos.moves_from("c8") == {"c8-c12=P"}


# ================================================================ King's Fluttember

HOME = "Ca1 Af1 Pg1 Kh1 Ai1 Jk1 Cl1 kf18 ja17"


def fluttembers(pos: Pos) -> set[str]:
    return {m for m in pos.moves() if "<>" in m}


def test_fluttember_with_any_kapt_or_chuktar_on_its_square(backend: Backend) -> None:
    """King and Kapt/Chuktar on their start squares swap, whatever stands between."""
    pos = backend.at(HOME, fluttember="yb")
    assert fluttembers(pos) == {"h1<>a1", "h1<>f1", "h1<>i1", "h1<>l1"}
    # The King now stands on a1 and moves like a King.
    assert pos.then("h1<>a1", "a17-b17").dests("a1") == squares("a2 b2 b1")


def test_fluttember_needs_the_right(backend: Backend) -> None:
    """Without Yellow's Fluttember right in the position, no swap."""
    assert fluttembers(backend.at(HOME, fluttember="b")) == set()


def test_fluttember_needs_pieces_on_start_squares(backend: Backend) -> None:
    """King off h1: none; partners off their squares: only those on them."""
    assert fluttembers(backend.at(HOME.replace("Kh1", "Kh2"), fluttember="y")) == set()
    moved = "Ca1 Af1 Pg1 Kh1 Ji1 Ak1 Cl2 kf18 ja17"
    assert fluttembers(backend.at(moved, fluttember="y")) == {"h1<>a1", "h1<>f1"}


def test_no_fluttember_out_of_kaida(backend: Backend) -> None:
    """A King in Kaida may not Fluttember."""
    assert fluttembers(backend.at(f"{HOME} jh5", fluttember="y")) == set()


def test_no_fluttember_onto_an_attacked_square(backend: Backend) -> None:
    """The King's landing square must be safe; squares in between do not matter."""
    pos = backend.at(f"{HOME} ji5 jg5", fluttember="y")  # i1 and g1 attacked
    assert fluttembers(pos) == {"h1<>a1", "h1<>f1", "h1<>l1"}


def test_fluttember_after_king_moved_and_came_back(backend: Backend) -> None:
    """Having moved earlier does not matter if the pieces stand on their squares again."""
    pos = backend.at(HOME, fluttember="y").then("h1-h2", "a17-b17", "h2-h1", "b17-a17")
    assert fluttembers(pos) == {"h1<>a1", "h1<>f1", "h1<>i1", "h1<>l1"}


def test_fluttember_only_once_per_game(backend: Backend) -> None:
    """After one Fluttember there is no second, even with the pieces back home."""
    pos = backend.at(HOME, fluttember="y").then(
        "h1<>i1", "a17-b17", "h1-h3", "b17-a17", "i1-h1", "a17-b17"
    )
    assert fluttembers(pos) == set()


# ================================================================ endings


def test_kaida_must_be_answered(backend: Backend) -> None:
    """In Kaida only moves that end it are legal: flight, interposition."""
    pos = backend.at("Kb1 Jd4 jb5 kl18")
    assert pos.moves() == {"b1-a1", "b1-a2", "b1-c1", "b1-c2", "d4-b4"}
    assert pos.outcome() is None


def test_hyrkaida_ends_the_game_for_a_point(backend: Backend) -> None:
    """A King in Kaida with no way out loses; Hyrkaida is worth one point."""
    pos = backend.at("Ka1 ca12 cb12 Sl17 dl18 sk18 kf18")
    outcome_is(pos, "b", (0.0, 1.0))


def test_tikaida_player_without_a_move_loses(backend: Backend) -> None:
    """Not in Kaida but unable to move: that player loses, for half a point."""
    pos = backend.at("Ka1 cf2 cb12 Sl17 dl18 sk18 kf18")
    outcome_is(pos, "b", (0.0, 0.5))


def test_nikaida_reprieve_capture_leaves_two_kings_draw(backend: Backend) -> None:
    """A lone King gets one move; taking the last enemy piece leaves two Kings: a draw."""
    pos = backend.at("Ke5 kl18 se6")
    assert pos.outcome() is None
    assert pos.moves() == {"e5-d4", "e5-e4", "e5-f4", "e5-d6", "e5-e6", "e5-f6"}
    outcome_is(pos.play("e5-e6"), None, (0.5, 0.5))


def test_nikaida_reprieve_wasted_loses(backend: Backend) -> None:
    """If the reprieve move does not leave two bare Kings, the lone King's side loses."""
    pos = backend.at("Ke5 kl18 se6")
    outcome_is(pos.play("e5-e4"), "b", (0.0, 0.5))
    pos = backend.at("Ke5 kl18 se6 sl16")
    outcome_is(pos.play("e5-e6"), "b", (0.0, 0.5))


def test_nikaida_starts_when_the_last_piece_is_taken(backend: Backend) -> None:
    """The side left with a bare King after a capture still has its reprieve move."""
    pos = backend.at("Ka1 Sb2 kl18 jb5 sl16", turn="b").play("b5-b2")
    assert pos.outcome() is None
    assert pos.moves() == {"a1-b2"}
    outcome_is(pos.play("a1-b2"), "b", (0.0, 0.5))


# ================================================================ drills


def test_pastang_runs_of_two_vault(backend: Backend) -> None:
    """In Pastang two pieces make a run; a vault still takes only after three."""
    pos = backend.at("Dc3 Sc4 sc5 sa5", variant="pastang")
    assert pos.dests("c3") == squares("b2 a1 c2 c1 d2 e1 b3 a3 d3 e3 b4 a5 d4 e5 c6")
    pos = backend.at("Dc3 Sc4 sc5 dc6 sa5", variant="pastang")
    assert "c6" not in pos.dests("c3")


def test_pastang_last_side_with_pieces_wins(backend: Backend) -> None:
    """Pastang ends when one side has no piece left."""
    pos = backend.at("Dc3 sc4 Sf1", variant="pastang")
    assert pos.outcome() is None
    outcome_is(pos.play("c3-c4"), "y")


def test_stikitche_both_pallans_gone_on_the_first_moves_is_a_draw(backend: Backend) -> None:
    """Yellow's Pallan takes Blue's at once; the Blue King must retake: a draw."""
    pos = backend.load("stikitche", VARIANTS["stikitche"].start)
    assert "c1-c12" in pos.moves()
    pos = pos.play("c1-c12")
    assert pos.outcome() is None
    assert pos.moves() == {"d12-c12"}
    outcome_is(pos.play("d12-c12"), None, (0.5, 0.5))


def test_stikitche_losing_the_pallan_is_nikaida(backend: Backend) -> None:
    """Losing the Pallan leaves a bare King: one reprieve move, then a Nikaida loss."""
    pos = backend.at("Ka1 Pc6 kf12 pc9", turn="b", variant="stikitche").play("c9-c6")
    assert pos.outcome() is None
    assert pos.moves() == {"a1-a2", "a1-b1", "a1-b2"}
    outcome_is(pos.play("a1-a2"), "b", (0.0, 0.5))


def test_draks_city_start_allows_only_vaults(backend: Backend) -> None:
    """At the start of Drak's City every legal move is a vault (Pallan ones included)."""
    pos = backend.load("draks_city", VARIANTS["draks_city"].start)
    swods = {"b2-b6", "b2-f6", "d2-d6", "e2-e6", "e2-a6"}
    pallan = squares("a2 a3 a4 a5 a6 b4 b5 b6 c4 c6 d4 d5 d6 e1 e2 e3 e4 e5 e6 f1 f2 f3 f4 f5 f6")
    assert pos.moves() == swods | {f"c2-{sq}" for sq in pallan}


def test_draks_city_only_pallans_capture(backend: Backend) -> None:
    """A Swod vaults past enemy Swods without taking them; nothing moves without vaulting."""
    pieces = "Sc6 sc7 sc8 sc9 sc10"
    assert backend.at(f"{pieces} Pa1 pf12", variant="draks_city").dests("c6") == {"c11"}
    # The same run on the full board: the Swod may take the fourth piece, or just step.
    assert backend.at(f"{pieces} {KINGS}").dests("c6") == squares("b7 d7 c10 c11")


def test_draks_city_side_without_pallan_or_swod_loses(backend: Backend) -> None:
    """The Pallan vaults onto Blue's last piece: Blue has neither Pallan nor Swod left."""
    pos = backend.at("Pa1 Sa2 Sa3 Sa4 sa5 Sb1", variant="draks_city")
    assert pos.outcome() is None
    assert pos.moves() == {"a1-a5", "a1-a6", "a2-a6"}
    outcome_is(pos.play("a1-a5"), "y")


# ================================================================ the helper itself


def test_position_helper_writes_position_text() -> None:
    """The position builder writes the documented start of the full game."""
    start = position(
        "jikaida",
        " ".join(
            f"{letter}{file}{rank}"
            for rank, row in ((1, "CJHNNAPKAHJC"), (18, "cjhapkannhjc"))
            for file, letter in zip("abcdefghijkl", row, strict=True)
        )
        + " "
        + " ".join(
            f"{c}{f}{r}"
            for f in "abcdefghijkl"
            for c, r in (("D", 2), ("S", 3), ("d", 17), ("s", 16))
        ),
        fluttember="yb",
    )
    assert start == VARIANTS["jikaida"].start
