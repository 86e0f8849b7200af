"""The boards of Poron Jikaida and its drills (docs/jikaida-formats.md).

Squares are ints numbered rank by rank from Yellow's side, as the square
scene numbers them: ``square = rank_index * files + file_index`` (a1 = 0).
Pieces are ints: the kind (1-9) plus BLUE (16) for Blue's pieces, 0 empty.
"""

from __future__ import annotations

from dataclasses import dataclass

KING, PALLAN, KAPT, CHUKTAR, JIKTAR, HIKDAR, PAKTUN, DELDAR, SWOD = range(1, 10)
BLUE = 16  # colour bit of Blue's pieces; Yellow's have none
KIND = 15  # mask of the kind
LETTERS = " KPACJHNDS"  # kind -> letter
KINDS = {letter: kind for kind, letter in enumerate(LETTERS) if letter != " "}
FILE_LETTERS = "abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True)
class Variant:
    """One board and its special rules."""

    name: str
    title: str
    files: int
    ranks: int
    file_fronts: tuple[int, ...]  # a front lies between file index x - 1 and x
    rank_fronts: tuple[int, ...]  # a front lies between rank index y - 1 and y
    drins: tuple[tuple[str, int, int], ...]  # name, first file, first rank (6 x 6 each)
    min_run: int  # pieces a vault passes before landing on an empty square
    has_kings: bool
    promotions: str  # letters a Swod may become, Pallan first
    start: str  # position text of the start, Yellow to move
    only_vaults: bool = False  # Drak's City: every move includes a vault
    last_pieces: bool = False  # Pastang: the last side with pieces wins

    @property
    def size(self) -> int:
        return self.files * self.ranks


_FULL_START = (
    "cjhapkannhjc/dddddddddddd/ssssssssssss/12/12/12/12/12/12/12/12/12/12/12/12/"
    "SSSSSSSSSSSS/DDDDDDDDDDDD/CJHNNAPKAHJC y - yb 0"
)

VARIANTS: dict[str, Variant] = {
    "jikaida": Variant(
        "jikaida",
        "Poron Jikaida",
        12,
        18,
        (6,),
        (6, 12),
        (
            ("Mortil", 0, 0),
            ("Zhantil", 6, 0),
            ("Neemu", 0, 6),
            ("Leem", 6, 6),
            ("Wersting", 0, 12),
            ("Chavonth", 6, 12),
        ),
        3,
        True,
        "PACJHND",
        _FULL_START,
    ),
    "pastang": Variant(
        "pastang",
        "Pastang",
        6,
        6,
        (),
        (),
        (("Leem", 0, 0),),
        2,
        False,
        "D",
        "dsddsd/ssssss/6/6/SSSSSS/DSDDSD y - - 0",
        last_pieces=True,
    ),
    "stikitche": Variant(
        "stikitche",
        "Stikitche",
        6,
        12,
        (),
        (6,),
        (("Zhantil", 0, 0), ("Chavonth", 0, 6)),
        3,
        True,
        "PACJHND",
        "2pk2/6/6/6/6/6/6/6/6/6/6/2PK2 y - - 0",
    ),
    "draks_city": Variant(
        "draks_city",
        "Drak's City",
        6,
        12,
        (),
        (6,),
        (("Zhantil", 0, 0), ("Chavonth", 0, 6)),
        3,
        False,
        "P",
        "6/1ssps1/1ssss1/1ssss1/1ssss1/6/6/1SSSS1/1SSSS1/1SSSS1/1SPSS1/6 y - - 0",
        only_vaults=True,
    ),
}


def piece_letter(piece: int) -> str:
    letter = LETTERS[piece & KIND]
    return letter.lower() if piece & BLUE else letter


def piece_of(letter: str) -> int:
    """The piece int of a position-text letter (KeyError if none)."""
    if len(letter) != 1 or not letter.isascii():
        raise KeyError(letter)
    kind = KINDS[letter.upper()]
    return kind | BLUE if letter.islower() else kind
