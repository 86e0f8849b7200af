"""``boardroom-cli``: the games without a window, for scripts, tests and bots.

Output formats (stable; scripts may rely on them):

``games``
    per game: ``KEY: Title``, then indented ``seats: N (names)``,
    ``chance: yes|no; hidden information: yes|no`` and one line per option,
    ``option KEY=DEFAULT: RANGE - Label``.
``legal``
    one legal move per line in compact notation, in the game's own order;
    nothing once the game is over.
``play``
    line 1 the position text, line 2 ``result: ongoing`` or
    ``result: <Seat> wins (<reason>)`` / ``result: <Seat> and <Seat> win
    (<reason>)`` / ``result: draw (<reason>)``; reasons are the engine's keys
    (back-rank, no-moves, move-limit, resignation, agreement, ...).
``perft``
    ``--depth`` from 0 to MAX_PERFT_DEPTH (30): the tree grows exponentially,
    so a deeper count would never finish (and would exhaust Python's stack);
    a larger depth is a usage error. With ``--divide``: ``<move>: <count>``
    per legal move; always a last line ``nodes: <count>``. With ``--distinct``
    the moves of one canonical class (routes of one move) count once, one
    of them walked on. Timing goes to stderr:
    ``perft depth D: N nodes in S s (R nodes/s)``.
``match``
    stdout: ``match: A vs B, N games, seed S``, ``wins: W``, ``draws: D``,
    ``losses: L`` (the first bot's view), ``score: 0.500``, then per bot
    ``bot K (LEVEL): M moves, mean X ms, p95 Y ms``, then ``distinct: D of N``
    (games with different moves: each game has its own seed, and so has each
    bot in it), ``endings: rules R, limit L, cap C, adjudication A`` (by the
    rules; by a limit on quiet play, the move limit or a game's stall rule;
    by --max-plies; adjudicated), ``interval: LOW-HIGH`` (Wilson's 95% on
    the score), ``decided: K, score S, interval LOW-HIGH`` (the games someone
    won) and ``plies: mean P, without a removal mean Q, longest run median M
    max X``. stderr, after each game:
    ``game I/N: A (Seat) vs B (Seat): <result> [W-D-L]``. Games of more seats
    take one level per seat (``--bots hard,medium,medium,medium``); the seats
    rotate game by game and the tally is the first bot's. ``--record FILE``
    also writes each game to a record of games (SQLite; see ``stats``);
    ``--reports FILE.jsonl`` a line of JSON per game (``game``, ``seed``,
    ``first_seat``, ``seats`` (the level at each seat), ``outcome``,
    ``ending``, ``plies``, ``quiet_plies``, ``longest_quiet``,
    ``final_quiet``, ``digest``, ``moves`` (their notation, in order)).
    ``--first-game K`` plays games K to K+N-1 of the match the seed makes:
    a match split between processes plays the games of the whole.
``stats``
    ``games: N (F finished, A abandoned)``, then per game and kind of player
    (``human`` or a bot level) ``GAME: WHO: N games, W won, D drawn, L lost,
    score S%``, per game ``GAME: length: median M moves, mean X, median T``
    (``12 s`` or ``3.5 min``)
    and ``GAME (N seats): first seat scores S% ± E% over N games (equal share
    F%)``. A damaged or foreign file is moved aside (never deleted), with a
    line on stderr, and an empty record is summarised.
``show``
    a plain-text board, then ``to move: <Seat> (<phase>)`` or ``result: ...``;
    ``--seat N`` draws only what seat N sees (games with secrets).

``review``
    a saved game (``FILE.boardroom``) or ``--game`` with ``--moves``, every
    position estimated as the Hard bot does (``--seconds`` each, 0.6 by
    default): ``review: <Title>, N moves, S s per position`` (plus a note when
    an unfinished game with secrets is judged from each mover's view), ``0
    start: <Seat> P%, <Seat> P%``, then per move ``PLY <Seat> <move>: <Seat>
    P%, <Seat> P%`` (each seat's chance after the move), followed by ``?
    mistake, better <move>`` or ``?? blunder, better <move>`` when the move
    gave away much of its mover's chance; last ``result: ...`` as for
    ``play``. Progress (``review: K/N positions``) goes to stderr.

``puzzles``
    ``puzzles count``, ``puzzles make`` and ``puzzles solve``: see
    ``boardroom/cli_puzzles.py`` for their output.

``--option seats=N`` is the same as ``--seats N`` (games of 2 to 4 seats).
Games may add commands of their own (a ``cli`` module in the game's
package, with ``add_commands(subparsers)``); each documents its output there.

Errors: one line ``boardroom-cli: error: <message>`` on stderr, exit status 2.
Ctrl+C exits with status 130 and no message, at any moment (a long perft
included): the module imports only the standard library before ``main``
catches the interrupt.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

PROG = "boardroom-cli"
USAGE_ERROR = 2
INTERRUPTED = 130


class UsageError(Exception):
    """Raised instead of argparse's print-usage-and-exit, so errors stay one line."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see {self.prog} --help)")


def _game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", "-g", required=True, help="game key (see the games command)")
    parser.add_argument(
        "--option",
        "-o",
        action="append",
        metavar="KEY=VALUE",
        help="a game option (repeatable); see the games command",
    )
    parser.add_argument("--seats", type=int, help="number of seats, for games that vary")


def _position_arguments(parser: argparse.ArgumentParser, moves_required: bool = False) -> None:
    parser.add_argument(
        "--position",
        "-p",
        metavar="TEXT",
        help="start from this position text instead of the start position",
    )
    parser.add_argument(
        "--moves",
        "-m",
        metavar="MOVES",
        required=moves_required,
        help="moves separated by spaces, or by commas when a move has "
        "spaces in it ('Zhantil C3-Zhantil C5'); replayed "
        "(checked) from the start or from --position",
    )
    parser.add_argument(
        "--seed", type=int, default=0, help="seed of the start position's generator (default 0)"
    )


def build_parser() -> argparse.ArgumentParser:
    from boardroom.cli_commands import MAX_PERFT_DEPTH
    from boardroom.engine.match import DEFAULT_MAX_PLIES

    parser = Parser(
        prog=PROG,
        description="Play and check boardroom's games without a window.",
        epilog="Errors print one line on stderr and exit with status 2.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    commands.add_parser("games", help="list the games, their options and seats")

    legal = commands.add_parser("legal", help="print the legal moves, one per line")
    _game_arguments(legal)
    _position_arguments(legal)

    play = commands.add_parser(
        "play",
        help="play moves; print the position text, then 'result: ...'",
        description="Line 1: the position text. Line 2: 'result: ongoing', "
        "'result: Black wins (back-rank)' or 'result: draw (move-limit)'.",
    )
    _game_arguments(play)
    _position_arguments(play, moves_required=True)

    perft = commands.add_parser(
        "perft",
        help="count the leaf nodes of the move tree",
        description="Count leaf nodes at a depth with apply/undo. stdout's last line is "
        "'nodes: N' (after '<move>: <count>' lines with --divide); the time "
        "and nodes per second go to stderr.",
    )
    _game_arguments(perft)
    _position_arguments(perft)
    perft.add_argument(
        "--depth",
        "-d",
        type=int,
        required=True,
        metavar="D",
        help=f"plies to search, 0 to {MAX_PERFT_DEPTH} (the count grows "
        "exponentially; Ctrl+C stops a long count, status 130)",
    )
    perft.add_argument("--divide", action="store_true", help="print a count per legal move")
    perft.add_argument(
        "--distinct",
        action="store_true",
        help="count distinct moves: the routes of one move count once (the game's canonical form)",
    )

    match = commands.add_parser(
        "match",
        help="bot against bot; prints the first bot's wins, draws and losses",
        description="Bots swap seats game by game; each game and each bot in it has a "
        "seed of its own. stdout: wins, draws and losses from the first bot's view, the "
        "score, each bot's mean and 95th percentile move time, then the distinct games, "
        "how the games ended, the score's 95% interval and the plies without a removal. "
        "A progress line per game goes to stderr.",
    )
    _game_arguments(match)
    match.add_argument(
        "--bots",
        "-b",
        required=True,
        metavar="LEVEL,LEVEL[,...]",
        help="one level per seat: easy, medium, hard or random",
    )
    match.add_argument("--games", "-n", type=int, required=True, help="number of games")
    match.add_argument("--seed", type=int, default=0, help="seed of games and bots (default 0)")
    match.add_argument(
        "--first-game",
        type=int,
        default=0,
        metavar="K",
        help="start at game K (from 0) of the match the seed makes: the same games as in "
        "a longer match, so that one match can be split between processes (default 0)",
    )
    match.add_argument(
        "--max-plies",
        type=int,
        default=DEFAULT_MAX_PLIES,
        help=f"a game this long is a draw (default {DEFAULT_MAX_PLIES})",
    )
    match.add_argument(
        "--adjudicate",
        metavar="MARGIN,PLIES[,CAP]",
        default=None,
        help="material adjudication: a lead of MARGIN points held PLIES plies "
        "in a row wins; at --max-plies a lead of CAP points wins",
    )
    match.add_argument(
        "--record",
        metavar="FILE.sqlite",
        default=None,
        help="also write every game to this record of games (see stats)",
    )
    match.add_argument(
        "--reports",
        metavar="FILE.jsonl",
        default=None,
        help="also write a line of JSON per game: its seats, outcome, ending, plies, "
        "plies without a removal, a digest of its moves and the moves",
    )

    stats = commands.add_parser(
        "stats",
        help="summarise a record of games (results, lengths, first-seat edge)",
        description="Prints the number of games, then per game and kind of player the "
        "games, wins, draws, losses and score, the median length, and the "
        "first seat's score against an equal share.",
    )
    stats.add_argument("record", metavar="FILE.sqlite", help="a record of games")
    stats.add_argument("--game", "-g", default=None, help="only this game")
    stats.add_argument(
        "--csv",
        metavar="OUT.csv",
        default=None,
        help="also write every game as a row of a CSV file",
    )

    show = commands.add_parser("show", help="print a plain-text picture of a position")
    _game_arguments(show)
    _position_arguments(show)
    show.add_argument(
        "--seat",
        type=int,
        default=None,
        metavar="N",
        help="show only what seat N (1 = the first) sees, in games with secrets",
    )

    review = commands.add_parser(
        "review",
        help="judge every move of a game: each seat's chance, mistakes and blunders",
        description="Replays a saved game (FILE.boardroom) or --game with --moves, estimates "
        "every position as the Hard bot does, and prints per move each seat's "
        "chance after it, with '?' for a mistake and '??' for a blunder and the "
        "move the bot would have played. Progress goes to stderr.",
    )
    review.add_argument(
        "file",
        nargs="?",
        metavar="FILE.boardroom",
        default=None,
        help="a saved game (instead of --game and --moves)",
    )
    review.add_argument("--game", "-g", default=None, help="game key (see the games command)")
    review.add_argument(
        "--option",
        "-o",
        action="append",
        metavar="KEY=VALUE",
        help="a game option (repeatable); see the games command",
    )
    review.add_argument("--seats", type=int, help="number of seats, for games that vary")
    _position_arguments(review)
    review.add_argument(
        "--seconds",
        type=float,
        default=0.6,
        metavar="S",
        help="analysis time per position (default 0.6)",
    )

    from boardroom.cli_puzzles import add_commands

    add_commands(commands)

    from boardroom.engine.registry import GAMES, game_part

    for key in GAMES:  # commands of a game's own (its package's ``cli`` module)
        module = game_part(key, "cli")
        if module is not None:
            module.add_commands(commands)
    return parser


def run(args: argparse.Namespace) -> int:
    from boardroom import cli_commands as c

    out, err = sys.stdout, sys.stderr
    if args.command == "games":
        c.cmd_games(out)
        return 0
    if args.command == "stats":
        c.cmd_stats(args.record, args.game, args.csv, out, err)
        return 0
    if args.command == "puzzles":
        from boardroom.cli_puzzles import run as run_puzzles

        return run_puzzles(args, out, err, sys.stdin)
    game_command = getattr(args, "game_command", None)
    if game_command is not None:
        game_command(args, out)
        return 0
    if args.command == "review":
        game = None if args.game is None else c.build_game(args.game, args.option, args.seats)
        state = c.load_review_state(args.file, game, args.position, args.moves, args.seed)
        c.cmd_review(state, args.seconds, out, sys.stderr)
        return 0
    game = c.build_game(args.game, args.option, args.seats)
    if args.command == "match":
        c.cmd_match(
            game,
            args.bots,
            args.games,
            args.seed,
            args.max_plies,
            out,
            err,
            args.adjudicate,
            args.record,
            args.reports,
            args.first_game,
        )
        return 0
    state = c.build_state(
        game, args.position, args.moves, args.seed, explain=args.command == "play"
    )
    if args.command == "legal":
        c.cmd_legal(state, out)
    elif args.command == "play":
        c.cmd_play(state, out)
    elif args.command == "perft":
        c.cmd_perft(state, args.depth, args.divide, out, err, args.distinct)
    elif args.command == "show":
        c.cmd_show(state, out, args.seat)
    return 0


def _fail(message: str) -> int:
    first_line = " ".join(message.split())  # keep the promise of one line
    print(f"{PROG}: error: {first_line}", file=sys.stderr)
    return USAGE_ERROR


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _main(argv)
    except KeyboardInterrupt:  # Ctrl+C, even while the modules below are imported
        return INTERRUPTED


def _main(argv: Sequence[str] | None) -> int:
    from boardroom.cli_commands import CliError
    from boardroom.engine.errors import (
        ArgumentError,
        NotationError,
        OptionError,
        PositionError,
        SaveFormatError,
    )

    try:
        try:
            args = build_parser().parse_args(argv)
        except SystemExit as exc:  # --help and --version: argparse already printed
            return exc.code if isinstance(exc.code, int) else 0
        return run(args)
    except UsageError as exc:
        return _fail(str(exc))
    except (
        CliError,
        ArgumentError,
        OptionError,
        PositionError,
        NotationError,
        SaveFormatError,
    ) as exc:
        code = _fail(str(exc))
        why = getattr(exc, "why", "")
        if why:  # the rules' reason for an illegal move (play), on a line of its own
            print(f"why: {' '.join(why.split())}", file=sys.stderr)
        return code
    except BrokenPipeError:  # e.g. `boardroom-cli legal ... | head -1`
        # Python would complain again when flushing stdout at exit; point it nowhere.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
