"""Dejarik moves in words for the move list ("Doran sets 3 pieces"), by the
characters' names, as the round log beside tells the same at more length
(the seat cards and the status line say which player plays which character)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from boardroom.games.dejarik.effects import ADVANTAGE, THREAT, effect
from boardroom.games.dejarik.moves import ADJUST, ROLL, SET, STANCE, DejarikMove
from boardroom.games.dejarik.rules import DejarikState
from boardroom.ui.games.dejarik import words

STANCES = {
    ("defence", 0): QT_TRANSLATE_NOOP("Dejarik", "{0} announces a primary defence"),
    ("defence", 1): QT_TRANSLATE_NOOP("Dejarik", "{0} announces a secondary defence"),
    ("attack", 0): QT_TRANSLATE_NOOP("Dejarik", "{0} announces a primary attack"),
    ("attack", 1): QT_TRANSLATE_NOOP("Dejarik", "{0} announces a secondary attack"),
}


class DejarikReading(QObject):
    """Plurals are extracted only from a QObject's tr(), hence the class."""

    def sets(self, who: str, n: int) -> str:
        return self.tr("{0} sets %n piece(s)", "", n).format(who)

    def adds(self, who: str, other: str, n: int) -> str:
        return self.tr("{0} adds %n piece(s) to {1}'s set pieces", "", n).format(who, other)

    def sends_back(self, who: str, other: str, n: int) -> str:
        return self.tr("{0} sends %n of {1}'s set pieces back", "", n).format(who, other)

    def advantages(self, who: str, n: int, items: str) -> str:
        return self.tr("{0} spends %n advantage(s): {1}", "", n).format(who, items)

    def threats(self, who: str, n: int, items: str) -> str:
        return self.tr("{0} spends %n threat(s): {1}", "", n).format(who, items)


def describe(state: DejarikState, move: DejarikMove, names: list[str]) -> str:
    """``names`` (the players') are not used: the duel is the characters'."""
    s = state
    who = words.who(state, state.current_seat)
    attacker, defender = words.who(state, s.attacker), words.who(state, s.defender)
    reading = DejarikReading()
    if move.kind == SET:
        return reading.sets(who, move.value)
    if move.kind == ADJUST:
        if move.value > 0:
            return reading.adds(who, defender, move.value)
        if move.value < 0:
            return reading.sends_back(who, defender, -move.value)
        return QCoreApplication.translate(
            "Dejarik", "{0} leaves {1}'s set pieces as they are"
        ).format(who, defender)
    if move.kind == STANCE:
        role = "defence" if s.step == "defence" else "attack"
        return QCoreApplication.translate("Dejarik", str(STANCES[(role, move.value)])).format(who)
    if move.kind == ROLL:
        after = state.clone()
        after.apply(move)
        result = words.result_text(after.last_result())
        return QCoreApplication.translate("Dejarik", "{0} rolls: {1}").format(who, result)
    side = ADVANTAGE if s.step == "advantages" else THREAT
    items = "; ".join(words.plan_items(side, move.plan, attacker, defender))
    if not items:
        return QCoreApplication.translate("Dejarik", "{0} spends nothing").format(who)
    paid = sum(effect(side, code).cost for code in move.plan.paid)
    if not paid:
        return QCoreApplication.translate("Dejarik", "{0} spends: {1}").format(who, items)
    return (reading.advantages if side == ADVANTAGE else reading.threats)(who, paid, items)
