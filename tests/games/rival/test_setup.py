"""The setup: alternate placements in one's own territory, then the secret
hiding of the Ninjas; and "place for me"."""

from __future__ import annotations

import pytest

from boardroom.engine.errors import IllegalMove
from boardroom.games.rival import RivalGame, RivalState
from boardroom.games.rival.board import BOARD, NEUTRAL
from boardroom.games.rival.formation import suggest_formation, suggest_hiding
from boardroom.games.rival.pieces import BLACK, RED
from tests.games.rival.helpers import legal


def rows_of(texts: set[str]) -> set[str]:
    return {text.split("@")[1][0] for text in texts}


def placed_game(seed: int = 0) -> RivalState:
    """Both formations placed with "place for me", Ninjas not yet hidden."""
    s = RivalGame().new_state(seed)
    while s.setup_stage() == "place":
        s.play(suggest_formation(s, s.current_seat, seed)[0])
    return s


def test_territories() -> None:
    s = RivalGame().new_state(0)
    assert {s.territory(c) for c in BOARD.row_cells(0)} == {RED}
    assert s.territory(BOARD.cell("D9")) == RED
    assert {s.territory(c) for r in (4, 5, 6) for c in BOARD.row_cells(r)} == {NEUTRAL}
    assert s.territory(BOARD.cell("H1")) == BLACK and s.territory(BOARD.cell("K6")) == BLACK


def test_players_place_in_turn_in_their_own_territory() -> None:
    s = RivalGame().new_state(0)
    assert s.phase == "setup" and s.setup_stage() == "place" and s.current_seat == RED
    texts = legal(s)
    assert len(texts) == 3 * 30 and rows_of(texts) == set("ABCD")
    assert {t[0] for t in texts} == {"G", "S", "A"}
    s.play("G@B4")
    assert s.current_seat == BLACK and rows_of(legal(s)) == set("HIJK")
    with pytest.raises(IllegalMove):
        s.play("G@D4")  # not Black's territory
    with pytest.raises(IllegalMove):
        s.play("G@F6")  # no-man's-land
    s.play("G@J4")
    assert not any(t.startswith("G@") for t in legal(s))  # one Shogun each
    with pytest.raises(IllegalMove):
        s.play("S@B4")  # taken
    s.play("S@C3")
    assert s.remaining(RED) == {"Shogun": 0, "Samurai": 2, "Ashigaru": 6}


def test_counts_and_the_switch_to_hiding() -> None:
    s = RivalGame().new_state(0)
    for i in range(3):
        s.play(f"S@C{i + 1}")
        s.play(f"S@H{i + 1}")
    assert not any(t.startswith("S@") for t in legal(s))
    s = placed_game()
    assert s.setup_stage() == "hide" and s.current_seat == RED and s.phase == "setup"
    assert s.placed(RED) == s.placed(BLACK) == 10


def test_hiding_hexes() -> None:
    s = placed_game()
    red = {t[2:] for t in legal(s)}
    assert rows_of({f"N@{h}" for h in red}) == set("ABCDEFG")
    occupied = {BOARD.labels[c] for c, p in enumerate(s.board) if p}
    assert not red & occupied and len(red) == 61 - 10
    with pytest.raises(IllegalMove):
        s.play("N@H5")  # the enemy's territory
    s.play("N@E5")
    assert s.current_seat == BLACK and rows_of(legal(s)) == set("EFGHIJK")
    assert "N@E5" in legal(s)  # Black may not be told, so may pick the same hex
    s.play("N@E5")
    assert s.phase == "play" and s.setup_stage() is None and s.current_seat == RED
    assert s.hidden_ninja(RED) == s.hidden_ninja(BLACK) == BOARD.cell("E5")


def test_place_for_me_is_legal_and_repeatable() -> None:
    for seed in range(6):
        s = RivalGame().new_state(seed)
        plans = [suggest_formation(s, seat, seed) for seat in (RED, BLACK)]
        assert all(len(plan) == 10 for plan in plans)
        assert plans == [suggest_formation(s, seat, seed) for seat in (RED, BLACK)]
        for i in range(10):
            for seat in (RED, BLACK):
                s.play(plans[seat][i])  # raises IllegalMove if a placement were wrong
        s.play(suggest_hiding(s, RED, seed))
        s.play(suggest_hiding(s, BLACK, seed))
        assert s.phase == "play"


def test_place_for_me_varies_and_completes_a_started_formation() -> None:
    s = RivalGame().new_state(0)
    layouts = {tuple(m.target for m in suggest_formation(s, RED, seed)) for seed in range(12)}
    assert len(layouts) > 3
    s.play("G@A1")  # a corner the formations never use
    s.play("A@K1")
    rest = suggest_formation(s, RED, 4)
    assert len(rest) == 9 and all(m.piece != 1 for m in rest)
    assert len({m.target for m in rest}) == 9 and BOARD.cell("A1") not in {m.target for m in rest}


def test_formation_keeps_the_shogun_back_and_ashigaru_forward() -> None:
    s = RivalGame().new_state(0)
    for seed in range(8):
        plan = suggest_formation(s, RED, seed)
        shogun = next(m.target for m in plan if m.piece == 1)
        ashigaru = [m.target for m in plan if m.piece == 3]
        assert BOARD.row_of[shogun] <= 1
        assert sum(BOARD.row_of[c] for c in ashigaru) / 6 > BOARD.row_of[shogun] + 1


def test_hide_for_me_picks_a_sensible_hex() -> None:
    """The suggested hiding hex is legal and mostly where the enemy will come:
    rows D-G for Red, E-H for Black (the front and no-man's-land), not at the back."""
    s = placed_game(2)
    front = {RED: set("DEFG"), BLACK: set("EFGH")}
    for seat in (RED, BLACK):
        if seat == BLACK:
            s.play(suggest_hiding(s, RED, 2))
        hexes = [BOARD.labels[suggest_hiding(s, seat, seed).target] for seed in range(60)]
        assert all(f"N@{h}" in legal(s) for h in hexes)
        near_front = sum(h[0] in front[seat] for h in hexes)
        assert near_front >= 50, hexes
        assert len(set(hexes)) >= 10  # not one predictable hex
