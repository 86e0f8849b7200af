"""How good a Jaheijagaj position is for each seat, quickly (the bots' leaf
evaluation), and the short list of moves worth searching.

A seat's value is a margin (PRACTICES 21), never a saturated chance: its
material (infantry honour, its Wraith, a cost for honour close to the line
of 4) less the mean material of the other seats (a seat that left counts
0), plus terms of its own that do not cancel out between seats: height and
the summit, how much of the other seats' faces it sees, closing in on
enemies and on Kiggyar, its pieces under threat, its infantry kept together
so that it can spawn, and, as quiet turns run out under the stall rule, a
cost for not leading. A finished game is worth ``WIN`` (a loss ``-WIN``).
The chances shown to people are a logistic of the values.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from boardroom.games.jaheijagaj.board import COUNT, board
from boardroom.games.jaheijagaj.cornering import refuges
from boardroom.games.jaheijagaj.finishing import MOST_AIMS, decisive, finishing
from boardroom.games.jaheijagaj.massing import assembly, massing
from boardroom.games.jaheijagaj.moves import ATTACK, MOVE, JMove
from boardroom.games.jaheijagaj.pieces import (
    OUT_BELOW,
    STOCK,
    TROOPER,
    code,
    honour,
    is_infantry,
    side_of,
)
from boardroom.games.jaheijagaj.roads import roads

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import JaheijagajState

WIN = 1000.0  # a won game; far above any margin of play
FAR = 40  # distances beyond this all look alike (walked, round the walls)
APART = 8  # a friend farther than this, or on another level, counts as this far
WALK_LIMIT = 12  # and a friend more steps away than this
STALL_ROUNDS = 30  # rounds without a removal that end a game (the table rule)
UNREACHED = 99
CLOSE = 8  # steps from a target within which every piece is drawn to it
LEAD = 4  # pieces: an army marches on as its foremost few (an attack's primary and helpers)
ROAD_SPAN = 40  # steps (roads): beyond, all look alike
ASSEMBLY_SPAN = 60  # steps (``assembly``): beyond, all look alike
ARMY = 5  # pieces: where a seat's pieces stand is worth their mean place times this
FINISH_SPAN = 40  # steps (``finishing``): beyond, all look alike
REFUGE_SPAN = 40  # refuges (``cornering``): beyond, all look alike


@dataclass(frozen=True)
class Weights:
    """The evaluation's terms, in points (an honour point is worth ``honour``)."""

    honour: float = 10.0
    wraith: float = 6.0
    danger: float = 8.0  # per point of honour under 7 (close to the line of 4)
    level: float = 0.6
    summit: float = 3.0
    # Per piece on the summit once the army marches, counted whole (not as
    # a share of the army's places): the summit's two hexes held by one
    # seat can never be attacked, and a piece there sees the whole board.
    hold: float = 0.0
    # Another seat holding both (it can never be put out while they hold
    # honour 4): a game then ends only by the stall rule. And holding one
    # while another seat holds the other, which forbids that.
    deny: float = 0.0
    block: float = 0.0
    threat: float = 3.0  # a stronger enemy near, that the piece and friends could not answer
    reach: int = 3  # how near is near for that
    chase: float = 0.6  # per step a piece is nearer its nearest target, within CLOSE
    kiggyar_chase: float = 0.3
    front: float = 1.0  # per step the seat's foremost piece is nearer its target
    march: float = 0.0  # per step each of the LEAD foremost pieces is nearer the enemy (roads)
    gather_first: bool = False  # no closing in from afar before the army musters
    wraith_chase: float = 0.4
    scout: float = 0.0  # per hex of another seat's face seen beyond the home sight
    seen: float = 0.0  # per point of enemy honour in sight
    cohesion: float = 0.0  # per hex between a piece and its nearest friend (at most 12)
    spawn_ready: float = 0.0  # three or more in a chain while Troopers are left in stock
    stall: float = 0.0  # not leading when the stall rule is near (grows to this)
    # The share of it the leader pays: it would win at the stall, but a
    # game is to be won by play (Hard: in full, so that it presses).
    leader_stall: float = 0.5
    # From this much infantry honour (or no Trooper left in stock) the army
    # marches: no more keeping together, and each step nearer a target is
    # worth ``press`` more.
    muster: int = 99
    press: float = 0.0
    # Honour above ``plenty`` counts ``surplus`` a point instead of ``honour``:
    # a stock of Troopers spawned at home jams the home face.
    plenty: int = 99
    surplus: float = 10.0
    enemy: float = 1.0  # the others' material against one's own (above 1: pressing)
    # Per point of honour within striking reach of an enemy piece, up to what
    # taking it asks (``massing``): the army comes in numbers enough to attack.
    mass: float = 0.0
    # Per step the nearest pieces with honour enough to take the easiest
    # enemy piece still have to walk to it (``assembly``), counted from
    # ASSEMBLY_SPAN steps: an army at home sets off in numbers.
    assemble: float = 0.0
    room: bool = True  # ``massing`` counts only the pieces an attack has room for
    # Once the army marches: per step fewer (from FINISH_SPAN) that the
    # cheapest group able to take a decisive enemy piece still has to go
    # (``finishing``): the strong pieces set off for it.
    finish: float = 0.0
    # Once the army marches: a chain of three kept while Troopers are left
    # in stock (an army that fought and scattered can no longer spawn, and
    # a seat behind out-spawns it).
    chain: float = 0.0
    # Once the army marches: per refuge fewer (from REFUGE_SPAN) left to
    # the most cornered decisive enemy piece (``cornering``): a net closes
    # on a Guard that outruns any one chaser.
    corner: float = 0.0
    rest: float = 0.25  # what a step of the pieces behind the LEAD foremost is worth of theirs
    # A game the stall rule (or the move limit) ends is judged as the play
    # left it (margins, the stall's cost in full), less ``cut`` points for
    # every seat, not as a won or lost game: a seat ahead that sees the rule
    # end the game in its favour would wait for it rather than finish the
    # game by play.
    play_it_out: bool = False
    cut: float = 0.0
    # ...but only for the seat that searches (``values``'s ``me``): to it,
    # another seat the limit makes a winner has won (it would take that
    # win), and a seat the limit puts out is out (``-WIN``): one behind
    # that judged a lost game by its margins would keep its pieces and lose
    # at the stall rather than trade to restart the count.
    lose_at_limit: bool = False
    scale: float = 9.0  # value points per factor e between chances shown to people


PLAIN = Weights()
CAREFUL = Weights(scout=0.03, stall=10.0)
STEADY = Weights(scout=0.03, stall=15.0, cohesion=0.3, spawn_ready=3.0)
# Hard's weights as the shipped puzzles were checked with (the puzzle
# check keeps them: ``puzzles.CHECK_WEIGHTS``). Frozen: Hard is tuned in
# PRESSING below.
FIRST_PRESSING = Weights(
    cohesion=0.6,
    spawn_ready=5.0,
    scout=0.05,
    seen=0.5,
    stall=20.0,
    leader_stall=1.0,
    muster=9,
    gather_first=True,
    march=0.3,
    press=0.8,
    enemy=1.2,
    mass=2.0,
    assemble=2.0,
    rest=0.5,
    play_it_out=True,
    cut=40.0,
    room=False,
)
PRESSING = dataclasses.replace(
    FIRST_PRESSING,
    room=True,
    hold=8.0,
    deny=30.0,
    block=12.0,
    finish=6.0,
    chain=5.0,
    corner=2.0,
    lose_at_limit=True,
)
SCALE = PLAIN.scale


@cache
def apart() -> tuple[tuple[int, ...], ...]:
    """Hexes apart as the crow flies, from each hex to each other
    (``Board.distance``, looked up: the evaluation asks it for every pair
    of pieces)."""
    b = board()
    return tuple(tuple(b.distance(a, c) for c in range(COUNT)) for a in range(COUNT))


@cache
def walks() -> tuple[tuple[int, ...], ...]:
    """Steps from each hex to each other on the empty board (a lift or hole
    one step to its landing; hexes no piece can reach: ``UNREACHED``): the
    way round the walls, where the distance as the crow flies points into one."""
    b = board()
    table = []
    for start in range(COUNT):
        dist = [UNREACHED] * COUNT
        dist[start] = 0
        frontier = [start]
        steps = 0
        while frontier:
            steps += 1
            later = []
            for here in frontier:
                for n in b.neighbours[here]:
                    landing = b.link[n]
                    end = landing if landing >= 0 else n
                    if dist[end] > steps:
                        dist[end] = steps
                        later.append(end)
            frontier = later
        table.append(tuple(dist))
    return tuple(table)


# Per seat, the pieces it closes in on: (hex, honour, a Kiggyar?).
Target = tuple[int, int, bool]
Targets = tuple[tuple[Target, ...], ...]


def infantry_by_side(state: JaheijagajState) -> list[list[int]]:
    """Each seat's infantry hexes, then the Kiggyar's."""
    n = state.num_seats
    pieces: list[list[int]] = [[] for _ in range(n + 1)]
    cells = state.cells
    for h in range(COUNT):
        c = cells[h]
        if c and is_infantry(c):
            pieces[min(side_of(c), n)].append(h)
    return pieces


def targets_of(state: JaheijagajState, pieces: list[list[int]] | None = None) -> Targets:
    """Each seat's targets where they stand now. A search judges every
    position of its lines by the targets of its root (``values``'s
    ``targets``), so that taking the piece a seat was closing in on never
    looks like drifting away from it."""
    pieces = pieces or infantry_by_side(state)
    n = state.num_seats
    cells = state.cells
    return tuple(
        tuple(
            (e, honour(cells[e]), other == n)
            for other in range(n + 1)
            if other != seat
            for e in pieces[other]
        )
        for seat in range(n)
    )


def parts(
    state: JaheijagajState, weights: Weights, targets: Targets | None = None
) -> tuple[list[float], list[float]]:
    """Per seat: its material (compared between seats) and its own terms."""
    b = board()
    cells = state.cells
    n = state.num_seats
    pieces = infantry_by_side(state)
    material = [0.0] * n
    own = [0.0] * n
    honours = [sum(honour(cells[h]) for h in pieces[s]) for s in range(n)]
    walk = walks()
    crow = apart()
    sides = summit_sides(state) if weights.deny or weights.block else []
    # Finishing counts only in play: in a game the stall rule ended a way
    # half gone is no gain, and a removal that plays on must beat it.
    finishing_on = bool(weights.finish) and state.outcome() is None
    for seat in range(n):
        if not state.alive[seat]:
            continue
        mine_all = pieces[seat]
        total = honours[seat]
        worth = weights.honour * min(total, weights.plenty) + weights.surplus * max(
            0, total - weights.plenty
        )
        if total < OUT_BELOW + 3:
            worth -= weights.danger * (OUT_BELOW + 3 - total)
        goals = targets[seat] if targets is not None else targets_of(state, pieces)[seat]
        found = state.wraith[seat]
        score = 0.0
        if found is not None:
            worth += weights.wraith
            # A Wraith does its work among the enemy: bring it to them.
            from_wraith = crow[found[0]]
            near = [from_wraith[e] for e, _, _ in goals if b.level[e] == 0]
            score += weights.wraith_chase * (FAR - min(near, default=FAR))
        material[seat] = worth
        marching = total >= weights.muster or (
            weights.press > 0 and state.stock_left(seat, TROOPER) == 0
        )
        gathering = weights.gather_first and not marching
        front, placed, threats = FAR, 0.0, 0.0
        for h in mine_all:
            mine = honour(cells[h])
            level = b.level[h]
            placed += weights.level * level + (weights.summit if level == 3 else 0.0)
            from_h = crow[h]
            support = sum(honour(cells[f]) for f in mine_all if f != h and from_h[f] <= 2)
            # Closing in on what this piece and its friends could take (not a
            # cost for being far: a piece lost must never look like a gain).
            nearest, nearest_kiggyar = FAR, FAR  # capped: beyond, all look alike
            ways = walk[h]
            for e, theirs, kiggyar in goals:
                if theirs <= mine + support:
                    if kiggyar:
                        nearest_kiggyar = min(nearest_kiggyar, ways[e])
                    else:
                        nearest = min(nearest, ways[e])
            for other in range(n):
                if other == seat:
                    continue
                for e in pieces[other]:
                    # A stronger enemy close by, that this piece and its friends
                    # could not answer: it may strike first.
                    d = from_h[e]
                    theirs = honour(cells[e])
                    if (
                        d <= weights.reach
                        and b.level[e] == level
                        and theirs >= mine
                        and mine + support < theirs + 1
                    ):
                        threats -= weights.threat * mine / d
            # Near a target, every piece is drawn to it; from afar only the
            # seat's foremost piece is (a piece spawned at home gains nothing).
            placed += weights.chase * max(0, CLOSE - nearest)
            placed += weights.kiggyar_chase * max(0, CLOSE - nearest_kiggyar)
            front = min(front, nearest)
        if gathering:
            # Before the army musters: only keeping together, and safe.
            score = threats
        else:
            # Where the pieces stand counts as if the army had ARMY pieces:
            # a piece spawned is worth its honour, not a place of its own.
            score += threats + weights.front * (FAR - front)
            score += ARMY * placed / max(1, len(mine_all))
            pull = weights.march + weights.press * marching
            # The root's enemy pieces (a capture never loses its pull) and
            # the roads to them, once for the march and the assembly.
            aims = [(e, theirs) for e, theirs, kiggyar in goals if not kiggyar]
            wanted = (pull or weights.assemble) and aims and mine_all
            road = roads(cells, seat, [e for e, _ in aims]) if wanted else None
            if pull and road is not None:
                score += pull * on_the_road(mine_all, road, weights.rest)
            if weights.mass:
                score += weights.mass * massing(cells, mine_all, aims, walk, weights.room)
            if weights.assemble and road is not None:
                steps = assembly(cells, mine_all, aims, walk, road)
                if steps is not None:
                    score += weights.assemble * max(0, ASSEMBLY_SPAN - steps)
            if finishing_on and marching:
                aims = decisive_aims(state, seat, pieces)
                score += weights.finish * finish_steps(state, seat, pieces, aims)
                if weights.corner and aims:
                    score += weights.corner * cornered(state, seat, pieces, aims, walk)
        if (weights.scout or weights.seen) and not gathering:
            score += sight_terms(state, seat, mine_all, pieces, weights)
        if (weights.cohesion or weights.spawn_ready) and not marching:
            score += together(state, mine_all, seat, weights)
        elif weights.chain and marching:
            score += weights.chain * can_spawn(state, mine_all, seat)
        if weights.hold and marching:
            score += weights.hold * sum(1 for h in mine_all if b.level[h] == 3)
        if len(sides) == 2 and seat in sides and sides[0] != sides[1]:
            score += weights.block
        elif fortress_of(sides, seat):
            score -= weights.deny
        own[seat] = score
    if weights.stall and state.quiet_moves:
        # Quiet turns running out: a removal (a Kiggyar's will do) starts them
        # again. The seat behind loses at the stall; the seat ahead would
        # win there, but pays ``leader_stall`` of the cost.
        alive = [s for s in range(n) if state.alive[s]]
        top = max(honours[s] for s in alive)
        late = min(1.0, state.quiet_moves / (STALL_ROUNDS * len(alive)))
        for s in alive:
            alone = honours[s] == top and sum(1 for o in alive if honours[o] == top) == 1
            own[s] -= weights.stall * late * late * (weights.leader_stall if alone else 1.0)
    return material, own


def decisive_aims(
    state: JaheijagajState, seat: int, pieces: list[list[int]]
) -> list[tuple[int, int]]:
    """The other seats' pieces whose loss alone puts their seat out."""
    return [
        aim
        for other in range(state.num_seats)
        if other != seat and state.alive[other]
        for aim in decisive(state.cells, pieces[other])
    ]


def finish_steps(
    state: JaheijagajState,
    seat: int,
    pieces: list[list[int]],
    aims: list[tuple[int, int]] | None = None,
) -> int:
    """Steps saved (from FINISH_SPAN) by the group of ``seat``'s pieces
    nearest to taking a decisive piece of another seat (``finishing``)."""
    if aims is None:
        aims = decisive_aims(state, seat, pieces)
    steps = finishing(state.cells, seat, pieces[seat], aims) if aims else None
    return 0 if steps is None else max(0, FINISH_SPAN - steps)


def cornered(
    state: JaheijagajState,
    seat: int,
    pieces: list[list[int]],
    aims: list[tuple[int, int]],
    walk: tuple[tuple[int, ...], ...],
) -> int:
    """Refuges fewer (from REFUGE_SPAN) than REFUGE_SPAN for the most
    cornered of the decisive ``aims`` (``cornering``): 0 with none. Sight
    is the rules' own (an attack needs its target seen)."""
    mine, sight = pieces[seat], state.visible(seat)
    fewest = min(refuges(state.cells, mine, e, walk, sight) for e, _ in aims[:MOST_AIMS])
    return max(0, REFUGE_SPAN - fewest)


def summit_sides(state: JaheijagajState) -> list[int]:
    """The sides of the pieces on the summit's two hexes where a piece can stand."""
    cells = state.cells
    return [side_of(cells[h]) for h in summit_stands() if cells[h]]


def fortress_of(sides: list[int], seat: int) -> bool:
    """Whether another seat holds both hexes of the summit where a piece
    can stand (``sides``: ``summit_sides``; nothing can reach either to
    attack it)."""
    return len(sides) == 2 and sides[0] == sides[1] != seat


@cache
def summit_stands() -> tuple[int, ...]:
    b = board()
    return tuple(h for h in range(COUNT) if b.level[h] == 3 and b.link[h] < 0)


def on_the_road(mine: list[int], road: Sequence[int], rest: float = 0.25) -> float:
    """How far the seat's ``LEAD`` foremost pieces have come towards the
    enemy (not the Kiggyar), by the roads the board leaves open (``road``,
    from ``roads``): a piece spawned at home dilutes nothing, and a Wraith
    or a crowd that blocks the way is seen to."""
    ways = sorted(road[h] for h in mine)
    lead = sum(max(0, ROAD_SPAN - d) for d in ways[:LEAD])
    # The rest follow at a fraction: an Honour Guard is taken by numbers.
    return lead + rest * sum(max(0, ROAD_SPAN - d) for d in ways[LEAD:])


def sight_terms(
    state: JaheijagajState, seat: int, mine: list[int], pieces: list[list[int]], weights: Weights
) -> float:
    """Seeing the others: the hexes of their faces in sight beyond what the
    home face shows anyway (height and a foothold on their faces), and the
    enemy honour in sight (what can be struck)."""
    b = board()
    home = b.home_sight[state.face(seat)]
    visible = home | b.sees_from(mine)
    value = weights.scout * (visible & ~home).bit_count()
    if weights.seen:
        cells = state.cells
        for other in range(len(pieces) - 1):
            if other != seat:
                value += weights.seen * sum(
                    honour(cells[e]) for e in pieces[other] if visible >> e & 1
                )
    return value


def values(
    state: JaheijagajState,
    weights: Weights = PLAIN,
    targets: Targets | None = None,
    me: int = -1,
) -> list[float]:
    """Each seat's value: ``WIN`` for a won game, ``-WIN`` for a seat out,
    else its material less the others' mean (weighed by ``enemy``), plus its
    own terms. ``me``: the seat searching (``Weights.lose_at_limit``)."""
    n = state.num_seats
    outcome = state.outcome()
    cut = 0.0
    final: list[float] = []
    ended = [False] * n  # seats judged by the outcome (``lose_at_limit``)
    if outcome is not None:
        final = [-WIN if sc <= 0 else WIN * (sc * n - 1) / (n - 1) for sc in outcome.scores]
        if not (weights.play_it_out and outcome.reason in state.limit_reasons):
            return final
        cut = weights.cut
        if weights.lose_at_limit:
            ended = [sc <= 0 or seat != me for seat, sc in enumerate(outcome.scores)]
    material, own = parts(state, weights, targets)
    out = []
    for seat in range(n):
        if not state.alive[seat]:
            out.append(-WIN)
        elif ended[seat]:
            out.append(final[seat])
        else:
            others = weights.enemy * sum(material[o] for o in range(n) if o != seat) / (n - 1)
            out.append(material[seat] - others + own[seat] - cut)
    return out


def value(state: JaheijagajState, seat: int, weights: Weights = PLAIN) -> float:
    return values(state, weights)[seat]


def scores(state: JaheijagajState, weights: Weights = PLAIN) -> list[float]:
    """A score per seat: material plus its own terms (only the seats still in matter)."""
    material, own = parts(state, weights)
    return [
        m + o if state.alive[s] else -WIN
        for s, (m, o) in enumerate(zip(material, own, strict=True))
    ]


def together(state: JaheijagajState, mine: list[int], seat: int, weights: Weights) -> float:
    """Infantry kept together: a chain of three or more can spawn while
    Troopers are left in stock, and friends near one another can help in
    attacks. Before the first chain forms, a piece's distance to
    its friends is walked (its own Wraith, the walls, lifts and holes in the
    way), since a distance as the crow flies can point into a wall."""
    b = board()
    value = 0.0
    below_stock = troopers_left(state, mine, seat)
    chained = largest_chain(mine) >= 3
    if below_stock and chained:  # ``can_spawn``
        value += weights.spawn_ready
    crow, level = apart(), b.level
    spread = 0.0
    for h in mine:
        if below_stock and not chained:
            near = walk_to_friend(state.cells, h, mine)
        else:
            from_h, here = crow[h], level[h]
            near = min((from_h[f] for f in mine if f != h and level[f] == here), default=APART) - 1
        # A cost for being apart (a piece spawned beside its friends adds
        # nothing but its honour), never more than a Trooper's honour: a
        # piece lost must never look like a gain.
        spread += min(near, WALK_LIMIT)
    return value - weights.cohesion * spread


def troopers_left(state: JaheijagajState, mine: list[int], seat: int) -> bool:
    """Whether ``seat`` has Troopers left in stock (``mine``: its infantry hexes)."""
    return sum(1 for h in mine if state.cells[h] == code(seat, TROOPER)) < STOCK[TROOPER]


def can_spawn(state: JaheijagajState, mine: list[int], seat: int) -> bool:
    """Whether ``seat`` can spawn: Troopers left in stock and a chain of three."""
    return troopers_left(state, mine, seat) and largest_chain(mine) >= 3


def walk_to_friend(cells: list[int], start: int, mine: list[int]) -> int:
    """Steps (lifts and holes one each) from ``start`` to a hex beside
    another of ``mine``, through empty hexes; WALK_LIMIT if none is near."""
    b = board()
    goals = {n for f in mine if f != start for n in b.neighbours[f]}
    if start in goals:
        return 0
    seen = {start}
    frontier = [start]
    for steps in range(1, WALK_LIMIT):
        later: list[int] = []
        for here in frontier:
            for n in b.neighbours[here]:
                if cells[n] or n in seen:
                    continue
                seen.add(n)
                landing = b.link[n]
                if landing >= 0:
                    if cells[landing] or landing in seen:
                        continue
                    seen.add(landing)
                    n = landing
                if n in goals:
                    return steps
                later.append(n)
        frontier = later
    return WALK_LIMIT


def largest_chain(mine: list[int]) -> int:
    """The size of the largest group of these hexes joined by adjacency."""
    b = board()
    left = set(mine)
    best = 0
    while left:
        todo = [left.pop()]
        size = 1
        while todo:
            here = todo.pop()
            for n in b.neighbours[here]:
                if n in left:
                    left.remove(n)
                    todo.append(n)
                    size += 1
        best = max(best, size)
    return best


def evaluate(state: JaheijagajState, weights: Weights = PLAIN) -> tuple[float, ...]:
    """Each seat's chance, summing to 1 over the seats still in (for people:
    the search compares values, which keep growing with a lead)."""
    outcome = state.outcome()
    if outcome is not None:
        return outcome.scores
    raw = values(state, weights)
    alive = [s for s in range(state.num_seats) if state.alive[s]]
    top = max(raw[s] for s in alive)
    shares = [
        math.exp((raw[s] - top) / weights.scale) if state.alive[s] else 0.0
        for s in range(state.num_seats)
    ]
    total = sum(shares)
    return tuple(w / total for w in shares)


def chance(margin: float, weights: Weights = PLAIN) -> float:
    """A value as a chance for people (a logistic of the margin)."""
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, margin / weights.scale))))


def candidate_key(move: JMove) -> tuple[object, ...]:
    """What makes moves alike for the search: a path's start and end, an
    attack's primary, target and helpers."""
    if move.kind == MOVE:
        return (MOVE, move.path[0], move.path[-1])
    if move.kind == ATTACK:
        return (ATTACK, move.path[0], move.path[-1], frozenset((h[0], h[-1]) for h in move.helpers))
    return (move.kind, move.path)


def candidates(moves: list[JMove]) -> list[JMove]:
    """The moves worth searching: one path per start and end (the shortest)
    and one attack per primary, target and set of helpers; spawns and the
    Wraith's moves all."""
    best: dict[tuple[object, ...], JMove] = {}
    for move in moves:
        key = candidate_key(move)
        kept = best.get(key)
        if kept is None or len(move.path) < len(kept.path):
            best[key] = move
    return list(best.values())


__all__ = [
    "CAREFUL",
    "PLAIN",
    "PRESSING",
    "STEADY",
    "WIN",
    "Weights",
    "candidate_key",
    "candidates",
    "chance",
    "evaluate",
    "scores",
    "value",
    "values",
]
