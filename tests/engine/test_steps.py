"""Entering multi-part moves step by step."""

from collections.abc import Hashable

from boardroom.engine.steps import completed, continuations, extends
from tests.toygames import NimGame, NimMove, RaceGame


def test_continuations_and_completed_on_variable_length_moves() -> None:
    moves = NimGame({"piles": "1357"}).new_state(1).legal_moves()
    assert continuations(moves, ()) == [0, 1, 2, 3]  # in the moves' order
    assert completed(moves, ()) is None
    # Pile a holds one counter: one click is a whole move, nothing follows.
    assert completed(moves, (0,)) == NimMove(0, 1)
    assert continuations(moves, (0,)) == [] and not extends(moves, (0,))
    # Pile d holds seven: each prefix is a move and may also go on.
    for k in range(1, 7):
        assert completed(moves, (3,) * k) == NimMove(3, k)
        assert continuations(moves, (3,) * k) == [3]
        assert extends(moves, [3] * k)  # any sequence type
    assert completed(moves, (3,) * 7) == NimMove(3, 7)
    assert continuations(moves, (3,) * 7) == []
    # A prefix that no move starts with.
    assert continuations(moves, (0, 1)) == [] and completed(moves, (0, 1)) is None
    assert continuations(moves, (9,)) == []


def test_steps_walk_every_legal_move_exactly_once() -> None:
    """Following continuations from () reaches each legal move once."""
    moves = NimGame({"piles": "345"}).new_state(1).legal_moves()
    found = []

    def walk(prefix: tuple[Hashable, ...]) -> None:
        move = completed(moves, prefix)
        if move is not None:
            found.append(move)
        for step in continuations(moves, prefix):
            walk((*prefix, step))

    walk(())
    assert sorted(found, key=repr) == sorted(moves, key=repr)
    assert len(found) == len(set(found)) == 12


def test_single_step_moves() -> None:
    moves = RaceGame().new_state(1).legal_moves()
    assert continuations(moves, ()) == ["run", "walk"]
    assert completed(moves, ("walk",)) == moves[1]
    assert continuations(moves, ("walk",)) == []


def test_same_seat_moves_twice_after_emptying_a_pile() -> None:
    state = NimGame().new_state(1)
    state.play("a3")
    assert state.current_seat == 0
    state.play("b1")
    assert state.current_seat == 1
