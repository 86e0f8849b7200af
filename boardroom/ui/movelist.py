"""The move list: one row per move, row 0 the start position, each move in
words with its notation beside it. Its rows come from a model that asks for
a move's words only when the row is shown (or measured), so a game of
thousands of moves opens without wording them all; whoever gives the rows
keeps them (see :mod:`boardroom.ui.history`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeView, QWidget

Row = tuple[str, str, str]  # the move in words, its notation, the notation's tooltip
Index = QModelIndex | QPersistentModelIndex
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_NO_INDEX = QModelIndex()
_ROLES = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.ForegroundRole,
    }
)  # the roles the model answers


class MoveListModel(QAbstractTableModel):
    """Rows asked of ``row(index)`` (move ``index`` counted from 0) when Qt
    wants them; the review's marks after the notation. Its words (the start
    row, the headers, the tooltip's pattern) are given by the list, in its
    own translation context."""

    COLUMNS = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0  # moves
        self.row: Callable[[int], Row] = lambda index: ("", "", "")
        self.marks: dict[int, tuple[str, QColor, str]] = {}
        self.start_word = ""
        self.headers = ["#", "", ""]
        self.tip_pattern = "{0} ({1})"

    def rowCount(self, parent: Index = _NO_INDEX) -> int:  # noqa: N802
        return 0 if parent.isValid() else self.count + 1

    def columnCount(self, parent: Index = _NO_INDEX) -> int:  # noqa: N802
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ROLES:
            return None  # most of what a view asks for each cell (font, icon...)
        number, column = index.row(), index.column()
        if number == 0:
            if role == Qt.ItemDataRole.DisplayRole:
                return self.start_word if column == MoveList.WORDS else ""
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return str(number)
            words, text, _tip = self.row(number - 1)
            if column == MoveList.WORDS:
                return words
            mark = self.marks.get(number - 1)
            return text + mark[0] if mark else text
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if column == 0 else None
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == 0:
                return None
            words, text, tip = self.row(number - 1)
            if column == MoveList.WORDS:
                # The words may be cut short in a narrow column: whole on hover.
                return self.tip_pattern.format(words, text)
            mark = self.marks.get(number - 1)
            if mark:
                return mark[2]
            return tip if tip != text else None
        if role == Qt.ItemDataRole.ForegroundRole and column == MoveList.NOTATION:
            mark = self.marks.get(number - 1)
            return mark[1] if mark else None
        return None

    def set_rows(self, count: int, same: int, row: Callable[[int], Row]) -> None:
        """``count`` moves, the first ``same`` of them unchanged."""
        self.row = row
        old = self.count
        same = min(same, old, count)
        if same == 0 and old:
            self.beginResetModel()
            self.count = count
            self.endResetModel()
            return
        if same < old:
            self.beginRemoveRows(QModelIndex(), same + 1, old)
            self.count = same
            self.endRemoveRows()
        if count > same:
            self.beginInsertRows(QModelIndex(), same + 1, count)
            self.count = count
            self.endInsertRows()

    def changed(self, rows: Sequence[int]) -> None:
        """Rows worded anew (a mark, the start row's word)."""
        for number in rows:
            if 0 <= number <= self.count:
                self.dataChanged.emit(self.index(number, 0), self.index(number, self.COLUMNS - 1))


class MoveList(QTreeView):
    """The history, one row per move; row 0 is the start position. Each row
    reads the move in words, its notation beside it.

    ``plyChosen(n)`` asks to look at the position after ``n`` moves; it is
    emitted only for the player's own clicks and keys, never for updates.
    """

    plyChosen = Signal(int)
    WORDS, NOTATION = 1, 2  # columns
    # Up to this many moves every row is measured (and so worded) at once,
    # as Qt's ResizeToContents would; a longer game measures the rows shown.
    MEASURE_ALL = 300

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveList")
        self.moves = MoveListModel(self)
        self.setModel(self.moves)
        self.setRootIsDecorated(False)
        self.setItemsExpandable(False)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.header()
        header.setStretchLastSection(False)
        # The number and notation columns are as wide as their widest cell,
        # worked out here for the new rows only: Qt's ResizeToContents measures
        # every row again at each move, milliseconds late in a long game. In a
        # narrow list the words come first: the notation gives way, elided.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(self.WORDS, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.NOTATION, QHeaderView.ResizeMode.Fixed)
        self._natural = [0, 0, 0]  # each column's widest cell measured (header included)
        self._measured = bytearray(1)  # per row: measured since the widths began again
        self._updating = False
        self._listed: list[Row] = []  # set_moves's rows
        # A long game's rows are measured as they come into view.
        self._measure_soon = QTimer(self)
        self._measure_soon.setSingleShot(True)
        self._measure_soon.setInterval(0)
        self._measure_soon.timeout.connect(self._measure_shown)
        # Not ``start`` itself: valueChanged(int) would pick start(msec), and
        # the scroll position would become the delay.
        self._following = True
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        selection = self.selectionModel()
        selection.currentRowChanged.connect(self._on_current)
        self.clicked.connect(self._on_clicked)
        self.retranslate()

    def _scrolled(self, value: int) -> None:
        # At the end: the list follows the game. Scrolled up: the player reads.
        self._following = value >= self.verticalScrollBar().maximum()
        self._measure_soon.start()

    # --- the rows ----------------------------------------------------------------------------

    def set_moves(self, entries: Sequence[tuple[str, str]], tips: Sequence[str] = ()) -> None:
        """(move in words, notation) per move, oldest first; selects the last
        row. ``tips``: a longer notation (drin squares), shown over the notation.
        Rows that did not change stay (a move adds one row, not a new list)."""
        rows = [
            (words, text, tips[i] if i < len(tips) else text)
            for i, (words, text) in enumerate(entries)
        ]
        same = 0
        while same < min(len(rows), len(self._listed)) and rows[same] == self._listed[same]:
            same += 1
        self._listed = rows
        self.set_rows(len(rows), same, rows.__getitem__)

    def set_rows(self, count: int, same: int, row: Callable[[int], Row]) -> None:
        """``count`` moves, worded by ``row(index)`` when shown; the first
        ``same`` are as before (their rows stay). Selects the last row."""
        self._updating = True
        try:
            old = self.moves.count
            self.moves.set_rows(count, same, row)
            same = min(same, old, count)
            self._measured = self._measured[: same + 1] + bytearray(count - same)
            last = self.moves.index(count, 0)
            self.setCurrentIndex(last)
            self.scrollToBottom()
            self._fit_columns(0 if same < old else same + 1)
        finally:
            self._updating = False

    def set_marks(self, marks: dict[int, tuple[str, QColor, str]]) -> None:
        """The review's marks ("?", "??") after the moves' notation, by move index."""
        old, self.moves.marks = self.moves.marks, dict(marks)
        changed = sorted(i + 1 for i in set(old) | set(marks) if i < self.moves.count)
        self.moves.changed(changed)
        # A mark widens the notation: its rows measured again (those not
        # measured yet will be when shown).
        again = [r for r in changed if r < len(self._measured) and self._measured[r]]
        for row in again:
            self._measured[row] = 0
        if again:
            self._measure(again)
            self._share_width()

    def mark_of(self, index: int) -> str:
        """The mark shown after move ``index`` ("" for none)."""
        mark = self.moves.marks.get(index)
        return mark[0] if mark else ""

    def move_count(self) -> int:
        return self.moves.count

    # What a row shows, for tests and for whoever reads the list.
    def text(self, row: int, column: int) -> str:
        return str(self.moves.data(self.moves.index(row, column)) or "")

    def tooltip(self, row: int, column: int) -> str:
        role = Qt.ItemDataRole.ToolTipRole
        return str(self.moves.data(self.moves.index(row, column), role) or "")

    def header_text(self, column: int) -> str:
        return str(self.moves.headerData(column, Qt.Orientation.Horizontal))

    def current_row(self) -> int:
        return self.currentIndex().row()

    def row_rect(self, row: int) -> QRect:
        return self.visualRect(self.moves.index(row, self.WORDS))

    # --- the columns' widths -------------------------------------------------------------------

    def _fit_columns(self, first: int = 0) -> None:
        """Measure the columns' widest cells in the rows from ``first`` on
        (the rows before were measured already; 0: all again), then share
        the width out. A long game measures the rows shown, and the others
        as they come into view."""
        rows = self.moves.rowCount()
        if first == 0:
            header = self.header()
            self._natural = [header.sectionSizeHint(c) for c in range(MoveListModel.COLUMNS)]
            self._measured = bytearray(rows)
        if self.moves.count <= self.MEASURE_ALL:
            self._measure(range(first, rows))
        else:
            self._measure([0, *self._rows_shown()])
        self._share_width()

    def _rows_shown(self) -> range:
        """The rows in view (the last ones when the list is not laid out yet)."""
        rows = self.moves.rowCount()
        top = self.indexAt(QPoint(0, 0)).row()
        if top < 0:
            height = max(self.sizeHintForRow(0), 1)
            return range(max(0, rows - self.viewport().height() // height - 1), rows)
        bottom = self.indexAt(QPoint(0, self.viewport().height() - 1)).row()
        return range(top, rows if bottom < 0 else bottom + 1)

    def _measure_shown(self) -> None:
        if self.moves.count > self.MEASURE_ALL:
            before = list(self._natural)
            self._measure(self._rows_shown())
            if self._natural != before:
                self._share_width()

    def _measure(self, rows: Sequence[int] | range) -> None:
        """Widen the columns' natural widths to the cells of ``rows`` not measured yet."""
        natural, measured = self._natural, self._measured
        for row in rows:
            if row >= len(measured) or measured[row]:
                continue
            measured[row] = 1
            for column in range(MoveListModel.COLUMNS):
                width = self.sizeHintForIndex(self.moves.index(row, column)).width()
                if width > natural[column]:
                    natural[column] = width

    def column_widths(self) -> tuple[int, int, int]:
        """The widest cell of each column (number, words, notation)."""
        number, words, notation = self._natural
        return number, words, notation

    def _share_width(self) -> None:
        """The number whole; the words as wide as they want, the notation
        whole beside them if it fits, else what is left but never less than
        two fifths nor its title (elided: the row's tooltip has it whole). No
        column pushes the list into a horizontal scroll bar."""
        header = self.header()
        number, words, notation = self._natural
        if header.sectionSize(0) != number:
            header.resizeSection(0, number)
        rest = self.viewport().width() - number
        least = max(rest * 2 // 5, header.sectionSizeHint(self.NOTATION))  # its title whole
        width = max(min(notation, max(rest - words, least)), header.minimumSectionSize())
        if width != header.sectionSize(self.NOTATION):
            header.resizeSection(self.NOTATION, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_width()
        self._measure_soon.start()  # more rows in view, maybe
        # Following the game (last row current, and the player has not
        # scrolled up to read): keep that row in view when a game panel
        # above grows and the list shrinks after it scrolled.
        current = self.currentIndex()
        if self._following and current.isValid() and current.row() == self.moves.count:
            self.scrollTo(current)

    # --- choosing a row ----------------------------------------------------------------------

    def select_ply(self, ply: int) -> None:
        """Show ``ply`` as the current row without emitting plyChosen."""
        self._updating = True
        try:
            if 0 <= ply <= self.moves.count:
                index = self.moves.index(ply, 0)
                self.setCurrentIndex(index)
                self.scrollTo(index)
        finally:
            self._updating = False

    def set_current_row(self, row: int) -> None:
        """Make ``row`` current as the player's key would (plyChosen follows)."""
        self.setCurrentIndex(self.moves.index(row, 0))

    def _on_current(self, current: QModelIndex, _old: QModelIndex) -> None:
        if not self._updating and current.isValid():
            self.plyChosen.emit(current.row())

    def _on_clicked(self, index: QModelIndex) -> None:
        # A click on the row that is already current changes nothing, but the
        # player still means "show me this one".
        if not self._updating and index.isValid():
            self.plyChosen.emit(index.row())

    # --- words -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.moves.headers = ["#", self.tr("Move"), self.tr("Notation")]
        self.moves.start_word = self.tr("Start")
        self.moves.tip_pattern = self.tr("{0} ({1})")
        self.moves.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, MoveListModel.COLUMNS - 1)
        self.moves.changed([0])
        self._fit_columns()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_columns()  # the same texts, another size
        super().changeEvent(event)
