"""Names shown to people, kept in tables and translated when shown.

The engine speaks in stable English keys (game keys, seat colours, outcome
reasons, bot levels); these tables give each its words for the interface.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from boardroom.engine.game import GameSpec, Option, OptionValue
from boardroom.engine.outcome import Outcome
from boardroom.ui.games import words

# Options every game has; a game's own are in its words (ui/games/<key>).
OPTION_LABELS = {
    "move_limit": QT_TRANSLATE_NOOP("Names", "Move limit (0 = off)"),
}

SEAT_COLOURS = {
    "Black": QT_TRANSLATE_NOOP("Names", "Black"),
    "White": QT_TRANSLATE_NOOP("Names", "White"),
    "Yellow": QT_TRANSLATE_NOOP("Names", "Yellow"),
    "Blue": QT_TRANSLATE_NOOP("Names", "Blue"),
    "Red": QT_TRANSLATE_NOOP("Names", "Red"),
    "Green": QT_TRANSLATE_NOOP("Names", "Green"),
    "Purple": QT_TRANSLATE_NOOP("Names", "Purple"),
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

# How any game may end; {0} is the winner's name, {1} the loser's (two
# seats). A game's own endings are in its words.
REASONS = {
    "no-moves": QT_TRANSLATE_NOOP("Names", "{1} has no legal move left."),
    "resignation": QT_TRANSLATE_NOOP("Names", "{1} resigned."),
    "agreement": QT_TRANSLATE_NOOP("Names", "The players agreed to a draw."),
    "move-limit": QT_TRANSLATE_NOOP("Names", "Drawn: the move limit was reached."),
}


def _tr(text: object) -> str:
    return QCoreApplication.translate("Names", str(text))


def game_title(spec: GameSpec) -> str:
    found = words(spec.key)
    return _tr(found.title) if found is not None else spec.title


def game_description(spec: GameSpec) -> str:
    found = words(spec.key)
    return _tr(found.description) if found is not None and found.description else ""


def option_label(option: Option, game: str = "") -> str:
    found = words(game)
    label = (found.options.get(option.key) if found is not None else None) or OPTION_LABELS.get(
        option.key
    )
    return _tr(label) if label else option.label


def choice_label(option: Option, value: OptionValue, game: str = "") -> str:
    found = words(game)
    label = found.choices.get((option.key, value)) if found is not None else None
    return _tr(label) if label else str(value)


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
    """ "Ann wins", "Draw"..."""
    if outcome.is_draw:
        return QCoreApplication.translate("Names", "Draw")
    winners = [names[s] for s in outcome.winners]
    if len(winners) == 1:
        return QCoreApplication.translate("Names", "{0} wins").format(winners[0])
    return QCoreApplication.translate("Names", "{0} win").format(", ".join(winners))


def outcome_reason(outcome: Outcome, names: Sequence[str], game: str = "") -> str:
    """Why the game ended, in a sentence."""
    found = words(game)
    text = (found.reasons.get(outcome.reason) if found is not None else None) or REASONS.get(
        outcome.reason
    )
    if text is None:
        return outcome.reason
    winners = [names[s] for s in outcome.winners]
    losers = [names[s] for s in range(len(names)) if s not in outcome.winners]
    return QCoreApplication.translate("Names", str(text)).format(
        ", ".join(winners), ", ".join(losers)
    )


def _points(score: float) -> str:
    whole, half = divmod(round(score * 2), 2)
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"


def outcome_score(outcome: Outcome, names: Sequence[str]) -> str:
    """ "Score: Ann 1, Bob 0": the points each seat takes (halves where a game gives them)."""
    parts = ", ".join(
        f"{names[s]} {_points(score)}" for s, score in enumerate(outcome.scores) if s < len(names)
    )
    return QCoreApplication.translate("Names", "Score: {0}").format(parts)
