"""Modules imported ahead on a thread of their own (pyqtgraph for the
Statistics window's charts), once."""

from __future__ import annotations

import sys
import threading
from typing import Any

import pytest

from boardroom.ui import preload, statswindow
from boardroom.ui.mainwindow import MainWindow

PROBE = "tests.ui.preload_probe"


def test_a_module_is_imported_ahead_on_another_thread_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delitem(sys.modules, PROBE, raising=False)
    monkeypatch.setattr(preload, "_asked", set())
    thread = preload.ahead(PROBE)
    assert thread is not None
    thread.join(10)
    probe = sys.modules[PROBE]
    assert probe.IMPORTED_ON is thread and thread is not threading.main_thread()
    assert preload.ahead(PROBE) is None  # loaded: nothing to do
    monkeypatch.delitem(sys.modules, PROBE)
    assert preload.ahead(PROBE) is None  # asked for once only


def test_a_module_that_fails_is_said_not_raised(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(preload, "_asked", set())
    thread = preload.ahead("tests.ui.no_such_module")
    assert thread is not None
    thread.join(10)
    assert "importing tests.ui.no_such_module ahead failed" in caplog.text


def test_the_statistics_window_asks_for_the_charts_library_ahead(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, window: MainWindow
) -> None:
    asked: list[tuple[str, ...]] = []
    monkeypatch.setattr(statswindow.preload, "ahead", lambda *names: asked.append(names))
    window.stats_action.trigger()
    qtbot.waitUntil(lambda: bool(asked))
    assert "pyqtgraph" in asked[0]
    stats = window.stats_window
    assert stats is not None and stats.charts is None  # imported ahead, not drawn
