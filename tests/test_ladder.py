"""The ladder's row of a pair counts what the match reports say
(benchmarks/ladder.py): distinct games, endings, the goal and the share cut
short."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from benchmarks.ladder import Job, pair_record, read_logs
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


def test_the_logs_are_read_again_and_a_stalled_game_counts_as_cut_short(tmp_path: Path) -> None:
    # A match that did not yet know the stall rule's reasons wrote "rules".
    log = tmp_path / "jaheijagaj-hard-medium-1.log"
    log.write_text(
        "boardroom.cli match ...\ngame 1/2: ...\nwins: 1\ndraws: 1\nlosses: 0\n"
        "bot 1 (hard): 10 moves, mean 1.00 ms, p95 2.00 ms\nseconds: 90.0\n"
    )
    rows = [
        GameReport(Outcome.win(0, 2, "last-seat"), RULES, 50, 40, 20, 0, "a"),
        GameReport(Outcome((), "stalled-draw", (0.5, 0.5)), RULES, 60, 60, 60, 60, "b"),
    ]
    log.with_suffix(".jsonl").write_text(
        "".join(json.dumps({"first_seat": i % 2, **r.to_json()}) + "\n" for i, r in enumerate(rows))
    )
    job = read_logs(Job("jaheijagaj", "hard-medium", 2, 1), log)
    assert [r.ending for r in job.reports] == [RULES, LIMIT]
    assert (job.wins, job.draws, job.losses, job.seconds) == (1, 1, 0, 90.0)
    assert job.times["hard"] == "10 moves, mean 1.00 ms, p95 2.00 ms"


def test_a_stalled_jaheijagaj_game_is_a_limit_ending() -> None:
    from boardroom.engine.match import run_game
    from boardroom.engine.registry import make_game

    def wander(state: Any) -> Any:  # never attacks: quiet rounds run out
        return next(m for m in state.legal_moves() if m.kind == "move")

    report = run_game(make_game("jaheijagaj", {}, 2), [wander, wander], seed=1)
    assert report.outcome.reason.startswith("stalled") and report.ending == LIMIT
    assert report.plies == 60 and report.final_quiet == 60


def test_node_budgets_replace_the_time_caps(monkeypatch: Any) -> None:
    # The ladder's Jaheijagaj bots play on node budgets alone, so a busy
    # machine makes them no weaker.
    from benchmarks.ladder_nodes import fix_budgets, parse_nodes
    from boardroom.games.jaheijagaj import bot

    monkeypatch.setattr(bot, "LEVELS", dict(bot.LEVELS))
    assert parse_nodes("hard=4000,medium=1500") == {"hard": 4000, "medium": 1500}
    easy_nodes = bot.LEVELS["easy"].nodes
    fix_budgets({"hard": 4000})
    assert bot.LEVELS["hard"].nodes == 4000 and bot.LEVELS["hard"].seconds is None
    assert bot.LEVELS["easy"].nodes == easy_nodes and bot.LEVELS["easy"].seconds is None
    assert bot.make_bot("hard", 1).settings.seconds is None


def test_the_long_pairs_are_played_in_two_halves_of_whole_rotations() -> None:
    # Each half has its own seed, and a whole number of seat rotations, so
    # the stronger bot sits at every seat as often in each.
    from benchmarks.ladder import SEED, plan

    jobs = plan("jaheijagaj", ["easy-random", "hard-medium", "hard-3medium"], 40)
    assert [(j.pair, j.games, j.seed) for j in jobs] == [
        ("easy-random", 40, SEED),
        ("hard-medium", 20, SEED),
        ("hard-medium", 20, SEED + 10_000),
        ("hard-3medium", 20, SEED),
        ("hard-3medium", 20, SEED + 10_000),
    ]
    assert [j.games for j in plan("jaheijagaj", ["hard-3medium"], 30)] == [16, 16]
    assert [j.games for j in plan("onager", ["hard-medium"], 50)] == [26, 26]


def test_a_split_plan_plays_each_game_of_each_match_once() -> None:
    from benchmarks.ladder import SEED, plan

    whole = plan("jaheijagaj", ["hard-medium", "hard-3medium"], 40)
    split = plan("jaheijagaj", ["hard-medium", "hard-3medium"], 40, split=3)

    def games(jobs: list[Job]) -> set[tuple[str, int, int]]:
        out = set()
        for j in jobs:
            out |= {(j.pair, j.seed, j.first + i) for i in range(j.games)}
        return out

    assert len(split) > len(whole) and games(split) == games(whole)
    assert sum(j.games for j in split) == len(games(split)) == 80
    for j in split:
        seats = 4 if j.pair == "hard-3medium" else 2
        assert j.first % seats == 0  # each part starts where the first bot sits at seat 0
    assert {j.seed for j in split} == {SEED, SEED + 10_000}
    names = [j.log_name() for j in split]
    assert len(set(names)) == len(names) and "jaheijagaj-hard-medium-2024.log" in names
