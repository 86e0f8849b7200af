"""Massing: honour brought within striking reach of an enemy piece (Hard's
evaluation, ``Weights.mass``).

An attack takes honour: the primary walks up to 2 steps onto the target and
the helpers up to 2 steps to hexes beside it, so a piece 3 walked steps
from the target or nearer can join. A march that brings single pieces near
the enemy one after another never has enough at once, and a lead is never
turned into captures (games end by the stall rule). So each enemy piece
counts the seat's infantry honour within reach of it, up to what taking it
asks: twice its own honour and that of its side's infantry near enough to
strike back (the defenders), so that the fight is won, recaptures and
all. Honour beyond that counts nothing here, so the rest of the army goes
to the next target. Only as many pieces count as can take part: the
primary and one helper on each hex beside the target where a piece can
stand (a piece on the summit has one such hex), the strongest first, so
that against a piece with few sides open the army brings its best pieces,
not a crowd of Troopers that could never all join in.

From afar, ``assembly`` counts the steps still to go for the seat's
nearest pieces that together have the honour its easiest target asks, by
the roads the board leaves open (``roads``): an army at home sets off in
numbers, not its foremost pieces alone. (Walked on the empty board, the
way from home runs through the seat's own Wraith, and nothing moves.)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from boardroom.games.jaheijagaj.board import COUNT, board
from boardroom.games.jaheijagaj.pieces import honour

REACH = 3  # walked steps: 2 to beside the target, 1 more onto it
UNREACHED = 99
DEFENCE = 2  # walked steps within which the target's friends count as its defenders
ASK = 2  # times the honour of the target and its defenders that an attack musters


# An enemy piece as the search's root saw it: (hex, honour).
Aim = tuple[int, int]


def asked(aims: list[Aim], e: int, worth: int, walk: tuple[tuple[int, ...], ...]) -> int:
    """The honour to muster against the piece on ``e``: ``ASK`` times its
    honour and its defenders' (the other ``aims`` near it)."""
    defenders = sum(w for f, w in aims if f != e and walk[f][e] <= DEFENCE)
    return ASK * (worth + defenders)


@cache
def approach() -> tuple[tuple[int, ...], ...]:
    """Per target hex, the walked steps from each hex to a hex beside it
    where a piece can stand (what an attack needs; 0 on the target itself),
    on the empty board and never through the target: a lift whose landing
    is the target leads nowhere (the summit's pieces stand on landings)."""
    b = board()
    before: list[list[int]] = [[] for _ in range(COUNT)]
    for here in range(COUNT):
        for n in b.neighbours[here]:
            landing = b.link[n]
            before[landing if landing >= 0 else n].append(here)
    table = []
    for target in range(COUNT):
        dist = [UNREACHED] * COUNT
        frontier = list(stands_beside()[target])
        for n in frontier:
            dist[n] = 0
        dist[target] = 0  # the piece that took it stands there
        steps = 0
        while frontier:
            steps += 1
            later = []
            for here in frontier:
                for h in before[here]:
                    if h != target and dist[h] > steps:
                        dist[h] = steps
                        later.append(h)
            frontier = later
        table.append(tuple(dist))
    return tuple(table)


@cache
def stands_beside() -> tuple[tuple[int, ...], ...]:
    """Per hex, its neighbours where a piece can stand (not a lift base or hole)."""
    b = board()
    return tuple(tuple(n for n in b.neighbours[h] if b.link[n] < 0) for h in range(COUNT))


@cache
def places() -> tuple[int, ...]:
    """Per hex, the pieces an attack on it can hold: the primary and one
    helper on each neighbour where a piece can stand."""
    return tuple(1 + len(beside) for beside in stands_beside())


def massing(
    cells: list[int],
    mine: list[int],
    aims: list[Aim],
    walk: tuple[tuple[int, ...], ...],
    room: bool = True,
) -> float:
    """The honour of ``mine`` (infantry hexes) within ``REACH`` of each of
    the ``aims`` (``approach``: beside it, then onto it), the strongest
    pieces that an attack on it can hold (``places``), each one's share
    capped at what taking it asks (``asked``), summed over them. The aims
    are the search root's, so a piece taken still counts the pieces that
    took it."""
    if not mine:
        return 0.0
    total = 0.0
    if not room:
        # Every piece within reach, walked on the empty board (the puzzle check's
        # frozen judgement, made before pieces were counted by room).
        plain = [(walk[h], honour(cells[h])) for h in mine]
        for e, worth in aims:
            near_all = sum(have for ways, have in plain if ways[e] <= REACH)
            if near_all:
                total += min(near_all, asked(aims, e, worth, walk))
        return total
    ours = sorted(((h, honour(cells[h])) for h in mine), key=lambda o: -o[1])
    slots, beside_of = places(), approach()
    for e, worth in aims:
        beside = beside_of[e]
        near = [have for h, have in ours if beside[h] < REACH][: slots[e]]
        if near:
            total += min(sum(near), asked(aims, e, worth, walk))
    return total


def assembly(
    cells: list[int],
    mine: list[int],
    aims: list[Aim],
    walk: tuple[tuple[int, ...], ...],
    road: Sequence[int],
) -> int | None:
    """The steps, summed over the pieces, that the nearest of ``mine`` by
    ``road`` (``roads``: steps to the nearest enemy by the ways the board
    leaves open, the seat's own Wraith a toll) with honour enough to take
    the easiest of the ``aims`` (``asked``) still have to walk to within
    ``REACH``; None if there is no aim or the seat has not the honour."""
    if not aims:
        return None
    need = min(asked(aims, e, worth, walk) for e, worth in aims)
    steps, have = 0, 0
    for ways, h in sorted((road[h], h) for h in mine):
        steps += max(0, ways - REACH)
        have += honour(cells[h])
        if have >= need:
            return steps
    return None


__all__ = [
    "ASK",
    "DEFENCE",
    "REACH",
    "Aim",
    "asked",
    "assembly",
    "approach",
    "massing",
    "places",
    "stands_beside",
]
