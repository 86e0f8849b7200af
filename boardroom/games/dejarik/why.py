"""Why a Dejarik choice cannot be made now: the reason from the rules.

Every Dejarik move is a single step in its notation (``set2``, ``adj-1``,
``primary``, ``roll``, a spending plan such as ``SSB!U``...). The rules are
checked in the order a player meets them: is it a choice at all, is it the
time for that kind of choice, then the limits of that kind (pieces in the
pile, adjustments held, what the roll left to spend, the Limit Rule...).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from typing import TYPE_CHECKING

from boardroom.engine.errors import InvalidNotation
from boardroom.engine.reasons import GAME_OVER, QT_TRANSLATE_NOOP, Reason
from boardroom.games.dejarik.effects import ADVANTAGE, EFFECTS, ORDER, THREAT, Plan, Spending
from boardroom.games.dejarik.moves import ADJUST, ROLL, SET, SPEND, STANCE, parse_move

if TYPE_CHECKING:
    from boardroom.games.dejarik.rules import DejarikState

CONTEXT = "DejarikReasons"


def _reason(rule: str, text: str, *args: object) -> Reason:
    return Reason(rule, text, tuple(args), CONTEXT)


NOT_A_CHOICE = QT_TRANSLATE_NOOP("DejarikReasons", "that is not a choice of the Dejarik duel")
ONE_STEP = QT_TRANSLATE_NOOP("DejarikReasons", "a Dejarik choice is made in a single step")
# What the round waits for, when a choice of another kind is tried.
PHASES = {
    "set": QT_TRANSLATE_NOOP(
        "DejarikReasons", "the pieces are being set: choose how many to set first"
    ),
    "adjust": QT_TRANSLATE_NOOP(
        "DejarikReasons",
        "the attacker must first decide whether to adjust the defender's set pieces",
    ),
    "defence": QT_TRANSLATE_NOOP("DejarikReasons", "the defender must announce a defence first"),
    "attack": QT_TRANSLATE_NOOP("DejarikReasons", "the attacker must announce an attack first"),
    "roll": QT_TRANSLATE_NOOP(
        "DejarikReasons", "both sides have chosen: the attacker rolls the dice now"
    ),
    "advantages": QT_TRANSLATE_NOOP(
        "DejarikReasons",
        "the dice have been rolled: the attacker spends the advantages and Triumphs now",
    ),
    "threats": QT_TRANSLATE_NOOP(
        "DejarikReasons", "the attacker has spent: the defender spends the threats and Despairs now"
    ),
}
SET_PILE = QT_TRANSLATE_NOOP(
    "DejarikReasons", "no more pieces can be set than the active pile holds ({0})"
)
ADJUST_HELD = QT_TRANSLATE_NOOP(
    "DejarikReasons", "the threats spent last round paid for at most {0} adjustment(s)"
)
ADJUST_PILE = QT_TRANSLATE_NOOP(
    "DejarikReasons", "the defender's active pile has only {0} piece(s) to add"
)
ADJUST_SET = QT_TRANSLATE_NOOP(
    "DejarikReasons", "the defender has set only {0} piece(s) to send back"
)
# Spending, by the problem ``Spending.problem`` names, for each side.
SPENDING = {
    (ADVANTAGE, "unknown"): QT_TRANSLATE_NOOP(
        "DejarikReasons", "that effect is not one the attacker can buy with advantages"
    ),
    (THREAT, "unknown"): QT_TRANSLATE_NOOP(
        "DejarikReasons", "that effect is not one the defender can buy with threats"
    ),
    (ADVANTAGE, "triumph-only"): QT_TRANSLATE_NOOP(
        "DejarikReasons", "an upgrade can be bought only with a Triumph"
    ),
    (THREAT, "triumph-only"): QT_TRANSLATE_NOOP(
        "DejarikReasons", "an upgrade can be bought only with a Despair"
    ),
    (ADVANTAGE, "budget"): QT_TRANSLATE_NOOP(
        "DejarikReasons", "the plan costs more advantages than the roll left ({0})"
    ),
    (THREAT, "budget"): QT_TRANSLATE_NOOP(
        "DejarikReasons", "the plan costs more threats than the roll left ({0})"
    ),
    (ADVANTAGE, "no-bonus"): QT_TRANSLATE_NOOP(
        "DejarikReasons", "the plan spends more Triumphs than the roll showed ({0})"
    ),
    (THREAT, "no-bonus"): QT_TRANSLATE_NOOP(
        "DejarikReasons", "the plan spends more Despairs than the roll showed ({0})"
    ),
    (ADVANTAGE, "limit"): QT_TRANSLATE_NOOP(
        "DejarikReasons",
        "Limit Rule: with this roll a one-advantage effect can be bought at most {0} time(s)",
    ),
    (THREAT, "limit"): QT_TRANSLATE_NOOP(
        "DejarikReasons",
        "Limit Rule: with this roll a one-threat effect can be bought at most {0} time(s)",
    ),
    (ADVANTAGE, "once"): QT_TRANSLATE_NOOP(
        "DejarikReasons", "setting first next round can be bought only once"
    ),
    (ADVANTAGE, "useless"): QT_TRANSLATE_NOOP(
        "DejarikReasons", "the attacker has only {0} strain to recover"
    ),
    (THREAT, "useless"): QT_TRANSLATE_NOOP(
        "DejarikReasons", "{0} more strain already takes the attacker out: more does nothing"
    ),
}
_KINDS_OF_STEP = {
    "set": SET,
    "adjust": ADJUST,
    "defence": STANCE,
    "attack": STANCE,
    "roll": ROLL,
    "advantages": SPEND,
    "threats": SPEND,
}


def explain(state: DejarikState, steps: Sequence[Hashable]) -> Reason | None:
    """The first rule the choice ``steps`` breaks, or None when it is legal."""
    if state.is_terminal() or state.step == "over":
        return GAME_OVER
    if not steps:
        return None
    if len(steps) > 1:
        return _reason("one-step", ONE_STEP)
    step = steps[0]
    if not isinstance(step, str):
        return _reason("not-a-choice", NOT_A_CHOICE)
    try:
        move = parse_move(step)
    except InvalidNotation:
        return _reason("not-a-choice", NOT_A_CHOICE)
    if move in state.legal_moves():
        return None
    phase = state.step
    if move.kind != _KINDS_OF_STEP.get(phase):
        return _reason(f"phase-{phase}", PHASES[phase])
    if move.kind == SET:
        return _reason("set-pile", SET_PILE, state.active[state.current_seat])
    if move.kind == ADJUST:
        return _adjust(state, move.value)
    if move.kind == SPEND:
        return _spend(state._spending(phase), move.plan)  # phase: advantages or threats
    return _reason("not-a-choice", NOT_A_CHOICE)  # not reached: stance and roll are legal


def _adjust(state: DejarikState, value: int) -> Reason:
    d = state.defender
    if abs(value) > state.adjust_now:
        return _reason("adjust-held", ADJUST_HELD, state.adjust_now)
    if value > 0:
        return _reason("adjust-pile", ADJUST_PILE, state.active[d])
    return _reason("adjust-set", ADJUST_SET, max(state.setc[d], 0))


def _spend(spending: Spending, plan: Plan) -> Reason:
    side = spending.side
    problem = spending.problem(plan)
    known = {e.code: e for e in EFFECTS[side]}
    args: tuple[object, ...] = ()
    if problem == "no-bonus" and any(c in known and not known[c].cost for c in plan.paid):
        problem = "triumph-only"
    elif problem == "budget":
        args = (spending.budget,)
    elif problem == "no-bonus":
        args = (spending.bonus,)
    elif problem == "limit":
        args = (spending.limit,)
    elif problem == "useless":
        code = next(
            e.code
            for e in EFFECTS[side]
            if spending.cap(e.code) is not None and plan.count(e.code) > (spending.cap(e.code) or 0)
        )
        args = (spending.cap(code),)
    text = SPENDING.get((side, problem))
    if text is None:  # no rule named: not a plan the rules know
        return _reason("not-a-choice", NOT_A_CHOICE)
    return _reason(f"spend-{problem}", text, *args)


def candidates(view: DejarikState) -> Iterator[str]:
    """Every choice a player may try: each kind of move over its range, and
    spending plans of either side's letters (small ones: enough to meet every rule)."""
    yield from (f"set{k}" for k in range(10))
    yield from (f"adj{k:+d}" if k else "adj0" for k in range(-6, 7))
    yield from ("primary", "secondary", "roll", "none", "dance")
    singles = list(dict.fromkeys(ORDER))
    for code in singles:
        for n in range(1, 5):
            yield Plan.of(code * n).text()
        yield Plan.of("", code).text()
        yield Plan.of("", code * 2).text()
        for other in singles:
            if other != code:
                yield Plan.of(code + other).text()
            yield Plan.of(code, other).text()
