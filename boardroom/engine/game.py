"""The Game/State/Move protocol every boardroom game implements.

A :class:`Game` is a rules set with its options resolved (a smaller board,
a drill...). It makes :class:`State` objects.

A :class:`State` is one position plus its history. Search uses the fast,
unchecked :meth:`State.apply` / :meth:`State.undo`; people, saved games and
the command line go through the checked :meth:`State.play`. Undo works by
snapshot: before each move the state pushes a compact copy of itself.

Moves are small immutable values with a ``steps`` tuple: the choices a player
makes one after another to enter the move (a piece's cell, then each landing
of a multi-jump...). The UI builds multi-part moves step by step from the
legal moves; see :mod:`boardroom.engine.steps`. A state is generic in its
move type (``class OnagerState(State[OnagerMove])``) and a game in its state
type (``class OnagerGame(Game[OnagerState])``); code that finds a game by
its key at run time (the registry, saved games, the window) holds an
:data:`AnyState` / :data:`AnyGame`.

The end of the game is the engine's: :meth:`State.outcome` is worked out
once per position (the resignations and agreements the engine records, the
rules' own :meth:`State._rules_outcome`, then the move limit) and kept until
the position changes (``apply``, ``undo``, ``resign``, ``agree_draw``,
``clone``; a game that changes its position any other way calls
:meth:`State._position_changed`). :meth:`State.legal_moves` is a template:
it returns no move once the game is over and asks the game's
:meth:`State._legal_moves` only while it goes on, so a game's generator never
checks the end itself. Likewise :meth:`State.is_legal` (the checked
``play``'s test) asks the game's :meth:`State._is_legal`, which by default
looks the move up among all the legal moves; a game whose moves can be
checked one at a time (the moves of the moving piece only) overrides it,
reusing its generator's parts.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, Self, TypeAlias, TypeVar

from boardroom.engine.errors import IllegalMove, InvalidNotation, OptionError
from boardroom.engine.outcome import Outcome
from boardroom.engine.rng import Rng, fresh_seed

OptionValue = int | str | bool
# The seed of every view of a game with secrets: a view holds no seed of the
# game's, from which hidden choices could be worked out (issue 20).
VIEW_SEED = 0


class Move(Hashable, Protocol):
    """What every game's move offers: the steps that enter it."""

    @property
    def steps(self) -> tuple[Hashable, ...]: ...


@dataclass(frozen=True)
class Option:
    """One game option. ``label`` is English; the UI translates it."""

    key: str
    label: str
    default: OptionValue
    choices: tuple[OptionValue, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    # The value a saved game written before the option existed played by
    # (None: the default), so that such a game still replays as it was.
    legacy: OptionValue | None = None

    def coerce(self, value: object) -> OptionValue:
        """Turn a value (possibly text from a command line) into this option's type."""
        kind = type(self.default)
        try:
            if kind is bool:
                if isinstance(value, bool):
                    result: OptionValue = value
                elif str(value).lower() in ("1", "true", "yes", "on"):
                    result = True
                elif str(value).lower() in ("0", "false", "no", "off"):
                    result = False
                else:
                    raise ValueError(value)
            elif kind is int:
                if isinstance(value, bool):
                    raise ValueError(value)
                result = int(str(value))
            else:
                result = str(value)
        except ValueError:
            raise OptionError(
                f"option '{self.key}' takes {kind.__name__} values, not {value!r}"
            ) from None
        if self.choices and result not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise OptionError(f"option '{self.key}' must be one of {allowed}, not {value!r}")
        if isinstance(result, int) and not isinstance(result, bool):
            if self.minimum is not None and result < self.minimum:
                raise OptionError(f"option '{self.key}' must be at least {self.minimum}")
            if self.maximum is not None and result > self.maximum:
                raise OptionError(f"option '{self.key}' must be at most {self.maximum}")
        return result


MOVE_LIMIT = Option("move_limit", "Move limit (0 = off)", 0, minimum=0, maximum=10000)


@dataclass(frozen=True)
class GameSpec:
    """What a game is: its key, its seats, its options and its nature."""

    key: str
    title: str
    seat_names: tuple[str, ...]
    min_seats: int = 2
    max_seats: int = 2
    options: tuple[Option, ...] = ()
    chance: bool = False
    hidden_information: bool = False
    aliases: tuple[str, ...] = field(default=())

    def all_options(self) -> tuple[Option, ...]:
        return (*self.options, MOVE_LIMIT)

    def legacy_options(self, given: Mapping[str, object]) -> dict[str, object]:
        """``given`` (a saved game's options) with the options it predates
        set as the game was played then."""
        old = {o.key: o.legacy for o in self.all_options() if o.legacy is not None}
        return {**{k: v for k, v in old.items() if k not in given}, **given}

    def resolve(self, given: Mapping[str, object] | None) -> dict[str, OptionValue]:
        """Defaults filled in, types checked, unknown keys refused."""
        known = {o.key: o for o in self.all_options()}
        resolved: dict[str, OptionValue] = {k: o.default for k, o in known.items()}
        for key, value in (given or {}).items():
            if key not in known:
                names = ", ".join(sorted(known))
                raise OptionError(f"{self.title} has no option '{key}' (options: {names})")
            resolved[key] = known[key].coerce(value)
        return resolved


M = TypeVar("M", bound=Move)  # a game's move type
S_co = TypeVar("S_co", bound="State[Any]", covariant=True)  # a game's state type


class Game(ABC, Generic[S_co]):
    """A rules set with resolved options; makes states."""

    spec: ClassVar[GameSpec]

    def __init__(
        self, options: Mapping[str, object] | None = None, seats: int | None = None
    ) -> None:
        self.options = self.spec.resolve(options)
        n = self.spec.min_seats if seats is None else seats
        if not self.spec.min_seats <= n <= self.spec.max_seats:
            raise OptionError(
                f"{self.spec.title} is played by {self.spec.min_seats}"
                f"-{self.spec.max_seats} seats, not {n}"
            )
        self.num_seats = n

    def seat_name(self, seat: int) -> str:
        """English name of a seat's side (colour); the UI translates it."""
        return self.spec.seat_names[seat]

    @abstractmethod
    def new_state(self, seed: int | None = None) -> S_co:
        """The start position. ``seed`` feeds the state's generator."""

    @abstractmethod
    def state_from_text(self, text: str) -> S_co:
        """Build a state from position text; raises PositionError."""


# What kind of move a move was (see State.move_kind).
MOVE, CAPTURE, PROMOTION = "move", "capture", "promotion"


class State(ABC, Generic[M]):
    """One position and its history. Subclasses fill in the abstract parts."""

    game: Game[Self]
    # Outcome reasons of the limits on quiet play (the move limit, a game's
    # own stall rule): games cut short rather than decided by play.
    limit_reasons: ClassVar[frozenset[str]] = frozenset({"move-limit"})

    def __init__(self, game: Game[Self], seed: int | None = None) -> None:
        self.game = game
        self.num_seats = game.num_seats
        self.seed = fresh_seed() if seed is None else seed
        self.rng = Rng(self.seed)
        self.history: list[M] = []
        self.quiet_moves = 0  # moves since the last capture, for the move limit
        self._ending: Outcome | None = None  # resignation or agreement
        self.start_text: str | None = None  # set when built from position text
        # (snapshot, generator state, quiet moves, ending) before each move or ending
        self._stack: list[tuple[object, int, int, Outcome | None]] = []
        # The outcome of this position once worked out (a flag, not a sentinel
        # object: a state is pickled to the bots' process).
        self._outcome_known = False
        self._outcome: Outcome | None = None

    # --- what each game provides -------------------------------------------

    @property
    @abstractmethod
    def current_seat(self) -> int:
        """The seat to choose the next move (or the next step of a turn)."""

    @abstractmethod
    def _legal_moves(self) -> list[M]:
        """Every legal move, in the game's order, of a position that is not
        over (the engine asks only then: see :meth:`legal_moves`). A new list
        the caller may keep."""

    def _is_legal(self, move: M) -> bool:
        """Is ``move`` legal in a position that is not over? By default it is
        looked up among :meth:`_legal_moves`; a game that can check one move
        more cheaply (generating only its piece's moves) overrides this, with
        the same answer."""
        return move in self._legal_moves()

    @abstractmethod
    def format_move(self, move: M) -> str:
        """The compact notation of a legal move in this position (no spaces)."""

    @abstractmethod
    def parse_syntax(self, text: str) -> M:
        """Read compact notation into a move; raise InvalidNotation on bad text.

        Legality is checked by :meth:`parse_move`, not here.
        """

    @abstractmethod
    def to_text(self) -> str:
        """One-line position text; ``game.state_from_text`` reads it back."""

    @abstractmethod
    def _snapshot(self) -> object:
        """A compact copy of the mutable position, never mutated afterwards
        (each game gives its own type; the engine only keeps it)."""

    @abstractmethod
    def _restore(self, snap: Any) -> None:
        """Put a snapshot back; must not alias mutable parts of ``snap``.
        (``Any``: each game takes its own snapshot type here.)"""

    @abstractmethod
    def _apply(self, move: M) -> None:
        """Play a move known to be legal."""

    @abstractmethod
    def _rules_outcome(self) -> Outcome | None:
        """The outcome the rules give in this position, or None (asked once
        per position: the engine keeps the answer)."""

    def _is_capture(self, move: M) -> bool:
        """Does this move reset the move-limit counter? Asked before applying."""
        return False

    def move_kind(self, move: M, after: Self) -> str:
        """What ``move`` did, played from this position to ``after`` (both the
        whole game, or both what one seat knows of it): :data:`CAPTURE` when
        it took or killed a piece, :data:`PROMOTION` when a piece became a
        stronger one, else :data:`MOVE` (the window's sounds ask it). By
        default a move of the play phase that resets the move limit is a
        capture; a game says more by overriding this."""
        return CAPTURE if self.phase == "play" and self._is_capture(move) else MOVE

    @property
    def phase(self) -> str:
        """'setup' while pieces (or lakes...) are being placed, else 'play'."""
        return "play"

    def view(self, seat: int) -> Self:
        """What ``seat`` may know. A game with secrets builds a new state of
        its class from what that seat saw (never a copy of this one with parts
        taken out), seeded with VIEW_SEED, without undo snapshots."""
        return self.clone()

    def can_undo_all(self) -> bool:
        """Can every move of the history be taken back? (Not in a view nor
        in a copy sent without its undo snapshots.)"""
        return len(self._stack) >= len(self.history)

    def without_undo(self) -> Self:
        """A copy that cannot take moves back, to send to another process: the
        undo snapshots are most of a long game's size."""
        other = self.clone()
        other._stack = []
        return other

    def for_bot_process(self) -> Self:
        """What is sent (pickled) to a bot's process to choose for the seat to
        move; that process takes the seat's view of it. This state by default;
        a game whose view is cheap and idempotent may send the view itself,
        far smaller than the whole state with its undo snapshots."""
        return self

    def canonical(self, move: M) -> Hashable:
        """What makes two legal moves the same move (the distinct perft
        counts one per class). The move itself unless the game lists several
        routes of one move (every path of a piece, say)."""
        return move

    def describe_move(self, move: M) -> str:
        """Longer notation for people; defaults to the compact form."""
        return self.format_move(move)

    # --- the shared machinery --------------------------------------------------

    @property
    def ply(self) -> int:
        return len(self.history)

    def legal_moves(self) -> list[M]:
        """Every legal move, in the game's order; none once the game is over
        (whatever ended it: the rules, a resignation, an agreement, the move
        limit)."""
        if self.is_terminal():
            return []
        return self._legal_moves()

    def is_legal(self, move: M) -> bool:
        """Is ``move`` one of :meth:`legal_moves`? (Without listing them all
        where the game knows how.)"""
        return not self.is_terminal() and self._is_legal(move)

    def apply(self, move: M) -> None:
        """Play ``move`` without checking it (fast path for search)."""
        # Setup moves (placing pieces, lakes...) never count toward the limit.
        quiet = 0 if self.phase != "play" or self._is_capture(move) else self.quiet_moves + 1
        self._stack.append((self._snapshot(), self.rng.state, self.quiet_moves, self._ending))
        self.history.append(move)
        self.quiet_moves = quiet
        self._apply(move)
        self._outcome_known = False

    def undo(self) -> M | None:
        """Take back the last move (or ending) and return it (None for an ending)."""
        if not self._stack:
            raise IndexError("nothing to undo")
        snap, rng_state, quiet, ending = self._stack.pop()
        self._restore(snap)
        self.rng.state = rng_state
        self.quiet_moves = quiet
        self._outcome_known = False
        was_ending = self._ending is not None and ending is None
        self._ending = ending
        if was_ending:
            return None
        return self.history.pop()

    def _position_changed(self) -> None:
        """Forget what was worked out for the position (its outcome): for a
        game that changes it other than by apply, undo or the endings."""
        self._outcome_known = False

    def parse_move(self, text: str) -> M:
        """Notation to a legal move; raises InvalidNotation or IllegalMove."""
        text = text.strip()
        if not text:
            raise InvalidNotation("empty move text")
        move = self.parse_syntax(text)
        if self.is_terminal():
            raise IllegalMove(f"'{text}': the game is over")
        if not self._is_legal(move):
            raise IllegalMove(f"'{text}' is not a legal move here")
        return move

    def play(self, move_or_text: M | str) -> M:
        """Checked play: text or a move object; returns the move played."""
        if isinstance(move_or_text, str):
            move = self.parse_move(move_or_text)
        else:
            move = move_or_text
            if not self.is_legal(move):
                raise IllegalMove(f"{move!r} is not a legal move here")
        self.apply(move)
        return move

    def clone(self) -> Self:
        other = copy.copy(self)
        other.history = list(self.history)
        other._stack = list(self._stack)
        other.rng = self.rng.clone()
        other._restore(self._snapshot())
        # A copy may be changed by hand before it is asked (views, sampled worlds).
        other._outcome_known = False
        return other

    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on (worked out once per position)."""
        if not self._outcome_known:
            self._outcome = self._find_outcome()
            self._outcome_known = True
        return self._outcome

    def _find_outcome(self) -> Outcome | None:
        """The outcome of this position, worked out: an ending the engine
        recorded, the rules' outcome, then the move limit."""
        if self._ending is not None:
            return self._ending
        result = self._rules_outcome()
        if result is not None:
            return result
        if self._limit_reached():
            return Outcome.draw(self.num_seats, "move-limit")
        return None

    def _limit_reached(self) -> bool:
        limit = self.game.options.get("move_limit", 0)
        return isinstance(limit, int) and 0 < limit <= self.quiet_moves

    def _stopped(self) -> bool:
        """Ended by resignation, agreement or the move limit, whatever the rules say.

        Cheaper than :meth:`is_terminal` when the outcome is not known yet (no
        rules consulted), for a game's quick tests.
        """
        return self._ending is not None or self._limit_reached()

    def is_terminal(self) -> bool:
        """Is the game over? (The outcome is worked out once per position.)"""
        return self.outcome() is not None

    def returns(self) -> tuple[float, ...]:
        """Score per seat; zeros while the game goes on."""
        result = self.outcome()
        return result.scores if result else tuple(0.0 for _ in range(self.num_seats))

    def _end(self, ending: Outcome) -> None:
        if self.is_terminal():
            raise IllegalMove("the game is already over")
        self._stack.append((self._snapshot(), self.rng.state, self.quiet_moves, self._ending))
        self._ending = ending
        self._outcome_known = False

    def resign(self, seat: int) -> None:
        """``seat`` gives up; the others share the win. Undoable."""
        others = tuple(s for s in range(self.num_seats) if s != seat)
        self._end(
            Outcome.shared_win(others, self.num_seats, "resignation")
            if len(others) > 1
            else Outcome.win(others[0], self.num_seats, "resignation")
        )

    def agree_draw(self) -> None:
        """Every seat agreed to a draw. Undoable."""
        self._end(Outcome.draw(self.num_seats, "agreement"))

    def initial(self) -> Self:
        """A fresh copy of the position this game started from."""
        if self.start_text is None:
            return self.game.new_state(self.seed)
        start = self.game.state_from_text(self.start_text)
        # Position text holds no generator: the game's seed decides its chance
        # from the start position on, so a replay meets the same dice.
        start.reseed(self.seed)
        return start

    def reseed(self, seed: int) -> None:
        """Make ``seed`` this state's seed, with its generator at the start."""
        self.seed = seed
        self.rng = Rng(seed)

    def moves_text(self) -> list[str]:
        """The history in compact notation (replays it on the initial state)."""
        replay = self.initial()
        out = []
        for move in self.history:
            out.append(replay.format_move(move))
            replay.apply(move)
        return out


def seat_cycle(seat: int, num_seats: int, step: int = 1) -> int:
    return (seat + step) % num_seats


# A state or game of a game known only at run time (found by its key).
AnyState: TypeAlias = State[Any]
AnyGame: TypeAlias = Game[AnyState]
# A state type, for code generic in the game (the bots, the window's adapters):
# ``Mcts[S, M]`` searches states of type S whose moves are of type M.
S = TypeVar("S", bound=AnyState)


def legal_texts(state: State[M]) -> list[str]:
    return [state.format_move(m) for m in state.legal_moves()]


T = TypeVar("T")


def unique(candidates: Sequence[T], text: str) -> T:
    """The single candidate, or a typed error naming the problem."""
    from boardroom.engine.errors import AmbiguousMove

    if not candidates:
        raise IllegalMove(f"'{text}' is not a legal move here")
    if len(candidates) > 1:
        raise AmbiguousMove(f"'{text}' fits {len(candidates)} legal moves")
    return candidates[0]
