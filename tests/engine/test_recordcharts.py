"""The charts' figures from listed rows: the same as the command line's
figures from records, a running score over the last games, a few hundred
points at most, and worked out in steps."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta

from boardroom.engine.recordcharts import (
    MAX_POINTS,
    WINDOW,
    ChartTally,
    chart_figures,
    score_lines,
)
from boardroom.engine.recordrows import Listing, records_of
from boardroom.engine.recordstats import first_mover, human_results

LEVELS = ("easy", "medium", "hard")


def rows(count: int, seed: int = 1) -> list[Listing]:
    rng = random.Random(seed)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    out = []
    for i in range(count):
        seats = [{"name": "Ann", "kind": "human"}]
        seats += [{"name": "Bot", "kind": "bot", "level": rng.choice(LEVELS)}]
        if rng.random() < 0.2:
            seats.append({"name": "Cleo", "kind": "human"})
        n = len(seats)
        roll = rng.random()
        status = "abandoned" if roll < 0.05 else "finished"
        winners = [] if roll < 0.15 or status == "abandoned" else [rng.randrange(n)]
        scores = (
            [0.0] * n
            if status == "abandoned"
            else [1.0 if s in winners else 0.0 for s in range(n)]
            if winners
            else [1 / n] * n
        )
        ended = (start + timedelta(hours=i)).isoformat(timespec="seconds")
        out.append(
            (
                i + 1,
                ended,
                f"u{i}",
                rng.choice(("onager", "rival")),
                "{}",
                json.dumps(seats),
                json.dumps(winners),
                json.dumps(scores),
                "resignation",
                rng.randrange(5, 90),
                60.0,
                status,
                "app",
                "",
            )
        )
    return out


def test_the_figures_from_rows_are_those_from_records() -> None:
    listed = rows(500)
    records = records_of(listed)
    figures = chart_figures(listed)
    assert figures.first == first_mover(records)
    assert figures.games == sum(1 for r in records if r.status == "finished")
    assert sum(b[2] for b in figures.lengths) == figures.games
    by_level: dict[str, list[tuple[str, float]]] = {}
    for ended, _game, level, result in human_results(records):
        by_level.setdefault(level, []).append((ended, {"win": 1, "draw": 0.5, "loss": 0}[result]))
    assert figures.results == score_lines(by_level)
    assert list(figures.results) == ["easy", "medium", "hard"]


def test_the_score_is_over_the_last_games_and_the_line_keeps_few_points() -> None:
    start = datetime(2026, 1, 1, tzinfo=UTC)
    games = [((start + timedelta(days=i)).isoformat(), float(i % 3 == 0)) for i in range(2000)]
    [(level, line)] = score_lines({"hard": games}).items()
    assert level == "hard" and len(line) <= MAX_POINTS + 1
    last = [p for _, p in games[-WINDOW:]]
    assert line[-1] == (datetime.fromisoformat(games[-1][0]).timestamp(), 100 * sum(last) / WINDOW)
    short = score_lines({"easy": games[:4]})["easy"]
    assert [round(p, 1) for _, p in short] == [100.0, 50.0, 33.3, 50.0]  # the first games alone


def test_the_figures_come_in_steps_of_a_slice() -> None:
    listed = rows(5000)
    steps = list(ChartTally().work(listed, 1000))
    assert steps[-1] == chart_figures(listed)
    assert all(step is None for step in steps[:-1]) and len(steps) >= 5


def test_games_added_one_at_a_time_give_the_figures_of_all() -> None:
    listed = rows(3000)
    tally = ChartTally()
    tally.add(listed[:2000])
    assert tally.figures() == chart_figures(listed[:2000])
    for i in range(2000, 3000, 100):  # a game at a time, figures in between
        for row in listed[i : i + 100]:
            tally.add([row])
            *_, figures = tally.steps()
        assert figures == chart_figures(listed[: i + 100])
    # Only the level a game touched is worked out again: one step, then the figures.
    person = next(
        r
        for r in rows(50, seed=9)
        if '"bot"' in r[5] and "Cleo" not in r[5] and r[11] == "finished"
    )
    tally.add([person])
    assert len(list(tally.steps())) == 2
    tally.add([listed[0][:11] + ("abandoned",) + listed[0][12:]])  # no figure changes
    assert len(list(tally.steps())) == 1
