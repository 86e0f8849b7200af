"""The hand-over cover on the game page: put up in the board's place and
lifted when the policy (:class:`~boardroom.ui.handoverpolicy.HandoverPolicy`)
says so, with the line that tells the next person what comes next."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QGraphicsView, QStackedWidget, QWidget

from boardroom.ui.handover import HandoverOverlay
from boardroom.ui.handoverpolicy import HandoverPolicy

if TYPE_CHECKING:
    from boardroom.ui.adapter import GameAdapter
    from boardroom.ui.session import GameSession


class Page(Protocol):
    """What the cover asks of the page it serves."""

    @property
    def session(self) -> GameSession | None: ...
    @property
    def adapter(self) -> GameAdapter | None: ...
    @property
    def view(self) -> QGraphicsView | None: ...
    def seat_name(self, seat: int) -> str: ...
    def cancel_selection(self) -> None: ...
    def redraw(self) -> None: ...


class HandoverStage(QObject):
    """The board's stack (the board, or the cover in its place) and its policy."""

    changed = Signal()  # the cover went up or was lifted

    def __init__(self, page: Page, owner: QWidget) -> None:
        super().__init__(owner)
        self.page, self.owner = page, owner
        self.stack = QStackedWidget()
        self.stack.setObjectName("boardStack")
        self.stack.addWidget(QWidget())  # a placeholder while no game is shown
        self.overlay = HandoverOverlay()
        self.overlay.revealed.connect(self.lift)
        self.stack.addWidget(self.overlay)
        self.policy = HandoverPolicy(self._show, self.lift, self.is_covered)

    def set_board(self, view: QGraphicsView) -> None:
        self.stack.insertWidget(0, view)
        self.stack.setCurrentWidget(view)

    def remove_board(self, view: QGraphicsView) -> None:
        self.stack.removeWidget(view)
        view.hide()

    def is_covered(self) -> bool:
        """The cover is up; also before the window is first shown (a game
        opened from the command line), when nothing is "visible" yet."""
        return self.overlay.isVisibleTo(self.owner)

    def _show(self, seat: int, line: str | None = None) -> None:
        page = self.page
        colours = (
            page.adapter.seat_colours(page.session.game)
            if page.adapter is not None and page.session is not None
            else []
        )
        colour = colours[seat] if 0 <= seat < len(colours) else None
        self.overlay.show_for(page.seat_name(seat), colour, self.next_line(), seat)
        # The board widget leaves the screen, not just goes under a cover.
        self.stack.setCurrentWidget(self.overlay)
        if page.view is not None:
            page.view.hide()
        # Once covered: the status line it updates then waits for the next
        # person (before, it would work out their prompt in their view).
        page.cancel_selection()

    def next_line(self) -> str:
        """The line under the name: the caller's, else only whose turn it
        is. Both people see the cover, so it tells neither anything they may
        not know: not built from the view of the one leaving the screen (who
        cannot see the next person's pieces: "no move, must pass" with
        hundreds of moves), nor from the next person's (their lack of a move
        is their secret). What they must do is said once the cover is
        lifted, from their own view, in the status line."""
        page, cover = self.page, self.policy.cover
        s = page.session
        if cover is None:
            return ""
        if cover.line is not None or s is None:
            return cover.line or ""
        name = page.seat_name(cover.seat)
        if s.state.phase == "setup":
            return QCoreApplication.translate("GamePage", "Setup: {0} to play").format(name)
        return QCoreApplication.translate("GamePage", "{0} to play").format(name)

    def hand_to(self, seat: int, line: str | None = None) -> None:
        """Cover the board for ``seat`` (a question for another person);
        ``line`` says what is asked of them."""
        self.policy.hand_to(seat, line)
        if self.page.session is not None and self.page.adapter is not None:
            self.page.redraw()  # the move list and the game's panel leave the screen too
        self.changed.emit()

    def lift(self) -> None:
        """The covered person is at the screen: the board comes back."""
        page = self.page
        if page.view is not None:
            # Current first: the stack lays out only its current page when it
            # shows, and the board never laid out would keep a default size.
            self.stack.setCurrentWidget(page.view)
            page.view.show()
            page.view.setFocus()
        if page.session is not None:
            seat = self.policy.lifted()
            if seat is not None:
                page.session.seen_by(seat)
            page.redraw()
        self.changed.emit()

    def forget(self) -> None:
        self.overlay.hide()

    def retranslate(self) -> None:
        if self.is_covered():
            self.overlay.set_next_line(self.next_line())
