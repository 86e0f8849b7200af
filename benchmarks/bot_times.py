"""Bot move time per level, over a varied set of positions of one game.

Onager (the default, side 6): the very start (a lake to place), starts after
three seeded random lakes, positions from seeded uniformly random games at
several plies, and midgames from seeded Easy-versus-Easy games. Other games
(``--game jikaida``, ``rival``, ``dejarik``): the start, plies of seeded
random games and of seeded Easy-versus-Easy games. Each level answers every
position once (``bot.choose`` as the GUI calls it, wall time); the figures are
the median and the 95th percentile.

    python -m benchmarks.bot_times [--game KEY] [--quick]
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from benchmarks.common import (
    after_lakes,
    git_state,
    machine,
    median,
    mtimes,
    percentile,
    today,
    write_section,
    yes,
)

LIMITS = {"easy": 0.2, "medium": 0.7, "hard": 2.0}  # seconds, p95


def positions(quick: bool) -> list[tuple[str, Any]]:
    from boardroom.bots import make_bot
    from boardroom.games.onager import OnagerGame

    game = OnagerGame({"side": 6})
    found: list[tuple[str, Any]] = [("start (lake phase)", game.new_state(1))]
    seeds = range(2) if quick else range(4)
    for s in seeds:
        found.append((f"after lakes, seed {s}", after_lakes(100 + s)))
    # Random games: early, middle and late plies.
    for s in seeds:
        state = after_lakes(200 + s)
        rng = random.Random(s)
        wanted = {10, 30, 60} if quick else {10, 20, 40, 60, 90}
        while not state.is_terminal() and state.ply < 100:
            if state.ply in wanted:
                found.append((f"random game {s}, ply {state.ply}", state.clone()))
            moves = state.legal_moves()
            state.apply(moves[rng.randrange(len(moves))])
    # Bot games: positions a real opponent reaches.
    for s in seeds:
        state = after_lakes(300 + s)
        bots = [make_bot("onager", "easy", s), make_bot("onager", "easy", s + 50)]
        wanted = {20, 40} if quick else {15, 30, 45, 60}
        while not state.is_terminal() and state.ply <= max(wanted):
            if state.ply in wanted:
                found.append((f"easy game {s}, ply {state.ply}", state.clone()))
            state.apply(bots[state.current_seat].choose(state))
    return [(name, st) for name, st in found if not st.is_terminal()]


def game_positions(key: str, quick: bool) -> list[tuple[str, Any]]:
    """Any game: its start, then plies of random games and of Easy-vs-Easy games."""
    from boardroom.bots import make_bot
    from boardroom.engine.registry import make_game

    game = make_game(key)
    found: list[tuple[str, Any]] = [("start", game.new_state(1))]
    seeds = range(2) if quick else range(4)
    wanted = {10, 30, 60} if quick else {10, 20, 30, 45, 60, 90}
    for s in seeds:
        rng = random.Random(s)
        state = game.new_state(200 + s)
        while not state.is_terminal() and state.ply <= max(wanted):
            if state.ply in wanted:
                found.append((f"random game {s}, ply {state.ply}", state.clone()))
            moves = state.legal_moves()
            state.apply(moves[rng.randrange(len(moves))])
        state = game.new_state(300 + s)
        bots = [make_bot(key, "easy", s), make_bot(key, "easy", s + 50)]
        while not state.is_terminal() and state.ply <= max(wanted):
            if state.ply in wanted:
                found.append((f"easy game {s}, ply {state.ply}", state.clone()))
            state.apply(bots[state.current_seat].choose(state))
    return [(name, st) for name, st in found if not st.is_terminal()]


def time_level(key: str, level: str, cases: list[tuple[str, Any]]) -> tuple[list[float], list[int]]:
    from boardroom.bots import make_bot

    bot = make_bot(key, level, 7)
    times: list[float] = []
    iterations: list[int] = []
    for _, state in cases:
        started = time.perf_counter()
        bot.choose(state)
        times.append(time.perf_counter() - started)
        last = getattr(bot, "last_search", None)
        count = getattr(last, "iterations", getattr(last, "nodes", None))
        if count is not None:
            iterations.append(count)
    return times, iterations


def main() -> None:
    parser = argparse.ArgumentParser(description="Bot move times per level")
    parser.add_argument("--game", default="onager", help="game key (default onager)")
    parser.add_argument("--quick", action="store_true", help="fewer positions")
    args = parser.parse_args()
    key = args.game

    from boardroom.engine.registry import game_class

    title = game_class(key).spec.title
    cases = positions(args.quick) if key == "onager" else game_positions(key, args.quick)
    table = [
        "| level | positions | median (s) | p95 (s) | max (s) "
        "| median iterations or nodes | limit p95 (s) | met |",
        "|---|---|---|---|---|---|---|---|",
    ]
    rows = []
    for level, limit in LIMITS.items():
        # Each level in a fresh process, as a game's bot starts: caches a bot
        # fills (Dejarik's round tables) are not handed from one level to the next.
        with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
            times, its = pool.submit(time_level, key, level, cases).result()
        med, p95 = median(times), percentile(times, 0.95)
        ok = p95 <= limit
        its_text = f"{median(its):.0f}" if its else "-"
        print(
            f"{title} {level}: median {med:.3f} s, p95 {p95:.3f} s, max {max(times):.3f} s "
            f"over {len(times)} positions (limit {limit} s), median work {its_text}"
        )
        table.append(
            f"| {level} | {len(times)} | {med:.3f} | {p95:.3f} | {max(times):.3f} "
            f"| {its_text} | {limit} | {yes(ok)} |"
        )
        rows.append(
            {
                "measure": f"{title}: {level.capitalize()} bot move time (median / p95)",
                "result": f"{med:.2f} s / {p95:.2f} s",
                "target": f"p95 <= {limit} s",
                "met": yes(ok),
            }
        )
    where = (
        "Onager side 6, positions: the start with a lake to place, starts after "
        "seeded random lakes, plies 10-90 of seeded random games, plies 15-60 of "
        "seeded Easy-versus-Easy games"
        if key == "onager"
        else f"{title}, positions: the start, plies 10-90 of seeded random games and of "
        "seeded Easy-versus-Easy games"
    )
    body = f"""## {SECTION[key] if key in SECTION else "Bot move times"}

Measured {today()} ({"quick" if args.quick else "full"} run). {machine()}.
Bots: {git_state(["boardroom/bots"])}; newest file in boardroom/bots
{mtimes("boardroom/bots")}.

{where} ({len(cases)} in all); wall time of `bot.choose(state)`, one bot per
level (seed 7). The bots' time caps are wall-clock, so load on the machine
lowers the work a bot does, not its time.

{chr(10).join(table)}
"""
    write_section("bot_times" if key == "onager" else f"bot_times_{key}", body, rows)


SECTION = {
    "onager": "Bot move times",
    "jikaida": "Bot move times: Poron Jikaida",
    "rival": "Bot move times: Rival",
    "dejarik": "Bot move times: Dejarik",
    "jaheijagaj": "Bot move times: Jaheijagaj",
}


if __name__ == "__main__":
    main()
