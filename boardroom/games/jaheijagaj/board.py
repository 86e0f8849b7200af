"""The pyramid, read once from ``resources/jaheijagaj/board.json`` (written by
``makeboard``), with the tables the rules need precomputed.

Hexes are numbered ``q + 16 * r``; every (q, r) of the 16 x 16 rhombus is a
hex. Sets of hexes are Python ints used as bit sets (bit ``i`` for hex i),
which keeps sight cheap to compute.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache

from boardroom.engine.errors import InvalidNotation
from boardroom.engine.resources import resource_path

SIZE = 16
COUNT = SIZE * SIZE
FACES = ("S", "W", "N", "E")
# Directions in turning order: +1 turns right (clockwise seen from above with
# South at the bottom), -1 left. Opposite directions are 3 apart.
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
ALL = (1 << COUNT) - 1


def bits(hexes: Iterable[int]) -> int:
    out = 0
    for h in hexes:
        out |= 1 << h
    return out


def members(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Board:
    """Geometry, levels, faces, lifts and holes, Wraith footprints, sight."""

    def __init__(self, data: dict[str, object]) -> None:
        hexes = data["hexes"]
        assert isinstance(hexes, list) and len(hexes) == COUNT
        self.q: list[int] = [int(h["q"]) for h in hexes]
        self.r: list[int] = [int(h["r"]) for h in hexes]
        self.level: list[int] = [int(h["level"]) for h in hexes]
        self.faces: list[frozenset[str]] = [frozenset(h["faces"]) for h in hexes]
        self.names: list[str] = [str(h["name"]) for h in hexes]
        self.index: dict[str, int] = {n: i for i, n in enumerate(self.names)}
        for i in range(COUNT):
            assert self.q[i] + SIZE * self.r[i] == i, "hexes are listed row by row"
        # Any hex in each direction (-1 off the board), whatever its level.
        self.step: list[tuple[int, ...]] = [
            tuple(self.at(self.q[i] + dq, self.r[i] + dr) for dq, dr in DIRECTIONS)
            for i in range(COUNT)
        ]
        # Where a piece may walk: neighbours on the same level (walls between levels).
        self.neighbours: list[tuple[int, ...]] = [
            tuple(n for n in self.step[i] if n >= 0 and self.level[n] == self.level[i])
            for i in range(COUNT)
        ]
        self.link = [-1] * COUNT  # lift base or hole -> its landing
        self.lift = [False] * COUNT  # a link that climbs
        for kind in ("lifts", "holes"):
            table = data[kind]
            assert isinstance(table, dict)
            for start, landing in table.items():
                self.link[self.index[start]] = self.index[landing]
                self.lift[self.index[start]] = kind == "lifts"
        self.landings = frozenset(x for x in self.link if x >= 0)
        seat_faces = data["seat_faces"]
        assert isinstance(seat_faces, dict)
        self.seat_faces: dict[int, tuple[str, ...]] = {
            int(k): tuple(v) for k, v in seat_faces.items()
        }
        self.setups = data["setups"]
        self.kiggyar = data["kiggyar"]
        self._sight()
        self._footprints()

    def at(self, q: int, r: int) -> int:
        return q + SIZE * r if 0 <= q < SIZE and 0 <= r < SIZE else -1

    # --- names ------------------------------------------------------------------

    def parse(self, text: str) -> int:
        found: int | None = self.index.get(text.strip().lower())
        if found is None:
            raise InvalidNotation(f"'{text}' is not a hex (a1 to p16)")
        return found

    def distance(self, a: int, b: int) -> int:
        dq, dr = self.q[a] - self.q[b], self.r[a] - self.r[b]
        return max(abs(dq), abs(dr), abs(dq + dr))

    # --- sight ------------------------------------------------------------------

    def _sight(self) -> None:
        face_mask = {f: bits(i for i in range(COUNT) if f in self.faces[i]) for f in FACES}
        # A face on its levels up to L: what a piece on that face at level L sees.
        self.face_upto: dict[str, list[int]] = {
            f: [
                bits(i for i in range(COUNT) if f in self.faces[i] and self.level[i] <= top)
                for top in range(4)
            ]
            for f in FACES
        }
        # The home face and, of the other faces, every hex within two of it.
        # Each hex's ring of radius two, on the board (read at start-up: a
        # search of every pair of hexes cost tens of milliseconds).
        within2 = [0] * COUNT
        for j in range(COUNT):
            q, r = self.q[j], self.r[j]
            for dq in range(-2, 3):
                for dr in range(max(-2, -2 - dq), min(2, 2 - dq) + 1):
                    i = self.at(q + dq, r + dr)
                    if i >= 0:
                        within2[j] |= 1 << i
        # Only the two neighbouring faces are seen this way, never the
        # opposite one (not even its hexes beside the summit).
        self.home_sight: dict[str, int] = {}
        for f in FACES:
            near = 0
            for j in members(face_mask[f]):
                near |= within2[j]
            i = FACES.index(f)
            beside = face_mask[FACES[(i + 1) % 4]] | face_mask[FACES[(i + 3) % 4]]
            self.home_sight[f] = near & beside | face_mask[f]
        self.face_mask = face_mask
        self.summit = bits(i for i in range(COUNT) if self.level[i] == 3)

    def sees_from(self, hexes: list[int]) -> int:
        """What pieces standing on ``hexes`` see (the home face is added by the caller)."""
        seen = 0
        for h in hexes:
            if self.level[h] == 3:
                return ALL
            for f in self.faces[h]:
                seen |= self.face_upto[f][self.level[h]]
        return seen

    # --- Wraiths -----------------------------------------------------------------

    def _footprints(self) -> None:
        """(centre, facing) -> the four hexes (centre, nose, two rear hexes),
        or None when they are not all on level 0."""
        self.footprint: list[list[tuple[int, int, int, int] | None]] = []
        for c in range(COUNT):
            row: list[tuple[int, int, int, int] | None] = []
            for d in range(6):
                nose, left, right = (
                    self.step[c][d],
                    self.step[c][(d + 2) % 6],
                    self.step[c][(d - 2) % 6],
                )
                four = (c, nose, left, right)
                ok = all(x >= 0 and self.level[x] == 0 for x in four)
                row.append(four if ok else None)
            self.footprint.append(row)
        # The hexes around a footprint (off the board left out: they count as walls).
        self.around: dict[tuple[int, int], tuple[int, ...]] = {}
        for c in range(COUNT):
            for d in range(6):
                cells = self.footprint[c][d]
                if cells is None:
                    continue
                ring = {n for x in cells for n in self.step[x] if n >= 0} - set(cells)
                self.around[(c, d)] = tuple(sorted(ring))


def board_data() -> dict[str, object]:
    path = resource_path("jaheijagaj", "board.json")
    if path is None:
        raise FileNotFoundError("resources/jaheijagaj/board.json is missing")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict) and data.get("format") == "boardroom-jaheijagaj-board"
    return data


@cache
def board() -> Board:
    return Board(board_data())
