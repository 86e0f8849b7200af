"""What a match reports beyond its tally: distinct games, how they ended,
plies without a removal, intervals (engine/match.py, engine/matchreport.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from boardroom.engine.match import Seeded, derived_seed, run_game, run_match
from boardroom.engine.matchreport import CAP, LIMIT, RULES, GameReport, summarise, wilson
from boardroom.engine.outcome import Outcome
from tests.toygames import NimGame, RaceGame


def first_move(state: Any) -> Any:
    return state.legal_moves()[0]


def last_move(state: Any) -> Any:
    return state.legal_moves()[-1]


def seeded_random(seed: int) -> Any:
    rng = random.Random(seed)
    return lambda state: rng.choice(state.legal_moves())


def test_a_fixed_agent_replays_and_seeded_agents_do_not() -> None:
    game = NimGame({"piles": "1357"})
    # Agents without a seed of their own per game: game i and game i + 2
    # are the same game, seats and all (the 2 distinct games of 8 of issue 21).
    fixed = run_match(game, first_move, last_move, games=6).summary()
    assert fixed.distinct == 2
    made: list[int] = []

    def make(seed: int) -> Any:
        made.append(seed)
        return seeded_random(seed)

    fresh = run_match(game, Seeded(make), Seeded(make), games=6)
    assert fresh.summary().distinct == 6
    assert len(made) == 12 and len(set(made)) == 12  # per game and per agent
    again = run_match(game, Seeded(seeded_random), Seeded(seeded_random), games=6)
    assert [r.digest for r in again.reports] == [r.digest for r in fresh.reports]


def test_every_game_has_its_own_seed_apart_from_the_agents() -> None:
    seeds = {derived_seed(2024, i, role) for i in range(50) for role in range(5)}
    assert len(seeds) == 250
    # Matches from neighbouring seeds do not share games.
    assert derived_seed(1, 1, 0) != derived_seed(2, 0, 0)


def test_plies_without_a_removal_are_counted() -> None:
    # Piles 3, 4, 5, one counter at a time: emptying a pile is the removal
    # (the game's move-limit count starts again), and earns another move.
    timid = NimGame({"piles": "345"})
    report = run_game(timid, [first_move, first_move], seed=1)
    assert report.ending == RULES and report.plies == 12
    assert report.quiet_plies == 2 + 3 + 4
    assert report.longest_quiet == 4 and report.final_quiet == 0


def test_endings_by_rules_limit_and_cap() -> None:
    limited = NimGame({"piles": "345", "move_limit": 2})
    assert run_game(limited, [first_move, first_move], seed=1).ending == LIMIT

    def walker(state: Any) -> str:
        return "w"

    capped = run_game(RaceGame({"length": 60}), [walker, walker], seed=1, max_plies=10)
    assert capped.ending == CAP and capped.plies == 10 and capped.outcome.is_draw
    assert capped.final_quiet == 10  # nothing is ever removed in a race


def report(winner: int | None, ending: str = RULES, digest: str = "a") -> GameReport:
    outcome = Outcome.draw(2, "x") if winner is None else Outcome.win(winner, 2, "x")
    return GameReport(outcome, ending, 10, 5, 3, 1, digest)


def test_the_summary_counts_from_the_first_agent() -> None:
    # The first agent sits at 0, 1, 0, 1: it wins games 0 and 1, loses game 2,
    # game 3 is drawn at the cap.
    reports = [
        report(0, digest="a"),
        report(1, digest="b"),
        report(1, digest="a"),
        report(None, CAP, "c"),
    ]
    summary = summarise(reports, [0, 1, 0, 1])
    assert summary.games == 4 and summary.distinct == 3
    assert summary.endings == {"rules": 3, "limit": 0, "cap": 1, "adjudication": 0}
    assert summary.score == pytest.approx(2.5 / 4)
    assert summary.decided == 3 and summary.decided_score == pytest.approx(2 / 3)
    assert summary.decided_interval == wilson(2 / 3, 3)
    lines = summary.lines()
    assert lines[0] == "distinct: 3 of 4"
    assert lines[1] == "endings: rules 3, limit 0, cap 1, adjudication 0"


def test_wilson_interval() -> None:
    low, high = wilson(0.5, 40)
    assert low == pytest.approx(0.352, abs=1e-3) and high == pytest.approx(0.648, abs=1e-3)
    assert wilson(1.0, 40)[1] == 1.0 and wilson(0.0, 0) == (0.0, 1.0)


def test_the_match_command_writes_a_report_per_game(tmp_path: Any) -> None:
    import io
    import json

    from boardroom.cli_commands import cmd_match
    from boardroom.engine.registry import make_game

    path = tmp_path / "games.jsonl"
    out, err = io.StringIO(), io.StringIO()
    cmd_match(
        make_game("onager", {"side": 5}), "random,random", 3, 4, 40, out, err, None, None, str(path)
    )
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    assert [r["game"] for r in rows] == [0, 1, 2]
    assert [r["first_seat"] for r in rows] == [0, 1, 0]
    reports = [GameReport.from_json(r) for r in rows]
    assert len({r.digest for r in reports}) == 3
    summary = summarise(reports, [r["first_seat"] for r in rows])
    assert f"distinct: {summary.distinct} of 3" in out.getvalue()
    assert summary.lines()[1] in out.getvalue().splitlines()


def test_a_report_holds_its_moves_and_they_replay_the_game() -> None:
    game = NimGame({"piles": "1357"})
    played = run_game(game, [seeded_random(3), seeded_random(4)], seed=5)
    assert len(played.moves) == played.plies > 0
    state = game.new_state(5)
    for written in played.moves:
        state.play(state.parse_move(written))
    assert state.is_terminal() and state.outcome() == played.outcome
    again = GameReport.from_json(played.to_json())
    assert again == played
    # A report written before moves were kept still reads, with none.
    older = played.to_json()
    del older["moves"]
    assert GameReport.from_json(older).moves == ()


def test_a_match_from_a_later_game_plays_the_games_of_the_whole() -> None:
    from boardroom.engine.match import run_seats_match

    game = NimGame({"piles": "1357"})
    agents = [Seeded(seeded_random), Seeded(seeded_random)]
    whole = run_seats_match(game, agents, 6, seed=4)
    tail = run_seats_match(game, agents, 3, seed=4, first=3)
    assert [r.digest for r in tail.reports] == [r.digest for r in whole.reports[3:]]
    # The first agent sat at 1, 0, 1 in games 3-5: the tally counts from there.
    firsts = [1, 0, 1]
    wins = sum(1 for r, s in zip(tail.reports, firsts, strict=True) if s in r.outcome.winners)
    assert tail.wins == wins and tail.summary().score == pytest.approx(wins / 3)
    with pytest.raises(ValueError, match="first game"):
        run_seats_match(game, agents, 1, first=-1)
