"""Spending advantages, Triumphs, threats and Despairs: the effects, the
Limit Rule, and plans.

After a roll the attacker spends the net advantages and the Triumphs as one
plan, then the defender spends the net threats and the Despairs as one plan.
A plan is written with one letter per effect: the letters bought with
advantages (threats) first, then ``!`` and the letters bought with Triumphs
(Despairs), e.g. ``SSB!U``; ``none`` spends nothing.

Attacker's effects (advantage side):
    S  a Setback die on the defender's attack next round     1 advantage, Limit Rule
    R  the attacker recovers one strain                        1 advantage, Limit Rule
    B  a Boost die on the attacker's next attack               2 advantages
    O  next round the attacker sets pieces first               3 advantages, once
    U  upgrade the attacker's next attack                      Triumph only
    D  upgrade the attacker's next defence                     Triumph only
Defender's effects (threat side):
    B  a Boost die on the defender's attack next round         1 threat, Limit Rule
    T  the attacker suffers one strain                         1 threat, Limit Rule
    S  a Setback die on the attacker's next attack             2 threats
    P  next round, add or remove one of the attacker's set pieces   3 threats
    U  upgrade the defender's next attack                      Despair only
    D  upgrade the defender's next defence                     Despair only

Limit Rule: a one-advantage (one-threat) effect may be bought with
advantages (threats) at most ceil(rolled / 2) times. A Triumph (Despair) buys
any one effect of its side, outside that count (a Table rule).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass

ADVANTAGE, THREAT = "advantage", "threat"
NONE_TEXT = "none"
ORDER = "SRTBOPUD"  # canonical order of letters in a plan's text


@dataclass(frozen=True)
class Effect:
    code: str
    side: str
    cost: int  # advantages or threats; 0: only a Triumph or Despair buys it
    limited: bool  # under the Limit Rule
    once: bool  # at most one per plan
    text: str  # English, for logs and menus; the UI translates


EFFECTS: dict[str, tuple[Effect, ...]] = {
    ADVANTAGE: (
        Effect("S", ADVANTAGE, 1, True, False, "Setback die on the defender's next attack"),
        Effect("R", ADVANTAGE, 1, True, False, "attacker recovers one strain"),
        Effect("B", ADVANTAGE, 2, False, False, "Boost die on the attacker's next attack"),
        Effect("O", ADVANTAGE, 3, False, True, "attacker sets pieces first next round"),
        Effect("U", ADVANTAGE, 0, False, False, "upgrade the attacker's next attack"),
        Effect("D", ADVANTAGE, 0, False, False, "upgrade the attacker's next defence"),
    ),
    THREAT: (
        Effect("B", THREAT, 1, True, False, "Boost die on the defender's next attack"),
        Effect("T", THREAT, 1, True, False, "attacker suffers one strain"),
        Effect("S", THREAT, 2, False, False, "Setback die on the attacker's next attack"),
        Effect(
            "P",
            THREAT,
            3,
            False,
            False,
            "defender adds or removes one attacker's set piece next round",
        ),
        Effect("U", THREAT, 0, False, False, "upgrade the defender's next attack"),
        Effect("D", THREAT, 0, False, False, "upgrade the defender's next defence"),
    ),
}


def effect(side: str, code: str) -> Effect:
    for candidate in EFFECTS[side]:
        if candidate.code == code:
            return candidate
    raise KeyError(code)


def canonical(codes: str) -> str:
    return "".join(sorted(codes, key=ORDER.index))


@dataclass(frozen=True, slots=True)
class Plan:
    paid: str = ""  # bought with advantages / threats (canonical order)
    bonus: str = ""  # bought with Triumphs / Despairs

    @staticmethod
    def of(paid: str = "", bonus: str = "") -> Plan:
        return Plan(canonical(paid), canonical(bonus))

    def text(self) -> str:
        if not self.paid and not self.bonus:
            return NONE_TEXT
        return self.paid + (f"!{self.bonus}" if self.bonus else "")

    def count(self, code: str) -> int:
        return self.paid.count(code) + self.bonus.count(code)

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class Choice:
    """One effect the UI may offer next while a plan is being built."""

    effect: Effect
    bonus: bool  # bought with a Triumph / Despair
    allowed: bool
    reason: str  # why not: "budget", "limit", "once", "no-bonus", "useless"; "" if allowed


@dataclass(frozen=True)
class Spending:
    """What one side has to spend after a roll, and its caps."""

    side: str
    budget: int  # net advantages or net threats
    bonus: int  # Triumphs or Despairs
    caps: tuple[tuple[str, int], ...] = ()  # per effect: applications that still do something

    @property
    def limit(self) -> int:
        """The Limit Rule: rolled advantages (threats) / 2, rounded up."""
        return (self.budget + 1) // 2

    @property
    def active(self) -> bool:
        return self.budget > 0 or self.bonus > 0

    def cap(self, code: str) -> int | None:
        return dict(self.caps).get(code)

    def problem(self, plan: Plan) -> str:
        """Why ``plan`` is not allowed ("" if it is)."""
        known = {e.code: e for e in EFFECTS[self.side]}
        if any(c not in known for c in plan.paid + plan.bonus):
            return "unknown"
        if any(known[c].cost == 0 for c in plan.paid):
            return "no-bonus"
        if sum(known[c].cost for c in plan.paid) > self.budget:
            return "budget"
        if len(plan.bonus) > self.bonus:
            return "no-bonus"
        for e in EFFECTS[self.side]:
            if e.limited and plan.paid.count(e.code) > self.limit:
                return "limit"
            if e.once and plan.count(e.code) > 1:
                return "once"
            cap = self.cap(e.code)
            if cap is not None and plan.count(e.code) > cap:
                return "useless"
        return ""

    def allows(self, plan: Plan) -> bool:
        return not self.problem(plan)

    def choices(self, plan: Plan = Plan()) -> list[Choice]:
        """Each effect, bought either way, and whether adding it to ``plan`` is allowed."""
        out = []
        for e in EFFECTS[self.side]:
            for bonus in (False, True):
                if not bonus and e.cost == 0:
                    continue
                grown = (
                    Plan.of(plan.paid, plan.bonus + e.code)
                    if bonus
                    else Plan.of(plan.paid + e.code, plan.bonus)
                )
                reason = self.problem(grown)
                out.append(Choice(e, bonus, not reason, reason))
        return out

    def plans(self) -> list[Plan]:
        """Every allowed plan, the empty plan first."""
        return list(self._plans())

    def _plans(self) -> Iterator[Plan]:
        paid_effects = [e for e in EFFECTS[self.side] if e.cost > 0]
        ranges = []
        for e in paid_effects:
            most = self.budget // e.cost
            if e.limited:
                most = min(most, self.limit)
            if e.once:
                most = min(most, 1)
            cap = self.cap(e.code)
            if cap is not None:
                most = min(most, cap)
            ranges.append(range(most + 1))
        bonus_sets = [""]
        codes = [e.code for e in EFFECTS[self.side]]
        for size in range(1, self.bonus + 1):
            bonus_sets += ["".join(c) for c in itertools.combinations_with_replacement(codes, size)]
        for counts in itertools.product(*ranges):
            if sum(n * e.cost for n, e in zip(counts, paid_effects, strict=True)) > self.budget:
                continue
            paid = "".join(e.code * n for n, e in zip(counts, paid_effects, strict=True))
            for bonus in bonus_sets:
                plan = Plan.of(paid, bonus)
                if self.allows(plan):
                    yield plan

    def maximal(self, plans: list[Plan]) -> list[Plan]:
        """Plans to which no allowed effect can be added (every effect helps its
        spender, so the bot looks at these only)."""
        allowed = set(plans)
        out = []
        for plan in plans:
            grown = False
            for e in EFFECTS[self.side]:
                if e.cost and Plan.of(plan.paid + e.code, plan.bonus) in allowed:
                    grown = True
                    break
                if (
                    len(plan.bonus) < self.bonus
                    and Plan.of(plan.paid, plan.bonus + e.code) in allowed
                ):
                    grown = True
                    break
            if not grown:
                out.append(plan)
        return out
