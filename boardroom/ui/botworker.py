"""Runs bot searches in a separate process, so the GUI never waits on them.

A search in a thread of the GUI process would hold Python's interpreter lock
for milliseconds at a time and make the board stutter; a process does not.
The process is spawned (never forked: Qt does not survive a fork) on first
use and serves requests one at a time (see ``boardroom.bots.service``).

Each request carries the session's generation number; the session drops any
answer whose number is stale (after undo, a new game or a load). Cancelling
raises a shared job counter that the bot process watches.

A process that dies (killed, out of memory...) is reported by ``died`` with
the generation of the search it took with it (-1 when it was idle); the next
request starts a fresh process.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Signal


class BotWorker(QObject):
    """One search at a time; answers arrive as Qt signals on the GUI thread."""

    finished = Signal(int, object)  # generation, move
    progress = Signal(int, float)
    failed = Signal(int, str)
    died = Signal(int)  # generation of the search lost, -1 if none was running

    def __init__(self, parent: QObject | None = None, nice: int = 0) -> None:
        super().__init__(parent)
        self._nice = nice  # added to the process's niceness (background work)
        self._process: Any = None
        self._conn: Any = None
        self._cancelled: Any = None
        self._reader: threading.Thread | None = None
        self._job = 0
        self._generations: dict[int, int] = {}
        self._running: int | None = None
        self._lock = threading.Lock()
        self._closing = False

    @property
    def pid(self) -> int | None:
        """The bot process's id while it runs."""
        return self._process.pid if self._process is not None else None

    def warm_up(self) -> None:
        """Start the bot process now, so the first move does not pay for it;
        a process that has died is replaced."""
        if self._process is not None:
            if self._process.is_alive():
                return
            self._discard()
        import multiprocessing  # here: start-up with no bot need not load it

        from boardroom.bots.service import serve

        context = multiprocessing.get_context("spawn")
        parent_end, child_end = context.Pipe()
        self._cancelled = context.Value("q", 0, lock=False)
        self._process = context.Process(
            target=serve,
            args=(child_end, self._cancelled, self._nice),
            name="boardroom-bot",
            daemon=True,
        )
        self._closing = False
        self._process.start()
        child_end.close()
        self._conn = parent_end
        self._reader = threading.Thread(
            target=self._read, args=(parent_end,), name="boardroom-bot-reader", daemon=True
        )
        self._reader.start()

    def start(
        self, generation: int, kind: str, game_key: str, level: str, seed: int, state: Any
    ) -> None:
        """Ask for a move ("move") or a hint ("hint") for the seat to move in
        ``state``, or an "estimate" (level: the budget, seed: the seat whose
        view is analysed, -1 for the whole state; see ``bots.service``), or
        a "refute" of a puzzle's wrong move (``state``: the puzzle, the
        positions before and after the move)."""
        self.cancel()
        self.warm_up()
        with self._lock:
            self._job += 1
            job = self._job
            self._generations[job] = generation
            self._running = job
        try:
            # A move or hint is chosen from the mover's view, which a game may
            # send in its place; an estimate names its own seat (or none) and
            # is sent as given (the analysis strips its undo snapshots).
            sent = state if kind in ("estimate", "refute") else state.for_bot_process()
            self._conn.send((job, kind, game_key, level, seed, sent))
        except (BrokenPipeError, OSError) as exc:
            self._running = None
            self.failed.emit(generation, f"the bot process stopped: {exc}")

    def cancel(self) -> None:
        with self._lock:
            if self._running is not None and self._cancelled is not None:
                self._cancelled.value = self._running
            self._running = None

    def busy(self) -> bool:
        return self._running is not None

    def done(self) -> None:
        self._running = None

    def _read(self, conn: Any) -> None:
        """Reader thread: forwards answers as signals (queued to the GUI thread)."""
        while True:
            try:
                kind, job, payload = conn.recv()
            except (EOFError, OSError):
                self._lost(conn)
                return
            with self._lock:
                generation = self._generations.get(job)
                current = job == self._running
                if kind != "progress":
                    self._generations.pop(job, None)
            if generation is None or not current:
                continue  # cancelled or superseded: the answer is dropped
            if kind == "progress":
                self.progress.emit(generation, float(payload))
            elif kind == "done":
                self.finished.emit(generation, payload)
            else:
                self.failed.emit(generation, str(payload))

    def _lost(self, conn: Any) -> None:
        """Reader thread: the pipe closed. Unless we closed it, the process died."""
        with self._lock:
            if self._closing or conn is not self._conn:
                return
            running = self._running
            generation = self._generations.get(running, -1) if running is not None else -1
            self._generations.clear()
        try:
            self.died.emit(generation)
        except RuntimeError:
            pass  # the worker was deleted with its window: nobody is left to tell

    def _discard(self) -> None:
        """Forget a dead process and its pipe."""
        with self._lock:
            self._closing = True
            self._running = None
        try:
            self._conn.close()
        except OSError:
            pass
        self._process.join(0.5)
        if self._reader is not None:
            self._reader.join(1)
        self._process = self._conn = self._reader = None

    def shutdown(self, timeout_ms: int = 3000) -> None:
        self.cancel()
        if self._process is None:
            return
        with self._lock:
            self._closing = True
        try:
            self._conn.send(None)
        except (BrokenPipeError, OSError):
            pass
        self._process.join(timeout_ms / 1000)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(1)
        self._conn.close()
        if self._reader is not None:
            self._reader.join(1)
        self._process = self._conn = self._reader = None
