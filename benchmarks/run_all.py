"""Run every benchmark except the (hours-long) strength ladders, one after the
other in fresh processes, so none disturbs another.

    python -m benchmarks.run_all [--quick]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

from benchmarks.common import RESULTS_MD, ROOT

SCRIPTS: tuple[tuple[str, ...], ...] = (
    ("startup",),
    ("movegen",),
    ("bot_times",),
    ("bot_times", "--game", "jikaida"),
    ("bot_times", "--game", "dejarik"),
    ("bot_times", "--game", "rival"),
    ("bot_times", "--game", "jaheijagaj"),
    ("ui_latency",),
    ("ui_latency", "--game", "jaheijagaj"),
    ("pyramid_frames",),
    ("animation_frames",),
    ("jikaida_speed",),
    ("jikaida_search",),
    ("jaheijagaj_speed",),
    ("dejarik_odds",),
    ("rival_speed",),
    ("memory",),
    ("session_memory",),
)


def main() -> None:
    parser = argparse.ArgumentParser(description="all benchmarks but the ladder")
    parser.add_argument("--quick", action="store_true", help="smoke run: fewer repetitions")
    args = parser.parse_args()
    failed = []
    for script in SCRIPTS:
        name = " ".join(script)
        command = [sys.executable, "-m", f"benchmarks.{script[0]}", *script[1:]] + (
            ["--quick"] if args.quick else []
        )
        print(f"== {name}", flush=True)
        started = time.perf_counter()
        if subprocess.run(command, cwd=ROOT, check=False).returncode != 0:
            failed.append(name)
        print(f"== {name} took {time.perf_counter() - started:.0f} s", flush=True)
    print(f"results: {RESULTS_MD}")
    if failed:
        sys.exit(f"failed: {', '.join(failed)}")


if __name__ == "__main__":
    main()
