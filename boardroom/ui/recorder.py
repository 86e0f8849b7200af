"""The window's side of the record of games (see :mod:`boardroom.engine.record`).

Every game finished in the window is written to ``records.sqlite`` in the
app's data folder; at start-up a game left in the autosave for more than a
day is written as abandoned (once). Writes run on one worker thread, in
order, so a slow disk never holds up the board; the database is opened
there too (an SQLite connection belongs to the thread that made it).

A game keeps one uid for its whole life (its kind, options, seed, start and
creation time), so undoing the end and finishing again rewrites its record.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import time
from concurrent.futures import Future, ThreadPoolExecutor, wait
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from boardroom.engine import savegame
from boardroom.engine.errors import SaveFormatError
from boardroom.engine.outcome import Outcome
from boardroom.engine.record import (
    ABANDONED,
    FINISHED,
    GameRecord,
    RecordBook,
    RecordError,
    SeatRecord,
    open_record,
)
from boardroom.engine.savegame import SavedGame
from boardroom.ui import storage

if TYPE_CHECKING:
    from boardroom.ui.session import GameSession

log = logging.getLogger("boardroom")
RECORD_FILE = "records.sqlite"
ABANDONED_AFTER = timedelta(days=1)


def records_path() -> Path:
    return storage.data_dir() / RECORD_FILE


def game_uid(saved: SavedGame) -> str:
    """The same for every save of one game, different for any other game."""
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


class Recorder(QObject):
    """Writes records on its own thread; tells the window when the file found
    was unusable and moved aside (``movedAside``: the file, where it went, why)."""

    movedAside = Signal(str, str, str)
    recorded = Signal(int)  # a record's id, after it was written

    def __init__(self, parent: QObject | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._book: RecordBook | None = None
        self._pool: ThreadPoolExecutor | None = None
        self._pending: list[Future[Any]] = []

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

    def check_abandoned(self) -> None:
        """At start-up: the autosave's game, if left more than a day ago."""
        self._submit(self._abandoned, storage.autosave_path(), time.time())

    def open_for_reading(self) -> RecordBook:
        """A connection of the GUI thread's own (the Statistics window's);
        raises OSError when the folder cannot be made."""
        if self._book is not None:  # checked when the writer opened it: no need again
            return RecordBook(self.path)
        opened = open_record(self.path)
        if opened.moved_aside is not None:
            self.movedAside.emit(str(self.path), str(opened.moved_aside), opened.problem or "")
        return opened.book

    def wait(self, timeout: float = 10.0) -> None:
        """Until every write asked for so far is done (tests, closing)."""
        pending, self._pending = self._pending, []
        wait(pending, timeout)

    def close(self) -> None:
        if self._pool is None:
            return
        self.wait()
        pool, self._pool = self._pool, None
        pool.submit(self._close_book)
        pool.shutdown(wait=True)

    def _submit(self, job: Any, *args: Any) -> None:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="records")
        self._pending = [f for f in self._pending if not f.done()]
        self._pending.append(self._pool.submit(self._guarded, job, *args))

    # --- on the worker thread ------------------------------------------------------------

    def _guarded(self, job: Any, *args: Any) -> None:
        """A record that cannot be written is logged; the game goes on."""
        try:
            job(*args)
        except (OSError, RecordError) as exc:
            log.warning("the record of games: %s", exc)
        except Exception:
            log.exception("the record of games failed")

    def _open(self) -> RecordBook:
        if self._book is None:
            opened = open_record(self.path)
            self._book = opened.book
            if opened.moved_aside is not None:
                log.warning(
                    "%s: %s; moved aside to %s", self.path, opened.problem, opened.moved_aside
                )
                self.movedAside.emit(str(self.path), str(opened.moved_aside), opened.problem or "")
        return self._book

    def _write(self, record: GameRecord) -> None:
        self.recorded.emit(self._open().add(record))

    def _abandoned(self, autosave: Path, now: float) -> None:
        book = self._open()  # opened even with no autosave: a damaged file is told at once
        try:
            if now - autosave.stat().st_mtime < ABANDONED_AFTER.total_seconds():
                return
            text = autosave.read_text(encoding="utf-8")
            saved, game, state = savegame.load_text(text)
        except (OSError, UnicodeDecodeError, SaveFormatError):
            return  # no autosave, or one that Continue cannot use either
        if state.is_terminal() or book.has(game_uid(saved)):
            return  # a finished game was recorded when it ended; an abandoned one once
        names = [seat.name or game.seat_name(i) for i, seat in enumerate(saved.seats)]
        note = storage.autosave_note(text)
        ended = datetime.fromtimestamp(autosave.stat().st_mtime, UTC)
        record = make_record(
            saved, None, state.ply, note.elapsed, names, ended.isoformat(timespec="seconds")
        )
        self.recorded.emit(book.add(record))

    def _close_book(self) -> None:
        if self._book is not None:
            self._book.close()
            self._book = None
