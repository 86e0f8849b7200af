"""Every game at 900x600 and at 1280x800, in English and in French: the side
parts never overlap or clip their words, the board keeps its room, the moves
are in view or one tab away, and Dejarik's odds table needs no scroll bar."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractItemView, QLabel, QScrollArea, QWidget

from boardroom.engine.registry import GAMES, make_game
from boardroom.engine.savegame import Seat
from boardroom.ui import i18n
from boardroom.ui.games.dejarik.panel import DejarikPanel
from boardroom.ui.games.dejarik.table import DejarikTableScene
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.session import GameSession
from boardroom.ui.sidearea import MOVE_ROWS
from tests.ui.conftest import open_window

SIZES = [(900, 600), (1280, 800)]


@pytest.fixture(autouse=True)
def no_animation(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DejarikTableScene, "animate", False)


def start(win: MainWindow, key: str) -> None:
    """A game under way: Dejarik at its first odds, the others after 12 moves
    (Jaheijagaj with four seats, the most cards)."""
    if key == "dejarik":
        game = make_game(key, {"first": "seat1"})
        state = game.new_state(21)
        for move in ("set2", "set1"):
            state.play(move)
        seats = 2
    else:
        seats = 4 if key == "jaheijagaj" else 2
        game = make_game(key, {}, seats)
        state = game.new_state()
        rnd = random.Random(3)
        for _ in range(12):
            if not state.is_terminal():
                state.apply(rnd.choice(state.legal_moves()))
    players = [Seat(name) for name in ("Ann", "Bob", "Cyd", "Dee")[:seats]]
    win.play_session(GameSession(game, players, state=state, autosave=False))
    if win.game_page.is_handing_over():
        win.game_page.handover.revealed.emit()


def rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return widget.rect().translated(widget.mapTo(ancestor, widget.rect().topLeft()))


def problems(side: QWidget) -> list[str]:
    """Overlapping siblings and clipped labels among the side's shown widgets."""
    found = []
    for parent in [side, *side.findChildren(QWidget)]:
        if not parent.isVisible():
            continue
        shown = [
            w
            for w in parent.findChildren(QWidget, options=_direct())
            if w.isVisible() and not w.isWindow()
        ]
        for a, b in combinations(shown, 2):
            if a.geometry().intersects(b.geometry()):
                found.append(
                    f"{a.objectName() or type(a).__name__} overlaps "
                    f"{b.objectName() or type(b).__name__}"
                )
        for label in shown:
            if not isinstance(label, QLabel) or not label.text():
                continue
            if label.wordWrap():
                if label.height() < label.heightForWidth(label.width()):
                    found.append(f"wrapped label cut: {label.text()!r}")
            elif label.width() < label.minimumSizeHint().width():
                found.append(f"label cut: {label.text()!r}")
    return found


def _direct() -> Any:
    from PySide6.QtCore import Qt

    return Qt.FindChildOption.FindDirectChildrenOnly


def rows_in_view(win: MainWindow) -> int:
    moves = win.game_page.move_list
    view = moves if isinstance(moves, QAbstractItemView) else moves.findChild(QAbstractItemView)
    assert view is not None
    row = max(view.sizeHintForRow(0), 1)
    return view.viewport().height() // row if view.isVisible() else 0


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("key", GAMES)
def test_the_side_parts_fit(qtbot: Any, key: str, language: str, size: tuple[int, int]) -> None:
    i18n.set_language(language)
    for win in open_window(qtbot, *size):
        start(win, key)
        page = win.game_page
        side = page.side
        qtbot.waitUntil(lambda s=side: s.height() > 0 and not s._check.isActive())
        # The window keeps the size asked for: no part forces it taller.
        assert (win.width(), win.height()) == size
        view = page.view
        assert view is not None
        least = 400 if size == (900, 600) else 600
        assert view.width() >= least and view.height() >= least
        assert page.status.isVisible() and page.status.text()  # whose turn
        qtbot.waitUntil(lambda s=side: not problems(s))
        if page.game_panel is not None:  # its current choices in view
            assert page.game_panel.isVisible()
        if side.compact:
            tabs = side.tabs
            assert size == (900, 600)
            tabs.setCurrentIndex(tabs.indexOf(side.pages[2]))
            qtbot.waitUntil(lambda w=win: rows_in_view(w) >= MOVE_ROWS)
            qtbot.waitUntil(lambda s=side: not problems(s))
        else:
            assert rows_in_view(win) >= MOVE_ROWS


@pytest.mark.parametrize("language", ["en", "fr"])
def test_dejariks_odds_table_whole_and_its_chart_a_tab_away(qtbot: Any, language: str) -> None:
    i18n.set_language(language)
    for win in open_window(qtbot, 900, 600):
        start(win, "dejarik")
        panel = win.game_page.game_panel
        assert isinstance(panel, DejarikPanel)
        side = win.game_page.side
        qtbot.waitUntil(lambda s=side: s.compact)
        table, scroll = panel.odds.table, panel.odds_scroll
        assert panel.tabs.currentWidget() is scroll

        def whole(t: Any = table, s: QScrollArea = scroll) -> None:
            assert t.isVisible() and not s.verticalScrollBar().isVisible()
            assert s.viewport().rect().contains(rect_in(t, s.viewport()))

        qtbot.waitUntil(whole)
        chart_tab = panel.tabs.indexOf(panel.odds.chart_page)
        assert chart_tab >= 0 and panel.tabs.isTabEnabled(chart_tab)
        panel.tabs.setCurrentIndex(chart_tab)
        qtbot.waitUntil(
            lambda p=panel: (
                p.odds.chart is not None
                and p.odds.chart.isVisible()
                and p.odds.chart.height() >= 100
            )
        )


def test_a_window_made_larger_gets_its_column_back(qtbot: Any) -> None:
    for win in open_window(qtbot, 900, 600):
        start(win, "dejarik")
        side = win.game_page.side
        panel = win.game_page.game_panel
        assert isinstance(panel, DejarikPanel)
        qtbot.waitUntil(lambda s=side: s.compact)
        win.resize(1280, 800)
        qtbot.waitUntil(lambda s=side: not s.compact and s.column.isVisible())
        assert panel.tabs.indexOf(panel.odds.chart_page) < 0  # beside the table again
        assert win.game_page.move_list.isVisible() and panel.isVisible()
        win.resize(900, 600)
        qtbot.waitUntil(lambda s=side: s.compact)
