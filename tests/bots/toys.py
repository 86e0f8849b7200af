"""Small games implementing the State protocol, for testing the bots.

Nim (last take wins), tic-tac-toe, a three-seat Nim, and a Pig-like dice race
whose die is rolled inside ``apply`` from the state's generator.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from boardroom.engine.errors import InvalidNotation, PositionError
from boardroom.engine.game import Game, GameSpec, State
from boardroom.engine.outcome import Outcome


@dataclass(frozen=True)
class ToyMove:
    steps: tuple[Any, ...]  # ints or words


def _int_move(text: str) -> ToyMove:
    try:
        return ToyMove((int(text),))
    except ValueError:
        raise InvalidNotation(f"'{text}' is not a number") from None


# --- Nim: take 1-3 from one pile; whoever takes the last stone wins ----------


class NimState(State[ToyMove]):
    def __init__(self, game: NimGame, seed: int | None, pile: int, seat: int = 0) -> None:
        super().__init__(game, seed)
        self.pile = pile
        self.seat = seat
        self.last = -1

    @property
    def current_seat(self) -> int:
        return self.seat

    def _legal_moves(self) -> list[ToyMove]:
        return [ToyMove((k,)) for k in (1, 2, 3) if k <= self.pile]

    def format_move(self, move: ToyMove) -> str:
        return str(move.steps[0])

    def parse_syntax(self, text: str) -> ToyMove:
        return _int_move(text)

    def to_text(self) -> str:
        return f"{self.pile} {self.seat} {self.last}"

    def _snapshot(self) -> tuple[int, int, int]:
        return (self.pile, self.seat, self.last)

    def _restore(self, snap: tuple[int, int, int]) -> None:
        self.pile, self.seat, self.last = snap

    def _apply(self, move: ToyMove) -> None:
        self.pile -= move.steps[0]
        self.last = self.seat
        self.seat = (self.seat + 1) % self.num_seats

    def _rules_outcome(self) -> Outcome | None:
        if self.pile == 0 and self.last >= 0:
            return Outcome.win(self.last, self.num_seats, "last-stone")
        return None


class NimGame(Game[NimState]):
    spec = GameSpec("toy-nim", "Nim", ("First", "Second", "Third"), 2, 3)

    def __init__(
        self, options: Mapping[str, object] | None = None, seats: int | None = None, pile: int = 10
    ) -> None:
        super().__init__(options, seats)
        self.pile = pile

    def new_state(self, seed: int | None = None) -> NimState:
        return NimState(self, seed, self.pile)

    def state_from_text(self, text: str) -> NimState:
        try:
            pile, seat, last = (int(x) for x in text.split())
        except ValueError:
            raise PositionError(text) from None
        state = NimState(self, 0, pile, seat)
        state.last = last
        state.start_text = text
        return state


# --- Tic-tac-toe ------------------------------------------------------------

_LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


class TicTacToeState(State[ToyMove]):
    def __init__(self, game: TicTacToeGame, seed: int | None, cells: str = ".........") -> None:
        super().__init__(game, seed)
        self.cells = list(cells)

    @property
    def current_seat(self) -> int:
        return 0 if self.cells.count("X") == self.cells.count("O") else 1

    def _legal_moves(self) -> list[ToyMove]:
        return [ToyMove((i,)) for i, c in enumerate(self.cells) if c == "."]

    def format_move(self, move: ToyMove) -> str:
        return str(move.steps[0])

    def parse_syntax(self, text: str) -> ToyMove:
        return _int_move(text)

    def to_text(self) -> str:
        return "".join(self.cells)

    def _snapshot(self) -> str:
        return "".join(self.cells)

    def _restore(self, snap: str) -> None:
        self.cells = list(snap)

    def _apply(self, move: ToyMove) -> None:
        self.cells[move.steps[0]] = "XO"[self.current_seat]

    def _rules_outcome(self) -> Outcome | None:
        for a, b, c in _LINES:
            if self.cells[a] != "." and self.cells[a] == self.cells[b] == self.cells[c]:
                return Outcome.win("XO".index(self.cells[a]), 2, "line")
        if "." not in self.cells:
            return Outcome.draw(2, "full")
        return None


class TicTacToeGame(Game[TicTacToeState]):
    spec = GameSpec("toy-ttt", "Tic-tac-toe", ("X", "O"))

    def new_state(self, seed: int | None = None) -> TicTacToeState:
        return TicTacToeState(self, seed)

    def state_from_text(self, text: str) -> TicTacToeState:
        if len(text) != 9 or set(text) - set("XO."):
            raise PositionError(text)
        state = TicTacToeState(self, 0, text)
        state.start_text = text
        return state


# --- Pig race: roll (1 ends the turn with nothing) or hold; 20 points wins ---

ROLL, HOLD = ToyMove(("roll",)), ToyMove(("hold",))


class PigState(State[ToyMove]):
    def __init__(self, game: PigGame, seed: int | None) -> None:
        super().__init__(game, seed)
        self.scores = [0, 0]
        self.turn_total = 0
        self.seat = 0

    @property
    def current_seat(self) -> int:
        return self.seat

    def _legal_moves(self) -> list[ToyMove]:
        return [ROLL, HOLD] if self.turn_total else [ROLL]

    def format_move(self, move: ToyMove) -> str:
        return str(move.steps[0])

    def parse_syntax(self, text: str) -> ToyMove:
        if text not in ("roll", "hold"):
            raise InvalidNotation(text)
        return ToyMove((text,))

    def to_text(self) -> str:
        return f"{self.scores[0]} {self.scores[1]} {self.turn_total} {self.seat}"

    def _snapshot(self) -> tuple[tuple[int, ...], int, int]:
        return (tuple(self.scores), self.turn_total, self.seat)

    def _restore(self, snap: tuple[tuple[int, ...], int, int]) -> None:
        scores, self.turn_total, self.seat = snap
        self.scores = list(scores)

    def _apply(self, move: ToyMove) -> None:
        if move == HOLD:
            self.scores[self.seat] += self.turn_total
            self.turn_total = 0
            self.seat = 1 - self.seat
            return
        die = self.rng.randint(1, 6)
        if die == 1:
            self.turn_total = 0
            self.seat = 1 - self.seat
        else:
            self.turn_total += die

    def _rules_outcome(self) -> Outcome | None:
        for seat in (0, 1):
            if self.scores[seat] >= PigGame.target:
                return Outcome.win(seat, 2, "target")
        return None


class PigGame(Game[PigState]):
    spec = GameSpec("toy-pig", "Pig", ("First", "Second"), chance=True)
    target = 20

    def new_state(self, seed: int | None = None) -> PigState:
        return PigState(self, seed)

    def state_from_text(self, text: str) -> PigState:
        a, b, total, seat = (int(x) for x in text.split())
        state = PigState(self, 0)
        state.scores, state.turn_total, state.seat = [a, b], total, seat
        state.start_text = text
        return state
