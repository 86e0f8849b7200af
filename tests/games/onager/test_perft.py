"""Onager legal-move counts from known positions (perft), frozen as data."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardroom.engine.perft import divide, perft
from boardroom.games.onager import OnagerGame, OnagerState
from tests.games.onager import reference

TABLE = Path(__file__).with_name("perft.tsv")


def _rows() -> list[tuple[str, str, list[int]]]:
    rows = []
    for line in TABLE.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        name, text, counts = line.split("\t")
        rows.append((name, text, [int(c) for c in counts.split()]))
    return rows


def _state(text: str) -> OnagerState:
    return OnagerGame({"side": int(text.split()[0])}).state_from_text(text)


@pytest.mark.parametrize(("name", "text", "counts"), _rows(), ids=[r[0] for r in _rows()])
def test_perft_table(name: str, text: str, counts: list[int]) -> None:
    for depth, expected in enumerate(counts, 1):
        state = _state(text)
        got = perft(state, depth)
        assert state.to_text() == text  # make and undo every leaf leaves no trace
        if got != expected:
            breakdown = "\n".join(f"{m}: {n}" for m, n in sorted(divide(state, depth).items()))
            pytest.fail(f"{name} perft({depth}) = {got}, expected {expected}\n{breakdown}")


@pytest.mark.parametrize(("name", "text", "counts"), _rows(), ids=[r[0] for r in _rows()])
def test_fast_generator_matches_the_slow_one(name: str, text: str, counts: list[int]) -> None:
    state = _state(text)
    if state.phase != "play":
        pytest.skip("the reference covers the play phase")
    fast = {state.format_move(m) for m in state.legal_moves()}
    assert fast == reference.moves(state)
    for move in state.legal_moves():  # one level deeper too
        state.apply(move)
        assert {state.format_move(m) for m in state.legal_moves()} == reference.moves(state)
        state.undo()
