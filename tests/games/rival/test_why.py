"""Why a Rival move cannot be played: each rule that forbids a move, in a
position made for it, explains an attempt that breaks it, in English and
French; legal moves get no reason; and no reason tells a seat where the
enemy Ninja hides."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pytest

from boardroom.engine.reasons import Reason, why_not
from boardroom.games.rival import RivalGame, RivalState, why
from boardroom.games.rival.board import BOARD
from tests.games.rival.helpers import state
from tests.reasonwords import french, in_language

# Both Shoguns, a Samurai and an Ashigaru each, far from the action.
BASE = {"A1": "S", "A2": "A", "A6": "G", "K1": "s", "K2": "a", "K6": "g"}


def fresh() -> RivalState:
    return RivalGame().new_state(0)


def placed(*moves: str) -> RivalState:
    s = fresh()
    for text in moves:
        s.play(text)
    return s


def hide_stage() -> RivalState:
    """Both armies placed, Red to hide the Ninja."""
    s = fresh()
    while s.setup_stage() == "place":
        s.apply(s.legal_moves()[0])
    assert s.setup_stage() == "hide" and s.current_seat == 0
    return s


def steps(*items: str) -> tuple[Hashable, ...]:
    """Labels become hexes; letters, "N!" and "pass" stay as they are."""
    return tuple(BOARD.cell(i) if i[0].isalpha() and i[1:].isdigit() else i for i in items)


# rule -> (position, the steps tried, the English sentence)
CASES: dict[str, tuple[Callable[[], RivalState], tuple[str, ...], str]] = {
    # The setup.
    "setup-piece-first": (fresh, ("C3",), "during the setup, choose the piece first, then its hex"),
    "setup-not-play": (
        fresh,
        ("N!",),
        "nothing moves during the setup: place your pieces, then hide the Ninja",
    ),
    "ninja-last": (
        fresh,
        ("N", "C3"),
        "the Ninja hides only once your ten other pieces are placed",
    ),
    "none-left": (lambda: placed("G@B4", "G@J4"), ("G", "C3"), "you have no Shogun left to place"),
    "place-home": (fresh, ("S", "F6"), "pieces are placed on your own territory, rows A-D"),
    "place-occupied": (
        lambda: placed("G@B4", "G@J4"),
        ("S", "B4"),
        "a piece already stands on that hex",
    ),
    "all-placed": (hide_stage, ("A", "E5"), "your ten pieces are placed: now hide the Ninja"),
    "hide-enemy": (hide_stage, ("N", "J3"), "the Ninja may not hide in the enemy's territory"),
    "hide-occupied": (hide_stage, ("N", "A1"), "the Ninja hides only on an empty hex"),
    # Whatever the phase.
    "need-hex": (fresh, ("S", "pass"), "choose a hex of the board"),
    "move-complete": (
        lambda: state({**BASE, "F6": "S"}),
        ("F6", "F7", "F8"),
        "that move is already complete",
    ),
    # The play: what to move.
    "letter-in-play": (lambda: state(BASE), ("G",), "pieces are placed only during the setup"),
    "no-pass": (
        lambda: state(BASE),
        ("pass",),
        "you may pass only when none of your pieces can move",
    ),
    "reveal-not-hidden": (
        lambda: state(BASE, ninjas="r,r"),
        ("N!",),
        "your Ninja is no longer in hiding",
    ),
    # An enemy piece standing on the hiding hex (only a position text makes one).
    "reveal-occupied": (
        lambda: state({**BASE, "E5": "a"}, ninjas="E5,r"),
        ("N!",),
        "the Ninja's hiding hex must be empty for it to appear",
    ),
    "reveal-hex": (
        lambda: state(BASE, ninjas="E5,r"),
        ("N!", "E6"),
        "the Ninja can appear only on its hiding hex",
    ),
    "ninja-hidden": (
        lambda: state(BASE, ninjas="E5,r"),
        ("E5",),
        "the Ninja cannot move while hidden: reveal it first",
    ),
    "origin-empty": (lambda: state(BASE), ("F6",), "there is no piece of yours on that hex"),
    "origin-enemy": (lambda: state(BASE), ("K1",), "that Samurai belongs to your opponent"),
    "just-revealed": (
        lambda: state({**BASE, "E5": "N"}, progress="2:N!E5", ninjas="r,r"),
        ("E5",),
        "the Ninja has just appeared: it cannot move in the same turn",
    ),
    "moved-already": (
        lambda: state({**BASE, "F7": "S"}, progress="2:F6-F7"),
        ("F7",),
        "this Samurai has already moved this turn: the second move is another piece's",
    ),
    # The Shogun in the corner A6 behind its own pieces on all three neighbours.
    "stuck": (
        lambda: state({**BASE, "A5": "A", "B6": "A", "B7": "S"}),
        ("A6",),
        "this Shogun has nowhere to go",
    ),
    # The play: where it goes.
    "stay": (lambda: state({**BASE, "F6": "S"}), ("F6", "F6"), "a piece must leave its hex"),
    "out-of-range": (
        lambda: state({**BASE, "F6": "S"}),
        ("F6", "F9"),
        "a Samurai moves at most two hexes",
    ),
    "target-own": (
        lambda: state({**BASE, "F6": "S", "F7": "A"}),
        ("F6", "F7"),
        "one of your own pieces stands on that hex",
    ),
    "target-own-ninja": (
        lambda: state({**BASE, "F6": "S"}, ninjas="F7,r"),
        ("F6", "F7"),
        "your hidden Ninja holds that hex",
    ),
    "cannot-kill": (
        lambda: state({**BASE, "F6": "S", "F7": "n"}, ninjas="r,r"),
        ("F6", "F7"),
        "a Samurai cannot kill a Ninja",
    ),
    "go-back": (
        lambda: state({**BASE, "F6": "S"}, memory="F5-F6/-"),
        ("F6", "F5"),
        "a piece may not go back to the hex it left on your previous turn",
    ),
    # F8 is two steps from F6 only through F7.
    "blocked": (
        lambda: state({**BASE, "F6": "S", "F7": "A"}),
        ("F6", "F8"),
        "every way there passes through a piece, and no piece passes through another",
    ),
    "blocked-by-ninja": (
        lambda: state({**BASE, "F6": "S"}, ninjas="F7,r"),
        ("F6", "F8"),
        "the way there passes through your hidden Ninja, which stands in "
        "the way of your own pieces",
    ),
}


def explained(rule: str) -> Reason:
    make, items, _english = CASES[rule]
    s = make()
    assert not s.is_terminal()
    reason = why.explain(s.view(s.current_seat), steps(*items))
    assert reason is not None
    return reason


@pytest.mark.parametrize("rule", sorted(CASES))
def test_each_rule_explains_its_attempt(rule: str) -> None:
    reason = explained(rule)
    assert reason.rule == f"rival.{rule}"
    assert reason.context == "RivalReasons"
    assert reason.english() == CASES[rule][2]
    make, items, _english = CASES[rule]
    s = make()
    assert why_not(s, steps(*items)) == reason  # the engine's entry gives the same


@pytest.mark.parametrize("rule", sorted(CASES))
def test_each_reason_reads_in_english_and_french(rule: str) -> None:
    reason = explained(rule)
    assert in_language(reason, "en") == reason.english()
    text = french(reason)
    assert text.strip() and "{" not in text


def test_piece_names_are_french_inside_the_sentence() -> None:
    reason = explained("cannot-kill")
    assert french(reason) == "un Samouraï ne peut pas tuer un Ninja"


def test_the_shogun_has_its_own_range() -> None:
    s = state({**BASE, "D4": "G"} | {"A6": "A"})
    reason = why.explain(s, steps("D4", "F4"))
    assert reason is not None and reason.rule == "rival.out-of-range"
    assert reason.english() == "the Shogun moves only to a neighbouring hex"
    assert french(reason)


@pytest.mark.parametrize(
    "items",
    [
        ("F6",),
        ("F6", "F7"),
        ("F6", "F8"),
        ("F6", "G7"),  # the Samurai, one or two steps
        ("F6", "F4"),
    ],
)
def test_legal_moves_have_no_reason(items: tuple[str, ...]) -> None:
    s = state({**BASE, "F6": "S"})
    assert why.explain(s, steps(*items)) is None
    assert why_not(s, steps(*items)) is None


def test_setup_moves_have_no_reason() -> None:
    assert why.explain(fresh(), steps("S", "C3")) is None
    assert (
        why.explain(
            fresh(),
            steps(
                "G",
            ),
        )
        is None
    )
    assert why.explain(hide_stage(), steps("N", "E5")) is None
    assert why.explain(state(BASE, ninjas="E5,r"), steps("N!", "E5")) is None


def test_the_game_over_is_the_reason_once_won() -> None:
    s = state({k: v for k, v in BASE.items() if v != "g"})  # Black has lost its Shogun
    assert s.is_terminal()
    reason = why.explain(s, steps("A1", "B1"))
    assert reason is not None and reason.rule == "game-over"


@pytest.mark.parametrize("hiding", ["F7", "F8", "G7", "E6"])
def test_no_reason_betrays_the_enemy_ninja(hiding: str) -> None:
    """Red's view sees the same reasons wherever Black's Ninja hides, and
    Red's pieces cross and stop on its hex as on any empty hex."""
    cells = {**BASE, "F6": "S", "G6": "A"}
    hidden = state(cells, ninjas=f"r,{hiding}").view(0)
    elsewhere = state(cells, ninjas="r,J3").view(0)
    attempts = [steps("F6"), steps("G6"), steps("N!"), steps("pass")]
    attempts += [(BOARD.cell(origin), c) for origin in ("F6", "G6") for c in range(BOARD.size)]
    for tried in attempts:
        assert why.explain(hidden, tried) == why.explain(elsewhere, tried), tried
    assert why.explain(hidden, steps("F6", hiding)) is None
