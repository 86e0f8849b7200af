"""A bounded transposition table for the alpha-beta search.

Two generations of plain dicts: entries go into the new one; when it holds
half the capacity it becomes the old one and the previous old one is dropped.
Lookups are exact (no slot collisions) and, unlike a fixed array indexed by
``hash(key)``, the table's behaviour does not depend on Python's per-process
string hashing, so a node-capped search gives the same answer in every run.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic

from boardroom.engine.game import M

# Kinds of stored score, as in every alpha-beta engine.
EXACT, LOWER, UPPER = 0, 1, 2

# (depth searched, kind, score relative to the node, best move or None,
# complete) where complete means every leaf under it was a finished game (the
# score is exact whatever the depth).
Entry = tuple[int, int, float, M | None, bool]


class TranspositionTable(Generic[M]):
    __slots__ = ("_half", "_new", "_old")

    def __init__(self, capacity: int) -> None:
        if capacity < 2:
            raise ValueError("a transposition table needs room for at least 2 entries")
        self._half = capacity // 2
        self._new: dict[Hashable, Entry[M]] = {}
        self._old: dict[Hashable, Entry[M]] = {}

    def __len__(self) -> int:
        return len(self._new) + len(self._old)

    def get(self, key: Hashable) -> Entry[M] | None:
        entry = self._new.get(key)
        if entry is None and self._old:
            entry = self._old.get(key)
        return entry

    def put(self, key: Hashable, entry: Entry[M]) -> None:
        """Store ``entry`` unless the new generation has a deeper one for ``key``."""
        new = self._new
        kept = new.get(key)
        if kept is not None:
            if kept[0] > entry[0]:
                return
        elif len(new) >= self._half:
            self._old = new
            new = self._new = {}
        new[key] = entry
