"""Jaheijagaj's puzzle check: what a world's result must be to hold the
view's claim, and the margin asked as seats are added."""

from __future__ import annotations

from boardroom.engine.puzzles import MATERIAL, SEAT_OUT, WIN, Claim
from boardroom.games.jaheijagaj.puzzles import MARGIN, as_much, margin
from boardroom.games.jaheijagaj.rules import JaheijagajGame


def test_a_world_holds_a_claim_with_as_much_or_more() -> None:
    four = Claim(MATERIAL, 4.0, ("Honour Guard",))
    assert as_much(Claim(MATERIAL, 4.0), four)
    assert as_much(Claim(MATERIAL, 6.0), four)
    assert not as_much(Claim(MATERIAL, 3.0), four)
    assert not as_much(None, four)
    assert as_much(Claim(SEAT_OUT, seats=(2,)), four)  # the seat fell: it lost all
    assert as_much(Claim(WIN, reason="last"), four)
    out = Claim(SEAT_OUT, seats=(1, 2))
    assert as_much(Claim(SEAT_OUT, seats=(1, 2, 3)), out)
    assert not as_much(Claim(SEAT_OUT, seats=(1,)), out)
    assert not as_much(Claim(MATERIAL, 9.0), out)
    assert not as_much(Claim(SEAT_OUT, seats=(1, 2)), Claim(WIN, reason="last"))


def test_the_margin_follows_the_dilution_of_the_others_losses() -> None:
    assert margin(JaheijagajGame({}, 2).new_state(0)) == MARGIN
    assert margin(JaheijagajGame({}, 4).new_state(0)) == MARGIN / 3
