"""Why an Onager move cannot be played: each rule that forbids a move, in a
position made for it, explains an attempt that breaks it, in English and
French; legal moves get no reason."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from boardroom.engine.reasons import Reason, why_not
from boardroom.games.onager import OnagerGame, OnagerState, why
from tests.games.onager.helpers import position, state
from tests.reasonwords import french, in_language

# A black piece far from every edge, on row F (F1 to F11, a line).
JUMPER = {"F2": "b"}


def lake_phase(cells: dict[str, str]) -> OnagerState:
    return OnagerGame({"side": 6}).state_from_text(position(cells, lakes_left=3))


def steps(s: OnagerState, *labels: str) -> tuple[int, ...]:
    return tuple(s.board.cell(label) for label in labels)


# rule -> (position, the steps tried)
CASES: dict[str, tuple[Callable[[], OnagerState], tuple[str, ...]]] = {
    "lake-centre": (lambda: lake_phase({}), ("F6",)),
    "lake-on-lake": (lambda: lake_phase({"C3": "#"}), ("C3",)),
    "lake-occupied": (lambda: lake_phase({"C3": "b"}), ("C3",)),
    "lake-one-hex": (lambda: lake_phase({}), ("C3", "C4")),
    "origin-lake": (lambda: state({**JUMPER, "C3": "#"}), ("C3",)),
    "origin-empty": (lambda: state(JUMPER), ("C4",)),
    "buried": (lambda: state({**JUMPER, "F5": "bw"}), ("F5",)),
    "origin-enemy": (lambda: state({**JUMPER, "F5": "w"}), ("F5",)),
    # A1's neighbours are all white, and no black piece shares a line with it
    # before a white one: it can neither walk nor jump.
    "stuck": (lambda: state({**JUMPER, "A1": "b", "A2": "w", "B1": "w", "B2": "w"}), ("A1",)),
    "stay": (lambda: state(JUMPER), ("F2", "F2")),
    "walk-lake": (lambda: state({**JUMPER, "F3": "#"}), ("F2", "F3")),
    "walk-occupied": (lambda: state({**JUMPER, "F3": "w"}), ("F2", "F3")),
    "walk-ends": (lambda: state(JUMPER), ("F2", "F3", "F4")),
    "not-in-line": (lambda: state({**JUMPER, "G3": "b"}), ("F2", "H3")),
    "no-midpoint": (lambda: state({**JUMPER, "F4": "b"}), ("F2", "F5")),
    "gap-lake": (lambda: state({**JUMPER, "F3": "#", "F4": "b"}), ("F2", "F6")),
    "gap-piece": (lambda: state({**JUMPER, "F3": "w", "F4": "b"}), ("F2", "F6")),
    "no-pivot": (lambda: state(JUMPER), ("F2", "F6")),
    "lake-pivot": (lambda: state({**JUMPER, "F4": "#"}), ("F2", "F6")),
    "enemy-pivot": (lambda: state({**JUMPER, "F4": "w"}), ("F2", "F6")),
    "landing-lake": (lambda: state({**JUMPER, "F3": "b", "F4": "#"}), ("F2", "F4")),
    "landing-own": (lambda: state({**JUMPER, "F3": "b", "F4": "b"}), ("F2", "F4")),
    # F2 over F3 lands on the empty F4: the move is over.
    "chain-after-empty": (lambda: state({**JUMPER, "F3": "b", "G4": "b"}), ("F2", "F4", "H4")),
    "chain-walk": (lambda: state({**JUMPER, "F3": "b", "F4": "w"}), ("F2", "F4", "F5")),
    # On the white F4, back over F3 would land on F2, where it started.
    "chain-revisit": (lambda: state({**JUMPER, "F3": "b", "F4": "w"}), ("F2", "F4", "F2")),
}


def explained(rule: str) -> Reason:
    make, labels = CASES[rule]
    s = make()
    assert not s.is_terminal()
    reason = why.explain(s, steps(s, *labels))
    assert reason is not None
    return reason


@pytest.mark.parametrize("rule", sorted(CASES))
def test_each_rule_explains_its_attempt(rule: str) -> None:
    reason = explained(rule)
    assert reason.rule == f"onager.{rule}"
    assert reason.context == "OnagerReasons"
    make, labels = CASES[rule]
    s = make()
    assert why_not(s, steps(s, *labels)) == reason  # the engine's entry gives the same


@pytest.mark.parametrize("rule", sorted(CASES))
def test_each_reason_reads_in_english_and_french(rule: str) -> None:
    reason = explained(rule)
    english = in_language(reason, "en")
    assert english == reason.english() and english.strip()
    assert french(reason).strip()


def test_every_rule_of_the_module_has_a_case() -> None:
    defined = {
        r.rule.removeprefix("onager.")
        for r in vars(why).values()
        if isinstance(r, Reason) and r.context == "OnagerReasons"
    }
    # Neither is met by a click on the board: text steps off it, and a
    # fallback the sweep of test_why_property never reaches.
    assert defined - set(CASES) == {"not-a-cell", "other"}


def test_a_step_off_the_board() -> None:
    s = state(JUMPER)
    reason = why.explain(s, (s.board.size,))
    assert reason is not None and reason.rule == "onager.not-a-cell"


@pytest.mark.parametrize(
    "labels",
    [
        ("F2",),
        ("F2", "F1"),
        ("F2", "G2"),  # the piece, a walk
        ("F2", "F4"),  # a jump over F3 onto the empty F4
    ],
)
def test_legal_moves_have_no_reason(labels: tuple[str, ...]) -> None:
    s = state({**JUMPER, "F3": "b"})
    assert why.explain(s, steps(s, *labels)) is None
    assert why_not(s, steps(s, *labels)) is None


def test_a_chain_of_jumps_is_legal_step_by_step() -> None:
    # F2 over F3 onto the white F4, then over F5 onto the white F6.
    s = state({**JUMPER, "F3": "b", "F4": "w", "F5": "b", "F6": "w"})
    for n in range(1, 4):
        tried = steps(s, "F2", "F4", "F6")[:n]
        assert why.explain(s, tried) is None, tried
    assert "F2>F4>F6" in {s.format_move(m) for m in s.legal_moves()}


def test_lake_placement_is_legal() -> None:
    s = lake_phase({})
    assert why.explain(s, steps(s, "C3")) is None


def test_the_game_over_is_the_reason_once_won() -> None:
    s = state({**JUMPER, "K1": "b"})  # Black, to move, has a piece on White's back rank
    assert s.is_terminal()
    reason = why.explain(s, steps(s, "F2", "F1"))
    assert reason is not None and reason.rule == "game-over"
