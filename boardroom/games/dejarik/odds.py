"""Exact odds of a dice pool: the joint distribution of (net successes, net
advantages, Triumphs, Despairs), by convolution over the dice, no sampling.

The Triumph and Despair counts are handled by conditioning: with ``t`` of the
``p`` Proficiency dice showing a Triumph (C(p, t) ways) the other ``p - t``
roll one of their 11 other faces, and likewise for Despairs. So only 2-D
tables of (successes, advantages) are convolved, die by die, and each
(Triumphs, Despairs) slice of the result is one of them shifted and weighted.

Floats (the default) are probabilities; ``exact=True`` counts face
combinations with Python integers and answers with Fractions.

numpy is imported here only, so loading the game does not load it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb, prod
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from boardroom.games.dejarik.dice import FACE_VALUES, FACES, FaceValue, Pool
from boardroom.games.dejarik.pools import losses

if TYPE_CHECKING:
    from boardroom.games.dejarik.rules import DejarikState

Prob = Fraction | float
Array = npt.NDArray[Any]


def _faces(die: str, drop_symbol: str | None = None) -> list[tuple[int, int, int]]:
    """(successes, advantages, how many faces) for one die, merging equal faces;
    ``drop_symbol`` leaves out the Triumph (X) or Despair (Y) face."""
    merged: dict[tuple[int, int], int] = {}
    for face, value in zip(FACES[die], FACE_VALUES[die], strict=True):
        if drop_symbol is not None and drop_symbol in face:
            continue
        key = (value.successes, value.advantages)
        merged[key] = merged.get(key, 0) + 1
    return [(s, a, n) for (s, a), n in merged.items()]


def _range(pool: Pool) -> tuple[int, int, int, int]:
    """Lowest and highest net successes and advantages the pool can show."""
    s_lo = s_hi = a_lo = a_hi = 0
    for die, count in pool.counts().items():
        values = FACE_VALUES[die]
        s_lo += count * min(v.successes for v in values)
        s_hi += count * max(v.successes for v in values)
        a_lo += count * min(v.advantages for v in values)
        a_hi += count * max(v.advantages for v in values)
    return s_lo, s_hi, a_lo, a_hi


class _Convolver:
    """Convolves 2-D (successes, advantages) tables in one fixed frame."""

    def __init__(self, pool: Pool, exact: bool) -> None:
        self.exact = exact
        self.s_lo, s_hi, self.a_lo, a_hi = _range(pool)
        self.shape = (s_hi - self.s_lo + 1, a_hi - self.a_lo + 1)
        self.dtype: type = object if exact else np.float64
        self.kernels: dict[tuple[str, str | None], list[tuple[int, int, int | float]]] = {}

    def zero(self) -> Array:
        table: Array = np.zeros(self.shape, dtype=self.dtype)
        if self.exact:
            table[...] = 0  # object arrays start as Python ints, not floats
        return table

    def unit(self) -> Array:
        table = self.zero()
        table[-self.s_lo, -self.a_lo] = 1
        return table

    def kernel(self, die: str, drop: str | None = None) -> list[tuple[int, int, int | float]]:
        key = (die, drop)
        if key not in self.kernels:
            size = len(FACES[die])
            self.kernels[key] = [
                (s, a, n if self.exact else n / size) for s, a, n in _faces(die, drop)
            ]
        return self.kernels[key]

    def add_die(self, table: Array, die: str, drop: str | None = None) -> Array:
        out = self.zero()
        rows, cols = self.shape
        for ds, da, weight in self.kernel(die, drop):
            # Support never leaves the frame, so the cut-off parts are zeros.
            src_r = slice(max(0, -ds), rows - max(0, ds))
            dst_r = slice(max(0, ds), rows - max(0, -ds))
            src_c = slice(max(0, -da), cols - max(0, da))
            dst_c = slice(max(0, da), cols - max(0, -da))
            out[dst_r, dst_c] += weight * table[src_r, src_c]
        return out


@dataclass(frozen=True, eq=False)
class Distribution:
    """The outcome distribution of one pool.

    ``table[t, d, i, j]`` is the weight of ``t`` Triumphs, ``d`` Despairs,
    ``s_min + i`` net successes and ``a_min + j`` net advantages (negative:
    failures, threats). Weights are probabilities, or with ``exact`` counts of
    face combinations out of ``total``.
    """

    pool: Pool
    exact: bool
    table: Array
    total: int
    s_min: int
    a_min: int

    def _p(self, weight: float) -> Prob:
        """A table weight (a count when exact) as a probability."""
        if self.exact:
            return Fraction(int(weight), self.total)
        return float(weight)

    def items(self) -> Iterator[tuple[FaceValue, Prob]]:
        """Every possible outcome with its probability (zeros left out)."""
        for t, d, i, j in zip(*np.nonzero(self.table), strict=True):
            yield (
                FaceValue(int(i) + self.s_min, int(j) + self.a_min, int(t), int(d)),
                self._p(self.table[t, d, i, j]),
            )

    def probability(self, successes: int, advantages: int, triumphs: int, despairs: int) -> Prob:
        i, j = successes - self.s_min, advantages - self.a_min
        t_max, d_max, rows, cols = self.table.shape
        if not (
            0 <= triumphs < t_max and 0 <= despairs < d_max and 0 <= i < rows and 0 <= j < cols
        ):
            return self._p(0)
        return self._p(self.table[triumphs, despairs, i, j])

    def successes_advantages(self) -> dict[tuple[int, int], Prob]:
        """Net successes and net advantages, Triumphs and Despairs summed out."""
        grid = self.table.sum(axis=(0, 1))
        return {
            (int(i) + self.s_min, int(j) + self.a_min): self._p(grid[i, j])
            for i, j in zip(*np.nonzero(grid), strict=True)
        }

    def successes(self) -> dict[int, Prob]:
        """Net successes (negative: net failures)."""
        line = self.table.sum(axis=(0, 1, 3))
        return {int(i) + self.s_min: self._p(line[i]) for i in np.nonzero(line)[0]}

    def advantages(self) -> dict[int, Prob]:
        line = self.table.sum(axis=(0, 1, 2))
        return {int(j) + self.a_min: self._p(line[j]) for j in np.nonzero(line)[0]}

    def success(self) -> Prob:
        """Chance of at least one net success (the check succeeds)."""
        return self._p(self.table[:, :, max(0, 1 - self.s_min) :, :].sum())

    def advantage(self) -> Prob:
        """Chance of at least one net advantage."""
        return self._p(self.table[:, :, :, max(0, 1 - self.a_min) :].sum())

    def threat(self) -> Prob:
        """Chance of at least one net threat."""
        return self._p(self.table[:, :, :, : max(0, -self.a_min)].sum())

    def triumph(self) -> Prob:
        """Chance of at least one Triumph."""
        return self._p(self.table[1:].sum())

    def despair(self) -> Prob:
        """Chance of at least one Despair."""
        return self._p(self.table[:, 1:].sum())


def _build(pool: Pool, exact: bool) -> Distribution:
    conv = _Convolver(pool, exact)
    rest = conv.unit()
    for die in "ABDS":
        for _ in range(pool.counts()[die]):
            rest = conv.add_die(rest, die)
    p, c = pool.proficiency, pool.challenge
    # with_p[k]: the other dice plus k Proficiency dice that show no Triumph.
    with_p = [rest]
    for _ in range(p):
        with_p.append(conv.add_die(with_p[-1], "P", "X"))
    rows, cols = conv.shape
    table: Array = np.zeros((p + 1, c + 1, rows, cols), dtype=conv.dtype)
    if exact:
        table[...] = 0
    for k in range(p + 1):
        t = p - k  # Triumphs
        grid = with_p[k]
        for j in range(c + 1):
            if j:
                grid = conv.add_die(grid, "C", "Y")
            d = c - j  # Despairs
            shift = t - d  # each Triumph is a success, each Despair a failure
            if exact:
                weight: int | float = comb(p, t) * comb(c, d)
            else:
                # ``grid`` already weighs each plain face 1/12 (kernel weights).
                weight = comb(p, t) * (1 / 12) ** t * comb(c, d) * (1 / 12) ** d
            src = slice(max(0, -shift), rows - max(0, shift))
            dst = slice(max(0, shift), rows - max(0, -shift))
            table[t, d, dst, :] = weight * grid[src, :]
    total = prod(len(FACES[die]) ** n for die, n in pool.counts().items()) if exact else 1
    table.flags.writeable = False
    return Distribution(pool, exact, table, total, conv.s_lo, conv.a_lo)


@lru_cache(maxsize=512)
def distribution(pool: Pool, exact: bool = False) -> Distribution:
    """The joint outcome distribution of ``pool`` (cached; treat it as read-only)."""
    return _build(pool, exact)


@dataclass(frozen=True)
class RoundOdds:
    """What a roll can do in a round, for the pools about to be rolled.

    ``defender_losses[k]`` / ``attacker_losses[k]``: chance that side loses
    exactly ``k`` pieces; the other figures are chances of at least one net
    success, net advantage, net threat, Triumph, Despair.
    """

    pool: Pool
    defender_losses: tuple[Prob, ...]
    attacker_losses: tuple[Prob, ...]
    success: Prob
    advantage: Prob
    threat: Prob
    triumph: Prob
    despair: Prob


def round_odds(pool: Pool, attacker_set: int, defender_set: int, exact: bool = False) -> RoundOdds:
    dist = distribution(pool, exact)
    zero: Prob = Fraction(0) if exact else 0.0
    defender = [zero] * (max(defender_set, 1) + 1)
    attacker = [zero] * (max(attacker_set, 1) + 1)
    for s, p in dist.successes().items():
        lost_d, lost_a = losses(s, attacker_set, defender_set)
        if lost_d:
            defender[lost_d] += p
        if lost_a:
            attacker[lost_a] += p
    one: Prob = Fraction(1) if exact else 1.0
    defender[0] = one - sum(defender[1:], zero)
    attacker[0] = one - sum(attacker[1:], zero)
    return RoundOdds(
        pool,
        tuple(defender),
        tuple(attacker),
        dist.success(),
        dist.advantage(),
        dist.threat(),
        dist.triumph(),
        dist.despair(),
    )


def state_odds(
    state: DejarikState,
    attack_stance: int | None = None,
    defence_stance: int | None = None,
    exact: bool = False,
) -> RoundOdds:
    """The odds of the roll about to be made in ``state``: its pool with the
    announced stances (or the ones given, to compare them before announcing)
    and the pieces set so far."""
    pool = state.check_pool(attack_stance, defence_stance)
    return round_odds(
        pool, max(state.setc[state.attacker], 0), max(state.setc[state.defender], 0), exact
    )
