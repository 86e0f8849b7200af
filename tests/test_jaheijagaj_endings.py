"""The sorting of a Jaheijagaj ladder's cut-short games (benchmarks/jaheijagaj_endings.py)."""

from __future__ import annotations

import pytest

from benchmarks.jaheijagaj_endings import kind, last_position
from boardroom.engine.match import derived_seed, run_game
from boardroom.engine.registry import make_game


def position(pieces: str) -> object:
    game = make_game("jaheijagaj", {"move_limit": "0"}, 2)
    return game.state_from_text(f"r {pieces},rWh2:0,bWi15:3 - - 0")


@pytest.mark.parametrize(
    ("pieces", "expected"),
    [
        # Blue holds both summit hexes with a Guard: it can never be put out.
        ("rHc3,rSd3,rTe3,bHi8,bTh9,bTh14", "fortress"),
        # Both hexes, but a Trooper and a Trooper: 2 honour up there, not 4.
        ("rHc3,rSd3,rTe3,bTi8,bTh9,bSh14,bSg14", "even"),
        # A lone Blue Guard on the summit, its loss alone puts Blue out.
        ("rHc3,rSd3,rSe3,rTl3,bHi8,bSh14", "summit piece"),
        ("rHc3,rHd3,rSe3,rTl3,bHh13,bSh14", "other"),
        ("rHc3,rSd3,bHh13,bSh14", "even"),
    ],
)
def test_a_last_position_is_sorted_by_what_kept_the_game_going(pieces: str, expected: str) -> None:
    assert kind(position(pieces)) == expected  # type: ignore[arg-type]


def test_a_cut_game_is_replayed_from_its_seed_and_moves() -> None:
    game = make_game("jaheijagaj", {"move_limit": "0"}, 2)
    first = lambda state: state.legal_moves()[0]  # noqa: E731
    report = run_game(game, [first, first], derived_seed(9, 0, 0), max_plies=6)
    row = {**report.to_json(), "seed": 9, "game": 0, "seats": ["easy", "easy"]}
    again = last_position(row)
    assert again.ply == 6 and again.format_move(again.legal_moves()[0])
    played = game.new_state(derived_seed(9, 0, 0))
    for _ in range(6):
        played.play(played.legal_moves()[0])
    assert again.to_text() == played.to_text()
