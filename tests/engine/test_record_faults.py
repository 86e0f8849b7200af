"""The record file under faults: read-only, a folder that cannot be made, the
file deleted, replaced or overwritten under an open record; and the quick
list of many games read from an index, not the rows with their saved games."""

from __future__ import annotations

import dataclasses
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from boardroom.engine import record as rec
from boardroom.engine.record import (
    GameRecord,
    RecordDamaged,
    RecordUnwritable,
    SeatRecord,
    open_record,
)
from boardroom.engine.recordrows import Decoder


def _record(uid: str = "g1") -> GameRecord:
    return GameRecord(
        uid=uid,
        game="onager",
        options={"side": 5},
        seats=(SeatRecord("Ann"), SeatRecord("Bot", "bot", "easy")),
        winners=(0,),
        scores=(1.0, 0.0),
        reason="back-rank",
        moves=12,
        seconds=60.0,
        saved="{}",
    )


@pytest.fixture
def read_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """SQLite opens files read-only, as it does a file of mode 0444 for anyone
    but root (the tests may run as root, who may write anything)."""

    def connect(path: Path) -> sqlite3.Connection:
        return sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)

    monkeypatch.setattr(rec, "_connect", connect)
    yield


def _aside(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.damaged-*"))


def test_a_read_only_record_is_read_but_not_moved_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "games.sqlite"
    with open_record(path).book as book:
        book.add(_record("old"))
    monkeypatch.setattr(rec, "_connect", lambda p: sqlite3.connect(f"file:{p}?mode=ro", uri=True))
    opened = open_record(path)
    assert opened.moved_aside is None
    with opened.book as book:
        assert [r.uid for r in book.games()] == ["old"]
        with pytest.raises(RecordUnwritable) as raised:
            book.add(_record("new"))
    assert raised.value.path == path and "read-only" in raised.value.reason
    assert _aside(tmp_path) == []


def test_a_record_that_cannot_be_made_is_unwritable_not_damaged(
    tmp_path: Path, read_only: None
) -> None:
    path = tmp_path / "games.sqlite"
    with pytest.raises(RecordUnwritable) as raised:
        open_record(path)
    assert raised.value.path == path
    assert not path.exists() and _aside(tmp_path) == []


def test_a_folder_that_cannot_be_made_is_unwritable(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("a file where the folder should be")
    path = tmp_path / "file" / "boardroom" / "games.sqlite"
    with pytest.raises(RecordUnwritable) as raised:
        open_record(path)
    assert raised.value.path == path and raised.value.reason


def test_an_open_record_knows_its_file_was_deleted_or_replaced(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    with open_record(path).book as book:
        assert book.gone() is None
        path.unlink()
        assert book.gone() == "deleted"
    with open_record(path).book as book:
        other = tmp_path / "other.sqlite"
        other.write_bytes(b"x" * 100)
        os.replace(other, path)
        assert book.gone() == "replaced"


def test_a_record_overwritten_in_place_raises_damaged(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    with open_record(path).book as book:
        book.add(_record("a"))
        with open(path, "r+b") as handle:
            handle.write(b"garbage " * 1000)
        assert book.gone() is None  # the same file: only a write can tell
        with pytest.raises(RecordDamaged):
            book.add(_record("b"))


def test_the_list_of_games_is_read_from_an_index_and_one_row_alone(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    with open_record(path).book as book:
        first = book.add(_record("a"))
        book.add(_record("b"))
        plan = " ".join(
            str(row)
            for row in book._conn.execute(f"EXPLAIN QUERY PLAN {rec.LIST_QUERY}").fetchall()
        )
        assert "COVERING INDEX" in plan  # the saved games are never paged through
        listed = book.listed(first)
        assert listed is not None and Decoder().record(listed).uid == "a"
        assert Decoder().record(listed).saved == ""
        assert [r.uid for r in book.games(with_saved=False)] == ["a", "b"]
        assert book.listed(999) is None
        assert book.summary() == (2, first + 2)


def test_an_older_record_gets_the_index_when_opened(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    with open_record(path).book as book:
        book.add(_record("a"))
    conn = sqlite3.connect(path)
    conn.execute(f"DROP INDEX {rec.LIST_INDEX}")
    conn.close()
    with open_record(path).book as book:
        assert [r.uid for r in book.games(with_saved=False)] == ["a"]
        names = {r[0] for r in book._conn.execute("SELECT name FROM sqlite_master")}
        assert rec.LIST_INDEX in names


def test_a_listed_game_is_the_game_read_whole_less_its_saved_game(tmp_path: Path) -> None:
    with open_record(tmp_path / "games.sqlite").book as book:
        first = book.add(_record("a"))
        whole = book.get(first)
        [listed] = book.games(with_saved=False)
    assert whole is not None and whole.saved == "{}"
    assert listed == dataclasses.replace(whole, saved="")
    with pytest.raises(dataclasses.FrozenInstanceError):
        listed.moves = 3  # type: ignore[misc]
