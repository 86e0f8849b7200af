"""The game page's history: the move list as the seat at the screen may read
it, and looking back at an earlier position (read-only, with a banner and
the way back), stepping through the positions with the list's buttons and
keys, and the review's better move drawn where it was missed. Its words
keep the game page's translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from boardroom.engine.game import AnyState
from boardroom.ui import i18n
from boardroom.ui.movelist import MoveList, Row
from boardroom.ui.moverows import ShownRows
from boardroom.ui.panels import MoveButtons

if TYPE_CHECKING:
    from boardroom.ui.adapter import GameAdapter
    from boardroom.ui.session import GameSession


def same_positions(shown: AnyState, game: AnyState) -> bool:
    """Does ``shown`` go through the positions of the game itself? It does
    when it is the game, or a view of all of it (a finished game's: no
    undo kept, but the same moves from the same start, and no dice drawn
    from another seed), whose rows can then be reached by undo from the
    game's end rather than by replaying it all."""
    if shown is game:
        return True
    return (
        not game.game.spec.chance
        and shown.history == game.history
        and shown.initial().to_text() == game.initial().to_text()
    )


class Page(Protocol):
    """What the history asks of the page it serves."""

    @property
    def session(self) -> GameSession | None: ...
    @property
    def adapter(self) -> GameAdapter | None: ...
    def viewer(self) -> int | None: ...
    def seat_name(self, seat: int) -> str: ...
    def is_handing_over(self) -> bool: ...
    def redraw(self) -> None: ...
    def focus_board(self) -> None: ...
    def cancel_selection(self) -> None: ...
    def expect_move(self) -> None: ...


class HistoryNavigator(QObject):
    """The move list's rows and the position looked at (None: the live game)."""

    changed = Signal()  # looking back began, moved or ended

    def __init__(self, page: Page, owner: QWidget, moves: MoveList, buttons: MoveButtons) -> None:
        super().__init__(owner)
        self.page = page
        self.move_list, self.move_buttons = moves, buttons
        self.looking_at: int | None = None  # ply shown read-only, None = live
        # The review's better move, drawn while looking at the position before
        # a marked move: (ply, move, the banner's words).
        self.review_hint: tuple[int, Any, str] | None = None
        # The rows of each view shown (hot-seat: each person's own list, kept
        # while they wait), worded as they are shown and kept.
        self._shown_rows: dict[Any, ShownRows] = {}
        self._rows_listed: ShownRows | None = None  # the rows in the list now

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

        moves.plyChosen.connect(self.look_at)
        buttons.stepped.connect(self.step_through)
        buttons.install_keys(owner)
        # Esc / End leave the look-back view; only active while looking back.
        self._back_keys = [
            QShortcut(QKeySequence(key), owner) for key in (Qt.Key.Key_Escape, Qt.Key.Key_End)
        ]
        for shortcut in self._back_keys:
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.setEnabled(False)
            shortcut.activated.connect(self.back_to_game)

    def forget(self) -> None:
        """A game left: its rows and the position looked at go."""
        self._shown_rows = {}
        self._rows_listed = None
        self.looking_at = None
        self.review_hint = None
        self.banner.hide()
        self._set_back_keys(False)

    # --- the move list ---------------------------------------------------------------------

    def update_rows(self) -> None:
        """The move list again, after any change of the game, the language
        or the seat at the screen. Rows are worded when shown (see ShownRows)."""
        page = self.page
        s, adapter = page.session, page.adapter
        assert s is not None and adapter is not None
        # Only what the seat in front of the screen may know: a view's history
        # has the other seats' secret moves masked. Replayed, as notation may
        # depend on the position (a kill's mark).
        viewer = page.viewer()
        shown = s.state if viewer is None else s.state.view(viewer)
        player_names = [page.seat_name(i) for i in range(len(s.seats))]
        seat_name = page.seat_name

        def word(replay: AnyState, move: Any) -> Row:
            text = replay.format_move(move)
            words = adapter.describe(replay, move, player_names)
            if words is None:
                words = QCoreApplication.translate("GamePage", "{0}: {1}").format(
                    seat_name(replay.current_seat), replay.describe_move(move)
                )
            # The tip: e.g. region names.
            return words, text, replay.describe_move(move)

        key = (viewer, i18n.current_language(), tuple(player_names))
        rows = self._shown_rows.get(key)
        if rows is None:
            if len(self._shown_rows) >= 8:  # names or language changed: start afresh
                self._shown_rows.clear()
            rows = self._shown_rows[key] = ShownRows(word)
        same = rows.update(shown, s.state if same_positions(shown, s.state) else None)
        if rows is not self._rows_listed:
            same, self._rows_listed = 0, rows  # another view's rows: the list anew
        self.move_list.set_rows(len(shown.history), same, rows.row)
        if self.looking_at is not None:
            self.move_list.select_ply(self.looking_at)

    def game_changed(self, ply: int) -> None:
        """The game now has ``ply`` moves: a position looked at past them is gone."""
        if self.looking_at is not None and self.looking_at > ply:
            self.looking_at = None

    # --- looking back ------------------------------------------------------------------------

    def is_looking_back(self) -> bool:
        return self.looking_at is not None

    def hint_shown(self) -> Any:
        """The review's better move, while looking at its position (else None)."""
        hint = self.review_hint
        if self.looking_at is not None and hint is not None and hint[0] == self.looking_at:
            return hint[1]
        return None

    def look_at(self, ply: int) -> None:
        """Show the position after ``ply`` moves, read-only."""
        s = self.page.session
        if s is None or self.page.is_handing_over():
            return
        if ply >= s.state.ply or ply < 0:
            self.back_to_game()
            return
        self.page.cancel_selection()
        self.review_hint = None
        self.looking_at = ply
        self.move_list.select_ply(ply)
        self.page.expect_move()  # one move forward from the position shown: it plays
        self.page.redraw()
        self.changed.emit()

    def step_through(self, where: str) -> None:
        """The move list's buttons: "first", "previous", "next" or "last"."""
        s = self.page.session
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
        self.review_hint = (ply, move, note)
        self.move_list.select_ply(ply + 1)  # the marked move stays chosen
        self.page.redraw()

    def back_to_game(self) -> None:
        s = self.page.session
        if s is None:
            return
        self.review_hint = None
        self.looking_at = None
        self.move_list.select_ply(s.state.ply)
        self.page.expect_move()
        self.page.redraw()
        self.changed.emit()
        self.page.focus_board()

    # --- what shows it -------------------------------------------------------------------------

    def show_position(self, ply: int, last: int) -> None:
        """The banner, the keys and the buttons for the position drawn (``ply``
        of the game's ``last``)."""
        live = self.looking_at is None
        self.banner.setVisible(not live)
        self._set_back_keys(not live)
        self.move_buttons.set_position(ply, last)

    def _set_back_keys(self, enabled: bool) -> None:
        for shortcut in self._back_keys:
            shortcut.setEnabled(enabled)

    def update_banner(self) -> None:
        if self.looking_at is None:
            return
        if self.review_hint is not None and self.review_hint[0] == self.looking_at:
            self.banner_label.setText(self.review_hint[2])
        elif self.looking_at == 0:
            self.banner_label.setText(
                QCoreApplication.translate("GamePage", "Looking at the start position")
            )
        else:
            self.banner_label.setText(
                QCoreApplication.translate("GamePage", "Looking at move {0}").format(
                    self.looking_at
                )
            )

    def retranslate(self) -> None:
        self.back_button.setText(QCoreApplication.translate("GamePage", "Back to game"))
        self.update_banner()
