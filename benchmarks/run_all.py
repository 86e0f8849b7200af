"""Run every benchmark except the (20-minute) strength ladder, one after the
other in fresh processes, so none disturbs another.

    python -m benchmarks.run_all [--quick]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

from benchmarks.common import RESULTS_MD, ROOT

SCRIPTS = ("startup", "movegen", "bot_times", "ui_latency")


def main() -> None:
    parser = argparse.ArgumentParser(description="all benchmarks but the ladder")
    parser.add_argument("--quick", action="store_true", help="smoke run: fewer repetitions")
    args = parser.parse_args()
    failed = []
    for name in SCRIPTS:
        command = [sys.executable, "-m", f"benchmarks.{name}"] + (["--quick"] if args.quick
                                                                   else [])
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
