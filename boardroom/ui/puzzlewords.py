"""Words of the puzzles, shared by Help > Puzzles and Statistics: the names
of puzzle themes (a game's own themes are in its words, ``GameWords.themes``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from boardroom.ui.games import words

# Themes any game may have.
THEMES = {
    "capture": QT_TRANSLATE_NOOP("Names", "Capture"),
    "promotion": QT_TRANSLATE_NOOP("Names", "Promotion"),
    "mate": QT_TRANSLATE_NOOP("Names", "Winning blow"),
    "race": QT_TRANSLATE_NOOP("Names", "Race"),
    "wipe-out": QT_TRANSLATE_NOOP("Names", "Wipe-out"),
    "quiet-move": QT_TRANSLATE_NOOP("Names", "Quiet move"),
    "defence": QT_TRANSLATE_NOOP("Names", "Defence"),
}


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
