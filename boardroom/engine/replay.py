"""Rows computed over a game's history by replaying it, kept between calls:
the replay goes on from where it stopped while the history only grows, and
starts again when moves were taken back or the key changes. A long game then
costs one move's work per new move, not a replay from the start each time."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from boardroom.engine.game import AnyState, M, Move, State

R = TypeVar("R")


class Replayed(Generic[R]):
    """One row per move of a history (``row(state_before, move, index)``),
    for the same ``key`` (another game, view or language starts again)."""

    def __init__(self) -> None:
        self._key: object = None
        self._moves: list[Move] = []
        self._rows: list[R] = []
        self._state: AnyState | None = None  # the replay, at the last move done

    def seed(self, key: object, history: Sequence[Move], rows: list[R], state: AnyState) -> None:
        """Rows already known for ``history`` (worked out elsewhere), ``state``
        standing after its last move: the next call goes on from there."""
        self._key, self._moves, self._rows, self._state = key, list(history), list(rows), state

    def rows(
        self,
        key: object,
        history: Sequence[M],
        start: Callable[[], State[M]],
        row: Callable[[State[M], M, int], R],
    ) -> list[R]:
        done = len(self._moves)
        if (
            self._state is None
            or key is not self._key
            and key != self._key
            or len(history) < done
            or list(history[:done]) != self._moves
        ):
            self._key, self._moves, self._rows, self._state = key, [], [], start()
        state = self._state
        for move in history[len(self._moves) :]:
            self._rows.append(row(state, move, len(self._rows)))
            state.apply(move)
            self._moves.append(move)
        return list(self._rows)


class Positions(Generic[M]):
    """The positions of a history, each reached without a replay from the
    start every time: a copy of the position every ``EVERY`` moves is kept
    as it is passed, and the position before move ``i`` is the nearest kept
    one moved forward (apply) or back (undo) to ``i``. Given the game itself
    (``source``, standing after the whole history with its undo snapshots),
    the last positions are reached backwards from it, with no replay at all:
    a long game's last rows cost a few undos."""

    EVERY = 128

    def __init__(self) -> None:
        self._moves: list[M] = []
        self._start: Callable[[], State[M]] | None = None
        self._kept: dict[int, State[M]] = {}  # ply -> the position after that many moves

    def update(
        self,
        history: Sequence[M],
        start: Callable[[], State[M]],
        source: State[M] | None = None,
    ) -> int:
        """The history now (``start`` makes its first position); returns how
        many of its first moves are the same as at the last call (the
        positions before them are kept)."""
        old = self._moves
        same = min(len(old), len(history))
        if list(history[:same]) != old[:same]:
            same = next(i for i in range(same) if history[i] != old[i])
        self._moves = list(history)
        self._start = start
        # The positions still true, every EVERY moves (not the last call's
        # copy of the game's end: one a move would add up over a long game).
        self._kept = {
            ply: state for ply, state in self._kept.items() if ply <= same and ply % self.EVERY == 0
        }
        if source is not None and source.can_undo_all():
            self._kept[len(history)] = source.clone()  # a copy: the game goes on
        return same

    def before(self, index: int) -> State[M]:
        """A fresh copy of the position in which move ``index`` was played
        (``len(history)``: the position after the last move); the caller may
        play on it."""
        if not 0 <= index <= len(self._moves):
            raise IndexError(index)
        # The nearest kept position: forward costs a move each, back an undo each.
        best: tuple[int, int] | None = None
        for ply in self._kept:
            cost = abs(index - ply)
            if best is None or cost < best[0]:
                best = (cost, ply)
        if best is None or best[0] > index:  # the start is nearer
            state, ply = self._from_start(), 0
        else:
            ply = best[1]
            state = self._kept[ply].clone()
        while ply < index:
            state.apply(self._moves[ply])
            ply += 1
            self._keep(ply, state)
        while state.ply > index:  # a resignation's ending is undone first, at the same ply
            state.undo()
            self._keep(state.ply, state)
        return state

    def _from_start(self) -> State[M]:
        assert self._start is not None
        state = self._start()
        self._keep(0, state)
        return state

    def _keep(self, ply: int, state: State[M]) -> None:
        if ply % self.EVERY == 0 and ply not in self._kept:
            self._kept[ply] = state.clone()
