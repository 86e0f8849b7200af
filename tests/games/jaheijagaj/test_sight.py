"""Line of sight, views, memory and hidden blockers (RULINGS section 5)."""

from __future__ import annotations

import pytest

from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.diagram import diagram
from tests.games.jaheijagaj.helpers import at, state, texts

B = board()


def sees(st: object, seat: int, name: str) -> bool:
    return bool(st.visible(seat) >> B.index[name] & 1)  # type: ignore[attr-defined]


def test_a_seat_sees_its_face_and_two_hexes_into_its_neighbours() -> None:
    st = state("rTe2 bTo14")
    assert all(sees(st, 0, B.names[h]) for h in range(256) if "S" in B.faces[h])
    assert sees(st, 0, "p3")  # two from n3, on the South-East diagonal
    assert not sees(st, 0, "p4")  # three away
    assert sees(st, 0, "h8") and sees(st, 0, "i8")  # the summit's South hexes
    assert not sees(st, 0, "h16") and not sees(st, 0, "m14")
    assert sees(st, 0, "i9")  # the North-East summit hole is one hex from i8


OPPOSITE = {"S": "N", "N": "S", "W": "E", "E": "W"}


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_at_the_start_every_seat_sees_115_hexes(seats: int) -> None:
    st = make_game("jaheijagaj", {}, seats).new_state(1)
    assert [bin(st.visible(s)).count("1") for s in range(seats)] == [115] * seats
    assert not sees(st, 0, "h10") and not sees(st, 0, "i10")  # North, beside the summit


@pytest.mark.parametrize("face", ["S", "W", "N", "E"])
def test_home_sight_never_reaches_the_opposite_face(face: str) -> None:
    """Only the two neighbouring faces are seen near the own face: a hex of
    the opposite face alone is never seen this way, even beside the summit
    (two hexes from the own face's summit hexes)."""
    home = B.home_sight[face]
    only_opposite = [h for h in range(256) if B.faces[h] == {OPPOSITE[face]}]
    assert not [B.names[h] for h in only_opposite if home >> h & 1]
    near = [h for h in only_opposite if min(B.distance(h, x) for x in own(face)) <= 2]
    assert len(near) == 2  # the two that were seen before the ruling (h10, i10 for South)
    assert bin(home).count("1") == 115


def own(face: str) -> list[int]:
    return [h for h in range(256) if face in B.faces[h]]


def test_a_piece_on_another_face_sees_its_level_and_below() -> None:
    st = state("rTn7 bTo14")  # on the East face, level 0
    assert sees(st, 0, "p9") and sees(st, 0, "o14")  # East, level 0
    assert not sees(st, 0, "m11")  # East, level 1
    st = state("rTk9 bTo14")  # East, level 2
    assert sees(st, 0, "m11") and sees(st, 0, "o14")


def test_the_summit_sees_all() -> None:
    st = state("rTh9 bTo14")  # a summit lift landing
    assert st.visible(0) == (1 << 256) - 1


def test_the_view_holds_only_what_the_seat_sees() -> None:
    st = state("rTe2 bTo14 bSp4 kTp3")
    view = st.view(0)
    assert at(view, "e2") == "rTe2" and at(view, "p3") == "kTp3"
    assert at(view, "p4") == "" and at(view, "o14") == ""
    assert view.viewer == 0 and view.to_text().endswith("view=r")
    assert "bS" not in view.to_text() and "bT" not in view.to_text()
    assert texts(view) == texts(st)


def test_a_wraith_is_seen_whole_when_any_of_its_hexes_is() -> None:
    st = state("rTe2 bWo4:1 bTo14")  # o4's tripod reaches into Red's rim
    view = st.view(0)
    assert view.wraith[1] == st.wraith[1]


def test_a_hidden_piece_stops_the_move_and_is_remembered() -> None:
    # Red walks up the East face to the lift at n11; its landing m11 (level 1)
    # holds a Blue Trooper that Red cannot see from level 0.
    st = state("rTn7 bTm11 bTo14")
    assert not sees(st, 0, "m11")
    move = "n7-n8-n9-n10-n11>m11"
    assert move in texts(st)  # what Red sees offers it
    st.play(move)
    assert at(st, "n10") == "rTn10" and at(st, "m11") == "bTm11"  # stopped before the lift
    assert st.memory[0] == {B.index["m11"]: (st.cells[B.index["m11"]], -1, 1)}
    view = st.view(0)
    assert at(view, "m11") == ""  # still out of sight...
    assert "bt" in diagram(view)  # ... but remembered there
    assert "r=bTm11@1" in st.to_text()


def test_a_piece_out_of_sight_is_remembered_until_its_hex_is_seen_again() -> None:
    st = state("rTk9 bTm11 bTo14")  # k9 (East, level 2) sees Blue's Trooper on m11
    assert sees(st, 0, "m11")
    st.play("k9-j10-i10")  # onto the North face: the East is out of sight
    assert not sees(st, 0, "m11")
    assert st.memory[0][B.index["m11"]] == (st.cells[B.index["m11"]], -1, 1)
    assert B.index["o14"] in st.memory[0]  # Blue's other Trooper, East level 0, too
    st.play("o14-o13")  # Blue
    st.play("i10-j10")  # j10 lies on the diagonal: the East face is in sight again
    assert sees(st, 0, "m11") and B.index["m11"] not in st.memory[0]


def test_what_a_seat_did_not_see_reads_as_moved() -> None:
    st = state("rTe2 bTo14")
    st.play("e2-f2")  # Blue (North) does not see the South face
    blue = st.view(1)
    assert blue.history[-1].kind == "hidden"
    assert blue.format_move(blue.history[-1]) == "?move"
    assert st.view(0).history[-1] == st.history[-1]  # Red saw its own move
    replay = blue.initial()
    assert replay.describe_move(blue.history[-1]) == "Red moved"


def test_moves_follow_the_view_and_truth_agrees_on_them() -> None:
    st = state("rTn7 bTm11 bTo14")
    assert texts(st.view(0)) == texts(st)
    # A Blue piece Red cannot see is not a target, nor an obstacle to plan around.
    assert not any("xm11" in m for m in texts(st))


def test_a_game_over_shows_everything() -> None:
    st = state("rTe2 bTo14")
    st.resign(1)
    assert st.view(0).to_text().split()[1] == st.to_text().split()[1]
