"""Memory: the app's peak resident size with each game open, a Hard bot's
growth over a game, and the size of one kept position.

- **App**: a fresh process (offscreen Qt, empty settings) runs
  ``boardroom --screenshot --game G`` and reports its own peak resident set
  size (``ru_maxrss``); the reference is an empty PySide6 window started the
  same way in the same run. Median of the runs; the ratio is the headline.
- **Bot**: a fresh process per game plays Hard against Medium from the start
  (each bot given its seat's view, as in the app) and reports its peak
  resident size before the first search and after the game's Hard moves; the
  growth is what the search keeps (tables, trees, caches).
- **App as played**: the app opening a saved 4-seat Jaheijagaj game from a
  script file (``boardroom FILE``, window shown, no screenshot), left to run
  until a moment after the window shows (nobody to move but a person), or
  with four Medium bots until 12 plies are played; it reports its own peak
  (``VmHWM``) and each child process's (the bots' process, the evaluation
  graph's analysis process). The reference is the empty window shown as
  long. The sum of the peaks is at least the peak of the sum.
- **Position**: ``tracemalloc`` bytes of 2,000 kept clones of a position 30
  plies into a seeded random game, per clone, against python-chess's
  ``Board.copy()`` after 30 random plies in the same run.

    python -m benchmarks.memory [--quick]
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import tracemalloc
from pathlib import Path
from typing import Any

from benchmarks.common import (
    ROOT,
    jaheijagaj_save,
    machine,
    median,
    today,
    write_section,
    yes,
)
from benchmarks.startup import REFERENCE as EMPTY_WINDOW
from benchmarks.startup import child_env

GAMES = ("onager", "jikaida", "dejarik", "rival", "jaheijagaj")
# A saved 4-seat game, opened with `boardroom --screenshot PNG FILE`.
JAHEIJAGAJ_4 = "jaheijagaj, 4 seats"
APP_TARGET = 2.0  # peak RSS of the app with a game open / an empty PySide6 window
WITH_BOTS_TARGET = 3.0  # the same with the bots' and the analysis's processes added
PLIES = 12  # played by four Medium bots in the "with its bots" measure
BOT_TARGET_MB = 200.0  # growth of a Hard bot's process over a game

MAXRSS = """
import resource
print("maxrss", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
"""
# The start-up benchmark's empty window, then its peak.
REFERENCE = EMPTY_WINDOW + MAXRSS

APP = """
import resource, sys
import boardroom.app
code = boardroom.app.main(sys.argv[1:])
print("maxrss", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
sys.exit(code)
"""

# The app as a player runs it (a script file: its child processes are
# spawned from it): until ``WAIT`` seconds after the window shows, or until
# ``PLIES`` plies are played; then its peak and each child's (kB).
PLAYED = """
import os, sys, time


def kb(pid, field):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def main():
    import multiprocessing
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    wait, plies = float(os.environ["WAIT"]), int(os.environ["PLIES"])
    peaks, state = {}, {"start": None, "ply": None}

    def sample():
        pids = [os.getpid()] + [p.pid for p in multiprocessing.active_children()]
        for pid in pids:
            peaks[pid] = max(peaks.get(pid, 0), kb(pid, "VmHWM"))
        windows = [w for w in QApplication.topLevelWidgets() if getattr(w, "session", None)]
        s = windows[0].session if windows else None
        if s is not None and state["ply"] is None:
            state["ply"] = s.state.ply
        played = s.state.ply - state["ply"] if s is not None else 0
        now = time.perf_counter()
        if (plies and played >= plies) or (not plies and now - state["start"] > wait) or (
            now - state["start"] > 300
        ):
            own = peaks.pop(os.getpid())
            print("played", own, sum(peaks.values()), len(peaks), played, flush=True)
            for w in windows:
                w.confirm_discard = lambda: True
                w.session.autosave_enabled = False
            QApplication.quit()

    original = QApplication.exec

    def exec_(*args):
        timer = QTimer()
        timer.timeout.connect(sample)
        timer.start(50)
        exec_.timer = timer
        state["start"] = time.perf_counter()
        return original()

    QApplication.exec = exec_
    sys.argv = ["boardroom"] + sys.argv[1:]
    import boardroom.app

    try:
        boardroom.app.main()
    except SystemExit:
        pass


if __name__ == "__main__":
    main()
"""

# The empty window shown for ``argv[1]`` seconds, then its peak (kB).
SHOWN_REFERENCE = """
import resource, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1000, 700)
window.show()
QTimer.singleShot(int(1000 * float(sys.argv[1])), app.quit)
app.exec()
print("maxrss", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, flush=True)
"""

BOT = """
import resource, sys
from boardroom.bots import make_bot
from boardroom.engine.registry import make_game

key, hard_moves = sys.argv[1], int(sys.argv[2])
game = make_game(key)
state = game.new_state(11)
bots = [make_bot(key, "hard", 1), make_bot(key, "medium", 2)]
def mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
before, played = mb(), 0
while not state.is_terminal() and played < hard_moves:
    seat = state.current_seat
    # Count the searched moves only: not Rival's setup or Onager's lakes.
    searched = seat == 0 and getattr(state, "phase", "play") == "play"
    state.apply(bots[seat].choose(state.view(seat)))  # Hard holds seat 0
    played += searched
print("bot", before, mb(), played, flush=True)
"""


def title(key: str) -> str:
    from boardroom.engine.registry import game_class

    if key == JAHEIJAGAJ_4:
        return "Jaheijagaj, 4 seats, 40 pieces (saved game opened)"

    return game_class(key).spec.title


def child_line(command: list[str], env: dict[str, str], marker: str) -> list[str]:
    """The words of the child's output line that starts with ``marker``."""
    done = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1200, check=False
    )
    for line in done.stdout.splitlines():
        if line.startswith(marker):
            return line.split()[1:]
    raise RuntimeError(f"no {marker!r} line from {command[:3]}: {done.stderr[-2000:]}")


def app_memory(runs: int) -> dict[str, float]:
    """Median peak RSS in MB: the reference, the start page, each game open."""
    found: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        env = child_env(Path(tmp))
        shot = str(Path(tmp) / "shot.png")
        commands = {
            "reference": [sys.executable, "-c", REFERENCE],
            "start page": [sys.executable, "-c", APP, "--screenshot", shot],
        }
        for key in GAMES:
            commands[key] = [sys.executable, "-c", APP, "--screenshot", shot, "--game", key]
        save = jaheijagaj_save(
            Path(tmp) / "jaheijagaj-4.json", [("human", None)] + [("bot", "medium")] * 3
        )
        commands[JAHEIJAGAJ_4] = [sys.executable, "-c", APP, "--screenshot", shot, str(save)]
        for _ in range(runs):
            for name, command in commands.items():  # interleaved, as in startup.py
                kb = int(child_line(command, env, "maxrss")[0])
                found.setdefault(name, []).append(kb / 1024)
    return {name: median(values) for name, values in found.items()}


def played_memory(runs: int) -> dict[str, float]:
    """Median MB: the empty window shown 1.5 s; the app shown 1.5 s with a
    saved 4-seat game (a person to move) and its children; the app with
    four Medium bots playing ``PLIES`` plies and its children."""
    found: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        env = child_env(Path(tmp))
        script = Path(tmp) / "played.py"
        script.write_text(PLAYED)
        waiting = jaheijagaj_save(
            Path(tmp) / "person.json", [("human", None)] + [("bot", "medium")] * 3
        )
        playing = jaheijagaj_save(Path(tmp) / "bots.json", [("bot", "medium")] * 4)
        for _ in range(runs):
            kb = int(child_line([sys.executable, "-c", SHOWN_REFERENCE, "1.5"], env, "maxrss")[0])
            found.setdefault("reference shown", []).append(kb / 1024)
            for name, save, wait, plies in (
                ("shown", waiting, "1.5", "0"),
                ("bots", playing, "0", str(PLIES)),
            ):
                words = child_line(
                    [sys.executable, str(script), str(save)],
                    {**env, "WAIT": wait, "PLIES": plies},
                    "played",
                )
                found.setdefault(name, []).append(int(words[0]) / 1024)
                found.setdefault(f"{name} children", []).append(int(words[1]) / 1024)
                found.setdefault(f"{name} processes", []).append(float(words[2]))
    return {name: median(values) for name, values in found.items()}


def bot_memory(key: str, hard_moves: int) -> tuple[float, float, int]:
    """(peak MB before the first search, peak MB after, Hard moves played)."""
    with tempfile.TemporaryDirectory() as tmp:
        before, after, played = child_line(
            [sys.executable, "-c", BOT, key, str(hard_moves)], child_env(Path(tmp)), "bot"
        )
    return float(before), float(after), int(played)


def kept_bytes(make: Any, count: int) -> float:
    """tracemalloc bytes per object of ``count`` objects from ``make()``, kept alive."""
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = [make() for _ in range(count)]
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del kept
    return (after - before) / count


def position_sizes(count: int) -> dict[str, float]:
    """Bytes per kept position of each game, and of python-chess's board
    (NaN without the ``bench`` extra: the other figures are still taken)."""
    from boardroom.engine.registry import make_game

    rng = random.Random(5)
    try:
        import chess
    except ImportError:
        sizes = {"python-chess": float("nan")}
    else:
        board = chess.Board()
        for _ in range(30):
            board.push(rng.choice(list(board.legal_moves)))
        sizes = {"python-chess": kept_bytes(board.copy, count)}
    for key in GAMES:
        state = make_game(key).new_state(5)
        while state.ply < 30 and not state.is_terminal():
            moves = state.legal_moves()
            state.apply(moves[rng.randrange(len(moves))])
        sizes[key] = kept_bytes(state.clone, count)
    return sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs and bot moves")
    args = parser.parse_args(argv)
    runs, hard_moves = (1, 3) if args.quick else (3, 10)

    app = app_memory(runs)
    print("app", app, flush=True)
    played = played_memory(runs)
    print("played", played, flush=True)
    bots = {key: bot_memory(key, hard_moves) for key in GAMES}
    print("bots", bots, flush=True)
    sizes = position_sizes(500 if args.quick else 2000)
    print("positions", sizes, flush=True)

    ref = app["reference"]
    shown = (*GAMES, JAHEIJAGAJ_4)
    worst = max(shown, key=lambda k: app[k])
    app_ok = app[worst] / ref <= APP_TARGET
    growth = {key: after - before for key, (before, after, _) in bots.items()}
    worst_bot = max(GAMES, key=lambda k: growth[k])
    bot_ok = growth[worst_bot] <= BOT_TARGET_MB
    shown_ref = played["reference shown"]
    played_rows = "\n".join(
        f"| {label} | {played[key]:.1f} | {played[key + ' children']:.1f} | "
        f"{played[key + ' processes']:.0f} | {played[key] / shown_ref:.2f}x | "
        f"{(played[key] + played[key + ' children']) / shown_ref:.2f}x |"
        for key, label in (
            ("shown", "game opened, window shown 1.5 s"),
            ("bots", f"four Medium bots, {PLIES} plies"),
        )
    )
    shown_ratio = played["shown"] / shown_ref
    bots_total = played["bots"] + played["bots children"]
    bots_ratio = bots_total / shown_ref
    rows = [
        {
            "measure": "Peak memory of the app opening a saved 4-seat Jaheijagaj game "
            "(`boardroom FILE`, window shown 1.5 s), vs an empty PySide6 window shown as long",
            "result": f"{shown_ratio:.2f}x ({played['shown']:.0f} MB vs {shown_ref:.0f} MB)",
            "target": f"<= {APP_TARGET}x",
            "met": yes(shown_ratio <= APP_TARGET),
        },
        {
            "measure": "Peak memory of the app and its processes (the bots', the analysis's) "
            f"while four Medium bots play {PLIES} plies of a 4-seat Jaheijagaj game, "
            "vs an empty PySide6 window",
            "result": f"{bots_ratio:.2f}x ({played['bots']:.0f} MB + "
            f"{played['bots children']:.0f} MB in {played['bots processes']:.0f} processes "
            f"vs {shown_ref:.0f} MB)",
            "target": f"<= {WITH_BOTS_TARGET}x",
            "met": yes(bots_ratio <= WITH_BOTS_TARGET),
        },
        {
            "measure": "Peak memory of the app drawing a game with `--screenshot` (which also "
            "grabs the window into a PNG), vs an empty PySide6 window",
            "result": f"{app[worst] / ref:.2f}x at most ({title(worst)}: {app[worst]:.0f} MB "
            f"vs {ref:.0f} MB)",
            "target": f"<= {APP_TARGET}x",
            "met": yes(app_ok),
        },
        {
            "measure": "Memory a Hard bot's process gains over a game (largest)",
            "result": f"{growth[worst_bot]:.0f} MB ({title(worst_bot)}, "
            f"{bots[worst_bot][2]} Hard moves)",
            "target": f"<= {BOT_TARGET_MB:.0f} MB",
            "met": yes(bot_ok),
        },
    ]
    app_lines = "\n".join(
        f"| {title(name) if name in (*GAMES, JAHEIJAGAJ_4) else name} | {mb:.1f} | "
        f"{mb / ref:.2f}x |"
        for name, mb in app.items()
        if name != "reference"
    )
    bot_lines = "\n".join(
        f"| {title(key)} | {before:.1f} | {after:.1f} | {after - before:.1f} | {played} |"
        for key, (before, after, played) in bots.items()
    )
    chess_size = sizes["python-chess"]
    size_lines = "\n".join(
        f"| {title(key)} | {sizes[key]:,.0f} | "
        f"{'-' if chess_size != chess_size else f'{sizes[key] / chess_size:.1f}x'} |"
        for key in GAMES
    )
    chess_text = (
        "not measured (python-chess, the `bench` extra, not installed; the games' "
        "positions then differ from a run with it)"
        if chess_size != chess_size
        else f"{chess_size:,.0f} bytes"
    )
    body = f"""## Memory

Measured {today()} ({"quick" if args.quick else "full"} run). {machine()}.

Peak resident set size (`ru_maxrss`) of a fresh process, offscreen Qt, empty
settings folders; median of {runs} interleaved runs. The app draws its window
with a new game of each kind (`boardroom --screenshot --game G`; two seats
where a game has more), and a saved 4-seat Jaheijagaj game of 40 pieces (36
infantry, four Wraiths; seat 1 human to move, seats 2-4 Medium bots, which a
picture never starts) opened with `boardroom --screenshot PNG FILE`; the
reference is the start-up benchmark's empty 1000x700 `QMainWindow`:
{ref:.1f} MB.

| app | peak MB | vs empty window |
|---|---|---|
{app_lines}

Target: every game <= {APP_TARGET}x: {yes(app_ok)}.

The app as a player runs it (from a script file, window shown, no
screenshot): a saved 4-seat Jaheijagaj game opened (`boardroom FILE`, a
person to move, three Medium bots), sampled every 50 ms for 1.5 s; then the
same game with four Medium bots until {PLIES} plies are played. Each process's
peak (`VmHWM`); the app's children are the bots' process and the evaluation
graph's analysis process. The reference is the empty window shown 1.5 s:
{shown_ref:.1f} MB.

| | app (MB) | its processes (MB) | processes | app vs reference | all vs reference |
|---|---|---|---|---|---|
{played_rows}

Targets: the app <= {APP_TARGET}x: {yes(shown_ratio <= APP_TARGET)}; with its processes
<= {WITH_BOTS_TARGET}x: {yes(bots_ratio <= WITH_BOTS_TARGET)}.

A Hard bot against Medium from the start, each bot given its own seat's view,
in a fresh process: peak resident size before the first search and after
{hard_moves} Hard moves of play (set-up placements not counted; fewer if the
game ended). The growth is what the
search keeps between moves (transposition table, tree, solver caches).

| game | before (MB) | after (MB) | growth (MB) | Hard moves |
|---|---|---|---|---|
{bot_lines}

Target: growth <= {BOT_TARGET_MB:.0f} MB: {yes(bot_ok)}.

One kept position (a clone 30 plies into a seeded random game; `tracemalloc`,
{2000 if not args.quick else 500} clones kept alive) against python-chess's
`Board.copy()` after 30 random plies: {chess_text}. Informational:
the app keeps one state per game and undoes moves in place.

| game | bytes per position | vs python-chess |
|---|---|---|
{size_lines}
"""
    write_section("memory", body, rows)
    print(body)
    return 0


if __name__ == "__main__":
    sys.exit(main())
