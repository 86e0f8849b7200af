"""What the window needs to know about one game's board: the adapter.

Each game's adapter is a subclass of :class:`BoardAdapter` in its window
package (``ui/games/<key>/adapter.py``), typed with the game's own state
class and the scene it draws on; the game page, the lesson page and the
figures only ever talk to this base class. One adapter serves one board, so
it may keep what it needs between two drawings (the face last turned to the
front...).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsView, QWidget

from boardroom.engine.game import AnyState, Game
from boardroom.ui.scenes.boardscene import BoardScene
from boardroom.ui.scenes.movepath import MovePath, Travel


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


S = TypeVar("S", bound=AnyState)  # the game's state class (its views included)
B = TypeVar("B", bound=BoardScene)  # the scene the game is drawn on


class BoardAdapter(Generic[S, B]):
    """How one game is drawn on one board. Methods without a default must be
    written by every game; moves are the game's own move objects (a subclass
    names their class)."""

    # --- what every game writes ---------------------------------------------------

    def make_scene(self, game: Game[S]) -> B:
        raise NotImplementedError

    def make_view(self, scene: B) -> QGraphicsView:
        raise NotImplementedError

    def show(self, scene: B, state: S) -> None:
        """Draw a position (already the view of the seat at the screen)."""
        raise NotImplementedError

    def seat_colours(self, game: Game[S]) -> list[QColor]:
        raise NotImplementedError

    def seat_details(self, state: S) -> list[str]:
        """A line per seat for the seat panel."""
        raise NotImplementedError

    # --- what a game may add ------------------------------------------------------

    def prompt(self, state: S, name: str) -> str | None:
        """What the player to move should do, when the game says more than
        "X to play" (None: the page's own words)."""
        return None

    def step_prompt(self, state: S, name: str, steps: tuple[Hashable, ...]) -> str | None:
        """What to click next while a move is being entered: ``steps`` chosen
        so far (on the board or the game's panel, never none); None: the
        words of :meth:`prompt`."""
        return None

    def show_moves(self, scene: B, state: S | None) -> None:
        """Give the scene ``state``'s legal moves to enter (None: none now).
        The scene takes steps tuples; a scene that draws more (the square
        scene's paths) is given the move objects by its game's adapter."""
        scene.set_legal_moves([tuple(m.steps) for m in state.legal_moves()] if state else [])

    def show_last_move(self, scene: B, move: Any) -> None:
        """Mark the last move (None: no mark)."""
        scene.set_last_move(tuple(move.steps) if move is not None else None)

    def move_path(self, before: S, move: Any, after: S) -> MovePath | None:
        """How ``move`` is shown happening from ``before`` to ``after`` (both
        as the seat at the screen knows them; ``move`` as it reads in
        ``after``'s history). By default the piece on its first cell goes
        through its other cells, or a piece appears on a move's one cell;
        None: the move is shown at once."""
        cells = tuple(
            s for s in getattr(move, "steps", ()) if isinstance(s, int) and not isinstance(s, bool)
        )
        if len(cells) >= 2:
            return MovePath((Travel(cells),))
        return MovePath(appears=cells) if cells else None

    def show_hint(self, scene: B, move: Any) -> None:
        """Mark a suggested move (None: no mark)."""
        scene.set_hint(tuple(move.steps) if move is not None else None)

    def make_panel(self, game: Game[S], scene: B) -> GamePanel | None:
        """A panel of the game's own beside the board, made once its scene
        exists (a panel may follow the move being entered on the board)."""
        return None

    def choose_completion(
        self, parent: QWidget, options: list[Hashable], seat: int
    ) -> Hashable | None:
        """The last step of a move with several endings (which piece a
        promoted piece becomes): one of ``options``, or None to go back."""
        return options[0]

    def result_note(self, state: S, names: list[str]) -> str:
        """A sentence the result dialog adds (who left the game, in what
        order), given the final state and the players' names."""
        return ""

    def describe(self, state: S, move: Any, names: list[str]) -> str | None:
        """The move list's reading of a move in the interface's language, in
        the position before it as the viewer may know it ("Ann jumps C4 to
        G6"); None: the game's own words."""
        return None


# An adapter of a game its holder does not know (the pages, the registry):
# the game's own adapter class names its state and scene types.
GameAdapter = BoardAdapter[Any, Any]


def wanted_height(widget: QWidget, width: int) -> int:
    """The height ``widget`` wants at ``width`` (wrapped texts included)."""
    height = widget.heightForWidth(width) if widget.hasHeightForWidth() else -1
    if height < 0:
        height = widget.sizeHint().height()
    return max(height, widget.minimumSizeHint().height())
