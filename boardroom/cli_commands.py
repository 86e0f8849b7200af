"""The work behind each ``boardroom-cli`` subcommand (no Qt, no argparse).

Each ``cmd_*`` function takes the parsed arguments and writes plain text to
the given streams; failures a user can cause raise :class:`CliError` or one of
the engine's ValueError subclasses, which ``boardroom.cli.main`` turns into a
single error line and exit status 2.
"""

from __future__ import annotations

import importlib
import math
import time
from collections.abc import Sequence
from typing import Any, TextIO

from boardroom.cli import MAX_PERFT_DEPTH
from boardroom.engine.errors import NotationError, PositionError
from boardroom.engine.game import Game, Option, State
from boardroom.engine.match import Adjudication
from boardroom.engine.outcome import Outcome
from boardroom.engine.perft import divide as perft_divide
from boardroom.engine.perft import perft
from boardroom.engine.registry import all_games, make_game

RANDOM_LEVEL = "random"  # the bots' baseline player, not offered in the app's menus
LAKE_MARK = "~"
EMPTY_MARK = "."


class CliError(ValueError):
    """A mistake in the command line itself (bad --option syntax, bad depth...)."""


# --- building games and states ---------------------------------------------------


def parse_options(items: Sequence[str] | None) -> dict[str, object]:
    """``["side=5", "move_limit=80"]`` to a dict; the game checks keys and values."""
    options: dict[str, object] = {}
    for item in items or ():
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise CliError(f"--option takes KEY=VALUE, not '{item}'")
        options[key.strip()] = value.strip()
    return options


def build_game(key: str, options: Sequence[str] | None, seats: int | None = None) -> Game:
    return make_game(key, parse_options(options), seats)


def split_moves(moves: str) -> list[str]:
    """Moves are separated by spaces, or by commas when a move has spaces in
    it (the drin form of Poron Jikaida); no notation uses a comma."""
    if "," in moves:
        return [text.strip() for text in moves.split(",") if text.strip()]
    return moves.split()


def build_state(game: Game, position: str | None, moves: str | None, seed: int) -> State:
    """The start (or ``position``), then ``moves`` replayed with the checked play()."""
    if position is not None:
        try:
            state = game.state_from_text(position)
        except PositionError:
            raise
        except ValueError as exc:  # a game's reader should say PositionError; be kind anyway
            raise PositionError(str(exc)) from None
    else:
        state = game.new_state(seed)
    texts = split_moves(moves or "")
    for number, text in enumerate(texts, start=1):
        try:
            state.play(text)
        except NotationError as exc:
            detail = str(exc) if text in str(exc) else f"'{text}': {exc}"
            raise type(exc)(f"move {number} of {len(texts)}: {detail}") from None
    return state


def result_text(game: Game, outcome: Outcome | None) -> str:
    """``ongoing``, ``Black wins (back-rank)``, ``Red and Blue win (...)``, ``draw (...)``."""
    if outcome is None:
        return "ongoing"
    if outcome.is_draw:
        return f"draw ({outcome.reason})"
    names = [game.seat_name(s) for s in outcome.winners]
    verb = "wins" if len(names) == 1 else "win"
    return f"{' and '.join(names)} {verb} ({outcome.reason})"


# --- games -----------------------------------------------------------------------


def option_range(option: Option) -> str:
    if option.choices:
        return "one of " + ", ".join(str(c) for c in option.choices)
    if isinstance(option.default, bool):
        return "true or false"
    if isinstance(option.default, int):
        low = "" if option.minimum is None else str(option.minimum)
        high = "" if option.maximum is None else str(option.maximum)
        return f"whole number {low}..{high}" if low or high else "whole number"
    return "text"


def cmd_games(out: TextIO) -> None:
    for cls in all_games():
        spec = cls.spec
        aliases = f" (aliases: {', '.join(spec.aliases)})" if spec.aliases else ""
        print(f"{spec.key}: {spec.title}{aliases}", file=out)
        seats = (str(spec.min_seats) if spec.min_seats == spec.max_seats
                 else f"{spec.min_seats}-{spec.max_seats}")
        print(f"  seats: {seats} ({', '.join(spec.seat_names)})", file=out)
        print(f"  chance: {'yes' if spec.chance else 'no'}; "
              f"hidden information: {'yes' if spec.hidden_information else 'no'}", file=out)
        for option in spec.all_options():
            default = str(option.default).lower() if isinstance(option.default, bool) \
                else option.default
            print(f"  option {option.key}={default}: {option_range(option)} "
                  f"- {option.label}", file=out)


# --- legal, play, show -----------------------------------------------------------


def cmd_legal(state: State, out: TextIO) -> None:
    for move in state.legal_moves():
        print(state.format_move(move), file=out)


def cmd_play(state: State, out: TextIO) -> None:
    print(state.to_text(), file=out)
    print(f"result: {result_text(state.game, state.outcome())}", file=out)


def cmd_show(state: State, out: TextIO) -> None:
    print(diagram(state), file=out)
    outcome = state.outcome()
    if outcome is None:
        seat = state.current_seat
        print(f"to move: {state.game.seat_name(seat)} ({state.phase})", file=out)
    else:
        print(f"result: {result_text(state.game, outcome)}", file=out)


def diagram(state: State) -> str:
    """The game module's own ``diagram(state)`` if it has one, a hex drawing for
    states with ``board`` (a HexBoard) and ``stacks``, else the position text."""
    module_name = type(state.game).__module__
    candidates = [module_name]
    if module_name.count(".") > 2:  # boardroom.games.<game>.<module>: try the package too
        candidates.append(module_name.rsplit(".", 1)[0])
    for name in candidates:
        drawer = getattr(importlib.import_module(name), "diagram", None)
        if callable(drawer):
            return str(drawer(state))
    board = getattr(state, "board", None)
    if hasattr(board, "row_cells") and hasattr(state, "stacks"):
        return hex_diagram(state)
    return state.to_text()


def hex_diagram(state: Any) -> str:
    """Rows from the far side down to row A; a stack is its discs bottom to top
    (``bw`` = a black disc under a white piece), ``~`` a lake, ``.`` empty."""
    board = state.board
    game = state.game
    letters = [game.seat_name(s)[:1].lower() for s in range(state.num_seats)]
    lakes = frozenset(getattr(state, "lakes", ()))
    cells = []
    for cell in range(board.size):
        stack = state.stacks[cell]
        if cell in lakes:
            cells.append(LAKE_MARK)
        elif stack:
            cells.append("".join(letters[d] for d in stack))
        else:
            cells.append(EMPTY_MARK)
    width = max(len(c) for c in cells)
    if width % 2 == 0:  # odd cell width, even pitch: half a pitch is whole spaces
        width += 1
    pitch = width + 1
    widest = max(len(board.row_cells(r)) for r in range(board.rows))
    lines = []
    for row in reversed(range(board.rows)):
        row_cells = board.row_cells(row)
        indent = " " * ((widest - len(row_cells)) * pitch // 2)
        body = " ".join(cells[c].center(width) for c in row_cells)
        lines.append(f"{chr(ord('A') + row)}  {indent}{body}".rstrip())
    legend = ", ".join(f"{letters[s]} = {game.seat_name(s)}" for s in range(state.num_seats))
    lines.append(f"({legend}; stacks bottom to top; {LAKE_MARK} lake; "
                 f"cells numbered from 1 at the left of each row)")
    return "\n".join(lines)


# --- perft -----------------------------------------------------------------------


def cmd_perft(state: State, depth: int, divide: bool, out: TextIO, err: TextIO) -> int:
    if depth < 0:
        raise CliError(f"--depth must be 0 or more, not {depth}")
    if depth > MAX_PERFT_DEPTH:
        shown = str(depth) if depth < 10**12 else f"{str(depth)[:6]}... ({len(str(depth))} digits)"
        raise CliError(f"--depth must be at most {MAX_PERFT_DEPTH}, not {shown}: the count grows "
                       "exponentially with the depth and would never finish")
    started = time.perf_counter()
    if divide and depth > 0:
        counts = perft_divide(state, depth)
        for text, count in counts.items():
            print(f"{text}: {count}", file=out)
        total = sum(counts.values())
    else:
        total = perft(state, depth)
    elapsed = time.perf_counter() - started
    print(f"nodes: {total}", file=out)
    rate = f"{total / elapsed:.0f}" if elapsed > 0 else "inf"
    print(f"perft depth {depth}: {total} nodes in {elapsed:.3f} s ({rate} nodes/s)", file=err)
    return total


# --- match -----------------------------------------------------------------------


def percentile(values: Sequence[float], fraction: float) -> float:
    """Nearest-rank percentile (0.0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def parse_levels(text: str, known: Sequence[str]) -> tuple[str, str]:
    levels = [part.strip().lower() for part in text.split(",")]
    if len(levels) != 2 or not all(levels):
        raise CliError(f"--bots takes two levels separated by a comma, not '{text}'")
    for level in levels:
        if level not in known:
            raise CliError(f"unknown bot level '{level}' (levels: {', '.join(known)})")
    return levels[0], levels[1]


def parse_adjudication(game: Game, text: str) -> Adjudication:
    """``MARGIN,PLIES[,CAP]`` on the game's material count (bots' hooks)."""
    from boardroom.bots.hooks import hooks_for

    material = hooks_for(game.spec.key).material
    if material is None:
        raise CliError(f"{game.spec.title} has no material count to adjudicate on")
    parts = [p.strip() for p in text.split(",")]
    try:
        if len(parts) not in (2, 3):
            raise ValueError(text)
        margin, plies = float(parts[0]), int(parts[1])
        cap = float(parts[2]) if len(parts) == 3 else None
        return Adjudication(material, margin, plies, cap)
    except ValueError:
        raise CliError(f"--adjudicate takes MARGIN,PLIES[,CAP] (positive numbers), "
                       f"not '{text}'") from None


def cmd_match(game: Game, bots_text: str, games: int, seed: int, max_plies: int,
              out: TextIO, err: TextIO, adjudicate: str | None = None) -> None:
    from boardroom.bots import LEVELS, make_bot  # lazy: only this command needs the bots
    from boardroom.engine.match import run_match

    known = (*LEVELS, RANDOM_LEVEL)
    level_a, level_b = parse_levels(bots_text, known)
    if games < 1:
        raise CliError(f"--games must be 1 or more, not {games}")
    if max_plies < 1:
        raise CliError(f"--max-plies must be 1 or more, not {max_plies}")
    adjudication = parse_adjudication(game, adjudicate) if adjudicate else None
    key = game.spec.key
    bot_a = make_bot(key, level_a, seed)
    bot_b = make_bot(key, level_b, seed + 1)
    tally = [0, 0, 0]  # wins, draws, losses of the first bot

    def on_game(index: int, outcome: Outcome) -> None:
        a_seat = index % 2  # run_match gives the first bot seat 0 in even games
        slot = 1 if outcome.is_draw else (0 if a_seat in outcome.winners else 2)
        tally[slot] += 1
        print(f"game {index + 1}/{games}: {level_a} ({game.seat_name(a_seat)}) vs "
              f"{level_b} ({game.seat_name(1 - a_seat)}): {result_text(game, outcome)} "
              f"[{tally[0]}-{tally[1]}-{tally[2]}]", file=err, flush=True)

    result = run_match(game, bot_a.choose, bot_b.choose, games, seed, max_plies, on_game,
                       adjudication)
    print(f"match: {level_a} vs {level_b}, {result.games} games, seed {seed}", file=out)
    print(f"wins: {result.wins}", file=out)
    print(f"draws: {result.draws}", file=out)
    print(f"losses: {result.losses}", file=out)
    print(f"score: {result.score():.3f}", file=out)
    for number, (level, times) in enumerate(zip((level_a, level_b), result.move_times,
                                                strict=True), start=1):
        mean = sum(times) / len(times) if times else 0.0
        print(f"bot {number} ({level}): {len(times)} moves, mean {mean * 1000:.2f} ms, "
              f"p95 {percentile(times, 0.95) * 1000:.2f} ms", file=out)



# --- odds ------------------------------------------------------------------------


def cmd_odds(pool_text: str, exact: bool, out: TextIO) -> None:
    """Exact odds of a narrative dice pool (Dejarik's dice)."""
    from boardroom.games.dejarik.dice import Pool, PoolError
    from boardroom.games.dejarik.odds import distribution  # numpy: only when asked

    try:
        pool = Pool.parse(pool_text)
    except PoolError as exc:
        raise CliError(str(exc)) from None
    dist = distribution(pool, exact)

    def show(p: object) -> str:
        return str(p) if exact else f"{float(p):.6f}"  # type: ignore[arg-type]

    print(f"success: {show(dist.success())}", file=out)
    print(f"advantage: {show(dist.advantage())}", file=out)
    print(f"triumph: {show(dist.triumph())}", file=out)
    print(f"despair: {show(dist.despair())}", file=out)
    print("successes advantages chance", file=out)
    table = dist.successes_advantages()
    for (s, a) in sorted(table, key=lambda key: (-key[0], -key[1])):
        print(f"{s:9d} {a:10d} {show(table[(s, a)])}", file=out)
