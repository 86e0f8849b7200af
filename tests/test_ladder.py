"""The ladder's row of a pair counts what the match reports say
(benchmarks/ladder.py): distinct games, endings, the goal and the share cut
short."""

from __future__ import annotations

from benchmarks.ladder import Job, pair_record
from boardroom.engine.matchreport import CAP, LIMIT, RULES, GameReport
from boardroom.engine.outcome import Outcome


def job(results: list[tuple[int | None, str, str]], seed: int) -> Job:
    """Games of a two-seat pair: (winning seat or None, ending, digest); the
    stronger bot sits at seat 0 in even games."""
    done = Job("jaheijagaj", "hard-medium", len(results), seed)
    for index, (winner, ending, digest) in enumerate(results):
        outcome = Outcome.draw(2, "x") if winner is None else Outcome.win(winner, 2, "x")
        first = index % 2
        done.reports.append(GameReport(outcome, ending, 100, 80, 40, 10, digest))
        done.first_seats.append(first)
        if winner is None:
            done.draws += 1
        elif winner == first:
            done.wins += 1
        else:
            done.losses += 1
    return done


def test_a_pair_row_counts_distinct_games_and_endings_across_its_halves() -> None:
    # 20 games: 18 by the rules (the stronger bot wins 17), one is cut by
    # the stall rule, one by the cap, and two games are the same.
    half = [(i % 2, RULES, f"g{i}") for i in range(9)] + [(None, LIMIT, "s")]
    other = [(i % 2, RULES, f"g{i + 9}") for i in range(8)] + [(1, RULES, "g0"), (None, CAP, "c")]
    record = pair_record(
        "jaheijagaj", "hard-medium", [job(half, 1), job(other, 2)], "t", "b", False
    )
    cells = [c.strip() for c in record["line"].split("|")]
    assert cells[1] == "Hard vs medium"
    assert cells[2].startswith("20 ")
    assert cells[3] == "19"  # g0 twice
    assert cells[4] == "18 / 1 / 1 / 0"
    assert cells[5] == "17-2-1"
    assert cells[6] == "0.90"
    assert cells[8].startswith("0.94 of 18 (")
    # 2 of 20 games cut short is 10%: not fewer than 10%, so not met.
    assert cells[10] == "**no**"
