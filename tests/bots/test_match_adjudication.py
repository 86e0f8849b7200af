"""Match adjudication (engine/match.py), as the Jikaida ladder uses it, and
the match command's --adjudicate option."""

from __future__ import annotations

import io
from typing import Any

import pytest

from boardroom.engine.match import ADJUDICATION, Adjudication, play_game, run_match
from tests.toygames import RaceGame


def walker(state: Any) -> str:
    return "w"


def lead_after(ply: int, lead: float) -> Any:
    """A score that is 0 until ``ply``, then ``lead`` for seat 0."""
    return lambda state: lead if state.ply >= ply else 0.0


def game(**knobs: Any) -> Any:
    return play_game(RaceGame({"length": 60}), [walker, walker], 1, **knobs)


def test_a_lead_held_long_enough_wins() -> None:
    outcome = game(adjudication=Adjudication(lead_after(4, 5.0), 3, 3))
    assert outcome.winners == (0,) and outcome.reason == ADJUDICATION
    outcome = game(adjudication=Adjudication(lead_after(4, -5.0), 3, 3))
    assert outcome.winners == (1,) and outcome.reason == ADJUDICATION


def test_a_small_or_broken_lead_does_not() -> None:
    small = game(adjudication=Adjudication(lead_after(0, 2.0), 3, 3))
    assert small.reason != ADJUDICATION
    swinging = game(adjudication=Adjudication(lambda s: 5.0 if s.ply % 3 else -5.0, 3, 3))
    assert swinging.reason != ADJUDICATION


def test_the_ply_cap_goes_to_a_big_enough_lead() -> None:
    capped = Adjudication(lead_after(0, 2.0), 10, 3, cap_margin=1.0)
    assert game(max_plies=20, adjudication=capped).winners == (0,)
    drawn = Adjudication(lead_after(0, 0.5), 10, 3, cap_margin=1.0)
    assert game(max_plies=20, adjudication=drawn).is_draw
    assert game(max_plies=20, adjudication=Adjudication(lead_after(0, 2.0), 10, 3)).is_draw


def test_run_match_passes_it_on() -> None:
    result = run_match(
        RaceGame({"length": 60}),
        walker,
        walker,
        games=2,
        adjudication=Adjudication(lead_after(2, 9.0), 3, 2),
    )
    assert (result.wins, result.draws, result.losses) == (1, 0, 1)  # seat 0 each time


@pytest.mark.parametrize("margin, plies, cap", [(0, 3, None), (2, 0, None), (2, 3, -1.0)])
def test_nonsense_is_refused(margin: float, plies: int, cap: float | None) -> None:
    with pytest.raises(ValueError):
        Adjudication(lead_after(0, 1.0), margin, plies, cap)


def test_the_match_command_adjudicates_on_material() -> None:
    from boardroom.cli_commands import CliError, cmd_match, parse_adjudication
    from boardroom.engine.registry import make_game

    jikaida = make_game("jikaida", {"move_limit": 40})
    assert parse_adjudication(jikaida, "20,20,5").cap_margin == 5.0
    with pytest.raises(CliError):
        parse_adjudication(jikaida, "20")
    with pytest.raises(CliError):
        parse_adjudication(make_game("onager"), "20,20")  # no material count
    out, err = io.StringIO(), io.StringIO()
    cmd_match(jikaida, "random,random", 1, 3, 30, out, err, "1,1")
    assert "wins: " in out.getvalue()
    assert "(adjudication)" in err.getvalue() or "draw" in err.getvalue()


def test_with_more_seats_the_leader_must_be_ahead_of_every_other() -> None:
    judge = Adjudication(lambda state: [0.0], 3, 1)
    assert judge.leader([9.0, 5.0, 7.0, 1.0], 2) == 0  # 2 ahead of the next best
    assert judge.leader([9.0, 5.0, 8.0, 1.0], 2) is None  # only 1 ahead of seat 2
    assert judge.leader([float("-inf"), 4.0, 1.0, 9.0], 3) == 3


def test_jaheijagaj_material_is_a_lead_for_two_seats_and_standings_for_more() -> None:
    from boardroom.engine.registry import make_game
    from boardroom.games.jaheijagaj.bot import material

    two = make_game("jaheijagaj", None, 2).new_state(seed=1)
    assert material(two) == 0.0
    four = make_game("jaheijagaj", None, 4).new_state(seed=1)
    standings = material(four)
    assert isinstance(standings, list) and len(standings) == 4
    assert standings == [7.0 + 3.0] * 4  # honour 7 and a Wraith each
