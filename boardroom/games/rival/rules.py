"""Rival rules (seed 004, RULINGS section 3).

The state keeps the board as a list of piece codes (see ``pieces``); hidden
Ninjas are not on it. ``ninja[seat]`` says where each Ninja is:
UNPLACED before its owner hid it, a hex while hidden there, MASKED while hidden
somewhere this view may not know, OUT once revealed (on the board or killed).

A turn is one or two State moves by the same seat: ``step`` is 0 before the
turn's first move and 1 before its second; ``moved`` is the hex of the piece
that made the first (it may not move again this turn).
"""

from __future__ import annotations

from dataclasses import dataclass

from boardroom.engine.game import Game, GameSpec, State
from boardroom.engine.outcome import Outcome
from boardroom.games.rival import moves as notation
from boardroom.games.rival.board import HIDING, HOME, SIZE, TERRITORY
from boardroom.games.rival.moves import (
    HIDE,
    MASKED,
    MOVE,
    PASS,
    PASS_MOVE,
    PLACE,
    REVEAL,
    RivalMove,
)
from boardroom.games.rival.pieces import (
    ASHIGARU,
    COUNT,
    KEY,
    KIND,
    LOSS_KINDS,
    NAME,
    NINJA,
    OUT,
    OWNER,
    SAMURAI,
    SEAT_NAMES,
    SHOGUN,
    UNPLACED,
    VISIBLE_KINDS,
    VISIBLE_PIECES,
    code,
)
from boardroom.games.rival.position import read_position, write_position
from boardroom.games.rival.reach import can_move, destinations, paths
from boardroom.games.rival.view import build_view


class _Unknown:
    """A memo not computed yet. Pickled by name, so a state sent to the bot
    process keeps it: a plain object() came back as a different object,
    which ``outcome()`` then took for a result (the game looked over)."""

    def __reduce__(self) -> str:
        return "_UNKNOWN"


_UNKNOWN = _Unknown()
REASON = {SHOGUN: "shogun", SAMURAI: "samurai", ASHIGARU: "ashigaru"}

# (from, to) pairs of the moves a seat made on its previous turn.
Memory = tuple[tuple[int, int], ...]
Ambush = tuple[int, int, int, int]  # (ply, ambushing seat, hex, victim's code)
Ints = tuple[int, ...]
# board, alive, seat to move, step, first move, moved, Ninjas, ambushed,
# memories, candidates, ambushes, the outcome memo, the move list
Snapshot = tuple[
    Ints,
    Ints,
    int,
    int,
    RivalMove | None,
    int,
    Ints,
    tuple[bool, ...],
    tuple[Memory, ...],
    Ints,
    tuple[Ambush, ...],
    Outcome | None | _Unknown,
    list[RivalMove] | None,
]


@dataclass(frozen=True)
class PieceInfo:
    """A piece as the UI draws it: kind key ('shogun', 'samurai', 'ashigaru',
    'ninja'), seat, and whether it is a Ninja still hidden (drawn for its owner only)."""

    kind: str
    seat: int
    hidden: bool = False


class RivalGame(Game["RivalState"]):
    spec = GameSpec(
        key="rival",
        title="Rival",
        seat_names=SEAT_NAMES,
        hidden_information=True,
    )

    def new_state(self, seed: int | None = None) -> RivalState:
        return RivalState(self, seed)

    def state_from_text(self, text: str) -> RivalState:
        state = RivalState(self, 0)
        read_position(state, text)
        state.start_text = state.to_text()
        state.hides_at_start = sum(1 for n in state.ninja if n != UNPLACED)
        return state


class RivalState(State[RivalMove]):
    game: RivalGame

    def __init__(self, game: RivalGame, seed: int | None = None) -> None:
        super().__init__(game, seed)
        self.board: list[int] = [0] * SIZE
        self.alive: list[int] = [0] * 9  # pieces on the board, by code
        self.to_move = 0
        self.step = 0
        self.first: RivalMove | None = None  # the turn's first move, during its second
        self.moved = -1
        self.ninja: list[int] = [UNPLACED, UNPLACED]
        self.ambushed: list[bool] = [False, False]
        self.memory: list[Memory] = [(), ()]
        # Public knowledge: hexes where each hidden Ninja may still be (a bit
        # per hex). Its owner's pieces never stop on it and an enemy piece
        # ending a turn there would have been ambushed.
        self.candidates: list[int] = [0, 0]
        self.ambushes: tuple[Ambush, ...] = ()
        self.hides_at_start = 0  # Ninjas already hidden in the start position
        # A view's candidates when it was made: what its seat knew before a
        # search began (the evaluation weighs ambush risks with them).
        self.root_candidates: tuple[int, ...] | None = None
        self._result: Outcome | None | _Unknown = _UNKNOWN
        self._moves: list[RivalMove] | None = None

    # --- the protocol ----------------------------------------------------------

    @property
    def current_seat(self) -> int:
        return self.to_move

    @property
    def phase(self) -> str:
        return "setup" if UNPLACED in self.ninja else "play"

    def _legal_moves(self) -> list[RivalMove]:
        if self._moves is None:
            self._moves = self._generate()
        return list(self._moves)

    def _generate(self) -> list[RivalMove]:
        seat = self.to_move
        board = self.board
        if self.ninja[seat] == UNPLACED:
            if self.placed(seat) < VISIBLE_PIECES:
                cells = sorted(c for c in HOME[seat] if not board[c])
                return [
                    notation.place(kind, c)
                    for kind in VISIBLE_KINDS
                    if self.alive[code(seat, kind)] < COUNT[kind]
                    for c in cells
                ]
            return [notation.hide(c) for c in sorted(HIDING[seat]) if not board[c]]
        return self.play_moves()

    def play_moves(self) -> list[RivalMove]:
        """The moves of the play phase, whatever the outcome says."""
        seat = self.to_move
        board = self.board
        blocked = self.ninja[seat]
        forbids = self.forbidden(seat)
        found: list[RivalMove] = []
        for origin in range(SIZE):
            piece = board[origin]
            if not piece or OWNER[piece] != seat or origin == self.moved:
                continue
            for target in destinations(board, origin, blocked, forbids.get(origin, -1)):
                found.append(notation.step(origin, target))
        if not found:
            found.append(PASS_MOVE)
        if blocked >= 0 and not board[blocked]:
            found.append(notation.reveal(blocked))
        return found

    def format_move(self, move: RivalMove) -> str:
        kills = move.action == MOVE and 0 <= move.target < SIZE and bool(self.board[move.target])
        return notation.format_move(move, kills)

    def describe_move(self, move: RivalMove) -> str:
        from boardroom.games.rival.describe import describe

        return describe(self, move)

    def parse_syntax(self, text: str) -> RivalMove:
        return notation.parse_move(text)

    def to_text(self) -> str:
        return write_position(self)

    def _snapshot(self) -> Snapshot:
        return (
            tuple(self.board),
            tuple(self.alive),
            self.to_move,
            self.step,
            self.first,
            self.moved,
            tuple(self.ninja),
            tuple(self.ambushed),
            tuple(self.memory),
            tuple(self.candidates),
            self.ambushes,
            self._result,
            self._moves,
        )

    def _restore(self, snap: Snapshot) -> None:
        (
            board,
            alive,
            self.to_move,
            self.step,
            self.first,
            self.moved,
            ninja,
            ambushed,
            memory,
            candidates,
            self.ambushes,
            self._result,
            self._moves,
        ) = snap
        self.board = list(board)
        self.alive = list(alive)
        self.ninja = list(ninja)
        self.ambushed = list(ambushed)
        self.memory = list(memory)
        self.candidates = list(candidates)

    def _is_capture(self, move: RivalMove) -> bool:
        return bool(move.action == MOVE and self.board[move.target])

    def _apply(self, move: RivalMove) -> None:
        self._result = _UNKNOWN
        self._moves = None
        seat = self.to_move
        action = move.action
        board = self.board
        if action == PLACE:
            piece = code(seat, move.piece)
            board[move.target] = piece
            self.alive[piece] += 1
            self.to_move = 1 - seat
            return
        if action == HIDE:
            self.ninja[seat] = move.target
            mask = 0
            for c in HIDING[seat]:
                if not board[c]:
                    mask |= 1 << c
            self.candidates[seat] = mask
            self.to_move = 1 - seat
            return
        if action == MOVE:
            piece, victim = board[move.origin], board[move.target]
            if victim:
                self.alive[victim] -= 1
            board[move.target] = piece
            board[move.origin] = 0
            self.candidates[seat] &= ~(1 << move.target)
            if victim and self.winner() is not None:
                return  # the game is over at once: no second move, no ambush
        elif action == REVEAL:
            piece = code(seat, NINJA)
            board[move.target] = piece
            self.alive[piece] += 1
            self.ninja[seat] = OUT
        if self.step == 0 and action != PASS and self._second_move_exists(seat, move.target):
            self.step = 1
            self.first = move
            self.moved = move.target
            return
        self._end_turn(seat, move)

    def _second_move_exists(self, seat: int, moved: int) -> bool:
        if self.ninja[seat] >= 0 or self.ninja[seat] == MASKED:
            return True  # it may still be revealed (or the turn ended by a pass)
        board = self.board
        forbids = self.forbidden(seat)
        for origin in range(SIZE):
            piece = board[origin]
            if (
                piece
                and OWNER[piece] == seat
                and origin != moved
                and can_move(board, origin, -1, forbids.get(origin, -1))
            ):
                return True
        return False

    def _end_turn(self, seat: int, last: RivalMove) -> None:
        made = [m for m in (self.first, last) if m is not None and m.action in (MOVE, REVEAL)]
        self.memory[seat] = tuple((m.origin, m.target) for m in made if m.action == MOVE)
        other = 1 - seat
        hidden_at = self.ninja[other]
        if hidden_at >= 0:
            victim = self.board[hidden_at]
            if victim and OWNER[victim] == seat:
                # The ambush: the hidden Ninja appears and kills whatever ended there.
                self.alive[victim] -= 1
                ninja = code(other, NINJA)
                self.board[hidden_at] = ninja
                self.alive[ninja] += 1
                self.ninja[other] = OUT
                self.ambushed[other] = True
                self.quiet_moves = 0  # a kill, for the move limit
                self.ambushes = (*self.ambushes, (len(self.history) - 1, other, hidden_at, victim))
        if self.ninja[other] >= 0 or self.ninja[other] == MASKED:
            for m in made:
                self.candidates[other] &= ~(1 << m.target)
        self.step = 0
        self.first = None
        self.moved = -1
        self.to_move = other

    def _rules_outcome(self) -> Outcome | None:
        if isinstance(self._result, _Unknown):
            self._result = self._compute_outcome()
        return self._result

    def _compute_outcome(self) -> Outcome | None:
        if self.phase != "play":
            return None
        won = self.winner()
        if won is not None:
            return Outcome.win(won[0], 2, won[1])
        if self.step == 0:
            from boardroom.games.rival.surrender import must_surrender

            if must_surrender(self, self.to_move):
                return Outcome.win(1 - self.to_move, 2, "surrender")
        return None

    # --- queries for the rules, the bots and the UI -------------------------------

    def winner(self) -> tuple[int, str] | None:
        """(winning seat, reason) when a seat has lost all pieces of a vital kind."""
        if self.phase != "play":
            return None
        alive = self.alive
        for seat in (0, 1):
            for kind in LOSS_KINDS:
                if not alive[code(seat, kind)]:
                    return 1 - seat, REASON[kind]
        return None

    def placed(self, seat: int) -> int:
        """Visible pieces of ``seat`` on the board (during the setup: placed so far)."""
        return sum(self.alive[code(seat, k)] for k in VISIBLE_KINDS)

    def forbidden(self, seat: int) -> dict[int, int]:
        """Duplicate-move rule: hex of a piece -> the hex it may not return to."""
        return {to: frm for frm, to in self.memory[seat]}

    def hidden(self, seat: int) -> bool:
        """Is ``seat``'s Ninja hidden (wherever it is)?"""
        return self.ninja[seat] >= 0 or self.ninja[seat] == MASKED

    def shogun(self, seat: int) -> int:
        """Hex of ``seat``'s Shogun, or -1."""
        try:
            return self.board.index(code(seat, SHOGUN))
        except ValueError:
            return -1

    def view(self, seat: int) -> RivalState:
        return build_view(self, seat)

    def remaining(self, seat: int) -> dict[str, int]:
        """Setup reserve: how many of each visible kind ``seat`` has still to place."""
        return {NAME[k]: COUNT[k] - self.alive[code(seat, k)] for k in VISIBLE_KINDS}

    # --- for the UI (call them on ``view(seat)`` of the seat being shown) -----

    def pieces(self) -> dict[int, PieceInfo]:
        """What to draw: hex -> piece. Hidden Ninjas this state knows of appear
        with ``hidden=True`` (a view shows only its own seat's), unless an
        enemy piece stands on that hex (until the ambush at the end of its turn)."""
        found: dict[int, PieceInfo] = {}
        for seat in (0, 1):
            where = self.ninja[seat]
            if where >= 0:
                found[where] = PieceInfo(KEY[NINJA], seat, True)
        for cell, piece in enumerate(self.board):
            if piece:
                found[cell] = PieceInfo(KEY[KIND[piece]], OWNER[piece], False)
        return found

    def reachable(self, origin: int) -> dict[int, list[tuple[int, ...]]]:
        """Where the piece on ``origin`` may move now, each hex with every path
        to it (origin first). Empty unless it is a piece of the seat to move
        that may move in this part of the turn."""
        if self.phase != "play" or self.is_terminal() or origin == self.moved:
            return {}
        piece = self.board[origin]
        seat = self.to_move
        if not piece or OWNER[piece] != seat:
            return {}
        return paths(self.board, origin, self.ninja[seat], self.forbidden(seat).get(origin, -1))

    def territory(self, cell: int) -> int:
        """0 (Red's), 1 (Black's) or NEUTRAL (2, no-man's-land)."""
        return TERRITORY[cell]

    def turn_move(self) -> int:
        """1 or 2: which move of the turn the seat to move is making."""
        return self.step + 1

    def setup_stage(self) -> str | None:
        """'place' while visible pieces go on the board, 'hide' while Ninjas
        are hidden, None once play has begun."""
        if self.phase != "setup":
            return None
        return "place" if self.placed(self.to_move) < VISIBLE_PIECES else "hide"

    def hidden_ninja(self, seat: int) -> int | None:
        """The hex where ``seat``'s Ninja hides, if hidden and known here."""
        where = self.ninja[seat]
        return where if where >= 0 else None
