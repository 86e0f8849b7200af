"""The table of past games: a model over the records, filtered and sorted in
Python lists (a proxy model would call back into Python for every comparison,
far too slow for a hundred thousand games). Cells are worded only when the
view asks for them, so opening the table costs little whatever the number of
games."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from functools import cache
from operator import itemgetter
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
from boardroom.engine.recordrows import (
    ENDED,
    ID,
    SEATS,
    SECONDS,
    STATUS,
    WINNERS,
    Decoder,
    Listing,
    records_of,
)
from boardroom.engine.recordrows import GAME as GAME_KEY
from boardroom.engine.recordrows import MOVES as MOVES_KEY
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
        return QCoreApplication.translate("Records", "Left unfinished for more than a day.")
    outcome = Outcome(record.winners, record.reason, record.scores)
    return names.outcome_reason(outcome, [s.name for s in record.seats], record.game)


class RecordsModel(QAbstractTableModel):
    """The games as listed rows (:mod:`boardroom.engine.recordrows`), kept as
    SQLite gives them: a hundred thousand records as objects would cost the
    window its garbage collector's time. A row is made a record only to be
    worded (the rows on screen) or handed on."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._all: list[Listing] = []
        self._games: set[str] = set()
        self._top = 0  # the highest id: a game above it is new, no need to look for it
        self._rows: list[Listing] = []
        self._texts: dict[tuple[int, int], str] = {}  # (row's record id, column) -> words
        self._decoder = Decoder()
        self._opponents: dict[str, set[str]] = {}  # seats -> opponents_of
        self._results: dict[tuple[str, str, str], str] = {}  # seats, winners, status -> result_of
        self._filter: tuple[str, str, str] = ("", "", "")
        self._sort: tuple[int, Qt.SortOrder] = (DATE, Qt.SortOrder.DescendingOrder)
        self.language = ""

    # --- the data ---------------------------------------------------------------------

    def set_rows(
        self, rows: Sequence[Listing], games: set[str] | None = None, top: int | None = None
    ) -> None:
        """Every game (``games`` and ``top``, the highest id, when known)."""
        self.beginResetModel()
        self._all = list(rows)
        self._games = {r[GAME_KEY] for r in self._all} if games is None else set(games)
        self._top = max((r[ID] for r in self._all), default=0) if top is None else top
        self._texts.clear()
        self._arrange()
        self.endResetModel()

    def put(self, row: Listing) -> bool:
        """Add one game, or replace the game of the same id, where the sort puts
        it: a game just finished, without rereading thousands. Whether it was
        new (no game of its id was there)."""
        record_id = row[ID]
        old = None if record_id > self._top else self._find(self._all, record_id)
        self._top = max(self._top, record_id)
        if old is not None:
            self._all[old] = row
            shown = self._find(self._rows, record_id)
            if shown is not None:
                self.beginRemoveRows(ROOT, shown, shown)
                del self._rows[shown]
                self.endRemoveRows()
            for column in range(len(COLUMNS)):
                self._texts.pop((record_id, column), None)
        else:
            self._all.append(row)
        self._games.add(row[GAME_KEY])
        if not self._kept(row):
            return old is None
        place = self._place(row)
        self.beginInsertRows(ROOT, place, place)
        self._rows.insert(place, row)
        self.endInsertRows()
        return old is None

    def shows(self, row: Listing) -> bool:
        """Whether the filters keep ``row``."""
        return self._kept(row)

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

    def rows(self) -> list[Listing]:
        """The games shown, in their order, as listed rows."""
        return list(self._rows)

    def records(self) -> list[GameRecord]:
        """The games shown, in their order."""
        return records_of(self._rows, self._decoder)

    def total(self) -> int:
        """How many games the record holds, shown or not."""
        return len(self._all)

    def games(self) -> set[str]:
        """The games the record holds."""
        return set(self._games)

    def summary(self) -> tuple[int, int]:
        """(how many games, the next id), as :meth:`RecordBook.summary` says it."""
        return len(self._all), self._top + 1

    def record_at(self, row: int) -> GameRecord:
        return self._decoder.record(self._rows[row])

    @staticmethod
    def _find(rows: list[Listing], record_id: int) -> int | None:
        """Where the game of ``record_id`` is; from the end, where new games are."""
        for i in range(len(rows) - 1, -1, -1):
            if rows[i][ID] == record_id:
                return i
        return None

    def _place(self, row: Listing) -> int:
        """The place of ``row`` in the sorted rows (after its equals)."""
        column, order = self._sort
        key = self._key(column)
        wanted = key(row)
        descending = order == Qt.SortOrder.DescendingOrder
        low, high = 0, len(self._rows)
        while low < high:
            middle = (low + high) // 2
            found = key(self._rows[middle])
            if (found < wanted) if descending else (wanted < found):
                high = middle
            else:
                low = middle + 1
        return low

    def _opponents_of(self, row: Listing) -> set[str]:
        found = self._opponents.get(row[SEATS])
        if found is None:
            found = self._opponents[row[SEATS]] = opponents_of(self._decoder.record(row))
        return found

    def _result_of(self, row: Listing) -> str:
        key = (row[SEATS], row[WINNERS], row[STATUS])
        found = self._results.get(key)
        if found is None:
            found = self._results[key] = result_of(self._decoder.record(row))
        return found

    def _kept(self, row: Listing) -> bool:
        game, opponent, result = self._filter
        return (
            (not game or row[GAME_KEY] == game)
            and (not opponent or opponent in self._opponents_of(row))
            and (not result or self._result_of(row) == result)
        )

    def _arrange(self) -> None:
        if self._filter == ("", "", ""):
            rows = list(self._all)
        else:
            rows = [r for r in self._all if self._kept(r)]
        column, order = self._sort
        rows.sort(key=self._key(column), reverse=order == Qt.SortOrder.DescendingOrder)
        self._rows = rows

    def _key(self, column: int) -> Callable[[Listing], Any]:
        if column == DATE:
            return itemgetter(ENDED, ID)
        if column == MOVES:
            return itemgetter(MOVES_KEY)
        if column == TIME:
            return itemgetter(SECONDS)
        return lambda r: self.text(r, column).casefold()

    # --- Qt's side ----------------------------------------------------------------------

    def rowCount(self, parent: Index = ROOT) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = ROOT) -> int:  # noqa: N802 (Qt)
        return 0 if parent.isValid() else len(COLUMNS)

    def text(self, row: Listing, column: int) -> str:
        key = (row[ID], column)
        found = self._texts.get(key)
        if found is None:
            found = self._word(self._decoder.record(row), column)
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
        row = self._rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.text(row, index.column())
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
