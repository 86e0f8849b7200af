"""The Statistics window over a record of 100,000 games, and the record's size.

A record (``records.sqlite`` in a fresh data folder) is filled with N games
(100,000 or ``--games N``; 2,000 in a quick run): real games of every kind played at random to
their end (or 120 plies), their saved games kept as the app keeps them, with
seats, results, dates and lengths varied. Then, each in a fresh process
(offscreen Qt, the main window already shown, as a player would have it):

- **open**: from Game > Statistics (``MainWindow.show_statistics``) to the
  window shown with its table filled and painted: the module's import, the
  record opened (the writer checked it at start-up), every row read (without the saved games), the
  table model and its first rows worded. Median of the runs.
- **reopen**: the same window shown again (the record read anew).
- **charts**: the Charts tab first shown (pyqtgraph's import and the three
  charts over the N games): informational.
- **a game finished** with the window open, its table shown, then its charts:
  the longest gap between two ticks of a 5 ms timer on the GUI thread, from
  the resignation until the game's row is in the table (and 0.3 s after),
  the game-over handling included (its result dialog left out).

Also: the file's size per game (bytes, after SQLite's own bookkeeping), the
writer's time to add one game to the full record (the worker thread's cost,
one transaction each) and the GUI thread's cost of handing a finished game
over (a 60-ply game: its saved game and record built, the write queued).

    python -m benchmarks.stats_window [--quick] [--games N]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import ROOT, machine, median, today, write_section, yes

GOAL_OPEN = 0.5  # seconds, with 100,000 games
GOAL_GAMES = 100_000
GOAL_HANDOVER_MS = 10.0
GOAL_GAP_MS = 50.0  # the GUI thread's longest gap when a game finishes, Statistics open
LEVELS = ("easy", "medium", "hard")

CHILD = """
import json, sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from boardroom.ui import storage
from boardroom.ui.mainwindow import MainWindow
window = MainWindow(storage.Settings())
window.show()
for _ in range(3):
    app.processEvents()
window.recorder.wait()
# How much wall a known amount of CPU takes in this process now (1: an idle
# machine; under load the wall times below are about this many times the CPU).
t0, c0 = time.perf_counter(), time.thread_time()
sum(range(3_000_000))
yard = (time.perf_counter() - t0) / max(time.thread_time() - c0, 1e-9)
start, cpu = time.perf_counter(), time.thread_time()
window.show_statistics()
app.processEvents()
stats = window.stats_window
opened = time.perf_counter() - start
opened_cpu = time.thread_time() - cpu
while stats.reading():  # a large record is read beside the window: its rows follow
    app.processEvents()
    time.sleep(0.001)
app.processEvents()
filled = time.perf_counter() - start
filled_cpu = time.thread_time() - cpu
rows = stats.model.rowCount()
stats.hide()
app.processEvents()
start = time.perf_counter()
window.show_statistics()
app.processEvents()
reopened = time.perf_counter() - start
start = time.perf_counter()
stats.show_charts()
app.processEvents()
charts = time.perf_counter() - start

from PySide6.QtCore import QEventLoop, QTimer
from boardroom.engine.savegame import Seat
from boardroom.ui import dialogs
dialogs.ResultDialog.exec = lambda self: 0
window.confirm_discard = lambda: True
gaps = {}
for tab in (0, 1):  # the table, then the charts
    stats.tabs.setCurrentIndex(tab)
    app.processEvents()
    worst = worst_cpu = 0.0
    for _ in range(3):
        window.start_game("onager", {"side": 5}, [Seat("Ann"), Seat("Bob")])
        for _ in range(3):
            app.processEvents()
        before = stats.model.total()
        ticks = [(time.perf_counter(), time.thread_time())]
        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(lambda: ticks.append((time.perf_counter(), time.thread_time())))
        timer.start()
        loop = QEventLoop()
        QTimer.singleShot(0, lambda: window.session.resign(0))
        deadline = time.perf_counter() + 10
        def check():
            if stats.model.total() > before or time.perf_counter() > deadline:
                QTimer.singleShot(300, loop.quit)
            else:
                QTimer.singleShot(2, check)
        QTimer.singleShot(2, check)
        loop.exec()
        timer.stop()
        assert stats.model.total() == before + 1, "the game's row never came"
        worst = max(worst, max(b[0] - a[0] for a, b in zip(ticks, ticks[1:])))
        worst_cpu = max(worst_cpu, max(b[1] - a[1] for a, b in zip(ticks, ticks[1:])))
    gaps["table" if tab == 0 else "charts"] = worst
    gaps["cpu_table" if tab == 0 else "cpu_charts"] = worst_cpu
print(json.dumps({
    "open": opened, "open_cpu": opened_cpu, "filled": filled, "filled_cpu": filled_cpu,
    "yard": yard,
    "reopen": reopened, "charts": charts, "rows": rows,
    "gap_table": gaps["table"], "gap_charts": gaps["charts"],
    "gap_cpu_table": gaps["cpu_table"], "gap_cpu_charts": gaps["cpu_charts"],
}))
window.close()
"""


def sample_games(per_game: int, seed: int) -> list[tuple[str, str, int, int]]:
    """(game, saved text, plies, seats) of games played at random to their end."""
    from boardroom.engine.registry import GAMES, make_game
    from boardroom.engine.savegame import Seat, from_state

    rng = random.Random(seed)
    out = []
    for key in GAMES:
        for i in range(per_game):
            state = make_game(key).new_state(seed + i)
            while not state.is_terminal() and state.ply < 120:
                state.play(rng.choice(state.legal_moves()))
            seats = [Seat("Ann")] + [
                Seat("Bot", "bot", rng.choice(LEVELS)) for _ in range(state.num_seats - 1)
            ]
            out.append((key, from_state(state, seats).to_json(), state.ply, state.num_seats))
    return out


def fill(path: Path, count: int, seed: int = 1) -> list[float]:
    """Write ``count`` games; the writer's time for the last 200 adds (s)."""
    from boardroom.engine.record import GameRecord, SeatRecord, open_record

    rng = random.Random(seed)
    samples = sample_games(6, seed)
    book = open_record(path).book
    adds: list[float] = []
    book._conn.execute("PRAGMA synchronous = OFF")  # the filling only; timed adds below
    for i in range(count):
        if i == count - 200:
            book._conn.execute("PRAGMA synchronous = FULL")  # as the app writes
        key, saved, plies, n = rng.choice(samples)
        seats = (SeatRecord("Ann"),) + tuple(
            SeatRecord("Bot", "bot", rng.choice(LEVELS)) for _ in range(n - 1)
        )
        roll = rng.random()
        status = "abandoned" if roll < 0.05 else "finished"
        winners: tuple[int, ...] = () if roll < 0.15 else (rng.randrange(n),)
        scores = (
            tuple(0.0 for _ in range(n))
            if status == "abandoned"
            else tuple(1.0 if s in winners else 0.0 for s in range(n))
            if winners
            else tuple(1.0 / n for _ in range(n))
        )
        day = 1_700_000_000 + i * 3600 + rng.randrange(3000)
        record = GameRecord(
            uid=f"bench-{i}",
            game=key,
            options={},
            seats=seats,
            winners=winners if status == "finished" else (),
            scores=scores,
            reason="resignation" if winners else "agreement",
            moves=plies,
            seconds=rng.uniform(60, 3600),
            saved=saved,
            status=status,
            ended=time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(day)),
        )
        start = time.perf_counter()
        book.add(record)
        if i >= count - 200:
            adds.append(time.perf_counter() - start)
    book.close()
    return adds


def handover_ms() -> float:
    """The GUI thread's part of recording a finished 60-ply game (median, ms)."""
    from PySide6.QtWidgets import QApplication

    from boardroom.engine.registry import make_game
    from boardroom.engine.savegame import Seat
    from boardroom.ui.recorder import Recorder
    from boardroom.ui.session import GameSession

    QApplication.instance() or QApplication([])
    rng = random.Random(3)
    times = []
    recorder = Recorder()
    for i in range(20):
        session = GameSession(make_game("onager"), [Seat("Ann"), Seat("Bob")], autosave=False)
        while session.state.ply < 60 and not session.state.is_terminal():
            session.state.play(rng.choice(session.state.legal_moves()))
        session.to_saved()  # the session keeps its notation as it goes
        session.resign(session.state.current_seat) if not session.state.is_terminal() else None
        outcome = session.state.outcome()
        assert outcome is not None
        start = time.perf_counter()
        recorder.record(session, outcome)
        times.append(time.perf_counter() - start)
        recorder.wait()
        session.shutdown()
        del i
    recorder.close()
    return 1000 * median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--games", type=int, default=GOAL_GAMES)
    args = parser.parse_args()
    count = 2000 if args.quick else args.games
    runs = 3 if args.quick else 5
    began = time.time()
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            PYTHONPATH=str(ROOT),
            XDG_DATA_HOME=f"{tmp}/data",
            XDG_CONFIG_HOME=f"{tmp}/config",
            XDG_STATE_HOME=f"{tmp}/state",
        )
        os.environ.update(
            {
                k: env[k]
                for k in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "QT_QPA_PLATFORM")
            }
        )
        from boardroom.ui.recorder import records_path

        path = records_path()
        adds = fill(path, count)
        size = path.stat().st_size
        results = []
        for _ in range(runs):
            done = subprocess.run(
                [sys.executable, "-c", CHILD],
                env=env,
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=300,
            )
            if done.returncode != 0:
                raise SystemExit(done.stderr)
            results.append(json.loads(done.stdout.strip().splitlines()[-1]))
        handover = handover_ms()
    # Each run finishes 6 games of its own into the record: the next sees them.
    assert all(count <= r["rows"] <= count + 6 * runs for r in results), [
        r["rows"] for r in results
    ]
    opened = median([r["open"] for r in results])
    opened_cpu = median([r["open_cpu"] for r in results])
    filled = median([r["filled"] for r in results])
    filled_cpu = median([r["filled_cpu"] for r in results])
    yard = median([r["yard"] for r in results])
    load_end = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    reopened = median([r["reopen"] for r in results])
    charts = median([r["charts"] for r in results])
    gap_table = 1000 * max(r["gap_table"] for r in results)
    gap_charts = 1000 * max(r["gap_charts"] for r in results)
    cpu_table = 1000 * max(r["gap_cpu_table"] for r in results)
    cpu_charts = 1000 * max(r["gap_cpu_charts"] for r in results)
    full = count >= GOAL_GAMES and not args.quick
    add_ms = 1000 * median(adds)
    per_game = size / count
    scaled = "" if full else f" (not the goal's {GOAL_GAMES:,} games)"
    body = f"""## Statistics window

Last run {today()} ({"quick" if args.quick else "full"}, {count:,} games, {runs} runs;
{time.time() - began:.0f} s).
{machine()}.

The record filled with {count:,} games (real games of every kind played at
random to their end or 120 plies, saved games included), then, in a fresh
process each run with the main window shown, Game > Statistics opened: the
window's import, the record opened (the writer checked it at start-up), the
window shown (a record of more than 5,000 games is read beside it, by a
thread of its own); then filled: every row read (not the saved games), the
table's model and its first rows painted. Median of {runs} runs{scaled}.
Wall times are for this machine's load: a busy loop took {yard:.1f} times
its CPU time in wall time in these processes (1.0 on an idle machine), so
only the CPU figures compare across runs; the wall targets need a quiet run.

| measure | median |
|---|---|
| open Statistics (shown, rows being read) | {opened * 1e3:.0f} ms ({opened_cpu * 1e3:.0f} ms CPU) |
| ... and its table filled | {filled * 1e3:.0f} ms ({filled_cpu * 1e3:.0f} ms CPU) |
| show it again (no other program added games: nothing read) | {reopened * 1000:.0f} ms |
| first show of the Charts tab (pyqtgraph's import, 3 charts) | {charts * 1000:.0f} ms |
| record file per game | {per_game:,.0f} bytes ({size / 1e6:.1f} MB in all) |
| writer thread: add one game to the full record (one transaction) | {add_ms:.1f} ms |
| GUI thread: hand a finished 60-ply game to the writer | {handover:.2f} ms |
| a game finished, Statistics on its table: longest GUI gap ({3 * runs}) | {gap_table:.0f} ms |
| the same, Statistics on its charts | {gap_charts:.0f} ms |
| GUI CPU in the longest of those gaps (table / charts) | {cpu_table:.0f} / {cpu_charts:.0f} ms |

Load average when it started: {load}; at its end: {load_end}.

Target: open under {GOAL_OPEN} s with {GOAL_GAMES:,} games: {yes(opened < GOAL_OPEN and full)}.
A finished game leaves no GUI-thread gap over {GOAL_GAP_MS:.0f} ms with {GOAL_GAMES:,} games:
{yes(max(gap_table, gap_charts) <= GOAL_GAP_MS and full)}.
The GUI thread's part of recording a game under {GOAL_HANDOVER_MS:.0f} ms:
{yes(handover < GOAL_HANDOVER_MS)} (the write itself runs on the recorder's thread).
"""
    write_section(
        "stats_window",
        body,
        [
            {
                "measure": f"Statistics window: open with {count:,} recorded games",
                "result": (
                    f"shown in {opened * 1000:.0f} ms (GUI CPU {opened_cpu * 1000:.0f} ms),"
                    f" filled in {filled * 1000:.0f} ms (GUI CPU {filled_cpu * 1000:.0f} ms);"
                    f" load average {load}, wall {yard:.1f}x CPU"
                ),
                "target": f"< {GOAL_OPEN * 1000:.0f} ms",
                "met": yes(opened < GOAL_OPEN and full),
            },
            {
                "measure": (
                    f"Statistics window open over {count:,} games: longest GUI-thread gap"
                    " when a game finishes (table / charts shown)"
                ),
                "result": (
                    f"{gap_table:.0f} ms / {gap_charts:.0f} ms (CPU in them"
                    f" {cpu_table:.0f} / {cpu_charts:.0f} ms; load average {load},"
                    f" wall {yard:.1f}x CPU)"
                ),
                "target": f"<= {GOAL_GAP_MS:.0f} ms",
                "met": yes(max(gap_table, gap_charts) <= GOAL_GAP_MS and full),
            },
            {
                "measure": "Record of games: file size per game",
                "result": f"{per_game:,.0f} bytes",
                "target": "informational",
                "met": "-",
            },
        ],
    )
    print(body)


if __name__ == "__main__":
    main()
