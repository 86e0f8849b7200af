"""Why can't I move there? A click no legal move continues makes the scene
say so (``illegalAttempt``), and the status line gives the rules' reason in
the interface's language; a legal click gives none."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from boardroom.engine.hexgrid import hex_board
from boardroom.engine.reasons import why_not
from boardroom.engine.savegame import Seat
from boardroom.games.dejarik.moves import SET, DejarikMove
from boardroom.ui import i18n
from boardroom.ui.games.jaheijagaj.adapter import pyramid
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.reasons import reason_text
from boardroom.ui.scenes.hexscene import CellContent, HexBoardScene, HexBoardView
from boardroom.ui.scenes.pyramiditems import PieceLook
from boardroom.ui.scenes.pyramidscene import PyramidBoardScene, PyramidBoardView
from boardroom.ui.scenes.squarescene import SquareBoardScene

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _square(win: MainWindow, name: str) -> int:
    scene = win.game_page.scene
    assert isinstance(scene, SquareBoardScene)
    layout = scene.board_layout()
    assert layout is not None
    return layout.parse(name)


def _click_square(qtbot: Any, win: MainWindow, name: str) -> None:
    scene, view = win.game_page.scene, win.game_page.view
    assert isinstance(scene, SquareBoardScene) and view is not None
    point = view.mapFromScene(scene.square_centre(_square(win, name)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _expected(win: MainWindow, steps: tuple[Any, ...]) -> str:
    """The reason as the rules give it, in the current language."""
    assert win.session is not None
    state = win.session.state.view(win.session.state.current_seat)
    reason = why_not(state, steps)
    assert reason is not None
    return reason_text(reason)


def test_an_illegal_click_is_explained_in_english_then_french(
    qtbot: Any, window: MainWindow
) -> None:
    assert window.start_game("jikaida", {}, [Seat("Ann"), Seat("Bob")])
    page = window.game_page
    attempts: list[tuple[Any, ...]] = []
    assert page.scene is not None
    page.scene.illegalAttempt.connect(attempts.append)  # type: ignore[attr-defined]
    _click_square(qtbot, window, "i3")  # a Swod
    assert "Not allowed" not in page.status_text()
    _click_square(qtbot, window, "i9")  # far beyond its reach
    steps = (_square(window, "i3"), _square(window, "i9"))
    assert attempts == [steps]
    assert window.session is not None and window.session.state.ply == 0  # nothing played
    english = page.status_text()
    assert english == "Not allowed: " + _expected(window, steps)
    assert english != "Not allowed: "
    window.set_language("fr")
    qtbot.waitUntil(lambda: page.status_text() != english)
    french = page.status_text()
    if i18n.qm_path("fr") is not None:
        assert french == "Interdit\u00a0: " + _expected(window, steps)
    window.set_language("en")
    qtbot.waitUntil(lambda: page.status_text() == english)
    # Picking a piece again puts the prompt back; a legal move leaves no reason.
    _click_square(qtbot, window, "i3")
    assert "Not allowed" not in page.status_text()
    _click_square(qtbot, window, "i4")
    assert window.session.state.ply == 1
    assert "Not allowed" not in page.status_text()
    assert attempts == [steps]


def test_a_piece_that_cannot_be_picked_is_explained(qtbot: Any, window: MainWindow) -> None:
    assert window.start_game("jikaida", {}, [Seat("Ann"), Seat("Bob")])
    page = window.game_page
    attempts: list[tuple[Any, ...]] = []
    page.scene.illegalAttempt.connect(attempts.append)  # type: ignore[union-attr]
    _click_square(qtbot, window, "i9")  # an empty square, nothing picked: nothing to say
    assert attempts == [] and "Not allowed" not in page.status_text()
    scene = page.scene
    assert isinstance(scene, SquareBoardScene)
    stuck = next(
        sq
        for sq, (_kind, seat) in sorted(scene.pieces().items())
        if seat == 0 and sq not in scene.next_steps()
    )
    view = page.view
    assert view is not None
    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.mapFromScene(scene.square_centre(stuck)),
    )
    assert attempts == [(stuck,)]
    assert page.status_text() == "Not allowed: " + _expected(window, (stuck,))


def test_a_refused_dejarik_choice_is_explained(qtbot: Any, window: MainWindow) -> None:
    assert window.start_game("dejarik", {"first": "seat1"}, [Seat("Ann"), Seat("Bob")])
    page = window.game_page
    assert page.game_panel is not None
    page.game_panel.moveChosen.emit(DejarikMove(SET, 9))
    english = page.status_text()
    assert english == ("Not allowed: no more pieces can be set than the active pile holds (4)")
    window.set_language("fr")
    qtbot.waitUntil(lambda: page.status_text() != english)
    if i18n.qm_path("fr") is not None:
        assert page.status_text() == (
            "Interdit\u00a0: on ne peut pas poser plus de pièces que n'en contient le tas actif (4)"
        )
    window.set_language("en")
    page.game_panel.moveChosen.emit(DejarikMove(SET, 2))  # legal: played, no reason
    assert window.session is not None and window.session.state.ply == 1
    assert "Not allowed" not in page.status_text()


# --- each scene tells, without playing anything ---------------------------------------


def test_the_hex_scene_tells_of_a_click_that_goes_nowhere(qtbot: Any) -> None:
    board = hex_board(6)
    scene = HexBoardScene()
    scene.set_board(board)
    cells = [CellContent() for _ in range(board.size)]
    cells[board.cell("C5")] = CellContent(("black",))
    cells[board.cell("E4")] = CellContent(("white",))
    scene.set_position(cells)
    view = HexBoardView(scene)
    view.resize(600, 600)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    scene.set_legal_moves([(board.cell("C5"), board.cell("C6"))])
    told: list[tuple[Any, ...]] = []
    played: list[tuple[Any, ...]] = []
    scene.illegalAttempt.connect(told.append)
    scene.moveRequested.connect(played.append)

    def click(label: str) -> None:
        QTest.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            view.mapFromScene(scene.cell_centre(board.cell(label))),
        )

    click("A1")  # empty, nothing picked
    click("E4")  # a piece that cannot move
    click("C5")
    click("G3")  # not where it goes
    assert told == [(board.cell("E4"),), (board.cell("C5"), board.cell("G3"))]
    click("C5")
    click("C6")
    assert played == [(board.cell("C5"), board.cell("C6"))] and len(told) == 2


def test_the_pyramid_scene_tells_of_a_click_that_goes_nowhere(qtbot: Any) -> None:
    board = pyramid()
    index = {name: i for i, name in enumerate(board.names)}
    scene = PyramidBoardScene()
    scene.set_board(board)
    view = PyramidBoardView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 760)
    view.show()
    qtbot.waitExposed(view)
    scene.set_position({index["e2"]: PieceLook("trooper", "#c0392b", 0.6, "T")})
    scene.set_legal_moves([(index["e2"], index["f2"])])
    told: list[tuple[Any, ...]] = []
    scene.illegalAttempt.connect(told.append)

    def click(name: str) -> None:
        qtbot.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            pos=view.mapFromScene(scene.cell_centre(index[name])),
        )

    click("g4")  # empty, nothing picked
    click("e2")
    click("g4")
    assert told == [(index["e2"], index["g4"])]
    assert scene.prefix() == ()


def test_a_refused_drop_and_a_refused_key_are_told_too(qtbot: Any) -> None:
    board = hex_board(6)
    scene = HexBoardScene()
    scene.set_board(board)
    cells = [CellContent() for _ in range(board.size)]
    cells[board.cell("C5")] = CellContent(("black",))
    scene.set_position(cells)
    view = HexBoardView(scene)
    view.resize(600, 600)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    scene.set_legal_moves([(board.cell("C5"), board.cell("C6"))])
    told: list[tuple[Any, ...]] = []
    scene.illegalAttempt.connect(told.append)
    a = view.mapFromScene(scene.cell_centre(board.cell("C5")))
    b = view.mapFromScene(scene.cell_centre(board.cell("F6")))
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(viewport, (a + b) / 2)
    QTest.mouseMove(viewport, b)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    assert told == [(board.cell("C5"), board.cell("F6"))]
    assert scene.prefix() == (board.cell("C5"),)  # snapped back, still picked
    # The keyboard: the cursor starts on the picked piece; one step left, Enter.
    view.setFocus()
    QTest.keyClick(viewport, Qt.Key.Key_Left)
    QTest.keyClick(viewport, Qt.Key.Key_Left)
    cursor = scene.cursor_cell()
    assert cursor is not None and cursor != board.cell("C6")
    QTest.keyClick(viewport, Qt.Key.Key_Return)
    assert told[-1] == (board.cell("C5"), cursor)
