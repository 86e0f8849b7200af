"""Jikaida moves: values identified by their effect (docs/jikaida-formats.md).

Two ways of reaching the same square from the same square are one move, so
equality and hashing look at (from, to, promotion, Fluttember) only; the
kind, the canonical path and the capture flag ride along for display.

Move objects are interned per board size (move generation hands out shared
objects instead of building new ones): see :class:`MoveTable`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

ORDINARY = "ordinary"  # a move or leap in one part (Swod's long first move too)
DOUBLE = "double"  # Deldar's or Paktun's opening move in two parts
VAULT = "vault"  # a straight vault
BENT_VAULT = "bent-vault"  # a Pallan's vault with one bend
MOVE_VAULT = "move-vault"  # a Pallan's move or leap to a run, then a vault
FRONT_TURN = "front-turn"  # a Pallan's turn at a front
FLUTTEMBER = "fluttember"  # the King's Fluttember

KIND_CODES = (ORDINARY, VAULT, DOUBLE, FRONT_TURN, BENT_VAULT, MOVE_VAULT, FLUTTEMBER)
# The kind of each part of a multi-part move: is it a vault?
PART_VAULTS = {
    DOUBLE: (False, False),
    FRONT_TURN: (False, False),
    BENT_VAULT: (True, True),
    MOVE_VAULT: (False, True),
}


PROMOTION_CODES = {None: 0, "P": 1, "A": 2, "C": 3, "J": 4, "H": 5, "N": 6, "D": 7}


@dataclass(frozen=True, slots=True)
class JikaidaMove:
    frm: int
    to: int
    promotion: str | None = None  # letter of the new kind (P A C J H N D)
    fluttember: bool = False
    kind: str = field(default=ORDINARY, compare=False)
    # Squares touched: start, turning point (multi-part moves), end.
    path: tuple[int, ...] = field(default=(), compare=False)
    capture: bool = field(default=False, compare=False)
    # The effect as one int, for fast hashing and equality (searches hash moves a lot).
    effect: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        code = PROMOTION_CODES.get(self.promotion, 15)
        object.__setattr__(
            self, "effect", ((self.frm * 4096 + self.to) * 16 + code) * 2 + self.fluttember
        )

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not JikaidaMove:
            return NotImplemented
        return self.effect == other.effect

    def __hash__(self) -> int:
        return self.effect

    @property
    def steps(self) -> tuple[int | str, ...]:
        """What the square scene enters: from, to, then the promotion letter."""
        if self.promotion is None:
            return (self.frm, self.to)
        return (self.frm, self.to, self.promotion)

    @property
    def middle(self) -> int | None:
        """The turning point of a multi-part move."""
        return self.path[1] if len(self.path) == 3 else None


# Moves interned at most per board. Interning saves allocations in search, but
# a long session meets ever more distinct moves (multi-part moves above all)
# and would keep every one. Once the table holds this many it keeps no more:
# a move met later is made anew each time (a move is a value, equal to any
# other object for the same move). A game meets a few thousand; ten games
# fill the table.
INTERNED_CAP = 24576


class MoveTable:
    """Interned moves of one board: lists indexed by ``from * size + to``, dicts
    for multi-part, promotion and Fluttember moves; INTERNED_CAP in all."""

    def __init__(self, size: int) -> None:
        self.size = size
        cells = size * size
        self.quiet: list[JikaidaMove | None] = [None] * cells
        self.take: list[JikaidaMove | None] = [None] * cells
        self.vault: list[JikaidaMove | None] = [None] * cells
        self.vault_take: list[JikaidaMove | None] = [None] * cells
        self._parts: dict[int, JikaidaMove] = {}
        self._promotions: dict[tuple[int, int, str, str, bool], JikaidaMove] = {}
        self.kept = 0  # moves interned so far

    def _room(self) -> bool:
        if self.kept >= INTERNED_CAP:
            return False
        self.kept += 1
        return True

    def ordinary(self, frm: int, to: int, capture: bool) -> JikaidaMove:
        table = self.take if capture else self.quiet
        i = frm * self.size + to
        move = table[i]
        if move is None:
            move = JikaidaMove(frm, to, None, False, ORDINARY, (frm, to), capture)
            if self._room():
                table[i] = move
        return move

    def straight_vault(self, frm: int, to: int, capture: bool) -> JikaidaMove:
        table = self.vault_take if capture else self.vault
        i = frm * self.size + to
        move = table[i]
        if move is None:
            move = JikaidaMove(frm, to, None, False, VAULT, (frm, to), capture)
            if self._room():
                table[i] = move
        return move

    def parts(self, kind: int, frm: int, mid: int, to: int, capture: bool) -> JikaidaMove:
        """A two-part move; ``kind`` indexes KIND_CODES."""
        size = self.size
        key = (((kind * size + frm) * size + mid) * size + to) * 2 + capture
        move = self._parts.get(key)
        if move is None:
            move = JikaidaMove(frm, to, None, False, KIND_CODES[kind], (frm, mid, to), capture)
            if self._room():
                self._parts[key] = move
        return move

    def promoted(self, base: JikaidaMove, letter: str) -> JikaidaMove:
        key = (base.frm, base.to, base.kind, letter, base.capture)
        move = self._promotions.get(key)
        if move is None:
            move = JikaidaMove(base.frm, base.to, letter, False, base.kind, base.path, base.capture)
            if self._room():
                self._promotions[key] = move
        return move

    def fluttember(self, king: int, partner: int) -> JikaidaMove:
        key = -(king * self.size + partner) - 1
        move = self._parts.get(key)
        if move is None:
            move = JikaidaMove(king, partner, None, True, FLUTTEMBER, (king, partner), False)
            if self._room():
                self._parts[key] = move
        return move
