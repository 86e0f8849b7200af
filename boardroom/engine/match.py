"""Bot-against-bot matches, with no Qt and no knowledge of any bot.

An agent is a callable ``(view_state) -> move``; it is given only what its
seat may see. Seats swap colours game by game so neither agent keeps the
first move.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardroom.engine.game import Game
from boardroom.engine.outcome import Outcome

Agent = Callable[[Any], Any]
DEFAULT_MAX_PLIES = 600


@dataclass
class MatchResult:
    """Totals from the first agent's point of view, plus per-agent move times."""

    wins: int = 0
    draws: int = 0
    losses: int = 0
    outcomes: list[Outcome] = field(default_factory=list)
    move_times: list[list[float]] = field(default_factory=lambda: [[], []])

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def score(self) -> float:
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.0


def play_game(game: Game, agents: Sequence[Agent], seed: int,
              max_plies: int = DEFAULT_MAX_PLIES,
              times: list[list[float]] | None = None) -> Outcome:
    """One game; ``agents[i]`` plays seat i. Over ``max_plies`` it is a draw."""
    state = game.new_state(seed)
    while not state.is_terminal():
        if state.ply >= max_plies:
            return Outcome.draw(state.num_seats, "move-limit")
        seat = state.current_seat
        started = time.perf_counter()
        move = agents[seat](state.view(seat))
        if times is not None:
            times[seat].append(time.perf_counter() - started)
        state.play(move)
    result = state.outcome()
    assert result is not None
    return result


def run_match(game: Game, agent_a: Agent, agent_b: Agent, games: int, seed: int = 0,
              max_plies: int = DEFAULT_MAX_PLIES,
              on_game: Callable[[int, Outcome], None] | None = None) -> MatchResult:
    """``games`` two-seat games, alternating who takes seat 0."""
    result = MatchResult()
    for i in range(games):
        a_seat = i % 2
        agents = [agent_a, agent_b] if a_seat == 0 else [agent_b, agent_a]
        times: list[list[float]] = [[] for _ in range(game.num_seats)]
        outcome = play_game(game, agents, seed + i, max_plies, times)
        result.move_times[0].extend(times[a_seat])
        result.move_times[1].extend(times[1 - a_seat])
        result.outcomes.append(outcome)
        if outcome.is_draw:
            result.draws += 1
        elif a_seat in outcome.winners:
            result.wins += 1
        else:
            result.losses += 1
        if on_game is not None:
            on_game(i, outcome)
    return result
