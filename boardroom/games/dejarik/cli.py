"""Dejarik's own command on ``boardroom-cli``: ``odds POOL``.

``odds`` prints the exact odds of a narrative dice pool (Edge of the
Empire's dice): ``success: p``, ``advantage: p``, ``triumph: p``,
``despair: p`` (at least one net success, net advantage, Triumph, Despair;
six decimals), then ``successes advantages chance`` and one line per
possible pair of net successes and net advantages (negative: failures,
threats), most successes first. ``--exact`` prints fractions instead.
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import TextIO

from boardroom.engine.errors import ArgumentError


def add_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    odds = commands.add_parser(
        "odds",
        help="exact odds of a narrative dice pool, e.g. PAADD",
        description="Exact odds of an Edge of the Empire dice pool (no sampling): the chance "
        "of at least one net success, net advantage, Triumph and Despair, then "
        "the chance of each pair of net successes and net advantages.",
    )
    odds.add_argument(
        "pool",
        metavar="POOL",
        help="one letter per die: A Ability, P Proficiency, D Difficulty, "
        "C Challenge, B Boost, S Setback (e.g. PAADD)",
    )
    odds.add_argument("--exact", action="store_true", help="print exact fractions")
    odds.set_defaults(game_command=run_odds)


def run_odds(args: argparse.Namespace, out: TextIO) -> None:
    cmd_odds(args.pool, args.exact, out)


def cmd_odds(pool_text: str, exact: bool, out: TextIO) -> None:
    """Exact odds of a narrative dice pool."""
    from boardroom.games.dejarik.dice import Pool, PoolError
    from boardroom.games.dejarik.odds import distribution  # numpy: only when asked

    try:
        pool = Pool.parse(pool_text)
    except PoolError as exc:
        raise ArgumentError(str(exc)) from None
    dist = distribution(pool, exact)

    def show(p: Fraction | float) -> str:
        return str(p) if exact else f"{float(p):.6f}"

    print(f"success: {show(dist.success())}", file=out)
    print(f"advantage: {show(dist.advantage())}", file=out)
    print(f"triumph: {show(dist.triumph())}", file=out)
    print(f"despair: {show(dist.despair())}", file=out)
    print("successes advantages chance", file=out)
    table = dist.successes_advantages()
    for s, a in sorted(table, key=lambda key: (-key[0], -key[1])):
        print(f"{s:9d} {a:10d} {show(table[(s, a)])}", file=out)
