"""Rival's piece set: one picture per troop and seat colour."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from boardroom.ui.pieceart import PieceSet

# Rival's troops, keyed by their notation letters (G for the Shogun, the general).
RIVAL_PIECES = PieceSet(
    folder="rival",
    kinds={
        "G": ("shogun", str(QT_TRANSLATE_NOOP("Pieces", "Shogun"))),
        "S": ("samurai", str(QT_TRANSLATE_NOOP("Pieces", "Samurai"))),
        "A": ("ashigaru", str(QT_TRANSLATE_NOOP("Pieces", "Ashigaru"))),
        "N": ("ninja", str(QT_TRANSLATE_NOOP("Pieces", "Ninja"))),
    },
    seats=(
        ("red", str(QT_TRANSLATE_NOOP("Pieces", "Red"))),
        ("black", str(QT_TRANSLATE_NOOP("Pieces", "Black"))),
    ),
    fallback_colours=("#b3261e", "#2b2826"),
)
