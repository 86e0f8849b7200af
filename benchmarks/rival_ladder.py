"""Strength ladder on Rival: Easy vs random, Medium vs Easy, Hard vs Medium.

Modelled on ``benchmarks/ladder.py``, whose match runner it uses: each pair
plays N games (colours alternate game by game) through ``boardroom-cli
match`` with the move-limit option on, so every game ends; a draw counts as
half a point. The setup is part of every game: the bots place their armies
with "place for me" (seeded by the game's seed) and hide their Ninjas.

Rival's results go to their own section of results.md (``rival_ladder``).
Matches run one at a time by default (the machine is shared); Hard vs Medium
is the long one (Hard thinks up to 1.8 s a move). Start it in the background:

    nohup nice python -m benchmarks.rival_ladder > /tmp/boardroom-rival-ladder.log 2>&1 &

and look at /tmp/boardroom-ladder/rival-*.log while it runs. ``--quick``
plays 4 games per pair; ``--pairs easy-random,medium-easy`` runs only some.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ThreadPoolExecutor

from benchmarks import ladder
from benchmarks.common import git_state, load_summary, machine, mtimes, today, write_section
from benchmarks.ladder import PAIRS, SEED, GameSettings, plan, run_job

GAME = "rival"
MOVE_LIMIT = 100  # a draw after 100 moves (about 50 turns) without a kill
MAX_PLIES = 600
SETTINGS = GameSettings(
    "Rival", "boardroom/games/rival", MOVE_LIMIT, MAX_PLIES,
    f"Rival, `move_limit={MOVE_LIMIT}` (a draw after {MOVE_LIMIT} moves, a turn being "
    f"two moves, without a kill or an ambush) and at most {MAX_PLIES} plies, the 22 "
    "setup plies included (the bots set up with \"place for me\")")
ladder.GAMES.setdefault(GAME, SETTINGS)  # the runner looks the game's settings up there


def main() -> None:
    parser = argparse.ArgumentParser(description="Rival strength ladder")
    parser.add_argument("--quick", action="store_true", help="4 games per pair")
    parser.add_argument("--games", type=int, default=40, help="games per pair (default 40)")
    parser.add_argument("--pairs", default=",".join(PAIRS),
                        help="comma-separated pairs (default: all three)")
    parser.add_argument("--workers", type=int, default=1, help="matches at once (default 1)")
    args = parser.parse_args()
    games = 4 if args.quick else args.games
    pairs = [p.strip() for p in args.pairs.split(",") if p.strip()]
    for p in pairs:
        if p not in PAIRS:
            parser.error(f"unknown pair {p} (pairs: {', '.join(PAIRS)})")

    folder = SETTINGS.folder
    bots_state = (f"bots {git_state(['boardroom/bots', folder])}; "
                  f"newest file in boardroom/bots {mtimes('boardroom/bots')}, "
                  f"in {folder} {mtimes(folder)}")
    started_at = today()
    print(f"Rival ladder started {started_at}; {bots_state}", flush=True)
    jobs = plan(GAME, pairs, games)
    order = sorted(jobs, key=lambda j: ["hard-medium", "medium-easy", "easy-random"]
                   .index(j.pair))
    with ThreadPoolExecutor(max_workers=args.workers) as pool:
        for job in pool.map(run_job, order):
            print(f"{job.pair} seed {job.seed}: {job.wins}-{job.draws}-{job.losses} "
                  f"in {job.seconds / 60:.1f} min {job.error}", flush=True)

    stored: dict[str, dict[str, str]] = load_summary().get("rival_ladder", {}).get("extra", {})
    for pair in pairs:
        stored[pair] = ladder.pair_record(GAME, pair, [j for j in jobs if j.pair == pair],
                                          started_at, bots_state, args.quick)
    minutes = sum(j.seconds for j in jobs) / 60
    stored["run"] = {"text": (
        f"Latest run started {started_at}, finished {today()} "
        f"({'quick' if args.quick else 'full'}; {', '.join(pairs)}; {minutes:.0f} "
        f"match-minutes on {args.workers} worker(s)). {machine()}.")}
    table = ["| pair | games | stronger bot's W-D-L | score | 95% interval | goal | met | "
             "played | bot files of | move times (mean, p95) |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    rows = []
    for pair in PAIRS:
        if pair in stored:
            table.append(stored[pair]["line"])
            rows.append(json.loads(stored[pair]["row"]))
    states = sorted({f"{r['played']}: {r['bots']}" for k, r in stored.items() if k in PAIRS})
    body = "\n".join([
        "## Rival strength ladder", "", stored["run"]["text"], "",
        f"{SETTINGS.rules}. Colours alternate game by game; draws count half; the "
        "interval is Wilson's 95% interval on the score. Seeds "
        f"{SEED} (Hard vs Medium: two halves, seeds {SEED} and {SEED + 10_000}). The "
        "bots are time-capped, so a busy machine makes them weaker.", "",
        *table, "", f"Bot code per run: {'; '.join(states)}.", ""])
    write_section("rival_ladder", body, rows, extra=stored)
    print(body)


if __name__ == "__main__":
    main()
