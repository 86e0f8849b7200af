"""Game > Statistics: the table of past games (filter, sort, double-click to
open one), charts drawn from them, an export to CSV, and the puzzles tried
(the rating, the streak, solved and failed per game and theme)."""

from __future__ import annotations

import logging
import sqlite3
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.record import ABANDONED, RecordBook, RecordError
from boardroom.engine.recordrows import GAME as GAME_KEY
from boardroom.engine.recordstats import write_csv
from boardroom.engine.registry import GAMES
from boardroom.ui import dialogs, i18n, names, preload, settle
from boardroom.ui.couch import FullScreen
from boardroom.ui.recorder import Recorder
from boardroom.ui.recordreader import ListedRows, RowsReader, listed
from boardroom.ui.recordsmodel import (
    BOT_WON,
    DATE,
    DRAWN,
    PEOPLE,
    PERSON_WON,
    RecordsModel,
    game_name,
)

log = logging.getLogger("boardroom")
READ_AT_ONCE = 5000  # games: more are read beside the window


class StatsWindow(QWidget):
    """A separate window over the record the recorder writes."""

    openRequested = Signal(object)  # a GameRecord with its saved game

    def __init__(self, recorder: Recorder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsWindow")
        self.full_screen = FullScreen(self)  # F11, as every window
        self.recorder = recorder
        self._book: RecordBook | None = None
        self.charts: Any = None  # made when the Charts tab is first shown
        self.puzzles: Any = None  # made when the Puzzles tab is first shown

        self.game_label, self.game_box = QLabel(), QComboBox()
        self.opponent_label, self.opponent_box = QLabel(), QComboBox()
        self.result_label, self.result_box = QLabel(), QComboBox()
        for label, box, name in (
            (self.game_label, self.game_box, "gameFilter"),
            (self.opponent_label, self.opponent_box, "opponentFilter"),
            (self.result_label, self.result_box, "resultFilter"),
        ):
            box.setObjectName(name)
            label.setBuddy(box)
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            box.currentIndexChanged.connect(self._filter)
        self.count_label = QLabel()
        self.count_label.setObjectName("statsCount")
        self.trouble_label = QLabel()  # the record cannot be written: games wait
        self.trouble_label.setObjectName("statsTrouble")
        self.trouble_label.setWordWrap(True)
        self.trouble_label.hide()
        self.export_button = QPushButton()
        self.export_button.setObjectName("exportCsv")
        self.export_button.clicked.connect(lambda _checked=False: self.export_csv())

        self.model = RecordsModel(self)
        self.table = QTableView()
        self.table.setObjectName("recordsTable")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(DATE, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)  # how it ended: the longest words
        header.setResizeContentsPrecision(40)  # widths from the first rows, not all
        self.table.doubleClicked.connect(self._open_row)
        self.table.activated.connect(self._open_row)  # Enter opens too

        self.tabs = QTabWidget()
        self.tabs.setObjectName("statsTabs")
        self.tabs.addTab(self.table, "")
        self.charts_page = QWidget()
        QVBoxLayout(self.charts_page).setContentsMargins(0, 0, 0, 0)
        self.tabs.addTab(self.charts_page, "")
        self.puzzles_page = QWidget()
        self.puzzles_page.setObjectName("puzzlesPage")
        QVBoxLayout(self.puzzles_page).setContentsMargins(0, 0, 0, 0)
        self.tabs.addTab(self.puzzles_page, "")
        self.tabs.currentChanged.connect(self._tab_changed)

        filters = QHBoxLayout()
        for label, box in (
            (self.game_label, self.game_box),
            (self.opponent_label, self.opponent_box),
            (self.result_label, self.result_box),
        ):
            filters.addWidget(label)
            filters.addWidget(box)
            filters.addSpacing(8)
        filters.addStretch(1)
        bottom = QHBoxLayout()  # below: the filters must fit 900 pixels in French
        bottom.addWidget(self.count_label)
        bottom.addStretch(1)
        bottom.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.trouble_label)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)

        self._fill_filters()
        self.retranslate()
        recorder.recorded.connect(self._recorded)
        recorder.attemptRecorded.connect(lambda _id: self._show_puzzles())
        recorder.reopened.connect(self._reopened)
        recorder.troubleChanged.connect(self._show_trouble)
        self._loaded = False
        self._reading = False
        self._waiting: list[int] = []  # games recorded while the record is read
        self.reader = RowsReader(self)
        self.reader.read.connect(self._fill)
        self.resize(1000, 640)

    # --- data -------------------------------------------------------------------------

    def book(self) -> RecordBook | None:
        if self._book is None:
            try:
                self._book = self.recorder.open_for_reading()
            except (OSError, sqlite3.Error, RecordError) as exc:
                log.warning("the record of games cannot be read: %s", exc)
        return self._book

    def reload(self) -> None:
        """Read the record again (the saved games themselves are read only
        when one is opened): a few games at once, many beside the window,
        which shows meanwhile and fills its table when they come."""
        book = self.book()
        try:
            count = book.summary()[0] if book is not None else 0
        except sqlite3.Error:
            count = 0  # read at once: the error is said there
        if book is not None and count > READ_AT_ONCE:
            self._reading = True
            self.count_label.setText(self.tr("Reading {0} games…").format(count))
            self.reader.start(book.path)
            return
        rows = []
        if book is not None:
            try:
                rows = book.rows()
            except sqlite3.Error as exc:
                log.warning("the record of games cannot be read: %s", exc)
        self._fill(listed(rows))

    def _fill(self, found: ListedRows | None) -> None:
        self.reader.cancel()
        self._reading = False
        found = found or listed([])
        self.model.set_rows(found.rows, found.games, found.top)
        self._loaded = True
        self._fill_game_filter()
        self._shown()
        self._show_trouble()
        self.table.resizeColumnsToContents()
        waiting, self._waiting = self._waiting, []
        for record_id in waiting:  # finished while the record was being read
            self._recorded(record_id)
        QTimer.singleShot(0, partial(settle.freeze, "statistics"))
        self._show_puzzles()
        if self.charts is None or self.puzzles is None:
            preload.ahead("numpy", "pyqtgraph")  # the charts' tabs, while the table is read

    def _show_puzzles(self) -> None:
        """The attempts at puzzles, read anew (a few thousand rows at most)."""
        if self.puzzles is None:
            return
        book = self.book()
        attempts = []
        if book is not None:
            try:
                attempts = book.attempts()
            except (sqlite3.Error, RecordError) as exc:
                log.warning("the puzzle attempts cannot be read: %s", exc)
        self.puzzles.show_attempts(attempts)

    def refresh(self) -> None:
        """Before the window is shown again: read the record anew only if some
        other program added games (this app's own were added as they ended)."""
        if self._reading:
            return  # being read
        book = self.book() if self._loaded else None
        try:
            current = book is not None and book.summary() == self.model.summary()
        except sqlite3.Error:
            current = False
        if not current:
            self.reload()

    def reading(self) -> bool:
        """Whether the record is being read (the table fills when it is)."""
        return self._reading

    def _recorded(self, record_id: int) -> None:
        """A game just written: its row alone, wherever the sort puts it."""
        if self._reading:
            self._waiting.append(record_id)  # the read may have begun before it
            return
        book = self._book if self._loaded else None
        if book is None:
            return  # read whole when the window is next shown
        try:
            row = book.listed(record_id)
        except sqlite3.Error as exc:
            log.warning("record %s cannot be read: %s", record_id, exc)
            return
        if row is None:
            return
        new_game = row[GAME_KEY] not in self.model.games()
        added = self.model.put(row)
        if self.charts is not None:
            if not added:  # a game rewritten: its old part cannot be taken out alone
                self.charts.show_rows(self.model.rows())
            elif self.model.shows(row):  # its part alone, drawn after this moment
                self.charts.add_rows([row])
        if new_game:
            self._fill_game_filter()
        self._shown(charts=False)

    def _reopened(self) -> None:
        """The record file was replaced: read the new one when next wanted."""
        self.reader.cancel()
        self._reading, self._waiting = False, []
        if self._book is not None:
            self._book.close()
            self._book = None
        if self.isVisible():
            self.reload()
        else:
            self._loaded = False

    def _show_trouble(self) -> None:
        trouble = self.recorder.trouble
        if trouble is None:
            self.trouble_label.hide()
            return
        reason, waiting = trouble
        self.trouble_label.setText(
            self.tr(
                "The record of games, “{0}”, cannot be written ({1}): "
                "%n finished game(s) wait to be written.",
                "",
                waiting,
            ).format(self.recorder.path, reason)
        )
        self.trouble_label.show()

    def _fill_filters(self) -> None:
        self.opponent_box.blockSignals(True)
        self.opponent_box.clear()
        for code in ("", PEOPLE, *names.LEVELS):
            self.opponent_box.addItem("", code)
        self.opponent_box.blockSignals(False)
        self.result_box.blockSignals(True)
        self.result_box.clear()
        for code in ("", PERSON_WON, BOT_WON, DRAWN, ABANDONED):
            self.result_box.addItem("", code)
        self.result_box.blockSignals(False)

    def _fill_game_filter(self) -> None:
        """Every game the record holds, in menu order (then any this version lacks)."""
        chosen = self.game_box.currentData() or ""
        present = self.model.games()
        keys = [k for k in GAMES if k in present] + sorted(present - set(GAMES))
        self.game_box.blockSignals(True)
        self.game_box.clear()
        self.game_box.addItem(self.tr("All games"), "")
        for key in keys:
            self.game_box.addItem(game_name(key, i18n.current_language()), key)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(chosen)))
        self.game_box.blockSignals(False)
        if (self.game_box.currentData() or "") != chosen:
            self._filter()

    def set_filter(self, game: str = "", opponent: str = "", result: str = "") -> None:
        """Choose the filters as a person would in the three lists."""
        for box, code in (
            (self.game_box, game),
            (self.opponent_box, opponent),
            (self.result_box, result),
        ):
            box.blockSignals(True)
            box.setCurrentIndex(max(0, box.findData(code)))
            box.blockSignals(False)
        self._filter()

    def _filter(self, *_args: Any) -> None:
        self.model.set_filter(
            self.game_box.currentData() or "",
            self.opponent_box.currentData() or "",
            self.result_box.currentData() or "",
        )
        self._shown()

    def _shown(self, charts: bool = True) -> None:
        shown, total = self.model.rowCount(), self.model.total()
        self.count_label.setText(
            self.tr("No games recorded yet")
            if not total
            else self.tr("Games: {0}").format(total)
            if shown == total
            else self.tr("Games: {0} of {1}").format(shown, total)
        )
        self.export_button.setEnabled(
            shown > 0 and self.tabs.currentWidget() is not self.puzzles_page
        )
        if charts and self.charts is not None:
            self.charts.show_rows(self.model.rows())

    # --- actions ----------------------------------------------------------------------

    def _open_row(self, index: QModelIndex) -> None:
        if index.isValid():
            self.open_row(index.row())

    def open_row(self, row: int) -> bool:
        """Open the game of ``row`` in the main window."""
        book = self.book()
        record_id = self.model.record_at(row).id
        try:
            record = book.get(record_id) if book is not None and record_id is not None else None
        except (sqlite3.Error, RecordError) as exc:
            log.warning("record %s cannot be read: %s", record_id, exc)
            record = None
        if record is None:
            dialogs.show_error(
                self,
                self.tr("Cannot open the game"),
                self.tr("This game is no longer in the record."),
            )
            return False
        self.openRequested.emit(record)
        return True

    def export_csv(self, path: Path | None = None) -> bool:
        """Write the games shown (filtered, in their order) to a CSV file."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export to CSV"),
                str(Path.home() / "boardroom-games.csv"),
                self.tr("CSV files (*.csv);;All files (*)"),
            )
            if not chosen:
                return False
            path = Path(chosen)
        try:
            with open(path, "w", encoding="utf-8", newline="") as handle:
                write_csv(self.model.records(), handle)
        except OSError as exc:
            dialogs.show_error(
                self,
                self.tr("Cannot export"),
                self.tr("“{0}” cannot be written: {1}").format(path.name, exc.strerror or exc),
            )
            return False
        return True

    def _tab_changed(self, index: int) -> None:
        # The filters and the export are about games: greyed over the puzzles.
        games = self.tabs.widget(index) is not self.puzzles_page
        for widget in (self.game_box, self.opponent_box, self.result_box):
            widget.setEnabled(games)
        self.export_button.setEnabled(games and self.model.rowCount() > 0)
        if self.tabs.widget(index) is self.charts_page and self.charts is None:
            from boardroom.ui.statscharts import StatsCharts  # pyqtgraph loads here

            self.charts = StatsCharts(self.charts_page)
            layout = self.charts_page.layout()
            assert layout is not None
            layout.addWidget(self.charts)
            self.charts.show()
            self.charts.show_rows(self.model.rows())
            QTimer.singleShot(0, partial(settle.freeze, "charts"))  # pyqtgraph's objects

        if self.tabs.widget(index) is self.puzzles_page and self.puzzles is None:
            from boardroom.ui.statspuzzles import PuzzleStats  # pyqtgraph loads here

            self.puzzles = PuzzleStats(self.puzzles_page)
            layout = self.puzzles_page.layout()
            assert layout is not None
            layout.addWidget(self.puzzles)
            self.puzzles.show()
            self._show_puzzles()

    def show_charts(self) -> None:
        self.tabs.setCurrentWidget(self.charts_page)

    def show_puzzles(self) -> None:
        self.tabs.setCurrentWidget(self.puzzles_page)

    # --- words ------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics — Boardroom"))
        self.game_label.setText(self.tr("&Game:"))
        self.opponent_label.setText(self.tr("&Opponent:"))
        self.result_label.setText(self.tr("&Result:"))
        self.export_button.setText(self.tr("&Export to CSV…"))
        self.tabs.setTabText(0, self.tr("&Past games"))
        self.tabs.setTabText(1, self.tr("&Charts"))
        self.tabs.setTabText(2, self.tr("P&uzzles"))
        opponents = {"": self.tr("Anyone"), PEOPLE: self.tr("People (same screen)")}
        for i in range(self.opponent_box.count()):
            code = self.opponent_box.itemData(i)
            self.opponent_box.setItemText(
                i, opponents.get(code) or self.tr("{0} bot").format(names.level_name(code))
            )
        results = {
            "": self.tr("Any result"),
            PERSON_WON: self.tr("Won by a person"),
            BOT_WON: self.tr("Won by a bot"),
            DRAWN: self.tr("Drawn"),
            ABANDONED: self.tr("Abandoned"),
        }
        for i in range(self.result_box.count()):
            self.result_box.setItemText(i, results[self.result_box.itemData(i)])
        self.model.retranslate(i18n.current_language())
        self._fill_game_filter()
        self._shown()
        self._show_trouble()
        if self.charts is not None:
            self.charts.retranslate()
        if self.puzzles is not None:
            self.puzzles.retranslate()
        self.table.resizeColumnsToContents()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt)
        if self._book is not None:
            self._book.close()
            self._book = None
        super().closeEvent(event)
