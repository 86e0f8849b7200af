"""Move entry shared by the boards whose moves are entered cell by cell (the
hex and square scenes): pick a piece that may move, then a target; drag a
piece onto a target; arrows and Enter; Esc or right-click cancel; click the
moving piece again to stop a move of several steps where it stands.

A scene subclasses :class:`CellEntryScene` and writes what is its own: where
a cell is (``cell_at``), whether one holds a piece, how the keyboard cursor
moves, where the dragged piece is drawn, and the drawing (``_refresh``).
Steps after the cells that are not cells (a promotion's piece) are asked of
the completion chooser when there are several; steps before them chosen off
the board (a kind from a reserve) are the scene's ``_fixed`` steps.

After ``moveRequested`` the scene ignores input until it is given legal
moves again, so a stray click cannot send a second move for the same turn.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from boardroom.engine.game import Move
from boardroom.engine.steps import completed, continuations
from boardroom.ui.scenes.boardscene import BoardScene
from boardroom.ui.scenes.movepath import MovePath

_ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


@dataclass
class _Press:
    cell: int
    on_landing: bool  # pressed the piece already selected / at its current landing
    screen: QPointF


def cells_of(steps: Sequence[Hashable]) -> list[int]:
    return [s for s in steps if isinstance(s, int)]


class CellEntryScene(BoardScene):
    """Clicks, drags and keys turned into the steps of a legal move."""

    def _init_entry(self) -> None:
        self._moves: list[Move] = []  # the legal moves, less the fixed steps
        self._starts: set[int] = set()  # cells a move may begin with
        self._fixed: tuple[Hashable, ...] = ()  # steps chosen off the board
        self._locked = False
        self._prefix: tuple[Hashable, ...] = ()
        self._press: _Press | None = None
        self._dragging = False
        self._hover: int | None = None
        self._cursor: int | None = None
        # How the move just sent was entered: the legs its piece was already
        # seen going (a multi-jump landing by landing; dropped there by hand).
        self._legs_shown = 0
        self._entered = 0

    def _reset_entry(self) -> None:
        self._use_moves([])
        self._set_prefix(())
        self._locked = False
        self._end_drag()
        self._hover = self._cursor = None

    # --- what the scene writes --------------------------------------------------------

    def _entry_moves(self, moves: Sequence[Any]) -> list[Move]:
        """The moves given to ``set_legal_moves`` as the entry reads them
        (steps after the fixed ones)."""
        raise NotImplementedError

    def _has_board(self) -> bool:
        raise NotImplementedError

    def _occupied(self, cell: int) -> bool:
        """A piece stands there (a click on it alone may ask why not)."""
        raise NotImplementedError

    def _drag_to(self, point: QPointF) -> None:
        """The dragged piece follows the mouse."""
        raise NotImplementedError

    def _move_cursor(self, dx: int, dy: int) -> None:
        """Move the keyboard cursor one cell on screen (dy > 0 is down)."""
        raise NotImplementedError

    def _refresh(self) -> None:
        raise NotImplementedError

    def _ask_completion(self, options: list[Hashable]) -> Hashable | None:
        return options[0]

    # --- the scene protocol ---------------------------------------------------------------

    def set_legal_moves(self, moves: Sequence[Any]) -> None:
        """The moves the player may make; [] disables input. A selection
        still leading somewhere is kept."""
        self._entered = 0  # the move sent is drawn by now (or was refused)
        self._use_moves(self._entry_moves(moves))
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
        """End a move of several steps at its current landing, if that is a whole move."""
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

    def cursor_cell(self) -> int | None:
        return self._cursor

    def next_steps(self) -> list[int]:
        """Cells that may be chosen next (the highlighted ones)."""
        if not self._input_enabled():
            return []
        if not self._prefix:
            return sorted(self._starts)
        return cells_of(continuations(self._moves, self._prefix))

    # --- selection ------------------------------------------------------------------------

    def _use_moves(self, moves: list[Move]) -> None:
        self._moves = [m for m in moves if len(m.steps) > 0]
        self._starts = set(cells_of(continuations(self._moves, ())))

    def _input_enabled(self) -> bool:
        return bool(self._moves) and not self._locked and self._has_board()

    def _set_prefix(self, prefix: tuple[Hashable, ...]) -> None:
        self._legs_shown = max(0, len(cells_of(prefix)) - 1)  # the ghost stands at the last
        if prefix != self._prefix:
            self._prefix = prefix
            self.selectionChanged.emit(prefix)

    def _as_entered(self, path: MovePath) -> MovePath:
        """``path`` less what the player already saw of it while entering it
        on this board: a multi-jump goes on from its last landing shown, a
        piece dropped by hand moves no more (what it takes still fades)."""
        shown, self._entered = self._entered, 0
        if not shown or not path.travels:
            return path
        first, rest = path.travels[0], path.travels[1:]
        shown = min(shown, first.legs)
        left = replace(first, cells=first.cells[shown:], hops=first.hops[shown:])
        taken = tuple(
            replace(t, leg=max(0, t.leg - shown)) if t.leg >= 0 else t for t in path.taken
        )
        travels = (left, *rest) if left.legs else rest
        return replace(path, travels=travels, taken=taken)

    def _extend(self, cell: int) -> None:
        self._settle(self._prefix + (cell,))

    def _settle(self, prefix: tuple[Hashable, ...]) -> None:
        """Go on from ``prefix``: send a finished move, wait for more cells, or
        ask which step that is not a cell (a promotion's piece) completes it."""
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
        steps = self._fixed + self._prefix
        self._entered = self._legs_shown
        self._end_drag()
        self._locked = True
        self._set_prefix(())
        self._refresh()
        self.moveRequested.emit(steps)

    def _press_cell(self, cell: int, screen: QPointF) -> None:
        """The first half of a click (or of a drag)."""
        self._press = None
        if not self._input_enabled():
            return
        prefix = self._prefix
        if prefix and cell == prefix[-1]:
            self._press = _Press(cell, on_landing=True, screen=screen)
            return
        if prefix and cell in continuations(self._moves, prefix):
            self._extend(cell)
            return
        if len(prefix) <= 1 and cell in self._starts:
            self._set_prefix(())
            self._extend(cell)
            if self._prefix == (cell,):
                self._press = _Press(cell, on_landing=False, screen=screen)
            return
        if len(prefix) == 1:
            self.cancel_selection()
        # A move of several steps under way survives stray clicks; Esc or right-click cancels.
        self._refused(prefix, cell)

    def _refused(self, prefix: tuple[Hashable, ...], cell: int) -> None:
        """Tell why a click went nowhere: after a selection, or on a piece
        that cannot be picked (a click on an empty cell alone asks nothing)."""
        if prefix or self._occupied(cell):
            self.illegalAttempt.emit(self._fixed + prefix + (cell,))

    def _release_cell(self, cell: int | None) -> None:
        """The second half: a drop if dragging, otherwise maybe a click on the landing."""
        press, self._press = self._press, None
        if self._dragging:
            self._end_drag()
            if (
                cell is not None
                and self._input_enabled()
                and cell in continuations(self._moves, self._prefix)
            ):
                self._legs_shown = len(cells_of(self._prefix))  # dropped there by hand
                self._extend(cell)
            else:
                self._refresh()  # snap back
                if (
                    cell is not None
                    and self._input_enabled()
                    and self._prefix
                    and cell != self._prefix[-1]
                ):
                    self._refused(self._prefix, cell)
            return
        if press is None or not press.on_landing or cell != press.cell:
            return
        # Clicked the selected piece again: end the move here if that is a move,
        # otherwise (nothing entered yet beyond the piece) drop the selection.
        if completed(self._moves, self._prefix) is not None:
            self._emit_move()
        elif len(self._prefix) == 1:
            self.cancel_selection()

    def _end_drag(self) -> None:
        self._dragging = False
        self._press = None

    # --- mouse ------------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt)
        event.accept()
        self.finish_animation()  # a move still shown arriving lands: the click is for now
        if event.button() == Qt.MouseButton.RightButton:
            self.cancel_selection()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._cursor = None
        cell = self.cell_at(event.scenePos())
        if cell is None:
            if len(self._prefix) == 1:
                self.cancel_selection()
            self._refresh()
            return
        self._press_cell(cell, QPointF(event.screenPos()))
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
            self._drag_to(event.scenePos())
        hover = self.cell_at(event.scenePos())
        if hover != self._hover:
            self._hover = hover
            self._refresh()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._release_cell(self.cell_at(event.scenePos()))
        self._refresh()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        # A fast second click is still a click (e.g. "click again to stop here").
        self.mousePressEvent(event)

    # --- keyboard ----------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        self.finish_animation()
        key = event.key()
        if not self._has_board():
            super().keyPressEvent(event)
            return
        if key in _ARROWS:
            self._move_cursor(*_ARROWS[Qt.Key(key)])
            if self._cursor is not None:
                self.cursorMoved.emit(self._cursor)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._cursor is None:
                self._move_cursor(0, 0)
            else:
                self._press_cell(self._cursor, QPointF())
                self._release_cell(self._cursor)
        elif key == Qt.Key.Key_Escape and self.prefix():
            self.cancel_selection()  # else Esc goes on to the window (leaves full screen)
        else:
            super().keyPressEvent(event)
            return
        event.accept()
        self._refresh()
