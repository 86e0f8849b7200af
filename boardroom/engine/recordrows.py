"""Rows of the record of games read back as records: the list of many games
(every column but the saved game, from an index that holds them) and a whole
row. A list of a hundred thousand games is read at every opening of
Statistics, so its rows can be kept as SQLite gives them (tuples of plain
values, which the cyclic garbage collector soon stops following) and turned
into records only when wanted."""

from __future__ import annotations

import gc
import json
from collections.abc import Iterable, Iterator
from typing import Any

from boardroom.engine.recordtypes import GameRecord, RecordError, SeatRecord

# Every column but the saved game, which is most of a row's bytes; an index
# holds them all, so the list of many games never pages through saved games.
# It is no schema change (an older boardroom keeps it up to date unknowingly).
_LISTED = "uid, game, options, seats, winners, scores, reason, moves, seconds, status, source"
LIST_COLUMNS = f"id, ended, {_LISTED}, '' AS saved"
LIST_INDEX = "games_listed"
LIST_QUERY = f"SELECT {LIST_COLUMNS} FROM games ORDER BY ended, id"
LIST_INDEX_SQL = f"CREATE INDEX IF NOT EXISTS {LIST_INDEX} ON games (ended, id, {_LISTED})"

# A listed row: the columns of LIST_COLUMNS in that order.
Listing = tuple[Any, ...]
ID, ENDED, UID, GAME, OPTIONS, SEATS, WINNERS, SCORES, REASON, MOVES, SECONDS, STATUS, SOURCE = (
    range(13)
)


class Decoder:
    """The JSON columns of many rows, each distinct text read once: a record of
    thousands of games holds few different seatings, results and options."""

    def __init__(self) -> None:
        self._seen: dict[tuple[str, str], Any] = {}

    def get(self, column: str, text: str) -> Any:
        key = (column, text)
        if key not in self._seen:
            self._seen[key] = _DECODERS[column](json.loads(text))
        return self._seen[key]

    def record(self, row: Listing) -> GameRecord:
        """The record of a listed row (its saved game left out, as "")."""
        get = self.get
        try:
            rid, ended, uid, game, options, seats, winners, scores, why, moves, secs, st, src = row[
                :13
            ]
            record: GameRecord = object.__new__(GameRecord)
            # Set as a whole: a frozen dataclass's __init__ sets each field
            # through object.__setattr__, a third of the time of a long list.
            record.__dict__.update(
                uid=uid,
                game=game,
                options=dict(get("options", options)),  # a dict of its own
                seats=get("seats", seats),
                winners=get("winners", winners),
                scores=get("scores", scores),
                reason=why,
                moves=int(moves),
                seconds=float(secs),
                saved="",
                ended=ended,
                status=st,
                source=src,
                id=int(rid),
            )
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise RecordError(f"record {row[0]} cannot be read: {exc}") from None
        return record


_DECODERS: dict[str, Any] = {
    "seats": lambda raw: tuple(
        SeatRecord(str(s["name"]), str(s.get("kind", "human")), s.get("level")) for s in raw
    ),
    "winners": lambda raw: tuple(int(w) for w in raw),
    "scores": lambda raw: tuple(float(s) for s in raw),
    "options": lambda raw: _options(raw),
}


def _options(raw: Any) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise TypeError("the options are not an object")
    return raw


def records_of(rows: Iterable[Listing], decoder: Decoder | None = None) -> list[GameRecord]:
    """The records of many listed rows, with the cyclic garbage collector
    paused: these many new objects hold no cycles to look for."""
    record = (decoder or Decoder()).record
    paused = gc.isenabled()
    gc.disable()
    try:
        return [record(row) for row in rows]
    finally:
        if paused:
            gc.enable()


def each_record(rows: Iterable[Listing], decoder: Decoder | None = None) -> Iterator[GameRecord]:
    """The records of listed rows one at a time, each gone once used: figures
    over a hundred thousand games without keeping as many objects."""
    record = (decoder or Decoder()).record
    return (record(row) for row in rows)


def from_row(row: dict[str, Any], decoder: Decoder | None = None) -> GameRecord:
    """A whole row (``SELECT *``) by column name."""
    decoded = decoder or Decoder()
    try:
        return GameRecord(
            uid=row["uid"],
            game=row["game"],
            options=dict(decoded.get("options", row["options"])),  # a dict of its own
            seats=decoded.get("seats", row["seats"]),
            winners=decoded.get("winners", row["winners"]),
            scores=decoded.get("scores", row["scores"]),
            reason=row["reason"],
            moves=int(row["moves"]),
            seconds=float(row["seconds"]),
            saved=row["saved"],
            ended=row["ended"],
            status=row["status"],
            source=row["source"],
            id=int(row["id"]),
        )
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise RecordError(f"record {row.get('id')} cannot be read: {exc}") from None
