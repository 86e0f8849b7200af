"""Python's cycle collector, run on the GUI thread only.

Left to itself the collector runs inside whatever allocation crosses its
threshold, on any thread: the thread reading the puzzle sets, the record's
writer. An unreachable window or scene found there is deleted by Qt on that
thread, or in the middle of Qt delivering an event to one of its children;
both crash (a window freed this way while it showed its children was the
segfault of the puzzle window's tests). Here the automatic collector is off
and a timer on the GUI thread runs the same generations when their counts
cross the same thresholds, between events, never inside one.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

CHECK_MS = 500  # cycles wait at most this long to be collected

_installed: list[GuiCollector] = []


class GuiCollector(QObject):
    """Collects on a timer of the GUI thread what the automatic collector would."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self.runs = [0, 0, 0]  # collections made, by generation
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(self.check)

    def start(self) -> None:
        self._timer.start()

    def running(self) -> bool:
        return self._timer.isActive()

    def check(self) -> int:
        """Collect the generations whose counts crossed their thresholds (as
        the automatic collector would); the number of objects freed."""
        first, second, third = gc.get_count()
        if first <= self.threshold[0]:
            return 0
        generation = 0
        if second > self.threshold[1]:
            generation = 2 if third > self.threshold[2] else 1
        self.runs[generation] += 1
        return gc.collect(generation)


def install(parent: QObject | None = None, start: bool = True) -> GuiCollector:
    """The automatic collector off; collections from the GUI thread (once),
    by a collector owned by ``parent`` (the application by default), from
    now or (``start`` False) from :func:`resume`."""
    if not _installed:
        _installed.append(GuiCollector(parent or QCoreApplication.instance()))
    gc.disable()
    if start:
        _installed[0].start()
    return _installed[0]


def resume() -> bool:
    """Collections start again (app.main holds them until the window is
    drawn): from the GUI thread's timer if installed; False if not."""
    if not _installed:
        return False
    _installed[0].start()
    return True


def running() -> bool:
    """Collections are made (automatically, or by the GUI thread's timer)."""
    return gc.isenabled() or (bool(_installed) and _installed[0].running())


def uninstall() -> None:
    """The automatic collector back (tests)."""
    while _installed:
        collector = _installed.pop()
        collector._timer.stop()
        collector.deleteLater()
    gc.enable()
