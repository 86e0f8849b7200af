"""A turn is two moves by two different pieces; one when only one piece can
move; a pass when none can (or when only the hidden Ninja could act)."""

from __future__ import annotations

from typing import Any

import pytest

from boardroom.games.rival import rules
from boardroom.games.rival.board import BOARD
from tests.games.rival.helpers import legal, state

BASE = {"A1": "S", "A2": "A", "A6": "G", "K1": "s", "K2": "a", "K6": "g"}


def test_two_moves_by_two_different_pieces() -> None:
    s = state({**BASE, "F6": "S"})
    assert s.current_seat == 0 and s.turn_move() == 1
    s.play("F6-F7")
    assert s.current_seat == 0 and s.turn_move() == 2
    assert not any(text.startswith("F7") for text in legal(s))  # it has moved
    assert s.reachable(BOARD.cell("F7")) == {}
    s.play("A2-B2")
    assert s.current_seat == 1 and s.turn_move() == 1


def only_these_move(monkeypatch: pytest.MonkeyPatch, movers: set[str]) -> None:
    """Make every piece but ``movers`` unable to move (positions where a whole
    army is boxed in are hard to build by hand)."""
    real = rules.destinations
    mobile = {BOARD.cell(label) for label in movers}

    def patched(board: list[int], origin: int, *args: Any) -> list[int]:
        return real(board, origin, *args) if origin in mobile else []

    def can(board: list[int], origin: int, *args: Any) -> bool:
        return origin in mobile and bool(real(board, origin, *args))

    monkeypatch.setattr(rules, "destinations", patched)
    monkeypatch.setattr(rules, "can_move", can)


def test_the_turn_passes_after_one_move_when_no_other_piece_can_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = state({**BASE, "F6": "S"})
    only_these_move(monkeypatch, {"F6", "F7"})  # F7 is where it lands
    s.play("F6-F7")
    assert s.current_seat == 1 and s.turn_move() == 1


def test_a_pass_when_no_piece_can_move(monkeypatch: pytest.MonkeyPatch) -> None:
    s = state({**BASE, "F6": "S"})
    only_these_move(monkeypatch, set())
    assert legal(s) == {"pass"}
    s.play("pass")
    assert s.current_seat == 1 and s.memory[0] == ()


def test_with_a_hidden_ninja_the_turn_waits_for_a_reveal_or_a_pass(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = state({**BASE, "F6": "S"}, ninjas="E5,r")
    only_these_move(monkeypatch, {"F6", "F7"})
    assert legal(s) == {"F6-" + t for t in _near("F6")} | {"N!E5"}
    s.play("F6-F7")
    assert s.current_seat == 0 and legal(s) == {"pass", "N!E5"}
    s.play("pass")
    assert s.current_seat == 1


def test_a_reveal_is_one_of_the_two_moves() -> None:
    s = state({**BASE, "F6": "S"}, ninjas="E5,r")
    s.play("N!E5")
    assert s.turn_move() == 2 and s.pieces()[BOARD.cell("E5")].kind == "ninja"
    assert "N!E5" not in legal(s) and not any(t.startswith("E5") for t in legal(s))
    s.play("F6-G6")
    assert s.current_seat == 1
    s.play("K1-J1")
    s.play("K2-J2")
    assert any(t.startswith("E5") for t in legal(s))  # now an ordinary piece


def test_a_reveal_may_be_the_second_move() -> None:
    s = state({**BASE, "F6": "S"}, ninjas="E5,r")
    s.play("F6-G6")
    assert "N!E5" in legal(s)
    s.play("N!E5")
    assert s.current_seat == 1 and s.ninja[0] == rules.OUT


def test_pass_is_not_offered_while_a_piece_can_move() -> None:
    s = state({**BASE, "F6": "S"}, ninjas="E5,r")
    assert "pass" not in legal(s)
    s.play("F6-G6")
    assert "pass" not in legal(s)


def _near(label: str) -> set[str]:
    from boardroom.games.rival.board import DIST

    c = BOARD.cell(label)
    # Red's own hidden Ninja on E5 stops Red's pieces, so D4 (reached from
    # F6 only through E5) is out of reach too.
    found = {BOARD.labels[b] for b in range(BOARD.size) if 0 < DIST[c][b] <= 2}
    return found - {"E5", "D4"}
