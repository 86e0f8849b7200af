"""The boards of Poron Jikaida and its drills as the square scene draws them:
size, drins (its regions) and fronts."""

from __future__ import annotations

from boardroom.ui.scenes.squarelayout import Region, SquareLayout


def _drin(name: str, file: int, rank: int) -> Region:
    return Region(name, (file, file + 5), (rank, rank + 5))


def jikaida_layout(variant: str = "jikaida") -> SquareLayout:
    """The board of Poron Jikaida or of one of its drills (docs/jikaida-formats.md).
    Drin names are proper nouns and are not translated."""
    if variant == "jikaida":
        drins = (
            _drin("Mortil", 0, 0),
            _drin("Zhantil", 6, 0),
            _drin("Neemu", 0, 6),
            _drin("Leem", 6, 6),
            _drin("Wersting", 0, 12),
            _drin("Chavonth", 6, 12),
        )
        return SquareLayout(12, 18, drins, file_fronts=(5,), rank_fronts=(5, 11))
    if variant in ("stikitche", "draks_city"):
        return SquareLayout(
            6, 12, (_drin("Zhantil", 0, 0), _drin("Chavonth", 0, 6)), rank_fronts=(5,)
        )
    if variant == "pastang":
        return SquareLayout(6, 6, (_drin("Leem", 0, 0),))
    raise ValueError(f"unknown Jikaida variant: {variant!r}")
