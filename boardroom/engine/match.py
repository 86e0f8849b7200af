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

import hashlib
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from boardroom.engine.game import AnyGame, AnyState, Move
from boardroom.engine.matchreport import (
    ADJUDICATED,
    CAP,
    LIMIT,
    RULES,
    GameReport,
    Summary,
    summarise,
)
from boardroom.engine.outcome import Outcome

Agent = Callable[[AnyState], Move]  # a seat's view -> its move
DEFAULT_MAX_PLIES = 600
ADJUDICATION = "adjudication"


@dataclass(frozen=True)
class Seeded:
    """An agent made afresh for every game from a seed of its own. A bot whose
    choices follow its seed and the position would otherwise replay the same
    game whenever the seats come round again (PRACTICES 22)."""

    make: Callable[[int], Agent]


def derived_seed(seed: int, game_index: int, role: int) -> int:
    """Reproducible seeds, different for every game of a match and every role
    in it (role 0: the game's own generator; 1 and on: the agents), and far
    from those of a match started from a nearby seed."""
    text = f"{seed}/{game_index}/{role}".encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=6).digest(), "big")


@dataclass(frozen=True)
class Adjudication:
    """When a game is decided before its end (see the module's text)."""

    # Two seats: seat 0's lead in a position (material points...); more seats:
    # each seat's standing (a seat out: -inf), the leader ahead of every other.
    score: Callable[[AnyState], float | Sequence[float]]
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
    """Totals from the first agent's point of view, per-agent move times, and
    a report of every game (how it ended, how long it went without a removal)."""

    wins: int = 0
    draws: int = 0
    losses: int = 0
    outcomes: list[Outcome] = field(default_factory=list)
    move_times: list[list[float]] = field(default_factory=lambda: [[], []])
    reports: list[GameReport] = field(default_factory=list)
    first_game: int = 0  # the index of the match's first game (a part of a longer match)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def score(self) -> float:
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.0

    def summary(self) -> Summary:
        n = len(self.move_times)
        first = self.first_game
        return summarise(self.reports, [seat_of(0, first + i, n) for i in range(len(self.reports))])


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
    report = run_game(game, agents, seed, max_plies, times, adjudication, final)
    return report.outcome


def run_game(
    game: AnyGame,
    agents: Sequence[Agent],
    seed: int,
    max_plies: int = DEFAULT_MAX_PLIES,
    times: list[list[float]] | None = None,
    adjudication: Adjudication | None = None,
    final: list[AnyState] | None = None,
) -> GameReport:
    """``play_game`` with its report: the ending's kind, the plies, the runs of
    plies without a removal (the game's move-limit count going back to 0
    after a move of play), and a digest of the moves."""
    state = game.new_state(seed)
    if final is not None:
        final.append(state)
    held, run = None, 0  # who has led by the margin, for how many plies
    quiet = Quiet()
    digest = hashlib.blake2b(digest_size=8)
    moves: list[str] = []
    outcome: Outcome | None = None
    ending = RULES
    while not state.is_terminal():
        if state.ply >= max_plies:
            ending = CAP
            outcome = Outcome.draw(state.num_seats, "move-limit")
            if adjudication is not None and adjudication.cap_margin is not None:
                winner = adjudication.leader(adjudication.score(state), adjudication.cap_margin)
                if winner is not None:
                    ending = ADJUDICATED
                    outcome = Outcome.win(winner, state.num_seats, ADJUDICATION)
            break
        seat = state.current_seat
        started = time.perf_counter()
        chosen = agents[seat](state.view(seat))
        if times is not None:
            times[seat].append(time.perf_counter() - started)
        move = state.parse_move(chosen) if isinstance(chosen, str) else chosen
        written = state.format_move(move)
        moves.append(written)
        digest.update(written.encode() + b" ")
        playing = state.phase == "play"
        state.play(move)
        quiet.add(playing and state.quiet_moves == 0)
        if adjudication is not None and not state.is_terminal():
            leader = adjudication.leader(adjudication.score(state), adjudication.margin)
            held, run = leader, (run + 1 if leader is not None and leader == held else 1)
            if leader is not None and run >= adjudication.plies:
                ending = ADJUDICATED
                outcome = Outcome.win(leader, state.num_seats, ADJUDICATION)
                break
    if outcome is None:
        outcome = state.outcome()
        assert outcome is not None
        if outcome.reason in state.limit_reasons:
            ending = LIMIT
    return GameReport(
        outcome,
        ending,
        state.ply,
        quiet.total,
        quiet.longest,
        quiet.run,
        digest.hexdigest(),
        tuple(moves),
    )


@dataclass
class Quiet:
    """Plies without a removal: in all, the longest run, the run going on."""

    total: int = 0
    longest: int = 0
    run: int = 0

    def add(self, removed: bool) -> None:
        if removed:
            self.run = 0
            return
        self.total += 1
        self.run += 1
        self.longest = max(self.longest, self.run)


def run_match(
    game: AnyGame,
    agent_a: Agent | Seeded,
    agent_b: Agent | Seeded,
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
    agents: Sequence[Agent | Seeded],
    games: int,
    seed: int = 0,
    max_plies: int = DEFAULT_MAX_PLIES,
    on_game: Callable[[int, Outcome], None] | None = None,
    adjudication: Adjudication | None = None,
    on_state: Callable[[int, AnyState, Outcome, float], None] | None = None,
    on_report: Callable[[int, GameReport], None] | None = None,
    first: int = 0,
) -> MatchResult:
    """``games`` games with one agent per seat, the seats rotating between
    games; each game has its own seed, and each ``Seeded`` agent is made
    afresh for it from a seed of its own (``derived_seed``). Wins, draws and
    losses are the first agent's; move times per agent. ``on_state`` gets
    each game's index, last position, outcome and seconds; ``on_report`` its
    index and report. ``first``: the index of the first game, so that a
    match split between processes plays the games of the whole match."""
    n = game.num_seats
    if len(agents) != n:
        raise ValueError(f"{n} seats need {n} agents, not {len(agents)}")
    if first < 0:
        raise ValueError(f"the first game's index cannot be {first}")
    result = MatchResult(move_times=[[] for _ in range(n)], first_game=first)
    for i in range(first, first + games):
        by_seat: dict[int, Agent] = {}
        for k, agent in enumerate(agents):
            made = agent.make(derived_seed(seed, i, k + 1)) if isinstance(agent, Seeded) else agent
            by_seat[seat_of(k, i, n)] = made
        seated = [by_seat[s] for s in range(n)]
        times: list[list[float]] = [[] for _ in range(n)]
        final: list[AnyState] = []
        started = time.monotonic()
        report = run_game(
            game, seated, derived_seed(seed, i, 0), max_plies, times, adjudication, final
        )
        outcome = report.outcome
        if on_state is not None:
            on_state(i, final[0], outcome, time.monotonic() - started)
        for agent_index in range(n):
            result.move_times[agent_index].extend(times[seat_of(agent_index, i, n)])
        result.outcomes.append(outcome)
        result.reports.append(report)
        first = seat_of(0, i, n)
        if outcome.is_draw:
            result.draws += 1
        elif first in outcome.winners:
            result.wins += 1
        else:
            result.losses += 1
        if on_game is not None:
            on_game(i, outcome)
        if on_report is not None:
            on_report(i, report)
    return result
