"""Frame time while the Jaheijagaj pyramid turns, against drawing the Onager board.

A crowded 4-seat Jaheijagaj position (36 infantry and the four Wraiths, 40
pieces: ``common.jaheijagaj_crowded``) is drawn through the game's adapter
into its ``PyramidBoardView``, at 1280x800 and at 1920x1080, offscreen Qt,
the view shown. One frame is what turning the camera costs:

1. ``scene.rotate_by(STEP)`` (the camera turns; the scene's zero-delay timer
   is armed as after a right drag or Ctrl+wheel);
2. ``scene.relayout()``, which that timer would run: every hex top, wall,
   figure and path projected again;
3. ``view.viewport().grab()``: the viewport painted synchronously into a
   pixmap through the view's own ``paintEvent`` (its transform, render hints,
   background, items, the compass in ``drawForeground``), i.e. what the
   screen gets, without waiting for an event loop to deliver a paint.

``grab()`` rather than ``scene.render()`` into a QImage because it goes
through the real view (fitted transform, item caches of the view, the
foreground), so it is the frame the player sees; its extra cost is one
pixmap allocation per frame, the same for both boards. Between frames the
event loop is turned once (not timed) so queued scene signals do not pile up.

The reference is the Onager board (side 6, a position 30 plies into a seeded
random game) through its adapter and ``HexBoardView``, same size, same
``grab()``, in the same run, frames interleaved in blocks; the Onager board
does not turn, so its frame is the paint alone. The headline is the
pyramid's p95 frame against 16 ms (60 frames a second) at each size, and
the ratio of medians against Onager's frame of the same size. Also: the
pyramid as seat 1 sees it (fog over what it does not see, ghosts), and the
final frame when the turn ends: the board drawn sharp again (antialiased,
each figure's picture drawn at the size it shows), as the scene's rest
timer does it.

    python -m benchmarks.pyramid_frames [--quick] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import time
from collections.abc import Callable
from typing import Any

from benchmarks.common import machine, median, percentile, today, write_section, yes

SIZES = ((1280, 800), (1920, 1080))
STEP = 3.0  # degrees per frame
TARGET_MS = 16.0


def _view(key: str, state: Any, size: tuple[int, int], seats: int = 2) -> tuple[Any, Any]:
    """(scene, view) of ``state`` drawn through game ``key``'s adapter, shown."""
    from boardroom.engine.registry import make_game
    from boardroom.ui.games import adapter_for

    game = make_game(key, {}, seats)
    adapter = adapter_for(key)
    scene = adapter.make_scene(game)
    view = adapter.make_view(scene)
    adapter.show(scene, state)
    view.resize(*size)
    view.show()
    return scene, view


def _settle() -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.processEvents()


def frames(draw: Callable[[], None], count: int, cpu: list[float] | None = None) -> list[float]:
    """ms of each of ``count`` calls of ``draw``, the event loop turned between;
    the CPU time of this thread for each goes to ``cpu`` if given (it hardly
    depends on what else the machine runs)."""
    from PySide6.QtWidgets import QApplication

    out = []
    for _ in range(count):
        started, used = time.perf_counter(), time.thread_time()
        draw()
        out.append((time.perf_counter() - started) * 1000)
        if cpu is not None:
            cpu.append((time.thread_time() - used) * 1000)
        QApplication.processEvents()
    return out


def measure(size: tuple[int, int], count: int) -> dict[str, tuple[list[float], list[float]]]:
    """Frame times (ms) and their CPU times at one size, by case."""
    from PySide6.QtGui import QPainter

    from benchmarks.common import jaheijagaj_crowded, onager_playout_states

    crowded = jaheijagaj_crowded(4)
    onager = [s for s in onager_playout_states(3, 1, max_plies=31) if s.ply == 30][0]
    pyr_scene, pyr_view = _view("jaheijagaj", crowded, size, 4)
    fog_scene, fog_view = _view("jaheijagaj", crowded.view(0), size, 4)
    _, hex_view = _view("onager", onager, size)
    _settle()

    def turn(scene: Any, view: Any) -> Callable[[], None]:
        def frame() -> None:
            scene.rotate_by(STEP)
            scene.relayout()
            view.viewport().grab()

        return frame

    def rest() -> None:
        """The turn ends: the rest timer's work and the sharp paint."""
        pyr_scene._at_rest()
        pyr_view.viewport().grab()
        assert not pyr_scene._terrain.draft  # painted antialiased:
        assert pyr_view.renderHints() & QPainter.RenderHint.Antialiasing

    def last_turn() -> None:
        pyr_scene.rotate_by(STEP)
        pyr_scene.relayout()
        pyr_view.viewport().grab()

    cases: dict[str, Callable[[], None]] = {
        "pyramid": turn(pyr_scene, pyr_view),
        "pyramid, seat 1's view": turn(fog_scene, fog_view),
        "onager": lambda: hex_view.viewport().grab(),
    }
    for draw in cases.values():  # warm-up: pixmap caches, first paint
        frames(draw, 10)
    times: dict[str, tuple[list[float], list[float]]] = {
        name: ([], []) for name in [*cases, "final frame"]
    }
    block = 30
    for _ in range(count // block):  # interleaved blocks: load hits every case alike
        for name, draw in cases.items():
            times[name][0].extend(frames(draw, block, times[name][1]))
        for _ in range(block // 6):  # a turn's last frame, then the sharp one
            frames(last_turn, 1)
            times["final frame"][0].extend(frames(rest, 1, times["final frame"][1]))
    for view in (pyr_view, fog_view, hex_view):
        view.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="120 frames each instead of 360")
    parser.add_argument(
        "--profile",
        action="store_true",
        help="also profile the pyramid's frames (cProfile) and print where the time goes",
    )
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 (kept alive)
    from benchmarks.common import jaheijagaj_crowded
    from boardroom.games.jaheijagaj.pieces import is_infantry

    count = 120 if args.quick else 360
    crowded = jaheijagaj_crowded(4)
    pieces = sum(1 for c in crowded.cells if c and is_infantry(c)) + sum(
        w is not None for w in crowded.wraith
    )
    results = {size: measure(size, count) for size in SIZES}

    labels = {
        "pyramid": f"Jaheijagaj pyramid turning, {pieces} pieces, all shown",
        "pyramid, seat 1's view": "the same, as seat 1 sees it (fog, ghosts)",
        "final frame": "the turn's end: the board drawn sharp (antialiased) again",
        "onager": "Onager side 6 board, paint (reference)",
    }
    table = [
        "| size | case | frames | median (ms) | p95 (ms) | max (ms) | vs Onager (medians) "
        "| CPU median (ms) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    rows = []
    verdicts = []
    for size, times in results.items():
        name_size = f"{size[0]}x{size[1]}"
        stats = {
            name: (median(t), percentile(t, 0.95), max(t)) for name, (t, _cpu) in times.items()
        }
        ref = stats["onager"][0]
        for name, (med, p95, top) in stats.items():
            cpu = median(times[name][1])
            print(
                f"{name_size} {name}: median {med:.2f} ms, p95 {p95:.2f} ms, max {top:.2f} ms "
                f"over {len(times[name][0])} frames; CPU median {cpu:.2f} ms"
            )
            table.append(
                f"| {name_size} | {labels[name]} | {len(times[name][0])} | {med:.2f} | "
                f"{p95:.2f} | {top:.2f} | {med / ref:.2f}x | {cpu:.2f} |"
            )
        pyr, final = stats["pyramid"], stats["final frame"]
        ok = pyr[1] < TARGET_MS
        verdicts.append(ok)
        rows.append(
            {
                "measure": f"Jaheijagaj pyramid frame while turning, {pieces} pieces, "
                f"{name_size} (median / p95 / max; ratio to the Onager board's paint at the "
                "same size)",
                "result": f"{pyr[0]:.1f} / {pyr[1]:.1f} / {pyr[2]:.1f} ms "
                f"({pyr[0] / ref:.2f}x); the turn's sharp last frame {final[0]:.1f} ms median, "
                f"{final[1]:.1f} ms p95",
                "target": f"p95 < {TARGET_MS:g} ms",
                "met": yes(ok),
            }
        )

    profile_text = ""
    if args.profile:
        from benchmarks.common import onager_playout_states  # noqa: F401 (warm import)

        scene, view = _view("jaheijagaj", crowded, SIZES[0], 4)
        _settle()
        profiler = cProfile.Profile()
        profiler.enable()
        for _ in range(count):
            scene.rotate_by(STEP)
            scene.relayout()
            view.viewport().grab()
        profiler.disable()
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(15)
        profile_text = out.getvalue()
        print(profile_text)

    body = f"""## Pyramid frames while turning

Measured {today()} ({"quick" if args.quick else "full"} run, {count} frames per case and
size, interleaved in blocks of 30 after 10 warm-up frames). {machine()}.

A 4-seat Jaheijagaj position with {pieces} pieces (36 infantry and the four
Wraiths: the start with Troopers and Spec Ops added beside each seat's
pieces) drawn through the game's adapter in its `PyramidBoardView` at
{" and ".join(f"{w}x{h}" for w, h in SIZES)}, offscreen Qt. One frame:
`rotate_by({STEP:g})` (degrees), `relayout()` (what the scene's zero-delay
timer runs after a turn: the board fitted to the view again), then
`view.viewport().grab()`: the view paints synchronously through its own
`paintEvent`, the picture the screen would get. While it turns the board is
a draft (no antialiasing); the turn's last frame is the rest timer's work
(each figure's picture drawn at its size) and an antialiased paint, timed
after a turning frame, five in each block. The reference is the Onager board
(side 6, 30 plies into a seeded random game) through its adapter's
`HexBoardView`, same size, same `grab()`; it does not turn, so its frame is
its paint. Times are wall-clock; the last column is the CPU time of the GUI
thread per frame, which shows the work itself when other jobs share the
processors.

{chr(10).join(table)}

Target: turning frames under {TARGET_MS:g} ms (p95) at every size: {yes(all(verdicts))}.
"""
    if profile_text:
        lines = "\n".join(profile_text.strip().splitlines()[:40])
        body += (
            f"\nWhere a turning frame's time goes (cProfile, by own time):\n\n```\n{lines}\n```\n"
        )
    write_section("pyramid_frames", body, rows)


if __name__ == "__main__":
    main()
