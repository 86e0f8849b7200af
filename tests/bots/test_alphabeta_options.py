"""The alpha-beta options the Jikaida bot uses, on toy games: exact ties off,
and the quiescence hooks for a cheap end test and a check test."""

from __future__ import annotations

import random
from typing import Any

import pytest

from boardroom.bots.alphabeta import AlphaBeta, AlphaBetaConfig, mate_plies
from boardroom.bots.alphabeta_bot import AlphaBetaBot, AlphaBetaLevel, SearchHooks
from boardroom.engine.game import State
from tests.bots.test_alphabeta import lines_eval, minimax
from tests.bots.toys import NimGame, TicTacToeGame


@pytest.mark.parametrize(
    "cells", ["XX.OO....", "X.O.XO...", "XO..O...X", "OX..O.X..", "X...O....", "........."]
)
def test_without_exact_ties_the_score_is_the_same(cells: str) -> None:
    state = TicTacToeGame().state_from_text(cells)
    truth = minimax(state.clone())
    for seed in range(3):
        config = AlphaBetaConfig(max_depth=9, exact_ties=False)
        result = AlphaBeta(config, random.Random(seed), lines_eval).search(state)
        assert (result.score > 0) == (truth > 0) and (result.score < 0) == (truth < 0)
        assert result.ties == (result.move,)
        state.apply(result.move)
        assert -minimax(state.clone()) == truth  # the move keeps the value
        state.undo()


def test_without_exact_ties_the_seed_varies_equal_moves() -> None:
    state = TicTacToeGame().state_from_text(".........")
    config = AlphaBetaConfig(max_depth=1, exact_ties=False)
    picks = {
        AlphaBeta(config, random.Random(seed), lambda s: 0.0).search(state).move
        for seed in range(12)
    }
    assert len(picks) > 1


def test_quiescence_uses_the_cheap_end_test_and_searches_checks() -> None:
    """Nim with a 'check': a pile of 1-3 is 'in check' (the mover takes it all).
    At depth 1 the leaves are quiescence nodes: the check hook lets the search
    see the loss one ply beyond its horizon, with the cheap end test standing
    in for is_terminal."""
    asked: dict[str, int] = {"end": 0, "check": 0}

    def quick_end(state: State) -> bool:
        asked["end"] += 1
        return state.pile == 0  # type: ignore[attr-defined,no-any-return]

    def in_check(state: State) -> bool:
        asked["check"] += 1
        return 0 < state.pile <= 3  # type: ignore[attr-defined,no-any-return]

    def captures(state: State) -> list[Any]:
        return []

    def searcher(**hooks: Any) -> AlphaBeta:
        return AlphaBeta(
            AlphaBetaConfig(max_depth=1),
            random.Random(0),
            lambda s: 0.0,
            captures=captures,
            **hooks,
        )

    lost = NimGame(pile=4).new_state(0)  # every move leaves 1-3 stones
    assert mate_plies(searcher().search(lost).score) is None  # depth 1 sees no end
    plies = mate_plies(searcher(quick_end=quick_end, in_check=in_check).search(lost).score)
    assert plies is not None and plies < 0
    assert asked["end"] > 0 and asked["check"] > 0
    hooked = searcher(quick_end=quick_end, in_check=in_check)
    assert hooked.search(NimGame(pile=5).new_state(0)).move.steps == (1,)


def test_a_bot_that_blunders_always_plays_random_legal_moves() -> None:
    hooks = SearchHooks(evaluate=lambda s: 0.0)
    level = AlphaBetaLevel(AlphaBetaConfig(max_depth=2), blunder=1.0)
    player = AlphaBetaBot("easy", level, hooks, seed=3)
    state = TicTacToeGame().new_state(0)
    moves = {player.choose(state) for _ in range(30)}
    assert len(moves) > 3 and moves <= set(state.legal_moves())
    assert player.last_search is None


@pytest.mark.parametrize("margin", [0.0, 1.0])
def test_a_kept_table_and_futility_keep_the_answers(margin: float) -> None:
    """Tic-tac-toe's scores are exact (no evaluation near the leaves matters
    once solved), so neither option may change which side wins."""
    kept = AlphaBeta(
        AlphaBetaConfig(max_depth=9, keep_table=True, futility_margin=margin),
        random.Random(0),
        lines_eval,
    )
    for cells in ["XX.OO....", "X.O.XO...", "XO..O...X", "OX..O.X..", "X...O...."]:
        state = TicTacToeGame().state_from_text(cells)
        truth = minimax(state.clone())
        for _ in range(2):  # the second search meets the first one's table
            result = kept.search(state)
            assert (result.score > 0) == (truth > 0) and (result.score < 0) == (truth < 0)
    assert kept.table() is kept.table()
    fresh = AlphaBeta(AlphaBetaConfig(), random.Random(0), lines_eval)
    assert fresh.table() is not fresh.table()


def test_root_checks_see_the_mate_the_root_side_walks_into() -> None:
    """Nim where only the check test knows the game is over ('in check' at an
    empty pile: the mover has lost) and the cheap end test never does. From 5
    at depth 2, taking 2 or 3 lets the other side take the rest: the root's
    side meets that position at the first quiescence level, where standing
    pat would often cut before the lazy check test."""

    def never(state: State) -> bool:
        return False

    def empty(state: State) -> bool:
        return state.pile == 0  # type: ignore[attr-defined,no-any-return]

    def captures(state: State) -> list[Any]:
        return []

    def pick(root_checks: bool, seed: int) -> Any:
        config = AlphaBetaConfig(max_depth=2, root_checks=root_checks, tt_entries=0)
        search = AlphaBeta(
            config,
            random.Random(seed),
            lambda s: 0.0,
            captures=captures,
            quick_end=never,
            in_check=empty,
        )
        return search.search(NimGame(pile=5).new_state(0)).move.steps

    assert {pick(True, seed) for seed in range(8)} == {(1,)}
    assert {pick(False, seed) for seed in range(8)} != {(1,)}  # the lazy test misses it
