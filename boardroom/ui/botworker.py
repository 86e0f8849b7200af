"""Runs a bot search off the GUI thread.

Each request carries a generation number; the session bumps it on undo, new
game or load, and drops any answer whose number is stale. Cancelling sets the
bot's cancel flag; the late answer is then ignored.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from boardroom.engine.game import State


class _Signals(QObject):
    finished = Signal(int, object)  # generation, move
    progress = Signal(int, float)
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, generation: int, search: Callable[..., Any], state: State,
                 cancel: threading.Event, signals: _Signals) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.generation, self.search, self.state = generation, search, state
        self.cancel, self.signals = cancel, signals

    def run(self) -> None:
        try:
            move = self.search(self.state, self.cancel,
                               lambda f: self.signals.progress.emit(self.generation, f))
        except Exception:  # a bot bug must not take the app down
            self.signals.failed.emit(self.generation, traceback.format_exc(limit=4))
            return
        if not self.cancel.is_set():
            self.signals.finished.emit(self.generation, move)


class BotWorker(QObject):
    """One search at a time; results arrive as Qt signals on the GUI thread."""

    finished = Signal(int, object)
    progress = Signal(int, float)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.finished.connect(self.finished)
        self._signals.progress.connect(self.progress)
        self._signals.failed.connect(self.failed)
        self._cancel: threading.Event | None = None

    def start(self, generation: int, search: Callable[..., Any], state: State) -> None:
        """``search(state, cancel_event, progress_cb) -> move`` on a copy of ``state``."""
        self.cancel()
        self._cancel = threading.Event()
        self._pool.start(_Job(generation, search, state.clone(), self._cancel, self._signals))

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None

    def busy(self) -> bool:
        return self._cancel is not None

    def done(self) -> None:
        self._cancel = None

    def shutdown(self, timeout_ms: int = 3000) -> None:
        self.cancel()
        self._pool.waitForDone(timeout_ms)
