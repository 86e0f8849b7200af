"""Dejarik's reasons: each rule that can refuse a choice, met by an attempt
that breaks it, in English and in French."""

from __future__ import annotations

import pytest

from boardroom.engine.reasons import why_not
from boardroom.games.dejarik import why
from tests.games.dejarik.helpers import at, text
from tests.reasonwords import french, in_language

ADV3_TRIUMPH = text(
    step="advantages", piles="3/0/1,3/0/1", stance="p/p", roll="PX,PAA,AA,DF,DF"
)  # 3 net advantages and a Triumph
THREATS4_DESPAIR = text(
    step="threats", piles="3/0/1,3/0/1", stance="p/p", roll="ASS,CTT,CTT,CY"
)  # 4 net threats and a Despair

# (position, attempt, rule, words the English must hold)
CASES = [
    (text(), "dance", "not-a-choice", "not a choice"),
    (text(), "adj+9x", "not-a-choice", "not a choice"),
    (text(), "set1 set2", "one-step", "single step"),
    (text(), "roll", "phase-set", "how many to set"),
    (text(step="adjust", piles="2/0/1,0/0/3", adjust="1/0"), "primary", "phase-adjust", "adjust"),
    (text(step="defence", piles="3/0/1,3/0/1"), "roll", "phase-defence", "defence"),
    (
        text(step="attack", piles="3/0/1,3/0/1", stance="-/p"),
        "set2",
        "phase-attack",
        "announce an attack",
    ),
    (
        text(step="roll", piles="3/0/1,3/0/1", stance="p/p"),
        "secondary",
        "phase-roll",
        "rolls the dice",
    ),
    (ADV3_TRIUMPH, "roll", "phase-advantages", "spends the advantages"),
    (THREATS4_DESPAIR, "set1", "phase-threats", "spends the threats"),
    (text(), "set5", "set-pile", "active pile holds (4)"),
    (
        text(step="adjust", piles="2/0/1,0/0/3", adjust="1/0"),
        "adj-2",
        "adjust-held",
        "at most 1 adjustment",
    ),
    (
        text(step="adjust", piles="2/0/1,0/0/3", adjust="1/0"),
        "adj+1",
        "adjust-pile",
        "only 0 piece",
    ),
    (text(step="adjust", piles="2/0/1,2/0/0", adjust="2/0"), "adj-1", "adjust-set", "only 0 piece"),
    (ADV3_TRIUMPH, "T", "spend-unknown", "not one the attacker can buy"),
    (THREATS4_DESPAIR, "O", "spend-unknown", "not one the defender can buy"),
    (ADV3_TRIUMPH, "U", "spend-triumph-only", "only with a Triumph"),
    (THREATS4_DESPAIR, "D", "spend-triumph-only", "only with a Despair"),
    (ADV3_TRIUMPH, "BB", "spend-budget", "than the roll left (3)"),
    (THREATS4_DESPAIR, "SSB", "spend-budget", "than the roll left (4)"),
    (ADV3_TRIUMPH, "!UD", "spend-no-bonus", "more Triumphs than the roll showed (1)"),
    (THREATS4_DESPAIR, "!UU", "spend-no-bonus", "more Despairs than the roll showed (1)"),
    (ADV3_TRIUMPH, "SSS", "spend-limit", "at most 2 time"),
    (THREATS4_DESPAIR, "BBB", "spend-limit", "at most 2 time"),
    (ADV3_TRIUMPH, "O!O", "spend-once", "only once"),
    (ADV3_TRIUMPH, "R", "spend-useless", "only 0 strain"),
    (THREATS4_DESPAIR.replace("strain=0/0", "strain=12/0"), "TT", "spend-useless", "1 more strain"),
]


@pytest.mark.parametrize(("position", "attempt", "rule", "words"), CASES)
def test_each_rule_explains_a_refused_choice(
    position: str, attempt: str, rule: str, words: str
) -> None:
    state = at(position)
    steps = tuple(attempt.split())
    assert all(tuple(m.steps) != steps for m in state.legal_moves())
    reason = why.explain(state, steps)
    assert reason is not None and reason.rule == rule, reason
    assert words in reason.english()
    assert in_language(reason, "en") == reason.english()
    assert french(reason) != reason.english()
    # The engine's entry point gives the same reason.
    assert why_not(state, steps) == reason


def test_french_words() -> None:
    state = at(ADV3_TRIUMPH)
    reason = why.explain(state, ("SSS",))
    assert reason is not None
    assert "Règle de limite" in french(reason) and "2" in french(reason)


def test_legal_choices_have_no_reason() -> None:
    for position in (
        text(),
        ADV3_TRIUMPH,
        THREATS4_DESPAIR,
        text(step="adjust", piles="2/0/1,0/0/3", adjust="1/0"),
    ):
        state = at(position)
        for move in state.legal_moves():
            assert why.explain(state, tuple(move.steps)) is None
        assert why.explain(state, ()) is None


def test_a_finished_duel_refuses_everything() -> None:
    state = at(text(step="over", piles="0/0/-,3/0/-"))
    reason = why.explain(state, ("set1",))
    assert reason is not None and reason.rule == "game-over"


def test_candidates_meet_every_rule_of_a_spending_step() -> None:
    state = at(ADV3_TRIUMPH)
    rules = {r.rule for c in why.candidates(state) if (r := why.explain(state, (c,))) is not None}
    assert {
        "spend-unknown",
        "spend-triumph-only",
        "spend-budget",
        "spend-no-bonus",
        "spend-limit",
        "spend-once",
        "spend-useless",
        "phase-advantages",
        "not-a-choice",
    } <= rules
