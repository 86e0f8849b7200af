"""Jaheijagaj's bot: it decides from its seat's view and memory alone.

Hidden information rules out searching the true position, and the game's
branching (hundreds of paths a turn, several seats) rules out deep search.
So each level samples a few *worlds* consistent with what the seat knows
(``worlds``), and in each world looks at its candidate moves (one path per
start and end, one attack per set of helpers), each followed by the play of
every seat that moves before its next turn (``search``): each takes its best
capture if it has one worth taking, so no piece is fed to a capture any of
them can see coming. A move's value is its mean margin over the worlds
(``evaluation``: margins, never a saturated chance).

Levels: Easy searches one world, the others' captures only, and now and then
plays a random move; Medium two worlds, and counts its own best capture when
the turn comes back (a threat it makes, a lead it presses); Hard four
worlds, the next seat's best answers among all its moves weighed against its
strike back, the ways out of its threatened pieces searched too, a capture
left open when its turn comes back counted (``guard``), and its own weights
(``PRESSING``: it keeps its infantry together to spawn, then marches on the
enemy by the roads the board leaves open (``roads``), its foremost pieces
first and the rest at half; it brings honour enough to take a piece within
reach of it, its strongest pieces first where an attack has room for few
(``massing``); it keeps any other seat from holding both of the summit's
hexes, where nothing can attack them, and holds one itself once its army
marches; once it marches, it brings pieces able to take a piece whose loss
alone puts a seat out (``finishing``: a lone Guard on the summit is taken by
a Guard, not by Troopers), closes a net on such a piece rather than chasing
it (``cornering``: the hexes it could flee to that no attack could reach)
and keeps a chain of three to spawn; once strong and ahead (counting the
spawns it did not see) it marches rather than spawns, and it does not let
quiet turns run out, ahead or behind: a game the stall rule ends is no win
to it, and a loss all the same, so behind it trades to restart the count).
Every capture is searched, and played when about as good as the
best; a piece sent back to a hex it stood on in its last moves costs
(``undo_cost``). Node caps keep fast machines from playing stronger than
tuned and make a level's choice a function of the view and the seed; time
caps, checked inside a world's search too, keep each level within its
budget."""

from __future__ import annotations

import dataclasses
import math
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from boardroom.bots.analysis import ANALYSIS_SEED, Estimate, final_estimate, normalised
from boardroom.bots.hooks import GameHooks
from boardroom.games.jaheijagaj.evaluation import (
    CAREFUL,
    FIRST_PRESSING,
    PLAIN,
    PRESSING,
    STEADY,
    Weights,
    candidate_key,
    candidates,
    evaluate,
    targets_of,
)
from boardroom.games.jaheijagaj.evaluation import values as value_vector
from boardroom.games.jaheijagaj.moves import ATTACK, CHARGE, HIDDEN, MOVE, SPAWN, JMove, hidden_word
from boardroom.games.jaheijagaj.pieces import honour, is_infantry, side_of
from boardroom.games.jaheijagaj.rules import JaheijagajState
from boardroom.games.jaheijagaj.search import (
    Budget,
    OutOfBudget,
    Plan,
    line_value,
    one_ply,
    threatened,
)
from boardroom.games.jaheijagaj.worlds import full_world, sample_world

Progress = Callable[[float], None]


@dataclass(frozen=True)
class Level:
    worlds: int  # sampled worlds
    ours: int  # candidates searched in every world, the best by one ply (0: all)
    replies: int  # the next seat's answers looked at in full (0: its captures only)
    seconds: float | None  # the hard cap; None: no cap (tests)
    strike: bool = False  # count our best capture when the turn comes back
    blunder: float = 0.0  # chance of a random legal move instead
    weights: Weights = PLAIN  # the evaluation's terms
    nodes: int | None = None  # the cap on evaluations (a fast machine plays no stronger)
    answers: int = 3  # the next seat's best answers weighed against our strike
    # Noise up to this many points (an honour point is 10) on each candidate's
    # value, from the seed: bots with other seeds play other games, where
    # equal choices would replay one game over and over.
    jitter: float = 1.0
    caution: float = 1.0  # how surely the next seat makes its best capture (search.Plan)
    guard: float = 0.0  # a capture left open when the turn comes back (search.Plan)
    escapes: int = 0  # moves of threatened pieces searched beyond ``ours``
    # From this much infantry honour, and ahead of every seat as far as it
    # knows, a spawn costs ``spawn_cost`` points: an army strong enough
    # marches rather than spend its turns (and the stall rule's quiet
    # rounds) filling its home face; one behind builds up.
    spawn_above: int = 99
    spawn_cost: float = 0.0
    # Points added to every capture (attack or charge) after the search: of
    # moves worth about the same, the one that removes a piece is played, so
    # a lead becomes captures before the stall rule ends the game.
    fight: float = 0.0
    # Points a move costs that takes back one of the seat's own last few
    # moves (the same piece back where it came from): a lead is never
    # pressed by a piece going to and fro until the stall rule ends it.
    undo_cost: float = 0.0


CAPTURES = (ATTACK, CHARGE)
PREFERENCE = {
    "attack": 0,
    "charge": 0,
    "spawn": 0,
    MOVE: 1,
    "forward": 2,
    "left": 3,
    "right": 3,
    "pass": 4,
}

# Hard as the shipped puzzles were checked with (the puzzle check keeps it:
# ``puzzles.CHECK_BASE``). Frozen: Hard is tuned in LEVELS below.
FIRST_HARD = Level(
    worlds=4,
    ours=12,
    replies=40,
    seconds=1.6,
    strike=True,
    weights=FIRST_PRESSING,
    nodes=12000,
    guard=0.5,
    escapes=4,
    spawn_above=12,
    spawn_cost=24.0,
    fight=6.0,
    undo_cost=12.0,
)

LEVELS: dict[str, Level] = {
    "easy": Level(
        worlds=1, ours=0, replies=0, seconds=0.15, blunder=0.1, weights=CAREFUL, nodes=400
    ),
    "medium": Level(
        worlds=2, ours=0, replies=0, seconds=0.5, strike=True, weights=STEADY, nodes=1500
    ),
    "hard": dataclasses.replace(FIRST_HARD, weights=PRESSING),
}


class JaheijagajBot:
    def __init__(
        self,
        level: str,
        settings: Level,
        seed: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.level = level
        self.settings = settings
        self.seed = seed or 0
        self.clock = clock

    def choose(
        self,
        state: JaheijagajState,
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
    ) -> JMove:
        seat = state.current_seat
        view = state.view(seat)
        moves = view.legal_moves() if not view.is_terminal() else []
        if not moves:
            raise ValueError("there is no move to choose: the game is over")
        # The same view and seed give the same choice, whatever else is hidden.
        rng = random.Random(f"{self.seed}/{view.ply}/{seat}/{view.to_text()}")
        if len(moves) == 1:
            return moves[0]
        if self.settings.blunder and rng.random() < self.settings.blunder:
            return moves[rng.randrange(len(moves))]
        values = self.values(view, candidates(moves), rng, cancel, progress)
        if self.settings.spawn_cost and ahead(view, seat, self.settings.spawn_above):
            cost = self.settings.spawn_cost
            values = {m: v - cost if m.kind == SPAWN else v for m, v in values.items()}
        if self.settings.undo_cost:
            back = taking_back(view, seat)
            cost = self.settings.undo_cost
            values = {m: v - cost if candidate_key(m) in back else v for m, v in values.items()}
        if self.settings.fight:
            bonus = self.settings.fight
            values = {m: v + bonus if m.kind in CAPTURES else v for m, v in values.items()}
        if self.settings.jitter:
            values = {m: v + rng.random() * self.settings.jitter for m, v in values.items()}
        best = max(values.values())
        ties = [m for m, v in values.items() if v >= best - 1e-9]
        # Among equals, act rather than wait: a fight, then a march, and a
        # Wraith's turn (which changes little) last.
        ties.sort(key=lambda m: (PREFERENCE.get(m.kind, 1), -len(m.path)))
        return ties[0]

    def values(
        self,
        view: JaheijagajState,
        moves: list[JMove],
        rng: random.Random,
        cancel: threading.Event | None,
        progress: Progress | None,
        worlds: list[JaheijagajState] | None = None,
        strict: bool = False,
    ) -> dict[JMove, float]:
        """The candidates' mean values (margins) for the seat to move over
        the worlds, each searched in every world (``search``). With ``ours``,
        every candidate is first judged one ply deep in the first world, and
        only the best ``ours`` are searched and compete; without, they are
        searched in order of kind (fights and spawns first, the longest
        marches next). The budget holds throughout: a world it cuts short
        is dropped, unless it is the first: then the candidates it reached
        compete (a one-ply pass it cuts short: the moves judged so far).
        ``strict`` is the analysis's word for the same (kept for it)."""
        seat = view.current_seat
        settings = self.settings
        budget = Budget(settings.nodes, settings.seconds, self.clock)
        plan = Plan(
            settings.replies,
            settings.strike,
            settings.answers,
            settings.weights,
            settings.caution,
            guard=settings.guard,
            me=seat,
        )
        first = worlds[0] if worlds else sample_world(view, rng)
        ordered = sorted(moves, key=lambda m: (PREFERENCE.get(m.kind, 1), -len(m.path)))
        if settings.ours:
            shallow: dict[JMove, float] = {}
            # The one-ply pass may take a third of the time: the rest is
            # for searching the best of it.
            budget.seconds = None if settings.seconds is None else settings.seconds / 3
            try:
                at_first = dataclasses.replace(plan, targets=targets_of(first))
                for move in ordered:
                    shallow[move] = one_ply(first, move, seat, at_first, budget)
            except OutOfBudget:
                if strict or len(shallow) < 2:
                    return shallow or {ordered[0]: 0.0}
            budget.seconds = settings.seconds
            deep = sorted(shallow, key=lambda m: -shallow[m])[: settings.ours]
            # A piece under threat: its best ways out are searched too (the
            # one-ply pass does not see the threat).
            hit = threatened(first, seat)
            escapes = [m for m in shallow if m.path and m.path[0] in hit and m not in deep]
            deep += sorted(escapes, key=lambda m: -shallow[m])[: settings.escapes]
            # Every capture too (a few): one piece's many marches can fill
            # the one-ply best, and a capture is how a game is finished.
            if settings.fight:
                fights = [m for m in shallow if m.kind in CAPTURES and m not in deep]
                deep += sorted(fights, key=lambda m: -shallow[m])[: settings.escapes]
        else:
            shallow = {}
            deep = ordered
        totals = dict.fromkeys(deep, 0.0)
        done = 0
        for index in range(settings.worlds):
            if cancel is not None and cancel.is_set():
                break
            if done and not budget.left():
                break
            if index == 0:
                world = first
            elif worlds is not None:
                if index >= len(worlds):
                    break
                world = worlds[index]
            else:
                world = sample_world(view, rng)
            reached: dict[JMove, float] = {}
            here = dataclasses.replace(plan, targets=targets_of(world))
            try:
                for move in deep:
                    reached[move] = line_value(world, move, seat, here, budget)
            except OutOfBudget:
                if not done and reached:
                    return reached
                break
            for move, v in reached.items():
                totals[move] += v
            done += 1
            if progress is not None:
                progress(done / settings.worlds)
        if not done:
            return shallow or {ordered[0]: 0.0}
        return {m: v / done for m, v in totals.items()}


def taking_back(view: JaheijagajState, seat: int, own: int = 4) -> set[tuple[object, ...]]:
    """The candidate keys of the moves that would send one of ``seat``'s
    pieces back to a hex it stood on in the seat's ``own`` last moves (the
    piece still where they left it): a piece going round in a circle of
    three hexes is seen, not only one going to and fro. The seat's moves
    are a round of the seats still in apart in the view's history, and
    known in full."""
    step = round_plies(view)
    trail: dict[int, set[int]] = {}  # where a piece stands -> where it stood before
    for back in range(step * own, 0, -step):
        if len(view.history) < back:
            continue
        last = view.history[-back]
        if last.kind != MOVE or last.piece or last.seat != seat or len(last.path) < 2:
            continue
        start, end = last.path[0], last.path[-1]
        trail[end] = trail.pop(start, set()) | {start}
    keys: set[tuple[object, ...]] = set()
    for end, before in trail.items():
        c = view.cells[end]
        if c and side_of(c) == seat:
            keys.update(candidate_key(JMove(MOVE, (end, h))) for h in before if h != end)
    return keys


def round_plies(view: JaheijagajState) -> int:
    """The plies of a round: one for each seat still in."""
    return sum(1 for s in range(view.num_seats) if view.alive[s])


RECENT_ROUNDS = 10  # rounds of the history whose unseen spawns count


def ahead(view: JaheijagajState, seat: int, least: int) -> bool:
    """Whether ``seat`` has ``least`` infantry honour or more and more than
    any other seat is known to have: the pieces it sees and remembers, and
    a Trooper for each spawn it did not see in the last ``RECENT_ROUNDS``
    rounds (the view says who spawned; a seat behind spawns at home, out
    of sight, and an army that stopped spawning was out-spawned)."""
    mine = view.infantry_honour(seat)
    if mine < least:
        return False
    known = [0] * view.num_seats
    for c in view.cells:
        if c and side_of(c) < view.num_seats and is_infantry(c):
            known[side_of(c)] += honour(c)
    for c, _facing, _ply in view.memory[seat].values():
        if side_of(c) < view.num_seats and is_infantry(c):
            known[side_of(c)] += honour(c)
    for move in view.history[-RECENT_ROUNDS * round_plies(view) :]:
        if move.kind == HIDDEN and hidden_word(move) == "spawn" and 0 <= move.seat < len(known):
            known[move.seat] += 1
    return all(mine > known[s] for s in range(view.num_seats) if s != seat and view.alive[s])


def make_bot(level: str, seed: int | None = None) -> JaheijagajBot:
    return JaheijagajBot(level, LEVELS[level], seed)


def draw_value(state: JaheijagajState) -> tuple[float, ...]:
    """Each seat's chance as the draw check sees it (the view's evaluation)."""
    return evaluate(state)


def material(state: JaheijagajState) -> float | list[float]:
    """Infantry honour (a Wraith as 3), for adjudicated bot matches: seat 0's
    lead with two seats, else each seat's (a seat out: minus infinity)."""
    held = [
        state.infantry_honour(s) + (3 if state.wraith[s] is not None else 0)
        if state.alive[s]
        else -math.inf
        for s in range(state.num_seats)
    ]
    if state.num_seats == 2:
        return float(held[0] - held[1])
    return held


# The analysis searches as Hard does.
ANALYSIS = LEVELS["hard"]


def analyse(
    state: JaheijagajState,
    seconds: float,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
    settings: Level | None = None,
) -> Estimate[JMove]:
    """Hard's judgement of the seat to move's candidates, cut to ``seconds``:
    from a view (during play) over worlds sampled from what that seat knows,
    from the whole position (a review) over that one world. The mover's
    chance is a logistic of its best move's value (against each other seat
    still in); the others share the rest as the position's values weigh them."""
    if state.is_terminal():
        return final_estimate(state)
    seat = state.current_seat
    moves = state.legal_moves()
    settings = dataclasses.replace(settings or ANALYSIS, nodes=None)
    if state.viewer >= 0:
        # The bot's worlds would hide the others' strength (a view shows
        # little of it): the analysis gives each of them the viewer's.
        rng = random.Random(f"{ANALYSIS_SEED}/{state.ply}/{seat}/{state.to_text()}")
        worlds = [sample_world(state, rng, mirror=True) for _ in range(settings.worlds)]
    else:
        settings = dataclasses.replace(settings, worlds=1)
        worlds = [full_world(state)]
    searched = moves
    if state.viewer >= 0 and state.viewer != seat:
        # Another seat's turn, seen by the viewer: its moves as the viewer
        # knows them may cross pieces of a sampled world, so one world's own.
        worlds = worlds[:1]
        searched = worlds[0].legal_moves()
    bot = JaheijagajBot("hard", dataclasses.replace(settings, seconds=seconds), ANALYSIS_SEED)
    values = bot.values(
        worlds[0],
        candidates(searched),
        random.Random(ANALYSIS_SEED),
        cancel,
        progress,
        worlds=worlds,
        strict=True,
    )
    weights = settings.weights
    seen = [value_vector(world, weights) for world in worlds]
    now = [sum(e[s] for e in seen) / len(seen) for s in range(state.num_seats)]
    best = max(values, key=lambda m: (values[m], -PREFERENCE.get(m.kind, 1)))
    rivals = sum(1 for s in range(state.num_seats) if s != seat and state.alive[s])
    mover = share(values[best], rivals, weights)
    weights_of = [
        math.exp(max(-60.0, min(60.0, now[s] / weights.scale)))
        if s != seat and state.alive[s]
        else 0.0
        for s in range(state.num_seats)
    ]
    others = sum(weights_of)
    chances = [
        mover if s == seat else (1.0 - mover) * (weights_of[s] / others if others > 0 else 0.0)
        for s in range(state.num_seats)
    ]
    per_move = {m: share(v, rivals, weights) for m, v in values.items()}
    return Estimate(
        normalised(chances), best if best in moves else None, by_candidate(moves, per_move)
    )


def share(margin: float, rivals: int, weights: Weights) -> float:
    """A margin as a chance among ``rivals`` + 1 seats (1 / seats when even)."""
    lead = math.exp(max(-60.0, min(60.0, margin / weights.scale)))
    return lead / (lead + max(1, rivals))


def by_candidate(moves: list[JMove], values: dict[JMove, float]) -> dict[JMove, float]:
    """Every legal move with its candidate's value: a longer path to the same
    hex, or the same attack, is worth what the shortest one is."""
    keyed = {candidate_key(m): v for m, v in values.items()}
    out = {}
    for move in moves:
        value = keyed.get(candidate_key(move))
        if value is not None:
            out[move] = value
    return out


def hooks() -> GameHooks[JaheijagajState, JMove]:
    return GameHooks(evaluate=draw_value, make_bot=make_bot, material=material, analyse=analyse)
