"""Helpers shared by the games' position texts and notations."""

from __future__ import annotations

from collections.abc import Sequence


def rle_encode(cells: Sequence[str], empty: str = ".") -> str:
    """Runs of empty cells become their count, as in FEN ("3b2" = "...b..")."""
    out: list[str] = []
    run = 0
    for cell in cells:
        if cell == empty:
            run += 1
            continue
        if run:
            out.append(str(run))
            run = 0
        out.append(cell)
    if run:
        out.append(str(run))
    return "".join(out)


def split_tokens(text: str) -> list[str]:
    """Split a row into tokens: digits runs, "(...)" groups, single characters."""
    tokens: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            tokens.append(text[i:j])
            i = j
        elif ch == "(":
            j = text.find(")", i)
            if j < 0:
                raise ValueError(f"unclosed '(' in {text!r}")
            tokens.append(text[i : j + 1])
            i = j + 1
        else:
            tokens.append(ch)
            i += 1
    return tokens


def rle_decode(text: str, empty: str = ".") -> list[str]:
    """Inverse of :func:`rle_encode` (also accepts "(...)" groups as one cell)."""
    cells: list[str] = []
    for token in split_tokens(text):
        if token.isdigit():
            count = int(token)
            if count > 1000:
                raise ValueError(f"run of {count} empty cells is too long")
            cells.extend([empty] * count)
        else:
            cells.append(token)
    return cells
