"""The seeded generator kept inside states."""

from collections import Counter

import pytest

from boardroom.engine.rng import Rng, fresh_seed


def draws(rng: Rng, n: int = 20) -> list[int]:
    return [rng.next_u64() for _ in range(n)]


def test_same_seed_same_sequence_different_seed_different() -> None:
    assert draws(Rng(42)) == draws(Rng(42))
    assert draws(Rng(42)) != draws(Rng(43))
    assert len(set(draws(Rng(7), 1000))) == 1000


def test_known_values_do_not_change() -> None:
    # Saved games replay their dice from the seed: the sequence is part of the format.
    assert Rng(0).next_u64() == 0xE220A8397B1DCDAF
    assert Rng(1234567).next_u64() == 6457827717110365317


def test_seed_is_reduced_to_64_bits() -> None:
    assert draws(Rng(5 + (1 << 64))) == draws(Rng(5))
    assert draws(Rng(-1)) == draws(Rng((1 << 64) - 1))


def test_state_is_one_integer_that_can_be_put_back() -> None:
    rng = Rng(9)
    rng.next_u64()
    saved = rng.state
    first = draws(rng)
    rng.state = saved
    assert draws(rng) == first


def test_clone_is_independent() -> None:
    rng = Rng(3)
    rng.next_u64()
    copy = rng.clone()
    assert draws(copy) == draws(rng)
    copy.next_u64()
    assert copy.state != rng.state


@pytest.mark.parametrize("n", [1, 2, 3, 6, 7, 1000, (1 << 63) + 5])
def test_below_stays_in_range(n: int) -> None:
    rng = Rng(n)
    values = [rng.below(n) for _ in range(500)]
    assert all(0 <= v < n for v in values)


@pytest.mark.parametrize("n", [0, -3])
def test_below_refuses_empty_ranges(n: int) -> None:
    with pytest.raises(ValueError):
        Rng(1).below(n)


def test_below_is_roughly_uniform() -> None:
    rng = Rng(2024)
    counts = Counter(rng.below(6) for _ in range(60_000))
    assert set(counts) == set(range(6))
    # 10,000 expected per face; 5 standard deviations is about 456.
    assert all(abs(c - 10_000) < 500 for c in counts.values()), counts


def test_randint_includes_both_ends() -> None:
    rng = Rng(11)
    values = {rng.randint(1, 6) for _ in range(600)}
    assert values == {1, 2, 3, 4, 5, 6}


def test_random_is_in_unit_interval() -> None:
    rng = Rng(5)
    values = [rng.random() for _ in range(2000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert 0.45 < sum(values) / len(values) < 0.55


def test_choice_and_shuffle() -> None:
    rng = Rng(77)
    items = list(range(30))
    rng.shuffle(items)
    assert sorted(items) == list(range(30))
    assert items != list(range(30))
    other = list(range(30))
    Rng(77).shuffle(other)
    assert other == items  # same seed, same shuffle
    assert {rng.choice("abc") for _ in range(100)} == {"a", "b", "c"}


def test_shuffle_reaches_every_permutation_evenly() -> None:
    rng = Rng(8)
    counts: Counter[tuple[int, ...]] = Counter()
    for _ in range(6000):
        items = [0, 1, 2]
        rng.shuffle(items)
        counts[tuple(items)] += 1
    assert len(counts) == 6
    assert all(abs(c - 1000) < 160 for c in counts.values()), counts


def test_fresh_seeds_differ_and_fit() -> None:
    seeds = {fresh_seed() for _ in range(20)}
    assert len(seeds) == 20
    assert all(0 <= s < 2**64 for s in seeds)
