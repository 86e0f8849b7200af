"""The game page: the board, the seats, the move list and the status line.

It shows a :class:`~boardroom.ui.session.GameSession`; the session is the
only thing that changes the game. The page lays its parts out and tells them
when the game changed; each part is an object of its own: the board's input
and marks (:class:`~boardroom.ui.boardcontrol.BoardController`), the
hand-over cover's policy (:class:`~boardroom.ui.handoverpolicy.HandoverPolicy`),
the move list and looking back (:class:`~boardroom.ui.history.HistoryNavigator`)
and the status line (:class:`~boardroom.ui.statusline.StatusLine`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QGraphicsView,
    QLabel,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.game import AnyState
from boardroom.ui import games as game_ui
from boardroom.ui import names
from boardroom.ui.adapter import GameAdapter, GamePanel
from boardroom.ui.boardcontrol import BoardController
from boardroom.ui.evaluation import Evaluation
from boardroom.ui.handoverstage import HandoverStage
from boardroom.ui.history import HistoryNavigator
from boardroom.ui.movelist import MoveList
from boardroom.ui.panels import MoveButtons, SeatPanel
from boardroom.ui.scenes import BoardScene
from boardroom.ui.session import GameSession
from boardroom.ui.sidearea import SideArea, widen_for_panel
from boardroom.ui.soundcues import GameSounds
from boardroom.ui.statusline import StatusLine


class GamePage(QWidget):
    """Everything shown while a game is on."""

    stateChanged = Signal()  # for the window's actions and title

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gamePage")
        self.session: GameSession | None = None
        self.adapter: GameAdapter | None = None
        self.scene: BoardScene | None = None
        self.view: QGraphicsView | None = None
        self.game_panel: GamePanel | None = None  # the game's own controls, if any
        self.board = BoardController(self, self)
        self.table_scale = 1.0  # couch mode: the words read from across the room
        self.sounds = GameSounds(self, self)  # silent until the window gives it a Sound
        self.board.refused.connect(self.sounds.refused)
        # A bot starting or ending its search redraws once the event loop is
        # free: its move, if one came, has redrawn the board meanwhile.
        self._draw_later = QTimer(self)
        self._draw_later.setSingleShot(True)
        self._draw_later.setInterval(0)
        self._draw_later.timeout.connect(self._deferred_draw)
        # The board, or the hand-over screen in its place.
        self.stage = HandoverStage(self, self)
        self.stage.changed.connect(self.stateChanged)
        self.handover, self.handover_policy = self.stage.overlay, self.stage.policy
        self.status_line = StatusLine(self, self)
        self.status_line.changed.connect(self.stateChanged)
        self.status, self.progress = self.status_line.label, self.status_line.progress
        self.cancel_button = self.status_line.cancel_button
        self.restart_button = self.status_line.restart_button
        self.cancel_button.clicked.connect(self.status_line.cancel_search)
        self.restart_button.clicked.connect(self.status_line.restart_bot)

        # Seats and moves; the history before the evaluation graph, which
        # follows the move list's choices after it.
        self.seat_panel = SeatPanel()
        self.moves_label = QLabel()
        self.move_list: MoveList = MoveList()
        self.move_buttons = MoveButtons()
        self.history = HistoryNavigator(self, self, self.move_list, self.move_buttons)
        self.history.changed.connect(self.stateChanged)
        self.banner, self.banner_label = self.history.banner, self.history.banner_label
        self.back_button = self.history.back_button
        board_side = QWidget()
        board_layout = QVBoxLayout(board_side)
        board_layout.setContentsMargins(6, 6, 6, 6)
        board_layout.addWidget(self.banner)
        board_layout.addWidget(self.stage.stack, 1)
        board_layout.addLayout(self.status_line.row)
        moves_box = QWidget()  # the list and its buttons go together, column or tab
        moves_box.setObjectName("movesBox")
        moves_layout = QVBoxLayout(moves_box)
        moves_layout.setContentsMargins(0, 0, 0, 0)
        moves_layout.addWidget(self.move_list, 1)
        moves_layout.addWidget(self.move_buttons)
        self.evaluation = Evaluation(self)  # the evaluation graph, under the moves
        moves_layout.addWidget(self.evaluation.chart, 1)
        self.side = SideArea(self.seat_panel, self.moves_label, moves_box, self.evaluation.chart)
        self.seat_panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("gameSplitter")
        self.splitter.addWidget(board_side)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setCollapsible(0, False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.retranslate()

    # --- the session --------------------------------------------------------

    def set_session(self, session: GameSession) -> None:
        """Show ``session`` (which the caller starts afterwards)."""
        self.clear()
        self.session = session
        self.adapter = game_ui.adapter_for(session.game.spec.key)
        self.scene = self.adapter.make_scene(session.game)
        self.view = self.adapter.make_view(self.scene)
        self.scene.set_text_scale(self.table_scale)
        self.view.setObjectName("boardView")
        self.view.setAccessibleName(self.tr("Board"))
        self.stage.set_board(self.view)
        self.board.attach(session, self.adapter, self.scene, self.view)
        self.game_panel = self.adapter.make_panel(session.game, self.scene)
        if self.game_panel is not None:
            self.game_panel.setObjectName("gamePanel")
            self.board.attach_panel(self.game_panel)
            self.side.set_game_panel(self.game_panel)
            QTimer.singleShot(0, self._widen_for_panel)
        self.seat_panel.set_seats(
            session.seats, session.game.spec.seat_names, self.adapter.seat_colours(session.game)
        )
        for signal, slot in self._session_slots(session):
            signal.connect(slot)
        self.sounds.attach(session)  # after the page's slots: it hears changes once drawn
        self.stage.policy.started(session)
        self.refresh()
        if self.view is not None and not self.is_handing_over():
            self.view.setFocus()

    def _session_slots(self, s: GameSession) -> list[tuple[Any, Any]]:
        return [
            (s.played, self._played),
            (s.changed, self.refresh),
            *self.status_line.watched(s),
        ]

    def _played(self, _move: Any, _by_bot: bool) -> None:
        self.board.expect_move()  # the drawing that follows shows it happening

    def clear(self) -> None:
        """Forget the session (the caller shuts it down)."""
        self.history.forget()
        self.sounds.detach()
        if self.session is not None:
            for signal, slot in self._session_slots(self.session):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self.session = None
        self.evaluation.clear()
        if self.view is not None:
            self.stage.remove_board(self.view)
            self.view.deleteLater()
        if self.scene is not None:
            self.scene.deleteLater()
        self.view = self.scene = None
        if self.game_panel is not None:
            self.side.set_game_panel(None)
            self.game_panel.deleteLater()
            self.game_panel = None
        self.adapter = None
        self.board.detach()
        self.stage.forget()
        self.status_line.forget()

    def _widen_for_panel(self) -> None:
        widen_for_panel(self.splitter, self.game_panel)

    # --- drawing --------------------------------------------------------------

    def viewer(self) -> int | None:
        """Whose eyes the board shows in a game with secrets; None = everything."""
        return self.stage.policy.eyes(self.session)

    def shown(self, state: AnyState) -> AnyState:
        viewer = self.viewer()
        return state if viewer is None else state.view(viewer)

    def refresh(self) -> None:
        """Redraw everything from the session (after any change)."""
        s = self.session
        if s is None or self.scene is None or self.adapter is None:
            return
        self._draw_later.stop()
        # Covers or lifts; then everything again, the move list too: an undo
        # that lifts the cover leaves the list of the person who did not look.
        self.stage.policy.changed(s)
        self.board.hint_move = None
        self.status_line.position_changed(s.state.ply)
        self.history.update_rows()
        self.history.game_changed(s.state.ply)
        self.redraw()
        self.stateChanged.emit()

    def seat_name(self, seat: int) -> str:
        s = self.session
        if s is None or not 0 <= seat < len(s.seats):
            return ""
        return s.seats[seat].name or names.seat_colour(s.game.seat_name(seat))

    def redraw(self) -> None:
        """The position shown (live or looked back at) and everything around it."""
        s, adapter = self.session, self.adapter
        assert s is not None and adapter is not None
        looking_at = self.history.looking_at
        live = looking_at is None
        state = s.state if looking_at is None else s.position_at(looking_at)
        shown = self.shown(state)
        hidden = self.is_handing_over()
        playable = live and not hidden and s.is_human_turn() and not s.is_bot_thinking()
        hint = self.board.hint_move if live else self.history.hint_shown()
        self.board.draw(state, shown, playable, hint)
        if self.game_panel is not None:
            self.game_panel.show_state(shown, playable)
        self.seat_panel.set_current(None if state.is_terminal() else state.current_seat)
        self.seat_panel.set_details(adapter.seat_details(shown))
        self.side.show_parts(not hidden)
        self.history.show_position(state.ply, s.state.ply)
        self.history.update_banner()
        self.update_status()

    def set_table_scale(self, scale: float) -> None:
        """Couch mode: the board's labels and marks, the status line, the
        seat cards and the hand-over screen ``scale`` times their size."""
        self.table_scale = scale
        self.seat_panel.set_scale(scale)
        self.status_line.set_scale(scale)
        self.stage.overlay.set_scale(scale)
        if self.scene is not None:
            self.scene.set_text_scale(scale)

    def restyle(self) -> None:
        """The seats' colours or shapes changed: the cards and the board again."""
        s, adapter = self.session, self.adapter
        if s is None or adapter is None or self.scene is None:
            return
        self.seat_panel.set_seats(s.seats, s.game.spec.seat_names, adapter.seat_colours(s.game))
        self.redraw()
        for item in self.scene.items():  # painted again, each from scratch (cached pictures too)
            item.update()
        self.scene.update()
        self.evaluation.redraw()  # the graph's lines in the new colours (and shapes)

    def focus_board(self) -> None:
        if self.view is not None:
            self.view.setFocus()

    # --- looking back ----------------------------------------------------------

    @property
    def looking_at(self) -> int | None:
        """The ply shown read-only; None: the live game."""
        return self.history.looking_at

    def look_at(self, ply: int) -> None:
        self.history.look_at(ply)

    def expect_move(self) -> None:
        self.board.expect_move()

    def show_better_move(self, ply: int, move: Any, note: str) -> None:
        self.history.show_better_move(ply, move, note)

    def back_to_game(self) -> None:
        self.history.back_to_game()

    def is_looking_back(self) -> bool:
        return self.history.is_looking_back()

    # --- hand-over --------------------------------------------------------------

    def hand_to(self, seat: int, line: str | None = None) -> None:
        """Cover the board for ``seat`` (a question for another person);
        ``line`` says what is asked of them."""
        self.stage.hand_to(seat, line)

    def is_handing_over(self) -> bool:
        """The hand-over cover is up; also before the window is first shown
        (a game opened from the command line), when nothing is "visible" yet."""
        return self.stage.is_covered()

    def waiting_for(self) -> str | None:
        """The person the cover is up for, if it is."""
        return self.handover.player if self.is_handing_over() else None

    def is_board_hidden(self) -> bool:
        return self.view is None or not self.view.isVisibleTo(self)

    # --- the board ----------------------------------------------------------------

    def cancel_selection(self) -> None:
        self.board.cancel_selection()

    def selection_moved(self) -> None:
        self.stateChanged.emit()

    def can_stop_here(self) -> bool:
        """A multi-jump is under way and may end where the piece now stands."""
        return self.board.can_stop_here()

    def stop_here(self) -> bool:
        return self.board.stop_here()

    def flip(self, flipped: bool) -> None:
        self.board.flip(flipped)

    def show_local_coordinates(self, shown: bool) -> None:
        self.board.show_local_coordinates(shown)

    def show_cell_names(self, shown: bool) -> None:
        self.board.show_cell_names(shown)

    def has_cell_names(self) -> bool:
        """The board can write its cells' names inside them (a hex board)."""
        return self.board.has_cell_names()

    def has_regions(self) -> bool:
        """The board is divided into named regions (with coordinates of their own)."""
        return self.board.has_regions()

    # --- bots, hints and the status line -------------------------------------------

    def cancel_bot(self) -> None:
        if self.session is not None:
            self.session.cancel_bot()

    def request_hint(self) -> None:
        self.status_line.request_hint()

    def redraw_soon(self) -> None:
        if self.session is not None and self.scene is not None:
            self._draw_later.start()

    def _deferred_draw(self) -> None:
        if self.session is not None and self.scene is not None:
            self.redraw()

    def fail(self, text: str) -> None:
        self.status_line.fail_now(text)

    def status_text(self) -> str:
        return self.status_line.text()

    def update_status(self) -> None:
        self.status_line.update()

    # --- language -------------------------------------------------------------------

    def retranslate(self) -> None:
        self.history.retranslate()
        self.stage.retranslate()
        self.status_line.retranslate(self.session)
        self.moves_label.setText(self.tr("Moves"))
        self.move_list.setAccessibleName(self.tr("Move list"))
        self.move_buttons.retranslate()
        if self.view is not None:
            self.view.setAccessibleName(self.tr("Board"))
        if self.game_panel is not None:
            self.game_panel.retranslate()
        if self.session is not None and self.scene is not None:
            self.history.update_rows()
            self.redraw()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
