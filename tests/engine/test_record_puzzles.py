"""Puzzle attempts in the record: the migration from version 2, round trips,
and the figures (rating per game, streaks, tallies, rating over time)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from boardroom.engine import record as rec
from boardroom.engine.rating import Rating, after_puzzle
from boardroom.engine.record import PuzzleAttempt, RecordError, open_record
from boardroom.engine.recordpuzzles import rating_of, rating_series, streaks, tallies, tried


def _attempt(
    puzzle: str = "p1",
    solved: bool = True,
    game: str = "onager",
    theme: str = "capture",
    hints: int = 0,
    rated: bool = True,
    before: Rating | None = None,
    at: str = "2026-11-20T10:00:00+00:00",
) -> PuzzleAttempt:
    before = before or Rating()
    after = after_puzzle(before, 1500, solved, hints) if rated else before
    return PuzzleAttempt(
        puzzle=puzzle,
        puzzle_set=game,
        game=game,
        theme=theme,
        puzzle_rating=1500,
        solved=solved,
        hints=hints,
        shown=False,
        rated=rated,
        before=before,
        after=after,
        seconds=12.34,
        at=at,
    )


def _version_2_file(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    for version in (1, 2):
        conn.executescript(rec.MIGRATIONS[version])
    conn.execute(f"PRAGMA application_id = {rec.APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 2")
    conn.execute(
        "INSERT INTO games (uid, ended, game, options, seats, winners, scores, reason, moves,"
        " seconds, saved, status, source) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
        (
            "old",
            "2026-01-01T00:00:00+00:00",
            "onager",
            "{}",
            '[{"name": "Ann", "kind": "human"}, {"name": "B", "kind": "bot", "level": "easy"}]',
            "[0]",
            "[1.0, 0.0]",
            "back-rank",
            30,
            60.0,
            "{}",
            "finished",
            "app",
        ),
    )
    conn.close()


def test_a_version_2_record_gains_the_attempts_table_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite"
    _version_2_file(path)
    opened = open_record(path)
    with opened.book as book:
        assert opened.moved_aside is None
        assert book.version() == rec.SCHEMA_VERSION == 3
        assert [g.uid for g in book.games()] == ["old"]
        assert book.attempts() == []
        first = book.add_attempt(_attempt())
    with open_record(path).book as book:  # opened again: nothing migrated twice
        (read,) = book.attempts()
        assert read.id == first and len(book.games()) == 1


def test_an_attempt_reads_back_as_written(tmp_path: Path) -> None:
    written = _attempt(hints=2, before=Rating(1620.5, 88.25, 0.0601))
    with open_record(tmp_path / "r.sqlite").book as book:
        ident = book.add_attempt(written)
        book.add_attempt(_attempt("p2", game="rival"))
        (read,) = book.attempts("onager")
        assert len(book.attempts()) == 2
    assert read.id == ident
    assert read.before == written.before and read.after == written.after
    assert (read.puzzle, read.puzzle_set, read.theme, read.hints) == ("p1", "onager", "capture", 2)
    assert (read.solved, read.shown, read.rated, read.seconds) == (True, False, True, 12.3)
    assert read.at == written.at


def test_impossible_attempts_are_refused_and_nothing_is_written(tmp_path: Path) -> None:
    with open_record(tmp_path / "r.sqlite").book as book:
        for bad in (
            _attempt(hints=-1),
            PuzzleAttempt("p", "s", "onager", "t", 1500, True, 0, True, True, Rating(), Rating()),
            PuzzleAttempt(
                "p", "s", "onager", "t", 1500, True, 0, False, False, Rating(), Rating(1600)
            ),
            PuzzleAttempt("", "s", "onager", "t", 1500, True, 0, False, True, Rating(), Rating()),
        ):
            with pytest.raises(RecordError):
                book.add_attempt(bad)
        assert book.attempts() == []


def test_the_rating_is_the_last_rated_attempts_per_game() -> None:
    one = _attempt("a", game="onager")
    two = _attempt("b", game="rival")
    three = _attempt("c", game="onager", solved=False, before=one.after)
    again = _attempt("a", game="onager", rated=False, before=three.after)
    history = [one, two, three, again]
    assert rating_of(history, "onager") == three.after
    assert rating_of(history, "rival") == two.after
    assert rating_of(history, "dejarik") == Rating()
    assert three.after.rating < one.after.rating


def test_streaks_count_rated_puzzles_solved_in_a_row() -> None:
    marks = [True, True, False, True, True, True, False, True]
    history = [_attempt(str(i), solved=s) for i, s in enumerate(marks)]
    assert streaks(history) == (1, 3)
    # A puzzle tried again (not rated) neither extends nor breaks a streak.
    history.append(_attempt("0", solved=False, rated=False))
    history.append(_attempt("9", solved=True))
    assert streaks(history) == (2, 3)
    assert streaks([]) == (0, 0)


def test_tallies_per_game_and_theme_and_what_was_tried() -> None:
    history = [
        _attempt("a", theme="capture"),
        _attempt("b", theme="capture", solved=False),
        _attempt("c", theme="race", hints=1),
        _attempt("d", game="rival", theme="ambush", solved=False),
        _attempt("b", theme="capture", rated=False),
    ]
    found = tallies(history)
    assert (found[("onager", "capture")].solved, found[("onager", "capture")].failed) == (1, 1)
    assert found[("onager", "race")].hints == 1 and found[("rival", "ambush")].total == 1
    assert tried(history) == {
        ("onager", "a"): True,
        ("onager", "b"): True,
        ("onager", "c"): True,
        ("rival", "d"): False,
    }


def test_the_rating_over_time_per_game() -> None:
    one = _attempt("a", at="2026-11-20T10:00:00+00:00")
    two = _attempt("b", before=one.after, at="2026-11-21T10:00:00+00:00")
    series = rating_series([one, two, _attempt("c", rated=False)])
    assert list(series) == ["onager"]
    assert [round(r, 3) for _, r in series["onager"]] == [
        round(one.after.rating, 3),
        round(two.after.rating, 3),
    ]
    assert series["onager"][1][0] - series["onager"][0][0] == 86_400
