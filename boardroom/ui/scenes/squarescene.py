"""A square board scene for the games played on squares.

Like the hex scene it knows no rules: it is given a :class:`SquareLayout`,
the pieces (square -> (kind letter, seat)) and the legal moves (objects with
``steps``, e.g. ``(from, to)`` or ``(from, to, promotion)``, and optionally
``path``, the squares the move touches), lets the player enter one of them by
clicks, drag and drop or the keyboard, and emits ``moveRequested`` with the
move's full steps. When a move needs a non-square step (a promotion kind)
and there is more than one, it asks ``choose_completion(options)``.

After ``moveRequested`` the scene ignores input until ``set_legal_moves`` is
called again, so a stray click cannot send a second move for the same turn.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QLineF, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from boardroom.ui.couch import board_factor
from boardroom.ui.pieceart import PieceArt, PieceSet, piece_name, seat_name
from boardroom.ui.scenes.boardscene import Chooser
from boardroom.ui.scenes.cellmotion import CellMotion
from boardroom.ui.scenes.hexscene import HexBoardView
from boardroom.ui.scenes.movepath import MovePath, Timeline
from boardroom.ui.scenes.moveplayer import Clock, SpriteItem
from boardroom.ui.scenes.squaredecor import (
    FRAME_MARGIN,
    NAME_BAND,
    FrameItem,
    GhostItem,
    PathItem,
    RegionItem,
    SideName,
)
from boardroom.ui.scenes.squareentry import SquareEntryScene, SquareMove, as_move
from boardroom.ui.scenes.squareitems import (
    PIECE_INSET,
    SQUARE,
    PieceItem,
    SquareItem,
    SquareTheme,
)
from boardroom.ui.scenes.squarelayout import FILE_LETTERS, Region, SquareLayout

# Over the pieces and the last move's path, under the dragged piece.
SPRITE_Z = 35.0

__all__ = ["Region", "SquareBoardScene", "SquareBoardView", "SquareLayout", "SquareMove", "as_move"]


class SquareBoardView(HexBoardView):
    """The board view: scales the scene to fit, redrawn as vectors at every size."""

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().leaveEvent(event)
        scene = self.scene()
        if isinstance(scene, SquareBoardScene):
            scene.mouse_left()  # no preview left behind for a square under no mouse


class SquareBoardScene(SquareEntryScene):
    """Draws a square board and turns clicks, drags and keys into legal moves."""

    def __init__(
        self, pieces: PieceSet, parent: QWidget | None = None, theme: SquareTheme | None = None
    ) -> None:
        super().__init__(parent)
        self._theme = theme or SquareTheme()
        self._piece_set = pieces
        self._art = PieceArt(pieces, halo=self._theme.piece_halo)
        self._layout: SquareLayout | None = None
        self._squares: list[SquareItem] = []
        self._marked: set[int] = set()  # squares with a mark or a pointing hand
        # The names in the squares' tooltips, kept for their layout (it is frozen).
        self._tip_names: tuple[SquareLayout | None, list[tuple[str, str | None]]] = (None, [])
        self._lifted: int | None = None  # the square whose piece is drawn faded
        self._piece_items: list[PieceItem] = []
        self._pieces: dict[int, tuple[str, int]] = {}
        self._before: dict[int, tuple[str, int]] | None = None  # the position shown before
        self._motion = CellMotion(self, self, arc=1.2 * SQUARE)
        self._flipped = False
        self._local_coordinates = False
        self._last_move: tuple[int, ...] | None = None
        self._hint: tuple[int, ...] | None = None
        self._check: set[int] = set()
        # Called with the possible next non-square steps (e.g. promotion kinds)
        # when there are several; returns one of them, or None to go back.
        self.choose_completion: Chooser | None = None
        self._init_entry()

        theme_ = self._theme
        self._frame = FrameItem(theme_)
        self._regions = RegionItem(theme_)
        self._last_path = PathItem(
            QColor(theme_.last_move.red(), theme_.last_move.green(), theme_.last_move.blue(), 170),
            0.1 * SQUARE,
            dashed=False,
            z=20,
        )
        self._preview = PathItem(theme_.preview, 0.1 * SQUARE, dashed=False, z=25)
        self._hint_path = PathItem(theme_.hint, 0.1 * SQUARE, dashed=True, z=30)
        self._ghost = GhostItem(self._art, theme_)
        for item in (
            self._frame,
            self._regions,
            self._last_path,
            self._preview,
            self._hint_path,
            self._ghost,
        ):
            self.addItem(item)

    # ----- data in -------------------------------------------------------

    def set_layout(self, layout: SquareLayout) -> None:
        """Lay out the squares of ``layout``; clears pieces, moves and marks."""
        self._motion.finish()
        self._before = None
        for item in self._squares + self._piece_items:
            self.removeItem(item)
        self._layout = layout
        self._squares, self._piece_items = [], []
        self._marked, self._lifted = set(), None  # the new squares are bare
        for square in range(layout.size):
            item = SquareItem(
                square, layout.name(square), layout.square_colour(square), self._theme
            )
            item.local_label = layout.local_name(square) if self._local_coordinates else None
            piece = PieceItem(square, self._art, item)
            self.addItem(item)
            self.addItem(piece)
            self._squares.append(item)
            self._piece_items.append(piece)
        self._pieces = {}
        self._last_move = self._hint = None
        self._check = set()
        self._reset_entry()
        self._place()
        self._update_tooltips()
        self._refresh()

    def set_pieces(self, pieces: Mapping[int, tuple[str, int]]) -> None:
        """What stands where: square -> (kind letter, seat); other squares are empty."""
        layout = self._require_layout()
        for square in pieces:
            if not 0 <= square < layout.size:
                raise ValueError(f"no square {square} on a {layout.files}x{layout.ranks} board")
        new = {sq: (str(kind), int(seat)) for sq, (kind, seat) in pieces.items()}
        if new != self._pieces:  # a new position: a move still shown arriving lands now
            self._motion.finish()
            self._before = self._pieces
        self._pieces = new
        for square, item in enumerate(self._piece_items):
            item.set_piece(self._pieces.get(square))
        self._update_tooltips()
        self._refresh()

    def set_last_move(self, move: Any) -> None:
        """Mark a move (an object with ``steps``/``path`` or its steps); None clears."""
        self._last_move = self._move_path(move)
        self._refresh()

    def play_move(self, path: MovePath, timeline: Timeline, clock: Clock) -> bool:
        """Show the move from the position drawn before this one to this one."""
        entered = self._as_entered(path)
        if self._layout is None or self._before is None or entered.is_empty():
            return False
        return self._motion.play(entered, Timeline(entered, timeline.step_ms), clock)

    def finish_animation(self) -> None:
        self._motion.finish()

    def is_animating(self) -> bool:
        return self._motion.running()

    # cellmotion's host

    def cell_count(self) -> int:
        return len(self._squares)

    def cell_centre(self, cell: int) -> QPointF:
        return self.square_centre(cell)

    def top_sprite(self, cell: int, before: bool) -> SpriteItem | None:
        pieces = (self._before or {}) if before else self._pieces
        piece = pieces.get(cell)
        if piece is None:
            return None
        art = self._art
        half = SQUARE / 2 - PIECE_INSET

        def paint(painter: QPainter) -> None:
            art.paint(painter, QRectF(-half, -half, 2 * half, 2 * half), *piece)

        sprite = SpriteItem(QRectF(-SQUARE / 2, -SQUARE / 2, SQUARE, SQUARE), paint, SPRITE_Z)
        sprite.hide()
        return sprite

    def hold_top(self, cell: int, held: bool) -> None:
        self._piece_items[cell].set_held(held)

    def set_hint(self, move: Any) -> None:
        """Show a suggested move as a dashed arrow; None clears."""
        self._hint = self._move_path(move)
        self._refresh()

    def set_check(self, squares: Iterable[int] | None) -> None:
        """Squares of Kings in check (a red halo); None or () clears."""
        self._check = set(squares or ())
        self._refresh()

    def set_flipped(self, flipped: bool) -> None:
        """Turn the board half a turn (seat 1 at the bottom); text stays upright."""
        if flipped != self._flipped:
            self._flipped = flipped
            if self._layout is not None:
                self._place()
                self._refresh()

    def set_local_coordinates(self, shown: bool) -> None:
        """Show each square's coordinates inside its region (e.g. "C3") in a corner."""
        self._local_coordinates = shown
        layout = self._layout
        for item, piece in zip(self._squares, self._piece_items, strict=True):
            item.local_label = layout.local_name(item.square) if shown and layout else None
            item.update()
            piece.update()  # the label is drawn above the piece

    def set_text_scale(self, scale: float) -> None:
        """The frame's words larger: they grow with the board already, so by
        half the table scale."""
        self._theme.text_scale = board_factor(scale)
        self.update()

    def set_completion_chooser(self, chooser: Chooser | None) -> None:
        self.choose_completion = chooser

    # ----- queries (for the controller and tests) ----------------------------

    def board_layout(self) -> SquareLayout | None:
        return self._layout

    def pieces(self) -> dict[int, tuple[str, int]]:
        return dict(self._pieces)

    def is_flipped(self) -> bool:
        return self._flipped

    def square_item(self, square: int) -> SquareItem:
        return self._squares[square]

    def cell_rect(self, cell: int) -> QRectF:
        in_board = 0 <= cell < len(self._squares)
        return self._squares[cell].sceneBoundingRect() if in_board else QRectF()

    def piece_item(self, square: int) -> PieceItem:
        return self._piece_items[square]

    def square_centre(self, square: int) -> QPointF:
        return self._squares[square].pos() + QPointF(SQUARE / 2, SQUARE / 2)

    def square_at(self, point: QPointF) -> int | None:
        for item in self.items(point):
            if isinstance(item, SquareItem):
                return item.square
        return None

    def cell_at(self, point: QPointF) -> int | None:
        return self.square_at(point)

    def has_regions(self) -> bool:
        return self._layout is not None and bool(self._layout.regions)

    def preview_path(self) -> list[QPointF]:
        """The points of the previewed move's path ([] when none is shown)."""
        return list(self._preview.points) if self._preview.isVisible() else []

    def describe(self, square: int) -> str:
        """The square's names and contents in words (its tooltip)."""
        return self._squares[square].toolTip()

    # ----- layout ------------------------------------------------------------

    def _require_layout(self) -> SquareLayout:
        if self._layout is None:
            raise RuntimeError("set_layout() first")
        return self._layout

    def _origin(self, file: int, rank: int) -> QPointF:
        """Top-left corner of a square; seat 0's first rank at the bottom unless flipped."""
        layout = self._require_layout()
        if self._flipped:
            return QPointF((layout.files - 1 - file) * SQUARE, rank * SQUARE)
        return QPointF(file * SQUARE, (layout.ranks - 1 - rank) * SQUARE)

    def _place(self) -> None:
        layout = self._require_layout()
        for square, item in enumerate(self._squares):
            origin = self._origin(*layout.coords(square))
            item.setPos(origin)
            self._piece_items[square].setPos(origin)
        board = QRectF(0.0, 0.0, layout.files * SQUARE, layout.ranks * SQUARE)
        half = FRAME_MARGIN / 2
        labels: list[tuple[QPointF, str]] = []
        for file in range(layout.files):
            x = self._origin(file, 0).x() + SQUARE / 2
            labels += [
                (QPointF(x, board.bottom() + half), FILE_LETTERS[file]),
                (QPointF(x, board.top() - half), FILE_LETTERS[file]),
            ]
        for rank in range(layout.ranks):
            y = self._origin(0, rank).y() + SQUARE / 2
            labels += [
                (QPointF(board.left() - half, y), str(rank + 1)),
                (QPointF(board.right() + half, y), str(rank + 1)),
            ]
        names: list[tuple[QRectF, str]] = []
        side_names: list[SideName] = []
        for region in layout.regions:
            rect = self._region_rect(region)
            # Along the side the region touches, in the frame; only a region
            # in the middle keeps its name on the squares.
            if abs(rect.left() - board.left()) < 1e-6:
                x, side = board.left() - FRAME_MARGIN - NAME_BAND / 2, -1
            elif abs(rect.right() - board.right()) < 1e-6:
                x, side = board.right() + FRAME_MARGIN + NAME_BAND / 2, 1
            else:
                names.append(self._name_place(region, board))
                continue
            side_names.append((QPointF(x, rect.center().y()), rect.height(), side, region.name))
        self._frame.set_geometry(board, labels, side_names)
        fronts = [
            QLineF(x, board.top(), x, board.bottom())
            for x in (
                max(self._origin(f, 0).x(), self._origin(f + 1, 0).x()) for f in layout.file_fronts
            )
        ]
        fronts += [
            QLineF(board.left(), y, board.right(), y)
            for y in (
                max(self._origin(0, r).y(), self._origin(0, r + 1).y()) for r in layout.rank_fronts
            )
        ]
        self._regions.set_geometry(board, names, fronts)
        outer = self._frame.outer()
        margin = 0.1 * SQUARE
        self.setSceneRect(outer.adjusted(-margin, -margin, margin, margin))

    def _name_place(self, region: Region, board: QRectF) -> tuple[QRectF, str]:
        """Where a region's name goes: on its side towards the board's middle, the
        part left empty longest (home regions fill from the outer edge)."""
        rect = self._region_rect(region)
        band = SQUARE
        middle = board.center().y()
        if rect.bottom() <= middle + 1e-6:
            rect.setTop(rect.bottom() - band)
        elif rect.top() >= middle - 1e-6:
            rect.setBottom(rect.top() + band)
        return rect, region.name

    def _region_rect(self, region: Region) -> QRectF:
        a = self._origin(region.files[0], region.ranks[0])
        b = self._origin(region.files[1], region.ranks[1])
        return QRectF(a, b).normalized().adjusted(0.0, 0.0, SQUARE, SQUARE)

    # ----- tooltips ------------------------------------------------------------

    def _update_tooltips(self) -> None:
        layout = self._layout
        if layout is None:
            return
        if self._tip_names[0] is not layout:
            self._tip_names = (layout, [self._square_names(layout, s) for s in range(layout.size)])
        names = self._tip_names[1]
        # The words once for all the squares, not once a square.
        inside, empty, piece_words, tip = (
            self.tr("{0} ({1})"),
            self.tr("empty"),
            self.tr("{0} {1}"),
            self.tr("{0}: {1}"),
        )
        for square, item in enumerate(self._squares):
            name, local = names[square]
            if local is not None:
                name = inside.format(name, local)
            piece = self._pieces.get(square)
            if piece is None:
                what = empty
            else:
                what = piece_words.format(
                    seat_name(self._piece_set, piece[1]), piece_name(self._piece_set, piece[0])
                )
            item.setToolTip(tip.format(name, what))

    @staticmethod
    def _square_names(layout: SquareLayout, square: int) -> tuple[str, str | None]:
        """A square's name, and its region's with the local coordinates if it has them."""
        local = layout.local_name(square)
        region = layout.region_of(square)
        if local is not None and region is not None:
            return layout.name(square), f"{region.name} {local}"
        return layout.name(square), None

    # ----- paths -------------------------------------------------------------------

    def _move_path(self, move: Any) -> tuple[int, ...] | None:
        """The squares a move touches: its ``path`` if it has one, else its square steps."""
        if move is None:
            return None
        path = getattr(move, "path", None)
        if path is not None and len(path) >= 1 and all(isinstance(s, int) for s in path):
            return tuple(path)
        steps = move.steps if hasattr(move, "steps") else move
        squares = tuple(s for s in steps if isinstance(s, int))
        return squares or None

    def _hops(self, path: Sequence[int]) -> list[bool]:
        return self._require_layout().hops(path, self._pieces)

    def _show_path(self, item: PathItem, path: Sequence[int] | None) -> None:
        if not path or self._layout is None or not all(0 <= s < len(self._squares) for s in path):
            item.set_points([])
            return
        item.set_points([self.square_centre(s) for s in path], self._hops(path))

    # ----- drawing state -------------------------------------------------------------

    def _refresh(self) -> None:
        if self._layout is None:
            return
        entry = self._entry_marks()
        ends = {p[i] for p in (self._last_move,) if p for i in (0, -1)}
        hint = {p[i] for p in (self._hint,) if p for i in (0, -1)}
        # A square with no mark and the arrow now and before stays as it is:
        # only those marked (or pointing) now or at the last refresh are set.
        wanted: set[int | None] = {entry.selected, entry.hovered, self._cursor}
        wanted |= entry.targets | entry.captures | entry.clickable | ends | hint | self._check
        count = len(self._squares)
        marked = {s for s in wanted if isinstance(s, int) and 0 <= s < count}
        for square in sorted(marked | self._marked):
            item = self._squares[square]
            # Only a square whose marks changed is painted again.
            item.set_marks(
                (
                    square == entry.selected,
                    square in entry.targets,
                    square in entry.captures,
                    square in ends,
                    square in hint,
                    square in self._check,
                    square == entry.hovered,
                    square == self._cursor,
                )
            )
            shape = entry.cursor_shape(square)
            if item.cursor().shape() != shape:
                item.setCursor(shape)
        self._marked = marked
        for faded in {entry.lifted, self._lifted}:
            if isinstance(faded, int) and 0 <= faded < len(self._piece_items):
                piece = self._piece_items[faded]
                lifted = faded == entry.lifted
                if piece.lifted != lifted:
                    piece.lifted = lifted
                    piece.update()
        self._lifted = entry.lifted
        self._show_path(self._last_path, self._last_move)
        self._show_path(self._hint_path, self._hint)
        self._show_path(self._preview, entry.preview)
        moving = self._pieces.get(entry.lifted) if entry.lifted is not None else None
        if moving is not None and entry.ghost_at is not None:
            self._ghost.set_piece(moving)
            if not self._dragging:
                self._ghost.setPos(self.square_centre(entry.ghost_at))
            self._ghost.show()
        else:
            self._ghost.hide()

    def _ask_completion(self, options: list[Hashable]) -> Hashable | None:
        chooser = self.choose_completion
        return options[0] if chooser is None else chooser(options)
