"""Names shown to people, kept in tables and translated when shown.

The engine speaks in stable English keys (game keys, seat colours, outcome
reasons, bot levels); these tables give each its words for the interface.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from boardroom.engine.game import GameSpec, Option, OptionValue
from boardroom.engine.outcome import Outcome

GAME_TITLES = {
    "onager": QT_TRANSLATE_NOOP("Names", "Onager"),
}

GAME_DESCRIPTIONS = {
    "onager": QT_TRANSLATE_NOOP(
        "Names", "Jump over your own pieces to stack on the enemy's and reach their back rank."),
}

OPTION_LABELS = {
    "side": QT_TRANSLATE_NOOP("Names", "Board size"),
    "move_limit": QT_TRANSLATE_NOOP("Names", "Move limit (0 = off)"),
}

# (option key, value) -> words; values without an entry are shown as they are.
CHOICE_LABELS: dict[tuple[str, OptionValue], object] = {
    ("side", 6): QT_TRANSLATE_NOOP("Names", "Standard (side 6, 91 cells)"),
    ("side", 5): QT_TRANSLATE_NOOP("Names", "Small (side 5, 61 cells)"),
}

SEAT_COLOURS = {
    "Black": QT_TRANSLATE_NOOP("Names", "Black"),
    "White": QT_TRANSLATE_NOOP("Names", "White"),
    "Yellow": QT_TRANSLATE_NOOP("Names", "Yellow"),
    "Blue": QT_TRANSLATE_NOOP("Names", "Blue"),
    "Red": QT_TRANSLATE_NOOP("Names", "Red"),
    "Green": QT_TRANSLATE_NOOP("Names", "Green"),
}

LEVELS = {
    "easy": QT_TRANSLATE_NOOP("Names", "Easy"),
    "medium": QT_TRANSLATE_NOOP("Names", "Medium"),
    "hard": QT_TRANSLATE_NOOP("Names", "Hard"),
}

KINDS = {
    "human": QT_TRANSLATE_NOOP("Names", "Human"),
    "bot": QT_TRANSLATE_NOOP("Names", "Bot"),
}

# How the game ended; {0} is the winner's name, {1} the loser's (two seats).
REASONS = {
    "back-rank": QT_TRANSLATE_NOOP(
        "Names", "{0} has more pieces on the opponent's back rank than {1} has on theirs."),
    "no-moves": QT_TRANSLATE_NOOP("Names", "{1} has no legal move left."),
    "resignation": QT_TRANSLATE_NOOP("Names", "{1} resigned."),
    "agreement": QT_TRANSLATE_NOOP("Names", "The players agreed to a draw."),
    "move-limit": QT_TRANSLATE_NOOP(
        "Names", "Drawn: the move limit was reached."),
}


def game_title(spec: GameSpec) -> str:
    title = GAME_TITLES.get(spec.key)
    return QCoreApplication.translate("Names", str(title)) if title else spec.title


def game_description(spec: GameSpec) -> str:
    text = GAME_DESCRIPTIONS.get(spec.key)
    return QCoreApplication.translate("Names", str(text)) if text else ""


def option_label(option: Option) -> str:
    label = OPTION_LABELS.get(option.key)
    return QCoreApplication.translate("Names", str(label)) if label else option.label


def choice_label(option: Option, value: OptionValue) -> str:
    label = CHOICE_LABELS.get((option.key, value))
    return QCoreApplication.translate("Names", str(label)) if label else str(value)


def seat_colour(english: str) -> str:
    name = SEAT_COLOURS.get(english)
    return QCoreApplication.translate("Names", str(name)) if name else english


def level_name(level: str | None) -> str:
    name = LEVELS.get(level or "")
    return QCoreApplication.translate("Names", str(name)) if name else (level or "")


def kind_name(kind: str) -> str:
    name = KINDS.get(kind)
    return QCoreApplication.translate("Names", str(name)) if name else kind


def outcome_headline(outcome: Outcome, names: Sequence[str]) -> str:
    """"Ann wins", "Draw"..."""
    if outcome.is_draw:
        return QCoreApplication.translate("Names", "Draw")
    winners = [names[s] for s in outcome.winners]
    if len(winners) == 1:
        return QCoreApplication.translate("Names", "{0} wins").format(winners[0])
    return QCoreApplication.translate("Names", "{0} win").format(", ".join(winners))


def outcome_reason(outcome: Outcome, names: Sequence[str]) -> str:
    """Why the game ended, in a sentence."""
    text = REASONS.get(outcome.reason)
    if text is None:
        return outcome.reason
    winners = [names[s] for s in outcome.winners]
    losers = [names[s] for s in range(len(names)) if s not in outcome.winners]
    return QCoreApplication.translate("Names", str(text)).format(
        ", ".join(winners), ", ".join(losers))
