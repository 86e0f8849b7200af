"""A view's move list shows what its seat saw (RULINGS 5, "The move list"):
nothing of a move it did not see, the hexes it saw of a move seen in part,
never an end hex it did not see (issue 20)."""

from __future__ import annotations

import pytest

from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState
from boardroom.games.jaheijagaj.board import board

# Issue 20: Blue's Honour Guard walks from o15, which Red sees, to k16, which it does not.
REPRO = (
    "i3-j2-j1-i1 f15-e15-f14-g14 i1-j1-k1-j2 k15-l14-m14-n13-o13 k2-l1-m1-n1-o1 "
    "o13-p13-p14-o15 o1-n2-n3-o3-o2 o15-n16-m16-l16-k16"
).split()


def repro() -> JaheijagajState:
    state = make_game("jaheijagaj", {}, 2).new_state(1)
    assert isinstance(state, JaheijagajState)
    for text in REPRO:
        state.play(text)
    return state


@pytest.mark.xfail(reason="issue 20: a move seen in part is shown whole", strict=True)
def test_red_is_not_told_where_the_unseen_piece_went() -> None:
    state = repro()
    k16 = board().parse("k16")
    red = state.view(0)
    assert not red.cells[k16] and k16 not in red.memory[0]  # Red knows of no piece there
    assert state.moves_text()[-1] == "o15-n16-m16-l16-k16"  # the game's own list is whole
    texts = red.moves_text()
    assert not any("k16" in text for text in texts), texts
    assert all(k16 not in move.steps for move in red.history)
    assert "k16" not in red.describe_move(red.history[-1])
    replay = red.initial()
    for move in red.history:
        replay.apply(move)
    assert not replay.cells[k16]  # the replayed list puts no piece there either
