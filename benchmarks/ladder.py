"""Strength ladder: Easy vs random, Medium vs Easy, Hard vs Medium, on one
game (``--game``, default Onager) with that game's match settings (GAMES).

Each pair plays N games (colours alternate game by game; each game and each
bot in it has its own seed, so no game is a replay) with the game's limits
on, so every game ends; a draw counts as half a point. Matches run as
separate processes, two at a time by default (one per core); the long
Hard-vs-Medium match (and the four-seat one) is split into two halves with different seeds so both
cores stay busy. Each match is ``boardroom-cli match``; its per-game lines go
to a log folder, its per-game reports (``--reports``) beside them, and the
pair's row counts the distinct games, how they ended (rules, a limit on
quiet play, the ply cap, adjudication) and the plies without a removal.

Onager's Hard vs Medium takes about 20 minutes of two cores; Poron Jikaida's,
Rival's and Jaheijagaj's ladders take hours (``--workers 1`` on a shared
machine). Start it in the background,

    nohup nice python -m benchmarks.ladder [--game jikaida] > /tmp/boardroom-ladder.log 2>&1 &

and look at /tmp/boardroom-ladder/*.log while it runs. ``--quick`` plays 4
games per pair. ``--pairs easy-random,medium-easy`` runs only some pairs.
``--from-logs`` plays nothing and records the pairs again from the logs of
their last run (a game's ``limit_reasons`` learned since are applied).
Each pair's latest run is kept per game in results.md.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.common import (
    RESULTS_MD,
    ROOT,
    git_state,
    load_summary,
    machine,
    mtimes,
    today,
    write_section,
    yes,
)
from boardroom.engine.matchreport import ENDINGS, LIMIT, RULES, GameReport, summarise
from boardroom.engine.registry import make_game

PAIRS = {  # key: (stronger, weaker, goal score of the stronger)
    "easy-random": ("easy", "random", 0.90),
    "medium-easy": ("medium", "easy", 0.70),
    "hard-medium": ("hard", "medium", 0.70),
    # One Hard seat against three Medium seats (games of four seats only): its
    # share of the wins, against the 25% of an equal seat.
    "hard-3medium": ("hard", "medium", 0.25),
}
SEATS = {"hard-3medium": 4}  # pairs played with more than two seats
HALVED = ("hard-medium", "hard-3medium")  # the long pairs: two matches with their own seeds
SEED = 2024
LOG_DIR = Path("/tmp/boardroom-ladder")


# Jaheijagaj's ladder budgets: evaluations per move, no time cap. Hard's
# are what its own cap of 1.6 s buys on a free core (``jaheijagaj_nodes``,
# 2026-11-28 11:17, quiet: 0.27 ms an evaluation, about 6000 in 1.6 s; its
# search, left alone, spends a median 3161, p95 5299, 0.87 s / 1.54 s of
# CPU), so the ladder's Hard is the app's. It was 2000 until 2026-11-28,
# then 4000: of 26 games replayed at 4000, 19 were the 2000 games move for
# move, and of the other 7 one ended by the rules instead of the cap.
# Medium's and Easy's are their own (their time caps rarely stop them).
JAHEIJAGAJ_NODES = "hard=6000,medium=1500,easy=400"


@dataclass(frozen=True)
class GameSettings:
    """How one game's ladder matches are played and described."""

    title: str
    folder: str  # the game's package, whose newest file is recorded with each run
    move_limit: int  # the game's option: a draw after this many moves without a capture
    max_plies: int  # and a hard stop, should a game still wander
    rules: str  # what the move limit counts, for the text
    adjudicate: str = ""  # the match command's --adjudicate, if any
    adjudication_text: str = ""
    legacy_keys: bool = False  # results stored under the bare pair names (Onager's)
    # The game's own goals per pair (else PAIRS'), met by the score itself
    # with any number of seats; and the most games a pair may see cut short
    # (by a limit on quiet play or the ply cap), as a share.
    goals: dict[str, float] = field(default_factory=dict)
    most_cut: float | None = None
    # Fixed node budgets and no time cap (``ladder_nodes``), e.g.
    # "hard=4000,medium=1500": the results do not hang on the machine's load.
    nodes: str = ""


GAMES = {
    "onager": GameSettings(
        "Onager",
        "boardroom/games/onager",
        150,
        400,
        "Onager side 6, `move_limit=150` (a draw after 150 moves without a jump onto an "
        "enemy piece) and at most 400 plies",
        legacy_keys=True,
    ),
    # Jikaida games run to hundreds of plies; engine-match adjudication on
    # material keeps a decided game from being played out to the mate.
    "jikaida": GameSettings(
        "Poron Jikaida",
        "boardroom/games/jikaida",
        150,
        600,
        "Poron Jikaida (Yellow moves first, the game's default), `move_limit=150` (a draw "
        "after 150 plies without a capture: the opening alone can be 130 quiet plies) and "
        "at most 600 plies",
        adjudicate="20,20,5",
        adjudication_text="Adjudication (`--adjudicate 20,20,5`, as engine matches resign "
        "hopeless games): a side that leads by 20 or more points of material (the "
        "source's values: Swod 1 ... Pallan 19; about 135 a side at the start) for 20 "
        "plies in a row wins; at the 600-ply cap a lead of 5 points or more wins, else "
        "it is a draw. Adjudicated games are counted in the table.",
    ),
    "rival": GameSettings(
        "Rival",
        "boardroom/games/rival",
        100,
        600,
        "Rival, `move_limit=100` (a draw after 100 moves, a turn being two moves, without "
        "a kill or an ambush) and at most 600 plies, the 22 setup plies included (the bots "
        'set up with "place for me")',
    ),
    "jaheijagaj": GameSettings(
        "Jaheijagaj",
        "boardroom/games/jaheijagaj",
        0,
        600,
        "Jaheijagaj with the game's default options (the stall rule on: 30 rounds without "
        "a piece removed end the game, the most infantry honour winning), no adjudication, "
        "at most 600 plies; two seats (South and North, the Kiggyar on the flanks) or four",
        goals={"easy-random": 0.95, "medium-easy": 0.75, "hard-medium": 0.75, "hard-3medium": 0.45},
        most_cut=0.10,
        nodes=JAHEIJAGAJ_NODES,
    ),
}


@dataclass
class Job:
    game: str
    pair: str
    games: int
    seed: int
    wins: int = 0
    draws: int = 0
    losses: int = 0
    times: dict[str, str] = field(default_factory=dict)  # bot line per level
    seconds: float = 0.0
    error: str = ""
    bots_at_start: str = ""  # newest bot/evaluation file when the match began
    adjudicated: int = 0
    reports: list[GameReport] = field(default_factory=list)
    first_seats: list[int] = field(default_factory=list)
    nodes: str | None = None  # the node budgets (None: the game's own; "": time caps)
    first: int = 0  # the index of its first game in the match its seed makes (a part of it)

    def log_name(self) -> str:
        prefix = "" if GAMES[self.game].legacy_keys else f"{self.game}-"
        part = f"-{self.first}" if self.first else ""
        return f"{prefix}{self.pair}-{self.seed}{part}.log"


def run_job(job: Job) -> Job:
    strong, weak, _ = PAIRS[job.pair]
    seats = SEATS.get(job.pair, 2)
    settings = GAMES[job.game]
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    log = LOG_DIR / job.log_name()
    lines = log.with_suffix(".jsonl")
    nodes = job.nodes if job.nodes is not None else settings.nodes
    runner = ["benchmarks.ladder_nodes", "--nodes", nodes] if nodes else ["boardroom.cli"]
    command = [
        sys.executable,
        "-m",
        *runner,
        "match",
        "--game",
        job.game,
        "--bots",
        ",".join([strong] + [weak] * (seats - 1)),
        "--games",
        str(job.games),
        "--seed",
        str(job.seed),
        "--first-game",
        str(job.first),
        "--option",
        f"move_limit={settings.move_limit}",
        "--max-plies",
        str(settings.max_plies),
        "--reports",
        str(lines),
    ]
    if seats > 2:
        command += ["--option", f"seats={seats}"]
    if settings.adjudicate:
        command += ["--adjudicate", settings.adjudicate]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    job.bots_at_start = max(mtimes("boardroom/bots"), mtimes(settings.folder))
    started = time.perf_counter()
    with log.open("w") as err:
        err.write(" ".join(command) + "\n")
        err.flush()
        proc = subprocess.run(
            command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=err, text=True, check=False
        )
    job.seconds = time.perf_counter() - started
    if proc.returncode != 0:
        job.error = f"exit {proc.returncode}, see {log}"
        return job
    with log.open("a") as tail:
        tail.write(proc.stdout)
        tail.write(f"seconds: {job.seconds:.1f}\n")
    return read_logs(job, log)


def read_logs(job: Job, log: Path) -> Job:
    """A match's results from its log (the command, the progress lines, its
    output) and its reports beside it. A game a limit on quiet play ended
    counts as such even if the match that wrote it did not know the reason
    (the game's ``limit_reasons``)."""
    text = log.read_text()
    limits = make_game(job.game, {}, None).new_state(0).limit_reasons
    job.adjudicated = text.count("(adjudication)")
    for row in log.with_suffix(".jsonl").read_text().splitlines():
        told = json.loads(row)
        report = GameReport.from_json(told)
        if report.ending == RULES and report.outcome.reason in limits:
            report = dataclasses.replace(report, ending=LIMIT)
        job.reports.append(report)
        job.first_seats.append(int(told["first_seat"]))
    # The tally from the reports, as the match keeps it (a shared win is a
    # win): a match cut short has reports of the games it finished.
    outcomes = [(r.outcome, first) for r, first in zip(job.reports, job.first_seats, strict=True)]
    job.wins = sum(1 for o, first in outcomes if not o.is_draw and first in o.winners)
    job.draws = sum(1 for o, _ in outcomes if o.is_draw)
    job.losses = len(outcomes) - job.wins - job.draws
    for line in text.splitlines():
        if line.startswith("bot "):
            level = line.split("(")[1].split(")")[0]
            job.times[level] = line.split(":", 1)[1].strip()
    found = re.search(r"^seconds: ([\d.]+)$", text, flags=re.M)
    job.seconds = float(found.group(1)) if found else job.seconds
    return job


def plan(game: str, pairs: list[str], games: int, split: int = 1) -> list[Job]:
    """The matches to play; with ``split``, each in that many parts of a
    multiple of the seats (the same games: ``--first-game``), so that one
    part's long games do not leave the other workers idle."""
    jobs: list[Job] = []
    for pair in pairs:
        step = SEATS.get(pair, 2)
        if pair in HALVED and games >= 8:
            # Two halves of a multiple of the seats each: colours and seats stay balanced.
            half = (games + 2 * step - 1) // (2 * step) * step
            matches = [(half, SEED), (half, SEED + 10_000)]
        else:
            matches = [(games, SEED)]
        for count, seed in matches:
            size = max(step, count // max(1, split) // step * step)
            for first in range(0, count, size):
                jobs.append(Job(game, pair, min(size, count - first), seed, first=first))
    return jobs


def record_key(game: str, pair: str) -> str:
    return pair if GAMES[game].legacy_keys else f"{game}:{pair}"


def main() -> None:
    parser = argparse.ArgumentParser(description="strength ladder of one game's bot levels")
    parser.add_argument(
        "--game", default="onager", choices=sorted(GAMES), help="the game (default onager)"
    )
    parser.add_argument("--quick", action="store_true", help="4 games per pair")
    parser.add_argument("--games", type=int, default=50, help="games per pair (default 50)")
    parser.add_argument(
        "--pairs",
        default=None,
        help="comma-separated pairs (default: the three two-seat pairs; "
        "hard-3medium for games of four seats)",
    )
    parser.add_argument("--workers", type=int, default=2, help="matches at once (default 2)")
    parser.add_argument(
        "--split",
        type=int,
        default=1,
        help="play each match in this many parts, --workers at once (the same games; "
        "give the same --split to --from-logs)",
    )
    parser.add_argument(
        "--nodes",
        default=None,
        help='bot node budgets, no time cap, e.g. "hard=4000,medium=1500" ("time": the '
        "levels' own time caps; default: the game's ladder budgets, if it has them)",
    )
    parser.add_argument(
        "--from-logs",
        action="store_true",
        help="play nothing: record the pairs again from the logs of their last run",
    )
    args = parser.parse_args()
    game = args.game
    settings = GAMES[game]
    games = 4 if args.quick else args.games
    chosen = args.pairs or ",".join(p for p in PAIRS if p not in SEATS)
    pairs = [p.strip() for p in chosen.split(",") if p.strip()]
    for p in pairs:
        if p not in PAIRS:
            parser.error(f"unknown pair {p} (pairs: {', '.join(PAIRS)})")

    folder = settings.folder
    bots_state = (
        f"bots {git_state(['boardroom/bots', folder])}; "
        f"newest file in boardroom/bots {mtimes('boardroom/bots')}, "
        f"in {folder} {mtimes(folder)}"
    )
    # The run says which bots played; recorded again from its logs, the
    # bots are those of the run, not of today's checkout.
    said = LOG_DIR / f"{game}-bots.txt"
    if args.from_logs:
        bots_state = said.read_text().strip() if said.exists() else "bots not recorded"
    else:
        LOG_DIR.mkdir(parents=True, exist_ok=True)
        said.write_text(bots_state + "\n")
    started_at = today()
    print(f"{settings.title} ladder started {started_at}; {bots_state}", flush=True)
    jobs = plan(game, pairs, games, args.split)
    nodes = settings.nodes if args.nodes is None else "" if args.nodes == "time" else args.nodes
    for job in jobs:
        job.nodes = nodes
    # Longest first, so the short matches fill in behind them.
    order = sorted(
        jobs,
        key=lambda j: ["hard-3medium", "hard-medium", "medium-easy", "easy-random"].index(j.pair),
    )

    def done(job: Job) -> Job:
        if not args.from_logs:
            return run_job(job)
        log = LOG_DIR / job.log_name()
        written = time.strftime("%Y-%m-%d %H:%M", time.gmtime(log.stat().st_mtime))
        job.bots_at_start = f"(log written {written})"
        return read_logs(job, log)

    with ThreadPoolExecutor(max_workers=args.workers) as pool:
        for job in pool.map(done, order):
            summary = summarise(job.reports, job.first_seats)
            print(
                f"{job.pair} seed {job.seed}: {job.wins}-{job.draws}-{job.losses} "
                f"({job.adjudicated} adjudicated) in {job.seconds / 60:.1f} min {job.error}",
                *summary.lines(),
                sep="\n  ",
                flush=True,
            )

    stored: dict[str, dict[str, str]] = load_summary().get("ladder", {}).get("extra", {})
    _keep_legacy_run_text(stored)
    for pair in pairs:
        stored[record_key(game, pair)] = pair_record(
            game, pair, [j for j in jobs if j.pair == pair], started_at, bots_state, args.quick
        )
    minutes = sum(j.seconds for j in jobs) / 60
    stored[f"run:{game}"] = {
        "text": (
            f"Latest run started {started_at}, finished {today()} "
            f"({'quick' if args.quick else 'full'}"
            f"{', recorded again from its logs' if args.from_logs else ''}; "
            f"{', '.join(pairs)}; {minutes:.0f} "
            f"match-minutes on {args.workers} workers; "
            + (f"node budgets {nodes}, no time cap" if nodes else "the levels' time caps")
            + f"). {machine()}."
        )
    }
    body, rows = section(stored)
    write_section("ladder", body, rows, extra=stored)
    print(body)


def section(stored: dict[str, dict[str, str]]) -> tuple[str, list[dict[str, str]]]:
    """The results.md section and summary rows: every game's latest run of each pair."""
    parts = [
        "## Strength ladder",
        "",
        "Colours alternate game by game; draws count half; the interval is Wilson's "
        f"95% interval on the score. Seeds {SEED} (Hard vs Medium and Hard vs 3 "
        f"Medium: two halves, seeds {SEED} and {SEED + 10_000}). The bots are "
        "time-capped, so a busy machine "
        "makes them weaker (the load average is the machine's at the end of a run), "
        "unless a run names node budgets (its bots then have no time cap). "
        'Each row is the latest run of its pair; "bot files of" is the newest bot or '
        "game file when its match began.",
        "",
        "Rows with the match report (since each game and each bot in it has its own "
        "seed) also give the distinct games (different move sequences), how the games "
        "ended (by the rules; by a limit on quiet play, the move limit or a stall rule; "
        "by the ply cap; adjudicated), the stronger bot's share of the games someone won "
        "(decided) with its interval, and the plies: mean length, mean plies without a "
        "removal, median of each game's longest run without one.",
        "",
    ]
    rows: list[dict[str, str]] = []
    for game, settings in GAMES.items():
        mine = {
            pair: stored[record_key(game, pair)]
            for pair in PAIRS
            if record_key(game, pair) in stored
        }
        if not mine:
            continue
        reported = [r for r in mine.values() if "report" in r]
        older = [r for r in mine.values() if "report" not in r]
        tables: list[str] = []
        if reported:
            tables += [
                "| pair | games | distinct | ended: rules / limit / cap / adjudication | "
                "stronger bot's W-D-L | score | 95% interval | decided: score (95%) | goal | "
                "met | plies: mean, quiet, longest quiet | played | bot files of | "
                "move times (mean, p95) |",
                "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
                *[r["line"] for r in reported],
                "",
            ]
        if older:
            tables += [
                "| pair | games | stronger bot's W-D-L | score | 95% interval | goal | met | "
                "played | bot files of | move times (mean, p95) |",
                "|---|---|---|---|---|---|---|---|---|---|",
                *[r["line"] for r in older],
                "",
            ]
        rows += [json.loads(record["row"]) for record in mine.values()]
        states = sorted({f"{r['played']}: {r['bots']}" for r in mine.values()})
        run = stored.get(f"run:{game}", {}).get("text", "")
        parts += [f"### {settings.title}", "", run, "", f"{settings.rules}.", ""]
        if settings.adjudication_text:
            parts += [settings.adjudication_text, ""]
        if settings.goals and settings.most_cut is not None:
            parts += [
                f"Goals: the score itself, with two seats or four; and fewer than "
                f"{settings.most_cut:.0%} of a pair's games cut short (limit or cap).",
                "",
            ]
        parts += [*tables, f"Bot code per run: {'; '.join(states)}.", ""]
    return "\n".join(parts), rows


def _keep_legacy_run_text(stored: dict[str, dict[str, str]]) -> None:
    """Onager's runs before the ladder took ``--game`` kept their run line only in
    results.md: carry it over once."""
    if "run:onager" in stored or "easy-random" not in stored:
        return
    text = RESULTS_MD.read_text() if RESULTS_MD.exists() else ""
    found = re.search(r"<!-- begin ladder -->.*?(Latest run started .*?)\n\n", text, flags=re.S)
    if found:
        stored["run:onager"] = {"text": " ".join(found.group(1).split())}


def pair_record(
    game: str, pair: str, mine: list[Job], started_at: str, bots_state: str, quick: bool
) -> dict[str, str]:
    """A pair's table line and summary row, kept until the pair is run again."""
    strong, weak, goal = PAIRS[pair]
    settings = GAMES[game]
    goal = settings.goals.get(pair, goal)
    errors = [j.error for j in mine if j.error]
    w = sum(j.wins for j in mine)
    d = sum(j.draws for j in mine)
    lost = sum(j.losses for j in mine)
    summary = summarise(
        [r for j in mine for r in j.reports], [s for j in mine for s in j.first_seats]
    )
    n = summary.games
    seats = SEATS.get(pair, 2)
    score = summary.score  # a draw shares the point among the seats
    low, high = summary.interval
    cut = summary.endings["limit"] + summary.endings["cap"]
    # With more than two seats the plain goal is "clearly more than an equal
    # share": the interval lies above it; a game's own goals are on the score.
    on_score = seats == 2 or pair in settings.goals
    ok = (
        n > 0
        and not errors
        and (score >= goal if on_score else low > goal)
        and (settings.most_cut is None or cut < settings.most_cut * n)
    )
    times = " / ".join(
        "; ".join(f"{lvl} {j.times[lvl]}" for lvl in (strong, weak) if lvl in j.times) for j in mine
    )
    name = (
        f"{strong.capitalize()} vs {weak}"
        if seats == 2
        else f"{strong.capitalize()} vs {seats - 1} {weak} ({seats} seats)"
    )
    played = started_at + (" (quick)" if quick else "")
    minutes = sum(j.seconds for j in mine) / 60
    endings = " / ".join(str(summary.endings[kind]) for kind in ENDINGS)
    d_low, d_high = summary.decided_interval
    line = (
        f"| {name} | {n} ({minutes:.0f} min) | {summary.distinct} | {endings} | {w}-{d}-{lost} "
        f"| {score:.2f} | {low:.2f}-{high:.2f} | {summary.decided_score:.2f} of "
        f"{summary.decided} ({d_low:.2f}-{d_high:.2f}) "
        f"| {'>=' if on_score else '> (interval)'} {goal:.2f} | {yes(ok)} | "
        f"{summary.mean_plies:.0f}, {summary.mean_quiet:.0f}, "
        f"{summary.longest_quiet_median:.0f} | {played} | "
        f"{', '.join(sorted({j.bots_at_start for j in mine}))} | {times} |"
        + (f" errors: {'; '.join(errors)}" if errors else "")
    )
    label = "Ladder" if settings.legacy_keys else f"Ladder ({settings.title})"
    row = {
        "measure": f"{label}: {name} ({n} games, {summary.distinct} distinct)",
        "result": f"{score:.0%} ({w}-{d}-{lost}; 95% {low:.0%}-{high:.0%}; {cut} cut short)",
        "target": (f">= {goal:.0%}" if on_score else f"interval above {goal:.0%}")
        + (f", < {settings.most_cut:.0%} cut short" if settings.most_cut is not None else ""),
        "met": yes(ok),
    }
    return {
        "line": line,
        "row": json.dumps(row),
        "played": played,
        "bots": bots_state,
        "report": "1",
    }


if __name__ == "__main__":
    main()
