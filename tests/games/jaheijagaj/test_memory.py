"""A seat's memory (RULINGS 5, "Memory" and "The move list"): a piece it saw
and no longer sees is marked on the last hex where it saw it, even when the
piece walked out of sight from a hex still in sight (its end is never named);
a mark never sits under a piece or a Wraith the seat sees (issue 21's memory
bug), and one in sight is on a hex that stayed in sight since it was made."""

from __future__ import annotations

import random

import pytest

from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState
from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.moves import ATTACK, CHARGE, FORWARD, MOVE, UNSEEN
from boardroom.games.jaheijagaj.pieces import WRAITH, kind_of
from tests.games.jaheijagaj.helpers import at, from_text, state
from tests.games.jaheijagaj.test_view_history import repro

B = board()


def marks_on_shown_hexes(st: JaheijagajState, seat: int) -> list[str]:
    """The marks of ``seat`` that sit on a hex its view draws a piece on
    (any piece it sees, every hex of a Wraith it sees)."""
    view = st.view(seat)
    bad = []
    for anchor, (c, facing, _ply) in st.memory[seat].items():
        four = B.footprint[anchor][facing] if kind_of(c) == WRAITH else None
        if any(view.cells[x] for x in four or (anchor,)):
            bad.append(B.names[anchor])
    return bad


def mark_hexes(anchor: int, mark: tuple[int, int, int]) -> tuple[int, ...]:
    four = B.footprint[anchor][mark[1]] if kind_of(mark[0]) == WRAITH else None
    return tuple(four or (anchor,))


def test_a_blocker_in_sight_is_drawn_live_not_marked() -> None:
    # The position: Blue's Honour Guard stops before Yellow's on l10,
    # which it then sees; before, l10 was also marked "last seen".
    st = from_text("b rHb2,bHk12,pHh15,yHl10 - - 0", seats=4)
    st.play("k12-l11-m10-l10-m9")
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
def test_no_mark_under_a_shown_piece_over_random_playouts(seats: int) -> None:
    # A mark on a hex in sight is where a piece went out of sight: that hex
    # has stayed in sight since (a mark goes when its hex comes back).
    for seed in range(2):
        rng = random.Random(seats * 10 + seed)
        st = make_game("jaheijagaj", {}, seats).new_state(seed)
        assert isinstance(st, JaheijagajState)
        sights = [[st.visible(s) for s in range(seats)]]
        for _ in range(150):
            if st.is_terminal():
                break
            st.apply(rng.choice(st.legal_moves()))
            if st.is_terminal():
                break  # everything is shown then
            sights.append([st.visible(s) for s in range(seats)])
            for seat in range(seats):
                assert marks_on_shown_hexes(st, seat) == [], (seat, st.to_text())
                for anchor, mark in st.memory[seat].items():
                    for x in mark_hexes(anchor, mark):
                        if sights[-1][seat] >> x & 1:
                            kept = all(sight[seat] >> x & 1 for sight in sights[mark[2] :])
                            assert kept, (seat, B.names[anchor], st.to_text())


def last_seen(path: tuple[int, ...]) -> int | None:
    """The last hex a view named before the piece went out of its sight."""
    if len(path) > 1 and path[-1] == UNSEEN and path[-2] != UNSEEN:
        return path[-2]
    return None


def test_a_move_seen_in_part_is_remembered_where_it_left_sight() -> None:
    # What the move list says (observe.py) and what the memory holds
    # (memory.py) agree: the last hex named before "out of sight" is marked.
    checked = {MOVE: 0, ATTACK: 0, FORWARD: 0}
    for seats, seed in [(n, seed) for n in (2, 3, 4) for seed in range(3)]:
        rng = random.Random(seats * 100 + seed)
        st = make_game("jaheijagaj", {}, seats).new_state(seed)
        assert isinstance(st, JaheijagajState)
        for _ in range(150):
            if st.is_terminal():
                break
            moves = st.legal_moves()
            fights = [m for m in moves if m.kind != MOVE]
            mover = st.to_move
            st.apply(rng.choice(fights) if fights and rng.random() < 0.5 else rng.choice(moves))
            for seat in range(seats):
                if seat == mover or not st.alive[seat]:
                    continue
                view = st.view(seat)
                told = view.history[-1]
                if not told.piece:
                    continue
                ends: list[int | None] = []
                if told.kind == MOVE:
                    ends = [last_seen(told.path)]
                elif told.kind == ATTACK:
                    primary = told.path if told.path[-1] == UNSEEN else ()
                    ends = [last_seen(primary[:-1] + (UNSEEN,)) if primary else None]
                    ends += [last_seen(helper) for helper in told.helpers]
                elif told.kind in (FORWARD, CHARGE) and told.path[-1] == UNSEEN:
                    ends = [told.path[0]]
                for h in ends:
                    if h is not None and not view.cells[h]:
                        assert h in st.memory[seat], (seat, st.format_move(st.history[-1]))
                        checked[FORWARD if told.kind == CHARGE else told.kind] += 1
    assert checked[MOVE] and checked[FORWARD], checked  # attacks: the tests below


def test_a_piece_that_walks_out_of_sight_is_marked_where_it_was_last_seen() -> None:
    # Issue 20's repro: Blue's Honour Guard walks from o15 (Red sees it) to
    # k16 (Red does not). Red remembers it on o15, still in its sight; never on k16.
    st = repro()
    o15, k16 = B.index["o15"], B.index["k16"]
    assert st.visible(0) >> o15 & 1 and not st.visible(0) >> k16 & 1
    mark = (st.cells[k16], -1, len(st.history))
    assert st.memory[0] == {o15: mark}
    red = st.view(0)
    assert red.memory[0] == {o15: mark} and not red.cells[o15] and not red.cells[k16]
    assert red.to_text().split()[3] == f"r=bHo15@{len(st.history)}"


def test_a_mark_in_sight_stays_until_its_hex_comes_back_into_sight() -> None:
    st = repro()
    o15 = B.index["o15"]
    st.play("o2-o3")  # o15 stays in Red's sight: the mark stays
    assert o15 in st.memory[0]
    st.undo()
    st.play("o2-n2")  # Red no longer sees o15: the mark stays (fogged now)
    assert not st.visible(0) >> o15 & 1 and o15 in st.memory[0]
    st.play("k16-l16-m16-n16")
    st.play("n2-o2")  # o15 back in sight, empty: the mark goes
    assert st.visible(0) >> o15 & 1 and o15 not in st.memory[0]


def test_a_mark_in_sight_goes_when_a_piece_is_seen_on_it() -> None:
    st = repro()
    o15 = B.index["o15"]
    for text in ("o2-o3", "k16-l16-m16-n16", "o3-o2"):
        st.play(text)
        assert o15 in st.memory[0]
    st.play("n16-o15")
    assert st.memory[0] == {} and at(st.view(0), "o15") == "bHo15"


def test_attackers_that_go_out_of_sight_are_marked_where_they_were_last_seen() -> None:
    st = state("rTe2 bHo3 kTo5", to_move="b")
    st.play("o3-o4xo5")
    assert st.view(0).moves_text()[-1] == "o3-o4x?"
    assert st.to_text().split()[3] == "r=bHo4@1"
    st = state("rTe2 bTp2 bTn4 kSp3", to_move="b")
    st.play("p2xp3+n4-o4-p4")  # the helper leaves Red's sight after o4
    assert st.view(0).moves_text()[-1] == "p2xp3+n4-o4-?"
    assert st.to_text().split()[3] == "r=bTo4@1"


def test_an_attacker_that_ends_out_of_sight_is_marked_on_the_target() -> None:
    # Red sees the North face through its Trooper on h14; once Blue has taken
    # it, Red sees neither h14 nor h16: it remembers the Honour Guard where it
    # last saw it (h14, where it took the Trooper), not where it started.
    st = state("rTh14 bHh16", to_move="b")
    st.play("h16-h15xh14")
    assert st.to_text().split()[3] == "r=bHh14@1;bHo16@1"


def test_a_wraith_that_steps_out_of_sight_is_marked_where_it_was_seen() -> None:
    st = state("bWo5:5 rTe2", to_move="b")
    assert any(st.visible(0) >> x & 1 for x in B.footprint[B.index["o5"]][5])
    st.play("Wo5-o6")
    assert not any(st.visible(0) >> x & 1 for x in B.footprint[B.index["o6"]][5])
    assert st.to_text().split()[3] == "r=bWo5:5@1"
    assert at(st.view(0), "o6") == ""
