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
from boardroom.engine.registry import game_class
from tests.shippedsets import shipped_index, shipped_puzzle, shipped_sets

INDEX = shipped_index()  # named at collection without reading the sets


def puzzles() -> list[Puzzle]:
    return [p for s in shipped_sets()[0] for p in s.puzzles]


def test_every_shipped_set_reads() -> None:
    sets, problems = shipped_sets()
    assert set_paths(), "no puzzle set is shipped"
    assert problems == ()
    assert len(sets) == len(set_paths())
    # The index the tests below are named from holds every puzzle read.
    assert list(INDEX) == [(s.name, p.id, p.game_key, p.theme) for s in sets for p in s.puzzles]


PER_THEME = 4  # a chance game's puzzles of each theme the run always made checks


def always_checked() -> set[str]:
    """Every puzzle of a game without chance (1-2 ms a check) and a seeded
    sample of each theme of a chance game's set: its check is an exact
    expectation over the dice (about 40 ms a puzzle); all under slow."""
    rng = random.Random(20)
    kept: set[str] = set()
    themes: dict[tuple[str, str], list[str]] = {}
    for p in INDEX:
        if game_class(p.game_key).spec.chance:
            themes.setdefault((p.set_name, p.theme), []).append(p.ident)
        else:
            kept.add(p.ident)
    for idents in themes.values():
        kept.update(rng.sample(idents, min(PER_THEME, len(idents))))
    return kept


ALWAYS = always_checked()


@pytest.mark.parametrize("ident", [p.ident for p in INDEX if p.ident in ALWAYS])
def test_each_answer_is_legal_and_wins_its_claim(ident: str) -> None:
    assert verify(shipped_puzzle(ident)) == ""


@pytest.mark.slow
@pytest.mark.parametrize("ident", [p.ident for p in INDEX if p.ident not in ALWAYS])
def test_every_other_answer_is_legal_and_wins_its_claim(ident: str) -> None:
    assert verify(shipped_puzzle(ident)) == ""


def test_ids_are_unique_across_sets() -> None:
    ids = [p.id for p in puzzles()]
    assert len(ids) == len(set(ids))


def test_the_claim_check_catches_an_overstated_claim() -> None:
    import dataclasses

    from boardroom.engine.puzzles import MATERIAL, Claim

    puzzle = next(p for p in puzzles() if p.wins.kind == MATERIAL)
    boasting = dataclasses.replace(
        puzzle, wins=Claim(MATERIAL, puzzle.wins.amount + 50, puzzle.wins.pieces)
    )
    assert verify(boasting) != ""


SAMPLE = random.Random(25).sample([p.ident for p in INDEX], min(len(INDEX), 12))


@pytest.mark.slow
@pytest.mark.parametrize("ident", SAMPLE)
def test_the_deep_check_still_finds_the_answer_alone(ident: str) -> None:
    puzzle = shipped_puzzle(ident)
    hooks = puzzle_hooks_for(puzzle.game_key)
    assert hooks is not None
    state = puzzle.state()
    found = hooks.solve(state, check_rng())  # as the generator asked
    assert not isinstance(found, str), found
    first = state.format_move(found.line[0])
    assert first == puzzle.line[0] or first in puzzle.also
