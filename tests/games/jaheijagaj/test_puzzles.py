"""Jaheijagaj's puzzle check: what a world's result must be to hold the
view's claim, and the margin asked as seats are added."""

from __future__ import annotations

import pytest

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


def test_the_check_does_not_move_when_hard_is_tuned(monkeypatch: pytest.MonkeyPatch) -> None:
    # The shipped puzzles were checked with Hard as it was: tuning Hard for
    # play (its level or its weights) must not unmake them.
    import dataclasses

    from boardroom.games.jaheijagaj import bot
    from boardroom.games.jaheijagaj.puzzles import CHECK_WEIGHTS, check_level

    before = check_level()
    assert before.weights is CHECK_WEIGHTS and not CHECK_WEIGHTS.room
    assert CHECK_WEIGHTS.hold == CHECK_WEIGHTS.deny == CHECK_WEIGHTS.block == 0
    tuned = dataclasses.replace(bot.LEVELS["hard"], worlds=9, fight=99.0)
    monkeypatch.setitem(bot.LEVELS, "hard", tuned)
    assert check_level() == before
