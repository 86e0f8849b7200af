"""The pyramid hands what a move changed to Qt once the event loop is free:
moves in quick succession are painted together, the window's timers do not
wait behind each repaint, and a grab (a paint) always shows the latest."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from boardroom.ui.games.jaheijagaj.adapter import pyramid
from boardroom.ui.scenes.pyramiditems import PieceLook
from boardroom.ui.scenes.pyramidscene import PyramidBoardScene, PyramidBoardView

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]
BOARD = pyramid()
A, B, C = (BOARD.names.index(name) for name in ("a1", "b1", "c1"))
LOOK = PieceLook("trooper", "#c0392b", 1.0, "T")


@pytest.fixture
def view(qtbot: Any) -> PyramidBoardView:
    scene = PyramidBoardScene()
    scene.set_board(BOARD)
    shown = PyramidBoardView(scene)
    qtbot.addWidget(shown)
    shown.resize(900, 700)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def test_a_move_is_handed_to_qt_once_the_event_loop_is_free(
    qtbot: Any, view: PyramidBoardView
) -> None:
    scene = view.pyramid()
    path = scene._last_path
    scene.set_position({A: LOOK})
    scene.set_last_move((A, B))
    scene.set_position({B: LOOK})
    scene.set_last_move((B, C))  # a second move before the loop turns
    assert path.points and path.boundingRect() == QRectF()  # not painted yet
    assert scene._terrain._parts  # the spots to paint again, kept
    qtbot.waitUntil(lambda: not scene._terrain._parts)
    assert path.boundingRect().contains(scene._points([C])[0])
    assert not path.boundingRect().contains(scene._points([A])[0])  # the first move's way: gone


def test_a_grab_right_after_a_move_shows_it(view: PyramidBoardView) -> None:
    scene = view.pyramid()
    before = view.viewport().grab().toImage()
    scene.set_position({C: LOOK})
    scene.set_last_move((B, C))
    after = view.viewport().grab().toImage()  # no turn of the event loop between
    assert after != before
    assert not scene._terrain._parts and scene._last_path.boundingRect().contains(
        scene._points([C])[0]
    )
