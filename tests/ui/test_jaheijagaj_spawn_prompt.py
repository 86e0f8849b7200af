"""Spawning from the panel says what to click (issue 22: after Spawn the
status line still offered "move, attack, spawn..."), in English and French."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from boardroom.engine.savegame import Seat
from boardroom.games.jaheijagaj.moves import SPAWN
from boardroom.ui.games.jaheijagaj.panel import JaheijagajPanel
from boardroom.ui.mainwindow import MainWindow
from tests.games.jaheijagaj.helpers import state as position
from tests.ui.conftest import panel_as
from tests.ui.test_jaheijagaj_window import page_of, scene_of, start


def test_spawn_says_to_click_a_marked_hex_and_esc_takes_it_back(
    qtbot: Any, window: MainWindow
) -> None:
    # Three Red Troopers in a row: Red may spawn beside them.
    session = start(window, [Seat("Ann"), Seat("", "bot", "easy")], position("rTe2 rTf2 rTg2"))
    page, scene = page_of(window), scene_of(window)
    panel = panel_as(window, JaheijagajPanel)
    assert page.status.text() == "Ann: move, attack, spawn, or act with the Wraith."
    assert panel.spawn.isEnabled()
    panel.spawn.click()
    assert scene.prefix() == (SPAWN,)
    assert page.status.text().startswith("Ann spawns a Trooper: click one of the marked hexes")
    # The hexes it speaks of are marked: exactly the legal spawns.
    spawns = {m.path[0] for m in session.state.legal_moves() if m.kind == SPAWN}
    assert spawns and {c for c in spawns if scene.cell_item(c).target} == spawns
    # In French too.
    window.set_language("fr")
    qtbot.waitUntil(lambda: page.status.text().startswith("Ann fait apparaître un Soldat"))
    window.set_language("en")
    qtbot.waitUntil(lambda: page.status.text().startswith("Ann spawns a Trooper"))
    # Esc takes it back, and the prompt with it.
    view = page.view
    assert view is not None
    QApplication.sendEvent(
        view, QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
    )
    assert scene.prefix() == ()
    assert page.status.text() == "Ann: move, attack, spawn, or act with the Wraith."
    # Spawn again and click a marked hex: the Trooper is spawned there.
    panel.spawn.click()
    where = min(spawns)
    scene.click(where)
    assert session.state.history[-1].kind == SPAWN and session.state.history[-1].path[0] == where
