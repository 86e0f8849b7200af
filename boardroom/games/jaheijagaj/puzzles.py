"""Jaheijagaj's puzzles: an attack or a Wraith's charge that knocks a seat
below the line, or takes honour the others cannot take back, posed from
the solver's view (what that seat sees and remembers).

The check is the Hard bot's own search (``bot.py``: worlds sampled from
what the seat knows, each candidate followed by the other seats' play) made
larger and freed of its caps and noise: ``WORLDS`` worlds, the best
``OURS`` moves, ``REPLIES`` replies (Hard: 4 worlds, 12 moves, 40 replies
within 1.6 s). The answer is an aim (an attack's target, whichever pieces
make it; a charge): its best move must beat every move of another aim by
``margin`` (``MARGIN`` with two seats, less with more: see there); then in
each world the move itself (as played on the true board: a hidden piece in
the way stops it or calls the attack off) must win what it claims (or more:
a seat out), and still be ahead after the next seat's best reply,
in ``STABLE`` of the worlds at least.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from boardroom.bots.puzzlehooks import NO_SWING, NOT_UNIQUE, UNSTABLE, Found, PuzzleHooks
from boardroom.bots.puzzlesearch import REFUTED
from boardroom.engine.puzzles import MATERIAL, SEAT_OUT, WIN, Claim
from boardroom.games.jaheijagaj.bot import FIRST_HARD, LEVELS, JaheijagajBot, Level
from boardroom.games.jaheijagaj.evaluation import FIRST_PRESSING, candidates, evaluate
from boardroom.games.jaheijagaj.moves import ATTACK, CHARGE, MOVE, JMove
from boardroom.games.jaheijagaj.pieces import KIND_NAMES, WRAITH, kind_of, side_of
from boardroom.games.jaheijagaj.rules import JaheijagajState
from boardroom.games.jaheijagaj.worlds import sample_world

WORLDS = 8
OURS = 30
REPLIES = 60
# In the bots' margins with two seats (an honour point is 10). A seat's
# value counts the others' material by their mean: with n seats, what one of
# them loses moves it 1 / (n - 1) as much, and so does the margin asked.
MARGIN = 15.0
STABLE = 0.9
DECISIVE = 3  # honour: a Wraith, a Spec Ops and a Trooper, an Honour Guard...
WRAITH_WORTH = 3
THEMES = ("seat-out", "wraith", "charge", "promotion", "gang-up", "attack")


def held(state: JaheijagajState, seat: int) -> int:
    if not state.alive[seat]:
        return 0
    wraith = WRAITH_WORTH if state.wraith[seat] is not None else 0
    return state.infantry_honour(seat) + wraith


def pieces(state: JaheijagajState, seat: int) -> list[int]:
    return sorted(
        kind_of(c) for c in state.cells if c and side_of(c) == seat and kind_of(c) != WRAITH
    ) + ([WRAITH] if state.wraith[seat] is not None else [])


def gain(before: JaheijagajState, after: JaheijagajState, seat: int) -> Claim | None:
    """What ``seat`` won: the game, seats out, or honour (its own gained by
    promotion, the others' lost; a Wraith counts 3)."""
    outcome = after.outcome()
    if outcome is not None and outcome.winners == (seat,):
        return Claim(WIN, reason=outcome.reason)
    if not after.alive[seat]:
        return None
    fallen = tuple(
        s for s in range(before.num_seats) if s != seat and before.alive[s] and not after.alive[s]
    )
    if fallen:
        return Claim(SEAT_OUT, seats=fallen)
    lead = held(after, seat) - held(before, seat)
    taken: list[str] = []
    for other in range(before.num_seats):
        if other == seat or not before.alive[other]:
            continue
        lead += held(before, other) - held(after, other)
        left = pieces(after, other)
        for kind in pieces(before, other):
            if kind in left:
                left.remove(kind)
            else:
                taken.append(KIND_NAMES[kind])
    if lead <= 0:
        return None
    return Claim(MATERIAL, float(lead), tuple(sorted(taken)))


def decisive(claim: Claim | None) -> bool:
    return claim is not None and (claim.kind != MATERIAL or claim.amount >= DECISIVE)


def after(state: JaheijagajState, move: JMove) -> JaheijagajState:
    work = state.clone()
    work.apply(move)
    return work


def theme(state: JaheijagajState, move: JMove, wins: Claim) -> str:
    if wins.kind in (SEAT_OUT, WIN):
        return "seat-out"
    if KIND_NAMES[WRAITH] in wins.pieces:
        return "wraith"
    if move.kind == CHARGE:
        return "charge"
    if move.kind == ATTACK:
        piece = state.cells[move.path[0]]
        end = after(state, move).cells[move.path[-1]]
        if end and side_of(end) == side_of(piece) and kind_of(end) != kind_of(piece):
            return "promotion"
        return "gang-up" if move.helpers else "attack"
    return "attack"


# The check's judgement, frozen: Hard's weights and level as they were
# when the shipped puzzles were checked. Hard is tuned for play; a puzzle
# stays what it was (tests/test_puzzle_sets.py re-checks a sample).
CHECK_WEIGHTS = FIRST_PRESSING
CHECK_BASE = FIRST_HARD


def check_level() -> Level:
    """Hard's search as it was (``CHECK_BASE``), larger and without its caps and noise."""
    return quiet(CHECK_BASE, worlds=WORLDS, ours=OURS, replies=REPLIES)


def quiet(level: Level, worlds: int, ours: int | None = None, replies: int | None = None) -> Level:
    """A level without time or node caps, blunders or jitter: a judgement,
    the same every time."""
    return dataclasses.replace(
        level,
        worlds=worlds,
        ours=level.ours if ours is None else ours,
        replies=level.replies if replies is None else replies,
        seconds=None,
        nodes=None,
        blunder=0.0,
        jitter=0.0,
    )


def holds(world: JaheijagajState, move: JMove, wins: Claim, seat: int) -> bool:
    """In ``world``, does ``move`` win ``wins``, and stay ahead after the
    next seat's best reply (by that seat's own one-ply value)?"""
    work = after(world, move)
    got = gain(world, work, seat)
    if got is None or not as_much(got, wins):
        return False
    if work.is_terminal() or got.kind == SEAT_OUT:
        return True
    other = work.current_seat
    best, reply = -1.0, None
    for answer in candidates(work.legal_moves()):
        if answer.kind == MOVE:
            continue  # a plain move takes nothing back
        value = evaluate(after(work, answer), CHECK_WEIGHTS)[other]
        if value > best:
            best, reply = value, answer
    if reply is not None:
        work = after(work, reply)
    return decisive(gain(world, work, seat))


def as_much(got: Claim | None, wins: Claim) -> bool:
    """Does ``got`` (in a world) win at least ``wins`` (in the view)? A seat
    that falls there has lost all it had: at least the honour the view says
    the move takes (the view may not see that the seat was that weak)."""
    if got is None:
        return False
    if got.kind == WIN or wins.kind == MATERIAL and got.kind == SEAT_OUT:
        return True
    if got.kind != wins.kind:
        return False
    return set(wins.seats) <= set(got.seats) and got.amount >= wins.amount


def margin(state: JaheijagajState) -> float:
    return MARGIN / (state.num_seats - 1)


def solve(state: JaheijagajState, rng: random.Random | None = None) -> Found[JMove] | str:
    rng = rng or random.Random(0)
    seat = state.current_seat
    moves = state.legal_moves()
    if state.is_terminal() or len(moves) < 2:
        return NO_SWING
    chances = candidates(moves)
    strikes = [m for m in chances if m.kind in (ATTACK, CHARGE)]
    swings = {m: gain(state, after(state, m), seat) for m in strikes}
    if not any(decisive(c) for c in swings.values()):
        return NO_SWING
    worlds = [sample_world(state, rng, mirror=True) for _ in range(WORLDS)]
    bot = JaheijagajBot("hard", check_level(), 0)
    values = bot.values(worlds[0], chances, rng, None, None, worlds=worlds)
    ranked = sorted(values, key=lambda m: -values[m])
    best = ranked[0]
    rivals = [m for m in ranked if aim(m) != aim(best)]
    if rivals and values[best] - values[rivals[0]] < margin(state):
        return NOT_UNIQUE
    wins = swings.get(best)
    if wins is None or not decisive(wins):
        return REFUTED
    passed = sum(holds(world, best, wins, seat) for world in worlds)
    if passed < STABLE * len(worlds):
        return UNSTABLE
    # The same blow by other pieces or helpers is as right.
    also = [m for m in moves if m != best and aim(m) == aim(best) and decisive(swings_of(state, m))]
    return Found(
        (best,),
        wins,
        theme(state, best, wins),
        3,
        found_at(state, worlds[0], chances, best, seat),
        tuple(also),
        len(worlds),
    )


def aim(move: JMove) -> tuple[object, ...]:
    """What a move is for, as a puzzle's answer: an attack's target (with
    whichever primary and helpers), a charge's new centre."""
    if move.kind == ATTACK:
        return (ATTACK, move.path[-1])
    return (move.kind, move.path)


def swings_of(state: JaheijagajState, move: JMove) -> Claim | None:
    return gain(state, after(state, move), state.current_seat)


def found_at(
    state: JaheijagajState, world: JaheijagajState, moves: Sequence[JMove], best: JMove, seat: int
) -> int:
    """1 when the Easy bot's search (without its noise or caps) already puts
    the answer first by the margin in one world, 2 when Medium's does, 3
    when Hard's does, else 4 (only the larger check)."""
    for depth, name in enumerate(("easy", "medium", "hard"), start=1):
        bot = JaheijagajBot(name, quiet(LEVELS[name], worlds=1), 0)
        values = bot.values(world, list(moves), random.Random(0), None, None, worlds=[world])
        ranked = sorted(values, key=lambda m: -values[m])
        rivals = [m for m in ranked if aim(m) != aim(best)]
        if aim(ranked[0]) == aim(best) and (
            not rivals or values[ranked[0]] - values[rivals[0]] >= margin(state)
        ):
            return depth
    return 4


def hooks() -> PuzzleHooks[JaheijagajState, JMove]:
    return PuzzleHooks(
        gain=gain,
        solve=solve,
        levels=("easy", "easy", "medium", "easy"),
        skip_plies=4,
        max_plies=300,
        theme_names=THEMES,
    )
