"""The GUI thread while the evaluation graph's background analysis runs.

The whole main window (offscreen, 1280x800) shows an Onager game between two
Hard bots; a 5 ms precise QTimer runs on the GUI thread and its lateness
(each interval minus 5 ms) is recorded, in two cases:

- graph hidden: no analysis, only the bots' process (the reference);
- graph shown: after every move the position is also estimated in the
  analysis process (at a lower priority), and the graph redrawn.

Also: how long each background estimate took, from the request to the
answer on the GUI thread (median, p95), and how many moves and estimates
each run saw; and the time of a full review (Game > Review) of each example
game in ``docs/``, with the same timer's lateness while it runs.

    python -m benchmarks.ui_timer_analysis [--quick]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from typing import Any

from benchmarks.common import after_lakes, machine, median, percentile, today, write_section, yes

TICK_MS = 5
LIMIT_MS = 20.0
LEVEL = "hard"


def _run(seconds: float, shown: bool) -> dict[str, Any]:
    from PySide6.QtCore import QEventLoop, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from boardroom.engine.savegame import Seat
    from boardroom.games.onager import OnagerGame
    from boardroom.ui import storage
    from boardroom.ui.mainwindow import MainWindow
    from boardroom.ui.session import GameSession

    settings = storage.Settings()
    settings.eval_graph = shown
    window = MainWindow(settings)
    window.confirm_discard = lambda: True  # type: ignore[method-assign]
    window.resize(1280, 800)
    window.show()
    played = [0]  # moves of the games finished meanwhile
    seed = [3]

    def new_game() -> GameSession:
        start = after_lakes(seed[0])
        seed[0] += 1
        seats = [Seat("Black", "bot", LEVEL), Seat("White", "bot", LEVEL)]
        session = GameSession(
            OnagerGame({"side": 6, "move_limit": 150}), seats, state=start, autosave=False
        )
        window.play_session(session)
        return session

    def game_over(_outcome: Any) -> None:  # instead of the result dialog: the next game
        s = window.session
        if s is not None:
            played[0] += s.state.ply
        QTimer.singleShot(0, new_game)

    window.show_result = game_over  # type: ignore[method-assign, assignment]
    first_ply = after_lakes(3).ply
    new_game()
    analysis = window.game_page.evaluation.analysis
    asked: dict[int, float] = {}
    took: list[float] = []
    worker = analysis.worker
    original = worker.start

    def start_job(generation: int, *args: Any) -> None:
        asked[generation] = time.perf_counter()
        original(generation, *args)

    worker.start = start_job  # type: ignore[method-assign, assignment]
    worker.finished.connect(
        lambda g, _e: (
            took.append((time.perf_counter() - asked.pop(g)) * 1000) if g in asked else None
        )
    )
    # Let both processes start (and pyqtgraph load) before measuring.
    settle = QEventLoop()
    QTimer.singleShot(3000, settle.quit)
    settle.exec()

    stamps: list[float] = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: stamps.append(time.perf_counter()))

    def plies() -> int:
        return played[0] + (window.session.state.ply if window.session is not None else 0)

    before = plies()
    done = len(took)
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    moves = plies() - before
    estimates = len(took) - done
    window.close()
    QApplication.processEvents()
    late = [max(0.0, (b - a) * 1000 - TICK_MS) for a, b in zip(stamps, stamps[1:], strict=False)]
    return {
        "n": len(late),
        "p50": median(late),
        "p99": percentile(late, 0.99),
        "max": max(late) if late else 0.0,
        "moves": moves,
        "estimates": estimates,
        "est_median": median(took) if took else float("nan"),
        "est_p95": percentile(took, 0.95) if took else float("nan"),
        "from_ply": first_ply,
    }


def _review(path: str) -> dict[str, Any]:
    """Open ``path`` (no bot moves: a still window) and review it whole."""
    from pathlib import Path

    from PySide6.QtCore import QEventLoop, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from boardroom.ui import storage
    from boardroom.ui.mainwindow import MainWindow

    window = MainWindow(storage.Settings())
    window.confirm_discard = lambda: True  # type: ignore[method-assign]
    window.still = True
    window.resize(1280, 800)
    window.show()
    assert window.open_path(Path(path))
    session = window.session
    assert session is not None
    analysis = window.game_page.evaluation.analysis
    settle = QEventLoop()
    QTimer.singleShot(500, settle.quit)
    settle.exec()
    stamps: list[float] = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: stamps.append(time.perf_counter()))
    loop = QEventLoop()
    analysis.reviewFinished.connect(lambda _ok: loop.quit())
    started = time.perf_counter()
    timer.start()
    analysis.review()
    loop.exec()
    seconds = time.perf_counter() - started
    timer.stop()
    marks = len(analysis.judgements)
    window.close()
    QApplication.processEvents()
    late = [max(0.0, (b - a) * 1000 - TICK_MS) for a, b in zip(stamps, stamps[1:], strict=False)]
    return {
        "game": Path(path).name,
        "key": session.game.spec.key,
        "plies": session.state.ply,
        "seconds": seconds,
        "marks": marks,
        "p99": percentile(late, 0.99),
        "max": max(late) if late else 0.0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    seconds = 6.0 if args.quick else 30.0
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as home:
        for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
            os.environ[name] = home  # the player's settings and autosave stay as they are
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication([])
        assert app is not None
        started = time.perf_counter()
        hidden = _run(seconds, shown=False)
        shown = _run(seconds, shown=True)
        from benchmarks.common import ROOT

        examples = sorted(str(p) for p in (ROOT / "docs").glob("example*.boardroom"))
        reviews = [_review(path) for path in (examples[-1:] if args.quick else examples)]
        minutes = (time.perf_counter() - started) / 60

    ok = shown["p99"] <= LIMIT_MS
    rows = [
        (f"graph hidden (no analysis), 2 {LEVEL} bots", hidden),
        (f"graph shown (background analysis), 2 {LEVEL} bots", shown),
    ]
    table = [
        "| case | ticks | lateness p50 (ms) | p99 (ms) | max (ms) | bot moves | "
        "estimates | estimate median (ms) | estimate p95 (ms) |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for label, r in rows:
        table.append(
            f"| {label} | {r['n']} | {r['p50']:.2f} | {r['p99']:.2f} | "
            f"{r['max']:.1f} | {r['moves']} | {r['estimates']} | "
            f"{r['est_median']:.0f} | {r['est_p95']:.0f} |"
        )
    review_table = [
        "| game | plies | review time (s) | per position (s) | marks | "
        "timer lateness p99 (ms) | max (ms) |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in reviews:
        review_table.append(
            f"| `{r['game']}` | {r['plies']} | {r['seconds']:.1f} | "
            f"{r['seconds'] / (r['plies'] + 1):.2f} | {r['marks']} | "
            f"{r['p99']:.1f} | {r['max']:.1f} |"
        )
    body = "\n".join(
        [
            "## UI timer while the evaluation graph's analysis runs",
            "",
            f"Last run {today()} ({'quick' if args.quick else 'full'}, {seconds:.0f} s per case; "
            f"{minutes:.0f} min).",
            machine() + ".",
            "",
            f"The main window (offscreen, 1280x800) with an Onager game (side 6, from three "
            f"seeded lakes) between two {LEVEL.title()} bots; a {TICK_MS} ms precise timer on "
            "the GUI thread, its lateness per tick. With the graph shown, every new position "
            "is also estimated in the analysis process (niceness +10) and the graph redrawn; "
            "an estimate's time runs from the request to the answer on the GUI thread "
            "(budget: `BACKGROUND_SECONDS`). "
            f"Target: p99 lateness <= {LIMIT_MS:.0f} ms with the analysis running: {yes(ok)}.",
            "",
            *table,
            "",
            "Game > Review of each example game in `docs/` (opened as a still window: no bot "
            "moves), every position estimated at `REVIEW_SECONDS` in the analysis process; "
            "the time from the request to the marks, and the timer's lateness meanwhile.",
            "",
            *review_table,
            "",
        ]
    )
    write_section(
        "ui_timer_analysis",
        body,
        [
            {
                "measure": "UI timer p99 lateness, background analysis running",
                "result": f"{shown['p99']:.1f} ms (hidden: {hidden['p99']:.1f} ms)",
                "target": f"<= {LIMIT_MS:.0f} ms",
                "met": yes(ok),
            },
            {
                "measure": "Full review of the example games (time per position, median)",
                "result": f"{median([r['seconds'] / (r['plies'] + 1) for r in reviews]):.2f} s "
                f"({sum(r['seconds'] for r in reviews):.0f} s for {len(reviews)} games)",
                "target": "-",
                "met": "-",
            },
        ],
    )
    print(body)


if __name__ == "__main__":
    main()
