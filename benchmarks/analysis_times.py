"""Analysis times: the evaluation graph's background estimate per move, and a
full review of each example game.

Background estimate: ``bots.analysis.estimate`` with BACKGROUND_SECONDS on
the mover's view (what the graph asks during play), over positions of
seeded uniformly random games (every few plies), wall-clock time per call
(median, p95, max). Review: ``bots.review.review_game`` of each example game
in ``docs/`` (REVIEW_SECONDS per position; an unfinished game with secrets
from each mover's view), wall-clock time for the whole game.

Run with ``nice``: the figures are wall-clock on a shared machine.
"""

from __future__ import annotations

import argparse
import random
import time

from benchmarks.common import ROOT, machine, median, percentile, today, write_section, yes
from boardroom.bots.analysis import BACKGROUND_SECONDS, REVIEW_SECONDS, estimate
from boardroom.bots.review import review_game
from boardroom.engine.game import State
from boardroom.engine.registry import GAMES, make_game
from boardroom.engine.savegame import load_path

# A background estimate should come back within its time and a little over.
GOAL_P95 = 2 * BACKGROUND_SECONDS
EXAMPLES = (
    "example.boardroom",
    "example-jikaida.boardroom",
    "example-dejarik.boardroom",
    "example-rival.boardroom",
    "example-jaheijagaj-2.boardroom",
    "example-jaheijagaj-4.boardroom",
)


def positions(key: str, count: int, every: int = 5, seed: int = 11) -> list[State]:
    """Non-final positions of seeded random games, every ``every``-th ply."""
    game = make_game(key, {}, None)
    found: list[State] = []
    rng = random.Random(seed)
    g = 0
    while len(found) < count and g < 50:
        state = game.new_state(seed * 100 + g)
        g += 1
        while not state.is_terminal() and state.ply < 200 and len(found) < count:
            if state.ply % every == every - 1:
                found.append(state.clone())
            state.apply(rng.choice(state.legal_moves()))
    return found


def background_times(key: str, count: int) -> list[float]:
    times = []
    for state in positions(key, count):
        view = state.view(state.current_seat)
        started = time.perf_counter()
        estimate(view, BACKGROUND_SECONDS)
        times.append(time.perf_counter() - started)
    return times


def review_time(name: str) -> tuple[str, int, int, float, bool]:
    _, game, state = load_path(ROOT / "docs" / name)
    started = time.perf_counter()
    reviewed = review_game(state, REVIEW_SECONDS)
    elapsed = time.perf_counter() - started
    marks = sum(1 for j in reviewed.judgements if j.grade)
    title = f"{game.spec.title} ({game.num_seats} seats)"
    return title, len(state.history), marks, elapsed, reviewed.views


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions, no reviews")
    args = parser.parse_args()
    count = 6 if args.quick else 20
    rows, summary = [], []
    worst = 0.0
    for key in GAMES:
        times = background_times(key, count)
        med, p95, top = median(times), percentile(times, 0.95), max(times)
        worst = max(worst, p95)
        title = make_game(key, {}, None).spec.title
        print(f"{title}: median {med:.3f} s, p95 {p95:.3f} s, max {top:.3f} s over {len(times)}")
        rows.append(f"| {title} | {len(times)} | {med:.2f} | {p95:.2f} | {top:.2f} |")
        summary.append(
            {
                "measure": f"{title}: background estimate per move (median / p95)",
                "result": f"{med:.2f} s / {p95:.2f} s",
                "target": f"p95 <= {GOAL_P95:.1f} s",
                "met": yes(p95 <= GOAL_P95),
            }
        )
    reviews = []
    totals: list[tuple[float, int, str]] = []
    for name in () if args.quick else EXAMPLES:
        title, moves, marks, elapsed, views = review_time(name)
        seen = "each mover's view" if views else "whole position"
        print(f"{name}: {moves} moves reviewed in {elapsed:.1f} s, {marks} marked")
        reviews.append(
            f"| `docs/{name}` | {title} | {moves} | {seen} | {elapsed:.1f} | "
            f"{elapsed / (moves + 1):.2f} | {marks} |"
        )
        totals.append((elapsed, moves, name))
    if totals:
        low, high = min(totals), max(totals)
        summary.append(
            {
                "measure": f"Full review of each example game ({len(totals)} games, "
                f"{REVIEW_SECONDS} s a position): fastest / slowest",
                "result": f"{low[0]:.1f} s ({low[1]} moves) / {high[0]:.1f} s ({high[1]} moves, "
                f"{high[2]})",
                "target": "-",
                "met": "-",
            }
        )
    review_table = "\n".join(reviews) if reviews else "| (not run: --quick) | | | | | | |"
    body = f"""## Analysis times

Measured {today()} ({"quick" if args.quick else "full"} run). {machine()}.

The evaluation graph's estimate after each move: `bots.analysis.estimate`
on the mover's view with {BACKGROUND_SECONDS} s, over {count} positions of
seeded random games per game (every 5th ply), wall-clock seconds per call.

| game | positions | median (s) | p95 (s) | max (s) |
|---|---|---|---|---|
{chr(10).join(rows)}

Goal: every game's p95 within twice the time asked ({GOAL_P95:.1f} s): {yes(worst <= GOAL_P95)}.
Dejarik's solver answers most positions from its tables at once (a roll, a
choice already valued) and takes its time only when a round starts; the
other games search for the whole time given.

A full review (`bots.review.review_game`, as `boardroom-cli review` runs it)
of each example game, {REVIEW_SECONDS} s per position; the examples are
unfinished, so the games with secrets are judged from each mover's view.
Marks: moves graded a mistake or a blunder. Rival's setup moves are judged
at once (the analysis does not weigh formations).

| file | game | moves | judged from | total (s) | per position (s) | marks |
|---|---|---|---|---|---|---|
{review_table}
"""
    write_section("analysis_times", body, summary)


if __name__ == "__main__":
    main()
