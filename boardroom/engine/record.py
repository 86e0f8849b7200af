"""The record of games played: a local SQLite file (Python's own ``sqlite3``).

One row per game: when it ended, the game and its options, the seats (names,
human or bot and level), the result and its reason, the number of moves, the
time it took, whether it was finished or abandoned, where it came from (the
window or a bot match), and the saved game itself so that it can be opened
again.

The file is never trusted and never lost:
- every write is one transaction (``BEGIN IMMEDIATE``), so two windows or a
  window and a match writing together wait for each other instead of mixing;
- a file that is not ours (not SQLite, another program's database, damaged,
  or from a newer boardroom) is renamed aside, never deleted, and a fresh one
  is started; the caller gets a message naming both files;
- the schema has a version (``PRAGMA user_version``) and migrations from the
  first version on.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

APPLICATION_ID = 0x42524D52  # "BRMR": tells our file from another program's SQLite
SCHEMA_VERSION = 2
BUSY_SECONDS = 30.0
FINISHED = "finished"
ABANDONED = "abandoned"
SOURCES = ("app", "match")

_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    ended TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seats TEXT NOT NULL,
    winners TEXT NOT NULL,
    scores TEXT NOT NULL,
    reason TEXT NOT NULL,
    moves INTEGER NOT NULL,
    seconds REAL NOT NULL,
    saved TEXT NOT NULL
);
CREATE INDEX games_by_game ON games (game, ended);
"""

# Version 2: abandoned games are kept too, and bot matches write here.
_V2 = """
ALTER TABLE games ADD COLUMN status TEXT NOT NULL DEFAULT 'finished';
ALTER TABLE games ADD COLUMN source TEXT NOT NULL DEFAULT 'app';
"""

MIGRATIONS = {1: _V1, 2: _V2}  # version -> the script that reaches it
# Every column but the saved game, which is most of a row's bytes.
_LIST_COLUMNS = (
    "id, uid, ended, game, options, seats, winners, scores, reason, moves,"
    " seconds, status, source, '' AS saved"
)


class RecordError(Exception):
    """A record that cannot be written or read back (bad values, disk full)."""


@dataclass(frozen=True)
class SeatRecord:
    name: str
    kind: str = "human"  # "human" or "bot"
    level: str | None = None

    @property
    def label(self) -> str:
        """Who sat there, for statistics: "human" or the bot's level."""
        return self.level if self.kind == "bot" and self.level else self.kind

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return data


@dataclass(frozen=True)
class GameRecord:
    """One game as recorded; ``id`` is None until it is written."""

    uid: str  # the same game recorded twice stays one row
    game: str
    options: dict[str, Any]
    seats: tuple[SeatRecord, ...]
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str
    moves: int
    seconds: float
    saved: str  # the saved game's text (boardroom-game JSON)
    ended: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    status: str = FINISHED
    source: str = "app"
    id: int | None = None

    def check(self) -> None:
        if self.status not in (FINISHED, ABANDONED):
            raise RecordError(f"unknown status '{self.status}'")
        if self.source not in SOURCES:
            raise RecordError(f"unknown source '{self.source}'")
        if len(self.scores) != len(self.seats) or any(
            w >= len(self.seats) or w < 0 for w in self.winners
        ):
            raise RecordError("the result does not fit the seats")
        if self.moves < 0 or self.seconds < 0:
            raise RecordError("negative moves or time")

    def score_of(self, seat: int) -> float:
        return self.scores[seat] if self.status == FINISHED else 0.0


@dataclass(frozen=True)
class OpenResult:
    book: RecordBook
    # Set when the file found was not usable and was moved aside.
    moved_aside: Path | None = None
    problem: str | None = None


def _problem(conn: sqlite3.Connection) -> str | None:
    """Why an existing SQLite file is not a record we can use, or None."""
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if app_id == 0 and version == 0 and not tables:
        return None  # empty: ours to set up
    if app_id != APPLICATION_ID:
        return "it is not a boardroom record (another program's database)"
    if version > SCHEMA_VERSION:
        return f"it was written by a newer boardroom (record version {version})"
    if version < 1 or "games" not in tables:
        return "its tables are missing"
    check = conn.execute("PRAGMA quick_check").fetchone()[0]
    if check != "ok":
        return f"it is damaged ({check})"
    return None


def _aside_name(path: Path) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    return candidate


def _move_aside(path: Path) -> Path:
    target = _aside_name(path)
    os.replace(path, target)
    for suffix in ("-wal", "-shm", "-journal"):  # SQLite's companions go with it
        side = path.with_name(path.name + suffix)
        if side.exists():
            os.replace(side, target.with_name(target.name + suffix))
    return target


def open_record(path: str | os.PathLike[str]) -> OpenResult:
    """Open (or start) the record at ``path``; an unusable file is moved aside."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    problem: str | None = None
    if path.exists():
        try:
            conn = _connect(path)
            try:
                # One read transaction: its statements see one state of the
                # file, never half of another process setting it up.
                conn.execute("BEGIN")
                problem = _problem(conn)
                conn.execute("COMMIT")
            finally:
                conn.close()
        except sqlite3.DatabaseError as exc:  # "file is not a database"...
            problem = f"it cannot be read as a database ({exc})"
    if problem is None:
        try:
            return OpenResult(RecordBook(path))
        except sqlite3.DatabaseError as exc:
            problem = f"it cannot be read as a database ({exc})"
    aside = _move_aside(path)
    return OpenResult(RecordBook(path), aside, problem)


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


class RecordBook:
    """The open record. Use :func:`open_record` to open one safely."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conn = _connect(path)
        self._migrate()

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> RecordBook:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction that holds the write lock from its start."""
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield self._conn
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    def version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    def _migrate(self, upto: int = SCHEMA_VERSION) -> None:
        with self._write() as conn:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            for target in range(version + 1, upto + 1):
                for statement in MIGRATIONS[target].split(";"):
                    if statement.strip():
                        conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {target}")
            if version == 0:
                conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")

    # --- writing -------------------------------------------------------------

    def add(self, record: GameRecord) -> int:
        """Write ``record`` (replacing an earlier row with the same uid); its id."""
        record.check()
        row = (
            record.uid,
            record.ended,
            record.game,
            json.dumps(record.options, sort_keys=True),
            json.dumps([s.to_json() for s in record.seats]),
            json.dumps(list(record.winners)),
            json.dumps(list(record.scores)),
            record.reason,
            record.moves,
            record.seconds,
            record.saved,
            record.status,
            record.source,
        )
        try:
            with self._write() as conn:
                conn.execute(
                    "INSERT INTO games (uid, ended, game, options, seats, winners, scores,"
                    " reason, moves, seconds, saved, status, source)"
                    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)"
                    " ON CONFLICT(uid) DO UPDATE SET ended=excluded.ended,"
                    " winners=excluded.winners, scores=excluded.scores,"
                    " reason=excluded.reason, moves=excluded.moves,"
                    " seconds=excluded.seconds, saved=excluded.saved,"
                    " status=excluded.status",
                    row,
                )
                found = conn.execute("SELECT id FROM games WHERE uid = ?", (record.uid,)).fetchone()
        except sqlite3.Error as exc:
            raise RecordError(f"the game could not be recorded: {exc}") from None
        return int(found[0])

    def has(self, uid: str) -> bool:
        return (
            self._conn.execute("SELECT 1 FROM games WHERE uid = ?", (uid,)).fetchone() is not None
        )

    # --- reading -------------------------------------------------------------

    def games(self, game: str | None = None, with_saved: bool = True) -> list[GameRecord]:
        """Every record (of one game), oldest first; without ``with_saved`` their
        saved games are left out (read as "") for a quick list of many."""
        columns = "*" if with_saved else _LIST_COLUMNS
        query = (
            f"SELECT {columns} FROM games"
            + (" WHERE game = ?" if game else "")
            + " ORDER BY ended, id"
        )
        cursor = self._conn.execute(query, (game,) if game else ())
        names = [d[0] for d in cursor.description]
        decoded = _Decoded()
        return [_from_row(dict(zip(names, row, strict=True)), decoded) for row in cursor]

    def get(self, record_id: int) -> GameRecord | None:
        cursor = self._conn.execute("SELECT * FROM games WHERE id = ?", (record_id,))
        row = cursor.fetchone()
        if row is None:
            return None
        names = [d[0] for d in cursor.description]
        return _from_row(dict(zip(names, row, strict=True)))


class _Decoded:
    """The JSON columns of many rows, each distinct text read once: a record of
    thousands of games holds few different seatings, results and options."""

    def __init__(self) -> None:
        self._seen: dict[tuple[str, str], Any] = {}

    def get(self, column: str, text: str) -> Any:
        key = (column, text)
        if key not in self._seen:
            self._seen[key] = _DECODERS[column](json.loads(text))
        return self._seen[key]


_DECODERS: dict[str, Any] = {
    "seats": lambda raw: tuple(
        SeatRecord(str(s["name"]), str(s.get("kind", "human")), s.get("level")) for s in raw
    ),
    "winners": lambda raw: tuple(int(w) for w in raw),
    "scores": lambda raw: tuple(float(s) for s in raw),
    "options": lambda raw: _options(raw),
}


def _options(raw: Any) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise TypeError("the options are not an object")
    return raw


def _from_row(row: dict[str, Any], decoded: _Decoded | None = None) -> GameRecord:
    decoded = decoded or _Decoded()
    try:
        return GameRecord(
            uid=row["uid"],
            game=row["game"],
            options=dict(decoded.get("options", row["options"])),  # a dict of its own
            seats=decoded.get("seats", row["seats"]),
            winners=decoded.get("winners", row["winners"]),
            scores=decoded.get("scores", row["scores"]),
            reason=row["reason"],
            moves=int(row["moves"]),
            seconds=float(row["seconds"]),
            saved=row["saved"],
            ended=row["ended"],
            status=row["status"],
            source=row["source"],
            id=int(row["id"]),
        )
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise RecordError(f"record {row.get('id')} cannot be read: {exc}") from None


def seats_of(saved_seats: Sequence[Any]) -> tuple[SeatRecord, ...]:
    """Seat records from a saved game's seats (objects with name, kind, level)."""
    return tuple(SeatRecord(s.name, s.kind, s.level) for s in saved_seats)
