"""The game page's board: what the player enters on it (clicks, drops and
keys come as the scene's steps, a panel's moves and steps), the moves of
several steps stopped on their way, the last step chosen from several, and
the marks drawn on it (the last move, a hint, the moves that may be entered).

It speaks to the scene only through the scene protocol
(:class:`~boardroom.ui.scenes.boardscene.BoardScene`) and to the game
through the session: a legal move is played with ``session.play``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from boardroom.engine.game import AnyState
from boardroom.engine.reasons import why_not
from boardroom.engine.steps import completed, continuations
from boardroom.ui.adapter import GameAdapter, GamePanel
from boardroom.ui.scenes.boardscene import BoardScene
from boardroom.ui.scenes.movepath import PACES, Timeline
from boardroom.ui.scenes.moveplayer import Clock, QtClock

if TYPE_CHECKING:
    from boardroom.ui.session import GameSession
    from boardroom.ui.statusline import StatusLine

_KEYS_STOP = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def can_stop(scene: BoardScene, state: AnyState) -> bool:
    """A move of several steps is under way on ``scene`` and may end where
    the piece now stands, or go on."""
    prefix = scene.prefix()
    if len(prefix) < 2:
        return False
    moves = state.legal_moves()
    return completed(moves, prefix) is not None and bool(continuations(moves, prefix))


def stop_key(scene: BoardScene, event: QEvent, stoppable: Callable[[], bool]) -> bool:
    """Enter/Space end a pending move of several steps, unless the keyboard
    cursor stands on another cell (then the scene takes it as a click
    there). True when the key stopped the move."""
    if (
        event.type() == QEvent.Type.KeyPress
        and isinstance(event, QKeyEvent)
        and event.key() in _KEYS_STOP
        and stoppable()
    ):
        cursor = scene.cursor_cell()
        if cursor is None or cursor == scene.prefix()[-1]:
            scene.stop_here()
            return True
    return False


class Page(Protocol):
    """What the board asks of the page it serves."""

    @property
    def status_line(self) -> StatusLine: ...
    def is_looking_back(self) -> bool: ...
    def is_handing_over(self) -> bool: ...
    def viewer(self) -> int | None: ...
    def shown(self, state: AnyState) -> AnyState: ...
    def fail(self, text: str) -> None: ...
    def update_status(self) -> None: ...
    def redraw(self) -> None: ...
    def selection_moved(self) -> None: ...


class BoardController(QObject):
    """Input and marks of one board at a time; the view settings (flipped,
    coordinates, cell names) outlast the boards."""

    refused = Signal()  # a click, a drop or a panel's choice was refused

    def __init__(self, page: Page, owner: QWidget) -> None:
        super().__init__(owner)
        self.page, self.owner = page, owner
        self.session: GameSession | None = None
        self.adapter: GameAdapter | None = None
        self.scene: BoardScene | None = None
        self.view: QGraphicsView | None = None
        self.hint_move: Any = None  # the hint found for the live position
        self.flipped = False
        self.local_coordinates = False
        self.cell_names = False
        # Moves shown happening: the pace (movepath.PACES), the clock that
        # plays them (tests drive one by hand), and whether the next drawing
        # may show the move that led to it (a move just played, a step
        # forward in the move list); never an undo or a redo.
        self.pace = "off"
        self.clock: Clock = QtClock(self)
        self._expect_move = False
        self._drawn: tuple[int, int | None] | None = None  # (ply, viewer) on the board

    def attach(
        self,
        session: GameSession,
        adapter: GameAdapter,
        scene: BoardScene,
        view: QGraphicsView,
    ) -> None:
        self.session, self.adapter, self.scene, self.view = session, adapter, scene, view
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)  # clicks on an earlier position
        scene.moveRequested.connect(self._move_requested)
        scene.selectionChanged.connect(self._selection_changed)
        scene.cursorMoved.connect(self._announce_cursor)
        scene.illegalAttempt.connect(self.illegal_attempt)
        scene.set_flipped(self.flipped)
        scene.set_local_coordinates(self.local_coordinates)
        scene.set_cell_names(self.cell_names)
        scene.set_completion_chooser(self._choose_completion)
        scene.set_pace(PACES[self.pace])
        self._drawn = None

    def attach_panel(self, panel: GamePanel) -> None:
        panel.moveChosen.connect(self._panel_move)
        panel.stepsChosen.connect(self._panel_steps)

    def detach(self) -> None:
        if self.scene is not None:
            self.scene.finish_animation()
        self.session = self.adapter = self.scene = self.view = None
        self.hint_move = None
        self._expect_move = False
        self._drawn = None

    def set_pace(self, pace: str) -> None:
        """How fast moves are shown happening ("off": at once)."""
        self.pace = pace if pace in PACES else "off"
        scene = self.scene
        if scene is not None:
            scene.set_pace(PACES[self.pace])
            if not PACES[self.pace]:
                scene.finish_animation()

    def expect_move(self) -> None:
        """The next drawing may show the move that leads to it (if it is one
        move after the position on the board now)."""
        self._expect_move = True

    # --- marks -------------------------------------------------------------------------

    def draw(self, state: AnyState, shown: AnyState, playable: bool, hint: Any) -> None:
        """``shown`` (the view of ``state`` the screen may show) on the board,
        ``hint`` marked, and ``state``'s moves offered when ``playable``."""
        adapter, scene = self.adapter, self.scene
        assert adapter is not None and scene is not None
        drawn = (state.ply, self.page.viewer())
        before = self._before_move(state, drawn)
        self._drawn = drawn
        adapter.show(scene, shown)
        if before is not None:  # before the moves are given: the scene may forget how
            path = adapter.move_path(before, shown.history[-1], shown)  # the last was entered
            if path is not None and not path.is_empty():
                scene.play_move(path, Timeline(path, PACES[self.pace]), self.clock)
        adapter.show_hint(scene, hint)
        adapter.show_last_move(scene, shown.history[-1] if shown.history else None)
        adapter.show_moves(scene, state if playable else None)

    def _before_move(self, state: AnyState, drawn: tuple[int, int | None]) -> AnyState | None:
        """The position before ``state``'s last move as the screen may show
        it, when that move is to be shown happening: one was expected, the
        board shows the position just before it to the same eyes, and
        nobody covers the board."""
        expected, self._expect_move = self._expect_move, False
        if (
            not expected
            or not PACES[self.pace]
            or self._drawn != (state.ply - 1, drawn[1])
            or self.page.is_handing_over()
            or not state.history
        ):
            return None
        past = state.clone()
        past.undo()
        if past.ply != state.ply - 1:  # an ending (a resignation) was undone: no move
            return None
        shown = self.page.shown(past)
        return shown

    def show_hint(self, move: Any) -> None:
        self.hint_move = move
        if self.adapter is not None and self.scene is not None:
            self.adapter.show_hint(self.scene, move)

    def cancel_selection(self) -> None:
        if self.scene is not None:
            self.scene.cancel_selection()

    # --- view settings -------------------------------------------------------------------

    def flip(self, flipped: bool) -> None:
        self.flipped = flipped
        if self.scene is not None:
            self.scene.set_flipped(flipped)

    def show_local_coordinates(self, shown: bool) -> None:
        self.local_coordinates = shown
        if self.scene is not None:
            self.scene.set_local_coordinates(shown)

    def show_cell_names(self, shown: bool) -> None:
        self.cell_names = shown
        if self.scene is not None:
            self.scene.set_cell_names(shown)

    def has_cell_names(self) -> bool:
        return self.scene is not None and self.scene.has_cell_names()

    def has_regions(self) -> bool:
        return self.scene is not None and self.scene.has_regions()

    # --- input ------------------------------------------------------------------------------

    def _move_requested(self, steps: tuple[Hashable, ...]) -> None:
        s = self.session
        if s is None or self.page.is_looking_back():
            return
        move = completed(s.state.legal_moves(), steps)
        if move is None:
            self.refused.emit()
            self.page.fail(QCoreApplication.translate("GamePage", "That move is not possible."))
            return
        if not s.play(move):
            self.page.redraw()  # the scene locked itself after asking; give it the moves back

    def _panel_move(self, move: Any) -> None:
        """A move asked for by the game's own panel: played if it is legal now."""
        s = self.session
        if s is None or self.page.is_looking_back() or self.page.is_handing_over():
            return
        if not s.is_human_turn() or s.is_bot_thinking() or move not in s.state.legal_moves():
            if not (
                s.is_human_turn()
                and not s.is_bot_thinking()
                and hasattr(move, "steps")
                and self.illegal_attempt(tuple(move.steps))
            ):
                self.refused.emit()
                self.page.fail(QCoreApplication.translate("GamePage", "That move is not possible."))
            return
        s.play(move)

    def illegal_attempt(self, steps: tuple[Hashable, ...]) -> bool:
        """A click (or a panel's choice) no legal move continues: the status
        line says why, from the rules as the seat at the screen knows them."""
        s = self.session
        if s is None or self.page.is_looking_back() or not s.is_human_turn():
            return False
        why = why_not(self.page.shown(s.state), steps)
        if why is not None:
            self.refused.emit()
        self.page.status_line.refuse(why)
        self.page.update_status()
        return why is not None

    def _panel_steps(self, steps: tuple[Hashable, ...]) -> None:
        """Steps the game's panel chose off the board; the board takes the cells."""
        if self.scene is not None:
            self.scene.set_step_prefix(steps)

    def _announce_cursor(self, cell: int) -> None:
        """Screen readers say the keyboard cursor's cell and what stands there
        (the words of its tooltip)."""
        if self.view is None or self.scene is None:
            return
        self.view.setAccessibleDescription(self.scene.describe(cell))
        # Imported at the first cursor move: a Qt class's name made at import
        # costs start-up its enums.
        from PySide6.QtGui import QAccessible, QAccessibleEvent

        QAccessible.updateAccessibility(
            QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged)
        )

    def _selection_changed(self, prefix: tuple[Hashable, ...]) -> None:
        if prefix:
            self.page.status_line.refuse(None)  # a new piece picked: the last refusal is old news
        self.page.update_status()
        self.page.selection_moved()

    def entered(self) -> tuple[Hashable, ...]:
        """The steps of the move being entered on the board (none: no move)."""
        return self.scene.prefix() if self.scene is not None else ()

    def can_stop_here(self) -> bool:
        """A multi-jump is under way and may end where the piece now stands."""
        s, scene = self.session, self.scene
        if scene is None or s is None or self.page.is_looking_back():
            return False
        return can_stop(scene, s.state)

    def stop_here(self) -> bool:
        if self.can_stop_here() and self.scene is not None:
            return self.scene.stop_here()
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if (
            self.view is not None
            and watched is self.view.viewport()
            and event.type() == QEvent.Type.MouseButtonPress
            and self.page.is_looking_back()
        ):
            # The board is read-only there: a click that did nothing says why.
            self.page.status_line.clicked_while_looking_back()
            self.page.update_status()
        if (
            watched is self.view
            and self.scene is not None
            and stop_key(self.scene, event, self.can_stop_here)
        ):
            return True
        return super().eventFilter(watched, event)

    def _choose_completion(self, options: list[Hashable]) -> Hashable | None:
        """The last step of a move with several endings (a promotion's piece):
        the game's adapter asks the player."""
        seat = self.session.state.current_seat if self.session is not None else 0
        assert self.adapter is not None
        return self.adapter.choose_completion(self.owner, options, seat)
