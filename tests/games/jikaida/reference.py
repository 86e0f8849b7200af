"""A deliberately slow, literal Poron Jikaida move generator (tests only).

Written from seed 001, /work/shared/RULINGS.md sections 0 and 2 and
docs/jikaida-formats.md WITHOUT reading boardroom.games.jikaida: the fast
engine is checked against it by perft, and two independent readings that
agree are the evidence.  Nothing here is clever: every path a piece may take
is walked square by square, every effect (from, to, promotion, fluttember)
is collected in a set, and a move is dropped when, on the board after it,
some enemy pseudo-legal move of any kind (vaults and opening bonuses
included) could capture on the mover's King square.

Readings chosen where the texts leave something open (switches below where
the other reading is plausible):

* Fronts are three whole lines on the full board (files f|g, ranks 6|7,
  ranks 12|13).  A piece is adjacent to a front when its square borders that
  line.  A step or leap crosses a front when its start and end lie on
  different sides of the line (for a leap: the drins of start and end).
* A Paktun's double leap judges each leap as a move of its own from its own
  starting square, free crossing included (PAKTUN_FREE_CROSSING_PER_LEAP).
* Pallan front turn, orthogonal approach: it may turn on the first square
  beyond any front it crosses while its free crossing is still unspent
  (also a front it was adjacent to), and the turn spends it.  After the turn
  it may still cross a front it stood next to at the start of the move
  (the general front rule), but no other (PALLAN_ADJACENT_CROSSING_AFTER_TURN).
  Diagonal approach: RULINGS says "crosses no other front afterwards", so
  after such a turn only the front(s) it met may be crossed.
* A vault capture needs 3 passed pieces in every variant, Pastang included:
  RULINGS lowers only the run length to 2 there (PASTANG_CAPTURE_AFTER).
* Every piece may vault, the King too ("any piece may vault").
* A bent vault's second leg must start with a piece; the landing or capture
  counts every passed piece of both legs, the bend piece once.
* Pastang promotes to Deldar only (the kinds in play, never Swod); Drak's
  City to Pallan only.
* Fluttember partners: the very Kapt or Chuktar that began on that starting
  square stands on it now (RULINGS 2), moved meanwhile or not.  Every Kapt
  and Chuktar carries where it began (`Position.began`, None for a promoted
  one) and takes it along when it moves; the position text's optional sixth
  field (docs/jikaida-formats.md) names those of a side that still has the
  Fluttember that did not begin where they would by default.  "Landing
  square not attacked" is checked before the swap, and the usual King-safety
  check after it.
* Game end: a player without a legal move loses (Tikaida, or Hyrkaida when
  in Kaida), in the drills too.  Nikaida: a side to move with only its King
  is in its reprieve; a side NOT to move with only its King has had it and
  lost; two bare Kings is a draw.
* The `moved` field is written in square order (rank 1 first, then by file).
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field

Square = tuple[int, int]  # (file index from a = 0, rank index from rank 1 = 0)
Effect = tuple[str, str, str | None, bool]

PAKTUN_FREE_CROSSING_PER_LEAP = True
PALLAN_ADJACENT_CROSSING_AFTER_TURN = True
PASTANG_CAPTURE_AFTER = 3
VAULT_CAPTURE_AFTER = 3

ORTH: tuple[Square, ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAG: tuple[Square, ...] = ((1, 1), (1, -1), (-1, -1), (-1, 1))
ALL8: tuple[Square, ...] = ORTH + DIAG
KNIGHT: tuple[Square, ...] = (
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
)


@dataclass(frozen=True)
class Variant:
    name: str
    width: int
    height: int
    file_fronts: tuple[int, ...]  # a front lies between file index x - 1 and x
    rank_fronts: tuple[int, ...]  # a front lies between rank index y - 1 and y
    min_run: int
    has_kings: bool
    promotions: tuple[str, ...]
    start: str


VARIANTS: dict[str, Variant] = {
    "jikaida": Variant(
        "jikaida",
        12,
        18,
        (6,),
        (6, 12),
        3,
        True,
        ("P", "A", "C", "J", "H", "N", "D"),
        "cjhapkannhjc/dddddddddddd/ssssssssssss/12/12/12/12/12/12/12/12/12/12/12/12/"
        "SSSSSSSSSSSS/DDDDDDDDDDDD/CJHNNAPKAHJC y - yb 0",
    ),
    "pastang": Variant(
        "pastang",
        6,
        6,
        (),
        (),
        2,
        False,
        ("D",),
        "dsddsd/ssssss/6/6/SSSSSS/DSDDSD y - - 0",
    ),
    "stikitche": Variant(
        "stikitche",
        6,
        12,
        (),
        (6,),
        3,
        True,
        ("P", "A", "C", "J", "H", "N", "D"),
        "2pk2/6/6/6/6/6/6/6/6/6/6/2PK2 y - - 0",
    ),
    "draks_city": Variant(
        "draks_city",
        6,
        12,
        (),
        (6,),
        3,
        False,
        ("P",),
        "6/1ssps1/1ssss1/1ssss1/1ssss1/6/6/1SSSS1/1SSSS1/1SSSS1/1SPSS1/6 y - - 0",
    ),
}


def colour(letter: str) -> str:
    return "y" if letter.isupper() else "b"


def other(side: str) -> str:
    return "b" if side == "y" else "y"


def square_name(sq: Square) -> str:
    return f"{chr(ord('a') + sq[0])}{sq[1] + 1}"


def parse_square(name: str) -> Square:
    return (ord(name[0]) - ord("a"), int(name[1:]) - 1)


@dataclass
class Position:
    variant: Variant
    board: dict[Square, str]  # occupied squares only
    turn: str  # "y" or "b"
    moved: set[Square] = field(default_factory=set)
    fluttember: set[str] = field(default_factory=set)
    quiet: int = 0
    # Every Kapt and Chuktar on the board -> the square it began on (None: none).
    began: dict[Square, Square | None] = field(default_factory=dict)

    def copy(self) -> Position:
        return Position(
            self.variant,
            dict(self.board),
            self.turn,
            set(self.moved),
            set(self.fluttember),
            self.quiet,
            dict(self.began),
        )

    def on_board(self, sq: Square) -> bool:
        return 0 <= sq[0] < self.variant.width and 0 <= sq[1] < self.variant.height


# ---------------------------------------------------------------- position text


def parse(variant_name: str, text: str) -> Position:
    v = VARIANTS[variant_name]
    fields = text.split()
    if len(fields) == 5:
        fields.append("-")  # written before the origins field: every piece began at home
    ranks_text, turn, moved_text, flutter_text, quiet_text, origins_text = fields
    rows = ranks_text.split("/")
    if len(rows) != v.height:
        raise ValueError(f"expected {v.height} ranks, got {len(rows)}")
    board: dict[Square, str] = {}
    for i, row in enumerate(rows):
        rank = v.height - 1 - i
        file = 0
        digits = ""
        for ch in row + " ":
            if ch.isdigit():
                digits += ch
                continue
            if digits:
                file += int(digits)
                digits = ""
            if ch == " ":
                break
            if ch.upper() not in "KPACJHNDS":
                raise ValueError(f"bad piece letter {ch!r}")
            board[(file, rank)] = ch
            file += 1
        if file != v.width:
            raise ValueError(f"rank {rank + 1} has {file} files")
    if turn not in ("y", "b"):
        raise ValueError("turn must be y or b")
    moved = set() if moved_text == "-" else {parse_square(s) for s in moved_text.split(",")}
    starts = start_squares(v)
    for sq in moved:
        letter = board.get(sq)
        if letter is None or sq not in starts.get(letter, set()) or letter.upper() not in "SDN":
            raise ValueError(f"moved square {square_name(sq)} holds no S/D/N on its start")
    flutter = set() if flutter_text == "-" else set(flutter_text)
    if not flutter <= {"y", "b"}:
        raise ValueError("bad fluttember field")
    began: dict[Square, Square | None] = {}
    for sq, letter in board.items():
        if letter.upper() in "AC":
            began[sq] = sq if sq in starts.get(letter, set()) else None
    if origins_text != "-":
        for entry in origins_text.split(","):
            where, origin = entry.split("=")
            sq = parse_square(where)
            if board.get(sq, "").upper() not in ("A", "C"):
                raise ValueError(f"origins: {where} holds no Kapt or Chuktar")
            began[sq] = None if origin == "-" else parse_square(origin)
    return Position(v, board, turn, moved, flutter, int(quiet_text), began)


def to_text(pos: Position) -> str:
    v = pos.variant
    rows = []
    for rank in range(v.height - 1, -1, -1):
        row = ""
        empty = 0
        for file in range(v.width):
            letter = pos.board.get((file, rank))
            if letter is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += letter
        if empty:
            row += str(empty)
        rows.append(row)
    moved = sorted(pos.moved, key=lambda sq: (sq[1], sq[0]))
    moved_text = ",".join(square_name(sq) for sq in moved) or "-"
    flutter = "".join(s for s in "yb" if s in pos.fluttember) or "-"
    text = f"{'/'.join(rows)} {pos.turn} {moved_text} {flutter} {pos.quiet}"
    starts = start_squares(v)
    odd = []
    for sq in sorted(pos.began, key=lambda sq: (sq[1], sq[0])):
        usual = sq if sq in starts.get(pos.board[sq], set()) else None
        if colour(pos.board[sq]) in pos.fluttember and pos.began[sq] != usual:
            origin = pos.began[sq]
            odd.append(f"{square_name(sq)}={'-' if origin is None else square_name(origin)}")
    return f"{text} {','.join(odd)}" if odd else text


def start_position(variant_name: str) -> Position:
    return parse(variant_name, VARIANTS[variant_name].start)


_START_CACHE: dict[str, dict[str, set[Square]]] = {}


def start_squares(v: Variant) -> dict[str, set[Square]]:
    """Piece letter (with its colour) -> the squares where that kind starts."""
    if v.name not in _START_CACHE:
        table: dict[str, set[Square]] = {}
        start = parse_board_only(v, v.start.split()[0])
        for sq, letter in start.items():
            table.setdefault(letter, set()).add(sq)
        _START_CACHE[v.name] = table
    return _START_CACHE[v.name]


def parse_board_only(v: Variant, ranks_text: str) -> dict[Square, str]:
    board: dict[Square, str] = {}
    for i, row in enumerate(ranks_text.split("/")):
        file = 0
        digits = ""
        for ch in row + " ":
            if ch.isdigit():
                digits += ch
                continue
            if digits:
                file += int(digits)
                digits = ""
            if ch != " ":
                board[(file, v.height - 1 - i)] = ch
                file += 1
    return board


# ---------------------------------------------------------------- geometry


def add(sq: Square, d: Square, times: int = 1) -> Square:
    return (sq[0] + d[0] * times, sq[1] + d[1] * times)


def fronts_between(v: Variant, a: Square, b: Square) -> frozenset[tuple[str, int]]:
    """The fronts a step or leap from a to b crosses (the drins differ across them)."""
    return _fronts_between(v.file_fronts, v.rank_fronts, a, b)


# The fronts, a pure function of the squares, kept once worked out: every
# step of every slide asks them (a fifth of the reference's time).
@functools.cache
def _fronts_between(
    file_fronts: tuple[int, ...], rank_fronts: tuple[int, ...], a: Square, b: Square
) -> frozenset[tuple[str, int]]:
    crossed = set()
    for x in file_fronts:
        if min(a[0], b[0]) < x <= max(a[0], b[0]):
            crossed.add(("file", x))
    for y in rank_fronts:
        if min(a[1], b[1]) < y <= max(a[1], b[1]):
            crossed.add(("rank", y))
    return frozenset(crossed)


def adjacent_fronts(v: Variant, sq: Square) -> frozenset[tuple[str, int]]:
    return _adjacent_fronts(v.file_fronts, v.rank_fronts, sq)


@functools.cache
def _adjacent_fronts(
    file_fronts: tuple[int, ...], rank_fronts: tuple[int, ...], sq: Square
) -> frozenset[tuple[str, int]]:
    near = set()
    for x in file_fronts:
        if sq[0] in (x - 1, x):
            near.add(("file", x))
    for y in rank_fronts:
        if sq[1] in (y - 1, y):
            near.add(("rank", y))
    return frozenset(near)


def pay(
    crossed: frozenset[tuple[str, int]], adjacent: frozenset[tuple[str, int]], free: int
) -> int | None:
    """Free crossings left after paying for `crossed`, or None if it cannot be paid."""
    needed = len(crossed - adjacent)
    return None if needed > free else free - needed


def forward(side: str) -> int:
    return 1 if side == "y" else -1


def last_rank(v: Variant, side: str) -> int:
    return v.height - 1 if side == "y" else 0


# ---------------------------------------------------------------- capture rules


def propt(board: dict[Square, str], sq: Square) -> bool:
    """A Swod next to (8 neighbours) a Deldar of its own colour."""
    letter = board[sq]
    deldar = "D" if letter.isupper() else "d"
    return any(board.get(add(sq, d)) == deldar for d in ALL8)


def can_capture(v: Variant, board: dict[Square, str], mover: str, target_sq: Square) -> bool:
    target = board.get(target_sq)
    if target is None:
        return False
    kind = mover.upper()
    if v.name == "draks_city" and kind != "P":
        return False
    if colour(target) == colour(mover):
        return kind == "P" and target.upper() != "K"
    if kind == "S" and target.upper() == "S" and propt(board, target_sq):
        return False
    return True


def unmoved(pos: Position, sq: Square) -> bool:
    letter = pos.board[sq]
    return (
        letter.upper() in "SDN"
        and sq in start_squares(pos.variant).get(letter, set())
        and sq not in pos.moved
    )


# ---------------------------------------------------------------- ordinary moves


def slide(
    v: Variant,
    board: dict[Square, str],
    start: Square,
    d: Square,
    mover: str,
    max_len: int,
    free: int,
    fronts: bool = True,
) -> list[tuple[Square, bool]]:
    """Squares a regular move in direction d reaches: (square, is capture)."""
    out: list[tuple[Square, bool]] = []
    adjacent = adjacent_fronts(v, start)
    cur = start
    for _ in range(max_len):
        nxt = add(cur, d)
        if not (0 <= nxt[0] < v.width and 0 <= nxt[1] < v.height):
            break
        if fronts:
            left = pay(fronts_between(v, cur, nxt), adjacent, free)
            if left is None:
                break
            free = left
        if nxt in board:
            if can_capture(v, board, mover, nxt):
                out.append((nxt, True))
            break
        out.append((nxt, False))
        cur = nxt
    return out


def leaps(
    v: Variant, board: dict[Square, str], start: Square, mover: str, free: int
) -> list[tuple[Square, bool]]:
    out: list[tuple[Square, bool]] = []
    adjacent = adjacent_fronts(v, start)
    for o in KNIGHT:
        t = add(start, o)
        if not (0 <= t[0] < v.width and 0 <= t[1] < v.height):
            continue
        if pay(fronts_between(v, start, t), adjacent, free) is None:
            continue
        if t not in board:
            out.append((t, False))
        elif can_capture(v, board, mover, t):
            out.append((t, True))
    return out


def moved_board(board: dict[Square, str], start: Square, to: Square) -> dict[Square, str]:
    after = dict(board)
    after[to] = after.pop(start)
    return after


# ---------------------------------------------------------------- vaults


def straight_vault(
    v: Variant, board: dict[Square, str], start: Square, d: Square, mover: str
) -> set[Square]:
    """Touch-down squares of a straight vault from `start` along direction d."""
    min_run = v.min_run
    capture_after = PASTANG_CAPTURE_AFTER if v.name == "pastang" else VAULT_CAPTURE_AFTER
    out: set[Square] = set()
    j = 1
    while True:
        q = add(start, d, j)
        passed = j - 1
        if not (0 <= q[0] < v.width and 0 <= q[1] < v.height):
            break  # the run reaches the edge: only the captures found so far
        if q in board:
            if passed >= capture_after and can_capture(v, board, mover, q):
                out.add(q)
            j += 1
            continue
        if passed >= min_run:
            out.add(q)
        break
    return out


def vault_directions(mover: str) -> tuple[Square, ...]:
    if mover.upper() == "S":
        f = forward(colour(mover))
        return ((0, f), (1, f), (-1, f))
    return ALL8


def bent_vaults(v: Variant, board: dict[Square, str], start: Square, mover: str) -> set[Square]:
    """Pallan vaults with one bend at any piece of the first leg."""
    out: set[Square] = set()
    for d1 in ALL8:
        k = 1
        while True:
            bend = add(start, d1, k)
            if not (0 <= bend[0] < v.width and 0 <= bend[1] < v.height) or bend not in board:
                break
            for d2 in ALL8:
                if d2 == d1 or d2 == (-d1[0], -d1[1]):
                    continue
                j = 1
                while True:
                    q = add(bend, d2, j)
                    passed = k + j - 1  # pieces passed before reaching q
                    if not (0 <= q[0] < v.width and 0 <= q[1] < v.height):
                        break
                    if q in board:
                        if passed >= VAULT_CAPTURE_AFTER and can_capture(v, board, mover, q):
                            out.add(q)
                        j += 1
                        continue
                    if j >= 2 and passed >= v.min_run:  # the second leg holds pieces
                        out.add(q)
                    break
            k += 1
    return out


# ---------------------------------------------------------------- the Pallan


def pallan_after_turn(
    v: Variant,
    board: dict[Square, str],
    turn_sq: Square,
    d: Square,
    mover: str,
    allowed: frozenset[tuple[str, int]],
) -> set[Square]:
    """The run after a front turn: only fronts in `allowed` may still be crossed."""
    out: set[Square] = set()
    cur = turn_sq
    while True:
        nxt = add(cur, d)
        if not (0 <= nxt[0] < v.width and 0 <= nxt[1] < v.height):
            break
        if not fronts_between(v, cur, nxt) <= allowed:
            break
        if nxt in board:
            if can_capture(v, board, mover, nxt):
                out.add(nxt)
            break
        out.add(nxt)
        cur = nxt
    return out


def pallan_targets(v: Variant, board: dict[Square, str], start: Square) -> set[Square]:
    mover = board[start]
    ordinary: set[Square] = set()
    quiet_stops: set[Square] = set()  # plain moves that may be followed by a vault
    adjacent = adjacent_fronts(v, start)
    for d in ALL8:
        free = 1
        cur = start
        while True:
            nxt = add(cur, d)
            if not (0 <= nxt[0] < v.width and 0 <= nxt[1] < v.height):
                break
            crossed = fronts_between(v, cur, nxt)
            left = pay(crossed, adjacent, free)
            if left is None:
                break
            free_before, free = free, left
            if nxt in board:
                if can_capture(v, board, mover, nxt):
                    ordinary.add(nxt)
                break
            ordinary.add(nxt)
            quiet_stops.add(nxt)
            if d in ORTH and crossed and free_before == 1:
                # Orthogonal approach: turn 45 degrees on the first square beyond.
                allowed = adjacent if PALLAN_ADJACENT_CROSSING_AFTER_TURN else frozenset()
                for d2 in ((1, d[1]), (-1, d[1])) if d[0] == 0 else ((d[0], 1), (d[0], -1)):
                    ordinary |= pallan_after_turn(v, board, nxt, d2, mover, allowed)
            ahead = add(nxt, d)
            if d in DIAG and free == 1 and 0 <= ahead[0] < v.width and 0 <= ahead[1] < v.height:
                # Diagonal approach: turn on the last square before the front (a path
                # that next leaves the board meets the edge, not a front).
                met = fronts_between(v, nxt, ahead)
                if met:
                    for d2 in ((d[0], 0), (0, d[1])):
                        ordinary |= pallan_after_turn(v, board, nxt, d2, mover, met)
            cur = nxt
    for t, is_capture in leaps(v, board, start, mover, 1):
        ordinary.add(t)
        if not is_capture:
            quiet_stops.add(t)
    vaults: set[Square] = set()
    for d in ALL8:
        vaults |= straight_vault(v, board, start, d, mover)
    vaults |= bent_vaults(v, board, start, mover)
    for stop in quiet_stops:
        after = moved_board(board, start, stop)
        for d in ALL8:
            vaults |= straight_vault(v, after, stop, d, mover)
    if v.name == "draks_city":
        return vaults  # nothing moves there without vaulting
    return ordinary | vaults


# ---------------------------------------------------------------- every piece


def piece_targets(pos: Position, start: Square) -> set[Square]:
    """Every square the piece on `start` may end on, King safety not checked."""
    v = pos.variant
    board = pos.board
    mover = board[start]
    kind = mover.upper()
    if kind == "P":
        out = pallan_targets(v, board, start)
        out.discard(start)
        return out
    out = set()
    for d in vault_directions(mover):
        out |= straight_vault(v, board, start, d, mover)
    if v.name == "draks_city":
        out.discard(start)
        return out
    first = unmoved(pos, start)
    if kind == "K":
        for d in ALL8:
            out |= {t for t, _ in slide(v, board, start, d, mover, 1, 0, fronts=False)}
    elif kind == "S":
        f = forward(colour(mover))
        for d in ((0, f), (1, f), (-1, f)):
            for t, is_capture in slide(
                v, board, start, d, mover, 3 if first else 1, 0, fronts=False
            ):
                if d[0] == 0 and is_capture:
                    break  # straight ahead a Swod never captures
                out.add(t)
    elif kind == "D":
        for d in ALL8:
            for t, is_capture in slide(v, board, start, d, mover, 2, 0):
                out.add(t)
                if first and not is_capture:
                    after = moved_board(board, start, t)
                    for d2 in ALL8:
                        out |= {t2 for t2, _ in slide(v, after, t, d2, mover, 2, 0)}
    elif kind == "N":
        for t, is_capture in leaps(v, board, start, mover, 1):
            out.add(t)
            if first and not is_capture:
                after = moved_board(board, start, t)
                free = (
                    1
                    if PAKTUN_FREE_CROSSING_PER_LEAP
                    else (1 - len(fronts_between(v, start, t) - adjacent_fronts(v, start)))
                )
                out |= {t2 for t2, _ in leaps(v, after, t, mover, free)}
    elif kind in "HJC":
        dirs = {"H": DIAG, "J": ORTH, "C": ALL8}[kind]
        for d in dirs:
            out |= {t for t, _ in slide(v, board, start, d, mover, 99, 1 if kind == "C" else 0)}
    elif kind == "A":
        for d in ALL8:
            out |= {t for t, _ in slide(v, board, start, d, mover, 99, 1)}
        out |= {t for t, _ in leaps(v, board, start, mover, 1)}
    out.discard(start)  # no move ends on its own starting square
    return out


def pieces_of(pos: Position, side: str) -> list[Square]:
    return [sq for sq, letter in pos.board.items() if colour(letter) == side]


def pseudo_effects(pos: Position, side: str) -> set[Effect]:
    out: set[Effect] = set()
    v = pos.variant
    for sq in pieces_of(pos, side):
        letter = pos.board[sq]
        for t in piece_targets(pos, sq):
            if letter.upper() == "S" and t[1] == last_rank(v, side):
                for promo in v.promotions:
                    out.add((square_name(sq), square_name(t), promo, False))
            else:
                out.add((square_name(sq), square_name(t), None, False))
    return out


def attacked(pos: Position, sq: Square, by: str) -> bool:
    """Could some pseudo-legal move of `by` capture on sq (whatever stands there)?"""
    return any(sq in piece_targets(pos, p) for p in pieces_of(pos, by))


def king_square(pos: Position, side: str) -> Square | None:
    king = "K" if side == "y" else "k"
    for sq, letter in pos.board.items():
        if letter == king:
            return sq
    return None


def in_kaida(pos: Position, side: str) -> bool:
    k = king_square(pos, side)
    return k is not None and attacked(pos, k, other(side))


def fluttember_effects(pos: Position) -> set[Effect]:
    me = pos.turn
    v = pos.variant
    if me not in pos.fluttember:
        return set()
    starts = start_squares(v)
    king = "K" if me == "y" else "k"
    out: set[Effect] = set()
    for king_sq in starts.get(king, set()):
        if pos.board.get(king_sq) != king or attacked(pos, king_sq, other(me)):
            continue
        for partner in ("A", "C"):
            letter = partner if me == "y" else partner.lower()
            for sq in starts.get(letter, set()):
                if pos.board.get(sq) != letter or pos.began.get(sq) != sq:
                    continue  # not there, or not the piece that began there
                if attacked(pos, sq, other(me)):
                    continue
                effect = (square_name(king_sq), square_name(sq), None, True)
                if not in_kaida(play(pos, effect), me):
                    out.add(effect)
    return out


def legal_effects(pos: Position) -> set[Effect]:
    me = pos.turn
    candidates = pseudo_effects(pos, me)
    if not pos.variant.has_kings:
        return candidates
    legal = {e for e in candidates if not in_kaida(play(pos, e), me)}
    return legal | fluttember_effects(pos)


def play(pos: Position, effect: Effect) -> Position:
    """The position after `effect` (not checked for legality)."""
    frm, to, promo, flutter = effect
    a, b = parse_square(frm), parse_square(to)
    after = pos.copy()
    me = pos.turn
    if flutter:
        after.board[a], after.board[b] = pos.board[b], pos.board[a]
        after.began[a] = after.began.pop(b)  # the partner goes where the King stood
        after.fluttember.discard(me)
        after.quiet = pos.quiet + 1
    else:
        letter = after.board.pop(a)
        captured = b in after.board
        after.began.pop(b, None)  # a captured Kapt or Chuktar
        if a in after.began:
            after.began[b] = after.began.pop(a)
        if promo is not None:
            letter = promo if me == "y" else promo.lower()
            if promo in "AC":
                after.began[b] = None  # a new piece: it began on no starting square
        after.board[b] = letter
        after.moved.discard(a)
        after.moved.discard(b)
        if letter.upper() in "SDN" and b in start_squares(pos.variant).get(letter, set()):
            after.moved.add(b)
        after.quiet = 0 if captured else pos.quiet + 1
    after.turn = other(me)
    return after


# ---------------------------------------------------------------- game end


def _material_end(pos: Position) -> tuple[str | None, str] | None:
    """Endings that need no move generation."""
    me, them = pos.turn, other(pos.turn)
    v = pos.variant
    mine, theirs = pieces_of(pos, me), pieces_of(pos, them)
    if v.name == "pastang":
        if not mine:
            return (them, "last pieces")
        if not theirs:
            return (me, "last pieces")
        return None
    if v.name == "draks_city":
        if not any(pos.board[sq].upper() in "PS" for sq in mine):
            return (them, "no pallan or swod")
        if not any(pos.board[sq].upper() in "PS" for sq in theirs):
            return (me, "no pallan or swod")
        return None
    if len(mine) == 1 and len(theirs) == 1:
        return (None, "nikaida draw")
    if len(theirs) == 1 and len(mine) > 1:
        return (me, "nikaida")  # they had their one reprieve move and failed
    return None


def outcome(pos: Position) -> tuple[str | None, str] | None:
    """(winner "y"/"b" or None for a draw, reason) or None while the game goes on."""
    end = _material_end(pos)
    if end is not None:
        return end
    if legal_effects(pos):
        return None
    if pos.variant.has_kings and in_kaida(pos, pos.turn):
        return (other(pos.turn), "hyrkaida")
    return (other(pos.turn), "tikaida")


def perft(pos: Position, depth: int) -> int:
    if depth == 0:
        return 1
    if _material_end(pos) is not None:
        return 0
    moves = legal_effects(pos)  # empty at Hyrkaida and Tikaida
    if depth == 1:
        return len(moves)
    return sum(perft(play(pos, e), depth - 1) for e in moves)


def divide(pos: Position, depth: int) -> dict[Effect, int]:
    return {e: perft(play(pos, e), depth - 1) for e in legal_effects(pos)}


def effect_text(effect: Effect) -> str:
    frm, to, promo, flutter = effect
    if flutter:
        return f"{frm}<>{to}"
    return f"{frm}-{to}" + (f"={promo}" if promo else "")


def effects_text(effects: Iterable[Effect]) -> list[str]:
    return sorted(effect_text(e) for e in effects)


if __name__ == "__main__":
    if "--freeze" in sys.argv[1:]:
        from tests.games.jikaida.test_reference import freeze_table

        freeze_table()
    else:
        print("usage: python -m tests.games.jikaida.reference --freeze", file=sys.stderr)
        sys.exit(2)
