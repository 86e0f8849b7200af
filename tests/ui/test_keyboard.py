"""The keyboard alone: the start page (focus, tab order, one mnemonic per key,
Enter starts) and the opening moves of every game played with key presses
only through the real window (arrows and Enter on the board, Tab and Space
on buttons)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QWidget

from boardroom.engine.savegame import Seat
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes import BoardScene

# Any Qt warning fails (a tab order across windows...), but the offscreen
# platform's own note on window size hints, which says nothing about the app.
pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]

ARROWS = {
    (1, 0): Qt.Key.Key_Right,
    (-1, 0): Qt.Key.Key_Left,
    (0, 1): Qt.Key.Key_Down,
    (0, -1): Qt.Key.Key_Up,
}


# --- the start page ----------------------------------------------------------------


def mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def page_mnemonics(window: MainWindow) -> list[str]:
    """Every Alt+key the start page answers to: its buttons and labels, and the
    menu bar's titles."""
    keys = [
        mnemonic(m.title())
        for m in (
            window.game_menu,
            window.edit_menu,
            window.view_menu,
            window.play_menu,
            window.settings_menu,
            window.help_menu,
        )
    ]
    for widget in window.start_page.findChildren(QWidget):
        if not widget.isVisibleTo(window.start_page):
            continue
        if isinstance(widget, QAbstractButton):
            keys.append(mnemonic(widget.text()))
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            keys.append(mnemonic(widget.text()))
        elif isinstance(widget, QGroupBox) and widget.isCheckable():
            keys.append(mnemonic(widget.title()))
    return [k for k in keys if k]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_alt_key_does_one_thing_on_the_start_page(window: MainWindow, language: str) -> None:
    window.set_language(language)
    keys = page_mnemonics(window)
    assert len(keys) >= 9
    assert len(keys) == len(set(keys)), sorted(keys)
    window.set_language("en")


def test_the_start_page_opens_with_the_game_list_focused(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.start_page.game_list)


def test_tab_goes_down_the_page_and_enter_starts(qtbot: Any, window: MainWindow) -> None:
    page = window.start_page
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.game_list)
    order = [QApplication.focusWidget()]
    for _ in range(40):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        if focused is page.game_list:
            break
        order.append(focused)
    names = [w.objectName() for w in order if w is not None]
    # The list, the rules, the options, the players, then the buttons, in that order.
    assert names[:2] == ["gameList", "rulesButton"]
    assert names.index("option_side") < names.index("seatName0") < names.index("seatName1")
    assert names[-1] == "startButton" and names.index("seatKind1") < names.index("openButton")
    # Enter on the list starts the game chosen there.
    page.game_list.setFocus()
    qtbot.keyClick(page.game_list, Qt.Key.Key_Return)
    assert window.session is not None and window.pages.currentWidget() is window.game_page


def test_enter_on_a_focused_button_presses_that_button(qtbot: Any, window: MainWindow) -> None:
    page = window.start_page
    asked: list[bool] = []
    page.openRequested.connect(lambda: asked.append(True))
    page.open_button.setFocus()
    qtbot.keyClick(page.open_button, Qt.Key.Key_Return)
    assert asked == [True] and window.session is None


# --- playing with the keys ---------------------------------------------------------


def board(win: MainWindow) -> Any:
    scene = win.game_page.scene
    assert isinstance(scene, BoardScene)
    return scene


def centre(scene: Any, cell: int) -> QPointF:
    return scene.cell_centre(cell) if hasattr(scene, "cell_centre") else scene.square_centre(cell)


def walk_to(qtbot: Any, win: MainWindow, cell: int) -> None:
    """Arrow keys until the keyboard cursor stands on ``cell``."""
    view = win.game_page.view
    assert view is not None
    view.setFocus()
    scene = board(win)
    if scene.cursor_cell() is None:
        qtbot.keyClick(view, Qt.Key.Key_Right)  # the first arrow shows the cursor
    for _ in range(80):
        here = scene.cursor_cell()
        if here == cell:
            return
        there, now = view.mapFromScene(centre(scene, cell)), view.mapFromScene(centre(scene, here))
        dx, dy = there.x() - now.x(), there.y() - now.y()
        step = (0, 1 if dy > 0 else -1) if abs(dy) > 4 else (1 if dx > 0 else -1, 0)
        qtbot.keyClick(view, ARROWS[step])
    raise AssertionError(f"the cursor never reached cell {cell}")


def enter_move(qtbot: Any, win: MainWindow, cells: list[int]) -> None:
    """A move by keys: walk to each cell of its steps and press Enter."""
    view = win.game_page.view
    assert view is not None
    for cell in cells:
        walk_to(qtbot, win, cell)
        qtbot.keyClick(view, Qt.Key.Key_Return)


def played(win: MainWindow) -> list[str]:
    assert win.session is not None
    return win.session.move_texts()


def first(moves: list[Any], test: Callable[[Any], bool]) -> Any:
    return next(m for m in moves if test(m))


def test_onager_lakes_a_walk_and_a_jump_by_keys(qtbot: Any, window: MainWindow) -> None:
    assert window.start_game("onager", {"side": 5}, [Seat("Ann"), Seat("Bob")])
    session = window.session
    assert session is not None
    for lake in ("C3", "G5", "E2"):
        cell = session.state.board.cell(lake)  # type: ignore[attr-defined]
        enter_move(qtbot, window, [cell])
    assert played(window) == ["@C3", "@G5", "@E2"]
    state: Any = session.state
    walk = first(state.legal_moves(), lambda m: m.kind == "walk")
    enter_move(qtbot, window, list(walk.steps))
    state = session.state
    jump = first(state.legal_moves(), lambda m: m.kind == "jump" and len(m.steps) == 2)
    enter_move(qtbot, window, list(jump.steps))
    assert len(played(window)) == 5 and session.state.history[-1] == jump


def press(qtbot: Any, win: MainWindow, button: QAbstractButton) -> None:
    """Tab to a button (from wherever the focus is), then Space. Buttons of an
    exclusive group take one Tab stop; the arrow keys move inside it."""
    win.activateWindow()
    siblings = button.group().buttons() if button.group() is not None else [button]
    for _ in range(80):
        if QApplication.focusWidget() in siblings:
            break
        qtbot.keyClick(QApplication.focusWidget() or win, Qt.Key.Key_Tab)
    for _ in range(len(siblings)):
        if QApplication.focusWidget() is button:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert QApplication.focusWidget() is button, button.objectName()
    qtbot.keyClick(button, Qt.Key.Key_Space)


def sit_down_by_keys(qtbot: Any, win: MainWindow) -> None:
    page = win.game_page
    if page.is_handing_over():
        qtbot.keyClick(page.handover.button, Qt.Key.Key_Space)
    assert not page.is_handing_over()


def test_jikaida_a_vault_by_keys(qtbot: Any, window: MainWindow) -> None:
    from boardroom.engine.registry import make_game
    from boardroom.ui.session import GameSession

    # A Yellow Pallan below a column of three pieces: it vaults to e7.
    game = make_game("jikaida")
    state = game.state_from_text(
        "5k6/12/12/12/12/12/12/12/12/12/12/12/4s7/4S7/4s7/4P7/12/7K4 y - - 0"
    )
    window.play_session(GameSession(game, [Seat("Ann"), Seat("Bob")], state=state))
    layout = board(window).board_layout()
    enter_move(qtbot, window, [layout.parse("e3"), layout.parse("e7")])
    assert played(window) == ["e3^e7"]


def test_rival_a_placement_and_a_two_move_turn_by_keys(qtbot: Any, window: MainWindow) -> None:
    from boardroom.games.rival import RivalGame
    from boardroom.games.rival.board import BOARD
    from boardroom.ui.games.rival.panel import RivalPanel
    from boardroom.ui.session import GameSession

    window.play_session(GameSession(RivalGame(), [Seat("Ann"), Seat("Bob")], autosave=False))
    sit_down_by_keys(qtbot, window)
    enter_move(qtbot, window, [BOARD.cell("B4")])  # the Shogun, the first kind offered
    panel = window.game_page.game_panel
    assert isinstance(panel, RivalPanel)
    sit_down_by_keys(qtbot, window)
    press(qtbot, window, panel.reserve_buttons["S"])  # Black picks a Samurai
    enter_move(qtbot, window, [BOARD.cell("J3")])
    assert played(window) == ["G@B4", "S@J3"]
    # A game in play: Red moves two pieces, one after the other.
    from boardroom.games.rival.formation import suggest_formation, suggest_hiding

    game = RivalGame()
    state = game.new_state(5)
    while state.phase == "setup":
        seat = state.current_seat
        moves = suggest_formation(state, seat, 3)  # type: ignore[arg-type]
        state.play(moves[0] if moves else suggest_hiding(state, seat, 3))  # type: ignore[arg-type]
    window.play_session(GameSession(game, [Seat("Ann"), Seat("Bob")], state=state, autosave=False))
    sit_down_by_keys(qtbot, window)
    session = window.session
    assert session is not None
    start = session.state.ply
    first_move = session.state.legal_moves()[0]
    enter_move(qtbot, window, list(first_move.steps))
    second = session.state.legal_moves()[0]
    assert session.state.current_seat == 0  # still Red: the turn's second move
    enter_move(qtbot, window, list(second.steps))
    assert session.state.ply == start + 2 and session.state.current_seat == 1


def test_dejarik_a_round_of_choices_by_keys(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardroom.engine.registry import make_game
    from boardroom.ui.games.dejarik.panel import DejarikPanel
    from boardroom.ui.games.dejarik.table import DejarikTableScene
    from boardroom.ui.session import GameSession

    monkeypatch.setattr(DejarikTableScene, "animate", False)
    game = make_game("dejarik", {"first": "seat1"})
    window.play_session(GameSession(game, [Seat("Ann"), Seat("Bob")], state=game.new_state(21)))
    panel = window.game_page.game_panel
    assert isinstance(panel, DejarikPanel)

    def choice(name: str) -> QAbstractButton:
        found = panel.findChild(QAbstractButton, name)
        assert found is not None, name
        return found

    press(qtbot, window, choice("choice_set_2"))
    press(qtbot, window, choice("choice_set_1"))
    press(qtbot, window, panel.stance_buttons[0])
    press(qtbot, window, panel.stance_buttons[0])
    press(qtbot, window, panel.roll_button)
    assert played(window) == ["set2", "set1", "primary", "primary", "roll"]


def test_jaheijagaj_a_walk_and_a_quarter_turn_by_keys(qtbot: Any, window: MainWindow) -> None:
    """Two people: the cover by Space, a walk over the terraces by arrows and
    Enter, the pyramid turned by a key, then the next walk as well."""
    assert window.start_game("jaheijagaj", {}, [Seat("Ann"), Seat("Bob")])
    session = window.session
    assert session is not None
    sit_down_by_keys(qtbot, window)
    state: Any = session.state
    walk = first(state.legal_moves(), lambda m: m.kind == "move" and len(m.steps) == 3)
    enter_move(qtbot, window, list(walk.steps))
    finish_here(qtbot, window)
    assert session.state.history[-1] == walk
    sit_down_by_keys(qtbot, window)
    view = window.game_page.view
    assert view is not None
    scene = board(window)
    yaw = scene.camera.yaw
    qtbot.keyClick(view, Qt.Key.Key_BracketRight)
    assert scene.camera.yaw != yaw
    state = session.state
    walk = first(state.legal_moves(), lambda m: m.kind == "move" and len(m.steps) == 2)
    enter_move(qtbot, window, list(walk.steps))
    finish_here(qtbot, window)
    assert session.state.history[-1] == walk and len(played(window)) == 2


def finish_here(qtbot: Any, win: MainWindow) -> None:
    """A walk that could go on waits: Enter on its last hex stops it there."""
    scene = board(win)
    view = win.game_page.view
    if scene.prefix() and view is not None:
        qtbot.keyClick(view, Qt.Key.Key_Return)
