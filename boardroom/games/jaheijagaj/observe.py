"""What each seat saw of a move (RULINGS 5, "The move list"), worked out as
the move is played on the true state, from each seat's sight before and after:

- how the move reads for it: the move itself (its own, a public one, one it
  saw whole, or any move once the seat is out), a hidden move ("Blue moved")
  when it saw none of it, else the move cut to the hexes it saw, UNSEEN for
  each stretch out of its sight, with the piece named (its start may be
  unseen). The hexes are those the pieces went through, so a move stopped by
  a hidden piece reads as far as it went;
- what changed in its sight (an ``Effect``): the cells it sees that changed
  and the Wraiths it sees, so that a view's history replayed from its start
  shows at every ply what the seat saw then, and nothing else.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from boardroom.games.jaheijagaj.board import board, members
from boardroom.games.jaheijagaj.moves import (
    ATTACK,
    CHARGE,
    FORWARD,
    HIDDEN,
    LEFT,
    MOVE,
    PASS,
    RESIGN,
    RIGHT,
    SPAWN,
    UNSEEN,
    JMove,
    hidden,
)
from boardroom.games.jaheijagaj.pieces import WRAITH, code, kind_of, side_of

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import Play

Wraiths = tuple[tuple[int, int] | None, ...]
# The cells a seat sees that changed (hex, code), and its Wraiths that did (seat, Wraith).
Effect = tuple[tuple[tuple[int, int], ...], tuple[tuple[int, tuple[int, int] | None], ...]]
# What everyone knows after a move: the seat to move, the seats in, those that
# left, and whether a piece was removed (the move limit).
Public = tuple[int, tuple[bool, ...], tuple[tuple[int, str], ...], bool]
Told = tuple[JMove, Effect]
Witness = tuple[Public, tuple[Told, ...]]  # per move of the history


@cache
def four(centre: int, facing: int) -> tuple[tuple[int, ...], int]:
    """A Wraith's hexes at (centre, facing), as a tuple and as bits."""
    hexes = board().footprint[centre][facing] or ()
    return hexes, sum(1 << x for x in hexes)


def shown(cells: list[int], wraiths: Wraiths, seat: int, visible: int, h: int) -> int:
    """The code ``seat`` sees on ``h`` (a Wraith is seen whole when any of its hexes is)."""
    c = cells[h]
    if not c or side_of(c) == seat:
        return c
    if kind_of(c) == WRAITH:
        found = wraiths[side_of(c)]
        return c if found is not None and visible & four(*found)[1] else 0
    return c if visible >> h & 1 else 0


def seen_wraith(wraiths: Wraiths, seat: int, visible: int, side: int) -> tuple[int, int] | None:
    found = wraiths[side]
    if found is None or side == seat or visible & four(*found)[1]:
        return found
    return None


def effect(play: Play, seat: int, before: int, after: int, changed: list[int]) -> Effect:
    """What changed in what ``seat`` sees: ``before`` and ``after`` are its sight."""
    cells_before, cells = play.cells_before, play.state.cells
    wraiths_before, wraiths_after = play.wraiths_before, play.wraiths_after
    flipped = before ^ after
    spots = set(changed)
    wraith_changes = []
    for side, old in enumerate(wraiths_before):
        new = wraiths_after[side]
        if side == seat or old == new and (not flipped or not old or not flipped & four(*old)[1]):
            if side == seat and old != new:
                wraith_changes.append((side, new))
            continue  # its own cells are always shown: ``changed`` has them
        seen_new = seen_wraith(wraiths_after, seat, after, side)
        if seen_wraith(wraiths_before, seat, before, side) != seen_new:
            wraith_changes.append((side, seen_new))
        for found in (old, new):
            if found is not None:
                spots.update(four(*found)[0])
    cell_changes = []
    for h in spots:
        now = shown(cells, wraiths_after, seat, after, h)
        if now != shown(cells_before, wraiths_before, seat, before, h):
            cell_changes.append((h, now))
    # A hex in or out of its sight, its piece (not its own, not a Wraith) unmoved.
    for h in members(flipped) if flipped else ():
        c = cells[h]
        if c and h not in spots and side_of(c) != seat and kind_of(c) != WRAITH:
            cell_changes.append((h, c if after >> h & 1 else 0))
    cell_changes.sort()
    return tuple(cell_changes), tuple(wraith_changes)


def changes(before: list[int], after: list[int]) -> list[int]:
    """The hexes whose cell changed (codes are below 256: a byte each, so one
    XOR of the two boards as integers finds them)."""
    diff = int.from_bytes(bytes(before), "little") ^ int.from_bytes(bytes(after), "little")
    out = []
    while diff:
        h = ((diff & -diff).bit_length() - 1) >> 3
        out.append(h)
        diff &= ~(0xFF << (h << 3))
    return out


def cut(hexes: tuple[int, ...], seen: int) -> tuple[int, ...] | None:
    """The hexes seen, in order, UNSEEN for each stretch between; None if none is."""
    out: list[int] = []
    for h in hexes:
        if seen >> h & 1:
            out.append(h)
        elif not out or out[-1] != UNSEEN:
            out.append(UNSEEN)
    return tuple(out) if any(h != UNSEEN for h in out) else None


class Sketch:
    """The hexes a move went through (its pieces' ways, a Wraith's footprints),
    worked out once, then read for each seat by what that seat saw."""

    def __init__(self, play: Play, mover: int) -> None:
        move = self.move = play.move
        self.mover = mover
        self.piece = 0
        self.whole = True  # every piece went the whole way entered
        self.mask = 0
        self.trails: list[tuple[int, ...]] = []
        if move.kind in (MOVE, ATTACK):
            routes = (move.path, ()) if move.kind == MOVE else (move.path[:-1], *move.helpers)
            for route in routes[: 1 if move.kind == MOVE else None]:
                trail = play.walked.get(route[0], route[:1])
                self.trails.append(trail)
                self.whole = self.whole and trail == route
                for h in trail:
                    self.mask |= 1 << h
            if move.kind == ATTACK:
                self.mask |= 1 << move.path[-1]
            self.piece = play.cells_before[move.path[0]]
        elif move.kind == SPAWN:
            self.mask = 1 << move.path[0]
        else:  # a Wraith's: its centre counts as seen where any hex of its footprint is
            self.piece = code(mover, WRAITH)
            facings = {w[1] for w in (play.wraiths_before[mover], play.wraiths_after[mover]) if w}
            centre = move.path[0]
            self.reached = play.reached if play.reached >= 0 else centre
            self.at_start = self.at_end = 0
            for f in facings:
                self.at_start |= four(centre, f)[1]
                self.at_end |= four(self.reached, f)[1]
            self.mask = self.at_start | self.at_end
            self.whole = move.kind not in (FORWARD, CHARGE) or self.reached == move.path[1]

    def told(self, seen: int) -> JMove:
        """How the move reads for a seat that saw the hexes in ``seen`` and is
        neither its mover nor out."""
        move, kind = self.move, self.move.kind
        if not seen & self.mask:
            return hidden(kind, self.mover)
        if seen & self.mask == self.mask and self.whole or kind not in (MOVE, ATTACK, *WALKS):
            return move  # seen whole, a spawn, a Wraith's turn
        if kind == MOVE:
            part = cut(self.trails[0], seen)
            assert part is not None
            return JMove(MOVE, part, seat=self.mover, piece=self.piece)
        if kind == ATTACK:
            parts = [cut(t, seen) for t in self.trails]
            target = move.path[-1]
            way = (parts[0] or (UNSEEN,)) + (target if seen >> target & 1 else UNSEEN,)
            helpers = tuple(p for p in parts[1:] if p is not None)
            return JMove(ATTACK, way, helpers, seat=self.mover, piece=self.piece)
        centre, reached = move.path[0], self.reached
        if reached == centre:
            path: tuple[int, ...] = (centre,)  # stopped at once
        else:
            path = (
                centre if seen & self.at_start else UNSEEN,
                reached if seen & self.at_end else UNSEEN,
            )
            if path == move.path:
                return move  # both ends seen: a Wraith is seen whole or not at all
        return JMove(kind, path, seat=self.mover, piece=self.piece)


WALKS = (FORWARD, CHARGE)


def blocked_as_seen(
    entry: JMove, blockers: list[tuple[int, int]], seat: int, seen: int, nothing_moved: bool
) -> JMove:
    """A move that hidden pieces stopped, for a seat other than its mover:
    the blockers it saw (or its own), and for an attack called off or a turn
    blocked, that it was (UNSEEN for the blockers it did not see)."""
    named = [(h, c) for h, c in blockers if side_of(c) == seat or seen >> h & 1]
    if nothing_moved and len(named) < len(blockers):
        named.append((UNSEEN, 0))
    return replace(entry, blocked=tuple(named)) if named else entry


def witness(play: Play, before: list[int], after: list[int]) -> Witness:
    """What each seat saw of the move just played, the turn passed on
    (``before`` and ``after``: each seat's sight)."""
    state, move, mover = play.state, play.move, play.seat
    play.wraiths_after = tuple(state.wraith)
    changed = changes(play.cells_before, state.cells)
    public = move.kind in (PASS, RESIGN)
    sketch = None if public else Sketch(play, mover)
    blockers = [(h, play.cells_before[h]) for h in dict.fromkeys(play.revealed)]
    told = []
    for seat in range(state.num_seats):
        if sketch is None or seat == mover or not state.alive[seat]:
            entry = move
            if blockers:  # the mover meets them: revealed to it
                entry = replace(move, blocked=tuple(blockers))
        else:
            seen = before[seat] | after[seat]
            entry = sketch.told(seen)
            if blockers and entry.kind != HIDDEN:
                nothing_moved = play.called_off or move.kind in (LEFT, RIGHT)
                entry = blocked_as_seen(entry, blockers, seat, seen, nothing_moved)
        told.append((entry, effect(play, seat, before[seat], after[seat], changed)))
    facts = (state.to_move, tuple(state.alive), state.out, play.removed)
    return facts, tuple(told)
