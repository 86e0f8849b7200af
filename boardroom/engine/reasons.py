"""Why a move cannot be played: reasons from the rules, in words a player reads.

Each game explains illegal attempts in its package's ``why`` module, beside
its move generator: ``explain(state, steps) -> Reason | None``, where
``steps`` are the steps a player tried (a piece's cell, then where it should
go...). It checks the rules in order and returns the first one the attempt
breaks, or None when no rule forbids it (the steps begin a legal move).

A reason's text is English with ``{0}``-style places for its arguments. The
window translates it with Qt (``QCoreApplication.translate(context, text)``):
the texts are marked with :func:`QT_TRANSLATE_NOOP` so that ``pyside6-lupdate``
finds them, although this module knows nothing of Qt. An argument may itself
be a Reason with no arguments (a piece's name), translated the same way.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from boardroom.engine.game import AnyState, Move
from boardroom.engine.registry import game_part

CONTEXT = "Reasons"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate's name)
    """Marks ``text`` for translation in ``context``; returns it unchanged."""
    return text


@dataclass(frozen=True)
class Reason:
    """One rule, as a sentence; ``rule`` names it for tests and tools."""

    rule: str
    text: str
    args: tuple[object, ...] = ()
    context: str = CONTEXT

    def english(self) -> str:
        return self.text.format(*(a.english() if isinstance(a, Reason) else a for a in self.args))

    def __str__(self) -> str:
        return self.english()


GAME_OVER = Reason("game-over", QT_TRANSLATE_NOOP("Reasons", "the game is over"))
NOT_YOUR_TURN = Reason("not-your-turn", QT_TRANSLATE_NOOP("Reasons", "it is not your turn"))
NOT_A_MOVE = Reason("not-a-move", QT_TRANSLATE_NOOP("Reasons", "the rules allow no such move here"))


def begins_legal_move(moves: Sequence[Move], steps: Sequence[Hashable]) -> bool:
    n = len(steps)
    wanted = tuple(steps)
    return any(tuple(m.steps[:n]) == wanted and len(m.steps) >= n for m in moves)


def legal_start(moves: Sequence[Move], steps: Sequence[Hashable]) -> int:
    """How many of ``steps`` begin a legal move: the longest start of them
    that begins one (``len(steps)`` when they all do), in one pass over the
    moves where asking :func:`begins_legal_move` of each start takes one a
    start."""
    wanted = tuple(steps)
    if not wanted:
        return 0
    first = wanted[0]
    best = 0
    for m in moves:
        path = m.steps
        if not path or path[0] != first:
            continue  # most moves: begins none of the attempt (checked at once)
        n = 0
        for done, step in zip(path, wanted, strict=False):
            if done != step:
                break
            n += 1
        if n > best:
            best = n
            if best == len(wanted):
                break
    return best


def why_not(state: AnyState, steps: Sequence[Hashable]) -> Reason | None:
    """None when ``steps`` begin a legal move of ``state``; otherwise the
    game's reason, or a plain one when the game has none to give."""
    if state.is_terminal():
        return GAME_OVER
    if begins_legal_move(state.legal_moves(), steps):
        return None
    module = game_part(state.game.spec.key, "why")
    reason = module.explain(state, tuple(steps)) if module is not None else None
    return reason if reason is not None else NOT_A_MOVE
