"""A wrong move in Help > Puzzles, refuted: the position after it, then the
other side's answer and what it wins (:func:`boardroom.bots.puzzleplay.refutation`,
the Hard bot's unless the game's puzzle hooks give one), worked out in a
process of its own so that the window stays responsive."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from boardroom.bots.puzzleplay import REFUTE_LEVEL
from boardroom.engine.game import AnyState
from boardroom.engine.puzzles import Claim, Puzzle


class Refuter(QObject):
    # The answer found: its moves' texts (for the window to describe and play
    # on ``state``) and what it wins against the solver (a Claim or None).
    answered = Signal(tuple, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: AnyState | None = None  # after the wrong move (then the answer)
        self.wrong: Any = None  # the wrong move
        self.answer: tuple[str, ...] | None = None
        self.loses: Claim | None = None
        self.last: Any = None  # the answer's last move, once played (the window draws it)
        self.worker: Any = None  # made on the first wrong move
        self._generation = 0

    def start(self, puzzle: Puzzle, before: AnyState, move: Any) -> bool:
        """Play ``move`` on a copy of ``before``; True when the other side is
        to answer (asked of the bot's process), False when nobody answers
        (the game is over, or the solver moves again)."""
        self.cancel()
        after = before.clone()
        after.apply(move)
        self.state, self.wrong = after, move
        if after.is_terminal() or after.current_seat == puzzle.solver:
            return False
        if self.worker is None:
            from boardroom.ui.botworker import BotWorker

            self.worker = BotWorker(self)
            self.worker.finished.connect(self._found)
        payload = (puzzle, before.clone(), after.clone())
        self.worker.start(self._generation, "refute", puzzle.game_key, REFUTE_LEVEL, 0, payload)
        return True

    def _found(self, generation: int, found: Any) -> None:
        if generation != self._generation or self.state is None or self.answer is not None:
            return
        texts, loses = found
        self.answer, self.loses = tuple(texts), loses
        self.answered.emit(self.answer, loses)

    def active(self) -> bool:
        return self.state is not None

    def cancel(self) -> None:
        if self.state is not None and self.worker is not None:
            self.worker.cancel()
        self._generation += 1
        self.state, self.wrong, self.answer, self.loses = None, None, None, None
        self.last = None

    def shutdown(self) -> None:
        self.cancel()
        if self.worker is not None:
            self.worker.shutdown()
            self.worker = None
