"""Jaheijagaj rules (seed 000, RULINGS section 5).

The state keeps ``cells`` (256 codes, see ``pieces``), each seat's Wraith as
(centre, facing) or None, which seats are still in, the order they left in,
and each seat's memory of pieces it no longer sees. Legal moves are made from
the current seat's sight: a hidden piece is absent for them, and a move played
on the true state stops before a hidden piece it runs into (``apply``).

A view (``view(seat)``) is a state of the same class built from what that
seat knows (``view.py``); ``viewer`` says whose. Each move of the true state
records what each seat saw of it (``observe.py``). Search may also use states
with ``tracking`` off: full information, no sight, no memory (a bot's sampled world).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from typing import Any

from boardroom.engine.errors import IllegalMove, InvalidNotation
from boardroom.engine.game import CAPTURE, PROMOTION, VIEW_SEED, Game, GameSpec, Option, State
from boardroom.engine.outcome import Outcome
from boardroom.games.jaheijagaj import moves as notation
from boardroom.games.jaheijagaj import observe
from boardroom.games.jaheijagaj.board import ALL, COUNT, FACES, Board, board
from boardroom.games.jaheijagaj.memory import update as remember
from boardroom.games.jaheijagaj.moves import (
    ATTACK,
    CHARGE,
    FORWARD,
    HIDDEN,
    LEFT,
    MOVE,
    PASS,
    RESIGN,
    RIGHT,
    SPAWN,
    WRAITH_KINDS,
    JMove,
    walk_move,
)
from boardroom.games.jaheijagaj.pieces import (
    HONOUR,
    HONOUR_GUARD,
    INFANTRY,
    KIGGYAR,
    KIND_OF_LETTER,
    OUT_BELOW,
    PROMOTED,
    SEAT_NAMES,
    SPEC_OPS,
    STOCK,
    TROOPER,
    WRAITH,
    code,
    honour,
    is_infantry,
    kind_of,
    side_of,
)
from boardroom.games.jaheijagaj.position import read_position, write_position
from boardroom.games.jaheijagaj.sight import Sight

STALL_ROUNDS = 30  # rounds without a piece removed that end the game (a Table rule)
STALL_RULE = Option(
    "stall_rule",
    "End the game after 30 rounds without a piece removed",
    True,
    choices=(True, False),
    legacy=False,  # games saved before the rule were played without it
)
MAX_STEPS = 4  # an infantry move
ATTACK_STEPS = 2  # the primary attacker's way onto the target, a helper's way
Mark = tuple[int, int, int]  # (piece code, Wraith facing or -1, ply when last seen)
Wraith = tuple[int, int]  # (centre, facing)
# cells, Wraiths, seat to move, seats in, who left, memories, moves witnessed
Snapshot = tuple[
    tuple[int, ...],
    tuple[Wraith | None, ...],
    int,
    tuple[bool, ...],
    tuple[tuple[int, str], ...],
    tuple[tuple[tuple[int, Mark], ...], ...],
    int,
]


class JaheijagajGame(Game["JaheijagajState"]):
    spec = GameSpec(
        key="jaheijagaj",
        title="Jaheijagaj",
        seat_names=SEAT_NAMES,
        min_seats=2,
        max_seats=4,
        hidden_information=True,
        options=(STALL_RULE,),
        aliases=("jhj",),
    )

    @property
    def faces(self) -> tuple[str, ...]:
        """The face each seat sits at, in seat order."""
        return board().seat_faces[self.num_seats]

    def new_state(self, seed: int | None = None) -> JaheijagajState:
        state = JaheijagajState(self, seed)
        state.set_up()
        return state

    def state_from_text(self, text: str) -> JaheijagajState:
        state = JaheijagajState(self, 0)
        read_position(state, text)
        state.start_text = write_position(state)
        return state


class JaheijagajState(State[JMove]):
    game: JaheijagajGame
    # The stall rule cuts a game short as the move limit does (match reports).
    limit_reasons = frozenset({"move-limit", "stalled", "stalled-draw"})

    def __init__(self, game: JaheijagajGame, seed: int | None = None) -> None:
        super().__init__(game, seed)
        n = game.num_seats
        self.cells: list[int] = [0] * COUNT
        self.wraith: list[Wraith | None] = [None] * n
        self.to_move = 0
        self.alive: list[bool] = [True] * n
        self.out: tuple[tuple[int, str], ...] = ()  # (seat, "honour" | "resign"), in order
        self.memory: list[dict[int, Mark]] = [{} for _ in range(n)]
        # Per move of the history: what each seat saw of it (observe.Witness).
        self.witnessed: list[observe.Witness] = []
        # A view: per move of its history, what changed in its seat's sight
        # and the public facts after it (its history replays by them).
        self.observed: tuple[tuple[observe.Effect, observe.Public], ...] | None = None
        self._start_views: dict[int, str | None] = {}  # the start text as each seat saw it
        self.viewer = -1  # a view: the seat whose sight this is
        self.tracking = True  # sight and memory kept up (off in a bot's sampled world)
        self._moves: list[JMove] | None = None
        self._move_set: tuple[list[JMove], frozenset[JMove]] | None = None  # for _moves
        self._removed = False  # the last move took a piece off (the move limit)

    # --- setting up ----------------------------------------------------------------

    def set_up(self) -> None:
        b = board()
        data: Any = b.setups
        for seat, face in enumerate(self.game.faces):
            setup = data[face]
            for letter, at in setup["infantry"]:
                self.cells[b.index[at]] = code(seat, KIND_OF_LETTER[letter])
            self.place_wraith(
                seat, b.index[setup["wraith"]["centre"]], int(setup["wraith"]["facing"])
            )
        kiggyar: Any = b.kiggyar
        for pieces in kiggyar.get(str(self.num_seats), {}).values():
            for letter, at in pieces:
                self.cells[b.index[at]] = code(KIGGYAR, KIND_OF_LETTER[letter])

    def place_wraith(self, seat: int, centre: int, facing: int) -> None:
        cells = board().footprint[centre][facing]
        if cells is None:
            raise ValueError("a Wraith needs four hexes on level 0")
        for x in cells:
            self.cells[x] = code(seat, WRAITH)
        self.wraith[seat] = (centre, facing)

    def lift_wraith(self, seat: int) -> None:
        found = self.wraith[seat]
        if found is None:
            return
        cells = board().footprint[found[0]][found[1]]
        assert cells is not None
        for x in cells:
            if self.cells[x] == code(seat, WRAITH):
                self.cells[x] = 0
        self.wraith[seat] = None

    # --- the protocol ----------------------------------------------------------------

    @property
    def current_seat(self) -> int:
        return self.to_move

    def face(self, seat: int) -> str:
        return self.game.faces[seat]

    def _legal_moves(self) -> list[JMove]:
        if self._moves is None:
            self._moves = Generator(self, self.to_move, self.seen_cells(self.to_move)).moves()
        return list(self._moves)

    def _is_legal(self, move: JMove) -> bool:
        moves = self._moves
        if moves is not None:
            # A set of the list (a puzzle set checks thousands of equal
            # answers against one list); rebuilt when the list is another.
            kept = self._move_set
            if kept is None or kept[0] is not moves:
                kept = self._move_set = (moves, frozenset(moves))
            return move in kept[1]
        return Generator(self, self.to_move, self.seen_cells(self.to_move)).allows(move)

    def format_move(self, move: JMove) -> str:
        return notation.format_move(board(), move, self.to_move)

    def parse_syntax(self, text: str) -> JMove:
        move = notation.parse_move(board(), text, self.num_seats)
        if move.kind in (RESIGN, HIDDEN) and move.seat >= 0:
            return move
        return dataclasses.replace(move, seat=self.to_move)  # moves carry their mover

    def parse_move(self, text: str) -> JMove:
        move = (
            super().parse_move(text)
            if not text.strip().lower().startswith("resign")
            else self._resign_move(self.parse_syntax(text), text)
        )
        return move

    def play(self, move_or_text: JMove | str) -> JMove:
        if isinstance(move_or_text, JMove) and move_or_text.kind == RESIGN:
            move = self._resign_move(move_or_text, "resign")
            self.apply(move)
            return move
        return super().play(move_or_text)

    def _resign_move(self, move: JMove, text: str) -> JMove:
        if self.is_terminal():
            raise IllegalMove(f"'{text}': the game is over")
        seat = self.to_move if move.seat < 0 else move.seat
        if not self.alive[seat]:
            raise IllegalMove(f"'{text}': {SEAT_NAMES[seat]} has left the game already")
        return JMove(RESIGN, seat=seat)

    def resign(self, seat: int) -> None:
        """``seat`` leaves the game with its pieces (undoable); the others play on."""
        self.play(JMove(RESIGN, seat=seat))

    def canonical(self, move: JMove) -> Hashable:
        return notation.canonical(move)

    def describe_move(self, move: JMove) -> str:
        from boardroom.games.jaheijagaj.describe import describe

        return describe(self, move)

    def to_text(self) -> str:
        return write_position(self)

    def view(self, seat: int) -> JaheijagajState:
        from boardroom.games.jaheijagaj.view import build_view

        return build_view(self, seat)

    def for_bot_process(self) -> JaheijagajState:
        # The view has no undo snapshots (the whole state's grow by 256 cells
        # a move, milliseconds to pickle on the GUI thread late in a game) and
        # costs a tenth of a millisecond; the bot's view of it is the same.
        from boardroom.games.jaheijagaj.view import build_view

        # Without legal moves: the bot's process works them out (not pickled),
        # and the window when the answer comes, not now.
        return build_view(self, self.to_move, moves=False)

    def initial(self) -> JaheijagajState:
        start = super().initial()
        if self.viewer >= 0:
            start = start.view(self.viewer)
            start.observed = self.observed  # its history replays as the seat saw it
        return start

    # --- snapshots ---------------------------------------------------------------------

    def _snapshot(self) -> Snapshot:
        return (
            tuple(self.cells),
            tuple(self.wraith),
            self.to_move,
            tuple(self.alive),
            self.out,
            tuple(tuple(m.items()) for m in self.memory),
            len(self.witnessed),
        )

    def _restore(self, snap: Snapshot) -> None:
        cells, wraith, self.to_move, alive, self.out, memory, seen = snap
        self.cells = list(cells)
        self.wraith = list(wraith)
        self.alive = list(alive)
        self.memory = [dict(m) for m in memory]
        del self.witnessed[seen:]
        self._moves = None

    def clone(self) -> JaheijagajState:
        other = super().clone()
        other.witnessed = list(self.witnessed)
        return other

    # --- sight -------------------------------------------------------------------------

    def visible(self, seat: int) -> int:
        """The hexes ``seat`` sees now, as a bit set."""
        return Sight(self).visible(seat)

    def seen_cells(self, seat: int) -> list[int]:
        """The cells as ``seat`` knows them: hidden pieces left out."""
        if not self.tracking or self.viewer == seat:
            return self.cells
        return Sight(self).seen_cells(seat)

    # --- playing -----------------------------------------------------------------------

    def apply(self, move: JMove) -> None:
        super().apply(move)
        if self._removed:
            self.quiet_moves = 0  # the move limit counts turns without a piece removed

    def _apply(self, move: JMove) -> None:
        Play(self, move).run()
        self._moves = None

    def blockers(self, move: JMove) -> tuple[tuple[int, int], ...]:
        """The hidden pieces, (hex, code), that stop ``move`` played from here
        (an attack they meet is called off): a view knows them from the move
        as it saw it (``move.blocked``), the true position tries the move."""
        if move.blocked or move.piece or self.viewer >= 0 or not self.tracking:
            return move.blocked
        if move.kind not in (MOVE, ATTACK, *WRAITH_KINDS):
            return ()
        trial = type(self)(self.game, VIEW_SEED)
        trial.cells, trial.wraith = list(self.cells), list(self.wraith)
        trial.to_move, trial.alive, trial.tracking = self.to_move, list(self.alive), False
        play = Play(trial, move)
        play.run()
        return tuple((h, self.cells[h]) for h in dict.fromkeys(play.revealed))

    def move_kind(self, move: JMove, after: JaheijagajState) -> str:
        """An attack whose primary won a rank is a promotion; a move that
        took a piece off the pyramid (a kill, a Wraith destroyed, a seat's
        pieces leaving) a capture. A view knows the one from the attack it
        saw whole, the other from what it observed of the move (as its move
        limit does)."""
        if move.kind == ATTACK and not move.piece and len(move.path) > 1:
            was, now = self.cells[move.path[0]], after.cells[move.path[-1]]
            if was and now and side_of(was) == side_of(now) and kind_of(now) != kind_of(was):
                return PROMOTION
        return CAPTURE if after._removed else super().move_kind(move, after)

    def _find_outcome(self) -> Outcome | None:
        result = super()._find_outcome()
        if (
            result is not None
            and result.is_draw
            and result.reason != "stalled-draw"  # shared by the top seats only
            and not all(self.alive)
        ):
            # A draw is shared by the seats still in; those that left have lost.
            share = 1.0 / max(1, sum(self.alive))
            return Outcome(
                (), result.reason, tuple(share if alive else 0.0 for alive in self.alive)
            )
        return result

    def _rules_outcome(self) -> Outcome | None:
        seats = [s for s in range(self.num_seats) if self.alive[s]]
        if len(seats) > 1:
            return self._stalled() if self.stall_rounds_left() == 0 else None
        if not seats:
            return Outcome.draw(self.num_seats, "no-seat-left")
        reason = "resignation" if self.out and self.out[-1][1] == "resign" else "last-seat"
        return Outcome.win(seats[0], self.num_seats, reason)

    def stall_rounds_left(self) -> int | None:
        """Rounds (every seat still in moving once) before the stall rule ends
        the game; None when the rule is off. A seat leaves only with its
        pieces, so the seats in stay the same while nothing is removed."""
        if self.game.options.get("stall_rule") is not True:
            return None
        return max(0, STALL_ROUNDS - self.quiet_moves // max(1, sum(self.alive)))

    def _stalled(self) -> Outcome:
        """The most infantry honour on the board wins; seats tied at the top
        draw between them, the others lose."""
        honours = {s: self.infantry_honour(s) for s in range(self.num_seats) if self.alive[s]}
        best = max(honours.values())
        top = [s for s, h in honours.items() if h == best]
        if len(top) == 1:
            return Outcome.win(top[0], self.num_seats, "stalled")
        share = 1.0 / len(top)
        scores = tuple(share if s in top else 0.0 for s in range(self.num_seats))
        return Outcome((), "stalled-draw", scores)

    # --- what the window and the bots read -----------------------------------------------

    def infantry_honour(self, seat: int) -> int:
        # Counted per kind (list.count runs in C): asked for every seat after every move.
        cells = self.cells
        return sum(HONOUR[k] * cells.count(code(seat, k)) for k in INFANTRY)

    def on_board(self, seat: int, kind: int) -> int:
        """How many pieces of ``kind`` the seat has on the board (a Wraith counts once)."""
        if kind == WRAITH:
            return int(self.wraith[seat] is not None)
        return self.cells.count(code(seat, kind))

    def stock_left(self, seat: int, kind: int) -> int:
        return STOCK[kind] - self.on_board(seat, kind)

    def next_seat(self, seat: int) -> int:
        n = self.num_seats
        for step in range(1, n + 1):
            other = (seat + step) % n
            if self.alive[other]:
                return other
        return seat


# --- legal moves ---------------------------------------------------------------------


class Generator:
    """The legal moves of ``seat`` on ``cells`` (the cells as that seat sees them)."""

    def __init__(self, state: JaheijagajState, seat: int, cells: list[int]) -> None:
        self.state = state
        self.seat = seat
        self.cells = cells
        self.board = board()

    def infantry(self) -> list[int]:
        """The hexes of the seat's infantry, in board order."""
        return [
            h
            for h in range(COUNT)
            if self.cells[h] and side_of(self.cells[h]) == self.seat and is_infantry(self.cells[h])
        ]

    def moves(self) -> list[JMove]:
        seat = self.seat
        out: list[JMove] = []
        mine = self.infantry()
        for start in mine:
            out += [walk_move(path, seat) for path in self.paths(start, MAX_STEPS, self.cells)]
        out += self.attacks(mine)
        out += self.spawns(mine)
        out += self.wraith_moves()
        return out or [JMove(PASS, seat=self.seat)]

    def allows(self, move: JMove) -> bool:
        """Is ``move`` one of :meth:`moves`? Made by the same parts, for its
        kind and piece only (all of them for a pass: legal only when nothing
        else is)."""
        seat, cells, kind = self.seat, self.cells, move.kind
        if kind in (MOVE, ATTACK):
            start = move.path[0] if move.path else -1
            c = cells[start] if 0 <= start < COUNT else 0
            if not c or side_of(c) != seat or not is_infantry(c):
                return False
            if kind == ATTACK:
                return move in self.attacks([start])
            return (
                move.seat == seat
                and not move.helpers
                and move.path in self.paths(start, MAX_STEPS, cells, along=move.path)
            )
        if kind == SPAWN:
            return move in self.spawns(self.infantry())
        if kind in WRAITH_KINDS:
            return move in self.wraith_moves()
        return move in self.moves()

    def paths(
        self, start: int, limit: int, cells: list[int], along: tuple[int, ...] = ()
    ) -> list[tuple[int, ...]]:
        """Every path of 1..limit steps from ``start`` through empty hexes,
        never twice through a hex; a lift or hole is one step to its landing.
        ``along``: only those that begin it (is it a path? one walk, not all)."""
        b = self.board
        out: list[tuple[int, ...]] = []

        def walk(pos: int, path: tuple[int, ...], steps: int) -> None:
            for n in b.neighbours[pos]:
                if cells[n] or n in path:
                    continue
                landing = b.link[n]
                if landing >= 0:
                    if cells[landing] or landing in path:
                        continue
                    longer = path + (n, landing)
                    end = landing
                else:
                    longer = path + (n,)
                    end = n
                if along and along[: len(longer)] != longer:
                    continue
                out.append(longer)
                if steps + 1 < limit:
                    walk(end, longer, steps + 1)

        walk(start, (start,), 0)
        return out

    # --- attacks ----------------------------------------------------------------------

    def attacks(self, mine: list[int]) -> list[JMove]:
        b, cells, seat = self.board, self.cells, self.seat
        out: list[JMove] = []
        for target in range(COUNT):
            t = cells[target]
            if not t or side_of(t) == seat or not is_infantry(t):
                continue
            need = honour(t)
            for primary in mine:
                if b.distance(primary, target) > 2 * ATTACK_STEPS + 1:
                    continue
                for way in self.ways_onto(primary, target):
                    path = way + (target,)
                    have = honour(cells[primary])
                    if have >= need:
                        out.append(JMove(ATTACK, path, seat=seat))
                        continue
                    # The primary stands on the target's hex first: the
                    # hexes it left are free for the helpers (RULINGS 5).
                    moved = list(cells)
                    moved[primary] = 0
                    moved[target] = cells[primary]
                    self.add_helpers(out, path, (), target, need, have, moved, {target})
        return out

    def ways_onto(self, primary: int, target: int) -> list[tuple[int, ...]]:
        """The primary's ways to the hex next to the target (no step: it is there)."""
        level = self.board.level[target]
        next_to = target in self.board.neighbours[primary]
        ways: list[tuple[int, ...]] = [(primary,)] if next_to else []
        for path in self.paths(primary, ATTACK_STEPS - 1, self.cells):
            end = path[-1]
            if self.board.level[end] == level and target in self.board.neighbours[end]:
                ways.append(path)
        return ways

    def add_helpers(
        self,
        out: list[JMove],
        path: tuple[int, ...],
        helpers: tuple[tuple[int, ...], ...],
        target: int,
        need: int,
        have: int,
        cells: list[int],
        used: set[int],
    ) -> None:
        """Helpers join one at a time while the honour is short (own infantry
        or any Kiggyar, up to two steps to an empty hex next to the target).
        ``used``: where the pieces already in the attack stand now."""
        b = self.board
        around = b.neighbours[target]
        for h in range(COUNT):
            c = cells[h]
            if (
                not c
                or h in used
                or h == target
                or not is_infantry(c)
                or side_of(c) not in (self.seat, KIGGYAR)
                or b.distance(h, target) > 6
            ):
                continue
            ways: list[tuple[int, ...]] = [(h,)] if h in around else []
            ways += [p for p in self.paths(h, ATTACK_STEPS, cells) if p[-1] in around]
            for way in ways:
                total = have + honour(c)
                done = helpers + (way,)
                if total >= need:
                    out.append(JMove(ATTACK, path, done, self.seat))
                    continue
                moved = list(cells)
                moved[h] = 0
                moved[way[-1]] = c
                self.add_helpers(out, path, done, target, need, total, moved, used | {way[-1]})

    # --- spawns -----------------------------------------------------------------------

    def spawns(self, mine: list[int]) -> list[JMove]:
        state, b = self.state, self.board
        if state.on_board(self.seat, TROOPER) >= STOCK[TROOPER]:
            return []
        group: dict[int, int] = {}
        for start in mine:
            if start in group:
                continue
            found, todo = [start], [start]
            group[start] = -1
            while todo:
                here = todo.pop()
                for n in b.neighbours[here]:
                    if n in mine and n not in group:
                        group[n] = -1
                        found.append(n)
                        todo.append(n)
            for h in found:
                group[h] = len(found)
        spots = sorted(
            {
                n
                for h in mine
                if group[h] >= 3
                for n in b.neighbours[h]
                if not self.cells[n] and b.link[n] < 0
            }
        )
        return [JMove(SPAWN, (h,), seat=self.seat) for h in spots]

    # --- the Wraith -------------------------------------------------------------------

    def wraith_moves(self) -> list[JMove]:
        found = self.state.wraith[self.seat]
        if found is None:
            return []
        b, cells, seat = self.board, self.cells, self.seat
        centre, facing = found
        own = code(seat, WRAITH)

        def free(at: int, d: int) -> bool:
            four = b.footprint[at][d] if at >= 0 else None
            return four is not None and all(not cells[x] or cells[x] == own for x in four)

        out: list[JMove] = []
        ahead = b.step[centre][facing]
        if free(ahead, facing):
            out.append(JMove(FORWARD, (centre, ahead), seat=seat))
        if free(centre, (facing - 1) % 6):
            out.append(JMove(LEFT, (centre,), seat=seat))
        if free(centre, (facing + 1) % 6):
            out.append(JMove(RIGHT, (centre,), seat=seat))
        nose = b.step[centre][facing]
        front = b.step[nose][facing] if nose >= 0 else -1
        if front >= 0 and cells[front] and is_infantry(cells[front]):
            return out  # pinned: infantry just ahead of the nose forbids both charges
        for distance in (2, 3):
            way = charge_path(b, centre, facing, distance)
            if way is None:
                continue
            end, crossed, under = way
            if all(not cells[x] or cells[x] == own for x in crossed) and any(
                cells[x] and side_of(cells[x]) != seat for x in under
            ):
                out.append(JMove(CHARGE, (centre, end), seat=seat))
        return out


def charge_path(
    b: Board, centre: int, facing: int, distance: int
) -> tuple[int, list[int], tuple[int, ...]] | None:
    """A charge: its final centre, the hexes it passes over (every hex of the
    footprints on the way that the final footprint does not cover: they must
    be free) and the final footprint (whatever stands there is destroyed).
    None when the way leaves level 0."""
    at = centre
    crossed: list[int] = []
    for _ in range(distance):
        at = b.step[at][facing]
        four = b.footprint[at][facing] if at >= 0 else None
        if four is None:
            return None
        crossed += four
    final = b.footprint[at][facing]
    assert final is not None
    return at, [x for x in dict.fromkeys(crossed) if x not in final], final


def kind_of_move(move: JMove) -> bool:
    """Does ``move.seat`` name the mover (not the seat that resigns)?"""
    return move.kind != RESIGN


# --- playing a move on the state ---------------------------------------------------------


class Play:
    """One move applied: the path walked on the true cells (a hidden piece
    stops it), then the end of the turn: seats below 4 honour leave, then
    surrounded Wraiths are destroyed; sight, memory and the move's
    witnesses are brought up to date."""

    def __init__(self, state: JaheijagajState, move: JMove) -> None:
        self.state = state
        self.move = move
        self.board = board()
        self.seat = state.to_move
        self.removed = False
        self.revealed: list[int] = []  # hexes of hidden pieces the mover ran into
        self.walked: dict[int, tuple[int, ...]] = {}  # a path's start -> the hexes gone through
        self.reached = -1  # where a Wraith's move or charge took its centre
        self.called_off = False  # an attack that could not be completed: nothing moved
        self.cells_before: list[int] = []
        self.wraiths_before: observe.Wraiths = ()
        self.wraiths_after: observe.Wraiths = ()

    def run(self) -> None:
        state, move = self.state, self.move
        tracking = state.tracking and state.viewer < 0
        sight = Sight(state) if tracking else None
        before = (
            [sight.visible(s) if state.alive[s] else 0 for s in range(state.num_seats)]
            if sight is not None
            else []
        )
        self.cells_before = cells_before = list(state.cells) if tracking else []
        self.wraiths_before = tuple(state.wraith)
        mover = move.seat if move.seat >= 0 and kind_of_move(move) else self.seat
        if state.viewer >= 0 and self.replay_seen(state):
            return
        if state.viewer >= 0:
            state.to_move = self.seat = mover  # a view's replay follows who moved
        kind = move.kind
        if move.piece:
            kind = HIDDEN  # a view replaying a move it saw in part, without what it saw
        if kind == MOVE:
            self.walk(move.path)
        elif kind == ATTACK:
            self.attack()
        elif kind == SPAWN:
            self.spawn()
        elif kind in (FORWARD, LEFT, RIGHT, CHARGE):
            self.wraith()
        elif kind == RESIGN:
            self.leave(move.seat, "resign")
        elif kind == HIDDEN:
            pass
        elif kind != PASS:
            raise ValueError(f"not a Jaheijagaj move: {move!r}")
        if state.viewer < 0:  # a view replays what it saw; it judges nothing
            self.end_of_turn()
        state._removed = self.removed
        after = self.witnesses(sight, before, cells_before) if sight is not None else []
        if not (kind == RESIGN and move.seat != self.seat):  # else the seat to move goes on
            state.to_move = state.next_seat(mover)
        if sight is not None:
            state.witnessed.append(observe.witness(self, before, after))

    def replay_seen(self, state: JaheijagajState) -> bool:
        """A view replaying its history: what its seat saw of the move, if known."""
        ply = len(state.history) - 1
        if state.observed is None or not 0 <= ply < len(state.observed):
            return False
        (cells, wraiths), (state.to_move, alive, state.out, state._removed) = state.observed[ply]
        for h, c in cells:
            state.cells[h] = c
        for seat, found in wraiths:
            state.wraith[seat] = found
        state.alive = list(alive)
        return True

    # --- infantry ---------------------------------------------------------------------

    def step_on(self, path: tuple[int, ...], cells: list[int] | None = None) -> int:
        """How far along ``path`` the true cells let its piece go: the index of
        the hex it stops on (a hidden piece in the way is revealed)."""
        cells, b = self.state.cells if cells is None else cells, self.board
        i = 1
        while i < len(path):
            nxt = path[i]
            if cells[nxt]:
                self.revealed.append(nxt)
                return i - 1
            landing = b.link[nxt]
            if landing >= 0:
                if cells[landing]:
                    self.revealed.append(landing)
                    return i - 1
                i += 2
            else:
                i += 1
        return len(path) - 1

    def walk(self, path: tuple[int, ...]) -> int:
        """Move the piece on path[0] along the path; the hex it stops on."""
        cells = self.state.cells
        piece = cells[path[0]]
        if not piece:
            return path[0]  # a view replaying a move it saw only in part
        at = self.step_on(path)
        stop = path[at]
        cells[path[0]] = 0
        cells[stop] = piece
        self.walked[path[0]] = path[: at + 1]
        return stop

    def attack(self) -> None:
        """The primary walks onto the target's hex, then each helper in turn
        through the hexes free at that moment (RULINGS 5). Tried on a copy:
        when a hidden piece stops any of them, or the honour falls short,
        the attack is called off and nothing moves; every blocker met (each
        piece tries its whole path) is revealed to the attacker."""
        state, move = self.state, self.move
        cells = list(state.cells)
        primary, target = move.path[0], move.path[-1]
        piece, victim = cells[primary], cells[target]
        if not piece or not victim:
            return  # a view replaying a move it saw only in part
        way = move.path[:-1]
        reached = self.step_on(way, cells)
        self.walked[primary] = way[: reached + 1]
        complete = reached == len(way) - 1
        cells[primary] = 0
        cells[target if complete else way[reached]] = piece
        total = honour(piece) if complete else 0
        for helper in move.helpers:
            c = cells[helper[0]]
            if not c:
                complete = False
                continue
            at = self.step_on(helper, cells)
            self.walked[helper[0]] = helper[: at + 1]
            stop = helper[at]
            complete = complete and stop == helper[-1]
            cells[helper[0]] = 0
            cells[stop] = c
            if target in self.board.neighbours[stop]:
                total += honour(c)
        if not complete or total < honour(victim):
            self.called_off = True
            return  # called off: the turn is spent, the blockers are seen
        self.removed = True
        side, kind = side_of(piece), kind_of(piece)
        if (
            honour(victim) > honour(piece)
            and side != KIGGYAR
            and kind in PROMOTED
            and state.stock_left(side, PROMOTED[kind]) > 0
        ):
            kind = PROMOTED[kind]
        cells[target] = code(side, kind)
        state.cells = cells

    def spawn(self) -> None:
        at = self.move.path[0]
        if not self.state.cells[at]:
            self.state.cells[at] = code(self.seat, TROOPER)

    # --- the Wraith ---------------------------------------------------------------------

    def wraith(self) -> None:
        state, b, move = self.state, self.board, self.move
        found = state.wraith[self.seat]
        if found is None or found[0] != move.path[0]:
            return
        centre, facing = found
        own = code(self.seat, WRAITH)
        cells = state.cells

        def blocker(at: int, d: int) -> int:
            four = b.footprint[at][d]
            assert four is not None
            return next((x for x in four if cells[x] and cells[x] != own), -1)

        if move.kind in (LEFT, RIGHT):
            turned = (facing + (1 if move.kind == RIGHT else -1)) % 6
            hit = blocker(centre, turned)
            if hit >= 0:
                self.revealed.append(hit)
                return
            state.lift_wraith(self.seat)
            state.place_wraith(self.seat, centre, turned)
            return
        distance = 1 if move.kind == FORWARD else b.distance(centre, move.path[1])
        final = b.footprint[move.path[1]][facing] or ()
        at, reached = centre, centre
        for _ in range(distance):
            at = b.step[at][facing]
            four = b.footprint[at][facing]
            assert four is not None
            # What the final footprint covers is destroyed, not run into.
            hit = next(
                (
                    x
                    for x in four
                    if cells[x] and cells[x] != own and (move.kind == FORWARD or x not in final)
                ),
                -1,
            )
            if hit >= 0:
                self.revealed.append(hit)
                break
            reached = at
        self.reached = reached
        if reached == centre:
            return
        four = b.footprint[reached][facing]
        assert four is not None
        state.lift_wraith(self.seat)
        if move.kind == CHARGE and reached == move.path[1]:
            for x in four:
                if cells[x]:
                    self.destroy_at(x)
        state.place_wraith(self.seat, reached, facing)

    def destroy_at(self, x: int) -> None:
        state = self.state
        c = state.cells[x]
        if kind_of(c) == WRAITH:
            state.lift_wraith(side_of(c))
        else:
            state.cells[x] = 0
        self.removed = True

    # --- the end of the turn ----------------------------------------------------------------

    def leave(self, seat: int, reason: str) -> None:
        state = self.state
        if not state.alive[seat]:
            return
        state.alive[seat] = False
        state.out = state.out + ((seat, reason),)
        state.lift_wraith(seat)
        for h in range(COUNT):
            if state.cells[h] and side_of(state.cells[h]) == seat:
                state.cells[h] = 0
                self.removed = True
        for memory in state.memory:
            for h in [h for h, mark in memory.items() if side_of(mark[0]) == seat]:
                del memory[h]

    def end_of_turn(self) -> None:
        state, b = self.state, self.board
        low = [
            s
            for s in range(state.num_seats)
            if state.alive[s] and state.infantry_honour(s) < OUT_BELOW
        ]
        for seat in low:
            self.leave(seat, "honour")
        doomed = []
        for seat, found in enumerate(state.wraith):
            if found is None:
                continue
            for x in b.around[found]:
                c = state.cells[x]
                if b.level[x] == 0 and (not c or side_of(c) == seat):
                    break
            else:
                doomed.append(seat)
        for seat in doomed:
            state.lift_wraith(seat)
            self.removed = True

    # --- what each seat sees now, and what it remembers -------------------------------------

    def witnesses(self, sight: Sight, before: list[int], cells_before: list[int]) -> list[int]:
        """Each seat's sight now; each seat's memory brought up to date."""
        state = self.state
        after = [sight.visible(s) if state.alive[s] else 0 for s in range(state.num_seats)]
        self.wraiths_after = tuple(state.wraith)
        remember(self, before, after)
        return after


__all__ = [
    "ALL",
    "FACES",
    "HONOUR_GUARD",
    "SPEC_OPS",
    "InvalidNotation",
    "JaheijagajGame",
    "JaheijagajState",
    "Mark",
]
