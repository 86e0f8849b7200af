"""The shipped puzzle sets, read once per test process for the test modules
that parametrise over them (reading replays every line and checks each
equal answer: about a second, paid at collection in every xdist worker)."""

from __future__ import annotations

import functools

from boardroom.engine.puzzles import PuzzleSet, load_sets


@functools.cache
def shipped_sets() -> tuple[tuple[PuzzleSet, ...], tuple[str, ...]]:
    """``load_sets()`` as tuples: the sets are shared, so no test may change them."""
    sets, problems = load_sets()
    return tuple(sets), tuple(problems)
