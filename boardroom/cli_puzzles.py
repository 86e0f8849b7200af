"""``boardroom-cli puzzles``: make, count and solve puzzles on a terminal.

``puzzles count --game G``
    one integer: the shipped puzzles of that game (all its sets: drills,
    numbers of seats). A damaged set is skipped with a line on stderr.
``puzzles make --game G --count N [--option K=V] [--seats N] [--seed S]``
    plays bot games and keeps up to N puzzles whose answer is unique under
    the game's deeper check; writes the set (``--out``, by default
    ``<set name>.json`` here) after each puzzle found, so a stopped run
    loses nothing; ``--append`` keeps the puzzles already in that file. A
    line per puzzle found and per game goes to stderr; stdout ends with
    ``set: NAME (FILE)``, ``games: G``, ``positions: P``,
    ``candidates: C`` (a decisive swing found), ``kept: K`` (unique under
    the check) and ``seconds: S``.
``puzzles solve --game G [--theme T] [--id ID] [--random] [--seed S]``
    shows the puzzle (its id, theme and the position as ``show`` draws it),
    then reads lines from stdin: a move in the game's notation, ``hint``
    (where the answer starts), ``answer`` (the rest of the line; the
    puzzle is failed) or ``quit``. Each move gets ``right: MOVE``,
    ``wrong: MOVE is legal but not the answer; ...`` with the other side's
    answer and what it wins, or ``illegal: MOVE: <the rules' reason>``;
    the replies are played (``reply: ...``) and the position shown again.
    The last line is ``solved: <what it wins>``, ``failed`` or ``stopped``;
    the exit status is 0 when solved, 1 otherwise.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from boardroom.engine.errors import ArgumentError

if TYPE_CHECKING:
    from boardroom.engine.game import AnyState
    from boardroom.engine.puzzles import Puzzle, PuzzleSet


def add_commands(commands: argparse._SubParsersAction[Any]) -> None:
    parser = commands.add_parser(
        "puzzles",
        help="make, count and solve puzzles",
        description="Puzzles from bot games: make a set, count the shipped ones, solve one.",
    )
    sub = parser.add_subparsers(dest="puzzles_command", required=True, metavar="ACTION")
    count = sub.add_parser("count", help="print the number of shipped puzzles of a game")
    count.add_argument("--game", "-g", required=True, help="game key (see the games command)")

    make = sub.add_parser("make", help="generate a puzzle set from bot games")
    _game_arguments(make)
    make.add_argument("--count", "-n", type=int, required=True, help="puzzles to keep")
    make.add_argument("--seed", type=int, default=0, help="seed of the games played (default 0)")
    make.add_argument("--out", default=None, metavar="FILE.json", help="where to write the set")
    make.add_argument(
        "--append", action="store_true", help="keep the puzzles already in the output file"
    )
    make.add_argument("--max-games", type=int, default=10_000, help="games to play at most")
    make.add_argument(
        "--minutes", type=float, default=None, help="stop looking after this many minutes"
    )

    solve = sub.add_parser("solve", help="solve a shipped puzzle on the terminal")
    _game_arguments(solve)
    solve.add_argument("--theme", default=None, help="only puzzles of this theme")
    solve.add_argument("--id", default=None, help="this puzzle")
    solve.add_argument("--random", action="store_true", help="a puzzle at random")
    solve.add_argument("--seed", type=int, default=None, help="seed of --random")
    solve.add_argument(
        "--level",
        default="hard",
        help="the bot that answers a wrong move (easy, medium, hard; default hard)",
    )


def _game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", "-g", required=True, help="game key (see the games command)")
    parser.add_argument(
        "--option", "-o", action="append", metavar="KEY=VALUE", help="a game option (repeatable)"
    )
    parser.add_argument("--seats", type=int, help="number of seats, for games that vary")


def run(args: argparse.Namespace, out: TextIO, err: TextIO, stdin: TextIO) -> int:
    if args.puzzles_command == "count":
        return cmd_count(args.game, out, err)
    if args.puzzles_command == "make":
        return cmd_make(args, out, err)
    return cmd_solve(args, out, err, stdin)


def _sets(game_key: str, err: TextIO) -> list[PuzzleSet]:
    from boardroom.engine.puzzles import load_sets
    from boardroom.engine.registry import game_class

    key = game_class(game_key).spec.key
    sets, problems = load_sets(key)
    for problem in problems:
        print(f"boardroom-cli: skipped a damaged puzzle set: {problem}", file=err)
    return sets


def cmd_count(game_key: str, out: TextIO, err: TextIO) -> int:
    sets = _sets(game_key, err)
    print(sum(len(s.puzzles) for s in sets), file=out)
    return 0


def cmd_make(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from boardroom.bots.puzzlegen import generate, set_name
    from boardroom.bots.puzzlehooks import puzzle_hooks_for
    from boardroom.cli_commands import build_game
    from boardroom.engine.puzzles import PuzzleError, PuzzleSet, dump_set, read_set

    game = build_game(args.game, args.option, args.seats)
    hooks = puzzle_hooks_for(game.spec.key)
    if hooks is None:
        raise ArgumentError(f"{game.spec.title} makes no puzzles")
    if args.count < 1:
        raise ArgumentError("--count must be at least 1")
    name = set_name(game)
    path = Path(args.out) if args.out else Path(f"{name}.json")
    kept: list[Puzzle] = []
    before: dict[str, object] = {}
    if args.append and path.exists():
        try:
            old = read_set(path)
        except PuzzleError as exc:
            raise ArgumentError(f"--append: {exc}") from None
        if old.game_key != game.spec.key or dict(old.options) != dict(game.options):
            raise ArgumentError(f"--append: {path} holds another game's or drill's puzzles")
        kept = list(old.puzzles)
        before = dict(old.generator)
    known = {p.id for p in kept}

    def write(puzzles: list[Puzzle], generator: dict[str, object]) -> None:
        puzzle_set = PuzzleSet(
            name, game.spec.key, dict(game.options), game.num_seats, tuple(puzzles), generator
        )
        temporary = path.with_suffix(".json.part")
        temporary.write_text(dump_set(puzzle_set), encoding="utf-8")
        temporary.replace(path)

    def found(puzzle: Puzzle) -> None:
        if puzzle.id not in known:
            known.add(puzzle.id)
            kept.append(puzzle)
            write(kept, {"runs": _runs(before), "running": True})

    def report(line: str) -> None:
        print(line, file=err, flush=True)

    seconds = None if args.minutes is None else 60.0 * args.minutes
    made, tally = generate(
        game, hooks, args.count, args.seed, args.max_games, seconds, report, found
    )
    runs = [*_runs(before), dict(made.generator)]
    if kept:
        write(kept, {"runs": runs, **_totals(runs)})
        print(f"set: {name} ({path})", file=out)
    else:
        print(f"set: {name} (none kept: no file written)", file=out)
    print(f"games: {tally.games}", file=out)
    print(f"positions: {tally.positions}", file=out)
    print(f"candidates: {tally.candidates}", file=out)
    print(f"kept: {tally.kept}", file=out)
    print(f"seconds: {tally.seconds:.0f}", file=out)
    return 0


def _runs(generator: dict[str, object]) -> list[dict[str, object]]:
    runs = generator.get("runs")
    if isinstance(runs, list):
        return [r for r in runs if isinstance(r, dict)]
    return []


def _totals(runs: list[dict[str, object]]) -> dict[str, object]:
    """The runs' figures added up (a set made in several runs)."""
    totals: dict[str, object] = {}
    for key in ("games", "positions", "candidates", "kept", "seconds"):
        total = 0.0
        for run in runs:
            value = run.get(key, 0)
            total += float(value) if isinstance(value, int | float) else 0.0
        totals[key] = round(total, 1) if key == "seconds" else int(total)
    return totals


# --- solving on a terminal -----------------------------------------------------


def cmd_solve(args: argparse.Namespace, out: TextIO, err: TextIO, stdin: TextIO) -> int:
    from boardroom.cli_commands import build_game
    from boardroom.engine.puzzles import iter_puzzles

    game = build_game(args.game, args.option, args.seats)
    sets = [
        s
        for s in _sets(game.spec.key, err)
        if (not args.option and args.seats is None)
        or (dict(s.options) == dict(game.options) and s.seats == game.num_seats)
    ]
    found = list(iter_puzzles(sets, args.theme, args.id))
    if not found:
        wanted = f" with id {args.id}" if args.id else ""
        wanted += f" of theme {args.theme}" if args.theme else ""
        raise ArgumentError(f"no shipped {game.spec.title} puzzle{wanted}")
    puzzle = random.Random(args.seed).choice(found) if args.random else found[0]
    return solve_session(puzzle, out, stdin, args.level)


def solve_session(puzzle: Puzzle, out: TextIO, stdin: TextIO, level: str = "hard") -> int:
    from boardroom.bots import puzzleplay as play

    game = puzzle.game()
    print(f"puzzle {puzzle.id}: {puzzle.theme}, difficulty {puzzle.difficulty}", file=out)
    print(f"{game.seat_name(puzzle.solver)} to play and win {_claim(puzzle)}", file=out)
    ply = 0
    _show(puzzle.state(ply), out)
    while True:
        print("your move (or hint, answer, quit): ", file=out, flush=True)
        line = stdin.readline()
        if not line:
            print("stopped", file=out)
            return 1
        text = line.strip()
        if not text:
            continue
        if text == "quit":
            print("stopped", file=out)
            return 1
        if text == "hint":
            print(f"hint: {_hint_text(puzzle, ply)}", file=out)
            continue
        if text == "answer":
            print(f"answer: {' '.join(play.answer(puzzle, ply))}", file=out)
            print("failed", file=out)
            return 1
        verdict = play.check(puzzle, ply, text, level=level)
        if verdict.kind == play.ILLEGAL:
            reason = verdict.reason.english() if verdict.reason is not None else ""
            print(f"illegal: {verdict.move}: {reason}", file=out)
            continue
        if verdict.kind == play.WRONG:
            print(_wrong_text(puzzle, verdict), file=out)
            continue
        print(f"right: {verdict.move}", file=out)
        puzzle = play.follow(puzzle, verdict)
        if verdict.reply:
            print(f"reply: {' '.join(verdict.reply)}", file=out)
        if verdict.solved:
            print(f"solved: {_claim(puzzle)}", file=out)
            return 0
        ply = verdict.next_ply
        _show(puzzle.state(ply), out)


def _claim(puzzle: Puzzle) -> str:
    game = puzzle.game()
    return puzzle.wins.english(game.seat_name)


def _wrong_text(puzzle: Puzzle, verdict: object) -> str:
    from boardroom.bots.puzzleplay import Verdict

    assert isinstance(verdict, Verdict)
    text = f"wrong: {verdict.move} is legal but not the answer"
    if verdict.reply:
        text += f"; {' '.join(verdict.reply)} answers"
        if verdict.loses is not None:
            text += f" and wins {verdict.loses.english(puzzle.game().seat_name)}"
    return text


def _show(state: AnyState, out: TextIO) -> None:
    from boardroom.cli_commands import cmd_show

    cmd_show(state, out)


def _hint_text(puzzle: Puzzle, ply: int) -> str:
    """Where the answer starts, as the game writes it: what all the legal
    moves sharing the answer's first step have in common at the start of
    their notation (the piece's cell, the kind of move)."""
    from boardroom.bots.puzzleplay import hint

    state = puzzle.state(ply)
    first = hint(puzzle, ply)
    texts = [
        state.format_move(m) for m in state.legal_moves() if tuple(m.steps[: len(first)]) == first
    ]
    common = texts[0] if texts else ""
    for text in texts[1:]:
        while not text.startswith(common):
            common = common[:-1]
    return common.rstrip("-x>^@:,") or puzzle.line[ply][:2]
