"""The pyramid as data (RULINGS section 5): levels, faces, symmetry, lifts
and holes, start layouts, walls, and room for a Wraith on level 0."""

from __future__ import annotations

from collections import Counter, deque

import pytest

from boardroom.games.jaheijagaj import makeboard
from boardroom.games.jaheijagaj.board import COUNT, DIRECTIONS, FACES, board, board_data

B = board()
LAST = 15
SYMMETRIES = {  # name -> (map of (q, r), map of faces)
    "identity": (lambda q, r: (q, r), {"S": "S", "W": "W", "N": "N", "E": "E"}),
    "swap": (lambda q, r: (r, q), {"S": "W", "W": "S", "N": "E", "E": "N"}),
    "half turn": (lambda q, r: (LAST - q, LAST - r), {"S": "N", "W": "E", "N": "S", "E": "W"}),
    "both": (lambda q, r: (LAST - r, LAST - q), {"S": "E", "W": "N", "N": "W", "E": "S"}),
}


def image(sym: str, h: int) -> int:
    q, r = SYMMETRIES[sym][0](B.q[h], B.r[h])
    return B.at(q, r)


def links(kind: str) -> dict[int, int]:
    return {h: B.link[h] for h in range(COUNT) if B.link[h] >= 0 and B.lift[h] == (kind == "lift")}


def test_the_committed_file_is_what_the_script_writes() -> None:
    assert makeboard.path().read_text(encoding="utf-8") == makeboard.dump(makeboard.build())
    assert board_data() == makeboard.build()


def test_level_sizes_and_the_summit() -> None:
    assert Counter(B.level) == {0: 156, 1: 64, 2: 32, 3: 4}
    summit = {B.names[h] for h in range(COUNT) if B.level[h] == 3}
    assert summit == {"h8", "i9", "h9", "i8"}  # (7,7), (8,8), (7,8), (8,7)


def test_faces_cut_by_the_diagonals() -> None:
    for h in range(COUNT):
        q, r = B.q[h], B.r[h]
        on_diagonal = q == r or q + r == LAST
        assert len(B.faces[h]) == (2 if on_diagonal else 1), B.names[h]
    assert B.faces[B.index["h1"]] == {"S"} and B.faces[B.index["a1"]] == {"S", "W"}
    assert B.faces[B.index["p8"]] == {"E"} and B.faces[B.index["h16"]] == {"N"}


@pytest.mark.parametrize("sym", list(SYMMETRIES))
def test_the_board_has_the_rhombus_symmetries(sym: str) -> None:
    faces = SYMMETRIES[sym][1]
    for h in range(COUNT):
        g = image(sym, h)
        assert B.level[g] == B.level[h]
        assert B.faces[g] == {faces[f] for f in B.faces[h]}
        assert (B.link[g] >= 0) == (B.link[h] >= 0)
        if B.link[h] >= 0:
            assert B.link[g] == image(sym, B.link[h]) and B.lift[g] == B.lift[h]
    for face, setup in board_data()["setups"].items():  # type: ignore[union-attr]
        other = board_data()["setups"][faces[face]]  # type: ignore[index]
        moved = {(kind, B.names[image(sym, B.index[at])]) for kind, at in setup["infantry"]}
        assert moved == {(kind, at) for kind, at in other["infantry"]}
        centre = image(sym, B.index[setup["wraith"]["centre"]])
        assert B.names[centre] == other["wraith"]["centre"]
        cells = {
            image(sym, x)
            for x in B.footprint[B.index[setup["wraith"]["centre"]]][setup["wraith"]["facing"]]
        }  # type: ignore[index]
        assert cells == set(B.footprint[centre][other["wraith"]["facing"]])  # type: ignore[arg-type]


def test_kiggyar_layouts_are_copies_of_one_another() -> None:
    kig = board_data()["kiggyar"]
    west, east = (
        sorted((k, image("half turn", B.index[at])) for k, at in kig["2"][f])  # type: ignore[index]
        for f in ("W", "E")
    )
    assert west == sorted((k, B.index[at]) for k, at in kig["2"]["E"])  # type: ignore[index]
    assert len(kig["2"]["W"]) == 4 and len(kig["3"]["E"]) == 6  # type: ignore[index]
    assert Counter(k for k, _ in kig["3"]["E"]) == {"T": 4, "S": 2}  # type: ignore[index]
    assert Counter(k for k, _ in kig["2"]["W"]) == {"T": 2, "S": 2}  # type: ignore[index]


@pytest.mark.parametrize("face", FACES)
def test_every_face_has_its_lifts_and_holes(face: str) -> None:
    def levels(kind: str) -> list[tuple[int, int]]:
        return sorted(
            (B.level[b], B.level[x]) for b, x in links(kind).items() if face in B.faces[b]
        )

    climbs, drops = levels("lift"), levels("hole")
    assert climbs == [(0, 1), (1, 2), (2, 3)]
    assert drops == [(1, 0), (2, 1), (3, 2)]


def test_links_land_one_level_away_on_a_plain_hex() -> None:
    starts = set(links("lift")) | set(links("hole"))
    assert len(links("lift")) == 12 and len(links("hole")) == 10  # the summit's holes are shared
    for start, landing in {**links("lift"), **links("hole")}.items():
        step = 1 if B.lift[start] else -1
        assert B.level[landing] == B.level[start] + step
        assert landing not in starts
        # The landing lies against the link, across the wall; a summit hole
        # drops down the diagonal it stands on (it serves two faces alike).
        assert B.distance(start, landing) == (2 if B.level[start] == 3 else 1)


def test_nothing_starts_on_a_lift_or_a_hole() -> None:
    starts = {h for h in range(COUNT) if B.link[h] >= 0}
    data = board_data()
    placed: set[int] = set()
    for setup in data["setups"].values():  # type: ignore[union-attr]
        placed |= {B.index[at] for _, at in setup["infantry"]}
        w = setup["wraith"]
        cells = B.footprint[B.index[w["centre"]]][w["facing"]]
        assert cells is not None
        placed |= set(cells)
    for layouts in data["kiggyar"].values():  # type: ignore[union-attr]
        for pieces in layouts.values():
            placed |= {B.index[at] for _, at in pieces}
    assert placed and not placed & starts
    assert all(B.level[h] == 0 for h in placed)


def test_walking_joins_only_hexes_of_one_level() -> None:
    for h in range(COUNT):
        for n in B.neighbours[h]:
            assert B.level[n] == B.level[h] and B.distance(h, n) == 1
            assert h in B.neighbours[n]
    # Across a wall there is a neighbour on the plane, not a step.
    assert B.index["f4"] in [x for x in B.step[B.index["f3"]]]
    assert B.index["f4"] not in B.neighbours[B.index["f3"]]


def test_a_wraith_goes_all_the_way_round_level_0_and_turns_on_most_of_its_way() -> None:
    """Forward steps and turns, on an empty board, from the South set-up."""
    start_data = board_data()["setups"]["S"]["wraith"]  # type: ignore[index]
    start = (B.index[start_data["centre"]], start_data["facing"])
    seen = {start}
    todo = deque([start])
    while todo:
        c, d = todo.popleft()
        ahead = B.step[c][d]
        for nxt in ((ahead, d), (c, (d + 1) % 6), (c, (d - 1) % 6)):
            if nxt[0] >= 0 and B.footprint[nxt[0]][nxt[1]] is not None and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    centres = {c for c, _ in seen}
    for face in FACES:  # it reaches every face's middle...
        assert any(face in B.faces[c] and len(B.faces[c]) == 1 for c in centres)
    # ... and the band's middle row everywhere (the hexes two from the rim).
    middle = {h for h in range(COUNT) if min(B.q[h], B.r[h], 15 - B.q[h], 15 - B.r[h]) == 1}
    assert middle <= centres
    turnable = [
        c for c in centres if sum(1 for d in range(6) if B.footprint[c][d] is not None) >= 3
    ]
    assert len(turnable) >= 0.8 * len(centres)


def test_footprints_are_tripods() -> None:
    c = B.index["h2"]
    cells = B.footprint[c][0]
    assert cells is not None
    assert [B.names[x] for x in cells] == ["h2", "i2", "h1", "g3"]
    # Turning right from facing +q points the nose down the rim.
    assert DIRECTIONS[1] == (1, -1)


def test_home_sight_is_the_face_and_every_hex_of_its_neighbours_within_two_of_it() -> None:
    """The ring table read at start-up gives what a search of every pair
    does; the opposite face is never seen this way (RULINGS 5 Fine points)."""
    from boardroom.games.jaheijagaj.board import COUNT, FACES, board

    b = board()
    for k, face in enumerate(FACES):
        own = [i for i in range(COUNT) if face in b.faces[i]]
        beside = {FACES[(k + 1) % 4], FACES[(k + 3) % 4]}
        expected = {
            i
            for i in range(COUNT)
            if b.faces[i] & beside and any(b.distance(i, j) <= 2 for j in own)
        }
        got = {i for i in range(COUNT) if b.home_sight[face] >> i & 1}
        assert got == expected | set(own)


def test_the_evaluations_table_of_distances_is_the_boards() -> None:
    from boardroom.games.jaheijagaj.board import COUNT, board
    from boardroom.games.jaheijagaj.evaluation import apart

    b, crow = board(), apart()
    assert len(crow) == COUNT
    assert all(crow[a][c] == b.distance(a, c) for a in range(COUNT) for c in range(COUNT))
    assert crow[b.index["a1"]][b.index["p16"]] == 30  # corner to corner along the long diagonal
