"""Help > Puzzles: positions from real games, solved on the game's real board.

Pick a set (a game, a drill, a number of seats) and a theme; the window
poses the puzzle nearest your rating that you have not tried. You play the
answer's moves on the board (or the game's panel); the other side's replies
are played by the app. A move the rules refuse is refused with their reason
and costs nothing; a legal move that is not the answer is refused too, with
the other side's reply to it shown on the board (found by the Hard bot in
its own process), and the puzzle counts as failed. A hint rings the piece to
move; the answer is shown on request (and the puzzle counts as failed).
Each decided attempt goes to the record of games with the rating before and
after it (:mod:`boardroom.engine.rating`, :mod:`boardroom.engine.recordpuzzles`).
"""

from __future__ import annotations

import logging
from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QWidget

from boardroom.engine.puzzles import Claim, Puzzle, PuzzleSet
from boardroom.engine.rating import Rating
from boardroom.engine.reasons import why_not
from boardroom.engine.recordpuzzles import PuzzleAttempt, rating_of, streaks, tried
from boardroom.ui.puzzleboard import PuzzleBoard
from boardroom.ui.puzzlelayout import PuzzleLayout
from boardroom.ui.puzzlerefute import Refuter
from boardroom.ui.puzzlerun import RIGHT, WRONG, PuzzleRun, Verdict, choose_next
from boardroom.ui.puzzlesource import SetReader, read_attempts, shipped_sets
from boardroom.ui.puzzlewords import refutation_words, task_text, theme_name
from boardroom.ui.reasons import reason_text
from boardroom.ui.recorder import Recorder

log = logging.getLogger("boardroom")

GOOD, BAD, INFO = "good", "bad", "info"
STYLES = {GOOD: "color: #1b6e20;", BAD: "color: #b00020;", INFO: ""}
REPLY_MS = 600  # the other side's reply waits this long, to be seen coming


class PuzzleWindow(PuzzleLayout):
    """The puzzles of the shipped sets, one at a time."""

    attempted = Signal(object)  # a PuzzleAttempt, once decided (as it goes to the record)

    def __init__(
        self,
        recorder: Recorder | None = None,
        sets: Sequence[PuzzleSet] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.recorder = recorder
        self.sets: list[PuzzleSet] | None = list(sets) if sets is not None else None
        self.problems: list[str] = []  # sets that could not be read
        self.history: list[PuzzleAttempt] = []
        self._history_read = False
        self.puzzle_set: PuzzleSet | None = None
        self.run: PuzzleRun | None = None
        self.refuter = Refuter(self)  # a wrong move, and the reply to it
        self.refuter.answered.connect(self._answered)
        self.answer: Any = None  # the answer shown on request, drawn on the board
        self.cells: tuple[Hashable, ...] = ()  # ringed
        self.reply_ms = REPLY_MS
        self._reader = SetReader(self)  # the shipped sets, read off the GUI thread
        self._reader.ready.connect(self._sets_read)
        self._wanted: tuple[str, str, str] | None = None  # opened once the sets are read
        self._feedback: tuple[str, str] | None = None
        self._change: tuple[Rating, Rating] | None = None  # the last decided attempt's
        self.board = PuzzleBoard(self, self.board_row, self.panel_area)
        self.board.stepsTried.connect(self.try_steps)
        self.board.moveChosen.connect(self.try_move)
        self.board.refused.connect(self.refused)
        self.board.selectionChanged.connect(self._selection_changed)
        self.set_box.currentIndexChanged.connect(self._set_chosen)
        self.theme_box.currentIndexChanged.connect(self._theme_chosen)
        self.hint_button.clicked.connect(self.hint)
        self.answer_button.clicked.connect(self.show_answer)
        self.again_button.clicked.connect(self.again)
        self.next_button.clicked.connect(self.next_puzzle)
        self.close_button.clicked.connect(self.close)
        self._replies = QTimer(self)
        self._replies.setSingleShot(True)
        self._replies.timeout.connect(self._play_reply)
        self.retranslate()

    # --- the sets and the record ------------------------------------------------------

    def load(self, wait: bool = False) -> None:
        """The shipped sets (once: read on a thread of their own unless
        ``wait``) and the attempts in the record (once)."""
        if not self._history_read:
            self._history_read = True
            self.history = read_attempts(self.recorder)
        if self.sets is None:
            if wait:
                self._reader.wait()
                if self.sets is None:
                    self._sets_read(*shipped_sets())
            elif not self._reader.reading():
                self._reader.start(lambda: shipped_sets())  # looked up when called
            if self.sets is None:
                self.show_reading()
                return
        self.fill_sets(self.sets or [])

    def reading(self) -> bool:
        """The shipped sets are being read (no puzzle can be posed yet)."""
        return self.sets is None and self._reader.reading()

    def _sets_read(self, found: list[PuzzleSet], problems: list[str]) -> None:
        if self.sets is not None:
            return  # read meanwhile by a caller that could not wait
        self.sets, self.problems = list(found), list(problems)
        for problem in self.problems:
            log.warning("puzzles: %s", problem)
        self.fill_sets(self.sets)
        wanted, self._wanted = self._wanted, None
        if wanted is None:
            self.open_set("")
        elif wanted[0] == "game":
            self.open_for_game(wanted[1])
        else:
            self.open_set(wanted[1], wanted[2])

    def open_for_game(self, key: str) -> bool:
        """Pose a puzzle of the first set of game ``key`` (of the first set
        when the game has none); once the sets are read, if they are not yet."""
        self.load()
        if self.sets is None:
            self._wanted = ("game", key, "")
            return False
        names = [s.name for s in self.sets if s.game_key == key]
        return self.open_set(names[0] if names else "")

    def open_set(self, name: str = "", theme: str = "") -> bool:
        """Pose a puzzle of set ``name`` (the first set when ""), of ``theme``
        ("": any); once the sets are read, if they are not yet (False then)."""
        self.load()
        if self.sets is None:
            self._wanted = ("set", name, theme)
            return False
        sets = self.sets
        found = next((s for s in sets if s.name == name), sets[0] if sets and not name else None)
        if found is None:
            self._show_none()
            return False
        self.set_box.blockSignals(True)
        self.set_box.setCurrentIndex(max(0, self.set_box.findData(found.name)))
        self.set_box.blockSignals(False)
        self.puzzle_set = found
        self.fill_themes(self.puzzle_set)
        self.theme_box.blockSignals(True)
        self.theme_box.setCurrentIndex(max(0, self.theme_box.findData(theme)))
        self.theme_box.blockSignals(False)
        self.run = None
        return self.next_puzzle()

    def _set_chosen(self, _index: int) -> None:
        self.open_set(self.set_box.currentData() or "")

    def _theme_chosen(self, _index: int) -> None:
        self.run = None
        self.next_puzzle()

    def candidates(self) -> list[Puzzle]:
        theme = self.theme_box.currentData() or ""
        if self.puzzle_set is None:
            return []
        return [p for p in self.puzzle_set.puzzles if not theme or p.theme == theme]

    def rating(self, game: str | None = None) -> Rating:
        key = game or (self.puzzle_set.game_key if self.puzzle_set is not None else "")
        return rating_of(self.history, key)

    # --- a puzzle ---------------------------------------------------------------------

    def next_puzzle(self) -> bool:
        """The untried puzzle of the set and theme nearest your rating."""
        current = self.run.puzzle if self.run is not None else None
        found = choose_next(self.candidates(), tried(self.history), self.rating().rating, current)
        if found is None:
            self._show_none()
            return False
        self.pose(found)
        return True

    def pose(self, puzzle: Puzzle, rated: bool | None = None) -> None:
        """Show ``puzzle`` from its start; rated when never tried before."""
        self.refuter.cancel()
        self._replies.stop()
        if rated is None:
            rated = (puzzle.set_name, puzzle.id) not in tried(self.history)
        self.run = PuzzleRun(puzzle, self.rating(puzzle.game_key), rated)
        game = self.run.state.game
        self.board.show_game(game)
        self.board.seat = puzzle.solver
        self.board.flip(game.num_seats == 2 and puzzle.solver == 1)
        self.answer, self.cells, self._feedback, self._change = None, (), None, None
        self._draw()
        self._update_texts()
        if self.board.view is not None:
            self.board.view.setFocus()

    def again(self) -> None:
        """Back to the position before a wrong move; else the puzzle from its start."""
        run = self.run
        if run is None:
            return
        if self.refuter.active():
            self.refuter.cancel()
            self._feedback = None
            self._draw()
            self._update_texts()
            return
        self.pose(run.puzzle, rated=False)

    # --- the solver's moves -----------------------------------------------------------

    def try_steps(self, steps: tuple[Hashable, ...]) -> Verdict | None:
        """Steps entered on the board, judged (a right move is played)."""
        run = self.run
        if run is None or self.refuter.active() or not run.solver_to_move():
            return None
        return self._judged(run.try_steps(steps))

    def try_move(self, move: Any) -> Verdict | None:
        """A move object (the game's panel, or a test), judged."""
        run = self.run
        if run is None or self.refuter.active() or not run.solver_to_move():
            return None
        return self._judged(run.try_move(move))

    def _judged(self, verdict: Verdict) -> Verdict:
        run = self.run
        assert run is not None
        if verdict.kind == RIGHT:
            self.answer, self.cells = None, ()
            self._decided()
            if run.done:
                self._say(self._solved_words(), GOOD)
            else:
                self._say(self.tr("Right! Go on."), GOOD)
            if run.reply_due():
                self._replies.start(self.reply_ms)
        elif verdict.kind == WRONG:
            self._decided()
            self._refute(run.state.parse_move(verdict.move))
        else:
            self._refuse(verdict)
        self._draw()
        self._update_texts()
        return verdict

    def refused(self, steps: tuple[Hashable, ...]) -> str | None:
        """A click the board will not take: the rules' reason, said."""
        run = self.run
        if run is None or self.refuter.active() or not run.solver_to_move():
            return None
        reason = why_not(run.shown_state(), steps)
        if reason is None:
            return None
        text = self.tr("Not allowed: {0}.").format(reason_text(reason))
        self._say(text, BAD)
        self._update_texts()
        return text

    def _refuse(self, verdict: Verdict) -> None:
        if verdict.reason is not None:
            self._say(self.tr("Not allowed: {0}.").format(reason_text(verdict.reason)), BAD)
        else:
            self._say(self.tr("That move is not possible."), BAD)

    def _play_reply(self) -> None:
        run = self.run
        if run is None or not run.reply_due():
            return
        run.play_reply()
        self._decided()
        if run.reply_due():
            self._replies.start(self.reply_ms)
        elif run.done:
            self._say(self._solved_words(), GOOD)
        self._draw()
        self._update_texts()

    def replies_pending(self) -> bool:
        return self._replies.isActive()

    # --- a wrong move and its refutation -----------------------------------------------

    def _refute(self, move: Any) -> None:
        """Show the wrong move, and the other side's answer once found."""
        run = self.run
        assert run is not None
        words = self.board.describe(run.shown_state(), move)
        if not self.refuter.start(run.puzzle, run.state, move):
            self._say(self.tr("{0}: not the answer.").format(words), BAD)
            return
        self._say(self.tr("{0}: not the answer. The reply is coming…").format(words), BAD)

    def _answered(self, texts: tuple[str, ...], loses: Claim | None) -> None:
        """The other side's answer to the wrong move: played on the board, said."""
        run, after = self.run, self.refuter.state
        if run is None or after is None:
            return
        wrong = self.board.describe(run.shown_state(), self.refuter.wrong)
        said = []
        for text in texts:
            seen = after.view(run.puzzle.solver) if after.game.spec.hidden_information else after
            move = after.parse_move(text)
            said.append(self.board.describe(seen, move))
            after.apply(move)
        self.refuter.last = after.history[-1] if texts and after.history else None
        self._say(refutation_words(wrong, "; ".join(said), loses, after.game), BAD)
        self._draw()
        self._update_texts()

    def refutation_shown(self) -> bool:
        return self.refuter.answer is not None

    # --- help ---------------------------------------------------------------------------

    def hint(self) -> str | None:
        """Ring the piece of the answer's move (counted as a hint)."""
        run = self.run
        if run is None or self.refuter.active():
            return None
        steps = run.hint()
        if not steps:
            return None
        first = _first_cell(steps)
        if first is not None:
            self.cells = (first,)
            text = self.tr("Hint: the piece to move is ringed.")
        else:  # a choice off the board (a panel's): named
            move = run.expected()
            text = self.tr("Hint: {0}.").format(self.board.describe(run.shown_state(), move))
        self._say(text, INFO)
        self._draw()
        self._update_texts()
        return text

    def show_answer(self) -> str | None:
        """Draw the answer's move (the puzzle counts as failed)."""
        run = self.run
        if run is None:
            return None
        self.refuter.cancel()
        move = run.show_answer()
        if move is None:
            return None
        self._decided()
        self.answer = move
        first = _first_cell(tuple(move.steps))
        self.cells = (first,) if first is not None else ()
        text = self.tr("The answer: {0}. Play it to go on.").format(
            self.board.describe(run.shown_state(), move)
        )
        self._say(text, INFO)
        self._draw()
        self._update_texts()
        return text

    # --- the record ---------------------------------------------------------------------

    def _decided(self) -> None:
        """The attempt, once decided, to the record (once)."""
        run = self.run
        if run is None or not run.decided() or run.recorded:
            return
        run.recorded = True
        attempt = run.attempt()
        self.history.append(attempt)
        self._change = (attempt.before, attempt.after) if attempt.rated else None
        if self.recorder is not None:
            self.recorder.record_attempt(attempt)
        self.attempted.emit(attempt)

    def _solved_words(self) -> str:
        run = self.run
        assert run is not None
        if not run.solved:
            return self.tr("That is the whole answer.")
        if not run.rated:
            return self.tr("Solved! (Tried before: your rating stays as it was.)")
        if run.hints:
            return self.tr("Solved, with a hint.")
        return self.tr("Solved!")

    # --- drawing ------------------------------------------------------------------------

    def _draw(self) -> None:
        run = self.run
        if run is None:
            return
        solver = run.puzzle.solver
        state = self.refuter.state
        if state is not None:
            shown = state.view(solver) if state.game.spec.hidden_information else state
            last = self.refuter.last if self.refuter.last is not None else self.refuter.wrong
            self.board.draw(shown, None, last, None, ())
            return
        shown = run.shown_state()
        playable = run.state if run.solver_to_move() else None
        last = run.state.history[-1] if run.ply > 0 and run.state.history else None
        self.board.draw(shown, playable, last, self.answer, self.cells)

    def _say(self, text: str, kind: str) -> None:
        self._feedback = (text, kind)

    def _selection_changed(self, _prefix: tuple[Hashable, ...]) -> None:
        stop = self.stop_words()
        if self.board.can_stop_here():
            self._say(stop, INFO)
        elif self._feedback is not None and self._feedback[0] == stop:
            self._feedback = None
        self._update_texts()

    def stop_words(self) -> str:
        return self.tr("Go on, or click the piece again (or press Enter) to stop here.")

    def _show_none(self) -> None:
        self.run = None
        self.board.clear()
        self.show_nothing(bool(self.sets))
        self._update_rating()

    def _update_texts(self) -> None:
        run = self.run
        self._update_rating()
        if run is None:
            return
        puzzle = run.puzzle
        game = run.state.game
        self.task.setText(task_text(puzzle, game))
        theme = theme_name(puzzle.game_key, puzzle.theme)
        self.info.setText(
            self.tr("Theme: {0} · puzzle rated {1}").format(theme, round(puzzle.rating))
            if run.decided()
            else self.tr("Theme: {0}").format(theme)
        )
        if self._feedback is None:
            text, kind = (self.tr("Your move."), INFO) if run.solver_to_move() else ("", INFO)
        else:
            text, kind = self._feedback
        self.feedback.setText(text)
        self.feedback.setStyleSheet(STYLES[kind])
        playing = not self.refuter.active() and run.solver_to_move()
        self.hint_button.setEnabled(playing and not self.cells)
        self.answer_button.setEnabled(playing and self.answer is None)
        self.again_button.setEnabled(self.refuter.active() or run.ply > 0 or run.decided())
        self.next_button.setEnabled(True)
        self.next_button.setDefault(run.done)

    def _update_rating(self) -> None:
        key = self.puzzle_set.game_key if self.puzzle_set is not None else ""
        self.show_rating(self.rating(key), self._change, *streaks(self.history))

    def feedback_text(self) -> str:
        return self.feedback.text()

    # --- language -----------------------------------------------------------------------

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(self.tr("Puzzles"))
        if self.sets is not None:
            self.fill_sets(self.sets or [])
            self.fill_themes(self.puzzle_set)
        if self.run is not None:
            self._update_texts()
        elif self.reading():
            self.show_reading()
        else:
            self._update_rating()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        self._replies.stop()
        self.refuter.shutdown()
        super().closeEvent(event)


def _first_cell(steps: tuple[Hashable, ...]) -> int | None:
    for step in steps:
        if isinstance(step, int) and not isinstance(step, bool):
            return step
        return None  # a move that begins off the board (a kind from a reserve)
    return None
