"""Rival in the window: the hex board with its territories and piece art
(``adapter``), the side panel for the setup reserve, the Ninja and the news of
an ambush (``panel``), the words both use (``news``) and the piece set
(``pieces``)."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from boardroom.ui.games import GameWords

WORDS = GameWords(
    title=QT_TRANSLATE_NOOP("Names", "Rival"),
    description=QT_TRANSLATE_NOOP(
        "Names",
        "Feudal Japan on hexes: two moves a turn, every troop kills some and fears "
        "others, and a Ninja waits in secret to ambush.",
    ),
    reasons={
        # What the loser ran out of.
        "shogun": QT_TRANSLATE_NOOP("Names", "{1} lost the Shogun."),
        "samurai": QT_TRANSLATE_NOOP("Names", "{1} lost all three Samurai."),
        "ashigaru": QT_TRANSLATE_NOOP("Names", "{1} lost all six Ashigaru."),
        "surrender": QT_TRANSLATE_NOOP(
            "Names", "Forced surrender: whatever {1} played, {0} could kill the Shogun next turn."
        ),
    },
    # Its puzzles' own themes (boardroom.games.rival.puzzles).
    themes={
        "shogun": QT_TRANSLATE_NOOP("Names", "The Shogun's fall"),
        "ambush": QT_TRANSLATE_NOOP("Names", "Ambush"),
        "double-kill": QT_TRANSLATE_NOOP("Names", "Double kill"),
        "kill": QT_TRANSLATE_NOOP("Names", "Kill"),
    },
)
