"""Onager in the window: the shared hex scene with stacks and lakes
(``adapter``), and the game's words."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from boardroom.ui.games import GameWords

WORDS = GameWords(
    title=QT_TRANSLATE_NOOP("Names", "Onager"),
    description=QT_TRANSLATE_NOOP(
        "Names", "Jump over your own pieces to stack on the enemy's and reach their back rank."
    ),
    options={"side": QT_TRANSLATE_NOOP("Names", "Board size")},
    choices={
        ("side", 6): QT_TRANSLATE_NOOP("Names", "Standard (side 6, 91 cells)"),
        ("side", 5): QT_TRANSLATE_NOOP("Names", "Small (side 5, 61 cells)"),
    },
    reasons={
        "back-rank": QT_TRANSLATE_NOOP(
            "Names", "{0} has more pieces on the opponent's back rank than {1} has on theirs."
        ),
    },
    # Its puzzles' own themes (boardroom.games.onager.puzzles).
    themes={
        "arrival": QT_TRANSLATE_NOOP("Names", "Arrival"),
        "cover": QT_TRANSLATE_NOOP("Names", "Cover"),
    },
)
