"""The engine against the perft table frozen from the slow reference
generator (reference.py), and move for move against the reference itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardroom.engine.perft import perft
from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState
from tests.games.jaheijagaj import reference
from tests.games.jaheijagaj.positions import POSITIONS

TABLE = Path(__file__).with_name("perft.tsv")


def read_table() -> list[tuple[str, int, str, list[int]]]:
    rows = []
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        name, seats, text, counts = line.split("\t")
        rows.append((name, int(seats), text, [int(c) for c in counts.split()]))
    return rows


ROWS = read_table()
IDS = [row[0] for row in ROWS]
# Positions small enough to compare every child's moves too (a few seconds).
CHILDREN_CHECKED = ("kiggyar", "charge", "hidden", "surround")


def state(seats: int, text: str) -> JaheijagajState:
    st = make_game("jaheijagaj", {}, seats).state_from_text(text)
    assert isinstance(st, JaheijagajState)
    return st


def moves(st: JaheijagajState) -> list[str]:
    return sorted(st.format_move(m) for m in st.legal_moves())


def divide(st: JaheijagajState) -> str:
    """Perft(2) per move against the reference, for a failure's message."""
    pos = reference.parse(st.num_seats, st.to_text())
    lines = []
    for move in st.legal_moves():
        text = st.format_move(move)
        st.apply(move)
        ours = len(st.legal_moves())
        st.undo()
        theirs = reference.perft(reference.play(pos, text), 1)
        if ours != theirs:
            lines.append(f"  {text}: {ours} (reference {theirs})")
    return "\n".join(lines[:30])


def test_every_position_is_frozen() -> None:
    assert {name for name, *_ in POSITIONS} <= set(IDS)


@pytest.mark.parametrize(("name", "seats", "text", "counts"), ROWS, ids=IDS)
def test_perft_table(name: str, seats: int, text: str, counts: list[int]) -> None:
    st = state(seats, text)
    before = st.to_text()
    for depth, expected in enumerate(counts, 1):
        got = perft(st, depth)
        assert st.to_text() == before, "make and undo left a trace"
        if got != expected:
            pytest.fail(f"{name}: perft({depth}) = {got}, the table says {expected}\n" + divide(st))


@pytest.mark.parametrize(("name", "seats", "text", "counts"), ROWS, ids=IDS)
def test_same_moves_as_the_reference(name: str, seats: int, text: str, counts: list[int]) -> None:
    st = state(seats, text)
    pos = reference.parse(seats, text)
    assert moves(st) == sorted(reference.legal(pos))
    if name not in CHILDREN_CHECKED:
        return
    for move in st.legal_moves():
        text_move = st.format_move(move)
        st.apply(move)
        child = reference.play(pos, text_move)
        assert moves(st) == sorted(reference.legal(child)), f"after {text_move}"
        st.undo()
