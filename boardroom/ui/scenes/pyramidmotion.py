"""A move played on the pyramid: the moving figure drawn over the board along
its hexes' projected points (up a lift, down a hole: from one top to the
other), a Wraith's turn as its arrow swinging round, pieces taken fading
out, a spawned piece fading in. The terrain already draws the position
after the move; a figure still on its way is held back there (drawn with no
opacity, its badge left out) until it arrives.

The figures are painted by the terrain in depth order; the moving one is
drawn above all (an overlay), which a short move hardly shows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from boardroom.ui.scenes.movepath import Frame, MovePath, Pose, Timeline
from boardroom.ui.scenes.moveplayer import Clock, Playback
from boardroom.ui.scenes.pyramidfigures import Arrow, Figure, paint_arrow, paint_figure
from boardroom.ui.scenes.pyramiditems import PieceLook, TankLook
from boardroom.ui.scenes.pyramidpieces import FIGURE_HEIGHT, TANK_SIZE

if TYPE_CHECKING:
    from boardroom.ui.scenes.pyramidscene import PyramidBoardScene

SPRITE_Z = 1.5e6  # over the terraces and the paths, under the badges and words


@dataclass(frozen=True)
class Shown:
    """What the pyramid showed: the pieces by hex and the pieces over several hexes."""

    pieces: dict[int, PieceLook]
    tanks: tuple[TankLook, ...]

    def tank_at(self, centre: int) -> TankLook | None:
        return next((t for t in self.tanks if t.cells and t.cells[0] == centre), None)


class FigureSprite(QGraphicsItem):
    """A figure drawn apart from the terrain, its feet at the item's origin;
    a piece over several hexes carries its facing arrow (offsets from the feet)."""

    def __init__(self, figure: Figure, arrow: Arrow | None) -> None:
        super().__init__()
        self.figure = figure
        self.arrow = arrow
        self.setZValue(SPRITE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if arrow is None:  # moved whole: a copy of a kept picture each frame
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_scale(self, scale: float) -> None:
        """The flat map draws each level's figures at its own size."""
        if abs(scale - self.figure.scale) > 1e-6:
            self.prepareGeometryChange()
            self.figure.scale = scale
            self.update()

    def set_arrow(self, start: QPointF, end: QPointF) -> None:
        arrow = self.arrow
        if arrow is not None and (arrow.start != start or arrow.end != end):
            self.prepareGeometryChange()
            arrow.start, arrow.end = start, end
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        rect = self.figure.bounds()
        if self.arrow is not None:
            rect = rect.united(self.arrow.bounds())
        return rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        paint_figure(painter, self.figure)
        if self.arrow is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_arrow(painter, self.arrow)


def _mean(points: Sequence[QPointF]) -> QPointF:
    return QPointF(
        sum(p.x() for p in points) / len(points), sum(p.y() for p in points) / len(points)
    )


def _swing(a: QPointF, b: QPointF, f: float) -> QPointF:
    """From vector ``a`` to ``b`` turning the shorter way round, at ``f``."""
    angle_a, angle_b = math.atan2(a.y(), a.x()), math.atan2(b.y(), b.x())
    turn = (angle_b - angle_a + math.pi) % (2 * math.pi) - math.pi
    angle = angle_a + turn * f
    length = math.hypot(a.x(), a.y()) * (1 - f) + math.hypot(b.x(), b.y()) * f
    return QPointF(math.cos(angle) * length, math.sin(angle) * length)


@dataclass
class _Mover:
    sprite: FigureSprite
    start: TankLook | None  # a piece over several hexes: how it stood and stands
    end: TankLook | None


class PyramidMotion:
    """The playback of one move at a time on a pyramid scene."""

    def __init__(self, scene: PyramidBoardScene) -> None:
        self.scene = scene
        self.playback: Playback | None = None
        self._movers: list[_Mover | None] = []
        self._ends: list[int] = []
        self._taken: list[tuple[int, FigureSprite | None]] = []
        self._appears: list[tuple[int, FigureSprite | None]] = []

    def running(self) -> bool:
        return self.playback is not None and self.playback.running

    def play(self, path: MovePath, timeline: Timeline, clock: Clock, before: Shown) -> bool:
        self.finish()
        scene = self.scene
        size = len(scene._screen)
        now = Shown(dict(scene._pieces), tuple(scene._tanks))

        def inside(cell: int) -> bool:
            return 0 <= cell < size

        self._movers, self._ends = [], []
        for travel in path.travels:
            whole = bool(travel.cells) and all(inside(c) for c in travel.cells)
            self._movers.append(self._mover(before, now, travel.cells) if whole else None)
            self._ends.append(travel.cells[-1] if whole and not travel.vanishes else -1)
        self._taken = [
            (t.cell, self._infantry(before.pieces[t.cell]) if t.cell in before.pieces else None)
            for t in path.taken
        ]
        self._appears = [
            (c if inside(c) else -1, self._infantry(now.pieces[c]) if c in now.pieces else None)
            for c in path.appears
        ]
        for sprite in self._sprites():
            scene.addItem(sprite)
            sprite.hide()
        self.playback = Playback(timeline, clock, self._frame, self._end)
        self.playback.start()
        return True

    def finish(self) -> None:
        if self.playback is not None:
            self.playback.finish()

    def _sprites(self) -> list[FigureSprite]:
        out = [m.sprite for m in self._movers if m is not None]
        out += [s for _, s in self._taken if s is not None]
        return out + [s for _, s in self._appears if s is not None]

    def _height(self, size: float) -> float:
        return FIGURE_HEIGHT * size * self.scene.camera.scale

    def _infantry(self, look: PieceLook) -> FigureSprite:
        height = self._height(look.size)
        return FigureSprite(Figure(self.scene.pieces.picture(look, height), height), None)

    def _mover(self, before: Shown, now: Shown, cells: Sequence[int]) -> _Mover | None:
        start, end = cells[0], cells[-1]
        tank = before.tank_at(start)
        if tank is not None:
            look = PieceLook(tank.kind, tank.colour, TANK_SIZE, "W")
            height = self._height(TANK_SIZE)
            figure = Figure(self.scene.pieces.picture(look, height), height)
            arrow = Arrow(QColor(tank.colour))
            return _Mover(FigureSprite(figure, arrow), tank, now.tank_at(end) or tank)
        # A piece coming out of what the viewer does not see looks as it arrives.
        piece = before.pieces.get(start) or now.pieces.get(end)
        return _Mover(self._infantry(piece), None, None) if piece is not None else None

    def _point(self, cell: int, tank: TankLook | None) -> QPointF:
        screen = self.scene._screen
        if tank is not None:
            return _mean([screen[c] for c in tank.cells])
        return screen[cell]

    def _place(self, mover: _Mover, pose: Pose) -> None:
        screen = self.scene._screen
        a = self._point(pose.a, mover.start)
        b = self._point(pose.b, mover.end)
        feet = a + (b - a) * pose.f
        mover.sprite.setPos(feet)
        mover.sprite.set_scale(self._scale(pose.a, pose.b, pose.f, mover.start is not None))
        if mover.start is not None and mover.end is not None:
            nose_a = screen[mover.start.nose] - screen[mover.start.cells[0]]
            nose_b = screen[mover.end.nose] - screen[mover.end.cells[0]]
            centre_a = screen[mover.start.cells[0]] - a
            centre_b = screen[mover.end.cells[0]] - b
            centre = centre_a + (centre_b - centre_a) * pose.f
            mover.sprite.set_arrow(centre, centre + _swing(nose_a, nose_b, pose.f))

    def _scale(self, a: int, b: int, f: float, tank: bool) -> float:
        """A figure's scale between hexes ``a`` and ``b`` (as the terrain's)."""
        scene = self.scene
        if not scene.flat:
            return 1.0
        if tank:
            return 0.85
        sizes = scene._flat_sizes
        return 0.85 * (sizes[a] * (1 - f) + sizes[b] * f)

    def _frame(self, frame: Frame) -> None:
        scene = self.scene
        held: set[int] = set()
        for mover, end, pose in zip(self._movers, self._ends, frame.poses, strict=True):
            if pose.state != "arrived" and end >= 0:
                held.add(end)
            if mover is None:
                continue
            if pose.state == "arrived":
                mover.sprite.hide()
                continue
            self._place(mover, pose)
            mover.sprite.setOpacity(pose.opacity)
            mover.sprite.show()
        for (taken, sprite), opacity in zip(self._taken, frame.taken, strict=True):
            if sprite is not None:
                sprite.setPos(scene._screen[taken])
                sprite.set_scale(self._scale(taken, taken, 0.0, False))
                sprite.setOpacity(opacity)
                sprite.setVisible(opacity > 0)
        for (cell, sprite), opacity in zip(self._appears, frame.appears, strict=True):
            if opacity < 1 and cell >= 0:
                held.add(cell)
            if sprite is not None and cell >= 0:
                sprite.setPos(scene._screen[cell])
                sprite.set_scale(self._scale(cell, cell, 0.0, False))
                sprite.setOpacity(opacity)
                sprite.setVisible(0 < opacity < 1)
        scene.hold(held)

    def _end(self) -> None:
        scene = self.scene
        scene.hold(set())
        for sprite in self._sprites():
            if sprite.scene() is scene:
                scene.removeItem(sprite)
        self._movers, self._ends, self._taken, self._appears = [], [], [], []
        self.playback = None
