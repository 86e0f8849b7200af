"""A scene for stepped hex pyramids: terraces in axonometric projection that
turn about the vertical axis, or a flat map of the levels side by side.

It draws what the game's adapter gives it (a ``PyramidBoard``, pieces, fog,
ghosts) and turns clicks and keys into the steps of legal moves, as the other
board scenes do: ``moveRequested`` with a whole legal move's steps,
``selectionChanged`` with the steps chosen so far. A click on a hex further
along a move picks the shortest way there; clicking hexes on the way routes
it. It never changes a game.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import Any

import numpy as np
from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPen,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QToolTip,
    QWidget,
)

from boardroom.engine.steps import completed, continuations
from boardroom.ui.scenes.boardscene import BoardScene
from boardroom.ui.scenes.pyramidgeometry import (
    RISE,
    Camera,
    Polygons,
    PyramidBoard,
    Solids,
    build_polygons,
    face_yaw,
    flat_points,
    plane,
    solids,
)
from boardroom.ui.scenes.pyramiditems import (
    HINT,
    LAST_MOVE,
    LIFT_GLOW,
    GhostLook,
    PathItem,
    PieceLook,
    TankLook,
)
from boardroom.ui.scenes.pyramidterrain import Arrow, Figure, HexTop, TerrainItem, Wall

Art = Callable[[PieceLook, int], QPixmap]  # a piece's picture at a size in pixels
STEP_ANGLE = 90.0
SETTLE_MS = 180  # after the last turn or tilt, the board is drawn sharp again
FIGURE_HEIGHT = 2.1  # world units for a piece of size 1.0


def disc_art(look: PieceLook, pixels: int) -> QPixmap:
    """A lettered disc: what a piece looks like without art of its own."""
    pixmap = QPixmap(pixels, pixels)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(look.colour))
    painter.setPen(QPen(QColor("#241c14"), max(1.0, pixels / 24)))
    painter.drawEllipse(QRectF(pixels * 0.15, pixels * 0.3, pixels * 0.7, pixels * 0.65))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, pixels // 3))
    painter.setFont(font)
    painter.drawText(
        QRectF(0, pixels * 0.3, pixels, pixels * 0.65),
        Qt.AlignmentFlag.AlignCenter,
        look.letter[:1],
    )
    painter.end()
    return pixmap


class PyramidBoardScene(BoardScene):
    """Draws a pyramid board and turns clicks, drags and keys into legal moves."""

    moveRequested = Signal(tuple)  # the full steps of a legal move
    selectionChanged = Signal(tuple)  # the steps chosen so far, () when none
    cursorMoved = Signal(int)  # the keyboard cursor's cell, to be announced
    illegalAttempt = Signal(tuple)  # steps no legal move begins with (selection + hex)
    cellRightClicked = Signal(int)
    cameraChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The terrain moves at each step of a turn: keeping Qt's BSP index
        # up to date costs more than it saves for a handful of items.
        self.setItemIndexMethod(BoardScene.ItemIndexMethod.NoIndex)
        self.camera = Camera()
        self.flat = False
        self._board: PyramidBoard | None = None
        self._polygons: Polygons | None = None
        self._solids: Solids | None = None
        self._terrain = TerrainItem()  # tops, walls and figures, back to front
        self.addItem(self._terrain)
        self._tops: list[HexTop] = []
        self._walls: list[Wall] = []
        self._level_labels: list[QGraphicsSimpleTextItem] = []  # on the flat map
        self._centres: list[tuple[float, float, float]] = []
        self._screen: list[QPointF] = []  # each cell's projected top centre
        self._depth: list[float] = []
        self._art: Art = disc_art
        self._pieces: dict[int, PieceLook] = {}
        self._tanks: list[TankLook] = []
        self._ghosts: list[GhostLook] = []
        self._fog: frozenset[int] = frozenset()
        self._figures: list[tuple[int, Figure]] = []  # feet cell, figure
        self._tank_items: list[tuple[TankLook, Figure, Arrow]] = []
        self._anchor: dict[int, int] = {}  # a cell -> the cell that picks its piece
        self._moves: list[Any] = []
        self._prefix: tuple[Hashable, ...] = ()
        self._texts_of: Callable[[int], str] = lambda _cell: ""
        self._runs: dict[int, tuple[Hashable, ...]] | None = None  # _segments() for:
        self._runs_for: tuple[Hashable, ...] | None = None  # this prefix
        self._last: tuple[Hashable, ...] | None = None
        self._hint: tuple[Hashable, ...] | None = None
        self._hover: int | None = None
        self._cursor: int | None = None
        self._locked = False
        self.context_prefix: tuple[Hashable, ...] | None = None  # a right-click's first step
        self._route = PathItem(QColor("#f5d76e"), 3.0)
        self._preview = PathItem(QColor(255, 255, 255, 220), 2.5, dashed=True)
        self._beam = PathItem(LIFT_GLOW, 2.0, dashed=True)
        self._last_path = PathItem(LAST_MOVE, 2.0)
        self._hint_path = PathItem(HINT, 2.0, dashed=True)
        for item in (self._route, self._preview, self._beam, self._last_path, self._hint_path):
            item.setZValue(1e6)
            self.addItem(item)
            item.defer = self._show_soon
        # What changed is handed to Qt to paint once the event loop is free
        # (show_now): moves coming faster than frames are painted together,
        # and the window's timers are not kept waiting behind each repaint.
        self._terrain.defer = self._show_soon
        self._show_later = QTimer(self)
        self._show_later.setSingleShot(True)
        self._show_later.setInterval(0)
        self._show_later.timeout.connect(self.show_now)
        # While the camera turns, redraw at most once per frame.
        self._pending = QTimer(self)
        self._pending.setSingleShot(True)
        self._pending.setInterval(0)
        self._pending.timeout.connect(self.relayout)
        # While the pyramid turns or tilts smoothly, frames are drawn without
        # antialiasing (half the cost); once it rests, sharp again.
        self.moving = False
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(SETTLE_MS)
        self._rest.timeout.connect(self._at_rest)

    # --- what the adapter sets ---------------------------------------------------------

    def set_board(self, board: PyramidBoard) -> None:
        self._board = board
        self._polygons = build_polygons(board)
        self._solids = solids(self._polygons)
        self._tops = [
            HexTop(cell, board.cells[cell][2], board.kinds[cell])
            for cell in range(len(board.cells))
        ]
        self._walls = [Wall(cell) for cell in self._solids.wall_cells]
        self._terrain.set_solids(self._tops, self._walls)
        centres = []
        cx = sum(plane(q, r)[0] for q, r, _ in board.cells) / len(board.cells)
        cy = sum(plane(q, r)[1] for q, r, _ in board.cells) / len(board.cells)
        for q, r, level in board.cells:
            x, y = plane(q, r)
            centres.append((x - cx, y - cy, level * RISE))
        self._centres = centres
        self._cache_terrain(not self.moving)
        self.relayout()

    def board(self) -> PyramidBoard | None:
        return self._board

    def _show_soon(self) -> None:
        if not self._show_later.isActive():
            self._show_later.start()

    def show_now(self) -> None:
        """Hand what changed since the last time to Qt to paint (the views
        call it before they paint: a grab shows the latest)."""
        self._show_later.stop()
        self._terrain.flush()
        for item in (self._route, self._preview, self._beam, self._last_path, self._hint_path):
            item.show_points()

    def set_piece_art(self, art: Art) -> None:
        self._art = art
        self._rebuild_pieces()

    def set_position(
        self,
        pieces: dict[int, PieceLook],
        tanks: Sequence[TankLook] = (),
        fog: frozenset[int] | set[int] = frozenset(),
        ghosts: Sequence[GhostLook] = (),
    ) -> None:
        self._pieces = dict(pieces)
        self._runs_for = None
        self._tanks = list(tanks)
        self._fog = frozenset(fog)
        self._ghosts = list(ghosts)
        self._anchor = {cell: tank.cells[0] for tank in self._tanks for cell in tank.cells}
        tints = {cell: tank.colour for tank in self._tanks for cell in tank.cells}
        changed = []
        for item in self._tops:
            hidden, tint = item.cell in self._fog, tints.get(item.cell)
            if (
                hidden != item.fog
                or (tint is None) != (item.tint is None)
                or (tint is not None and item.tint is not None and QColor(tint) != item.tint)
            ):
                item.fog, item.tint = hidden, QColor(tint) if tint is not None else None
                item.restyle()
                changed.append(item.cell)
        self._terrain.update_tops(changed)  # their part of the kept picture is out of date
        self._rebuild_pieces()
        self._refresh()

    def set_cell_texts(self, texts: Sequence[str] | Callable[[int], str]) -> None:
        """A hex's words: its tooltip, and what the keyboard cursor announces;
        a function is asked only when they are wanted (not 256 at each move)."""
        if callable(texts):
            self._texts_of = texts
        else:
            fixed = list(texts)
            self._texts_of = lambda cell: fixed[cell] if 0 <= cell < len(fixed) else ""

    def describe(self, cell: int) -> str:
        if self._board is None or not 0 <= cell < len(self._board.cells):
            return ""
        return self._texts_of(cell)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:  # noqa: N802
        cell = self.cell_at(event.scenePos())
        text = self.describe(cell) if cell is not None else ""
        if text:
            QToolTip.showText(event.screenPos(), text, event.widget())
        else:
            QToolTip.hideText()
        event.accept()

    def set_legal_moves(self, moves: Sequence[Any]) -> None:
        """Legal moves as steps tuples (or objects with ``steps``)."""
        self._moves = [m if hasattr(m, "steps") else _Steps(tuple(m)) for m in moves]
        self._runs_for = None
        self._locked = False
        if self._prefix and not any(
            tuple(m.steps[: len(self._prefix)]) == self._prefix for m in self._moves
        ):
            self._prefix = ()
        self._refresh()

    def set_last_move(self, steps: Sequence[Hashable] | None) -> None:
        self._last = tuple(steps) if steps is not None else None
        self._refresh()

    def set_hint(self, steps: Sequence[Hashable] | None) -> None:
        self._hint = tuple(steps) if steps is not None else None
        self._refresh()

    def set_flipped(self, flipped: bool) -> None:
        """Flipping the board is turning it half round."""
        wanted = 180.0 if flipped else 0.0
        if round(self.camera.yaw) % 360 in (0, 180):
            self.set_yaw(wanted)

    # --- the camera -----------------------------------------------------------------------

    def set_yaw(self, yaw: float) -> None:
        self.camera.yaw = yaw % 360.0
        self._schedule()

    def rotate_by(self, degrees: float) -> None:
        self._in_motion()
        self.set_yaw(self.camera.yaw + degrees)

    def _in_motion(self) -> None:
        if not self.moving:
            self._cache_terrain(False)  # each frame redraws every hex anyway
        self.moving = True
        self._rest.start()

    def _at_rest(self) -> None:
        self.moving = False
        self._cache_terrain(True)
        self.update()

    def _cache_terrain(self, cached: bool) -> None:
        """At rest the terrain keeps its picture (sharp): a repaint for the
        pointer's path is a copy. While turning each frame is new anyway: a
        draft, painted straight to the screen."""
        self._terrain.draft = not cached
        self._terrain.setCacheMode(
            QGraphicsItem.CacheMode.DeviceCoordinateCache
            if cached
            else QGraphicsItem.CacheMode.NoCache
        )
        self._terrain.update()

    def step_left(self) -> None:
        """A quarter turn, snapping to the nearest quarter."""
        self.set_yaw(round(self.camera.yaw / STEP_ANGLE) * STEP_ANGLE - STEP_ANGLE)

    def step_right(self) -> None:
        self.set_yaw(round(self.camera.yaw / STEP_ANGLE) * STEP_ANGLE + STEP_ANGLE)

    def set_tilt(self, tilt: float) -> None:
        if self.views():  # a tilt by hand (not the set-up of a picture)
            self._in_motion()
        self.camera.tilt = min(max(tilt, Camera.MIN_TILT), Camera.MAX_TILT)
        self._schedule()

    def turn_to_face(self, label: str) -> None:
        """Put a face (by its label) in front, at the bottom of the view."""
        board = self._board
        for name, direction in board.faces if board is not None else ():
            if name == label:
                self.set_yaw(face_yaw(direction))
                return

    def front_face(self) -> str:
        """The label of the face nearest the viewer."""
        board = self._board
        if board is None or not board.faces:
            return ""
        yaw = math.radians(self.camera.yaw)

        def towards_viewer(direction: tuple[float, float]) -> float:
            return -(direction[0] * math.sin(yaw) + direction[1] * math.cos(yaw))

        return max(board.faces, key=lambda f: towards_viewer(f[1]))[0]

    def set_flat(self, flat: bool) -> None:
        self.flat = flat
        self.relayout()

    def _schedule(self) -> None:
        if not self._pending.isActive():
            self._pending.start()

    def relayout(self) -> None:
        """Project every polygon and figure for the current camera (or the flat map)."""
        self._pending.stop()
        board, polygons = self._board, self._polygons
        if board is None or polygons is None:
            return
        if self.flat:
            self._lay_flat()
        else:
            self._project_polygons()
        for item in self._tops:
            item.flat = self.flat
        self._label_levels()
        self._project_centres()
        self._place_pieces()
        self._refresh()
        rect = self.itemsBoundingRect().adjusted(-20, -60, 20, 20)
        self.setSceneRect(rect)
        self.cameraChanged.emit()

    def _lay_flat(self) -> None:
        board, polygons, solid = self._board, self._polygons, self._solids
        assert board is not None and polygons is not None and solid is not None
        fx, fy = flat_points(board, polygons)
        scale = self.camera.scale
        starts = [
            start
            for start, kind in zip(polygons.starts, polygons.kinds, strict=True)
            if kind == "top"
        ]
        index = np.asarray(starts, dtype=np.int64)[:, None] + np.arange(6)
        xy = np.stack([np.asarray(fx)[index], np.asarray(fy)[index]], axis=2) * scale
        self._terrain.set_terrain(xy, np.zeros(len(starts)))

    def _project_polygons(self) -> None:
        """Every hex top and visible wall for the camera, in one matrix
        product (numpy); depths are those of each polygon's middle."""
        solid, camera = self._solids, self.camera
        assert solid is not None
        matrix = camera.matrix()
        tops = solid.tops @ matrix  # (T, 6, 3): screen x, screen y, depth
        shown = np.nonzero(camera.facing(solid.normals))[0]
        walls = solid.walls[shown] @ matrix
        steps = np.clip((55 + 75 * camera.lights(solid.normals[shown])).astype(np.int64), 0, 200)
        self._terrain.set_terrain(
            tops[:, :, :2],
            tops[:, :, 2].mean(axis=1),
            walls[:, :, :2],
            walls[:, :, 2].mean(axis=1),
            steps.tolist(),
            shown.tolist(),
        )

    def _label_levels(self) -> None:
        """On the flat map, each level's number above its grid."""
        for label in self._level_labels:
            self.removeItem(label)
        self._level_labels = []
        if not self.flat:
            return
        boxes: dict[int, QRectF] = {}
        for item in self._tops:
            rect = self._terrain.top_polygon(item.cell).boundingRect()
            boxes[item.level] = boxes[item.level].united(rect) if item.level in boxes else rect
        font = QFont()
        font.setPixelSize(max(11, int(self.camera.scale * 0.9)))
        font.setBold(True)
        for level, rect in sorted(boxes.items()):
            label = QGraphicsSimpleTextItem(self.tr("Level {0}").format(level))
            label.setFont(font)
            label.setBrush(QColor("#4a3c2e"))
            label.setPos(rect.left(), rect.top() - label.boundingRect().height() - 4)
            self.addItem(label)
            self._level_labels.append(label)

    def _project_centres(self) -> None:
        board, polygons = self._board, self._polygons
        assert board is not None and polygons is not None
        if self.flat:
            screen = []
            for cell in range(len(board.cells)):
                rect = self._terrain.top_polygon(cell).boundingRect()
                screen.append(rect.center())
            self._screen = screen
            self._depth = [0.0] * len(board.cells)
            return
        projected = (np.asarray(self._centres) @ self.camera.matrix()).tolist()
        self._screen = [QPointF(x, y) for x, y, _ in projected]
        self._depth = [d for _, _, d in projected]

    def cell_centre(self, cell: int) -> QPointF:
        """Where a hex's top centre is in the scene (its piece's feet)."""
        return self._screen[cell] if 0 <= cell < len(self._screen) else QPointF()

    # --- pieces ---------------------------------------------------------------------------

    def _figure_pixels(self, look: PieceLook) -> int:
        return max(8, int(FIGURE_HEIGHT * look.size * self.camera.scale * 1.5))

    def _rebuild_pieces(self) -> None:
        self._figures, self._tank_items = [], []
        for cell, look in self._pieces.items():
            if cell in self._fog or cell in self._anchor:
                continue
            item = Figure(
                self._art(look, self._figure_pixels(look)),
                FIGURE_HEIGHT * look.size * self.camera.scale,
            )
            self._figures.append((cell, item))
        for ghost in self._ghosts:
            item = Figure(
                self._art(ghost.look, self._figure_pixels(ghost.look)),
                FIGURE_HEIGHT * ghost.look.size * self.camera.scale,
                0.35,
                ghost.label,
            )
            self._figures.append((ghost.cell, item))
        for tank in self._tanks:
            look = PieceLook(tank.kind, tank.colour, 1.3, "W")
            figure = Figure(
                self._art(look, self._figure_pixels(look)), FIGURE_HEIGHT * 1.3 * self.camera.scale
            )
            self._tank_items.append((tank, figure, Arrow(QColor(tank.colour))))
        self._terrain.figures = [figure for _, figure in self._figures] + [
            figure for _, figure, _ in self._tank_items
        ]
        self._terrain.arrows = [arrow for _, _, arrow in self._tank_items]
        if self._screen:
            self._place_pieces(whole=False)

    def _place_pieces(self, whole: bool = True) -> None:
        flat_factor = 0.8 if self.flat else 1.0
        for cell, item in self._figures:
            item.pos = self._screen[cell]
            item.z = self._depth[cell] + 0.01 if not self.flat else 1.0
            item.scale = flat_factor
        for tank, figure, arrow in self._tank_items:
            cells = [self._screen[c] for c in tank.cells]
            figure.pos = QPointF(
                sum(p.x() for p in cells) / len(cells), sum(p.y() for p in cells) / len(cells)
            )
            figure.z = max(self._depth[c] for c in tank.cells) + 0.02
            figure.scale = flat_factor
            arrow.start, arrow.end = self._screen[tank.cells[0]], self._screen[tank.nose]
            arrow.z = figure.z + 0.01
        self._terrain.arrange(whole)

    def pieces_drawn(self) -> dict[int, Figure]:
        """The figures on the board by the cell they stand on (ghosts included)."""
        return {cell: item for cell, item in self._figures}

    def tanks_drawn(self) -> list[tuple[TankLook, Figure]]:
        return [(tank, figure) for tank, figure, _ in self._tank_items]

    def cell_item(self, cell: int) -> HexTop:
        return self._tops[cell]

    def cell_rect(self, cell: int) -> QRectF:
        return self._terrain.top_polygon(cell).boundingRect()

    # --- entering a move --------------------------------------------------------------------

    def prefix(self) -> tuple[Hashable, ...]:
        return self._prefix

    def next_steps(self) -> list[Hashable]:
        return continuations(self._moves, self._prefix)

    def set_step_prefix(self, steps: Sequence[Hashable]) -> None:
        """Steps chosen off the board (a panel's button): the board takes the cells after."""
        wanted = tuple(steps)
        if any(tuple(m.steps[: len(wanted)]) == wanted for m in self._moves):
            self._set_prefix(wanted)

    def clear_selection(self) -> None:
        self._set_prefix(())

    def cancel_selection(self) -> None:
        """Drop a half-entered move (the other board scenes' name for it)."""
        self.clear_selection()

    def _set_prefix(self, prefix: tuple[Hashable, ...]) -> None:
        self._prefix = prefix
        self._refresh()
        self.selectionChanged.emit(prefix)

    def occupied(self, cell: Hashable) -> bool:
        return cell in self._pieces or cell in self._anchor

    def _segments(self) -> dict[int, tuple[Hashable, ...]]:
        """The hexes a click may go to now, each with the shortest run of steps
        that reaches it: along a way up to the first piece it meets (a target,
        a helper), never beyond. Kept until the moves, pieces or prefix change
        (a redraw for a hint or the pointer does not pay for it again)."""
        if self._runs_for == self._prefix and self._runs is not None:
            return self._runs
        self._runs = self._find_segments()
        self._runs_for = self._prefix
        return self._runs

    def _find_segments(self) -> dict[int, tuple[Hashable, ...]]:
        n = len(self._prefix)
        best: dict[int, tuple[Hashable, ...]] = {}
        for move in self._moves:
            steps = tuple(move.steps)
            if len(steps) <= n or steps[:n] != self._prefix:
                continue
            rest = steps[n:]
            for j, step in enumerate(rest):
                if not isinstance(step, int):
                    break
                run = rest[: j + 1]
                known = best.get(step)
                if known is None or len(run) < len(known):
                    best[step] = run
                if self.occupied(step):
                    break  # a piece: a target, a helper, the piece to pick
        return best

    def targets(self) -> set[int]:
        return set(self._segments())

    def click(self, cell: int) -> None:
        """What a left click (or Enter on the keyboard cursor) does on a hex."""
        if self._locked:
            return
        cell = self._anchor.get(cell, cell)
        runs = self._segments()
        if cell in runs:
            chosen = self._prefix + runs[cell]
            if completed(self._moves, chosen) is not None and not continuations(
                self._moves, chosen
            ):
                self._emit(chosen)
                return
            self._set_prefix(chosen)
            return
        if self._prefix and self._prefix[-1] == cell and completed(self._moves, self._prefix):
            self._emit(self._prefix)  # a second click on the last hex: stop here
            return
        starts = {m.steps[0] for m in self._moves if m.steps}
        prefix = self._prefix
        self._set_prefix((cell,) if cell in starts else ())
        if (
            cell not in starts
            and (prefix or self.occupied(cell))
            and self._moves
            and prefix[-1:] != (cell,)
        ):
            # Nowhere to go from here: the page says why (an empty hex
            # clicked with nothing picked asks nothing).
            self.illegalAttempt.emit(prefix + (cell,))

    def right_click(self, cell: int) -> None:
        self.cellRightClicked.emit(cell)
        if self.context_prefix is None or self._locked:
            self._set_prefix(())
            return
        wanted = self.context_prefix + (cell,)
        if completed(self._moves, wanted) is not None:
            self._emit(wanted)
        else:
            self._set_prefix(())

    def can_stop_here(self) -> bool:
        return len(self._prefix) > 1 and completed(self._moves, self._prefix) is not None

    def stop_here(self) -> bool:
        if self.can_stop_here():
            self._emit(self._prefix)
            return True
        return False

    def _emit(self, steps: tuple[Hashable, ...]) -> None:
        self._prefix = ()
        self._locked = True  # until the controller sends the next legal moves
        self._refresh()
        self.selectionChanged.emit(())
        self.moveRequested.emit(steps)

    def cursor_cell(self) -> int | None:
        return self._cursor

    # --- mouse and keys -----------------------------------------------------------------------

    def cell_at(self, point: QPointF) -> int | None:
        return self._terrain.pick(point)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        cell = self.cell_at(event.scenePos())
        if event.button() == Qt.MouseButton.LeftButton:
            if cell is not None:
                self.click(cell)
            else:
                self.clear_selection()
            event.accept()
        elif event.button() == Qt.MouseButton.RightButton:
            event.ignore()  # the view turns the board on a right drag
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()  # the press did the work

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        cell = self.cell_at(event.scenePos())
        if cell != self._hover:
            self._hover = cell
            self._refresh()
        super().mouseMoveEvent(event)

    def hoverLeave(self) -> None:  # noqa: N802
        self._hover = None
        self._refresh()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        arrows = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if key in arrows and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self._move_cursor(*arrows[Qt.Key(key)])
            if self._cursor is not None:
                self.cursorMoved.emit(self._cursor)
            event.accept()
            self._refresh()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._cursor is None:
                self._move_cursor(0, 0)
            elif self._prefix and self._cursor == self._prefix[-1] and self.can_stop_here():
                self.stop_here()
            else:
                self.click(self._cursor)
            event.accept()
            return
        if key == Qt.Key.Key_Escape and self._prefix:
            self.clear_selection()
            event.accept()
            return
        event.ignore()

    def _move_cursor(self, dx: int, dy: int) -> None:
        """To the nearest hex on screen in that direction."""
        board = self._board
        if board is None or not self._screen:
            return
        if self._cursor is None:
            cells = [c for c in self._prefix if isinstance(c, int)]
            middle = self.sceneRect().center()
            self._cursor = (
                cells[-1]
                if cells
                else min(
                    range(len(self._screen)),
                    key=lambda c: math.hypot(
                        self._screen[c].x() - middle.x(), self._screen[c].y() - middle.y()
                    ),
                )
            )
            return
        here = self._screen[self._cursor]
        q, r, _level = board.cells[self._cursor]
        at = {(c[0], c[1]): i for i, c in enumerate(board.cells)}
        # A hex neighbour within 60 degrees of the arrow first (one hex at a
        # time, whatever the turn), else the nearest hex that way on screen.
        best: tuple[float, int] | None = None
        for dq, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)):
            cell = at.get((q + dq, r + dr))
            if cell is None:
                continue
            vx, vy = self._screen[cell].x() - here.x(), self._screen[cell].y() - here.y()
            length = math.hypot(vx, vy)
            if length < 1e-6:
                continue
            cos = (vx * dx + vy * dy) / length
            if cos > 0.5 and (best is None or -cos < best[0]):
                best = (-cos, cell)
        if best is not None:
            self._cursor = best[1]
            return
        for cell, point in enumerate(self._screen):
            vx, vy = point.x() - here.x(), point.y() - here.y()
            along = vx * dx + vy * dy
            if along <= 1.0:
                continue
            across = abs(vx * dy - vy * dx)
            if across > along * 1.2:
                continue
            cost = along + 2.0 * across
            if best is None or cost < best[0]:
                best = (cost, cell)
        if best is not None:
            self._cursor = best[1]

    # --- drawing the marks of play ------------------------------------------------------------

    def _cells_of(self, steps: Sequence[Hashable] | None) -> list[int]:
        return [s for s in steps or () if isinstance(s, int)]

    def _points(self, cells: Sequence[int]) -> list[QPointF]:
        lift = QPointF(0, -0.35 * self.camera.scale)  # above the tops, over the pieces' feet
        return [self._screen[c] + lift for c in cells if 0 <= c < len(self._screen)]

    def _refresh(self) -> None:
        if not self._tops or not self._screen:
            return
        runs = self._segments() if not self._locked else {}
        chosen = set(self._cells_of(self._prefix))
        last = set(self._cells_of(self._last))
        hint = set(self._cells_of(self._hint))
        hover = self._hover if self._hover is not None else None
        board = self._board
        assert board is not None
        lit: set[int] = set()
        beam: list[int] = []
        pointed = hover if hover is not None else self._cursor
        if pointed is not None and pointed in board.links:
            lit = {pointed, board.links[pointed]}
            beam = [pointed, board.links[pointed]]
        elif pointed is not None:
            for start, landing in board.links.items():
                if landing == pointed:
                    lit = {start, landing}
                    beam = [start, landing]
        changed = []
        for item in self._tops:
            cell = item.cell
            marks = (
                cell in runs,
                cell in chosen,
                cell in last,
                cell in hint,
                cell == self._cursor,
                cell in lit,
            )
            if marks != (item.target, item.selected, item.last, item.hint, item.keyboard, item.lit):
                (item.target, item.selected, item.last, item.hint, item.keyboard, item.lit) = marks
                item.restyle()
                changed.append(cell)
        self._terrain.update_tops(changed)  # only where marks changed is painted again
        self._route.set_points(
            self._points(self._cells_of(self._prefix)) if len(chosen) > 1 else []
        )
        preview: list[QPointF] = []
        if pointed is not None and pointed in runs:
            way = self._cells_of(self._prefix[-1:]) + self._cells_of(runs[pointed])
            preview = self._points(way)
            # A lift or hole on the way: show its beam too.
            for a, b in zip(way, way[1:], strict=False):
                if board.links.get(a) == b:
                    beam = [a, b]
        self._preview.set_points(preview)
        self._beam.set_points(self._points(beam) if beam and not self.flat else [])
        self._last_path.set_points(self._points(self._cells_of(self._last)))
        self._hint_path.set_points(self._points(self._cells_of(self._hint)))


class _Steps:
    __slots__ = ("steps",)

    def __init__(self, steps: tuple[Hashable, ...]) -> None:
        self.steps = steps


class PyramidBoardView(QGraphicsView):
    """Shows the pyramid scaled to fit; a right drag or Ctrl+wheel turns it,
    Shift+wheel tilts it; a compass in the corner names the face in front."""

    def __init__(self, scene: PyramidBoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._scene = scene  # a view does not own its scene: keep it alive
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(200, 200)
        self._drag: QPointF | None = None
        self._compass: tuple[Hashable, QPixmap] | None = None  # (what it shows, its picture)
        scene.cameraChanged.connect(self._fit)
        scene.sceneRectChanged.connect(self._fit)

    def pyramid(self) -> PyramidBoardScene:
        scene = self.scene()
        assert isinstance(scene, PyramidBoardScene)
        return scene

    def _fit(self, *_args: object) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        self.setRenderHint(QPainter.RenderHint.Antialiasing, not self.pyramid().moving)
        self.pyramid().show_now()
        super().paintEvent(event)

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.RightButton:
            self._drag = event.position()
            self._dragged = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: Any) -> None:  # noqa: N802
        if self._drag is not None:
            delta = event.position().x() - self._drag.x()
            if abs(delta) > 2:
                self._dragged = True
                self.pyramid().rotate_by(delta * 0.5)
                self._drag = event.position()
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.RightButton and self._drag is not None:
            self._drag = None
            if not getattr(self, "_dragged", False):
                cell = self.pyramid().cell_at(self.mapToScene(event.position().toPoint()))
                if cell is not None:
                    self.pyramid().right_click(cell)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event: Any) -> None:  # noqa: N802
        super().leaveEvent(event)
        self.pyramid().hoverLeave()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120.0
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.pyramid().rotate_by(steps * 15.0)
        elif event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            scene = self.pyramid()
            scene.set_tilt(scene.camera.tilt + steps * 5.0)
        else:
            super().wheelEvent(event)
            return
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        scene = self.pyramid()
        key = event.key()
        if key in (Qt.Key.Key_BracketLeft, Qt.Key.Key_PageUp):
            scene.step_left()
        elif key in (Qt.Key.Key_BracketRight, Qt.Key.Key_PageDown):
            scene.step_right()
        elif (
            key in (Qt.Key.Key_Up, Qt.Key.Key_Down)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            scene.set_tilt(scene.camera.tilt + (5 if key == Qt.Key.Key_Up else -5))
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def drawForeground(self, painter: QPainter, _rect: QRectF | QRect) -> None:  # noqa: N802
        """The compass: where each face lies, the one in front in bold."""
        scene = self.pyramid()
        board = scene.board()
        if board is None or not board.faces or scene.flat:
            return
        key = (round(scene.camera.yaw, 1), scene.front_face(), board.faces)
        if self._compass is None or self._compass[0] != key:
            self._compass = (key, compass(board.faces, scene.camera.yaw, key[1]))
        picture = self._compass[1]
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(self.viewport().width() - picture.width() - 10, 10, picture)
        painter.restore()


def compass(
    faces: Sequence[tuple[str, tuple[float, float]]], yaw_degrees: float, front: str
) -> QPixmap:
    """The compass's picture. Drawn apart in a small pixmap: the same ellipse
    drawn straight over the view costs some twenty times more."""
    radius = 26.0
    picture = QPixmap(int(2 * radius + 4), int(2 * radius + 4))
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    centre = QPointF(radius + 2, radius + 2)
    painter.setPen(QPen(QColor(60, 50, 40, 200), 1.5))
    painter.setBrush(QColor(255, 250, 240, 200))
    painter.drawEllipse(centre, radius, radius)
    yaw = math.radians(yaw_degrees)
    font = QFont()
    font.setPixelSize(12)
    for label, (dx, dy) in faces:
        rx = dx * math.cos(yaw) - dy * math.sin(yaw)
        ry = dx * math.sin(yaw) + dy * math.cos(yaw)
        length = math.hypot(rx, ry) or 1.0
        spot = centre + QPointF(rx / length, -ry / length) * (radius - 9)
        font.setBold(label == front)
        painter.setFont(font)
        painter.setPen(QColor("#b3261e") if label == front else QColor("#3a3128"))
        painter.drawText(
            QRectF(spot.x() - 8, spot.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter, label
        )
    painter.end()
    return picture


__all__ = [
    "GhostLook",
    "PieceLook",
    "PyramidBoard",
    "PyramidBoardScene",
    "PyramidBoardView",
    "TankLook",
]
