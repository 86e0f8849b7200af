"""The generic search on toy games: tactics, chance, cancel, determinism."""

from __future__ import annotations

import random
import threading

import pytest

from boardroom.bots.mcts import Mcts, MctsConfig
from tests.bots.toys import NimGame, PigGame, TicTacToeGame


def search(state, iterations=2000, seed=1, **knobs):
    return Mcts(MctsConfig(iterations=iterations, **knobs), random.Random(seed)).search(state)


@pytest.mark.parametrize(
    "cells, winning",
    [
        ("XX.OO....", 2),  # X completes the top row
        ("X.O.XO...", 8),  # X completes the diagonal
        ("OO.XX....", 5),  # the middle row rather than blocking O
    ],
)
def test_takes_an_immediate_win_in_tic_tac_toe(cells, winning):
    state = TicTacToeGame().state_from_text(cells)
    best = search(state).best()
    assert best.move.steps == (winning,)
    assert best.proven and best.value == 1.0


@pytest.mark.parametrize(
    "cells, block",
    [
        ("XO..O...X", 7),  # O threatens the middle column
        ("OX..O.X..", 8),  # O threatens the diagonal
    ],
)
def test_blocks_an_immediate_loss_in_tic_tac_toe(cells, block):
    state = TicTacToeGame().state_from_text(cells)
    assert search(state).best().move.steps == (block,)


def test_proves_a_drawn_ending():
    state = TicTacToeGame().state_from_text("XOX.O..X.")  # O to move; best play draws
    result = search(state, iterations=100_000)
    assert result.iterations < 100_000  # the solved root stopped the search
    assert result.proven == (0.5, 0.5)
    assert result.best().proven and result.best().value == 0.5


@pytest.mark.parametrize("pile, take", [(10, 2), (7, 3), (5, 1), (13, 1)])
def test_finds_the_nim_win(pile, take):
    state = NimGame(pile=pile).new_state(0)
    assert search(state, iterations=3000).best().move.steps == (take,)


def test_three_seats_back_up_one_value_per_seat():
    game = NimGame(seats=3, pile=3)
    state = game.state_from_text("3 2 1")  # seat 2 to move takes the last stones
    result = search(state, iterations=300)
    assert result.best().move.steps == (3,)
    assert len(result.root_values) == 3
    assert result.proven == (0.0, 0.0, 1.0)


def test_three_seats_see_who_profits_from_a_lost_position():
    # Pile 4, seat 0 to move: whatever it takes, seat 1 takes the rest.
    state = NimGame(seats=3, pile=4).new_state(0)
    result = search(state, iterations=3000)
    assert all(s.proven and s.value == 0.0 for s in result.moves)
    assert result.proven == (0.0, 1.0, 0.0)


def test_chance_games_never_read_the_states_own_dice():
    """The dice inside the state are its future: the search must not see them.

    The same position with different generator seeds must get the same
    search, move for move and visit for visit."""
    game = PigGame()
    found = set()
    for seed in range(6):
        state = game.state_from_text("12 15 6 0")
        state.rng.state = seed * 7919 + 1
        result = search(state, iterations=400, seed=3)
        found.add(tuple((s.move, s.visits) for s in result.moves))
    assert len(found) == 1


def test_chance_search_leaves_the_state_untouched():
    state = PigGame().new_state(5)
    state.play("roll")
    before = (state.to_text(), list(state.history), state.rng.state)
    search(state, iterations=500)
    assert (state.to_text(), list(state.history), state.rng.state) == before


def test_pig_holds_on_a_big_turn_total():
    # 19 points in hand with a score of 5: holding wins outright.
    state = PigGame().state_from_text("5 18 19 0")
    result = search(state, iterations=2000)
    assert result.best().move.steps == ("hold",)


def test_iteration_budgets_are_deterministic():
    state = TicTacToeGame().state_from_text("X...O....")
    first = search(state, iterations=700, seed=42)
    second = search(state, iterations=700, seed=42)
    assert first.moves == second.moves
    assert first.iterations == second.iterations == 700


class FakeClock:
    """A clock that moves on by ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


def test_time_budget_stops_inside_a_long_playout():
    # Each clock read is one "second"; the budget allows only a few reads,
    # and a single playout of Nim 100000 would take far more plies than that.
    clock = FakeClock(1.0)
    state = NimGame(pile=100_000).new_state(0)
    mcts = Mcts(
        MctsConfig(iterations=None, seconds=5.0, max_playout=10**6), random.Random(0), clock=clock
    )
    result = mcts.search(state)
    assert not result.cancelled
    assert clock.reads <= 8
    assert result.best().move in state.legal_moves()
    assert state.pile == 100_000 and state.ply == 0


def test_time_budget_allows_many_iterations_when_time_is_plentiful():
    clock = FakeClock(1e-6)
    state = TicTacToeGame().state_from_text("X...O....")
    result = Mcts(MctsConfig(iterations=None, seconds=0.01), random.Random(0), clock=clock).search(
        state
    )
    assert result.iterations > 100 or result.solved is not None


class CancelAfter:
    """A playout policy that raises the cancel flag after ``plies`` moves."""

    def __init__(self, cancel: threading.Event, plies: int) -> None:
        self.cancel = cancel
        self.left = plies
        self.after_cancel = 0

    def __call__(self, state, moves, rng):
        self.left -= 1
        if self.left == 0:
            self.cancel.set()
        elif self.left < 0:
            self.after_cancel += 1
        return moves[0]


def test_cancel_stops_a_playout_within_a_few_plies():
    state = NimGame(pile=100_000).new_state(0)  # every playout is long
    cancel = threading.Event()
    policy = CancelAfter(cancel, 500)
    mcts = Mcts(
        MctsConfig(iterations=None, seconds=1e9, max_playout=10**6), random.Random(0), policy=policy
    )
    result = mcts.search(state, cancel)
    assert result.cancelled
    assert policy.after_cancel < 16  # the flag is polled every 16 plies
    assert result.best().move in state.legal_moves()
    assert state.pile == 100_000 and state.ply == 0


def test_cancel_from_another_thread_ends_the_search():
    state = NimGame(pile=100_000).new_state(0)
    cancel = threading.Event()
    mcts = Mcts(MctsConfig(iterations=None, seconds=1e9, max_playout=10**6), random.Random(0))
    out: dict[str, object] = {}
    worker = threading.Thread(target=lambda: out.setdefault("r", mcts.search(state, cancel)))
    worker.start()
    cancel.set()
    worker.join(30.0)
    assert not worker.is_alive()
    assert out["r"].cancelled


def test_progress_is_reported_sparingly_and_ends_at_one():
    reports: list[float] = []
    clock = FakeClock(0.0005)
    state = NimGame(pile=100_000).new_state(0)
    Mcts(
        MctsConfig(iterations=None, seconds=0.6, max_playout=2000), random.Random(0), clock=clock
    ).search(state, progress=reports.append)
    assert reports[-1] == 1.0
    assert reports == sorted(reports)
    assert all(0.0 <= r <= 1.0 for r in reports)
    assert 2 <= len(reports) <= clock.now * 4 + 2


def test_a_finished_game_cannot_be_searched():
    state = TicTacToeGame().state_from_text("XXXOO....")
    with pytest.raises(ValueError):
        search(state)
