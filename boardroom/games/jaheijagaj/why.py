"""Why a Jaheijagaj move cannot be played (``boardroom.engine.reasons``).

``explain`` finds the longest start of the attempt that begins a legal move,
then says which rule forbids the next step. It reads the board as the seat
to move sees it (``seen_cells``): a hidden piece is absent here as it is for
the move generator, so a reason never tells what the seat cannot see.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING

from boardroom.engine.reasons import (
    GAME_OVER,
    NOT_YOUR_TURN,
    QT_TRANSLATE_NOOP,
    Reason,
    legal_start,
)
from boardroom.games.jaheijagaj.attackentry import read_attack
from boardroom.games.jaheijagaj.board import COUNT, Board, board
from boardroom.games.jaheijagaj.moves import ATTACK, LEFT, PASS, RIGHT, SPAWN, JMove
from boardroom.games.jaheijagaj.pieces import (
    HONOUR_GUARD,
    KIGGYAR,
    SPEC_OPS,
    STOCK,
    TROOPER,
    WRAITH,
    honour,
    is_infantry,
    kind_of,
    side_of,
)
from boardroom.games.jaheijagaj.rules import ATTACK_STEPS, MAX_STEPS, charge_path

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import JaheijagajState

CONTEXT = "JaheijagajReasons"


def _reason(rule: str, text: str) -> Reason:
    return Reason("jaheijagaj." + rule, text, (), CONTEXT)


def _with(reason: Reason, *args: object) -> Reason:
    return dataclasses.replace(reason, args=args)


NAMES = {
    TROOPER: Reason("jaheijagaj.piece", QT_TRANSLATE_NOOP("Pieces", "Trooper"), (), "Pieces"),
    SPEC_OPS: Reason("jaheijagaj.piece", QT_TRANSLATE_NOOP("Pieces", "Spec Ops"), (), "Pieces"),
    HONOUR_GUARD: Reason(
        "jaheijagaj.piece", QT_TRANSLATE_NOOP("Pieces", "Honour Guard"), (), "Pieces"
    ),
    WRAITH: Reason("jaheijagaj.piece", QT_TRANSLATE_NOOP("Pieces", "Wraith"), (), "Pieces"),
}

# --- the reasons, one per rule ------------------------------------------------------------

HIDDEN = _reason("hidden", QT_TRANSLATE_NOOP("JaheijagajReasons", "that hex is hidden from you"))
EMPTY = _reason(
    "empty", QT_TRANSLATE_NOOP("JaheijagajReasons", "there is no piece of yours on that hex")
)
NOT_YOURS = _reason("not-yours", QT_TRANSLATE_NOOP("JaheijagajReasons", "that {0} is not yours"))
KIGGYAR_ONLY_HELP = _reason(
    "kiggyar",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons", "the Kiggyar belong to nobody: they only join attacks as helpers"
    ),
)
WRAITH_CENTRE = _reason(
    "wraith-centre", QT_TRANSLATE_NOOP("JaheijagajReasons", "a Wraith is moved from its centre hex")
)
STUCK = _reason(
    "stuck",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons", "that {0} has no free hex to go to and nothing to attack"
    ),
)
WRAITH_STUCK = _reason(
    "wraith-stuck",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "the Wraith has no room to move, turn or charge"),
)
PASS_ONLY = _reason(
    "pass", QT_TRANSLATE_NOOP("JaheijagajReasons", "you may pass only when you have no move")
)
TURN_WHAT = _reason(
    "turn-needs-wraith",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "pick your Wraith before turning it"),
)
ONLY_WRAITH_TURNS = _reason(
    "only-wraith-turns",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "only a Wraith turns: infantry walks from hex to hex"),
)
NOT_A_STEP = _reason(
    "not-a-step", QT_TRANSLATE_NOOP("JaheijagajReasons", "that cannot come next in this move")
)
FALLBACK = _reason(
    "no-such-move",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "the rules of Jaheijagaj allow no such move here"),
)
# Walking.
REPEATS = _reason(
    "path-repeats", QT_TRANSLATE_NOOP("JaheijagajReasons", "a path cannot cross the same hex twice")
)
CLIMB = _reason(
    "change-level",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "a wall stands between the levels: use a lift to climb"),
)
DROP = _reason(
    "change-level",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons", "a wall stands between the levels: use a hole to go down"
    ),
)
GAP = _reason(
    "path-gap",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons", "go one hex at a time: each hex of the path must touch the last"
    ),
)
TOO_FAR = _reason(
    "too-far",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons", "too far for that {0}: infantry moves at most four steps"
    ),
)
NO_WAY = _reason("no-way", QT_TRANSLATE_NOOP("JaheijagajReasons", "no free way leads there"))
OCCUPIED = _reason("occupied", QT_TRANSLATE_NOOP("JaheijagajReasons", "that hex is occupied"))
LANDING_TAKEN = _reason(
    "landing-occupied",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "the landing of that lift or hole is occupied"),
)
LANDING = _reason(
    "link-landing",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons", "a lift or a hole takes the piece straight to its landing"
    ),
)
# Attacks.
NOT_A_TARGET = _reason(
    "wraith-not-target",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons", "infantry cannot attack a Wraith: only surrounding it destroys it"
    ),
)
ATTACK_FAR = _reason(
    "attack-too-far",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons",
        "too far to attack: the attacker takes at most two steps, the last onto its target",
    ),
)
SHORT = _reason(
    "attack-honour",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "not enough honour against that {0}, even with helpers"),
)
ENOUGH = _reason(
    "helper-not-needed",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "the attack has honour enough already: no more helpers"),
)
PICK_HELPER = _reason(
    "helper-piece",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "pick a helper: one of your infantry or a Kiggyar"),
)
HELPER_SIDE = _reason(
    "helper-side",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "only your own infantry or the Kiggyar can help"),
)
HELPER_WRAITH = _reason(
    "helper-wraith", QT_TRANSLATE_NOOP("JaheijagajReasons", "a Wraith cannot help an attack")
)
HELPER_USED = _reason(
    "helper-used", QT_TRANSLATE_NOOP("JaheijagajReasons", "that piece is in this attack already")
)
HELPER_FAR = _reason(
    "helper-too-far",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons", "a helper moves at most two steps, to a hex next to the target"
    ),
)
NOT_BESIDE = _reason(
    "helper-not-beside",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "a helper must end next to the target"),
)
ONTO_TARGET = _reason(
    "helper-onto-target",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "a helper stands next to the target, not on it"),
)
# Spawning.
SPAWN_STOCK = _reason(
    "spawn-stock",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "all ten of your Troopers are on the board already"),
)
SPAWN_CHAIN = _reason(
    "spawn-chain",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons", "to spawn you need three of your infantry in a connected chain"
    ),
)
SPAWN_LINK = _reason(
    "spawn-link",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "a new Trooper cannot stand on a lift or a hole"),
)
SPAWN_FAR = _reason(
    "spawn-far",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons",
        "a new Trooper goes next to a chain of three of your infantry, on its level",
    ),
)
# The Wraith.
WRAITH_LEVEL = _reason(
    "wraith-level",
    QT_TRANSLATE_NOOP("JaheijagajReasons", "a Wraith must keep all four hexes on level 0"),
)
WRAITH_BLOCKED = _reason(
    "wraith-blocked", QT_TRANSLATE_NOOP("JaheijagajReasons", "pieces stand in the Wraith's way")
)
PINNED = _reason(
    "wraith-charge-blocked",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons", "the Wraith cannot charge: infantry stands next to it ahead"
    ),
)
NO_ENEMY = _reason(
    "charge-no-enemy",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons", "a charge must land on at least one enemy piece you can see"
    ),
)
STRAIGHT = _reason(
    "wraith-straight",
    QT_TRANSLATE_NOOP(
        "JaheijagajReasons",
        "a Wraith goes straight ahead only: one hex, or a charge of two or three; turn it first",
    ),
)

# Every rule's reason (the tests check each has its own position).
RULES = tuple(
    sorted({r.rule for r in globals().values() if isinstance(r, Reason) and r.context == CONTEXT})
)


def candidates(view: JaheijagajState) -> Iterable[Hashable]:
    """Every step a player can try: any hex, and the words of spawns, turns, pass."""
    return [*range(COUNT), SPAWN, LEFT, RIGHT, PASS]


def explain(state: JaheijagajState, steps: Sequence[Hashable]) -> Reason | None:
    """The first rule ``steps`` break, or None when they begin a legal move."""
    if state.is_terminal():
        return GAME_OVER
    if 0 <= state.viewer != state.to_move:
        return NOT_YOUR_TURN
    moves = state.legal_moves()
    steps = tuple(steps)
    # The longest start of the attempt that begins a legal move.
    k = legal_start(moves, steps)
    if k == len(steps):
        return None
    return _Explainer(state, steps, moves, k).reason() or FALLBACK


class _Explainer:
    def __init__(
        self, state: JaheijagajState, steps: tuple[Hashable, ...], moves: list[JMove], k: int
    ) -> None:
        self.state = state
        self.steps = steps
        self.moves = moves
        self.b: Board = board()
        self.seat = state.to_move
        self.cells = state.seen_cells(self.seat)
        self.visible = state.visible(self.seat)
        self.k = k  # the longest start of the attempt that begins a legal move

    def hex_at(self, i: int) -> int | None:
        s = self.steps[i]
        return s if isinstance(s, int) and not isinstance(s, bool) and 0 <= s < COUNT else None

    def reason(self) -> Reason | None:
        first = self.steps[0]
        if first == PASS:
            return PASS_ONLY if self.k == 0 else NOT_A_STEP
        if first == SPAWN:
            return self.spawn()
        if first in (LEFT, RIGHT):
            return TURN_WHAT
        start = self.hex_at(0)
        if start is None:
            return None
        c = self.cells[start]
        wraith = self.state.wraith[self.seat]
        if not c:
            return EMPTY if self.visible >> start & 1 else HIDDEN
        if side_of(c) == KIGGYAR:
            return KIGGYAR_ONLY_HELP
        if side_of(c) != self.seat:
            return _with(NOT_YOURS, NAMES[kind_of(c)])
        if kind_of(c) == WRAITH:
            if wraith is None or start != wraith[0]:
                return WRAITH_CENTRE
            return self.wraith_step(wraith) if len(self.steps) > 1 else WRAITH_STUCK
        if len(self.steps) == 1:
            return _with(STUCK, NAMES[kind_of(c)])
        return self.infantry()

    # --- infantry ---------------------------------------------------------------------

    def infantry(self) -> Reason | None:
        k = max(self.k, 1)
        prefix = [self.hex_at(i) for i in range(k)]
        if any(h is None for h in prefix):
            return None
        path = [h for h in prefix if h is not None]
        target = next((i for i in range(1, k) if self.cells[path[i]]), -1)
        if target >= 0:
            return self.helper_step(path, target)
        return self.primary_step(path)

    def walked(self, path: Sequence[int]) -> tuple[int, bool]:
        """Steps taken along ``path``, and whether it ends on a link (its landing next)."""
        i, n = 1, 0
        while i < len(path):
            n += 1
            i += 2 if self.b.link[path[i]] >= 0 else 1
        return n, i > len(path)

    def primary_step(self, path: list[int]) -> Reason | None:
        b, cells = self.b, self.cells
        piece = cells[path[0]]
        name = NAMES[kind_of(piece)]
        taken, in_link = self.walked(path)
        nxt = self.steps[len(path)]
        x = self.hex_at(len(path))
        if in_link:
            return LANDING
        if x is None:
            return ONLY_WRAITH_TURNS if nxt in (LEFT, RIGHT) else NOT_A_STEP
        pos = path[-1]
        if x in path:
            return REPEATS
        c = cells[x]
        if x not in b.neighbours[pos]:
            if c and kind_of(c) == WRAITH:
                return OCCUPIED if side_of(c) == self.seat else NOT_A_TARGET
            if c and side_of(c) == self.seat:
                return OCCUPIED
            if c:
                return self.far_target(path, x, taken)
            if x in b.step[pos]:
                return CLIMB if b.level[x] > b.level[pos] else DROP
            return self.far(pos, x, set(path), MAX_STEPS - taken, _with(TOO_FAR, name))
        if c:
            if side_of(c) == self.seat:
                return OCCUPIED
            if kind_of(c) == WRAITH:
                return NOT_A_TARGET
            if taken >= ATTACK_STEPS:
                return ATTACK_FAR
            return _with(SHORT, NAMES[kind_of(c)])
        if taken >= MAX_STEPS:
            return _with(TOO_FAR, name)
        landing = b.link[x]
        if landing >= 0:
            if cells[landing]:
                return LANDING_TAKEN
            if landing in path:
                return REPEATS
        return None

    def far_target(self, path: list[int], x: int, taken: int) -> Reason:
        """An enemy not next to the piece: a step left out of the path, too
        far to strike, or (a way there is free) not enough honour."""
        b = self.b
        left = ATTACK_STEPS - 1 - taken
        dist = self.distances(path[-1], set(path))
        if not any(dist.get(a, left + 1) <= left for a in b.neighbours[x]):
            return ATTACK_FAR
        n = len(path)
        if any(
            m.kind == ATTACK and list(m.path[:n]) == path and m.path[-1] == x for m in self.moves
        ):
            return GAP
        return _with(SHORT, NAMES[kind_of(self.cells[x])])

    def far(self, pos: int, x: int, banned: set[int], left: int, too_far: Reason) -> Reason:
        """A hex that is not next to ``pos``: one hex at a time, too far, or no way."""
        steps = self.distances(pos, banned).get(x)
        if steps is not None:
            return GAP if steps <= left else too_far
        if self.b.level[x] != self.b.level[pos]:
            return CLIMB if self.b.level[x] > self.b.level[pos] else DROP
        return NO_WAY

    def distances(
        self, start: int, banned: set[int], cells: list[int] | None = None
    ) -> dict[int, int]:
        """Fewest steps from ``start`` to each hex through free hexes (a link's
        base counts as reached with its landing)."""
        b = self.b
        cells = self.cells if cells is None else cells
        dist = {start: 0}
        frontier = [start]
        while frontier:
            later = []
            for pos in frontier:
                for n in b.neighbours[pos]:
                    if cells[n] or n in banned:
                        continue
                    end = b.link[n]
                    if end >= 0:
                        if cells[end] or end in banned:
                            continue
                        dist.setdefault(n, dist[pos] + 1)
                    else:
                        end = n
                    if end not in dist:
                        dist[end] = dist[pos] + 1
                        later.append(end)
            frontier = later
        return dist

    # --- helpers of an attack ---------------------------------------------------------

    def helper_step(self, path: list[int], target_at: int) -> Reason | None:
        b = self.b
        entry = read_attack(self.cells, path, target_at)
        target = entry.target
        need = honour(self.cells[target])
        around = b.neighbours[target]
        cells = entry.cells
        # The primary stands on the target's hex; the finished helpers on theirs.
        used = {target} | {h[-1] for h in entry.helpers[:-1]}
        total = honour(self.cells[path[0]]) + sum(honour(cells[h[-1]]) for h in entry.helpers[:-1])
        cur = entry.helpers[-1] if entry.helpers else []
        with_cur = total + (honour(cells[cur[0]]) if cur else 0)
        x = self.hex_at(len(path))
        taken, in_link = self.walked(cur) if cur else (0, False)
        if in_link:
            return LANDING
        if x is None:
            return NOT_A_STEP
        if x == target:
            return ONTO_TARGET
        if not cur or cells[x]:
            if cur and cur[-1] not in around:
                return NOT_BESIDE
            if with_cur >= need:
                return ENOUGH
            c = cells[x]
            if not c:
                return PICK_HELPER if self.visible >> x & 1 else HIDDEN
            if kind_of(c) == WRAITH:
                return HELPER_WRAITH
            if side_of(c) not in (self.seat, KIGGYAR):
                return HELPER_SIDE
            if x in used or x in cur:
                return HELPER_USED
            dist = self.distances(x, set(), cells)
            if not any(dist.get(a, ATTACK_STEPS + 1) <= ATTACK_STEPS for a in around):
                return HELPER_FAR
            return _with(SHORT, NAMES[kind_of(self.cells[target])])
        # ``x`` is free: the current helper walks on.
        pos = cur[-1]
        if x in cur:
            return REPEATS
        if x not in b.neighbours[pos]:
            if x in b.step[pos]:
                return CLIMB if b.level[x] > b.level[pos] else DROP
            return self.far(pos, x, set(cur), ATTACK_STEPS - taken, HELPER_FAR)
        if taken >= ATTACK_STEPS:
            return HELPER_FAR
        landing = b.link[x]
        if landing >= 0:
            if cells[landing]:
                return LANDING_TAKEN
            if landing in cur:
                return REPEATS
            x = landing
        if x in around:
            return None
        left = ATTACK_STEPS - taken - 1
        near = self.distances(x, set(cur), cells)
        return None if any(near.get(a, left + 1) <= left for a in around) else NOT_BESIDE

    # --- spawns -----------------------------------------------------------------------

    def spawn(self) -> Reason | None:
        if self.state.on_board(self.seat, TROOPER) >= STOCK[TROOPER]:
            return SPAWN_STOCK
        chained = self.chained()
        if not chained:
            return SPAWN_CHAIN
        if len(self.steps) < 2:
            return None
        if self.k >= 2:
            return NOT_A_STEP
        x = self.hex_at(1)
        if x is None:
            return NOT_A_STEP
        if self.cells[x]:
            return OCCUPIED
        if self.b.link[x] >= 0:
            return SPAWN_LINK
        if not any(x in self.b.neighbours[h] for h in chained):
            return SPAWN_FAR
        return None

    def chained(self) -> list[int]:
        """Own infantry in a connected group of three or more."""
        b, cells = self.b, self.cells
        mine = {
            h
            for h in range(COUNT)
            if cells[h] and side_of(cells[h]) == self.seat and is_infantry(cells[h])
        }
        out: list[int] = []
        seen: set[int] = set()
        for start in sorted(mine):
            if start in seen:
                continue
            group, todo = [start], [start]
            seen.add(start)
            while todo:
                here = todo.pop()
                for n in b.neighbours[here]:
                    if n in mine and n not in seen:
                        seen.add(n)
                        group.append(n)
                        todo.append(n)
            if len(group) >= 3:
                out += group
        return out

    # --- the Wraith -------------------------------------------------------------------

    def wraith_step(self, wraith: tuple[int, int]) -> Reason | None:
        b, cells = self.b, self.cells
        centre, facing = wraith
        if self.k >= 2:
            return NOT_A_STEP  # the Wraith's move is whole after one step
        nxt = self.steps[1]
        own = cells[centre]

        def free(four: tuple[int, ...]) -> bool:
            return all(not cells[x] or cells[x] == own for x in four)

        if nxt in (LEFT, RIGHT):
            turned = (facing + (1 if nxt == RIGHT else -1)) % 6
            four = b.footprint[centre][turned]
            if four is None:
                return WRAITH_LEVEL
            return None if free(four) else WRAITH_BLOCKED
        x = self.hex_at(1)
        if x is None:
            return NOT_A_STEP
        ray = []
        at = centre
        for _ in range(3):
            at = b.step[at][facing] if at >= 0 else -1
            ray.append(at)
        if x == ray[0]:
            ahead = b.footprint[x][facing]
            if ahead is None:
                return WRAITH_LEVEL
            return None if free(ahead) else WRAITH_BLOCKED
        if x not in ray[1:]:
            return STRAIGHT
        front = ray[1]
        if front >= 0 and cells[front] and is_infantry(cells[front]):
            return PINNED
        way = charge_path(b, centre, facing, ray.index(x) + 1)
        if way is None:
            return WRAITH_LEVEL
        _end, crossed, under = way
        if not free(tuple(crossed)):
            return WRAITH_BLOCKED
        if not any(cells[h] and side_of(cells[h]) != self.seat for h in under):
            return NO_ENEMY
        return None
