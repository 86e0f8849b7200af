"""Bot-against-bot matches, with no Qt and no knowledge of any bot.

An agent is a callable ``(view_state) -> move``; it is given only what its
seat may see. Seats swap colours game by game so neither agent keeps the
first move.

Long games can be adjudicated as engine matches do (cutechess-cli's
``-resign movecount=N score=S``), here on a score the caller supplies (a
material count): a side that leads by ``margin`` or more for ``plies``
plies in a row wins, and at the ply cap a lead of ``cap_margin`` or more
wins instead of a draw. Adjudicated results carry the reason
"adjudication".
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardroom.engine.game import AnyGame, AnyState
from boardroom.engine.outcome import Outcome

Agent = Callable[[Any], Any]
DEFAULT_MAX_PLIES = 600
ADJUDICATION = "adjudication"


@dataclass(frozen=True)
class Adjudication:
    """When a game is decided before its end (see the module's text)."""

    # Two seats: seat 0's lead in a position (material points...); more seats:
    # each seat's standing (a seat out: -inf), the leader ahead of every other.
    score: Callable[[Any], float | Sequence[float]]
    margin: float
    plies: int
    cap_margin: float | None = None  # None: the ply cap stays a draw

    def __post_init__(self) -> None:
        if self.margin <= 0 or self.plies < 1:
            raise ValueError("an adjudication needs a positive margin and ply count")
        if self.cap_margin is not None and self.cap_margin <= 0:
            raise ValueError("the ply-cap margin must be positive")

    def leader(self, lead: float | Sequence[float], margin: float) -> int | None:
        if not isinstance(lead, (int, float)):
            order = sorted(range(len(lead)), key=lambda s: -lead[s])
            ahead = lead[order[0]] - lead[order[1]] if len(order) > 1 else math.inf
            return order[0] if ahead >= margin else None
        return 0 if lead >= margin else 1 if lead <= -margin else None


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


def play_game(
    game: AnyGame,
    agents: Sequence[Agent],
    seed: int,
    max_plies: int = DEFAULT_MAX_PLIES,
    times: list[list[float]] | None = None,
    adjudication: Adjudication | None = None,
    final: list[AnyState] | None = None,
) -> Outcome:
    """One game; ``agents[i]`` plays seat i. Over ``max_plies`` it is a draw
    (unless adjudicated). ``final`` receives the last position."""
    state = game.new_state(seed)
    if final is not None:
        final.append(state)
    held, run = None, 0  # who has led by the margin, for how many plies
    while not state.is_terminal():
        if state.ply >= max_plies:
            if adjudication is not None and adjudication.cap_margin is not None:
                winner = adjudication.leader(adjudication.score(state), adjudication.cap_margin)
                if winner is not None:
                    return Outcome.win(winner, state.num_seats, ADJUDICATION)
            return Outcome.draw(state.num_seats, "move-limit")
        seat = state.current_seat
        started = time.perf_counter()
        move = agents[seat](state.view(seat))
        if times is not None:
            times[seat].append(time.perf_counter() - started)
        state.play(move)
        if adjudication is not None and not state.is_terminal():
            leader = adjudication.leader(adjudication.score(state), adjudication.margin)
            held, run = leader, (run + 1 if leader is not None and leader == held else 1)
            if leader is not None and run >= adjudication.plies:
                return Outcome.win(leader, state.num_seats, ADJUDICATION)
    result = state.outcome()
    assert result is not None
    return result


def run_match(
    game: AnyGame,
    agent_a: Agent,
    agent_b: Agent,
    games: int,
    seed: int = 0,
    max_plies: int = DEFAULT_MAX_PLIES,
    on_game: Callable[[int, Outcome], None] | None = None,
    adjudication: Adjudication | None = None,
) -> MatchResult:
    """``games`` two-seat games, alternating who takes seat 0."""
    return run_seats_match(game, [agent_a, agent_b], games, seed, max_plies, on_game, adjudication)


def seat_of(agent: int, game_index: int, seats: int) -> int:
    """Where agent ``agent`` sits in game ``game_index``: everyone moves one seat
    on each game, so the first agent takes every seat in turn."""
    return (agent + game_index) % seats


def run_seats_match(
    game: AnyGame,
    agents: Sequence[Agent],
    games: int,
    seed: int = 0,
    max_plies: int = DEFAULT_MAX_PLIES,
    on_game: Callable[[int, Outcome], None] | None = None,
    adjudication: Adjudication | None = None,
    on_state: Callable[[int, AnyState, Outcome, float], None] | None = None,
) -> MatchResult:
    """``games`` games with one agent per seat, the seats rotating between
    games. Wins, draws and losses are the first agent's; move times per agent.
    ``on_state`` gets each game's index, last position, outcome and seconds."""
    n = game.num_seats
    if len(agents) != n:
        raise ValueError(f"{n} seats need {n} agents, not {len(agents)}")
    result = MatchResult(move_times=[[] for _ in range(n)])
    for i in range(games):
        seated = [agents[0]] * n
        for agent in range(n):
            seated[seat_of(agent, i, n)] = agents[agent]
        times: list[list[float]] = [[] for _ in range(n)]
        final: list[AnyState] = []
        started = time.monotonic()
        outcome = play_game(game, seated, seed + i, max_plies, times, adjudication, final)
        if on_state is not None:
            on_state(i, final[0], outcome, time.monotonic() - started)
        for agent in range(n):
            result.move_times[agent].extend(times[seat_of(agent, i, n)])
        result.outcomes.append(outcome)
        first = seat_of(0, i, n)
        if outcome.is_draw:
            result.draws += 1
        elif first in outcome.winners:
            result.wins += 1
        else:
            result.losses += 1
        if on_game is not None:
            on_game(i, outcome)
    return result
