"""A dictionary with a bound, for the caches the bots and games keep.

Two generations, as the transposition table does (``bots/ttable.py``): new
entries go to the young dict; when it holds half the capacity it becomes the
old one and the older entries are dropped. A hit in the old dict is copied to
the young one, so what is used stays. Never more than ``capacity`` entries,
at the cost of one more dict lookup on a miss: cheaper than an LRU's
bookkeeping on every hit.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class BoundedCache(Generic[K, V]):
    """``get``/``[]=``/``in``/``len``/``clear`` of a dict, at most ``capacity``
    entries (None is not a value: ``get`` returns None for a missing key)."""

    __slots__ = ("capacity", "_half", "_new", "_old")

    def __init__(self, capacity: int) -> None:
        if capacity < 2:
            raise ValueError("a bounded cache needs room for at least 2 entries")
        self.capacity = capacity
        self._half = capacity // 2
        self._new: dict[K, V] = {}
        self._old: dict[K, V] = {}

    def get(self, key: K) -> V | None:
        found = self._new.get(key)
        if found is None and self._old:
            found = self._old.pop(key, None)
            if found is not None:
                self[key] = found  # used again: keep it young
        return found

    def __setitem__(self, key: K, value: V) -> None:
        new = self._new
        if len(new) >= self._half and key not in new:
            self._old = new
            new = self._new = {}
        new[key] = value

    def __contains__(self, key: object) -> bool:
        return key in self._new or key in self._old

    def __len__(self) -> int:
        return len(self._new) + len(self._old)

    def clear(self) -> None:
        self._new = {}
        self._old = {}
