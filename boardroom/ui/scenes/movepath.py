"""A move as a board shows it happening: which pieces travel where, which are
taken, which appear (lichess's chessground animates the model's change, not
the scene's guess: PRACTICES 23).

Each game's adapter fills a :class:`MovePath` from the move and the
positions before and after it, as the seat at the screen knows them; the
scene plays it on its own pictures of those positions. Nothing here names a
game or a geometry: cells are the scene's cell numbers.

:class:`Timeline` turns a path and a pace into what stands where at any
millisecond (pure arithmetic, so tests ask it for any moment directly).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field

# The settings' choices and each one's time for one step of a path (ms).
PACES: dict[str, int] = {"off": 0, "fast": 150, "normal": 220, "slow": 300}
PACE_NAMES = tuple(PACES)
DEFAULT_PACE = "normal"
# A path longer than this many steps goes faster, down to half the pace.
PLAIN_STEPS = 4
FASTEST = 0.5


@dataclass(frozen=True)
class Travel:
    """One piece's way: the cells it stands on in turn, its start first (a
    turn on the spot: the same cell twice). ``hops``: per leg, lifted over
    what it passes (a jump, a vault) rather than sliding; ``together``: it
    starts with the travel before it (a swap); ``vanishes``: it is taken as
    it arrives (an ambush)."""

    cells: tuple[int, ...]
    hops: tuple[bool, ...] = ()
    together: bool = False
    vanishes: bool = False

    @property
    def legs(self) -> int:
        return max(0, len(self.cells) - 1)

    def hop(self, leg: int) -> bool:
        return leg < len(self.hops) and self.hops[leg]


@dataclass(frozen=True)
class Taken:
    """A piece of the position before that leaves the board: it fades as leg
    ``leg`` of the path ends (legs counted over all the travels in order;
    -1: the last leg)."""

    cell: int
    leg: int = -1


@dataclass(frozen=True)
class MovePath:
    """Travels played one after another, the pieces taken on the way, and the
    cells where a piece (or anything the scene draws on a cell: a lake)
    appears once the travels are done."""

    travels: tuple[Travel, ...] = ()
    taken: tuple[Taken, ...] = ()
    appears: tuple[int, ...] = ()

    def is_empty(self) -> bool:
        return not (self.travels or self.taken or self.appears)


def leg_hops(cells: tuple[int, ...], hop: bool) -> tuple[bool, ...]:
    return (hop,) * max(0, len(cells) - 1)


@dataclass(frozen=True)
class Pose:
    """Where a travelling piece is: between cells ``a`` and ``b`` at ``f``
    (0 at ``a``, 1 at ``b``, eased), lifted by an arc when ``hop``;
    ``state``: "waiting" (at its start), "moving" or "arrived"."""

    a: int
    b: int
    f: float
    hop: bool
    state: str
    opacity: float = 1.0


@dataclass(frozen=True)
class Frame:
    """The picture at one moment: a pose per travel, an opacity per taken
    piece (1 still there, 0 gone) and per appearance (0 not yet, 1 there)."""

    poses: tuple[Pose, ...]
    taken: tuple[float, ...]
    appears: tuple[float, ...]


def ease(x: float) -> float:
    """Slow out, slow in (a sine's half)."""
    x = min(1.0, max(0.0, x))
    return 0.5 - 0.5 * math.cos(math.pi * x)


@dataclass
class _Slot:
    begin: float
    leg: float  # ms per leg
    legs: int


@dataclass
class Timeline:
    """When each part of ``path`` happens at ``step_ms`` a step."""

    path: MovePath
    step_ms: int
    total: int = 0
    _slots: list[_Slot] = field(default_factory=list)
    _taken_at: list[tuple[float, float]] = field(default_factory=list)
    _appear_at: tuple[float, float] = (0.0, 0.0)

    def __post_init__(self) -> None:
        sequential = sum(max(1, t.legs) for t in self.path.travels if not t.together)
        factor = 1.0 if sequential <= PLAIN_STEPS else max(FASTEST, PLAIN_STEPS / sequential)
        step = self.step_ms * factor
        cursor = 0.0
        begin = 0.0
        ends: list[float] = []  # each leg's end, in order over the travels
        for travel in self.path.travels:
            if not travel.together:
                begin = cursor
            legs = max(1, travel.legs)
            self._slots.append(_Slot(begin, step, legs))
            ends += [begin + step * (k + 1) for k in range(travel.legs)]
            cursor = max(cursor, begin + step * legs)
        fade = 0.8 * self.step_ms
        for taken in self.path.taken:
            if ends:
                index = taken.leg if 0 <= taken.leg < len(ends) else len(ends) - 1
                at = ends[index]
                self._taken_at.append((max(0.0, at - 0.3 * step), at - 0.3 * step + fade))
            else:
                self._taken_at.append((0.0, fade))
        last = cursor
        for slot, travel in zip(self._slots, self.path.travels, strict=True):
            if travel.vanishes:
                last = max(last, slot.begin + slot.leg * slot.legs + fade)
        if self.path.appears:
            self._appear_at = (cursor, cursor + fade)
            last = max(last, cursor + fade)
        ends_taken = [end for _, end in self._taken_at]
        self.total = round(max([last, *ends_taken]))

    def at(self, ms: float) -> Frame:
        poses = tuple(self._pose(slot, travel, ms) for slot, travel in self._pairs())
        taken = tuple(1.0 - _part(ms, a, b) for a, b in self._taken_at)
        a, b = self._appear_at
        appears = tuple(_part(ms, a, b) for _ in self.path.appears)
        return Frame(poses, taken, appears)

    def _pairs(self) -> list[tuple[_Slot, Travel]]:
        return list(zip(self._slots, self.path.travels, strict=True))

    def _pose(self, slot: _Slot, travel: Travel, ms: float) -> Pose:
        cells = travel.cells if len(travel.cells) >= 2 else travel.cells * 2
        span = slot.leg * slot.legs
        t = ms - slot.begin
        if t <= 0:
            return Pose(cells[0], cells[1], 0.0, travel.hop(0), "waiting")
        if t >= span:
            end = cells[-1]
            opacity = 1.0
            if travel.vanishes:
                opacity = 1.0 - _part(t - span, 0.0, 0.8 * self.step_ms)
            state = "moving" if travel.vanishes and opacity > 0 else "arrived"
            return Pose(cells[-2], end, 1.0, travel.hop(slot.legs - 1), state, opacity)
        plain = not any(travel.hop(k) for k in range(slot.legs))
        if plain:  # one smooth run from start to end, without a stop at each cell
            s = ease(t / span) * slot.legs
        else:  # a landing between two jumps: each leg its own
            k = int(t // slot.leg)
            s = k + ease((t - k * slot.leg) / slot.leg)
        leg = min(slot.legs - 1, int(s))
        return Pose(cells[leg], cells[leg + 1], s - leg, travel.hop(leg), "moving")


def _part(ms: float, a: float, b: float) -> float:
    """How far ``ms`` is through [a, b], from 0 to 1."""
    if b <= a:
        return 1.0 if ms >= a else 0.0
    return min(1.0, max(0.0, (ms - a) / (b - a)))


def path_between(
    before: Mapping[int, Hashable], after: Mapping[int, Hashable], travels: Sequence[Travel]
) -> MovePath:
    """``travels`` and what else changed between two positions (each cell's
    piece as a value: what it looks like). A piece of ``before`` that a
    traveller lands on, or whose cell shows something else afterwards, is
    taken (as the travel reaching its cell ends, else at the end); a piece
    of ``after`` that no traveller brings and was not there appears."""
    starts = {t.cells[0] for t in travels if t.cells}
    ends = {t.cells[-1] for t in travels if t.cells and not t.vanishes}
    reached: dict[int, int] = {}  # a cell -> the leg (overall) that reaches it
    leg = 0
    for travel in travels:
        for k, cell in enumerate(travel.cells[1:]):
            reached.setdefault(cell, leg + k)
        leg += travel.legs
    taken = tuple(
        Taken(cell, reached.get(cell, -1))
        for cell in sorted(before)
        if cell not in starts and (cell in ends or after.get(cell) != before[cell])
    )
    appears = tuple(
        cell for cell in sorted(after) if cell not in ends and before.get(cell) != after[cell]
    )
    return MovePath(tuple(travels), taken, appears)
