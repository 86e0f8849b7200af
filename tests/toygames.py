"""Three toy games that exercise what the engine promises but Onager does not use.

* :class:`SecretGame` - hidden information and a setup phase: each seat
  secretly picks a number, then the seats take turns guessing the other's.
* :class:`RaceGame` - chance: 2-4 seats race along a track; a run rolls a die
  drawn from the state's generator inside ``apply``.
* :class:`NimGame` - multi-part turns: a move's steps name its pile once per
  counter taken (so "take 1" is a prefix of "take 2"), and emptying a pile
  gives the same seat another move.

They are not registered; :func:`make_any_game` knows them, and tests patch it
into :mod:`boardroom.engine.savegame` to save and load them.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Mapping
from dataclasses import dataclass

from boardroom.engine import registry
from boardroom.engine.errors import InvalidNotation, PositionError
from boardroom.engine.game import AnyGame, Game, GameSpec, Option, State, seat_cycle
from boardroom.engine.outcome import Outcome

# --- hidden information and a setup phase --------------------------------------

UNPICKED = 0
HIDDEN = -1


@dataclass(frozen=True)
class SecretMove:
    kind: str  # "pick" (setup) or "guess"
    number: int  # HIDDEN in a view for the other seat's pick

    @property
    def steps(self) -> tuple[Hashable, ...]:
        return (self.number,)


class SecretState(State[SecretMove]):
    game: SecretGame

    def __init__(self, game: SecretGame, seed: int | None = None) -> None:
        super().__init__(game, seed)
        self.secrets = [UNPICKED, UNPICKED]
        self.guessed: list[frozenset[int]] = [frozenset(), frozenset()]
        self.seat = 0

    @property
    def numbers(self) -> int:
        n = self.game.options["numbers"]
        assert isinstance(n, int)
        return n

    @property
    def current_seat(self) -> int:
        return self.seat

    @property
    def phase(self) -> str:
        return "setup" if UNPICKED in self.secrets else "play"

    def _legal_moves(self) -> list[SecretMove]:
        if self.phase == "setup":
            return [SecretMove("pick", n) for n in range(1, self.numbers + 1)]
        return [
            SecretMove("guess", n)
            for n in range(1, self.numbers + 1)
            if n not in self.guessed[self.seat]
        ]

    def format_move(self, move: SecretMove) -> str:
        number = "?" if move.number == HIDDEN else str(move.number)
        return ("p" if move.kind == "pick" else "g") + number

    def parse_syntax(self, text: str) -> SecretMove:
        match = re.fullmatch(r"([pg])([1-9])", text.strip().lower())
        if match is None:
            raise InvalidNotation(f"'{text}' is not p<number> or g<number>")
        return SecretMove("pick" if match.group(1) == "p" else "guess", int(match.group(2)))

    def to_text(self) -> str:
        secrets = "".join({UNPICKED: ".", HIDDEN: "?"}.get(s, str(s)) for s in self.secrets)
        guesses = "/".join("".join(str(n) for n in sorted(g)) for g in self.guessed)
        return f"{secrets}/{guesses}/{self.seat}/{self.quiet_moves}"

    def _snapshot(self) -> tuple[tuple[int, ...], tuple[frozenset[int], ...], int]:
        return (tuple(self.secrets), tuple(self.guessed), self.seat)

    def _restore(self, snap: tuple[tuple[int, ...], tuple[frozenset[int], ...], int]) -> None:
        secrets, guessed, self.seat = snap
        self.secrets = list(secrets)
        self.guessed = list(guessed)

    def _apply(self, move: SecretMove) -> None:
        if move.kind == "pick":
            self.secrets[self.seat] = move.number
            self.seat = 1 - self.seat
            return
        self.guessed[self.seat] = self.guessed[self.seat] | {move.number}
        if move.number != self.secrets[1 - self.seat]:
            self.seat = 1 - self.seat

    def _rules_outcome(self) -> Outcome | None:
        for seat in (0, 1):
            secret = self.secrets[1 - seat]
            if secret > 0 and secret in self.guessed[seat]:
                return Outcome.win(seat, 2, "guessed")
        if all(len(g) == self.numbers for g in self.guessed):
            return Outcome.draw(2, "exhausted")  # only reachable in a masked view
        return None

    def view(self, seat: int) -> SecretState:
        """Mask the other seat's secret everywhere it could leak from."""
        view = self.clone()
        if self.is_terminal():
            return view  # the secrets are shown when the game is over
        other = 1 - seat
        if view.secrets[other] > 0:
            view.secrets[other] = HIDDEN
        replay = self.initial()  # to learn who made each pick
        masked = []
        for move in self.history:
            hide = move.kind == "pick" and replay.current_seat == other
            masked.append(SecretMove("pick", HIDDEN) if hide else move)
            replay.apply(move)
        view.history = masked
        view._stack = []  # snapshots hold the secret
        if view.start_text is not None:
            start = self.game.state_from_text(view.start_text)
            if start.secrets[other] > 0:
                start.secrets[other] = HIDDEN
            view.start_text = start.to_text()
        return view


class SecretGame(Game[SecretState]):
    spec = GameSpec(
        key="toy-secret",
        title="Toy Secret",
        seat_names=("North", "South"),
        options=(Option("numbers", "Numbers to choose from", 5, minimum=2, maximum=9),),
        hidden_information=True,
    )

    def new_state(self, seed: int | None = None) -> SecretState:
        return SecretState(self, seed)

    def state_from_text(self, text: str) -> SecretState:
        parts = text.strip().split("/")
        if len(parts) != 5 or len(parts[0]) != 2 or not parts[4].isdigit():
            raise PositionError(f"'{text}' is not secrets/guesses/guesses/seat/quiet")
        state = SecretState(self)
        n = state.numbers
        for i, ch in enumerate(parts[0]):
            if ch == ".":
                state.secrets[i] = UNPICKED
            elif ch == "?":
                state.secrets[i] = HIDDEN
            elif ch.isdigit() and 1 <= int(ch) <= n:
                state.secrets[i] = int(ch)
            else:
                raise PositionError(f"'{ch}' is not a secret between 1 and {n}")
        for i, digits in enumerate(parts[1:3]):
            if not all(d.isdigit() and 1 <= int(d) <= n for d in digits):
                raise PositionError(f"'{digits}' is not a set of guesses")
            state.guessed[i] = frozenset(int(d) for d in digits)
        if parts[3] not in ("0", "1"):
            raise PositionError(f"'{parts[3]}' is not a seat")
        state.seat = int(parts[3])
        state.quiet_moves = int(parts[4])
        if state.phase == "setup":
            expected = 0 if state.secrets[0] == UNPICKED else 1
            if state.secrets[1] != UNPICKED and state.secrets[0] == UNPICKED:
                raise PositionError("South cannot have picked before North")
            if state.seat != expected or any(state.guessed):
                raise PositionError("nobody guesses before both secrets are picked")
        state.start_text = text.strip()
        return state


# --- chance ----------------------------------------------------------------------


@dataclass(frozen=True)
class RaceMove:
    kind: str  # "run" rolls the die; "walk" goes one step

    @property
    def steps(self) -> tuple[Hashable, ...]:
        return (self.kind,)


RUN = RaceMove("run")
WALK = RaceMove("walk")


class RaceState(State[RaceMove]):
    game: RaceGame

    def __init__(self, game: RaceGame, seed: int | None = None) -> None:
        super().__init__(game, seed)
        self.places = [0] * self.num_seats
        self.seat = 0
        self.last_roll = 0  # 0 = no roll yet

    def _option(self, key: str) -> int:
        value = self.game.options[key]
        assert isinstance(value, int)
        return value

    @property
    def current_seat(self) -> int:
        return self.seat

    def _legal_moves(self) -> list[RaceMove]:
        return [RUN, WALK]

    def format_move(self, move: RaceMove) -> str:
        return "r" if move.kind == "run" else "w"

    def parse_syntax(self, text: str) -> RaceMove:
        word = text.strip().lower()
        if word in ("r", "run"):
            return RUN
        if word in ("w", "walk"):
            return WALK
        raise InvalidNotation(f"'{text}' is neither r (run) nor w (walk)")

    def to_text(self) -> str:
        places = ",".join(str(p) for p in self.places)
        return f"{places}/{self.seat}/{self.last_roll}/{self.quiet_moves}"

    def _snapshot(self) -> tuple[tuple[int, ...], int, int]:
        return (tuple(self.places), self.seat, self.last_roll)

    def _restore(self, snap: tuple[tuple[int, ...], int, int]) -> None:
        places, self.seat, self.last_roll = snap
        self.places = list(places)

    def _apply(self, move: RaceMove) -> None:
        if move.kind == "run":
            self.last_roll = self.rng.randint(1, self._option("die"))
            # A roll of 1 is a stumble: back to the start.
            self.places[self.seat] = (
                0 if self.last_roll == 1 else self.places[self.seat] + self.last_roll
            )
        else:
            self.places[self.seat] += 1
        if self.places[self.seat] < self._option("length"):
            self.seat = seat_cycle(self.seat, self.num_seats)

    def _rules_outcome(self) -> Outcome | None:
        length = self._option("length")
        for seat, place in enumerate(self.places):
            if place >= length:
                return Outcome.win(seat, self.num_seats, "finish")
        return None


class RaceGame(Game[RaceState]):
    spec = GameSpec(
        key="toy-race",
        title="Toy Race",
        seat_names=("Red", "Blue", "Green", "Gold"),
        min_seats=2,
        max_seats=4,
        chance=True,
        options=(
            Option("length", "Track length", 12, minimum=4, maximum=60),
            Option("die", "Die faces", 6, choices=(4, 6, 8)),
        ),
    )

    def new_state(self, seed: int | None = None) -> RaceState:
        return RaceState(self, seed)

    def state_from_text(self, text: str) -> RaceState:
        state = RaceState(self)
        try:
            places_text, seat_text, roll_text, quiet_text = text.strip().split("/")
            places = [int(p) for p in places_text.split(",")]
            seat, roll, quiet = int(seat_text), int(roll_text), int(quiet_text)
        except ValueError:
            raise PositionError(f"'{text}' is not places/seat/roll/quiet") from None
        if len(places) != self.num_seats or not all(0 <= p <= 200 for p in places):
            raise PositionError(f"'{places_text}' needs {self.num_seats} places")
        if not 0 <= seat < self.num_seats or not 0 <= roll <= state._option("die") or quiet < 0:
            raise PositionError(f"'{text}' has a bad seat, roll or quiet-move count")
        state.places, state.seat, state.last_roll = places, seat, roll
        state.quiet_moves = quiet
        state.start_text = text.strip()
        return state


# --- multi-part turns -------------------------------------------------------------

PILE_LETTERS = "abcdefgh"


@dataclass(frozen=True)
class NimMove:
    pile: int
    count: int

    @property
    def steps(self) -> tuple[Hashable, ...]:
        # One step per counter taken: the player clicks the pile again to take more.
        return (self.pile,) * self.count


class NimState(State[NimMove]):
    game: NimGame

    def __init__(self, game: NimGame, seed: int | None = None) -> None:
        super().__init__(game, seed)
        self.piles = [int(ch) for ch in str(game.options["piles"])]
        self.seat = 0  # at the end: the seat that took the last counter

    @property
    def current_seat(self) -> int:
        return self.seat

    def _legal_moves(self) -> list[NimMove]:
        return [NimMove(i, k) for i, size in enumerate(self.piles) for k in range(1, size + 1)]

    def format_move(self, move: NimMove) -> str:
        return f"{PILE_LETTERS[move.pile]}{move.count}"

    def parse_syntax(self, text: str) -> NimMove:
        match = re.fullmatch(r"([a-h])([1-9]\d?)", text.strip().lower())
        if match is None:
            raise InvalidNotation(f"'{text}' is not a pile letter and a count")
        return NimMove(PILE_LETTERS.index(match.group(1)), int(match.group(2)))

    def to_text(self) -> str:
        return ",".join(str(p) for p in self.piles) + f"/{self.seat}/{self.quiet_moves}"

    def _snapshot(self) -> tuple[tuple[int, ...], int]:
        return (tuple(self.piles), self.seat)

    def _restore(self, snap: tuple[tuple[int, ...], int]) -> None:
        piles, self.seat = snap
        self.piles = list(piles)

    def _is_capture(self, move: NimMove) -> bool:
        return bool(self.piles[move.pile] == move.count)

    def _apply(self, move: NimMove) -> None:
        self.piles[move.pile] -= move.count
        if not any(self.piles):
            return  # the taker stays current: the winner
        if self.piles[move.pile] == 0:
            return  # emptying a pile earns another move
        self.seat = seat_cycle(self.seat, self.num_seats)

    def _rules_outcome(self) -> Outcome | None:
        if any(self.piles):
            return None
        return Outcome.win(self.seat, self.num_seats, "last-take")


class NimGame(Game[NimState]):
    spec = GameSpec(
        key="toy-nim",
        title="Toy Nim",
        seat_names=("One", "Two", "Three"),
        min_seats=2,
        max_seats=3,
        options=(Option("piles", "Piles", "345", choices=("345", "1357", "22", "7")),),
    )

    def new_state(self, seed: int | None = None) -> NimState:
        return NimState(self, seed)

    def state_from_text(self, text: str) -> NimState:
        state = NimState(self)
        try:
            piles_text, seat_text, quiet_text = text.strip().split("/")
            piles = [int(p) for p in piles_text.split(",")]
            seat, quiet = int(seat_text), int(quiet_text)
        except ValueError:
            raise PositionError(f"'{text}' is not piles/seat/quiet") from None
        if not 1 <= len(piles) <= len(PILE_LETTERS) or not all(0 <= p <= 99 for p in piles):
            raise PositionError(f"'{piles_text}' is not a list of piles")
        if not 0 <= seat < self.num_seats or quiet < 0:
            raise PositionError(f"'{text}' has a bad seat or quiet-move count")
        state.piles, state.seat, state.quiet_moves = piles, seat, quiet
        state.start_text = text.strip()
        return state


# --- looking them up ---------------------------------------------------------------

TOY_GAMES: tuple[type[AnyGame], ...] = (SecretGame, RaceGame, NimGame)


def make_any_game(
    key: str, options: Mapping[str, object] | None = None, seats: int | None = None
) -> AnyGame:
    """Like ``registry.make_game`` but also knows the toy games."""
    for cls in TOY_GAMES:
        if key == cls.spec.key:
            return cls(options, seats)
    return registry.make_game(key, dict(options or {}), seats)
