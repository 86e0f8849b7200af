"""Shared pieces of the benchmarks: statistics, the machine line, seeded
positions, and the results file.

``results.md`` is written in sections, one per script, between
``<!-- begin NAME -->`` and ``<!-- end NAME -->`` markers, so each script can
rewrite its own part without touching the others. The headline figures also go
to ``results.json``; the summary table at the top of ``results.md`` is rebuilt
from it every time.
"""

from __future__ import annotations

import fcntl
import json
import math
import os
import platform
import random
import re
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
RESULTS_MD = HERE / "results.md"
RESULTS_JSON = HERE / "results.json"

# Order of the rows in the summary table.
SUMMARY_ORDER = (
    "startup",
    "bot_times",
    "bot_times_jikaida",
    "bot_times_rival",
    "bot_times_dejarik",
    "bot_times_jaheijagaj",
    "ui_latency",
    "ui_latency_jaheijagaj",
    "ui_timer_analysis",
    "pyramid_frames",
    "animation_frames",
    "movegen",
    "jikaida_speed",
    "jikaida_search",
    "jaheijagaj_speed",
    "ladder",
    "dejarik_odds",
    "rival_speed",
    "memory",
    "session_memory",
    "stats_window",
    "long_game_open",
    "long_game_continue",
    "analysis_times",
)
SECTION_TITLES = {
    "startup": "Start-up",
    "bot_times": "Bot move times",
    "bot_times_jikaida": "Bot move times: Poron Jikaida",
    "bot_times_rival": "Bot move times: Rival",
    "bot_times_dejarik": "Bot move times: Dejarik",
    "bot_times_jaheijagaj": "Bot move times: Jaheijagaj",
    "ui_latency": "UI latency while a bot thinks",
    "ui_latency_jaheijagaj": "UI latency while three Jaheijagaj bots think",
    "ui_timer_analysis": "UI timer while the evaluation graph's analysis runs",
    "pyramid_frames": "Pyramid frames while turning",
    "animation_frames": "Animation frames",
    "movegen": "Move generation and search speed",
    "jikaida_speed": "Jikaida engine speed",
    "jikaida_search": "Jikaida search speed",
    "jaheijagaj_speed": "Jaheijagaj move generation",
    "ladder": "Strength ladder",
    "dejarik_odds": "Dejarik dice odds",
    "rival_speed": "Rival speed",
    "memory": "Memory",
    "session_memory": "Memory over a long bot session",
    "stats_window": "Statistics window",
    "long_game_open": "Opening a long saved game",
    "long_game_continue": "Continuing a long game",
    "analysis_times": "Analysis times",
}


# --- statistics -----------------------------------------------------------------


def percentile(values: Sequence[float], fraction: float) -> float:
    """Linear-interpolated percentile (``fraction`` in [0, 1])."""
    if not values:
        return math.nan
    ordered = sorted(values)
    pos = fraction * (len(ordered) - 1)
    low = math.floor(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def median(values: Sequence[float]) -> float:
    return percentile(values, 0.5)


def wilson(score: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson interval for a score (draws as half a point)."""
    if games == 0:
        return 0.0, 1.0
    denom = 1 + z * z / games
    centre = (score + z * z / (2 * games)) / denom
    half = z * math.sqrt(score * (1 - score) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


# --- where and when -------------------------------------------------------------------


def machine() -> str:
    """One line describing the machine the figures come from."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return (
        f"{cpu}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
        f"{platform.system()} {platform.release()}; load average at the end {load}"
    )


def today() -> str:
    return time.strftime("%Y-%m-%d %H:%M")


def git_state(paths: Sequence[str]) -> str:
    """Commit plus which of ``paths`` differ from it (or are untracked)."""

    def run(*args: str) -> str:
        try:
            return subprocess.run(
                ["git", *args], cwd=ROOT, capture_output=True, text=True, check=False
            ).stdout.rstrip("\n")  # keep status columns
        except OSError:
            return ""

    head = run("rev-parse", "--short", "HEAD").strip() or "unknown"
    dirty = run("status", "--porcelain", "--", *paths)
    kinds = {"??": "untracked", "M": "modified", "A": "added", "D": "deleted"}
    changed = [
        f"{line[3:]} ({kinds.get(line[:2].strip(), line[:2].strip())})"
        for line in dirty.splitlines()
        if line.strip()
    ]
    return f"commit {head}" + (f", not committed: {', '.join(changed)}" if changed else ", clean")


def mtimes(folder: str) -> str:
    """Newest modification time among the .py files of a folder."""
    files = list((ROOT / folder).glob("*.py"))
    if not files:
        return "none"
    newest = max(f.stat().st_mtime for f in files)
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(newest))


# --- positions --------------------------------------------------------------------------


def onager_playout_states(
    seed: int, games: int, max_plies: int = 200, side: int = 6, every: int = 1
) -> list[Any]:
    """Play-phase, non-final Onager positions from seeded uniformly random games
    (lakes placed at random too), every ``every``-th ply of each game."""
    from boardroom.games.onager import OnagerGame

    game = OnagerGame({"side": side})
    rng = random.Random(seed)
    found: list[Any] = []
    for g in range(games):
        state = game.new_state(seed * 1000 + g)
        while not state.is_terminal() and state.ply < max_plies:
            if state.phase == "play" and state.ply % every == 0:
                found.append(state.clone())
            moves = state.legal_moves()
            state.apply(moves[rng.randrange(len(moves))])
    return found


def after_lakes(seed: int, side: int = 6) -> Any:
    """The start position once three seeded random lakes are placed."""
    from boardroom.games.onager import OnagerGame

    state = OnagerGame({"side": side}).new_state(seed)
    rng = random.Random(seed)
    while state.phase != "play":
        moves = state.legal_moves()
        state.apply(moves[rng.randrange(len(moves))])
    return state


def jaheijagaj_crowded(seats: int = 4, per_seat: int = 9) -> Any:
    """A Jaheijagaj position of ``seats`` seats with ``per_seat`` infantry each
    and every Wraith: the start, then Troopers and Spec Ops added on the empty
    plain hexes nearest each seat's own pieces (seat 1 to move). With 4 seats
    and 9 each: 36 infantry and 4 Wraiths, 40 pieces."""
    from boardroom.engine.registry import make_game
    from boardroom.games.jaheijagaj.board import board
    from boardroom.games.jaheijagaj.pieces import (
        SPEC_OPS,
        STOCK,
        TROOPER,
        code,
        is_infantry,
        kind_of,
        side_of,
    )
    from boardroom.games.jaheijagaj.position import write_position

    game = make_game("jaheijagaj", {}, seats)
    state = game.new_state(1)
    b = board()
    cells = state.cells
    for seat in range(seats):
        mine = [h for h, c in enumerate(cells) if c and is_infantry(c) and side_of(c) == seat]
        count = {
            kind: sum(1 for h in mine if kind_of(cells[h]) == kind) for kind in (TROOPER, SPEC_OPS)
        }
        seen, todo = set(mine), list(mine)
        while len(mine) < per_seat and todo:  # breadth first from the seat's pieces
            here = todo.pop(0)
            for n in b.neighbours[here]:
                if n in seen:
                    continue
                seen.add(n)
                todo.append(n)
                if cells[n] or b.link[n] >= 0 or len(mine) >= per_seat:
                    continue
                kind = TROOPER if count[TROOPER] < STOCK[TROOPER] - 2 else SPEC_OPS
                count[kind] += 1
                cells[n] = code(seat, kind)
                mine.append(n)
    crowded = game.state_from_text(write_position(state))  # checked like any position
    crowded.reseed(1)
    return crowded


def jaheijagaj_save(path: Path, seats: Sequence[tuple[str, str | None]]) -> Path:
    """Write a saved game of :func:`jaheijagaj_crowded` with these seats
    (kind, level), e.g. a human and three Medium bots; seat 1 to move."""
    from boardroom.engine import savegame

    state = jaheijagaj_crowded(len(seats))
    names = ("Red", "Blue", "Purple", "Yellow")
    saved = savegame.from_state(
        state, [savegame.Seat(names[i], kind, level) for i, (kind, level) in enumerate(seats)]
    )
    savegame.save_path(path, saved)
    return path


# --- results files ----------------------------------------------------------------------


def load_summary() -> dict[str, Any]:
    if RESULTS_JSON.exists():
        data: dict[str, Any] = json.loads(RESULTS_JSON.read_text())
        return data
    return {}


def _summary_table(summary: dict[str, Any]) -> str:
    lines = ["| measure | result | target | met |", "|---|---|---|---|"]
    for name in SUMMARY_ORDER:
        for row in summary.get(name, {}).get("rows", []):
            lines.append(f"| {row['measure']} | {row['result']} | {row['target']} | {row['met']} |")
    return "\n".join(lines)


def write_section(
    name: str, body: str, rows: list[dict[str, str]], extra: dict[str, Any] | None = None
) -> None:
    """Replace section ``name`` of results.md and its rows of the summary.

    A lock file keeps a background ladder and another script from writing at
    the same moment."""
    with Path("/tmp/boardroom-bench-results.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _write_section(name, body, rows, extra)


def _write_section(
    name: str, body: str, rows: list[dict[str, str]], extra: dict[str, Any] | None
) -> None:
    summary = load_summary()
    summary[name] = {"date": today(), "rows": rows}
    if extra is not None:
        summary[name]["extra"] = extra  # a script's own memory between runs
    RESULTS_JSON.write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")

    text = RESULTS_MD.read_text() if RESULTS_MD.exists() else ""
    blocks = {
        n: b for n, b in re.findall(r"<!-- begin (\w+) -->\n(.*?)<!-- end \1 -->", text, flags=re.S)
    }
    blocks[name] = body.rstrip() + "\n"
    out = [
        "# Benchmark results",
        "",
        "Written by the scripts in `benchmarks/` (see README.md there); each "
        "section says when and on what machine it was measured. Ratios compare "
        "with a reference measured in the same run, on the same machine.",
        "",
        "<!-- begin summary -->",
        "## Summary",
        "",
        _summary_table(summary),
        "",
        "<!-- end summary -->",
        "",
    ]
    for section in SUMMARY_ORDER:
        if section in blocks:
            out += [
                f"<!-- begin {section} -->",
                blocks[section].rstrip(),
                f"<!-- end {section} -->",
                "",
            ]
    RESULTS_MD.write_text("\n".join(out))


def yes(ok: bool) -> str:
    return "yes" if ok else "**no**"


def python() -> str:
    return sys.executable
