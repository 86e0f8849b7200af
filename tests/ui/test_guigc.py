"""The app's cycle collector runs on the GUI thread only: a Qt object left in
a reference cycle is freed there, between events, even when another thread
does the allocating that would have set the automatic collector off."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QObject

from boardroom.ui import guigc, settle


@pytest.fixture
def collector(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[guigc.GuiCollector]:
    """The GUI thread's collector, looking every 20 ms (500 in the app: a
    test would wait for its look)."""
    assert gc.isenabled()
    monkeypatch.setattr(guigc, "CHECK_MS", 20)
    made = guigc.install(qapp)
    yield made
    guigc.uninstall()
    assert gc.isenabled()


class Holder:
    """A QObject in a reference cycle: only the cycle collector frees it (and
    Qt deletes it on the thread that does)."""

    def __init__(self) -> None:
        self.me = self
        self.qobject = QObject()


def watched(freed: list[threading.Thread]) -> weakref.ref[QObject]:
    """A cycle's QObject, whose freeing thread goes to ``freed``."""
    return weakref.ref(Holder().qobject, lambda _: freed.append(threading.current_thread()))


def test_a_cycle_is_freed_on_the_gui_thread_when_another_thread_allocates(
    collector: guigc.GuiCollector, qtbot: Any
) -> None:
    freed: list[threading.Thread] = []
    gc.collect()  # nothing waiting but the cycle made next
    gone = watched(freed)

    kept: list[list[int]] = []

    def allocate() -> None:  # far past the first generation's threshold
        kept.extend([i] for i in range(20 * collector.threshold[0]))

    worker = threading.Thread(target=allocate)
    worker.start()
    worker.join()
    # Without the collector, the worker's allocations freed it on the worker.
    assert freed == []
    qtbot.waitUntil(lambda: bool(freed), timeout=5000)
    assert freed == [threading.main_thread()] and gone() is None
    assert sum(collector.runs) >= 1


def test_settling_after_start_up_starts_the_gui_threads_collections(qapp: Any) -> None:
    made = guigc.install(start=False)  # as app.main does
    try:
        assert not guigc.running()
        settle._settled.discard("test")
        settle.freeze("test")
        assert made.running() and not gc.isenabled()
    finally:
        guigc.uninstall()
