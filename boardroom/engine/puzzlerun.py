"""One attempt at a puzzle, move by move: what Help > Puzzles asks of a
puzzle, without Qt (the window draws it; a test plays it the same way).

The solver plays the answer line's moves; the other seats' replies in the
line are played by the app (:meth:`PuzzleRun.play_reply`). A move the rules
refuse is :data:`ILLEGAL` (with the rules' reason, as the solver's view
knows them) and costs nothing; a legal move that is not the answer is
:data:`WRONG`: it is not played, and the attempt is failed. So is asking for
the answer. The attempt is decided once, at its first failure or when the
line is played to its end, and then written to the record
(:meth:`PuzzleRun.attempt`); it may be played on to the end all the same.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from boardroom.engine.game import AnyState
from boardroom.engine.rating import Rating, after_puzzle
from boardroom.engine.reasons import Reason, why_not
from boardroom.engine.recordpuzzles import PuzzleAttempt
from boardroom.engine.steps import completed

RIGHT, WRONG, ILLEGAL = "right", "wrong", "illegal"


class PuzzleLike(Protocol):
    """What a run needs of a puzzle (``boardroom.engine.puzzles.Puzzle``)."""

    @property
    def id(self) -> str: ...
    @property
    def set_name(self) -> str: ...
    @property
    def game_key(self) -> str: ...
    @property
    def theme(self) -> str: ...
    @property
    def rating(self) -> float: ...
    @property
    def solver(self) -> int: ...
    @property
    def line(self) -> tuple[str, ...]: ...
    @property
    def also(self) -> tuple[str, ...]: ...
    def state(self, ply: int = 0) -> AnyState: ...


class PuzzleSetLike(Protocol):
    """What the window needs of a set (``boardroom.engine.puzzles.PuzzleSet``)."""

    @property
    def name(self) -> str: ...
    @property
    def game_key(self) -> str: ...
    @property
    def options(self) -> Mapping[str, Any]: ...
    @property
    def seats(self) -> int: ...
    @property
    def puzzles(self) -> Sequence[PuzzleLike]: ...


@dataclass(frozen=True)
class Verdict:
    kind: str  # RIGHT, WRONG or ILLEGAL
    move: Any = None  # the move tried (None: no legal move begins so)
    reason: Reason | None = None  # why the rules refuse it (ILLEGAL)


class PuzzleRun:
    """One attempt. ``rating``: the solver's rating at this game's puzzles
    now; ``rated``: the first attempt at this puzzle (only it moves the rating)."""

    def __init__(self, puzzle: PuzzleLike, rating: Rating, rated: bool) -> None:
        self.puzzle = puzzle
        self.state = puzzle.state(0)
        self.ply = 0
        self.hints = 0
        self.shown = False
        self.solved = False
        self.failed = False
        self.done = False  # the line is played to its end
        self.before = rating
        self.rated = rated
        self.recorded = False
        self._started = time.monotonic()
        self._seconds = 0.0

    # --- where the run stands ---------------------------------------------------------

    def decided(self) -> bool:
        return self.solved or self.failed

    def solver_to_move(self) -> bool:
        return not self.done and self.state.current_seat == self.puzzle.solver

    def reply_due(self) -> bool:
        """The other side's move in the line is next (the app plays it)."""
        return not self.done and self.ply < len(self.puzzle.line) and not self.solver_to_move()

    def shown_state(self) -> AnyState:
        """The position as the solver may see it."""
        if self.state.game.spec.hidden_information:
            return self.state.view(self.puzzle.solver)
        return self.state

    def expected(self) -> Any:
        """The answer's move here (the solver's next move in the line)."""
        return self.state.parse_move(self.puzzle.line[self.ply])

    def _last_solver_ply(self) -> bool:
        """No move of the solver's follows this one in the line."""
        state = self.state.clone()
        for text in self.puzzle.line[self.ply :]:
            if state.ply > self.state.ply and state.current_seat == self.puzzle.solver:
                return False
            state.play(text)
        return True

    def is_answer(self, move: Any) -> tuple[bool, bool]:
        """(whether ``move`` is the answer here, whether it ends the line:
        one of the puzzle's other winning moves at its last solver ply)."""
        state = self.state
        if state.canonical(move) == state.canonical(self.expected()):
            return True, False
        if self.puzzle.also and self._last_solver_ply():
            also = {state.canonical(state.parse_move(t)) for t in self.puzzle.also}
            if state.canonical(move) in also:
                return True, True
        return False, False

    # --- the solver's moves ------------------------------------------------------------

    def try_steps(self, steps: Sequence[Hashable]) -> Verdict:
        """The steps entered on the board, judged."""
        if not self.solver_to_move():
            return Verdict(ILLEGAL)
        move = completed(self.state.legal_moves(), tuple(steps))
        if move is None:
            return Verdict(ILLEGAL, None, why_not(self.shown_state(), tuple(steps)))
        return self.try_move(move)

    def try_move(self, move: Any) -> Verdict:
        if not self.solver_to_move():
            return Verdict(ILLEGAL)
        if not self.state.is_legal(move):
            steps = tuple(getattr(move, "steps", ()))
            return Verdict(ILLEGAL, None, why_not(self.shown_state(), steps) if steps else None)
        right, ends = self.is_answer(move)
        if not right:
            self._fail()
            return Verdict(WRONG, move)
        self.state.apply(move)
        self.ply += 1
        if ends or self.ply >= len(self.puzzle.line) or self.state.is_terminal():
            self._finish()
        return Verdict(RIGHT, move)

    def play_reply(self) -> Any:
        """Play the line's next move by another seat; the move played."""
        if not self.reply_due():
            return None
        move = self.state.play(self.puzzle.line[self.ply])
        self.ply += 1
        if self.ply >= len(self.puzzle.line) or self.state.is_terminal():
            self._finish()
        return move

    def hint(self) -> Any:
        """The answer's move here (the window rings its piece); counted."""
        if not self.solver_to_move():
            return None
        if not self.decided():
            self.hints += 1
        return self.expected()

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
    puzzles: Iterable[PuzzleLike],
    tried: Mapping[tuple[str, str], bool],
    rating: float,
    after: PuzzleLike | None = None,
) -> PuzzleLike | None:
    """The next puzzle to pose: one never tried, nearest the solver's rating;
    when all were tried, one never solved; then any (not ``after`` again
    when there is another)."""
    pool = [p for p in puzzles if after is None or p.id != after.id or p.set_name != after.set_name]
    if not pool:
        return after

    def key(p: PuzzleLike) -> tuple[int, float, str]:
        seen = tried.get((p.set_name, p.id))
        rank = 0 if seen is None else 1 if not seen else 2
        return rank, abs(p.rating - rating), p.id

    return min(pool, key=key)
