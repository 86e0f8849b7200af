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
    "jikaida": QT_TRANSLATE_NOOP("Names", "Poron Jikaida"),
    "dejarik": QT_TRANSLATE_NOOP("Names", "Dejarik"),
    "rival": QT_TRANSLATE_NOOP("Names", "Rival"),
}

GAME_DESCRIPTIONS = {
    "onager": QT_TRANSLATE_NOOP(
        "Names", "Jump over your own pieces to stack on the enemy's and reach their back rank."),
    "jikaida": QT_TRANSLATE_NOOP(
        "Names", "Chess from the world of Kregen on twelve by eighteen squares: vault along "
        "lines of pieces, cross the fronts, trap the enemy King. With three short drills."),
    "dejarik": QT_TRANSLATE_NOOP(
        "Names", "Holochess as a duel of narrative dice: two characters risk their pieces "
        "round by round, and their skills decide the roll."),
    "rival": QT_TRANSLATE_NOOP(
        "Names", "Feudal Japan on hexes: two moves a turn, every troop kills some and fears "
        "others, and a Ninja waits in secret to ambush."),
}

OPTION_LABELS = {
    "side": QT_TRANSLATE_NOOP("Names", "Board size"),
    "move_limit": QT_TRANSLATE_NOOP("Names", "Move limit (0 = off)"),
    "variant": QT_TRANSLATE_NOOP("Names", "Game"),
    "first": QT_TRANSLATE_NOOP("Names", "First to move"),
    "character1": QT_TRANSLATE_NOOP("Names", "Red's character"),
    "character2": QT_TRANSLATE_NOOP("Names", "Blue's character"),
    "effects": QT_TRANSLATE_NOOP("Names", "Advantage and threat effects"),
    "pieces": QT_TRANSLATE_NOOP("Names", "Pieces per player"),
}

# (option key, value) -> words; values without an entry are shown as they are.
CHOICE_LABELS: dict[tuple[str, OptionValue], object] = {
    ("side", 6): QT_TRANSLATE_NOOP("Names", "Standard (side 6, 91 cells)"),
    ("side", 5): QT_TRANSLATE_NOOP("Names", "Small (side 5, 61 cells)"),
    ("variant", "jikaida"): QT_TRANSLATE_NOOP("Names", "Poron Jikaida (12 × 18 squares)"),
    ("variant", "pastang"): QT_TRANSLATE_NOOP("Names", "Drill: Pastang (one drin, Swods and "
                                                       "Deldars)"),
    ("variant", "stikitche"): QT_TRANSLATE_NOOP("Names", "Drill: Stikitche (King and Pallan)"),
    ("variant", "draks_city"): QT_TRANSLATE_NOOP("Names", "Drill: Drak's City (vaults only)"),
    ("first", "yellow"): QT_TRANSLATE_NOOP("Names", "Yellow"),
    ("first", "blue"): QT_TRANSLATE_NOOP("Names", "Blue"),
    ("first", "random"): QT_TRANSLATE_NOOP("Names", "Drawn at random"),
    ("first", "seat1"): QT_TRANSLATE_NOOP("Names", "Red attacks first"),
    ("first", "seat2"): QT_TRANSLATE_NOOP("Names", "Blue attacks first"),
    ("effects", True): QT_TRANSLATE_NOOP("Names", "On"),
    ("effects", False): QT_TRANSLATE_NOOP("Names", "Off (the basic game)"),
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
    "hyrkaida": QT_TRANSLATE_NOOP(
        "Names", "Hyrkaida: the King of {1} is in Kaida and cannot escape."),
    "tikaida": QT_TRANSLATE_NOOP(
        "Names", "Tikaida: {1} has no legal move and loses (half a point to {0})."),
    "nikaida": QT_TRANSLATE_NOOP(
        "Names", "Nikaida: {1} was left with a lone King and could not reduce {0} to a lone "
        "King too (half a point to {0})."),
    "nikaida-draw": QT_TRANSLATE_NOOP(
        "Names", "Nikaida: only the two Kings are left. Drawn, half a point each."),
    "last-pieces": QT_TRANSLATE_NOOP("Names", "{1} has no pieces left."),
    "no-pallan-or-swod": QT_TRANSLATE_NOOP(
        "Names", "{1} has neither a Pallan nor a Swod left."),
    # Dejarik
    "pieces": QT_TRANSLATE_NOOP("Names", "{1} has no piece left."),
    "incapacitated": QT_TRANSLATE_NOOP(
        "Names", "{1}'s character is incapacitated: its strain went beyond its threshold."),
    # Rival: what the loser ran out of.
    "shogun": QT_TRANSLATE_NOOP("Names", "{1} lost the Shogun."),
    "samurai": QT_TRANSLATE_NOOP("Names", "{1} lost all three Samurai."),
    "ashigaru": QT_TRANSLATE_NOOP("Names", "{1} lost all six Ashigaru."),
    "surrender": QT_TRANSLATE_NOOP(
        "Names", "Forced surrender: whatever {1} played, {0} could kill the Shogun next turn."),
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


def _points(score: float) -> str:
    whole, half = divmod(round(score * 2), 2)
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"


def outcome_score(outcome: Outcome, names: Sequence[str]) -> str:
    """"Score: Ann 1, Bob 0": the points each seat takes (Jikaida gives halves)."""
    parts = ", ".join(f"{names[s]} {_points(score)}" for s, score in enumerate(outcome.scores)
                      if s < len(names))
    return QCoreApplication.translate("Names", "Score: {0}").format(parts)
