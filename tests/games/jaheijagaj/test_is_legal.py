"""The checked play's test of one move (``is_legal``: only the moving piece's
moves are made) gives the answer the whole list gives."""

from __future__ import annotations

import random

from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState
from boardroom.games.jaheijagaj.moves import PASS, RESIGN, JMove


def agree(st: JaheijagajState, tried: list[JMove]) -> None:
    fresh = st.clone()  # no move list worked out: the quick test decides
    legal = st.legal_moves()
    for move in tried:
        assert fresh.is_legal(move) == (move in legal), st.format_move(move)
        assert fresh._moves is None or move in legal


def test_quick_test_agrees_over_random_games() -> None:
    for seats, seed in ((2, 3), (3, 4), (4, 5)):
        st = make_game("jaheijagaj", {}, seats).new_state(seed)
        rng = random.Random(seed)
        earlier: list[JMove] = []
        for _ in range(40):
            legal = st.legal_moves()
            if not legal:
                break
            # Every legal move of this position, and moves of earlier ones
            # (of this seat or another): mostly illegal here now.
            agree(
                st, legal[:: max(1, len(legal) // 60)] + rng.sample(earlier, min(40, len(earlier)))
            )
            earlier += legal
            st.play(rng.choice(legal))


def test_no_pass_nor_resignation_among_the_moves() -> None:
    """A pass is legal only when nothing else is; a resignation is no move
    of the list (``play`` takes it apart)."""
    st = make_game("jaheijagaj", {}, 2).new_state(1)
    agree(st, [JMove(PASS, seat=0), JMove(PASS, seat=1), JMove(RESIGN, seat=0)])
