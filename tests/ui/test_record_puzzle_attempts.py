"""Puzzle attempts go to the record as games do: on the recorder's worker
thread, in order with the games, kept waiting while the file cannot be
written."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from boardroom.engine import record as record_module
from boardroom.engine.rating import Rating, after_puzzle
from boardroom.engine.record import PuzzleAttempt, RecordBook, open_record
from boardroom.ui.recorder import Recorder


def _attempt(puzzle: str) -> PuzzleAttempt:
    return PuzzleAttempt(
        puzzle, "onager", "onager", "capture", 1400, True, 0, False, True,
        Rating(), after_puzzle(Rating(), 1400, True),
    )  # fmt: skip


@pytest.fixture
def recorder(qtbot: Any, tmp_path: Path) -> Iterator[Recorder]:
    made = Recorder(None, tmp_path / "records.sqlite")
    yield made
    made.close()


def test_an_attempt_is_written_on_the_worker_thread(
    recorder: Recorder, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[str] = []
    real = RecordBook.add_attempt

    def add(book: RecordBook, attempt: PuzzleAttempt) -> int:
        threads.append(threading.current_thread().name)
        return real(book, attempt)

    monkeypatch.setattr(RecordBook, "add_attempt", add)
    with qtbot.waitSignal(recorder.attemptRecorded, timeout=5000) as blocker:
        recorder.record_attempt(_attempt("p1"))
    assert threads and threads[0].startswith("records") and threads[0] != "MainThread"
    with open_record(recorder.path).book as book:
        (row,) = book.attempts()
    assert blocker.args == [row.id] and row.puzzle == "p1"


def test_attempts_wait_while_the_record_is_read_only_then_are_written(
    recorder: Recorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_record(recorder.path).book:
        pass  # the file exists: read-only below, not missing
    connect = record_module._connect

    def read_only(path: Path) -> sqlite3.Connection:
        return sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)

    monkeypatch.setattr(record_module, "_connect", read_only)
    recorder.record_attempt(_attempt("p1"))
    recorder.record_attempt(_attempt("p2"))
    recorder.wait()
    QCoreApplication.processEvents()
    assert recorder.trouble is not None and recorder.trouble[1] == 2
    monkeypatch.setattr(record_module, "_connect", connect)
    recorder.retry()
    recorder.wait()
    QCoreApplication.processEvents()
    with open_record(recorder.path).book as book:
        assert [a.puzzle for a in book.attempts()] == ["p1", "p2"]
    assert recorder.trouble is None
