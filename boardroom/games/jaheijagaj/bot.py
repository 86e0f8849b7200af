"""Jaheijagaj's bot: it decides from its seat's view and memory alone.

Hidden information rules out searching the true position, and the game's
branching (hundreds of paths a turn, several seats) rules out deep search.
So each level samples a few *worlds* consistent with what the seat knows
(the pieces it sees; the pieces it remembers, where it last saw them or,
for one that went out of sight from a hex still in sight, just out of it; for
every seat still in, enough unseen honour on its home face to keep it in the
game), and in each world looks at its candidate moves (one path per start
and end, one attack per set of helpers) one ply deep, or two: the next seat
answers with its own best move. A move's value is its mean over the worlds.

Levels: Easy looks one ply into one world and often plays a random move;
Medium one ply into two worlds, never at random; Hard two plies (the next
seat's best answer) into up to four worlds and, with two seats, a third:
after the other seat's few best answers, its own best attack (a threat it
makes is seen); Hard also scores with its own weights (``PRESSING`` in
``evaluation``: it keeps its infantry together so that it can spawn, and a
lead stays worth widening), where Easy and Medium keep the plain ones.
Time caps keep each level within its budget; the candidate
and world counts keep fast machines from playing stronger than tuned, and
make a level's choice a function of the view and the seed.
"""

from __future__ import annotations

import dataclasses
import math
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from boardroom.bots.analysis import ANALYSIS_SEED, Estimate, final_estimate, normalised
from boardroom.bots.hooks import GameHooks
from boardroom.games.jaheijagaj.board import ALL, COUNT, Board, board, members
from boardroom.games.jaheijagaj.evaluation import (
    PLAIN,
    PRESSING,
    Weights,
    candidate_key,
    candidates,
    evaluate,
)
from boardroom.games.jaheijagaj.moves import MOVE, JMove
from boardroom.games.jaheijagaj.pieces import (
    HONOUR_GUARD,
    KIGGYAR,
    KIND_OF_LETTER,
    OUT_BELOW,
    WRAITH,
    code,
    honour,
    is_infantry,
    kind_of,
    side_of,
)
from boardroom.games.jaheijagaj.rules import MAX_STEPS, JaheijagajState

Progress = Callable[[float], None]


@dataclass(frozen=True)
class Level:
    worlds: int  # sampled worlds
    plies: int  # 1: our move only; 2: and the next seat's best answer; 3: and our strike back
    ours: int  # candidate moves searched two plies deep (the best by one ply)
    replies: int  # answers tried for the next seat
    seconds: float | None  # the hard cap; None: no cap (tests)
    blunder: float = 0.0  # chance of a random legal move instead
    weights: Weights = PLAIN  # the evaluation's terms


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

LEVELS: dict[str, Level] = {
    "easy": Level(worlds=1, plies=1, ours=0, replies=0, seconds=0.15, blunder=0.3),
    "medium": Level(worlds=2, plies=1, ours=0, replies=0, seconds=0.6),
    "hard": Level(worlds=4, plies=3, ours=20, replies=24, seconds=1.8, weights=PRESSING),
}


def sample_world(
    view: JaheijagajState, rng: random.Random, mirror: bool = False
) -> JaheijagajState:
    """A full-information world that agrees with ``view``: remembered pieces
    where they were last seen (if that hex is hidden and free; an infantry
    piece that went out of sight from a hex in sight, on the nearest hidden
    free hex), and for each other seat still in, unseen Honour Guards on its
    home face until its honour is comfortably above the line."""
    seat = view.viewer
    world = view.clone()
    world.viewer = -1
    world.tracking = False
    world.memory = [{} for _ in range(view.num_seats)]
    world._stack = []
    b = board()
    hidden = ALL & ~view.visible(seat)
    cells = world.cells
    for anchor, (c, facing, _ply) in sorted(view.memory[seat].items()):
        owner = side_of(c)
        if owner < KIGGYAR and not world.alive[owner]:
            continue
        if not hidden >> anchor & 1:
            # It went out of sight from there: put it on the nearest hidden free hex.
            if is_infantry(c):
                near = nearest_hidden(b, anchor, hidden, cells)
                if near >= 0:
                    cells[near] = c
            continue
        if kind_of(c) == WRAITH:
            four = b.footprint[anchor][facing]
            if (
                four is not None
                and world.wraith[owner] is None
                and all(not cells[x] and hidden >> x & 1 for x in four)
            ):
                world.place_wraith(owner, anchor, facing)
        elif not cells[anchor]:
            cells[anchor] = c
    for other in range(view.num_seats):
        if other == seat or not world.alive[other]:
            continue
        face = view.face(other)
        spots = [
            h
            for h in range(COUNT)
            if hidden >> h & 1
            and not cells[h]
            and b.link[h] < 0
            and face in b.faces[h]
            and b.level[h] >= 1
        ]
        rng.shuffle(spots)
        if mirror:
            from_the_start(world, other, hidden, world.infantry_honour(seat))
        if mirror and world.wraith[seat] is not None and world.wraith[other] is None:
            mirror_wraith(world, other, hidden, rng)
        if mirror:  # as strong as the viewer, with pieces like the viewer's
            kinds = sorted(
                {kind_of(c) for c in cells if c and side_of(c) == seat and is_infantry(c)},
                key=lambda k: -honour(code(seat, k)),
            )
            missing = world.infantry_honour(seat) - world.infantry_honour(other)
            while missing > 0 and spots:
                fits = [k for k in kinds if honour(code(other, k)) <= missing]
                if not fits:
                    break
                cells[spots.pop()] = code(other, fits[0])
                missing -= honour(code(other, fits[0]))
        while world.infantry_honour(other) < OUT_BELOW + 2 and spots:
            cells[spots.pop()] = code(other, HONOUR_GUARD)
    world._moves = None
    return world


def nearest_hidden(b: Board, anchor: int, hidden: int, cells: list[int]) -> int:
    """The free hex out of sight nearest to ``anchor`` (a piece may stand
    there: no lift base or hole), the first in board order among the nearest;
    -1 when none is within an infantry move."""
    best, far = -1, MAX_STEPS + 1
    for h in members(hidden):
        d = b.distance(anchor, h)
        if d < far and not cells[h] and b.link[h] < 0:
            best, far = h, d
    return best


def from_the_start(world: JaheijagajState, seat: int, hidden: int, most: int) -> None:
    """``seat``'s pieces where the game set them up (public), on the hexes the
    viewer cannot see that are still free, up to ``most`` infantry honour:
    early in a game that is where they are."""
    b = board()
    setups: Any = b.setups
    setup = setups[world.face(seat)]
    cells = world.cells
    for letter, at in setup["infantry"]:
        h = b.index[at]
        piece = code(seat, KIND_OF_LETTER[letter])
        if hidden >> h & 1 and not cells[h] and world.infantry_honour(seat) + honour(piece) <= most:
            cells[h] = piece
    if world.wraith[seat] is None:
        centre, facing = b.index[setup["wraith"]["centre"]], int(setup["wraith"]["facing"])
        four = b.footprint[centre][facing]
        if four is not None and all(not cells[x] and hidden >> x & 1 for x in four):
            world.place_wraith(seat, centre, facing)


def mirror_wraith(world: JaheijagajState, seat: int, hidden: int, rng: random.Random) -> None:
    """A Wraith for ``seat`` on hidden free ground near its face, if one fits."""
    b = board()
    face = world.face(seat)
    spots = [h for h in range(COUNT) if hidden >> h & 1 and b.level[h] == 0 and face in b.faces[h]]
    rng.shuffle(spots)
    for anchor in spots:
        for four_facing, four in enumerate(b.footprint[anchor]):
            if four is not None and all(not world.cells[x] and hidden >> x & 1 for x in four):
                world.place_wraith(seat, anchor, four_facing)
                return


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
        """The candidates' mean values for the seat to move over the worlds:
        one ply deep for all; with two plies, the best few by the first
        world's one-ply values are searched two plies deep in every world
        and only they compete. A bot always searches one world; with
        ``strict`` (an analysis, whose budget may be a few milliseconds) the
        time is kept to: the one-ply pass stops when it runs out (the moves
        judged so far compete) and no world is searched deeper after it."""
        seat = view.current_seat
        settings = self.settings
        started = self.clock()
        if worlds is None:
            worlds = [sample_world(view, rng) for _ in range(settings.worlds)]
        budget = settings.seconds if strict else None
        shallow = {}
        for count, m in enumerate(moves):
            if budget is not None and count and count % 8 == 0:
                if self.clock() - started > budget:
                    break
            shallow[m] = one_ply(worlds[0], m, seat, settings.weights)
        if settings.plies < 2:
            return shallow
        deep = sorted(shallow, key=lambda m: -shallow[m])[: settings.ours]
        totals = dict.fromkeys(deep, 0.0)
        done = 0
        for index, world in enumerate(worlds):
            if cancel is not None and cancel.is_set():
                break
            # Another world would not fit in the time left (the first, kept
            # to, is tried with half the budget left: about its cost again).
            share = index / (index + 1) if index else 0.5
            if (
                (done or strict)
                and settings.seconds is not None
                and self.clock() - started > settings.seconds * share
            ):
                break
            strike = settings.plies >= 3
            for move in deep:
                totals[move] += two_ply(
                    world, move, seat, settings.replies, strike, settings.weights
                )
            done += 1
            if progress is not None:
                progress(done / settings.worlds)
        if not done:
            return shallow
        return {m: v / done for m, v in totals.items()}


def one_ply(world: JaheijagajState, move: JMove, seat: int, weights: Weights = PLAIN) -> float:
    world.apply(move)
    value = evaluate(world, weights)[seat]
    world.undo()
    return value


STRIKE_REPLIES = 4  # the next seat's answers, best first, after which our strike is sought


def two_ply(
    world: JaheijagajState,
    move: JMove,
    seat: int,
    replies: int,
    strike: bool = False,
    weights: Weights = PLAIN,
) -> float:
    """Our move, then the next seat's best answer by its own one-ply value.
    With ``strike`` (two seats only: the turn comes back to us), its few best
    answers are also weighed against our best attack after them, and it picks
    the one that leaves us least."""
    world.apply(move)
    try:
        if world.is_terminal():
            return evaluate(world, weights)[seat]
        other = world.current_seat
        answers = candidates(world.legal_moves())
        forcing = [m for m in answers if m.kind != MOVE]
        quiet = [m for m in answers if m.kind == MOVE]
        quiet.sort(key=lambda m: -len(m.path))
        tried = (forcing + quiet)[: max(replies, len(forcing))]
        ranked: list[tuple[float, float, JMove]] = []
        for answer in tried:
            world.apply(answer)
            chances = evaluate(world, weights)
            world.undo()
            ranked.append((chances[other], chances[seat], answer))
        if not ranked:
            return evaluate(world, weights)[seat]
        ranked.sort(key=lambda r: -r[0])
        if not strike or world.num_seats != 2:
            return ranked[0][1]
        worst = 1.0
        for _theirs, ours, answer in ranked[:STRIKE_REPLIES]:
            world.apply(answer)
            if not world.is_terminal():
                ours = max(ours, best_strike(world, seat, weights))
            worst = min(worst, ours)
            world.undo()
        return worst
    finally:
        world.undo()


def best_strike(world: JaheijagajState, seat: int, weights: Weights = PLAIN) -> float:
    """Our best attack or charge from here, by its one-ply value (-1: none)."""
    best = -1.0
    for move in candidates(world.legal_moves()):
        if move.kind in ("attack", "charge"):
            best = max(best, one_ply(world, move, seat, weights))
    return best


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


# The analysis searches as Hard does, but two plies: Hard's third (its own
# strike after the other seat's few best answers) finds threats for play,
# and as a chance it would claim wins the other seat can still parry.
ANALYSIS = dataclasses.replace(LEVELS["hard"], plies=2)


def full_world(state: JaheijagajState) -> JaheijagajState:
    """The whole position as a search world (a finished game's review)."""
    world = state.clone()
    world.tracking = False
    world.memory = [{} for _ in range(state.num_seats)]
    world._stack = []
    world._moves = None
    return world


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
    chance is its best move's value; the others share the rest as the
    position's evaluation weighs them."""
    if state.is_terminal():
        return final_estimate(state)
    seat = state.current_seat
    moves = state.legal_moves()
    settings = settings or ANALYSIS
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
    seen = [evaluate(world, settings.weights) for world in worlds]
    now = [sum(e[s] for e in seen) / len(seen) for s in range(state.num_seats)]
    best = max(values, key=lambda m: (values[m], -PREFERENCE.get(m.kind, 1)))
    mover = values[best]
    others = sum(now[s] for s in range(state.num_seats) if s != seat)
    chances = [
        mover if s == seat else (1.0 - mover) * (now[s] / others if others > 0 else 0.0)
        for s in range(state.num_seats)
    ]
    return Estimate(
        normalised(chances), best if best in moves else None, by_candidate(moves, values)
    )


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
