"""Hard finishes games (issue 21): it brings honour enough within striking
reach of an enemy piece (``massing``) and takes the capture it has rather
than let the quiet rounds run out."""

from __future__ import annotations

from boardroom.games.jaheijagaj import JaheijagajState
from boardroom.games.jaheijagaj.evaluation import PRESSING, infantry_by_side, targets_of, walks
from boardroom.games.jaheijagaj.massing import REACH, assembly, massing
from boardroom.games.jaheijagaj.roads import roads
from tests.games.jaheijagaj.helpers import B, from_text, state


def aims(st: JaheijagajState, seat: int = 0) -> list[tuple[int, int]]:
    return [(e, worth) for e, worth, kiggyar in targets_of(st)[seat] if not kiggyar]


def mass(st: JaheijagajState, seat: int = 0) -> float:
    return massing(st.cells, infantry_by_side(st)[seat], aims(st, seat), walks())


def test_honour_within_reach_counts_up_to_what_the_target_asks() -> None:
    # Blue's Trooper on h2 asks twice its honour: a Trooper of Red's 2 steps
    # off is within reach, and counts; more honour there than 2 adds nothing.
    one = state("rTf2 rHa1 bTh2 bHo16", keep=False)
    assert walks()[B.index["f2"]][B.index["h2"]] <= REACH
    assert mass(one) == 1
    crowd = state("rTf2 rHg1 rSe2 rHa1 bTh2 bHo16", keep=False)
    assert mass(crowd) == 2
    far = state("rTb1 rHa1 bTh2 bHo16", keep=False)
    assert mass(far) == 0


def test_defenders_near_the_target_raise_what_it_asks() -> None:
    # Blue's Trooper on h2 with a Spec Ops beside it asks 2 x (1 + 2), and
    # so does the Spec Ops: Red's Honour Guard on f2 reaches both and counts
    # its 4 for each. Alone, the Trooper asks 2.
    guarded = state("rHf2 bTh2 bSi2 bHo16", keep=False)
    assert mass(guarded) == 8
    alone = state("rHf2 bTh2 bHo16", keep=False)
    assert mass(alone) == 2


def test_a_target_taken_keeps_the_honour_that_took_it() -> None:
    # The search judges its lines by the root's aims: the Honour Guard that
    # took h2 stands within reach of it, and nothing is lost by the capture.
    st = state("rHf2 rHa1 bTh2 bHo16", keep=False)
    taken = st.clone()
    taken.play("f2-g2xh2")
    pieces = infantry_by_side(taken)[0]
    assert massing(taken.cells, pieces, aims(st), walks()) == mass(st)
    assert assembly(taken.cells, pieces, aims(st), walks(), road(st)) == steps_to_mass(st) == 0


def test_only_hard_weighs_massing() -> None:
    from boardroom.games.jaheijagaj.bot import LEVELS

    assert LEVELS["hard"].weights == PRESSING and PRESSING.mass > 0
    assert LEVELS["easy"].weights.mass == 0 and LEVELS["medium"].weights.mass == 0


def steps_to_mass(st: JaheijagajState, seat: int = 0) -> int | None:
    return assembly(st.cells, infantry_by_side(st)[seat], aims(st, seat), walks(), road(st, seat))


def road(st: JaheijagajState, seat: int = 0) -> list[int]:
    return roads(st.cells, seat, [e for e, _ in aims(st, seat)])


def test_assembly_counts_the_steps_of_the_nearest_pieces_with_honour_enough() -> None:
    # Blue's Honour Guards ask 8 each: all Red has walks to them together.
    st = state("rSd1 rTc1 rTb1 rHa1 bHh2 bHo16", keep=False)
    ways = road(st)
    expected = sum(max(0, ways[B.index[n]] - REACH) for n in ("d1", "c1", "b1", "a1"))
    assert steps_to_mass(st) == expected
    # One step nearer, for any of them, is one step fewer.
    closer = state("rSe1 rTc1 rTb1 rHa1 bHh2 bHo16", keep=False)
    assert steps_to_mass(closer) == expected - 1
    # The easiest target sets the honour asked: a lone Trooper asks 2, the
    # Spec Ops nearest it has them.
    easy = state("rSd1 rTc1 rTb1 rHa1 bHh2 bTe3 bHo16", keep=False)
    assert steps_to_mass(easy) == max(0, road(easy)[B.index["d1"]] - REACH)
    # Not honour enough for any target: each Blue piece has friends beside
    # it (16 asked on h2 and g3, 10 on m16, n16 and o16), Red has 4.
    weak = state("rTd1 rTc1 rTb1 rTe1 bHh2 bHg3 bTm16 bSn16 bSo16", keep=False)
    assert steps_to_mass(weak) is None


def test_assembly_goes_round_the_seats_own_wraith() -> None:
    # Red's Wraith across the band between its Honour Guard and Blue's
    # Trooper: walked on the empty board the way is short, by the roads it
    # is not, and a step that does not go round gains nothing.
    walled = state("rWh2:0 rHg2 bTo2 bHo16", keep=False)
    free = state("rHg2 bTo2 bHo16", keep=False)
    assert steps_to_mass(walled) is not None and steps_to_mass(free) is not None
    assert steps_to_mass(walled) > steps_to_mass(free)  # type: ignore[operator]


# From a Hard vs Medium game that the stall rule ended (Red Hard, 12 honour
# against 7, ply 92, 58 plies without a removal): the stall would end the
# game in Red's favour two plies on, so Red's search saw a won game in
# waiting, and passed over the one capture it had (a Kiggyar, which starts
# the quiet rounds again) for a march at home.
STALLED = (
    "r rSi1,rHj2,rTi3,rTj3,rTk3,rTn6,kTb7,rTo7,kSa8,kSc8,kTo8,kTb9,bHh9,kTo9,kSp9,rTj10,"
    "bTh14,bSi14,rWh2:0,bWi15:3 - r=kTb7@27;kSa8@27;kSc8@27;kTb9@27 58"
)


def test_hard_ahead_plays_on_rather_than_wait_for_the_stall_rule() -> None:
    import dataclasses

    from boardroom.games.jaheijagaj.bot import LEVELS, JaheijagajBot
    from boardroom.games.jaheijagaj.evaluation import values

    st = from_text(STALLED)
    # A game the stall rule ends is judged as play left it, by Hard and
    # only for itself (``me``): another seat would take the win.
    ended = st.clone()
    ended.play("k3-l3-m3-n3-n4")
    ended.play(ended.legal_moves()[0])
    assert ended.is_terminal() and ended.outcome().reason == "stalled"  # type: ignore[union-attr]
    assert values(ended, PRESSING, me=0)[0] < 1000.0
    assert values(ended, PRESSING, me=1)[0] == 1000.0
    assert values(ended)[0] == 1000.0
    hard = dataclasses.replace(LEVELS["hard"], seconds=None, nodes=3000)
    for seed in (1, 2):
        move = JaheijagajBot("hard", hard, seed).choose(st.view(0))
        assert st.format_move(move) == "o7xo8"


def test_a_piece_sent_back_where_it_came_from_is_seen() -> None:
    # Hard's Spec Ops went to and fro between two hexes for 40 plies in a
    # ladder game while the stall rule ran out: taking back one of its own
    # last moves costs it (Level.undo_cost).
    from boardroom.games.jaheijagaj.bot import LEVELS, taking_back
    from boardroom.games.jaheijagaj.evaluation import candidate_key
    from boardroom.games.jaheijagaj.moves import MOVE, JMove

    st = state("rSd1 rTb1 rHa1 bHo16 bSp16 bTn16", keep=False)
    st.play("d1-e1-f1")
    st.play("n16-m16")
    st.play("b1-c1")
    st.play("m16-n16")
    view = st.view(0)
    back = taking_back(view, 0)
    f1, d1, c1, b1 = (B.index[n] for n in ("f1", "d1", "c1", "b1"))
    assert back == {candidate_key(JMove(MOVE, (f1, d1))), candidate_key(JMove(MOVE, (c1, b1)))}
    assert LEVELS["hard"].undo_cost > 0 and LEVELS["medium"].undo_cost == 0


def test_a_piece_going_round_in_a_circle_is_seen() -> None:
    # In a ladder game Hard's Trooper went h6, i5, j4, h6, i5... after a
    # Guard for 30 rounds: a way back to any hex of its last moves costs,
    # not only the hex it just left.
    from boardroom.games.jaheijagaj.bot import taking_back
    from boardroom.games.jaheijagaj.evaluation import candidate_key
    from boardroom.games.jaheijagaj.moves import MOVE, JMove

    st = state("rSd1 rTb1 rHa1 bHo16 bSp16 bTn16", keep=False)
    for text in ("d1-e1", "n16-m16", "e1-e2", "m16-n16"):
        st.play(text)
    back = taking_back(st.view(0), 0)
    d1, e1, e2 = (B.index[n] for n in ("d1", "e1", "e2"))
    assert back == {candidate_key(JMove(MOVE, (e2, d1))), candidate_key(JMove(MOVE, (e2, e1)))}
    # Its third move on: the way back to where it began still costs.
    st.play("e2-f2")
    st.play("n16-m16")
    assert candidate_key(JMove(MOVE, (B.index["f2"], d1))) in taking_back(st.view(0), 0)


def test_a_piece_with_one_side_open_counts_only_the_two_pieces_that_can_join() -> None:
    # Blue's Honour Guard on the summit (h9) has one hex beside it where a
    # helper can stand (i8; the other two are holes): an attack on it holds
    # the primary and one helper. Red's three Troopers within reach count
    # as two; with an Honour Guard among them, the Guard and a Trooper.
    # A Guard on g10 is a step from the lift that lands on h9, but a lift
    # onto the target's own hex leads nowhere: it is out of reach.
    from boardroom.games.jaheijagaj.massing import places

    assert places()[B.index["h9"]] == places()[B.index["i8"]] == 2
    assert places()[B.index["h2"]] == 7
    troopers = state("rTi8 rTj7 rTj9 rHa1 bHh9 bHo16", keep=False)
    assert mass(troopers) == 2
    guard = state("rTi8 rTj7 rHj9 rHa1 bHh9 bHo16", keep=False)
    assert mass(guard) == 5
    assert walks()[B.index["g10"]][B.index["h9"]] == 1
    wrong_side = state("rTi8 rTj7 rHg10 rHa1 bHh9 bHo16", keep=False)
    assert mass(wrong_side) == 2
    from boardroom.games.jaheijagaj.evaluation import fortress_of, summit_sides

    def fortress(st: JaheijagajState, seat: int) -> bool:
        return fortress_of(summit_sides(st), seat)

    # Blue holding the summit pair: Red's Honour Guards by every lift
    # below have no attack; with i8 empty, the one on j7 has.
    held = state("rHj7 rHg10 rSj9 rSh11 bSi8 rTa1 bHh9 bHo16", keep=False)
    assert fortress(held, 0) and not fortress(held, 1)
    assert _attacks(held) == []
    lone = state("rHj7 rHg10 rSj9 rSh11 rTa1 bHh9 bHo16", keep=False)
    assert not fortress(lone, 0) and "j7-i7>i8xh9" in _attacks(lone)


def _attacks(st: JaheijagajState) -> list[str]:
    return [st.format_move(m) for m in st.legal_moves() if m.kind == "attack"]
