"""The Hard bot's estimate of each position of the game on screen, for the
evaluation graph and the game review.

Estimates are computed in a bot process of their own, at a lower priority
than the one that plays (see ``bots.service``, kind "estimate"), one at a
time: the review's positions first, then the newest positions of the game.
They are kept per (ply, seat), seat being whose view was analysed (-1: the
whole game). Taking back moves drops what came after them.

Secrets: during play a game with hidden information is analysed only with
the view of the seat at the screen, and the graph shows only what was
computed from that view; the whole game only once it is over.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from itertools import count
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from boardroom.engine.game import AnyState
from boardroom.ui.botworker import BotWorker
from boardroom.ui.session import GameSession

log = logging.getLogger("boardroom")

# What the bot process is asked to spend (see bots.service.budget_seconds);
# tests and benchmarks put seconds here, as text.
BUDGETS = {"background": "background", "review": "review"}
NICE = 10  # the analysis process yields to the bot that plays
# The first estimate (and the start of its process) waits this long: a game
# opening shows its window first.
FIRST_DELAY_MS = 300
MAX_DEATHS = 3  # a process that keeps dying: no more background analysis


def analysis_seat(hidden_information: bool, over: bool, viewer: int | None) -> int:
    """Whose view an estimate may use: -1 (the whole game) when nothing is
    secret any more or nobody in particular sits at the screen (bots only),
    else the seat at the screen."""
    if not hidden_information or over or viewer is None:
        return -1
    return viewer


def positions_of(state: AnyState) -> list[AnyState]:
    """Every position of the game, the start first (the last one ends it, if it ended)."""
    probe = state.clone()
    found = {probe.ply: probe.clone()}
    while probe.ply > 0:
        probe.undo()  # an ending (resignation...) first: its ply stays the same
        found.setdefault(probe.ply, probe.clone())
    return [found[ply] for ply in range(state.ply + 1)]


def common_prefix(a: list[Any], b: list[Any]) -> int:
    n = min(len(a), len(b))
    for i in range(n):
        if a[i] != b[i]:
            return i
    return n


@dataclass
class Job:
    id: int
    ply: int
    seat: int
    budget: str  # "background" or "review"
    state: AnyState | None  # None: a position of the game, reached when the job runs


class GameAnalysis(QObject):
    """Estimates of one session's positions; ``updated`` when some arrive or go."""

    updated = Signal()
    reviewProgress = Signal(float)
    reviewFinished = Signal(bool)  # True: every position was estimated and judged

    def __init__(
        self,
        viewer: Callable[[], int | None],
        parent: QObject | None = None,
        worker: BotWorker | None = None,
    ) -> None:
        super().__init__(parent)
        self.viewer = viewer
        self.session: GameSession | None = None
        self.background = True  # estimate each new position (off: the graph is hidden)
        self.worker = worker if worker is not None else BotWorker(self, nice=NICE)
        self.worker.finished.connect(self._finished)
        self.worker.progress.connect(self._progress)
        self.worker.failed.connect(self._failed)
        self.worker.died.connect(self._died)
        self.cache: dict[tuple[int, int], tuple[str, Any]] = {}  # -> (budget, Estimate)
        self.judgements: dict[int, Any] = {}  # move index -> bots.review.Judgement
        self.judged_seat = -1
        self._better: dict[int, str] = {}  # move index -> the better move's notation
        self._history: list[Any] = []
        self._terminal = False
        self._queue: list[Job] = []  # background: newest last, run first
        self._review: list[Job] = []  # in order
        self._review_total = 0
        self._review_states: list[AnyState] = []
        self._running: Job | None = None
        self._ids = count(1)
        self._unwanted: set[tuple[int, int]] = set()  # failed: not asked again
        self._deaths = 0
        self._backfill = False
        self._walker: AnyState | None = None  # reaches the backfill's positions
        self._ready = False
        self._first = QTimer(self)
        self._first.setSingleShot(True)
        self._first.setInterval(FIRST_DELAY_MS)
        self._first.timeout.connect(self._begin)

    # --- the session ----------------------------------------------------------------

    def set_session(self, session: GameSession | None) -> None:
        """Forget the previous game (its searches are cancelled); follow this one."""
        self._stop_all()
        self.session = session
        self.cache.clear()
        self.judgements.clear()
        self._unwanted.clear()
        self._history, self._terminal = [], False
        self._backfill = True  # a loaded game: its earlier positions too
        self._walker = None
        self.updated.emit()

    def set_background(self, on: bool) -> None:
        if on == self.background:
            return
        self.background = on
        if on:
            self._backfill = True
            self.sync()
        else:
            self._queue.clear()
            if self._running is not None and self._running.budget == "background":
                self._cancel_running()
            self._next()

    def seat(self) -> int:
        """The view an estimate of the position on screen may use now."""
        s = self.session
        if s is None:
            return -1
        return analysis_seat(s.game.spec.hidden_information, s.state.is_terminal(), self.viewer())

    def sync(self) -> None:
        """After any change of the game: drop what no longer holds, ask for
        the position now on the board."""
        s = self.session
        if s is None:
            return
        history, terminal = s.state.history, s.state.is_terminal()
        common = common_prefix(self._history, history)
        stale = common + 1  # positions from this ply on are not the same any more
        if terminal != self._terminal and len(history) == common:
            stale = common  # an ending came or was taken back: the last position changed
        if stale <= len(self._history):
            self._drop_from(stale)
        self._history, self._terminal = list(history), terminal
        if self.background:
            self._ask(s.state)

    def _drop_from(self, ply: int) -> None:
        self._walker = None  # the game is not the one it walked any more
        for key in [k for k in self.cache if k[0] >= ply]:
            del self.cache[key]
        self._unwanted = {k for k in self._unwanted if k[0] < ply}
        self._queue = [job for job in self._queue if job.ply < ply]
        self.cancel_review()  # its positions are not the game's any more
        if self._running is not None and self._running.ply >= ply:
            self._cancel_running()
        if self.judgements:
            self.judgements.clear()
        self.updated.emit()
        self._next()

    def _ask(self, state: AnyState) -> None:
        seat = self.seat()
        if self._backfill:
            self._backfill = False
            self._backfill_before(state.ply, seat)
        self._enqueue(state.ply, seat, state)
        self._next()

    def _backfill_before(self, last: int, seat: int) -> None:
        """The positions before ply ``last``, oldest first (they run last, the
        newest first), each reached only when its turn comes: a game of
        thousands of moves is not copied position by position at its opening."""
        queued = {(job.ply, job.seat) for job in self._queue}
        running = self._running
        if running is not None:
            queued.add((running.ply, running.seat))
        self._queue.extend(
            Job(next(self._ids), ply, seat, "background", None)
            for ply in range(last)
            if (ply, seat) not in self.cache
            and (ply, seat) not in self._unwanted
            and (ply, seat) not in queued
        )

    def _position(self, ply: int) -> AnyState:
        """The game's position at ``ply``, by undoing moves from a copy of the
        game: the backfill asks for them newest first, so each costs an undo."""
        s = self.session
        assert s is not None
        walker = self._walker
        if walker is None or walker.ply < ply:
            walker = self._walker = s.state.clone()
        while walker.ply > ply:  # an ending at the last ply goes first, at its ply
            walker.undo()
        return walker.without_undo()

    def _enqueue(self, ply: int, seat: int, state: AnyState, budget: str = "background") -> None:
        key = (ply, seat)
        if key in self.cache or key in self._unwanted:
            return
        running = self._running
        if running is not None and (running.ply, running.seat) == key:
            return
        self._queue = [job for job in self._queue if (job.ply, job.seat) != key]
        self._queue.append(Job(next(self._ids), ply, seat, budget, state.without_undo()))

    # --- the review -----------------------------------------------------------------

    def review(self) -> bool:
        """Estimate every position at the review's budget, then judge every
        move; False when there is nothing to review."""
        s = self.session
        if s is None or s.state.ply == 0:
            return False
        self.cancel_review()
        seat = self.seat()
        self.judged_seat = seat
        self._review_states = positions_of(s.state)
        self._review = [
            Job(next(self._ids), position.ply, seat, "review", position.without_undo())
            for position in self._review_states
            if self.cache.get((position.ply, seat), ("",))[0] != "review"
        ]
        self._review_total = len(self._review_states)
        if self._running is not None and self._running.budget == "background":
            # Asked again later; the review goes first.
            job = self._running
            self._cancel_running()
            self._queue.append(job)
        if not self._review:
            self._judge()
            return True
        self._next()
        return True

    def reviewing(self) -> bool:
        return bool(self._review) or (
            self._running is not None and self._running.budget == "review"
        )

    def cancel_review(self) -> None:
        if not self.reviewing():
            return
        self._review.clear()
        if self._running is not None and self._running.budget == "review":
            self._cancel_running()
        self.reviewFinished.emit(False)
        self._next()

    def _review_fraction(self, running: float = 0.0) -> float:
        left = len(self._review) + (
            1 if self._running is not None and self._running.budget == "review" else 0
        )
        done = self._review_total - left
        return max(0.0, min(1.0, (done + running) / max(1, self._review_total)))

    def _judge(self) -> None:
        from boardroom.bots.review import judge  # the bots load only when asked

        states, seat = self._review_states, self.judged_seat
        if any((st.ply, seat) not in self.cache for st in states):
            self.reviewFinished.emit(False)  # a position went meanwhile
            return
        estimates = [self.cache[(st.ply, seat)][1] for st in states]
        # The moves as the judged view knows them (another seat's secret move
        # is masked in it, as in the move list).
        moves = list((states[-1] if seat < 0 else states[-1].view(seat)).history)
        movers = [st.current_seat for st in states[:-1]]
        judged = judge(estimates, moves, movers)
        self.judgements = {j.ply: j for j in judged if j.grade}
        self._better = {}
        for index, judgement in self.judgements.items():
            # Named in the position before the move, as the judged view sees it.
            before = states[index] if seat < 0 else states[index].view(seat)
            try:
                self._better[index] = (
                    before.format_move(judgement.better) if judgement.better is not None else ""
                )
            except Exception:  # noqa: BLE001 - a move the view cannot name: say nothing
                self._better[index] = ""
        self.updated.emit()
        self.reviewFinished.emit(True)

    def better_text(self, index: int) -> str:
        """The better move of a judged move, in notation ("" when unknown)."""
        return self._better.get(index, "") if index in self.judgements else ""

    # --- what the graph shows -----------------------------------------------------------

    def points(self) -> dict[int, tuple[float, ...]]:
        """Each ply's chances as the screen may show them now."""
        s = self.session
        if s is None:
            return {}
        seat = self.seat()
        out: dict[int, tuple[float, ...]] = {}
        if seat >= 0:
            for (ply, key), (_budget, estimate) in self.cache.items():
                if key == seat:
                    out[ply] = tuple(estimate.chances)
            return out
        # Nothing is secret: the whole game's estimate, else any seat's.
        for (ply, key), (_budget, estimate) in sorted(self.cache.items(), key=lambda item: item[0]):
            if key == -1 or ply not in out:
                out[ply] = tuple(estimate.chances)
        return out

    # --- the bot process ------------------------------------------------------------------

    def _begin(self) -> None:
        self._ready = True
        self._next()

    def _next(self) -> None:
        if self._running is not None or self.session is None:
            return
        if not self._ready and not self._review:  # a review asked for starts at once
            if not self._first.isActive():
                self._first.start()
            return
        self._ready = True
        # Background positions the review has estimated meanwhile are skipped.
        while self._queue and (self._queue[-1].ply, self._queue[-1].seat) in self.cache:
            self._queue.pop()
        if self._review:
            job = self._review.pop(0)
        elif self._queue and self.background:
            job = self._queue.pop()
        else:
            return
        if job.state is None:
            job.state = self._position(job.ply)
        self._running = job
        self.worker.start(
            job.id,
            "estimate",
            self.session.game.spec.key,
            BUDGETS.get(job.budget, job.budget),
            job.seat,
            job.state,
        )

    def _cancel_running(self) -> None:
        self._running = None
        self.worker.cancel()

    def _stop_all(self) -> None:
        self._queue.clear()
        if self._review:
            self.cancel_review()
        if self._running is not None:
            self._cancel_running()

    def _finished(self, job_id: int, estimate: Any) -> None:
        self.worker.done()
        job = self._running
        if job is None or job.id != job_id:
            return
        self._running = None
        self._deaths = 0
        if self.cache.get((job.ply, job.seat), ("",))[0] != "review":  # the better one stays
            self.cache[(job.ply, job.seat)] = (job.budget, estimate)
        self.updated.emit()
        if job.budget == "review":
            self.reviewProgress.emit(self._review_fraction())
            if not self._review:
                self._judge()
        self._next()

    def _progress(self, job_id: int, fraction: float) -> None:
        job = self._running
        if job is not None and job.id == job_id and job.budget == "review":
            self.reviewProgress.emit(self._review_fraction(fraction))

    def _failed(self, job_id: int, text: str) -> None:
        self.worker.done()
        job = self._running
        if job is None or job.id != job_id:
            return
        log.warning("an estimate failed: %s", text)
        self._running = None
        self._unwanted.add((job.ply, job.seat))
        if job.budget == "review":
            self._review.clear()
            self.reviewFinished.emit(False)
        self._next()

    def _died(self, job_id: int) -> None:
        log.warning("the analysis process ended unexpectedly")
        job = self._running
        if job is None or job.id != job_id:
            return
        self.worker.done()
        self._running = None
        self._deaths += 1
        if job.budget == "review":
            self._review.clear()
            self.reviewFinished.emit(False)
        elif self._deaths < MAX_DEATHS:
            self._queue.append(job)
        if self._deaths >= MAX_DEATHS:
            self.background = False
        self._next()

    def shutdown(self) -> None:
        self._stop_all()
        self.worker.shutdown()
