"""The main window driven through its real widgets, offscreen."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QGraphicsView

from boardroom import app
from boardroom.bots import service
from boardroom.engine.game import Game
from boardroom.engine.hexgrid import hex_board
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.ui import dialogs, storage
from boardroom.ui import games as game_ui
from boardroom.ui import session as session_module
from boardroom.ui.adapter import BoardAdapter, GameAdapter, GamePanel
from boardroom.ui.handover import HandoverOverlay
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.hexscene import CellContent, HexBoardScene, hex_view
from boardroom.ui.session import GameSession
from tests import quickbots
from tests.toygames import SecretGame, SecretState
from tests.ui.conftest import Modals, open_window
from tests.ui.workers import IdleWorker

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    yield from open_window(qtbot, 1000, 700)


def start_onager(win: MainWindow, side: int = 5, seats: list[Seat] | None = None) -> None:
    assert win.start_game("onager", {"side": side}, seats or [Seat("Ann"), Seat("Bob")])


def scene_of(win: MainWindow) -> HexBoardScene:
    scene = win.game_page.scene
    assert isinstance(scene, HexBoardScene)
    return scene


def play(win: MainWindow, text: str) -> None:
    """Enter a move as the scene would: its full steps on moveRequested."""
    assert win.session is not None
    move = win.session.state.parse_move(text)
    scene_of(win).moveRequested.emit(tuple(move.steps))


def click_cell(qtbot: Any, win: MainWindow, label: str) -> None:
    scene = scene_of(win)
    view = win.game_page.view
    assert view is not None and scene.board() is not None
    cell = scene.board().cell(label)  # type: ignore[union-attr]
    point = view.mapFromScene(scene.cell_centre(cell))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_start_page_first_then_a_hot_seat_game_shows_the_board(window: MainWindow) -> None:
    assert window.pages.currentWidget() is window.start_page
    assert not window.undo_action.isEnabled()
    window.start_page.start_button.click()
    assert window.pages.currentWidget() is window.game_page
    view = window.game_page.view
    assert view is not None and view.isVisible()
    assert scene_of(window).board() is not None
    assert scene_of(window).next_steps()  # the lake cells can be chosen
    assert "Onager" in window.windowTitle()
    assert window.game_page.seat_panel.current == 0


def test_clicks_on_the_board_play_moves_and_fill_the_move_list(
    qtbot: Any, window: MainWindow
) -> None:
    start_onager(window)
    click_cell(qtbot, window, "D4")
    assert window.session is not None and window.session.state.ply == 1
    assert window.game_page.move_list.move_count() == 1
    assert window.game_page.move_list.text(1, 2) == "@D4"
    # The move in words beside its notation (issue 13, point 7).
    assert window.game_page.move_list.text(1, 1) == "Ann places a lake on D4"
    assert window.game_page.seat_panel.current == 1
    play(window, "@F3")
    play(window, "@E2")
    texts = [window.game_page.move_list.text(i, 2) for i in range(1, 4)]
    assert texts == ["@D4", "@F3", "@E2"]
    assert window.windowTitle().startswith("Unsaved game*")


def test_a_two_step_jump_entered_by_clicks(qtbot: Any, window: MainWindow) -> None:
    start_onager(window)
    for text in ("@D4", "@F3", "@E2", "B2-C2"):
        play(window, text)
    assert window.session is not None
    state = window.session.state
    walk = next(m for m in state.legal_moves() if m.kind == "walk")
    before = state.ply
    click_cell(qtbot, window, state.board.labels[walk.steps[0]])
    assert scene_of(window).prefix() == (walk.steps[0],)
    click_cell(qtbot, window, state.board.labels[walk.steps[1]])
    assert window.session.state.ply == before + 1


def test_looking_back_shows_a_read_only_board_and_returns(qtbot: Any, window: MainWindow) -> None:
    start_onager(window)
    for text in ("@D4", "@F3", "@E2"):
        play(window, text)
    page = window.game_page
    rect = page.move_list.row_rect(1)
    qtbot.mouseClick(page.move_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.is_looking_back() and page.looking_at == 1
    assert page.banner.isVisible() and "move 1" in page.banner_label.text()
    scene = scene_of(window)
    assert scene.next_steps() == []  # read-only
    lakes = [
        i
        for i in range(scene.board().size)  # type: ignore[union-attr]
        if scene.cell_item(i).content.lake
    ]
    assert len(lakes) == 1  # the position after the first move
    page.back_button.click()
    assert not page.is_looking_back() and not page.banner.isVisible()
    assert scene.next_steps()
    # Esc also returns to the game.
    page.look_at(0)
    assert page.banner.isVisible() and "start position" in page.banner_label.text()
    page.move_list.setFocus()
    qtbot.keyClick(page.move_list, Qt.Key.Key_Escape)
    assert not page.is_looking_back()


def test_a_click_on_the_board_while_looking_back_says_how_to_play_on(
    qtbot: Any, window: MainWindow
) -> None:
    start_onager(window)
    for text in ("@D4", "@F3", "@E2"):
        play(window, text)
    page = window.game_page
    playing = page.status_text()
    page.look_at(1)
    click_cell(qtbot, window, "B2")  # a piece the player would move
    assert page.is_looking_back()  # the click changes nothing
    assert "Back to game" in page.status_text() and "earlier position" in page.status_text()
    page.back_to_game()
    assert page.status_text() == playing  # the note goes with the old position
    click_cell(qtbot, window, "B2")
    assert "earlier position" not in page.status_text()


def test_undo_redo_actions_and_ctrl_z(qtbot: Any, window: MainWindow) -> None:
    start_onager(window)
    play(window, "@D4")
    play(window, "@F3")
    assert window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    window.undo_action.trigger()
    assert window.session is not None and window.session.state.ply == 1
    assert window.game_page.move_list.move_count() == 1
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert window.session.state.ply == 2
    window.game_page.view.setFocus()  # type: ignore[union-attr]
    qtbot.keyClick(window.game_page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.ply == 1
    qtbot.keyClick(
        window.game_page.view,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.session.state.ply == 2


def test_damaged_file_shows_an_error_and_keeps_the_game(
    window: MainWindow, modals: Modals, tmp_path: Path
) -> None:
    start_onager(window)
    play(window, "@D4")
    session = window.session
    bad = tmp_path / "bad.boardroom"
    bad.write_text('{"format": "boardroom-game", "version": 1, "game": "onager"')
    assert not window.open_path(bad)
    assert modals.kinds() == ["error"]
    assert "damaged or is not a Boardroom saved game" in modals.calls[0][1]
    assert window.session is session and session.state.ply == 1
    assert window.pages.currentWidget() is window.game_page


def test_save_then_open_round_trip(window: MainWindow, modals: Modals, tmp_path: Path) -> None:
    start_onager(window)
    play(window, "@D4")
    play(window, "@F3")
    target = tmp_path / "mine.boardroom"
    modals.save_name = str(target)
    window.save_action.trigger()
    assert target.exists()
    assert window.windowTitle().startswith("mine.boardroom —")
    assert window.settings.recent_files == [str(target.resolve())]
    window.new_action.trigger()  # saved: no question
    assert "unsaved" not in modals.kinds()
    assert window.pages.currentWidget() is window.start_page
    modals.open_name = str(target)
    window.open_action.trigger()
    assert window.session is not None and window.session.move_texts() == ["@D4", "@F3"]
    assert window.game_page.move_list.move_count() == 2
    # And again from Game > Open Recent.
    window.new_action.trigger()
    window.recent_menu.aboutToShow.emit()
    recent = window.recent_menu.actions()
    assert [a.text() for a in recent] == ["mine.boardroom"]
    recent[0].trigger()
    assert window.session is not None and window.session.path == target.resolve()


def test_new_game_asks_before_losing_unsaved_moves(window: MainWindow, modals: Modals) -> None:
    start_onager(window)
    play(window, "@D4")
    modals.unsaved = dialogs.Choice.CANCEL
    window.new_action.trigger()
    assert modals.kinds() == ["unsaved"]
    assert window.pages.currentWidget() is window.game_page
    modals.unsaved = dialogs.Choice.DISCARD
    window.new_action.trigger()
    assert window.pages.currentWidget() is window.start_page and window.session is None
    # Discarded means gone: a game never saved is not brought back by Continue.
    assert not window.start_page.continue_button.isEnabled()
    assert not storage.autosave_path().exists()


def _second_window(qtbot: Any) -> MainWindow:
    """The app started again, with the settings the first one left."""
    again = MainWindow(storage.Settings.load())
    qtbot.addWidget(again)
    return again


def test_continue_after_discard_reopens_the_file_as_saved(
    qtbot: Any, window: MainWindow, modals: Modals, tmp_path: Path
) -> None:
    """Issue 13 (5): Discard brought the discarded move back, and the title
    said "Unsaved game", so Ctrl+S asked for a new name."""
    start_onager(window)
    play(window, "@D4")
    target = tmp_path / "a.boardroom"
    modals.save_name = str(target)
    window.save_action.trigger()
    play(window, "@F3")  # not saved
    modals.unsaved = dialogs.Choice.DISCARD
    modals.save_name = ""  # from now on a Save As dialog would save nothing
    window.close()  # Ctrl+Q, then Discard
    assert modals.kinds() == ["unsaved"]
    again = _second_window(qtbot)
    assert again.start_page.continue_button.isEnabled()
    again.start_page.continue_button.click()
    session = again.session
    assert session is not None and session.move_texts() == ["@D4"]
    assert session.path == target and not session.dirty
    assert again.windowTitle().startswith("a.boardroom — ")
    play(again, "@F3")
    again.save_action.trigger()  # Ctrl+S writes a.boardroom, no name asked
    assert session.path == target and not session.dirty
    assert GameSession.load(target).move_texts() == ["@D4", "@F3"]
    assert again.settings.recent_files == [str(target.resolve())]
    again.confirm_discard = lambda: True  # type: ignore[method-assign]
    again.close()


def test_after_a_crash_continue_restores_every_move_unsaved_with_its_file(
    qtbot: Any, window: MainWindow, modals: Modals, tmp_path: Path
) -> None:
    start_onager(window)
    play(window, "@D4")
    target = tmp_path / "a.boardroom"
    modals.save_name = str(target)
    window.save_action.trigger()
    play(window, "@F3")
    # No Quit: the first window is left as a crash leaves it.
    again = _second_window(qtbot)
    again.start_page.continue_button.click()
    session = again.session
    assert session is not None and session.move_texts() == ["@D4", "@F3"]
    assert session.path == target and session.dirty
    assert again.windowTitle().startswith("a.boardroom* — ")
    assert GameSession.load(target).move_texts() == ["@D4"]  # the file as it was
    # Discarding now goes back to the file as saved.
    modals.unsaved = dialogs.Choice.DISCARD
    again.new_action.trigger()
    again.start_page.continue_button.click()
    assert again.session is not None and again.session.move_texts() == ["@D4"]
    assert not again.session.dirty
    again.confirm_discard = lambda: True  # type: ignore[method-assign]
    again.close()


def test_after_a_crash_an_unsaved_game_comes_back_unsaved(qtbot: Any, window: MainWindow) -> None:
    start_onager(window)
    play(window, "@D4")
    again = _second_window(qtbot)
    again.start_page.continue_button.click()
    assert again.session is not None and again.session.move_texts() == ["@D4"]
    assert again.session.path is None and again.session.dirty
    assert again.windowTitle().startswith("Unsaved game* — ")
    again.confirm_discard = lambda: True  # type: ignore[method-assign]
    again.close()


def test_resign_ends_with_a_result_dialog(qtbot: Any, window: MainWindow, modals: Modals) -> None:
    start_onager(window)
    play(window, "@D4")
    window.resign_action.trigger()
    assert window.session is not None and window.session.state.is_terminal()
    qtbot.waitUntil(lambda: "result" in modals.kinds())
    text = dict(modals.calls)["result"]
    assert text.startswith("Ann wins") and "Bob resigned" in text
    assert "Bob resigned" in window.game_page.status_text()
    assert not window.resign_action.isEnabled()


def test_hot_seat_draw_offer_accepted(qtbot: Any, window: MainWindow, modals: Modals) -> None:
    start_onager(window)
    window.draw_action.trigger()
    assert "Ann offers a draw. Bob, do you accept?" in dict(modals.calls)["question"]
    outcome = window.session.state.outcome()  # type: ignore[union-attr]
    assert outcome is not None and outcome.is_draw


def test_bot_answers_and_status_shows_it(qtbot: Any, window: MainWindow) -> None:
    # Easy: its search is short, and the move played shows it thinking at once.
    start_onager(window, seats=[Seat("Ann"), Seat("Robot", "bot", "easy")])
    play(window, "@D4")
    session = window.session
    assert session is not None
    # While it thinks: a visible indicator, a cancel button and words in the status line.
    assert session.is_bot_thinking()
    assert window.game_page.progress.isVisibleTo(window)
    assert window.game_page.cancel_button.isVisibleTo(window)
    assert "Robot is thinking" in window.game_page.status_text()
    qtbot.waitUntil(lambda: session.state.ply == 2, timeout=20000)
    qtbot.waitUntil(lambda: not session.is_bot_thinking())
    assert window.game_page.move_list.move_count() == 2
    assert window.game_page.move_list.text(2, 1).startswith("Robot ")
    assert not window.game_page.progress.isVisible()
    assert "Ann" in window.game_page.status_text()


def test_a_bot_process_killed_while_thinking_is_reported_and_restarted(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 13 (1): SIGKILL on the bot's process (the one serving
    boardroom.bots.service) left the window "thinking" for ever."""
    start_onager(window, seats=[Seat("Ann"), Seat("Robot", "bot", "hard")])
    session = window.session
    assert session is not None
    page = window.game_page
    with qtbot.waitSignal(session.progress, timeout=20000):  # the search is under way
        play(window, "@D4")
    pid = session._worker.pid  # the process running the bot service
    assert pid is not None and session.is_bot_thinking()
    os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: not session.is_bot_thinking(), timeout=10000)
    assert session.bot_stopped
    assert not page.progress.isVisibleTo(window) and not page.cancel_button.isVisibleTo(window)
    assert page.restart_button.isVisibleTo(window)
    assert "Robot stopped" in page.status_text() and "intact" in page.status_text()
    assert session.move_texts() == ["@D4"] and session.state.current_seat == 1
    # One click: a new process takes up the search and the bot plays (as
    # quickly as a bot can: the search's length mattered only for the kill).
    monkeypatch.setattr(service, "serve", quickbots.serve)
    page.restart_button.click()
    assert session.is_bot_thinking() and not page.restart_button.isVisibleTo(window)
    assert session._worker.pid not in (None, pid)
    qtbot.waitUntil(lambda: session.state.ply == 2, timeout=20000)
    assert session.move_texts()[0] == "@D4" and not session.bot_stopped
    assert "Ann" in page.status_text()


def test_flip_and_title_and_geometry_are_remembered(window: MainWindow) -> None:
    start_onager(window)
    window.flip_action.trigger()
    assert scene_of(window).is_flipped()
    window.confirm_discard = lambda: True  # type: ignore[method-assign]
    window.close()
    saved = storage.Settings.load()
    assert saved.flip_board and saved.window_geometry
    assert saved.last_game == "onager" and saved.last_options["side"] == 5
    assert saved.last_seats == [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


def test_cell_names_are_a_view_option_remembered(qtbot: Any, window: MainWindow) -> None:
    start_onager(window)
    scene = scene_of(window)
    assert window.cell_names_action.isEnabled() and not window.cell_names_action.isChecked()
    assert not scene.cell_item(0).show_label  # coordinates are on the rims
    window.cell_names_action.trigger()
    assert scene.cell_names_shown() and scene.cell_item(0).show_label
    window.confirm_discard = lambda: True  # type: ignore[method-assign]
    window.close()
    saved = storage.Settings.load()
    assert saved.cell_names
    again = MainWindow(saved)
    qtbot.addWidget(again)
    assert again.cell_names_action.isChecked()
    start_onager(again)
    assert scene_of(again).cell_names_shown()
    again.confirm_discard = lambda: True  # type: ignore[method-assign]
    again.close()


def test_settings_remember_the_last_choices(qtbot: Any) -> None:
    first = MainWindow(storage.Settings())
    qtbot.addWidget(first)
    first.start_page.option_fields[0].set_value(5)
    first.start_page.seat_rows[1].kind.setCurrentIndex(1)
    first.start_page.seat_rows[1].level.setCurrentIndex(2)
    first.start_page.seat_rows[0].name.setText("Zoé")
    first.start_page.start_button.click()
    first.confirm_discard = lambda: True  # type: ignore[method-assign]
    first.close()
    second = MainWindow(storage.Settings.load())
    qtbot.addWidget(second)
    page = second.start_page
    assert page.options()["side"] == 5
    assert [s.to_json() for s in page.seats()] == [
        {"name": "Zoé", "kind": "human"},
        {"name": "", "kind": "bot", "level": "hard"},
    ]
    assert page.seat_rows[1].name.placeholderText() == "White"  # shown in the current language


# --- hand-over -----------------------------------------------------------------


class _SecretAdapter(BoardAdapter[SecretState, HexBoardScene]):
    """Draw the toy secret game on a small hex board: cell n = number n."""

    def make_scene(self, game: Game) -> HexBoardScene:
        scene = HexBoardScene()
        scene.set_board(hex_board(3))
        return scene

    def make_view(self, scene: HexBoardScene) -> QGraphicsView:
        return hex_view(scene)

    def show(self, scene: HexBoardScene, state: SecretState) -> None:
        board = scene.board()
        assert board is not None
        scene.set_position([CellContent() for _ in range(board.size)])

    def seat_colours(self, game: Game) -> list[QColor]:
        return [QColor("red"), QColor("blue")]

    def seat_details(self, state: SecretState) -> list[str]:
        return ["", ""]


def _secret_adapter() -> _SecretAdapter:
    return _SecretAdapter()


def _use_adapter(monkeypatch: pytest.MonkeyPatch, adapter: GameAdapter) -> None:
    """Draw the toy game "toy-secret" with ``adapter``, other games as usual."""
    usual = game_ui.adapter_for
    monkeypatch.setattr(
        game_ui, "adapter_for", lambda key: adapter if key == "toy-secret" else usual(key)
    )


def test_hand_over_hides_the_board_in_hidden_information_games(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    _use_adapter(monkeypatch, _secret_adapter())
    game = SecretGame()
    window.play_session(GameSession(game, [Seat("Ann"), Seat("Bob")], autosave=False))
    page = window.game_page
    # Nothing is secret before the first pick: Ann plays with the board in
    # view (issue 13: a new game used to open behind the cover).
    assert not page.is_handing_over() and not page.is_board_hidden()
    assert page.view.isVisible()  # type: ignore[union-attr]
    scene_of(window).moveRequested.emit((3,))  # Ann picks 3
    assert window.session is not None and window.session.state.ply == 1
    # Her pick is secret from Bob: the board leaves the screen before he sits.
    assert page.handover.isVisible() and page.is_board_hidden()
    assert not page.view.isVisible()  # type: ignore[union-attr]
    assert not page.move_list.isVisible()
    assert "Bob" in page.handover.message.text() and "Bob" in page.handover.button.text()
    assert page.handover.colour == QColor("blue")  # Bob's seat colour
    assert "Bob" in page.handover.next_text()  # what comes next, in words
    assert scene_of(window).next_steps() == []  # nothing to click under the cover
    page.handover.button.click()
    assert not page.is_board_hidden() and page.view.isVisible()  # type: ignore[union-attr]
    # Bob sees that Ann picked, not what she picked.
    assert page.move_list.text(1, 2) == "p?"
    assert page.move_list.text(1, 1) == "Ann: p?"


class _PickPanel(GamePanel):
    """A toy game panel: one button per legal move, as a real one would offer."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[tuple[str, bool]] = []
        self.moves: list[Any] = []

    def show_state(self, state: Any, playable: bool) -> None:
        self.shown.append((state.to_text(), playable))
        self.moves = state.legal_moves() if playable else []


def test_a_game_panel_sees_each_position_and_plays_moves(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    panels: list[_PickPanel] = []

    class WithPanel(_SecretAdapter):
        def make_panel(self, game: Game, scene: HexBoardScene) -> _PickPanel:
            panels.append(_PickPanel())
            return panels[-1]

    _use_adapter(monkeypatch, WithPanel())
    window.play_session(GameSession(SecretGame(), [Seat("Ann"), Seat("Bob")], autosave=False))
    page = window.game_page
    panel = panels[0]
    assert page.game_panel is panel  # nothing secret yet: no cover at the start
    assert panel.isVisible() and panel.shown[-1][1] and panel.moves
    panel.moveChosen.emit(panel.moves[0])
    assert window.session is not None and window.session.state.ply == 1
    # Bob's pick is secret from Ann: the panel is hidden with the board.
    assert not panel.isVisible()
    page.handover.button.click()
    # Bob's view: Ann's pick is masked in what the panel is given.
    assert "?" in panel.shown[-1][0]
    # A move that is not legal is refused with a message, nothing played.
    panel.moveChosen.emit(object())
    assert window.session.state.ply == 1 and "not possible" in page.status_text()
    window.new_game()
    assert page.game_panel is None


class _IdleBots(IdleWorker):
    """Takes every request and never answers; starts no process."""

    def warm_up(self) -> None:
        pass


def test_a_game_opened_with_secrets_in_it_starts_behind_the_cover(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whoever sits down first may not be the one to move: once the seats'
    views differ, the cover is up before the board is ever shown. The bot
    to move never answers (no process started for a toy game no bot plays)."""
    _use_adapter(monkeypatch, _secret_adapter())
    monkeypatch.setattr(session_module, "BotWorker", _IdleBots)
    game = SecretGame()
    state = game.new_state()
    state.play("p3")
    window.play_session(GameSession(game, [Seat("Ann"), Seat("Bob")], state, autosave=False))
    page = window.game_page
    assert page.is_handing_over() and page.is_board_hidden()
    assert "Bob" in page.handover.message.text()
    assert page.handover.next_text() == "Setup: Bob to play"  # nobody known at the screen yet
    # A bot opponent is no person to hide from.
    window.play_session(
        GameSession(
            game,
            [Seat("Ann"), Seat("Robot", "bot", "easy")],
            game.state_from_text(state.to_text()),
            autosave=False,
        )
    )
    assert not page.is_handing_over()


def test_the_hand_over_screen_takes_any_seat(qtbot: Any) -> None:
    """A name, a colour and a line of what comes next, nothing game-specific:
    a game of 2 to 4 seats shows it as it is."""
    overlay = HandoverOverlay()
    qtbot.addWidget(overlay)
    overlay.resize(900, 560)
    for name, colour in (
        ("Ann", "#c03030"),
        ("Bob", "#3050c0"),
        ("Cy", "#30a040"),
        ("Dee", "#d0a020"),
    ):
        overlay.show_for(name, QColor(colour), f"{name}: your turn, move a piece")
        assert overlay.isVisible() and overlay.colour == QColor(colour)
        assert overlay.message.text() == f"Pass the computer to {name}"
        assert overlay.next_label.isVisible()
        assert overlay.next_label.text() == f"{name}: your turn, move a piece"
        assert overlay.disc.isVisible() and overlay.button.hasFocus() is overlay.isActiveWindow()
        # Large and centred.
        qtbot.waitUntil(
            lambda: abs(overlay.card.geometry().center().x() - overlay.width() // 2) <= 2
        )
        assert abs(overlay.card.geometry().center().y() - overlay.height() // 2) <= 2
        assert overlay.message.font().pointSizeF() > 1.5 * overlay.note.font().pointSizeF()
    overlay.show_for("Eve")  # no colour, no line: still a proper page
    assert not overlay.disc.isVisible() and not overlay.next_label.isVisible()
    with qtbot.waitSignal(overlay.revealed):
        overlay.button.click()
    assert not overlay.isVisible()


def test_no_hand_over_for_onager(window: MainWindow) -> None:
    start_onager(window)
    play(window, "@D4")
    assert not window.game_page.handover.isVisible()
    assert not window.game_page.is_board_hidden()


# --- the command line ------------------------------------------------------------


def test_screenshot_option_writes_a_png(tmp_path: Path) -> None:
    target = tmp_path / "shot.png"
    env = {
        "XDG_DATA_HOME": str(tmp_path / "d"),
        "XDG_CONFIG_HOME": str(tmp_path / "c"),
        "QT_QPA_PLATFORM": "offscreen",
        "PATH": "/usr/bin:/bin",
    }
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "boardroom.app",
            "--screenshot",
            str(target),
            "--game",
            "onager",
            "--size",
            "800x600",
        ],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "propagateSizeHints" not in done.stderr  # the offscreen platform's noise
    image = QImage(str(target))
    assert (image.width(), image.height()) == (800, 600)
    assert not (tmp_path / "c" / "boardroom" / "settings.json").exists()


def test_screenshot_of_a_new_game_takes_its_options(
    window: MainWindow, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "drill.png"
    args = app.parse_args(
        [
            "--screenshot",
            str(target),
            "--game",
            "jikaida",
            "--option",
            "variant=pastang",
            "--size",
            "700x500",
        ]
    )
    assert app.screenshot(window, args) == 0 and target.exists()
    assert window.session is not None
    assert window.session.game.options["variant"] == "pastang"
    assert window.session.state.to_text().count("/") == 5  # Pastang's six ranks
    bad = app.parse_args(
        ["--screenshot", str(target), "--game", "jikaida", "--option", "variant=chess"]
    )
    assert app.screenshot(window, bad) == 2
    assert "variant" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        app.parse_args(["--option", "variant=pastang"])  # only with --game


def test_screenshot_of_a_saved_game_with_a_bot_to_move_starts_no_bot(
    qtbot: Any, tmp_path: Path
) -> None:
    """Issue 13 (10): the picture showed "Robot is thinking..." and an empty
    progress box; a screenshot is a still picture, nobody plays in it."""
    game = make_game("onager", {"side": 5})
    state = game.new_state()
    state.play("@D4")  # the bot (White) is to move
    saved = GameSession(game, [Seat("Ann"), Seat("Robot", "bot", "easy")], state, autosave=False)
    path = tmp_path / "bot-to-move.boardroom"
    saved.save(path)
    saved.deleteLater()
    target = tmp_path / "still.png"
    args = app.parse_args(["--screenshot", str(target), "--size", "900x600", str(path)])
    win = app.make_window(args, storage.Settings())
    assert isinstance(win, MainWindow)
    qtbot.addWidget(win)
    assert app.screenshot(win, args) == 0 and target.exists()
    session = win.session
    assert session is not None and session.state.ply == 1
    assert not session.is_bot_thinking()
    assert not win.game_page.progress.isVisible()
    assert not win.game_page.cancel_button.isVisible()
    assert "thinking" not in win.game_page.status_text()
    assert "Robot" in win.game_page.status_text()
    win.confirm_discard = lambda: True  # type: ignore[method-assign]
    win.close()


def test_unknown_option_is_refused_clearly(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "boardroom.app", "--bogus"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        env={
            "QT_QPA_PLATFORM": "offscreen",
            "PATH": "/usr/bin:/bin",
            "XDG_DATA_HOME": str(tmp_path),
        },
    )
    assert done.returncode == 2
    assert "unrecognized arguments: --bogus" in done.stderr


# --- multi-jumps, hints, errors ---------------------------------------------------

JUMPS = "5 b1bbb/1b2b1/3b3/3b1#2/7#1/w1b1w1b1/4w2/#1ww1w/wwww1 b 0 0"


def _jump_position(win: MainWindow) -> None:
    game = make_game("onager", {"side": 5})
    state = game.state_from_text(JUMPS)
    win.play_session(GameSession(game, [Seat("Ann"), Seat("Bob")], state, autosave=False))


def test_enter_stops_a_multi_jump_half_way(qtbot: Any, window: MainWindow) -> None:
    _jump_position(window)
    assert not window.stop_action.isEnabled()
    click_cell(qtbot, window, "B2")
    click_cell(qtbot, window, "F5")  # lands on White; it could jump on to F1
    page = window.game_page
    assert page.can_stop_here() and window.stop_action.isEnabled()
    assert "Enter" in page.status_text()
    assert window.session is not None and window.session.state.ply == 0
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert window.session.move_texts() == ["B2>F5"]
    assert not window.stop_action.isEnabled()


def test_the_whole_chain_by_clicks(qtbot: Any, window: MainWindow) -> None:
    _jump_position(window)
    for label in ("B2", "F5", "F1"):
        click_cell(qtbot, window, label)
    assert window.session is not None and window.session.move_texts() == ["B2>F5>F1"]


@pytest.mark.slow  # a Hard search (seconds); the next test's second hint always runs
def test_hint_shows_a_legal_move(qtbot: Any, window: MainWindow) -> None:
    _jump_position(window)
    window.game_page.view.setFocus()  # type: ignore[union-attr]
    qtbot.keyClick(window.game_page.view, Qt.Key.Key_H)
    assert window.game_page.status_text().startswith("Looking for")
    qtbot.waitUntil(lambda: window.game_page.status_text().startswith("Hint:"), timeout=20000)
    assert window.session is not None
    text = window.game_page.status_text().removeprefix("Hint: ")
    assert window.session.state.parse_move(text) in window.session.state.legal_moves()


def test_the_hint_shows_progress_and_can_be_cancelled(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 13 (11): the hint had only its words; now the bot's progress bar
    and Cancel, as for a bot's move."""
    # The cancelled search is Hard's own; the one asked after it, a short one.
    monkeypatch.setattr(service, "serve", quickbots.serve_after_a_cancel)
    _jump_position(window)
    page = window.game_page
    session = window.session
    assert session is not None
    page.view.setFocus()  # type: ignore[union-attr]
    with qtbot.waitSignal(session.hintProgress, timeout=20000):
        qtbot.keyClick(page.view, Qt.Key.Key_H)
        assert page.progress.isVisibleTo(window) and page.cancel_button.isVisibleTo(window)
        assert page.status_text().startswith("Looking for")
    qtbot.waitUntil(lambda: page.progress.value() > 0)
    page.cancel_button.click()
    assert not session.is_hinting()
    assert not page.progress.isVisibleTo(window) and not page.cancel_button.isVisibleTo(window)
    assert not page.status_text().startswith("Looking for")
    # Asked again, it runs to its end and the bar goes.
    qtbot.keyClick(page.view, Qt.Key.Key_H)
    assert page.progress.isVisibleTo(window)
    qtbot.waitUntil(lambda: page.status_text().startswith("Hint:"), timeout=20000)
    assert not page.progress.isVisibleTo(window) and not page.cancel_button.isVisibleTo(window)
    assert session.state.ply == 0
    hint = session.state.parse_move(page.status_text().removeprefix("Hint: "))
    assert hint in session.state.legal_moves()


def test_unexpected_errors_are_shown_and_logged(
    monkeypatch: pytest.MonkeyPatch, modals: Modals
) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(logging.getLogger("boardroom"), "handlers", [])
    app.setup_logging()
    app.install_excepthook()
    try:
        raise RuntimeError("kaboom")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    assert modals.kinds() == ["error"] and "kaboom" in modals.calls[0][1]
    for handler in logging.getLogger("boardroom").handlers:
        handler.close()
    assert "kaboom" in storage.log_path().read_text()


def test_a_file_given_on_the_command_line_is_opened(
    qtbot: Any,
    window: MainWindow,
    tmp_path: Path,
    modals: Modals,
    capsys: pytest.CaptureFixture[str],
) -> None:
    start_onager(window)
    play(window, "@D4")
    target = tmp_path / "cli.boardroom"
    assert window.session is not None
    window.session.save(target)
    args = app.parse_args([str(target)])
    assert args.file == target and args.screenshot is None
    opened = app.make_window(args, storage.Settings())
    assert isinstance(opened, MainWindow)
    qtbot.addWidget(opened)
    assert opened.session is not None and opened.session.move_texts() == ["@D4"]
    assert opened.pages.currentWidget() is opened.game_page
    broken = app.make_window(
        app.parse_args([str(tmp_path / "missing.boardroom")]), storage.Settings()
    )
    qtbot.addWidget(broken)
    assert broken.pages.currentWidget() is broken.start_page  # type: ignore[attr-defined]
    assert modals.kinds() == ["error"] and "cannot be read" in modals.calls[0][1]
    for win in (opened, broken):
        win.close()  # type: ignore[attr-defined]
    with pytest.raises(SystemExit):
        app.parse_args(["--game", "onager"])  # only with --screenshot
    with pytest.raises(SystemExit):
        app.parse_args(["--screenshot", "x.png", "--size", "big"])
    assert "takes WIDTHxHEIGHT" in capsys.readouterr().err
    with pytest.raises(SystemExit):  # a size, but too small: said so
        app.parse_args(["--screenshot", "x.png", "--size", "10x10"])
    assert "--size 10x10 is too small: at least 200x200" in capsys.readouterr().err


def test_rules_open_from_the_start_page_and_with_f1(qtbot: Any, window: MainWindow) -> None:
    window.start_page.rules_button.click()
    rules = window.rules_window
    assert rules is not None and rules.isVisible() and rules.game == "onager"
    rules.close()
    start_onager(window)
    qtbot.keyClick(window.game_page.view, Qt.Key.Key_F1)
    assert rules.isVisible() and "Onager" in rules.windowTitle()


def test_start_up_loads_no_games_board_until_it_is_shown() -> None:
    """A game's board and panel are loaded when it is first shown; then (in
    the same fresh process: one start of Python and Qt, not two) Dejarik's
    start and first round's choices do not import pyqtgraph, its odds chart
    only (from tests/ui/test_dejarik_window.py)."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from boardroom.ui import storage\n"
        "from boardroom.ui.mainwindow import MainWindow\n"
        "from boardroom.engine.savegame import Seat\n"
        "w = MainWindow(storage.Settings()); w.show(); app.processEvents()\n"
        "w.confirm_discard = lambda: True\n"
        "lazy = ('boardroom.ui.games.rival.adapter', 'boardroom.ui.games.dejarik.adapter',"
        " 'boardroom.ui.games.jikaida.adapter')\n"
        "print(*[m in sys.modules for m in lazy])\n"
        "w.start_game('rival', {}, [Seat('A'), Seat('B')]); app.processEvents()\n"
        "print(*[m in sys.modules for m in lazy])\n"
        "w.start_page.select_game('dejarik')\n"
        "w.start_game('dejarik', w.start_page.options(), [Seat('A'), Seat('B')])\n"
        "app.processEvents()\n"
        "before = 'pyqtgraph' in sys.modules\n"
        "s = w.session.state\n"
        "for m in ('set1', 'set1'): w.session.play(s.parse_move(m))\n"
        "app.processEvents()\n"
        "print(before, 'pyqtgraph' in sys.modules)\n"
        "w.close()\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False"] * 3 + ["True", "False", "False"] + ["False", "True"]


def test_the_choices_of_each_game_are_remembered_between_sessions(qtbot: Any) -> None:
    gen = open_window(qtbot)
    win = next(gen)
    assert win.start_page.seats() == [Seat(""), Seat("", "bot", "medium")]  # a first start
    start_onager(win, seats=[Seat("Ann"), Seat("Bob")])
    assert win.start_game("rival", {}, [Seat("Ann"), Seat("", "bot", "hard")])
    next(gen, None)
    settings = storage.Settings.load()
    again = MainWindow(settings)
    qtbot.addWidget(again)
    page = again.start_page
    assert page.current_spec().key == "rival" and page.seats()[1] == Seat("", "bot", "hard")
    assert page.select_game("onager") and page.seats() == [Seat("Ann"), Seat("Bob")]
    assert page.select_game("jikaida") and page.seats() == [Seat(""), Seat("", "bot", "medium")]
    again.close()
