"""Every game's reasons agree with its move generator: no step that begins a
legal move is ever explained as illegal, and every other attempt gets a
reason. Attempts are built from the game's own list of what a player can try
(``why.candidates``): each candidate after each legal prefix of steps."""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardroom.engine.reasons import Reason
from boardroom.engine.registry import GAMES, game_part, make_game

EXPLAINED = [key for key in GAMES if game_part(key, "why") is not None]
ATTEMPTS = 400  # per position, sampled: a full sweep of a big board is slow


def _position(key: str, seed: int, plies: int) -> Any:
    rng = random.Random(seed)
    state = make_game(key).new_state(seed)
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            break
        state.apply(rng.choice(moves))
    return state.view(state.current_seat)


def _prefixes(moves: list[Any]) -> list[tuple[Hashable, ...]]:
    seen: dict[tuple[Hashable, ...], None] = {(): None}
    for move in moves:
        steps = tuple(move.steps)
        for n in range(1, len(steps)):
            seen.setdefault(steps[:n], None)
    return list(seen)


@pytest.mark.skipif(not EXPLAINED, reason="no game explains its moves yet")
@pytest.mark.parametrize("key", EXPLAINED)
@given(seed=st.integers(0, 2**31), plies=st.integers(0, 80))
@settings(max_examples=5, deadline=None)
def test_reasons_agree_with_the_legal_moves(key: str, seed: int, plies: int) -> None:
    check_reasons(key, seed, plies)


@pytest.mark.slow
@pytest.mark.skipif(not EXPLAINED, reason="no game explains its moves yet")
@pytest.mark.parametrize("key", EXPLAINED)
@given(seed=st.integers(0, 2**31), plies=st.integers(0, 80))
@settings(max_examples=12, deadline=None)
def test_reasons_agree_with_the_legal_moves_in_more_positions(
    key: str, seed: int, plies: int
) -> None:
    check_reasons(key, seed, plies)


def check_reasons(key: str, seed: int, plies: int) -> None:
    why = game_part(key, "why")
    assert why is not None
    view = _position(key, seed, plies)
    if view.is_terminal():
        return
    moves = view.legal_moves()
    candidates = list(why.candidates(view))
    attempts = [p + (c,) for p in _prefixes(moves) for c in candidates]
    rng = random.Random(seed)
    if len(attempts) > ATTEMPTS:
        attempts = rng.sample(attempts, ATTEMPTS)
    # Every legal move whole, too.
    attempts += [tuple(m.steps) for m in moves[:50]]
    # Every start of every legal move, whole moves included: an attempt
    # begins a legal move exactly when it is one of them (a set where asking
    # each move of each attempt took a third of this test's time).
    starts = {tuple(m.steps)[:n] for m in moves for n in range(len(m.steps) + 1)}
    for steps in attempts:
        reason = why.explain(view, steps)
        if steps in starts:
            assert reason is None, f"{key}: legal {steps} explained as '{reason}'"
        else:
            assert isinstance(reason, Reason), f"{key}: no reason for {steps}"
            assert reason.english().strip(), f"{key}: empty reason for {steps}"
