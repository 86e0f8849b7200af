"""Over random playouts of 2, 3 and 4 seat games: every seat's view agrees
with the true state (what it shows is there, nothing out of its sight is
shown), the seat to move gets the same legal moves from its view as from the
truth, and notation and position text read back what they wrote."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState
from boardroom.games.jaheijagaj.board import COUNT, board
from boardroom.games.jaheijagaj.pieces import side_of

B = board()


def check_view(state: JaheijagajState, seat: int) -> None:
    view = state.view(seat)
    if state.is_terminal():
        assert view.cells == state.cells
        return
    visible = state.visible(seat)
    for h in range(COUNT):
        shown = view.cells[h]
        if shown:
            assert shown == state.cells[h], f"{B.names[h]}: the view shows what is not there"
        elif state.cells[h] and (side_of(state.cells[h]) == seat or visible >> h & 1):
            wraith = state.cells[h] & 7 == 4
            assert wraith and not any(
                visible >> x & 1
                for x in B.footprint[state.wraith[side_of(state.cells[h])][0]][
                    state.wraith[side_of(state.cells[h])][1]
                ]
            ), f"{B.names[h]} is seen but not shown"
    assert all(not m for s, m in enumerate(view.memory) if s != seat)
    assert view.view(seat).to_text() == view.to_text()
    game = state.game
    again = game.state_from_text(view.to_text())
    assert again.to_text() == view.to_text() and again.viewer == seat
    assert len(view.history) == len(state.history)


def check_state(state: JaheijagajState) -> None:
    for seat in range(state.num_seats):
        check_view(state, seat)
    if state.is_terminal():
        return
    own = state.view(state.current_seat)
    assert sorted(map(own.format_move, own.legal_moves())) == sorted(
        map(state.format_move, state.legal_moves())
    )
    text = state.to_text()
    assert state.game.state_from_text(text).to_text() == text
    for move in state.legal_moves()[:40]:
        assert state.parse_move(state.format_move(move)) == move


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_views_and_truth_stay_consistent(seats: int, seed: int) -> None:
    check_a_game(seats, seed)


@pytest.mark.slow
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6))
def test_views_and_truth_stay_consistent_in_more_games(seats: int, seed: int) -> None:
    check_a_game(seats, seed)


def check_a_game(seats: int, seed: int) -> None:
    game = make_game("jaheijagaj", {"move_limit": 40}, seats)
    state = game.new_state(seed)
    assert isinstance(state, JaheijagajState)
    rng = random.Random(seed)
    for _ in range(60):
        check_state(state)
        moves = state.legal_moves()
        if not moves:
            break
        fights = [m for m in moves if m.kind != "move"]
        state.apply(rng.choice(fights) if fights and rng.random() < 0.6 else rng.choice(moves))
    check_state(state)
    # Undo goes all the way back to the start, memories included.
    while state.history:
        state.undo()
    assert state.to_text() == game.new_state(seed).to_text()


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_saved_game_replays_to_the_same_truth_and_views(seats: int) -> None:
    from boardroom.engine import savegame
    from boardroom.engine.savegame import Seat

    game = make_game("jaheijagaj", {}, seats)
    state = game.new_state(7)
    rng = random.Random(seats)
    for _ in range(30):
        state.apply(rng.choice(state.legal_moves()))
    saved = savegame.from_state(state, [Seat(f"S{i}") for i in range(seats)])
    _, _, loaded = savegame.load_text(saved.to_json())
    assert loaded.to_text() == state.to_text()
    for seat in range(seats):
        assert loaded.view(seat).to_text() == state.view(seat).to_text()
