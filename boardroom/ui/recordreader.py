"""Reading a large record of games beside the window: the rows of a hundred
thousand games take SQLite and Python a few hundred milliseconds, which the
Statistics window would otherwise spend before it shows. A thread of its
own reads them through a connection of its own (SQLite's waiting on the
disk lets the window's thread run); the window fills its table when they come.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from boardroom.engine.record import RecordBook, RecordError
from boardroom.engine.recordrows import GAME, ID, Listing

log = logging.getLogger("boardroom")


@dataclass
class ListedRows:
    rows: list[Listing]
    games: set[str]  # the games they are of
    top: int  # the highest id


def listed(rows: list[Listing]) -> ListedRows:
    return ListedRows(rows, {r[GAME] for r in rows}, max((r[ID] for r in rows), default=0))


class RowsReader(QObject):
    """``read(ListedRows | None)`` on the GUI thread when the rows are read
    (None: the record could not be read); a read overtaken by another is
    never told."""

    read = Signal(object)
    _done = Signal(object, int)  # from the thread: what it read, for which request

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._done.connect(self._deliver)  # queued: emitted from the thread

    def start(self, path: Path) -> None:
        self._generation += 1
        threading.Thread(
            target=self._read,
            args=(path, self._generation),
            name="boardroom-record-reader",
            daemon=True,
        ).start()

    def cancel(self) -> None:
        self._generation += 1

    def _deliver(self, found: ListedRows | None, generation: int) -> None:
        if generation == self._generation:
            self.read.emit(found)

    def _read(self, path: Path, generation: int) -> None:
        found: ListedRows | None = None
        try:
            book = RecordBook(path)
            try:
                found = listed(book.rows())
            finally:
                book.close()
        except (sqlite3.Error, OSError, RecordError) as exc:
            log.warning("the record of games cannot be read: %s", exc)
        try:
            self._done.emit(found, generation)
        except RuntimeError:
            pass  # the window went meanwhile
