"""Solving a puzzle, move by move: what the window and the command line ask.

``ply`` is where the solver stands in the puzzle's line: 0 at the start,
then after each right move and the other side's replies the index of the
solver's next move (``Verdict.next_ply``). A move is:

- **right**: the line's move (or one of the moves as good at its last
  solver ply, or a later move of the same turn played first when the turn
  still ends in the same position: ``line`` is then the line in that
  order, to follow from here); the other side's replies follow
  (``reply``), and ``solved`` says when the line is done;
- **wrong** (legal, not the answer): the other side's answer
  (``reply``, the Hard bot's unless the game says otherwise) and what it
  wins (``loses``: "this loses the Honour Guard to ...");
- **illegal**: the rules' reason (``reason``, from the game's ``why``), in
  the words the window translates.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from boardroom.bots.levels import make_bot
from boardroom.bots.puzzlehooks import puzzle_hooks_for
from boardroom.engine.errors import NotationError
from boardroom.engine.game import AnyState
from boardroom.engine.puzzles import SEAT_OUT, WIN, Claim, Puzzle
from boardroom.engine.reasons import NOT_A_MOVE, Reason, why_not

RIGHT, WRONG, ILLEGAL = "right", "wrong", "illegal"
REFUTE_LEVEL = "hard"
MAX_REPLIES = 6  # moves of the other seats before the solver is to move again


@dataclass(frozen=True)
class Verdict:
    kind: str  # RIGHT, WRONG or ILLEGAL
    move: str  # the move as the position writes it (as typed when illegal)
    reason: Reason | None = None  # ILLEGAL: why the rules forbid it
    # RIGHT: the other seats' replies to play now (none when solved);
    # WRONG: their answer to the wrong move.
    reply: tuple[str, ...] = ()
    loses: Claim | None = None  # WRONG: what that answer wins
    solved: bool = False
    next_ply: int = 0  # RIGHT: the ply of the solver's next move
    # RIGHT with the turn's moves in another order: the line so played (else empty).
    line: tuple[str, ...] = ()


def position(puzzle: Puzzle, ply: int = 0) -> AnyState:
    """The position after the first ``ply`` moves of the line."""
    return puzzle.state(ply)


def replies(puzzle: Puzzle, ply: int) -> tuple[str, ...]:
    """The line's moves after the solver's move at ``ply`` up to the
    solver's next move (the other seats' replies, for the app to play)."""
    state = puzzle.state(ply + 1)
    out = []
    for text in puzzle.line[ply + 1 :]:
        if state.current_seat == puzzle.solver or state.is_terminal():
            break
        out.append(text)
        state.play(text)
    return tuple(out)


def hint(puzzle: Puzzle, ply: int = 0) -> tuple[Hashable, ...]:
    """The first step of the answer's move at ``ply`` (the piece or cell to
    move: the window rings it)."""
    state = puzzle.state(ply)
    return tuple(state.parse_move(puzzle.line[ply]).steps[:1])


def answer(puzzle: Puzzle, ply: int = 0) -> tuple[str, ...]:
    """The rest of the line from ``ply``: the solver's moves and the replies."""
    return puzzle.line[ply:]


def check(
    puzzle: Puzzle, ply: int, text: str, refute: bool = True, level: str = REFUTE_LEVEL
) -> Verdict:
    """The verdict on the move ``text`` (the game's notation) at ``ply``."""
    state = puzzle.state(ply)
    try:
        move = state.parse_syntax(text.strip())
    except (NotationError, ValueError):
        return Verdict(ILLEGAL, text.strip(), NOT_A_MOVE)
    verdict = check_steps(puzzle, ply, tuple(move.steps), refute, level, state)
    if verdict.kind == ILLEGAL:
        return Verdict(ILLEGAL, text.strip(), verdict.reason)
    return verdict


def check_steps(
    puzzle: Puzzle,
    ply: int,
    steps: Sequence[Hashable],
    refute: bool = True,
    level: str = REFUTE_LEVEL,
    state: AnyState | None = None,
) -> Verdict:
    """The verdict on a move entered by its steps (the window's clicks)."""
    state = state if state is not None else puzzle.state(ply)
    legal = [m for m in state.legal_moves() if tuple(m.steps) == tuple(steps)]
    if not legal:
        reason = why_not(state, steps)
        shown = " ".join(str(s) for s in steps)
        return Verdict(ILLEGAL, shown, reason if reason is not None else NOT_A_MOVE)
    move = legal[0]
    written = state.format_move(move)
    if is_right(puzzle, ply, state, move):
        return right(puzzle, ply, written)
    order = reordered(puzzle, ply, state, move)
    if order is not None:
        verdict = right(dataclasses.replace(puzzle, line=order, also=()), ply, written)
        return dataclasses.replace(verdict, line=order)
    after = state.clone()
    after.apply(move)
    outcome = after.outcome()
    if outcome is not None and outcome.winners == (puzzle.solver,):
        return Verdict(RIGHT, written, solved=True, next_ply=len(puzzle.line))
    if not refute:
        return Verdict(WRONG, written)
    hooks = puzzle_hooks_for(puzzle.game_key)
    if hooks is not None and hooks.judge is not None:
        return Verdict(WRONG, written, loses=hooks.judge(state, move, puzzle.solver))
    answer_moves, loses = refutation(puzzle, state, after, level)
    return Verdict(WRONG, written, reply=answer_moves, loses=loses)


def is_right(puzzle: Puzzle, ply: int, state: AnyState, move: object) -> bool:
    """The line's move at ``ply``, another route to the same position, or
    one of the moves as good at the last solver ply."""
    wanted = {state.parse_move(puzzle.line[ply])}
    if ply == puzzle.solver_plies()[-1]:
        for text in puzzle.also:
            try:
                wanted.add(state.parse_move(text))
            except NotationError:
                continue  # checked when loaded; a changed rule must not crash a puzzle
    if move in wanted:
        return True
    reached = {_after(state, m) for m in wanted}
    return _after(state, move) in reached


def reordered(puzzle: Puzzle, ply: int, state: AnyState, move: object) -> tuple[str, ...] | None:
    """The line with ``move`` first among the solver's moves of this turn
    (in a game whose turn has several moves), when ``move`` is a later one of
    them (or one of its equals at the last solver ply) and that order ends
    the turn in the same position; else None. The same moves in another
    order are the same answer."""
    turn = _turn(puzzle, ply)
    hooks = puzzle_hooks_for(puzzle.game_key)
    key = hooks.key if hooks is not None and hooks.key is not None else _text
    last = puzzle.solver_plies()[-1]
    for index in range(1, len(turn)):
        choices = (turn[index], *(puzzle.also if ply + index == last else ()))
        for choice in choices:
            try:
                if state.parse_move(choice) != move:
                    continue
            except NotationError:
                continue
            rest = (*turn[:index], *turn[index + 1 :])
            planned = _turn_end(state, (*turn[:index], choice, *turn[index + 1 :]), puzzle, key)
            swapped = _turn_end(state, (choice, *rest), puzzle, key)
            if planned is not None and swapped is not None and planned[1] == swapped[1]:
                return (*puzzle.line[:ply], *swapped[0], *puzzle.line[ply + len(turn) :])
    return None


def _turn_end(
    state: AnyState, texts: Sequence[str], puzzle: Puzzle, key: Callable[[AnyState], Hashable]
) -> tuple[tuple[str, ...], Hashable] | None:
    """``texts`` played from ``state`` by the solver alone: the moves as
    written there and the position they end in (``key``), or None."""
    work = state.clone()
    written = []
    for text in texts:
        if work.is_terminal() or work.current_seat != puzzle.solver:
            return None
        try:
            move = work.parse_move(text)
        except NotationError:
            return None
        written.append(work.format_move(move))
        work.apply(move)
    return tuple(written), key(work)


def _text(state: AnyState) -> Hashable:
    return state.to_text()


def _turn(puzzle: Puzzle, ply: int) -> tuple[str, ...]:
    """The line's moves from ``ply`` to the end of the solver's turn."""
    state = puzzle.state(ply)
    out = []
    for text in puzzle.line[ply:]:
        if state.is_terminal() or state.current_seat != puzzle.solver:
            break
        out.append(text)
        state.play(text)
    return tuple(out)


def follow(puzzle: Puzzle, verdict: Verdict) -> Puzzle:
    """The puzzle to go on with after ``verdict``: its line in the order the
    solver played the turn (its equals at the last ply then no longer apply)."""
    return dataclasses.replace(puzzle, line=verdict.line, also=()) if verdict.line else puzzle


def _after(state: AnyState, move: object) -> str:
    work = state.clone()
    work.apply(move)
    return work.to_text()


def right(puzzle: Puzzle, ply: int, written: str) -> Verdict:
    later = [p for p in puzzle.solver_plies() if p > ply]
    answered = replies(puzzle, ply)
    if not later:
        return Verdict(RIGHT, written, reply=answered, solved=True, next_ply=len(puzzle.line))
    return Verdict(RIGHT, written, reply=answered, next_ply=later[0])


def refutation(
    puzzle: Puzzle, before: AnyState, after: AnyState, level: str = REFUTE_LEVEL
) -> tuple[tuple[str, ...], Claim | None]:
    """The other seats' answer to a wrong move (played from ``before`` to
    ``after``), until the solver is to move again, and what the first of
    them wins by the two (the wrong move and the answer) together."""
    hooks = puzzle_hooks_for(puzzle.game_key)
    work = after.clone()
    if work.is_terminal():
        return (), None
    first = work.current_seat
    if hooks is not None and hooks.refute is not None:
        moves = hooks.refute(work, puzzle.solver)
    else:
        moves = []
        probe = work.clone()
        while (
            not probe.is_terminal()
            and probe.current_seat != puzzle.solver
            and len(moves) < MAX_REPLIES
        ):
            bot = make_bot(puzzle.game_key, level, 0)
            move = bot.choose(probe)
            moves.append(move)
            probe.apply(move)
    texts = []
    for move in moves:
        texts.append(work.format_move(move))
        work.apply(move)
    loses = hooks.gain(before, work, first) if hooks is not None else None
    return tuple(texts), loses


def verify(puzzle: Puzzle) -> str:
    """ "" when the puzzle's line is legal and wins what it claims, else the
    fault: a check of the claim on the line, not a search."""
    hooks = puzzle_hooks_for(puzzle.game_key)
    if hooks is None:
        return f"{puzzle.game_key} makes no puzzles"
    start = puzzle.state()
    end = start.clone()
    moves = []
    for text in puzzle.line:
        try:
            moves.append(end.play(text))
        except (NotationError, ValueError) as exc:
            return f"{puzzle.id}: '{text}' cannot be played ({exc})"
    wins = puzzle.wins
    if hooks.check is not None:
        return "" if hooks.check(start, moves, wins) else f"{puzzle.id}: does not win {wins}"
    if wins.kind == SEAT_OUT:
        out = [s for s in wins.seats if not seat_in(end, s)]
        return "" if len(out) == len(wins.seats) else f"{puzzle.id}: seats still in"
    got = hooks.gain(start, end, puzzle.solver)
    if got is None or got.kind != wins.kind:
        return f"{puzzle.id}: the line wins {got}, not {wins}"
    if wins.kind == WIN and got.reason != wins.reason:
        return f"{puzzle.id}: the line wins by {got.reason}, not {wins.reason}"
    if got.amount < wins.amount - 1e-9 or sorted(got.pieces) != sorted(wins.pieces):
        return f"{puzzle.id}: the line wins {got}, not {wins}"
    return ""


def seat_in(state: AnyState, seat: int) -> bool:
    """Is ``seat`` still in the game (a game where seats can fall out says
    so with an ``alive`` list)?"""
    alive = getattr(state, "alive", None)
    return not isinstance(alive, list) or bool(alive[seat])
