"""The work behind each ``boardroom-cli`` subcommand (no Qt, no argparse).

Each ``cmd_*`` function takes the parsed arguments and writes plain text to
the given streams; failures a user can cause raise :class:`CliError` or one of
the engine's ValueError subclasses, which ``boardroom.cli.main`` turns into a
single error line and exit status 2.
"""

from __future__ import annotations

import json
import math
import os
import time
import uuid
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, TextIO

from boardroom.engine.errors import ArgumentError, IllegalMove, NotationError, PositionError
from boardroom.engine.game import AnyGame, AnyState, Option
from boardroom.engine.match import Adjudication, Agent
from boardroom.engine.outcome import Outcome
from boardroom.engine.perft import distinct_perft, perft
from boardroom.engine.perft import divide as perft_divide
from boardroom.engine.registry import all_games, game_class, game_package, make_game
from boardroom.engine.savegame import LEVELS as SAVE_LEVELS
from boardroom.engine.savegame import now_iso

if TYPE_CHECKING:
    from boardroom.engine.matchreport import GameReport
    from boardroom.engine.record import GameRecord, RecordBook

RANDOM_LEVEL = "random"  # the bots' baseline player, not offered in the app's menus


MAX_PERFT_DEPTH = 30  # deeper counts never end; Python's recursion would fail first


class CliError(ArgumentError):
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


def split_seats(given: dict[str, object]) -> tuple[dict[str, object], int | None]:
    """The options without ``seats``, and the number of seats it gave (or None)."""
    options = dict(given)
    if "seats" not in options:
        return options, None
    text = str(options.pop("seats"))
    if not text.isdigit():
        raise CliError(f"seats takes a whole number, not '{text}'")
    return options, int(text)


def build_game(key: str, options: Sequence[str] | None, seats: int | None = None) -> AnyGame:
    """The game with its options; ``--option seats=N`` is the same as ``--seats N``."""
    given, count = split_seats(parse_options(options))
    if count is not None:
        if seats is not None and seats != count:
            raise CliError(f"--seats {seats} and --option seats={count} disagree")
        seats = count
    return make_game(key, given, seats)


def split_moves(moves: str) -> list[str]:
    """Moves are separated by spaces, or by commas when a move has spaces in
    it (a notation with region names); no notation uses a comma."""
    if "," in moves:
        return [text.strip() for text in moves.split(",") if text.strip()]
    return moves.split()


def build_state(
    game: AnyGame, position: str | None, moves: str | None, seed: int, explain: bool = False
) -> AnyState:
    """The start (or ``position``), then ``moves`` replayed with the checked play().
    ``explain``: an illegal move's error carries the rules' reason (``why``)."""
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
            error = type(exc)(f"move {number} of {len(texts)}: {detail}")
            if explain and isinstance(exc, IllegalMove):
                error.why = why_text(state, text)
            raise error from None
    return state


def why_text(state: AnyState, text: str) -> str:
    """Why the move ``text`` cannot be played: the rules' reason, in English
    ("" when the text does not even read as a move's steps)."""
    from boardroom.engine.reasons import why_not

    try:
        steps = tuple(state.parse_syntax(text.strip()).steps)
    except (ValueError, AttributeError, TypeError):
        return ""
    reason = why_not(state, steps)
    return reason.english() if reason is not None else ""


def result_text(game: AnyGame, outcome: Outcome | None) -> str:
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
        seats = (
            str(spec.min_seats)
            if spec.min_seats == spec.max_seats
            else f"{spec.min_seats}-{spec.max_seats}"
        )
        print(f"  seats: {seats} ({', '.join(spec.seat_names)})", file=out)
        print(
            f"  chance: {'yes' if spec.chance else 'no'}; "
            f"hidden information: {'yes' if spec.hidden_information else 'no'}",
            file=out,
        )
        for option in spec.all_options():
            default = (
                str(option.default).lower() if isinstance(option.default, bool) else option.default
            )
            print(
                f"  option {option.key}={default}: {option_range(option)} - {option.label}",
                file=out,
            )


# --- legal, play, show -----------------------------------------------------------


def cmd_legal(state: AnyState, out: TextIO) -> None:
    for move in state.legal_moves():
        print(state.format_move(move), file=out)


def cmd_play(state: AnyState, out: TextIO) -> None:
    print(state.to_text(), file=out)
    print(f"result: {result_text(state.game, state.outcome())}", file=out)


def cmd_show(state: AnyState, out: TextIO, seat: int | None = None) -> None:
    """The position, or with ``seat`` (counted from 1) what that seat sees."""
    if seat is not None:
        if not 1 <= seat <= state.num_seats:
            raise CliError(f"--seat must be 1 to {state.num_seats}, not {seat}")
        state = state.view(seat - 1)
    print(diagram(state), file=out)
    outcome = state.outcome()
    if outcome is None:
        seat = state.current_seat
        print(f"to move: {state.game.seat_name(seat)} ({state.phase})", file=out)
    else:
        print(f"result: {result_text(state.game, outcome)}", file=out)


def diagram(state: AnyState) -> str:
    """The game's own text picture (a ``diagram(state)`` in its package), else
    the position text."""
    drawer = getattr(game_package(state.game.spec.key), "diagram", None)
    return str(drawer(state)) if callable(drawer) else state.to_text()


# --- perft -----------------------------------------------------------------------


def cmd_perft(
    state: AnyState, depth: int, divide: bool, out: TextIO, err: TextIO, distinct: bool = False
) -> int:
    if depth < 0:
        raise CliError(f"--depth must be 0 or more, not {depth}")
    if depth > MAX_PERFT_DEPTH:
        shown = str(depth) if depth < 10**12 else f"{str(depth)[:6]}... ({len(str(depth))} digits)"
        raise CliError(
            f"--depth must be at most {MAX_PERFT_DEPTH}, not {shown}: the count grows "
            "exponentially with the depth and would never finish"
        )
    started = time.perf_counter()
    if divide and depth > 0:
        counts = perft_divide(state, depth, distinct)
        for text, count in counts.items():
            print(f"{text}: {count}", file=out)
        total = sum(counts.values())
    else:
        total = distinct_perft(state, depth) if distinct else perft(state, depth)
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


def parse_levels(text: str, known: Sequence[str], count: int = 2) -> tuple[str, ...]:
    """One level per seat, separated by commas."""
    levels = [part.strip().lower() for part in text.split(",")]
    if len(levels) != count or not all(levels):
        words = {2: "two", 3: "three", 4: "four"}.get(count, str(count))
        raise CliError(
            f"--bots takes {words} levels separated by a comma (one per seat), not '{text}'"
        )
    for level in levels:
        if level not in known:
            raise CliError(f"unknown bot level '{level}' (levels: {', '.join(known)})")
    return tuple(levels)


def parse_adjudication(game: AnyGame, text: str) -> Adjudication:
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
        raise CliError(
            f"--adjudicate takes MARGIN,PLIES[,CAP] (positive numbers), not '{text}'"
        ) from None


def cmd_match(
    game: AnyGame,
    bots_text: str,
    games: int,
    seed: int,
    max_plies: int,
    out: TextIO,
    err: TextIO,
    adjudicate: str | None = None,
    record: str | None = None,
    reports: str | None = None,
    first_game: int = 0,
) -> None:
    from boardroom.bots import LEVELS  # lazy: only this command needs the bots
    from boardroom.engine.match import Seeded, run_seats_match, seat_of

    known = (*LEVELS, RANDOM_LEVEL)
    n = game.num_seats
    levels = parse_levels(bots_text, known, n)
    if games < 1:
        raise CliError(f"--games must be 1 or more, not {games}")
    if max_plies < 1:
        raise CliError(f"--max-plies must be 1 or more, not {max_plies}")
    if first_game < 0:
        raise CliError(f"--first-game must be 0 or more, not {first_game}")
    last = first_game + games  # the number of the match's last game
    adjudication = parse_adjudication(game, adjudicate) if adjudicate else None
    key = game.spec.key
    # A bot per game from a seed of its own: the same bots would replay a game.
    bots = [Seeded(partial(_bot_choice, key, level)) for level in levels]
    tally = [0, 0, 0]  # wins, draws, losses of the first bot

    def on_game(index: int, outcome: Outcome) -> None:
        first = seat_of(0, index, n)
        slot = 1 if outcome.is_draw else (0 if first in outcome.winners else 2)
        tally[slot] += 1
        who = " vs ".join(
            f"{level} ({game.seat_name(seat_of(i, index, n))})" for i, level in enumerate(levels)
        )
        print(
            f"game {index + 1}/{last}: {who}: {result_text(game, outcome)} "
            f"[{tally[0]}-{tally[1]}-{tally[2]}]",
            file=err,
            flush=True,
        )

    book = _open_record(record, err) if record else None
    on_state = None
    if book is not None:
        stamp = f"{now_iso()}-{uuid.uuid4().hex[:8]}"  # two matches never share a uid

        def on_state(index: int, state: AnyState, outcome: Outcome, seconds: float) -> None:
            assert book is not None
            seated = [levels[0]] * n
            for agent, level in enumerate(levels):
                seated[seat_of(agent, index, n)] = level
            book.add(match_record(state, outcome, seated, seconds, f"match-{stamp}-{seed}-{index}"))

    lines = _open_reports(reports) if reports else None

    def on_report(index: int, report: GameReport) -> None:
        if lines is None:
            return
        seated = [levels[0]] * n
        for agent, level in enumerate(levels):
            seated[seat_of(agent, index, n)] = level
        told = {"game": index, "seed": seed, "first_seat": seat_of(0, index, n), "seats": seated}
        lines.write(json.dumps({**told, **report.to_json()}) + "\n")
        lines.flush()

    try:
        result = run_seats_match(
            game,
            bots,
            games,
            seed,
            max_plies,
            on_game,
            adjudication,
            on_state,
            on_report,
            first_game,
        )
    finally:
        if book is not None:
            book.close()
        if lines is not None:
            lines.close()
    part = f", from game {first_game + 1}" if first_game else ""
    print(f"match: {' vs '.join(levels)}, {result.games} games, seed {seed}{part}", file=out)
    print(f"wins: {result.wins}", file=out)
    print(f"draws: {result.draws}", file=out)
    print(f"losses: {result.losses}", file=out)
    print(f"score: {result.score():.3f}", file=out)
    for number, (level, times) in enumerate(zip(levels, result.move_times, strict=True), start=1):
        mean = sum(times) / len(times) if times else 0.0
        print(
            f"bot {number} ({level}): {len(times)} moves, mean {mean * 1000:.2f} ms, "
            f"p95 {percentile(times, 0.95) * 1000:.2f} ms",
            file=out,
        )
    for line in result.summary().lines():
        print(line, file=out)


def _bot_choice(game_key: str, level: str, seed: int) -> Agent:
    from boardroom.bots import make_bot

    return make_bot(game_key, level, seed).choose


def _open_reports(path: str) -> TextIO:
    try:
        return open(path, "w", encoding="utf-8")  # noqa: SIM115 (closed by the caller)
    except OSError as exc:
        raise CliError(f"'{path}' cannot be written: {exc.strerror or exc}") from None


def _open_record(path: str, err: TextIO) -> RecordBook:
    from boardroom.engine.record import open_record

    try:
        opened = open_record(path)
    except OSError as exc:
        raise CliError(f"the record '{path}' cannot be opened: {exc.strerror or exc}") from None
    if opened.moved_aside is not None:
        print(
            f"{path}: {opened.problem}; moved aside to {opened.moved_aside}, "
            "a new record is started",
            file=err,
        )
    return opened.book


def match_record(
    state: AnyState, outcome: Outcome, levels: list[str], seconds: float, uid: str
) -> GameRecord:
    """A bot match's game as a record: every seat a bot of its level."""
    from boardroom.engine.record import GameRecord, SeatRecord
    from boardroom.engine.savegame import Seat, from_state

    # A saved game knows only the app's levels: the random baseline reopens as a
    # seat for a person, while the record keeps what it was.
    seats = [
        Seat(level.capitalize(), "bot", level) if level in SAVE_LEVELS else Seat(level.capitalize())
        for level in levels
    ]
    saved = from_state(state, seats)
    return GameRecord(
        uid=uid,
        game=state.game.spec.key,
        options=dict(state.game.options),
        seats=tuple(SeatRecord(s.name, "bot", lv) for s, lv in zip(seats, levels, strict=True)),
        winners=tuple(outcome.winners),
        scores=tuple(outcome.scores),
        reason=outcome.reason,
        moves=state.ply,
        seconds=seconds,
        saved=saved.to_json(),
        source="match",
    )


def cmd_stats(path: str, game: str | None, csv_path: str | None, out: TextIO, err: TextIO) -> None:
    from boardroom.engine.recordstats import summary_lines, write_csv

    if not os.path.exists(path):
        raise CliError(f"there is no record '{path}'")
    with _open_record(path, err) as book:
        key = game_class(game).spec.key if game else None
        records = book.games(key)
    for line in summary_lines(records):
        print(line, file=out)
    if csv_path:
        try:
            with open(csv_path, "w", encoding="utf-8", newline="") as handle:
                write_csv(records, handle)
        except OSError as exc:
            raise CliError(f"'{csv_path}' cannot be written: {exc.strerror or exc}") from None


# --- review ------------------------------------------------------------------------


def load_review_state(
    path: str | None, game: AnyGame | None, position: str | None, moves: str | None, seed: int
) -> AnyState:
    """The game to review: a saved game's file, or --game with --moves."""
    from boardroom.engine.savegame import load_path

    if path is not None:
        if game is not None or moves is not None or position is not None:
            raise CliError("review takes a saved game or --game with --moves, not both")
        return load_path(path)[2]
    if game is None or not moves:
        raise CliError("review needs a saved game (FILE.boardroom) or --game with --moves")
    return build_state(game, position, moves, seed)


def cmd_review(state: AnyState, seconds: float, out: TextIO, err: TextIO) -> None:
    from boardroom.bots.review import review_game

    if not 0 < seconds <= 60:
        raise CliError(f"--seconds takes a time from 0 to 60 seconds, not {seconds:g}")
    game = state.game
    total = len(state.history)

    def progress(fraction: float) -> None:
        print(
            f"review: {round(fraction * (total + 1))}/{total + 1} positions", file=err, flush=True
        )

    reviewed = review_game(state, seconds, progress=progress if total > 0 else None)
    seen = (
        ", from each mover's view (the game has secrets and is not over)" if reviewed.views else ""
    )
    print(f"review: {game.spec.title}, {total} moves, {seconds:g} s per position{seen}", file=out)
    print(f"0 start: {shares(game, reviewed.positions[0].chances)}", file=out)
    replay = state.initial()
    for ply, (move, verdict) in enumerate(zip(reviewed.moves, reviewed.judgements, strict=True)):
        before = replay.view(verdict.mover) if reviewed.views else replay
        text = before.format_move(move)
        mark = ""
        if verdict.grade:
            better = before.format_move(verdict.better) if verdict.better is not None else "?"
            sign = "??" if verdict.grade == "blunder" else "?"
            mark = f" {sign} {verdict.grade}, better {better}"
        replay.apply(move)
        after = shares(game, reviewed.positions[ply + 1].chances)
        print(f"{ply + 1} {game.seat_name(verdict.mover)} {text}: {after}{mark}", file=out)
    print(f"result: {result_text(game, state.outcome())}", file=out)


def shares(game: AnyGame, chances: Sequence[float]) -> str:
    """``Black 52.0%, White 48.0%``."""
    return ", ".join(f"{game.seat_name(s)} {100 * c:.1f}%" for s, c in enumerate(chances))
