"""Dejarik in the window: the holochess table, the choices, the odds, the
round log (``adapter`` and its modules) and the characters (editor,
Knowledge-check wizard, store, the start page's character pickers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from boardroom.engine.game import Option
from boardroom.ui.games import GameWords

if TYPE_CHECKING:
    from boardroom.ui.startpage import CustomOptionWidget

WORDS = GameWords(
    title=QT_TRANSLATE_NOOP("Names", "Dejarik"),
    description=QT_TRANSLATE_NOOP(
        "Names",
        "Holochess as a duel of narrative dice: two characters risk their pieces "
        "round by round, and their skills decide the roll.",
    ),
    options={
        "first": QT_TRANSLATE_NOOP("Names", "First to move"),
        "character1": QT_TRANSLATE_NOOP("Names", "Red's character"),
        "character2": QT_TRANSLATE_NOOP("Names", "Blue's character"),
        "effects": QT_TRANSLATE_NOOP("Names", "Advantage and threat effects"),
        "pieces": QT_TRANSLATE_NOOP("Names", "Pieces per player"),
    },
    choices={
        ("first", "random"): QT_TRANSLATE_NOOP("Names", "Drawn at random"),
        ("first", "seat1"): QT_TRANSLATE_NOOP("Names", "Red attacks first"),
        ("first", "seat2"): QT_TRANSLATE_NOOP("Names", "Blue attacks first"),
        ("effects", True): QT_TRANSLATE_NOOP("Names", "On"),
        ("effects", False): QT_TRANSLATE_NOOP("Names", "Off (the basic game)"),
    },
    reasons={
        "pieces": QT_TRANSLATE_NOOP("Names", "{1} has no piece left."),
        "incapacitated": QT_TRANSLATE_NOOP(
            "Names", "{1}'s character is incapacitated: its strain went beyond its threshold."
        ),
    },
    # Its puzzles' own themes (boardroom.games.dejarik.puzzles).
    themes={
        "setting": QT_TRANSLATE_NOOP("Names", "Setting pieces"),
        "stance": QT_TRANSLATE_NOOP("Names", "Primary or secondary"),
        "spending": QT_TRANSLATE_NOOP("Names", "Spending the roll"),
        "adjust": QT_TRANSLATE_NOOP("Names", "Adjusting the set pieces"),
    },
)


def _character(option: Option, parent: QWidget) -> CustomOptionWidget:
    from boardroom.ui.games.dejarik.characters import CharacterPicker

    return CharacterPicker(option, parent)


OPTION_WIDGETS = {"character1": _character, "character2": _character}
