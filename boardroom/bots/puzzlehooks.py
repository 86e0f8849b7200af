"""What a game hands to the puzzle generator and to the puzzle checks: how
to measure what a line wins, how to find a unique answer in a position (a
search deeper than the Hard bot's, over the worlds a view allows where the
game has secrets), and which bots play the games the positions come from.

Each game keeps these in its package's ``puzzles`` module (a ``hooks()``
function), found by name like its ``bot`` module: the generator
(``boardroom.bots.puzzlegen``) names no game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, TypeAlias

from boardroom.engine.game import M, S
from boardroom.engine.puzzles import Claim
from boardroom.engine.registry import game_part

# Rejections the generator counts (a solve hook returns one of these or a Found).
NO_SWING = "no-swing"  # nothing decisive to win here: not a candidate
NOT_UNIQUE = "not-unique"  # a candidate whose answer is not the only good move
UNSTABLE = "unstable"  # a candidate whose answer fails in some hidden worlds
REJECTIONS = (NO_SWING, NOT_UNIQUE, UNSTABLE)


@dataclass(frozen=True)
class Found(Generic[M]):
    """A puzzle found in a position: the answer line and what it wins."""

    line: tuple[M, ...]  # every ply, the solver's first
    wins: Claim
    theme: str
    depth: int  # plies the check searched
    found_at: int  # the shallowest search (plies) that finds the answer unique
    also: tuple[M, ...] = ()  # moves as good at the line's last solver ply
    worlds: int = 0  # hidden worlds the answer was checked in (0: none hidden)
    # First moves accepted as the answer's turn in another order (the line's
    # second move or one of its equals played first; not written in a set).
    swapped: tuple[M, ...] = ()


# (position, randomness) -> a Found, or one of REJECTIONS. Whoever asks
# passes ``check_rng()``: a verdict (the hidden worlds a game samples) then
# depends on the position alone, and a kept puzzle is re-found by the tests.
Solve = Callable[[S, random.Random], "Found[M] | str"]
CHECK_SEED = 0


def check_rng() -> random.Random:
    return random.Random(CHECK_SEED)


# (position before, position after a line, seat) -> what ``seat`` won, or None.
Gain = Callable[[S, S, int], Claim | None]


@dataclass(frozen=True)
class PuzzleHooks(Generic[S, M]):
    gain: Gain[S]
    solve: Solve[S, M]
    # The levels of the bots that play the games positions are taken from,
    # seat by seat (cycled): weaker players leave more to punish.
    levels: Sequence[str] = ("easy", "medium")
    # A cheap test a position must pass before ``solve`` is asked (None: all).
    promising: Callable[[S], bool] | None = None
    # Plies of each game skipped before positions are looked at.
    skip_plies: int = 0
    # Plies after which a game stops giving positions.
    max_plies: int = 400
    # Looked at: each position with this chance (1: every position).
    sample: float = 1.0
    # The other side's answer to a move that is not the puzzle's: the moves
    # it plays until the solver is to move again (None: the Hard bot's).
    refute: Callable[[S, int], list[M]] | None = None
    # The themes this game's puzzles may have (for the documentation and menus).
    theme_names: Sequence[str] = ()
    # What a move that is not the answer costs, for a game that measures it
    # itself rather than by a reply (a chance): (position, move, solver).
    judge: Callable[[S, M, int], Claim | None] | None = None
    # The game's own check that a line wins its claim (a chance needs the
    # game's solver): (position, line, claim) -> holds? None: the line is
    # replayed and measured with ``gain``.
    check: Callable[[S, Sequence[M], Claim], bool] | None = None
    # The position at the end of a turn of several moves, for telling whether
    # the same moves in another order end it in the same place (None: the
    # text; a game whose text records the order of the moves says otherwise).
    key: Callable[[S], Hashable] | None = None


AnyPuzzleHooks: TypeAlias = PuzzleHooks[Any, Any]


@cache
def puzzle_hooks_for(game_key: str) -> AnyPuzzleHooks | None:
    """The game's puzzle hooks (its ``puzzles`` module's ``hooks()``), or None
    for a game that makes no puzzles."""
    module = game_part(game_key.strip().lower(), "puzzles")
    if module is None:
        return None
    hooks = module.hooks()
    assert isinstance(hooks, PuzzleHooks)
    return hooks
