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
legal moves; see :mod:`boardroom.engine.steps`.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

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


class Game(ABC):
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
    def new_state(self, seed: int | None = None) -> State:
        """The start position. ``seed`` feeds the state's generator."""

    @abstractmethod
    def state_from_text(self, text: str) -> State:
        """Build a state from position text; raises PositionError."""


class State(ABC):
    """One position and its history. Subclasses fill in the abstract parts."""

    # Outcome reasons of the limits on quiet play (the move limit, a game's
    # own stall rule): games cut short rather than decided by play.
    limit_reasons: ClassVar[frozenset[str]] = frozenset({"move-limit"})

    def __init__(self, game: Game, seed: int | None = None) -> None:
        self.game = game
        self.num_seats = game.num_seats
        self.seed = fresh_seed() if seed is None else seed
        self.rng = Rng(self.seed)
        self.history: list[Any] = []
        self.quiet_moves = 0  # moves since the last capture, for the move limit
        self._ending: Outcome | None = None  # resignation or agreement
        self.start_text: str | None = None  # set when built from position text
        self._stack: list[tuple[Any, int, int, Outcome | None]] = []

    # --- what each game provides -------------------------------------------

    @property
    @abstractmethod
    def current_seat(self) -> int:
        """The seat to choose the next move (or the next step of a turn)."""

    @abstractmethod
    def legal_moves(self) -> list[Any]:
        """Every legal move; empty when the game is over.

        "Over" includes the endings the engine decides (resignation,
        agreement, the move limit): start with ``if self._stopped(): return []``.
        """

    @abstractmethod
    def format_move(self, move: Any) -> str:
        """The compact notation of a legal move in this position (no spaces)."""

    @abstractmethod
    def parse_syntax(self, text: str) -> Any:
        """Read compact notation into a move; raise InvalidNotation on bad text.

        Legality is checked by :meth:`parse_move`, not here.
        """

    @abstractmethod
    def to_text(self) -> str:
        """One-line position text; ``game.state_from_text`` reads it back."""

    @abstractmethod
    def _snapshot(self) -> Any:
        """A compact copy of the mutable position, never mutated afterwards."""

    @abstractmethod
    def _restore(self, snap: Any) -> None:
        """Put a snapshot back; must not alias mutable parts of ``snap``."""

    @abstractmethod
    def _apply(self, move: Any) -> None:
        """Play a move known to be legal."""

    @abstractmethod
    def _rules_outcome(self) -> Outcome | None:
        """The outcome the rules give in this position, or None."""

    def _is_capture(self, move: Any) -> bool:
        """Does this move reset the move-limit counter? Asked before applying."""
        return False

    @property
    def phase(self) -> str:
        """'setup' while pieces (or lakes...) are being placed, else 'play'."""
        return "play"

    def view(self, seat: int) -> State:
        """What ``seat`` may know. A game with secrets builds a new state of
        its class from what that seat saw (never a copy of this one with parts
        taken out), seeded with VIEW_SEED, without undo snapshots."""
        return self.clone()

    def without_undo(self) -> State:
        """A copy that cannot take moves back, to send to another process: the
        undo snapshots are most of a long game's size."""
        other = self.clone()
        other._stack = []
        return other

    def for_bot_process(self) -> State:
        """What is sent (pickled) to a bot's process to choose for the seat to
        move; that process takes the seat's view of it. This state by default;
        a game whose view is cheap and idempotent may send the view itself,
        far smaller than the whole state with its undo snapshots."""
        return self

    def canonical(self, move: Any) -> Hashable:
        """What makes two legal moves the same move (the distinct perft
        counts one per class). The move itself unless the game lists several
        routes of one move (every path of a piece, say)."""
        key: Hashable = move
        return key

    def describe_move(self, move: Any) -> str:
        """Longer notation for people; defaults to the compact form."""
        return self.format_move(move)

    # --- the shared machinery --------------------------------------------------

    @property
    def ply(self) -> int:
        return len(self.history)

    def apply(self, move: Any) -> None:
        """Play ``move`` without checking it (fast path for search)."""
        # Setup moves (placing pieces, lakes...) never count toward the limit.
        quiet = 0 if self.phase != "play" or self._is_capture(move) else self.quiet_moves + 1
        self._stack.append((self._snapshot(), self.rng.state, self.quiet_moves, self._ending))
        self.history.append(move)
        self.quiet_moves = quiet
        self._apply(move)

    def undo(self) -> Any:
        """Take back the last move (or ending) and return it (None for an ending)."""
        if not self._stack:
            raise IndexError("nothing to undo")
        snap, rng_state, quiet, ending = self._stack.pop()
        self._restore(snap)
        self.rng.state = rng_state
        self.quiet_moves = quiet
        was_ending = self._ending is not None and ending is None
        self._ending = ending
        if was_ending:
            return None
        return self.history.pop()

    def parse_move(self, text: str) -> Any:
        """Notation to a legal move; raises InvalidNotation or IllegalMove."""
        text = text.strip()
        if not text:
            raise InvalidNotation("empty move text")
        move = self.parse_syntax(text)
        if self.is_terminal():
            raise IllegalMove(f"'{text}': the game is over")
        if move not in self.legal_moves():
            raise IllegalMove(f"'{text}' is not a legal move here")
        return move

    def play(self, move_or_text: Any) -> Any:
        """Checked play: text or a move object; returns the move played."""
        if isinstance(move_or_text, str):
            move = self.parse_move(move_or_text)
        else:
            move = move_or_text
            if self.is_terminal() or move not in self.legal_moves():
                raise IllegalMove(f"{move!r} is not a legal move here")
        self.apply(move)
        return move

    def clone(self) -> State:
        other = copy.copy(self)
        other.history = list(self.history)
        other._stack = list(self._stack)
        other.rng = self.rng.clone()
        other._restore(self._snapshot())
        return other

    def outcome(self) -> Outcome | None:
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

        Cheaper than :meth:`is_terminal` (no rules consulted), for ``legal_moves``.
        """
        return self._ending is not None or self._limit_reached()

    def is_terminal(self) -> bool:
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

    def initial(self) -> State:
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


def legal_texts(state: State) -> list[str]:
    return [state.format_move(m) for m in state.legal_moves()]


def unique(candidates: Sequence[Any], text: str) -> Any:
    """The single candidate, or a typed error naming the problem."""
    from boardroom.engine.errors import AmbiguousMove

    if not candidates:
        raise IllegalMove(f"'{text}' is not a legal move here")
    if len(candidates) > 1:
        raise AmbiguousMove(f"'{text}' fits {len(candidates)} legal moves")
    return candidates[0]
