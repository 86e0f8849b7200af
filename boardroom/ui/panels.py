"""Side panels of the game page: the seats and the move list."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeySequence,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.savegame import Seat
from boardroom.ui import names, seatlook


def swatch(colour: QColor, size: int = 22, seat: int | None = None) -> QPixmap:
    """A round disc of the seat's colour with an outline that shows on any
    background; the seat's own shape instead when shapes are on."""
    pixmap = QPixmap(QSize(size, size))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if seat is not None and seatlook.LOOK.shapes:
        seatlook.paint_shape(painter, QRectF(1, 1, size - 2, size - 2), seat, colour, "#555555")
    else:
        painter.setPen(QPen(QColor("#777777"), 1.5))
        painter.setBrush(colour)
        painter.drawEllipse(2, 2, size - 4, size - 4)
    painter.end()
    return pixmap


class SeatCard(QFrame):
    """One seat: swatch, name, who plays it, a game-specific line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 6, 8, 6)
        self.swatch = QLabel()
        self.name = QLabel()
        self.name.setObjectName("seatName")
        self.player = QLabel()
        self.player.setObjectName("seatPlayer")
        self.detail = QLabel()
        self.detail.setObjectName("seatDetail")
        self.detail.setWordWrap(True)
        grid.addWidget(self.swatch, 0, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.name, 0, 1)
        grid.addWidget(self.player, 1, 1)
        grid.addWidget(self.detail, 2, 1)
        grid.setColumnStretch(1, 1)
        self.active = False

    def set_active(self, active: bool) -> None:
        self.active = active
        font = self.name.font()
        font.setBold(active)
        self.name.setFont(font)
        palette = self.palette()
        parent = self.parentWidget()
        base = parent.palette() if parent is not None else palette
        role = QPalette.ColorRole.Window
        colour = base.color(QPalette.ColorRole.Highlight) if active else base.color(role)
        if active:
            colour = QColor(colour)
            colour.setAlpha(70)
        palette.setColor(role, colour)
        self.setPalette(palette)
        self.setLineWidth(2 if active else 1)


class SeatPanel(QWidget):
    """Every seat of the game, the one to move highlighted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatPanel")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.cards: list[SeatCard] = []
        self._seats: list[Seat] = []
        self._sides: list[str] = []
        self._current: int | None = None

    def set_seats(
        self, seats: Sequence[Seat], sides: Sequence[str], colours: Sequence[QColor]
    ) -> None:
        """``sides`` are the English seat colours of the game ("Black"...)."""
        for card in self.cards:
            self._layout.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards = []
        self._seats = list(seats)
        self._sides = list(sides)
        for i, _seat in enumerate(seats):
            card = SeatCard(self)
            card.setObjectName(f"seatCard{i}")
            card.swatch.setPixmap(swatch(colours[i], seat=i))
            self._layout.addWidget(card)
            # Shown now: a card added to a panel on screen is otherwise shown
            # only later, after the layouts above have measured the panel
            # without it (and kept its height for every later game).
            card.setVisible(True)
            self.cards.append(card)
        self.retranslate()
        self.set_current(self._current)
        self.updateGeometry()

    def set_current(self, seat: int | None) -> None:
        """Highlight the seat to move (None when nobody is: game over)."""
        self._current = seat
        for i, card in enumerate(self.cards):
            card.set_active(i == seat)

    @property
    def current(self) -> int | None:
        return self._current

    def set_details(self, details: Sequence[str]) -> None:
        for card, text in zip(self.cards, details, strict=False):
            card.detail.setText(text)
            card.detail.setVisible(bool(text))

    def retranslate(self) -> None:
        for i, card in enumerate(self.cards):
            seat = self._seats[i]
            side = names.seat_colour(self._sides[i]) if i < len(self._sides) else ""
            card.name.setText(seat.name or side)
            if seat.is_bot:
                who = self.tr("Bot ({0})").format(names.level_name(seat.level))
            else:
                who = self.tr("Human")
            plain = not seat.name or seat.name == side
            card.player.setText(who if plain else self.tr("{0} · {1}").format(side, who))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class MoveList(QTreeWidget):
    """The history, one row per move; row 0 is the start position. Each row
    reads the move in words, its notation beside it.

    ``plyChosen(n)`` asks to look at the position after ``n`` moves; it is
    emitted only for the player's own clicks and keys, never for updates.
    """

    plyChosen = Signal(int)
    WORDS, NOTATION = 1, 2  # columns

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveList")
        self.setColumnCount(3)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.header()
        header.setStretchLastSection(False)
        # The number and notation columns are as wide as their widest cell,
        # worked out here for the new rows only: Qt's ResizeToContents measures
        # every row again at each move, milliseconds late in a long game.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(self.WORDS, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.NOTATION, QHeaderView.ResizeMode.Fixed)
        self._updating = False
        self._rows: list[tuple[str, str, str]] = []  # what the rows after Start show
        # The review's marks: move index -> (mark, colour, tooltip).
        self._marks: dict[int, tuple[str, QColor, str]] = {}
        self.currentItemChanged.connect(self._on_current)
        self.itemClicked.connect(self._on_clicked)
        self.retranslate()

    def set_moves(self, entries: Sequence[tuple[str, str]], tips: Sequence[str] = ()) -> None:
        """(move in words, notation) per move, oldest first; selects the last
        row. ``tips``: a longer notation (drin squares), shown over the notation.
        Rows that did not change stay (a move adds one row, not a new list)."""
        rows = [
            (words, text, tips[i] if i < len(tips) else text)
            for i, (words, text) in enumerate(entries)
        ]
        self._updating = True
        try:
            if self.topLevelItemCount() == 0:
                self.addTopLevelItem(QTreeWidgetItem(["", self.tr("Start"), ""]))
                self._rows = []
            same = 0
            while same < min(len(rows), len(self._rows)) and rows[same] == self._rows[same]:
                same += 1
            first = self.topLevelItemCount()  # the first row to measure (all when some went)
            while self.topLevelItemCount() > same + 1:
                self.takeTopLevelItem(self.topLevelItemCount() - 1)
                first = 0
            items = []
            for number, (words, text, tip) in enumerate(rows[same:], same + 1):
                item = QTreeWidgetItem([str(number), words, text])
                item.setTextAlignment(0, _RIGHT)
                # The words may be cut short in a narrow column: whole on hover.
                item.setToolTip(self.WORDS, self.tr("{0} ({1})").format(words, text))
                if tip != text:
                    item.setToolTip(self.NOTATION, tip)
                items.append(item)
            self.addTopLevelItems(items)
            self._rows = rows
            for index in range(same, len(rows)):
                self._show_mark(index)
            self._fit_columns(first)
            last = self.topLevelItem(self.topLevelItemCount() - 1)
            if last is not None:
                self.setCurrentItem(last)
            self.scrollToBottom()
        finally:
            self._updating = False

    def set_marks(self, marks: dict[int, tuple[str, QColor, str]]) -> None:
        """The review's marks ("?", "??") after the moves' notation, by move index."""
        old, self._marks = self._marks, dict(marks)
        changed = [i for i in set(old) | set(marks) if i < len(self._rows)]
        for index in changed:
            self._show_mark(index)
        if changed:
            self._fit_columns(min(changed) + 1)  # a mark widens the notation

    def _show_mark(self, index: int) -> None:
        item = self.topLevelItem(index + 1)
        if item is None:
            return
        _words, text, tip = self._rows[index]
        mark = self._marks.get(index)
        item.setText(self.NOTATION, text + mark[0] if mark else text)
        item.setToolTip(self.NOTATION, mark[2] if mark else (tip if tip != text else ""))
        item.setForeground(self.NOTATION, mark[1] if mark else self.palette().text())

    def mark_of(self, index: int) -> str:
        """The mark shown after move ``index`` ("" for none)."""
        mark = self._marks.get(index)
        return mark[0] if mark else ""

    def move_count(self) -> int:
        return self.topLevelItemCount() - 1

    def _fit_columns(self, first: int = 0) -> None:
        """Widen the number and notation columns to the rows from ``first`` on
        (the rows before were measured already); 0: measure them all again."""
        header = self.header()
        for column in (0, self.NOTATION):
            width = header.sectionSizeHint(column) if first == 0 else header.sectionSize(column)
            for row in range(first, self.topLevelItemCount()):
                item = self.topLevelItem(row)
                if item is not None:
                    width = max(
                        width, self.sizeHintForIndex(self.indexFromItem(item, column)).width()
                    )
            if width != header.sectionSize(column):
                header.resizeSection(column, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Following the game (last row current): keep that row in view when a
        # game panel above grows and the list shrinks after it scrolled.
        current = self.currentItem()
        if (
            current is not None
            and self.indexOfTopLevelItem(current) == self.topLevelItemCount() - 1
        ):
            self.scrollToItem(current)

    def select_ply(self, ply: int) -> None:
        """Show ``ply`` as the current row without emitting plyChosen."""
        self._updating = True
        try:
            item = self.topLevelItem(ply)
            if item is not None:
                self.setCurrentItem(item)
                self.scrollToItem(item)
        finally:
            self._updating = False

    def _on_current(self, item: QTreeWidgetItem | None, _old: QTreeWidgetItem | None) -> None:
        if not self._updating and item is not None:
            self.plyChosen.emit(self.indexOfTopLevelItem(item))

    def _on_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        # A click on the row that is already current changes nothing, but the
        # player still means "show me this one".
        if not self._updating:
            self.plyChosen.emit(self.indexOfTopLevelItem(item))

    def retranslate(self) -> None:
        self.setHeaderLabels(["#", self.tr("Move"), self.tr("Notation")])
        self._fit_columns()
        start = self.topLevelItem(0)
        if start is not None:
            start.setText(1, self.tr("Start"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_columns()  # the same texts, another size
        super().changeEvent(event)


class MoveButtons(QWidget):
    """First / Previous / Next / Last beside the move list, and their keys.

    ``stepped(where)`` asks to show another position: "first", "previous",
    "next" or "last" (the live one). The keys leave the bare arrows to the
    board's cursor.
    """

    stepped = Signal(str)
    KEYS = {"first": "Alt+Home", "previous": "Alt+Left", "next": "Alt+Right", "last": "Alt+End"}
    # The style's media icons: every platform draws them (not every font has ⏮).
    ICONS = {
        "first": QStyle.StandardPixmap.SP_MediaSkipBackward,
        "previous": QStyle.StandardPixmap.SP_MediaSeekBackward,
        "next": QStyle.StandardPixmap.SP_MediaSeekForward,
        "last": QStyle.StandardPixmap.SP_MediaSkipForward,
    }

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveButtons")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QToolButton] = {}
        for where, icon in self.ICONS.items():
            button = QToolButton()
            button.setObjectName(f"{where}Move")
            button.setIcon(self.style().standardIcon(icon))
            button.setAutoRaise(False)
            button.clicked.connect(lambda _c=False, w=where: self.stepped.emit(w))
            row.addWidget(button, 1)
            self.buttons[where] = button
        self.retranslate()

    def install_keys(self, owner: QWidget) -> None:
        """The keys work anywhere in ``owner`` (the game page), through the
        buttons, so a disabled button's key does nothing either."""
        for where, key in self.KEYS.items():
            shortcut = QShortcut(QKeySequence(key), owner)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.buttons[where].click)

    def set_position(self, ply: int, last: int, enabled: bool = True) -> None:
        """Showing the position after ``ply`` of ``last`` moves."""
        back, on = enabled and ply > 0, enabled and ply < last
        self.buttons["first"].setEnabled(back)
        self.buttons["previous"].setEnabled(back)
        self.buttons["next"].setEnabled(on)
        self.buttons["last"].setEnabled(on)

    def retranslate(self) -> None:
        words = {
            "first": self.tr("Start position"),
            "previous": self.tr("Previous move"),
            "next": self.tr("Next move"),
            "last": self.tr("Last move (back to the game)"),
        }
        for where, button in self.buttons.items():
            key = QKeySequence(self.KEYS[where]).toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(self.tr("{0} ({1})").format(words[where], key))
            button.setAccessibleName(words[where])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
