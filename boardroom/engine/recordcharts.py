"""The figures of the Statistics window's charts, from listed rows (see
:mod:`boardroom.engine.recordrows`): a person's score against each bot level
over time, how long finished games last, and the first seat's share.

A hundred thousand games must not hold the window up, so the rows are taken
in slices (:meth:`ChartTally.add`), each row costing a few lookups: what a
row's seating, result and status mean is worked out once per distinct
combination, from a record made of the first such row. The lines keep a few
hundred points (a chart is narrower than that)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from boardroom.engine.recordrows import (
    ENDED,
    GAME,
    MOVES,
    SCORES,
    SEATS,
    STATUS,
    WINNERS,
    Decoder,
    Listing,
)
from boardroom.engine.recordstats import FirstMover, first_mover_of, human_results
from boardroom.engine.recordtypes import FINISHED

WINDOW = 10  # the score over time is over the last this many games
MIN_GAMES = 2  # no line, bars or bar drawn from fewer games (a point is no chart)
MAX_POINTS = 300  # a line keeps at most this many points
POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}
LEVEL_ORDER = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Figures:
    """What the three charts draw."""

    results: dict[str, list[tuple[float, float]]]  # level -> (time, score %)
    lengths: list[tuple[int, int, int]]  # (first, last moves, games)
    first: list[FirstMover]
    games: int  # finished games in all


@dataclass(frozen=True)
class _Meaning:
    finished: bool
    seats: int
    first_score: float
    level: str | None  # one person against bots of this level, else None
    points: float


class ChartTally:
    """The charts' figures gathered slice by slice."""

    def __init__(self) -> None:
        self._decoder = Decoder()
        self._meanings: dict[tuple[str, str, str, str, str], _Meaning] = {}
        self._by_level: dict[str, list[tuple[str, float]]] = defaultdict(list)
        self._moves: dict[int, int] = defaultdict(int)  # moves -> finished games so long
        self._finished = 0
        self._first: dict[tuple[str, int], list[float]] = defaultdict(list)
        # What the figures were, and what was added since: a game added to a
        # hundred thousand works out again only its level's line and its seats'
        # bar, not every line (a sort each) and bar (a sum each).
        self._lines: dict[str, list[tuple[float, float]]] = {}
        self._bars: dict[tuple[str, int], FirstMover] = {}
        self._new_levels: set[str] = set()
        self._new_seats: set[tuple[str, int]] = set()

    def add(self, rows: Iterable[Listing]) -> None:
        meanings = self._meanings
        for row in rows:
            key = (row[GAME], row[SEATS], row[WINNERS], row[STATUS], row[SCORES])
            meaning = meanings.get(key) or self._meaning(row, key)
            if not meaning.finished:
                continue
            self._moves[row[MOVES]] += 1
            self._finished += 1
            seats = (row[GAME], meaning.seats)
            self._first[seats].append(meaning.first_score)
            self._new_seats.add(seats)
            if meaning.level is not None:
                self._by_level[meaning.level].append((row[ENDED], meaning.points))
                self._new_levels.add(meaning.level)

    def _meaning(self, row: Listing, key: tuple[str, str, str, str, str]) -> _Meaning:
        record = self._decoder.record(row)
        found = human_results([record])
        meaning = _Meaning(
            record.status == FINISHED,
            len(record.seats),
            record.scores[0] if record.scores else 0.0,
            found[0][2] if found else None,
            POINTS[found[0][3]] if found else 0.0,
        )
        self._meanings[key] = meaning
        return meaning

    def figures(self) -> Figures:
        *_, done = self.steps()
        assert done is not None
        return done

    def work(self, rows: Sequence[Listing], size: int) -> Iterator[Figures | None]:
        """The figures of ``rows`` in steps of about ``size`` rows' work each:
        None after each step, the figures last."""
        for start in range(0, len(rows), size):
            self.add(rows[start : start + size])
            yield None
        yield from self.steps()

    def steps(self) -> Iterator[Figures | None]:
        """The figures of the rows added so far, a level's line a step (only
        the lines and bars of games added since the last figures are worked
        out again): None after each step, the figures last."""
        for level in _ordered(self._new_levels):
            self._lines.update(score_lines({level: self._by_level[level]}))
            yield None
        self._new_levels.clear()
        for seats in self._new_seats:
            [self._bars[seats]] = first_mover_of({seats: self._first[seats]})
        self._new_seats.clear()
        results = {level: self._lines[level] for level in _ordered(self._lines)}
        first = _enough([self._bars[seats] for seats in sorted(self._bars)])
        yield Figures(results, length_bins(self._moves), first, self._finished)


def score_lines(
    by_level: dict[str, list[tuple[str, float]]], most: int = MAX_POINTS
) -> dict[str, list[tuple[float, float]]]:
    """Per bot level of at least MIN_GAMES games: (time, the person's score in %
    over the last WINDOW games), at most ``most`` points, evenly taken, the last
    one always."""
    out: dict[str, list[tuple[float, float]]] = {}
    for level in _ordered(by_level):
        if len(by_level[level]) < MIN_GAMES:
            continue
        games = sorted(by_level[level])
        step = max(1, -(-len(games) // most))
        points = []
        total = 0.0
        for i, (ended, score) in enumerate(games):
            total += score - (games[i - WINDOW][1] if i >= WINDOW else 0.0)
            if i % step and i != len(games) - 1:
                continue
            try:
                when = datetime.fromisoformat(ended).timestamp()
            except ValueError:
                continue
            points.append((when, 100.0 * total / min(i + 1, WINDOW)))
        out[level] = points
    return out


def _enough(figures: list[FirstMover]) -> list[FirstMover]:
    return [f for f in figures if f.games >= MIN_GAMES]


def _ordered(levels: Iterable[str]) -> list[str]:
    """Easy, Medium, Hard, then any other level by name."""
    return sorted(
        levels,
        key=lambda level: (
            LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER),
            level,
        ),
    )


def length_bins(moves: Mapping[int, int], bins: int = 16) -> list[tuple[int, int, int]]:
    """(first, last moves, number of finished games) for bins of equal width,
    from the number of games of each length."""
    if sum(moves.values()) < MIN_GAMES:
        return []
    low, high = min(moves), max(moves)
    width = max(1, -(-(high - low + 1) // bins))
    counts: dict[int, int] = defaultdict(int)
    for m, games in moves.items():
        counts[(m - low) // width] += games
    return [
        (low + k * width, low + (k + 1) * width - 1, counts[k])
        for k in range((high - low) // width + 1)
    ]


def chart_figures(rows: Iterable[Listing]) -> Figures:
    """All at once (a few games, or tests)."""
    tally = ChartTally()
    tally.add(rows)
    return tally.figures()
