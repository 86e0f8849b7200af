"""Rival's puzzles: a turn (two moves) that kills the Shogun, the last
Samurai or Ashigaru, or wins material the other side cannot take back.

The position is the solver's view: the other Ninja, while it hides, is
somewhere among the hexes the text leaves it (``?``). The answer is found
by an alpha-beta search over the bots' evaluation in that view (``DEPTH``
plies: the solver's turn and the other side's, deeper than anything the
Hard bot proves: a Monte Carlo search with the evaluation at its leaves),
every other first move at least ``MARGIN`` worse. Then, with a Ninja
hidden, the line is cut to the solver's turn and tried in every hidden
world (the Ninja on each hex it may hide on): in each, the turn must win
what it claims once its end has passed (an ambush there would cost the
piece standing on the Ninja) and after the other side's best answer (a
Ninja revealed to strike included); ``WORLDS`` of them at least.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from boardroom.bots.alphabeta_bot import SearchHooks
from boardroom.bots.puzzlehooks import NOT_UNIQUE, UNSTABLE, Found, PuzzleHooks
from boardroom.bots.puzzlesearch import REFUTED, SearchPuzzles
from boardroom.engine.puzzles import MATERIAL, WIN, Claim
from boardroom.games.rival import evaluation
from boardroom.games.rival.board import HIDING
from boardroom.games.rival.moves import MASKED, MOVE, REVEAL, RivalMove
from boardroom.games.rival.pieces import ASHIGARU, NAME, NINJA, SAMURAI, code
from boardroom.games.rival.reach import kills
from boardroom.games.rival.rules import RivalState
from boardroom.games.rival.surrender import shogun_killable

DEPTH = 4
MARGIN = 200.0
SCALE = 400.0
WORTH = {SAMURAI: 3, ASHIGARU: 1, NINJA: 2}  # points of a kill (the Shogun: the game)
DECISIVE = 3
WORLDS = 0.9  # share of the hidden worlds the answer must win in
THEMES = ("shogun", "wipe-out", "ambush", "double-kill", "kill")


def score(state: RivalState) -> float:
    value = evaluation.evaluate(state)[state.current_seat]
    value = min(0.999, max(0.001, value))
    return SCALE * math.log(value / (1.0 - value))


def captures(state: RivalState) -> list[RivalMove]:
    """The kills of the seat to move (quiescence), the most costly first."""
    board = state.board
    found = [m for m in state.legal_moves() if m.action == MOVE and board[m.target]]
    found.sort(key=lambda m: -evaluation.kind_loss(state, board[m.target]))
    return found


def points(state: RivalState, seat: int) -> int:
    return sum(WORTH[kind] * state.alive[code(seat, kind)] for kind in WORTH)


def gain(before: RivalState, after: RivalState, seat: int) -> Claim | None:
    outcome = after.outcome()
    if outcome is not None and outcome.winners == (seat,):
        return Claim(WIN, reason=outcome.reason)
    if outcome is not None:
        return None
    other = 1 - seat
    lead = points(after, seat) - points(after, other)
    lead -= points(before, seat) - points(before, other)
    if lead <= 0:
        return None
    taken = []
    for kind in (SAMURAI, NINJA, ASHIGARU):
        lost = before.alive[code(other, kind)] - after.alive[code(other, kind)]
        taken += [NAME[kind]] * max(0, lost)
    return Claim(MATERIAL, float(lead), tuple(taken))


def noisy(state: RivalState, move: RivalMove) -> bool:
    return move.action == MOVE and bool(state.board[move.target])


def theme(state: RivalState, line: Sequence[RivalMove], wins: Claim) -> str:
    if wins.kind == WIN:
        return "shogun" if wins.reason == "shogun" else "wipe-out"
    seat = state.current_seat
    work = state.clone()
    kills = 0
    for move in line:
        if work.current_seat != seat:
            break
        if move.action == REVEAL:
            return "ambush"
        kills += noisy(work, move)
        work.apply(move)
    return "double-kill" if kills > 1 else "kill"


def position_key(state: RivalState) -> str:
    """The position text less what the order of a turn's two moves changes
    and play does not: the order of the duplicate-move memory (a rule about
    each piece) and the quiet moves while no move limit counts them. The
    same two moves in the other order are then the same answer."""
    fields = state.to_text().split()
    fields[4] = "/".join(",".join(sorted(part.split(","))) for part in fields[4].split("/"))
    limit = state.game.options.get("move_limit", 0)
    if not (isinstance(limit, int) and limit > 0):
        fields.pop()
    return " ".join(fields)


SEARCH: SearchHooks[RivalState, RivalMove] = SearchHooks(evaluate=score, captures=captures)
PUZZLES = SearchPuzzles(
    hooks=SEARCH,
    gain=gain,
    decisive=lambda claim: claim.kind == WIN or claim.amount >= DECISIVE,
    theme=theme,
    noisy=noisy,
    depth=DEPTH,
    margin=MARGIN,
    quiescence_depth=4,
    key=position_key,
)


def worlds(state: RivalState) -> list[RivalState]:
    """Every world the solver's view allows: the other Ninja on each free
    hex where it may hide (none to try when it is not hiding)."""
    other = 1 - state.current_seat
    if state.ninja[other] != MASKED:
        return []
    out = []
    for hex_ in sorted(HIDING[other]):
        if state.board[hex_] or not state.candidates[other] >> hex_ & 1:
            continue
        world = state.clone()
        world.ninja[other] = hex_
        world.candidates[other] = 1 << hex_
        world._result = world._compute_outcome()
        world._moves = None
        world._position_changed()
        out.append(world)
    return out


def turn_of(state: RivalState, line: Sequence[RivalMove]) -> list[RivalMove]:
    """The line's moves up to the end of the solver's first turn."""
    seat = state.current_seat
    work = state.clone()
    out = []
    for move in line:
        if work.current_seat != seat or work.is_terminal():
            break
        out.append(move)
        work.apply(move)
    return out


def holds(world: RivalState, turn: Sequence[RivalMove], wins: Claim) -> bool:
    """Does ``turn`` win ``wins`` in ``world``, after its end and the other
    side's best answer?"""
    seat = world.current_seat
    work = world.clone()
    for move in turn:
        if not work.is_legal(move):
            return False
        work.apply(move)
    if not _as_much(gain(world, work, seat), wins):
        return False
    if work.is_terminal():
        return True
    answer = PUZZLES.search(work, 2).pv
    for move in answer:
        if work.is_terminal() or work.current_seat == seat:
            break
        work.apply(move)
    got = gain(world, work, seat)
    return got is not None and PUZZLES.decisive(got)


def _as_much(got: Claim | None, wins: Claim) -> bool:
    return got is not None and got.kind == wins.kind and got.amount >= wins.amount


def solve(state: RivalState, rng: random.Random | None = None) -> Found[RivalMove] | str:
    found = PUZZLES.solve(state)
    if isinstance(found, str):
        return found
    hidden = worlds(state)
    if not hidden:
        return found
    turn = turn_of(state, found.line)
    end = state.clone()
    for move in turn:
        end.apply(move)
    wins = gain(state, end, state.current_seat)
    if wins is None or not PUZZLES.decisive(wins):
        return REFUTED
    passed = sum(holds(world, turn, wins) for world in hidden)
    if passed < WORLDS * len(hidden):
        return UNSTABLE
    also = found.also if len(turn) == len(found.line) else ()
    second = {turn[1], *also} if len(turn) > 1 else set()
    if any(move not in second for move in found.swapped):
        return NOT_UNIQUE  # played first, it would now be refused: a second answer
    return Found(
        tuple(turn),
        wins,
        theme(state, turn, wins),
        found.depth,
        found.found_at,
        also,
        len(hidden),
    )


def promising(state: RivalState) -> bool:
    """Can the seat to move kill anything this turn (a piece of it within
    reach of a victim now, or the enemy Shogun within its two moves)? A
    second move's kill that only the first opens up is rare enough to miss."""
    seat = state.current_seat
    ninja = state.ninja[seat]
    if kills(state.board, seat, state.moved, ninja, state.forbidden(seat)):
        return True
    return state.step == 0 and shogun_killable(state, 1 - seat)


def hooks() -> PuzzleHooks[RivalState, RivalMove]:
    return PuzzleHooks(
        gain=gain,
        solve=solve,
        levels=("easy", "medium"),
        promising=promising,
        skip_plies=24,
        theme_names=THEMES,
        key=position_key,
    )
