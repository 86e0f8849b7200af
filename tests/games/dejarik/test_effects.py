"""The Limit Rule and spending plans, as the UI will ask about them."""

from __future__ import annotations

from boardroom.games.dejarik.effects import ADVANTAGE, THREAT, Plan, Spending


def problem(side: str, budget: int, bonus: int, paid: str, extra: str = "") -> str:
    return Spending(side, budget, bonus).problem(Plan.of(paid, extra))


def test_limit_rule_two_advantages() -> None:
    # The source's example: 2 advantages allow a Setback and a strain, not 2 of one.
    assert problem(ADVANTAGE, 2, 0, "SR") == ""
    assert problem(ADVANTAGE, 2, 0, "SS") == "limit"
    assert problem(ADVANTAGE, 2, 0, "RR") == "limit"


def test_limit_rule_three_advantages() -> None:
    assert problem(ADVANTAGE, 3, 0, "SSR") == ""
    assert problem(ADVANTAGE, 3, 0, "SSS") == "limit"
    assert problem(ADVANTAGE, 3, 0, "SSSR") == "budget"


def test_grouping_threats_in_any_combination() -> None:
    # 3 threats: one 3-threat effect, or 1 + 2, or three 1-threat effects (limit 2).
    assert problem(THREAT, 3, 0, "P") == ""
    assert problem(THREAT, 3, 0, "BS") == ""
    assert problem(THREAT, 3, 0, "TTB") == ""
    assert problem(THREAT, 3, 0, "TTT") == "limit"
    assert problem(THREAT, 5, 0, "PP") == "budget"
    assert problem(THREAT, 6, 0, "PP") == ""


def test_triumph_and_despair_buy_one_effect_each_outside_the_limit() -> None:
    assert problem(ADVANTAGE, 2, 1, "S", "S") == ""
    assert problem(ADVANTAGE, 0, 1, "", "O") == ""
    assert problem(ADVANTAGE, 0, 1, "", "UD") == "no-bonus"
    assert problem(ADVANTAGE, 5, 0, "U") == "no-bonus"  # an upgrade needs a Triumph
    assert problem(THREAT, 0, 2, "", "UD") == ""


def test_order_reversal_once() -> None:
    assert problem(ADVANTAGE, 6, 0, "OO") == "once"
    assert problem(ADVANTAGE, 3, 1, "O", "O") == "once"


def test_caps_keep_useless_effects_out() -> None:
    spending = Spending(ADVANTAGE, 4, 0, (("R", 1),))
    assert spending.problem(Plan.of("RR")) == "useless"
    assert Plan.of("R") in spending.plans()


def test_choices_grey_out_what_the_rules_forbid() -> None:
    spending = Spending(ADVANTAGE, 3, 0)
    menu = {(c.effect.code, c.bonus): c for c in spending.choices(Plan.of("SS"))}
    assert not menu[("S", False)].allowed and menu[("S", False)].reason == "limit"
    assert menu[("R", False)].allowed
    assert not menu[("B", False)].allowed and menu[("B", False)].reason == "budget"
    assert not menu[("U", True)].allowed and menu[("U", True)].reason == "no-bonus"
    assert ("U", False) not in menu  # never bought with advantages


def test_every_plan_is_allowed_and_plans_are_distinct() -> None:
    spending = Spending(THREAT, 6, 2, (("T", 3),))
    plans = spending.plans()
    assert plans[0] == Plan() and len(set(plans)) == len(plans)
    assert all(spending.allows(p) for p in plans)
    texts = {p.text() for p in plans}
    assert "none" in texts and "PP" in texts and "TTTBBB" in texts and "BBBB" not in texts
    maximal = spending.maximal(plans)
    assert Plan() not in maximal and Plan.of("PP", "UU") in maximal
