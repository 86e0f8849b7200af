"""Words of the puzzles, shared by Help > Puzzles and Statistics: the names
of puzzle themes (a game's own themes are in its words, ``GameWords.themes``),
of puzzle sets, and what a puzzle asks."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from boardroom.engine.game import AnyGame
from boardroom.engine.registry import game_class
from boardroom.ui import names
from boardroom.ui.games import words

_BRACKETS = re.compile(r"\s*\([^()]*\)\s*$")

# Themes any game may have.
THEMES = {
    "capture": QT_TRANSLATE_NOOP("Names", "Capture"),
    "promotion": QT_TRANSLATE_NOOP("Names", "Promotion"),
    "mate": QT_TRANSLATE_NOOP("Names", "Mate"),
    "race": QT_TRANSLATE_NOOP("Names", "Race"),
    "wipe-out": QT_TRANSLATE_NOOP("Names", "Wipe-out"),
    "quiet-move": QT_TRANSLATE_NOOP("Names", "Quiet move"),
    "no-moves": QT_TRANSLATE_NOOP("Names", "Blockade"),
}


def theme_known(game: str, theme: str) -> bool:
    """Whether ``theme`` has a name (else it is shown as its key)."""
    found = words(game)
    return theme in THEMES or (found is not None and theme in found.themes)


def theme_name(game: str, theme: str) -> str:
    """A theme's name in the interface's language; an unknown theme's key,
    readably."""
    found = words(game)
    text = found.themes.get(theme) if found is not None else None
    if text is None:
        text = THEMES.get(theme)
    if text is None:
        return theme.replace("-", " ").capitalize()
    return QCoreApplication.translate("Names", str(text))


def set_title(key: str, options: Mapping[str, Any], seats: int, short: bool = False) -> str:
    """A puzzle set's name for the chooser: the game, then its drill or
    other options than the usual, and its number of seats where it may vary;
    ``short``: without the words in brackets that describe a choice."""
    try:
        spec = game_class(key).spec
    except ValueError:
        return key
    parts = []
    for option in spec.options:
        value = options.get(option.key, option.default)
        if option.key != "move_limit" and value != option.default:
            label = names.choice_label(option, value, key)
            parts.append(_BRACKETS.sub("", label) if short else label)
    if spec.min_seats != spec.max_seats:
        parts.append(QCoreApplication.translate("Names", "{0} seats").format(seats))
    title = names.game_title(spec)
    return (
        QCoreApplication.translate("Names", "{0}: {1}").format(title, ", ".join(parts))
        if parts
        else title
    )


def task_text(puzzle: Any, game: AnyGame) -> str:
    """What the solver is asked, from what the answer wins."""
    seat = names.seat_colour(game.seat_name(puzzle.solver))
    claim = getattr(puzzle, "wins", None)
    kind = getattr(claim, "kind", "")
    if kind == "material":
        return QCoreApplication.translate("Names", "{0} to play: win material.").format(seat)
    if kind == "win":
        return QCoreApplication.translate("Names", "{0} to play: win the game.").format(seat)
    if kind == "seat-out":
        fallen = [names.seat_colour(game.seat_name(s)) for s in getattr(claim, "seats", ())]
        return QCoreApplication.translate("Names", "{0} to play: put {1} out of the game.").format(
            seat, QCoreApplication.translate("Names", " and ").join(fallen)
        )
    if kind == "chance":
        return QCoreApplication.translate(
            "Names", "{0} to play: find the choice with the best chance of winning."
        ).format(seat)
    return QCoreApplication.translate("Names", "{0} to play: find the best move.").format(seat)


def _reasons_context(key: str) -> str:
    """Where a game's piece names are translated (its reasons', "<Game>Reasons")."""
    return f"{key[:1].upper()}{key[1:]}Reasons"


def refutation_words(wrong: str, answer: str, loses: Any, game: AnyGame) -> str:
    """Why a legal move is not the answer: the other side's answer to it and
    what that wins (a puzzle ``Claim``, or None)."""
    kind = getattr(loses, "kind", "")
    if kind == "material" and getattr(loses, "pieces", ()):
        context = _reasons_context(game.spec.key)
        pieces = ", ".join(QCoreApplication.translate(context, p) for p in loses.pieces)
        return QCoreApplication.translate(
            "Names", "{0}: not the answer. This loses material ({2}) to {1}."
        ).format(wrong, answer, pieces)
    if kind == "material":
        return QCoreApplication.translate(
            "Names", "{0}: not the answer. This loses material to {1}."
        ).format(wrong, answer)
    if kind == "win":
        return QCoreApplication.translate(
            "Names", "{0}: not the answer. This loses the game to {1}."
        ).format(wrong, answer)
    if kind == "seat-out":
        fallen = [names.seat_colour(game.seat_name(s)) for s in getattr(loses, "seats", ())]
        return QCoreApplication.translate(
            "Names", "{0}: not the answer. After {1}, {2} is out of the game."
        ).format(wrong, answer, QCoreApplication.translate("Names", " and ").join(fallen))
    return QCoreApplication.translate(
        "Names", "{0}: not the answer, because of the reply {1}."
    ).format(wrong, answer)
