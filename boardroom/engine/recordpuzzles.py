"""Puzzle attempts in the record of games (schema version 3): one row per
attempt at a puzzle of Help > Puzzles, with the solver's rating before and
after it, and the figures the window and Statistics draw from them.

An attempt is decided once: solved (the whole answer line played, hints or
not) or failed (a legal move that is not the answer, or the answer shown on
request). Only the first attempt at a puzzle is rated (``rated``); trying it
again after seeing the answer moves neither the rating nor the streak.
Ratings are kept per game (see :mod:`boardroom.engine.rating`); the streak
runs across all games.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from boardroom.engine.rating import Rating
from boardroom.engine.recordtypes import RecordError

_COLUMNS = (
    "at, puzzle, puzzle_set, game, theme, puzzle_rating, solved, hints, shown, rated,"
    " rating_before, rd_before, volatility_before, rating_after, rd_after, volatility_after,"
    " seconds"
)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class PuzzleAttempt:
    """One attempt at a puzzle; ``id`` is None until it is written."""

    puzzle: str  # the puzzle's id in its set
    puzzle_set: str  # the set's name: the game's key, or it and a drill or seat count
    game: str  # the game's key
    theme: str
    puzzle_rating: float
    solved: bool
    hints: int
    shown: bool  # the answer was shown on request
    rated: bool  # the first attempt at this puzzle: it moved the rating
    before: Rating
    after: Rating
    seconds: float = 0.0
    at: str = field(default_factory=_now)
    id: int | None = None

    def check(self) -> None:
        if not self.puzzle or not self.game or not self.puzzle_set:
            raise RecordError("a puzzle attempt names its puzzle, set and game")
        if self.hints < 0 or self.seconds < 0:
            raise RecordError("negative hints or time")
        if self.solved and self.shown:
            raise RecordError("a puzzle whose answer was shown is not solved")
        if not self.rated and self.after != self.before:
            raise RecordError("an attempt that is not rated leaves the rating as it was")

    def row(self) -> tuple[object, ...]:
        b, a = self.before, self.after
        return (
            self.at,
            self.puzzle,
            self.puzzle_set,
            self.game,
            self.theme,
            float(self.puzzle_rating),
            int(self.solved),
            self.hints,
            int(self.shown),
            int(self.rated),
            b.rating,
            b.rd,
            b.volatility,
            a.rating,
            a.rd,
            a.volatility,
            round(self.seconds, 1),
        )


def insert(conn: sqlite3.Connection, attempt: PuzzleAttempt) -> int:
    """Write ``attempt`` (inside the caller's transaction); its id."""
    attempt.check()
    marks = ",".join("?" * 17)
    cursor = conn.execute(
        f"INSERT INTO puzzle_attempts ({_COLUMNS}) VALUES ({marks})", attempt.row()
    )
    return int(cursor.lastrowid or 0)


def select(conn: sqlite3.Connection, game: str | None = None) -> list[PuzzleAttempt]:
    """Every attempt (at one game's puzzles), oldest first."""
    query = f"SELECT id, {_COLUMNS} FROM puzzle_attempts"
    query += (" WHERE game = ?" if game else "") + " ORDER BY at, id"
    return [_attempt(row) for row in conn.execute(query, (game,) if game else ())]


def _attempt(row: Sequence[Any]) -> PuzzleAttempt:
    try:
        (rid, at, puzzle, pset, game, theme, prating, solved, hints, shown, rated) = row[:11]
        before = Rating(*(float(v) for v in row[11:14]))
        after = Rating(*(float(v) for v in row[14:17]))
        return PuzzleAttempt(
            puzzle=str(puzzle),
            puzzle_set=str(pset),
            game=str(game),
            theme=str(theme),
            puzzle_rating=float(prating),
            solved=bool(solved),
            hints=int(hints),
            shown=bool(shown),
            rated=bool(rated),
            before=before,
            after=after,
            seconds=float(row[17]),
            at=str(at),
            id=int(rid),
        )
    except (ValueError, TypeError) as exc:
        raise RecordError(f"puzzle attempt {row[0]} cannot be read: {exc}") from None


# --- figures ---------------------------------------------------------------------


def rating_of(attempts: Iterable[PuzzleAttempt], game: str) -> Rating:
    """The solver's rating at ``game``'s puzzles after ``attempts`` (oldest
    first); the starting rating before any."""
    rating = Rating()
    for attempt in attempts:
        if attempt.game == game and attempt.rated:
            rating = attempt.after
    return rating


def streaks(attempts: Iterable[PuzzleAttempt]) -> tuple[int, int]:
    """(the current streak, the best one): rated puzzles solved in a row."""
    current = best = 0
    for attempt in attempts:
        if not attempt.rated:
            continue
        current = current + 1 if attempt.solved else 0
        best = max(best, current)
    return current, best


def tried(attempts: Iterable[PuzzleAttempt]) -> dict[tuple[str, str], bool]:
    """(set, puzzle id) -> whether it was ever solved, for every puzzle tried."""
    out: dict[tuple[str, str], bool] = {}
    for attempt in attempts:
        key = (attempt.puzzle_set, attempt.puzzle)
        out[key] = out.get(key, False) or attempt.solved
    return out


@dataclass
class Tally:
    solved: int = 0
    failed: int = 0
    hints: int = 0

    @property
    def total(self) -> int:
        return self.solved + self.failed


def tallies(attempts: Iterable[PuzzleAttempt]) -> dict[tuple[str, str], Tally]:
    """(game, theme) -> rated attempts solved and failed, and hints used."""
    out: dict[tuple[str, str], Tally] = {}
    for attempt in attempts:
        if not attempt.rated:
            continue
        tally = out.setdefault((attempt.game, attempt.theme), Tally())
        if attempt.solved:
            tally.solved += 1
        else:
            tally.failed += 1
        tally.hints += attempt.hints
    return out


def rating_series(attempts: Iterable[PuzzleAttempt]) -> dict[str, list[tuple[float, float]]]:
    """game -> (when, in seconds since 1970; the rating after) of each rated
    attempt, oldest first."""
    out: dict[str, list[tuple[float, float]]] = {}
    for attempt in attempts:
        if not attempt.rated:
            continue
        try:
            when = datetime.fromisoformat(attempt.at).timestamp()
        except ValueError:
            continue
        out.setdefault(attempt.game, []).append((when, attempt.after.rating))
    return out
