"""Rival's troops: kinds, letters, ranges, counts and the kill matrix.

A square of the board holds 0 (empty) or a piece code ``kind + 4 * seat``:
Red's pieces are 1-4, Black's 5-8. Tables indexed by code keep the hot loops
free of tuple building.
"""

from __future__ import annotations

RED, BLACK = 0, 1
SEAT_NAMES = ("Red", "Black")

EMPTY = 0
SHOGUN, SAMURAI, ASHIGARU, NINJA = 1, 2, 3, 4
KINDS = (SHOGUN, SAMURAI, ASHIGARU, NINJA)
VISIBLE_KINDS = (SHOGUN, SAMURAI, ASHIGARU)  # placed openly during the setup

# Notation letters: G for the Shogun (the army's general), S Samurai, A Ashigaru, N Ninja.
LETTER = {SHOGUN: "G", SAMURAI: "S", ASHIGARU: "A", NINJA: "N"}
KIND_OF_LETTER = {v: k for k, v in LETTER.items()}
NAME = {SHOGUN: "Shogun", SAMURAI: "Samurai", ASHIGARU: "Ashigaru", NINJA: "Ninja"}
KEY = {SHOGUN: "shogun", SAMURAI: "samurai", ASHIGARU: "ashigaru", NINJA: "ninja"}

COUNT = {SHOGUN: 1, SAMURAI: 3, ASHIGARU: 6, NINJA: 1}
VISIBLE_PIECES = sum(COUNT[k] for k in VISIBLE_KINDS)  # 10 per seat
# Where a seat's Ninja is, besides a hex: not hidden yet, or out of hiding
# (revealed on the board, or killed).
UNPLACED, OUT = -1, -3
RANGE = {SHOGUN: 1, SAMURAI: 2, ASHIGARU: 2, NINJA: 2}

# Who kills whom with an ordinary move (the Ninja's ambush kills anything).
KILLS: dict[int, frozenset[int]] = {
    SHOGUN: frozenset({SHOGUN, SAMURAI, ASHIGARU, NINJA}),
    SAMURAI: frozenset({SHOGUN, SAMURAI, ASHIGARU}),
    ASHIGARU: frozenset({SHOGUN, ASHIGARU, NINJA}),
    NINJA: frozenset({SHOGUN, SAMURAI}),
}

# The victory conditions: losing every piece of one of these kinds loses the game.
LOSS_KINDS = (SHOGUN, SAMURAI, ASHIGARU)


def code(seat: int, kind: int) -> int:
    return kind + 4 * seat


CODES = tuple(range(9))
OWNER: tuple[int, ...] = (-1, 0, 0, 0, 0, 1, 1, 1, 1)
KIND: tuple[int, ...] = (0, 1, 2, 3, 4, 1, 2, 3, 4)
# CAN_KILL[attacker][victim]: an ordinary move of attacker may end on victim.
CAN_KILL: tuple[tuple[bool, ...], ...] = tuple(
    tuple(a != 0 and v != 0 and OWNER[a] != OWNER[v] and KIND[v] in KILLS[KIND[a]] for v in CODES)
    for a in CODES
)
LONG = tuple(c != 0 and RANGE[KIND[c]] == 2 for c in CODES)  # moves up to two steps
