"""A hexagonal board scene shared by the games played on a hexagon of hexes.

The scene knows no rules. It is given the geometry, what each cell holds and
the legal moves as tuples of steps (cells), and it lets the player enter one
of those moves by clicks, drag and drop or the keyboard, then emits
``moveRequested`` with the move's full steps. It never changes the game.

Steps that are not cells (a piece kind to place, a word such as "pass") are
chosen outside the board: the controller sets them with ``set_step_prefix``
and the board takes the cells that follow, or they are dragged in from a
reserve as ``steps_mime_data``.

After ``moveRequested`` the scene ignores input until ``set_legal_moves`` is
called again, so a stray click cannot send a second move for the same turn.
"""

from __future__ import annotations

import json
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLineF,
    QMimeData,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPolygonF, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneDragDropEvent,
    QGraphicsView,
    QWidget,
)

from boardroom.engine.game import Move
from boardroom.engine.hexgrid import HexBoard
from boardroom.engine.steps import completed, continuations
from boardroom.ui.couch import board_factor
from boardroom.ui.pieceart import PieceArt, piece_name, seat_name
from boardroom.ui.scenes.cellentry import CellEntryScene, cells_of
from boardroom.ui.scenes.cellmotion import CellMotion
from boardroom.ui.scenes.hexitems import (
    CELL_RADIUS,
    DISC_CENTRE_Y,
    SQRT3,
    BorderItem,
    CellContent,
    FrameItem,
    GhostItem,
    HexCellItem,
    HexTheme,
    PathItem,
    Picture,
    default_theme,
    disc_colour,
)
from boardroom.ui.scenes.hexmotion import SPRITE_RECT, SPRITE_Z, paint_top, top_of
from boardroom.ui.scenes.movepath import MovePath, Timeline
from boardroom.ui.scenes.moveplayer import Clock, SpriteItem

__all__ = ["STEPS_MIME", "CellContent", "HexBoardScene", "HexBoardView", "steps_mime_data"]

# Drag and drop of steps from outside the board (e.g. a kind from a reserve).
STEPS_MIME = "application/x-boardroom-steps"

FRAME_WIDTH = 2.1 * CELL_RADIUS  # from the corner cells' centres out to the frame's corners
ROW_STEP = 1.5 * CELL_RADIUS  # vertical distance between rows

# Words used in cell tooltips, translated when shown. Callers may add or
# replace entries (piece kinds, other colours) with set_tooltip_names().
_NAMES: dict[str, object] = {  # QT_TRANSLATE_NOOP is typed as returning object
    "black": QT_TRANSLATE_NOOP("HexBoardScene", "Black"),
    "white": QT_TRANSLATE_NOOP("HexBoardScene", "White"),
    "lake": QT_TRANSLATE_NOOP("HexBoardScene", "lake"),
    "hidden": QT_TRANSLATE_NOOP("HexBoardScene", "hidden"),
}

# Soft tints for region keys that have no colour of their own.
_REGION_TINTS = ("#c0392b", "#2e86c1", "#27ae60", "#8e44ad", "#d68910", "#17a589")


def steps_mime_data(steps: Sequence[str | int]) -> QMimeData:
    """Drag data for steps chosen off the board; the board adds the cell."""
    data = QMimeData()
    data.setData(STEPS_MIME, json.dumps(list(steps)).encode())
    return data


def _dropped_steps(data: QMimeData | None) -> tuple[Hashable, ...] | None:
    if data is None or not data.hasFormat(STEPS_MIME):
        return None
    try:
        steps = json.loads(bytes(data.data(STEPS_MIME).data()).decode())
    except ValueError:
        return None
    if not isinstance(steps, list) or not all(isinstance(s, str | int) for s in steps):
        return None
    return tuple(steps)


@dataclass(frozen=True)
class _Steps:
    """Adapter: boardroom.engine.steps works on objects with a ``steps`` field."""

    steps: tuple[Hashable, ...]


class HexBoardScene(CellEntryScene):
    """Draws a hex board and turns clicks, drags and keys into legal moves."""

    def __init__(self, parent: QWidget | None = None, theme: HexTheme | None = None) -> None:
        super().__init__(parent)
        self._theme = theme or default_theme()
        self._board: HexBoard | None = None
        self._items: list[HexCellItem] = []
        self._contents: list[CellContent] = []
        self._before: list[CellContent] = []  # the position shown before this one
        self._motion = CellMotion(self, self, arc=1.2 * CELL_RADIUS)
        self._flipped = False
        self._init_entry()
        self._all_moves: list[tuple[Hashable, ...]] = []  # as given
        self._drop_steps: tuple[Hashable, ...] | None = None  # dragged in from outside
        self._paths: dict[tuple[int, int], list[tuple[int, ...]]] = {}
        self._art: PieceArt | None = None
        self._art_seats: dict[str, int] = {}
        self._last_move: tuple[int, ...] | None = None
        self._hint: tuple[int, ...] | None = None
        self._regions: dict[int, str] = {}
        self._region_colours: dict[str, QColor] = {}
        self._draw_borders = True
        self._names: dict[str, str] = {}
        self._colours: dict[str, QColor] = {}
        self._cell_names = False  # names inside the cells, besides those on the rims

        self._frame = FrameItem(self._theme)
        self._borders = BorderItem(QColor("#3a2410"))
        last = QColor(self._theme.last_move)
        last.setAlpha(150)
        self._last_path = PathItem(last, 0.12 * CELL_RADIUS, dashed=False, z=20)
        self._select_path = PathItem(
            self._theme.select.darker(115), 0.14 * CELL_RADIUS, dashed=False, z=25
        )
        self._hint_path = PathItem(self._theme.hint, 0.12 * CELL_RADIUS, dashed=True, z=30)
        self._ghost = GhostItem(self._theme)
        self._preview_paths: list[PathItem] = []  # the ways to the pointed destination
        for item in (
            self._frame,
            self._borders,
            self._last_path,
            self._select_path,
            self._hint_path,
            self._ghost,
        ):
            self.addItem(item)
        self._last_path.hide()
        self._select_path.hide()
        self._hint_path.hide()

    # ----- data in -------------------------------------------------------

    def set_board(self, board: HexBoard) -> None:
        """Lay out the cells of ``board``; clears contents, moves and marks."""
        self._motion.finish()
        for item in self._items:
            self.removeItem(item)
        self._board = board
        self._items = []
        for cell, (q, r) in enumerate(board.coords):
            item = HexCellItem(cell, board.labels[cell], (q - r) % 3, self._theme)
            item.show_label = self._cell_names
            self.addItem(item)
            self._items.append(item)
        self._contents = [CellContent()] * board.size
        self._before = []
        self._all_moves = []
        self._paths = {}
        self._reset_entry()
        self._last_move = self._hint = None
        self._regions = {}
        self._layout()
        words = self._words()
        for cell in range(board.size):
            self._apply_content(cell, words)
        self._refresh()

    def set_position(self, cells: Sequence[CellContent]) -> None:
        """What each cell holds, one entry per cell in board order."""
        board = self._require_board()
        if len(cells) != board.size:
            raise ValueError(f"expected {board.size} cells, got {len(cells)}")
        cells = list(cells)
        if cells != self._contents:  # a new position: a move still shown arriving lands now
            self._motion.finish()
            self._before = self._contents
        self._contents = cells
        words = self._words()
        for cell in range(board.size):
            self._apply_content(cell, words)
        self._refresh()

    def _entry_moves(self, moves: Sequence[Any]) -> list[Move]:
        """The legal moves are given as their steps; the entry reads those
        that begin with the steps chosen off the board."""
        self._all_moves = [tuple(s) for s in moves if len(s) > 0]
        return self._after_fixed()

    def set_step_prefix(self, steps: Sequence[Hashable]) -> None:
        """Steps already chosen off the board (a kind to place from a reserve):
        the board offers only the moves that begin with them, lights up the
        cells that finish one, and sends them back in front of the cells."""
        fixed = tuple(steps)
        if fixed == self._fixed:
            return
        self._fixed = fixed
        self._use_moves(self._after_fixed())
        self._end_drag()
        self._set_prefix(())
        self._refresh()

    def set_paths(self, paths: Mapping[tuple[int, int], Sequence[Sequence[int]]] | None) -> None:
        """(piece, destination) -> the ways it goes there, cell by cell: shown
        while a destination of the picked piece is pointed at."""
        self._paths = {k: [tuple(p) for p in v] for k, v in (paths or {}).items()}
        self._refresh()

    def set_piece_art(self, art: PieceArt | None, seats: Mapping[str, int]) -> None:
        """Draw pieces whose kind ``art`` knows as pictures; ``seats`` maps a
        stack's colour key to the art's seat. Other cells keep their discs."""
        self._art = art
        self._art_seats = dict(seats)
        words = self._words()
        for cell in range(len(self._items)):
            self._apply_content(cell, words)

    def set_last_move(self, steps: Sequence[Hashable] | None) -> None:
        cells = tuple(cells_of(steps or ()))  # a kind placed or a pass marks no path
        self._last_move = cells or None
        self._refresh()

    def play_move(self, path: MovePath, timeline: Timeline, clock: Clock) -> bool:
        """Show the move from the position drawn before this one to this one."""
        entered = self._as_entered(path)
        if self._board is None or not self._before or entered.is_empty():
            return False
        return self._motion.play(entered, Timeline(entered, timeline.step_ms), clock)

    def finish_animation(self) -> None:
        self._motion.finish()

    def is_animating(self) -> bool:
        return self._motion.running()

    def set_hint(self, steps: Sequence[Hashable] | None) -> None:
        cells = tuple(cells_of(steps or ()))
        self._hint = cells or None
        self._refresh()

    def set_flipped(self, flipped: bool) -> None:
        """Turn the board half a turn (seat 1 at the bottom); text stays upright."""
        if flipped != self._flipped:
            self._flipped = flipped
            if self._board is not None:
                self._layout()
                self._refresh()

    def set_regions(
        self,
        regions: Mapping[int, str] | None,
        colours: Mapping[str, QColor | str] | None = None,
        borders: bool = True,
    ) -> None:
        """Tint cells by region key and draw heavy lines where regions meet."""
        self._regions = dict(regions or {})
        self._region_colours = {k: QColor(v) for k, v in (colours or {}).items()}
        self._draw_borders = borders
        keys = sorted(set(self._regions.values()))
        for cell, item in enumerate(self._items):
            key = self._regions.get(cell)
            if key is None:
                item.region_tint = None
            else:
                item.region_tint = self._region_colours.get(
                    key, QColor(_REGION_TINTS[keys.index(key) % len(_REGION_TINTS)])
                )
            item.update()
        self._layout_borders()

    def set_text_scale(self, scale: float) -> None:
        """The rims' words and the pieces' badges larger: they grow with the
        board already, so by half the table scale."""
        self._theme.text_scale = board_factor(scale)
        self.update()

    def set_cell_names(self, shown: bool) -> None:
        """Write each cell's name inside it too (the rims always carry the
        row letters and cell numbers)."""
        self._cell_names = shown
        for item in self._items:
            item.show_label = shown
            item.update()

    def cell_names_shown(self) -> bool:
        return self._cell_names

    def has_cell_names(self) -> bool:
        return True

    def set_tooltip_names(self, names: Mapping[str, str]) -> None:
        """Words for colour keys, piece kinds and markers in tooltips (already
        translated by the caller); they override the built-in ones."""
        self._names.update(names)
        words = self._words()
        for cell in range(len(self._items)):
            self._apply_content(cell, words)

    def set_colours(self, colours: Mapping[str, QColor | str]) -> None:
        """Disc colours for stack keys other than (or replacing) black and white."""
        self._colours.update({k: QColor(v) for k, v in colours.items()})
        words = self._words()
        for cell in range(len(self._items)):
            self._apply_content(cell, words)
        self._refresh()

    # ----- queries (for the controller and tests) ----------------------------

    def board(self) -> HexBoard | None:
        return self._board

    def step_prefix(self) -> tuple[Hashable, ...]:
        return self._fixed

    def preview_paths(self) -> list[tuple[int, ...]]:
        """The ways to the pointed destination now drawn, cell by cell."""
        return [
            tuple(self._cell_of_point(p) for p in item.points)
            for item in self._preview_paths
            if item.isVisible()
        ]

    def is_flipped(self) -> bool:
        return self._flipped

    def cell_item(self, cell: int) -> HexCellItem:
        return self._items[cell]

    # ----- a move shown happening (cellmotion's host) --------------------------

    def cell_count(self) -> int:
        return len(self._items)

    def top_sprite(self, cell: int, before: bool) -> SpriteItem | None:
        cells = self._before if before else self._contents
        top = top_of(cells[cell]) if 0 <= cell < len(cells) else None
        if top is None:
            return None
        colour = letter = picture = seat = None
        if top.stack:
            key = top.stack[-1]
            letter = self._name(top.piece)[:1].upper() if top.piece else None
            colour = disc_colour(key, self._colours)
            picture, seat = self._picture(top), self._art_seats.get(key)
        theme = self._theme

        def paint(painter: QPainter) -> None:
            paint_top(painter, theme, top, colour, letter, picture, seat)

        sprite = SpriteItem(SPRITE_RECT, paint, SPRITE_Z)
        sprite.hide()
        return sprite

    def hold_top(self, cell: int, held: bool) -> None:
        self._items[cell].set_top_hidden(held)

    def cell_rect(self, cell: int) -> QRectF:
        in_board = 0 <= cell < len(self._items)
        return self._items[cell].sceneBoundingRect() if in_board else QRectF()

    def cell_centre(self, cell: int) -> QPointF:
        return self._items[cell].pos()

    def _cell_of_point(self, point: QPointF) -> int:
        return next(c for c, item in enumerate(self._items) if item.pos() == point)

    def cell_at(self, point: QPointF) -> int | None:
        for item in self.items(point):
            if isinstance(item, HexCellItem):
                return item.cell
        return None

    def describe(self, cell: int) -> str:
        """The cell's label and contents in words (its tooltip), e.g. for a status line."""
        return self._items[cell].toolTip()

    # ----- layout ------------------------------------------------------------

    def _require_board(self) -> HexBoard:
        if self._board is None:
            raise RuntimeError("set_board() first")
        return self._board

    def _centre_of(self, q: int, r: int) -> QPointF:
        # Pointy-top cells; r grows away from seat 0, which sits at the bottom.
        x = SQRT3 * CELL_RADIUS * (q + r / 2)
        y = -ROW_STEP * r
        return QPointF(-x, -y) if self._flipped else QPointF(x, y)

    def _layout(self) -> None:
        board = self._require_board()
        for cell, item in enumerate(self._items):
            item.setPos(self._centre_of(*board.coords[cell]))
        m = board.side - 1
        reach = SQRT3 * CELL_RADIUS * m + FRAME_WIDTH
        outline = QPolygonF(
            [
                QPointF(reach * c, reach * s)
                for c, s in (
                    (1.0, 0.0),
                    (0.5, SQRT3 / 2),
                    (-0.5, SQRT3 / 2),
                    (-1.0, 0.0),
                    (-0.5, -SQRT3 / 2),
                    (0.5, -SQRT3 / 2),
                )
            ]
        )
        # Row letters midway between the first cells' edges and the frame's
        # edge; the cell numbers take the other rims (see _rim_numbers).
        gap = (SQRT3 / 2 * CELL_RADIUS + FRAME_WIDTH) / 2
        letters: list[tuple[QPointF, str]] = []
        for row in range(board.rows):
            first = board.row_cells(row)[0]
            centre = self._items[first].pos()
            side = -1.0 if centre.x() < 0 else 1.0
            letters.append((QPointF(centre.x() + side * gap, centre.y()), board.labels[first][0]))
        self._frame.set_geometry(outline, letters, self._rim_numbers(board))
        margin = 0.15 * CELL_RADIUS
        self.setSceneRect(outline.boundingRect().adjusted(-margin, -margin, margin, margin))
        self._layout_borders()

    def _rim_numbers(self, board: HexBoard) -> list[tuple[QPointF, str]]:
        """Cell numbers on the frame, where each line of equal numbers leaves
        the board: a cell's number runs down-right from the lower rows and
        up-right from the upper rows (the numbering turns at the middle row),
        so 1, 2... stand below the first row and above the last, and the
        higher numbers along the right-hand rims."""
        out: list[tuple[QPointF, str]] = []
        middle = 0
        for cell, (q, r) in enumerate(board.coords):
            for (dq, dr), wanted in (((1, -1), r <= middle), ((0, 1), r >= middle)):
                if wanted and (q + dq, r + dr) not in board.index_of:
                    out.append((self._centre_of(q + dq, r + dr), str(board.number_of[cell])))
        return out

    def _layout_borders(self) -> None:
        lines: list[QLineF] = []
        board = self._board
        if board is not None and self._regions and self._draw_borders:
            for a in range(board.size):
                for b in board.neighbours[a]:
                    if b > a and self._regions.get(a) != self._regions.get(b):
                        pa, pb = self._items[a].pos(), self._items[b].pos()
                        mid = (pa + pb) / 2
                        d = pb - pa
                        length = (d.x() ** 2 + d.y() ** 2) ** 0.5
                        # The shared edge is perpendicular to the centres' line, one side long.
                        perp = QPointF(-d.y(), d.x()) * (CELL_RADIUS / 2 / length)
                        lines.append(QLineF(mid - perp, mid + perp))
        self._borders.set_lines(lines)

    # ----- contents and tooltips --------------------------------------------

    def _name(self, key: str) -> str:
        if key in self._names:
            return self._names[key]
        if key in _NAMES:
            return QCoreApplication.translate("HexBoardScene", str(_NAMES[key]))
        if self._art is not None:
            if key in self._art.pieces.kinds:
                return piece_name(self._art.pieces, key)
            if key in self._art_seats:
                return seat_name(self._art.pieces, self._art_seats[key])
        return key

    def _picture(self, content: CellContent) -> Picture | None:
        if (
            self._art is None
            or not content.piece
            or not content.stack
            or content.piece not in self._art.pieces.kinds
        ):
            return None
        seat = self._art_seats.get(content.stack[-1])
        return None if seat is None else (self._art, content.piece, seat)

    def _words(self) -> tuple[str, str, str, str]:
        """The tooltips' words, translated once for a pass over the cells."""
        return (
            self.tr("{0} {1}"),
            self.tr("stack of {0}, {1} on top (from the bottom: {2})"),
            self.tr("empty"),
            self.tr("{0}: {1}"),
        )

    def _apply_content(self, cell: int, words: tuple[str, str, str, str]) -> None:
        content = self._contents[cell] if cell < len(self._contents) else CellContent()
        item = self._items[cell]
        colours = tuple(disc_colour(k, self._colours) for k in content.stack)
        letter = self._name(content.piece)[:1].upper() if content.piece else None
        seats = tuple(self._art_seats.get(k) for k in content.stack)
        if seats != item.stack_seats:
            item.stack_seats = seats
            item.update()
        item.set_content(content, colours, letter, self._picture(content))
        item.setToolTip(self._tooltip(cell, content, words))

    def _tooltip(self, cell: int, content: CellContent, words: tuple[str, str, str, str]) -> str:
        piece_words, stack_words, empty, tip = words
        label = self._items[cell].label
        parts: list[str] = []
        if content.lake:
            parts.append(self._name("lake"))
        if content.stack:
            top = self._name(content.stack[-1])
            if content.piece:
                top = piece_words.format(top, self._name(content.piece))
            if len(content.stack) == 1:
                parts.append(top)
            else:
                below = ", ".join(self._name(k) for k in content.stack)
                parts.append(stack_words.format(len(content.stack), top, below))
        if content.marker:
            parts.append(self._name(content.marker))
        if not parts:
            parts.append(empty)
        return tip.format(label, "; ".join(parts))

    # ----- entry ---------------------------------------------------------------

    def _after_fixed(self) -> list[Move]:
        n = len(self._fixed)
        return [_Steps(s[n:]) for s in self._all_moves if len(s) > n and s[:n] == self._fixed]

    def _has_board(self) -> bool:
        return self._board is not None

    def _occupied(self, cell: int) -> bool:
        content = self._contents[cell] if 0 <= cell < len(self._contents) else CellContent()
        return bool(content.stack or content.piece)

    def _drag_to(self, point: QPointF) -> None:
        self._ghost.setPos(point - QPointF(0.0, DISC_CENTRE_Y))

    # ----- drawing state -------------------------------------------------------

    def _moving_colour(self) -> QColor | None:
        cells = cells_of(self._prefix)
        if not cells:
            return None
        stack = self._contents[cells[0]].stack
        return disc_colour(stack[-1], self._colours) if stack else None

    def _refresh(self) -> None:
        if self._board is None:
            return
        enabled = self._input_enabled()
        prefix = tuple(cells_of(self._prefix)) if enabled else ()
        targets = set(continuations(self._moves, prefix)) if prefix and enabled else set()
        if self._drop_steps is not None:
            # Something is dragged in from outside: where it may be dropped.
            moves = [_Steps(s) for s in self._all_moves]
            targets = {
                c
                for c in cells_of(continuations(moves, self._drop_steps))
                if completed(moves, self._drop_steps + (c,)) is not None
            }
        elif enabled and self._fixed and not prefix:
            # A kind chosen off the board: the cells that finish the move.
            targets = {c for c in self._starts if completed(self._moves, (c,)) is not None}
        clickable = set(targets)
        if enabled and len(prefix) <= 1:
            clickable |= self._starts
        if prefix:
            clickable.add(prefix[-1])
        moving = self._moving_colour()
        lifted = (
            prefix[0]
            if prefix and moving is not None and (len(prefix) >= 2 or self._dragging)
            else None
        )
        last = set(self._ends(self._last_move))
        hint = set(self._ends(self._hint))
        for cell, item in enumerate(self._items):
            # Under the mouse and usable; while dragging, only drop targets light up.
            hovered = cell == self._hover and (
                cell in targets if self._dragging else cell in clickable
            )
            # Only a cell whose marks changed is painted again (its kept picture).
            item.set_marks(
                selected=bool(prefix) and cell == prefix[0],
                target=cell in targets,
                lifted=cell == lifted,
                last_move=cell in last,
                hint=cell in hint,
                hovered=hovered,
                keyboard_cursor=cell == self._cursor,
            )
            pointing = cell in clickable
            if pointing != item.hasCursor():
                if pointing:
                    item.setCursor(Qt.CursorShape.PointingHandCursor)
                else:
                    item.unsetCursor()
        self._last_path.set_points(self._points(self._last_move))
        self._hint_path.set_points(self._points(self._hint))
        self._select_path.set_points(self._points(prefix) if len(prefix) >= 2 else [])
        self._show_preview(prefix, targets)
        if moving is not None and (len(prefix) >= 2 or self._dragging):
            content = self._contents[prefix[0]]
            letter = self._name(content.piece)[:1].upper() if content.piece else None
            stoppable = completed(self._moves, prefix) is not None and not self._dragging
            self._ghost.set_piece(moving, letter, stoppable, self._picture(content))
            self._ghost.setToolTip(
                self.tr("Click the piece again to end the move here") if stoppable else ""
            )
            if not self._dragging:
                self._ghost.setPos(self.cell_centre(prefix[-1]))
            self._ghost.show()
        else:
            self._ghost.hide()

    def _show_preview(self, prefix: tuple[int, ...], targets: set[Hashable]) -> None:
        """The ways from the picked piece to the destination under the mouse
        (or the keyboard cursor), when the controller gave them."""
        ways: list[tuple[int, ...]] = []
        if len(prefix) == 1:
            pointed = next((c for c in (self._hover, self._cursor) if c in targets), None)
            if pointed is not None:
                ways = self._paths.get((prefix[0], pointed), [])
        while len(self._preview_paths) < len(ways):
            colour = QColor(self._theme.select.darker(140))  # darker: it crosses light wood
            colour.setAlpha(220)
            item = PathItem(colour, 0.12 * CELL_RADIUS, dashed=False, z=24)
            self.addItem(item)
            self._preview_paths.append(item)
        for index, item in enumerate(self._preview_paths):
            item.set_points(self._points(ways[index]) if index < len(ways) else [])

    @staticmethod
    def _ends(steps: tuple[int, ...] | None) -> tuple[int, ...]:
        if not steps:
            return ()
        return (steps[0], steps[-1])

    def _points(self, steps: tuple[int, ...] | None) -> list[QPointF]:
        if not steps or self._board is None:
            return []
        return [self.cell_centre(c) for c in steps if 0 <= c < len(self._items)]

    # ----- steps dragged in from outside (a reserve) ---------------------------

    def _drop_move(self, event: QGraphicsSceneDragDropEvent) -> tuple[Hashable, ...] | None:
        steps = _dropped_steps(event.mimeData())
        cell = self.cell_at(event.scenePos())
        if steps is None or cell is None or self._locked or self._board is None:
            return None
        move = steps + (cell,)
        return move if move in self._all_moves else None

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        steps = _dropped_steps(event.mimeData())
        moves = [_Steps(s) for s in self._all_moves]
        if steps is None or self._locked or not continuations(moves, steps):
            event.ignore()
            return
        self._drop_steps = steps
        event.acceptProposedAction()
        self._refresh()

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        ok = self._drop_move(event) is not None
        hover = self.cell_at(event.scenePos())
        if hover != self._hover:
            self._hover = hover
            self._refresh()
        event.setAccepted(ok)
        if ok:
            event.acceptProposedAction()

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self._drop_steps = None
        self._hover = None
        self._refresh()
        event.accept()

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        move = self._drop_move(event)
        self._drop_steps = None
        if move is None:
            event.ignore()
            self._refresh()
            return
        event.acceptProposedAction()
        self._end_drag()
        self._locked = True
        self._set_prefix(())
        self._refresh()
        self.moveRequested.emit(move)

    # ----- keyboard -------------------------------------------------------------

    def _move_cursor(self, dx: int, dy: int) -> None:
        """Move the keyboard cursor to the next cell on screen in that direction."""
        board = self._require_board()
        if self._cursor is None:
            cells = cells_of(self._prefix)
            self._cursor = cells[-1] if cells else board.centre
            return
        here = self.cell_centre(self._cursor)
        best: tuple[float, int] | None = None
        for cell in range(board.size):
            p = self.cell_centre(cell)
            ddx, ddy = p.x() - here.x(), p.y() - here.y()
            if dy == 0:
                ok = abs(ddy) < 1 and ddx * dx > 1
                cost = abs(ddx)
            else:
                ok = abs(ddy - dy * ROW_STEP) < 1
                # Two cells are equally near: up leans right, down leans left, so
                # up then down comes back to the same cell.
                cost = abs(ddx) + (0.1 if ddx * dy > 0 else 0.0)
            if ok and (best is None or cost < best[0]):
                best = (cost, cell)
        if best is not None:
            self._cursor = best[1]


class HexBoardView(QGraphicsView):
    """Shows a board scene scaled to fit, redrawn as vectors at every size."""

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(160, 160)
        if scene is not None:
            self.setScene(scene)

    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 (Qt override)
        old = self.scene()
        if old is not None:
            old.sceneRectChanged.disconnect(self._fit)
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._fit)
            self._fit()

    def _fit(self, _rect: QRectF | None = None) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()


def hex_view(scene: QGraphicsScene) -> QGraphicsView:
    """A board view for an adapter: the board's frame is the picture, around
    it the window's own colour."""
    view = HexBoardView(scene)
    view.setBackgroundBrush(view.palette().window())
    return view
