"""Bot-against-bot matches with toy agents."""

from typing import Any

import pytest

from boardroom.engine.match import play_game, run_match
from boardroom.engine.outcome import Outcome
from tests.toygames import HIDDEN, NimGame, RaceGame, SecretGame


def greedy(state: Any) -> Any:
    """Take the whole largest pile (wins single-pile Nim at once)."""
    return max(state.legal_moves(), key=lambda m: m.count)


def timid(state: Any) -> Any:
    """Take one counter; moves are given back as text to test that path too."""
    return state.format_move(min(state.legal_moves(), key=lambda m: m.count))


def test_seats_alternate_and_results_are_counted() -> None:
    seats_seen: dict[str, list[int]] = {"a": [], "b": []}
    finished: list[tuple[int, Outcome]] = []

    def agent(name: str, play: Any) -> Any:
        def choose(state: Any) -> Any:
            seats_seen[name].append(state.current_seat)
            return play(state)

        return choose

    # One pile of 7: whoever moves first and plays greedy wins at once; a
    # greedy second player wins after the timid one takes a single counter.
    result = run_match(
        NimGame({"piles": "7"}),
        agent("a", greedy),
        agent("b", timid),
        games=4,
        on_game=lambda i, outcome: finished.append((i, outcome)),
    )
    assert (result.wins, result.draws, result.losses) == (4, 0, 0)
    assert result.games == 4 and result.score() == 1.0
    # Agent a played seat 0 in games 0 and 2, seat 1 in games 1 and 3.
    assert seats_seen["a"] == [0, 1, 0, 1]
    assert seats_seen["b"] == [0, 0]
    assert [i for i, _ in finished] == [0, 1, 2, 3]
    assert [o.winners for o in result.outcomes] == [(0,), (1,), (0,), (1,)]
    assert [len(t) for t in result.move_times] == [4, 2]
    assert all(t >= 0 for times in result.move_times for t in times)


def test_losses_count_from_the_first_agent() -> None:
    result = run_match(NimGame({"piles": "7"}), timid, greedy, games=3)
    assert (result.wins, result.draws, result.losses) == (0, 0, 3)
    assert result.score() == 0.0


def test_max_plies_gives_draws() -> None:
    def walker(state: Any) -> str:
        return "w"

    result = run_match(RaceGame({"length": 60}), walker, walker, games=2, max_plies=10)
    assert (result.wins, result.draws, result.losses) == (0, 2, 0)
    assert result.score() == 0.5
    assert all(o.reason == "move-limit" for o in result.outcomes)


def test_each_game_gets_its_own_seed() -> None:
    def runner(state: Any) -> str:
        return "r"

    first = run_match(RaceGame({"length": 30}), runner, runner, games=6, seed=10)
    again = run_match(RaceGame({"length": 30}), runner, runner, games=6, seed=10)
    assert first.outcomes == again.outcomes
    # Same agents on both seats: only the dice decide, and they differ game to game.
    winners = {
        play_game(RaceGame({"length": 30}), [runner, runner], seed).winners
        for seed in range(10, 16)
    }
    assert winners == {(0,), (1,)}


def test_agents_only_see_their_view() -> None:
    def peeker(state: Any) -> Any:
        other = 1 - state.current_seat
        if state.phase == "play":
            assert state.secrets[other] == HIDDEN
            assert "p?" in state.moves_text()
        return state.legal_moves()[0]

    outcome = play_game(SecretGame(), [peeker, peeker], seed=1)
    # Both pick 1; North guesses 1 first and wins.
    assert outcome == Outcome.win(0, 2, "guessed")


def test_an_agent_returning_an_illegal_move_is_an_error() -> None:
    with pytest.raises(ValueError):
        play_game(NimGame(), [lambda s: "a9", lambda s: "a1"], seed=1)


def test_empty_match_scores_zero() -> None:
    result = run_match(NimGame(), greedy, greedy, games=0)
    assert result.games == 0 and result.score() == 0.0
