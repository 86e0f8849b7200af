"""Jikaida evaluation and move order for the alpha-beta bot.

Scores are centipawns (a Swod is 100) for the seat to move. Material uses
the source's points (Swod 1, Deldar, Paktun and Hikdar 3, Jiktar 4,
Chuktar 9, Kapt 12, Pallan 19) with its strategy tips: Hikdars and Jiktars
are worth a point less while the board is crowded and a point more once it
is open, Deldars are strongest early, capital pieces count most late.

Everything positional that depends on one piece and its square alone (Swod
advance and promotion threats, development out of the home drins, capital
pieces kept out of the early melee, the King staying home) is folded with
the material into piece-square tables, one per degree of crowding, so an
evaluation is one table lookup per piece plus a look at the Kings'
neighbours. Threats are left to the quiescence search over captures.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import cache
from typing import TYPE_CHECKING

from boardroom.games.jikaida.moves import JikaidaMove
from boardroom.games.jikaida.variants import (
    BLUE,
    CHUKTAR,
    DELDAR,
    HIKDAR,
    JIKTAR,
    KAPT,
    KIND,
    KINDS,
    KING,
    PAKTUN,
    PALLAN,
    SWOD,
    VARIANTS,
    Variant,
)

if TYPE_CHECKING:
    from boardroom.bots.alphabeta import OrderInfo
    from boardroom.games.jikaida.rules import JikaidaState

# The source's points, in centipawns, by kind (King 0: it is never traded).
POINTS = (0, 0, 1900, 1200, 900, 400, 300, 300, 300, 100)
CAPITAL = (PALLAN, KAPT, CHUKTAR)
BUCKETS = 12  # degrees of crowding, each with its own tables

# Positional weights (centipawns), small beside the material.
OPEN_LINE = 100  # Hikdar/Jiktar: -OPEN_LINE crowded, +OPEN_LINE open (the source's point)
DELDAR_EARLY = 40  # Deldars rule the early melee
CAPITAL_LATE = 0.10  # capital pieces gain this fraction of their value in the endgame
SWOD_STEP = 4  # per rank a Swod has advanced
PROMOTION_THREAT = (0.0, 0.20, 0.08, 0.03)  # share of the promotion's gain, by ranks to go
CENTRE = 3  # per file towards the centre (Deldar, Hikdar, Jiktar); Paktuns twice that
DEVELOPED = 15  # a minor piece off its back rank
DELDAR_STEP = 4  # per rank a Deldar has advanced, up to DELDAR_REACH
DELDAR_REACH = 6
CAPITAL_EXPOSED = 25  # a capital piece outside its home drins while the board is crowded
KING_HOME = 30  # the King on its back rank (crowded board); less further up
KING_AWAY = 40  # per rank the King stands beyond its second rank (crowded board)
KING_GUARD = 8  # per own piece next to the King, scaled by crowding
KING_GUARDS = 4  # at most this many count


class Tables:
    """Piece-square tables of one variant: ``score[bucket][piece][square]`` from
    Yellow's point of view (Blue's pieces negative), and a guard bonus per bucket."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.files, self.ranks = variant.files, variant.ranks
        self.size = variant.size
        self.full = _piece_count(variant.start)
        self.promotion = POINTS[KINDS[variant.promotions[0]]]
        self.home_ranks = self.ranks // 3 if self.ranks >= 18 else 0  # home drins
        self.score: list[list[list[int]]] = []
        self.guard: list[int] = []
        for bucket in range(BUCKETS):
            crowd = bucket / (BUCKETS - 1)  # 0 open ... 1 as crowded as the start
            self.score.append(self._bucket(crowd))
            self.guard.append(round(KING_GUARD * crowd))

    def bucket(self, pieces: int) -> int:
        """The crowding bucket: a third of the start's pieces or fewer is fully open."""
        low = self.full / 3
        crowd = (pieces - low) / (self.full - low) if self.full > low else 0.0
        return min(BUCKETS - 1, max(0, round(crowd * (BUCKETS - 1))))

    def _bucket(self, crowd: float) -> list[list[int]]:
        table: list[list[int]] = [[0] * self.size for _ in range(BLUE + 10)]
        for kind in range(1, 10):
            for sq in range(self.size):
                value = round(self._value(kind, sq, crowd))
                table[kind][sq] = value
                table[kind | BLUE][self.size - 1 - sq] = -value  # Blue: the board turned round
        return table

    def _value(self, kind: int, sq: int, crowd: float) -> float:
        """Yellow's piece of ``kind`` on ``sq`` (Blue's mirror it by rotation)."""
        files, ranks = self.files, self.ranks
        f, r = sq % files, sq // files
        centre = min(f, files - 1 - f)
        value = float(POINTS[kind])
        if kind in (HIKDAR, JIKTAR):
            value += OPEN_LINE * (1 - 2 * crowd)
        elif kind == DELDAR:
            value += DELDAR_EARLY * crowd + CENTRE * centre
            value += DELDAR_STEP * min(max(r - 1, 0), DELDAR_REACH)
        elif kind in CAPITAL:
            value += CAPITAL_LATE * POINTS[kind] * (1 - crowd)
            if self.home_ranks and r >= self.home_ranks:
                value -= CAPITAL_EXPOSED * crowd
        if kind in (HIKDAR, JIKTAR, PAKTUN):
            value += (2 * CENTRE if kind == PAKTUN else CENTRE) * centre
            if r > 0:
                value += DEVELOPED
        elif kind == SWOD:
            value += SWOD_STEP * r
            to_go = ranks - 1 - r
            if 0 < to_go < len(PROMOTION_THREAT):
                value += PROMOTION_THREAT[to_go] * (self.promotion - POINTS[SWOD])
        elif kind == KING:
            if r == 0:
                value += KING_HOME * crowd
            elif r > 1:
                value -= KING_AWAY * (r - 1) * crowd
        return value


def _piece_count(text: str) -> int:
    return sum(1 for c in text.split()[0] if c.isalpha())


@cache
def tables(variant: str) -> Tables:
    return Tables(VARIANTS[variant])


def evaluate(state: JikaidaState) -> float:
    """The position's value for the seat to move, in centipawns."""
    board = state.board
    men = state.men
    t = tables(state.variant.name)
    yellow, blue = men
    bucket = t.bucket(len(yellow) + len(blue))
    score = t.score[bucket]
    total = 0
    for sq in yellow:
        total += score[board[sq]][sq]
    for sq in blue:
        total += score[board[sq]][sq]
    guard = t.guard[bucket]
    if guard:
        kings = state.kings
        neighbours = state.g.neighbours
        for seat in (0, 1):
            king = kings[seat]
            if king < 0:
                continue
            bit = BLUE if seat else 0
            near = 0
            for n in neighbours[king]:
                p = board[n]
                if p and p & BLUE == bit:
                    near += 1
            near = min(near, KING_GUARDS) * guard
            total += -near if seat else near
    return float(-total if state.turn else total)


def material(state: JikaidaState) -> float:
    """Yellow's lead in the source's points (for match adjudication)."""
    board = state.board
    yellow, blue = state.men
    return (
        float(
            sum(POINTS[board[sq] & KIND] for sq in yellow)
            - sum(POINTS[board[sq] & KIND] for sq in blue)
        )
        / 100
    )


# --- move order ------------------------------------------------------------------


def _gain(board: list[int], move: JikaidaMove) -> int:
    """Most valuable victim first, then least valuable attacker; a promotion
    counts as capturing the difference."""
    gain = POINTS[board[move.to] & KIND] * 64 - POINTS[board[move.frm] & KIND] // 16
    if move.promotion is not None:
        gain += (POINTS[KINDS[move.promotion]] - POINTS[SWOD]) * 64
    return gain


def order(
    state: JikaidaState, moves: list[JikaidaMove], info: OrderInfo[JikaidaMove]
) -> list[JikaidaMove]:
    """Captures and promotions to the best kind by gain, then the quiet moves by
    the search's killers and history, then the other promotions."""
    board = state.board
    best = state.variant.promotions[0]
    mine = BLUE if state.turn else 0
    loud: list[JikaidaMove] = []
    quiet: list[JikaidaMove] = []
    under: list[JikaidaMove] = []
    for m in moves:
        if m.promotion is not None:
            (loud if m.promotion == best else under).append(m)
        elif m.capture and not m.fluttember and board[m.to] & BLUE != mine:
            loud.append(m)  # (a Pallan taking a friend is no gain)
        else:
            quiet.append(m)
    if len(loud) > 1:
        loud.sort(key=lambda m: _gain(board, m), reverse=True)
    return [*loud, *info.quiet_order(quiet), *under]


def captures(state: JikaidaState) -> list[JikaidaMove]:
    """What quiescence searches: the legal captures (the engine's MVV-LVA order),
    promotions to the best kind first when a Swod is close to promoting."""
    found: list[JikaidaMove] = state.captures()
    if _near_promotion(state):
        best = state.variant.promotions[0]
        promos = [m for m in state.legal_moves() if m.promotion == best]
        taken = set(promos)
        found = [*promos, *(m for m in found if m not in taken)]
    return found


def _near_promotion(state: JikaidaState) -> bool:
    """Could a Swod of the side to move reach its last rank this move? (Cheap: a
    Swod within three ranks; a long vault to the last rank is left to the search.)"""
    board = state.board
    me = state.turn
    swod = SWOD | (BLUE if me else 0)
    files, ranks = state.g.files, state.g.ranks
    for sq in state.men[me]:
        if board[sq] == swod:
            r = sq // files
            to_go = r if me else ranks - 1 - r
            if to_go <= 3:
                return True
    return False


def quick_end(state: JikaidaState) -> bool:
    """Is the game over, as far as can be told without generating moves?
    (Resignation, agreement, the move limit, and the material endings; a
    Hyrkaida or Tikaida needs the moves and is found by the search.)"""
    return bool(state._stopped() or state._material_end() is not None)


def in_kaida(state: JikaidaState) -> bool:
    """Is the seat to move in Kaida? (Quiescence then searches every reply.)"""
    king = state.kings[state.turn]
    if king < 0:
        return False
    if state.history and not _may_attack(state, state.history[-1], king):
        return False  # (skips about three tests in five)
    return bool(state.in_kaida(state.turn))


def _may_attack(state: JikaidaState, move: JikaidaMove, king: int) -> bool:
    """Could the enemy's last move have put the King in Kaida? The King was
    safe before it (the side to move's own move was legal) and a move changes
    only its two squares, so a new attack needs one of them on a line through
    the King or within four squares of it (leaps, a Deldar's or Paktun's
    opening double move), or, for the Pallan's turns and vaults, on a line
    through an enemy Pallan, or that Pallan itself moving."""
    files = state.g.files
    kf, kr = king % files, king // files
    for sq in (move.frm, move.to):
        dx, dy = sq % files - kf, sq // files - kr
        if not dx or not dy or dx == dy or dx == -dy or (-4 <= dx <= 4 and -4 <= dy <= 4):
            return True
    board = state.board
    pallan = PALLAN | (0 if state.turn else BLUE)
    for p in state.men[1 - state.turn]:
        if board[p] == pallan:
            if p == move.to:
                return True
            pf, pr = p % files, p // files
            for sq in (move.frm, move.to):
                dx, dy = sq % files - pf, sq // files - pr
                if not dx or not dy or dx == dy or dx == -dy:
                    return True
    return False


def key(state: JikaidaState) -> Hashable:
    return state.key()


__all__ = ["captures", "evaluate", "in_kaida", "key", "material", "order", "quick_end", "tables"]
