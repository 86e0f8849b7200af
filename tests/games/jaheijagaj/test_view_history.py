"""A view's move list shows what its seat saw (RULINGS 5, "The move list"):
nothing of a move it did not see, the hexes it saw of a move seen in part,
never an end hex it did not see (issue 20)."""

from __future__ import annotations

import random

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


def test_the_repro_reads_as_red_saw_it() -> None:
    red = repro().view(0)
    assert red.moves_text()[-1] == "o15-?"
    replay = red.initial()
    for move in red.history[:-1]:
        replay.apply(move)
    assert replay.describe_move(red.history[-1]) == "Blue Honour Guard o15, out of sight"


def replays_as_seen(view: JaheijagajState) -> None:
    """The view's history, replayed from its start, ends on what the view
    shows, every move read and described on the way."""
    replay = view.initial()
    for move in view.history:
        assert replay.format_move(move) and replay.describe_move(move)
        replay.apply(move)
    assert replay.cells == view.cells
    assert replay.wraith == view.wraith
    assert (replay.to_move, replay.alive, replay.out) == (view.to_move, view.alive, view.out)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_view_replays_to_what_it_sees(seats: int) -> None:
    game = make_game("jaheijagaj", {}, seats)
    for seed in range(2):
        rng = random.Random(seed)
        state = game.new_state(seed)
        if seed:  # a game begun from a position text
            for _ in range(10):
                state.apply(rng.choice(state.legal_moves()))
            state = game.state_from_text(state.to_text())
        assert isinstance(state, JaheijagajState)
        for _ in range(50):
            for seat in range(seats):
                view = state.view(seat)
                replays_as_seen(view)
                assert len(view.history) == len(state.history)
            moves = state.legal_moves()
            if not moves:
                break
            fights = [m for m in moves if m.kind != "move"]
            state.apply(rng.choice(fights) if fights and rng.random() < 0.5 else rng.choice(moves))
