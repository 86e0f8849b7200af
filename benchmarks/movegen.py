"""Onager legal-move generation against python-chess, and MCTS iterations/s.

Both sides get a fixed set of positions from seeded uniformly random games
(Onager side 6 with its lakes; chess from the standard start) and generate
the legal moves of each position once per pass, on fresh objects each pass so
that no cache carries over between passes (OnagerState remembers its last
move list). Passes alternate between the two so that machine load hits both
alike; the rate of a side is its median pass. CPU time of the process
(``time.process_time``) is the clock, which another busy process on the
machine disturbs much less than wall time.

Headline: the positions-per-second ratio (Onager / chess). Moves per second
are reported too; an Onager position has more moves than a chess position, so
that ratio is higher.

    python -m benchmarks.movegen [--quick]
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import random
import time
from collections.abc import Callable
from typing import Any

import chess

from benchmarks.common import (
    after_lakes,
    machine,
    median,
    onager_playout_states,
    today,
    write_section,
    yes,
)

GOAL = 0.5


def chess_fens(seed: int, games: int, max_plies: int = 200, every: int = 1) -> list[str]:
    """Non-final positions from seeded uniformly random chess games."""
    rng = random.Random(seed)
    fens: list[str] = []
    for _ in range(games):
        board = chess.Board()
        while not board.is_game_over(claim_draw=False) and board.ply() < max_plies:
            if board.ply() % every == 0:
                fens.append(board.fen())
            moves = list(board.legal_moves)
            board.push(moves[rng.randrange(len(moves))])
    return fens


def time_pass(build: Callable[[], list[Any]], generate: Callable[[Any], int]) -> tuple[float, int]:
    """(CPU seconds, moves) to generate every position's moves once."""
    objects = build()  # fresh objects: built outside the timed part
    gc.collect()  # start each pass with the same garbage-collector debt
    started = time.process_time()
    moves = 0
    for obj in objects:
        moves += generate(obj)
    return time.process_time() - started, moves


def movegen(quick: bool) -> dict[str, float]:
    from boardroom.games.onager import OnagerGame

    games = 6 if quick else 20
    passes = 5 if quick else 15
    onager_texts = [s.to_text() for s in onager_playout_states(11, games, every=4)]
    fens = chess_fens(11, games * 2, every=4)
    game = OnagerGame({"side": 6})

    def onager_build() -> list[Any]:
        return [game.state_from_text(t) for t in onager_texts]

    def chess_build() -> list[Any]:
        return [chess.Board(f) for f in fens]

    def onager_gen(state: Any) -> int:
        return len(state.legal_moves())

    def chess_gen(board: Any) -> int:
        return len(list(board.legal_moves))

    o_times, c_times = [], []
    o_moves = c_moves = 0
    for _ in range(passes):
        t, o_moves = time_pass(onager_build, onager_gen)
        o_times.append(t)
        t, c_moves = time_pass(chess_build, chess_gen)
        c_times.append(t)
    o_t, c_t = median(o_times), median(c_times)
    return {
        "onager_positions": len(onager_texts),
        "chess_positions": len(fens),
        "onager_moves": o_moves,
        "chess_moves": c_moves,
        "onager_pos_s": len(onager_texts) / o_t,
        "chess_pos_s": len(fens) / c_t,
        "onager_moves_s": o_moves / o_t,
        "chess_moves_s": c_moves / c_t,
        "passes": passes,
    }


def mcts_rate(state: Any, seconds: float, seed: int = 0) -> tuple[float, int]:
    """Iterations per second of the generic MCTS with Onager's evaluation,
    policy and move order, with the Hard level's knobs and no iteration cap."""
    from boardroom.bots.hooks import hooks_for
    from boardroom.bots.levels import level_settings
    from boardroom.bots.mcts import Mcts

    hooks = hooks_for("onager")
    config = dataclasses.replace(
        level_settings("onager", "hard").config, iterations=None, seconds=seconds
    )
    search = Mcts(config, random.Random(seed), hooks.evaluate, hooks.policy, hooks.ordering)
    started = time.process_time()
    result = search.search(state)
    return result.iterations / (time.process_time() - started), result.iterations


def midgame(seed: int) -> Any:
    """A position 40 plies into a seeded random game (moves that would end the
    game are skipped, so the position is still open)."""
    state = after_lakes(seed)
    rng = random.Random(seed)
    while state.ply < 43:
        moves = state.legal_moves()
        rng.shuffle(moves)
        for move in moves:
            state.apply(move)
            if not state.is_terminal() and state.legal_moves():
                break
            state.undo()
        else:
            break
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions and passes")
    args = parser.parse_args()

    r = movegen(args.quick)
    pos_ratio = r["onager_pos_s"] / r["chess_pos_s"]
    move_ratio = r["onager_moves_s"] / r["chess_moves_s"]
    seconds = 2.0 if args.quick else 5.0
    start = after_lakes(5)
    mid = midgame(5)
    start_rate, _ = mcts_rate(start, seconds)
    mid_rate, _ = mcts_rate(mid, seconds)
    mid_moves = len(mid.legal_moves())

    print(
        f"Onager: {r['onager_positions']:.0f} positions, "
        f"{r['onager_moves'] / r['onager_positions']:.1f} moves each: "
        f"{r['onager_pos_s']:,.0f} positions/s, {r['onager_moves_s']:,.0f} moves/s"
    )
    print(
        f"chess:  {r['chess_positions']:.0f} positions, "
        f"{r['chess_moves'] / r['chess_positions']:.1f} moves each: "
        f"{r['chess_pos_s']:,.0f} positions/s, {r['chess_moves_s']:,.0f} moves/s"
    )
    print(
        f"ratio Onager/chess: positions/s {pos_ratio:.2f}x (headline, goal >= {GOAL}x), "
        f"moves/s {move_ratio:.2f}x"
    )
    print(
        f"MCTS (Hard knobs, no iteration cap): start after lakes {start_rate:,.0f} it/s, "
        f"midgame {mid_rate:,.0f} it/s"
    )

    from boardroom.bots.levels import level_settings

    cfg = level_settings("onager", "hard").config
    body = f"""## {_title()}

Measured {today()} ({"quick" if args.quick else "full"} run). {machine()}.

Legal-move generation over fixed sets of positions from seeded uniformly
random games, once per position per pass, {r["passes"]:.0f} alternating passes,
median pass, CPU time. Chess is python-chess {chess.__version__}
`list(board.legal_moves)`.

| | positions | moves per position | positions/s | moves/s |
|---|---|---|---|---|
| Onager (side 6) | {r["onager_positions"]:.0f} | {r["onager_moves"] / r["onager_positions"]:.1f} \
| {r["onager_pos_s"]:,.0f} | {r["onager_moves_s"]:,.0f} |
| chess (python-chess) | {r["chess_positions"]:.0f} | \
{r["chess_moves"] / r["chess_positions"]:.1f} | {r["chess_pos_s"]:,.0f} | \
{r["chess_moves_s"]:,.0f} |
| **ratio Onager / chess** | | | **{pos_ratio:.2f}x** (headline) | {move_ratio:.2f}x |

Goal: positions/s ratio >= {GOAL}x: {yes(pos_ratio >= GOAL)}.

MCTS iterations per second (generic MCTS, Onager evaluation, playout policy
and move order; Hard level's knobs: exploration {cfg.exploration}, playout depth
{cfg.playout_depth}; no iteration cap; {seconds:.0f} s CPU each):

| position | legal moves | iterations/s |
|---|---|---|
| start after the lakes (seed 5) | {len(start.legal_moves())} | {start_rate:,.0f} |
| midgame (ply {mid.ply}, random moves, seed 5) | {mid_moves} | {mid_rate:,.0f} |
"""
    write_section(
        "movegen",
        body,
        [
            {
                "measure": "Onager move generation vs python-chess (positions/s)",
                "result": f"{pos_ratio:.2f}x ({r['onager_pos_s']:,.0f} vs "
                f"{r['chess_pos_s']:,.0f}/s; moves/s {move_ratio:.2f}x)",
                "target": f">= {GOAL}x",
                "met": yes(pos_ratio >= GOAL),
            },
            {
                "measure": "MCTS iterations/s on Onager (start / midgame)",
                "result": f"{start_rate:,.0f} / {mid_rate:,.0f}",
                "target": "-",
                "met": "-",
            },
        ],
    )


def _title() -> str:
    return "Move generation and search speed"


if __name__ == "__main__":
    main()
