"""Move entry for the square board scene: clicks, drag and drop, keys.

A mixin so the scene file holds the drawing and this one the input rules
(the same as the hex scene's: pick a piece that may move, then a target;
drag a piece onto a target; arrows and Enter; Esc or right-click cancel).
Non-square steps after the squares (promotion kinds) are asked from the
scene's completion chooser when there is more than one.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent

from boardroom.engine.steps import completed, continuations

if TYPE_CHECKING:
    from boardroom.ui.scenes.squaredecor import GhostItem
    from boardroom.ui.scenes.squarelayout import SquareLayout


@dataclass
class _Press:
    square: int
    on_landing: bool  # pressed the piece already selected / its current landing
    screen: QPointF


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
    return move if hasattr(move, "steps") else SquareMove(tuple(move))


class SquareEntryMixin:
    """Input handling; mixed into SquareBoardScene (which provides the rest)."""

    if TYPE_CHECKING:
        _layout: SquareLayout | None
        _pieces: dict[int, tuple[str, int]]
        _flipped: bool
        _ghost: GhostItem

        def _refresh(self) -> None: ...
        def _emit(self, steps: tuple[Hashable, ...]) -> None: ...
        def _emit_selection(self, prefix: tuple[Hashable, ...]) -> None: ...
        def _emit_cursor(self, cell: int) -> None: ...
        def _emit_refused(self, steps: tuple[Hashable, ...]) -> None: ...
        def _ask_completion(self, options: list[Hashable]) -> Hashable | None: ...
        def _move_path(self, move: Any) -> tuple[int, ...] | None: ...
        def square_at(self, point: QPointF) -> int | None: ...

    def _init_entry(self) -> None:
        self._moves: list[Any] = []
        self._starts: set[int] = set()
        self._locked = False
        self._prefix: tuple[Hashable, ...] = ()
        self._press: _Press | None = None
        self._dragging = False
        self._hover: int | None = None
        self._cursor: int | None = None

    def _reset_entry(self) -> None:
        self._moves, self._starts = [], set()
        self._set_prefix(())
        self._locked = False
        self._end_drag()
        self._hover = self._cursor = None

    # ----- public --------------------------------------------------------------

    def set_legal_moves(self, moves: Sequence[Any]) -> None:
        """The moves the player may make (objects with ``steps``, or steps
        tuples); [] disables input. A selection still leading somewhere is kept."""
        wrapped = [as_move(m) for m in moves]
        self._moves = [m for m in wrapped if len(m.steps) > 0]
        self._starts = {s for s in continuations(self._moves, ()) if isinstance(s, int)}
        self._locked = False
        if self._prefix and not (
            continuations(self._moves, self._prefix) or completed(self._moves, self._prefix)
        ):
            self._set_prefix(())
        self._end_drag()
        self._refresh()

    def cancel_selection(self) -> None:
        self._end_drag()
        self._set_prefix(())
        self._refresh()

    def stop_here(self) -> bool:
        """End a multi-square move at its current landing, if that is a whole move."""
        if (
            self._prefix
            and self._input_enabled()
            and completed(self._moves, self._prefix) is not None
        ):
            self._emit_move()
            return True
        return False

    def prefix(self) -> tuple[Hashable, ...]:
        return self._prefix

    def next_steps(self) -> list[int]:
        """Squares that may be chosen next (the highlighted ones)."""
        if not self._input_enabled():
            return []
        if not self._prefix:
            return sorted(self._starts)
        return [s for s in continuations(self._moves, self._prefix) if isinstance(s, int)]

    def mouse_left(self) -> None:
        """The mouse left the view: forget the hovered square (and its preview)."""
        if self._hover is not None and not self._dragging:
            self._hover = None
            self._refresh()

    def cursor_cell(self) -> int | None:
        """The keyboard cursor's square (named as in the hex scene)."""
        return self._cursor

    # ----- selection ------------------------------------------------------------

    def _input_enabled(self) -> bool:
        return bool(self._moves) and not self._locked and self._layout is not None

    def _set_prefix(self, prefix: tuple[Hashable, ...]) -> None:
        if prefix != self._prefix:
            self._prefix = prefix
            self._emit_selection(prefix)

    def _extend(self, square: int) -> None:
        self._settle(self._prefix + (square,))

    def _settle(self, prefix: tuple[Hashable, ...]) -> None:
        """Go on from ``prefix``: send a finished move, wait for more squares, or
        ask which non-square step (promotion kind) completes it."""
        while True:
            nexts = continuations(self._moves, prefix)
            if not nexts:
                self._prefix = prefix
                self._emit_move()
                return
            if any(isinstance(s, int) for s in nexts) or completed(self._moves, prefix) is not None:
                self._set_prefix(prefix)
                self._refresh()
                return
            self._end_drag()
            choice = nexts[0] if len(nexts) == 1 else self._ask_completion(list(nexts))
            if choice is None or choice not in nexts:
                # Changed their mind: the piece stays picked up.
                self._set_prefix(prefix[:1])
                self._refresh()
                return
            prefix = prefix + (choice,)

    def _emit_move(self) -> None:
        steps = self._prefix
        self._end_drag()
        self._locked = True
        self._set_prefix(())
        self._refresh()
        self._emit(steps)

    def _press_square(self, square: int, screen: QPointF) -> None:
        """The first half of a click (or of a drag)."""
        self._press = None
        if not self._input_enabled():
            return
        prefix = self._prefix
        if prefix and square == prefix[-1]:
            self._press = _Press(square, on_landing=True, screen=screen)
            return
        if prefix and square in continuations(self._moves, prefix):
            self._extend(square)
            return
        if len(prefix) <= 1 and square in self._starts:
            self._set_prefix(())
            self._extend(square)
            if self._prefix == (square,):
                self._press = _Press(square, on_landing=False, screen=screen)
            return
        if len(prefix) == 1:
            self.cancel_selection()
        self._refused(prefix, square)

    def _refused(self, prefix: tuple[Hashable, ...], square: int) -> None:
        """Tell why a click went nowhere: after a selection, or on a piece that
        cannot be picked (a click on an empty square alone asks nothing)."""
        if prefix or square in self._pieces:
            self._emit_refused(prefix + (square,))

    def _release_square(self, square: int | None) -> None:
        """The second half: a drop if dragging, otherwise maybe a click on the piece."""
        press, self._press = self._press, None
        if self._dragging:
            self._end_drag()
            if (
                square is not None
                and self._input_enabled()
                and square in continuations(self._moves, self._prefix)
            ):
                self._extend(square)
            else:
                self._refresh()  # snap back
                if (
                    square is not None
                    and self._input_enabled()
                    and self._prefix
                    and square != self._prefix[-1]
                ):
                    self._refused(self._prefix, square)
            return
        if press is None or not press.on_landing or square != press.square:
            return
        if completed(self._moves, self._prefix) is not None:
            self._emit_move()
        elif len(self._prefix) == 1:
            self.cancel_selection()

    def _end_drag(self) -> None:
        self._dragging = False
        self._press = None

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

    # ----- mouse ----------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        if event.button() == Qt.MouseButton.RightButton:
            self.cancel_selection()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._cursor = None
        square = self.square_at(event.scenePos())
        if square is None:
            if len(self._prefix) == 1:
                self.cancel_selection()
            self._refresh()
            return
        self._press_square(square, QPointF(event.screenPos()))
        self._refresh()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        press = self._press
        if press is not None and not self._dragging and event.buttons() & Qt.MouseButton.LeftButton:
            moved = QPointF(event.screenPos()) - press.screen
            if moved.manhattanLength() >= QApplication.startDragDistance() and continuations(
                self._moves, self._prefix
            ):
                self._dragging = True
                self._refresh()
        if self._dragging:
            self._ghost.setPos(event.scenePos())
        hover = self.square_at(event.scenePos())
        if hover != self._hover:
            self._hover = hover
            self._refresh()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._release_square(self.square_at(event.scenePos()))
        self._refresh()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        # A fast second click is still a click.
        self.mousePressEvent(event)

    # ----- keyboard -----------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        arrows = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if self._layout is None:
            QGraphicsScene.keyPressEvent(self, event)  # type: ignore[arg-type]
            return
        if key in arrows:
            self._move_cursor(*arrows[Qt.Key(key)])
            if self._cursor is not None:
                self._emit_cursor(self._cursor)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._cursor is None:
                self._move_cursor(0, 0)
            else:
                self._press_square(self._cursor, QPointF())
                self._release_square(self._cursor)
        elif key == Qt.Key.Key_Escape:
            self.cancel_selection()
        else:
            QGraphicsScene.keyPressEvent(self, event)  # type: ignore[arg-type]
            return
        event.accept()
        self._refresh()

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
