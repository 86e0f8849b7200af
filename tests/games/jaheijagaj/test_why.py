"""Why a Jaheijagaj move cannot be played: each rule that can forbid a move,
on a small position near the South rim (Red to move, seen from Red's seat),
in English and in French."""

from __future__ import annotations

from collections.abc import Hashable

import pytest

from boardroom.engine.reasons import GAME_OVER, NOT_YOUR_TURN, Reason, why_not
from boardroom.games.jaheijagaj import JaheijagajState, why
from boardroom.games.jaheijagaj.moves import LEFT, PASS, RIGHT, SPAWN
from tests.games.jaheijagaj.helpers import B, state
from tests.reasonwords import french, in_language

WORDS = {"spawn": SPAWN, "left": LEFT, "right": RIGHT, "pass": PASS, "resign": "resign"}


def steps(text: str) -> tuple[Hashable, ...]:
    return tuple(WORDS[t] if t in WORDS else B.index[t] for t in text.split())


def explain(st: JaheijagajState, attempt: str) -> Reason | None:
    return why.explain(st.view(st.current_seat), steps(attempt))


# (rule, pieces, the attempt): every attempt is illegal for exactly that rule.
CASES = [
    ("hidden", "rTe2 bTh14", "h14"),
    ("empty", "rTe2", "g2"),
    ("not-yours", "rTe2 bTm2", "m2"),
    ("kiggyar", "rTe2 kTg2", "g2"),
    ("wraith-centre", "rTe2 rWh2:0", "i2"),
    ("stuck", "rTe2 rTf2 rTe3 rTd2 rTe1 rTd3 rTf1", "e2"),
    ("wraith-stuck", "rWh2:0 rTj2 rTg2", "h2"),
    ("pass", "rTe2", "pass"),
    ("turn-needs-wraith", "rTe2 rWh2:0", "left"),
    ("only-wraith-turns", "rTe2", "e2 right"),
    ("not-a-step", "rTe2", "e2 spawn"),
    ("no-such-move", "rTe2", "resign"),
    ("path-repeats", "rTe2", "e2 f2 e2"),
    ("change-level", "rTe3", "e3 e4"),
    ("change-level", "rTe4", "e4 e3"),
    ("path-gap", "rTe2", "e2 g2"),
    ("path-gap", "rSe2 bTg2", "e2 g2"),  # the attack is e2-f2xg2
    ("too-far", "rTe2", "e2 f2 g2 h2 i2 j2"),
    ("no-way", "rTe2 rTn2 rTn1 rTm1 rTl2 rTl3 rTm3", "e2 m2"),
    ("occupied", "rTe2 rTf2", "e2 f2"),
    ("landing-occupied", "rTe2 rTf4", "e2 f2 f3"),
    ("link-landing", "rTe2", "e2 f2 f3 g2"),
    ("wraith-not-target", "rTg2 bWh2:0", "g2 h2"),
    ("attack-too-far", "rTe2 bTh2", "e2 f2 g2 h2"),
    ("attack-honour", "rTe2 bHg2", "e2 f2 g2"),
    ("attack-honour", "rTe2 bHg2", "e2 g2"),  # a way is free: honour is what lacks
    ("attack-too-far", "rTe2 bHh2", "e2 h2"),
    ("helper-not-needed", "rSe2 bTg2 rTh3", "e2 f2 g2 h3"),
    ("helper-piece", "rTe2 bSg2 rTh3", "e2 f2 g2 h2"),
    ("helper-side", "rTe2 bSg2 rTh3 bTj2", "e2 f2 g2 j2"),
    ("helper-wraith", "rTe2 bSg2 rTe1 rWi2:0", "e2 f2 g2 h3"),
    ("helper-used", "rTe2 bHg2 rSh3 rTi2", "e2 f2 g2 h3 h2 h3"),
    ("helper-piece", "rTe2 bHg2 rSh3 rTi2", "e2 f2 g2 f2"),  # the primary has left f2
    ("helper-too-far", "rTe2 bSg2 rTh3 rTm2", "e2 f2 g2 m2"),
    ("helper-too-far", "rTe2 bSg2 rTi3", "e2 f2 g2 i3 i2 h2 h1"),
    ("helper-not-beside", "rTe2 bSg2 rTi3", "e2 f2 g2 i3 j3"),
    ("helper-onto-target", "rTe2 bSg2 rTh3", "e2 f2 g2 g2"),
    ("spawn-stock", "rTc1 rTd1 rTe1 rTf1 rTg1 rTh1 rTi1 rTj1 rTk1 rTl1", "spawn"),
    ("spawn-chain", "rTe2 rTm2", "spawn"),
    ("occupied", "rTe2 rTf2 rSf1", "spawn e2"),
    ("spawn-link", "rTe2 rTf2 rSf1", "spawn f3"),
    ("spawn-far", "rTe2 rTf2 rSf1", "spawn m2"),
    ("wraith-level", "rTe4 rWb2:3", "b2 a2"),
    ("wraith-level", "rTe4 rWd3:0", "d3 left"),
    ("wraith-blocked", "rTe4 rWh2:0 rTi1", "h2 i2"),
    ("wraith-blocked", "rTe4 rWh2:0 rTg2", "h2 right"),
    ("wraith-blocked", "rTe4 rWh2:0 bTi1", "h2 j2"),
    ("wraith-charge-blocked", "rTe4 rWh2:0 bTj2", "h2 j2"),
    ("wraith-charge-blocked", "rTe4 rWh2:0 bTj2 bTl2", "h2 k2"),
    ("charge-no-enemy", "rTe4 rWh2:0", "h2 j2"),
    ("wraith-straight", "rTe4 rWh2:0", "h2 h3"),
]


@pytest.mark.parametrize(
    ("rule", "pieces", "attempt"), CASES, ids=[f"{c[0]}:{c[2]}" for c in CASES]
)
def test_each_rule_explains_its_illegal_attempt(rule: str, pieces: str, attempt: str) -> None:
    st = state(pieces)
    view = st.view(st.current_seat)
    assert not view.is_terminal()
    reason = why.explain(view, steps(attempt))
    assert reason is not None, f"{attempt} was taken for legal"
    assert reason.rule == "jaheijagaj." + rule, reason.english()
    assert why_not(view, steps(attempt)) == reason
    english = in_language(reason, "en")
    assert english == reason.english() and english.strip()
    assert "{" not in english
    fr = french(reason)
    assert fr.strip() and "{" not in fr and fr != english


def test_every_rule_has_its_position() -> None:
    covered = {"jaheijagaj." + case[0] for case in CASES}
    assert set(why.RULES) == covered


def test_piece_names_are_translated_arguments() -> None:
    reason = explain(state("rTe2 bHg2"), "e2 f2 g2")
    assert reason is not None and reason.rule == "jaheijagaj.attack-honour"
    assert "Honour Guard" in in_language(reason, "en")
    assert "Garde d'honneur" in french(reason)
    too_far = explain(state("rSe2"), "e2 f2 g2 h2 i2 j2")
    assert too_far is not None and "Spec Ops" in too_far.english()
    assert "Commando" in french(too_far)


@pytest.mark.parametrize(
    ("pieces", "attempt"),
    [
        ("rTe2", "e2"),
        ("rTe2", "e2 f2"),
        ("rTe2", "e2 f2 f3"),  # walks, a lift...
        ("rTe2", "e2 f2 f3 f4"),
        ("rTe2", "e2 f2 f3 f4 g4"),
        ("rTe2 rTh3 bSg2", "e2 f2 g2"),
        ("rTe2 rTh3 bSg2", "e2 f2 g2 h3 g3"),  # attacks
        ("rSe2 bTg2", "e2 f2 g2"),
        ("rTe2 rTi3 bSg2", "e2 f2 g2 i3 i2 h2"),
        ("rTe2 rTd3 bSg2", "e2 f2 g2 d3 e2 f2"),  # over the primary's start and way
        ("rTe2 rTd2 rTc2", "spawn"),
        ("rTe2 rTd2 rTc2", "spawn d3"),  # a chain spawns
        ("rTe4 rWh2:0 bTk2", "h2 j2"),
        ("rTe4 rWh2:0 bTk2", "h2 k2"),  # charges
        ("rTe4 rWh2:0", "h2 left"),
        ("rTe4 rWh2:0", "h2 right"),
        ("rTe4 rWh2:0", "h2 i2"),
    ],
)
def test_legal_attempts_have_no_reason(pieces: str, attempt: str) -> None:
    st = state(pieces)
    assert explain(st, attempt) is None


def test_a_hidden_piece_is_never_told() -> None:
    # Red cannot see h14 or m11: whatever stands there, the reasons are the same.
    with_piece = state("rTe2 rTn7 bTh14 bTm11")
    without = state("rTe2 rTn7")
    for attempt in ("h14", "e2 h14", "n7 n8", "n7 n8 n9 n10 n11 m11", "m11"):
        seen = explain(with_piece, attempt)
        assert seen == explain(without, attempt), attempt
        # The true state explains as the seat's view does: nothing more.
        assert why.explain(with_piece, steps(attempt)) == seen, attempt
    hidden = explain(with_piece, "h14")
    assert hidden is not None and hidden.rule == "jaheijagaj.hidden"


def test_only_the_seat_to_move_and_only_while_the_game_goes_on() -> None:
    st = state("rTe2 bTm2")
    assert why.explain(st.view(1), steps("m2 m3")) == NOT_YOUR_TURN
    over = state("rTe2", out="b:resign", keep=True)
    assert why.explain(over, steps("e2 f2")) == GAME_OVER


def test_candidates_are_every_hex_and_every_word() -> None:
    found = list(why.candidates(state("rTe2").view(0)))
    assert set(range(256)) <= set(found)
    assert {SPAWN, LEFT, RIGHT, PASS} <= set(found)
    assert len(found) == len(set(found))


@pytest.mark.parametrize(("seed", "seats"), [(3, 2), pytest.param(8, 4, marks=pytest.mark.slow)])
def test_random_positions_need_no_generic_reason(seed: int, seats: int) -> None:
    # Every attempt after a legal start gets its own rule, not the catch-all.
    import random

    from boardroom.engine.reasons import begins_legal_move
    from boardroom.engine.registry import make_game

    rng = random.Random(seed)
    st = make_game("jaheijagaj", {}, seats).new_state(seed)
    for _ in range(30):
        st.apply(rng.choice(st.legal_moves()))
    view = st.view(st.current_seat)
    assert isinstance(view, JaheijagajState)
    moves = view.legal_moves()
    starts = sorted({tuple(m.steps[:n]) for m in moves for n in range(len(m.steps))}, key=repr)
    for prefix in rng.sample(starts, min(8, len(starts))):
        for step in why.candidates(view):
            attempt = prefix + (step,)
            reason = why.explain(view, attempt)
            if begins_legal_move(moves, attempt):
                assert reason is None
            else:
                assert reason is not None and reason != why.FALLBACK, attempt
