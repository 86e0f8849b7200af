"""The puzzle generator: bot games played to find positions where one move
(or a short forced line) wins something decisive, each kept only when the
game's check finds its answer unique (``boardroom.bots.puzzlehooks``).

Positions are posed from the seat to move's view: the position text is that
view's, and the game's check is asked on the position read back from that
text, so a puzzle never rests on what the solver could not know.

What it counts, for the closing note and ``benchmarks/puzzles.md``:
positions looked at, candidates (a decisive swing found by the quick look),
kept (the answer unique under the deeper check, and in every hidden world
tried), the rejections by kind, and the seconds it took.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from boardroom.bots.levels import make_bot
from boardroom.bots.puzzlehooks import NO_SWING, AnyPuzzleHooks, Found, check_rng
from boardroom.engine.game import AnyGame, AnyState
from boardroom.engine.puzzles import MAX_DIFFICULTY, Puzzle, PuzzleSet

# A puzzle's starting rating (Glicko-2 scale) by difficulty, before anyone played it.
RATINGS = (0, 1100, 1300, 1500, 1700, 1900)


@dataclass
class Tally:
    """What one run of the generator did."""

    games: int = 0
    positions: int = 0
    candidates: int = 0
    kept: int = 0
    seconds: float = 0.0
    rejected: Counter[str] = field(default_factory=Counter)

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "positions": self.positions,
            "candidates": self.candidates,
            "kept": self.kept,
            "seconds": round(self.seconds, 1),
            "rejected": dict(sorted(self.rejected.items())),
        }

    def line(self) -> str:
        rejected = ", ".join(f"{k} {v}" for k, v in sorted(self.rejected.items())) or "none"
        return (
            f"games {self.games}, positions {self.positions}, candidates {self.candidates}, "
            f"kept {self.kept}, {self.seconds:.0f} s (rejected: {rejected})"
        )


def set_name(game: AnyGame) -> str:
    """The set's file name: the game's key, then each option away from its
    default (a drill), then the number of seats for games that vary."""
    spec = game.spec
    parts = [spec.key]
    for option in spec.options:
        value = game.options.get(option.key)
        if value != option.default and not isinstance(value, bool):
            parts.append(str(value))
    if spec.min_seats != spec.max_seats:
        parts.append(str(game.num_seats))
    return "-".join(parts)


def puzzle_id(name: str, position: str, first: str) -> str:
    digest = hashlib.sha1(f"{position}|{first}".encode()).hexdigest()[:8]
    return f"{name}-{digest}"


def to_puzzle(name: str, game: AnyGame, state: AnyState, found: Found[Any]) -> Puzzle:
    """``found`` (in ``state``, read from the solver's position text) as a puzzle."""
    texts = []
    work = state.clone()
    also: list[str] = []
    for move in found.line:
        if found.also and work.current_seat == state.current_seat:
            also = [work.format_move(m) for m in found.also]
        texts.append(work.format_move(move))
        work.apply(move)
    difficulty = max(1, min(MAX_DIFFICULTY, found.found_at))
    position = state.to_text()
    return Puzzle(
        puzzle_id(name, position, texts[0]),
        game.spec.key,
        dict(game.options),
        game.num_seats,
        position,
        state.current_seat,
        tuple(texts),
        found.theme,
        difficulty,
        found.depth,
        found.wins,
        RATINGS[difficulty] + 50 * max(0, len(texts) // 2 - 1),
        tuple(also),
        name,
    )


def generate(
    game: AnyGame,
    hooks: AnyPuzzleHooks,
    count: int,
    seed: int = 0,
    max_games: int = 10_000,
    seconds: float | None = None,
    report: Callable[[str], None] | None = None,
    found: Callable[[Puzzle], None] | None = None,
) -> tuple[PuzzleSet, Tally]:
    """Up to ``count`` puzzles from bot games (seeded: the same seed plays
    the same games), within ``max_games`` games and ``seconds``."""
    rng = random.Random(seed)
    name = set_name(game)
    tally = Tally()
    started = time.perf_counter()
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    key = game.spec.key
    levels = list(hooks.levels)
    for index in range(max_games):
        if len(puzzles) >= count:
            break
        if seconds is not None and time.perf_counter() - started > seconds:
            break
        tally.games += 1
        game_seed = seed * 100_003 + index
        state = game.new_state(game_seed)
        shift = index % game.num_seats  # the levels take turns at each seat
        bots = [
            make_bot(key, levels[(s + shift) % len(levels)], game_seed * 7 + s)
            for s in range(game.num_seats)
        ]
        while not state.is_terminal() and state.ply < hooks.max_plies:
            if len(puzzles) >= count:
                break
            if seconds is not None and time.perf_counter() - started > seconds:
                break
            if (
                state.ply >= hooks.skip_plies
                and state.phase == "play"
                and rng.random() < hooks.sample
            ):
                puzzle = look_at(name, game, hooks, state, tally, seen)
                if puzzle is not None:
                    puzzles.append(puzzle)
                    if found is not None:
                        found(puzzle)
                    if report is not None:
                        report(f"{len(puzzles)}/{count}: {puzzle.id} {puzzle.theme}")
            state.apply(bots[state.current_seat].choose(state))
        tally.seconds = time.perf_counter() - started
        if report is not None:
            report(f"game {tally.games}: {tally.line()}")
    tally.seconds = time.perf_counter() - started
    generator = {"seed": seed, **tally.to_json()}
    puzzle_set = PuzzleSet(name, key, dict(game.options), game.num_seats, tuple(puzzles), generator)
    return puzzle_set, tally


def look_at(
    name: str,
    game: AnyGame,
    hooks: AnyPuzzleHooks,
    state: AnyState,
    tally: Tally,
    seen: set[str],
) -> Puzzle | None:
    """The puzzle in ``state`` for the seat to move, if there is one."""
    seat = state.current_seat
    text = state.view(seat).to_text()
    if text in seen:
        return None
    seen.add(text)
    posed = game.state_from_text(text)
    if posed.is_terminal() or posed.current_seat != seat:
        return None
    if hooks.promising is not None and not hooks.promising(posed):
        return None
    tally.positions += 1
    result = hooks.solve(posed, check_rng())
    if isinstance(result, str):
        if result != NO_SWING:
            tally.candidates += 1
        tally.rejected[result] += 1
        return None
    tally.candidates += 1
    tally.kept += 1
    return to_puzzle(name, game, posed, result)
