"""A long game's move list words only the rows shown (a 7,086-move game
opened once worded them all on the GUI thread), and every row it words,
in any order, reads as the move list of a short game does: the move in the
position before it, as the seat at the screen knows it."""

from __future__ import annotations

import functools
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from boardroom.engine.game import AnyState
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.games.jaheijagaj.rules import JaheijagajState
from boardroom.ui.games import adapter_for
from boardroom.ui.games.jikaida.adapter import JikaidaAdapter
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.session import GameSession
from tests.ui.test_long_games import long_game, write

PLIES = 1500  # the rows far from both ends worded when scrolled to (750, 1000)

NAMES = ["Ann", "Bob"]


def expected_row(shown: AnyState, index: int) -> tuple[str, str, str]:
    """Move ``index`` of ``shown`` as the list words it, by a replay from the start."""
    replay = shown.initial()
    for move in shown.history[:index]:
        replay.apply(move)
    move = shown.history[index]
    words = adapter_for(shown.game.spec.key).describe(replay, move, NAMES)
    assert words is not None
    text = replay.format_move(move)
    return words, text, replay.describe_move(move)


def measured(qtbot: Any, window: MainWindow) -> None:
    """Until the rows scrolled into view are measured (on the next turn of
    the event loop)."""
    ml = window.game_page.move_list
    qtbot.waitUntil(lambda: not ml._measure_soon.isActive(), timeout=5000)


def shown_row(window: MainWindow, row: int) -> tuple[str, str, str]:
    ml = window.game_page.move_list
    tip = ml.tooltip(row, ml.NOTATION) or ml.text(row, ml.NOTATION)
    return ml.text(row, ml.WORDS), ml.text(row, ml.NOTATION), tip


def test_a_long_game_opens_with_only_the_rows_shown_worded(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    worded: list[int] = []
    describe = JikaidaAdapter.describe

    def counted(self: JikaidaAdapter, state: Any, move: Any, names: list[str]) -> str:
        worded.append(state.ply)
        return describe(self, state, move, names)

    monkeypatch.setattr(JikaidaAdapter, "describe", counted)
    assert window.open_path(write(tmp_path, long_game(plies=PLIES)))
    qtbot.waitUntil(lambda: window.session is not None, timeout=60_000)
    measured(qtbot, window)
    # The list opened scrolled to its end: the rows there are measured on
    # the next turn of the event loop, not the scroll position's ms later.
    assert window.game_page.move_list._measure_soon.interval() == 0
    session = window.session
    assert session is not None and session.state.ply == PLIES
    ml = window.game_page.move_list
    assert ml.move_count() == PLIES and ml.current_row() == PLIES
    assert 0 < len(worded) <= 100 and min(worded) >= PLIES - 100, len(worded)
    for row in (PLIES, PLIES - 1):
        assert shown_row(window, row) == expected_row(session.state, row - 1)
    # Scrolled to the top, then to the middle: those rows are worded then.
    ml.scrollToTop()
    measured(qtbot, window)
    assert ml.text(1, ml.WORDS) == expected_row(session.state, 0)[0]
    for row in (2, 1, 750, 749, 1000, 3):
        assert shown_row(window, row) == expected_row(session.state, row - 1), row
    assert len(worded) <= 300
    # A row far up is chosen as in a short game, by click and by key.
    rect = ml.row_rect(2)
    qtbot.mouseClick(ml.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.game_page.looking_at == 2
    qtbot.keyClick(ml, Qt.Key.Key_Down)
    assert window.game_page.looking_at == 3 and ml.current_row() == 3
    # The game goes on: the new move's row, and the list follows it.
    window.game_page.back_to_game()
    move = session.state.legal_moves()[0]
    assert session.play(move)
    assert ml.move_count() == PLIES + 1 and ml.current_row() == PLIES + 1
    assert shown_row(window, PLIES + 1) == expected_row(session.state, PLIES)


@functools.cache
def _quiet_moves(plies: int, seed: int) -> tuple[Any, ...]:
    """The moves of a random quiet game, chosen once for the module: the
    choosing (every ply's legal moves) is what costs, not the replay."""
    state = make_game("jaheijagaj", {"stall_rule": False}).new_state(seed)
    rng = random.Random(seed)
    while state.ply < plies:
        moves = state.legal_moves()
        quiet = [m for m in moves if m.kind not in ("attack", "charge")]
        state.apply(rng.choice(quiet or moves))
    return tuple(state.history)


def quiet_jaheijagaj(plies: int, seed: int = 2) -> AnyState:
    """A fresh state of that game, each test its own."""
    state = make_game("jaheijagaj", {"stall_rule": False}).new_state(seed)
    for move in _quiet_moves(plies, seed):
        state.apply(move)
    return state


def test_a_seats_long_list_reads_as_that_seat_knows_it(qtbot: Any, window: MainWindow) -> None:
    state = quiet_jaheijagaj(420)
    game = state.game
    window.play_session(GameSession(game, [Seat("Ann"), Seat("Bob")], state=state, autosave=False))
    page = window.game_page
    if page.is_handing_over():
        page.handover.button.click()
    viewer = page.viewer()
    assert viewer is not None
    shown = state.view(viewer)
    assert shown.history != state.history  # the other seat's moves are hidden
    ml = page.move_list
    measured(qtbot, window)
    for row in (420, 419, 1, 200, 2, 385):
        ml.scrollTo(ml.model().index(row, 0))
        assert shown_row(window, row) == expected_row(shown, row - 1), row


def test_a_finished_long_game_is_not_replayed_for_its_list(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its view shows all of it and keeps no undo: the rows come from the
    game's own positions (undo from its end), not a replay of every move."""
    state = quiet_jaheijagaj(420)
    state.resign(state.current_seat)
    assert state.is_terminal()
    shown = state.view(0)
    assert shown.history == state.history and not shown.can_undo_all()
    played: list[int] = []
    apply = JaheijagajState._apply

    def counted(self: JaheijagajState, move: Any) -> None:
        played.append(self.ply)
        apply(self, move)

    monkeypatch.setattr(JaheijagajState, "_apply", counted)
    session = GameSession(state.game, [Seat("Ann"), Seat("Bob")], state=state, autosave=False)
    window.play_session(session)
    ml = window.game_page.move_list
    qtbot.waitUntil(lambda: not ml._measure_soon.isActive(), timeout=5000)
    assert ml.move_count() == state.ply and len(played) < 100, len(played)
    for row in (state.ply, state.ply - 1, 1, 200):
        ml.scrollTo(ml.model().index(row, 0))
        assert shown_row(window, row) == expected_row(shown, row - 1), row
