"""docs/adding-a-game.md's window part is right: the game the page adds, built
from its code blocks (tests/docgame.py), is offered by the start page, its
adapter and scene keep the scene protocol, its rules figure is drawn, and a
whole game is played by clicks in the main window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.ui import figures
from boardroom.ui.adapter import BoardAdapter
from boardroom.ui.games import adapter_for, has_board
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.boardscene import BoardScene
from boardroom.ui.scenes.squarescene import SquareBoardScene
from tests.docgame import installed
from tests.ui.conftest import Modals, open_window
from tests.ui.test_scene_protocol import SIGNALS, missing, signal_signatures


@pytest.fixture
def key(tmp_path: Path) -> Iterator[str]:
    with installed(tmp_path / "docgame") as found:
        yield found


@pytest.fixture
def win(key: str, qtbot: Any) -> Iterator[MainWindow]:
    """The main window, made once the page's game is registered."""
    yield from open_window(qtbot)


def test_the_adapter_keeps_the_scene_protocol(key: str, qapp: Any) -> None:
    assert has_board(key)
    adapter = adapter_for(key)
    assert isinstance(adapter, BoardAdapter)
    game = make_game(key)
    scene = adapter.make_scene(game)
    try:
        assert isinstance(scene, BoardScene) and missing(type(scene)) == []
        assert set(SIGNALS.values()) <= signal_signatures(scene)
        state = game.state_from_text(".../x../xo.")
        adapter.show(scene, state)
        adapter.show_moves(scene, state)
        assert isinstance(scene, SquareBoardScene)
        assert scene.pieces() == {0: ("X", 0), 1: ("O", 1), 3: ("X", 0)}
        assert adapter.seat_details(state) == ["Marks: 2", "Marks: 1"]
        assert len(adapter.seat_colours(game)) == 2
        view = adapter.make_view(scene)
        view.deleteLater()
    finally:
        scene.deleteLater()


def test_the_rules_figure_is_drawn(key: str, qapp: Any) -> None:
    image = figures.figure_image(key, "tictactoe-fork.png")
    assert image is not None and not image.isNull()


def click(qtbot: Any, win: MainWindow, name: str) -> None:
    scene = win.game_page.scene
    view = win.game_page.view
    assert isinstance(scene, SquareBoardScene) and view is not None
    layout = scene.board_layout()
    assert layout is not None
    point = view.mapFromScene(scene.square_centre(layout.parse(name)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_a_game_is_offered_and_played_by_clicks(
    key: str, win: MainWindow, qtbot: Any, modals: Modals
) -> None:
    listed = win.start_page.game_list
    keys = [listed.item(i).data(Qt.ItemDataRole.UserRole) for i in range(listed.count())]
    assert key in keys
    assert win.start_game(key, {}, [Seat("Ann"), Seat("Bob")])
    for name in ("a1", "b1", "a2", "b2"):
        click(qtbot, win, name)
    click(qtbot, win, "a2")  # marked already: refused, with the page's reason
    assert "marked already" in win.game_page.status_text()
    click(qtbot, win, "a3")
    assert win.session is not None
    state = win.session.state
    assert state.moves_text() == ["a1", "b1", "a2", "b2", "a3"]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)
    qtbot.waitUntil(lambda: "result" in modals.kinds())
    result = next(text for kind, text in modals.calls if kind == "result")
    assert result == "Ann wins | Three in a row on the board."
