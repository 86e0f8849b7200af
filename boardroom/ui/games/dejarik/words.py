"""Dejarik's words for people: dice, symbols, effects, stances, results.

The engine names things in English for logs and the command line; the
interface says them here, translated (context "Dejarik").
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from boardroom.games.dejarik.dice import FaceValue, Pool
from boardroom.games.dejarik.effects import ADVANTAGE, THREAT, Plan
from boardroom.games.dejarik.rules import DejarikState

DIE_NAMES = {
    "A": QT_TRANSLATE_NOOP("Dejarik", "Ability"),
    "P": QT_TRANSLATE_NOOP("Dejarik", "Proficiency"),
    "B": QT_TRANSLATE_NOOP("Dejarik", "Boost"),
    "D": QT_TRANSLATE_NOOP("Dejarik", "Difficulty"),
    "C": QT_TRANSLATE_NOOP("Dejarik", "Challenge"),
    "S": QT_TRANSLATE_NOOP("Dejarik", "Setback"),
}

SYMBOL_NAMES = {
    "S": QT_TRANSLATE_NOOP("Dejarik", "success"),
    "F": QT_TRANSLATE_NOOP("Dejarik", "failure"),
    "A": QT_TRANSLATE_NOOP("Dejarik", "advantage"),
    "T": QT_TRANSLATE_NOOP("Dejarik", "threat"),
    "X": QT_TRANSLATE_NOOP("Dejarik", "Triumph"),
    "Y": QT_TRANSLATE_NOOP("Dejarik", "Despair"),
    "-": QT_TRANSLATE_NOOP("Dejarik", "blank"),
}

# {0} is the attacker of the round the roll was made in, {1} the defender.
EFFECT_WORDS = {
    (ADVANTAGE, "S"): QT_TRANSLATE_NOOP("Dejarik", "A Setback die on {1}'s next attack"),
    (ADVANTAGE, "R"): QT_TRANSLATE_NOOP("Dejarik", "{0} recovers one strain"),
    (ADVANTAGE, "B"): QT_TRANSLATE_NOOP("Dejarik", "A Boost die on {0}'s next attack"),
    (ADVANTAGE, "O"): QT_TRANSLATE_NOOP("Dejarik", "{1} must set first next round"),
    (ADVANTAGE, "U"): QT_TRANSLATE_NOOP("Dejarik", "Upgrade {0}'s next attack"),
    (ADVANTAGE, "D"): QT_TRANSLATE_NOOP("Dejarik", "Upgrade {0}'s next defence"),
    (THREAT, "B"): QT_TRANSLATE_NOOP("Dejarik", "A Boost die on {1}'s next attack"),
    (THREAT, "T"): QT_TRANSLATE_NOOP("Dejarik", "{0} suffers one strain"),
    (THREAT, "S"): QT_TRANSLATE_NOOP("Dejarik", "A Setback die on {0}'s next attack"),
    (THREAT, "P"): QT_TRANSLATE_NOOP(
        "Dejarik", "{1} may add or take back one of {0}'s set pieces next round"
    ),
    (THREAT, "U"): QT_TRANSLATE_NOOP("Dejarik", "Upgrade {1}'s next attack"),
    (THREAT, "D"): QT_TRANSLATE_NOOP("Dejarik", "Upgrade {1}'s next defence"),
}

# Why the spending widget greys an effect out (the engine's reason keys).
REFUSALS = {
    "budget": QT_TRANSLATE_NOOP("Dejarik", "Not enough left to pay for it."),
    "limit": QT_TRANSLATE_NOOP(
        "Dejarik", "Limit Rule: a one-symbol effect may be bought at most {0} times with this roll."
    ),
    "once": QT_TRANSLATE_NOOP("Dejarik", "This effect can be bought only once per roll."),
    "no-bonus": QT_TRANSLATE_NOOP("Dejarik", "No Triumph or Despair left for it."),
    "useless": QT_TRANSLATE_NOOP("Dejarik", "One more would change nothing."),
    "unknown": QT_TRANSLATE_NOOP("Dejarik", "Not an effect of this side."),
}


class Counted(QObject):
    """Phrases with a number in them. lupdate marks a phrase as a plural only
    in a QObject's ``tr()``, so they live here rather than in ``translate()``."""

    def net_successes(self, n: int) -> str:
        return self.tr("%n net success(es)", "", n)

    def net_failures(self, n: int) -> str:
        return self.tr("%n net failure(s)", "", n)

    def net_advantages(self, n: int) -> str:
        return self.tr("%n net advantage(s)", "", n)

    def net_threats(self, n: int) -> str:
        return self.tr("%n net threat(s)", "", n)

    def triumphs(self, n: int) -> str:
        return self.tr("%n Triumph(s)", "", n)

    def despairs(self, n: int) -> str:
        return self.tr("%n Despair(s)", "", n)

    def pieces(self, n: int) -> str:
        return self.tr("%n piece(s)", "", n)

    def sets(self, name: str, n: int) -> str:
        return self.tr("{0} sets %n piece(s).", "", n).format(name)

    def adds(self, name: str, other: str, n: int) -> str:
        return self.tr("{0} adds %n piece(s) to {1}'s set pieces.", "", n).format(name, other)

    def sends_back(self, name: str, other: str, n: int) -> str:
        return self.tr("{0} sends %n of {1}'s set pieces back.", "", n).format(name, other)

    def loses(self, name: str, n: int) -> str:
        return self.tr("{0} loses %n piece(s).", "", n).format(name)


def _t(text: object) -> str:
    return QCoreApplication.translate("Dejarik", str(text))


def die_name(die: str) -> str:
    return _t(DIE_NAMES[die])


def symbol_name(symbol: str) -> str:
    return _t(SYMBOL_NAMES[symbol])


def face_words(face: str) -> str:
    """ "success, advantage" for a face; "blank" for none."""
    symbols = [s for s in face if s in SYMBOL_NAMES and s != "-"]
    return ", ".join(symbol_name(s) for s in symbols) if symbols else symbol_name("-")


def effect_text(side: str, code: str, attacker: str, defender: str) -> str:
    return _t(EFFECT_WORDS[(side, code)]).format(attacker, defender)


def refusal(reason: str, limit: int) -> str:
    text = REFUSALS.get(reason)
    return _t(text).format(limit) if text else reason


def who(state: DejarikState, seat: int) -> str:
    """A character's name; with its seat's colour when both share one."""
    name = state.character(seat).name
    if state.character(0).name == state.character(1).name:
        colour = (
            QCoreApplication.translate("Dejarik", "Red"),
            QCoreApplication.translate("Dejarik", "Blue"),
        )[seat]
        return QCoreApplication.translate("Dejarik", "{0} ({1})").format(name, colour)
    return name


def pool_text(pool: Pool) -> str:
    """ "2 × Proficiency, 1 × Ability, 2 × Difficulty" (a count beside a die's
    name reads right in every language)."""
    parts = [
        QCoreApplication.translate("Dejarik", "{0} × {1}").format(n, die_name(die))
        for die, n in pool.counts().items()
        if n
    ]
    return ", ".join(parts) if parts else QCoreApplication.translate("Dejarik", "no dice")


def result_text(total: FaceValue) -> str:
    """The net result of a roll in words."""
    return ", ".join(result_parts(total))


def result_parts(total: FaceValue) -> list[str]:
    """Net successes (or failures), then advantages or threats, Triumphs, Despairs."""
    parts = []
    s, a = total.successes, total.advantages
    counted = Counted()
    if s > 0:
        parts.append(counted.net_successes(s))
    elif s < 0:
        parts.append(counted.net_failures(-s))
    else:
        parts.append(QCoreApplication.translate("Dejarik", "no net success"))
    if a > 0:
        parts.append(counted.net_advantages(a))
    elif a < 0:
        parts.append(counted.net_threats(-a))
    if total.triumphs:
        parts.append(counted.triumphs(total.triumphs))
    if total.despairs:
        parts.append(counted.despairs(total.despairs))
    return parts


def stance_name(role: str, stance: int) -> str:
    """ "Primary defence", "Secondary attack"..."""
    if role == "defence":
        return (
            QCoreApplication.translate("Dejarik", "Primary defence")
            if stance == 0
            else QCoreApplication.translate("Dejarik", "Secondary defence")
        )
    return (
        QCoreApplication.translate("Dejarik", "Primary attack")
        if stance == 0
        else QCoreApplication.translate("Dejarik", "Secondary attack")
    )


def stance_basis(state: DejarikState, role: str, stance: int, seat: int) -> str:
    """What a stance rolls on: "Cunning 2, Dejarik Defence 1" or "Presence 3"."""
    c = state.character(seat)
    if role == "defence":
        if stance == 0:
            return QCoreApplication.translate("Dejarik", "Cunning {0}, Dejarik Defence {1}").format(
                c.cunning, c.defence
            )
        return QCoreApplication.translate("Dejarik", "Presence {0}").format(c.presence)
    if stance == 0:
        return QCoreApplication.translate("Dejarik", "Intelligence {0}, Dejarik Attack {1}").format(
            c.intellect, c.attack
        )
    return QCoreApplication.translate("Dejarik", "Willpower {0}").format(c.willpower)


def stance_text(state: DejarikState, role: str, stance: int, seat: int) -> str:
    """ "primary defence (Cunning 2, Dejarik Defence 1)" for ``seat`` in ``role``."""
    if role == "defence":
        kind = (
            QCoreApplication.translate("Dejarik", "primary defence")
            if stance == 0
            else QCoreApplication.translate("Dejarik", "secondary defence")
        )
    else:
        kind = (
            QCoreApplication.translate("Dejarik", "primary attack")
            if stance == 0
            else QCoreApplication.translate("Dejarik", "secondary attack")
        )
    return QCoreApplication.translate("Dejarik", "{0} ({1})").format(
        kind, stance_basis(state, role, stance, seat)
    )


def plan_items(side: str, plan: Plan, attacker: str, defender: str) -> list[str]:
    """Each effect of a plan once, with its count and how it was paid."""
    out = []
    seen: list[tuple[str, bool]] = []
    for code, bonus in [(c, False) for c in plan.paid] + [(c, True) for c in plan.bonus]:
        if (code, bonus) in seen:
            continue
        seen.append((code, bonus))
        count = (plan.bonus if bonus else plan.paid).count(code)
        text = effect_text(side, code, attacker, defender)
        if count > 1:
            text = QCoreApplication.translate("Dejarik", "{0} (×{1})").format(text, count)
        if bonus:
            text = (
                QCoreApplication.translate("Dejarik", "{0}, with a Triumph")
                if side == ADVANTAGE
                else QCoreApplication.translate("Dejarik", "{0}, with a Despair")
            ).format(text)
        out.append(text)
    return out
