"""Stand-ins for the analysis's bot process in UI tests: one that runs the
job in this process (so a test may replace the estimate) and one that never
answers (the default: no test pays for a process it does not look at)."""

from __future__ import annotations

import multiprocessing
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from boardroom.bots import service


class _Pipe:
    def send(self, _item: Any) -> None:
        pass


class InlineWorker(QObject):
    """The bot process's job run in this process (so that tests may replace
    the estimate), answering on the next turn of the event loop like the
    real one."""

    finished = Signal(int, object)
    progress = Signal(int, float)
    failed = Signal(int, str)
    died = Signal(int)

    def __init__(self, parent: QObject | None = None, nice: int = 0) -> None:
        super().__init__(parent)
        self.requests: list[tuple[str, str, int, Any]] = []
        self._running: int | None = None
        self._jobs = 0
        self.pending = 0  # answers on their way (delivered or dropped on arrival)

    def start(
        self, generation: int, kind: str, key: str, level: str, seed: int, state: Any
    ) -> None:
        self._running = generation
        self.requests.append((kind, level, seed, state.clone()))
        # Jobs are numbered from 1, as the bot process's are: the service
        # drops an answer once the last cancelled job (0: none) reaches its
        # number, so a job 0 (a generation 0) was dropped whenever the search
        # outlasted the 5 ms watch (under load: tests/ui/test_sound.py failed).
        self._jobs += 1
        reply = service._run_job(
            (self._jobs, kind, key, level, seed, state),
            _Pipe(),  # type: ignore[arg-type]
            multiprocessing.Value("q", 0),
            {},
        )
        assert reply is not None and reply[0] == "done", reply
        self.pending += 1
        QTimer.singleShot(1, lambda: self._deliver(generation, reply[2]))

    def _deliver(self, generation: int, payload: Any) -> None:
        self.pending -= 1
        if self._running == generation:
            self.finished.emit(generation, payload)

    def cancel(self) -> None:
        self._running = None

    def done(self) -> None:
        self._running = None

    def busy(self) -> bool:
        return self._running is not None

    def shutdown(self, timeout_ms: int = 0) -> None:
        self._running = None


class IdleWorker(InlineWorker):
    """Takes every request and never answers."""

    def start(
        self, generation: int, kind: str, key: str, level: str, seed: int, state: Any
    ) -> None:
        self._running = generation
        self.requests.append((kind, level, seed, state))
