"""The checked play's test of one move (``is_legal``: only the moving piece's
moves are made) gives the answer the whole list gives."""

from __future__ import annotations

import random

import pytest

from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState
from boardroom.games.jaheijagaj.moves import PASS, RESIGN, JMove


def agree(st: JaheijagajState, tried: list[JMove]) -> None:
    fresh = st.clone()  # no move list worked out: the quick test decides
    legal = set(st.legal_moves())  # a list's `in` compared field by field: 75% of the time
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


def test_a_puzzle_sets_equal_answers_are_checked_against_one_legal_list(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Reading a shipped set checks each puzzle's equal answers ('also', often
    dozens of routes of one attack) against the legal list made once, not by
    the one-move test each (8 ms an attack: Help > Puzzles took 36 s to open)."""
    import json

    from boardroom.engine.puzzles import read_set, set_paths
    from boardroom.games.jaheijagaj.rules import Generator

    path = next(p for p in set_paths("jaheijagaj") if "also" in p.read_text(encoding="utf-8"))
    raw = json.loads(path.read_text(encoding="utf-8"))["puzzles"]
    line_moves = sum(len(p["line"]) for p in raw)
    equals = sum(len(p.get("also", [])) for p in raw)
    calls = []
    real = Generator.allows

    def counted(self: Generator, move: JMove) -> bool:
        calls.append(move)
        return real(self, move)

    monkeypatch.setattr(Generator, "allows", counted)
    puzzle_set = read_set(path)
    assert len(puzzle_set.puzzles) == len(raw)
    assert equals > line_moves  # the set has many equals: the check means something
    assert len(calls) <= 2 * line_moves  # the line is played twice (its end, its last solver ply)
