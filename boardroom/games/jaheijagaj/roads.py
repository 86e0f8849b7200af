"""Steps from each hex to the nearest of some goals as the board stands:
the way an army marches (``evaluation``'s press and march terms).

The empty board's walks (``evaluation.walks``) see no piece in the way, so
a seat's own Wraith across the three-hex band of level 0 walls its army in
without any walk growing longer, and nothing moves the Wraith away. Here
every piece of another side blocks (the goals themselves excepted), and
the seat's own Wraith costs ``TOLL`` steps more to pass (it can move away,
slowly); its own infantry costs nothing more (it steps aside).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from boardroom.games.jaheijagaj.board import COUNT, board
from boardroom.games.jaheijagaj.pieces import INFANTRY, WRAITH, code, side_of

FAR_ROAD = 60  # no way at all (walled in): farther than any road
TOLL = 12  # extra steps through a hex of the seat's own Wraith (it moves away slowly, if at all)


@cache
def steps_into() -> tuple[tuple[tuple[int, int], ...], ...]:
    """For each hex h: the (from, via) pairs of one infantry step that ends
    on h: ``via`` is the neighbour stepped on (a lift base or hole when it
    differs from h)."""
    b = board()
    into: list[list[tuple[int, int]]] = [[] for _ in range(COUNT)]
    for here in range(COUNT):
        for n in b.neighbours[here]:
            landing = b.link[n]
            into[landing if landing >= 0 else n].append((here, n))
    return tuple(tuple(x) for x in into)


MEMO_SIZE = 2048  # roads kept (about 2 KB each); then forgotten all at once
_memo: dict[tuple[int, tuple[int, ...], bytes], tuple[int, ...]] = {}


@cache
def links() -> tuple[int, ...]:
    """The lift bases and holes (no infantry stops on one)."""
    b = board()
    return tuple(h for h in range(COUNT) if b.link[h] >= 0)


@cache
def blank_own(seat: int) -> bytes:
    """A ``bytes.translate`` table that empties the hexes of ``seat``'s infantry."""
    table = bytearray(range(256))
    for kind in INFANTRY:
        table[code(seat, kind)] = 0
    return bytes(table)


def roads(cells: list[int], seat: int, goals: list[int], crowd: int = 0) -> Sequence[int]:
    """Steps from every hex to the nearest goal through hexes a piece of
    ``seat`` could pass (``FAR_ROAD`` where none leads); ``crowd`` steps
    more through a hex of its own infantry (a piece that must step aside
    first: for one piece's way, not an army's). Shared: never change it."""
    if crowd:  # one piece's way: asked once, so not kept
        return walk_roads(cells, seat, goals, crowd)
    # Without a crowd cost the seat's own infantry changes no road (it
    # steps aside, and stands on no lift base or hole), so the search's
    # many positions that differ only by the seat's own move share one.
    own = blank_own(seat)
    if any(own[cells[h]] != cells[h] for h in links()):
        return walk_roads(cells, seat, goals, crowd)
    key = (seat, tuple(goals), bytes(cells).translate(own))
    found = _memo.get(key)
    if found is None:
        if len(_memo) >= MEMO_SIZE:
            _memo.clear()
        found = _memo[key] = tuple(walk_roads(cells, seat, goals, crowd))
    return found


def walk_roads(cells: list[int], seat: int, goals: list[int], crowd: int) -> list[int]:
    """``roads`` worked out (a search from the goals outwards, by steps)."""
    into = steps_into()
    own_wraith = seat * 8 + WRAITH
    # What each hex adds to a step that starts on it or passes its lift base
    # or hole (-1: no way), worked out once a call, not once a step.
    leave = [0] * COUNT
    cross = [0] * COUNT
    for h, c in enumerate(cells):
        if c:
            if c == own_wraith:
                leave[h] = cross[h] = TOLL
            else:
                cross[h] = -1
                if side_of(c) != seat or c & 7 == WRAITH:
                    leave[h] = -1
    dist = [FAR_ROAD] * COUNT
    buckets: list[list[int]] = [[] for _ in range(FAR_ROAD + 1)]
    for g in goals:
        dist[g] = 0
        buckets[0].append(g)
    for steps in range(FAR_ROAD):
        for here in buckets[steps]:
            if dist[here] != steps:
                continue
            # Passing a hex (not a goal) where its own infantry stands.
            held = cells[here]
            base = steps + 1
            if crowd and steps and held and side_of(held) == seat and held & 7 != WRAITH:
                base += crowd
            for start, via in into[here]:
                cost = leave[start]
                if cost < 0:
                    continue
                if via != here:
                    passing = cross[via]
                    if passing < 0:
                        continue
                    cost += passing
                cost += base
                if cost < dist[start]:
                    dist[start] = cost
                    buckets[cost].append(start)
    return dist


__all__ = ["FAR_ROAD", "TOLL", "roads", "steps_into", "walk_roads"]
