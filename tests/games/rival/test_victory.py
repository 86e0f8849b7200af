"""Victory conditions and the forced surrender, with its slow reference."""

from __future__ import annotations

import random

import pytest

from boardroom.games.rival.board import BOARD, HIDING, NEIGH, WITHIN
from boardroom.games.rival.moves import PASS_MOVE
from boardroom.games.rival.surrender import must_surrender
from tests.games.rival.helpers import legal, state
from tests.games.rival.reference import must_surrender_slowly, shogun_killable

# Red's Samurai and Ashigaru and Black's army kept away from the corner A1.
BASE = {"A6": "S", "A5": "A", "K1": "s", "K2": "a", "K6": "g"}
# Red's Shogun in the corner A1, caught between two Samurai (A3 and C1):
# A2, B1 and B2 are all within their reach.
TRAPPED = {**BASE, "A1": "G", "C1": "s", "A3": "s"}


def test_killing_the_shogun_wins() -> None:
    s = state({**BASE, "K6": ".", "A1": "G", "F6": "S", "F7": "g"})
    s.play("F6xF7")
    assert s.outcome() is not None and s.outcome().winners == (0,)
    assert s.outcome().reason == "shogun"
    assert s.legal_moves() == []  # no second move after a win


def test_killing_the_last_samurai_wins_but_not_the_one_before() -> None:
    s = state({**BASE, "A1": "G", "F6": "S", "F7": "s", "D4": "A"})
    s.play("F6xF7")  # Black still has the Samurai on K1
    assert s.outcome() is None
    one = state({"A1": "G", "A5": "A", "F6": "S", "F7": "s", "K2": "a", "K6": "g"})
    one.play("F6xF7")
    assert one.outcome().reason == "samurai" and one.outcome().winners == (0,)


def test_killing_the_last_ashigaru_wins() -> None:
    s = state({"A1": "G", "A6": "S", "F6": "A", "F7": "a", "K1": "s", "K6": "g"})
    s.play("F6xF7")
    assert s.outcome().reason == "ashigaru" and s.outcome().winners == (0,)


def test_killing_the_ninja_does_not_win() -> None:
    s = state({**BASE, "A1": "G", "F6": "A", "F7": "n"})
    s.play("F6xF7")
    assert s.outcome() is None
    assert s.alive[8] == 0  # Black's Ninja is gone


def test_forced_surrender() -> None:
    s = state(TRAPPED)
    assert must_surrender(s, 0) and must_surrender_slowly(s)
    assert s.outcome().winners == (1,) and s.outcome().reason == "surrender"
    assert s.legal_moves() == []


def test_no_surrender_when_the_shogun_can_step_away() -> None:
    # A Red Ashigaru on A3 instead of the Black Samurai: A2 is safe now.
    s = state({**TRAPPED, "A3": "A", "D5": "s"})
    assert not must_surrender(s, 0) and not must_surrender_slowly(s)
    assert s.outcome() is None


def test_only_a_two_move_turn_saves() -> None:
    # Ashigaru on B3 and C2 can block both lines (A2 and B1), but only together.
    s = state({**TRAPPED, "B3": "A", "C2": "A"})
    assert not must_surrender(s, 0) and not must_surrender_slowly(s)
    saving = []
    for first in s.legal_moves():
        one = s.clone()
        one.apply(first)
        after_one = one.clone()
        after_one.apply(PASS_MOVE)  # as if the turn ended after one move
        assert shogun_killable(after_one, 0), s.format_move(first)
        for second in one.legal_moves():
            two = one.clone()
            two.apply(second)
            if not shogun_killable(two, 0):
                saving.append({s.format_move(first), one.format_move(second)})
    assert {"B3-A2", "C2-B1"} in saving and {"B3-B1", "C2-A2"} in saving
    assert all(len(turn) == 2 for turn in saving)


def test_the_own_hidden_ninja_may_save_by_a_reveal() -> None:
    s = state({**TRAPPED, "C2": "A"}, ninjas="A2,r")  # N!A2 blocks one line, C2-B1 the other
    assert not must_surrender(s, 0) and not must_surrender_slowly(s)
    blocked = state({**TRAPPED, "C2": "A"})
    assert must_surrender(blocked, 0)


def test_surrender_is_judged_on_the_visible_board() -> None:
    # Red's Shogun on G1 is saved only by stepping to F1, where Black's Ninja
    # hides: Red cannot know, so this is no forced surrender.
    cells = {**BASE, "G1": "G", "G3": "s", "H2": "s"}
    s = state(cells, ninjas="r,F1")
    assert not must_surrender(s, 0) and not must_surrender_slowly(s)
    assert s.outcome() is None and "G1-F1" in legal(s)
    s.play("G1-F1")
    s.play("A5-B5")
    assert s.outcome() is not None and s.outcome().reason == "shogun"  # ambushed


def test_surrender_is_checked_at_the_start_of_a_turn_only() -> None:
    s = state({**TRAPPED, "B3": "A", "C2": "A"})
    s.play("B3-A2")
    assert s.outcome() is None and s.turn_move() == 2


def _random_trap(rng: random.Random) -> dict[str, str] | None:
    """Red's Shogun near an edge with enemies and a few friends around it."""
    labels = BOARD.labels
    edge = [c for c in range(BOARD.size) if len(NEIGH[c]) < 6]
    s = rng.choice(edge)
    cells = {"A6": "S", "A5": "A", "K1": "s", "K2": "a", "K6": "g"}
    if labels[s] in cells:
        return None
    cells[labels[s]] = "G"
    free = [c for c in WITHIN[s][3] if labels[c] not in cells]
    rng.shuffle(free)
    enemies, friends = rng.randint(2, 6), rng.randint(0, 3)
    for c in free[:enemies]:
        cells[labels[c]] = rng.choice("sssaan")
    for c in free[enemies : enemies + friends]:
        cells[labels[c]] = rng.choice("SAA")
    counts = {p: list(cells.values()).count(p) for p in "SAsan"}
    if counts["S"] > 3 or counts["s"] > 3 or counts["n"] > 1:
        return None
    hideouts = [labels[c] for c in HIDING[0] if labels[c] not in cells and c in WITHIN[s][2]]
    if hideouts and rng.random() < 0.5:
        cells["ninja"] = rng.choice(hideouts)
    return cells


@pytest.mark.parametrize(  # 25 traps a seed; the slow reference takes a second a seed
    "seed", [0, pytest.param(1, marks=pytest.mark.slow), pytest.param(2, marks=pytest.mark.slow)]
)
def test_fast_surrender_matches_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    checked = surrenders = 0
    while checked < 25:
        cells = _random_trap(rng)
        if cells is None:
            continue
        ninja = cells.pop("ninja", "r")
        s = state(cells, ninjas=f"{ninja},r")
        if s.winner() is not None:
            continue
        slow = must_surrender_slowly(s)
        assert must_surrender(s, 0) == slow, s.to_text()
        checked += 1
        surrenders += slow
    assert 0 < surrenders < checked


def test_resignation_ends_the_game_even_mid_turn_and_is_saved() -> None:
    from boardroom.engine import savegame

    s = state({**BASE, "A1": "G", "F6": "S"}, ninjas="E4,r")
    s.play("F6-F7")
    assert s.turn_move() == 2
    s.resign(0)
    assert s.outcome() is not None and s.outcome().winners == (1,)
    assert s.outcome().reason == "resignation" and s.legal_moves() == []
    assert s.view(1).hidden_ninja(0) == BOARD.cell("E4")  # the game over, secrets show
    saved = savegame.from_state(s, [savegame.Seat("Ann"), savegame.Seat("Bob")])
    _, _, loaded = savegame.load_text(saved.to_json())
    assert loaded.outcome() == s.outcome()
    s.undo()  # the resignation is taken back, not the move
    assert s.outcome() is None and s.turn_move() == 2


def test_draw_by_agreement() -> None:
    s = state({**BASE, "A1": "G", "F6": "S"})
    s.agree_draw()
    assert s.outcome() is not None and s.outcome().is_draw
    assert s.outcome().reason == "agreement" and s.returns() == (0.5, 0.5)


def test_a_bot_accepts_a_draw_only_when_it_is_not_winning() -> None:
    from boardroom.bots import accepts_draw

    # Red has a Samurai next to Black's Shogun: Red is winning, Black is lost.
    s = state({"A1": "G", "A2": "A", "A6": "S", "K1": "s", "K2": "a", "F6": "S", "G7": "g"})
    assert not accepts_draw(s, 0)
    assert accepts_draw(s, 1)
