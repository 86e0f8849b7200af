"""Memory of a long bot session: many games in one process, as
``boardroom-cli match --bots easy,random --games 100`` plays them.

For each game, a fresh process plays Easy against random (the first bot
seeded like the command line's) game after game and reads its own resident
set size (``VmRSS`` of ``/proc/self/status``, after a garbage collection)
after each game. The figures kept are after game 10 (the caches have
warmed up) and after the last game; the growth between them is the
headline: a bot's caches must not grow with the number of games played.

    python -m benchmarks.session_memory [--quick] [--game G]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import ROOT, machine, today, write_section, yes
from benchmarks.startup import child_env

GAMES = ("onager", "jikaida", "dejarik", "rival", "jaheijagaj")
TARGET = 0.10  # growth of the resident size from game 10 to the last game
WARM = 10  # the game after which the first figure is read
SEED = 1

CHILD = """
import gc, sys, time
from boardroom.bots import make_bot
from boardroom.engine.match import run_match
from boardroom.engine.registry import make_game

def rss_mb():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")

key, games, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
game = make_game(key)
easy, random_bot = make_bot(key, "easy", seed), make_bot(key, "random", seed + 1)
started = time.perf_counter()

def after(index, outcome):
    gc.collect()
    print("game", index + 1, f"{rss_mb():.2f}", f"{time.perf_counter() - started:.1f}",
          flush=True)

run_match(game, easy.choose, random_bot.choose, games, seed, on_game=after)
"""


def title(key: str) -> str:
    from boardroom.engine.registry import game_class

    return game_class(key).spec.title


def session(key: str, games: int) -> dict[int, tuple[float, float]]:
    """Game number -> (resident MB after it, seconds since the start)."""
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run([sys.executable, "-c", CHILD, key, str(games), str(SEED)],
                              cwd=ROOT, env=child_env(Path(tmp)), capture_output=True,
                              text=True, timeout=4 * 3600, check=False)
    found = {}
    for line in done.stdout.splitlines():
        if line.startswith("game "):
            _, number, mb, seconds = line.split()
            found[int(number)] = (float(mb), float(seconds))
    if len(found) != games:
        raise RuntimeError(f"{key}: {len(found)} of {games} games reported: "
                           f"{done.stderr[-2000:]}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="30 games instead of 100")
    parser.add_argument("--game", choices=GAMES, action="append",
                        help="only these games (repeatable; default: all)")
    args = parser.parse_args(argv)
    games = 30 if args.quick else 100
    keys = tuple(args.game or GAMES)
    started = time.perf_counter()
    runs = {}
    for key in keys:
        runs[key] = session(key, games)
        warm, last = runs[key][WARM][0], runs[key][games][0]
        print(f"{key}: {runs[key][1][0]:.1f} MB after game 1, {warm:.1f} after game {WARM}, "
              f"{last:.1f} after game {games}", flush=True)
    growth = {key: runs[key][games][0] / runs[key][WARM][0] - 1 for key in keys}
    worst = max(keys, key=lambda k: growth[k])
    ok = all(g < TARGET for g in growth.values())
    rows = [{"measure": f"Memory over {games} bot games in one process (Easy vs random), "
                        f"growth from game {WARM} to game {games} (largest)",
             "result": f"{growth[worst]:+.1%} ({title(worst)}: {runs[worst][WARM][0]:.0f} MB "
                       f"to {runs[worst][games][0]:.0f} MB)",
             "target": f"< {TARGET:.0%} each game", "met": yes(ok)}]
    checkpoints = sorted({1, WARM, games // 2, games})
    head = " | ".join(f"after game {n} (MB)" for n in checkpoints)
    lines = "\n".join(
        f"| {title(key)} | " + " | ".join(f"{runs[key][n][0]:.1f}" for n in checkpoints)
        + f" | {growth[key]:+.1%} | {runs[key][games][1] / 60:.0f} min |"
        for key in keys)
    body = f"""## Memory over a long bot session

Measured {today()} ({"quick" if args.quick else "full"} run, {games} games per game,
{(time.perf_counter() - started) / 60:.0f} min). {machine()}.

One process per game plays {games} games of Easy against random, as
`boardroom-cli match --bots easy,random --games {games} --seed {SEED}` does,
and reads its resident set size (`VmRSS`, after a garbage collection) after
each game. Growth: from game {WARM} to game {games}. Target: under
{TARGET:.0%} for each game: {yes(ok)}.

| game | {head} | growth | time |
|---|{"---|" * len(checkpoints)}---|---|
{lines}
"""
    if set(keys) == set(GAMES):
        write_section("session_memory", body, rows)
    print(body)
    return 0


if __name__ == "__main__":
    sys.exit(main())
