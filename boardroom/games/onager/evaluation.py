"""A fast Onager evaluation and playout policy for the bots.

The game is a back-rank race (RULINGS section 1): at the start of its turn a
player wins with more pieces on the enemy back rank than the enemy has on its
own. An arrival is therefore a threat the opponent must answer at once, by
covering the arrived piece with a jump or by arriving too. The evaluation
reads, for each side, without generating every move:

- the back-rank counts and what the side to move must do about them;
- arrivals: enemy back-rank cells the side can reach in one walk or jump;
- covers: own back-rank cells holding an enemy piece it can jump onto;
- progress of its pieces towards the enemy back rank;
- pieces: discs on top (a disc under an enemy is out of play for now).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from boardroom.games.onager.cells import EMPTY
from boardroom.games.onager.moves import JUMP, LAKE, WALK, OnagerMove
from boardroom.games.onager.rules import OnagerState

# Weights in "pieces"; tuned by bot-versus-bot matches.
PIECE = 1.0
PROGRESS = 0.12  # per row of advance, per piece
ADVANCED = 0.04  # extra per squared row of advance: the front line matters most
BANK = 2.5  # a piece standing on the enemy back rank
THREAT = 1.0  # per threat (arrival or cover) the side could make, up to 3
SAFE_THREAT = 1.5  # extra when the threat's piece could not be covered back
TEMPO = 0.4  # being the side to move
SCALE = 3.0  # score difference that gives about 0.73 to the side ahead
LOST = 0.02  # value for a side that cannot stop the enemy's back-rank win
MAX_THREATS = 3


def _reachable(state: OnagerState, cell: int, me: int) -> bool:
    """Can a piece of ``me`` walk or make a single jump onto ``cell``?"""
    top = state.top
    shown = top[cell]
    if shown == me or (shown != EMPTY and shown != 1 - me):
        return False  # own piece or a lake
    board = state.board
    if shown == EMPTY:
        for n in board.neighbours[cell]:
            if top[n] == me:
                return True
    # Seen from the landing cell: a pivot at distance d, the jumper at 2d,
    # and nothing strictly between them.
    for ray in board.rays[cell]:
        length = len(ray)
        d = 1
        while 2 * d <= length:
            if top[ray[d - 1]] == me and top[ray[2 * d - 1]] == me:
                if all(top[ray[k]] == EMPTY for k in range(d, 2 * d - 1)):
                    return True
            d += 1
    return False


def _covered_back(state: OnagerState, cell: int, me: int) -> bool:
    """Once ``me`` stands on ``cell``, could the enemy jump onto it?

    Approximate: the rest of the board is taken as it is now (the mover's
    origin is not emptied).
    """
    top = state.top
    before = top[cell]
    top[cell] = me
    try:
        return _reachable(state, cell, 1 - me)
    finally:
        top[cell] = before


def threats(state: OnagerState, seat: int) -> tuple[list[int], list[int]]:
    """Cells where one move of ``seat`` gains a piece in the back-rank race:
    (arrivals on the enemy back rank, covers of enemy pieces on its own)."""
    top = state.top
    enemy = 1 - seat
    arrivals = [c for c in state.back_rank(enemy) if _reachable(state, c, seat)]
    covers = [c for c in state.back_rank(seat) if top[c] == enemy and _reachable(state, c, seat)]
    return arrivals, covers


def static_score(state: OnagerState, seat: int) -> float:
    """Material, progress and standing on the enemy back rank."""
    board = state.board
    last = board.rows - 1
    row_of = board.row_of
    score = 0.0
    for cell, shown in enumerate(state.top):
        if shown == seat:
            advance = row_of[cell] if seat == 0 else last - row_of[cell]
            score += PIECE + PROGRESS * advance + ADVANCED * advance * advance
    return score + BANK * state.back_rank_count(seat)


def evaluate(state: OnagerState) -> tuple[float, float]:
    """(Black's value, White's value) in [0, 1], summing to 1."""
    outcome = state.outcome()
    if outcome is not None:
        return outcome.scores[0], outcome.scores[1]
    if state.lakes_left:
        return 0.5, 0.5
    value = _mover_value(state)
    return (value, 1.0 - value) if state.to_move == 0 else (1.0 - value, value)


def _mover_value(state: OnagerState) -> float:
    m = state.to_move
    o = 1 - m
    deficit = state.back_rank_count(o) - state.back_rank_count(m)  # >= 0 or m has won
    m_threats = [c for group in threats(state, m) for c in group]
    if deficit >= 2 or (deficit == 1 and not m_threats):
        return LOST  # one move wins back at most one piece of the race
    o_threats = [c for group in threats(state, o) for c in group]
    m_safe = [c for c in m_threats if not _covered_back(state, c, m)]
    if deficit == 0 and m_safe and not o_threats:
        return 1.0 - LOST  # a threat the enemy can neither cover nor match
    o_safe = [c for c in o_threats if not _covered_back(state, c, o)]
    diff = static_score(state, m) - static_score(state, o) + TEMPO
    diff += THREAT * (min(len(m_threats), MAX_THREATS) - min(len(o_threats), MAX_THREATS))
    diff += SAFE_THREAT * (min(len(m_safe), MAX_THREATS) - min(len(o_safe), MAX_THREATS))
    return 1.0 / (1.0 + math.exp(-diff / SCALE))


def _priority(state: OnagerState, move: OnagerMove) -> int:
    """Higher for moves that race: arrivals, covers, long forward jumps."""
    if move.kind == LAKE:
        return 0
    me = state.to_move
    board = state.board
    last = board.rows - 1
    target = move.steps[-1]
    row_from, row_to = board.row_of[move.steps[0]], board.row_of[target]
    gain = row_to - row_from if me == 0 else row_from - row_to
    if row_to == (last if me == 0 else 0):
        return 40 + gain  # arrival on the enemy back rank
    if row_to == (0 if me == 0 else last) and state.top[target] == 1 - me:
        return 30  # covering an enemy piece on one's own back rank
    if move.kind == JUMP:
        return 10 + gain if gain > 0 else gain
    return gain if move.kind == WALK else 0


def order_moves(
    state: OnagerState, moves: list[OnagerMove], rng: random.Random
) -> list[OnagerMove]:
    """Moves shuffled, then stably sorted so the most promising come last
    (the search expands from the end)."""
    moves = list(moves)
    rng.shuffle(moves)
    moves.sort(key=lambda m: _priority(state, m))
    return moves


def playout_policy(
    state: OnagerState, moves: Sequence[OnagerMove], rng: random.Random
) -> OnagerMove:
    """Mostly random, but take an arrival or a cover when one is there and
    prefer forward jumps: random Onager games otherwise wander for hundreds
    of plies."""
    best: list[OnagerMove] = []
    best_priority = 29
    for move in moves:
        p = _priority(state, move)
        if p > best_priority:
            best, best_priority = [move], p
        elif p == best_priority and best:
            best.append(move)
    if best and rng.random() < 0.9:
        return best[rng.randrange(len(best))]
    forward = [m for m in moves if m.kind == JUMP and _priority(state, m) > 10]
    if forward and rng.random() < 0.5:
        return forward[rng.randrange(len(forward))]
    return moves[rng.randrange(len(moves))]
