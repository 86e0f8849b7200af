"""Worlds for the bots' search: full-information positions that agree with
what one seat knows (PRACTICES 16).

A world keeps every piece the seat sees, puts each piece it remembers where
it last saw it (if that hex is hidden and free; one that went out of sight
from a hex still in sight, on the nearest hidden free hex), and gives each other seat
still in the honour it must have to be in (4), no more: early in the game
its pieces from the setup (public) on their setup hexes, later the fewest
pieces that make up the difference, the setup's kinds first, on hidden free
hexes near where that seat was last known to be. The analysis gives every
other seat the viewer's strength instead (``mirror``).
"""

from __future__ import annotations

import random
from typing import Any

from boardroom.games.jaheijagaj.board import ALL, COUNT, Board, board, members
from boardroom.games.jaheijagaj.moves import RESIGN
from boardroom.games.jaheijagaj.pieces import (
    HONOUR_GUARD,
    KIGGYAR,
    KIND_OF_LETTER,
    OUT_BELOW,
    SPEC_OPS,
    TROOPER,
    WRAITH,
    code,
    honour,
    is_infantry,
    kind_of,
    side_of,
)
from boardroom.games.jaheijagaj.rules import MAX_STEPS, JaheijagajState

EARLY_TURNS = 3  # a seat's own moves during which its setup is where it was
NEAR = 4  # a piece never seen again is looked for this far from its anchor


def blank_world(view: JaheijagajState) -> JaheijagajState:
    """The view as a search world: no sight, no memory, no undo stack."""
    world = view.clone()
    world.viewer = -1
    world.tracking = False
    world.memory = [{} for _ in range(view.num_seats)]
    world._stack = []
    world._moves = None
    return world


def sample_world(
    view: JaheijagajState, rng: random.Random, mirror: bool = False
) -> JaheijagajState:
    """A full-information world that agrees with ``view`` (see the module)."""
    seat = view.viewer
    world = blank_world(view)
    b = board()
    hidden = ALL & ~view.visible(seat)
    cells = world.cells
    anchors: dict[int, list[int]] = {}
    for anchor, (c, facing, _ply) in sorted(view.memory[seat].items()):
        owner = side_of(c)
        if owner < KIGGYAR and not world.alive[owner]:
            continue
        if owner < KIGGYAR:
            anchors.setdefault(owner, []).append(anchor)
        if not hidden >> anchor & 1:
            # It went out of sight from there: on the nearest hidden free hex.
            if is_infantry(c):
                near = nearest_hidden(b, anchor, hidden, cells)
                if near >= 0:
                    cells[near] = c
            continue
        if kind_of(c) == WRAITH:
            four = b.footprint[anchor][facing]
            if (
                four is not None
                and world.wraith[owner] is None
                and all(not cells[x] and hidden >> x & 1 for x in four)
            ):
                world.place_wraith(owner, anchor, facing)
        elif not cells[anchor]:
            cells[anchor] = c
    for other in range(view.num_seats):
        if other == seat or not world.alive[other]:
            continue
        for h in range(COUNT):
            c = cells[h]
            if c and side_of(c) == other and is_infantry(c):
                anchors.setdefault(other, []).append(h)
        if mirror:
            from_the_start(world, other, hidden, world.infantry_honour(seat))
            if world.wraith[seat] is not None and world.wraith[other] is None:
                mirror_wraith(world, other, hidden, rng)
            mirror_strength(world, seat, other, hidden, rng)
        elif moves_made(view, other) < EARLY_TURNS:
            from_the_start(world, other, hidden, OUT_BELOW + 3)
        pad(world, other, hidden, anchors.get(other, []), rng)
    world._moves = None
    return world


def nearest_hidden(b: Board, anchor: int, hidden: int, cells: list[int]) -> int:
    """The free hex out of sight nearest to ``anchor`` (a piece may stand
    there: no lift base or hole), the first in board order among the nearest;
    -1 when none is within an infantry move."""
    best, far = -1, MAX_STEPS + 1
    for h in members(hidden):
        d = b.distance(anchor, h)
        if d < far and not cells[h] and b.link[h] < 0:
            best, far = h, d
    return best


def moves_made(view: JaheijagajState, seat: int) -> int:
    """How many turns ``seat`` has played (public: every move is listed, a
    move unseen as what kind of move it was, with its mover)."""
    return sum(1 for move in view.history if move.seat == seat and move.kind != RESIGN)


def pad(
    world: JaheijagajState, seat: int, hidden: int, anchors: list[int], rng: random.Random
) -> None:
    """Unseen pieces for ``seat`` until it has the honour a seat in the game
    must have: the setup's kinds it is not known to have, the strongest
    first, near its known pieces (else its setup)."""
    missing = OUT_BELOW - world.infantry_honour(seat)
    if missing <= 0:
        return
    b = board()
    setups: Any = b.setups
    setup = setups[world.face(seat)]
    starts = [b.index[at] for _letter, at in setup["infantry"]]
    cells = world.cells
    known = {kind_of(c) for c in cells if c and side_of(c) == seat and is_infantry(c)}
    kinds = [k for k in (HONOUR_GUARD, SPEC_OPS, TROOPER) if k not in known] or [TROOPER]
    centres = anchors or starts
    for radius in (NEAR, 2 * NEAR, 30):
        spots = [
            h
            for h in range(COUNT)
            if hidden >> h & 1
            and not cells[h]
            and b.link[h] < 0
            and min(b.distance(h, a) for a in centres) <= radius
        ]
        rng.shuffle(spots)
        while missing > 0 and spots:
            kind = kinds[0]
            cells[spots.pop()] = code(seat, kind)
            missing -= honour(code(seat, kind))
            if len(kinds) > 1:
                kinds.pop(0)
        if missing <= 0:
            return


def from_the_start(world: JaheijagajState, seat: int, hidden: int, most: int) -> None:
    """``seat``'s pieces where the game set them up (public), on the hexes the
    viewer cannot see that are still free, up to ``most`` infantry honour:
    early in a game that is where they are."""
    b = board()
    setups: Any = b.setups
    setup = setups[world.face(seat)]
    cells = world.cells
    for letter, at in setup["infantry"]:
        h = b.index[at]
        piece = code(seat, KIND_OF_LETTER[letter])
        if hidden >> h & 1 and not cells[h] and world.infantry_honour(seat) + honour(piece) <= most:
            cells[h] = piece
    if world.wraith[seat] is None:
        centre, facing = b.index[setup["wraith"]["centre"]], int(setup["wraith"]["facing"])
        four = b.footprint[centre][facing]
        if four is not None and all(not cells[x] and hidden >> x & 1 for x in four):
            world.place_wraith(seat, centre, facing)


def mirror_strength(
    world: JaheijagajState, seat: int, other: int, hidden: int, rng: random.Random
) -> None:
    """``other`` as strong as the viewer, with pieces like the viewer's, on
    hidden free hexes of its home face above level 0."""
    b = board()
    face = world.face(other)
    cells = world.cells
    spots = [
        h
        for h in range(COUNT)
        if hidden >> h & 1
        and not cells[h]
        and b.link[h] < 0
        and face in b.faces[h]
        and b.level[h] >= 1
    ]
    rng.shuffle(spots)
    kinds = sorted(
        {kind_of(c) for c in cells if c and side_of(c) == seat and is_infantry(c)},
        key=lambda k: -honour(code(seat, k)),
    )
    missing = world.infantry_honour(seat) - world.infantry_honour(other)
    while missing > 0 and spots:
        fits = [k for k in kinds if honour(code(other, k)) <= missing]
        if not fits:
            break
        cells[spots.pop()] = code(other, fits[0])
        missing -= honour(code(other, fits[0]))


def mirror_wraith(world: JaheijagajState, seat: int, hidden: int, rng: random.Random) -> None:
    """A Wraith for ``seat`` on hidden free ground near its face, if one fits."""
    b = board()
    face = world.face(seat)
    spots = [h for h in range(COUNT) if hidden >> h & 1 and b.level[h] == 0 and face in b.faces[h]]
    rng.shuffle(spots)
    for anchor in spots:
        for four_facing, four in enumerate(b.footprint[anchor]):
            if four is not None and all(not world.cells[x] and hidden >> x & 1 for x in four):
                world.place_wraith(seat, anchor, four_facing)
                return


def full_world(state: JaheijagajState) -> JaheijagajState:
    """The whole position as a search world (a finished game's review)."""
    return blank_world(state)


__all__ = ["blank_world", "full_world", "moves_made", "sample_world"]
