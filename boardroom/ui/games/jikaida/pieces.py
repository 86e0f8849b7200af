"""Poron Jikaida's piece set: one picture per kind and seat colour."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from boardroom.ui.pieceart import PieceSet

# Names are marked for extraction here and translated when shown
# (QT_TRANSLATE_NOOP is typed as returning object, hence the str()).
JIKAIDA_PIECES = PieceSet(
    folder="jikaida",
    kinds={
        "K": ("king", str(QT_TRANSLATE_NOOP("Pieces", "King"))),
        "P": ("pallan", str(QT_TRANSLATE_NOOP("Pieces", "Pallan"))),
        "A": ("kapt", str(QT_TRANSLATE_NOOP("Pieces", "Kapt"))),
        "C": ("chuktar", str(QT_TRANSLATE_NOOP("Pieces", "Chuktar"))),
        "J": ("jiktar", str(QT_TRANSLATE_NOOP("Pieces", "Jiktar"))),
        "H": ("hikdar", str(QT_TRANSLATE_NOOP("Pieces", "Hikdar"))),
        "N": ("paktun", str(QT_TRANSLATE_NOOP("Pieces", "Paktun"))),
        "D": ("deldar", str(QT_TRANSLATE_NOOP("Pieces", "Deldar"))),
        "S": ("swod", str(QT_TRANSLATE_NOOP("Pieces", "Swod"))),
    },
    seats=(
        ("yellow", str(QT_TRANSLATE_NOOP("Pieces", "Yellow"))),
        ("blue", str(QT_TRANSLATE_NOOP("Pieces", "Blue"))),
    ),
    # The pictures' main colours (as the seat cards): the palette turns from these.
    fallback_colours=("#e8c547", "#2f5fb3"),
)
