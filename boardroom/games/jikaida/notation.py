"""Jikaida move notation (docs/jikaida-formats.md).

    e3-e5  e3xe5  e2-e4-c6  e3^e7  e3^xe9  e3^g5^g9  d4-d6^d10  h1<>f1  e17-e18=P

The people's form writes drin squares instead ("Zhantil C3-Zhantil C5").
Reading accepts both, any written path that is legal, and the plain
from-to of any legal move (its separators are then not checked).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from boardroom.engine.errors import AmbiguousMove, IllegalMove, InvalidNotation
from boardroom.games.jikaida import paths
from boardroom.games.jikaida.moves import (
    BENT_VAULT,
    DOUBLE,
    FRONT_TURN,
    MOVE_VAULT,
    PART_VAULTS,
    VAULT,
    JikaidaMove,
)
from boardroom.games.jikaida.variants import FILE_LETTERS, VARIANTS

if TYPE_CHECKING:
    from boardroom.games.jikaida.rules import JikaidaState

_SEPARATOR = re.compile(r"\s*(<>|\^\s*[xX]|\^|-|[xX])\s*")
_COMPACT = re.compile(r"([a-zA-Z])(\d{1,2})")
_PROMOTION = re.compile(r"\s*=\s*([A-Za-z])\s*$")
EXAMPLES = "examples: e3-e5, e3xe5, e2-e4-c6, e3^e7, e3^g5^g9, d4-d6^d10, h1<>f1, e17-e18=P"


@dataclass(frozen=True)
class Written:
    """A move as written: its squares, whether each part is a vault, promotion."""

    squares: tuple[int, ...]
    vaults: tuple[bool, ...]  # one per part
    promotion: str | None
    fluttember: bool


def square_name(state: JikaidaState, sq: int) -> str:
    g = state.g
    return f"{FILE_LETTERS[g.file_of[sq]]}{g.rank_of[sq] + 1}"


def drin_square_name(state: JikaidaState, sq: int) -> str:
    g = state.g
    file, rank = g.file_of[sq], g.rank_of[sq]
    for name, f0, r0 in state.variant.drins:
        if f0 <= file < f0 + 6 and r0 <= rank < r0 + 6:
            return f"{name} {FILE_LETTERS[file - f0].upper()}{rank - r0 + 1}"
    return square_name(state, sq)


def format_move(state: JikaidaState, move: JikaidaMove, people: bool = False) -> str:
    name = drin_square_name if people else square_name
    path = move.path or (move.frm, move.to)
    if move.fluttember:
        return f"{name(state, move.frm)}<>{name(state, move.to)}"
    vaults: tuple[bool, ...] = PART_VAULTS[move.kind] if len(path) == 3 else (move.kind == VAULT,)
    out = [name(state, path[0])]
    for i, sq in enumerate(path[1:]):
        last = i == len(path) - 2
        sep = "^" if vaults[i] else "-"
        if last and move.capture:
            sep = "^x" if vaults[i] else "x"
        out.append(sep + name(state, sq))
    text = "".join(out)
    return text + f"={move.promotion}" if move.promotion else text


def read(state: JikaidaState, text: str) -> Written:
    """The syntax only; InvalidNotation names what is wrong."""
    original = text
    text = text.strip()
    promotion = None
    m = _PROMOTION.search(text)
    if m:
        promotion = m.group(1).upper()
        text = text[: m.start()]
    squares: list[int] = []
    seps: list[str] = []
    pos = 0
    while True:
        sq, pos = _read_square(state, text, pos, original)
        squares.append(sq)
        if pos == len(text):
            break
        m = _SEPARATOR.match(text, pos)
        if not m:
            raise InvalidNotation(
                f"'{original}': expected -, x, ^ or <> after '{text[:pos].strip()}' ({EXAMPLES})"
            )
        seps.append(m.group(1).replace(" ", "").lower())
        pos = m.end()
    if len(squares) < 2 or len(squares) > 3:
        raise InvalidNotation(f"'{original}' is not a Jikaida move ({EXAMPLES})")
    fluttember = "<>" in seps
    if fluttember and (len(squares) != 2 or promotion):
        raise InvalidNotation(f"'{original}': a Fluttember is written king<>partner, e.g. h1<>f1")
    return Written(tuple(squares), tuple(s.startswith("^") for s in seps), promotion, fluttember)


@cache
def _drin_patterns(variant: str) -> tuple[tuple[re.Pattern[str], int, int], ...]:
    return tuple(
        (re.compile(rf"{name}\s*([a-fA-F])([1-6])(?!\d)", re.IGNORECASE), f0, r0)
        for name, f0, r0 in VARIANTS[variant].drins
    )


def _read_square(state: JikaidaState, text: str, pos: int, original: str) -> tuple[int, int]:
    g = state.g
    for pattern, f0, r0 in _drin_patterns(state.variant.name):
        m = pattern.match(text, pos)
        if m:
            file = f0 + FILE_LETTERS.index(m.group(1).lower())
            return g.square(file, r0 + int(m.group(2)) - 1), m.end()
    m = _COMPACT.match(text, pos)
    if m:
        file = FILE_LETTERS.index(m.group(1).lower())
        rank = int(m.group(2)) - 1
        if file < g.files and 0 <= rank < g.ranks and m.group(2)[0] != "0":
            return g.square(file, rank), m.end()
        raise InvalidNotation(
            f"'{original}': {m.group(0)} is not a square of this board "
            f"(a1 to {FILE_LETTERS[g.files - 1]}{g.ranks})"
        )
    rest = text[pos : pos + 12] or "the end"
    raise InvalidNotation(f"'{original}': expected a square at '{rest}' ({EXAMPLES})")


def parse_move(state: JikaidaState, text: str) -> JikaidaMove:
    """Notation to a legal move: InvalidNotation, IllegalMove or AmbiguousMove."""
    written = read(state, text)
    text = text.strip()
    if state.is_terminal():
        raise IllegalMove(f"'{text}': the game is over")
    first, last = written.squares[0], written.squares[-1]
    candidates = [
        m
        for m in state._legal()
        if m.frm == first and m.to == last and m.fluttember == written.fluttember
    ]
    if not candidates:
        raise IllegalMove(f"'{text}' is not a legal move here")
    kind = None
    if len(written.squares) == 3:
        kind = _path_kind(state, written)
        if kind is None:
            raise IllegalMove(
                f"'{text}': the piece cannot go that way (try "
                f"'{format_move(state, candidates[0])}')"
            )
    if written.promotion is not None:
        chosen = [m for m in candidates if m.promotion == written.promotion]
        if not chosen:
            if candidates[0].promotion is None:
                raise IllegalMove(f"'{text}': only a Swod reaching its last rank promotes")
            allowed = ", ".join(f"={m.promotion}" for m in candidates)
            raise IllegalMove(f"'{text}': the Swod may promote with {allowed}")
        return _as_written(chosen[0], kind, written)
    if len(candidates) > 1 or candidates[0].promotion is not None:
        allowed = ", ".join(f"={m.promotion}" for m in candidates)
        raise AmbiguousMove(f"'{text}': the Swod must promote; add one of {allowed}")
    return _as_written(candidates[0], kind, written)


def _as_written(move: JikaidaMove, kind: str | None, written: Written) -> JikaidaMove:
    """The legal move, keeping a written two-part path (the same move: moves
    are their effect) so that it is shown the way it was written."""
    if kind is None or (move.kind == kind and move.path == written.squares):
        return move
    return JikaidaMove(
        move.frm, move.to, move.promotion, False, kind, written.squares, move.capture
    )


def _path_kind(state: JikaidaState, written: Written) -> str | None:
    """The kind of a legal written two-part path, or None."""
    a, m, b = written.squares
    shape = written.vaults
    if shape == PART_VAULTS[BENT_VAULT]:
        return BENT_VAULT if paths.bent_vault(state, a, m, b) else None
    if shape == PART_VAULTS[MOVE_VAULT]:
        return MOVE_VAULT if paths.move_vault(state, a, m, b) else None
    if shape == PART_VAULTS[DOUBLE] == PART_VAULTS[FRONT_TURN]:
        if paths.double(state, a, m, b):
            return DOUBLE
        if paths.front_turn(state, a, m, b):
            return FRONT_TURN
    return None  # a vault is never followed by an ordinary part
