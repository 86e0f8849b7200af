"""Cornering a decisive piece: the refuges left to it (Hard's evaluation,
``Weights.corner``).

A lone Guard moves 4 steps a turn and an attack reaches 2, so one chaser,
or the nearest group that ``finishing`` sends, never catches it: in the
ladder's games a Trooper and a Guard went round the lifts after it until
the stall rule ended the game. So Hard also counts the piece's refuges:
the hexes it could stand on after its next move (4 steps, or none) where
no attack of Hard's could reach it on the turn after. Fewer is a net
closing; none, and it is taken. Kiggyar helpers and hidden blockers are
left out: an estimate for the evaluation, not the rules.
"""

from __future__ import annotations

from functools import cache

from boardroom.games.jaheijagaj.board import bits, board
from boardroom.games.jaheijagaj.massing import places, stands_beside
from boardroom.games.jaheijagaj.pieces import honour

RUN = 4  # steps of the hunted piece's move
NEAR = RUN + 3  # walked steps from it beyond which a piece of ours cannot join


@cache
def beside_bits() -> tuple[int, ...]:
    """Per hex, its neighbours where a piece can stand, as a bit mask."""
    return tuple(bits(beside) for beside in stands_beside())


def within(cells: list[int], start: int, steps: int) -> list[int]:
    """Bit masks of the hexes a piece on ``start`` reaches through empty
    hexes in at most 1, 2, ... ``steps`` steps (``start`` in each)."""
    b = board()
    seen = 1 << start
    frontier = [start]
    out = []
    for _ in range(steps):
        later = []
        for here in frontier:
            for n in b.neighbours[here]:
                if cells[n]:
                    continue
                landing = b.link[n]
                if landing >= 0:
                    if cells[landing]:
                        continue
                    n = landing
                if not seen >> n & 1:
                    seen |= 1 << n
                    later.append(n)
        frontier = later
        out.append(seen)
    return out


def refuges(
    cells: list[int],
    mine: list[int],
    target: int,
    walk: tuple[tuple[int, ...], ...],
    sight: int,
) -> int:
    """The hexes the piece on ``target`` can reach in one move (or keep)
    where ``mine`` (infantry hexes) could not attack it next: out of
    ``sight`` (a bit mask of the hexes the seat sees), or with no primary
    within a step of a hex beside it and helpers within two, as many as
    the attack has room for, with its honour between them."""
    worth = honour(cells[target])
    ours = [(h, honour(cells[h])) for h in mine if walk[h][target] <= NEAR]
    run = within(cells, target, RUN)[-1]
    if not ours:
        return run.bit_count()
    # Our ways as they will be once the piece has moved off its hex.
    left_behind = list(cells)
    left_behind[target] = 0
    reach = [(within(left_behind, h, 2), have) for h, have in ours]
    beside, room = beside_bits(), places()
    left = 0
    x = run
    while x:
        low = x & -x
        spot = low.bit_length() - 1
        x ^= low
        if not sight >> spot & 1:
            left += 1
            continue
        around = beside[spot]
        helpers = sorted((have for masks, have in reach if masks[1] & around), reverse=True)
        taken = False
        for masks, have in reach:
            if masks[0] & around:
                # This one as the primary: it is among the helpers too (a
                # step is within two), so one of its honour leaves them.
                i = helpers.index(have)
                others = helpers[:i] + helpers[i + 1 :]
                if have + sum(others[: room[spot] - 1]) >= worth:
                    taken = True
                    break
        if not taken:
            left += 1
    return left


__all__ = ["NEAR", "RUN", "beside_bits", "refuges", "within"]
