"""Hard brings pieces that can take a decisive enemy piece (issue 21): a
lone Honour Guard on the summit, where an attack has room for two, is
taken by a Guard or two Spec Ops, never by a crowd of Troopers."""

from __future__ import annotations

import dataclasses

import pytest

from boardroom.games.jaheijagaj.evaluation import (
    FINISH_SPAN,
    PRESSING,
    finish_steps,
    infantry_by_side,
    values,
)
from boardroom.games.jaheijagaj.finishing import CROWD, decisive, finishing, group_steps
from boardroom.games.jaheijagaj.massing import approach, places
from tests.games.jaheijagaj.helpers import B, from_text, state


def names(aims: list[tuple[int, int]]) -> set[str]:
    return {B.names[h] for h, _ in aims}


def test_decisive_pieces_put_their_seat_out_alone() -> None:
    # 7 honour (Guard, Spec Ops, Trooper): only the Guard's loss leaves 3.
    st = state("rHh9 rSi3 rTh3 bHg15", keep=False)
    assert names(decisive(st.cells, infantry_by_side(st)[0])) == {"h9"}
    # 5 honour (Guard, Trooper): the Guard (a Trooper's loss leaves 4).
    st = state("rHh9 rTh3 bHg15", keep=False)
    assert names(decisive(st.cells, infantry_by_side(st)[0])) == {"h9"}
    # 4 Troopers: any of them.
    st = state("rTh3 rTi3 rTj3 rTk3 bHg15", keep=False)
    assert len(decisive(st.cells, infantry_by_side(st)[0])) == 4
    # 12 honour: no single piece puts it out.
    st = state("rHh9 rHi3 rHh3 bHg15", keep=False)
    assert decisive(st.cells, infantry_by_side(st)[0]) == []


def test_group_steps_needs_the_honour_within_the_room() -> None:
    pieces = [(5, 1), (3, 1), (11, 4), (7, 2)]
    assert group_steps(pieces, 2, 4) == 11  # two pieces other than the Guard make 3 at most
    assert group_steps(pieces, 2, 2) == 7  # the Spec Ops alone beats two Troopers (8)
    assert group_steps(pieces, 3, 4) == 11  # Spec Ops and both Troopers: 15 steps
    assert group_steps(pieces, 3, 3) == 10  # Spec Ops and the nearer Trooper
    assert group_steps([(1, 1), (1, 1)], 2, 4) is None


def test_a_summit_guard_draws_the_guard_not_the_troopers() -> None:
    # Red's lone Guard on h9: the summit's attack holds two pieces, so
    # Blue's many Troopers beside the lifts count nothing; its Guard does.
    assert places()[B.index["h9"]] == 2
    crowd = "bTg7 bTg8 bTe9 bTf10 bTd10"
    st = state(f"rHh9 rSi3 rTh3 {crowd} bHg15", keep=False)
    mine = infantry_by_side(st)[1]
    beside = approach()[B.index["h9"]]
    # Nothing in the Guard's way: its steps on the empty board.
    assert (
        finishing(st.cells, 1, mine, decisive(st.cells, infantry_by_side(st)[0]))
        == (beside[B.index["g15"]])
    )
    near = state(f"rHh9 rSi3 rTh3 {crowd} bHj7", keep=False)
    assert beside[B.index["j7"]] < beside[B.index["g15"]]
    far_value = finish_steps(st, 1, infantry_by_side(st))
    near_value = finish_steps(near, 1, infantry_by_side(near))
    assert 0 < far_value < near_value <= FINISH_SPAN
    # Hard's weights: the Guard brought near is worth more, all else equal.
    assert values(near, PRESSING)[1] > values(st, PRESSING)[1]


def test_no_piece_able_counts_nothing() -> None:
    # Only Troopers against the summit Guard: no group of two takes it.
    st = state("rHh9 rSi3 rTh3 bTg7 bTg8 bTe9 bTf10 bTd10 bTh14 bTe14", keep=False)
    assert finish_steps(st, 1, infantry_by_side(st)) == 0


# From a ladder game the stall rule ended (Hard, Blue, 16 honour to 7):
# Red's Guard on i8, Blue's Trooper on h9 beside it, Blue's Guard on j4
# with its own Troopers on the way up (j6, i6, h7).
CLOGGED = (
    "b rSj2,rTh3,bTg4,bHj4,bTg5,bTi6,bTj6,bTh7,bTj7,rHi8,kTo8,bTh9,kSn9,kSp9,"
    "bTf10,kTo10,bTf14,bTh14,bSf15,rWh2:2,bWi15:3 - - 52"
)


def test_own_pieces_in_the_way_count_and_clearing_it_gains() -> None:
    from boardroom.games.jaheijagaj.massing import stands_beside
    from boardroom.games.jaheijagaj.roads import roads

    st = from_text(CLOGGED)
    goals = list(stands_beside()[B.index["i8"]])
    assert [B.names[g] for g in goals] == ["h9"]
    guard = B.index["j4"]
    assert roads(st.cells, 1, goals, CROWD)[guard] > roads(st.cells, 1, goals)[guard]
    before = finish_steps(st, 1, infantry_by_side(st))
    cleared = st.clone()
    cleared.play("j6-k6-k7-k8-k9")  # a Trooper off the Guard's way
    assert finish_steps(cleared, 1, infantry_by_side(cleared)) > before


def test_a_marching_army_keeps_a_chain_to_spawn() -> None:
    from boardroom.games.jaheijagaj.evaluation import can_spawn

    # Hard marches from 9 honour: three Troopers side by side can still
    # spawn, the same three apart cannot, and only the first earns ``chain``.
    chained = state("rHb1 rSd5 rTa2 rTb2 rTc2 bHh16 bSi16", keep=False)
    apart = state("rHb1 rSk1 rTe1 rTh1 rTn1 bHh16 bSi16", keep=False)
    assert chained.infantry_honour(0) >= PRESSING.muster
    assert can_spawn(chained, infantry_by_side(chained)[0], 0)
    assert not can_spawn(apart, infantry_by_side(apart)[0], 0)
    assert PRESSING.chain > 0
    plain = dataclasses.replace(PRESSING, chain=0.0)
    for st, gain in ((chained, PRESSING.chain), (apart, 0.0)):
        assert values(st, PRESSING)[0] - values(st, plain)[0] == pytest.approx(gain)
