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
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.common import (
    RESULTS_MD,
    ROOT,
    load_summary,
    machine,
    today,
    write_section,
    yes,
)
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


def stored_games() -> dict[str, dict[str, Any]]:
    """Per game, the figures of its last run, from results.json (or, the first
    time, read back from the table results.md holds)."""
    extra = load_summary().get("session_memory", {}).get("extra", {})
    if extra.get("games"):
        return dict(extra["games"])
    found: dict[str, dict[str, Any]] = {}
    text = RESULTS_MD.read_text() if RESULTS_MD.exists() else ""
    section = re.search(
        r"<!-- begin session_memory -->(.*?)<!-- end session_memory -->", text, flags=re.S
    )
    if section is None:
        return found
    body = section.group(1)
    date = re.search(r"Measured (\d{4}-\d\d-\d\d \d\d:\d\d) \((\w+) run, (\d+) games", body)
    if date is None:
        return found
    games = int(date.group(3))
    titles = {title(key): key for key in GAMES}
    for row in re.findall(
        r"^\| ([^|]+?) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \| "
        r"([+-][\d.]+)% \| (\d+) min \|$",
        body,
        flags=re.M,
    ):
        if row[0] in titles:
            points = (1, WARM, games // 2, games)
            found[titles[row[0]]] = {
                "date": date.group(1),
                "games": games,
                "quick": date.group(2) == "quick",
                "mb": {str(n): float(v) for n, v in zip(points, row[1:5], strict=True)},
                "growth": float(row[5]) / 100,  # as printed: the MB above are rounded
                "minutes": float(row[6]),
            }
    return found


def session(key: str, games: int) -> dict[int, tuple[float, float]]:
    """Game number -> (resident MB after it, seconds since the start)."""
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, key, str(games), str(SEED)],
            cwd=ROOT,
            env=child_env(Path(tmp)),
            capture_output=True,
            text=True,
            timeout=4 * 3600,
            check=False,
        )
    found = {}
    for line in done.stdout.splitlines():
        if line.startswith("game "):
            _, number, mb, seconds = line.split()
            found[int(number)] = (float(mb), float(seconds))
    if len(found) != games:
        raise RuntimeError(f"{key}: {len(found)} of {games} games reported: {done.stderr[-2000:]}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="30 games instead of 100")
    parser.add_argument(
        "--game", choices=GAMES, action="append", help="only these games (repeatable; default: all)"
    )
    args = parser.parse_args(argv)
    games = 30 if args.quick else 100
    keys = tuple(args.game or GAMES)
    started = time.perf_counter()
    runs = {}
    for key in keys:
        runs[key] = session(key, games)
        warm, last = runs[key][WARM][0], runs[key][games][0]
        print(
            f"{key}: {runs[key][1][0]:.1f} MB after game 1, {warm:.1f} after game {WARM}, "
            f"{last:.1f} after game {games}",
            flush=True,
        )
    # Each game's figures are kept in results.json, so that a run of some
    # games (--game) updates their rows and keeps the others' (with the date
    # and number of games they were measured with).
    stored = stored_games()
    for key in keys:
        mbs = {n: runs[key][n][0] for n in sorted({1, WARM, games // 2, games})}
        stored[key] = {
            "date": today(),
            "games": games,
            "quick": args.quick,
            "mb": {str(n): mb for n, mb in mbs.items()},
            "growth": mbs[games] / mbs[WARM] - 1,
            "minutes": runs[key][games][1] / 60,
        }
    print(
        write_report(stored, keys, games, args.quick, (time.perf_counter() - started) / 60, today())
    )
    return 0


def write_report(
    stored: dict[str, dict[str, Any]],
    keys: tuple[str, ...],
    games: int,
    quick: bool,
    minutes: float,
    when: str,
) -> str:
    """Write the section and summary row from every game's stored figures;
    ``keys`` ... ``when`` describe the last run. Returns the section."""
    shown = [key for key in GAMES if key in stored]

    def growth(key: str) -> float:
        return float(stored[key]["growth"])

    worst = max(shown, key=growth)
    ok = all(growth(k) < TARGET for k in shown)
    w = stored[worst]
    rows = [
        {
            "measure": "Memory over a long bot session in one process (Easy vs random), "
            f"growth from game {WARM} to the last game (largest)",
            "result": f"{growth(worst):+.1%} ({title(worst)}: {w['mb'][str(WARM)]:.0f} MB to "
            f"{w['mb'][str(w['games'])]:.0f} MB after {w['games']} games)",
            "target": f"< {TARGET:.0%} each game",
            "met": yes(ok),
        }
    ]

    def line(key: str) -> str:
        entry = stored[key]
        n, mb = entry["games"], entry["mb"]
        cells = [mb.get(str(c)) for c in (1, WARM, n // 2, n)]
        return (
            f"| {title(key)} | {n} | "
            + " | ".join("-" if c is None else f"{c:.1f}" for c in cells)
            + f" | {growth(key):+.1%} | {entry['minutes']:.0f} min | {entry['date']}"
            + (" (quick)" if entry.get("quick") else "")
            + " |"
        )

    lines = "\n".join(line(key) for key in shown)
    head = (
        f"| game | games (N) | after game 1 (MB) | after game {WARM} (MB) | "
        "after game N/2 (MB) | after game N (MB) | growth | time | measured |"
    )
    body = f"""## Memory over a long bot session

Last run {when} ({"quick" if quick else "full"}, {games} games per game, of
{", ".join(title(k) for k in keys)}; {minutes:.0f} min).
{machine()}.

One process per game plays N games of Easy against random, as
`boardroom-cli match --bots easy,random --games N --seed {SEED}` does (N = 100,
30 in a quick run), and reads its resident set size (`VmRSS`, after a garbage
collection) after each game. Growth: from game {WARM} to game N. Each row
is from the run dated in it (a run with `--game` updates only its games).
Target: under {TARGET:.0%} for each game: {yes(ok)}.

{head}
|---|---|---|---|---|---|---|---|---|
{lines}
"""
    write_section("session_memory", body, rows, extra={"games": stored})
    return body


if __name__ == "__main__":
    sys.exit(main())
