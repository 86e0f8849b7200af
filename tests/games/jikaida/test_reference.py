"""The slow reference generator, checked where it is cheap, and the freezer
of the perft table (``python -m tests.games.jikaida.reference --freeze``).

POSITIONS names every position of ``perft.tsv`` with the depth to freeze.
Freezing keeps the counts already in the table for an unchanged row, so the
hour-long perft(3) of the full start is computed once; deep rows are split
over their root moves and run in worker processes (start it under ``nice``).
"""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path

import pytest

from tests.games.jikaida import reference
from tests.games.jikaida.positions import CHEAP_REFERENCE, POSITIONS

TABLE = Path(__file__).with_name("perft.tsv")
DIVIDE = Path(__file__).with_name("perft_divide.tsv")
HEADER = (
    "# name\tvariant\tposition text\tperft(1) perft(2) ...\n"
    "# Frozen from tests/games/jikaida/reference.py (the slow generator) by\n"
    "# python -m tests.games.jikaida.reference --freeze; positions in positions.py.\n"
)


def read_table(path: Path = TABLE) -> list[tuple[str, str, str, list[int]]]:
    rows = []
    if not path.exists():
        return rows
    for line in path.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        name, variant, text, counts = line.split("\t")
        rows.append((name, variant, text, [int(c) for c in counts.split()]))
    return rows


def read_divide(path: Path = DIVIDE) -> dict[tuple[str, int], dict[str, int]]:
    """(row name, depth) -> reference perft below each root move (written form)."""
    out: dict[tuple[str, int], dict[str, int]] = {}
    if not path.exists():
        return out
    for line in path.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        name, depth, move, count = line.split("\t")
        out.setdefault((name, int(depth)), {})[move] = int(count)
    return out


def _subtree(job: tuple[str, str, reference.Effect, int]) -> tuple[str, int]:
    variant, text, effect, depth = job
    pos = reference.play(reference.parse(variant, text), effect)
    return reference.effect_text(effect), reference.perft(pos, depth)


def _divide(variant: str, text: str, depth: int, workers: int) -> dict[str, int]:
    pos = reference.parse(variant, text)
    if reference._material_end(pos) is not None:
        return {}
    jobs = [(variant, text, e, depth - 1) for e in sorted(reference.legal_effects(pos))]
    if workers <= 1 or depth <= 2:
        return dict(_subtree(job) for job in jobs)
    with multiprocessing.Pool(workers) as pool:
        return dict(pool.imap_unordered(_subtree, jobs))


def _write(
    rows: list[tuple[str, str, str, list[int]]], divides: dict[tuple[str, int], dict[str, int]]
) -> None:
    lines = [HEADER]
    for name, variant, text, counts in rows:
        lines.append(f"{name}\t{variant}\t{text}\t{' '.join(str(c) for c in counts)}\n")
    TABLE.write_text("".join(lines))
    out = ["# name\tdepth\tmove\treference perft below it (for the divide on a mismatch)\n"]
    for (name, depth), moves in sorted(divides.items()):
        for move, count in sorted(moves.items()):
            out.append(f"{name}\t{depth}\t{move}\t{count}\n")
    DIVIDE.write_text("".join(out))


def freeze_table() -> None:
    """Compute the counts POSITIONS asks for that the table does not hold yet."""
    workers = max(1, min(2, os.cpu_count() or 1))
    known = {(n, v, t): c for n, v, t, c in read_table()}
    divides = read_divide()
    rows: list[tuple[str, str, str, list[int]]] = []
    for name, variant, text, depth in POSITIONS:
        counts = known.get((name, variant, text), [])[:depth]
        for d in range(len(counts) + 1, depth + 1):
            split = _divide(variant, text, d, workers)
            counts.append(sum(split.values()))
            if d >= 3:
                divides[(name, d)] = split
            print(f"{name}: perft({d}) = {counts[-1]}", flush=True)
        rows.append((name, variant, text, counts))
        _write(
            rows
            + [
                r
                for r in read_table()
                if r[0] not in {x[0] for x in rows} and any(p[0] == r[0] for p in POSITIONS)
            ],
            divides,
        )
    wanted = {p[0] for p in POSITIONS}
    _write(rows, {k: v for k, v in divides.items() if k[0] in wanted})


# ---------------------------------------------------------------- tests


def test_table_covers_every_position() -> None:
    table = {(n, v, t): c for n, v, t, c in read_table()}
    for name, variant, text, depth in POSITIONS:
        assert len(table.get((name, variant, text), [])) >= depth, (
            f"{name} is not frozen to depth {depth}: run "
            "python -m tests.games.jikaida.reference --freeze"
        )


@pytest.mark.parametrize("name", [p[0] for p in POSITIONS])
def test_reference_agrees_with_the_frozen_table(name: str) -> None:
    """The frozen counts still come out of the reference (perft(2) where cheap)."""
    row = next(r for r in read_table() if r[0] == name)
    _, variant, text, counts = row
    pos = reference.parse(variant, text)
    assert reference.to_text(pos) == text
    for depth, expected in enumerate(counts[: 2 if name in CHEAP_REFERENCE else 1], 1):
        assert reference.perft(pos, depth) == expected, f"{name} perft({depth})"
