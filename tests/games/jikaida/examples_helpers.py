"""Two interchangeable backends for the worked-example tests of Poron Jikaida.

The same test runs against the slow reference generator (tests/games/jikaida/
reference.py) and against the engine (``boardroom.games.jikaida``), which is
used through the public game protocol only.  Both are seen through the same
small surface: build a position from position text, list the legal moves as
effect strings, play one, read the outcome.

Effect strings follow ``reference.effect_text``: ``e3-e5`` (from-to, compact
squares), ``e17-e18=P`` (promotion), ``h1<>f1`` (King's Fluttember).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from typing import Any

import pytest

from tests.games.jikaida import reference

WIDTH = {"jikaida": 12, "pastang": 6, "stikitche": 6, "draks_city": 6}
HEIGHT = {"jikaida": 18, "pastang": 6, "stikitche": 12, "draks_city": 12}


def position(
    variant: str,
    pieces: str,
    turn: str = "y",
    moved: str = "-",
    fluttember: str = "-",
    quiet: int = 0,
) -> str:
    """Position text with ``pieces`` like "Kl1 kl18 Se8 Dd7 sf9" (letter + square)."""
    width, height = WIDTH[variant], HEIGHT[variant]
    grid: dict[tuple[int, int], str] = {}
    for token in pieces.split():
        letter, name = token[0], token[1:]
        sq = (ord(name[0]) - ord("a"), int(name[1:]) - 1)
        assert 0 <= sq[0] < width and 0 <= sq[1] < height, token
        assert sq not in grid, f"two pieces on {name}"
        grid[sq] = letter
    rows = []
    for rank in range(height - 1, -1, -1):
        row, empty = "", 0
        for file in range(width):
            letter = grid.get((file, rank))
            if letter is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += letter
        rows.append(row + (str(empty) if empty else ""))
    return f"{'/'.join(rows)} {turn} {moved} {fluttember} {quiet}"


def squares(text: str) -> set[str]:
    """ "a1 b2 c3" -> {"a1", "b2", "c3"} (expected destination sets)."""
    return set(text.split())


def is_yellow(square: str) -> bool:
    """Square colour on the full board: yellow when file index + rank is even."""
    return (ord(square[0]) - ord("a") + int(square[1:])) % 2 == 0


class Pos:
    """One position of either backend."""

    def moves(self) -> set[str]:
        raise NotImplementedError

    def play(self, effect: str) -> Pos:
        raise NotImplementedError

    def outcome(self) -> tuple[str | None, tuple[float, float] | None] | None:
        """None while the game goes on, else (winner "y"/"b"/None, scores or None)."""
        raise NotImplementedError

    # -- what the tests ask --------------------------------------------------

    def moves_from(self, square: str) -> set[str]:
        """The legal effects of the piece on ``square``."""
        return {m for m in self.moves() if m.split("-")[0].split("<>")[0] == square}

    def dests(self, square: str) -> set[str]:
        """Where the piece on ``square`` may go (promotions keep their "=X")."""
        return {m.split("-", 1)[1] for m in self.moves_from(square) if "<>" not in m}

    def then(self, *effects: str) -> Pos:
        """The position after playing ``effects`` one after the other (each must be legal)."""
        pos = self
        for effect in effects:
            assert effect in pos.moves(), f"{effect} is not legal here"
            pos = pos.play(effect)
        return pos


class RefPos(Pos):
    def __init__(self, pos: reference.Position) -> None:
        self.pos = pos
        self._moves: dict[str, reference.Effect] | None = None

    def _effects(self) -> dict[str, reference.Effect]:
        if self._moves is None:
            self._moves = {reference.effect_text(e): e for e in reference.legal_effects(self.pos)}
        return self._moves

    def moves(self) -> set[str]:
        if reference._material_end(self.pos) is not None:
            return set()  # like the engine: no moves once the game is over
        return set(self._effects())

    def play(self, effect: str) -> Pos:
        return RefPos(reference.play(self.pos, self._effects()[effect]))

    def outcome(self) -> tuple[str | None, tuple[float, float] | None] | None:
        result = reference.outcome(self.pos)
        if result is None:
            return None
        winner, reason = result
        if winner is None:
            return (None, (0.5, 0.5) if reason == "nikaida draw" else None)
        points = {"hyrkaida": 1.0, "tikaida": 0.5, "nikaida": 0.5}.get(reason)
        if points is None:
            return (winner, None)
        return (winner, (points, 0.0) if winner == "y" else (0.0, points))


class EnginePos(Pos):
    def __init__(self, variant: str, state: Any) -> None:
        self.variant = variant
        self.state = state
        self._moves: dict[str, Any] | None = None

    def _name(self, sq: int) -> str:
        width = WIDTH[self.variant]
        return f"{chr(ord('a') + sq % width)}{sq // width + 1}"

    def effect(self, move: Any) -> str:
        ints = [s for s in move.steps if isinstance(s, int) and not isinstance(s, bool)]
        letters = [s for s in move.steps if isinstance(s, str)]
        frm, to = self._name(ints[0]), self._name(ints[-1])
        if "<>" in self.state.format_move(move):
            return f"{frm}<>{to}"
        return f"{frm}-{to}" + (f"={letters[0].upper()}" if letters else "")

    def _effects(self) -> dict[str, Any]:
        if self._moves is None:
            listed = [(self.effect(m), m) for m in self.state.legal_moves()]
            self._moves = dict(listed)
            # docs/jikaida-formats.md: a legal move IS its effect; never listed twice.
            assert len(self._moves) == len(listed), "the same effect is listed twice"
        return self._moves

    def moves(self) -> set[str]:
        return set(self._effects())

    def play(self, effect: str) -> Pos:
        after = self.state.clone()
        after.play(self._effects()[effect])
        return EnginePos(self.variant, after)

    def outcome(self) -> tuple[str | None, tuple[float, float] | None] | None:
        result = self.state.outcome()
        if result is None:
            return None
        winner = None if result.is_draw else "yb"[result.winners[0]]
        return (winner, tuple(result.scores))


class Backend:
    def __init__(self, name: str) -> None:
        self.name = name
        if name == "engine":
            try:
                module = importlib.import_module("boardroom.games.jikaida")
            except ImportError as exc:
                pytest.skip(
                    f"engine backend: boardroom.games.jikaida cannot be imported yet ({exc})"
                )
            if getattr(module, "__file__", None) is None:
                # A bare folder imports as a namespace package: no engine module yet.
                pytest.skip(
                    "engine backend: boardroom.games.jikaida has no __init__.py yet "
                    "(the engine is still being written)"
                )

    def load(self, variant: str, text: str) -> Pos:
        if self.name == "reference":
            return RefPos(reference.parse(variant, text))
        from boardroom.engine.registry import make_game

        state = make_game("jikaida", {"variant": variant}).state_from_text(text)
        return EnginePos(variant, state)

    def at(
        self,
        pieces: str,
        turn: str = "y",
        moved: str = "-",
        fluttember: str = "-",
        variant: str = "jikaida",
    ) -> Pos:
        """Shorthand: ``load(variant, position(variant, pieces, ...))``."""
        return self.load(variant, position(variant, pieces, turn, moved, fluttember))


def promotions(frm: str, to: str, kinds: Iterable[str] = "PACJHND") -> set[str]:
    return {f"{frm}-{to}={k}" for k in kinds}
