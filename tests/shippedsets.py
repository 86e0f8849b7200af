"""The shipped puzzle sets, read once per test process (reading replays every
line and checks each equal answer: about a second), and an index of them read
from the files' JSON alone, for the test modules that parametrise over them:
collection happens in every xdist worker, and a worker that runs none of
their tests then never reads the sets."""

from __future__ import annotations

import functools
import json
from typing import NamedTuple

from boardroom.engine.puzzles import Puzzle, PuzzleSet, load_sets, set_paths


@functools.cache
def shipped_sets() -> tuple[tuple[PuzzleSet, ...], tuple[str, ...]]:
    """``load_sets()`` as tuples: the sets are shared, so no test may change them."""
    sets, problems = load_sets()
    return tuple(sets), tuple(problems)


class Shipped(NamedTuple):
    """A shipped puzzle as its file names it: set, id, game, theme."""

    set_name: str
    ident: str
    game_key: str
    theme: str


@functools.cache
def shipped_index() -> tuple[Shipped, ...]:
    """Every shipped puzzle, in the sets' order, unchecked (no replay); a file
    that is not JSON is left out (the sets' own test names its fault), and
    tests/test_puzzle_sets.py checks that the index and the sets agree."""
    found = []
    for path in set_paths():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            found += [
                Shipped(path.stem, p["id"], data["game"], p["theme"]) for p in data["puzzles"]
            ]
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return tuple(found)


def shipped_set(name: str) -> PuzzleSet:
    """The shipped set ``name``, as :func:`shipped_sets` read it."""
    return next(s for s in shipped_sets()[0] if s.name == name)


def shipped_puzzle(ident: str) -> Puzzle:
    """The shipped puzzle ``ident``, as :func:`shipped_sets` read it."""
    return _by_id()[ident]


@functools.cache
def _by_id() -> dict[str, Puzzle]:
    return {p.id: p for s in shipped_sets()[0] for p in s.puzzles}
