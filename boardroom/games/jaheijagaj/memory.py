"""Each seat's memory of the pieces it no longer sees (RULINGS 5, "Memory"
and "The move list"), brought up to date after a move on the true state.

A piece of another side that a seat saw during the move (on a hex it saw
before the move or after it) and does not see at its end is marked on the
last hex where the seat saw it: a piece that stood still where it stands; a
piece that moved on the last hex of its way in the seat's sight (the mover
knows its own move whole, so where its helpers went); a Wraith at the last
place where the seat saw any of its hexes. That hex may still be in sight:
the piece went out of sight from there, and its end is never named.

A mark goes when its hex (for a Wraith, any of its hexes) comes back into
sight, when the seat sees a piece on it (or a Wraith over it), or when the
piece's seat leaves; no mark is ever made under a piece the seat sees, so a
hidden blocker the mover then sees is drawn live, not marked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.games.jaheijagaj.board import board, members
from boardroom.games.jaheijagaj.moves import ATTACK, CHARGE, FORWARD, LEFT, MOVE, RIGHT
from boardroom.games.jaheijagaj.observe import four, shown
from boardroom.games.jaheijagaj.pieces import KIGGYAR, WRAITH, code, kind_of, side_of

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import JaheijagajState, Mark, Play

# A piece's way through the move: its code before, its code at the end (0 if
# it was removed), and the places it went through, in order (an infantry
# piece's hexes; a Wraith's (centre, facing)).
Way = tuple[int, int, list[tuple[int, int]]]


def ways(play: Play) -> list[Way]:
    """The pieces that moved (a called-off attack moves none)."""
    move, state = play.move, play.state
    before, after = play.cells_before, state.cells
    out: list[Way] = []
    if move.kind in (MOVE, ATTACK) and not move.piece and not play.called_off:
        routes = [move.path] if move.kind == MOVE else [move.path, *move.helpers]
        for route in routes:
            trail = play.walked.get(route[0])
            if trail is None:
                continue
            if move.kind == ATTACK and route is move.path:
                trail = trail + (route[-1],)  # the primary ends on the target
            out.append((before[route[0]], after[trail[-1]], [(h, -1) for h in trail]))
    elif move.kind in (FORWARD, CHARGE, LEFT, RIGHT):
        start = play.wraiths_before[play.seat]
        if start is None:
            return out
        now = play.wraiths_after[play.seat]
        centre, facing = start
        places = [start]
        if move.kind in (LEFT, RIGHT):
            if now is not None and now != start:
                places.append(now)
        elif play.reached >= 0:
            b = board()
            while centre != play.reached:
                centre = b.step[centre][facing]
                places.append((centre, facing))
        wraith = code(play.seat, WRAITH)
        out.append((wraith, wraith if now is not None else 0, places))
    return out


def hexes_of(place: tuple[int, int]) -> tuple[int, ...]:
    return (place[0],) if place[1] < 0 else four(*place)[0]


def update(play: Play, before: list[int], after: list[int]) -> None:
    """Each seat's memory after the move; ``before`` and ``after``: each seat's sight."""
    state = play.state
    moved = ways(play)
    for seat in range(state.num_seats):
        if not state.alive[seat]:
            if state.memory[seat]:
                state.memory[seat] = {}
            continue
        Seat(play, seat, before[seat], after[seat]).update(moved)


class Seat:
    """One seat's memory brought up to date."""

    def __init__(self, play: Play, seat: int, before: int, now: int) -> None:
        self.play = play
        self.state: JaheijagajState = play.state
        self.seat = seat
        self.before = before
        self.now = now
        self.ply = len(self.state.history)
        self.memory: dict[int, Mark] = self.state.memory[seat]
        self.wraiths = tuple(self.state.wraith)

    def sees_piece(self, h: int) -> bool:
        """Does the seat see a piece on ``h`` now (its own, or a Wraith over it)?"""
        return bool(shown(self.state.cells, self.wraiths, self.seat, self.now, h))

    def update(self, moved: list[Way]) -> None:
        memory, back = self.memory, self.now & ~self.before
        for anchor, mark in list(memory.items()):
            hexes = hexes_of((anchor, mark[1] if kind_of(mark[0]) == WRAITH else -1))
            if any(back >> x & 1 or self.sees_piece(x) for x in hexes):
                del memory[anchor]
        ways_from = set()
        for piece, end_code, places in moved:
            ways_from.add(places[0][0])
            self.follow(piece, end_code, places)
        self.stood_still(ways_from)
        if self.seat == self.play.seat:
            self.blockers()

    def mark(self, piece: int, place: tuple[int, int], ply: int | None = None) -> None:
        """Remember ``piece`` at ``place``, unless the seat sees a piece there."""
        side = side_of(piece)
        if side == self.seat or side != KIGGYAR and not self.state.alive[side]:
            return
        if any(self.sees_piece(x) for x in hexes_of(place)):
            return
        self.memory[place[0]] = (piece, place[1], self.ply if ply is None else ply)

    def follow(self, piece: int, end_code: int, places: list[tuple[int, int]]) -> None:
        """A piece that moved: marked on the last place of its way the seat
        saw, if it does not see where it ended."""
        if side_of(piece) == self.seat:
            return
        mover = self.seat == self.play.seat  # knows its own move whole
        seen = self.before | self.now
        last = -1
        for i, place in enumerate(places):
            if mover or any(seen >> x & 1 for x in hexes_of(place)):
                last = i
        if last < 0 or not end_code:
            return  # never seen, or removed on the way
        end = places[-1]
        if any(self.now >> x & 1 for x in hexes_of(end)):
            return  # seen where it ended: drawn live
        self.mark(end_code if last == len(places) - 1 else piece, places[last])

    def stood_still(self, ways_from: set[int]) -> None:
        """Pieces that did not move, on hexes that left the seat's sight."""
        play, state = self.play, self.state
        lost = self.before & ~self.now
        if not lost:
            return
        for h in members(lost):
            c = play.cells_before[h]
            if c and kind_of(c) != WRAITH and h not in ways_from and state.cells[h] == c:
                self.mark(c, (h, -1))
        for side, found in enumerate(play.wraiths_before):
            if found is None or play.wraiths_after[side] != found:
                continue  # it moved (``follow``) or was destroyed
            hexes = four(*found)[1]
            if hexes & self.before and not hexes & self.now:
                self.mark(code(side, WRAITH), found)

    def blockers(self) -> None:
        """The hidden pieces the mover ran into: marked where they stand
        (one it then sees is drawn live instead)."""
        state = self.state
        for h in self.play.revealed:
            c = state.cells[h]
            if not c:
                continue
            if kind_of(c) == WRAITH:
                found = state.wraith[side_of(c)]
                if found is not None:
                    self.mark(c, found)
            else:
                self.mark(c, (h, -1))
