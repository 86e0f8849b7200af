"""Monte Carlo tree search (UCT) over any :class:`boardroom.engine.game.State`.

Works for 2 to 4 seats: every simulation yields one value per seat (the
state's ``returns()`` at the end of a game, or an evaluation when a playout is
cut short), the whole vector is backed up, and each node picks the child that
is best for the seat that chooses there.

The search works on one private clone of the given state: each iteration
walks down with ``apply()`` and comes back with ``undo()``, so nodes store
moves, not positions.

Chance: dice are rolled inside ``apply()`` from the state's own generator.
That generator is part of the position, so a search that reused it would
foresee the real dice. Each iteration therefore reseeds the working copy's
generator from the bot's own random stream, and the tree is "open loop":
a node is reached by its sequence of moves, whatever the dice did on the
way, and its children are filtered by what is legal in this iteration.
Deterministic games skip the filtering and cache each node's moves.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic

from boardroom.engine.game import M, S

# Per-seat values in [0, 1] for a position that is not (necessarily) over.
Evaluation = Callable[[S], tuple[float, ...]]
# Chooses one of ``moves`` (the legal moves of ``state``) for a playout.
Policy = Callable[[S, Sequence[M], random.Random], M]
# Orders a fresh node's moves: the search expands them from the END of the
# returned list first, so put the most promising moves last.
Ordering = Callable[[S, list[M], random.Random], list[M]]

_PROGRESS_EVERY = 0.25  # seconds between progress reports
_CHECK_EVERY = 16  # playout plies between cancel and clock checks
_SEED_BITS = 64


@dataclass(frozen=True)
class MctsConfig:
    """A search budget and its knobs. ``None`` budgets mean unlimited."""

    iterations: int | None = 1000
    seconds: float | None = None
    exploration: float = 1.0
    # Plies of playout before the evaluation is asked (only with an evaluation).
    playout_depth: int = 8
    # Without an evaluation, a playout this long is scored as a draw.
    max_playout: int = 400
    # Progressive widening (0 = off): a node visited n times has at most
    # 1 + widening * sqrt(n) children, taken in the game's move order.
    widening: float = 0.0

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("an MCTS budget needs iterations, seconds or both")


@dataclass(frozen=True)
class MoveStat(Generic[M]):
    move: M
    visits: int
    value: float  # mean value for the seat that chooses at the root
    proven: bool = False  # value is exact: the game's result under best play


@dataclass(frozen=True)
class SearchResult(Generic[M]):
    moves: tuple[MoveStat[M], ...]  # in the order the search first tried them
    root_values: tuple[float, ...]  # mean value per seat over all simulations
    iterations: int
    seconds: float
    cancelled: bool
    proven: tuple[float, ...] | None = None  # exact values per seat if the root is solved

    def best(self) -> MoveStat[M]:
        """A proven win if there is one, else the most visited move that is not
        a proven loss (ties: the better mean, then the first tried)."""
        return max(
            self.moves,
            key=lambda s: (
                s.proven and s.value >= _SURE,
                not (s.proven and s.value <= 1.0 - _SURE),
                s.visits,
                s.value,
            ),
        )


_SURE = 1.0 - 1e-9


class _Node(Generic[M]):
    __slots__ = ("move", "parent", "mover", "children", "untried", "visits", "value", "solved")

    def __init__(self, move: M | None, parent: _Node[M] | None, mover: int) -> None:
        self.move = move  # None at the root
        self.parent = parent
        self.mover = mover  # seat that chose ``move``; -1 at the root
        self.children: dict[M, _Node[M]] = {}
        self.untried: list[M] | None = None  # deterministic games only
        self.visits = 0
        self.value = 0.0  # sum of the mover's values
        # Exact values once the subtree is solved (deterministic games only).
        self.solved: tuple[float, ...] | None = None


class _Stop(Exception):
    """Cancelled, or out of time, in the middle of an iteration."""


class Mcts(Generic[S, M]):
    """One search configuration plus the hooks a game may provide (``S``:
    the game's state type, ``M``: its move type).

    In deterministic games the search also proves results (MCTS-Solver): a
    node is solved when it ends the game, when the seat to move there has a
    solved child that wins outright, or when all its children are solved.
    A solved root ends the search early.
    """

    def __init__(
        self,
        config: MctsConfig,
        rng: random.Random,
        evaluate: Evaluation[S] | None = None,
        policy: Policy[S, M] | None = None,
        ordering: Ordering[S, M] | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.config = config
        self.clock = clock  # injectable so tests need no wall-clock timing
        self.rng = rng
        self.evaluate = evaluate
        self.policy = policy
        self.ordering = ordering
        self._cancel: threading.Event | None = None
        self._deadline: float | None = None

    def search(
        self,
        state: S,
        cancel: threading.Event | None = None,
        progress: Callable[[float], None] | None = None,
    ) -> SearchResult[M]:
        """Search from ``state`` (left untouched) until the budget or ``cancel``."""
        if state.is_terminal():
            raise ValueError("cannot search a finished game")
        work = state.clone()
        chance = work.game.spec.chance
        n = work.num_seats
        root: _Node[M] = _Node(None, None, -1)
        totals = [0.0] * n
        cfg = self.config
        started = self.clock()
        deadline = None if cfg.seconds is None else started + cfg.seconds
        next_report = started + _PROGRESS_EVERY
        done = 0
        cancelled = False
        self._cancel = cancel
        self._deadline = deadline
        while (cfg.iterations is None or done < cfg.iterations) and root.solved is None:
            if cancel is not None and cancel.is_set():
                cancelled = True
                break
            now = self.clock()
            if deadline is not None and now >= deadline:
                break
            if progress is not None and now >= next_report:
                next_report = now + _PROGRESS_EVERY
                progress(self._fraction(done, now - started))
            if chance:
                work.rng.state = self.rng.getrandbits(_SEED_BITS)
            try:
                values = self._iterate(work, root, chance)
            except _Stop:
                cancelled = cancel is not None and cancel.is_set()
                break
            for seat in range(n):
                totals[seat] += values[seat]
            done += 1
        if progress is not None and not cancelled:
            progress(1.0)
        if not root.children:
            # Cancelled before the first iteration: any legal move will do.
            moves = work.legal_moves()
            stats: tuple[MoveStat[M], ...] = (MoveStat(self.rng.choice(moves), 0, 0.0),)
        else:
            stats = tuple(self._stat(m, c) for m, c in root.children.items())
        root_values = tuple(t / done for t in totals) if done else tuple(1.0 / n for _ in totals)
        return SearchResult(
            stats, root_values, done, self.clock() - started, cancelled, root.solved
        )

    @staticmethod
    def _stat(move: M, child: _Node[M]) -> MoveStat[M]:
        if child.solved is not None:
            return MoveStat(move, child.visits, child.solved[child.mover], True)
        mean = child.value / child.visits if child.visits else 0.0
        return MoveStat(move, child.visits, mean)

    def _fraction(self, done: int, elapsed: float) -> float:
        parts = []
        if self.config.iterations:
            parts.append(done / self.config.iterations)
        if self.config.seconds:
            parts.append(elapsed / self.config.seconds)
        return min(1.0, max(parts, default=0.0))

    def _iterate(self, work: S, root: _Node[M], chance: bool) -> tuple[float, ...]:
        node = root
        depth = 0
        widening = self.config.widening
        try:
            # Selection and expansion.
            while node.solved is None and not work.is_terminal():
                mover = work.current_seat
                if chance:
                    legal = work.legal_moves()
                    if not legal:
                        break
                    fresh = [m for m in legal if m not in node.children]
                    if fresh:
                        move = self.rng.choice(fresh)
                    else:
                        move = self._select(node, legal)
                else:
                    if node.untried is None:
                        node.untried = self._fresh_moves(work)
                    if node.untried and (
                        not widening
                        or not node.children
                        or len(node.children) < 1 + widening * math.sqrt(node.visits)
                    ):
                        move = node.untried.pop()
                    elif node.children:
                        move = self._select(node, None)
                    else:
                        break  # no move but not over: treat as a leaf
                child = node.children.get(move)
                work.apply(move)
                depth += 1
                if child is None:
                    child = _Node(move, node, mover)
                    node.children[move] = child
                    node = child
                    if not chance and work.is_terminal():
                        node.solved = work.returns()
                    break
                node = child
            values = node.solved if node.solved is not None else self._playout(work)
        finally:
            for _ in range(depth):
                work.undo()
        # Backpropagation.
        walk: _Node[M] | None = node
        while walk is not None:
            walk.visits += 1
            if walk.mover >= 0:
                walk.value += values[walk.mover]
            walk = walk.parent
        if node.solved is not None and not chance:
            self._solve_upwards(node.parent)
        return values

    @staticmethod
    def _solve_upwards(node: _Node[M] | None) -> None:
        """Mark ancestors solved while their children prove them."""
        while node is not None and node.solved is None:
            children = list(node.children.values())
            seat = children[0].mover
            solved = [c.solved for c in children if c.solved is not None]
            wins = [v for v in solved if v[seat] >= _SURE]
            if wins:
                node.solved = wins[0]
            elif not node.untried and len(solved) == len(children):
                node.solved = max(solved, key=lambda v: v[seat])
            else:
                return
            node = node.parent

    def _fresh_moves(self, work: S) -> list[M]:
        moves = list(work.legal_moves())
        if self.ordering is not None:
            return self.ordering(work, moves, self.rng)
        self.rng.shuffle(moves)
        return moves

    def _select(self, node: _Node[M], legal: list[M] | None) -> M:
        """The move to the child with the best UCT score (the first of equals)."""
        if legal is None:
            children = list(node.children.items())
            parent_visits = node.visits
        else:
            children = [(m, node.children[m]) for m in legal]
            parent_visits = sum(c.visits for _, c in children)
        log_n = math.log(max(parent_visits, 1))
        c = self.config.exploration
        best = children[0][0]
        best_score = -1.0
        for move, child in children:
            if child.solved is not None:
                score = child.solved[child.mover]  # exact: no exploring needed
            else:
                score = child.value / child.visits + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = move, score
        return best

    def _playout(self, work: S) -> tuple[float, ...]:
        cfg = self.config
        depth = 0
        limit = cfg.playout_depth if self.evaluate is not None else cfg.max_playout
        cancel = self._cancel
        deadline = self._deadline
        try:
            while True:
                if work.is_terminal():
                    return work.returns()
                if depth >= limit:
                    if self.evaluate is not None:
                        return self.evaluate(work)
                    return tuple(1.0 / work.num_seats for _ in range(work.num_seats))
                moves = work.legal_moves()
                if not moves:
                    return tuple(1.0 / work.num_seats for _ in range(work.num_seats))
                if self.policy is not None:
                    move = self.policy(work, moves, self.rng)
                else:
                    move = moves[self.rng.randrange(len(moves))]
                work.apply(move)
                depth += 1
                if depth % _CHECK_EVERY == 0:
                    if cancel is not None and cancel.is_set():
                        raise _Stop
                    if deadline is not None and self.clock() >= deadline:
                        raise _Stop
        finally:
            for _ in range(depth):
                work.undo()
