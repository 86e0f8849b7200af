"""Games that stall (RULINGS 5, a Table rule on by default): 30 rounds in a
row without a piece removed end the game; the most infantry honour wins,
seats tied at the top draw between them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from boardroom.cli import main
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat, from_state, load_text
from boardroom.games.jaheijagaj import JaheijagajState
from boardroom.games.jaheijagaj.rules import STALL_ROUNDS

DOCS = Path(__file__).resolve().parents[3] / "docs"


def state(text: str, seats: int = 2, **options: object) -> JaheijagajState:
    st = make_game("jaheijagaj", options, seats).state_from_text(text)
    assert isinstance(st, JaheijagajState)
    return st


def quiet(seats_in: int, rounds: int = STALL_ROUNDS) -> int:
    """The turns without a piece removed that make ``rounds`` rounds."""
    return seats_in * rounds


def test_the_rule_is_an_option_on_by_default() -> None:
    game = make_game("jaheijagaj", {}, 2)
    assert game.options["stall_rule"] is True
    assert make_game("jaheijagaj", {"stall_rule": "off"}, 2).options["stall_rule"] is False


def test_thirty_quiet_rounds_end_the_game_the_most_honour_wins() -> None:
    # Red 4 + 2 honour, Blue 4: one more quiet turn makes 30 rounds.
    st = state(f"r rHb1,rSe2,bHo16 - - {quiet(2) - 1}")
    assert st.stall_rounds_left() == 1 and not st.is_terminal()
    st.play("e2-f2")
    assert st.stall_rounds_left() == 0
    result = st.outcome()
    assert result is not None and result.winners == (0,) and result.reason == "stalled"
    assert st.legal_moves() == []


def test_a_piece_removed_starts_the_count_again() -> None:
    st = state(f"r rHb1,rSe2,bTg2,bHo16 - - {quiet(2) - 1}")
    st.play("e2-f2xg2")
    assert st.quiet_moves == 0 and st.stall_rounds_left() == STALL_ROUNDS
    assert not st.is_terminal()


def test_seats_tied_at_the_top_draw_and_the_others_lose() -> None:
    # Red 4, Blue 4, Purple 4 + 1: Purple wins alone.
    text = "r rHb1,bHa15,pHo16,pTl14 - - {0}"
    st = state(text.format(quiet(3) - 1), seats=3)
    st.play("b1-c1")
    result = st.outcome()
    assert result is not None and result.winners == (2,) and result.scores == (0.0, 0.0, 1.0)
    # Red 4 + 1, Blue 4 + 1, Purple 4: Red and Blue draw, Purple loses.
    st = state(f"r rHb1,rTe2,bHa15,bTb12,pHo16 - - {quiet(3) - 1}", seats=3)
    st.play("b1-c1")
    result = st.outcome()
    assert result is not None and result.is_draw and result.reason == "stalled-draw"
    assert result.scores == (0.5, 0.5, 0.0)


def test_a_round_is_every_seat_still_in() -> None:
    # Four seats, one out: a round is three turns.
    text = "r rHb1,bHa15,pHo16,yHp2 b:honour - {0}"
    st = state(text.format(quiet(3) - 1).replace("bHa15,", ""), seats=4)
    assert st.stall_rounds_left() == 1
    st.play("b1-c1")
    assert st.is_terminal()


def test_off_the_game_plays_on() -> None:
    st = state(f"r rHb1,rSe2,bHo16 - - {quiet(2) + 10}", stall_rule=False)
    assert st.stall_rounds_left() is None and not st.is_terminal()
    st.play("e2-f2")
    assert not st.is_terminal()


def test_the_count_is_in_the_position_text_and_reads_back() -> None:
    text = f"r rHb1,rSe2,bHo16 - - {quiet(2) - 21}"
    st = state(text)
    assert st.to_text() == text and st.stall_rounds_left() == 11
    st.play("e2-f2")
    again = state(st.to_text())
    assert again.to_text() == st.to_text() and again.stall_rounds_left() == 10


def test_the_command_line_ends_a_stalled_game(capsys: pytest.CaptureFixture[str]) -> None:
    text = f"r rHb1,rSe2,bHo16 - - {quiet(2) - 1}"
    assert main(["play", "-g", "jaheijagaj", "-p", text, "-m", "e2-f2"]) == 0
    assert capsys.readouterr().out.splitlines()[1] == "result: Red wins (stalled)"
    assert main(["games"]) == 0
    assert "option stall_rule=true: one of True, False" in capsys.readouterr().out


def test_games_saved_before_the_rule_replay_without_it() -> None:
    """A saved game that names no stall_rule was played without it: it loads
    as it was played, even past 30 quiet rounds."""
    for name in ("example-jaheijagaj-2.boardroom", "example-jaheijagaj-4.boardroom"):
        saved, game, loaded = load_text((DOCS / name).read_text(encoding="utf-8"))
        assert "stall_rule" not in saved.options and game.options["stall_rule"] is False
    # A long quiet game, saved without the option: it would have ended.
    st = state(f"r rHb1,rSe2,bHo16 - - {quiet(2) - 2}", stall_rule=False)
    st.play("e2-f2")
    st.play("o16-n16")
    st.play("f2-g2")
    doc = json.loads(from_state(st, [Seat("Ann"), Seat("Bob")]).to_json())
    doc["options"].pop("stall_rule")
    _saved, game, loaded = load_text(json.dumps(doc))
    assert game.options["stall_rule"] is False and loaded.ply == 3 and not loaded.is_terminal()
    # Saved now, the option is written and read back.
    saved = from_state(state("r rHb1,rSe2,bHo16 - - 0"), [Seat("A"), Seat("B")])
    assert json.loads(saved.to_json())["options"]["stall_rule"] is True


def test_the_reference_ends_stalled_games_too() -> None:
    from boardroom.engine.perft import perft
    from tests.games.jaheijagaj import reference

    for turns_left in (1, 2):
        text = f"r rHb1,bHo16 - - {quiet(2) - turns_left}"
        counts = [perft(state(text), d) for d in (1, 2)]
        assert counts == [reference.perft(reference.parse(2, text), d) for d in (1, 2)]
        assert counts[turns_left:] == [0] * (2 - turns_left) and counts[0] > 0
