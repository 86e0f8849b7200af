"""Cornering a decisive piece (issue 21): the refuges Hard counts are the
hexes of the piece's next move where the rules would give Hard no attack
on it."""

from __future__ import annotations

import dataclasses
import random

from boardroom.games.jaheijagaj.board import members
from boardroom.games.jaheijagaj.cornering import RUN, refuges, within
from boardroom.games.jaheijagaj.evaluation import (
    PRESSING,
    REFUGE_SPAN,
    cornered,
    decisive_aims,
    infantry_by_side,
    values,
    walks,
)
from boardroom.games.jaheijagaj.moves import ATTACK
from tests.games.jaheijagaj.helpers import B, state

HOME = "rTa1 rSb1"  # Red's other pieces, out of the way: 7 honour with the Guard


def blue(pieces: dict[int, str], guard: int) -> str:
    blues = [f"b{kind}{B.names[h]}" for h, kind in pieces.items()]
    return " ".join([f"rH{B.names[guard]}", HOME, *blues])


def estimate(pieces: dict[int, str], guard: int) -> int:
    st = state(blue(pieces, guard), to_move="b", keep=False)
    return refuges(st.cells, infantry_by_side(st)[1], guard, walks(), st.visible(1))


def by_the_rules(pieces: dict[int, str], guard: int) -> int:
    """The Guard's hexes after its move where Blue has no legal attack on it."""
    st = state(blue(pieces, guard), to_move="b", keep=False)
    left = 0
    for spot in members(within(st.cells, guard, RUN)[-1]):
        moved = state(blue(pieces, spot), to_move="b", keep=False)
        if not any(m.kind == ATTACK and m.path[-1] == spot for m in moved.legal_moves()):
            left += 1
    return left


def test_no_piece_near_leaves_every_hex_of_the_move() -> None:
    guard = B.index["h5"]
    st = state(blue({B.index["o15"]: "H"}, guard), to_move="b", keep=False)
    assert estimate({B.index["o15"]: "H"}, guard) == within(st.cells, guard, RUN)[-1].bit_count()


def test_a_guard_beside_takes_what_it_reaches_and_troopers_too_few_take_nothing() -> None:
    guard = B.index["h5"]
    alone = estimate({B.index["o15"]: "H"}, guard)
    hunted = {B.index["e4"]: "H"}
    assert estimate(hunted, guard) == by_the_rules(hunted, guard) < alone
    # Two Troopers (2 honour) can never take a Guard (4): no hex of its
    # move is lost (they only stand in its way).
    weak = {B.index["e4"]: "T", B.index["e5"]: "T", B.index["o15"]: "H"}
    st = state(blue(weak, guard), to_move="b", keep=False)
    run = within(st.cells, guard, RUN)[-1].bit_count()
    assert estimate(weak, guard) == by_the_rules(weak, guard) == run


def test_refuges_agree_with_the_rules_in_random_positions() -> None:
    # The estimate leaves out Kiggyar helpers and two helpers wanting one
    # hex; in positions without them it agrees with the move generator
    # nearly always, and never by much.
    rng = random.Random(21)
    stand = [h for h in range(len(B.names)) if B.link[h] < 0 and B.level[h] < 3]
    exact = tried = 0
    while tried < 24:
        guard = rng.choice(stand)
        near = [h for h in stand if h != guard and walks()[h][guard] <= 6]
        if len(near) < 4 or B.names[guard] in HOME:
            continue
        chosen = [h for h in rng.sample(near, rng.randint(1, 3)) if B.names[h] not in HOME]
        pieces = {h: rng.choice("TSH") for h in chosen}
        if list(pieces.values()).count("H") == 3:
            continue  # with the keeper below, one Guard too many
        if guard != B.index["o16"]:
            pieces.setdefault(B.index["o16"], "H")  # Blue stays in the game
        ours, rules = estimate(pieces, guard), by_the_rules(pieces, guard)
        assert abs(ours - rules) <= 5, (blue(pieces, guard), ours, rules)
        exact += ours == rules
        tried += 1
    assert exact >= 20, exact


def test_hard_values_a_net_closing_on_a_lone_guard() -> None:
    # Blue (18 honour, marching) hunts Red's Guard, Red's only decisive piece.
    army = "bHe4 bSm4 bSd9 bTe15 bTf15 bTg15 bTh15 bTi15 bTj15 bTk15 bTl15 bTm15"
    far = state(f"rHh5 {HOME} {army}", to_move="r", keep=False)
    pieces = infantry_by_side(far)
    aims = decisive_aims(far, 1, pieces)
    assert [B.names[e] for e, _ in aims] == ["h5"]
    closing = state(f"rHh5 {HOME} {army.replace('bSm4', 'bSi4')}", to_move="r", keep=False)
    before = cornered(far, 1, pieces, aims, walks())
    after = cornered(closing, 1, infantry_by_side(closing), aims, walks())
    assert 0 < before < after <= REFUGE_SPAN
    plain = dataclasses.replace(PRESSING, corner=0.0)
    gain = values(closing, PRESSING)[1] - values(far, PRESSING)[1]
    plain_gain = values(closing, plain)[1] - values(far, plain)[1]
    assert gain - plain_gain == PRESSING.corner * (after - before)
