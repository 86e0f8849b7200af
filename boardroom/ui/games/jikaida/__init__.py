"""Poron Jikaida and its drills in the window: the square scene with drins
and fronts (``adapter``, ``layout``), the piece art (``pieces``), the
promotion dialog (``promotion``), and the game's words."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from boardroom.ui.games import GameWords

WORDS = GameWords(
    title=QT_TRANSLATE_NOOP("Names", "Poron Jikaida"),
    description=QT_TRANSLATE_NOOP(
        "Names",
        "Chess from the world of Kregen on twelve by eighteen squares: vault along "
        "lines of pieces, cross the fronts, trap the enemy King. With three short drills.",
    ),
    options={
        "variant": QT_TRANSLATE_NOOP("Names", "Game"),
        "first": QT_TRANSLATE_NOOP("Names", "First to move"),
    },
    choices={
        ("variant", "jikaida"): QT_TRANSLATE_NOOP("Names", "Poron Jikaida (12 × 18 squares)"),
        ("variant", "pastang"): QT_TRANSLATE_NOOP(
            "Names", "Drill: Pastang (one drin, Swods and Deldars)"
        ),
        ("variant", "stikitche"): QT_TRANSLATE_NOOP("Names", "Drill: Stikitche (King and Pallan)"),
        ("variant", "draks_city"): QT_TRANSLATE_NOOP("Names", "Drill: Drak's City (vaults only)"),
        ("first", "yellow"): QT_TRANSLATE_NOOP("Names", "Yellow"),
        ("first", "blue"): QT_TRANSLATE_NOOP("Names", "Blue"),
        ("first", "random"): QT_TRANSLATE_NOOP("Names", "Drawn at random"),
    },
    region_coordinates=QT_TRANSLATE_NOOP("Names", "&Drin Coordinates"),
    reasons={
        "hyrkaida": QT_TRANSLATE_NOOP(
            "Names", "Hyrkaida: the King of {1} is in Kaida and cannot escape."
        ),
        "tikaida": QT_TRANSLATE_NOOP(
            "Names", "Tikaida: {1} has no legal move and loses (half a point to {0})."
        ),
        "nikaida": QT_TRANSLATE_NOOP(
            "Names",
            "Nikaida: {1} was left with a lone King and could not reduce {0} to a lone "
            "King too (half a point to {0}).",
        ),
        "nikaida-draw": QT_TRANSLATE_NOOP(
            "Names", "Nikaida: only the two Kings are left. Drawn, half a point each."
        ),
        "last-pieces": QT_TRANSLATE_NOOP("Names", "{1} has no pieces left."),
        "no-pallan-or-swod": QT_TRANSLATE_NOOP(
            "Names", "{1} has neither a Pallan nor a Swod left."
        ),
    },
    # Its puzzles' own themes (boardroom.games.jikaida.puzzles).
    themes={
        "vault": QT_TRANSLATE_NOOP("Names", "Vault that takes"),
    },
)
