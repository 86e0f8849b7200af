"""The fast engine against the perft table frozen from the slow reference,
and move for move against the reference itself where that is cheap.

The run always made checks every depth up to ``FAST_LEAVES`` leaves and the
children of a seeded sample of root moves; ``-m slow`` the deeper counts
(seconds each) and every child."""

from __future__ import annotations

import random

import pytest

from boardroom.engine.perft import perft
from boardroom.games.jikaida import JikaidaState
from tests.games.jikaida.helpers import effect_text, fast_effects, slow_effects, state
from tests.games.jikaida.positions import POSITIONS
from tests.games.jikaida.test_reference import read_divide, read_table

ROWS = read_table()
IDS = [row[0] for row in ROWS]
FAST_LEAVES = 100_000  # deeper counts are checked under -m slow
DEEP = [row for row in ROWS if max(row[3]) > FAST_LEAVES]
CHILDREN_SAMPLE = 12  # root moves whose children the run always made compares
# Positions where the reference also lists every child's moves (a few seconds in all).
CHILDREN_CHECKED = (
    "vaults",
    "pallan-turns",
    "kaida-vault",
    "kaida-bonus",
    "vault-pins",
    "nikaida",
    "fluttember-origins",
    "pastang-start",
    "stikitche-start",
    "draks-city-start",
    "pastang-mid",
    "stikitche-mid",
    "draks-city-mid",
)


def divide(st: JikaidaState, depth: int) -> dict[str, int]:
    """Perft below each legal move, keyed as the reference writes effects."""
    out = {}
    for move in st.legal_moves():
        st.apply(move)
        out[effect_text(st, move)] = perft(st, depth - 1)
        st.undo()
    return out


def mismatch(name: str, st: JikaidaState, depth: int, got: int, expected: int) -> str:
    lines = [f"{name}: perft({depth}) = {got}, the reference gives {expected}"]
    ours = divide(st, depth)
    theirs = read_divide().get((name, depth))
    if theirs is None and depth <= 2:
        theirs = {}
        for move in st.legal_moves():
            st.apply(move)
            theirs[effect_text(st, move)] = len(slow_effects(st)) if depth == 2 else 1
            st.undo()
    for move in sorted(set(ours) | set(theirs or {})):
        mark = "" if theirs is None or ours.get(move) == theirs.get(move) else "   <-- differs"
        lines.append(f"  {move}: {ours.get(move)} (reference {(theirs or {}).get(move)}){mark}")
    return "\n".join(lines)


def test_the_table_is_frozen_for_every_position() -> None:
    assert {name for name, *_ in POSITIONS} <= set(IDS)


def check_table(name: str, variant: str, text: str, counts: list[int], deep: bool) -> None:
    """The counts up to FAST_LEAVES, or (``deep``) the ones beyond."""
    st = state(variant, text)
    for depth, expected in enumerate(counts, 1):
        if (expected > FAST_LEAVES) != deep:
            continue
        got = perft(st, depth)
        assert st.to_text() == text, "make and undo left a trace"
        if got != expected:
            pytest.fail(mismatch(name, st, depth, got, expected))


@pytest.mark.parametrize(("name", "variant", "text", "counts"), ROWS, ids=IDS)
def test_perft_table(name: str, variant: str, text: str, counts: list[int]) -> None:
    check_table(name, variant, text, counts, deep=False)


@pytest.mark.slow
@pytest.mark.parametrize(("name", "variant", "text", "counts"), DEEP, ids=[r[0] for r in DEEP])
def test_perft_table_deep(name: str, variant: str, text: str, counts: list[int]) -> None:
    check_table(name, variant, text, counts, deep=True)


def check_children(variant: str, text: str, sample: int | None) -> None:
    """Move for move (effects), at the root and one level deeper: below every
    root move, or below ``sample`` of them (seeded by the position)."""
    st = state(variant, text)
    assert fast_effects(st) == slow_effects(st)
    moves = st.legal_moves()
    if sample is not None and len(moves) > sample:
        moves = random.Random(text).sample(moves, sample)
    for move in moves:
        st.apply(move)
        assert fast_effects(st) == slow_effects(st), f"after {st.history[-1]}"
        st.undo()


@pytest.mark.parametrize(("name", "variant", "text", "counts"), ROWS, ids=IDS)
def test_same_moves_as_the_reference(name: str, variant: str, text: str, counts: list[int]) -> None:
    check_children(variant, text, CHILDREN_SAMPLE if name in CHILDREN_CHECKED else 0)


@pytest.mark.slow
@pytest.mark.parametrize("name", CHILDREN_CHECKED)
def test_same_moves_as_the_reference_below_every_move(name: str) -> None:
    _, variant, text, _ = next(row for row in ROWS if row[0] == name)
    check_children(variant, text, None)
