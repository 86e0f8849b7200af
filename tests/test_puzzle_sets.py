"""The shipped puzzle sets: every set reads, and every puzzle's answer is
legal from its position and wins what it claims (a check of the claim on
the line: the generator's deep search is re-run only on a sample, under
``-m slow``)."""

from __future__ import annotations

import random

import pytest

from boardroom.bots.puzzlehooks import check_rng, puzzle_hooks_for
from boardroom.bots.puzzleplay import verify
from boardroom.engine.puzzles import Puzzle, set_paths
from tests.shippedsets import shipped_sets

SETS, PROBLEMS = shipped_sets()
PUZZLES = [p for s in SETS for p in s.puzzles]


def test_every_shipped_set_reads() -> None:
    assert set_paths(), "no puzzle set is shipped"
    assert PROBLEMS == ()
    assert len(SETS) == len(set_paths())


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_each_answer_is_legal_and_wins_its_claim(puzzle: Puzzle) -> None:
    assert verify(puzzle) == ""


def test_ids_are_unique_across_sets() -> None:
    ids = [p.id for p in PUZZLES]
    assert len(ids) == len(set(ids))


def test_the_claim_check_catches_an_overstated_claim() -> None:
    import dataclasses

    from boardroom.engine.puzzles import MATERIAL, Claim

    puzzle = next(p for p in PUZZLES if p.wins.kind == MATERIAL)
    boasting = dataclasses.replace(
        puzzle, wins=Claim(MATERIAL, puzzle.wins.amount + 50, puzzle.wins.pieces)
    )
    assert verify(boasting) != ""


SAMPLE = random.Random(25).sample(PUZZLES, min(len(PUZZLES), 12))


@pytest.mark.slow
@pytest.mark.parametrize("puzzle", SAMPLE, ids=lambda p: p.id)
def test_the_deep_check_still_finds_the_answer_alone(puzzle: Puzzle) -> None:
    hooks = puzzle_hooks_for(puzzle.game_key)
    assert hooks is not None
    state = puzzle.state()
    found = hooks.solve(state, check_rng())  # as the generator asked
    assert not isinstance(found, str), found
    first = state.format_move(found.line[0])
    assert first == puzzle.line[0] or first in puzzle.also
