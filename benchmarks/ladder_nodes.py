"""``boardroom-cli match`` with Jaheijagaj's bots on fixed node budgets and
no time cap, for the ladder (``GameSettings.nodes``).

A level's time cap makes it weaker on a busy machine, so a ladder run under
load measures the load as much as the bots, and a Hard move that takes 2 s
of a free core takes 5-8 s of wall time on a shared one. With the budget
in evaluations only, a game is the same game whatever the load (the seeds
fix the rest), and a level's strength is its node budget.

    python -m benchmarks.ladder_nodes --nodes hard=4000,medium=1500 match --game jaheijagaj ...
"""

from __future__ import annotations

import dataclasses
import sys


def parse_nodes(text: str) -> dict[str, int]:
    """``hard=4000,medium=1500`` -> {"hard": 4000, "medium": 1500}."""
    budgets: dict[str, int] = {}
    for part in text.split(","):
        level, _, count = part.partition("=")
        budgets[level.strip()] = int(count)
    return budgets


def fix_budgets(budgets: dict[str, int]) -> None:
    """Every Jaheijagaj level without its time cap; the levels named get
    these node budgets (the others keep theirs)."""
    from boardroom.games.jaheijagaj import bot

    for level, settings in list(bot.LEVELS.items()):
        nodes = budgets.get(level, settings.nodes)
        bot.LEVELS[level] = dataclasses.replace(settings, seconds=None, nodes=nodes)


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[0] != "--nodes":
        print("usage: python -m benchmarks.ladder_nodes --nodes LEVEL=N[,...] match ...")
        return 2
    fix_budgets(parse_nodes(argv[1]))
    from boardroom.cli import main as cli_main

    return cli_main(argv[2:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
