"""The kind every board scene is (hex, square, pyramid...): the game page
drives them all through the same signals and selection methods (legal moves
as steps, last move, hint, flip, keyboard cursor). A base class rather than
a list of the scenes, so that the page need not import every geometry (the
pyramid's brings numpy) before a game needs it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QGraphicsScene

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF, SignalInstance


class BoardScene(QGraphicsScene):
    """A board the game page drives; each scene defines these."""

    if TYPE_CHECKING:  # what the page relies on (each scene declares its own)
        moveRequested: SignalInstance  # noqa: N815 (Qt's naming)
        cursorMoved: SignalInstance  # noqa: N815
        # Steps no legal move begins with, tried by a click or a drop (the
        # selection so far, then the cell): the page says why not.
        illegalAttempt: SignalInstance  # noqa: N815

        def set_flipped(self, flipped: bool) -> None: ...
        def set_hint(self, move: Any) -> None: ...
        def set_last_move(self, move: Any) -> None: ...
        def set_legal_moves(self, moves: Any) -> None: ...
        def cancel_selection(self) -> None: ...
        def describe(self, cell: Any) -> str: ...
        def prefix(self) -> tuple[Any, ...]: ...
        def stop_here(self) -> bool: ...
        def cursor_cell(self) -> int | None: ...
        # Where a cell is drawn in the scene now (empty for no such cell).
        def cell_rect(self, cell: int) -> QRectF: ...
