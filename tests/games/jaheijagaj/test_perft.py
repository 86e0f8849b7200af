"""The engine against the perft table frozen from the slow reference
generator (reference.py), and move for move against the reference itself.

The run always made checks every count up to ``FAST_LEAVES`` leaves and the
children of a seeded sample of root moves; ``-m slow`` the larger counts and
every child."""

from __future__ import annotations

import random
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
FAST_LEAVES = 200_000  # larger counts are checked under -m slow
DEEP = [row for row in ROWS if max(row[3]) > FAST_LEAVES]
CHILDREN_SAMPLE = 8  # root moves whose children the run always made compares


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


def check_table(name: str, seats: int, text: str, counts: list[int], deep: bool) -> None:
    """The counts up to FAST_LEAVES, or (``deep``) the ones beyond."""
    st = state(seats, text)
    before = st.to_text()
    for depth, expected in enumerate(counts, 1):
        if (expected > FAST_LEAVES) != deep:
            continue
        got = perft(st, depth)
        assert st.to_text() == before, "make and undo left a trace"
        if got != expected:
            pytest.fail(f"{name}: perft({depth}) = {got}, the table says {expected}\n" + divide(st))


@pytest.mark.parametrize(("name", "seats", "text", "counts"), ROWS, ids=IDS)
def test_perft_table(name: str, seats: int, text: str, counts: list[int]) -> None:
    check_table(name, seats, text, counts, deep=False)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "seats", "text", "counts"), DEEP, ids=[r[0] for r in DEEP])
def test_perft_table_deep(name: str, seats: int, text: str, counts: list[int]) -> None:
    check_table(name, seats, text, counts, deep=True)


def check_children(seats: int, text: str, sample: int | None) -> None:
    """The same moves as the reference at the root and one level deeper: below
    every root move, or below ``sample`` of them (seeded by the position)."""
    st = state(seats, text)
    pos = reference.parse(seats, text)
    assert moves(st) == sorted(reference.legal(pos))
    below = st.legal_moves()
    if sample is not None and len(below) > sample:
        below = random.Random(text).sample(below, sample)
    for move in below:
        text_move = st.format_move(move)
        st.apply(move)
        child = reference.play(pos, text_move)
        assert moves(st) == sorted(reference.legal(child)), f"after {text_move}"
        st.undo()


@pytest.mark.parametrize(("name", "seats", "text", "counts"), ROWS, ids=IDS)
def test_same_moves_as_the_reference(name: str, seats: int, text: str, counts: list[int]) -> None:
    check_children(seats, text, CHILDREN_SAMPLE if name in CHILDREN_CHECKED else 0)


@pytest.mark.slow
@pytest.mark.parametrize("name", CHILDREN_CHECKED)
def test_same_moves_as_the_reference_below_every_move(name: str) -> None:
    _, seats, text, _ = next(row for row in ROWS if row[0] == name)
    check_children(seats, text, None)
