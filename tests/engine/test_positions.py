"""Positions of a history reached without replaying it from the start each
time (the move list of a long game words only the rows shown): every
position reached, in any order, by undo from the game itself or from the
positions kept on the way, is the one a replay from the start reaches."""

from __future__ import annotations

import random

import pytest

from boardroom.engine.game import AnyState
from boardroom.engine.registry import GAMES, make_game
from boardroom.engine.replay import Positions


def random_game(key: str, plies: int, seed: int = 3) -> AnyState:
    state = make_game(key, {}).new_state(seed)
    rng = random.Random(seed)
    while state.ply < plies and not state.is_terminal():
        state.play(rng.choice(state.legal_moves()))
    return state


def replayed(state: AnyState, ply: int) -> AnyState:
    replay = state.initial()
    for move in state.history[:ply]:
        replay.apply(move)
    return replay


def same_position(a: AnyState, b: AnyState) -> bool:
    return (a.to_text(), a.ply, a.current_seat, a.is_terminal()) == (
        b.to_text(),
        b.ply,
        b.current_seat,
        b.is_terminal(),
    )


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("from_the_game", [True, False])
def test_every_position_in_any_order(key: str, from_the_game: bool) -> None:
    state = random_game(key, 150)
    positions: Positions[object] = Positions()
    positions.EVERY = 16  # kept positions met often in a short game
    same = positions.update(state.history, state.initial, state if from_the_game else None)
    assert same == 0
    plies = list(range(state.ply + 1))
    random.Random(1).shuffle(plies)
    for ply in [state.ply - 1, 0, *plies]:
        found = positions.before(ply)
        assert same_position(found, replayed(state, ply)), (key, ply)
        if ply < state.ply:  # the caller may play on: nothing kept is changed
            found.apply(state.history[ply])


@pytest.mark.parametrize("key", ["onager", "jaheijagaj"])
def test_the_history_changing_keeps_what_is_still_true(key: str) -> None:
    state = random_game(key, 60)
    positions: Positions[object] = Positions()
    positions.EVERY = 8
    positions.update(state.history, state.initial, state)
    positions.before(5)
    for _ in range(7):  # moves taken back
        state.undo()
    assert positions.update(state.history, state.initial, state) == state.ply
    rng = random.Random(4)
    while state.ply < 62 and not state.is_terminal():  # others played instead
        state.play(rng.choice(state.legal_moves()))
    same = positions.update(state.history, state.initial, state)
    assert 0 < same <= 53
    for ply in (60, 52, 3, 54, state.ply):
        assert same_position(positions.before(ply), replayed(state, ply)), ply
    assert positions.update(state.history[:10], state.initial) == 10  # no undo: a replay
    assert same_position(positions.before(9), replayed(state, 9))


def test_a_resigned_game_is_reached_back_past_its_ending() -> None:
    state = random_game("onager", 40)
    state.resign(state.current_seat)
    positions: Positions[object] = Positions()
    positions.update(state.history, state.initial, state)
    assert positions.before(state.ply).is_terminal()
    for ply in (state.ply - 1, 3):
        assert same_position(positions.before(ply), replayed(state, ply))


def test_a_view_has_no_undo_and_is_replayed() -> None:
    state = random_game("jaheijagaj", 40)
    view = state.view(0)
    assert not view.can_undo_all() and state.can_undo_all()
    positions: Positions[object] = Positions()
    positions.update(view.history, view.initial, None)
    for ply in (39, 2, 20):
        assert same_position(positions.before(ply), replayed(view, ply))


def test_a_game_played_on_keeps_few_positions() -> None:
    """The game's end is copied at each update, not kept past the next."""
    state = random_game("onager", 0)
    positions: Positions[object] = Positions()
    rng = random.Random(5)
    while state.ply < 150 and not state.is_terminal():
        state.play(rng.choice(state.legal_moves()))
        positions.update(state.history, state.initial, state)
        positions.before(max(0, state.ply - 3))
    assert len(positions._kept) <= state.ply // Positions.EVERY + 3
