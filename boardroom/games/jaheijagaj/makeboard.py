"""Writes ``resources/jaheijagaj/board.json``, the board of Jaheijagaj
(RULINGS section 5), from a few choices made on the South face only.

Run ``python -m boardroom.games.jaheijagaj.makeboard`` after changing a
choice; a test checks the committed file equals this script's output.

Hexes are axial (q, r), both 0..15, on a rhombus. A hex's level is its
distance to the rim of the rhombus, in bands of 3, 2, 2 and 1. Everything
placed on the South face (lifts, holes, start layouts) is copied to the other
faces by the rhombus's symmetries, so every face plays alike.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

SIZE = 16
FACES = ("S", "W", "N", "E")
BANDS = (0, 0, 0, 1, 1, 2, 2, 3)  # distance to the rim -> level


def level(q: int, r: int) -> int:
    return BANDS[min(q, r, SIZE - 1 - q, SIZE - 1 - r)]


def faces(q: int, r: int) -> list[str]:
    """The faces of the edges a hex is nearest (two on a diagonal)."""
    distance = {"S": r, "W": q, "N": SIZE - 1 - r, "E": SIZE - 1 - q}
    nearest = min(distance.values())
    return [f for f in FACES if distance[f] == nearest]


# The symmetries taking the South face to each face: S itself, W (swap q and
# r), N (the half turn) and E (both).
def image(face: str, q: int, r: int) -> tuple[int, int]:
    last = SIZE - 1
    return {"S": (q, r), "W": (r, q), "N": (last - q, last - r), "E": (last - r, last - q)}[face]


# --- the choices, on the South face (r small) ---------------------------------------

# (base or hole, landing): a lift climbs one level, a hole drops one.
LIFTS = (
    ((5, 2), (5, 3)),  # 0 -> 1
    ((9, 4), (9, 5)),  # 1 -> 2
    ((8, 6), (8, 7)),
)  # 2 -> 3, onto the summit (shared with East's lift)
HOLES = (
    ((7, 7), (6, 6)),  # 3 -> 2, from the summit (shared with West's hole)
    ((6, 5), (6, 4)),  # 2 -> 1
    ((10, 3), (10, 2)),
)  # 1 -> 0

# A seat's diamond on level 0: the Wraith in the middle facing east (centre,
# facing as a direction index), the three infantry around it.
WRAITH = ((7, 1), 0)
INFANTRY = (("H", (5, 1)), ("S", (10, 1)), ("T", (8, 2)))
# The Kiggyar of an empty face: a diamond of two Troopers and two Spec Ops
# alternating (two seats), a cross of four Troopers and two Spec Ops (three).
KIGGYAR_DIAMOND = (("T", (6, 1)), ("S", (7, 2)), ("T", (8, 1)), ("S", (7, 0)))
KIGGYAR_CROSS = (
    ("T", (5, 1)),
    ("T", (6, 1)),
    ("T", (8, 1)),
    ("T", (9, 1)),
    ("S", (7, 0)),
    ("S", (7, 2)),
)


# Directions in turning order; a facing is an index here (0 = +q).
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def turned(face: str, facing: int) -> int:
    """A facing on the South face, as the symmetry takes it to ``face``."""
    dq, dr = DIRECTIONS[facing]
    moved = {"S": (dq, dr), "W": (dr, dq), "N": (-dq, -dr), "E": (-dr, -dq)}[face]
    return DIRECTIONS.index(moved)


def name(q: int, r: int) -> str:
    return f"{chr(ord('a') + q)}{r + 1}"


def build() -> dict[str, object]:
    hexes = [
        {"q": q, "r": r, "name": name(q, r), "level": level(q, r), "faces": faces(q, r)}
        for r in range(SIZE)
        for q in range(SIZE)
    ]
    lifts: dict[str, str] = {}
    holes: dict[str, str] = {}
    for face in FACES:
        for links, table in ((LIFTS, lifts), (HOLES, holes)):
            for start, landing in links:
                table[name(*image(face, *start))] = name(*image(face, *landing))
    setups = {}
    for face in FACES:
        (cq, cr), facing = WRAITH
        setups[face] = {
            "wraith": {"centre": name(*image(face, cq, cr)), "facing": turned(face, facing)},
            "infantry": [[kind, name(*image(face, *at))] for kind, at in INFANTRY],
        }
    kiggyar = {
        "2": {
            face: [[k, name(*image(face, *at))] for k, at in KIGGYAR_DIAMOND] for face in ("W", "E")
        },
        "3": {"E": [[k, name(*image("E", *at))] for k, at in KIGGYAR_CROSS]},
    }
    return {
        "format": "boardroom-jaheijagaj-board",
        "version": 1,
        "size": SIZE,
        "levels": [0, 1, 2, 3],
        "faces": list(FACES),
        "seat_faces": {"2": ["S", "N"], "3": ["S", "W", "N"], "4": ["S", "W", "N", "E"]},
        "hexes": hexes,
        "lifts": lifts,
        "holes": holes,
        "setups": setups,
        "kiggyar": kiggyar,
    }


def dump(board: dict[str, object]) -> str:
    """One hex per line, so a diff of the file reads."""
    lines = ["{"]
    items = list(board.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if key == "hexes":
            assert isinstance(value, list)
            rows = [json.dumps(h, ensure_ascii=False) for h in value]
            lines.append('  "hexes": [\n    ' + ",\n    ".join(rows) + f"\n  ]{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def path() -> Path:
    return Path(__file__).resolve().parents[3] / "resources" / "jaheijagaj" / "board.json"


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else path()
    target.write_text(dump(build()), encoding="utf-8")
    print(f"wrote {target}")
