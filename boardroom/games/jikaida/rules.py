"""Poron Jikaida and its drills (seed 001, RULINGS section 2): the game and
its state.

The board is a flat list of piece ints (variants.py). Beside it the state
keeps each side's piece squares, the Kings' squares, which Swods, Deldars
and Paktuns still have their opening bonus (``fresh``), the Fluttember
rights, where each Kapt and Chuktar began (``origin``: the Fluttember needs
the very piece that began on the partner's square; followed, written and
keyed only for a side that still has the Fluttember) and a Zobrist key, all
updated by ``apply`` and put back by ``undo`` from a small record of the
squares it changed.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from boardroom.engine.game import PROMOTION, Game, GameSpec, Option, State
from boardroom.engine.outcome import Outcome
from boardroom.games.jikaida.attacks import Enemy, attacked, enemy_of
from boardroom.games.jikaida.geometry import Geometry, geometry
from boardroom.games.jikaida.movegen import MoveGen
from boardroom.games.jikaida.moves import JikaidaMove
from boardroom.games.jikaida.safety import danger
from boardroom.games.jikaida.variants import (
    BLUE,
    CHUKTAR,
    KAPT,
    KIND,
    KINDS,
    KING,
    PALLAN,
    SWOD,
    VARIANTS,
    Variant,
)
from boardroom.games.jikaida.view import StateView

VALUES = (0, 0, 19, 12, 9, 4, 3, 3, 3, 1)  # by kind: the source's points (King 0)
# By piece int: a Kapt or Chuktar, whose origin the state follows.
TRACKED = tuple(p & KIND in (KAPT, CHUKTAR) for p in range(BLUE + 10))


class FullSnapshot(NamedTuple):
    board: tuple[int, ...]
    fresh: tuple[bool, ...]
    turn: int
    flutter: int
    key: int
    origin: tuple[int, ...]


# What apply changed, for undo: from, piece, to, target, their opening
# bonuses, the Fluttember rights, the key, the position's move list (if
# worked out) and where the two squares' Kapts or Chuktars began.
UndoRecord = tuple[int, int, int, int, bool, bool, int, int, list[JikaidaMove] | None, int, int]


@cache
def move_generator(variant: str) -> MoveGen:
    """One shared generator (and table of interned moves) per variant."""
    return MoveGen(geometry(variant))


class JikaidaGame(Game["JikaidaState"]):
    spec = GameSpec(
        key="jikaida",
        title="Poron Jikaida",
        seat_names=("Yellow", "Blue"),
        options=(
            Option(
                "variant",
                "Variant",
                "jikaida",
                choices=("jikaida", "pastang", "stikitche", "draks_city"),
            ),
            Option("first", "First to move", "yellow", choices=("yellow", "blue", "random")),
        ),
        aliases=("poron-jikaida", "poron_jikaida"),
    )

    @property
    def variant(self) -> Variant:
        return VARIANTS[str(self.options["variant"])]

    def new_state(self, seed: int | None = None) -> JikaidaState:
        from boardroom.games.jikaida.position import read_position

        state = JikaidaState(self, seed)
        read_position(state, self.variant.start)
        first = self.options["first"]
        seat = 1 if first == "blue" else state.rng.below(2) if first == "random" else 0
        state.set_turn(seat)
        return state

    def state_from_text(self, text: str) -> JikaidaState:
        from boardroom.games.jikaida.position import read_position

        state = JikaidaState(self, 0)
        read_position(state, text)
        state.start_text = state.to_text()
        return state


class JikaidaState(StateView, State[JikaidaMove]):
    game: JikaidaGame

    def __init__(self, game: JikaidaGame, seed: int | None = None) -> None:
        super().__init__(game, seed)
        self.variant = game.variant
        self.g: Geometry = geometry(self.variant.name)
        self.gen = move_generator(self.variant.name)
        size = self.g.size
        self.board = [0] * size
        self.fresh = [False] * size
        self.turn = 0
        self.flutter = 0  # bit 1: Yellow may still use the Fluttember, bit 2: Blue
        # For a Kapt or Chuktar on the square: the starting square it began on, or
        # -1 (promoted, or it began elsewhere); meaningless on other squares.
        self.origin = [-1] * size
        self.kings = [-1, -1]
        self.men: list[set[int]] = [set(), set()]
        self.zkey = 0
        self._cache: list[JikaidaMove] | None = None

    # --- setting up (position.py) ------------------------------------------------

    def set_position(
        self,
        board: list[int],
        fresh: list[bool],
        turn: int,
        flutter: int,
        origins: dict[int, int] | None = None,
    ) -> None:
        """``origins``: the Kapts and Chuktars whose origin is not the default
        (geometry.origin_default), by square."""
        g = self.g
        origin = [g.origin_default(p, sq) if TRACKED[p] else -1 for sq, p in enumerate(board)]
        for sq, began in (origins or {}).items():
            origin[sq] = began
        self._restore(FullSnapshot(tuple(board), tuple(fresh), turn, flutter, 0, tuple(origin)))
        self.zkey = self._compute_key()
        self._position_changed()

    def set_turn(self, seat: int) -> None:
        if seat != self.turn:
            self.turn = seat
            self.zkey ^= self.g.z_turn
            self._cache = None
            self._position_changed()

    def _compute_key(self) -> int:
        g = self.g
        key = g.z_turn if self.turn else 0
        for sq, p in enumerate(self.board):
            if p:
                key ^= g.z_piece[p][sq]
            if self.fresh[sq]:
                key ^= g.z_fresh[sq]
            if TRACKED[p] and self.flutter & (2 if p & BLUE else 1):
                key ^= g.z_origin_of(p, self.origin[sq], sq)
        return key ^ g.z_flutter[self.flutter]

    # --- the protocol ----------------------------------------------------------------

    def _self(self) -> JikaidaState:  # for the StateView mixin
        return self

    @property
    def current_seat(self) -> int:
        return self.turn

    def _legal_moves(self) -> list[JikaidaMove]:
        return list(self._legal())

    def _legal(self) -> list[JikaidaMove]:
        moves = self._cache
        if moves is None:
            moves = self._cache = self._generate(True)
        return moves

    def captures(self) -> list[JikaidaMove]:
        """The legal moves that capture an enemy piece, most valuable victim
        first, then least valuable capturer (for a quiescence search)."""
        if self._stopped() or self._material_end() is not None:
            return []
        board = self.board
        mine = BLUE if self.turn else 0
        found = [
            m for m in self._generate(False) if board[m.to] & BLUE != mine and not m.fluttember
        ]
        if len(found) > 1:
            found.sort(key=lambda m: VALUES[board[m.frm] & KIND] - 100 * VALUES[board[m.to] & KIND])
        return found

    def _is_capture(self, move: JikaidaMove) -> bool:
        return bool(self.board[move.to]) and not move.fluttember

    def move_kind(self, move: JikaidaMove, after: JikaidaState) -> str:
        """A Swod that became another piece on the far rank is a promotion
        (even when it took a piece there)."""
        return PROMOTION if move.promotion else super().move_kind(move, after)

    def apply(self, move: JikaidaMove) -> None:
        """Play a legal move (unchecked); the undo record holds only what changed."""
        board, fresh, g = self.board, self.fresh, self.g
        f, t = move.frm, move.to
        me = self.turn
        piece, target = board[f], board[t]
        origin = self.origin
        began_f, began_t = origin[f], origin[t]
        key = self.zkey
        # The record keeps the move list of this position for when undo comes back.
        self._stack.append(
            (
                (
                    f,
                    piece,
                    t,
                    target,
                    fresh[f],
                    fresh[t],
                    self.flutter,
                    key,
                    self._cache,
                    began_f,
                    began_t,
                ),
                self.rng.state,
                self.quiet_moves,
                self._ending,
            )
        )
        self.history.append(move)
        zp = g.z_piece
        if move.fluttember:
            self.quiet_moves += 1
            # The right is spent: where this side's pieces began no longer matters.
            for sq in self.men[me]:
                if TRACKED[board[sq]]:
                    key ^= g.z_origin_of(board[sq], origin[sq], sq)
            board[f], board[t] = target, piece
            key ^= zp[piece][f] ^ zp[piece][t] ^ zp[target][t] ^ zp[target][f]
            self.kings[me] = t
            key ^= g.z_flutter[self.flutter]
            self.flutter &= ~(1 << me)
            key ^= g.z_flutter[self.flutter]
        else:
            new = piece if move.promotion is None else KINDS[move.promotion] | (piece & BLUE)
            board[f] = 0
            board[t] = new
            key ^= zp[piece][f] ^ zp[new][t]
            flutter = self.flutter
            # A Kapt or Chuktar moves with its origin (a promoted one has none),
            # while its side still has the Fluttember.
            if TRACKED[new] and flutter & (1 << me):
                began = began_f if new == piece else -1
                if new == piece:
                    key ^= g.z_origin_of(piece, began, f)
                key ^= g.z_origin_of(new, began, t)
                origin[t] = began
            if target:
                self.quiet_moves = 0
                key ^= zp[target][t]
                if TRACKED[target] and flutter & (2 >> me):
                    key ^= g.z_origin_of(target, began_t, t)
                owner = 1 if target & BLUE else 0
                self.men[owner].discard(t)
                if target & KIND == KING:
                    self.kings[owner] = -1
            else:
                self.quiet_moves += 1
            men = self.men[me]
            men.discard(f)
            men.add(t)
            if fresh[f]:
                fresh[f] = False
                key ^= g.z_fresh[f]
            if fresh[t]:
                fresh[t] = False
                key ^= g.z_fresh[t]
            if piece & KIND == KING:
                self.kings[me] = t
        self.turn = 1 - me
        self.zkey = key ^ g.z_turn
        self._cache = None
        self._position_changed()

    def _apply(self, move: JikaidaMove) -> None:  # the protocol's hook; apply() does it all
        raise NotImplementedError("JikaidaState.apply keeps its own undo records")

    def undo(self) -> JikaidaMove | None:
        if not self._stack:
            raise IndexError("nothing to undo")
        snap, rng_state, quiet, ending = self._stack.pop()
        if type(snap) is tuple:
            self._undo_move(snap)
        else:
            assert isinstance(snap, FullSnapshot)  # an ending's snapshot
            self._restore(snap)
        self.rng.state = rng_state
        self.quiet_moves = quiet
        self._position_changed()
        was_ending = self._ending is not None and ending is None
        self._ending = ending
        if was_ending:
            return None
        return self.history.pop()

    def _undo_move(self, record: UndoRecord) -> None:
        f, piece, t, target, fresh_f, fresh_t, flutter, key, moves, began_f, began_t = record
        board = self.board
        me = 1 - self.turn
        swapped = board[f] != 0  # a Fluttember leaves both squares occupied
        board[f], board[t] = piece, target
        self.fresh[f], self.fresh[t] = fresh_f, fresh_t
        self.origin[f], self.origin[t] = began_f, began_t
        if swapped:
            self.kings[me] = f
        else:
            men = self.men[me]
            men.discard(t)
            men.add(f)
            if target:
                owner = 1 if target & BLUE else 0
                self.men[owner].add(t)
                if target & KIND == KING:
                    self.kings[owner] = t
            if piece & KIND == KING:
                self.kings[me] = f
        self.flutter, self.zkey, self.turn = flutter, key, me
        self._cache = moves

    def _snapshot(self) -> FullSnapshot:
        return FullSnapshot(
            tuple(self.board),
            tuple(self.fresh),
            self.turn,
            self.flutter,
            self.zkey,
            tuple(self.origin),
        )

    def _restore(self, snap: FullSnapshot) -> None:
        self.board = list(snap.board)
        self.fresh = list(snap.fresh)
        self.origin = list(snap.origin)
        self.turn, self.flutter, self.zkey = snap.turn, snap.flutter, snap.key
        self.men = [set(), set()]
        self.kings = [-1, -1]
        for sq, p in enumerate(self.board):
            if p:
                seat = 1 if p & BLUE else 0
                self.men[seat].add(sq)
                if p & KIND == KING:
                    self.kings[seat] = sq
        self._cache = None

    # --- move generation with King safety ----------------------------------------------

    def _enemy(self, seat: int) -> Enemy:
        """The side attacking ``seat``."""
        return enemy_of(self.board, self.fresh, self.men[1 - seat], 0 if seat else BLUE)

    def _generate(self, quiet: bool, filtered: bool = True) -> list[JikaidaMove]:
        """Legal moves (captures only unless ``quiet``). ``filtered=False`` checks
        every move on the board instead of trusting the danger sets (for tests)."""
        board, fresh, gen = self.board, self.fresh, self.gen
        me = self.turn
        out: list[JikaidaMove] = []
        mine = sorted(self.men[me])
        king = self.kings[me]
        if king < 0:
            for sq in mine:
                gen.piece(board, fresh, sq, out, quiet)
            return out
        g = self.g
        enemy = self._enemy(me)
        check = attacked(g, board, fresh, king, enemy)
        leave: set[int] = set()
        fill: set[int] = set()
        if not check:
            leave, fill = danger(g, board, fresh, king, enemy, quiet)
        safe = self._safe
        for sq in mine:
            start = len(out)
            gen.piece(board, fresh, sq, out, quiet)
            if len(out) == start:
                continue
            if check or sq == king or sq in leave or not filtered:
                out[start:] = [m for m in out[start:] if safe(m, king, enemy)]
            elif fill:
                out[start:] = [
                    m for m in out[start:] if m.capture or m.to not in fill or safe(m, king, enemy)
                ]
        if quiet and not check and self.flutter & (1 << me):
            self._fluttember(king, enemy, out)
        return out

    def _safe(self, move: JikaidaMove, king: int, enemy: Enemy) -> bool:
        """Does the King stay out of Kaida after ``move``? (Tried on the board.)"""
        board = self.board
        f, t = move.frm, move.to
        piece, saved = board[f], board[t]
        board[f] = 0
        board[t] = piece
        try:
            return not attacked(self.g, board, self.fresh, t if f == king else king, enemy)
        finally:
            board[f] = piece
            board[t] = saved

    def _fluttember(self, king: int, enemy: Enemy, out: list[JikaidaMove]) -> None:
        """Swap the King with a Kapt or Chuktar, each on its starting square, the
        partner the very piece that began there (RULINGS 2), the partner's square
        not attacked (the King's is not: no Kaida)."""
        bit = BLUE if self.turn else 0
        starts = self.g.starts
        if king not in starts.get(KING | bit, ()):
            return
        for kind in (KAPT, CHUKTAR):
            piece = kind | bit
            for sq in sorted(starts.get(piece, ())):
                if (
                    self.board[sq] == piece
                    and self.origin[sq] == sq
                    and not attacked(self.g, self.board, self.fresh, sq, enemy)
                ):
                    out.append(self.gen.table.fluttember(king, sq))

    # --- the end --------------------------------------------------------------------------

    def _material_end(self) -> Outcome | None:
        """Endings that need no move generation, for the side to move."""
        me = self.turn
        mine, theirs = self.men[me], self.men[1 - me]
        v = self.variant
        if v.last_pieces:
            if not mine:
                return Outcome.win(1 - me, 2, "last-pieces")
            if not theirs:
                return Outcome.win(me, 2, "last-pieces")
            return None
        if v.only_vaults:
            board = self.board
            if not any(board[sq] & KIND in (PALLAN, SWOD) for sq in mine):
                return Outcome.win(1 - me, 2, "no-pallan-or-swod")
            if not any(board[sq] & KIND in (PALLAN, SWOD) for sq in theirs):
                return Outcome.win(me, 2, "no-pallan-or-swod")
            return None
        if len(mine) == 1 and len(theirs) == 1:
            return Outcome.draw(2, "nikaida-draw")
        if len(theirs) == 1 and len(mine) > 1:
            return _half_win(me, "nikaida")  # they had their one move and failed
        return None

    def _rules_outcome(self) -> Outcome | None:
        ending = self._material_end()
        if ending is not None:
            return ending
        # Is there any legal move? The list is worked out once for both
        # questions (legal_moves asks this first: see the engine).
        if self._legal():
            return None
        if self.kings[self.turn] >= 0 and self.in_kaida(self.turn):
            return Outcome.win(1 - self.turn, 2, "hyrkaida")
        return _half_win(1 - self.turn, "tikaida")

    def _limit_on(self) -> bool:
        limit = self.game.options.get("move_limit", 0)
        return isinstance(limit, int) and limit > 0

    def in_kaida(self, seat: int) -> bool:
        """Is ``seat``'s King attacked now?"""
        king = self.kings[seat]
        if king < 0:
            return False
        return attacked(self.g, self.board, self.fresh, king, self._enemy(seat))


def _half_win(seat: int, reason: str) -> Outcome:
    """The source's half-point wins (Tikaida, Nikaida)."""
    scores = (0.5, 0.0) if seat == 0 else (0.0, 0.5)
    return Outcome((seat,), reason, scores)
