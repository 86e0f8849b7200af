"""The record of games: round trips, files that are not ours, migrations,
two writers at once, and the figures drawn from it."""

from __future__ import annotations

import contextlib
import csv
import io
import multiprocessing
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from boardroom.engine import record as rec
from boardroom.engine.record import (
    ABANDONED,
    GameRecord,
    RecordError,
    SeatRecord,
    open_record,
)
from boardroom.engine.recordstats import (
    first_mover,
    human_results,
    lengths,
    summary_lines,
    tallies,
    write_csv,
)
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat, from_state, load_text


def _played(moves: int = 6, seed: int = 3) -> tuple[str, int]:
    state = make_game("onager").new_state(seed)
    for _ in range(moves):
        state.play(state.legal_moves()[0])
    saved = from_state(state, [Seat("Ann"), Seat("Bot", "bot", "easy")])
    return saved.to_json(), state.ply


def _record(
    uid: str = "g1",
    winners: tuple[int, ...] = (0,),
    game: str = "onager",
    seats: tuple[SeatRecord, ...] | None = None,
    moves: int = 40,
    seconds: float = 300.0,
    ended: str = "2026-11-20T10:00:00+00:00",
    status: str = rec.FINISHED,
) -> GameRecord:
    seats = seats or (SeatRecord("Ann"), SeatRecord("Bot", "bot", "easy"))
    n = len(seats)
    scores = (
        tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(n))
        if winners
        else tuple(1.0 / n for _ in range(n))
    )
    text, _ = _played()
    return GameRecord(
        uid=uid,
        game=game,
        options={"side": 6},
        seats=seats,
        winners=winners,
        scores=scores,
        reason="back-rank" if winners else "agreement",
        moves=moves,
        seconds=seconds,
        saved=text,
        ended=ended,
        status=status,
    )


def test_a_record_reads_back_whole_and_its_game_reopens(tmp_path: Path) -> None:
    with open_record(tmp_path / "games.sqlite").book as book:
        first = _record()
        record_id = book.add(first)
        back = book.get(record_id)
    assert back is not None
    assert back.id == record_id
    assert (
        back.uid,
        back.game,
        back.options,
        back.seats,
        back.winners,
        back.scores,
        back.reason,
        back.moves,
        back.seconds,
        back.ended,
        back.status,
        back.source,
    ) == (
        first.uid,
        first.game,
        first.options,
        first.seats,
        first.winners,
        first.scores,
        first.reason,
        first.moves,
        first.seconds,
        first.ended,
        first.status,
        first.source,
    )
    saved, _game, state = load_text(back.saved)
    assert saved.seats[1].level == "easy" and state.ply == 6


def test_the_same_game_recorded_twice_is_one_row(tmp_path: Path) -> None:
    with open_record(tmp_path / "games.sqlite").book as book:
        a = book.add(_record(status=ABANDONED, winners=()))
        b = book.add(_record(winners=(1,)))
        assert a == b
        rows = book.games()
    assert len(rows) == 1 and rows[0].status == rec.FINISHED and rows[0].winners == (1,)


def test_a_bad_record_is_refused_and_writes_nothing(tmp_path: Path) -> None:
    with open_record(tmp_path / "games.sqlite").book as book:
        with pytest.raises(RecordError, match="status"):
            book.add(_record(status="lost in the post"))
        with pytest.raises(RecordError, match="result"):
            book.add(_record(winners=(5,)))
        assert book.games() == []


@contextlib.contextmanager
def _unflushed() -> Iterator[None]:
    """Records opened meanwhile write without waiting for the disk."""
    connect = rec._connect

    def connect_unflushed(path: Path) -> sqlite3.Connection:
        conn = connect(path)
        conn.execute("PRAGMA synchronous = OFF")
        return conn

    rec._connect = connect_unflushed
    try:
        yield
    finally:
        rec._connect = connect


def _aside(tmp_path: Path) -> list[Path]:
    return sorted(tmp_path.glob("games.sqlite.damaged-*"))


@pytest.mark.parametrize("make", ["garbage", "foreign", "newer", "truncated", "no-tables"])
def test_a_file_that_is_not_ours_is_moved_aside_never_deleted(tmp_path: Path, make: str) -> None:
    path = tmp_path / "games.sqlite"
    if make == "garbage":
        path.write_bytes(b"this is not a database at all\n" * 100)
    elif make == "foreign":
        conn = sqlite3.connect(path)
        conn.execute("CREATE TABLE photos (id INTEGER, caption TEXT)")
        conn.execute("INSERT INTO photos VALUES (1, 'holiday')")
        conn.commit()
        conn.close()
    elif make == "newer":
        with open_record(path).book as book:
            book.add(_record())
        conn = sqlite3.connect(path)
        conn.execute(f"PRAGMA user_version = {rec.SCHEMA_VERSION + 1}")
        conn.close()
    elif make == "truncated":
        # A record of 200 games, written without the disk flush at each (200
        # flushes: 3 s on a slow disk); reading the damaged copy is the test.
        with _unflushed(), open_record(path).book as book:
            for i in range(200):
                book.add(_record(uid=f"g{i}"))
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2] + b"\x00" * 4096 + data[len(data) // 2 + 4096 :])
    else:
        conn = sqlite3.connect(path)
        conn.execute(f"PRAGMA application_id = {rec.APPLICATION_ID}")
        conn.execute("PRAGMA user_version = 2")
        conn.close()
    before = path.read_bytes()
    opened = open_record(path)
    with opened.book as book:
        assert book.games() == []
        book.add(_record())  # the fresh record works
    assert opened.moved_aside is not None and opened.problem
    assert _aside(tmp_path) == [opened.moved_aside]
    assert opened.moved_aside.read_bytes() == before  # kept as it was


def test_an_empty_file_is_started_not_moved(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    path.touch()
    opened = open_record(path)
    opened.book.close()
    assert opened.moved_aside is None and _aside(tmp_path) == []


def test_a_first_version_record_is_migrated_with_its_games(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executescript(rec.MIGRATIONS[1])
    conn.execute(f"PRAGMA application_id = {rec.APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 1")
    text, _ = _played()
    conn.execute(
        "INSERT INTO games (uid, ended, game, options, seats, winners, scores, "
        "reason, moves, seconds, saved) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (
            "old",
            "2026-01-01T00:00:00+00:00",
            "onager",
            "{}",
            '[{"name": "Ann", "kind": "human"}, {"name": "B", "kind": "bot", "level": "hard"}]',
            "[1]",
            "[0.0, 1.0]",
            "back-rank",
            30,
            60.0,
            text,
        ),
    )
    conn.close()
    opened = open_record(path)
    with opened.book as book:
        assert opened.moved_aside is None
        assert book.version() == rec.SCHEMA_VERSION
        (old,) = book.games()
        book.add(_record(uid="new", status=ABANDONED, winners=()))
        assert len(book.games()) == 2
    assert (old.uid, old.status, old.source, old.winners) == ("old", "finished", "app", (1,))
    assert old.seats[1].label == "hard"


def _writer(path: str, who: int, count: int) -> None:
    with open_record(path).book as book:
        for i in range(count):
            book.add(_record(uid=f"w{who}-{i}", winners=(who % 2,)))


class _Peeking:
    """A connection that lets another writer commit right after the first
    thing read from it, if the reader's locks allow it (half a second)."""

    def __init__(self, conn: sqlite3.Connection, other: sqlite3.Connection) -> None:
        self.conn, self.other = conn, other
        self.committer: threading.Thread | None = None

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
        cursor = self.conn.execute(sql, *args)
        if sql.startswith("PRAGMA application_id") and self.committer is None:
            self.committer = threading.Thread(target=self.other.execute, args=("COMMIT",))
            self.committer.start()
            self.committer.join(0.5)
        return cursor

    def close(self) -> None:
        self.conn.close()


def test_a_record_another_process_is_setting_up_is_never_moved_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The other process has written the whole schema but not committed yet;
    # it commits between two of our reads if it can. We must see the file
    # empty or whole, never half made ("another program's database").
    path = tmp_path / "new.sqlite"
    other = sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    for target in sorted(rec.MIGRATIONS):
        for statement in rec.MIGRATIONS[target].split(";"):
            if statement.strip():
                other.execute(statement)
        other.execute(f"PRAGMA user_version = {target}")
    other.execute(f"PRAGMA application_id = {rec.APPLICATION_ID}")
    real_connect = rec._connect
    peeking: list[_Peeking] = []

    def connect(where: Path) -> Any:
        conn = real_connect(where)
        if peeking:
            return conn
        peeking.append(_Peeking(conn, other))
        return peeking[0]

    monkeypatch.setattr(rec, "_connect", connect)
    opened = open_record(path)
    committer = peeking[0].committer
    assert committer is not None
    committer.join(30)
    other.close()
    assert opened.problem is None and opened.moved_aside is None
    assert opened.book.version() == rec.SCHEMA_VERSION
    opened.book.close()
    assert list(tmp_path.glob("new.sqlite.damaged-*")) == []


def test_two_processes_writing_together_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    context = multiprocessing.get_context("spawn")
    workers = [context.Process(target=_writer, args=(str(path), who, 40)) for who in (0, 1)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(120)
        assert w.exitcode == 0
    opened = open_record(path)
    with opened.book as book:
        rows = book.games()
    assert opened.moved_aside is None
    assert sorted(r.uid for r in rows) == sorted(f"w{who}-{i}" for who in (0, 1) for i in range(40))
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()


def _sample() -> list[GameRecord]:
    easy = (SeatRecord("Ann"), SeatRecord("Bot", "bot", "easy"))
    hard = (SeatRecord("Bot", "bot", "hard"), SeatRecord("Ann"))
    return [
        _record("a", (0,), seats=easy, moves=30, seconds=60, ended="2026-11-01T10:00:00+00:00"),
        _record("b", (1,), seats=easy, moves=50, seconds=100, ended="2026-11-02T10:00:00+00:00"),
        _record("c", (), seats=hard, moves=70, seconds=500, ended="2026-11-03T10:00:00+00:00"),
        _record("d", (0,), seats=hard, moves=20, seconds=40, ended="2026-11-04T10:00:00+00:00"),
        _record("e", (), seats=easy, status=ABANDONED, moves=5),
    ]


def test_figures_count_each_kind_of_player_and_skip_abandoned_games() -> None:
    by_who = {(t.game, t.who): (t.games, t.wins, t.draws, t.losses) for t in tallies(_sample())}
    assert by_who == {
        ("onager", "human"): (4, 1, 1, 2),
        ("onager", "easy"): (2, 1, 0, 1),
        ("onager", "hard"): (2, 1, 1, 0),
    }
    assert human_results(_sample()) == [
        ("2026-11-01T10:00:00+00:00", "onager", "easy", "win"),
        ("2026-11-02T10:00:00+00:00", "onager", "easy", "loss"),
        ("2026-11-03T10:00:00+00:00", "onager", "hard", "draw"),
        ("2026-11-04T10:00:00+00:00", "onager", "hard", "loss"),
    ]
    (length,) = lengths(_sample())
    assert (length.games, length.median_moves, length.mean_moves) == (4, 40, 42.5)
    (first,) = first_mover(_sample())
    assert (first.games, first.score, first.fair) == (4, 0.625, 0.5)  # 1 + 0 + ½ + 1
    lines = summary_lines(_sample())
    assert lines[0] == "games: 5 (4 finished, 1 abandoned)"
    assert "onager: human: 4 games, 1 won, 1 drawn, 2 lost, score 38%" in lines


def test_csv_export_has_a_row_per_game() -> None:
    out = io.StringIO()
    write_csv(_sample(), out)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [r["status"] for r in rows] == ["finished"] * 4 + ["abandoned"]
    assert rows[0]["seats"] == "Ann (human); Bot (easy)" and rows[1]["winners"] == "1"
