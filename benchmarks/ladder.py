"""Strength ladder on Onager: Easy vs random, Medium vs Easy, Hard vs Medium.

Each pair plays N games (colours alternate game by game) with the move-limit
option on, so every game ends; a draw counts as half a point. Matches run as
separate processes, two at a time (one per core); the long Hard-vs-Medium
match is split into two halves with different seeds so both cores stay busy.
Each match is ``boardroom-cli match``; its per-game lines go to a log folder.

Hard vs Medium takes about 20 minutes of two cores: start it in the background,

    nohup python -m benchmarks.ladder > /tmp/boardroom-ladder.log 2>&1 &

and look at /tmp/boardroom-ladder/*.log while it runs. ``--quick`` plays 4
games per pair. ``--pairs easy-random,medium-easy`` runs only some pairs.
"""

from __future__ import annotations

import argparse
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
    ROOT,
    git_state,
    load_summary,
    machine,
    mtimes,
    today,
    wilson,
    write_section,
    yes,
)

PAIRS = {  # key: (stronger, weaker, goal score of the stronger)
    "easy-random": ("easy", "random", 0.90),
    "medium-easy": ("medium", "easy", 0.70),
    "hard-medium": ("hard", "medium", 0.70),
}
MOVE_LIMIT = 150  # Onager option: a draw after this many moves without stacking
MAX_PLIES = 400  # and a hard stop, should a game still wander
SEED = 2024
LOG_DIR = Path("/tmp/boardroom-ladder")


@dataclass
class Job:
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


def run_job(job: Job) -> Job:
    strong, weak, _ = PAIRS[job.pair]
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    log = LOG_DIR / f"{job.pair}-{job.seed}.log"
    command = [sys.executable, "-m", "boardroom.cli", "match", "--game", "onager",
               "--bots", f"{strong},{weak}", "--games", str(job.games),
               "--seed", str(job.seed), "--option", f"move_limit={MOVE_LIMIT}",
               "--max-plies", str(MAX_PLIES)]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    job.bots_at_start = max(mtimes("boardroom/bots"), mtimes("boardroom/games/onager"))
    started = time.perf_counter()
    with log.open("w") as err:
        err.write(" ".join(command) + "\n")
        err.flush()
        proc = subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              stderr=err, text=True, check=False)
    job.seconds = time.perf_counter() - started
    if proc.returncode != 0:
        job.error = f"exit {proc.returncode}, see {log}"
        return job
    out = proc.stdout
    with log.open("a") as tail:
        tail.write(out)
    for name in ("wins", "draws", "losses"):
        found = re.search(rf"^{name}: (\d+)$", out, flags=re.M)
        setattr(job, name, int(found.group(1)) if found else 0)
    for line in out.splitlines():
        if line.startswith("bot "):
            level = line.split("(")[1].split(")")[0]
            job.times[level] = line.split(":", 1)[1].strip()
    return job


def plan(pairs: list[str], games: int) -> list[Job]:
    jobs: list[Job] = []
    for pair in pairs:
        if pair == "hard-medium" and games >= 8:
            half = (games + 3) // 4 * 2  # two even halves: colours stay balanced
            jobs += [Job(pair, half, SEED), Job(pair, half, SEED + 10_000)]
        else:
            jobs.append(Job(pair, games, SEED))
    return jobs


def main() -> None:
    parser = argparse.ArgumentParser(description="Onager strength ladder")
    parser.add_argument("--quick", action="store_true", help="4 games per pair")
    parser.add_argument("--games", type=int, default=50, help="games per pair (default 50)")
    parser.add_argument("--pairs", default=",".join(PAIRS),
                        help="comma-separated pairs (default: all three)")
    parser.add_argument("--workers", type=int, default=2, help="matches at once (default 2)")
    args = parser.parse_args()
    games = 4 if args.quick else args.games
    pairs = [p.strip() for p in args.pairs.split(",") if p.strip()]
    for p in pairs:
        if p not in PAIRS:
            parser.error(f"unknown pair {p} (pairs: {', '.join(PAIRS)})")

    bots_state = (f"bots {git_state(['boardroom/bots', 'boardroom/games/onager'])}; "
                  f"newest file in boardroom/bots {mtimes('boardroom/bots')}, "
                  f"in boardroom/games/onager {mtimes('boardroom/games/onager')}")
    started_at = today()
    print(f"ladder started {started_at}; {bots_state}", flush=True)
    jobs = plan(pairs, games)
    # Longest first, so the short matches fill in behind them.
    order = sorted(jobs, key=lambda j: ["hard-medium", "medium-easy", "easy-random"]
                   .index(j.pair))
    with ThreadPoolExecutor(max_workers=args.workers) as pool:
        for job in pool.map(run_job, order):
            print(f"{job.pair} seed {job.seed}: {job.wins}-{job.draws}-{job.losses} "
                  f"in {job.seconds / 60:.1f} min {job.error}", flush=True)

    stored: dict[str, dict[str, str]] = load_summary().get("ladder", {}).get("extra", {})
    for pair in pairs:
        stored[pair] = pair_record(pair, [j for j in jobs if j.pair == pair], started_at,
                                   bots_state, args.quick)
    table = ["| pair | games | stronger bot's W-D-L | score | 95% interval | goal | met | "
             "played | bot files of | move times (mean, p95) |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    rows = []
    for pair in PAIRS:  # every pair ever measured, the latest run of each
        if pair in stored:
            table.append(stored[pair]["line"])
            rows.append(json.loads(stored[pair]["row"]))
    states = sorted({f"{r['played']}: {r['bots']}" for r in stored.values()})
    minutes = sum(j.seconds for j in jobs) / 60
    body = f"""## Strength ladder

Latest run started {started_at}, finished {today()} ({'quick' if args.quick else 'full'};
{', '.join(pairs)}; {minutes:.0f} match-minutes on {args.workers} workers). {machine()}.

Onager side 6, `move_limit={MOVE_LIMIT}` (a draw after {MOVE_LIMIT} moves without
a jump onto an enemy piece) and at most {MAX_PLIES} plies; colours alternate;
draws count half; the interval is Wilson's 95% interval on the score. Seeds
{SEED} (Hard vs Medium: two halves, seeds {SEED} and {SEED + 10_000}). The bots
are time-capped, so a busy machine makes them weaker (the load average above
is the machine's at the end of the latest run). Each row is the latest run of
its pair; "bot files of" is the newest bot or Onager file when its match began.

{chr(10).join(table)}

Bot code per run: {'; '.join(states)}.
"""
    write_section("ladder", body, rows, extra=stored)
    print(body)


def pair_record(pair: str, mine: list[Job], started_at: str, bots_state: str,
                quick: bool) -> dict[str, str]:
    """A pair's table line and summary row, kept until the pair is run again."""
    strong, weak, goal = PAIRS[pair]
    errors = [j.error for j in mine if j.error]
    w = sum(j.wins for j in mine)
    d = sum(j.draws for j in mine)
    lost = sum(j.losses for j in mine)
    n = w + d + lost
    score = (w + 0.5 * d) / n if n else 0.0
    low, high = wilson(score, n)
    ok = n > 0 and score >= goal and not errors
    times = " / ".join("; ".join(f"{lvl} {j.times[lvl]}" for lvl in (strong, weak)
                                 if lvl in j.times) for j in mine)
    name = f"{strong.capitalize()} vs {weak}"
    played = started_at + (" (quick)" if quick else "")
    line = (f"| {name} | {n} | {w}-{d}-{lost} | {score:.2f} | {low:.2f}-{high:.2f} "
            f"| >= {goal:.2f} | {yes(ok)} | {played} | "
            f"{', '.join(sorted({j.bots_at_start for j in mine}))} | {times} |"
            + (f" errors: {'; '.join(errors)}" if errors else ""))
    row = {"measure": f"Ladder: {name} ({n} games)",
           "result": f"{score:.0%} ({w}-{d}-{lost}; 95% {low:.0%}-{high:.0%})",
           "target": f">= {goal:.0%}", "met": yes(ok)}
    return {"line": line, "row": json.dumps(row), "played": played, "bots": bots_state}


if __name__ == "__main__":
    main()
