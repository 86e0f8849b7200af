"""Frame time while the Jaheijagaj pyramid turns, against drawing the Onager board.

A crowded 4-seat Jaheijagaj position (36 infantry and the four Wraiths, 40
pieces: ``common.jaheijagaj_crowded``) is drawn through the game's adapter
into its ``PyramidBoardView``, 1280x800, offscreen Qt, the view shown. One
frame is what turning the camera costs:

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
pyramid's median frame against 16 ms (60 frames a second), and the ratio of
medians against Onager's frame. Also: the pyramid as seat 1 sees it (fog
over what it does not see, ghosts), and the pyramid's paint alone.

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

WIDTH, HEIGHT = 1280, 800
STEP = 3.0  # degrees per frame
TARGET_MS = 16.0


def _view(key: str, state: Any, seats: int = 2) -> tuple[Any, Any]:
    """(scene, view) of ``state`` drawn through game ``key``'s adapter, shown."""
    from boardroom.engine.registry import make_game
    from boardroom.ui.games import adapter_for

    game = make_game(key, {}, seats)
    adapter = adapter_for(key)
    scene = adapter.make_scene(game)
    view = adapter.make_view(scene)
    adapter.show(scene, state)
    view.resize(WIDTH, HEIGHT)
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
    from benchmarks.common import jaheijagaj_crowded, onager_playout_states
    from boardroom.games.jaheijagaj.pieces import is_infantry

    count = 120 if args.quick else 360
    crowded = jaheijagaj_crowded(4)
    pieces = sum(1 for c in crowded.cells if c and is_infantry(c)) + sum(
        w is not None for w in crowded.wraith
    )
    seat_view = crowded.view(0)
    onager = [s for s in onager_playout_states(3, 1, max_plies=31) if s.ply == 30][0]

    pyr_scene, pyr_view = _view("jaheijagaj", crowded, 4)
    fog_scene, fog_view = _view("jaheijagaj", seat_view, 4)
    _, hex_view = _view("onager", onager)
    _settle()

    def turn(scene: Any, view: Any) -> Callable[[], None]:
        def frame() -> None:
            scene.rotate_by(STEP)
            scene.relayout()
            view.viewport().grab()

        return frame

    cases: dict[str, Callable[[], None]] = {
        "pyramid": turn(pyr_scene, pyr_view),
        "pyramid, seat 1's view": turn(fog_scene, fog_view),
        "pyramid, paint alone": lambda: pyr_view.viewport().grab(),
        "onager": lambda: hex_view.viewport().grab(),
    }
    for draw in cases.values():  # warm-up: pixmap caches, first paint
        frames(draw, 10)
    times: dict[str, list[float]] = {name: [] for name in cases}
    cpu: dict[str, list[float]] = {name: [] for name in cases}
    block = 30
    for _ in range(count // block):  # interleaved blocks: load hits every case alike
        for name, draw in cases.items():
            times[name] += frames(draw, block, cpu[name])
    layout_ms = median([t for t in (_time_layout(pyr_scene) for _ in range(count // 2))])

    stats = {name: (median(t), percentile(t, 0.95), max(t)) for name, t in times.items()}
    for name, (med, p95, top) in stats.items():
        print(
            f"{name}: median {med:.2f} ms, p95 {p95:.2f} ms, max {top:.2f} ms "
            f"over {len(times[name])} frames; CPU median {median(cpu[name]):.2f} ms"
        )
    print(f"relayout alone: median {layout_ms:.2f} ms")
    pyr, ref = stats["pyramid"], stats["onager"]
    ratio = pyr[0] / ref[0]
    ok = pyr[1] <= TARGET_MS
    print(
        f"pyramid frame / Onager frame (medians): {ratio:.2f}x; "
        f"p95 {pyr[1]:.1f} ms vs target {TARGET_MS:g} ms: {'yes' if ok else 'no'}"
    )

    profile_text = ""
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        frames(cases["pyramid"], count)
        profiler.disable()
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(15)
        profile_text = out.getvalue()
        print(profile_text)

    table = [
        "| case | frames | median (ms) | p95 (ms) | max (ms) | vs Onager (medians) "
        "| CPU median (ms) |",
        "|---|---|---|---|---|---|---|",
    ]
    labels = {
        "pyramid": f"**Jaheijagaj pyramid turning, {pieces} pieces, all shown**",
        "pyramid, seat 1's view": "the same, as seat 1 sees it (fog, ghosts)",
        "pyramid, paint alone": "the pyramid's paint alone (no turn, no relayout)",
        "onager": "Onager side 6 board, paint (reference)",
    }
    for name, (med, p95, top) in stats.items():
        table.append(
            f"| {labels[name]} | {len(times[name])} | {med:.2f} | {p95:.2f} | "
            f"{top:.2f} | {med / ref[0]:.2f}x | {median(cpu[name]):.2f} |"
        )
    body = f"""## Pyramid frames while turning

Measured {today()} ({"quick" if args.quick else "full"} run, {count} frames per case,
interleaved in blocks of {block} after 10 warm-up frames). {machine()}.

A 4-seat Jaheijagaj position with {pieces} pieces (36 infantry and the four
Wraiths: the start with Troopers and Spec Ops added beside each seat's
pieces) drawn through the game's adapter in its `PyramidBoardView`,
{WIDTH}x{HEIGHT}, offscreen Qt. One frame: `rotate_by({STEP:g})` (degrees),
`relayout()` (what the scene's zero-delay timer runs after a turn), then
`view.viewport().grab()`: the view paints synchronously through its own
`paintEvent` (its fitted transform, antialiasing, items, the compass), the
picture the screen would get. The reference is the Onager board (side 6, 30
plies into a seeded random game) through its adapter's `HexBoardView`, same
size, same `grab()`; it does not turn, so its frame is its paint.
`relayout()` alone: median {layout_ms:.2f} ms. Times are wall-clock; the
last column is the CPU time of the GUI thread per frame, which shows the
work itself when other jobs share the processors.

{chr(10).join(table)}

Target: pyramid frames under {TARGET_MS:g} ms (p95): {yes(ok)}
(median {pyr[0]:.1f} ms, p95 {pyr[1]:.1f} ms, max {pyr[2]:.1f} ms);
{ratio:.2f}x the Onager board's frame.
"""
    if profile_text:
        lines = "\n".join(profile_text.strip().splitlines()[:40])
        body += (
            f"\nWhere a turning frame's time goes (cProfile, by own time):\n\n```\n{lines}\n```\n"
        )
    write_section(
        "pyramid_frames",
        body,
        [
            {
                "measure": f"Jaheijagaj pyramid frame while turning, {pieces} pieces, 1280x800 "
                "(median / p95 / max)",
                "result": f"{pyr[0]:.1f} / {pyr[1]:.1f} / {pyr[2]:.1f} ms ({ratio:.2f}x the Onager "
                "board's frame)",
                "target": f"p95 < {TARGET_MS:g} ms",
                "met": yes(ok),
            },
        ],
    )


def _time_layout(scene: Any) -> float:
    started = time.perf_counter()
    scene.rotate_by(STEP)
    scene.relayout()
    return (time.perf_counter() - started) * 1000


if __name__ == "__main__":
    main()
