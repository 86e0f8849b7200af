"""Figures from the record of games: how each kind of player fares, how long
games last, and whether the first seat has an edge. Used by the command
line's ``stats`` and the Statistics window, so both say the same."""

from __future__ import annotations

import csv
import json
import math
import statistics
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TextIO

from boardroom.engine.record import FINISHED, GameRecord


@dataclass(frozen=True)
class Tally:
    """Results of one kind of player (a person, a bot level) in one game."""

    game: str
    who: str
    games: int
    wins: int
    draws: int
    losses: int

    @property
    def score(self) -> float:
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.0


@dataclass(frozen=True)
class Lengths:
    game: str
    games: int
    median_moves: float
    mean_moves: float
    median_seconds: float


@dataclass(frozen=True)
class FirstMover:
    """Seat 0's share of the points against an equal share, over finished games."""

    game: str
    seats: int
    games: int
    score: float  # seat 0's mean score
    fair: float  # 1 / seats
    margin: float  # half-width of a 95% interval around ``score``


def outcome_of(record: GameRecord, seat: int) -> str:
    """'win', 'draw' or 'loss' for ``seat`` in a finished game."""
    if not record.winners:
        return "draw"
    return "win" if seat in record.winners else "loss"


def tallies(records: Iterable[GameRecord]) -> list[Tally]:
    """Per game and kind of player: each seat a kind held counts once (a bot
    match between two Easy bots counts two Easy games, one won, one lost)."""
    counts: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for record in records:
        if record.status != FINISHED:
            continue
        for seat, who in enumerate(record.seats):
            row = counts[(record.game, who.label)]
            row[0] += 1
            row[1 + ("win", "draw", "loss").index(outcome_of(record, seat))] += 1
    return [Tally(game, who, *row) for (game, who), row in sorted(counts.items())]


def human_results(records: Iterable[GameRecord]) -> list[tuple[str, str, str, str]]:
    """(ended, game, bot level, result) for each finished game of one person
    against bots: the person's results against each level over time."""
    out = []
    for record in records:
        if record.status != FINISHED:
            continue
        humans = [i for i, s in enumerate(record.seats) if s.kind == "human"]
        levels = {s.label for s in record.seats if s.kind == "bot"}
        if len(humans) == 1 and len(levels) == 1:
            out.append((record.ended, record.game, levels.pop(), outcome_of(record, humans[0])))
    return out


def lengths(records: Iterable[GameRecord]) -> list[Lengths]:
    by_game: dict[str, list[GameRecord]] = defaultdict(list)
    for record in records:
        if record.status == FINISHED:
            by_game[record.game].append(record)
    out = []
    for game, group in sorted(by_game.items()):
        moves = [r.moves for r in group]
        out.append(
            Lengths(
                game,
                len(group),
                statistics.median(moves),
                statistics.fmean(moves),
                statistics.median(r.seconds for r in group),
            )
        )
    return out


def first_mover(records: Iterable[GameRecord]) -> list[FirstMover]:
    by_key: dict[tuple[str, int], list[float]] = defaultdict(list)
    for record in records:
        if record.status == FINISHED:
            by_key[(record.game, len(record.seats))].append(record.scores[0])
    return first_mover_of(by_key)


def first_mover_of(by_key: dict[tuple[str, int], list[float]]) -> list[FirstMover]:
    """Seat 0's scores by (game, number of seats) made figures."""
    out = []
    for (game, seats), scores in sorted(by_key.items()):
        mean = statistics.fmean(scores)
        # The population's deviation (statistics.pstdev, exact in fractions, takes
        # a second over a hundred thousand games).
        spread = (
            math.sqrt(math.fsum((x - mean) ** 2 for x in scores) / len(scores))
            if len(scores) > 1
            else 0.5
        )
        out.append(
            FirstMover(
                game, seats, len(scores), mean, 1 / seats, 1.96 * spread / math.sqrt(len(scores))
            )
        )
    return out


def duration(seconds: float) -> str:
    if seconds < 120:
        return f"{seconds:.0f} s"
    return f"{seconds / 60:.1f} min"


def summary_lines(records: Sequence[GameRecord]) -> list[str]:
    """The plain-text summary the command line prints."""
    finished = sum(1 for r in records if r.status == FINISHED)
    lines = [f"games: {len(records)} ({finished} finished, {len(records) - finished} abandoned)"]
    for t in tallies(records):
        lines.append(
            f"{t.game}: {t.who}: {t.games} games, {t.wins} won, {t.draws} drawn, "
            f"{t.losses} lost, score {t.score:.0%}"
        )
    for length in lengths(records):
        lines.append(
            f"{length.game}: length: median {length.median_moves:g} moves, "
            f"mean {length.mean_moves:.1f}, median {duration(length.median_seconds)}"
        )
    for f in first_mover(records):
        lines.append(
            f"{f.game} ({f.seats} seats): first seat scores {f.score:.0%} "
            f"± {f.margin:.0%} over {f.games} games (equal share {f.fair:.0%})"
        )
    return lines


CSV_FIELDS = (
    "id",
    "ended",
    "game",
    "options",
    "seats",
    "winners",
    "reason",
    "moves",
    "seconds",
    "status",
    "source",
)


def write_csv(records: Iterable[GameRecord], out: TextIO) -> None:
    writer = csv.writer(out)
    writer.writerow(CSV_FIELDS)
    for r in records:
        seats = "; ".join(f"{s.name} ({s.label})" for s in r.seats)
        writer.writerow(
            [
                r.id,
                r.ended,
                r.game,
                json.dumps(r.options, sort_keys=True),
                seats,
                " ".join(str(w) for w in r.winners),
                r.reason,
                r.moves,
                f"{r.seconds:.1f}",
                r.status,
                r.source,
            ]
        )
