"""What the window needs to know about one game's board: the adapter record.

Each game's adapter lives in its window package (``ui/games/<key>/adapter.py``);
the main window and the figures only ever talk to this record.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from boardroom.engine.game import AnyGame, AnyState


class GamePanel(QWidget):
    """A game's own controls beside the board (a setup reserve, dice choices,
    odds...). It never changes the game: it asks for a legal move with
    ``moveChosen`` and the game page plays it like a move from the board."""

    moveChosen = Signal(object)  # a legal move object of the shown state
    # Steps chosen off the board (a kind to place from a reserve): the board
    # then offers the moves that begin with them and takes the cells after.
    stepsChosen = Signal(tuple)
    # Share of the side column's spare height against the move list's 1 (a
    # panel with a chart wants more than its hint; most want none).
    stretch = 0
    # Width the panel is best at (its odds table and chart side by side); the
    # page widens the side column to it while the board keeps most of the room.
    width_wanted = 0

    def show_state(self, state: AnyState, playable: bool) -> None:
        """Draw ``state`` (already the view of the seat at the screen);
        ``playable``: a human may move now (else show, but offer nothing)."""

    def retranslate(self) -> None:
        """Words again, after a language change."""

    def height_wanted(self, width: int) -> int:
        """The height at which the panel shows its essentials whole at ``width``
        (less, and the side of the page turns into tabs)."""
        return max(wanted_height(self, width), self.sizeHint().height())

    def set_compact(self, compact: bool) -> None:
        """The panel has a tab of its own (a small window) or shares the column."""


@dataclass(frozen=True)
class BoardAdapter:
    """How one game is drawn; every function takes engine objects only."""

    make_scene: Callable[[AnyGame], QGraphicsScene]
    make_view: Callable[[QGraphicsScene], QGraphicsView]
    show: Callable[[QGraphicsScene, AnyState], None]  # draw a position (no legal moves)
    seat_colours: Callable[[AnyGame], list[QColor]]
    seat_details: Callable[[AnyState], list[str]]
    # What the player to move should do, when the game says more than "X to play".
    prompt: Callable[[AnyState, str], str | None] = lambda _state, _name: None
    # The legal moves as the scene takes them, and one move likewise (for the
    # last move and the hint): steps tuples by default; the square scene
    # takes the move objects themselves so it can draw their paths.
    scene_moves: Callable[[AnyState], list[Any]] = lambda state: move_steps(state)
    scene_move: Callable[[Any], Any] = lambda move: tuple(move.steps)
    # An optional panel of the game's own, shown above the move list.
    make_panel: Callable[[AnyGame], GamePanel] | None = None
    # The last step of a move with several endings (which piece a promoted
    # piece becomes): (parent, the possible steps, seat) -> one of them, or
    # None to go back. Without it the scene offers no such moves by click.
    choose_completion: Callable[[QWidget, list[Any], int], Any] | None = None
    # Wires the game's panel to its scene once both exist (a panel that
    # follows the move being entered on the board).
    attach: Callable[[QGraphicsScene, GamePanel], None] | None = None
    # A sentence the result dialog adds (who left the game, in what order),
    # given the final state and the players' names.
    result_note: Callable[[AnyState, list[str]], str] | None = None
    # The move list's reading of a move in the interface's language: (the
    # position before it, as the viewer may know it; the move; the players'
    # names by seat) -> "Ann jumps C4 to G6". None: the game's own words.
    describe: Callable[[AnyState, Any, list[str]], str] | None = None


def wanted_height(widget: QWidget, width: int) -> int:
    """The height ``widget`` wants at ``width`` (wrapped texts included)."""
    height = widget.heightForWidth(width) if widget.hasHeightForWidth() else -1
    if height < 0:
        height = widget.sizeHint().height()
    return max(height, widget.minimumSizeHint().height())


def move_steps(state: AnyState) -> list[tuple[Any, ...]]:
    """The legal moves as the scene takes them."""
    return [tuple(m.steps) for m in state.legal_moves()]
