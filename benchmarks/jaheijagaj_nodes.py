"""How many evaluations Jaheijagaj's Hard spends on a move when nothing
stops it, and what an evaluation costs, over seeded Hard-vs-Medium games
to a late ply: the ladder's node budget for Hard (``ladder.JAHEIJAGAJ_NODES``)
is what its own time cap buys on a free core.

The ladder plays on node budgets so that a busy machine changes no game;
a budget below what Hard reaches within its time cap measures a weaker Hard
than the app's. CPU time per move (``time.process_time``), so another
process on the machine slows the figure less than wall time would.

    python -m benchmarks.jaheijagaj_nodes [--games 2] [--plies 300]
"""

from __future__ import annotations

import argparse
import dataclasses
import time

from benchmarks.common import machine, median, percentile, today
from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import bot, search


def measure(games: int, plies: int) -> tuple[list[int], list[float]]:
    """Per Hard move: evaluations spent and CPU seconds, no cap on either."""
    made: list[search.Budget] = []
    started = search.Budget.__post_init__

    def count(budget: search.Budget) -> None:
        started(budget)
        made.append(budget)

    search.Budget.__post_init__ = count  # type: ignore[method-assign]
    hard = dataclasses.replace(bot.LEVELS["hard"], seconds=None, nodes=None)
    medium = dataclasses.replace(bot.LEVELS["medium"], seconds=None)
    game = make_game("jaheijagaj", {"move_limit": "0"}, 2)
    nodes: list[int] = []
    cpu: list[float] = []
    try:
        for g in range(games):
            state = game.new_state(100 + g)
            hard_seat = g % 2
            bots = {
                hard_seat: bot.JaheijagajBot("hard", hard, 1 + g),
                1 - hard_seat: bot.JaheijagajBot("medium", medium, 50 + g),
            }
            while not state.is_terminal() and state.ply < plies:
                seat = state.current_seat
                made.clear()
                began = time.process_time()
                move = bots[seat].choose(state.view(seat))
                if seat == hard_seat:
                    cpu.append(time.process_time() - began)
                    nodes.append(sum(b.used for b in made))
                state.play(move)
    finally:
        search.Budget.__post_init__ = started  # type: ignore[method-assign]
    return nodes, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--plies", type=int, default=300)
    args = parser.parse_args()
    nodes, cpu = measure(args.games, args.plies)
    per_node = sum(cpu) / max(1, sum(nodes))
    cap = bot.LEVELS["hard"].seconds or 0.0
    print(f"{today()}; {machine()}")
    print(
        f"Hard, {len(nodes)} moves of {args.games} games to ply {args.plies}: evaluations "
        f"median {median(nodes):.0f}, p90 {percentile(nodes, 0.9):.0f}, p95 "
        f"{percentile(nodes, 0.95):.0f}, max {max(nodes)}; CPU s median {median(cpu):.2f}, "
        f"p95 {percentile(cpu, 0.95):.2f}; {per_node * 1000:.2f} ms an evaluation"
    )
    print(f"Evaluations within Hard's own cap of {cap} s: about {cap / per_node:.0f}")


if __name__ == "__main__":
    main()
