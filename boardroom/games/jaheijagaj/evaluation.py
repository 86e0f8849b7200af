"""How good a Jaheijagaj position is for each seat, quickly (the bots' leaf
evaluation), and the short list of moves worth searching.

A seat's score counts its infantry honour (what keeps it in the game), its
Wraith, height (sight: the summit sees everything), pieces under threat from
stronger enemies nearby, and how close its pieces are to enemies they could
take. Scores become chances that sum to 1 over the seats still in.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from boardroom.games.jaheijagaj.board import COUNT, board
from boardroom.games.jaheijagaj.moves import ATTACK, MOVE, JMove
from boardroom.games.jaheijagaj.pieces import OUT_BELOW, honour, is_infantry, side_of

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import JaheijagajState

SCALE = 9.0  # score points for a factor e between two seats' chances
HONOUR_WEIGHT = 10.0
WRAITH_WEIGHT = 6.0
LEVEL_WEIGHT = 0.6
SUMMIT_WEIGHT = 3.0
THREAT_WEIGHT = 3.5
CHASE_WEIGHT = 0.25
DANGER_WEIGHT = 8.0  # per point of honour above the line of 4 that is missing


def scores(state: JaheijagajState) -> list[float]:
    """A score per seat (only the seats still in matter)."""
    b = board()
    cells = state.cells
    n = state.num_seats
    pieces: list[list[int]] = [[] for _ in range(n + 1)]
    for h in range(COUNT):
        c = cells[h]
        if c and is_infantry(c):
            side = side_of(c)
            pieces[min(side, n)].append(h)
    out = [0.0] * n
    for seat in range(n):
        if not state.alive[seat]:
            out[seat] = -1000.0
            continue
        total = sum(honour(cells[h]) for h in pieces[seat])
        score = HONOUR_WEIGHT * total
        if total < OUT_BELOW + 3:
            score -= DANGER_WEIGHT * (OUT_BELOW + 3 - total)
        if state.wraith[seat] is not None:
            score += WRAITH_WEIGHT
        for h in pieces[seat]:
            mine = honour(cells[h])
            level = b.level[h]
            score += LEVEL_WEIGHT * level + (SUMMIT_WEIGHT if level == 3 else 0.0)
            nearest = 99
            for other in range(n):  # the Kiggyar never attack, nor win anything
                if other == seat:
                    continue
                for e in pieces[other]:
                    if b.level[e] != level:
                        continue
                    d = b.distance(h, e)
                    theirs = honour(cells[e])
                    if d <= 3 and theirs >= mine:
                        score -= THREAT_WEIGHT * mine / d
                    if theirs <= mine and d < nearest:
                        nearest = d
            if nearest < 99:
                score -= CHASE_WEIGHT * nearest
        out[seat] = score
    return out


def evaluate(state: JaheijagajState) -> tuple[float, ...]:
    """Each seat's chance, summing to 1 over the seats still in."""
    outcome = state.outcome()
    if outcome is not None:
        return outcome.scores
    raw = scores(state)
    alive = [s for s in range(state.num_seats) if state.alive[s]]
    top = max(raw[s] for s in alive)
    weights = [math.exp((raw[s] - top) / SCALE) if state.alive[s] else 0.0
               for s in range(state.num_seats)]
    total = sum(weights)
    return tuple(w / total for w in weights)


def candidates(moves: list[JMove]) -> list[JMove]:
    """The moves worth searching: one path per start and end (the shortest)
    and one attack per primary, target and set of helpers; spawns and the
    Wraith's moves all."""
    best: dict[tuple[object, ...], JMove] = {}
    for move in moves:
        if move.kind == MOVE:
            key: tuple[object, ...] = (MOVE, move.path[0], move.path[-1])
        elif move.kind == ATTACK:
            key = (ATTACK, move.path[0], move.path[-1],
                   frozenset((h[0], h[-1]) for h in move.helpers))
        else:
            key = (move.kind, move.path)
        kept = best.get(key)
        if kept is None or len(move.path) < len(kept.path):
            best[key] = move
    return list(best.values())


__all__ = ["candidates", "evaluate", "scores"]
