""" "Place for me": a sensible formation and hiding hex for a seat, the same
for the same seed. The bots set up with it too.

A formation puts the Shogun in the back, the Samurai around and ahead of it
as the strike force, and the Ashigaru in front as a screen (they stop enemy
Ashigaru and a revealed Ninja). Formations are written for Red and turned
half a turn for Black; each may be mirrored left to right.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from boardroom.games.rival.board import BOARD, DIST, HIDING, HOME, SIZE
from boardroom.games.rival.moves import RivalMove, hide, place
from boardroom.games.rival.pieces import ASHIGARU, COUNT, SAMURAI, SHOGUN, VISIBLE_KINDS, code

if TYPE_CHECKING:
    from boardroom.games.rival.rules import RivalState

# Red's view: Shogun, three Samurai, six Ashigaru.
FORMATIONS: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("B4", ("C4", "C5", "B2"), ("D3", "D4", "D6", "D7", "C2", "C7")),
    ("A3", ("B3", "B5", "C4"), ("C2", "C6", "D3", "D5", "D7", "B1")),
    ("B3", ("C3", "C5", "B5"), ("D2", "D4", "D5", "D7", "C7", "C1")),
    ("B4", ("C3", "C6", "B6"), ("D2", "D4", "D5", "D6", "D8", "B2")),
)
# Where a Ninja waits best: on the enemy's way, a little ahead of the lines.
HIDING_ROWS = {4: 3.0, 5: 2.0, 3: 1.0, 6: 1.0}  # row index (Red's view) -> weight


def _mirror(cell: int) -> int:
    row = BOARD.row_of[cell]
    cells = BOARD.row_cells(row)
    return cells.start + (cells.stop - 1 - cell)


def _for_seat(cell: int, seat: int) -> int:
    return cell if seat == 0 else SIZE - 1 - cell  # half a turn about the centre


def suggest_formation(state: RivalState, seat: int, seed: int) -> list[RivalMove]:
    """The placements ``seat`` still has to make, in order (Shogun, Samurai,
    Ashigaru), on empty hexes of its territory. Pieces already placed stay;
    a planned hex that is taken moves to the nearest free one."""
    rng = random.Random(seed * 2 + seat)
    shogun, samurai, ashigaru = FORMATIONS[rng.randrange(len(FORMATIONS))]
    flip = rng.random() < 0.5
    plan = {SHOGUN: [shogun], SAMURAI: list(samurai), ASHIGARU: list(ashigaru)}
    board = state.board
    taken = {c for c in HOME[seat] if board[c]}
    out: list[RivalMove] = []
    for kind in VISIBLE_KINDS:
        missing = COUNT[kind] - state.alive[code(seat, kind)]
        wanted = []
        for label in plan[kind]:
            cell = BOARD.cell(label)
            wanted.append(_for_seat(_mirror(cell) if flip else cell, seat))
        for cell in wanted:
            if missing <= 0:
                break
            if cell in taken:
                continue  # placed here already, or by another kind: see below
            out.append(place(kind, cell))
            taken.add(cell)
            missing -= 1
        for cell in wanted * 2:
            if missing <= 0:
                break
            free = [c for c in HOME[seat] if c not in taken]
            if not free:
                break
            distance = DIST[cell]
            near = min(free, key=lambda c: (distance[c], c))
            out.append(place(kind, near))
            taken.add(near)
            missing -= 1
    return out


def suggest_hiding(state: RivalState, seat: int, seed: int) -> RivalMove:
    """A hiding hex for ``seat``'s Ninja: empty, in its territory or
    no-man's-land, mostly in the middle rows where the enemy will come."""
    rng = random.Random(seed * 2 + seat + 7919)
    choices: list[int] = []
    weights: list[float] = []
    for cell in sorted(HIDING[seat]):
        if state.board[cell]:
            continue
        row = BOARD.row_of[_for_seat(cell, seat)]
        centre = DIST[cell][BOARD.centre]
        weight = HIDING_ROWS.get(row, 0.05) / (1.0 + 0.3 * centre)
        choices.append(cell)
        weights.append(weight)
    return hide(rng.choices(choices, weights)[0])
