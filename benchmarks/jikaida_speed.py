"""Poron Jikaida engine speed against python-chess, measured in the same run.

* Legal-move generation: the Jikaida start position against the chess start
  position, once per fresh state (so no cached move list helps), many
  states per pass; also middle-game positions of seeded random games of both.
* Perft with every leaf made and undone (python-chess's ``push``/``pop``
  likewise): perft(3) from the Jikaida start, over every 12th root move
  (``--full-perft``: all of them, checked against the frozen table), against
  python-chess's perft(4) from the chess start.
* Alpha-beta nodes per second: the generic search with a plain material
  evaluation, the engine's ``captures()`` for quiescence and its Zobrist
  ``key()`` for the table, capped by nodes (benchmarks/jikaida_search.py
  measures the real bot).

Passes alternate between the two games so that machine load hits both
alike; a rate is the median pass; the clock is the process's CPU time.

    python -m benchmarks.jikaida_speed [--quick] [--full-perft]
"""

from __future__ import annotations

import argparse
import gc
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import chess

from benchmarks.common import ROOT, machine, median, today, write_section, yes
from benchmarks.movegen import chess_fens

GOAL_MOVES = 0.5  # legal moves/s, Jikaida start / chess start
GOAL_PERFT = 0.3  # leaves/s, Jikaida perft(3) / chess perft(4)
GOAL_NODES = 10_000  # alpha-beta nodes/s
VALUE = (0, 0, 1900, 1200, 900, 400, 300, 300, 300, 100)  # by kind: the source's points


def jikaida_texts(seed: int, games: int, plies: range) -> list[str]:
    """Middle-game positions of seeded random Jikaida games (the game still on)."""
    from boardroom.games.jikaida import JikaidaGame

    rng = random.Random(seed)
    found = []
    for g in range(games):
        state = JikaidaGame().new_state(seed + g)
        while state.ply < plies.stop and not state.is_terminal():
            if state.ply in plies and state.ply % 10 == 0:
                found.append(state.to_text())
            state.apply(rng.choice(state.legal_moves()))
    return found


def rate_pass(
    build: Callable[[], list[Any]], generate: Callable[[Any], int]
) -> tuple[float, int, int]:
    """(CPU seconds, positions, moves) to generate every position's moves once."""
    objects = build()
    gc.collect()
    started = time.process_time()
    moves = sum(generate(obj) for obj in objects)
    return time.process_time() - started, len(objects), moves


def compare_movegen(jik_texts: list[str], fens: list[str], passes: int) -> dict[str, float]:
    from boardroom.games.jikaida import JikaidaGame

    game = JikaidaGame()
    runs: dict[str, list[tuple[float, int, int]]] = {"jikaida": [], "chess": []}
    for _ in range(passes):
        runs["jikaida"].append(
            rate_pass(
                lambda: [game.state_from_text(t) for t in jik_texts], lambda s: len(s.legal_moves())
            )
        )
        runs["chess"].append(
            rate_pass(lambda: [chess.Board(f) for f in fens], lambda b: len(list(b.legal_moves)))
        )
    out = {}
    for name, results in runs.items():
        seconds = median([r[0] for r in results])
        _, positions, moves = results[0]
        out[f"{name}_pos_s"] = positions / seconds
        out[f"{name}_moves_s"] = moves / seconds
        out[f"{name}_moves_each"] = moves / positions
    return out


def jikaida_leaves(state: Any, depth: int) -> int:
    if depth == 0:
        return 1
    count = 0
    for move in state.legal_moves():
        state.apply(move)
        count += jikaida_leaves(state, depth - 1)
        state.undo()
    return count


def chess_leaves(board: chess.Board, depth: int) -> int:
    if depth == 0:
        return 1
    count = 0
    for move in board.legal_moves:
        board.push(move)
        count += chess_leaves(board, depth - 1)
        board.pop()
    return count


def compare_perft(passes: int, every: int) -> dict[str, float]:
    from boardroom.games.jikaida import JikaidaGame

    jik, che = [], []
    jik_leaves = chess_count = 0
    for _ in range(passes):
        state = JikaidaGame().new_state(0)
        gc.collect()
        started = time.process_time()
        jik_leaves = 0
        for move in state.legal_moves()[::every]:
            state.apply(move)
            jik_leaves += jikaida_leaves(state, 2)
            state.undo()
        jik.append(time.process_time() - started)
        board = chess.Board()
        gc.collect()
        started = time.process_time()
        chess_count = chess_leaves(board, 4)
        che.append(time.process_time() - started)
    return {
        "jikaida_leaves": jik_leaves,
        "jikaida_leaves_s": jik_leaves / median(jik),
        "chess_leaves": chess_count,
        "chess_leaves_s": chess_count / median(che),
    }


def material(state: Any) -> float:
    """Material for the seat to move, in centipawns."""
    board, mine = state.board, 16 if state.current_seat else 0
    score = 0
    for p in board:
        if p:
            score += VALUE[p & 15] if p & 16 == mine else -VALUE[p & 15]
    return float(score)


def search_rate(state: Any, nodes: int) -> tuple[float, int, int]:
    """(nodes/s, nodes, depth) of a node-capped alpha-beta search."""
    from boardroom.bots.alphabeta import AlphaBeta, AlphaBetaConfig

    config = AlphaBetaConfig(max_depth=12, nodes=nodes, exact_ties=False)
    search = AlphaBeta(
        config,
        random.Random(0),
        material,
        captures=lambda s: s.captures(),
        key=lambda s: s.key(),
        clock=time.process_time,
    )
    result = search.search(state)
    return result.nps, result.nodes, result.depth


def full_perft() -> tuple[int, int | None, float]:
    from boardroom.games.jikaida import JikaidaGame

    state = JikaidaGame().new_state(0)
    started = time.process_time()
    count = jikaida_leaves(state, 3)
    seconds = time.process_time() - started
    table = ROOT / "tests" / "games" / "jikaida" / "perft.tsv"
    frozen = None
    for line in Path(table).read_text().splitlines() if table.exists() else []:
        if line.startswith("start\t"):
            counts = line.split("\t")[3].split()
            frozen = int(counts[2]) if len(counts) > 2 else None
    return count, frozen, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer passes and positions")
    parser.add_argument(
        "--full-perft",
        action="store_true",
        help="also the whole perft(3) from the start, checked against the table",
    )
    args = parser.parse_args()
    passes = 3 if args.quick else 9

    from boardroom.games.jikaida import JikaidaGame

    start_text = JikaidaGame().new_state(0).to_text()
    start = compare_movegen([start_text] * 200, [chess.STARTING_FEN] * 2000, passes)
    mids = jikaida_texts(21, 4 if args.quick else 10, range(30, 81))
    fens = chess_fens(21, 20 if args.quick else 50, every=5)
    mid = compare_movegen(mids, fens, passes)
    perft = compare_perft(max(1, passes // 3), every=12)
    node_cap = 10_000 if args.quick else 40_000
    s_rate, s_nodes, s_depth = search_rate(JikaidaGame().new_state(0), node_cap)
    m_state = JikaidaGame().state_from_text(mids[len(mids) // 2])
    m_rate, m_nodes, m_depth = search_rate(m_state, node_cap)
    full = full_perft() if args.full_perft else None

    moves_ratio = start["jikaida_moves_s"] / start["chess_moves_s"]
    pos_ratio = start["jikaida_pos_s"] / start["chess_pos_s"]
    perft_ratio = perft["jikaida_leaves_s"] / perft["chess_leaves_s"]
    nodes_ok = min(s_rate, m_rate) >= GOAL_NODES
    print(
        f"start: Jikaida {start['jikaida_moves_s']:,.0f} moves/s "
        f"({start['jikaida_pos_s']:,.0f} positions/s, {start['jikaida_moves_each']:.0f} "
        f"moves), chess {start['chess_moves_s']:,.0f} moves/s "
        f"({start['chess_pos_s']:,.0f} positions/s): moves {moves_ratio:.2f}x, "
        f"positions {pos_ratio:.2f}x"
    )
    print(
        f"middle games: Jikaida {mid['jikaida_moves_s']:,.0f} moves/s "
        f"({mid['jikaida_pos_s']:,.0f} positions/s), chess {mid['chess_moves_s']:,.0f} "
        f"moves/s ({mid['chess_pos_s']:,.0f} positions/s)"
    )
    print(
        f"perft: Jikaida {perft['jikaida_leaves_s']:,.0f} leaves/s, chess "
        f"{perft['chess_leaves_s']:,.0f} leaves/s: {perft_ratio:.2f}x"
    )
    print(
        f"alpha-beta: start {s_rate:,.0f} nodes/s (depth {s_depth}), middle game "
        f"{m_rate:,.0f} nodes/s (depth {m_depth})"
    )
    full_line = ""
    if full is not None:
        count, frozen, seconds = full
        print(f"full perft(3) = {count:,} (table: {frozen}), {count / seconds:,.0f} leaves/s")
        full_line = (
            f"\nWhole perft(3) from the start: {count:,} leaves (frozen table: "
            f"{frozen:,}; {'same' if count == frozen else '**differs**'}), "
            f"{count / seconds:,.0f} leaves/s.\n"
            if frozen
            else ""
        )

    body = f"""## Jikaida engine speed

Measured {today()} ({"quick" if args.quick else "full"} run). {machine()}.

Legal-move generation, once per fresh state, {passes} alternating passes,
median pass, CPU time; python-chess {chess.__version__} `list(board.legal_moves)`.

| positions | Jikaida moves/s | Jikaida positions/s | chess moves/s | chess positions/s | \
ratio moves/s | ratio positions/s |
|---|---|---|---|---|---|---|
| start ({start["jikaida_moves_each"]:.0f} moves; chess 20) | \
{start["jikaida_moves_s"]:,.0f} | {start["jikaida_pos_s"]:,.0f} | \
{start["chess_moves_s"]:,.0f} | {start["chess_pos_s"]:,.0f} | **{moves_ratio:.2f}x** | \
{pos_ratio:.2f}x |
| middle games ({len(mids)} Jikaida, {mid["jikaida_moves_each"]:.0f} moves each; \
{len(fens)} chess) | {mid["jikaida_moves_s"]:,.0f} | {mid["jikaida_pos_s"]:,.0f} | \
{mid["chess_moves_s"]:,.0f} | {mid["chess_pos_s"]:,.0f} | \
{mid["jikaida_moves_s"] / mid["chess_moves_s"]:.2f}x | \
{mid["jikaida_pos_s"] / mid["chess_pos_s"]:.2f}x |

Perft with every leaf made and undone: Jikaida perft(3) from the start over
every 12th root move ({perft["jikaida_leaves"]:,.0f} leaves)
{perft["jikaida_leaves_s"]:,.0f} leaves/s; chess perft(4)
({perft["chess_leaves"]:,.0f}) {perft["chess_leaves_s"]:,.0f} leaves/s:
**{perft_ratio:.2f}x**.
{full_line}
The engine under a bare search (generic alpha-beta, material evaluation only,
quiescence over `captures()`, Zobrist `key()`; the bot's own search, with its
evaluation and options, is measured by `jikaida_search`), {node_cap:,} nodes: start
**{s_rate:,.0f}** nodes/s (depth {s_depth}), a middle game **{m_rate:,.0f}**
nodes/s (depth {m_depth}).

Goals: moves/s at the start >= {GOAL_MOVES}x chess: {yes(moves_ratio >= GOAL_MOVES)};
perft leaves/s >= {GOAL_PERFT}x chess perft(4): {yes(perft_ratio >= GOAL_PERFT)};
alpha-beta >= {GOAL_NODES:,} nodes/s: {yes(nodes_ok)}.
"""
    write_section(
        "jikaida_speed",
        body,
        [
            {
                "measure": "Jikaida move generation vs python-chess, start positions (moves/s)",
                "result": f"{moves_ratio:.2f}x ({start['jikaida_moves_s']:,.0f} vs "
                f"{start['chess_moves_s']:,.0f}/s; positions/s {pos_ratio:.2f}x)",
                "target": f">= {GOAL_MOVES}x",
                "met": yes(moves_ratio >= GOAL_MOVES),
            },
            {
                "measure": "Jikaida perft(3) vs python-chess perft(4) (leaves/s, make and undo)",
                "result": f"{perft_ratio:.2f}x ({perft['jikaida_leaves_s']:,.0f} vs "
                f"{perft['chess_leaves_s']:,.0f}/s)",
                "target": f">= {GOAL_PERFT}x",
                "met": yes(perft_ratio >= GOAL_PERFT),
            },
        ],
    )  # the bot's own search speed is jikaida_search's row


if __name__ == "__main__":
    main()
