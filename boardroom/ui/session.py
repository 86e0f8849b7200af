"""A game in progress: the live state, its seats, undo/redo, bots, saving.

The engine state is the single source of truth. Scenes only ever receive a
state to draw and send back move requests; this object applies them, starts
bots, and tells the window what changed.
"""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from boardroom.engine import savegame
from boardroom.engine.errors import NotationError, SaveFormatError
from boardroom.engine.game import AnyGame, AnyState
from boardroom.engine.replay import Replayed
from boardroom.engine.savegame import SavedGame, Seat
from boardroom.ui import resume, storage
from boardroom.ui.botworker import BotWorker
from boardroom.ui.playclock import PlayClock

log = logging.getLogger("boardroom")
WARM_UP_DELAY_MS = 150


class GameSession(QObject):
    changed = Signal()
    thinking = Signal(bool)
    progress = Signal(float)
    hintReady = Signal(object)
    hinting = Signal(bool)  # a hint search started or ended (found, cancelled, failed)
    hintProgress = Signal(float)
    hintLost = Signal()  # the hint's process died: no hint this time
    gameOver = Signal(object)
    failed = Signal(str)
    # A move was just played (the move, True when a bot chose it; not undo,
    # redo or an ending): the state holds it, ``changed`` follows.
    played = Signal(object, bool)

    def __init__(
        self,
        game: AnyGame,
        seats: list[Seat],
        state: AnyState | None = None,
        path: Path | None = None,
        created: str | None = None,
        parent: QObject | None = None,
        autosave: bool = True,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.seats = seats
        self.state: AnyState = state if state is not None else game.new_state()
        self.path = path
        self.created = created or savegame.now_iso()
        self.dirty = False
        self.autosave_enabled = autosave
        self._autosave_failed = False  # said once until an autosave works again
        # The game as its file holds it (opened or last saved), for Discard.
        self._in_file: SavedGame | None = None
        self.generation = 0
        # The bot's process died during its search: the game waits for a restart.
        self.bot_stopped = False
        self._redo: list[Any] = []
        self._texts: Replayed[str] = Replayed()
        # Hot-seat with secrets: who last sat at the screen and from which ply.
        # Undo never goes back past it: that player has seen the board since.
        self._seen_seat: int | None = None
        self._seen_ply = 0
        self._bots: dict[int, Any] = {}
        self._worker = BotWorker(self)
        self._worker.finished.connect(self._bot_finished)
        self._worker.progress.connect(self._bot_progress)
        self._worker.failed.connect(self._bot_failed)
        self._worker.died.connect(self._bot_died)
        self._hinter = BotWorker(self)
        self._hinter.finished.connect(self._hint_finished)
        self._hinter.progress.connect(self._hint_progress)
        self._hinter.failed.connect(self._hint_failed)
        self._hinter.died.connect(self._hint_died)
        self._hint_generation = 0
        # The bots' process starts a moment after the window is up (it takes
        # tens of milliseconds); a bot to move starts it at once.
        self._warm_later = QTimer(self)
        self._warm_later.setSingleShot(True)
        self._warm_later.setInterval(WARM_UP_DELAY_MS)
        self._warm_later.timeout.connect(self._worker.warm_up)
        self.clock = PlayClock()  # time played, for the record of games
        # The bots' seeds, and a hint's in a game with secrets, come from a
        # secret of this session's own, never from the game's seed (the saved
        # file shows it): nothing a player sees tells where a bot hides what
        # it hides, nor where a hint would (issue 20). The last is the hint's.
        secret = random.SystemRandom()
        self._bot_seeds = [secret.getrandbits(62) + 1 for _ in range(game.num_seats + 1)]

    # --- queries ------------------------------------------------------------

    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].is_bot

    def is_human_turn(self) -> bool:
        return not self.state.is_terminal() and not self.is_bot(self.state.current_seat)

    def is_bot_thinking(self) -> bool:
        return self._worker.busy()

    def has_humans(self) -> bool:
        return any(not s.is_bot for s in self.seats)

    def needs_handover(self, prev_seat: int, next_seat: int) -> bool:
        """Cover the board when a different person is next and the two seats
        do not see the same game (a secret is kept from one of them); while
        their views are the same (a new game: nothing is hidden yet) the next
        player may sit down with the board in view."""
        humans = [s for s in self.seats if not s.is_bot]
        if not (
            self.game.spec.hidden_information
            and len(humans) > 1
            and prev_seat != next_seat
            and not self.is_bot(next_seat)
            and not self.state.is_terminal()
        ):
            return False
        before, after = self.state.view(prev_seat), self.state.view(next_seat)
        return (before.to_text(), before.history) != (after.to_text(), after.history)

    def move_texts(self) -> list[str]:
        return self.state.moves_text()

    def position_at(self, ply: int) -> AnyState:
        """The position after ``ply`` moves (for looking back in the move list)."""
        past = self.state.clone()
        while past.ply > ply:
            past.undo()  # an ending (resignation...) is undone first, ply unchanged
        return past

    # --- playing ------------------------------------------------------------

    def start(self, bots: bool = True, autosave: bool = True, announce: bool = True) -> None:
        """Begin (or resume) play: a bot to move starts thinking (unless
        ``bots`` is False: a still picture of the game, nobody plays). The
        autosave holds this game from now on (unless ``autosave`` is False:
        the window writes it once it has drawn the game). ``announce``
        False: no ``changed`` (the window has just drawn the game as it is)."""
        if autosave:
            self.autosave()
        else:
            self.clock.run(not self.state.is_terminal())  # as autosave() does
        if bots and any(seat.is_bot for seat in self.seats):
            self._warm_later.start()
        if announce:
            self.changed.emit()
        if bots:
            self._maybe_start_bot()

    def play(self, move: Any) -> bool:
        """A human's move; refused (False) when it is not a human's turn."""
        if not self.is_human_turn() or self.is_bot_thinking():
            return False
        try:
            self.state.play(move)
        except NotationError as exc:
            self.failed.emit(str(exc))
            return False
        self._redo.clear()
        self.played.emit(move, False)
        self._after_move()
        return True

    def _after_move(self, start_bot: bool = True) -> None:
        """Record a change: autosave, tell the window, announce the end or wake a bot."""
        self.cancel_hint()  # a hint for the position before is no use
        self.dirty = True
        self.autosave()
        outcome = self.state.outcome()
        if outcome is None and start_bot:
            # The bot first: it thinks while the window redraws, and the
            # window draws once, knowing it thinks (no prompt worked out for
            # a bot's turn, no second redraw when it starts).
            self._maybe_start_bot()
        self.changed.emit()
        if outcome is not None:
            self.gameOver.emit(outcome)

    def _maybe_start_bot(self) -> None:
        if self.state.is_terminal() or self.is_bot_thinking():
            return
        seat = self.state.current_seat
        if not self.is_bot(seat):
            return
        level = self.seats[seat].level or "medium"
        # The bot's process takes the seat's view of it (see bots.service).
        self._worker.start(
            self.generation, "move", self.game.spec.key, level, self._bot_seeds[seat], self.state
        )
        self.thinking.emit(True)  # after start(), so listeners see is_bot_thinking()

    def _bot_finished(self, generation: int, move: Any) -> None:
        self._worker.done()
        self.thinking.emit(False)
        if generation != self.generation or not self.is_bot(self.state.current_seat):
            return  # a stale answer after undo, new game or load
        try:
            self.state.play(move)
        except NotationError as exc:
            self.failed.emit(f"the bot chose an illegal move: {exc}")
            return
        self._redo.clear()
        self.played.emit(move, True)
        self._after_move()

    def _bot_progress(self, generation: int, fraction: float) -> None:
        if generation == self.generation:
            self.progress.emit(fraction)

    def _bot_failed(self, generation: int, text: str) -> None:
        self._worker.done()
        self.thinking.emit(False)
        if generation == self.generation:
            self.failed.emit(text)

    def _bot_died(self, generation: int) -> None:
        """The bot's process ended without an answer (killed, out of memory...)."""
        log.warning("the bot process ended unexpectedly (generation %s)", generation)
        if generation < 0 or generation != self.generation:
            return  # it was idle or its search was stale: the next one starts a new process
        self._worker.done()
        self.bot_stopped = True
        self.thinking.emit(False)

    def restart_bot(self) -> None:
        """After the bot's process died: a new one takes up the search."""
        if not self.bot_stopped:
            return
        self.bot_stopped = False
        self.changed.emit()
        self._maybe_start_bot()

    def cancel_bot(self) -> None:
        """Stop a thinking bot; its answer, if it still comes, is dropped."""
        if self.is_bot_thinking():
            self.generation += 1
            self._worker.cancel()
            self.thinking.emit(False)

    # --- undo and redo ------------------------------------------------------

    def seen_by(self, seat: int) -> None:
        """The player of ``seat`` has the board in view (no cover between)."""
        if seat != self._seen_seat:
            self._seen_seat, self._seen_ply = seat, self.state.ply

    def _keeps_secrets_between_humans(self) -> bool:
        return self.game.spec.hidden_information and sum(1 for s in self.seats if not s.is_bot) > 1

    def _undo_target(self) -> int | None:
        """Ply to go back to: the last earlier position where a human chose
        (with secrets in hot-seat: not before the person now at the screen
        sat down, as the others have seen what came before)."""
        if not self.has_humans():
            return self.state.ply - 1 if self.state.ply else None
        probe = self.state.clone()
        while probe.ply > 0:
            probe.undo()
            if not self.is_bot(probe.current_seat):
                if self._keeps_secrets_between_humans() and probe.ply < self._seen_ply:
                    return None
                return probe.ply
        return None

    def can_undo(self) -> bool:
        return self._undo_target() is not None or self._ended_by_agreement()

    def _ended_by_agreement(self) -> bool:
        outcome = self.state.outcome()
        return outcome is not None and outcome.reason in savegame.ENDINGS

    def undo(self) -> None:
        self.cancel_bot()
        self.cancel_hint()
        self.bot_stopped = False
        self.generation += 1
        if self._ended_by_agreement():
            self.state.undo()  # takes back the resignation or the agreed draw
        else:
            target = self._undo_target()
            if target is None:
                return
            while self.state.ply > target:
                self._redo.append(self.state.undo())
        self.dirty = True
        self.autosave()
        self.changed.emit()
        if not self.has_humans():
            self._maybe_start_bot()

    def can_redo(self) -> bool:
        return bool(self._redo) and not self.is_bot_thinking()

    def redo(self) -> None:
        """Replay taken-back moves up to the next human decision."""
        if not self.can_redo():
            return
        self.bot_stopped = False
        self.generation += 1
        while self._redo:
            self.state.apply(self._redo.pop())
            if not self.is_bot(self.state.current_seat) or self.state.is_terminal():
                break
        self._after_move(start_bot=not self._redo)

    # --- endings ------------------------------------------------------------

    def resign(self, seat: int) -> None:
        if self.state.is_terminal():
            return
        self.cancel_bot()
        self.bot_stopped = False
        self.state.resign(seat)
        self._redo.clear()
        self._after_move(start_bot=False)

    def agree_draw(self) -> None:
        if self.state.is_terminal():
            return
        self.cancel_bot()
        self.bot_stopped = False
        self.state.agree_draw()
        self._redo.clear()
        self._after_move(start_bot=False)

    def offer_draw(self, seat: int) -> bool:
        """Ask every bot seat; True (and the game drawn) when all bots accept.

        Human opponents are asked by the window, which then calls agree_draw.
        """
        from boardroom.bots import accepts_draw

        bots = [s for s in range(len(self.seats)) if s != seat and self.is_bot(s)]
        if not bots or not all(accepts_draw(self.state.view(s), s) for s in bots):
            return False
        self.agree_draw()
        return True

    # --- hints --------------------------------------------------------------

    def request_hint(self) -> None:
        """What the Hard bot would play here, for the seat to move."""
        if self.state.is_terminal() or not self.is_human_turn():
            return
        self._hint_generation += 1
        seed = self._bot_seeds[-1] if self.game.spec.hidden_information else 0
        self._hinter.start(
            self._hint_generation, "hint", self.game.spec.key, "hard", seed, self.state
        )  # its process takes the seat's view
        self.hinting.emit(True)  # after start(), so listeners see is_hinting()

    def is_hinting(self) -> bool:
        return self._hinter.busy()

    def cancel_hint(self) -> None:
        """Stop a hint search; its answer, if it still comes, is dropped."""
        if self.is_hinting():
            self._hint_generation += 1
            self._hinter.cancel()
            self.hinting.emit(False)

    def _hint_finished(self, generation: int, move: Any) -> None:
        self._hinter.done()
        self.hinting.emit(False)
        if generation == self._hint_generation and move in self.state.legal_moves():
            self.hintReady.emit(move)

    def _hint_progress(self, generation: int, fraction: float) -> None:
        if generation == self._hint_generation:
            self.hintProgress.emit(fraction)

    def _hint_failed(self, generation: int, text: str) -> None:
        self._hinter.done()
        self.hinting.emit(False)
        if generation == self._hint_generation:
            self.failed.emit(text)

    def _hint_died(self, generation: int) -> None:
        log.warning("the hint's process ended unexpectedly (generation %s)", generation)
        if generation < 0 or generation != self._hint_generation:
            return
        self._hinter.done()
        self.hinting.emit(False)
        self.hintLost.emit()

    # --- files --------------------------------------------------------------

    def to_saved(self) -> SavedGame:
        # The notation kept move by move: an autosave after every move must
        # not replay the whole game each time.
        texts = self._texts.rows(
            self.state,
            self.state.history,
            self.state.initial,
            lambda replay, move, _index: replay.format_move(move),
        )
        return savegame.from_state(self.state, self.seats, self.created, texts)

    def save(self, path: Path) -> None:
        """Save atomically; raises OSError when the disk refuses."""
        saved = self.to_saved()
        savegame.save_path(path, saved)
        self.path = Path(path)
        self.dirty = False
        self._in_file = saved
        self.autosave()  # the autosave now says: this file, nothing unsaved
        self.changed.emit()

    def autosave(self) -> None:
        """Keep the game, its file's name and whether it has unsaved moves, so
        that Continue (or the next start after a crash) brings it all back."""
        self.clock.run(not self.state.is_terminal())  # every change passes here
        if not self.autosave_enabled:
            return
        try:
            storage.write_autosave(self.to_saved(), self.path, self.dirty, self.clock.elapsed())
            self._autosave_failed = False
        except OSError as exc:
            if not self._autosave_failed:  # said once, not at every move
                self.failed.emit(f"autosave failed: {exc.strerror or exc}")
            self._autosave_failed = True

    def discard_changes(self) -> None:
        """The player chose to lose the unsaved moves: the autosave loses them
        too. A game with a file goes back to that file as saved; a game never
        saved is gone."""
        if not self.autosave_enabled:
            return
        if self.path is None or self._in_file is None:
            storage.drop_autosave()
            return
        try:
            storage.write_autosave(self._in_file, self.path, False, self.clock.elapsed())
        except OSError:
            storage.drop_autosave()  # never bring back what the player discarded

    @classmethod
    def load(cls, path: Path, parent: QObject | None = None) -> GameSession:
        """Open a saved game; raises SaveFormatError naming the problem."""
        saved, game, state = savegame.load_path(path)
        return cls.opened(path, saved, game, state, parent)

    @classmethod
    def opened(
        cls,
        path: Path,
        saved: SavedGame,
        game: AnyGame,
        state: AnyState,
        parent: QObject | None = None,
        texts: list[str] | None = None,
    ) -> GameSession:
        """The game of file ``path``, already replayed (see ``replay``), with
        its moves' notation when the replay wrote it (``texts``)."""
        session = cls(game, saved.seats, state, Path(path), saved.created, parent)
        session._in_file = saved
        if texts is not None and len(texts) == len(state.history):
            session._texts.seed(state, state.history, texts, state.clone())
        return session

    @classmethod
    def resume_autosave(cls, parent: QObject | None = None) -> GameSession | None:
        """The game that was open last (see :mod:`boardroom.ui.resume`), or
        None when it cannot be brought back."""
        try:
            found = resume.resume_text(resume.read_autosave())
        except (OSError, UnicodeDecodeError, SaveFormatError):
            return None
        return cls.resumed(found, parent)

    @classmethod
    def resumed(cls, found: resume.Resumed, parent: QObject | None = None) -> GameSession:
        """The session of a game brought back (already replayed)."""
        state, saved = found.state, found.saved
        session = cls(found.game, saved.seats, state, found.file, saved.created, parent)
        session.dirty = found.dirty
        session.clock.restore(found.elapsed)
        session._in_file = found.in_file
        if found.texts is not None and len(found.texts) == len(state.history):
            session._texts.seed(state, state.history, found.texts, state.clone())
        return session

    def shutdown(self) -> None:
        self._warm_later.stop()
        self.clock.run(False)
        self.cancel_bot()
        self.cancel_hint()
        self._worker.shutdown()
        self._hinter.shutdown()
