"""A game's end leaves the window no long pause (issue 23, Statistics open
over many games): the final position is drawn in one pass of the event
loop and the result dialog made in the next, and a full garbage collection
no longer walks everything start-up made."""

from __future__ import annotations

import gc
from typing import Any

from PySide6.QtCore import QCoreApplication

from boardroom.engine.savegame import Seat
from boardroom.ui.mainwindow import MainWindow
from tests.ui.conftest import Modals


def test_the_result_comes_in_the_pass_after_the_end_is_drawn(
    window: MainWindow, modals: Modals
) -> None:
    assert window.start_game("onager", {"side": 5}, [Seat("Ann"), Seat("Bob")])
    QCoreApplication.processEvents()
    assert window.session is not None
    window.session.resign(0)
    QCoreApplication.sendPostedEvents()  # the pass that draws the end
    assert "result" not in modals.kinds()
    QCoreApplication.sendPostedEvents()
    assert modals.kinds().count("result") == 1


def test_the_window_settles_what_start_up_made(window: MainWindow, qtbot: Any) -> None:
    qtbot.waitUntil(lambda: gc.get_freeze_count() > 10_000)
