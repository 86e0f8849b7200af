"""A seat's memory (RULINGS 5): a "last seen" mark never sits on a hex the
seat sees, nor under a Wraith it sees (issue 21's memory bug)."""

from __future__ import annotations

import random

import pytest

from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState
from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.pieces import WRAITH, kind_of
from boardroom.games.jaheijagaj.sight import Sight
from tests.games.jaheijagaj.helpers import at, state

B = board()


def marks_on_shown_hexes(st: JaheijagajState, seat: int) -> list[str]:
    """The marks of ``seat`` that sit on a hex its view draws a piece on (or
    could: every hex it sees, every hex of a Wraith it sees)."""
    shown = Sight(st).shown(seat, st.visible(seat))
    bad = []
    for anchor, (c, facing, _ply) in st.memory[seat].items():
        four = B.footprint[anchor][facing] if kind_of(c) == WRAITH else None
        if any(shown >> x & 1 for x in four or (anchor,)):
            bad.append(B.names[anchor])
    return bad


def test_a_blocker_in_sight_is_drawn_live_not_marked() -> None:
    # The position: Blue's Honour Guard stops before Yellow's on l10,
    # which it then sees; before, l10 was also marked "last seen".
    st = make_game("jaheijagaj", {}, 4).state_from_text("b rHb2,bHk12,pHh15,yHl10 - - 0")
    st.play("k12-l11-m10-l10-m9")
    assert isinstance(st, JaheijagajState)
    assert at(st, "m10") == "bHm10"  # stopped before l10
    assert st.visible(1) >> B.index["l10"] & 1
    assert B.index["l10"] not in st.memory[1]
    assert at(st.view(1), "l10") == "yHl10"
    assert marks_on_shown_hexes(st, 1) == []


def test_a_mark_under_a_wraith_in_sight_goes() -> None:
    # Red remembers a Blue Trooper on o5, out of its sight; Blue's Wraith now
    # stands over o5 and is drawn whole, as three of its hexes are in sight.
    st = state("rTe2 bWo4:1 bTo14", memory="r=bTo5@0")
    assert not st.visible(0) >> B.index["o5"] & 1
    st.play("e2-f2")
    assert st.memory[0] == {}


def test_a_hidden_blocker_out_of_sight_is_marked() -> None:
    st = state("rTn7 bTm11 bTo14")
    st.play("n7-n8-n9-n10-n11>m11")
    assert st.to_text().split()[3] == "r=bTm11@1"


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_no_mark_on_a_shown_hex_over_random_playouts(seats: int) -> None:
    for seed in range(2):
        rng = random.Random(seats * 10 + seed)
        st = make_game("jaheijagaj", {}, seats).new_state(seed)
        assert isinstance(st, JaheijagajState)
        for _ in range(150):
            if st.is_terminal():
                break
            st.apply(rng.choice(st.legal_moves()))
            for seat in range(seats):
                assert marks_on_shown_hexes(st, seat) == [], (seat, st.to_text())
