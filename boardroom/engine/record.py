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
- a file or folder that cannot be written is not a damaged one: it raises
  :class:`RecordUnwritable` and nothing is moved; an open record tells when
  its file was deleted or replaced under it (:meth:`RecordBook.gone`) and a
  write into a file overwritten in place raises :class:`RecordDamaged`;
- the schema has a version (``PRAGMA user_version``) and migrations from the
  first version on (:mod:`boardroom.engine.recordschema`).

Since version 3 it also keeps the attempts at puzzles
(:mod:`boardroom.engine.recordpuzzles`).
"""

from __future__ import annotations

import errno
import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from boardroom.engine.recordpuzzles import PuzzleAttempt
from boardroom.engine.recordpuzzles import insert as insert_attempt
from boardroom.engine.recordpuzzles import select as select_attempts
from boardroom.engine.recordrows import (
    LIST_COLUMNS,
    LIST_INDEX,
    LIST_INDEX_SQL,
    LIST_QUERY,
    Decoder,
    Listing,
    from_row,
    records_of,
)
from boardroom.engine.recordschema import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION
from boardroom.engine.recordtypes import (
    ABANDONED,
    DISK_FULL,
    FINISHED,
    OTHER,
    READ_ONLY,
    SOURCES,
    GameRecord,
    RecordDamaged,
    RecordError,
    RecordUnwritable,
    SeatRecord,
    seats_of,
)

__all__ = [
    "ABANDONED",
    "DISK_FULL",
    "FINISHED",
    "LIST_INDEX",
    "LIST_QUERY",
    "OTHER",
    "READ_ONLY",
    "SOURCES",
    "GameRecord",
    "OpenResult",
    "PuzzleAttempt",
    "RecordBook",
    "RecordDamaged",
    "RecordError",
    "RecordUnwritable",
    "SeatRecord",
    "open_record",
    "seats_of",
]

BUSY_SECONDS = 30.0
# SQLite's primary result codes (``sqlite_errorcode & 0xFF``).
_READONLY, _DBMOVED, _FULL, _PERM = 8, 8 | (4 << 8), 13, 3
_DAMAGED = {1, 11, 17, 26}  # ERROR ("no such table"), CORRUPT, SCHEMA, NOTADB


def _code(exc: BaseException) -> int:
    return int(getattr(exc, "sqlite_errorcode", 0) or 0)


def _fault(exc: sqlite3.Error, path: Path) -> RecordError:
    """What a failed write means: the file changed under us (damaged, moved), or
    it cannot be written now."""
    code = _code(exc)
    if code & 0xFF in _DAMAGED or code == _DBMOVED:
        return RecordDamaged(f"the game could not be recorded: {exc}")
    return _unwritable(path, exc)


def _unwritable(path: Path, exc: OSError | sqlite3.Error) -> RecordUnwritable:
    if isinstance(exc, OSError):
        kind = (
            READ_ONLY
            if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS)
            else DISK_FULL
            if exc.errno == errno.ENOSPC
            else OTHER
        )
        return RecordUnwritable(path, exc.strerror or str(exc), kind)
    code = _code(exc) & 0xFF
    kind = READ_ONLY if code in (_READONLY, _PERM) else DISK_FULL if code == _FULL else OTHER
    return RecordUnwritable(path, "it is read-only" if kind == READ_ONLY else str(exc), kind)


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
    """Open (or start) the record at ``path``; an unusable file is moved aside.
    Raises :class:`RecordUnwritable` when there is no file and none can be
    made, or a file to set aside cannot be moved."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _unwritable(path, exc) from None
    problem: str | None = None
    if not path.exists():
        try:
            return OpenResult(RecordBook(path))
        except sqlite3.Error as exc:
            if not path.exists():  # the folder is not ours to write
                raise _unwritable(path, exc) from None
            # another process made it meanwhile: checked as any file found
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
            if not isinstance(_fault(exc, path), RecordDamaged):
                raise _unwritable(path, exc) from None  # a good file we may not change
            problem = f"it cannot be read as a database ({exc})"
    try:
        aside = _move_aside(path)
        return OpenResult(RecordBook(path), aside, problem)
    except (OSError, sqlite3.Error) as exc:
        raise _unwritable(path, exc) from None


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


class RecordBook:
    """The open record. Use :func:`open_record` to open one safely."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conn = _connect(path)
        try:
            self._migrate()
            self._identity = _identity(path)
        except BaseException:
            self._conn.close()
            raise

    def gone(self) -> str | None:
        """ "deleted" or "replaced" when the file at the record's path is no
        longer the one opened (SQLite would go on writing into the lost one)."""
        try:
            found = _identity(self.path)
        except FileNotFoundError:
            return "deleted"
        except OSError:
            return None  # cannot tell: the write will
        return None if found == self._identity else "replaced"

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
        if self._has_index():
            return
        try:
            with self._write() as conn:
                conn.execute(LIST_INDEX_SQL)
        except sqlite3.OperationalError as exc:
            if not isinstance(_fault(exc, self.path), RecordUnwritable):
                raise  # read-only: the list is read from the rows, more slowly

    def _has_index(self) -> bool:
        found = self._conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?", (LIST_INDEX,)
        ).fetchone()
        return found is not None

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
            raise _fault(exc, self.path) from None
        return int(found[0])

    def add_attempt(self, attempt: PuzzleAttempt) -> int:
        """Write a puzzle attempt (see :mod:`boardroom.engine.recordpuzzles`); its id."""
        try:
            with self._write() as conn:
                return insert_attempt(conn, attempt)
        except sqlite3.Error as exc:
            raise _fault(exc, self.path) from None

    def attempts(self, game: str | None = None) -> list[PuzzleAttempt]:
        """Every puzzle attempt (at one game's puzzles), oldest first."""
        return select_attempts(self._conn, game)

    def has(self, uid: str) -> bool:
        return (
            self._conn.execute("SELECT 1 FROM games WHERE uid = ?", (uid,)).fetchone() is not None
        )

    # --- reading -------------------------------------------------------------

    def games(self, game: str | None = None, with_saved: bool = True) -> list[GameRecord]:
        """Every record (of one game), oldest first; without ``with_saved`` their
        saved games are left out (read as "") for a quick list of many."""
        if not with_saved and not game:
            return records_of(self.rows())
        columns = "*" if with_saved else LIST_COLUMNS
        query = (
            f"SELECT {columns} FROM games"
            + (" WHERE game = ?" if game else "")
            + " ORDER BY ended, id"
        )
        cursor = self._conn.execute(query, (game,) if game else ())
        names = [d[0] for d in cursor.description]
        decoder = Decoder()
        return [from_row(dict(zip(names, row, strict=True)), decoder) for row in cursor]

    def get(self, record_id: int) -> GameRecord | None:
        cursor = self._conn.execute("SELECT * FROM games WHERE id = ?", (record_id,))
        row = cursor.fetchone()
        if row is None:
            return None
        names = [d[0] for d in cursor.description]
        return from_row(dict(zip(names, row, strict=True)))

    def rows(self) -> list[Listing]:
        """Every game as a listed row (see :mod:`boardroom.engine.recordrows`),
        oldest first: the quick list of many."""
        return self._conn.execute(LIST_QUERY).fetchall()

    def listed(self, record_id: int) -> Listing | None:
        """One game as :meth:`rows` lists it."""
        row: Listing | None = self._conn.execute(
            f"SELECT {LIST_COLUMNS} FROM games WHERE id = ?", (record_id,)
        ).fetchone()
        return row

    def summary(self) -> tuple[int, int]:
        """(how many games, the next id): whether a list read earlier is still whole."""
        count, top = self._conn.execute("SELECT count(*), max(id) FROM games").fetchone()
        return int(count), int(top or 0) + 1


def _identity(path: Path) -> tuple[int, int]:
    found = os.stat(path)
    return found.st_dev, found.st_ino
