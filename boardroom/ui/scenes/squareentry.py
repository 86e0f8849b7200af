"""The square board scene's side of move entry: the input rules are the
hex scene's (:mod:`boardroom.ui.scenes.cellentry`); here is what is the
square board's own (squares, the keyboard cursor one square at a time, the
moves read with their paths and captures, and the marks the entry wants
shown), so the scene file holds the drawing.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt

from boardroom.engine.game import Move
from boardroom.engine.steps import continuations
from boardroom.ui.scenes.cellentry import CellEntryScene

if TYPE_CHECKING:
    from boardroom.ui.scenes.squaredecor import GhostItem
    from boardroom.ui.scenes.squarelayout import SquareLayout


@dataclass
class EntryMarks:
    """What the move entry wants shown on the squares."""

    selected: int | None = None
    targets: set[int] = field(default_factory=set)
    captures: set[int] = field(default_factory=set)
    clickable: set[int] = field(default_factory=set)
    hovered: int | None = None
    lifted: int | None = None  # the moving piece's square, drawn faded
    ghost_at: int | None = None  # where the moving piece is shown
    preview: tuple[int, ...] | None = None  # path of the move under the mouse

    def cursor_shape(self, square: int) -> Qt.CursorShape:
        return (
            Qt.CursorShape.PointingHandCursor
            if square in self.clickable
            else Qt.CursorShape.ArrowCursor
        )


@dataclass(frozen=True)
class SquareMove:
    """A legal move as the scene reads it. Engine moves with the same attribute
    names (``steps``; optional ``path`` and ``capture``) may be given directly."""

    steps: tuple[Hashable, ...]
    path: tuple[int, ...] | None = None  # squares touched, turning points included
    capture: bool | None = None  # None: "the target square holds a piece"


def as_move(move: Any) -> Any:
    """An object with ``steps``: ``move`` itself, or a steps sequence wrapped."""
    return SquareMove(tuple(move)) if isinstance(move, Sequence) else move


class SquareEntryScene(CellEntryScene):
    """Move entry on squares; SquareBoardScene adds the drawing."""

    if TYPE_CHECKING:
        _layout: SquareLayout | None
        _pieces: dict[int, tuple[str, int]]
        _flipped: bool
        _ghost: GhostItem

        def _move_path(self, move: Any) -> tuple[int, ...] | None: ...

    def _entry_moves(self, moves: Sequence[Any]) -> list[Move]:
        """Objects with ``steps`` (engine moves keep their paths and
        captures), or steps tuples wrapped."""
        return [as_move(m) for m in moves]

    def _has_board(self) -> bool:
        return self._layout is not None

    def _occupied(self, cell: int) -> bool:
        return cell in self._pieces

    def _drag_to(self, point: QPointF) -> None:
        self._ghost.setPos(point)

    def mouse_left(self) -> None:
        """The mouse left the view: forget the hovered square (and its preview)."""
        if self._hover is not None and not self._dragging:
            self._hover = None
            self._refresh()

    # ----- what to show -----------------------------------------------------------

    def _entry_marks(self) -> EntryMarks:
        marks = EntryMarks()
        enabled = self._input_enabled()
        prefix = self._prefix if enabled else ()
        squares = [s for s in prefix if isinstance(s, int)]
        if not squares:
            marks.clickable = set(self._starts) if enabled else set()
            if self._hover in marks.clickable:
                marks.hovered = self._hover
            return marks
        marks.selected = squares[0]
        nexts = [s for s in continuations(self._moves, prefix) if isinstance(s, int)]
        marks.targets = set(nexts)
        for target in nexts:
            flags = [
                getattr(m, "capture", None)
                for m in self._moves
                if tuple(m.steps[: len(prefix) + 1]) == prefix + (target,)
            ]
            told = [f for f in flags if isinstance(f, bool)]
            capture = any(told) if told else (target in self._pieces and target != squares[0])
            if capture:
                marks.captures.add(target)
        marks.clickable = marks.targets | {squares[-1]}
        if len(prefix) <= 1:
            marks.clickable |= self._starts
        if self._dragging:
            marks.hovered = self._hover if self._hover in marks.targets else None
        elif self._hover in marks.clickable:
            marks.hovered = self._hover
        if self._dragging or len(squares) >= 2:
            marks.lifted = squares[0]
            marks.ghost_at = squares[-1]
        focus = (
            self._hover
            if self._hover in marks.targets
            else self._cursor
            if self._cursor in marks.targets
            else None
        )
        if focus is not None:
            extended = prefix + (focus,)
            for move in self._moves:
                if tuple(move.steps[: len(extended)]) == extended:
                    marks.preview = self._move_path(move)
                    break
        return marks

    # ----- keyboard -----------------------------------------------------------------

    def _move_cursor(self, dx: int, dy: int) -> None:
        """Move the keyboard cursor one square on screen (dy > 0 is down)."""
        layout = self._layout
        assert layout is not None
        if self._cursor is None:
            squares = [s for s in self._prefix if isinstance(s, int)]
            if squares:
                self._cursor = squares[-1]
            elif self._starts:
                self._cursor = min(self._starts)
            else:
                self._cursor = layout.square(layout.files // 2, layout.ranks // 2)
            return
        file, rank = layout.coords(self._cursor)
        sign = -1 if self._flipped else 1
        file = min(max(file + sign * dx, 0), layout.files - 1)
        rank = min(max(rank - sign * dy, 0), layout.ranks - 1)
        self._cursor = layout.square(file, rank)
