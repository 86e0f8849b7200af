"""Every game at 900x600 and at 1280x800, in English and in French (Jaheijagaj
with two seats and with four): the side parts never overlap or clip their
words (labels and buttons), the board keeps its room, the moves are in view
or one tab away with their words before the notation and no horizontal
scroll bar, the evaluation graph keeps a readable height, and Dejarik's odds
table needs no scroll bar."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QLabel,
    QRadioButton,
    QScrollArea,
    QToolButton,
    QWidget,
)

from boardroom.engine.registry import GAMES, make_game
from boardroom.engine.savegame import Seat
from boardroom.ui import i18n
from boardroom.ui.games.dejarik.panel import DejarikPanel
from boardroom.ui.games.dejarik.table import DejarikTableScene
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.movelist import MoveList
from boardroom.ui.session import GameSession
from boardroom.ui.sidearea import GRAPH_ROOM, MOVE_ROWS
from tests.ui.conftest import open_window

SIZES = [(900, 600), (1280, 800)]


@pytest.fixture(autouse=True)
def no_animation(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DejarikTableScene, "animate", False)


# Each game, and Jaheijagaj with two seats too (the fewest cards, the most
# room for the column) besides four (the most cards).
CASES = [*GAMES, "jaheijagaj-2"]


def start(win: MainWindow, key: str) -> None:
    """A game under way: Dejarik at its first odds, the others after 12 moves
    (Jaheijagaj with four seats, the most cards, unless "jaheijagaj-2")."""
    two = key.endswith("-2")
    key = key.removesuffix("-2")
    if key == "dejarik":
        game = make_game(key, {"first": "seat1"})
        state = game.new_state(21)
        for move in ("set2", "set1"):
            state.play(move)
        seats = 2
    else:
        seats = 4 if key == "jaheijagaj" and not two else 2
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
            if isinstance(label, QAbstractButton) and label.text():
                if label.width() < text_room(label):
                    found.append(f"button cut: {label.text()!r}")
            if not isinstance(label, QLabel) or not label.text():
                continue
            if label.wordWrap():
                if label.height() < label.heightForWidth(label.width()):
                    found.append(f"wrapped label cut: {label.text()!r}")
            elif label.width() < label.minimumSizeHint().width():
                found.append(f"label cut: {label.text()!r}")
    return found


def text_room(button: QAbstractButton) -> int:
    """The width a button needs to show its words whole (a check box: its
    box and words; a button: its longest line and a little frame, and the
    icon beside the words if there is one)."""
    if isinstance(button, QCheckBox | QRadioButton):
        return button.minimumSizeHint().width()
    words = max(button.fontMetrics().horizontalAdvance(line) for line in button.text().split("\n"))
    beside = isinstance(button, QToolButton) and (
        button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    )
    icon = button.iconSize().width() + 4 if beside and not button.icon().isNull() else 0
    return words + icon + 8


def _direct() -> Any:
    return Qt.FindChildOption.FindDirectChildrenOnly


def rows_in_view(win: MainWindow) -> int:
    moves = win.game_page.move_list
    view = moves if isinstance(moves, QAbstractItemView) else moves.findChild(QAbstractItemView)
    assert view is not None
    row = max(view.sizeHintForRow(0), 1)
    return view.viewport().height() // row if view.isVisible() else 0


def move_list_problems(moves: MoveList) -> list[str]:
    """A horizontal scroll bar, or the notation taking the words' room."""
    found = []
    if moves.horizontalScrollBar().isVisible():
        found.append("horizontal scroll bar in the move list")
    header = moves.header()
    number, words, notation = moves.column_widths()
    shown = [header.sectionSize(c) for c in (0, MoveList.WORDS, MoveList.NOTATION)]
    if sum(shown) > moves.viewport().width():
        found.append(f"columns {shown} wider than the list ({moves.viewport().width()})")
    # The words come first: as wide as they want, or most of the room.
    room = moves.viewport().width() - shown[0]
    if shown[1] < min(words, room // 2):
        found.append(f"words {shown[1]} px of {words} wanted, in {room}")
    if shown[0] < number:
        found.append("move numbers cut")
    return found


def graph_problems(win: MainWindow) -> list[str]:
    """The evaluation graph shown at a readable height, unless the game's
    panel has a chart of its own that takes the column's spare height."""
    page = win.game_page
    panel = page.game_panel
    if panel is not None and panel.stretch > 0 and not page.side.compact:
        return []
    chart = page.evaluation.chart
    if not chart.isVisible() or chart.height() < GRAPH_ROOM:
        return [f"graph {chart.height()} px high, shown: {chart.isVisible()}"]
    return []


def every_case_language_and_size() -> list[Any]:
    """Each case in each language at each size: the run always made checks
    each case at both sizes, one in English and one in French (the language
    alternating from case to case), so each size in both languages too; the
    other half (about 80 ms of CPU each) under slow."""
    return [
        pytest.param(
            key,
            language,
            size,
            marks=() if (i + j + k) % 2 == 0 else pytest.mark.slow,
            id=f"{key}-{language}-{size[0]}x{size[1]}",
        )
        for i, key in enumerate(CASES)
        for j, language in enumerate(["en", "fr"])
        for k, size in enumerate(SIZES)
    ]


@pytest.mark.parametrize(("key", "language", "size"), every_case_language_and_size())
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
        qtbot.waitUntil(lambda p=page: not move_list_problems(p.move_list))
        qtbot.waitUntil(lambda w=win: not graph_problems(w))


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
