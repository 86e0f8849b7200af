"""What Help > Puzzles reads: the sets shipped with the app
(``resources/puzzles``, read by :mod:`boardroom.engine.puzzles`), and the
attempts in the record of games."""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from boardroom.engine.puzzles import PuzzleSet, load_sets
from boardroom.engine.record import RecordError
from boardroom.engine.recordpuzzles import PuzzleAttempt
from boardroom.ui.recorder import Recorder

log = logging.getLogger("boardroom")


def shipped_sets() -> tuple[list[PuzzleSet], list[str]]:
    """The sets that could be read, and a line for each one that could not."""
    return load_sets()


class SetReader(QObject):
    """Reads the shipped sets on a thread of its own: each puzzle's answer is
    replayed by the rules (over a second of CPU for the nine sets), which the
    window must not wait for. ``ready`` brings the sets and the problems to
    the GUI thread."""

    ready = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: threading.Thread | None = None
        self._done = False
        self.ready.connect(self._delivered)  # connected first: called first

    def reading(self) -> bool:
        """Started, and its sets not yet brought to the GUI thread."""
        return self._thread is not None and not self._done

    def _delivered(self) -> None:
        self._done = True

    def start(self, read: Callable[[], tuple[list[PuzzleSet], list[str]]]) -> None:
        """Read with ``read`` (:func:`shipped_sets`), once."""
        if self._thread is not None:
            return  # read once
        self._thread = threading.Thread(
            target=self._read, args=(read,), name="puzzle-sets", daemon=True
        )
        self._thread.start()

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _read(self, read: Callable[[], tuple[list[PuzzleSet], list[str]]]) -> None:
        try:
            found, problems = read()
        except Exception as exc:  # a fault of the code, not of a set: said, not raised
            log.exception("the puzzle sets cannot be read")
            found, problems = [], [str(exc)]
        try:
            self.ready.emit(found, problems)
        except RuntimeError:  # the window was closed and deleted meanwhile
            pass


def read_attempts(recorder: Recorder | None) -> list[PuzzleAttempt]:
    """Every attempt in the record, oldest first (none when it cannot be read)."""
    if recorder is None:
        return []
    try:
        book = recorder.open_for_reading()
        if book is None:
            return []
        try:
            return book.attempts()
        finally:
            book.close()
    except (OSError, sqlite3.Error, RecordError) as exc:
        log.warning("the puzzle attempts cannot be read: %s", exc)
        return []
