"""Dejarik's exact dice odds: the full joint distribution of a 24-die pool.

The distribution of (net successes, net advantages, Triumphs, Despairs) is
built by convolution over the dice (``boardroom.games.dejarik.odds``), with
floats (what the UI shows) and with exact integer counts (Fractions). Each
pool is built from scratch many times (the module's cache is bypassed); the
figure is the median build, process CPU time.

Goal: a 24-die pool in at most 50 ms (floats).

    python -m benchmarks.dejarik_odds [--quick]
"""

from __future__ import annotations

import argparse
import gc
import time

from benchmarks.common import machine, median, today, write_section, yes

GOAL_MS = 50.0
POOLS = {
    "12 Proficiency + 12 Challenge (worst case)": "P" * 12 + "C" * 12,
    "6 each of P, A, C, D": "PPPPPPAAAAAACCCCCCDDDDDD",
    "4 of each die": "PPPPAAAABBBBCCCCDDDDSSSS",
}


def time_build(text: str, exact: bool, repeats: int) -> float:
    """Median CPU milliseconds to build the distribution of ``text``."""
    from boardroom.games.dejarik.dice import Pool
    from boardroom.games.dejarik.odds import _build

    pool = Pool.parse(text)
    _build(pool, exact)  # warm up (imports, kernels)
    times = []
    for _ in range(repeats):
        gc.collect()
        started = time.process_time()
        _build(pool, exact)
        times.append((time.process_time() - started) * 1000)
    return median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    repeats = 5 if args.quick else 25
    rows = []
    for label, text in POOLS.items():
        floats = time_build(text, False, repeats)
        exact = time_build(text, True, max(3, repeats // 5))
        rows.append((label, text, floats, exact))
        print(f"{label}: floats {floats:.1f} ms, exact {exact:.1f} ms")
    worst = max(r[2] for r in rows)
    table = "\n".join(
        f"| {label} | `{text}` | {floats:.1f} | {exact:.1f} |"
        for label, text, floats, exact in rows
    )
    body = f"""## {_title()}

Measured {today()} ({"quick" if args.quick else "full"} run). {machine()}.

Full joint distribution of (net successes, net advantages, Triumphs,
Despairs) of a 24-die pool, built from scratch; median of {repeats} builds
(exact: of {max(3, repeats // 5)}), process CPU time.

| pool | dice | floats (ms) | exact fractions (ms) |
|---|---|---|---|
{table}

Goal: the slowest 24-die pool with floats in at most {GOAL_MS:.0f} ms: \
{yes(worst <= GOAL_MS)}.
"""
    write_section(
        "dejarik_odds",
        body,
        [
            {
                "measure": "Dejarik odds: full distribution of a 24-die pool (worst pool, floats)",
                "result": f"{worst:.1f} ms",
                "target": f"<= {GOAL_MS:.0f} ms",
                "met": yes(worst <= GOAL_MS),
            },
        ],
    )


def _title() -> str:
    return "Dejarik dice odds"


if __name__ == "__main__":
    main()
