"""The game page's status line: what happens now, in one sentence, with the
search's progress bar, Cancel and "Restart the bot" beside it, and what the
session says of its searches (a bot thinking, a hint found or lost).

It keeps the notes that outrank the game's own prompt (an error, why the
last click went nowhere, a hint) until the position changes. Its words keep
the game page's translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QProgressBar, QPushButton

from boardroom.engine.game import AnyState
from boardroom.engine.reasons import Reason
from boardroom.ui import names
from boardroom.ui.reasons import reason_text

if TYPE_CHECKING:
    from boardroom.ui.adapter import GameAdapter
    from boardroom.ui.boardcontrol import BoardController
    from boardroom.ui.session import GameSession


class Page(Protocol):
    """What the status line asks of the page it serves."""

    @property
    def session(self) -> GameSession | None: ...
    @property
    def adapter(self) -> GameAdapter | None: ...
    @property
    def board(self) -> BoardController: ...
    def seat_name(self, seat: int) -> str: ...
    def viewer(self) -> int | None: ...
    def waiting_for(self) -> str | None: ...
    def is_looking_back(self) -> bool: ...
    def redraw_soon(self) -> None: ...


class StatusLine(QObject):
    """The sentence, the progress bar and the two buttons, in one row (a
    layout the page places under the board)."""

    changed = Signal()  # a search began or ended

    def __init__(self, page: Page, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.page = page
        self.error = ""
        self._error_ply = -1
        self.why: Reason | None = None  # why the last click went nowhere, until the next
        self.hint_text = ""
        self.clicked_back = False  # the board clicked while an earlier position showed
        self.label = QLabel()
        self.label.setObjectName("statusLine")
        self.label.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setObjectName("botProgress")
        self.progress.setRange(0, 100)
        self.progress.setMaximumWidth(160)
        self.progress.setTextVisible(False)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancelBot")
        self.restart_button = QPushButton()
        self.restart_button.setObjectName("restartBot")
        self.row = QHBoxLayout()
        self.row.addWidget(self.label, 1)
        self.row.addWidget(self.progress)
        self.row.addWidget(self.cancel_button)
        self.row.addWidget(self.restart_button)
        self.progress.hide()
        self.cancel_button.hide()
        self.restart_button.hide()
        self._keep_height()

    def _keep_height(self) -> None:
        # The row keeps the height of its buttons while they are hidden: else
        # the board shrinks and grows a few pixels each time a bot starts or
        # stops thinking, and every such resize repaints the whole board.
        self.label.setMinimumHeight(
            max(
                w.sizeHint().height()
                for w in (self.progress, self.cancel_button, self.restart_button)
            )
        )

    def set_scale(self, scale: float) -> None:
        """The table scale: the line and its buttons ``scale`` times the usual size."""
        font = QFont(QApplication.font())
        font.setPointSizeF(font.pointSizeF() * scale)
        for widget in (self.label, self.cancel_button, self.restart_button):
            widget.setFont(font)
        self.progress.setMaximumWidth(round(160 * scale))
        self._keep_height()

    # --- notes ------------------------------------------------------------------------

    def forget(self) -> None:
        """A game left: no note survives it."""
        self.error = self.hint_text = ""
        self.why = None

    def position_changed(self, ply: int) -> None:
        """A new position: the hint and the refusal are old news; an error
        stays while the game stays at the ply it was said at."""
        self.hint_text = ""
        self.why = None
        if ply != self._error_ply:
            self.error = ""

    def clicked_while_looking_back(self) -> None:
        """The board shows an earlier position and was clicked: say how to play on."""
        self.clicked_back = True

    def fail(self, text: str, ply: int) -> None:
        self.error = text
        self._error_ply = ply

    def refuse(self, why: Reason | None) -> None:
        """Why a click went nowhere (None: no rule to tell)."""
        self.why = why
        if why is not None:
            self.error = ""  # the newer word wins

    # --- the search ---------------------------------------------------------------------

    def show_search(self, session: GameSession | None) -> None:
        """The progress bar and Cancel while a bot or a hint search runs."""
        s = session
        on = bool(s is not None and (s.is_bot_thinking() or s.is_hinting()))
        if on and self.progress.isHidden():
            self.progress.setValue(0)
        self.progress.setVisible(on)
        self.cancel_button.setVisible(on)
        if s is not None and s.is_hinting() and not s.is_bot_thinking():
            self.cancel_button.setToolTip(
                QCoreApplication.translate("GamePage", "Stop looking for a hint")
            )
        else:
            self.cancel_button.setToolTip(
                QCoreApplication.translate("GamePage", "Stop the bot's search")
            )

    def set_progress(self, fraction: float) -> None:
        self.progress.setValue(round(100 * max(0.0, min(1.0, fraction))))

    # --- the sentence ---------------------------------------------------------------------

    def text(self) -> str:
        return self.label.text()

    def update(self) -> None:
        page = self.page
        s = page.session
        self.restart_button.setVisible(bool(s is not None and s.bot_stopped))
        if s is None:
            self.label.setText("")
            return
        state = s.state
        outcome = state.outcome()
        player_names = [page.seat_name(i) for i in range(len(s.seats))]
        to_move = player_names[state.current_seat]
        waiting_for = page.waiting_for()
        self.clicked_back = self.clicked_back and page.is_looking_back()
        if self.error:
            text = QCoreApplication.translate("GamePage", "Error: {0}").format(self.error)
        elif self.clicked_back:
            text = QCoreApplication.translate(
                "GamePage",
                "This is an earlier position, shown to look at: press Back to game (or Esc) "
                "to play on.",
            )
        elif self.why is not None and outcome is None:
            text = QCoreApplication.translate("GamePage", "Not allowed: {0}").format(
                reason_text(self.why)
            )
        elif outcome is not None:
            text = QCoreApplication.translate("GamePage", "Game over. {0}. {1}").format(
                names.outcome_headline(outcome, player_names),
                names.outcome_reason(outcome, player_names, s.game.spec.key),
            )
        elif waiting_for is not None:
            text = QCoreApplication.translate("GamePage", "Waiting for {0}").format(waiting_for)
        elif s.bot_stopped:
            text = QCoreApplication.translate(
                "GamePage",
                "{0} stopped: the bot's process ended unexpectedly. The game is "
                "intact; restart the bot to go on.",
            ).format(to_move)
        elif s.is_bot_thinking():
            text = QCoreApplication.translate("GamePage", "{0} is thinking…").format(to_move)
        elif self.hint_text:
            text = self.hint_text
        elif page.board.can_stop_here():
            text = QCoreApplication.translate(
                "GamePage", "Jump on, or press Enter (or click the piece) to stop here."
            )
        elif prompt := self._prompt(state, to_move):
            text = prompt
        elif state.phase == "setup":
            text = QCoreApplication.translate("GamePage", "Setup: {0} to play").format(to_move)
        else:
            text = QCoreApplication.translate("GamePage", "{0} to play").format(to_move)
        self.label.setText(text)
        refused = self.why is not None and outcome is None
        self.label.setStyleSheet(
            "color: #b00020;" if self.error or s.bot_stopped or refused else ""
        )

    def _prompt(self, state: AnyState, to_move: str) -> str | None:
        """The game's own words for the seat to move (for the move half
        entered, if one is), from what the person at the screen knows: their
        own view when it is their turn (whether they must pass is theirs to
        know), nothing when another seat is to move in a game with secrets
        (their view cannot tell what that seat may do)."""
        adapter, viewer = self.page.adapter, self.page.viewer()
        if adapter is None:
            return None
        if viewer is not None and viewer != state.current_seat:
            return None
        known = state if viewer is None else state.view(viewer)
        steps = self.page.board.entered()
        entering = adapter.step_prompt(known, to_move, steps) if steps else None
        return entering or adapter.prompt(known, to_move)

    # --- the session's searches ----------------------------------------------------------

    def watched(self, s: GameSession) -> list[tuple[Any, Any]]:
        """The session's signals this line follows, with their slots."""
        return [
            (s.thinking, self._thinking),
            (s.progress, self.set_progress),
            (s.hintReady, self._hint),
            (s.hinting, self._hinting),
            (s.hintProgress, self.set_progress),
            (s.hintLost, self._hint_lost),
            (s.failed, self.fail_now),
        ]

    def fail_now(self, text: str) -> None:
        s = self.page.session
        self.fail(text, s.state.ply if s is not None else -1)
        self.update()

    def request_hint(self) -> None:
        s = self.page.session
        if s is not None and s.is_human_turn() and not self.page.is_looking_back():
            self.hint_text = QCoreApplication.translate("GamePage", "Looking for a good move…")
            self.update()
            s.request_hint()

    def cancel_search(self) -> None:
        """Cancel: the bot's search, else the hint's."""
        s = self.page.session
        if s is None:
            return
        if s.is_bot_thinking():
            s.cancel_bot()
        elif s.is_hinting():
            s.cancel_hint()

    def restart_bot(self) -> None:
        if self.page.session is not None:
            self.page.session.restart_bot()

    def _thinking(self, _on: bool) -> None:
        self.show_search(self.page.session)
        self.page.redraw_soon()
        self.update()
        self.changed.emit()

    def _hinting(self, on: bool) -> None:
        self.show_search(self.page.session)
        if not on and self.page.board.hint_move is None:
            self.hint_text = ""  # cancelled, or the position changed meanwhile
        self.update()
        self.changed.emit()

    def _hint_lost(self) -> None:
        self.hint_text = QCoreApplication.translate(
            "GamePage", "No hint: the search stopped unexpectedly. Press H to try again."
        )
        self.update()

    def _hint(self, move: Any) -> None:
        s = self.page.session
        if s is None or self.page.is_looking_back():
            return
        self.page.board.show_hint(move)
        self.hint_text = QCoreApplication.translate("GamePage", "Hint: {0}").format(
            s.state.format_move(move)
        )
        self.update()

    def retranslate(self, session: GameSession | None) -> None:
        self.cancel_button.setText(QCoreApplication.translate("GamePage", "Cancel"))
        self.show_search(session)
        self.restart_button.setText(QCoreApplication.translate("GamePage", "Restart the bot"))
        self.restart_button.setToolTip(
            QCoreApplication.translate(
                "GamePage",
                "Start a new bot process; it takes up the search from the position on the board",
            )
        )
