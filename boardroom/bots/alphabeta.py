"""Alpha-beta search (negamax) for two-seat games without chance.

Iterative deepening; at each depth the previous best root move is searched
first, the others with null windows (principal variation search). Inside the
tree: a bounded transposition table, the table's move first, then the game's
order (captures, say), then killer moves and the history heuristic for the
quiet ones. Leaves go through a quiescence search over the game's captures,
with stand-pat. Finished games score +-(MATE - plies) so faster wins and
slower losses are preferred.

Scores are from the point of view of the seat to move, in the evaluation's
units ("centipawns"). Evaluations must stay within +-EVAL_LIMIT. A move after
which the same seat moves again (a multi-step turn) is handled: the score is
not negated across it.

Root moves with the best score (or within ``tie_margin`` of it) are all
searched exactly, and the bot's random generator picks among them, so a bot
varies between games while a seed and a node cap reproduce its play. With
``exact_ties`` off, a root move must beat the best so far to be searched
exactly (in quiet positions with many equal moves that halves the work);
the generator then shuffles the root moves instead, so equal moves still
take turns being the first found.

Quiescence can take two more hooks for games whose end test needs move
generation: a cheap ``quick_end`` and an ``in_check`` test (see ``Test``).

The search runs on a private clone and never unwinds it when it stops: the
clone is dropped. Time, node cap and cancel end it in the middle of a depth;
the answer is then the last completed depth's, unless the unfinished depth
already proved another root move better than that one.
"""

from __future__ import annotations

import math
import random
import sys
import threading
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Generic

from boardroom.bots.ttable import EXACT, LOWER, UPPER, TranspositionTable
from boardroom.engine.game import AnyState, M, S

MATE = 1_000_000.0  # a won game, minus the plies it takes
EVAL_LIMIT = 100_000.0  # evaluations stay inside; anything beyond is a finished game
MAX_PLY = 10_000

Evaluate = Callable[[S], float]
# Capture moves (a subset of the legal moves), best first: MVV-LVA is the game's job.
Captures = Callable[[S], list[M]]
Key = Callable[[S], Hashable]
# Optional quiescence helpers for games whose end test needs move generation:
# a cheap "is it over?" that may miss ends found only by generating moves, and
# "is the seat to move in check?" (no stand-pat then: every reply is searched,
# which also finds the mates the cheap test misses).
Test = Callable[[S], bool]

_NULL = 1e-6  # width of a null window; no evaluation cares about less
_CHECK_MASK = 15  # clock, cancel and progress are looked at every 16 nodes
_PROGRESS_EVERY = 0.25  # seconds between progress reports
_KILLER_BONUS = float(sys.maxsize)
_INF = math.inf


class OrderInfo(Generic[M]):
    """What the search learnt about quiet moves at one node, for ``order`` hooks.

    A hook typically returns ``captures_best_first + info.quiet_order(quiet)``.
    The moves handed to :meth:`quiet_order` are the ones that may become
    killers; if the hook never calls it, every move may.
    """

    __slots__ = ("ply", "killers", "history", "quiet")

    def __init__(self, ply: int, killers: tuple[M, ...], history: dict[M, int]) -> None:
        self.ply = ply
        self.killers = killers  # quiet moves that refuted siblings at this ply, newest first
        self.history = history  # move -> cut-off credit for the seat to move
        self.quiet: list[M] | None = None

    def quiet_order(self, moves: list[M]) -> list[M]:
        """``moves`` with the killers first, then by history (ties keep their order)."""
        self.quiet = moves
        history, killers = self.history, self.killers
        if not killers and not history:
            return list(moves)
        if not killers:
            return sorted(moves, key=lambda m: history.get(m, 0), reverse=True)
        rank = {k: _KILLER_BONUS - i for i, k in enumerate(killers)}
        return sorted(moves, key=lambda m: rank.get(m) or history.get(m, 0), reverse=True)


Order = Callable[[S, list[M], OrderInfo[M]], list[M]]


@dataclass(frozen=True)
class AlphaBetaConfig:
    """A search budget. ``None`` for seconds or nodes means no such cap."""

    max_depth: int = 4
    seconds: float | None = None
    nodes: int | None = None  # so a level plays the same on a fast machine
    quiescence: bool = True  # needs the ``captures`` hook
    quiescence_depth: int = 8
    tt_entries: int = 100_000  # 0: no transposition table
    # Root moves within this much of the best count as equally good (never
    # for a forced result: a slower mate is not as good as a faster one).
    tie_margin: float = 0.0
    # No new depth starts once this fraction of ``seconds`` is spent: it
    # would rarely finish.
    deepen_until: float = 0.5
    # Search every root move tied with the best exactly, to pick among them
    # at random (see the module's text); off, the root order is shuffled.
    exact_ties: bool = True
    # Futility pruning near the leaves (0: off), outside PV nodes and checks:
    # at depth d <= futility_depth a node whose evaluation is margin * d above
    # beta returns at once, and one whose evaluation is margin * d below alpha
    # skips its quiet moves (those the order hook passed to quiet_order).
    futility_margin: float = 0.0
    futility_depth: int = 2
    # Test for check at the first quiescence level whenever the root's side
    # is to move there, not only where standing pat would not cut (see
    # ``_quiesce``): the search then sees the mates it could walk into at its
    # horizon, for the price of one check test per such leaf.
    root_checks: bool = False
    # Keep the transposition table from one search to the next (a bot's
    # moves in one game): the reply it expected is then searched with last
    # move's results at hand. Entries are exact positions, so never stale.
    keep_table: bool = False
    # When the best root move forces a win, every other root move that forces
    # one too (however slowly) counts as tied with it and is searched exactly
    # (the puzzle generator's uniqueness test; the bots leave it off).
    win_ties: bool = False

    def __post_init__(self) -> None:
        if self.max_depth < 1:
            raise ValueError("max_depth must be at least 1")
        if self.quiescence_depth < 0 or self.tt_entries < 0 or self.tie_margin < 0:
            raise ValueError("quiescence_depth, tt_entries and tie_margin cannot be negative")
        if self.nodes is not None and self.nodes < 1:
            raise ValueError("a node cap must be at least 1")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError("a time cap must be positive")


@dataclass(frozen=True)
class AlphaBetaResult(Generic[M]):
    move: M
    score: float  # for the seat to move; see mate_plies()
    depth: int  # last depth searched to the end (0: not even depth 1)
    nodes: int
    seconds: float
    pv: tuple[M, ...]  # expected line, starting with ``move``
    cancelled: bool
    solved: bool = False  # every line was followed to the end of the game
    ties: tuple[M, ...] = field(default=())  # root moves the choice was made among
    # Root moves searched exactly at the last full depth, with their scores
    # (the others were only shown to be no better than the best then).
    root_scores: dict[M, float] = field(default_factory=dict)

    @property
    def nps(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0


def mate_plies(score: float) -> int | None:
    """Plies to a won (positive) or lost (negative) end, or None for a mere evaluation."""
    if abs(score) < MATE - MAX_PLY:
        return None
    plies = round(MATE - abs(score))
    return plies if score > 0 else -plies


def _text_key(state: AnyState) -> Hashable:
    return state.to_text()


class _Stop(Exception):
    """Out of time or nodes, or cancelled, somewhere in the tree."""


class AlphaBeta(Generic[S, M]):
    """One search configuration plus the game's hooks (``S``: its state type,
    ``M``: its move type); reusable, one search at a time."""

    def __init__(
        self,
        config: AlphaBetaConfig,
        rng: random.Random,
        evaluate: Evaluate[S],
        *,
        captures: Captures[S, M] | None = None,
        order: Order[S, M] | None = None,
        key: Key[S] | None = None,
        quick_end: Test[S] | None = None,
        in_check: Test[S] | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.config = config
        self.rng = rng
        self.evaluate = evaluate
        self.captures = captures
        self.order = order
        self.key: Key[S] = key or _text_key
        self.quick_end = quick_end
        self.in_check = in_check
        self._table: TranspositionTable[M] | None = None
        self.clock = clock  # injectable so tests need no wall-clock timing

    def search(
        self,
        state: S,
        cancel: threading.Event | None = None,
        progress: Callable[[float], None] | None = None,
    ) -> AlphaBetaResult[M]:
        """Search from ``state`` (left untouched) until a cap or ``cancel``."""
        if state.num_seats != 2:
            raise ValueError("alpha-beta needs a two-seat game")
        if state.game.spec.chance:
            raise ValueError("alpha-beta needs a game without chance")
        if state.is_terminal():
            raise ValueError("cannot search a finished game")
        return _Search(self, state.clone(), cancel, progress).run()

    def beats(self, state: S, moves: list[M], depth: int, floor: float) -> M | None:
        """The first of ``moves`` (legal in ``state``) that scores above
        ``floor`` for the seat to move, searched ``depth`` plies deep, or None:
        a null-window test per move, one table for all (the puzzle
        generator's test that no other move is as good as the answer)."""
        if depth > self.config.max_depth:
            raise ValueError("depth beyond the configuration's max_depth")
        search = _Search(self, state.clone(), None, None)
        work, seat = search.work, state.current_seat
        for move in moves:
            work.apply(move)
            same = work.current_seat == seat
            score = search._child(depth - 1, 1, floor, floor + _NULL, False, same)
            work.undo()
            if score > floor:
                return move
        return None

    def table(self) -> TranspositionTable[M] | None:
        """The table for the next search: a new one, or the kept one."""
        cfg = self.config
        if cfg.tt_entries < 2:
            return None
        if not cfg.keep_table:
            return TranspositionTable(cfg.tt_entries)
        if self._table is None:
            self._table = TranspositionTable(cfg.tt_entries)
        return self._table


class _Iteration(Generic[M]):
    """The root moves' scores at one depth, as they come in."""

    def __init__(self) -> None:
        self.scores: dict[M, float] = {}  # exact or an upper bound
        self.exact: dict[M, float] = {}
        self.pvs: dict[M, tuple[M, ...]] = {}
        self.best_move: M | None = None
        self.best_score = -_INF
        self.first_score: float | None = None


class _Search(Generic[S, M]):
    """The mutable state of one search."""

    def __init__(
        self,
        owner: AlphaBeta[S, M],
        work: S,
        cancel: threading.Event | None,
        progress: Callable[[float], None] | None,
    ) -> None:
        cfg = owner.config
        self.cfg = cfg
        self.owner = owner
        self.work = work
        self.evaluate = owner.evaluate
        self.noisy = owner.captures
        self.captures = owner.captures if cfg.quiescence else None
        self.qcap = cfg.quiescence_depth
        self.key = owner.key
        self.quick_end = owner.quick_end
        self.in_check = owner.in_check if self.captures is not None else None
        self.clock = owner.clock
        self.cancel = cancel
        self.progress = progress
        self.tt = owner.table()
        self.nodes = 0
        self.root_seat = -1  # set by run() when root_checks is on
        self.node_limit = cfg.nodes if cfg.nodes is not None else sys.maxsize
        self.started = self.clock()
        self.deadline = _INF if cfg.seconds is None else self.started + cfg.seconds
        self.next_report = self.started + _PROGRESS_EVERY
        self.completed = 0
        self.cancelled = False
        self.horizon = False  # some leaf below was evaluated, not finished
        self.killers: list[tuple[M, ...]] = [() for _ in range(cfg.max_depth + 1)]
        self.history: tuple[dict[M, int], dict[M, int]] = ({}, {})
        self.pv: list[tuple[M, ...]] = [() for _ in range(cfg.max_depth + 2)]

    # --- iterative deepening at the root ------------------------------------------

    def run(self) -> AlphaBetaResult[M]:
        work, cfg = self.work, self.cfg
        seat = work.current_seat
        self.root_seat = seat if cfg.root_checks else -1
        legal: list[M] = work.legal_moves()
        canonical = {m: i for i, m in enumerate(legal)}
        first = list(legal)
        if not cfg.exact_ties:
            self.owner.rng.shuffle(first)  # equal moves: whichever comes first wins
        order = self._order(work, first, 0, seat)
        done: _Iteration[M] | None = None
        chosen: tuple[M, float, tuple[M, ...]] | None = None  # from a cut-short depth
        solved = False
        for depth in range(1, cfg.max_depth + 1):
            if done is not None and self._enough(done, depth - 1, len(legal)):
                break
            it: _Iteration[M] = _Iteration()
            self.horizon = False
            try:
                self._root(depth, order, seat, it)
            except _Stop:
                chosen = self._salvage(it, order[0], done is None)
                break
            done = it
            self.completed = depth
            solved = not self.horizon
            order = sorted(order, key=lambda m: it.scores[m], reverse=True)
            self._report(self.clock())
            if solved:
                break
        if self.progress is not None and not self.cancelled:
            self.progress(1.0)
        ties: tuple[M, ...] = ()
        if chosen is not None:
            move, score, pv = chosen
        elif done is not None:
            ties = tuple(sorted(self._ties(done), key=canonical.__getitem__))
            move = ties[0] if len(ties) == 1 else self.owner.rng.choice(ties)
            score, pv = done.exact[move], done.pvs[move]
        else:  # stopped before any root move was searched
            move, score, pv = order[0], 0.0, (order[0],)
        elapsed = self.clock() - self.started
        exact = dict(done.exact) if done is not None else {}
        return AlphaBetaResult(
            move,
            score,
            self.completed,
            self.nodes,
            elapsed,
            pv,
            self.cancelled,
            solved,
            ties,
            exact,
        )

    def _enough(self, done: _Iteration[M], depth: int, n_moves: int) -> bool:
        """Is a deeper search pointless or unaffordable?"""
        if n_moves == 1:
            return True
        plies = mate_plies(done.best_score)
        if plies is not None and abs(plies) <= depth and not (self.cfg.win_ties and plies > 0):
            return True  # a full-width search cannot find a faster end
        if self.cancel is not None and self.cancel.is_set():
            self.cancelled = True
            return True
        cfg = self.cfg
        if cfg.seconds is not None:
            return self.clock() - self.started >= cfg.deepen_until * cfg.seconds
        return False

    def _salvage(
        self, it: _Iteration[M], first: M, nothing_else: bool
    ) -> tuple[M, float, tuple[M, ...]] | None:
        """A cut-short depth's answer, when it is worth more than the last full one."""
        if it.best_move is None:
            return None
        beat_first = (
            it.first_score is not None and it.best_move != first and it.best_score > it.first_score
        )
        if beat_first or nothing_else:
            return it.best_move, it.best_score, it.pvs[it.best_move]
        return None

    def _tie_floor(self, best: float) -> float:
        if not self.cfg.exact_ties:
            return best
        if self.cfg.win_ties and best > EVAL_LIMIT:
            return EVAL_LIMIT
        margin = 0.0 if abs(best) > EVAL_LIMIT else self.cfg.tie_margin
        return best - margin - _NULL

    def _ties(self, it: _Iteration[M]) -> list[M]:
        if not self.cfg.exact_ties:
            assert it.best_move is not None  # a finished depth scored every root move
            return [it.best_move]
        floor = self._tie_floor(it.best_score) + _NULL
        return [m for m, s in it.exact.items() if s >= floor]

    def _root(self, depth: int, order: list[M], seat: int, it: _Iteration[M]) -> None:
        work = self.work
        for move in order:
            work.apply(move)
            same = work.current_seat == seat
            if it.first_score is None:
                score = self._child(depth - 1, 1, -_INF, _INF, True, same)
                floor = -_INF
            else:
                floor = self._tie_floor(it.best_score)
                score = self._child(depth - 1, 1, floor, floor + _NULL, False, same)
                if score > floor:
                    score = self._child(depth - 1, 1, floor, _INF, True, same)
            work.undo()
            it.scores[move] = score
            if score > floor:
                it.exact[move] = score
                it.pvs[move] = (move, *self.pv[1])
                if score > it.best_score:
                    it.best_move, it.best_score = move, score
            if it.first_score is None:
                it.first_score = score

    # --- the tree --------------------------------------------------------------

    def _child(
        self, depth: int, ply: int, alpha: float, beta: float, pv_node: bool, same: bool
    ) -> float:
        """A child's score for the parent's seat (negated unless the same seat moves)."""
        if same:
            return self._negamax(depth, ply, alpha, beta, pv_node)
        return -self._negamax(depth, ply, -beta, -alpha, pv_node)

    def _negamax(self, depth: int, ply: int, alpha: float, beta: float, pv_node: bool) -> float:
        if pv_node:
            self.pv[ply] = ()
        if depth <= 0:
            return self._quiesce(ply, alpha, beta, 0)
        n = self.nodes + 1
        if n > self.node_limit:
            raise _Stop
        self.nodes = n
        if not n & _CHECK_MASK:
            self._poll()
        work, tt = self.work, self.tt
        tt_move: M | None = None
        key: Hashable = None
        if tt is not None:
            key = self.key(work)
            entry = tt.get(key)
            if entry is not None:
                e_depth, kind, stored, tt_move, complete = entry
                if not pv_node and e_depth >= depth:
                    score = _from_tt(stored, ply)
                    if (
                        kind == EXACT
                        or (kind == LOWER and score >= beta)
                        or (kind == UPPER and score <= alpha)
                    ):
                        if not complete:
                            self.horizon = True
                        return score
        futile = -_INF  # quiet moves are taken to score at most this, and skipped
        margin = self.cfg.futility_margin * depth
        if (
            margin > 0
            and not pv_node
            and depth <= self.cfg.futility_depth
            and abs(beta) < EVAL_LIMIT
            and (self.in_check is None or not self.in_check(work))
        ):
            stand = self.evaluate(work)
            if stand - margin >= beta:
                self.horizon = True
                return stand - margin
            if stand + margin <= alpha:
                futile = stand + margin
        moves = work.legal_moves()
        if not moves:
            if work.is_terminal():
                return self._terminal(ply)
            self.horizon = True  # stuck but not over: the game's evaluation decides
            return self.evaluate(work)
        seat = work.current_seat
        outer_horizon = self.horizon
        self.horizon = False
        alpha0 = alpha
        best, best_move = -_INF, None
        searched = 0
        first = [tt_move] if tt_move is not None and tt_move in moves else []
        info: OrderInfo[M] | None = None
        skip: set[M] = set()
        for stage in (0, 1):
            if stage == 0:
                batch = first
            else:
                info = OrderInfo(ply, self.killers[ply], self.history[seat])
                batch = self._ordered(work, moves, info)
                if first:
                    batch = list(batch)
                    batch.remove(first[0])
                if futile > -_INF and info.quiet:
                    skip = set(info.quiet)
            for move in batch:
                if searched and move in skip:
                    continue
                work.apply(move)
                same = work.current_seat == seat
                if searched == 0:
                    score = self._child(depth - 1, ply + 1, alpha, beta, pv_node, same)
                else:
                    score = self._child(depth - 1, ply + 1, alpha, alpha + _NULL, False, same)
                    if pv_node and alpha < score < beta:
                        score = self._child(depth - 1, ply + 1, alpha, beta, True, same)
                work.undo()
                searched += 1
                if score > best:
                    best, best_move = score, move
                    if score > alpha:
                        if score >= beta:
                            if info is not None and (info.quiet is None or move in info.quiet):
                                self._reward(move, seat, ply, depth)
                            return self._store(
                                key, depth, LOWER, best, best_move, ply, outer_horizon
                            )
                        alpha = score
                        if pv_node:
                            self.pv[ply] = (move, *self.pv[ply + 1])
        if skip and best < futile:
            best = futile  # an upper bound that still holds for the skipped moves
            self.horizon = True
        kind = EXACT if best > alpha0 else UPPER
        return self._store(key, depth, kind, best, best_move, ply, outer_horizon)

    def _store(
        self,
        key: Hashable,
        depth: int,
        kind: int,
        score: float,
        move: M | None,
        ply: int,
        outer_horizon: bool,
    ) -> float:
        if self.tt is not None:
            self.tt.put(key, (depth, kind, _to_tt(score, ply), move, not self.horizon))
        self.horizon = self.horizon or outer_horizon
        return score

    def _reward(self, move: M, seat: int, ply: int, depth: int) -> None:
        """A quiet move refuted this node: try it early at its siblings and elsewhere."""
        killers = self.killers[ply]
        if not killers or killers[0] != move:
            self.killers[ply] = (move, *killers[:1])
        history = self.history[seat]
        history[move] = history.get(move, 0) + depth * depth

    def _quiesce(self, ply: int, alpha: float, beta: float, qdepth: int) -> float:
        n = self.nodes + 1
        if n > self.node_limit:
            raise _Stop
        self.nodes = n
        if not n & _CHECK_MASK:
            self._poll()
        work = self.work
        if work.is_terminal() if self.quick_end is None else self.quick_end(work):
            return self._terminal(ply)
        self.horizon = True
        # A mate the root's side could walk into (see root_checks):
        tested = qdepth == 0 and work.current_seat == self.root_seat and self.in_check is not None
        checked = tested and self.in_check is not None and self.in_check(work)
        stand = self.evaluate(work)
        captures = self.captures
        if not checked and (stand >= beta or captures is None or qdepth >= self.qcap):
            # (In check, a stand-pat cut-off may hide a mate for the side that
            # just moved: the next depth finds it. Testing only here saves most
            # of the tests, which cost more than an evaluation in some games.)
            return stand
        if checked or (not tested and self.in_check is not None and self.in_check(work)):
            moves = work.legal_moves()  # evasions: standing pat is no option
            if not moves:
                return self._terminal(ply) if work.is_terminal() else stand
            best = -_INF
        else:
            moves = captures(work) if captures is not None else []
            if not moves:
                return stand
            best = stand
            if stand > alpha:
                alpha = stand
        seat = work.current_seat
        for move in moves:
            work.apply(move)
            if work.current_seat == seat:
                score = self._quiesce(ply + 1, alpha, beta, qdepth + 1)
            else:
                score = -self._quiesce(ply + 1, -beta, -alpha, qdepth + 1)
            work.undo()
            if score > best:
                best = score
                if score > alpha:
                    if score >= beta:
                        return score
                    alpha = score
        return best

    def _terminal(self, ply: int) -> float:
        work = self.work
        returns = work.returns()
        me = work.current_seat
        diff = returns[me] - returns[1 - me]
        if diff > 0:
            return diff * MATE - ply
        if diff < 0:
            return diff * MATE + ply
        return 0.0

    # --- move order -----------------------------------------------------------

    def _order(self, work: S, moves: list[M], ply: int, seat: int) -> list[M]:
        return self._ordered(work, moves, OrderInfo(ply, self.killers[ply], self.history[seat]))

    def _ordered(self, work: S, moves: list[M], info: OrderInfo[M]) -> list[M]:
        if self.owner.order is not None:
            return self.owner.order(work, moves, info)
        if self.noisy is None:
            return info.quiet_order(moves)
        noisy = self.noisy(work)
        if not noisy:
            return info.quiet_order(moves)
        loud = set(noisy)
        return [*noisy, *info.quiet_order([m for m in moves if m not in loud])]

    # --- budget, cancel, progress ------------------------------------------------

    def _poll(self) -> None:
        if self.cancel is not None and self.cancel.is_set():
            self.cancelled = True
            raise _Stop
        now = self.clock()
        if now >= self.deadline:
            raise _Stop
        self._report(now)

    def _report(self, now: float) -> None:
        if self.progress is None or now < self.next_report:
            return
        self.next_report = now + _PROGRESS_EVERY
        cfg = self.cfg
        parts = [self.completed / cfg.max_depth]
        if cfg.seconds is not None:
            parts.append((now - self.started) / cfg.seconds)
        if cfg.nodes is not None:
            parts.append(self.nodes / cfg.nodes)
        self.progress(min(1.0, max(parts)))


def _to_tt(score: float, ply: int) -> float:
    """Finished-game scores count plies from the root; the table keeps them from the node."""
    if score > EVAL_LIMIT:
        return score + ply
    if score < -EVAL_LIMIT:
        return score - ply
    return score


def _from_tt(score: float, ply: int) -> float:
    if score > EVAL_LIMIT:
        return score - ply
    if score < -EVAL_LIMIT:
        return score + ply
    return score
