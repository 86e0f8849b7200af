"""Rival: the forced-surrender check, move generation and MCTS speed.

The forced-surrender check runs at the start of every turn (the rules ask
whether the player to move can still save the Shogun), in the app and in
every search, so it must never be felt. It is timed on three sets:

- typical: every turn start of seeded games between Easy bots (formations
  from "place for me");
- threatened: those turn starts where the Shogun could be killed if the
  player passed (the check then has real work to do);
- traps: positions built with the Shogun near a board edge among 2 to 6
  enemy pieces within three hexes; many are forced surrenders, where every
  turn must be looked at. This is the worst case, not a typical position.

Each position is timed several times (the minimum counts), in CPU time of
the process, which another busy process on the machine disturbs much less
than wall time.

    python -m benchmarks.rival_speed [--quick]
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time
from typing import Any

from benchmarks.common import machine, median, percentile, today, write_section, yes

GOAL_MS = 50.0  # a typical turn start, at the 95th percentile
REPEATS = 3


def bot_game_states(seed: int, games: int, max_plies: int = 240) -> list[Any]:
    """Turn starts (play phase, first move of a turn, game not over) of games
    between Easy bots."""
    from boardroom.bots.levels import make_bot
    from boardroom.games.rival import RivalGame

    found: list[Any] = []
    game = RivalGame({"move_limit": 100})
    for g in range(games):
        state = game.new_state(seed * 100 + g)
        bots = [make_bot("rival", "easy", seed * 100 + g + s) for s in (0, 1)]
        while not state.is_terminal() and state.ply < max_plies:
            if state.phase == "play" and state.step == 0:
                found.append(state.clone())
            state.play(bots[state.current_seat].choose(state))
    return found


def trap_states(seed: int, count: int) -> list[Any]:
    from boardroom.games.rival import RivalGame
    from boardroom.games.rival.board import BOARD, HIDING, NEIGH, WITHIN
    from boardroom.games.rival.pieces import SHOGUN, code

    labels = BOARD.labels
    rng = random.Random(seed)
    edge = [c for c in range(BOARD.size) if len(NEIGH[c]) < 6]
    found: list[Any] = []
    game = RivalGame()
    while len(found) < count:
        s = rng.choice(edge)
        cells = {"A6": "S", "A5": "A", "K1": "s", "K2": "a", "K6": "g"}
        if labels[s] in cells:
            continue
        cells[labels[s]] = "G"
        free = [c for c in WITHIN[s][3] if labels[c] not in cells]
        rng.shuffle(free)
        enemies, friends = rng.randint(2, 6), rng.randint(0, 4)
        for c in free[:enemies]:
            cells[labels[c]] = rng.choice("sssaan")
        for c in free[enemies : enemies + friends]:
            cells[labels[c]] = rng.choice("SAA")
        values = list(cells.values())
        if values.count("S") > 3 or values.count("s") > 3 or values.count("n") > 1:
            continue
        hideouts = [labels[c] for c in HIDING[0] if labels[c] not in cells]
        ninja = rng.choice(hideouts) if rng.random() < 0.5 else "r"
        rows = []
        for row in range(BOARD.rows):
            run, text = 0, ""
            for c in BOARD.row_cells(row):
                piece = cells.get(labels[c])
                if piece is None:
                    run += 1
                    continue
                text += (str(run) if run else "") + piece
                run = 0
            rows.append(text + (str(run) if run else ""))
        state = game.state_from_text(f"{'/'.join(rows)} r 1 {ninja},r -/- 0")
        if state.winner() is None and state.alive[code(0, SHOGUN)]:
            found.append(state)
    return found


def time_checks(states: list[Any]) -> tuple[list[float], int]:
    """CPU milliseconds per check (best of REPEATS) and how many surrender."""
    from boardroom.games.rival.surrender import must_surrender

    times = []
    surrenders = 0
    for state in states:
        best = float("inf")
        for _ in range(REPEATS):
            started = time.process_time()
            verdict = must_surrender(state, state.to_move)
            best = min(best, time.process_time() - started)
        times.append(best * 1000)
        surrenders += verdict
    return times, surrenders


def threatened(states: list[Any]) -> list[Any]:
    from boardroom.games.rival.surrender import shogun_killable

    return [state for state in states if shogun_killable(state, state.to_move)]


def movegen_rate(states: list[Any], passes: int) -> float:
    """Play-phase positions per CPU second, legal moves from scratch."""
    texts = [s.to_text() for s in states]
    from boardroom.games.rival import RivalGame

    game = RivalGame()
    rates = []
    for _ in range(passes):
        fresh = [game.state_from_text(t) for t in texts]
        started = time.process_time()
        for state in fresh:
            state.play_moves()
        rates.append(len(fresh) / (time.process_time() - started))
    return median(rates)


def mcts_rate(state: Any, seconds: float) -> float:
    from boardroom.bots.hooks import hooks_for
    from boardroom.bots.levels import level_settings
    from boardroom.bots.mcts import Mcts

    hooks = hooks_for("rival")
    config = dataclasses.replace(
        level_settings("rival", "hard").config, iterations=None, seconds=seconds
    )
    search = Mcts(config, random.Random(0), hooks.evaluate, hooks.policy, hooks.ordering)
    view = state.view(state.current_seat)
    started = time.process_time()
    result = search.search(view)
    return result.iterations / (time.process_time() - started)


def stats(times: list[float]) -> str:
    return (
        f"{median(times):.2f} | {percentile(times, 0.95):.2f} | {max(times):.2f}"
        if times
        else "- | - | -"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer games and positions")
    args = parser.parse_args()
    games = 3 if args.quick else 10
    typical = bot_game_states(7, games)
    danger = threatened(typical)
    traps = trap_states(7, 60 if args.quick else 300)
    t_typical, s_typical = time_checks(typical)
    t_danger, s_danger = time_checks(danger)
    t_traps, s_traps = time_checks(traps)
    p95 = percentile(t_typical, 0.95)
    gen = movegen_rate(typical, 3 if args.quick else 9)
    seconds = 2.0 if args.quick else 5.0
    mid = typical[len(typical) // 2]
    rate = mcts_rate(mid, seconds)

    for name, times, n in (
        ("typical", t_typical, s_typical),
        ("threatened", t_danger, s_danger),
        ("traps", t_traps, s_traps),
    ):
        print(f"{name}: {len(times)} positions, {n} surrenders, ms median/p95/max {stats(times)}")
    print(f"move generation: {gen:,.0f} positions/s; MCTS (Hard knobs): {rate:,.0f} it/s")

    body = f"""## Rival speed

Measured {today()} ({"quick" if args.quick else "full"} run). {machine()}.

The forced-surrender check (`boardroom.games.rival.surrender.must_surrender`),
which the rules run at the start of every turn. CPU time per check, best of
{REPEATS}; typical positions are every turn start of {games} seeded games
between Easy bots; threatened ones are those where the Shogun could be killed
if its player passed; traps are built around a Shogun at a board edge with 2
to 6 enemy pieces within three hexes (the worst case: a forced surrender must
look at every turn).

| positions | count | forced surrenders | median ms | p95 ms | max ms |
|---|---|---|---|---|---|
| typical turn starts | {len(t_typical)} | {s_typical} | {stats(t_typical)} |
| threatened turn starts | {len(t_danger)} | {s_danger} | {stats(t_danger)} |
| traps | {len(t_traps)} | {s_traps} | {stats(t_traps)} |

Goal: a typical turn start well under {GOAL_MS:.0f} ms (p95): {yes(p95 < GOAL_MS)}.

Legal moves of play-phase positions from scratch: {gen:,.0f} positions/s
(median of passes, CPU time). MCTS with Rival's hooks and the Hard level's
knobs, no iteration cap, {seconds:.0f} s CPU, from a midgame turn start:
{rate:,.0f} iterations/s.
"""
    write_section(
        "rival_speed",
        body,
        [
            {
                "measure": "Rival forced-surrender check, typical turn start (median / p95 / max)",
                "result": f"{median(t_typical):.2f} / {p95:.2f} / {max(t_typical):.2f} ms",
                "target": f"p95 < {GOAL_MS:.0f} ms",
                "met": yes(p95 < GOAL_MS),
            },
            {
                "measure": "Rival forced-surrender check, traps (median / max)",
                "result": f"{median(t_traps):.2f} / {max(t_traps):.2f} ms "
                f"({s_traps} of {len(t_traps)} surrender)",
                "target": "-",
                "met": "-",
            },
        ],
    )


if __name__ == "__main__":
    main()
