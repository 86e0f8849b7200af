"""The table of past games: a model over the records, filtered and sorted in
Python lists (a proxy model would call back into Python for every comparison,
far too slow for ten thousand games). Cells are worded only when the view
asks for them, so opening the table costs little whatever the number of games."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from functools import cache
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from boardroom.engine.outcome import Outcome
from boardroom.engine.record import ABANDONED, GameRecord
from boardroom.engine.registry import game_class
from boardroom.ui import names

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()

COLUMNS = (
    QT_TRANSLATE_NOOP("Records", "Date"),
    QT_TRANSLATE_NOOP("Records", "Game"),
    QT_TRANSLATE_NOOP("Records", "Players"),
    QT_TRANSLATE_NOOP("Records", "Result"),
    QT_TRANSLATE_NOOP("Records", "Moves"),
    QT_TRANSLATE_NOOP("Records", "Time"),
    QT_TRANSLATE_NOOP("Records", "How it ended"),
)
DATE, GAME, PLAYERS, RESULT, MOVES, TIME, REASON = range(len(COLUMNS))

# Results as the filter sees them: who took the game.
PERSON_WON, BOT_WON, DRAWN = "person", "bot", "draw"
PEOPLE = "human"  # the opponent "people", as a seat's label says it


def _tr(text: str) -> str:
    return QCoreApplication.translate("Records", text)


def result_of(record: GameRecord) -> str:
    """Who took the game: a person, a bot, nobody (drawn), or abandoned."""
    if record.status == ABANDONED:
        return ABANDONED
    if not record.winners:
        return DRAWN
    return PERSON_WON if any(record.seats[w].kind == "human" for w in record.winners) else BOT_WON


def opponents_of(record: GameRecord) -> set[str]:
    """Whom the people at the table played: bot levels, and "human" when two or
    more people shared the table (a match of bots: its levels)."""
    people = sum(1 for s in record.seats if s.kind == "human")
    found = {s.label for s in record.seats if s.kind == "bot"}
    if people >= 2:
        found.add(PEOPLE)
    return found


@cache
def game_name(key: str, _language: str) -> str:
    try:
        return names.game_title(game_class(key).spec)
    except ValueError:  # a game this version does not know
        return key


def local_date(ended: str) -> str:
    try:
        return datetime.fromisoformat(ended).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return ended


def clock_text(seconds: float) -> str:
    whole = int(round(seconds))
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def players_text(record: GameRecord) -> str:
    parts = []
    for seat in record.seats:
        if seat.kind == "bot":
            level = names.level_name(seat.level) if seat.level else names.kind_name("bot")
            parts.append(f"{seat.name} ({level})" if seat.name else level)
        else:
            parts.append(seat.name)
    return " – ".join(parts)


def result_text(record: GameRecord) -> str:
    if record.status == ABANDONED:
        return QCoreApplication.translate("Records", "Abandoned")
    outcome = Outcome(record.winners, record.reason, record.scores)
    return names.outcome_headline(outcome, [s.name for s in record.seats])


def reason_text(record: GameRecord) -> str:
    if record.status == ABANDONED:
        return QCoreApplication.translate("Records", "Left unfinished for more than a day")
    outcome = Outcome(record.winners, record.reason, record.scores)
    return names.outcome_reason(outcome, [s.name for s in record.seats], record.game)


class RecordsModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._all: list[GameRecord] = []
        self._rows: list[GameRecord] = []
        self._texts: dict[tuple[int, int], str] = {}  # (row's record id, column) -> words
        self._filter: tuple[str, str, str] = ("", "", "")
        self._sort: tuple[int, Qt.SortOrder] = (DATE, Qt.SortOrder.DescendingOrder)
        self.language = ""

    # --- the data ---------------------------------------------------------------------

    def set_records(self, records: Sequence[GameRecord]) -> None:
        self.beginResetModel()
        self._all = list(records)
        self._texts.clear()
        self._arrange()
        self.endResetModel()

    def set_filter(self, game: str = "", opponent: str = "", result: str = "") -> None:
        """Keep the games of ``game``, against ``opponent`` (a level or "human"),
        with ``result`` (see :func:`result_of`); "" keeps all."""
        self.beginResetModel()
        self._filter = (game, opponent, result)
        self._arrange()
        self.endResetModel()

    def retranslate(self, language: str) -> None:
        self.language = language
        self._texts.clear()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(COLUMNS) - 1)
            )

    def records(self) -> list[GameRecord]:
        """The games shown, in their order."""
        return list(self._rows)

    def all_records(self) -> list[GameRecord]:
        return list(self._all)

    def record_at(self, row: int) -> GameRecord:
        return self._rows[row]

    def _arrange(self) -> None:
        game, opponent, result = self._filter
        rows = [
            r
            for r in self._all
            if (not game or r.game == game)
            and (not opponent or opponent in opponents_of(r))
            and (not result or result_of(r) == result)
        ]
        column, order = self._sort
        rows.sort(key=self._key(column), reverse=order == Qt.SortOrder.DescendingOrder)
        self._rows = rows

    def _key(self, column: int) -> Callable[[GameRecord], Any]:
        if column == DATE:
            return lambda r: (r.ended, r.id or 0)
        if column == MOVES:
            return lambda r: r.moves
        if column == TIME:
            return lambda r: r.seconds
        return lambda r: self.text(r, column).casefold()

    # --- Qt's side ----------------------------------------------------------------------

    def rowCount(self, parent: Index = ROOT) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = ROOT) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else len(COLUMNS)

    def text(self, record: GameRecord, column: int) -> str:
        key = (record.id or 0, column)
        found = self._texts.get(key)
        if found is None:
            found = self._word(record, column)
            self._texts[key] = found
        return found

    def _word(self, record: GameRecord, column: int) -> str:
        if column == DATE:
            return local_date(record.ended)
        if column == GAME:
            return game_name(record.game, self.language)
        if column == PLAYERS:
            return players_text(record)
        if column == RESULT:
            return result_text(record)
        if column == MOVES:
            return str(record.moves)
        if column == TIME:
            return clock_text(record.seconds)
        return reason_text(record)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        record = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.text(record, index.column())
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (MOVES, TIME):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,  # noqa: N802 (Qt)
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(COLUMNS)
        ):
            return _tr(str(COLUMNS[section]))
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(COLUMNS):
            return
        self.beginResetModel()
        self._sort = (column, order)
        self._arrange()
        self.endResetModel()
