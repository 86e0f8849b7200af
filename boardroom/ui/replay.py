"""Opening a long saved game without holding up the window: its moves are
replayed and checked in a process of its own (a thread would hold Python's
lock for as long), with a progress bar and Cancel; the window gets back the
game as replayed. A short game (most) is opened at once, as before.

The game comes back over the pipe as Python objects (the process is ours,
spawned for this, never forked); the file itself is read as JSON and checked
move by move there, exactly as an opening in the window would.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from boardroom.ui.replayjob import replay_text, resume_text

LONG = 300  # moves: a saved game with more is replayed in a process of its own


class Replay(QObject):
    """One replay in a spawned process; its answers arrive as signals on the
    GUI thread. ``cancel()`` ends the process and nothing more is said."""

    progress = Signal(float)
    finished = Signal(object)  # (saved, game, state, notation), or Resumed
    failed = Signal(str, str)  # the fault, its kind (see SaveFormatError)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: Any = None
        self._cancelled = False

    def start(self, text: str, resume: bool = False) -> None:
        """Replay the saved game ``text`` (``resume``: an autosave's, for
        Continue: the payload is then a ``resume.Resumed``)."""
        import multiprocessing  # here: a window that opens no long game does not load it

        context = multiprocessing.get_context("spawn")  # Qt does not survive a fork
        parent_end, child_end = context.Pipe()
        self._process = context.Process(
            target=resume_text if resume else replay_text,
            args=(child_end, text),
            name="boardroom-replay",
            daemon=True,
        )
        self._process.start()
        child_end.close()
        threading.Thread(
            target=self._read, args=(parent_end,), name="boardroom-replay-reader", daemon=True
        ).start()

    def cancel(self) -> None:
        self._cancelled = True
        if self._process is not None and self._process.is_alive():
            self._process.terminate()

    def running(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def _read(self, conn: Any) -> None:
        """Reader thread: forwards the process's words as queued signals."""
        while True:
            try:
                kind, payload = conn.recv()
            except (EOFError, OSError):
                if not self._cancelled:
                    self.failed.emit("the replay stopped unexpectedly", "damaged")
                return
            if self._cancelled:
                return
            if kind == "progress":
                self.progress.emit(float(payload))
            elif kind == "done":
                self.finished.emit(payload)
                return
            else:
                message, fault = payload
                self.failed.emit(str(message), str(fault))
                return
