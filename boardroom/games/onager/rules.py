"""Onager rules (seed 003, RULINGS section 1).

Cells hold stacks of discs (seat numbers, bottom to top); only the top disc
of a stack is a piece. ``top[i]`` caches what a cell shows: EMPTY, a seat, or
LAKE, which is all move generation needs.
"""

from __future__ import annotations

from functools import cache

from boardroom.engine.game import Game, GameSpec, Option, State
from boardroom.engine.hexgrid import HexBoard, hex_board
from boardroom.engine.outcome import Outcome
from boardroom.games.onager import moves as notation
from boardroom.games.onager.cells import BLACK, EMPTY, LAKE_CELL, LAKES_PER_GAME, WHITE
from boardroom.games.onager.moves import JUMP, LAKE, WALK, OnagerMove
from boardroom.games.onager.position import read_position, write_position

Snapshot = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int, int]


class OnagerGame(Game["OnagerState"]):
    spec = GameSpec(
        key="onager",
        title="Onager",
        seat_names=("Black", "White"),
        options=(Option("side", "Board side", 6, choices=(6, 5)),),
    )

    @property
    def side(self) -> int:
        side = self.options["side"]
        assert isinstance(side, int)
        return side

    def new_state(self, seed: int | None = None) -> OnagerState:
        return OnagerState(self, seed)

    def state_from_text(self, text: str) -> OnagerState:
        state = OnagerState(self, 0)
        read_position(state, text)
        state.start_text = state.to_text()
        return state


class OnagerState(State[OnagerMove]):
    game: OnagerGame

    def __init__(self, game: OnagerGame, seed: int | None = None) -> None:
        super().__init__(game, seed)
        self.board: HexBoard = hex_board(game.side)
        board = self.board
        self.stacks: list[tuple[int, ...]] = [() for _ in range(board.size)]
        self.top: list[int] = [EMPTY] * board.size
        for seat, rows in ((BLACK, (0, 1)), (WHITE, (board.rows - 1, board.rows - 2))):
            for row in rows:
                for cell in board.row_cells(row):
                    self.stacks[cell] = (seat,)
                    self.top[cell] = seat
        self.to_move = BLACK
        self.lakes_left = LAKES_PER_GAME
        self._cache_key: tuple[tuple[int, ...], int] | None = None
        self._cached: list[OnagerMove] = []

    # --- the protocol ----------------------------------------------------------

    @property
    def current_seat(self) -> int:
        if self.lakes_left:
            return (LAKES_PER_GAME - self.lakes_left) % 2
        return self.to_move

    @property
    def phase(self) -> str:
        return "setup" if self.lakes_left else "play"

    @property
    def lakes(self) -> frozenset[int]:
        return frozenset(i for i, t in enumerate(self.top) if t == LAKE_CELL)

    def back_rank(self, seat: int) -> range:
        """The row nearest ``seat`` (its own back rank)."""
        return self.board.row_cells(0 if seat == BLACK else self.board.rows - 1)

    def back_rank_count(self, seat: int) -> int:
        """Pieces of ``seat`` standing on the opponent's back rank."""
        return sum(1 for c in self.back_rank(1 - seat) if self.top[c] == seat)

    def _legal_moves(self) -> list[OnagerMove]:
        if self.lakes_left:
            centre = self.board.centre
            return [
                OnagerMove(LAKE, (c,)) for c, t in enumerate(self.top) if t == EMPTY and c != centre
            ]
        return self._play_moves(self.to_move)

    def format_move(self, move: OnagerMove) -> str:
        return notation.format_move(self.board, move)

    def describe_move(self, move: OnagerMove) -> str:
        text = notation.format_move(self.board, move)
        return text[1:] + " (lake)" if move.kind == LAKE else text

    def parse_syntax(self, text: str) -> OnagerMove:
        return notation.parse_move(self.board, text)

    def to_text(self) -> str:
        return write_position(self)

    def _snapshot(self) -> Snapshot:
        return (tuple(self.stacks), tuple(self.top), self.to_move, self.lakes_left)

    def _restore(self, snap: Snapshot) -> None:
        stacks, top, self.to_move, self.lakes_left = snap
        self.stacks = list(stacks)
        self.top = list(top)

    def _is_capture(self, move: OnagerMove) -> bool:
        # Onager captures nothing; stacking on an enemy is its nearest thing.
        return bool(move.kind == JUMP and self.top[move.steps[1]] not in (EMPTY, LAKE_CELL))

    def _apply(self, move: OnagerMove) -> None:
        steps = move.steps
        if move.kind == LAKE:
            self.top[steps[0]] = LAKE_CELL
            self.lakes_left -= 1
            return
        origin, target = steps[0], steps[-1]
        stack = self.stacks[origin]
        piece = stack[-1]
        below = stack[:-1]
        self.stacks[origin] = below
        self.top[origin] = below[-1] if below else EMPTY
        self.stacks[target] = self.stacks[target] + (piece,)
        self.top[target] = piece
        self.to_move = 1 - self.to_move

    def _rules_outcome(self) -> Outcome | None:
        if self.lakes_left:
            return None
        winner = self._back_rank_winner()
        if winner is not None:
            return Outcome.win(winner, 2, "back-rank")
        if not self._play_moves(self.to_move):
            return Outcome.win(1 - self.to_move, 2, "no-moves")
        return None

    # --- rules -----------------------------------------------------------------

    def _back_rank_winner(self) -> int | None:
        """Tested at the start of a turn: the player to move may have won."""
        me = self.to_move
        return me if self.back_rank_count(me) > self.back_rank_count(1 - me) else None

    def _play_moves(self, me: int) -> list[OnagerMove]:
        key = (tuple(self.top), me)
        if key == self._cache_key:
            return list(self._cached)
        moves: list[OnagerMove] = []
        top = self.top
        stacks = self.stacks
        rays = self.board.rays
        walks, jumps = _interned(self.board.side)
        enemy = 1 - me
        for cell, owner in enumerate(top):
            if owner != me:
                continue
            for n, walk in walks[cell]:
                if top[n] == EMPTY:
                    moves.append(walk)
            # The jumper is lifted off the board while its jumps are explored:
            # later jumps of a chain may pass over the cell it left.
            stack = stacks[cell]
            top[cell] = stack[-2] if len(stack) > 1 else EMPTY
            single = jumps[cell]
            for ray in rays[cell]:
                k, length = 0, len(ray)
                while k < length and top[ray[k]] == EMPTY:
                    k += 1
                if k == length or top[ray[k]] != me:
                    continue  # nothing, a lake or an enemy piece in the way
                landing_index = 2 * k + 1  # pivot at distance k+1, landing as far beyond
                if landing_index >= length:
                    continue
                landing = ray[landing_index]
                shown = top[landing]
                if shown == EMPTY:
                    moves.append(single[landing])
                elif shown == enemy:
                    moves.append(single[landing])
                    self._chain_on([cell, landing], me, moves)
            top[cell] = me
        self._cache_key, self._cached = key, moves
        return list(moves)

    def _chain_on(self, path: list[int], me: int, out: list[OnagerMove]) -> None:
        """Jumps that continue a chain which has just landed on an enemy.

        Between jumps the jumper stands only where it landed, which no ray
        from there includes, so the board is as before the move (minus the
        lifted origin). A chain never returns to a cell it has occupied
        during the move: that would only recreate a position already reached
        (a Table rule).
        """
        top = self.top
        enemy = 1 - me
        for ray in self.board.rays[path[-1]]:
            k, length = 0, len(ray)
            while k < length and top[ray[k]] == EMPTY:
                k += 1
            if k == length or top[ray[k]] != me or 2 * k + 1 >= length:
                continue
            landing = ray[2 * k + 1]
            shown = top[landing]
            if (shown != EMPTY and shown != enemy) or landing in path:
                continue
            path.append(landing)
            out.append(OnagerMove(JUMP, tuple(path)))
            if shown == enemy:
                self._chain_on(path, me, out)
            path.pop()


@cache
def _interned(side: int) -> tuple[list[list[tuple[int, OnagerMove]]], list[dict[int, OnagerMove]]]:
    """Every walk and single jump of a board as shared move objects (fewer allocations)."""
    board = hex_board(side)
    walks = [
        [(n, OnagerMove(WALK, (c, n))) for n in board.neighbours[c]] for c in range(board.size)
    ]
    jumps = [
        {
            ray[i]: OnagerMove(JUMP, (c, ray[i]))
            for ray in board.rays[c]
            for i in range(1, len(ray), 2)
        }
        for c in range(board.size)
    ]
    return walks, jumps
