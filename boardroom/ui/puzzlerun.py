"""One attempt at a puzzle, move by move: what Help > Puzzles asks of a
puzzle, without Qt (the window draws it; a test plays it the same way).
The verdicts, hints and answers are the puzzles' own
(:mod:`boardroom.bots.puzzleplay`); this keeps the position, the hints used
and what the attempt comes to.

The solver plays the answer line's moves; the other side's replies are
played by the app (:meth:`PuzzleRun.play_reply`). A move the rules refuse is
ILLEGAL (with their reason) and costs nothing; a legal move that is not the
answer is WRONG: it is not played, and the attempt is failed. So is asking
for the answer. The attempt is decided once, at its first failure or when
the answer is played out, and then written to the record
(:meth:`PuzzleRun.attempt`); it may be played on to the end all the same.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import Any

from boardroom.bots.puzzleplay import (
    ILLEGAL,
    RIGHT,
    WRONG,
    Verdict,
    check_steps,
    follow,
    hint,
)
from boardroom.engine.game import AnyState
from boardroom.engine.puzzles import Puzzle
from boardroom.engine.rating import Rating, after_puzzle
from boardroom.engine.recordpuzzles import PuzzleAttempt

__all__ = ["ILLEGAL", "RIGHT", "WRONG", "PuzzleRun", "Verdict", "choose_next"]


class PuzzleRun:
    """One attempt. ``rating``: the solver's rating at this game's puzzles
    now; ``rated``: the first attempt at this puzzle (only it moves the rating)."""

    def __init__(self, puzzle: Puzzle, rating: Rating, rated: bool) -> None:
        self.puzzle = puzzle  # as posed
        # The line followed: the posed one, or its turn in the order played.
        self.followed = puzzle
        self.state = puzzle.state(0)
        self.ply = 0  # moves of the line played
        self.pending: list[str] = []  # the other side's replies still to play
        self.hints = 0
        self.shown = False
        self.solved = False
        self.failed = False
        self.done = False  # the answer is played out
        self.before = rating
        self.rated = rated
        self.recorded = False
        self._started = time.monotonic()
        self._seconds = 0.0

    # --- where the run stands ---------------------------------------------------------

    def decided(self) -> bool:
        return self.solved or self.failed

    def solver_to_move(self) -> bool:
        return not self.done and not self.pending and self.state.current_seat == self.puzzle.solver

    def reply_due(self) -> bool:
        """The other side's move in the line is next (the app plays it)."""
        return bool(self.pending)

    def shown_state(self) -> AnyState:
        """The position as the solver may see it."""
        if self.state.game.spec.hidden_information:
            return self.state.view(self.puzzle.solver)
        return self.state

    def expected(self) -> Any:
        """The answer's move here (the solver's next move in the line)."""
        return self.state.parse_move(self.followed.line[self.ply])

    # --- the solver's moves ------------------------------------------------------------

    def try_steps(self, steps: Sequence[Hashable]) -> Verdict:
        """The steps entered on the board, judged; a right move is played
        (its replies wait in :attr:`pending`), a wrong one is not."""
        if not self.solver_to_move():
            return Verdict(ILLEGAL, "")
        verdict = check_steps(self.followed, self.ply, tuple(steps), refute=False, state=self.state)
        if verdict.kind == WRONG:
            self._fail()
        elif verdict.kind == RIGHT:
            self.followed = follow(self.followed, verdict)
            self.state.play(verdict.move)
            self.ply += 1
            self.pending = list(verdict.reply)
            if verdict.solved and not self.pending:
                self._finish()
        return verdict

    def try_move(self, move: Any) -> Verdict:
        return self.try_steps(tuple(getattr(move, "steps", ())))

    def play_reply(self) -> Any:
        """Play the other side's next reply; the move played."""
        if not self.pending:
            return None
        move = self.state.play(self.pending.pop(0))
        self.ply += 1
        if not self.pending and (self.ply >= len(self.followed.line) or self.state.is_terminal()):
            self._finish()
        return move

    def hint(self) -> tuple[Hashable, ...]:
        """The first step of the answer's move here (the window rings it); counted."""
        if not self.solver_to_move():
            return ()
        if not self.decided():
            self.hints += 1
        return hint(self.followed, self.ply)

    def show_answer(self) -> Any:
        """The answer's move here; the attempt is failed."""
        if not self.solver_to_move():
            return None
        self.shown = True
        self._fail()
        return self.expected()

    def _fail(self) -> None:
        if not self.decided():
            self.failed = True
            self._seconds = time.monotonic() - self._started

    def _finish(self) -> None:
        self.done = True
        if not self.decided():
            self.solved = True
            self._seconds = time.monotonic() - self._started

    # --- the record -------------------------------------------------------------------

    def after(self) -> Rating:
        """The solver's rating once the attempt is decided."""
        if not self.decided() or not self.rated:
            return self.before
        return after_puzzle(self.before, self.puzzle.rating, self.solved, self.hints)

    def attempt(self) -> PuzzleAttempt:
        """The attempt as the record keeps it (once decided)."""
        p = self.puzzle
        return PuzzleAttempt(
            puzzle=p.id,
            puzzle_set=p.set_name,
            game=p.game_key,
            theme=p.theme,
            puzzle_rating=float(p.rating),
            solved=self.solved,
            hints=self.hints,
            shown=self.shown,
            rated=self.rated,
            before=self.before,
            after=self.after(),
            seconds=self._seconds,
        )


def choose_next(
    puzzles: Iterable[Puzzle],
    tried: Mapping[tuple[str, str], bool],
    rating: float,
    after: Puzzle | None = None,
) -> Puzzle | None:
    """The next puzzle to pose: one never tried, nearest the solver's rating;
    when all were tried, one never solved; then any (not ``after`` again
    when there is another)."""
    pool = [p for p in puzzles if after is None or p.id != after.id or p.set_name != after.set_name]
    if not pool:
        return after

    def key(p: Puzzle) -> tuple[int, float, str]:
        seen = tried.get((p.set_name, p.id))
        rank = 0 if seen is None else 1 if not seen else 2
        return rank, abs(p.rating - rating), p.id

    return min(pool, key=key)
