"""Rival's side panel: the setup reserve (choose a kind, then a hex, or drag
it to the board), "Place for me", the Ninja's hiding, Reveal and Pass, and
the news of an ambush and of the previous turn.

Like every game panel it only asks: a whole move with ``moveChosen``, or a
kind to place with ``stepsChosen`` (the board then takes the hex).
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QPointF, QSize, Qt, QTimer
from PySide6.QtGui import QDrag, QFont, QIcon, QMouseEvent
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.game import AnyState
from boardroom.engine.rng import fresh_seed
from boardroom.games.rival.board import BOARD
from boardroom.games.rival.formation import suggest_formation, suggest_hiding
from boardroom.games.rival.moves import PASS, REVEAL, RivalMove
from boardroom.games.rival.rules import RivalState
from boardroom.ui.adapter import GamePanel
from boardroom.ui.games.rival.news import (
    HIDING_ROWS,
    HOME_ROWS,
    ambush_text,
    colour,
    plies,
    previous_turn,
    recent_ambush,
)
from boardroom.ui.games.rival.pieces import RIVAL_PIECES
from boardroom.ui.pieceart import PieceArt, piece_name
from boardroom.ui.scenes.hexscene import steps_mime_data

RESERVE = ("G", "S", "A")  # kinds placed in the setup, by notation letter
KIND_OF_NAME = {"Shogun": "G", "Samurai": "S", "Ashigaru": "A"}  # remaining() keys
ICON = 40


class ReserveButton(QToolButton):
    """One kind of the reserve: click to choose it, or drag it onto a hex."""

    def __init__(self, letter: str, art: PieceArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.letter = letter
        self.art = art
        self.seat = -1
        self._pressed_at: QPointF | None = None
        self.setObjectName(f"reserve{letter}")
        self.setCheckable(True)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        self.setIconSize(QSize(ICON, ICON))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_seat(self, seat: int) -> None:
        if seat != self.seat:
            self.seat = seat
            self.setIcon(QIcon(self.art.pixmap(self.letter, seat, 2 * ICON)))

    def mime_data(self) -> QMimeData:
        return steps_mime_data([self.letter])

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._pressed_at = event.position() if event.button() == Qt.MouseButton.LeftButton else None
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        start = self._pressed_at
        if (
            start is not None
            and event.buttons() & Qt.MouseButton.LeftButton
            and (event.position() - start).manhattanLength() >= QApplication.startDragDistance()
        ):
            self._pressed_at = None
            self.setDown(False)
            drag = QDrag(self)
            drag.setMimeData(self.mime_data())
            drag.setPixmap(self.art.pixmap(self.letter, self.seat, 2 * ICON))
            drag.setHotSpot(QPoint(ICON, ICON))
            drag.exec(Qt.DropAction.CopyAction)
            return
        super().mouseMoveEvent(event)


class RivalPanel(GamePanel):
    """What the board alone cannot offer in Rival."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = PieceArt(RIVAL_PIECES)
        self.state: RivalState | None = None
        self.playable = False
        self.kind: str | None = None  # the reserve's chosen kind
        self.auto_seats: dict[int, int] = {}  # seat -> formation seed, while placing for it
        self._ply = -1

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 4)
        self.heading = QLabel()
        self.heading.setObjectName("rivalHeading")
        font = QFont(self.heading.font())
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.help = QLabel()
        self.help.setObjectName("rivalHelp")
        self.help.setWordWrap(True)
        self.news = QLabel()
        self.news.setObjectName("rivalNews")
        self.news.setWordWrap(True)
        self.news.setStyleSheet(
            "#rivalNews { background: #fbe0d9; color: #5c1008;"
            " border: 1px solid #c0392b; border-radius: 3px; padding: 5px; }"
        )

        self.reserve = QWidget()
        reserve_row = QHBoxLayout(self.reserve)
        reserve_row.setContentsMargins(0, 0, 0, 0)
        reserve_row.setSpacing(4)
        self.kind_group = QButtonGroup(self)
        self.kind_group.setExclusive(True)
        self.reserve_buttons: dict[str, ReserveButton] = {}
        for letter in RESERVE:
            button = ReserveButton(letter, self.art)
            button.clicked.connect(lambda _checked=False, k=letter: self.choose_kind(k))
            self.kind_group.addButton(button)
            reserve_row.addWidget(button)
            self.reserve_buttons[letter] = button

        self.place_button = QPushButton()
        self.place_button.setObjectName("placeForMe")
        self.place_button.setCheckable(True)
        self.place_button.clicked.connect(self._place_for_me)
        self.hide_button = QPushButton()
        self.hide_button.setObjectName("hideForMe")
        self.hide_button.clicked.connect(self._hide_for_me)
        self.reveal_button = QPushButton()
        self.reveal_button.setObjectName("revealNinja")
        self.reveal_button.clicked.connect(lambda: self._play_kind(REVEAL))
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("passTurn")
        self.pass_button.clicked.connect(lambda: self._play_kind(PASS))
        self.last_turn = QLabel()
        self.last_turn.setObjectName("rivalLastTurn")
        self.last_turn.setWordWrap(True)

        for widget in (
            self.heading,
            self.help,
            self.news,
            self.reserve,
            self.place_button,
            self.hide_button,
            self.reveal_button,
            self.pass_button,
            self.last_turn,
        ):
            layout.addWidget(widget)
        for widget in (
            self.news,
            self.reserve,
            self.place_button,
            self.hide_button,
            self.reveal_button,
            self.pass_button,
            self.last_turn,
        ):
            widget.hide()
        self.retranslate()

    # --- the game page's side ------------------------------------------------

    def show_state(self, state: AnyState, playable: bool) -> None:
        assert isinstance(state, RivalState)
        if state.ply < self._ply:
            self.auto_seats.clear()  # an undo: stop placing by itself, or it would redo
        self._ply = state.ply
        self.state, self.playable = state, playable
        stage = None if state.is_terminal() else state.setup_stage()
        if stage == "place":
            remaining = self._remaining()
            if self.kind is None or not remaining.get(self.kind):
                self.kind = next((k for k in RESERVE if remaining.get(k)), None)
        self._update()
        self.stepsChosen.emit(self._board_steps())
        if playable and stage == "place" and state.current_seat in self.auto_seats:
            # Later: the game page is still drawing this state.
            QTimer.singleShot(0, self, self._place_next)

    def retranslate(self) -> None:
        self.place_button.setText(self.tr("Place for me"))
        self.place_button.setToolTip(
            self.tr(
                "Place the rest of your army in a sound formation, one piece at each of your "
                "turns of the setup"
            )
        )
        self.hide_button.setText(self.tr("Hide it for me"))
        self.hide_button.setToolTip(
            self.tr("Let the app choose a hiding hex at random, mostly in the middle rows")
        )
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(self.tr("None of your pieces can move"))
        if self.state is not None:
            self._update()

    # --- choices -------------------------------------------------------------

    def choose_kind(self, letter: str) -> None:
        """The reserve's kind to place with the next click on the board."""
        self.kind = letter
        self._update()
        self.stepsChosen.emit(self._board_steps())

    def _board_steps(self) -> tuple[str, ...]:
        """The steps the board should put before the hex it takes."""
        state = self.state
        if state is None or not self.playable or state.is_terminal():
            return ()
        stage = state.setup_stage()
        if stage == "place":
            return (self.kind,) if self.kind else ()
        if stage == "hide":
            return ("N",)
        return ()

    def _remaining(self) -> dict[str, int]:
        assert self.state is not None
        counts = self.state.remaining(self.state.current_seat)
        return {KIND_OF_NAME[name]: n for name, n in counts.items()}

    def _place_for_me(self, checked: bool) -> None:
        state = self.state
        if state is None or not self.playable:
            self.place_button.setChecked(False)
            return
        seat = state.current_seat
        if checked:
            self.auto_seats[seat] = fresh_seed()
            self._place_next()
        else:
            self.auto_seats.pop(seat, None)

    def _place_next(self) -> None:
        state = self.state
        if (
            state is None
            or not self.playable
            or state.is_terminal()
            or state.setup_stage() != "place"
        ):
            return
        seat = state.current_seat
        if seat in self.auto_seats:
            plan = suggest_formation(state, seat, self.auto_seats[seat])
            if plan:
                self.moveChosen.emit(plan[0])

    def _hide_for_me(self) -> None:
        state = self.state
        if state is not None and self.playable and state.setup_stage() == "hide":
            # A fresh seed: the game's own seed is in the saved file for all to see.
            self.moveChosen.emit(suggest_hiding(state, state.current_seat, fresh_seed()))

    def _play_kind(self, action: str) -> None:
        move = self._legal(action)
        if move is not None:
            self.moveChosen.emit(move)

    def _legal(self, action: str) -> RivalMove | None:
        state = self.state
        if state is None or not self.playable or state.phase != "play":
            return None
        return next((m for m in state.legal_moves() if m.action == action), None)

    # --- words ---------------------------------------------------------------

    def _update(self) -> None:
        state = self.state
        assert state is not None
        terminal = state.is_terminal()
        stage = None if terminal else state.setup_stage()
        seat = state.current_seat
        mine = self.playable
        history = plies(state)
        if terminal:
            heading, help_text = self.tr("The game is over"), ""
        elif stage == "place":
            heading = self.tr("Setup: {0} places the army").format(colour(seat))
            if seat in self.auto_seats:
                help_text = self.tr("Placing your army for you, one piece at each of your turns.")
            else:
                help_text = self.tr(
                    "Choose a piece, then click a free hex of your territory (rows {0}), or "
                    "drag the piece there. Both players place one piece at a time."
                ).format(HOME_ROWS[seat])
        elif stage == "hide":
            heading = self.tr("Setup: {0} hides the Ninja").format(colour(seat))
            help_text = self.tr(
                "Click the hex where your Ninja waits in secret: rows {0}, your territory "
                "or no-man's-land. An enemy piece that ends its turn there is killed."
            ).format(HIDING_ROWS[seat])
        else:
            heading = self.tr("{0} to play: move {1} of 2").format(colour(seat), state.turn_move())
            if self._legal(PASS) is not None:
                # Only Pass (and the reveal, if its button shows) is left: say
                # so rather than ask for a move no piece can make.
                help_text = self.tr("None of your pieces can move") + "."
            elif state.turn_move() == 1:
                help_text = self.tr(
                    "Move two different pieces, one after the other. Click a piece: its "
                    "destinations light up; point at one to see the way."
                )
            else:
                help_text = self.tr("Now move another piece.")
        if not mine and not terminal:
            help_text = ""  # a bot's turn, or a look back: nothing to do here
        for s in (0, 1):
            cell = state.hidden_ninja(s)  # in a view, only the viewer's own
            if cell is None:
                continue
            if terminal:  # the game over, the secrets are out
                help_text += " " + self.tr("{0}'s Ninja was hiding on {1}.").format(
                    colour(s), BOARD.labels[cell]
                )
            else:
                help_text += " " + self.tr(
                    "{0}'s Ninja hides on {1}, drawn faintly: only {0} sees it."
                ).format(colour(s), BOARD.labels[cell])
        self.heading.setText(heading)
        self.help.setText(help_text.strip())
        self.help.setVisible(bool(help_text))

        ambush = recent_ambush(state, history)
        self.news.setText(ambush_text(ambush) if ambush is not None else "")
        self.news.setVisible(ambush is not None)

        placing = stage == "place"
        self.reserve.setVisible(placing)
        if placing:
            remaining = self._remaining()
            for letter, button in self.reserve_buttons.items():
                count = remaining.get(letter, 0)
                button.set_seat(seat)
                button.setText(
                    self.tr("{0}\n× {1}").format(piece_name(RIVAL_PIECES, letter), count)
                )
                button.setToolTip(
                    self.tr(
                        "{0} left to place: {1}. Click, then click a hex; or drag it to a hex."
                    ).format(piece_name(RIVAL_PIECES, letter), count)
                )
                button.setEnabled(mine and count > 0 and seat not in self.auto_seats)
                button.setChecked(letter == self.kind)
        self.place_button.setVisible(placing)
        self.place_button.setEnabled(mine)
        self.place_button.setChecked(placing and seat in self.auto_seats)
        self.hide_button.setVisible(stage == "hide")
        self.hide_button.setEnabled(mine)

        reveal = self._legal(REVEAL)
        self.reveal_button.setVisible(reveal is not None)
        # Cleared when hidden: no hex of a Ninja lingers for the next player.
        self.reveal_button.setText(
            ""
            if reveal is None
            else self.tr("Reveal the Ninja on {0}").format(BOARD.labels[reveal.target])
        )
        if reveal is not None:
            self.reveal_button.setToolTip(
                self.tr("Bring your Ninja out as this move; it can move from your next turn on")
            )
        self.pass_button.setVisible(self._legal(PASS) is not None)

        last = previous_turn(state, history) if not terminal else None
        self.last_turn.setVisible(last is not None)
        if last is not None:
            self.last_turn.setText(
                self.tr("Last turn of {0}: {1}").format(colour(last[0]), ", ".join(last[1]))
            )
