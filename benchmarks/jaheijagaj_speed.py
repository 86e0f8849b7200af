"""Jaheijagaj legal-move generation against the other games' generators, and
the cost of a move played on the true state (sight and memory kept up).

Every game gets positions from seeded uniformly random playouts; each pass
generates every position's legal moves once, on fresh copies (states keep
their last move list); passes alternate between the games so that machine
load hits all alike; a game's rate is its median pass, in CPU time. The
headline is Jaheijagaj's positions/s against Onager's (a hex game of this
project with a simple generator); moves/s are shown too, since a Jaheijagaj
position has many more moves (every path is a move).

    python -m benchmarks.jaheijagaj_speed [--quick]
"""

from __future__ import annotations

import argparse
import gc
import random
import time
from typing import Any

from benchmarks.common import machine, median, today, write_section

GAMES = (("jaheijagaj", 2), ("jaheijagaj", 4), ("onager", 2), ("jikaida", 2), ("rival", 2))


def playout_states(key: str, seats: int, games: int, plies: int, seed: int) -> list[Any]:
    from boardroom.engine.registry import make_game

    game = make_game(key, {}, seats)
    rng = random.Random(seed)
    out = []
    for g in range(games):
        state = game.new_state(seed + g)
        while not state.is_terminal() and state.ply < plies:
            out.append(state.to_text())
            moves = state.legal_moves()
            state.apply(moves[rng.randrange(len(moves))])
    return [(game, text) for text in out]


def one_pass(cases: list[Any]) -> tuple[float, int]:
    states = [game.state_from_text(text) for game, text in cases]
    gc.collect()
    started = time.process_time()
    moves = sum(len(s.legal_moves()) for s in states)
    return time.process_time() - started, moves


def apply_rate(seats: int, count: int) -> float:
    """Moves applied per second on the true state of a playout (with undo)."""
    from boardroom.engine.registry import make_game

    state = make_game("jaheijagaj", {}, seats).new_state(5)
    rng = random.Random(5)
    moves = []
    for _ in range(30):
        choice = rng.choice(state.legal_moves())
        state.apply(choice)
    moves = state.legal_moves()[:count]
    started = time.process_time()
    for move in moves:
        state.apply(move)
        state.undo()
    return len(moves) / (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions and passes")
    args = parser.parse_args()
    games, plies, passes = (2, 20, 3) if args.quick else (4, 40, 7)
    cases = {f"{key}/{seats}": playout_states(key, seats, games, plies, 11) for key, seats in GAMES}
    times: dict[str, list[float]] = {k: [] for k in cases}
    counts: dict[str, int] = {}
    for _ in range(passes):
        for name, positions in cases.items():
            seconds, moves = one_pass(positions)
            times[name].append(seconds)
            counts[name] = moves
    rows = []
    rate = {}
    for name, positions in cases.items():
        t = median(times[name])
        rate[name] = (len(positions) / t, counts[name] / t, counts[name] / len(positions))
        rows.append(
            f"| {name} | {len(positions)} | {rate[name][2]:.0f} | "
            f"{rate[name][0]:,.0f} | {rate[name][1]:,.0f} |"
        )
    two, onager = rate["jaheijagaj/2"], rate["onager/2"]
    ratio_pos, ratio_moves = two[0] / onager[0], two[1] / onager[1]
    applied = apply_rate(2, 200)
    print("\n".join(rows))
    print(
        f"Jaheijagaj/Onager positions/s {ratio_pos:.2f}x, moves/s {ratio_moves:.2f}x; "
        f"{applied:,.0f} moves applied and undone per second"
    )
    body = f"""## Jaheijagaj move generation

Measured {today()} ({"quick" if args.quick else "full"} run). {machine()}.

Legal moves of positions from seeded random playouts ({games} games of up to
{plies} plies per game and seat count), every position once per pass, {passes}
alternating passes, median pass, CPU time. Jaheijagaj's moves are those of the
seat to move, from its own sight (views and hidden pieces included).

| game / seats | positions | moves per position | positions/s | moves/s |
|---|---|---|---|---|
{chr(10).join(rows)}

Jaheijagaj (two seats) against Onager: positions/s **{ratio_pos:.2f}x**,
moves/s **{ratio_moves:.2f}x** (a Jaheijagaj position lists every path).
Playing a move on the true state (sight, memory and witnesses kept up) and
taking it back: {applied:,.0f} per second.
"""
    write_section(
        "jaheijagaj_speed",
        body,
        [
            {
                "measure": "Jaheijagaj move generation vs Onager's (positions/s; moves/s)",
                "result": f"{ratio_pos:.2f}x; {ratio_moves:.2f}x ({two[0]:,.0f} positions/s, "
                f"{two[2]:.0f} moves each)",
                "target": "-",
                "met": "-",
            },
        ],
    )


if __name__ == "__main__":
    main()
