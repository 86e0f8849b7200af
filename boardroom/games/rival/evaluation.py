"""A fast Rival evaluation, move order and playout policy for the bots.

The evaluation reads, for each side, what a turn of two moves can do:

- material, valued through the kill matrix and the victory conditions: the
  last Samurai and the last Ashigaru are worth far more than the first ones,
  since losing every piece of a kind loses the game;
- kills on offer: the side to move cashes the best one or two of its kills
  (each by a different piece); the other side's kills are threats the side to
  move may still parry, so they count for less;
- the Shogun: a side that can reach the enemy Shogun this turn has all but
  won; enemy pieces near one's own Shogun are a danger, own pieces around it
  a shield;
- the hidden enemy Ninja: a piece standing where it may hide risks an
  ambush, in proportion to how few hexes remain possible (the search itself
  never sees an ambush it cannot know about);
- a little for Samurai and a revealed Ninja closing in on the enemy Shogun,
  so that games move forward.

Works on a seat's view: it never looks at a hiding hex the seat cannot see.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from boardroom.games.rival.board import DIST, NEIGH, SIZE, WITHIN
from boardroom.games.rival.moves import MASKED, MOVE, REVEAL, RivalMove
from boardroom.games.rival.pieces import (
    ASHIGARU,
    KIND,
    NINJA,
    OWNER,
    SAMURAI,
    SHOGUN,
    code,
)
from boardroom.games.rival.reach import kills
from boardroom.games.rival.rules import RivalState
from boardroom.games.rival.surrender import shogun_killable

# Worth of a side's Samurai and Ashigaru by how many are left (index = count).
SAMURAI_WORTH = (0.0, 6.0, 9.5, 12.0)
ASHIGARU_WORTH = (0.0, 3.5, 5.5, 7.0, 8.2, 9.2, 10.0)
NINJA_OUT = 2.5  # a revealed Ninja on the board
NINJA_HIDDEN = 3.0  # a hidden one: an ambush kills anything, once
SHOGUN_WORTH = 40.0  # what losing the Shogun (the game) costs, for risks
CASH = 0.85  # share of its best kill the side to move is credited with
CASH_SECOND = 0.45  # and of a second kill by another piece, early in its turn
THREAT = 0.3  # share of the other side's best kill (the side to move may parry)
SHOGUN_REACH = 0.97  # value for the side to move when it can kill the enemy Shogun
SHOGUN_DANGER = 2.5  # own Shogun killable by the other side's next turn
NEAR_ENEMY = 0.35  # per enemy piece within two hexes of one's Shogun
SHIELD = 0.25  # per own piece next to one's Shogun (at most three count)
CLOSING = 0.06  # per hex a Samurai or revealed Ninja is closer to the enemy Shogun
# Being the side to move, by moves left in the turn. Measured so that a
# turn's start is worth about what its best first move leads to: a search
# then sees no gain or loss from merely looking one move further.
TEMPO = (1.0, -0.5)
SCALE = 4.0


def kind_loss(state: RivalState, piece: int) -> float:
    """What losing ``piece`` costs its side (game-ending losses are large)."""
    kind = KIND[piece]
    left = state.alive[piece]
    if kind == SHOGUN:
        return SHOGUN_WORTH
    if kind == SAMURAI:
        return SHOGUN_WORTH if left <= 1 else SAMURAI_WORTH[left] - SAMURAI_WORTH[left - 1]
    if kind == ASHIGARU:
        return SHOGUN_WORTH if left <= 1 else ASHIGARU_WORTH[left] - ASHIGARU_WORTH[left - 1]
    return NINJA_OUT


def material(state: RivalState, seat: int) -> float:
    alive = state.alive
    worth = (
        SAMURAI_WORTH[min(3, alive[code(seat, SAMURAI)])]
        + ASHIGARU_WORTH[min(6, alive[code(seat, ASHIGARU)])]
    )
    if alive[code(seat, NINJA)]:
        worth += NINJA_OUT
    elif state.hidden(seat):
        worth += NINJA_HIDDEN
    return worth


def _kills(state: RivalState, seat: int, skip: int) -> list[tuple[float, int, int]]:
    """(loss to the victim's side, attacker hex, victim hex) for every kill
    ``seat`` could make with one move, the piece on ``skip`` excepted."""
    board = state.board
    found = [
        (kind_loss(state, board[victim]), attacker, victim)
        for attacker, victim in kills(board, seat, skip, state.ninja[seat], state.forbidden(seat))
    ]
    found.sort(reverse=True)
    return found


def _two_best(kills: list[tuple[float, int, int]]) -> tuple[float, float]:
    if not kills:
        return 0.0, 0.0
    best, attacker, victim = kills[0]
    for value, a, v in kills[1:]:
        if a != attacker and v != victim:
            return best, value
    return best, 0.0


def _shogun_terms(state: RivalState, seat: int) -> float:
    """Safety around ``seat``'s Shogun (positive is good for ``seat``)."""
    board = state.board
    s = state.shogun(seat)
    if s < 0:
        return 0.0
    enemy = 1 - seat
    near = sum(1 for c in WITHIN[s][2] if board[c] and OWNER[board[c]] == enemy)
    shield = sum(1 for c in NEIGH[s] if board[c] and OWNER[board[c]] == seat)
    return SHIELD * min(3, shield) - NEAR_ENEMY * near


def _closing(state: RivalState, seat: int) -> float:
    target = state.shogun(1 - seat)
    if target < 0:
        return 0.0
    board = state.board
    total = 0.0
    for c in range(SIZE):
        piece = board[c]
        if piece and OWNER[piece] == seat and KIND[piece] in (SAMURAI, NINJA):
            total += 10 - DIST[c][target]
    return CLOSING * total


def _ambush_risk(state: RivalState, seat: int) -> float:
    """Expected loss of ``seat``'s pieces standing where the enemy's unseen
    Ninja may hide (the chances known when the search began)."""
    enemy = 1 - seat
    if state.ninja[enemy] != MASKED:
        return 0.0
    mask = state.root_candidates[enemy] if state.root_candidates else state.candidates[enemy]
    if not mask:
        return 0.0
    chance = 1.0 / mask.bit_count()
    board = state.board
    risk = 0.0
    for c in range(SIZE):
        piece = board[c]
        if piece and OWNER[piece] == seat and mask >> c & 1:
            risk += chance * kind_loss(state, piece)
    return risk


def evaluate(state: RivalState) -> tuple[float, float]:
    """(Red's value, Black's value) in [0, 1], summing to 1."""
    outcome = state.outcome()
    if outcome is not None:
        return outcome.scores[0], outcome.scores[1]
    if state.phase != "play":
        return 0.5, 0.5
    value = _mover_value(state)
    return (value, 1.0 - value) if state.to_move == 0 else (1.0 - value, value)


def _mover_value(state: RivalState) -> float:
    m = state.to_move
    o = 1 - m
    mine = _kills(state, m, state.moved)
    if mine and mine[0][0] >= SHOGUN_WORTH:
        return SHOGUN_REACH  # a kill that wins the game
    if state.step == 0 and shogun_killable(state, o):
        return SHOGUN_REACH - 0.02  # two moves reach the enemy Shogun
    theirs = _kills(state, o, -1)
    best, second = _two_best(mine)
    diff = material(state, m) - material(state, o) + TEMPO[state.step]
    diff += CASH * best + (CASH_SECOND * second if state.step == 0 else 0.0)
    if theirs:
        if theirs[0][0] >= SHOGUN_WORTH:
            diff -= SHOGUN_DANGER
        else:
            diff -= THREAT * theirs[0][0]
    diff += _shogun_terms(state, m) - _shogun_terms(state, o)
    diff += _closing(state, m) - _closing(state, o)
    diff -= _ambush_risk(state, m) - _ambush_risk(state, o)
    return 1.0 / (1.0 + math.exp(-diff / SCALE))


def _priority(state: RivalState, move: RivalMove) -> float:
    """Higher for kills (by what they take), then reveals next to targets,
    then moves towards the enemy Shogun."""
    if move.action == MOVE:
        board = state.board
        victim = board[move.target]
        if victim:
            return 100.0 + kind_loss(state, victim)
        target = state.shogun(1 - state.to_move)
        if target < 0:
            return 0.0
        return float(DIST[move.origin][target] - DIST[move.target][target])
    if move.action == REVEAL:
        board = state.board
        enemy = 1 - state.to_move
        prey = sum(
            1
            for n in NEIGH[move.target]
            if board[n] and OWNER[board[n]] == enemy and KIND[board[n]] in (SHOGUN, SAMURAI)
        )
        return 5.0 * prey - 1.0
    return -5.0


def order_moves(state: RivalState, moves: list[RivalMove], rng: random.Random) -> list[RivalMove]:
    """Shuffled, then stably sorted so that the most promising come last
    (the search expands from the end)."""
    moves = list(moves)
    rng.shuffle(moves)
    moves.sort(key=lambda m: _priority(state, m))
    return moves


def playout_policy(state: RivalState, moves: Sequence[RivalMove], rng: random.Random) -> RivalMove:
    """Take the best kill most of the time, else a random move."""
    if rng.random() < 0.8:
        best = max(moves, key=lambda m: _priority(state, m))
        if _priority(state, best) >= 100.0:
            return best
    return moves[rng.randrange(len(moves))]


def order_by_evaluation(
    state: RivalState, moves: list[RivalMove], rng: random.Random
) -> list[RivalMove]:
    """Moves sorted by the evaluation of the position each one leads to, best
    last. Far dearer than ``order_moves`` (one evaluation per move) but, with
    progressive widening, it points the search at the best few moves, which
    matters in a turn of two moves: a first move is worth its best second
    move, not the average one."""
    seat = state.to_move
    scored = []
    for i, move in enumerate(moves):
        state.apply(move)
        value = evaluate(state)[seat]
        state.undo()
        scored.append((value, rng.random(), i, move))
    scored.sort()
    return [entry[3] for entry in scored]
