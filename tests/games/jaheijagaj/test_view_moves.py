"""The view of the seat to move takes its legal moves from the true state
(worked out once for both): they are the very moves the view would work out
itself, in the same order; what is sent to a bot carries none."""

from __future__ import annotations

import random

import pytest

from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_shared_moves_are_the_views_own(seats: int) -> None:
    for seed in range(2):
        state = make_game("jaheijagaj", {}, seats).new_state(seed)
        assert isinstance(state, JaheijagajState)
        rng = random.Random(seed)
        for _ in range(80):
            if state.is_terminal():
                break
            view = state.view(state.current_seat)
            own = view.clone()  # a clone works its moves out afresh
            assert own._moves is None
            assert view.legal_moves() == own.legal_moves()
            assert state.for_bot_process()._moves is None
            state.apply(rng.choice(state.legal_moves()))
