"""Finishing a seat: the pieces that must come to its decisive piece.

A seat is out below 4 honour, so a seat of 7 (an Honour Guard, a Spec Ops
and a Trooper) is put out by taking its Honour Guard alone, and by nothing
else of it. Such a piece often stands where an attack has room for one or
two pieces (the summit: the primary and one helper), so a crowd of
Troopers can never take it, and an army ahead on honour that marches its
Troopers on it waits for the stall rule (seen in the ladder's games: a
lone Guard going to and fro between the summit's two hexes, the winner's
own Guard at home). ``finishing`` counts the steps still to go for the
cheapest group of the seat's pieces that an attack on a decisive piece can
hold, with honour enough to take it: the strong pieces set off for it.
Steps go by the roads the board leaves open (``roads``): a Guard walled in
by its own Wraith is seen to be, and one step round it counts; a hex of
its own infantry costs ``CROWD`` more (a Trooper in the way steps aside
first, and the way cleared counts).
"""

from __future__ import annotations

from boardroom.games.jaheijagaj.massing import places, stands_beside
from boardroom.games.jaheijagaj.pieces import OUT_BELOW, honour
from boardroom.games.jaheijagaj.roads import FAR_ROAD, roads

Aim = tuple[int, int]  # an enemy piece: (hex, honour)


def decisive(cells: list[int], theirs: list[int]) -> list[Aim]:
    """The pieces of a seat (its infantry hexes) whose removal alone puts it out."""
    worths = [honour(cells[h]) for h in theirs]
    least = sum(worths) - (OUT_BELOW - 1)
    return [(h, w) for h, w in zip(theirs, worths, strict=True) if w >= least]


def group_steps(steps_and_honour: list[tuple[int, int]], room: int, worth: int) -> int | None:
    """The fewest summed steps of at most ``room`` pieces whose honour adds
    up to ``worth`` or more (None if no such group)."""
    # best[k][v]: fewest steps for k pieces with honour v (capped at worth).
    inf = 10**9
    best = [[inf] * (worth + 1) for _ in range(room + 1)]
    best[0][0] = 0
    for steps, have in steps_and_honour:
        for k in range(room - 1, -1, -1):
            row, up = best[k], best[k + 1]
            for v in range(worth, -1, -1):
                if row[v] < inf:
                    w = min(worth, v + have)
                    if row[v] + steps < up[w]:
                        up[w] = row[v] + steps
    found = min(best[k][worth] for k in range(1, room + 1))
    return None if found >= inf else found


MOST_AIMS = 3  # decisive pieces looked at (a road each)
CROWD = 2  # steps more through a hex of the seat's own infantry (it must step aside first)


def finishing(cells: list[int], seat: int, mine: list[int], aims: list[Aim]) -> int | None:
    """Over the decisive ``aims``: the fewest summed steps (by the roads
    open to ``seat``, to a hex beside the target) of a group of ``mine``
    that an attack on it can hold (``places``) with honour enough to take
    it; None if none can."""
    slots, beside = places(), stands_beside()
    best: int | None = None
    for e, worth in aims[:MOST_AIMS]:
        road = roads(cells, seat, list(beside[e]), CROWD)
        ours = [(road[h], honour(cells[h])) for h in mine if road[h] < FAR_ROAD]
        steps = group_steps(ours, slots[e], worth)
        if steps is not None and (best is None or steps < best):
            best = steps
    return best


__all__ = ["decisive", "finishing", "group_steps"]
