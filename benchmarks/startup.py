"""Cold start of the app to its main window shown, against an empty PySide6 window.

Each run is a fresh process (offscreen Qt, empty settings folders). The parent
starts the clock just before launching the child and stops it when the child
prints "shown", which the child does from a zero-delay QTimer once the event
loop runs after ``window.show()``: so both figures include the interpreter's
own start. App and reference runs alternate (one warm-up each, not counted);
the figure is the median, and the ratio app / reference is the headline.

How the app is started, in order of preference:
1. ``python -m boardroom.app --measure-startup`` if app.py offers that flag;
2. otherwise ``boardroom.app.main()`` in the child, with ``QApplication.exec``
   wrapped so that the "shown" timer is queued as the loop starts;
3. otherwise (no app.py yet) the main window built directly, as main() would.

The app is also started with a saved 4-seat Jaheijagaj game to open
(``boardroom FILE``: 40 pieces, seat 1 human to move, seats 2-4 Medium bots,
so none thinks; the bots' process starts a moment after the window is up),
against the same reference.

A ``python -X importtime`` run of the app child lists what its imports cost,
and the child reports whether pyqtgraph (which must load lazily) was imported.

The evaluation graph's first appearance: the app opens the same saved game
with the graph on, in a 1280x800 window, and a 5 ms timer on the GUI thread
records the gaps between its ticks from half a second before the graph draws its first
estimate (which needs the analysis process started and an estimate made)
until a second after; the reference is the same timer in the empty window
over a time as long.

    python -m benchmarks.startup [--quick]
    python -m benchmarks.startup --against GITREF [--quick]   (a change's effect)
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import (
    ROOT,
    jaheijagaj_save,
    machine,
    median,
    today,
    write_section,
    yes,
)

TARGET = 2.5

# Each child's "shown" line ends with its own CPU time so far (user + system,
# all threads): the start-up's CPU, without what quitting costs after it.
CPU_SO_FAR = "'cpu=%.4f' % sum(__import__('resource').getrusage(0)[:2])"

REFERENCE = f"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1000, 700)
window.show()
QTimer.singleShot(0, lambda: (print("shown", {CPU_SO_FAR}, flush=True), app.quit()))
app.exec()
"""

# Wraps QApplication.exec so that, once main() has shown its window and enters
# the event loop, a zero-delay timer prints "shown" and quits.
VIA_MAIN = f"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

def report():
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    games = [w.session.game for w in shown if getattr(w, "session", None) is not None]
    print("shown", "windows=%d" % len(shown),
          "game=%s" % ("%s/%d" % (games[0].spec.key, games[0].num_seats) if games else "none"),
          "pyqtgraph=%s" % ("pyqtgraph" in sys.modules),
          "bots=%s" % ("boardroom.bots" in sys.modules), {CPU_SO_FAR}, flush=True)
    QApplication.quit()

original = QApplication.exec
def exec_(*args):  # called as app.exec() or QApplication.exec()
    QTimer.singleShot(0, report)
    return original()
QApplication.exec = exec_
sys.argv = ["boardroom"] + sys.argv[1:]  # a saved game to open, if given
import boardroom.app
try:
    boardroom.app.main()
except SystemExit:
    pass
"""

# Without app.py: what main() is expected to do (application, translations,
# main window, show).
DIRECT = f"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["boardroom"])
from boardroom.ui.mainwindow import MainWindow
window = MainWindow()
window.show()
def report():
    print("shown", "windows=1", "pyqtgraph=%s" % ("pyqtgraph" in sys.modules),
          "bots=%s" % ("boardroom.bots" in sys.modules), {CPU_SO_FAR}, flush=True)
    app.quit()
QTimer.singleShot(0, report)
app.exec()
"""


GRAPH_TARGET_MS = 50.0

# The app with a game open: a 5 ms timer's gaps until a second after the
# evaluation graph first draws (or 30 s).
GRAPH_GAPS = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

gaps, state = [], {"last": None, "built": None, "start": None}

def tick():
    now = time.perf_counter()
    if state["last"] is not None:
        gaps.append((now, (now - state["last"]) * 1000))
    state["last"] = now
    windows = [w for w in QApplication.topLevelWidgets() if getattr(w, "game_page", None)]
    chart = windows[0].game_page.evaluation.chart if windows else None
    if state["built"] is None and chart is not None and chart.is_built() and chart.series():
        state["built"] = now
    done = state["built"] is not None and now - state["built"] > 1.0
    if done or now - state["start"] > 30:
        built = state["built"]
        # From half a second before the graph drew to a second after (the
        # window's own first paint, long before, is not the graph's).
        near = sorted(g for t, g in gaps if built is not None and t >= built - 0.5)
        near = near or [0.0]
        seconds = -1.0 if built is None else built - state["start"]
        print("gaps", near[-1], near[int(0.99 * (len(near) - 1))], seconds, len(near), flush=True)
        for w in windows:
            w.confirm_discard = lambda: True
            if w.session is not None:
                w.session.autosave_enabled = False
        QApplication.quit()

original = QApplication.exec
def exec_(*args):
    # At 1280x800: the offscreen screen's default window (about 800x770)
    # puts a 4-seat game's side panel in tabs, the graph in a hidden one.
    for w in QApplication.topLevelWidgets():
        if getattr(w, "game_page", None):
            w.resize(1280, 800)
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    exec_.timer = timer
    state["start"] = time.perf_counter()
    return original()
QApplication.exec = exec_

def main():
    sys.argv = ["boardroom"] + sys.argv[1:]
    import boardroom.app
    try:
        boardroom.app.main()
    except SystemExit:
        pass

if __name__ == "__main__":
    main()
"""

# The reference: the empty window and the same timer, for ``argv[1]`` seconds.
EMPTY_GAPS = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1000, 700)
window.show()
gaps, state = [], {"last": None, "start": time.perf_counter()}
def tick():
    now = time.perf_counter()
    if state["last"] is not None:
        gaps.append((now - state["last"]) * 1000)
    state["last"] = now
    if now - state["start"] > float(sys.argv[1]):
        gaps.sort()
        print("gaps", max(gaps), gaps[int(0.99 * (len(gaps) - 1))], 0, len(gaps), flush=True)
        app.quit()
timer = QTimer()
timer.timeout.connect(tick)
timer.start(5)
app.exec()
"""


def graph_gaps(
    env: dict[str, str], save: Path, runs: int
) -> tuple[list[float], list[float], list[float], list[float]]:
    """(the app's largest gaps, its p99 gaps, when the graph drew (s), the
    reference's largest gaps), one per run. The app runs from a file (its
    analysis process is spawned from it: a ``-c`` script cannot be)."""
    script = Path(env["HOME"]) / "graph_gaps.py"
    script.write_text(GRAPH_GAPS)
    app_max, app_p99, built, ref_max = [], [], [], []
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, str(script), str(save)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        words = next(line for line in done.stdout.splitlines() if line.startswith("gaps")).split()
        app_max.append(float(words[1]))
        app_p99.append(float(words[2]))
        built.append(float(words[3]))
        ref = subprocess.run(
            [sys.executable, "-c", EMPTY_GAPS, "1.5"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        words = next(line for line in ref.stdout.splitlines() if line.startswith("gaps")).split()
        ref_max.append(float(words[1]))
    return app_max, app_p99, built, ref_max


def app_command(*files: str) -> tuple[list[str], str]:
    """The child command for the app (opening ``files``) and a note on how it
    was started."""
    app_py = ROOT / "boardroom" / "app.py"
    if not app_py.exists():
        return [sys.executable, "-c", DIRECT], "main window built directly (no app.py yet)"
    source = app_py.read_text()
    if "--measure-startup" in source:
        return (
            [sys.executable, "-m", "boardroom.app", "--measure-startup", *files],
            "`python -m boardroom.app --measure-startup`",
        )
    return [
        sys.executable,
        "-c",
        VIA_MAIN,
        *files,
    ], "`boardroom.app.main()` with the event loop's first turn as the end"


def child_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_STATE_HOME=str(home / "state"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def time_child(
    command: list[str], env: dict[str, str], cwd: Path = ROOT
) -> tuple[float, float, str]:
    """(wall seconds to "shown", CPU seconds of the child, the shown line).
    A ``-c`` child imports boardroom from ``cwd`` (its first path)."""
    started = time.perf_counter()
    proc = subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    line = ""
    for line in proc.stdout:
        if line.startswith("shown"):
            break
    elapsed = time.perf_counter() - started
    usage = _reap(proc)
    stderr = proc.stderr.read() if proc.stderr else ""
    if not line.startswith("shown"):
        raise RuntimeError(f"child never reported 'shown': {stderr[-2000:]}")
    return elapsed, usage.ru_utime + usage.ru_stime, line.strip()


KILLED: list[str] = []  # children that had not exited 5 s after "shown"


def _reap(proc: subprocess.Popen[str], timeout: float = 5.0) -> resource.struct_rusage:
    """Wait for the child (killing it after ``timeout``) and return its rusage."""
    deadline = time.perf_counter() + timeout
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            proc.returncode = os.waitstatus_to_exitcode(status)
            return usage
        if time.perf_counter() > deadline:
            KILLED.append(" ".join(proc.args[:2]) if isinstance(proc.args, list) else "")
            proc.kill()
            deadline = float("inf")
        time.sleep(0.01)


def import_costs(
    command: list[str], env: dict[str, str], runs: int = 3
) -> list[tuple[int, str, float]]:
    """(depth, module, cumulative ms) of the app child's imports that matter:
    top-level ones of 2 ms or more, then below them any boardroom module of
    1 ms or more and anything boardroom imports that takes 3 ms or more;
    medians over ``runs`` runs of ``python -X importtime``, as a tree."""
    times: dict[tuple[int, str, str], list[float]] = {}
    order: list[tuple[int, str, str]] = []
    for _ in range(runs):
        run = subprocess.run(
            [command[0], "-X", "importtime", *command[1:]],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        pending: list[tuple[int, str, float]] = []  # children wait for their parent line
        tree: list[tuple[int, str, str, float]] = []
        for line in run.stderr.splitlines():
            found = re.match(r"import time:\s+(\d+) \|\s+(\d+) \| (\s*)(\S+)", line)
            if not found:
                continue
            depth, name = len(found.group(3)) // 2, found.group(4)
            ms = int(found.group(2)) / 1000
            children = [p for p in pending if p[0] == depth + 1]
            pending = [p for p in pending if p[0] <= depth] + [(depth, name, ms)]
            tree += [(d, n, name, c) for d, n, c in children]
            if depth == 0:
                tree.append((0, name, "", ms))
        # importtime lists children before parents; put parents first.
        for d, n, parent, ms in sorted(tree, key=lambda t: t[0]):
            key = (d, n, parent)
            if key not in times:
                times[key] = []
                order.append(key)
            times[key].append(ms)

    def wanted(key: tuple[int, str, str], ms: float) -> bool:
        depth, name, parent = key
        if depth == 0:
            return ms >= 2
        if name.startswith("boardroom"):
            return ms >= 1
        return parent.startswith("boardroom") and ms >= 3

    rows = [(key, median(v)) for key, v in times.items()]
    keep = {key for key, ms in rows if wanted(key, ms)}
    # Show each kept module under its kept ancestors, biggest first.
    children: dict[str, list[tuple[tuple[int, str, str], float]]] = {}
    for key, ms in rows:
        if key in keep:
            children.setdefault(key[2], []).append((key, ms))
    out: list[tuple[int, str, float]] = []

    def walk(parent: str, depth: int) -> None:
        for key, ms in sorted(children.get(parent, []), key=lambda r: -r[1]):
            if key[0] == depth:
                out.append((depth, key[1], ms))
                walk(key[1], depth + 1)

    walk("", 0)
    return out


def compare_with(ref: str, rounds: int) -> None:
    """The app at ``ref`` (a copy of that commit's files) against the app as
    it is now, both opening the saved 4-seat game, and the empty window, in
    the same alternating rounds: what a change did, measured under one load."""
    with tempfile.TemporaryDirectory(prefix="boardroom-startup-") as tmp:
        before = Path(tmp) / "before"
        before.mkdir()
        archive = subprocess.run(
            ["git", "archive", ref], cwd=ROOT, capture_output=True, check=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(before)], input=archive, check=True)
        env = child_env(Path(tmp))
        save = jaheijagaj_save(
            Path(tmp) / "jaheijagaj-4.json", [("human", None)] + [("bot", "medium")] * 3
        )
        children = {
            "empty window": ([sys.executable, "-c", REFERENCE], ROOT),
            f"boardroom at {ref}": ([sys.executable, "-c", VIA_MAIN, str(save)], before),
            "boardroom now": ([sys.executable, "-c", VIA_MAIN, str(save)], ROOT),
        }
        walls: dict[str, list[float]] = {name: [] for name in children}
        cpus: dict[str, list[float]] = {name: [] for name in children}
        for command, cwd in children.values():  # warm-up: file cache, .pyc files
            time_child(command, env, cwd)
        for _ in range(rounds):
            for name, (command, cwd) in children.items():
                wall, cpu, _ = time_child(command, env, cwd)
                walls[name].append(wall)
                cpus[name].append(cpu)
    ref_wall, ref_cpu = median(walls["empty window"]), median(cpus["empty window"])
    load = os.getloadavg()
    print(f"{rounds} alternating rounds; load average at the end {load[0]:.1f}, {load[1]:.1f}")
    for name in children:
        wall, cpu = median(walls[name]), median(cpus[name])
        print(
            f"{name}: median wall {wall:.3f} s ({wall / ref_wall:.2f}x), "
            f"CPU {cpu:.3f} s ({cpu / ref_cpu:.2f}x)"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description="App start-up against an empty window")
    parser.add_argument("--quick", action="store_true", help="3 runs each instead of 9")
    parser.add_argument(
        "--against",
        metavar="GITREF",
        help="only compare: the app at GITREF and as it is now, each opening the saved "
        "4-seat game, in the same alternating rounds (21, or 9 with --quick) with the "
        "empty window; prints the figures, writes no results",
    )
    args = parser.parse_args()
    if args.against:
        compare_with(args.against, 9 if args.quick else 21)
        return
    runs = 3 if args.quick else 9
    command, how = app_command()
    reference = [sys.executable, "-c", REFERENCE]
    with tempfile.TemporaryDirectory(prefix="boardroom-startup-") as tmp:
        env = child_env(Path(tmp))
        save = jaheijagaj_save(
            Path(tmp) / "jaheijagaj-4.json", [("human", None)] + [("bot", "medium")] * 3
        )
        with_game, _ = app_command(str(save))
        time_child(command, env)  # warm-up: file cache, .pyc files
        time_child(reference, env)
        time_child(with_game, env)
        app_t, ref_t, app_cpu, ref_cpu, game_t, game_cpu = [], [], [], [], [], []
        shown = game_shown = ""
        for _ in range(runs):
            wall, cpu, shown = time_child(command, env)
            app_t.append(wall)
            app_cpu.append(cpu)
            wall, cpu, _ = time_child(reference, env)
            ref_t.append(wall)
            ref_cpu.append(cpu)
            wall, cpu, game_shown = time_child(with_game, env)
            game_t.append(wall)
            game_cpu.append(cpu)
        costs = import_costs(command, env)
        gap_max, gap_p99, built, ref_gaps = graph_gaps(env, save, 3)
    gap = max(gap_max)
    gap_ok = gap <= GRAPH_TARGET_MS and all(b > 0 for b in built)
    print(
        f"evaluation graph's first appearance: largest GUI gap {gap:.1f} ms "
        f"(runs {', '.join(f'{g:.1f}' for g in gap_max)}; p99 {max(gap_p99):.1f} ms; drawn after "
        f"{', '.join(f'{b:.1f}' for b in built)} s); empty window: "
        f"{', '.join(f'{g:.1f}' for g in ref_gaps)} ms"
    )
    app_m, ref_m, game_m = median(app_t), median(ref_t), median(game_t)
    ratio = app_m / ref_m
    game_ratio = game_m / ref_m
    print(
        f"app with a 4-seat Jaheijagaj game opened: median {game_m:.3f} s "
        f"(CPU {median(game_cpu):.3f} s), ratio {game_ratio:.2f}x; child: {game_shown}"
    )
    cpu_ratio = median(app_cpu) / median(ref_cpu)
    pyqtgraph = "pyqtgraph=True" in shown
    print(
        f"app ({how}): median {app_m:.3f} s (CPU {median(app_cpu):.3f} s); "
        f"empty window: {ref_m:.3f} s (CPU {median(ref_cpu):.3f} s); "
        f"ratio {ratio:.2f}x (CPU {cpu_ratio:.2f}x), target <= {TARGET}x"
    )
    print(f"app child reported: {shown}")
    if KILLED:
        print(f"children killed for not exiting 5 s after 'shown': {len(KILLED)}")
    for depth, name, ms in costs:
        print(f"  {'  ' * depth}import {name}: {ms:.1f} ms")
    runs_text = ", ".join(f"{a:.2f}/{r:.2f}" for a, r in zip(app_t, ref_t, strict=True))
    cost_rows = "\n".join(
        f"| {'&nbsp;&nbsp;' * depth}`{name}` | {ms:.1f} |" for depth, name, ms in costs
    )
    body = f"""## Start-up

Measured {today()} ({"quick" if args.quick else "full"} run, {runs} alternating runs each
after one warm-up). {machine()}.

Fresh process each run, offscreen Qt, empty settings folders. Wall time from
launching the process to the child's "shown" line (printed from a zero-delay
timer once the event loop turns after `show()`); the app is started as: {how}.
The reference is an empty 1000x700 `QMainWindow` started the same way.

| | median wall (s) | median CPU (s) |
|---|---|---|
| boardroom | {app_m:.3f} | {median(app_cpu):.3f} |
| empty PySide6 window | {ref_m:.3f} | {median(ref_cpu):.3f} |
| **ratio** | **{ratio:.2f}x** | {cpu_ratio:.2f}x |
| boardroom opening a saved 4-seat Jaheijagaj game | {game_m:.3f} | {median(game_cpu):.3f} |
| **ratio** | **{game_ratio:.2f}x** | {median(game_cpu) / median(ref_cpu):.2f}x |

Target: ratio <= {TARGET}x: {yes(ratio <= TARGET)}; with the Jaheijagaj game open:
{yes(game_ratio <= TARGET)}. Runs (app/reference, s): {runs_text}; with the game:
{", ".join(f"{t:.2f}" for t in game_t)}.

The saved game (`boardroom FILE`, run as its third child in each round) is a
4-seat Jaheijagaj position with 40 pieces (36 infantry, four Wraiths), seat 1
(human) to move, seats 2-4 Medium bots: the window draws it from seat 1's
side; the bots' process starts 150 ms after (none thinks yet: a person is
to move), so `bots=False` at "shown". Its child's line:
`{game_shown}`.
Children killed for not exiting within 5 s of "shown": {len(KILLED)}.

pyqtgraph imported at start-up: {"**yes**" if pyqtgraph else "no"}; the child's line:
`{shown}`.

The evaluation graph's first appearance (the same saved game, the graph on,
a 1280x800 window, run from a file so that its analysis process can be
spawned; 3 runs): a 5 ms
timer on the GUI thread, from half a second before the graph drew its first
estimate until a second after. Largest gap between two ticks:
{", ".join(f"{g:.1f}" for g in gap_max)} ms (p99 {", ".join(f"{g:.1f}" for g in gap_p99)} ms);
the graph drew after {", ".join(f"{b:.1f}" for b in built)} s. The same timer in the
empty window over the same time: largest gap {", ".join(f"{g:.1f}" for g in ref_gaps)} ms.
Target: no gap over {GRAPH_TARGET_MS:g} ms: {yes(gap_ok)}.

What the app's start-up imports cost (`python -X importtime`, cumulative ms,
median of 3 runs; the child's top-level imports of 2 ms or more and, indented
under their importer, boardroom modules of 1 ms or more and what they import
that takes 3 ms or more; PySide6.QtCore and QtWidgets load in the reference
too):

| module | ms |
|---|---|
{cost_rows}
"""
    write_section(
        "startup",
        body,
        [
            {
                "measure": "Start-up to main window shown, vs empty PySide6 window",
                "result": f"{ratio:.2f}x ({app_m:.2f} s vs {ref_m:.2f} s)",
                "target": f"<= {TARGET}x",
                "met": yes(ratio <= TARGET),
            },
            {
                "measure": "Start-up with a 4-seat Jaheijagaj game opened (`boardroom FILE`), "
                "vs empty PySide6 window",
                "result": f"{game_ratio:.2f}x ({game_m:.2f} s vs {ref_m:.2f} s)",
                "target": f"<= {TARGET}x",
                "met": yes(game_ratio <= TARGET),
            },
            {
                "measure": "GUI-thread gap when the evaluation graph first shows (4-seat "
                "Jaheijagaj game opened; largest gap of a 5 ms timer, worst of 3 runs)",
                "result": f"{gap:.0f} ms (empty window: {max(ref_gaps):.0f} ms)",
                "target": f"<= {GRAPH_TARGET_MS:g} ms",
                "met": yes(gap_ok),
            },
            {
                "measure": "pyqtgraph imported at start-up",
                "result": "yes" if pyqtgraph else "no",
                "target": "no",
                "met": yes(not pyqtgraph),
            },
        ],
    )


if __name__ == "__main__":
    main()
