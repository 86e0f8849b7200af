"""The kind every board scene is (hex, square, pyramid, dice table...): the
game page and the lesson page drive them all through these signals and
methods, never asking which geometry a scene is. A base class rather than a
list of the scenes, so that the pages need not import every geometry (the
pyramid's brings numpy) before a game needs it.

Methods that raise ``NotImplementedError`` here are written by every scene
(``tests/ui/test_scene_protocol.py`` checks it); the others have a default
that suits a board without that feature.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene

from boardroom.ui.scenes.movepath import MovePath, Timeline
from boardroom.ui.scenes.moveplayer import Clock

# The last step of a move with several endings (a promotion's piece), asked
# of the player: (the possible steps) -> one of them, or None to go back.
Chooser = Callable[[list[Hashable]], Hashable | None]


class BoardScene(QGraphicsScene):
    """A board the pages drive: legal moves in as steps, a whole legal
    move's steps out (``moveRequested``); it never changes a game."""

    moveRequested = Signal(tuple)  # the full steps of a legal move
    selectionChanged = Signal(tuple)  # the steps chosen so far, () when none
    cursorMoved = Signal(int)  # the keyboard cursor's cell, to be announced
    # Steps no legal move begins with, tried by a click or a drop (the
    # selection so far, then the cell): the page says why not.
    illegalAttempt = Signal(tuple)
    # The picture moved under the cells (a pyramid turned): marks drawn over
    # cells from outside follow.
    cameraChanged = Signal()

    # --- what every scene writes --------------------------------------------------

    def set_legal_moves(self, moves: Sequence[Any]) -> None:
        """The moves the player may enter (steps tuples, or objects with
        ``steps`` where the scene reads more); [] disables input."""
        raise NotImplementedError

    def set_last_move(self, steps: Sequence[Hashable] | None) -> None:
        raise NotImplementedError

    def set_hint(self, steps: Sequence[Hashable] | None) -> None:
        raise NotImplementedError

    def set_flipped(self, flipped: bool) -> None:
        """Turn the board half a turn (seat 1 at the bottom)."""
        raise NotImplementedError

    def cancel_selection(self) -> None:
        """Drop a half-entered move."""
        raise NotImplementedError

    def prefix(self) -> tuple[Hashable, ...]:
        """The steps chosen so far on the board."""
        raise NotImplementedError

    def stop_here(self) -> bool:
        """End a move of several steps where it stands, if that is a whole
        move: True when one was sent."""
        raise NotImplementedError

    def cursor_cell(self) -> int | None:
        """The keyboard cursor's cell (None: no cursor shown)."""
        raise NotImplementedError

    def describe(self, cell: int) -> str:
        """A cell's name and contents in words (its tooltip)."""
        raise NotImplementedError

    def cell_rect(self, cell: int) -> QRectF:
        """Where a cell is drawn in the scene now (empty for no such cell)."""
        raise NotImplementedError

    def cell_at(self, point: QPointF) -> int | None:
        """The cell under a scene point, if any."""
        raise NotImplementedError

    # --- what a scene may add ---------------------------------------------------------

    def set_step_prefix(self, steps: Sequence[Hashable]) -> None:
        """Steps chosen off the board (a kind to place from a reserve): the
        board takes the cells after. A board without such moves ignores it."""

    def set_completion_chooser(self, chooser: Chooser | None) -> None:
        """Who picks the last step of a move with several endings (a board
        whose moves end on their cells never asks)."""

    def set_text_scale(self, scale: float) -> None:
        """The table scale: the board's labels and the pieces' marks
        ``scale`` times their usual size, where the board has room."""

    def has_cell_names(self) -> bool:
        """The board can write its cells' names inside them."""
        return False

    def set_cell_names(self, shown: bool) -> None:
        """Write (or not) each cell's name inside it, where the board can."""

    def has_regions(self) -> bool:
        """The board is divided into named regions with coordinates of their own."""
        return False

    def set_local_coordinates(self, shown: bool) -> None:
        """Show (or not) each cell's coordinates inside its region, where the board has regions."""

    def play_move(self, path: MovePath, timeline: Timeline, clock: Clock) -> bool:
        """Show ``path`` happening, from the position drawn before the one
        drawn now to that one, as ``clock`` runs ``timeline`` (the position
        is already drawn: only the pieces on their way lag). False: this
        board does not show moves happening."""
        return False

    def set_pace(self, step_ms: int) -> None:
        """The pace of what the board shows happening by itself (a throw of
        dice): ``step_ms`` a step, 0 for nothing shown happening."""

    def finish_animation(self) -> None:
        """Whatever is shown happening ends now: the position as it is."""

    def is_animating(self) -> bool:
        return False
