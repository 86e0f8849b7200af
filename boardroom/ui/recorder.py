"""The window's side of the record of games (see :mod:`boardroom.engine.record`).

Every game finished in the window is written to ``records.sqlite`` in the
app's data folder, and every attempt at a puzzle (Help > Puzzles); at
start-up a game left in the autosave for more than a day is written as
abandoned (once). Writes run on one worker thread, in
order, so a slow disk never holds up the board; the database is opened
there too (an SQLite connection belongs to the thread that made it).

A game keeps one uid for its whole life (its kind, options, seed, start and
creation time), so undoing the end and finishing again rewrites its record.

No finished game is lost to a fault of the file: each waits in memory until
it is written. Before each write the recorder checks that the file is still
the one it opened; a record deleted meanwhile is started again, one replaced
or overwritten is checked as at start-up (set aside when it is not a record),
and one that cannot be written (read-only, a full disk) keeps its games
waiting, tried again every little while. The window is told each once.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from boardroom.engine import savegame
from boardroom.engine.errors import SaveFormatError
from boardroom.engine.outcome import Outcome
from boardroom.engine.savegame import SavedGame
from boardroom.ui import storage

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

    from boardroom.engine.record import GameRecord, PuzzleAttempt, RecordBook, RecordUnwritable
    from boardroom.ui.session import GameSession

# The record's module (sqlite3, the puzzles' tables, ratings) and the worker's
# pool are imported when a record is first written or read, not at start-up:
# the window shows first (see MainWindow.after_first_paint).

log = logging.getLogger("boardroom")
RECORD_FILE = "records.sqlite"
ABANDONED_AFTER = timedelta(days=1)
RETRY_MS = 30_000  # games waiting for a record that cannot be written: tried again


def records_path() -> Path:
    return storage.data_dir() / RECORD_FILE


def game_uid(saved: SavedGame) -> str:
    """The same for every save of one game, different for any other game."""
    import hashlib

    key = json.dumps(
        [saved.game, saved.options, saved.seed, saved.start, saved.created], sort_keys=True
    )
    return "app-" + hashlib.sha256(key.encode()).hexdigest()[:24]


def make_record(
    saved: SavedGame,
    outcome: Outcome | None,
    moves: int,
    seconds: float,
    seat_names: list[str],
    ended: str | None = None,
) -> GameRecord:
    """A game as the record keeps it; without an outcome, an abandoned one."""
    from boardroom.engine.record import ABANDONED, FINISHED, GameRecord, SeatRecord

    seats = tuple(
        SeatRecord(
            seat_names[i] if i < len(seat_names) else seat.name,
            "bot" if seat.is_bot else "human",
            seat.level if seat.is_bot else None,
        )
        for i, seat in enumerate(saved.seats)
    )
    finished = outcome is not None
    record = GameRecord(
        uid=game_uid(saved),
        game=saved.game,
        options=dict(saved.options),
        seats=seats,
        winners=tuple(outcome.winners) if outcome else (),
        scores=tuple(outcome.scores) if outcome else tuple(0.0 for _ in seats),
        reason=outcome.reason if outcome else ABANDONED,
        moves=moves,
        seconds=round(seconds, 1),
        saved=saved.to_json(),
        status=FINISHED if finished else ABANDONED,
    )
    return dataclasses.replace(record, ended=ended) if ended else record


def seat_names(session: GameSession) -> list[str]:
    """Each seat's name; an unnamed seat goes by its colour (in English: the
    record is read in either language)."""
    return [seat.name or session.game.seat_name(i) for i, seat in enumerate(session.seats)]


def session_from_record(record: GameRecord, parent: QObject | None = None) -> GameSession:
    """A recorded game as a session, as if opened from a file (without one), its
    clock where the record left it; raises SaveFormatError."""
    from boardroom.ui.session import GameSession  # the session needs the bots' worker

    saved, game, state = savegame.load_text(record.saved)
    session = GameSession(game, saved.seats, state, None, saved.created, parent)
    session.clock.restore(record.seconds)
    return session


def why_unwritable(exc: RecordUnwritable) -> str:
    """Why the record cannot be written, in the interface's language."""
    from boardroom.engine.record import DISK_FULL, READ_ONLY

    if exc.kind == READ_ONLY:
        return QCoreApplication.translate("Recorder", "the file or its folder is read-only")
    if exc.kind == DISK_FULL:
        return QCoreApplication.translate("Recorder", "the disk is full")
    return exc.reason  # the system's own words


def _put(book: RecordBook, record: GameRecord | PuzzleAttempt) -> int:
    from boardroom.engine.record import PuzzleAttempt

    if isinstance(record, PuzzleAttempt):
        return book.add_attempt(record)
    return book.add(record)


class Recorder(QObject):
    """Writes records on its own thread and tells the window, once each, about
    the file: found unusable and moved aside (``movedAside``: the file, where
    it went, why), deleted while the app ran and started again (``restarted``),
    or not writable (``unwritable``: the file, why, how many games wait)."""

    movedAside = Signal(str, str, str)
    restarted = Signal(str, str)  # the file, "deleted" or "emptied"
    unwritable = Signal(str, str, int)
    troubleChanged = Signal()  # ``trouble`` changed
    recorded = Signal(int)  # a record's id, after it was written
    attemptRecorded = Signal(int)  # a puzzle attempt's id, after it was written
    reopened = Signal()  # the file now written is another one: read it anew
    _stuck = Signal(str, str, int)  # the worker's word, at every failed write

    def __init__(self, parent: QObject | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._book: RecordBook | None = None
        self._pool: ThreadPoolExecutor | None = None
        self._pending: list[Future[Any]] = []
        # The worker's: finished games and puzzle attempts, not yet written.
        self._waiting: list[GameRecord | PuzzleAttempt] = []
        self._moved = 0  # the worker's: how many files it set aside
        # The GUI thread's view of a record that cannot be written: (why, games waiting).
        self.trouble: tuple[str, int] | None = None
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.retry)
        self._stuck.connect(self._keep_trying)
        self.recorded.connect(self._written)
        self.attemptRecorded.connect(self._written)

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else records_path()

    # --- on the GUI thread ------------------------------------------------------------

    def watch(self, session: GameSession) -> None:
        """Record ``session`` each time it ends."""
        session.gameOver.connect(lambda outcome, s=session: self.record(s, outcome))

    def record(self, session: GameSession, outcome: Outcome) -> None:
        """Write a finished game (again, if undone and finished anew)."""
        if session.state.outcome() != outcome:
            return  # undone meanwhile
        saved = session.to_saved()
        self._submit(
            self._write,
            make_record(
                saved, outcome, session.state.ply, session.clock.elapsed(), seat_names(session)
            ),
        )

    def record_attempt(self, attempt: PuzzleAttempt) -> None:
        """Write a puzzle attempt (Help > Puzzles), in turn with the games."""
        self._submit(self._write, attempt)

    def check_abandoned(self) -> None:
        """At start-up: the autosave's game, if left more than a day ago. Its
        age (and then its text) is read here, before the window writes a game
        opened at start-up over it; the worker checks and records it."""
        path = storage.autosave_path()
        text = None
        try:
            left = path.stat().st_mtime
            if time.time() - left >= ABANDONED_AFTER.total_seconds():
                text = storage.read_regular(path, savegame.MAX_BYTES).decode("utf-8")
        except (OSError, UnicodeDecodeError):
            left = 0.0  # no autosave, or one that Continue cannot use either
        self._submit(self._abandoned, text, left)

    def told_unwritable(self, reason: str) -> None:
        """The window has said the record cannot be written: not again."""
        self._keep_trying(str(self.path), reason, 0, tell=False)

    def retry(self) -> None:
        """Try again to write the games waiting (a timer does, while any wait)."""
        self._submit(self._flush)

    def open_for_reading(self) -> RecordBook | None:
        """A connection of the GUI thread's own (the Statistics window's); None
        when there is no record yet. Raises RecordError when it cannot be made."""
        from boardroom.engine.record import RecordBook, open_record

        if self._book is not None:  # checked when the writer opened it: no need again
            return RecordBook(self.path) if self.path.exists() else None
        opened = open_record(self.path)
        if opened.moved_aside is not None:
            self.movedAside.emit(str(self.path), str(opened.moved_aside), opened.problem or "")
        return opened.book

    def wait(self, timeout: float = 10.0) -> None:
        """Until every write asked for so far is done (tests, closing)."""
        from concurrent.futures import wait

        pending, self._pending = self._pending, []
        wait(pending, timeout)

    def close(self) -> None:
        if self._pool is None:
            return
        self._retry.stop()
        self._submit(self._flush)  # a last try for games waiting
        self.wait()
        pool, self._pool = self._pool, None
        pool.submit(self._close_book)
        pool.shutdown(wait=True)

    def _submit(self, job: Any, *args: Any) -> None:
        from concurrent.futures import ThreadPoolExecutor

        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="records")
        self._pending = [f for f in self._pending if not f.done()]
        self._pending.append(self._pool.submit(self._guarded, job, *args))

    def _keep_trying(self, path: str, reason: str, waiting: int, tell: bool = True) -> None:
        first = self.trouble is None and tell
        self.trouble = (reason if self.trouble is None else self.trouble[0], waiting)
        if not self._retry.isActive():
            self._retry.start()
        if first:  # told once, until the games could be written again
            self.unwritable.emit(path, reason, waiting)
        self.troubleChanged.emit()

    def _written(self, _record_id: int) -> None:
        if self.trouble is not None:
            self.trouble = None
            self._retry.stop()
            self.troubleChanged.emit()

    # --- on the worker thread ------------------------------------------------------------

    def _guarded(self, job: Any, *args: Any) -> None:
        """A record that cannot be written is logged; the game goes on."""
        from boardroom.engine.record import RecordError

        try:
            job(*args)
        except (OSError, RecordError) as exc:
            log.warning("the record of games: %s", exc)
        except Exception:
            log.exception("the record of games failed")

    def _open(self) -> RecordBook:
        """The record to write, checked to be the file at its path."""
        from boardroom.engine.record import open_record

        if self._book is not None:
            gone = self._book.gone()
            if gone is not None:
                log.warning("%s was %s while the app ran", self.path, gone)
                self._close_book()
                self.reopened.emit()
                if gone == "deleted":
                    self.restarted.emit(str(self.path), gone)
        if self._book is None:
            opened = open_record(self.path)
            self._book = opened.book
            if opened.moved_aside is not None:
                self._moved += 1
                log.warning(
                    "%s: %s; moved aside to %s", self.path, opened.problem, opened.moved_aside
                )
                self.movedAside.emit(str(self.path), str(opened.moved_aside), opened.problem or "")
        return self._book

    def _write(self, record: GameRecord | PuzzleAttempt) -> None:
        self._waiting.append(record)
        self._flush()

    def _flush(self) -> None:
        """Write every game waiting, in order; they wait on if the record cannot
        be written, and the window is told once."""
        from boardroom.engine.record import RecordUnwritable

        try:
            while self._waiting:
                self._add(self._waiting[0])
                self._waiting.pop(0)
        except RecordUnwritable as exc:
            self._close_book()
            log.warning("the record of games: %s (%d waiting)", exc, len(self._waiting))
            self._stuck.emit(str(self.path), why_unwritable(exc), len(self._waiting))

    def _add(self, record: GameRecord | PuzzleAttempt) -> None:
        from boardroom.engine.record import (
            PuzzleAttempt,
            RecordDamaged,
            RecordError,
            RecordUnwritable,
        )

        book = self._open()
        try:
            record_id = _put(book, record)
        except RecordDamaged as exc:  # overwritten in place: checked as at start-up
            log.warning("%s changed under the app: %s", self.path, exc)
            self._close_book()
            self.reopened.emit()
            aside = self._moved
            book = self._open()
            if self._moved == aside and book.summary()[0] == 0:
                self.restarted.emit(str(self.path), "emptied")
            record_id = _put(book, record)
        except RecordUnwritable:
            raise
        except RecordError as exc:  # this game's own values: it can never be written
            log.warning("the record of games: %s", exc)
            return
        if isinstance(record, PuzzleAttempt):
            self.attemptRecorded.emit(record_id)
        else:
            self.recorded.emit(record_id)

    def _abandoned(self, text: str | None, left: float) -> None:
        """The autosave's ``text`` (None: recent, or none), written ``left``."""
        book = self._open()  # opened even with no autosave: a damaged file is told at once
        if text is None:
            return
        try:
            saved, game, state = savegame.load_text(text)
        except SaveFormatError:
            return  # an autosave that Continue cannot use either
        if state.is_terminal() or book.has(game_uid(saved)):
            return  # a finished game was recorded when it ended; an abandoned one once
        names = [seat.name or game.seat_name(i) for i, seat in enumerate(saved.seats)]
        note = storage.autosave_note(text)
        ended = datetime.fromtimestamp(left, UTC)
        record = make_record(
            saved, None, state.ply, note.elapsed, names, ended.isoformat(timespec="seconds")
        )
        self._write(record)

    def _close_book(self) -> None:
        if self._book is not None:
            self._book.close()
            self._book = None
