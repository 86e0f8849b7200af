"""Jaheijagaj in the window: the pyramid scene with the game's art
(``adapter``, ``art``), the side panel for the camera, spawning, the Wraith
and the honour of an attack (``panel``), and the game's words."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from boardroom.ui.games import GameWords

WORDS = GameWords(
    title=QT_TRANSLATE_NOOP("Names", "Jaheijagaj"),
    description=QT_TRANSLATE_NOOP(
        "Names",
        "Two to four warbands on a stepped pyramid with lifts and holes: honour "
        "decides every fight, Wraith tanks charge, and nobody sees round the corners.",
    ),
    options={
        "stall_rule": QT_TRANSLATE_NOOP(
            "Names", "End the game after 30 rounds without a piece removed"
        ),
    },
    choices={
        ("stall_rule", True): QT_TRANSLATE_NOOP("Names", "On: the most infantry honour then wins"),
        ("stall_rule", False): QT_TRANSLATE_NOOP("Names", "Off: play on"),
    },
    reasons={
        "stalled": QT_TRANSLATE_NOOP(
            "Names",
            "30 rounds passed without a piece removed: {0} has the most infantry honour.",
        ),
        "stalled-draw": QT_TRANSLATE_NOOP(
            "Names",
            "Drawn between the players with the most infantry honour: 30 rounds "
            "passed without a piece removed.",
        ),
        "last-seat": QT_TRANSLATE_NOOP("Names", "{0} is the last player left in the game."),
        "resignation": QT_TRANSLATE_NOOP(
            "Names", "{0} is the last player left in the game: the last other resigned."
        ),
        "no-seat-left": QT_TRANSLATE_NOOP("Names", "Drawn: no player is left in the game."),
    },
    # With the stall rule, what ends a game nobody can win: beside it.
    up_front=("move_limit",),
    seat_places={
        2: (QT_TRANSLATE_NOOP("Names", "South"), QT_TRANSLATE_NOOP("Names", "North")),
        3: (
            QT_TRANSLATE_NOOP("Names", "South"),
            QT_TRANSLATE_NOOP("Names", "West"),
            QT_TRANSLATE_NOOP("Names", "North"),
        ),
        4: (
            QT_TRANSLATE_NOOP("Names", "South"),
            QT_TRANSLATE_NOOP("Names", "West"),
            QT_TRANSLATE_NOOP("Names", "North"),
            QT_TRANSLATE_NOOP("Names", "East"),
        ),
    },
    # Its puzzles' own themes (boardroom.games.jaheijagaj.puzzles).
    themes={
        "attack": QT_TRANSLATE_NOOP("Names", "Attack"),
        "gang-up": QT_TRANSLATE_NOOP("Names", "Ganging up"),
        "charge": QT_TRANSLATE_NOOP("Names", "Wraith charge"),
        "wraith": QT_TRANSLATE_NOOP("Names", "Wraith"),
        "seat-out": QT_TRANSLATE_NOOP("Names", "Out of the game"),
    },
)
