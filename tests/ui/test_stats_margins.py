"""The first seat's score in Game > Statistics > Charts: its margin is drawn
within 0 and 100 % (a first seat that won five games of six had its
whisker drawn above 100 %)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from boardroom.engine.record import FINISHED, open_record
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.recorder import records_path
from boardroom.ui.statswindow import StatsWindow
from tests.ui.conftest import open_window
from tests.ui.test_statswindow import _record


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    with open_record(records_path()).book as book:
        for i in range(6):  # the first seat wins five of six
            book.add(_record(i, "onager", "easy", 0 if i else 1, FINISHED, 3))
    yield from open_window(qtbot, 1000, 700)


def test_the_first_seats_margin_stays_within_0_and_100(window: MainWindow, qtbot: Any) -> None:
    import pyqtgraph as pg

    window.stats_action.trigger()
    stats = window.stats_window
    assert isinstance(stats, StatsWindow)
    stats.show_charts()
    charts = stats.charts
    assert charts is not None and charts.drawn["first"] == 1
    [bars] = [
        item
        for item in charts.plots["first"].getPlotItem().items
        if isinstance(item, pg.ErrorBarItem)
    ]
    [score], [top], [bottom] = bars.opts["y"], bars.opts["top"], bars.opts["bottom"]
    assert score == pytest.approx(500 / 6)
    assert top == pytest.approx(100 - score)  # the margin is wider than the room above
    assert 100 - score < bottom < score
