"""A move played on a board of cells (the hex and square scenes): each
travelling piece drawn apart as it slides or hops from cell to cell, pieces
taken fading out, pieces (or lakes) appearing fading in. The board already
holds the position after the move; until a piece arrives, the top of its
cell is held back.

The scene is the host: it says where a cell is, draws the top of a cell as
it was before the move or is now on a sprite, and holds a cell's top back.
A moving piece looks as it did before the move (a Swod arrives as a Swod;
its cell then shows what it became).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from boardroom.ui.scenes.movepath import Frame, MovePath, Timeline
from boardroom.ui.scenes.moveplayer import Clock, Playback, SpriteItem, pose_point


class MotionHost(Protocol):
    def cell_count(self) -> int: ...
    def cell_centre(self, cell: int) -> QPointF: ...
    def top_sprite(self, cell: int, before: bool) -> SpriteItem | None:
        """The top of ``cell`` (a piece, a lake) in the position before the
        move or now, on a hidden sprite (None: nothing there)."""
        ...

    def hold_top(self, cell: int, held: bool) -> None: ...


class CellMotion:
    """The playback of one move at a time on ``host`` (a scene)."""

    def __init__(self, host: MotionHost, scene: QGraphicsScene, arc: float) -> None:
        self.host, self.scene, self.arc = host, scene, arc
        self.playback: Playback | None = None
        self._movers: list[SpriteItem | None] = []
        self._ends: list[int] = []
        self._taken: list[SpriteItem | None] = []
        self._appears: list[tuple[int, SpriteItem | None]] = []
        self._held: set[int] = set()

    def running(self) -> bool:
        return self.playback is not None and self.playback.running

    def play(self, path: MovePath, timeline: Timeline, clock: Clock) -> bool:
        self.finish()
        host = self.host
        size = host.cell_count()

        def inside(cell: int) -> bool:
            return 0 <= cell < size

        def sprite(cell: int, before: bool) -> SpriteItem | None:
            found = host.top_sprite(cell, before) if inside(cell) else None
            if found is not None:
                self.scene.addItem(found)
                found.setPos(host.cell_centre(cell))
            return found

        self._movers, self._ends = [], []
        for travel in path.travels:
            whole = bool(travel.cells) and all(inside(c) for c in travel.cells)
            self._movers.append(sprite(travel.cells[0], True) if whole else None)
            self._ends.append(travel.cells[-1] if whole and not travel.vanishes else -1)
        self._taken = [sprite(taken.cell, True) for taken in path.taken]
        self._appears = [(c if inside(c) else -1, sprite(c, False)) for c in path.appears]
        self.playback = Playback(timeline, clock, self._frame, self._end)
        self.playback.start()
        return True

    def finish(self) -> None:
        if self.playback is not None:
            self.playback.finish()

    def _hold(self, cells: set[int]) -> None:
        """Hold back the tops of ``cells`` (and give back the others')."""
        for cell in self._held ^ cells:
            self.host.hold_top(cell, cell in cells)
        self._held = cells

    def _frame(self, frame: Frame) -> None:
        held: set[int] = set()
        for sprite, end, pose in zip(self._movers, self._ends, frame.poses, strict=True):
            if pose.state != "arrived" and end >= 0:
                held.add(end)
            if sprite is None:
                continue
            if pose.state == "arrived":
                sprite.hide()
                continue
            sprite.setPos(pose_point(pose, self.host.cell_centre, self.arc))
            sprite.setOpacity(pose.opacity)
            sprite.show()
        for taken, opacity in zip(self._taken, frame.taken, strict=True):
            if taken is not None:
                taken.setOpacity(opacity)
                taken.setVisible(opacity > 0)
        for (cell, appearing), opacity in zip(self._appears, frame.appears, strict=True):
            if opacity < 1 and cell >= 0:
                held.add(cell)
            if appearing is not None:
                appearing.setOpacity(opacity)
                appearing.setVisible(0 < opacity < 1)
        self._hold(held)

    def _end(self) -> None:
        self._hold(set())
        for sprite in [*self._movers, *self._taken, *(s for _, s in self._appears)]:
            if sprite is not None and sprite.scene() is self.scene:
                self.scene.removeItem(sprite)
        self._movers, self._ends, self._taken, self._appears = [], [], [], []
        self.playback = None
