"""The game page: the board, the seats, the move list and the status line.

It shows a :class:`~boardroom.ui.session.GameSession` and turns the scene's
move requests into ``session.play``; the session is the only thing that
changes the game. Looking back through the move list and the hand-over
screen of games with secrets are handled here too.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.game import State
from boardroom.engine.reasons import Reason, why_not
from boardroom.engine.replay import Replayed
from boardroom.engine.steps import completed, continuations
from boardroom.ui import games as game_ui
from boardroom.ui import i18n, names
from boardroom.ui.adapter import BoardAdapter, GamePanel
from boardroom.ui.evaluation import Evaluation
from boardroom.ui.handover import HandoverOverlay
from boardroom.ui.panels import MoveButtons, MoveList, SeatPanel
from boardroom.ui.reasons import reason_text
from boardroom.ui.scenes import BOARD_SCENES, BoardScene, HexBoardScene, SquareBoardScene
from boardroom.ui.session import GameSession
from boardroom.ui.sidearea import SideArea

_KEYS_STOP = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class GamePage(QWidget):
    """Everything shown while a game is on."""

    stateChanged = Signal()  # for the window's actions and title

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gamePage")
        self.session: GameSession | None = None
        self.adapter: BoardAdapter[Any, Any] | None = None
        self.scene: BoardScene | None = None
        self.view: QGraphicsView | None = None
        self.looking_at: int | None = None  # ply shown read-only, None = live
        self.flipped = False
        self.local_coordinates = False
        self.cell_names = False
        # The human seat whose view the screen shows (games with secrets).
        self._viewer: int | None = None
        self._seated: int | None = None  # the seat of whoever last had the board in view
        self._handover_seat: int | None = None
        self._handover_line: str | None = None  # a line of the caller's, else the prompt
        self._error = ""
        self._error_ply = -1
        self._why: Reason | None = None  # why the last click went nowhere, until the next
        self._hint_text = ""
        self._hint_move: Any = None
        # The review's better move, drawn while looking at the position before
        # a marked move: (ply, move, the banner's words).
        self._review_hint: tuple[int, Any, str] | None = None
        self._ply_seats: list[int] = []  # who made each move of the history
        # A bot starting or ending its search redraws once the event loop is
        # free: its move, if one came, has redrawn the board meanwhile.
        self._draw_later = QTimer(self)
        self._draw_later.setSingleShot(True)
        self._draw_later.setInterval(0)
        self._draw_later.timeout.connect(self._deferred_draw)
        # The history replayed once, then move by move (not from the start at
        # every redraw: a long game would slow every move down).
        self._seats_replay: Replayed[int] = Replayed()
        # One per view shown (hot-seat: each person's own list, kept while they wait).
        self._shown_replays: dict[Any, Replayed[tuple[tuple[str, str], str]]] = {}

        # Banner shown while looking back.
        self.banner = QFrame()
        self.banner.setObjectName("lookBackBanner")
        self.banner.setFrameShape(QFrame.Shape.StyledPanel)
        self.banner.setStyleSheet(
            "#lookBackBanner { background: #fff3c4; border: 1px solid #d9b84a; }"
            "#lookBackBanner QLabel { color: #4a3a08; }"
        )
        banner_row = QHBoxLayout(self.banner)
        banner_row.setContentsMargins(10, 4, 6, 4)
        self.banner_label = QLabel()
        self.banner_label.setObjectName("lookBackLabel")
        self.banner_label.setWordWrap(True)  # a review's note is a sentence
        self.back_button = QPushButton()
        self.back_button.setObjectName("backToGame")
        self.back_button.clicked.connect(self.back_to_game)
        banner_row.addWidget(self.banner_label, 1)
        banner_row.addWidget(self.back_button)
        self.banner.hide()

        # The board, or the hand-over screen in its place.
        self.board_stack = QStackedWidget()
        self.board_stack.setObjectName("boardStack")
        self.placeholder = QWidget()
        self.board_stack.addWidget(self.placeholder)
        self.handover = HandoverOverlay()
        self.handover.revealed.connect(self._handover_done)
        self.board_stack.addWidget(self.handover)

        # Status line.
        self.status = QLabel()
        self.status.setObjectName("statusLine")
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setObjectName("botProgress")
        self.progress.setRange(0, 100)
        self.progress.setMaximumWidth(160)
        self.progress.setTextVisible(False)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancelBot")
        self.cancel_button.clicked.connect(self.cancel_search)
        self.restart_button = QPushButton()
        self.restart_button.setObjectName("restartBot")
        self.restart_button.clicked.connect(self.restart_bot)
        status_row = QHBoxLayout()
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.progress)
        status_row.addWidget(self.cancel_button)
        status_row.addWidget(self.restart_button)
        self.progress.hide()
        self.cancel_button.hide()
        self.restart_button.hide()
        # The row keeps the height of its buttons while they are hidden: else
        # the board shrinks and grows a few pixels each time a bot starts or
        # stops thinking, and every such resize repaints the whole board.
        self.status.setMinimumHeight(
            max(
                w.sizeHint().height()
                for w in (self.progress, self.cancel_button, self.restart_button)
            )
        )

        board_side = QWidget()
        board_layout = QVBoxLayout(board_side)
        board_layout.setContentsMargins(6, 6, 6, 6)
        board_layout.addWidget(self.banner)
        board_layout.addWidget(self.board_stack, 1)
        board_layout.addLayout(status_row)

        # Seats and moves.
        self.seat_panel = SeatPanel()
        self.moves_label = QLabel()
        self.move_list = MoveList()
        self.move_list.plyChosen.connect(self.look_at)
        self.move_buttons = MoveButtons()
        self.move_buttons.stepped.connect(self.step_through)
        self.move_buttons.install_keys(self)
        moves_box = QWidget()  # the list and its buttons go together, column or tab
        moves_box.setObjectName("movesBox")
        moves_layout = QVBoxLayout(moves_box)
        moves_layout.setContentsMargins(0, 0, 0, 0)
        moves_layout.addWidget(self.move_list, 1)
        moves_layout.addWidget(self.move_buttons)
        self.evaluation = Evaluation(self)  # the evaluation graph, under the moves
        moves_layout.addWidget(self.evaluation.chart, 1)
        self.side = SideArea(self.seat_panel, self.moves_label, moves_box)
        self.game_panel: GamePanel | None = None  # the game's own controls, if any
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

        # Esc / End leave the look-back view; only active while looking back.
        self._back_keys = [
            QShortcut(QKeySequence(key), self) for key in (Qt.Key.Key_Escape, Qt.Key.Key_End)
        ]
        for shortcut in self._back_keys:
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.setEnabled(False)
            shortcut.activated.connect(self.back_to_game)
        self.retranslate()

    # --- the session --------------------------------------------------------

    def set_session(self, session: GameSession) -> None:
        """Show ``session`` (which the caller starts afterwards)."""
        self.clear()
        self.session = session
        self.adapter = game_ui.adapter_for(session.game.spec.key)
        self.scene = self.adapter.make_scene(session.game)
        self.view = self.adapter.make_view(self.scene)
        self.view.setObjectName("boardView")
        self.view.setAccessibleName(self.tr("Board"))
        self.view.installEventFilter(self)
        self.board_stack.insertWidget(0, self.view)
        self.board_stack.setCurrentWidget(self.view)
        if isinstance(self.scene, BOARD_SCENES):
            self.scene.moveRequested.connect(self._move_requested)
            self.scene.selectionChanged.connect(self._selection_changed)
            self.scene.cursorMoved.connect(self._announce_cursor)
            self.scene.illegalAttempt.connect(self._illegal_attempt)
            self.scene.set_flipped(self.flipped)
            if isinstance(self.scene, SquareBoardScene):
                self.scene.set_local_coordinates(self.local_coordinates)
            if isinstance(self.scene, HexBoardScene):
                self.scene.set_cell_names(self.cell_names)
        self.scene.set_completion_chooser(self._choose_completion)
        self.game_panel = self.adapter.make_panel(session.game, self.scene)
        if self.game_panel is not None:
            self.game_panel.setObjectName("gamePanel")
            self.game_panel.moveChosen.connect(self._panel_move)
            self.game_panel.stepsChosen.connect(self._panel_steps)
            self.side.set_game_panel(self.game_panel)
            QTimer.singleShot(0, self._widen_for_panel)
        self.seat_panel.set_seats(
            session.seats, session.game.spec.seat_names, self.adapter.seat_colours(session.game)
        )
        session.changed.connect(self.refresh)
        session.thinking.connect(self._thinking)
        session.progress.connect(self._progress)
        session.hintReady.connect(self._hint)
        session.hinting.connect(self._hinting)
        session.hintProgress.connect(self._progress)
        session.hintLost.connect(self._hint_lost)
        session.failed.connect(self._failed)
        self._viewer = self._seated = None
        state = session.state
        seat = state.current_seat
        if not state.is_terminal() and not session.is_bot(seat):
            # Whoever sits down first must not see another seat's secrets
            # either, if there are any yet (a new game has none).
            if any(session.needs_handover(other, seat) for other in self._humans()):
                self._show_handover(seat)
            self._viewer = seat
            if not self.is_handing_over():
                self._seated = seat  # no cover: nothing secret between them
        self.refresh()
        if self.view is not None and not self.is_handing_over():
            self.view.setFocus()

    def clear(self) -> None:
        """Forget the session (the caller shuts it down)."""
        self._seats_replay = Replayed()
        self._shown_replays = {}
        if self.session is not None:
            for signal, slot in (
                (self.session.changed, self.refresh),
                (self.session.thinking, self._thinking),
                (self.session.progress, self._progress),
                (self.session.hintReady, self._hint),
                (self.session.hinting, self._hinting),
                (self.session.hintProgress, self._progress),
                (self.session.hintLost, self._hint_lost),
                (self.session.failed, self._failed),
            ):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self.session = None
        self.evaluation.clear()
        if self.view is not None:
            self.board_stack.removeWidget(self.view)
            self.view.hide()
            self.view.deleteLater()
        if self.scene is not None:
            self.scene.deleteLater()
        self.view = self.scene = None
        if self.game_panel is not None:
            self.side.set_game_panel(None)
            self.game_panel.deleteLater()
            self.game_panel = None
        self.adapter = None
        self.looking_at = None
        self.banner.hide()
        self.handover.hide()
        self._error = self._hint_text = ""
        self._hint_move = self._review_hint = None
        self._why = None
        self._set_back_keys(False)

    def _widen_for_panel(self) -> None:
        """Give the game's panel the width it wants when that leaves the board
        most of the page (in a small window a half-widened panel gains nothing
        and the board would shrink)."""
        panel = self.game_panel
        if panel is None or not panel.width_wanted:
            return
        board, side = self.splitter.sizes()
        total = board + side
        wanted = panel.width_wanted
        if side < wanted <= total * 0.42:
            self.splitter.setSizes([total - wanted, wanted])

    def _humans(self) -> list[int]:
        s = self.session
        return [] if s is None else [i for i, seat in enumerate(s.seats) if not seat.is_bot]

    # --- drawing --------------------------------------------------------------

    def viewer(self) -> int | None:
        """Whose eyes the board shows in a game with secrets; None = everything."""
        s = self.session
        if s is None or not s.game.spec.hidden_information:
            return None
        humans = self._humans()
        current = s.state.current_seat
        if current in humans:
            return current
        if self._viewer in humans:
            return self._viewer
        return humans[0] if humans else None

    def _shown(self, state: State) -> State:
        viewer = self.viewer()
        return state if viewer is None else state.view(viewer)

    def refresh(self) -> None:
        """Redraw everything from the session (after any change)."""
        s = self.session
        if s is None or self.scene is None or self.adapter is None:
            return
        self._draw_later.stop()
        state = s.state
        seat = state.current_seat
        if (
            not s.is_bot(seat)
            and not state.is_terminal()
            and self.is_handing_over()
            and self._handover_line is None
            and seat == self._seated
        ):
            # Taken back before the next person looked: the one still at the
            # screen plays on, no cover between them and their own view.
            self._viewer = self._handover_seat = seat
            self._handover_done()
            return
        if not s.is_bot(seat) and not state.is_terminal():
            # The cover goes up only when the next person would see what the
            # one at the screen may not (the two seats' views differ).
            if (
                self._viewer is not None
                and seat != self._viewer
                and s.needs_handover(self._viewer, seat)
            ):
                self._show_handover(seat)
            self._viewer = seat
            if not self.is_handing_over():
                self._seated = seat  # no cover: nothing secret between them
        self._hint_text = ""
        self._hint_move = None
        self._why = None
        if state.ply != self._error_ply:
            self._error = ""
        self._update_history()
        if self.looking_at is not None and self.looking_at > state.ply:
            self.looking_at = None
        self._draw()
        self.stateChanged.emit()

    def _update_history(self) -> None:
        s = self.session
        assert s is not None
        self._ply_seats = self._seats_replay.rows(
            None,
            s.state.history,
            s.state.initial,
            lambda replay, _move, _index: replay.current_seat,
        )
        # Only what the seat in front of the screen may know: a view's history
        # has the other seats' secret moves masked. Replayed, as notation may
        # depend on the position (a kill's mark).
        shown = s.state if self.viewer() is None else self._shown(s.state)
        player_names = [self._seat_name(i) for i in range(len(s.seats))]
        adapter = self.adapter
        assert adapter is not None
        seats = self._ply_seats

        def row(replay: State, move: Any, index: int) -> tuple[tuple[str, str], str]:
            text = replay.format_move(move)
            words = adapter.describe(replay, move, player_names)
            if words is None:
                words = self.tr("{0}: {1}").format(
                    self._seat_name(seats[index]), replay.describe_move(move)
                )
            return (words, text), replay.describe_move(move)  # the tip: e.g. region names

        key = (self.viewer(), i18n.current_language(), tuple(player_names))
        if key not in self._shown_replays:
            if len(self._shown_replays) >= 8:  # names or language changed: start afresh
                self._shown_replays.clear()
            self._shown_replays[key] = Replayed()
        rows = self._shown_replays[key].rows(key, shown.history, shown.initial, row)
        self.move_list.set_moves([entry for entry, _ in rows], [tip for _, tip in rows])
        if self.looking_at is not None:
            self.move_list.select_ply(self.looking_at)

    def _seat_name(self, seat: int) -> str:
        s = self.session
        if s is None or not 0 <= seat < len(s.seats):
            return ""
        return s.seats[seat].name or names.seat_colour(s.game.seat_name(seat))

    def _draw(self) -> None:
        s, scene, adapter = self.session, self.scene, self.adapter
        assert s is not None and scene is not None and adapter is not None
        live = self.looking_at is None
        state = s.state if live else s.position_at(self.looking_at or 0)
        shown = self._shown(state)
        adapter.show(scene, shown)
        hidden = self.is_handing_over()
        if isinstance(scene, BOARD_SCENES):
            hint = self._hint_move if live and self._hint_move is not None else None
            if (
                not live
                and self._review_hint is not None
                and self._review_hint[0] == self.looking_at
            ):
                hint = self._review_hint[1]
            adapter.show_hint(scene, hint)
            adapter.show_last_move(scene, shown.history[-1] if shown.history else None)
            playable = live and not hidden and s.is_human_turn() and not s.is_bot_thinking()
            adapter.show_moves(scene, state if playable else None)
        if self.game_panel is not None:
            playable = live and not hidden and s.is_human_turn() and not s.is_bot_thinking()
            self.game_panel.show_state(shown, playable)
        self.seat_panel.set_current(None if state.is_terminal() else state.current_seat)
        self.seat_panel.set_details(adapter.seat_details(shown))
        self.banner.setVisible(not live)
        self._set_back_keys(not live)
        self.side.show_parts(not hidden)
        self.move_buttons.set_position(state.ply, s.state.ply)
        self._update_banner()
        self._update_status()

    # --- looking back ----------------------------------------------------------

    def look_at(self, ply: int) -> None:
        """Show the position after ``ply`` moves, read-only."""
        s = self.session
        if s is None or self.is_handing_over():
            return
        if ply >= s.state.ply or ply < 0:
            self.back_to_game()
            return
        if isinstance(self.scene, BOARD_SCENES):
            self.scene.cancel_selection()
        self._review_hint = None
        self.looking_at = ply
        self.move_list.select_ply(ply)
        self._draw()
        self.stateChanged.emit()

    def step_through(self, where: str) -> None:
        """The move list's buttons: "first", "previous", "next" or "last"."""
        s = self.session
        if s is None:
            return
        now = s.state.ply if self.looking_at is None else self.looking_at
        target = {"first": 0, "previous": now - 1, "next": now + 1, "last": s.state.ply}[where]
        if 0 <= target < s.state.ply:
            self.look_at(target)
        elif target >= s.state.ply and self.looking_at is not None:
            self.back_to_game()

    def show_better_move(self, ply: int, move: Any, note: str) -> None:
        """Look at the position after ``ply`` moves with ``move`` (the
        review's better choice there) drawn and ``note`` in the banner."""
        self.look_at(ply)
        if self.looking_at != ply:
            return
        self._review_hint = (ply, move, note)
        self.move_list.select_ply(ply + 1)  # the marked move stays chosen
        self._draw()

    def back_to_game(self) -> None:
        if self.session is None:
            return
        self._review_hint = None
        self.looking_at = None
        self.move_list.select_ply(self.session.state.ply)
        self._draw()
        self.stateChanged.emit()
        if self.view is not None:
            self.view.setFocus()

    def is_looking_back(self) -> bool:
        return self.looking_at is not None

    def _set_back_keys(self, enabled: bool) -> None:
        for shortcut in self._back_keys:
            shortcut.setEnabled(enabled)

    def _update_banner(self) -> None:
        if self.looking_at is None:
            return
        if self._review_hint is not None and self._review_hint[0] == self.looking_at:
            self.banner_label.setText(self._review_hint[2])
        elif self.looking_at == 0:
            self.banner_label.setText(self.tr("Looking at the start position"))
        else:
            self.banner_label.setText(self.tr("Looking at move {0}").format(self.looking_at))

    # --- hand-over --------------------------------------------------------------

    def _show_handover(self, seat: int, line: str | None = None) -> None:
        if isinstance(self.scene, BOARD_SCENES):
            self.scene.cancel_selection()
        self._handover_seat, self._handover_line = seat, line
        colours = (
            self.adapter.seat_colours(self.session.game)
            if self.adapter is not None and self.session is not None
            else []
        )
        colour = colours[seat] if 0 <= seat < len(colours) else None
        self.handover.show_for(self._seat_name(seat), colour, self._next_line())
        # The board widget leaves the screen, not just goes under a cover.
        self.board_stack.setCurrentWidget(self.handover)
        if self.view is not None:
            self.view.hide()

    def _next_line(self) -> str:
        """What the covered seat does next, for the hand-over screen: the
        caller's line, else the game's prompt as the person now at the screen
        may read it (their own view: the cover tells them nothing new)."""
        s, seat = self.session, self._handover_seat
        if self._handover_line is not None or s is None or seat is None:
            return self._handover_line or ""
        state = s.state
        name = self._seat_name(seat)
        known = state.view(self._viewer) if self._viewer is not None else None
        prompt = (
            self.adapter.prompt(known, name)
            if known is not None and self.adapter is not None
            else None
        )
        if prompt:
            return prompt
        if state.phase == "setup":
            return self.tr("Setup: {0} to play").format(name)
        return self.tr("{0} to play").format(name)

    def hand_to(self, seat: int, line: str | None = None) -> None:
        """Cover the board for ``seat`` (a question for another person);
        ``line`` says what is asked of them."""
        self._show_handover(seat, line)
        if self.session is not None and self.scene is not None:
            self._draw()  # the move list and the game's panel leave the screen too
        self.stateChanged.emit()

    def _handover_done(self) -> None:
        if self.view is not None:
            # Current first: the stack lays out only its current page when it
            # shows, and the board never laid out would keep a default size.
            self.board_stack.setCurrentWidget(self.view)
            self.view.show()
            self.view.setFocus()
        if self.session is not None:
            if self._handover_seat is not None:
                self._seen(self._handover_seat)
            self._draw()
        self.stateChanged.emit()

    def _seen(self, seat: int) -> None:
        """Past the cover: this person has seen their view, secrets included."""
        self._seated = seat
        if self.session is not None:
            self.session.seen_by(seat)

    def is_handing_over(self) -> bool:
        """The hand-over cover is up; also before the window is first shown
        (a game opened from the command line), when nothing is "visible" yet."""
        return self.handover.isVisibleTo(self)

    def is_board_hidden(self) -> bool:
        return self.view is None or not self.view.isVisibleTo(self)

    # --- input -------------------------------------------------------------------

    def _move_requested(self, steps: tuple[Any, ...]) -> None:
        s = self.session
        if s is None or self.looking_at is not None:
            return
        move = completed(s.state.legal_moves(), steps)
        if move is None:
            self._failed(self.tr("That move is not possible."))
            return
        if not s.play(move):
            self._draw()  # the scene locked itself after asking; give it the moves back

    def _panel_move(self, move: Any) -> None:
        """A move asked for by the game's own panel: played if it is legal now."""
        s = self.session
        if s is None or self.looking_at is not None or self.is_handing_over():
            return
        if not s.is_human_turn() or s.is_bot_thinking() or move not in s.state.legal_moves():
            if not (
                s.is_human_turn()
                and not s.is_bot_thinking()
                and hasattr(move, "steps")
                and self._illegal_attempt(tuple(move.steps))
            ):
                self._failed(self.tr("That move is not possible."))
            return
        s.play(move)

    def _illegal_attempt(self, steps: tuple[Any, ...]) -> bool:
        """A click (or a panel's choice) no legal move continues: the status
        line says why, from the rules as the seat at the screen knows them."""
        s = self.session
        if s is None or self.looking_at is not None or not s.is_human_turn():
            return False
        self._why = why_not(self._shown(s.state), steps)
        if self._why is not None:
            self._error = ""  # the newer word wins
        self._update_status()
        return self._why is not None

    def _panel_steps(self, steps: tuple[Any, ...]) -> None:
        """Steps the game's panel chose off the board; the board takes the cells."""
        if isinstance(self.scene, BOARD_SCENES) and hasattr(self.scene, "set_step_prefix"):
            self.scene.set_step_prefix(steps)

    def _announce_cursor(self, cell: int) -> None:
        """Screen readers say the keyboard cursor's cell and what stands there
        (the words of its tooltip)."""
        if self.view is None or not isinstance(self.scene, BOARD_SCENES):
            return
        text = self.scene.describe(cell)
        self.view.setAccessibleDescription(text)
        QAccessible.updateAccessibility(
            QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged)
        )

    def _selection_changed(self, prefix: tuple[Any, ...]) -> None:
        if prefix:
            self._why = None  # a new piece picked: the last refusal is old news
        self._update_status()
        self.stateChanged.emit()

    def can_stop_here(self) -> bool:
        """A multi-jump is under way and may end where the piece now stands."""
        s = self.session
        if not isinstance(self.scene, BOARD_SCENES) or s is None or self.looking_at is not None:
            return False
        prefix = self.scene.prefix()
        if len(prefix) < 2:
            return False
        moves = s.state.legal_moves()
        return completed(moves, prefix) is not None and bool(continuations(moves, prefix))

    def stop_here(self) -> bool:
        if self.can_stop_here() and isinstance(self.scene, BOARD_SCENES):
            return self.scene.stop_here()
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Enter/Space end a pending multi-jump, unless the keyboard cursor
        # stands on another cell (then the scene takes it as a click there).
        if (
            watched is self.view
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in _KEYS_STOP
            and isinstance(self.scene, BOARD_SCENES)
            and self.can_stop_here()
        ):
            cursor = self.scene.cursor_cell()
            if cursor is None or cursor == self.scene.prefix()[-1]:
                self.stop_here()
                return True
        return super().eventFilter(watched, event)

    def _choose_completion(self, options: list[Hashable]) -> Hashable | None:
        """The last step of a move with several endings (a promotion's piece):
        the game's adapter asks the player."""
        seat = self.session.state.current_seat if self.session is not None else 0
        assert self.adapter is not None
        return self.adapter.choose_completion(self, options, seat)

    def flip(self, flipped: bool) -> None:
        self.flipped = flipped
        if isinstance(self.scene, BOARD_SCENES):
            self.scene.set_flipped(flipped)

    def show_local_coordinates(self, shown: bool) -> None:
        self.local_coordinates = shown
        if isinstance(self.scene, SquareBoardScene):
            self.scene.set_local_coordinates(shown)

    def show_cell_names(self, shown: bool) -> None:
        self.cell_names = shown
        if isinstance(self.scene, HexBoardScene):
            self.scene.set_cell_names(shown)

    def has_cell_names(self) -> bool:
        """The board can write its cells' names inside them (a hex board)."""
        return isinstance(self.scene, HexBoardScene)

    def has_regions(self) -> bool:
        """The board is divided into named regions (with coordinates of their own)."""
        layout = self.scene.board_layout() if isinstance(self.scene, SquareBoardScene) else None
        return layout is not None and bool(layout.regions)

    def cancel_bot(self) -> None:
        if self.session is not None:
            self.session.cancel_bot()

    def cancel_search(self) -> None:
        """The status line's Cancel: the bot's search, else the hint's."""
        s = self.session
        if s is None:
            return
        if s.is_bot_thinking():
            s.cancel_bot()
        elif s.is_hinting():
            s.cancel_hint()

    def restart_bot(self) -> None:
        if self.session is not None:
            self.session.restart_bot()

    def request_hint(self) -> None:
        s = self.session
        if s is not None and s.is_human_turn() and self.looking_at is None:
            self._hint_text = self.tr("Looking for a good move…")
            self._update_status()
            s.request_hint()

    # --- session signals -------------------------------------------------------

    def _searching(self) -> bool:
        """A bot or a hint search is under way (the progress bar and Cancel show)."""
        s = self.session
        return bool(s is not None and (s.is_bot_thinking() or s.is_hinting()))

    def _show_search(self) -> None:
        on = self._searching()
        if on and self.progress.isHidden():
            self.progress.setValue(0)
        self.progress.setVisible(on)
        self.cancel_button.setVisible(on)
        s = self.session
        if s is not None and s.is_hinting() and not s.is_bot_thinking():
            self.cancel_button.setToolTip(self.tr("Stop looking for a hint"))
        else:
            self.cancel_button.setToolTip(self.tr("Stop the bot's search"))

    def _thinking(self, _on: bool) -> None:
        self._show_search()
        if self.session is not None and self.scene is not None:
            self._draw_later.start()
        self._update_status()
        self.stateChanged.emit()

    def _deferred_draw(self) -> None:
        if self.session is not None and self.scene is not None:
            self._draw()

    def _hinting(self, on: bool) -> None:
        self._show_search()
        if not on and self._hint_move is None:
            self._hint_text = ""  # cancelled, or the position changed meanwhile
        self._update_status()
        self.stateChanged.emit()

    def _hint_lost(self) -> None:
        self._hint_text = self.tr("No hint: the search stopped unexpectedly. Press H to try again.")
        self._update_status()

    def _progress(self, fraction: float) -> None:
        self.progress.setValue(round(100 * max(0.0, min(1.0, fraction))))

    def _hint(self, move: Any) -> None:
        s = self.session
        if s is None or self.looking_at is not None:
            return
        self._hint_move = move
        if isinstance(self.scene, BOARD_SCENES):
            assert self.adapter is not None
            self.adapter.show_hint(self.scene, move)
        self._hint_text = self.tr("Hint: {0}").format(s.state.format_move(move))
        self._update_status()

    def _failed(self, text: str) -> None:
        self._error = text
        self._error_ply = self.session.state.ply if self.session is not None else -1
        self._update_status()

    # --- status line -------------------------------------------------------------

    def status_text(self) -> str:
        return self.status.text()

    def _update_status(self) -> None:
        s = self.session
        self.restart_button.setVisible(bool(s is not None and s.bot_stopped))
        if s is None:
            self.status.setText("")
            return
        state = s.state
        outcome = state.outcome()
        player_names = [self._seat_name(i) for i in range(len(s.seats))]
        if self._error:
            text = self.tr("Error: {0}").format(self._error)
        elif self._why is not None and outcome is None:
            text = self.tr("Not allowed: {0}").format(reason_text(self._why))
        elif outcome is not None:
            text = self.tr("Game over. {0}. {1}").format(
                names.outcome_headline(outcome, player_names),
                names.outcome_reason(outcome, player_names, s.game.spec.key),
            )
        elif self.is_handing_over():
            text = self.tr("Waiting for {0}").format(self.handover.player)
        elif s.bot_stopped:
            text = self.tr(
                "{0} stopped: the bot's process ended unexpectedly. The game is "
                "intact; restart the bot to go on."
            ).format(player_names[state.current_seat])
        elif s.is_bot_thinking():
            text = self.tr("{0} is thinking…").format(player_names[state.current_seat])
        elif self._hint_text:
            text = self._hint_text
        elif self.can_stop_here():
            text = self.tr("Jump on, or press Enter (or click the piece) to stop here.")
        elif self.adapter is not None and (
            prompt := self.adapter.prompt(state, player_names[state.current_seat])
        ):
            text = prompt
        elif state.phase == "setup":
            text = self.tr("Setup: {0} to play").format(player_names[state.current_seat])
        else:
            text = self.tr("{0} to play").format(player_names[state.current_seat])
        self.status.setText(text)
        refused = self._why is not None and outcome is None
        self.status.setStyleSheet(
            "color: #b00020;" if self._error or s.bot_stopped or refused else ""
        )

    # --- language -------------------------------------------------------------------

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("Back to game"))
        if self.is_handing_over():
            self.handover.set_next_line(self._next_line())
        self.cancel_button.setText(self.tr("Cancel"))
        self._show_search()
        self.restart_button.setText(self.tr("Restart the bot"))
        self.restart_button.setToolTip(
            self.tr(
                "Start a new bot process; it takes up the search from the position on the board"
            )
        )
        self.moves_label.setText(self.tr("Moves"))
        self.move_list.setAccessibleName(self.tr("Move list"))
        self.move_buttons.retranslate()
        if self.view is not None:
            self.view.setAccessibleName(self.tr("Board"))
        if self.game_panel is not None:
            self.game_panel.retranslate()
        self._update_banner()
        if self.session is not None and self.scene is not None:
            self._update_history()
            self._draw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
