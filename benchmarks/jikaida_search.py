"""Jikaida alpha-beta search speed: nodes per second and the depth reached
in one second from the Poron Jikaida start position.

The search is the Hard level's (its evaluation, quiescence, move order and
options) with the node cap lifted and a 1-second cap on the process's CPU
time (the search's clock is injectable), which another busy process on the
machine disturbs much less than wall time; the wall time is reported too.
Each figure is the median of several runs. The time to finish depth 3 (no
cap) and the rate on a few middle-game positions are reported beside it,
and with ``--profile`` where the time goes (cProfile shares: they are
inflated by the profiler, but the proportions hold).

Headline goals: >= 10,000 nodes/s and depth >= 3 within 1 s.

    python -m benchmarks.jikaida_search [--quick] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import dataclasses
import pstats
import random
import time
from typing import Any

from benchmarks.common import machine, median, today, write_section, yes

GOAL_NPS = 10_000
GOAL_DEPTH = 3
SECONDS = 1.0


def searcher(seconds: float | None, max_depth: int | None = None) -> Any:
    from boardroom.games.jikaida.bot import HOOKS, LEVELS

    cfg = LEVELS["hard"].config
    cfg = dataclasses.replace(
        cfg, nodes=None, seconds=seconds, max_depth=max_depth or cfg.max_depth
    )
    return HOOKS.search(cfg, random.Random(0), clock=time.process_time)


def start_state() -> Any:
    from boardroom.games.jikaida import JikaidaGame

    return JikaidaGame().new_state(0)


def midgames(count: int) -> list[Any]:
    """Positions 40 plies into seeded games between two Easy bots (capped by
    nodes only, so the positions are the same on every machine)."""
    from boardroom.bots.alphabeta_bot import AlphaBetaBot, AlphaBetaLevel
    from boardroom.games.jikaida.bot import HOOKS, LEVELS

    cfg = dataclasses.replace(LEVELS["easy"].config, seconds=None)
    found = []
    for seed in range(count):
        state = start_state()
        bots = [AlphaBetaBot("easy", AlphaBetaLevel(cfg, 0.1), HOOKS, seed * 2 + s) for s in (0, 1)]
        while state.ply < 40 and not state.is_terminal():
            state.apply(bots[state.current_seat].choose(state))
        if not state.is_terminal():
            found.append(state)
    return found


def timed(state: Any, seconds: float | None, max_depth: int | None = None) -> tuple[Any, float]:
    """(result, wall seconds) of one search."""
    search = searcher(seconds, max_depth)
    started = time.perf_counter()
    result = search.search(state)
    return result, time.perf_counter() - started


def eval_cost(states: list[Any], calls: int = 2000) -> float:
    """Microseconds of CPU per evaluation, over the given positions."""
    from boardroom.games.jikaida.evaluation import evaluate

    started = time.process_time()
    for st in states:
        for _ in range(calls):
            evaluate(st)
    return (time.process_time() - started) / (calls * len(states)) * 1e6


def movegen_cost(states: list[Any], copies: int = 50) -> float:
    """Microseconds of CPU to generate one position's legal moves (fresh
    states, so no cached list helps)."""
    game = states[0].game
    fresh = [game.state_from_text(st.to_text()) for st in states for _ in range(copies)]
    started = time.process_time()
    for st in fresh:
        st.legal_moves()
    return (time.process_time() - started) / len(fresh) * 1e6


def profile_shares(state: Any) -> list[tuple[str, float]]:
    """Share of the profiled time (cumulative) in each part of a 1-s search."""
    prof = cProfile.Profile()
    prof.enable()
    searcher(SECONDS).search(state)
    prof.disable()
    stats = pstats.Stats(prof)
    raw: Any = stats.stats  # type: ignore[attr-defined]
    total = max(tt for (_, _, _, tt, _) in raw.values())  # the outermost call's cumulative
    wanted = {
        "legal-move generation (rules._generate)": ("rules.py", "_generate"),
        "of which King-safety tests (attacks.attacked)": ("attacks.py", "attacked"),
        "captures for quiescence (evaluation.captures)": ("evaluation.py", "captures"),
        "evaluation (evaluation.evaluate)": ("evaluation.py", "evaluate"),
        "Kaida test at quiescence nodes (evaluation.in_kaida)": ("evaluation.py", "in_kaida"),
        "apply": ("rules.py", "apply"),
        "undo": ("rules.py", "undo"),
        "move order (evaluation.order)": ("evaluation.py", "order"),
    }
    out = []
    for label, (file, name) in wanted.items():
        cum = sum(
            ct for (f, _, n), (_, _, _, ct, _) in raw.items() if f.endswith(file) and n == name
        )
        out.append((label, cum / total if total else 0.0))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs and positions")
    parser.add_argument("--profile", action="store_true", help="where the time goes")
    args = parser.parse_args()
    runs = 3 if args.quick else 7
    state = start_state()
    searcher(0.2).search(state)  # warm-up: tables, interned moves

    results = [timed(state, SECONDS) for _ in range(runs)]
    nps = median([r.nps for r, _ in results])
    depth = median([float(r.depth) for r, _ in results])
    nodes = median([float(r.nodes) for r, _ in results])
    wall = median([w for _, w in results])
    d3 = [timed(state, None, 3) for _ in range(max(1, runs // 2))]
    d3_cpu = median([r.seconds for r, _ in d3])
    d3_wall = median([w for _, w in d3])
    mids = midgames(2 if args.quick else 5)
    mid = [timed(m, SECONDS)[0] for m in mids]
    mid_nps = median([r.nps for r in mid])
    mid_depth = median([float(r.depth) for r in mid])
    ok_nps, ok_depth = nps >= GOAL_NPS, depth >= GOAL_DEPTH
    eval_us = eval_cost([state, *mids])
    gen_us = movegen_cost([state, *mids])

    print(
        f"start: {nps:,.0f} nodes/s, depth {depth:.0f} in {SECONDS:.0f} s CPU "
        f"({nodes:,.0f} nodes, {wall:.2f} s wall); depth 3 complete in {d3_cpu:.2f} s CPU "
        f"({d3_wall:.2f} s wall)"
    )
    print(f"midgames ({len(mid)}): {mid_nps:,.0f} nodes/s, depth {mid_depth:.0f}")
    print(f"evaluation: {eval_us:.1f} us per call; legal moves: {gen_us:.0f} us per position")
    shares = profile_shares(state) if args.profile else []
    mid_shares = profile_shares(mids[0]) if args.profile and mids else []
    for (label, share), (_, mid_share) in zip(shares, mid_shares, strict=False):
        print(f"  {share:6.1%} {mid_share:6.1%}  {label}")

    from boardroom.games.jikaida.bot import LEVELS

    cfg = LEVELS["hard"].config
    profile_text = ""
    if shares and mid_shares:
        rows = "\n".join(
            f"| {label} | {share:.0%} | {mid:.0%} |"
            for (label, share), (_, mid) in zip(shares, mid_shares, strict=True)
        )
        profile_text = f"""
Where the time goes in a 1-s search (cProfile, cumulative share of the
search; parts overlap where one calls the other). In the middle game most
leaves are not quiet, and generating their captures for the quiescence
search takes the largest share:

| part | start | first midgame |
|---|---|---|
{rows}
"""
    body = f"""## Jikaida search speed

Measured {today()} ({"quick" if args.quick else "full"} run). {machine()}.

Generic alpha-beta (iterative deepening, PVS, transposition table,
killers/history, quiescence over captures with a Kaida test where standing
pat would not cut) with the Jikaida evaluation and the Hard level's options
(max depth {cfg.max_depth}, quiescence depth {cfg.quiescence_depth}, exact ties
{"on" if cfg.exact_ties else "off"}), node cap lifted, capped at {SECONDS:.0f} s of
process CPU time; median of {runs} runs. Nodes are positions visited
(main search and quiescence).

| position | nodes/s | depth reached in {SECONDS:.0f} s | nodes | wall time |
|---|---|---|---|---|
| start | **{nps:,.0f}** | **{depth:.0f}** | {nodes:,.0f} | {wall:.2f} s |
| {len(mid)} midgames (ply 40 of seeded Easy-vs-Easy games) | {mid_nps:,.0f} | \
{mid_depth:.0f} | | |

Depth 3 from the start, searched to the end with no cap: {d3_cpu:.2f} s CPU
({d3_wall:.2f} s wall). The evaluation costs {eval_us:.1f} us of CPU per call
(start and midgames); generating one position's legal moves {gen_us:.0f} us.
{profile_text}
Goals: >= {GOAL_NPS:,} nodes/s: {yes(ok_nps)}; depth >= {GOAL_DEPTH} within
{SECONDS:.0f} s: {yes(ok_depth)}.
"""
    write_section(
        "jikaida_search",
        body,
        [
            {
                "measure": "Jikaida alpha-beta from the start: nodes/s, depth in 1 s (CPU)",
                "result": f"{nps:,.0f} nodes/s, depth {depth:.0f} (depth 3 done in {d3_cpu:.2f} s)",
                "target": f">= {GOAL_NPS:,}/s, depth >= {GOAL_DEPTH}",
                "met": yes(ok_nps and ok_depth),
            },
        ],
    )


if __name__ == "__main__":
    main()
