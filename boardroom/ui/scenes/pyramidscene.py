"""A scene for stepped hex pyramids: terraces in axonometric projection that
turn about the vertical axis, or a flat map of the levels side by side.

It draws what the game's adapter gives it (a ``PyramidBoard``, pieces, fog,
ghosts) and turns clicks and keys into the steps of legal moves, as the other
board scenes do: ``moveRequested`` with a whole legal move's steps,
``selectionChanged`` with the steps chosen so far. A click on a hex further
along a move picks the shortest way there; clicking hexes on the way routes
it. It never changes a game.

Shown in a ``PyramidBoardView`` (``pyramidview``), the scene is laid out in
the view's own pixels: the board is scaled to fill the view at every size,
turn and tilt, and pictures and words are drawn at the size they show.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from boardroom.engine.steps import completed, continuations
from boardroom.ui.scenes import pyramidplay as play
from boardroom.ui.scenes.boardscene import BoardScene
from boardroom.ui.scenes.movepath import MovePath, Timeline
from boardroom.ui.scenes.moveplayer import Clock
from boardroom.ui.scenes.pyramidentry import shortest_runs
from boardroom.ui.scenes.pyramidfigures import Figure
from boardroom.ui.scenes.pyramidflat import layout
from boardroom.ui.scenes.pyramidframe import extents, fit, flat_extent, flat_frame, project
from boardroom.ui.scenes.pyramidgeometry import (
    RADIUS,
    Camera,
    PyramidBoard,
    Solid,
    build_solid,
    face_yaw,
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
from boardroom.ui.scenes.pyramidlabels import haloed
from boardroom.ui.scenes.pyramidmotion import PyramidMotion, Shown
from boardroom.ui.scenes.pyramidoverlay import OverlayItem
from boardroom.ui.scenes.pyramidpieces import (
    FIGURE_HEIGHT,
    GHOST_OPACITY,
    TANK_SIZE,
    Art,
    PieceSet,
    disc_art,
)
from boardroom.ui.scenes.pyramidterrain import HexTop, TerrainItem, Wall

STEP_ANGLE = 90.0
LAST_WAYS = 8  # lines of the last move at most (an attack's primary and helpers)
SETTLE_MS = 180  # after the last turn or tilt, the board is drawn sharp again


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
        self.camera = Camera(tilt=Camera.DEFAULT_TILT)
        self.flat = False
        self.text_scale = 1.0  # the table scale of the words and badges drawn over the board
        self._board: PyramidBoard | None = None
        self._solid: Solid | None = None
        self._area: tuple[float, float] | None = None  # the view's size, once shown
        self.ratio = 1.0  # the view's device pixels per pixel
        self._terrain = TerrainItem()  # tops, walls and figures, back to front
        self.addItem(self._terrain)
        self._overlay = OverlayItem()  # badges, labels, the cursor: over everything
        self._overlay.setZValue(2e6)
        self.addItem(self._overlay)
        self._tops: list[HexTop] = []
        self._walls: list[Wall] = []
        self._screen: list[QPointF] = []  # each cell's projected top centre
        self._depth: list[float] = []
        self._flat_sizes: list[float] = []  # each hex's size on the flat map
        self._flat_boxes: dict[int, tuple[float, float, float, float]] = {}
        self.pieces = PieceSet(self)
        self._pieces: dict[int, PieceLook] = {}
        self._tanks: list[TankLook] = []
        self._ghosts: list[GhostLook] = []
        self._fog: frozenset[int] = frozenset()
        self._before: Shown | None = None  # the pieces shown before these
        self.held: set[int] = set()  # pieces held back: shown on their way (pyramidmotion)
        self._motion = PyramidMotion(self)
        self._anchor: dict[int, int] = {}  # a cell -> the cell that picks its piece
        self._moves: list[Any] = []
        self._prefix: tuple[Hashable, ...] = ()
        self._texts_of: Callable[[int], str] = lambda _cell: ""
        self._rims: list[play.Rim] = []
        self.rims_shown: list[tuple[int, str]] = []  # the rims' words drawn now
        # (their size in pixels, the device ratio) -> each word's picture, by facing
        self.rim_pictures: tuple[tuple[int, float], dict[tuple[str, bool], QPixmap]] = (
            (0, 0.0),
            {},
        )
        self._runs: dict[int, tuple[Hashable, ...]] | None = None  # _segments() for:
        self._runs_for: tuple[Hashable, ...] | None = None  # this prefix
        self._last: tuple[Hashable, ...] | None = None
        self._hint: tuple[Hashable, ...] | None = None
        self._hover: int | None = None
        self._cursor: int | None = None
        self._locked = False
        self._words_due = False  # see words()
        self.cell_names = False
        self.context_prefix: tuple[Hashable, ...] | None = None  # a right-click's first step
        self._route = PathItem(QColor("#f5d76e"), 3.0)
        self._preview = PathItem(QColor(255, 255, 255, 220), 2.5, dashed=True)
        self._beam = PathItem(LIFT_GLOW, 2.0, dashed=True)
        self._last_path = PathItem(LAST_MOVE, 2.0)
        # The last move's other ways (its helpers, the stretches seen apart).
        self._last_more = [PathItem(LAST_MOVE, 2.0) for _ in range(LAST_WAYS - 1)]
        self._last_routes: tuple[tuple[int, ...], ...] = ()
        self._hint_path = PathItem(HINT, 2.0, dashed=True)
        for item in self._paths():
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
        # While the pyramid turns or tilts smoothly, frames are drafts (no
        # antialiasing, pictures scaled as they are); once it rests, sharp again.
        self.moving = False
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(SETTLE_MS)
        self._rest.timeout.connect(self._at_rest)

    def _paths(self) -> tuple[PathItem, ...]:
        return (
            self._route,
            self._preview,
            self._beam,
            self._last_path,
            *self._last_more,
            self._hint_path,
        )

    # --- what the adapter sets ---------------------------------------------------------

    def set_board(self, board: PyramidBoard) -> None:
        self._motion.finish()
        self._before = None
        self._board = board
        self._solid = build_solid(board)
        self._tops = [
            HexTop(cell, board.cells[cell][2], board.kinds[cell])
            for cell in range(len(board.cells))
        ]
        self._walls = [Wall(cell) for cell, _, _ in self._solid.walls]
        self._terrain.set_solids(self._tops, self._walls)
        self._rims = play.rims_for(board, self._solid)
        self.relayout()

    def board(self) -> PyramidBoard | None:
        return self._board

    def set_area(self, width: float, height: float, ratio: float = 1.0) -> None:
        """The size of the view showing the scene (its pixels): the board is
        laid out to fill it."""
        area = (float(width), float(height))
        if area == self._area and ratio == self.ratio:
            return
        self._area, self.ratio = area, ratio
        self.relayout()

    def _show_soon(self) -> None:
        if not self._show_later.isActive():
            self._show_later.start()

    def show_now(self) -> None:
        """Hand what changed since the last time to Qt to paint (the views
        call it before they paint: a grab shows the latest)."""
        self._show_later.stop()
        if self.pieces.blurred and not self.moving:
            self._sharpen()
        self._terrain.flush()
        for item in self._paths():
            item.show_points()

    def set_piece_art(self, art: Art) -> None:
        self.pieces.set_art(art)
        self._rebuild_pieces()

    def set_position(
        self,
        pieces: dict[int, PieceLook],
        tanks: Sequence[TankLook] = (),
        fog: frozenset[int] | set[int] = frozenset(),
        ghosts: Sequence[GhostLook] = (),
    ) -> None:
        if dict(pieces) != self._pieces or list(tanks) != self._tanks:
            self._motion.finish()  # a move still shown on its way lands now
            self._before = Shown(dict(self._pieces), tuple(self._tanks))
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

    def has_cell_names(self) -> bool:
        return True

    def set_cell_names(self, shown: bool) -> None:
        """Each hex's name written on it (the rims always carry the coordinates)."""
        if shown != self.cell_names:
            self.cell_names = shown
            self.relayout()

    def cell_names_shown(self) -> bool:
        return self.cell_names

    def rim_labels(self) -> list[tuple[int, str]]:
        """The coordinates along each level's rims: (the hex beside, the words)."""
        return [(cell, text) for cell, text, _ in self._rims]

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

    def set_last_move(
        self, steps: Sequence[Hashable] | None, routes: Sequence[Sequence[int]] | None = None
    ) -> None:
        """Mark the last move: the first and last hex of each of its
        ``routes`` (by default its steps' hexes, one route) and a line along
        each. A route as the viewer saw it may hold unseen hexes (any number
        off the board): neither marked nor joined by a line."""
        self._last = tuple(steps) if steps is not None else None
        if routes is None:
            routes = [play.cells_of(steps)] if steps is not None else []
        self._last_routes = tuple(tuple(r) for r in routes if r)
        self._refresh()

    def set_hint(self, steps: Sequence[Hashable] | None) -> None:
        self._hint = tuple(steps) if steps is not None else None
        self._refresh()

    def play_move(self, path: MovePath, timeline: Timeline, clock: Clock) -> bool:
        """Show the move from the pieces drawn before these to these."""
        if self._before is None or not self._screen:
            return False
        return self._motion.play(path, timeline, clock, self._before)

    def finish_animation(self) -> None:
        self._motion.finish()

    def is_animating(self) -> bool:
        return self._motion.running()

    def hold(self, cells: set[int]) -> None:
        """Hold back the pieces on ``cells`` until they arrive (pyramidmotion)."""
        if cells != self.held:
            self.held = set(cells)
            self.pieces.hold(self.held)
            self._show_soon()

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
        """Turning or tilting: each frame is a draft (no antialiasing, plain
        lines, pictures scaled as they are)."""
        self.moving = True
        self._terrain.draft = self._overlay.draft = True
        self._rest.start()

    def _at_rest(self) -> None:
        """Sharp again. The terrain keeps no picture of itself (that was a
        board-sized pixmap): a repaint for the pointer paints again only the
        hexes and figures where something changed."""
        self.moving = False
        self._terrain.draft = self._overlay.draft = False
        self._sharpen()
        self._terrain.update()
        self.update()
        self.cameraChanged.emit()  # where it came to rest (the compass finds its corner)

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
        return min(board.faces, key=lambda f: self.camera.turned(f[1])[1])[0]

    def set_text_scale(self, scale: float) -> None:
        """The coordinates, the names and the honour badges ``scale`` times
        their size (they are drawn at a size of their own, not the board's)."""
        if scale != self.text_scale:
            self.text_scale = scale
            self.relayout()

    def set_flat(self, flat: bool) -> None:
        self.flat = flat
        self.relayout()

    def _schedule(self) -> None:
        if not self._pending.isActive():
            self._pending.start()

    def hex_pixels(self) -> float:
        """How tall a hex top is drawn now, in scene units."""
        if self.flat:
            return 2 * RADIUS * self.camera.scale
        return 2 * RADIUS * math.sin(math.radians(self.camera.tilt)) * self.camera.scale

    def relayout(self) -> None:
        """Project every polygon and figure for the current camera (or the
        flat map), at the scale that fits the view."""
        self._pending.stop()
        board, solid = self._board, self._solid
        if board is None or solid is None:
            return
        area = self._area
        margin = 4.0 + (min(area) * 0.015 if area is not None else 0.0)
        if self.flat:
            aspect = area[0] / max(1.0, area[1]) if area is not None else 1.3
            places, self._flat_boxes = layout(board, aspect)
            self._flat_sizes = [size for _, _, size in places]
            if area is not None:
                k, origin = fit(flat_extent(places), area[0], area[1], margin + 8)
            else:
                k, origin = Camera.scale, (0.0, 0.0)
            self.camera.scale, self.camera.origin = k, origin
            frame = flat_frame(places, k, origin)
        else:
            if area is not None:
                # Room for the figures on the highest hexes, and for the
                # coordinates along the rims, which stand out a little.
                inner, box = extents(
                    solid, self.camera, FIGURE_HEIGHT * TANK_SIZE, play.rim_points(self)
                )
                words = play.rim_pixels(self) * 0.8
                self.camera.scale, self.camera.origin = fit(
                    box, area[0], area[1], margin + words, inner
                )
            frame = project(solid, self.camera)
        self._terrain.set_frame(frame)
        self._overlay.bulk = True  # all of it is painted again (reset_bounds)
        self._screen, self._depth = frame.centres, frame.depth
        for item in self._tops:
            item.flat = self.flat
        self._terrain.names = list(board.names) if self.cell_names else []
        self._terrain.name_pixels = round(
            max(7, min(13, self.hex_pixels() * 0.26)) * self.text_scale
        )
        self._place_pieces()
        self.pieces.blurred = True
        if not self.views():
            self._sharpen()  # drawn with scene.render (the rules' figures): no paint comes first
        if self._area is not None:
            play.place_rims(self)
        self._words_due = self._area is None
        self._refresh()
        if area is not None:
            self.setSceneRect(QRectF(0, 0, area[0], area[1]))
        else:
            self.unfitted_rect()
        self._overlay.reset_bounds()
        self.cameraChanged.emit()

    def unfitted_rect(self) -> None:
        """Shown in no view (the rules' figures): the scene is the board and
        its figures, with room around for the words (made when drawn)."""
        room = 20 + 0.6 * self.hex_pixels()
        self.setSceneRect(self._terrain.boundingRect().adjusted(-room, -room, room, room))

    def words(self) -> None:
        """The words over the board (the rims' coordinates, the badges, the
        ghosts' ages), when a layout left them out: before a view gives the
        scene its size they would be made at a size never shown."""
        if self._words_due:
            self._words_due = False
            play.place_rims(self)
            play.mark_pieces(self)
            self._overlay.reset_bounds()

    def render(self, painter: QPainter, *args: Any, **kwargs: Any) -> None:
        """Drawn without a view (the rules' figures): the words first."""
        self.words()
        super().render(painter, *args, **kwargs)

    def cell_centre(self, cell: int) -> QPointF:
        """Where a hex's top centre is in the scene (its piece's feet)."""
        return self._screen[cell] if 0 <= cell < len(self._screen) else QPointF()

    # --- pieces (pyramidpieces) ----------------------------------------------------------

    def _rebuild_pieces(self) -> None:
        self.pieces.rebuild()

    def _sharpen(self) -> None:
        self.pieces.sharpen()

    def _place_pieces(self, whole: bool = True) -> None:
        self.pieces.place(whole)

    def pieces_drawn(self) -> dict[int, Figure]:
        """The figures on the board by the cell they stand on (ghosts included)."""
        return {cell: item for cell, item, _, _ in self.pieces.figures}

    def tanks_drawn(self) -> list[tuple[TankLook, Figure]]:
        return [(tank, figure) for tank, figure, _, _ in self.pieces.tanks]

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
        that reaches it. Kept until the moves, pieces or prefix change (a
        redraw for a hint or the pointer does not pay for it again)."""
        if self._runs_for == self._prefix and self._runs is not None:
            return self._runs
        self._runs = shortest_runs(self._moves, self._prefix, self.occupied)
        self._runs_for = self._prefix
        return self._runs

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

    # --- the mouse, the keys and the marks of play (pyramidplay) ------------------------

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:  # noqa: N802
        play.help_event(self, event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        play.mouse_press(self, event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()  # the press did the work

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        play.mouse_move(self, event)

    def hoverLeave(self) -> None:  # noqa: N802
        self._hover = None
        self._refresh()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        play.key_press(self, event)

    def _refresh(self) -> None:
        play.refresh(self)

    def _points(self, cells: Sequence[int]) -> list[QPointF | None]:
        return play.points(self, cells)

    def cell_at(self, point: QPointF) -> int | None:
        return self._terrain.pick(point)

    def level_label(self, level: int) -> QPixmap:
        """A level's name over its map (the flat map)."""
        pixels = max(11, min(18, round(self.camera.scale * 0.8)))
        return haloed(self.tr("Level {0}").format(level), pixels, "#3a2e22", "#fbf5e8", self.ratio)


class _Steps:
    __slots__ = ("steps",)

    def __init__(self, steps: tuple[Hashable, ...]) -> None:
        self.steps = steps


from boardroom.ui.scenes.pyramidview import PyramidBoardView, compass  # noqa: E402

__all__ = [
    "FIGURE_HEIGHT",
    "GHOST_OPACITY",
    "Art",
    "GhostLook",
    "PieceLook",
    "PyramidBoard",
    "PyramidBoardScene",
    "PyramidBoardView",
    "TankLook",
    "compass",
    "disc_art",
]
