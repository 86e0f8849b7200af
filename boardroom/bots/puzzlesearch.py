"""Finding a puzzle in a position with the alpha-beta search (two-seat games
without chance): a move that wins something decisive, which a search deeper
than the Hard bot's finds to be the only good move.

1. A shallow search (``filter_depth`` plies and the captures after them)
   gives the expected line; what it wins is measured on the board. Nothing
   decisive: not a candidate.
2. The check: first two plies shallower, where another move within half
   the margin of the best ends it (cheaply: such a position is rarely a
   puzzle deeper down); then a full-width search ``depth`` plies deep, no node cap unless
   given, no futility pruning, in which every other root move must score at
   least ``margin`` below the best (for a forced win: every other move must
   fail to force one, however slowly). Its line is played out to the end of
   the captures, trimmed of quiet moves at its end, and measured again.
3. The solver's later moves in the line are checked the same way, less
   deep; where one is not the only good move the line stops there, its
   equals accepted (``also``) when it is the last.
4. The difficulty: the shallowest search that already finds the answer
   alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Generic

from boardroom.bots.alphabeta import EVAL_LIMIT, AlphaBetaConfig, AlphaBetaResult, mate_plies
from boardroom.bots.alphabeta_bot import SearchHooks
from boardroom.bots.puzzlehooks import NO_SWING, NOT_UNIQUE, Found, Gain
from boardroom.engine.game import M, S
from boardroom.engine.puzzles import Claim

REFUTED = "refuted"  # the check's deeper search finds no decisive gain after all
MAX_SWAPS = 3  # moves of a turn in another order looked into; more: not unique


@dataclass(frozen=True)
class Swap(Generic[M]):
    """A move as good as ``best`` that ``best`` may follow in the same turn."""

    best: M
    move: M
    score: float
    depth: int
    margin: float


@dataclass(frozen=True)
class SearchPuzzles(Generic[S, M]):
    hooks: SearchHooks[S, M]
    gain: Gain[S]
    decisive: Callable[[Claim], bool]
    # (position, line, what it wins) -> the theme's word.
    theme: Callable[[S, Sequence[M], Claim], str]
    # Does this move change what the line wins (a capture, a promotion)?
    noisy: Callable[[S, M], bool]
    depth: int = 4
    margin: float = 200.0  # evaluation units every other move must lose at least
    filter_depth: int = 2
    max_line: int = 9
    nodes: int | None = None  # a cap on the check's search (None: none)
    tt_entries: int = 200_000
    quiescence_depth: int = 4
    # The position at a turn's end, for two orders of its moves (None: the text).
    key: Callable[[S], Hashable] | None = None

    def config(self, depth: int, nodes: int | None = None) -> AlphaBetaConfig:
        return AlphaBetaConfig(
            max_depth=depth,
            nodes=nodes,
            exact_ties=False,
            quiescence_depth=self.quiescence_depth,
            tt_entries=self.tt_entries,
        )

    def search(self, state: S, depth: int, nodes: int | None = None) -> AlphaBetaResult[M]:
        return self.hooks.search(self.config(depth, nodes), random.Random(0)).search(state)

    # --- what the search says --------------------------------------------------

    def contender(
        self,
        state: S,
        best: M,
        score: float,
        depth: int,
        nodes: int | None = None,
        margin: float | None = None,
        swaps: list[Swap[M]] | None = None,
    ) -> M | None:
        """Another move that scores within the margin of ``best``'s ``score``
        (for a forced win: that forces one too), or None. With ``swaps``
        given, such a move that ``best`` may follow in the same turn, ending
        it where ``best`` then it would (a game whose turn has several
        moves), is not a second answer but perhaps the turn in the other
        order: it goes to ``swaps`` for :meth:`swaps_hold` (a few at most)."""
        margin = self.margin if margin is None else margin
        floor = EVAL_LIMIT if score > EVAL_LIMIT else score - margin
        reached = after_text(state, best)
        others = [m for m in state.legal_moves() if m != best and after_text(state, m) != reached]
        search = self.hooks.search(self.config(depth, nodes), random.Random(0))
        while others:
            found = search.beats(state, others, depth, floor)
            if found is None or swaps is None or len(swaps) >= MAX_SWAPS:
                return found
            if not self.commute(state, found, best):
                return found
            swaps.append(Swap(best, found, score, depth, margin))
            others = others[others.index(found) + 1 :]
        return None

    def commute(self, state: S, first: M, then: M) -> bool:
        """May ``first`` then ``then`` be played in one turn, ending it where
        ``then`` then ``first`` does (by ``key``)?"""
        seat = state.current_seat
        ends = []
        for order in ((first, then), (then, first)):
            work = state.clone()
            for move in order:
                if work.is_terminal() or work.current_seat != seat or not work.is_legal(move):
                    return False
                work.apply(move)
            ends.append((self.key or _text)(work))
        return ends[0] == ends[1]

    def swaps_hold(
        self, state: S, line: Sequence[M], also: Sequence[M], swaps: Sequence[Swap[M]]
    ) -> bool:
        """Is each move of ``swaps`` the answer's turn in another order: the
        line's second move or one of its equals there (the moves the puzzle
        accepts after the first), after which nothing but the answer's first
        move is as good?"""
        if not swaps:
            return True
        seat = state.current_seat
        work = state.clone()
        if len(line) < 2:
            return False
        work.apply(line[0])
        if work.is_terminal() or work.current_seat != seat:
            return False
        second = {line[1], *also} if self.last_solver_ply(state, line) == 1 else {line[1]}
        for swap in swaps:
            if swap.best != line[0] or swap.move not in second:
                return False
            if swap.depth < 2:
                return False
            after = state.clone()
            after.apply(swap.move)  # the same seat to move: the same side's score
            depth, margin = swap.depth - 1, swap.margin
            if self.contender(after, swap.best, swap.score, depth, self.nodes, margin) is not None:
                return False  # something else after it is as good: another answer
        return True

    def last_solver_ply(self, state: S, line: Sequence[M]) -> int:
        seat = state.current_seat
        work = state.clone()
        last = 0
        for ply, move in enumerate(line):
            if work.current_seat == seat:
                last = ply
            work.apply(move)
        return last

    def unique(
        self,
        state: S,
        depth: int,
        nodes: int | None = None,
        margin: float | None = None,
        swaps: list[Swap[M]] | None = None,
    ) -> tuple[M, bool, tuple[M, ...]]:
        """The best move ``depth`` plies deep, whether it is the only good
        one, and the expected line."""
        result = self.search(state, depth, nodes)
        if result.depth < depth and not result.solved and not ended(result):
            return result.move, False, result.pv  # cut short: nothing proven
        found = self.contender(state, result.move, result.score, depth, nodes, margin, swaps)
        return result.move, found is None, result.pv

    def line_from(self, state: S, moves: Sequence[M]) -> list[M]:
        """``moves`` played out (legal ones only) to the end of the captures
        that follow, then trimmed of the quiet moves at its end."""
        work = state.clone()
        line: list[M] = []
        for move in moves:
            if work.is_terminal() or not work.is_legal(move) or len(line) >= self.max_line:
                break
            line.append(move)
            work.apply(move)
        while len(line) < self.max_line and not work.is_terminal():
            captures = self.hooks.captures(work) if self.hooks.captures is not None else []
            if not captures:
                break
            reply = self.search(work, 1).move
            if not self.noisy(work, reply):
                break
            line.append(reply)
            work.apply(reply)
        return self.trimmed(state, line)

    def trimmed(self, state: S, line: list[M]) -> list[M]:
        line = list(line)
        while line:
            work = state.clone()
            for move in line[:-1]:
                work.apply(move)
            last = line[-1]
            work_after = work.clone()
            work_after.apply(last)
            if self.noisy(work, last) or work_after.is_terminal():
                break
            line.pop()
        return line

    def claim(self, state: S, line: Sequence[M], seat: int) -> Claim | None:
        end = state.clone()
        for move in line:
            end.apply(move)
        return self.gain(state, end, seat)

    # --- the whole check ---------------------------------------------------------

    def solve(self, state: S, rng: random.Random | None = None) -> Found[M] | str:
        if state.is_terminal() or len(state.legal_moves()) < 2:
            return NO_SWING
        seat = state.current_seat
        quick = self.search(state, self.filter_depth)
        line = self.line_from(state, quick.pv)
        found = self.claim(state, line, seat) if line else None
        if found is None or not self.decisive(found):
            return NO_SWING
        swaps: list[Swap[M]] = []
        if (
            self.depth > 3
            and self.margin > 0
            and not self.unique(state, self.depth - 2, None, self.margin / 2, swaps)[1]
        ):
            return NOT_UNIQUE  # another move as good two plies shallower: rarely a puzzle
        if self.filter_depth >= self.depth:
            best, pv = quick.move, quick.pv
            found_other = self.contender(
                state, best, quick.score, self.depth, self.nodes, None, swaps
            )
            alone = found_other is None
        else:
            best, alone, pv = self.unique(state, self.depth, self.nodes, None, swaps)
        if not alone:
            return NOT_UNIQUE
        line = self.line_from(state, pv if pv and pv[0] == best else (best,))
        if not line:
            return REFUTED
        line, also = self.later_plies(state, line, seat)
        if not self.swaps_hold(state, line, also, swaps):
            return NOT_UNIQUE
        wins = self.claim(state, line, seat)
        if wins is None or not self.decisive(wins):
            return REFUTED
        found_at = self.depth
        for depth in range(1, self.depth):
            first, first_alone, _ = self.unique(state, depth, None, None, [])
            if first == best and first_alone:
                found_at = depth
                break
        return Found(
            tuple(line),
            wins,
            self.theme(state, line, wins),
            self.depth,
            found_at,
            tuple(also),
            swapped=tuple(dict.fromkeys(swap.move for swap in swaps)),
        )

    def later_plies(self, state: S, line: list[M], seat: int) -> tuple[list[M], list[M]]:
        """The line cut where a later move of the solver is not the only good
        one (its equals returned when that move is the solver's last)."""
        movers = []
        work = state.clone()
        for move in line:
            movers.append(work.current_seat)
            work.apply(move)
        work = state.clone()
        work.apply(line[0])
        for ply in range(1, len(line)):
            if movers[ply] == seat and not work.is_terminal():
                depth = max(1, self.depth - ply)
                result = self.search(work, depth, self.nodes)
                contenders = [] if result.move == line[ply] else [result.move]
                other = self.contender(work, line[ply], result.score, depth, self.nodes)
                contenders += [m for m in (other,) if m is not None and m not in contenders]
                if contenders:
                    wins = self.claim(state, line, seat)
                    same = [
                        m for m in contenders if self._as_good(state, line[:ply], m, wins, seat)
                    ]
                    if seat not in movers[ply + 1 :] and len(same) == len(contenders):
                        return line, contenders
                    return self.trimmed(state, line[:ply]), []
            work.apply(line[ply])
        return line, []

    def _as_good(
        self, state: S, start: Sequence[M], move: M, wins: Claim | None, seat: int
    ) -> bool:
        """Does ``move`` after ``start`` win at least ``wins`` at once?"""
        if wins is None:
            return False
        got = self.claim(state, [*start, move], seat)
        if got is None or got.kind != wins.kind:
            return False
        return got.amount >= wins.amount


def ended(result: AlphaBetaResult[M]) -> bool:
    """Did the search stop deepening at a forced end it had found (no deeper
    search finds a faster one): a proven result, not one cut short?"""
    plies = mate_plies(result.score)
    return plies is not None and abs(plies) <= result.depth


def _text(state: S) -> Hashable:
    return state.to_text()


def after_text(state: S, move: M) -> str:
    """The position a move leads to: two routes to it are one move here."""
    state.apply(move)
    try:
        return state.to_text()
    finally:
        state.undo()
