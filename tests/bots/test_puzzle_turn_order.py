"""A turn of two moves (Rival's) entered in the other order is the same
answer when it ends in the same position: accepted, and the line followed
in that order; a move that is not one of the turn's is still wrong."""

from __future__ import annotations

import dataclasses

from boardroom.bots import puzzleplay as play
from boardroom.bots.puzzlehooks import puzzle_hooks_for
from boardroom.engine.rating import Rating
from boardroom.ui.puzzlerun import RIGHT, PuzzleRun
from tests.puzzlesets import RIVAL


def test_the_turn_in_the_other_order_is_right() -> None:
    first, second = RIVAL.line[:2]
    verdict = play.check(RIVAL, 0, second)
    assert verdict.kind == play.RIGHT and verdict.move == second
    assert verdict.line[:2] == (second, first) and verdict.next_ply == 1
    followed = play.follow(RIVAL, verdict)
    again = play.check(followed, 1, first)
    assert again.kind == play.RIGHT and again.reply == RIVAL.line[2:]
    hooks = puzzle_hooks_for("rival")
    assert hooks is not None and hooks.key is not None
    key = hooks.key
    # The texts differ in what only records the order (the duplicate-move
    # memory's order, the quiet moves): the same position all the same.
    assert key(followed.state(2)) == key(RIVAL.state(2))


def test_a_run_follows_the_order_played() -> None:
    first, second = RIVAL.line[:2]
    run = PuzzleRun(RIVAL, Rating(), rated=True)
    assert run.try_move(run.state.parse_move(second)).kind == RIGHT
    assert run.solver_to_move() and run.expected() == run.state.parse_move(first)
    assert run.try_move(run.state.parse_move(first)).kind == RIGHT
    assert run.reply_due() and not run.failed
    run.play_reply()
    assert run.solved and run.puzzle is RIVAL


def test_a_move_outside_the_turn_is_still_wrong() -> None:
    state = RIVAL.state()
    turn = {state.parse_move(t) for t in RIVAL.line[:1]}
    after = RIVAL.state(1)
    turn.add(after.parse_move(RIVAL.line[1]))
    other = next(m for m in state.legal_moves() if m not in turn)
    assert play.check(RIVAL, 0, state.format_move(other), refute=False).kind == play.WRONG


def test_an_equal_second_move_played_first_is_right() -> None:
    first, second = RIVAL.line[:2]
    hooks = puzzle_hooks_for("rival")
    assert hooks is not None and hooks.key is not None
    root, after = RIVAL.state(), RIVAL.state(1)

    def commutes(text: str) -> bool:
        ends = []
        for order in ((first, text), (text, first)):
            work = root.clone()
            try:
                for move in order:
                    work.play(move)
            except ValueError:
                return False
            ends.append(hooks.key(work))
        return ends[0] == ends[1]

    texts = sorted(after.format_move(m) for m in after.legal_moves())
    equal = next(t for t in texts if t != second and commutes(t))
    puzzle = dataclasses.replace(RIVAL, also=(equal,))
    verdict = play.check(puzzle, 0, equal)
    assert verdict.kind == play.RIGHT and verdict.line[:2] == (equal, first)
    # Without it among the equals, the same move first is wrong.
    assert play.check(RIVAL, 0, equal, refute=False).kind == play.WRONG
