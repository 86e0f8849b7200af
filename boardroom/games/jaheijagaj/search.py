"""The bots' search in one full-information world (a sample of what the seat
knows, see ``worlds``).

A candidate move is followed by every seat that moves before the mover's
next turn. Each of them takes its best capture (an attack or a charge) when
that is worth more to it than doing nothing of the kind, so a piece left
where some seat can take it is seen to be lost, whoever that seat is. With
``replies``, the first of them instead plays its best answer among all its
moves (by their value to it one ply on), and its few best answers are
weighed against what the mover can strike back with. With ``strike``, the
mover's own best capture when the turn comes back is counted: a threat it
makes is worth something, and a lead is pressed. Every seat picks by its own
value (the evaluation's margins), so the line is played as each seat would.

The search spends a ``Budget`` of evaluations and of time, checked inside a
world's search as well as between worlds.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from boardroom.games.jaheijagaj.evaluation import PLAIN, Targets, Weights, candidates, values
from boardroom.games.jaheijagaj.moves import CHARGE, FORWARD, LEFT, MOVE, PASS, RIGHT, JMove
from boardroom.games.jaheijagaj.pieces import is_infantry, side_of
from boardroom.games.jaheijagaj.rules import Generator, JaheijagajState


class OutOfBudget(Exception):
    """The budget ran out in the middle of a search: its result is dropped."""


@dataclass
class Budget:
    """Evaluations and seconds a choice may spend (None: no limit)."""

    nodes: int | None = None
    seconds: float | None = None
    clock: Callable[[], float] = time.perf_counter
    used: int = 0
    started: float = field(default=0.0)

    def __post_init__(self) -> None:
        self.started = self.clock()

    def spend(self) -> None:
        self.used += 1
        if self.nodes is not None and self.used > self.nodes:
            raise OutOfBudget
        if self.seconds is not None and self.used % 8 == 0 and self.elapsed() > self.seconds:
            raise OutOfBudget

    def elapsed(self) -> float:
        return self.clock() - self.started

    def left(self) -> bool:
        if self.nodes is not None and self.used >= self.nodes:
            return False
        return self.seconds is None or self.elapsed() < self.seconds


@dataclass(frozen=True)
class Plan:
    """How deep a level looks after its own move."""

    replies: int = 0  # the next seat's answers looked at in full (0: captures only)
    strike: bool = False  # count the mover's best capture when its turn comes back
    answers: int = 3  # of those answers, how many are weighed against the strike back
    weights: Weights = PLAIN
    caution: float = 1.0  # how surely the next seat is taken to make its best capture
    # When the turn comes back, the share of the next seat's best capture
    # (were the mover to pass) counted against it: a second piece left
    # where it can be taken is seen to hang, even when the first reply had
    # something better to do.
    guard: float = 0.0
    targets: Targets | None = None  # what each seat closes in on (the root's: ``evaluation``)
    me: int = -1  # the seat searching (``evaluation.values``)


QUIET = frozenset({MOVE, FORWARD, LEFT, RIGHT})
THREAT = 0.3  # what a capture the mover could make next turn is worth of its gain


def judge(world: JaheijagajState, budget: Budget, plan: Plan) -> list[float]:
    budget.spend()
    return values(world, plan.weights, plan.targets, plan.me)


def captures(world: JaheijagajState, seat: int) -> list[JMove]:
    """``seat``'s attacks and charges in a world (one per distinct move)."""
    cells = world.cells
    gen = Generator(world, seat, cells)
    mine = [h for h, c in enumerate(cells) if c and side_of(c) == seat and is_infantry(c)]
    found = gen.attacks(mine)
    if world.wraith[seat] is not None:
        found += [m for m in gen.wraith_moves() if m.kind == CHARGE]
    return candidates(found)


def pass_move(seat: int) -> JMove:
    return JMove(PASS, seat=seat)


def best_capture(
    world: JaheijagajState, budget: Budget, plan: Plan, standing: list[float]
) -> tuple[JMove | None, list[float]]:
    """The seat to move's capture worth most to it, if worth more than
    ``standing`` (its values when it captures nothing)."""
    seat = world.current_seat
    best, best_values = None, standing
    for move in captures(world, seat):
        world.apply(move)
        try:
            after = judge(world, budget, plan)
        finally:
            world.undo()
        if after[seat] > best_values[seat]:
            best, best_values = move, after
    return best, best_values


def follow(world: JaheijagajState, me: int, plan: Plan, budget: Budget, first: bool) -> list[float]:
    """The values after the seats that move before ``me`` again have played
    (see the module), the world being after ``me``'s move."""
    if world.is_terminal() or not world.alive[me]:
        return judge(world, budget, plan)
    seat = world.current_seat
    if seat == me:
        standing = judge(world, budget, plan)
        if not plan.strike:
            return standing
        # A threat, not a capture: the others may still see it coming.
        struck = best_capture(world, budget, plan, standing)[1]
        out = [s + THREAT * (t - s) for s, t in zip(standing, struck, strict=True)]
        if plan.guard:
            hanging = exposed(world, budget, plan)
            out = [o + plan.guard * h for o, h in zip(out, hanging, strict=True)]
        return out
    if first and plan.replies:
        return answered(world, me, plan, budget)
    standing_move: JMove = pass_move(seat)
    world.apply(standing_move)
    try:
        standing = judge(world, budget, plan)
    finally:
        world.undo()
    move, _ = best_capture(world, budget, plan, standing)
    world.apply(move if move is not None else standing_move)
    try:
        taken = follow(world, me, plan, budget, False)
    finally:
        world.undo()
    if move is None or not first or plan.caution >= 1.0:
        return taken
    # A careless level counts on the capture only in part.
    world.apply(standing_move)
    try:
        spared = follow(world, me, plan, budget, False)
    finally:
        world.undo()
    return [plan.caution * t + (1.0 - plan.caution) * s for t, s in zip(taken, spared, strict=True)]


def exposed(world: JaheijagajState, budget: Budget, plan: Plan) -> list[float]:
    """What the next seat's best capture would change (its values less the
    values before it), were the seat to move to pass."""
    world.apply(pass_move(world.current_seat))
    try:
        if world.is_terminal():
            return [0.0] * world.num_seats
        standing = judge(world, budget, plan)
        taken = best_capture(world, budget, plan, standing)[1]
        return [t - s for t, s in zip(taken, standing, strict=True)]
    finally:
        world.undo()


def threatened(world: JaheijagajState, me: int) -> set[int]:
    """The hexes of ``me``'s pieces that the next seat could take, were
    ``me`` (to move) to pass: the moves of those pieces are searched."""
    world.apply(pass_move(me))
    try:
        if world.is_terminal():
            return set()
        mine = [h for h, c in enumerate(world.cells) if c and side_of(c) == me]
        hit: set[int] = set()
        for move in captures(world, world.current_seat):
            world.apply(move)
            try:
                hit.update(h for h in mine if side_of(world.cells[h]) != me or not world.cells[h])
            finally:
                world.undo()
        return hit
    finally:
        world.undo()


def answered(world: JaheijagajState, me: int, plan: Plan, budget: Budget) -> list[float]:
    """The next seat's best answer among all its moves by its value one ply
    on; its few best answers are played out (the others' captures, the
    mover's strike) and it picks the one that leaves it best."""
    seat = world.current_seat
    ranked: list[tuple[float, JMove]] = []
    moves = candidates(world.legal_moves())
    forcing = [m for m in moves if m.kind not in QUIET]
    quiet = [m for m in moves if m.kind in QUIET]
    quiet.sort(key=lambda m: -len(m.path))  # the longest marches first
    for move in forcing + quiet[: max(0, plan.replies - len(forcing))]:
        world.apply(move)
        try:
            ranked.append((judge(world, budget, plan)[seat], move))
        finally:
            world.undo()
    ranked.sort(key=lambda r: -r[0])
    best: list[float] | None = None
    for _own, move in ranked[: max(1, plan.answers)]:
        world.apply(move)
        try:
            after = follow(world, me, plan, budget, False)
        finally:
            world.undo()
        if best is None or after[seat] > best[seat]:
            best = after
    assert best is not None
    return best


def line_value(world: JaheijagajState, move: JMove, me: int, plan: Plan, budget: Budget) -> float:
    """``me``'s value after ``move`` and the play that follows (the module)."""
    world.apply(move)
    try:
        return follow(world, me, plan, budget, True)[me]
    finally:
        world.undo()


def one_ply(world: JaheijagajState, move: JMove, me: int, plan: Plan, budget: Budget) -> float:
    world.apply(move)
    try:
        return judge(world, budget, plan)[me]
    finally:
        world.undo()


__all__ = ["Budget", "OutOfBudget", "Plan", "captures", "line_value", "one_ply", "threatened"]
