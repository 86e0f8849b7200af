"""Hot-seat with secrets tells the truth (issue 22): the hand-over cover,
which both people see, says only whose turn it is; what the next person
must do is said once the cover is lifted, from their own view; and a move
taken back before the next person looked leaves the move list and the board
as the one still at the screen knows them."""

from __future__ import annotations

from typing import Any

import pytest

from boardroom.engine.savegame import Seat
from boardroom.games.jaheijagaj.moves import PASS
from boardroom.games.rival import RivalGame
from boardroom.ui.mainwindow import MainWindow
from tests.ui import test_rival_window as rival
from tests.ui.test_jaheijagaj_window import page_of, scene_of, sit_down, some_move, start


def cover_line(win: MainWindow) -> str:
    page = page_of(win)
    assert page.is_handing_over()
    return page.handover.next_text()


def move_list(win: MainWindow) -> list[str]:
    """The notation column of the move list, without its start row."""
    ml = page_of(win).move_list
    return [ml.text(i, 2) for i in range(1, ml.move_count() + 1)]


@pytest.fixture
def prompts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """Every time the game's prompt is worked out: (whose view it is built
    from, the seat to move). -1: the true game."""
    from boardroom.ui.games.jaheijagaj.adapter import JaheijagajAdapter

    asked: list[tuple[int, int]] = []
    original = JaheijagajAdapter.prompt

    def spy(self: Any, state: Any, name: str) -> str | None:
        asked.append((state.viewer, state.current_seat))
        return original(self, state, name)

    monkeypatch.setattr(JaheijagajAdapter, "prompt", spy)
    return asked


def test_the_cover_says_only_whose_turn_it_is_and_the_prompt_comes_after(
    window: MainWindow, prompts: list[tuple[int, int]]
) -> None:
    session = start(window, [Seat("Ann"), Seat("Bob")])
    # Opened with secrets already (the seats see different hexes): nobody
    # is known at the screen, the line is plain.
    assert cover_line(window) == "Ann to play"
    sit_down(window, "Ann")
    assert page_of(window).status.text() == "Ann: move, attack, spawn, or act with the Wraith."
    for name, seat in (("Bob", 1), ("Ann", 0)):
        prompts.clear()
        assert session.play(some_move(session.state))
        # The trap: the one leaving sees none of the next person's pieces, so
        # in their view the next person could only pass; in truth, hundreds.
        state = session.state
        assert [m.kind for m in state.view(1 - seat).legal_moves()] == [PASS]
        assert len(state.legal_moves()) > 100
        assert cover_line(window) == f"{name} to play"
        assert page_of(window).status.text() == f"Waiting for {name}"
        assert prompts == []  # nothing was worked out from anybody's view
        sit_down(window, name)
        assert (
            page_of(window).status.text() == f"{name}: move, attack, spawn, or act with the Wraith."
        )
        assert prompts and set(prompts) == {(seat, seat)}  # from their own view only


def test_four_seats_for_two_people_each_cover_names_the_seat_plainly(
    window: MainWindow,
) -> None:
    session = start(window, [Seat("Ann"), Seat("Bob"), Seat("Ann"), Seat("Bob")])
    sit_down(window, "Ann")
    for turn in range(1, 5):
        assert session.play(some_move(session.state))
        seat = session.state.current_seat
        name = ["Ann", "Bob"][seat % 2]
        assert cover_line(window) == f"{name} to play", turn
        sit_down(window, name)
        assert "must pass" not in page_of(window).status.text()


@pytest.mark.parametrize("people", [2, 3])
def test_a_move_taken_back_before_the_next_person_looked_leaves_list_and_board_true(
    window: MainWindow, people: int
) -> None:
    session = start(window, [Seat(n) for n in ["Ann", "Bob", "Cat"][:people]])
    sit_down(window, "Ann")
    assert session.play(some_move(session.state))
    sit_down(window, "Bob")
    before = move_list(window)
    assert before == session.state.view(1).moves_text()
    undone = some_move(session.state)
    assert session.play(undone)
    assert page_of(window).is_handing_over()
    window.undo()
    page = page_of(window)
    assert not page.is_handing_over() and session.state.ply == 1
    # Bob's own list, one move long: neither the next person's list nor the
    # truth (with two people, Ann's; it would show Ann's hidden walk).
    assert move_list(window) == before == session.state.view(1).moves_text()
    # His board outlines Ann's move as he knows it, nothing of his own.
    scene = scene_of(window)
    last = session.state.view(1).history[-1]
    assert scene._last == tuple(last.steps)
    assert not any(scene.cell_item(c).last for c in undone.steps if isinstance(c, int))


def test_rival_the_cover_is_plain_and_an_undo_before_looking_keeps_the_list(
    qtbot: Any, window: MainWindow
) -> None:
    # Red's Ninja still hides: after Red's one move and a pass, Black's cover.
    session = rival.start(window, RivalGame().state_from_text(rival.SHUT_IN.format("E8")))
    assert cover_line(window) == "Ann to play"
    rival.sit_down(window, "Ann")
    rival.click(qtbot, window, "E2")
    rival.click(qtbot, window, "F2")
    rival.panel_of(window).pass_button.click()
    assert cover_line(window) == "Bob to play"
    window.undo()  # Bob has not looked: Ann takes back her pass
    assert not page_of(window).is_handing_over()
    assert move_list(window) == session.state.view(0).moves_text() == ["E2xF2"]
