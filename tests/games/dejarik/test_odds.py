"""Exact odds against brute-force enumeration of every face combination."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from boardroom.games.dejarik.dice import FACES, Pool, face_value
from boardroom.games.dejarik.odds import distribution, round_odds


def brute_force(text: str) -> dict[tuple[int, int, int, int], Fraction]:
    """Every face of every die, one combination at a time (slow, obviously right)."""
    counts: Counter[tuple[int, int, int, int]] = Counter()
    total = 0
    # Each face's value read once, not at each of its 1.5 million meetings.
    values = {face: face_value(face) for faces in FACES.values() for face in faces}
    for faces in itertools.product(*(FACES[die] for die in text)):
        s = a = x = y = 0
        for face in faces:
            v = values[face]
            s, a, x, y = s + v.successes, a + v.advantages, x + v.triumphs, y + v.despairs
        counts[(s, a, x, y)] += 1
        total += 1
    return {k: Fraction(n, total) for k, n in counts.items()}


SMALL_POOLS = [
    "A",
    "P",
    "D",
    "C",
    "B",
    "S",
    "PC",
    "PPC",
    "PCC",
    "AD",
    "PADC",
    "BSPC",
    "PAADD",
    "AACCS",
    "PPDDB",
]


@pytest.mark.parametrize("text", SMALL_POOLS)
def test_exact_distribution_equals_brute_force(text: str) -> None:
    dist = distribution(Pool.parse(text), exact=True)
    assert dict(dist.items()) == brute_force(text)


@pytest.mark.parametrize("text", ["PAADD", "PPCC", "ABSD"])
def test_floats_agree_with_fractions(text: str) -> None:
    exact = dict(distribution(Pool.parse(text), exact=True).items())
    floats = dict(distribution(Pool.parse(text)).items())
    assert exact.keys() == floats.keys()
    for key, p in exact.items():
        assert floats[key] == pytest.approx(float(p), abs=1e-15)


@pytest.mark.parametrize("text", ["PAADD", "PCC", "BBSS"])
def test_derived_chances_equal_brute_force(text: str) -> None:
    truth = brute_force(text)
    dist = distribution(Pool.parse(text), exact=True)
    assert dist.success() == sum(p for k, p in truth.items() if k[0] > 0)
    assert dist.advantage() == sum(p for k, p in truth.items() if k[1] > 0)
    assert dist.threat() == sum(p for k, p in truth.items() if k[1] < 0)
    assert dist.triumph() == sum(p for k, p in truth.items() if k[2] > 0)
    assert dist.despair() == sum(p for k, p in truth.items() if k[3] > 0)
    table = dist.successes_advantages()
    assert sum(table.values()) == 1
    assert table[(0, 0)] == sum(p for k, p in truth.items() if k[:2] == (0, 0))
    assert dist.probability(0, 0, 0, 0) == truth.get((0, 0, 0, 0), 0)
    assert dist.probability(99, 0, 0, 0) == 0


# The source's three pools: INT 4 with 2 ranks setting one piece (APPP),
# WILL 2 setting 3 (APP), CUNNING 1 with 3 ranks setting 2 (CCC).
@pytest.mark.parametrize("text", ["APPP", "APP", "CCC"])
def test_source_pools_against_brute_force(text: str) -> None:
    assert dict(distribution(Pool.parse(text), exact=True).items()) == brute_force(text)


def test_a_source_pool_against_a_defence() -> None:
    """APP against CCC: both sides enumerated face by face, then every pairing."""
    attack, defence = brute_force("APP"), brute_force("CCC")
    both: dict[tuple[int, int, int, int], Fraction] = {}
    for (s1, a1, x1, y1), p1 in attack.items():
        for (s2, a2, x2, y2), p2 in defence.items():
            key = (s1 + s2, a1 + a2, x1 + x2, y1 + y2)
            both[key] = both.get(key, Fraction(0)) + p1 * p2
    assert dict(distribution(Pool.parse("APPCCC"), exact=True).items()) == both


def test_loss_odds_follow_the_loss_rules() -> None:
    text = "APPDD"
    truth = brute_force(text)
    net = Counter[int]()
    for (s, *_), p in truth.items():
        net[s] += p  # type: ignore[assignment]
    odds = round_odds(Pool.parse(text), attacker_set=1, defender_set=2, exact=True)
    # Defender set 2: one net success kills one, two or more kill both.
    assert odds.defender_losses[1] == net[1]
    assert odds.defender_losses[2] == sum(p for s, p in net.items() if s >= 2)
    # Attacker set 1: any net failure kills that one piece.
    assert odds.attacker_losses[1] == sum(p for s, p in net.items() if s < 0)
    assert sum(odds.defender_losses) == 1 and sum(odds.attacker_losses) == 1
    assert odds.defender_losses[0] == sum(p for s, p in net.items() if s <= 0)


def test_nothing_set_loses_one_unset_piece_whatever_the_margin() -> None:
    odds = round_odds(Pool.parse("PPPD"), attacker_set=0, defender_set=0, exact=True)
    assert len(odds.defender_losses) == 2 and len(odds.attacker_losses) == 2
    dist = distribution(Pool.parse("PPPD"), exact=True)
    assert odds.defender_losses[1] == dist.success()


def test_distribution_is_read_only_and_cached() -> None:
    dist = distribution(Pool.parse("PAD"))
    assert distribution(Pool.parse("DAP")) is dist
    with pytest.raises(ValueError):
        dist.table[0, 0, 0, 0] = 1.0


def test_a_24_die_pool_sums_to_one() -> None:
    dist = distribution(Pool.parse("P" * 12 + "C" * 12))
    assert float(dist.table.sum()) == pytest.approx(1.0)
    assert dist.triumph() == pytest.approx(1 - (11 / 12) ** 12)


def test_odds_of_the_roll_about_to_be_made() -> None:
    from boardroom.games.dejarik.odds import state_odds
    from boardroom.games.dejarik.pools import PRIMARY, SECONDARY
    from tests.games.dejarik.helpers import at, text

    state = at(text(step="roll", piles="3/0/1,2/0/2", stance="s/p"))
    odds = state_odds(state, exact=True)
    assert odds == round_odds(state.check_pool(), attacker_set=1, defender_set=2, exact=True)
    assert len(odds.defender_losses) == 3 and len(odds.attacker_losses) == 2
    other = state_odds(state, attack_stance=SECONDARY, defence_stance=PRIMARY)
    assert other.pool == state.check_pool(SECONDARY, PRIMARY)
