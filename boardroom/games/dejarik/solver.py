"""The Dejarik bot: expectimax over the game's states with the exact dice
distributions, memoised.

Values are the chance that seat 0 wins the match. Two models:

- The **basic game** (no advantage or threat effects) is solved exactly for
  the two characters: every round-start position (who attacks, each seat's
  active and inactive piles) by value iteration over the round's choices
  (pieces set, stances) and the exact distribution of net successes. Rounds
  without a loss can repeat a position, hence the iteration, which converges
  geometrically.
- With effects, the bot searches the current round exactly: every choice of
  both seats, every distinct roll outcome (net successes as far as losses
  care, net advantages, Triumphs, Despairs) and every spending plan that
  leaves nothing useful unspent. A round-end position is then played out
  with the effects already granted (dice, upgrades, the setting order, piece
  adjustments) but no new ones, down to the basic game's exact values. Strain
  therefore counts when it incapacitates within the round searched.
  Approximations, each rare or small: effects waiting for the next round and
  for the one after are valued separately and their gains added; more than
  CAP dice or upgrades of one kind, ADVANTAGE_CAP advantages or threats, and
  SYMBOL_CAP Triumphs or Despairs count as that many; and past a level's
  SECONDS the current round is decided without its new effects.

With the option ``effects`` off, the bot's choices are exactly optimal.

Levels: Hard plays the best move; Medium and Easy play a random move among
those whose chance of winning is within a margin of the best one.

Memory: the solver's memo and tables, and this module's caches of pools,
are emptied when a search starts in another game than the last one (its
seed and start), so a long session keeps one game's worth of them and every
game is searched as by a fresh process; within a game each is bounded
(BoundedCache, lru_cache sizes) well above what a game uses.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

import numpy as np

from boardroom.engine.boundedcache import BoundedCache
from boardroom.games.dejarik.character import Character
from boardroom.games.dejarik.dice import FACE_VALUES, Pool
from boardroom.games.dejarik.effects import ADVANTAGE, THREAT, Plan, Spending
from boardroom.games.dejarik.moves import ADJUST, ROLL_MOVE, SET, SPEND, STANCE, DejarikMove
from boardroom.games.dejarik.odds import distribution
from boardroom.games.dejarik.pools import attack_pool, defence_pool, losses
from boardroom.games.dejarik.rules import DejarikGame, DejarikState

Progress = Callable[[float], None]
Pair = tuple[int, int]
MARGINS = {"easy": 0.10, "medium": 0.03, "hard": 0.0}
# Seconds of full search per move; past them the bot decides this round's
# choices without new effects (the tables still count those already granted).
SECONDS = {"easy": 0.15, "medium": 0.6, "hard": 1.8}
CAP = 3
ADVANTAGE_CAP = 6
SYMBOL_CAP = 2
TOLERANCE = 1e-13  # value iteration stops when no value moves more than this
MAX_SWEEPS = 20000
# Bounds of the solver's caches within one game: a game of Hard against Medium
# uses at most about 800 memo values, 7,700 leaf tables, 3,100 spending tables
# and 1,000 round tables (each table: one value per pile position).
MEMO_ENTRIES = 8192
LEAF_ENTRIES = 16384
SPEND_ENTRIES = 8192
TABLE_ENTRIES = 4096


class Pos(NamedTuple):
    """The solver's compact copy of a DejarikState (same meaning, tuples)."""

    att: int
    step: str
    act: Pair
    ina: Pair
    setc: Pair
    strain: Pair
    boost: Pair
    setback: Pair
    upa: Pair
    upd: Pair
    rev_now: bool
    rev_next: bool
    adj_now: int
    adj_next: int
    stance: Pair
    result: tuple[int, int, int]  # net advantages, Triumphs, Despairs of the roll

    @staticmethod
    def of(state: DejarikState) -> Pos:
        r = state.last_result()

        def pair(v: list[int]) -> Pair:
            return (v[0], v[1])

        return Pos(
            state.attacker,
            state.step,
            pair(state.active),
            pair(state.inactive),
            pair(state.setc),
            pair(state.strain),
            pair(state.boost),
            pair(state.setback),
            pair(state.up_att),
            pair(state.up_def),
            state.reversed_now,
            state.reversed_next,
            state.adjust_now,
            state.adjust_next,
            pair(state.stance),
            (r.advantages, r.triumphs, r.despairs),
        )

    def pending(self) -> bool:
        """Effects granted earlier that the basic game's table does not know."""
        return bool(
            any(self.boost)
            or any(self.setback)
            or any(self.upa)
            or any(self.upd)
            or self.rev_now
            or self.rev_next
            or self.adj_now
            or self.adj_next
        )


def _set(pair: Pair, seat: int, value: int) -> Pair:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


def _add(pair: Pair, seat: int, delta: int) -> Pair:
    return _set(pair, seat, pair[seat] + delta)


# --- dice, cached per pool ----------------------------------------------------------------


@lru_cache(maxsize=64)
def _die_line(die: str) -> tuple[int, Any]:
    values = [v.successes for v in FACE_VALUES[die]]
    low = min(values)
    line = np.zeros(max(values) - low + 1)
    for v in values:
        line[v - low] += 1.0 / len(values)
    return low, line


@lru_cache(maxsize=4096)
def _success_array(pool: Pool) -> tuple[int, Any]:
    """Net successes of a pool as (lowest value, chances): only this marginal
    matters for losses, and it is a cheap 1-D convolution."""
    low, line = 0, np.ones(1)
    for die in pool.dice():
        d_low, d_line = _die_line(die)
        low, line = low + d_low, np.convolve(line, d_line)
    return low, line


def _success_line(pool: Pool) -> tuple[tuple[int, float], ...]:
    low, line = _success_array(pool)
    return tuple((low + i, float(p)) for i, p in enumerate(line) if p > 0)


@lru_cache(maxsize=8192)
def _loss_line(pool: Pool, att_set: int, def_set: int) -> tuple[tuple[Pair, float], ...]:
    """(defender lost, attacker lost) with their chances."""
    merged: dict[Pair, float] = {}
    for s, p in _success_line(pool):
        key = losses(s, att_set, def_set)
        merged[key] = merged.get(key, 0.0) + p
    return tuple(merged.items())


@lru_cache(maxsize=1024)  # 20-120 KB each; a game uses about 200
def _outcomes(
    pool: Pool, att_set: int, def_set: int
) -> tuple[tuple[Pair, tuple[int, int, int], float], ...]:
    """(losses, (net advantages, Triumphs, Despairs)) with their chances; more
    than ADVANTAGE_CAP advantages (threats) or SYMBOL_CAP Triumphs (Despairs)
    count as that many: a rare surplus the search need not tell apart."""
    dist = distribution(pool)
    t, d, i, j = np.nonzero(dist.table)
    chance = dist.table[t, d, i, j]
    s = i + dist.s_min
    lost_d = np.where(s > 0, np.minimum(s, def_set) if def_set else 1, 0)
    lost_a = np.where(s < 0, np.minimum(-s, att_set) if att_set else 1, 0)
    net = np.clip(j + dist.a_min, -ADVANTAGE_CAP, ADVANTAGE_CAP) + ADVANTAGE_CAP
    span, sym = 2 * ADVANTAGE_CAP + 1, SYMBOL_CAP + 1
    key = (
        ((lost_d * 8 + lost_a) * span + net) * sym + np.minimum(t, SYMBOL_CAP)
    ) * sym + np.minimum(d, SYMBOL_CAP)
    keys, where = np.unique(key, return_inverse=True)
    sums = np.bincount(where.ravel(), chance)
    out = []
    for k, p in zip(keys.tolist(), sums.tolist(), strict=True):
        k, despairs = divmod(k, sym)
        k, triumphs = divmod(k, sym)
        k, net_index = divmod(k, span)
        ld, la = divmod(k, 8)
        out.append(((ld, la), (net_index - ADVANTAGE_CAP, triumphs, despairs), p))
    return tuple(out)


@lru_cache(maxsize=4096)
def _plans(
    side: str, budget: int, bonus: int, caps: tuple[tuple[str, int], ...]
) -> tuple[Plan, ...]:
    spending = Spending(side, budget, bonus, caps)
    return tuple(spending.maximal(spending.plans()))


# --- whole rounds at once: the tables -------------------------------------------------------


def _kill(act: Pair, ina: Pair, setc: Pair, seat: int, count: int) -> tuple[Pair, Pair, Pair]:
    if not count:
        return act, ina, setc
    if setc[seat] > 0:
        return act, ina, _add(setc, seat, -count)
    if ina[seat]:
        return act, _add(ina, seat, -1), setc
    return _add(act, seat, -1), ina, setc


def _end_piles(act: Pair, ina: Pair, setc: Pair) -> tuple[Pair, Pair]:
    ina = (ina[0] + max(setc[0], 0), ina[1] + max(setc[1], 0))
    if not act[0] and not act[1]:
        return ina, (0, 0)
    return act, ina


class Mods(NamedTuple):
    """Effects granted earlier that act on one round: the attacker's Boost and
    Setback dice and attack upgrades, the defender's defence upgrades, whether
    the attacker sets first, and the attacker's piece adjustments."""

    boost: int = 0
    setback: int = 0
    upa: int = 0
    upd: int = 0
    reversed: bool = False
    adjust: int = 0


NO_MODS = Mods()


def _optimum(values: Any, axis: int, maximise: bool, mask: Any) -> Any:
    if maximise:
        return np.where(mask, values, -np.inf).max(axis=axis)
    return np.where(mask, values, np.inf).min(axis=axis)


class Tables:
    """Round-start values (chance that seat 0 wins) for every pile position,
    computed a whole round at a time with numpy.

    A round with given :class:`Mods` is valued from the values of the round
    after it; the basic game (no effects) is the fixed point of that step.
    Positions are (active piles, inactive piles) with both seats alive.
    """

    def __init__(self, chars: tuple[Character, Character], pieces: int) -> None:
        self.chars = chars
        k = self.k = pieces + 1
        self.piles = [
            ((a0, a1), (n0 - a0, n1 - a1))
            for n0 in range(1, pieces + 1)
            for a0 in range(n0 + 1)
            for n1 in range(1, pieces + 1)
            for a1 in range(n1 + 1)
        ]
        self.index = {p: i for i, p in enumerate(self.piles)}
        n, o = len(self.piles), 2 * k - 1  # o: losses as -attacker's..+defender's
        self.target = np.full((2, n, k, k, o), -1, dtype=np.int64)
        self.final = np.zeros((2, n, k, k, o))
        self.n = n
        self.can_set = np.zeros((2, n, k, k), dtype=bool)  # [att, pos, kd, ka]
        self.defender_active = np.zeros((2, n), dtype=np.int64)
        for att in (0, 1):
            d = 1 - att
            for i, (act, ina) in enumerate(self.piles):
                self.defender_active[att, i] = act[d]
                for kd in range(act[d] + 1):
                    for ka in range(act[att] + 1):
                        self.can_set[att, i, kd, ka] = True
                        self._fill(att, i, act, ina, kd, ka)
        self._basic: tuple[Any, Any] | None = None
        self._cache: BoundedCache[tuple[int, Mods, Mods], Any] = BoundedCache(TABLE_ENTRIES)
        self._chances: dict[tuple[int, int, int, int, int], Any] = {}

    def _fill(self, att: int, i: int, act: Pair, ina: Pair, kd: int, ka: int) -> None:
        d = 1 - att
        setc = _set(_set((0, 0), d, kd), att, ka)
        left = _add(_add(act, d, -kd), att, -ka)
        for ld in range(max(kd, 1) + 1):
            for la in range(max(ka, 1) + 1):
                if ld and la:
                    continue
                act3, ina3, set3 = _kill(left, ina, setc, d, ld)
                act3, ina3, set3 = _kill(act3, ina3, set3, att, la)
                o = ld - la + self.k - 1
                if not act3[d] + ina3[d] + set3[d]:
                    self.final[att, i, kd, ka, o] = 1.0 if att == 0 else 0.0
                elif not act3[att] + ina3[att] + set3[att]:
                    self.final[att, i, kd, ka, o] = 0.0 if att == 0 else 1.0
                else:
                    self.target[att, i, kd, ka, o] = self.index[_end_piles(act3, ina3, set3)]

    def chances(self, att: int, mods: Mods) -> Any:
        """[kd, ka, defender stance, attacker stance, losses] for one round."""
        key = (att, mods.boost, mods.setback, mods.upa, mods.upd)  # what changes the dice
        found = self._chances.get(key)
        if found is not None:
            return found
        k, d = self.k, 1 - att
        out = np.zeros((k, k, 2, 2, 2 * k - 1))
        attacks = [
            [
                _success_array(
                    attack_pool(self.chars[att], sa, ka, mods.upa, mods.boost, mods.setback)
                )
                for sa in (0, 1)
            ]
            for ka in range(k)
        ]
        defences = [
            [_success_array(defence_pool(self.chars[d], sd, kd, mods.upd)) for sd in (0, 1)]
            for kd in range(k)
        ]
        for kd in range(k):
            for ka in range(k):
                # Losses never exceed the pieces set (or one unset piece).
                top_d, top_a = max(kd, 1), max(ka, 1)
                for sd in (0, 1):
                    d_low, d_line = defences[kd][sd]
                    for sa in (0, 1):
                        a_low, a_line = attacks[ka][sa]
                        line = np.convolve(a_line, d_line)
                        net = np.clip(
                            np.arange(a_low + d_low, a_low + d_low + len(line)), -top_a, top_d
                        )
                        out[kd, ka, sd, sa] = np.bincount(net + k - 1, line, 2 * k - 1)
        self._chances[key] = out
        return out

    def round_values(self, att: int, mods: Mods, after: Any) -> Any:
        """Values at the start of a round attacked by ``att`` with ``mods``,
        given the values ``after`` of the next round's start positions."""
        values = np.where(
            self.target[att] >= 0, after[np.maximum(self.target[att], 0)], self.final[att]
        )
        # [kd, ka, pos, losses] @ [kd, ka, losses, stances] -> [pos, kd, ka, sd, sa]
        chances = self.chances(att, mods)
        ev = np.matmul(
            values.transpose(1, 2, 0, 3),
            chances.reshape(self.k, self.k, 4, -1).transpose(0, 1, 3, 2),
        )
        ev = ev.transpose(2, 0, 1, 3).reshape(values.shape[:3] + (2, 2))
        seat0_attacks = att == 0
        ev = _optimum(ev, 4, seat0_attacks, True)  # attacker's stance, last
        ev = _optimum(ev, 3, not seat0_attacks, True)  # defender's stance
        can = self.can_set[att]
        if mods.adjust:  # the attacker may move the defender's count by up to ``adjust``
            best = np.where(can, ev, -np.inf if seat0_attacks else np.inf)
            for delta in range(-mods.adjust, mods.adjust + 1):
                if not delta:
                    continue
                shifted = np.full_like(ev, -np.inf if seat0_attacks else np.inf)
                if delta > 0:
                    shifted[:, :-delta, :] = np.where(
                        can[:, delta:, :], ev[:, delta:, :], shifted[:, :-delta, :]
                    )
                else:
                    shifted[:, -delta:, :] = np.where(
                        can[:, :delta, :], ev[:, :delta, :], shifted[:, -delta:, :]
                    )
                best = np.maximum(best, shifted) if seat0_attacks else np.minimum(best, shifted)
            ev = best
        if mods.reversed:  # the attacker sets first, the defender answers
            ev = _optimum(ev, 1, not seat0_attacks, can)
            return _optimum(ev, 1, seat0_attacks, can[:, 0, :])
        ev = _optimum(ev, 2, seat0_attacks, can)
        return _optimum(ev, 1, not seat0_attacks, can[:, :, 0])

    def basic(self) -> tuple[Any, Any]:
        """The basic game solved: values per position for each attacker."""
        if self._basic is None:
            values = [np.full(len(self.piles), 0.5), np.full(len(self.piles), 0.5)]
            for _ in range(MAX_SWEEPS):
                new0 = self.round_values(0, NO_MODS, values[1])
                new1 = self.round_values(1, NO_MODS, new0)
                change = max(
                    float(np.abs(new0 - values[0]).max()), float(np.abs(new1 - values[1]).max())
                )
                values = [new0, new1]
                if change < TOLERANCE:
                    break
            self._basic = (values[0], values[1])
        return self._basic

    def table(self, att: int, now: Mods, then: Mods) -> Any:
        """Values of round starts attacked by ``att`` with ``now``, the next round
        carrying ``then``, no effects granted afterwards."""
        if now == NO_MODS and then == NO_MODS:
            return self.basic()[att]
        key = (att, now, then)
        found = self._cache.get(key)
        if found is None:
            later = self.table(1 - att, then, NO_MODS)
            found = self._cache[key] = self.round_values(att, now, later)
        return found

    def forget(self) -> None:
        """Drop the tables of rounds with effects and their dice chances (the
        basic game's solution, small and costly, stays)."""
        self._cache.clear()
        self._chances.clear()

    def value(
        self, att: int, act: Pair, ina: Pair, now: Mods = NO_MODS, then: Mods = NO_MODS
    ) -> float:
        return float(self.table(att, now, then)[self.index[(act, ina)]])


def solve_basic(
    chars: tuple[Character, Character], pieces: int
) -> dict[tuple[int, Pair, Pair], float]:
    """Chance that seat 0 wins, per round-start position of the basic game:
    (attacker, active piles, inactive piles)."""
    tables = Tables(chars, pieces)
    basic = tables.basic()
    return {
        (att, act, ina): float(basic[att][i])
        for att in (0, 1)
        for i, (act, ina) in enumerate(tables.piles)
    }


# --- the search -------------------------------------------------------------------------


class Cancelled(Exception):
    pass


class OutOfTime(Exception):
    pass


Child = tuple[Any, Pos, bool]  # (move or chance, position, whether effects are searched)


class Solver:
    """Values of Dejarik positions for one game's characters and options."""

    def __init__(self, game: DejarikGame) -> None:
        self.chars = game.characters
        self.effects = game.effects
        self.tables = Tables(self.chars, game.pieces)
        self.memo: BoundedCache[tuple[Pos, bool, bool], float] = BoundedCache(MEMO_ENTRIES)
        self.leaves: BoundedCache[tuple[int, Mods, Mods], Any] = BoundedCache(LEAF_ENTRIES)
        self.spends: BoundedCache[Pos, Any] = BoundedCache(SPEND_ENTRIES)
        self.game: tuple[int, str | None] | None = None  # the game searched last
        self.cancel: threading.Event | None = None
        self.deadline: float | None = None
        self.search_effects = True  # False: this round's new effects are left out
        self._count = 0

    def follow(self, state: DejarikState) -> None:
        """Searches in another game than the last one start from empty caches:
        what one game kept is not carried into the next."""
        game = (state.seed, state.start_text)
        if game != self.game:
            self.game = game
            self.forget()

    def forget(self) -> None:
        self.memo.clear()
        self.leaves.clear()
        self.spends.clear()
        self.tables.forget()
        for cached in (_success_array, _loss_line, _outcomes, _plans, distribution):
            cached.cache_clear()

    # Values: chance that seat 0 wins.

    def value(self, pos: Pos, full: bool) -> float:
        """``full``: search this round exactly; otherwise ``pos`` starts a round
        and the tables value it (effects already granted, no new ones)."""
        over = self._over(pos)
        if over is not None:
            return over
        if not full:
            return self.leaf(pos)
        if pos.step in ("advantages", "threats"):
            # Spending moves no piece: value every pile position at once.
            pos = self._settle(pos)
            return float(self.spend_table(pos)[self.tables.index[(pos.act, pos.ina)]])
        key = (pos, full, self.search_effects)
        found = self.memo.get(key)
        if found is not None:
            return found
        self._count += 1
        if not self._count % 256:
            self._tick()
        kind, kids = self.expand(pos, full)
        if kind == "chance":
            result = float(sum(p * self.value(child, f) for p, child, f in kids))
        else:
            values = [self.value(child, f) for _, child, f in kids]
            result = max(values) if kind == 0 else min(values)
        self.memo[key] = result
        return result

    def _tick(self) -> None:
        if self.cancel is not None and self.cancel.is_set():
            raise Cancelled
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise OutOfTime

    def leaf(self, pos: Pos) -> float:
        return float(self.leaf_table(pos)[self.tables.index[(pos.act, pos.ina)]])

    def leaf_table(self, pos: Pos) -> Any:
        """Values of the round starting at ``pos`` for every pile position."""
        key = self._leaf_key(pos)
        a, now, then = key
        found = self.leaves.get(key)
        if found is not None:
            return found
        self._tick()
        tables = self.tables
        if now == NO_MODS or then == NO_MODS:
            result = tables.table(a, now, then)
        else:
            # Both rounds carry effects: their gains over the basic game are
            # valued one round at a time and added (far fewer tables than
            # every pairing would need).
            base = tables.table(a, NO_MODS, NO_MODS)
            result = np.clip(
                tables.table(a, now, NO_MODS) + tables.table(a, NO_MODS, then) - base, 0.0, 1.0
            )
        self.leaves[key] = result
        return result

    @staticmethod
    def _leaf_key(pos: Pos) -> tuple[int, Mods, Mods]:
        a, d = pos.att, 1 - pos.att
        # Beyond CAP dice or upgrades of one kind the tables count CAP: such
        # piles of effects are rare and each adds less than the one before.
        now = Mods(
            min(pos.boost[a], CAP),
            min(pos.setback[a], CAP),
            min(pos.upa[a], CAP),
            min(pos.upd[d], CAP),
            pos.rev_now,
            min(pos.adj_now, CAP),
        )
        then = Mods(
            min(pos.boost[d], CAP),
            min(pos.setback[d], CAP),
            min(pos.upa[d], CAP),
            min(pos.upd[a], CAP),
        )
        return a, now, then

    def spend_table(self, pos: Pos) -> Any:
        """Values of a spending step (piles settled) for every pile position."""
        key = pos._replace(act=(0, 0), ina=(0, 0))
        found = self.spends.get(key)
        if found is not None:
            return found
        self._tick()
        maximise = self.mover(pos) == 0
        best: Any = None
        seen: set[object] = set()
        for plan in self._plan_list(pos):
            child, _ = self._spend(pos, plan)
            a = pos.att
            # Plans that differ only beyond the caps lead to the same values.
            same = (
                child.step,
                child.strain[a] > self.chars[a].threshold,
                child._replace(act=(0, 0), ina=(0, 0))
                if child.step == "threats"
                else self._leaf_key(child),
            )
            if same in seen:
                continue
            seen.add(same)
            if child.strain[a] > self.chars[a].threshold:  # incapacitated
                values = np.full(len(self.tables.piles), 0.0 if a == 0 else 1.0)
            elif child.step == "threats":
                values = self.spend_table(child)
            else:
                values = self.leaf_table(child)
            if best is None:
                best = values
            else:
                best = np.maximum(best, values) if maximise else np.minimum(best, values)
        self.spends[key] = best
        return best

    def _over(self, pos: Pos) -> float | None:
        for seat in (0, 1):
            alive = pos.act[seat] + pos.ina[seat] + max(pos.setc[seat], 0)
            if not alive or pos.strain[seat] > self.chars[seat].threshold:
                return 0.0 if seat == 0 else 1.0
        return None

    def mover(self, pos: Pos) -> int:
        d = 1 - pos.att
        if pos.step == "set":
            first = pos.att if pos.rev_now else d
            return first if pos.setc[first] < 0 else 1 - first
        return d if pos.step in ("defence", "threats") else pos.att

    def expand(self, pos: Pos, full: bool) -> tuple[Any, list[Child]]:
        """("chance", [(p, child, full)]) or (seat, [(move, child, full)])."""
        step, a = pos.step, pos.att
        d = 1 - a
        seat = self.mover(pos)
        kids: list[Child] = []
        if step == "set":
            for k in range(pos.act[seat] + 1):
                nxt = pos._replace(setc=_set(pos.setc, seat, k), act=_add(pos.act, seat, -k))
                if min(nxt.setc) >= 0:
                    low, high = self._adjust_range(nxt)
                    nxt = nxt._replace(step="adjust" if nxt.adj_now and low < high else "defence")
                kids.append((DejarikMove(SET, k), nxt, full))
        elif step == "adjust":
            low, high = self._adjust_range(pos)
            for k in range(low, high + 1):
                nxt = pos._replace(
                    setc=_add(pos.setc, d, k), act=_add(pos.act, d, -k), step="defence"
                )
                kids.append((DejarikMove(ADJUST, k), nxt, full))
        elif step in ("defence", "attack"):
            for stance in (0, 1):
                nxt = pos._replace(
                    stance=_set(pos.stance, seat, stance),
                    step="attack" if step == "defence" else "roll",
                )
                kids.append((DejarikMove(STANCE, stance), nxt, full))
        elif step == "roll":
            return "chance", self._roll(pos, full)
        else:
            for plan in self._plan_list(pos):
                kids.append((DejarikMove(SPEND, plan=plan), *self._spend(pos, plan)))
        return seat, kids

    def _adjust_range(self, pos: Pos) -> Pair:
        d = 1 - pos.att
        return -min(pos.adj_now, max(pos.setc[d], 0)), min(pos.adj_now, pos.act[d])

    def _roll(self, pos: Pos, full: bool) -> list[Child]:
        a, d = pos.att, 1 - pos.att
        pool = attack_pool(
            self.chars[a], pos.stance[a], pos.setc[a], pos.upa[a], pos.boost[a], pos.setback[a]
        ) + defence_pool(self.chars[d], pos.stance[d], pos.setc[d], pos.upd[d])
        base = pos._replace(
            boost=_set(pos.boost, a, 0),
            setback=_set(pos.setback, a, 0),
            upa=_set(pos.upa, a, 0),
            upd=_set(pos.upd, d, 0),
        )
        kids: list[Child] = []
        if full and self.effects and self.search_effects:
            for (ld, la), result, p in _outcomes(pool, pos.setc[a], pos.setc[d]):
                after = self._after_losses(base, ld, la)
                net, triumphs, despairs = result
                if self._over(after) is not None:
                    kids.append((p, after, True))
                elif net > 0 or triumphs or net < 0 or despairs:
                    # Spending moves no piece: settle the piles now, so that
                    # every setting and stance leading here shares the node.
                    step = "advantages" if net > 0 or triumphs else "threats"
                    kids.append((p, self._settle(after)._replace(step=step, result=result), True))
                else:
                    kids.append((p, self._end_round(after), False))
        else:
            for (ld, la), p in _loss_line(pool, pos.setc[a], pos.setc[d]):
                after = self._after_losses(base, ld, la)
                kids.append(
                    (p, after if self._over(after) is not None else self._end_round(after), False)
                )
        return kids

    def _after_losses(self, pos: Pos, ld: int, la: int) -> Pos:
        act, ina, setc = _kill(pos.act, pos.ina, pos.setc, 1 - pos.att, ld)
        act, ina, setc = _kill(act, ina, setc, pos.att, la)
        return pos._replace(act=act, ina=ina, setc=setc, result=(0, 0, 0))

    def _settle(self, pos: Pos) -> Pos:
        act, ina = _end_piles(pos.act, pos.ina, pos.setc)
        return pos._replace(act=act, ina=ina, setc=(-1, -1), stance=(-1, -1))

    def _end_round(self, pos: Pos) -> Pos:
        act, ina = _end_piles(pos.act, pos.ina, pos.setc)
        return pos._replace(
            att=1 - pos.att,
            step="set",
            act=act,
            ina=ina,
            setc=(-1, -1),
            rev_now=pos.rev_next,
            rev_next=False,
            adj_now=pos.adj_next,
            adj_next=0,
            stance=(-1, -1),
            result=(0, 0, 0),
        )

    def _plan_list(self, pos: Pos) -> tuple[Plan, ...]:
        net, triumphs, despairs = pos.result
        a = pos.att
        if pos.step == "advantages":
            return _plans(ADVANTAGE, max(net, 0), triumphs, (("R", pos.strain[a]),))
        room = max(self.chars[a].threshold - pos.strain[a] + 1, 0)
        return _plans(THREAT, max(-net, 0), despairs, (("T", room),))

    def _spend(self, pos: Pos, plan: Plan) -> tuple[Pos, bool]:
        a, d = pos.att, 1 - pos.att
        codes = plan.paid + plan.bonus
        if pos.step == "advantages":
            nxt = pos._replace(
                setback=_add(pos.setback, d, codes.count("S")),
                strain=_add(pos.strain, a, -codes.count("R")),
                boost=_add(pos.boost, a, codes.count("B")),
                rev_next=pos.rev_next or "O" in codes,
                upa=_add(pos.upa, a, codes.count("U")),
                upd=_add(pos.upd, a, codes.count("D")),
            )
            net, _, despairs = pos.result
            if net < 0 or despairs:
                return nxt._replace(step="threats"), True
            return self._end_round(nxt), False
        nxt = pos._replace(
            boost=_add(pos.boost, d, codes.count("B")),
            strain=_add(pos.strain, a, codes.count("T")),
            setback=_add(pos.setback, a, codes.count("S")),
            adj_next=pos.adj_next + codes.count("P"),
            upa=_add(pos.upa, d, codes.count("U")),
            upd=_add(pos.upd, d, codes.count("D")),
        )
        if self._over(nxt) is not None:
            return nxt, True
        return self._end_round(nxt), False

    # The bot's view of a real state.

    def move_values(
        self, state: DejarikState, progress: Progress | None = None, seconds: float | None = None
    ) -> list[tuple[DejarikMove, float]]:
        """Each move the bot considers, with the mover's chance of winning after
        it. Past ``seconds`` of search, this round's new effects are left out."""
        self.follow(state)
        self.deadline = None if seconds is None else time.monotonic() + seconds
        try:
            return self._move_values(state, progress)
        except OutOfTime:
            self.deadline = None
            self.search_effects = False
            try:
                return self._move_values(state, progress)
            finally:
                self.search_effects = True
        finally:
            self.deadline = None

    def _move_values(
        self, state: DejarikState, progress: Progress | None
    ) -> list[tuple[DejarikMove, float]]:
        pos = Pos.of(state)
        kind, kids = self.expand(pos, True)
        if kind == "chance":
            return [(ROLL_MOVE, self._for(state.current_seat, self.value(pos, True)))]
        out = []
        for i, (move, child, f) in enumerate(kids):
            out.append((move, self._for(kind, self.value(child, f))))
            if progress is not None:
                progress((i + 1) / len(kids))
        return out

    def win_chance(self, state: DejarikState, seat: int, seconds: float | None = 4.0) -> float:
        """The seat's chance of winning (this round's new effects left out
        past ``seconds``)."""
        self.follow(state)
        pos = Pos.of(state)
        self.deadline = None if seconds is None else time.monotonic() + seconds
        try:
            return self._for(seat, self.value(pos, True))
        except OutOfTime:
            self.deadline = None
            self.search_effects = False
            try:
                return self._for(seat, self.value(pos, True))
            finally:
                self.search_effects = True
        finally:
            self.deadline = None

    @staticmethod
    def _for(seat: int, value: float) -> float:
        return value if seat == 0 else 1.0 - value


@lru_cache(maxsize=4)
def _solver(options: tuple[tuple[str, Any], ...]) -> Solver:
    return Solver(DejarikGame(dict(options)))


def solver_for(game: DejarikGame) -> Solver:
    """One solver per set of options, shared by the bots, hints and draw offers
    of a process (its tables and memo only grow with what was asked)."""
    return _solver(tuple(sorted(game.options.items())))


def evaluate(state: DejarikState) -> tuple[float, ...]:
    """Each seat's chance of winning (the hooks' evaluation: draw offers)."""
    outcome = state.outcome()
    if outcome is not None:
        return outcome.scores
    chance = solver_for(state.game).win_chance(state, 0)
    return chance, 1.0 - chance


@dataclass
class DejarikBot:
    """A bot for the engine's bot protocol (``boardroom.bots.players.Bot``)."""

    level: str
    seed: int | None = None

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(
        self,
        state: DejarikState,
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
    ) -> DejarikMove:
        view = state.view(state.current_seat)
        moves = view.legal_moves()
        if not moves:
            raise ValueError("there is no move to choose: the game is over")
        if len(moves) == 1:
            return moves[0]
        scored = self.scores(view, cancel, progress, SECONDS.get(self.level))
        if scored is None:
            return moves[0]  # cancelled: nobody waits for this answer
        best = max(v for _, v in scored)
        margin = MARGINS.get(self.level, 0.0)
        if margin <= 0:
            return next(m for m, v in scored if v == best)
        near = [m for m, v in scored if v >= best - margin]
        return near[self.rng.randrange(len(near))]

    @staticmethod
    def scores(
        state: DejarikState,
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
        seconds: float | None = None,
    ) -> list[tuple[DejarikMove, float]] | None:
        """The moves the bot weighs, each with the mover's chance of winning
        after it (None when cancelled). Spending steps list only the plans
        that leave nothing useful unspent."""
        solver = solver_for(state.game)
        solver.cancel = cancel
        try:
            return solver.move_values(state, progress, seconds)
        except Cancelled:
            return None
        finally:
            solver.cancel = None


def make_bot(level: str, seed: int | None = None) -> DejarikBot:
    return DejarikBot(level, seed)
