"""How good a Jaheijagaj position is for each seat, quickly (the bots' leaf
evaluation), and the short list of moves worth searching.

A seat's score counts its infantry honour (what keeps it in the game), its
Wraith, height (sight: the summit sees everything), pieces under threat from
stronger enemies nearby, and how close its pieces are to enemies they could
take. Scores become chances that sum to 1 over the seats still in.

The Hard bot scores with ``PRESSING`` weights: besides the plain terms, it
keeps its infantry together (three in a chain may spawn, and the stock of
Troopers is honour waiting to be taken), and its chances follow the score
difference less steeply, so a lead it has is still worth widening.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardroom.games.jaheijagaj.board import COUNT, board
from boardroom.games.jaheijagaj.moves import ATTACK, MOVE, JMove
from boardroom.games.jaheijagaj.pieces import (
    OUT_BELOW,
    STOCK,
    TROOPER,
    code,
    honour,
    is_infantry,
    side_of,
)

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import JaheijagajState

SCALE = 9.0  # score points for a factor e between two seats' chances
HONOUR_WEIGHT = 10.0
WRAITH_WEIGHT = 6.0
LEVEL_WEIGHT = 0.6
SUMMIT_WEIGHT = 3.0
THREAT_WEIGHT = 3.0
CHASE_WEIGHT = 0.6  # per hex between a piece and the nearest enemy infantry
KIGGYAR_CHASE = 0.3
WRAITH_CHASE = 0.4
DANGER_WEIGHT = 8.0  # per point of honour above the line of 4 that is missing
FAR = 30  # distances beyond this all look alike (the board is 30 across)
APART = 8  # a friend farther than this, or on another level, counts as this far
WALK_LIMIT = 12  # and a friend more steps away than this


@dataclass(frozen=True)
class Weights:
    """The terms that differ between the levels' evaluations."""

    scale: float = SCALE
    cohesion: float = 0.0  # per hex between a piece and its nearest friend (same level)
    spawn_ready: float = 0.0  # three or more in a chain while Troopers are left in stock


PLAIN = Weights()
PRESSING = Weights(scale=16.0, cohesion=1.2, spawn_ready=5.0)


def scores(state: JaheijagajState, weights: Weights = PLAIN) -> list[float]:
    """A score per seat (only the seats still in matter)."""
    b = board()
    cells = state.cells
    n = state.num_seats
    pieces: list[list[int]] = [[] for _ in range(n + 1)]  # the last: the Kiggyar
    for h in range(COUNT):
        c = cells[h]
        if c and is_infantry(c):
            pieces[min(side_of(c), n)].append(h)
    out = [0.0] * n
    for seat in range(n):
        if not state.alive[seat]:
            out[seat] = -1000.0
            continue
        mine_all = pieces[seat]
        total = sum(honour(cells[h]) for h in mine_all)
        score = HONOUR_WEIGHT * total
        if total < OUT_BELOW + 3:
            score -= DANGER_WEIGHT * (OUT_BELOW + 3 - total)
        found = state.wraith[seat]
        if found is not None:
            score += WRAITH_WEIGHT
            # A Wraith does its work among the enemy: bring it to them.
            near = [
                b.distance(found[0], e)
                for other in range(n + 1)
                if other != seat
                for e in pieces[other]
                if b.level[e] == 0
            ]
            score += WRAITH_CHASE * (FAR - min(near, default=FAR))
        for h in mine_all:
            mine = honour(cells[h])
            level = b.level[h]
            score += LEVEL_WEIGHT * level + (SUMMIT_WEIGHT if level == 3 else 0.0)
            nearest, nearest_kiggyar = FAR, FAR  # capped: beyond, all look alike
            support = sum(honour(cells[f]) for f in mine_all if f != h and b.distance(f, h) <= 2)
            for other in range(n + 1):
                if other == seat:
                    continue
                for e in pieces[other]:
                    d = b.distance(h, e)
                    if other == n:
                        nearest_kiggyar = min(nearest_kiggyar, d)
                        continue
                    nearest = min(nearest, d)
                    theirs = honour(cells[e])
                    # A stronger enemy close by, that this piece and its friends
                    # could not answer: it may strike first.
                    if (
                        d <= 3
                        and b.level[e] == level
                        and theirs >= mine
                        and mine + support < theirs + 1
                    ):
                        score -= THREAT_WEIGHT * mine / d
            # A bonus for closing in (not a cost for being far: a piece lost
            # must never look like a gain).
            score += CHASE_WEIGHT * (FAR - nearest) + KIGGYAR_CHASE * (FAR - nearest_kiggyar)
        if weights.cohesion or weights.spawn_ready:
            score += together(state, mine_all, seat, weights)
        out[seat] = score
    return out


def together(state: JaheijagajState, mine: list[int], seat: int, weights: Weights) -> float:
    """A bonus for infantry kept together: a chain of three or more can
    spawn while Troopers are left in stock, and friends near one another
    can help in attacks. Before the first chain forms, a piece's distance to
    its friends is walked (its own Wraith, the walls, lifts and holes in the
    way), since a distance as the crow flies can point into a wall."""
    b = board()
    value = 0.0
    troopers = sum(1 for h in mine if state.cells[h] == code(seat, TROOPER))
    below_stock = troopers < STOCK[TROOPER]
    chained = largest_chain(mine) >= 3
    if below_stock and chained:
        value += weights.spawn_ready
    for h in mine:
        if below_stock and not chained:
            near = walk_to_friend(state.cells, h, mine)
        else:
            near = (
                min(
                    (b.distance(h, f) for f in mine if f != h and b.level[f] == b.level[h]),
                    default=APART,
                )
                - 1
            )
        # A bonus for being near, not a cost for being far: a piece lost
        # must never look like a gain.
        value += weights.cohesion * (WALK_LIMIT - min(near, WALK_LIMIT))
    return value


def walk_to_friend(cells: list[int], start: int, mine: list[int]) -> int:
    """Steps (lifts and holes one each) from ``start`` to a hex beside
    another of ``mine``, through empty hexes; WALK_LIMIT if none is near."""
    b = board()
    goals = {n for f in mine if f != start for n in b.neighbours[f]}
    if start in goals:
        return 0
    seen = {start}
    frontier = [start]
    for steps in range(1, WALK_LIMIT):
        later: list[int] = []
        for here in frontier:
            for n in b.neighbours[here]:
                if cells[n] or n in seen:
                    continue
                seen.add(n)
                landing = b.link[n]
                if landing >= 0:
                    if cells[landing] or landing in seen:
                        continue
                    seen.add(landing)
                    n = landing
                if n in goals:
                    return steps
                later.append(n)
        frontier = later
    return WALK_LIMIT


def largest_chain(mine: list[int]) -> int:
    """The size of the largest group of these hexes joined by adjacency."""
    b = board()
    left = set(mine)
    best = 0
    while left:
        todo = [left.pop()]
        size = 1
        while todo:
            here = todo.pop()
            for n in b.neighbours[here]:
                if n in left:
                    left.remove(n)
                    todo.append(n)
                    size += 1
        best = max(best, size)
    return best


def evaluate(state: JaheijagajState, weights: Weights = PLAIN) -> tuple[float, ...]:
    """Each seat's chance, summing to 1 over the seats still in."""
    outcome = state.outcome()
    if outcome is not None:
        return outcome.scores
    raw = scores(state, weights)
    alive = [s for s in range(state.num_seats) if state.alive[s]]
    top = max(raw[s] for s in alive)
    shares = [
        math.exp((raw[s] - top) / weights.scale) if state.alive[s] else 0.0
        for s in range(state.num_seats)
    ]
    total = sum(shares)
    return tuple(w / total for w in shares)


def candidate_key(move: JMove) -> tuple[object, ...]:
    """What makes moves alike for the search: a path's start and end, an
    attack's primary, target and helpers."""
    if move.kind == MOVE:
        return (MOVE, move.path[0], move.path[-1])
    if move.kind == ATTACK:
        return (ATTACK, move.path[0], move.path[-1], frozenset((h[0], h[-1]) for h in move.helpers))
    return (move.kind, move.path)


def candidates(moves: list[JMove]) -> list[JMove]:
    """The moves worth searching: one path per start and end (the shortest)
    and one attack per primary, target and set of helpers; spawns and the
    Wraith's moves all."""
    best: dict[tuple[object, ...], JMove] = {}
    for move in moves:
        key = candidate_key(move)
        kept = best.get(key)
        if kept is None or len(move.path) < len(kept.path):
            best[key] = move
    return list(best.values())


__all__ = ["PLAIN", "PRESSING", "Weights", "candidate_key", "candidates", "evaluate", "scores"]
