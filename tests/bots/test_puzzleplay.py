"""Solving a puzzle: the right move and its replies, a wrong move answered
by the bot with what it wins, an illegal one with the rules' reason."""

from __future__ import annotations

import json

from boardroom.bots import puzzleplay as play
from boardroom.engine.puzzles import MATERIAL, Puzzle, parse_set
from tests.engine.test_puzzles import sound


def puzzle() -> Puzzle:
    return parse_set(json.dumps(sound()), "jikaida-pastang").puzzles[0]


def test_the_right_move_is_answered_and_solves() -> None:
    verdict = play.check(puzzle(), 0, "c6xd6")
    assert verdict.kind == play.RIGHT and verdict.move == "c6xd6"
    assert verdict.reply == ("d2xa5",) and verdict.solved


def test_an_illegal_move_gets_the_rules_reason() -> None:
    verdict = play.check(puzzle(), 0, "a1-a2")
    assert verdict.kind == play.ILLEGAL
    assert verdict.reason is not None and verdict.reason.english() == "there is no piece on a1"
    assert play.check(puzzle(), 0, "nonsense").kind == play.ILLEGAL


def test_a_wrong_move_is_answered_with_what_it_loses() -> None:
    verdict = play.check(puzzle(), 0, "c1-c2", level="easy")
    assert verdict.kind == play.WRONG and verdict.move == "c1-c2"
    assert len(verdict.reply) == 1  # Yellow's answer, then Blue is to move again
    state = puzzle().state()
    state.play("c1-c2")
    state.play(verdict.reply[0])  # a legal answer
    if verdict.loses is not None:
        assert verdict.loses.kind == MATERIAL and verdict.loses.amount > 0


def test_the_hint_is_the_answers_first_step_and_the_answer_its_line() -> None:
    p = puzzle()
    state = p.state()
    assert play.hint(p, 0) == state.parse_move("c6xd6").steps[:1]
    assert play.answer(p) == ("c6xd6", "d2xa5")
    assert play.replies(p, 0) == ("d2xa5",)
