"""One attempt at a puzzle without a window: the answer's moves, the replies,
illegal and wrong moves, hints, the answer shown, other winning moves at the
last ply, the attempt recorded, and which puzzle comes next."""

from __future__ import annotations

import dataclasses

from boardroom.engine.rating import Rating, after_puzzle
from boardroom.ui.puzzlerun import ILLEGAL, RIGHT, WRONG, PuzzleRun, choose_next
from tests.puzzlesets import JIKAIDA, PASTANG, RIVAL, puzzle


def test_the_answer_and_the_replies_in_turn() -> None:
    run = PuzzleRun(JIKAIDA, Rating(), rated=True)
    assert run.solver_to_move() and not run.reply_due()
    assert run.try_move(run.state.parse_move("e5xf6")).kind == RIGHT
    assert run.reply_due() and not run.solver_to_move()
    expected = run.state.parse_move(JIKAIDA.line[1])
    assert run.play_reply() == expected and run.ply == 2
    assert run.try_move(run.state.parse_move(JIKAIDA.line[2])).kind == RIGHT
    assert run.done and run.solved and not run.failed
    attempt = run.attempt()
    assert attempt.solved and attempt.after == after_puzzle(Rating(), 1500, True)


def test_a_wrong_move_is_not_played_and_fails_once() -> None:
    run = PuzzleRun(JIKAIDA, Rating(1600, 90), rated=True)
    before = run.state.to_text()
    verdict = run.try_move(run.state.parse_move("h1-h2"))
    assert verdict.kind == WRONG and run.state.to_text() == before
    assert run.failed and run.after().rating < 1600
    run.try_move(run.state.parse_move("e5xf6"))
    run.play_reply()
    run.try_move(run.state.parse_move(JIKAIDA.line[2]))
    assert run.done and not run.solved  # played to the end, still failed


def test_an_illegal_move_has_the_rules_reason_and_costs_nothing() -> None:
    run = PuzzleRun(JIKAIDA, Rating(), rated=True)
    swod = run.state.parse_move("e5xf6").steps[0]
    verdict = run.try_steps((swod, swod + 1))  # e5-e6: a Blue piece stands there
    assert verdict.kind == ILLEGAL and verdict.reason is not None
    assert not run.decided() and run.ply == 0


def test_hints_halve_the_win_and_the_answer_shown_fails() -> None:
    run = PuzzleRun(PASTANG, Rating(), rated=True)
    assert run.hint() == tuple(run.expected().steps[:1]) and run.hints == 1
    run.try_move(run.expected())
    assert run.solved and run.attempt().after == after_puzzle(Rating(), 1500, True, 1)
    shown = PuzzleRun(PASTANG, Rating(), rated=True)
    assert shown.show_answer() == shown.expected()
    assert shown.failed and shown.attempt().shown and not shown.attempt().solved


def test_a_second_attempt_leaves_the_rating_as_it_was() -> None:
    run = PuzzleRun(PASTANG, Rating(1700, 60), rated=False)
    run.try_move(run.expected())
    assert run.solved and run.after() == Rating(1700, 60) and not run.attempt().rated


def test_another_winning_move_at_the_last_ply_ends_the_line() -> None:
    state = PASTANG.state()
    other = sorted(
        state.format_move(m) for m in state.legal_moves() if state.format_move(m) != "c2xc4"
    )[0]
    also = dataclasses.replace(PASTANG, also=(other,))
    run = PuzzleRun(also, Rating(), rated=True)
    assert run.try_move(run.state.parse_move(other)).kind == RIGHT and run.solved
    # Not before the last of the solver's moves: there the line's move only.
    early = dataclasses.replace(JIKAIDA, also=("h1-h2",))
    assert (
        PuzzleRun(early, Rating(), True).try_move(JIKAIDA.state().parse_move("h1-h2")).kind == WRONG
    )


def test_a_turn_of_two_moves_is_the_solvers_two_moves() -> None:
    run = PuzzleRun(RIVAL, Rating(), rated=True)
    run.try_move(run.state.parse_move(RIVAL.line[0]))
    assert run.solver_to_move() and not run.reply_due()  # the second move of the turn
    run.try_move(run.state.parse_move(RIVAL.line[1]))
    assert run.reply_due()


def test_the_next_puzzle_is_untried_and_nearest_the_rating() -> None:
    easy = dataclasses.replace(PASTANG, id="easy", rating=1200.0)
    hard = dataclasses.replace(PASTANG, id="hard", rating=1900.0)
    near = dataclasses.replace(PASTANG, id="near", rating=1550.0)
    pool = [easy, hard, near]
    assert choose_next(pool, {}, 1500) is near
    assert choose_next(pool, {(near.set_name, "near"): True}, 1500) is easy
    tried_all = {(p.set_name, p.id): p.id != "hard" for p in pool}
    assert choose_next(pool, tried_all, 1500) is hard  # never solved comes first
    assert choose_next([near], {}, 1500, after=near) is near  # the only one
    assert choose_next([], {}, 1500) is None
    assert puzzle("x", "jikaida", PASTANG.position, ["c2xc4"], {"variant": "pastang"}).solver == 0
