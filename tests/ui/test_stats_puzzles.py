"""Game > Statistics, the Puzzles tab: the rating of each game over time,
the streak, and solved/failed per game and theme, in English and French; a
new attempt shows at once."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from boardroom.engine.rating import Rating, after_puzzle
from boardroom.engine.record import PuzzleAttempt, open_record
from boardroom.ui import i18n
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.recorder import records_path
from boardroom.ui.statswindow import StatsWindow
from tests.ui.conftest import open_window

# (puzzle, game, theme, solved, hints, rated)
TRIED = [
    ("a", "onager", "capture", True, 0, True),
    ("b", "onager", "capture", False, 0, True),
    ("c", "onager", "race", True, 1, True),
    ("d", "rival", "capture", True, 0, True),
    ("e", "rival", "capture", True, 0, True),
    ("b", "onager", "capture", True, 0, False),  # tried again: not rated
]


def _history() -> list[PuzzleAttempt]:
    ratings: dict[str, Rating] = {}
    out = []
    for day, (puzzle, game, theme, solved, hints, rated) in enumerate(TRIED):
        before = ratings.get(game, Rating())
        after = after_puzzle(before, 1500, solved, hints) if rated else before
        ratings[game] = after
        out.append(
            PuzzleAttempt(
                puzzle, game, game, theme, 1500, solved, hints, False, rated, before, after,
                at=f"2026-11-{10 + day:02d}T12:00:00+00:00",
            )
        )  # fmt: skip
    return out


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    with open_record(records_path()).book as book:
        for attempt in _history():
            book.add_attempt(attempt)
    yield from open_window(qtbot, 1000, 700)


@pytest.fixture
def stats(window: MainWindow, qtbot: Any) -> StatsWindow:
    window.stats_action.trigger()
    found = window.stats_window
    assert isinstance(found, StatsWindow)
    qtbot.waitExposed(found)
    return found


def test_the_puzzles_tab_shows_ratings_streaks_and_tallies(stats: StatsWindow) -> None:
    assert stats.puzzles is None  # made (and pyqtgraph loaded) only when asked for
    stats.show_puzzles()
    page = stats.puzzles
    assert page is not None and page.isVisible()
    history = _history()
    onager = history[2].after  # the last rated Onager attempt
    rival = history[4].after
    assert page.rows() == [
        ["Onager", f"{onager.rounded()} ± {round(onager.rd)}", "2", "1", "1"],
        ["Capture", "", "1", "1", "0"],
        ["Race", "", "1", "0", "1"],
        ["Rival", f"{rival.rounded()} ± {round(rival.rd)}", "2", "0", "0"],
        ["Capture", "", "2", "0", "0"],
    ]
    assert page.streak_label.text() == "Streak: 3 solved in a row (best: 3)"
    assert page.count_label.text() == "Puzzles tried: 5"
    assert page.drawn == 2  # a rating line per game
    assert not page.note.isVisible()


def test_the_filters_about_games_are_greyed_over_the_puzzles(stats: StatsWindow) -> None:
    assert stats.game_box.isEnabled() and stats.export_button.isEnabled() is False  # no game
    stats.show_puzzles()
    assert not stats.game_box.isEnabled() and not stats.result_box.isEnabled()
    stats.show_charts()
    assert stats.game_box.isEnabled() and stats.opponent_box.isEnabled()


def test_a_new_attempt_shows_at_once(stats: StatsWindow, window: MainWindow, qtbot: Any) -> None:
    stats.show_puzzles()
    before = _history()[4].after
    after = after_puzzle(before, 1700, False)
    attempt = PuzzleAttempt(
        "f", "rival", "rival", "ambush", 1700, False, 0, True, True, before, after
    )
    window.recorder.record_attempt(attempt)
    assert stats.puzzles is not None
    qtbot.waitUntil(lambda: stats.puzzles.streak_label.text().startswith("Streak: 0"))
    assert ["Ambush", "", "0", "1", "0"] in stats.puzzles.rows()


def test_the_puzzles_tab_speaks_french(stats: StatsWindow, qtbot: Any) -> None:
    stats.show_puzzles()
    i18n.set_language("fr")
    page = stats.puzzles
    assert page is not None
    qtbot.waitUntil(lambda: page.streak_label.text().startswith("Série"))
    assert page.tree.headerItem().text(2) == "Résolus"
    assert [row[0] for row in page.rows()[:3]] == ["Onager", "Course", "Prise"]  # by name
    assert stats.tabs.tabText(2) == "Pro&blèmes"
    i18n.set_language("en")


def test_no_puzzle_tried_says_where_they_are(qtbot: Any) -> None:
    for win in open_window(qtbot, 1000, 700):
        win.stats_action.trigger()
        stats = win.stats_window
        assert isinstance(stats, StatsWindow)
        stats.show_puzzles()
        assert stats.puzzles is not None and stats.puzzles.rows() == []
        assert "Help > Puzzles" in stats.puzzles.note.text() and stats.puzzles.drawn == 0
