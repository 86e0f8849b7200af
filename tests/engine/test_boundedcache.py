"""The bounded cache the bots' and games' caches use (Fault 2 of issue 13)."""

from __future__ import annotations

import pytest

from boardroom.engine.boundedcache import BoundedCache


def test_never_more_than_its_capacity_and_keeps_what_is_used() -> None:
    cache: BoundedCache[int, str] = BoundedCache(10)
    for i in range(1000):
        cache[i] = str(i)
        cache.get(0) or cache.__setitem__(0, "0")  # 0 is used all along
        assert len(cache) <= 10
    assert cache.get(0) == "0" and 0 in cache
    assert cache.get(999) == "999" and cache.get(1) is None and 1 not in cache


def test_get_set_and_clear() -> None:
    cache: BoundedCache[str, float] = BoundedCache(4)
    cache["a"] = 0.0
    assert cache.get("a") == 0.0 and cache.get("b") is None
    cache["a"] = 1.5
    assert cache.get("a") == 1.5 and len(cache) == 1
    for key in "bcdef":
        cache[key] = 2.0
    assert len(cache) <= 4
    cache.clear()
    assert len(cache) == 0 and cache.get("f") is None


def test_capacity_is_at_least_two() -> None:
    with pytest.raises(ValueError):
        BoundedCache(1)
