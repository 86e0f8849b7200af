"""Playing a :class:`~boardroom.ui.scenes.movepath.MovePath` on a scene: the
clock that drives it (Qt's ``QVariantAnimation``, or a clock driven by hand
in tests: no real waiting), the playback that asks the timeline for each
moment, and the item a moving piece is drawn on.

The move is already in the game when its path plays: only the drawing lags
behind, and finishing the playback (a click, the next move) shows the
position at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from boardroom.ui.scenes.movepath import Frame, Pose, Timeline

Tick = Callable[[float], None]  # the time since the start, in ms


class Clock(Protocol):
    """Calls ``tick`` with the time played so far until ``duration`` ms, then
    ``done``; ``stop`` ends it without ``done``."""

    def start(self, duration: int, tick: Tick, done: Callable[[], None]) -> None: ...
    def stop(self) -> None: ...


class QtClock(QObject):
    """The clock of a window: Qt's animation timer (one frame per screen
    refresh, at most), linear time: the timeline eases by itself."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.valueChanged.connect(self._value)
        self._animation.finished.connect(self._finished)
        self._tick: Tick | None = None
        self._done: Callable[[], None] | None = None

    def start(self, duration: int, tick: Tick, done: Callable[[], None]) -> None:
        self.stop()
        self._tick, self._done = tick, done
        self._animation.setDuration(max(1, duration))
        self._animation.setEndValue(float(max(1, duration)))
        self._animation.start()

    def stop(self) -> None:
        self._tick = self._done = None
        self._animation.stop()  # stop() does not emit finished

    def _value(self, value: object) -> None:
        if self._tick is not None:
            self._tick(float(value))  # type: ignore[arg-type]

    def _finished(self) -> None:
        done, self._tick, self._done = self._done, None, None
        if done is not None:
            done()


class ManualClock:
    """A clock moved by hand (tests, benchmarks): ``advance`` or ``to``."""

    def __init__(self) -> None:
        self.now = 0.0
        self.duration = 0
        self._tick: Tick | None = None
        self._done: Callable[[], None] | None = None

    @property
    def running(self) -> bool:
        return self._tick is not None

    def start(self, duration: int, tick: Tick, done: Callable[[], None]) -> None:
        self.now, self.duration = 0.0, duration
        self._tick, self._done = tick, done

    def stop(self) -> None:
        self._tick = self._done = None

    def to(self, ms: float) -> None:
        tick, done = self._tick, self._done
        if tick is None:
            return
        self.now = min(float(self.duration), max(0.0, ms))
        tick(self.now)
        if self.now >= self.duration and self._done is done and done is not None:
            self._tick = self._done = None
            done()

    def advance(self, ms: float) -> None:
        self.to(self.now + ms)


class Playback:
    """One path playing: each tick draws the timeline's frame; ``finish``
    (the end, a click, the next move) draws the last and calls ``end``."""

    def __init__(
        self,
        timeline: Timeline,
        clock: Clock,
        frame: Callable[[Frame], None],
        end: Callable[[], None],
    ) -> None:
        self.timeline, self.clock = timeline, clock
        self._frame, self._end = frame, end
        self.running = False

    def start(self) -> None:
        self.running = True
        self._frame(self.timeline.at(0.0))
        self.clock.start(self.timeline.total, self._tick, self.finish)

    def _tick(self, ms: float) -> None:
        if self.running:
            self._frame(self.timeline.at(ms))

    def finish(self) -> None:
        if not self.running:
            return
        self.running = False
        self.clock.stop()
        self._end()


def pose_point(pose: Pose, point_of: Callable[[int], QPointF], arc: float) -> QPointF:
    """Where a piece in ``pose`` stands: along the line between its cells'
    points, raised on an arc (at most ``arc`` high) when it hops."""
    a, b = point_of(pose.a), point_of(pose.b)
    f = pose.f
    p = a + (b - a) * f
    if pose.hop:
        d = b - a
        rise = min(0.45 * math.hypot(d.x(), d.y()), arc)
        p -= QPointF(0.0, rise * 4 * f * (1 - f))
    return p


Painter = Callable[[QPainter], None]


class SpriteItem(QGraphicsItem):
    """A piece drawn apart from the board while it travels, fades out or
    fades in: painted by ``paint_with`` in its own coordinates within
    ``rect``, kept as a picture in the screen's pixels, so that moving it
    or changing its opacity is a copy, not a paint."""

    def __init__(self, rect: QRectF, paint_with: Painter, z: float) -> None:
        super().__init__()
        self._rect = rect
        self._paint_with = paint_with
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_with(painter)
