"""What Help > Puzzles reads: the sets shipped with the app
(``resources/puzzles``, read by :mod:`boardroom.engine.puzzles`), and the
attempts in the record of games."""

from __future__ import annotations

import logging
import sqlite3

from boardroom.engine.puzzles import PuzzleSet, load_sets
from boardroom.engine.record import RecordError
from boardroom.engine.recordpuzzles import PuzzleAttempt
from boardroom.ui.recorder import Recorder

log = logging.getLogger("boardroom")


def shipped_sets() -> tuple[list[PuzzleSet], list[str]]:
    """The sets that could be read, and a line for each one that could not."""
    return load_sets()


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
