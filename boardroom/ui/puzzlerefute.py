"""A wrong move in Help > Puzzles, refuted: the position after it, and the
other side's reply to it, found by the Hard bot in a process of its own (the
window stays responsive) from the position as the solver knows it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from boardroom.engine.game import AnyState

REFUTER_LEVEL = "hard"


class Refuter(QObject):
    replied = Signal(object)  # the reply, once found and played on ``state``

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: AnyState | None = None  # after the wrong move (and the reply)
        self.wrong: Any = None
        self.reply: Any = None
        self.worker: Any = None  # made on the first wrong move
        self._generation = 0

    def start(self, before: AnyState, move: Any, solver: int) -> bool:
        """Play ``move`` on a copy of ``before``; True when the other side is to
        reply (asked of the bot), False when nobody replies (the game is
        over, or the solver moves again)."""
        self.cancel()
        after = before.clone()
        after.apply(move)
        self.state, self.wrong = after, move
        if after.is_terminal() or after.current_seat == solver:
            return False
        if self.worker is None:
            from boardroom.ui.botworker import BotWorker

            self.worker = BotWorker(self)
            self.worker.finished.connect(self._found)
        self.worker.start(self._generation, "hint", after.game.spec.key, REFUTER_LEVEL, 0, after)
        return True

    def _found(self, generation: int, move: Any) -> None:
        after = self.state
        if generation != self._generation or after is None or self.reply is not None:
            return
        if not after.is_legal(move):
            return
        self.reply = move
        self.replied.emit(move)

    def play_reply(self) -> None:
        """The reply found, played on :attr:`state` (once described in the position before it)."""
        if self.state is not None and self.reply is not None and self.state.is_legal(self.reply):
            self.state.apply(self.reply)

    def active(self) -> bool:
        return self.state is not None

    def cancel(self) -> None:
        if self.state is not None and self.worker is not None:
            self.worker.cancel()
        self._generation += 1
        self.state, self.wrong, self.reply = None, None, None

    def shutdown(self) -> None:
        self.cancel()
        if self.worker is not None:
            self.worker.shutdown()
            self.worker = None
