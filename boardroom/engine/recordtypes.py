"""The record of games' values: a game as recorded, its seats, and the errors
of a record (see :mod:`boardroom.engine.record` for the file itself)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

FINISHED = "finished"
ABANDONED = "abandoned"
SOURCES = ("app", "match")


class RecordError(Exception):
    """A record that cannot be written or read back (bad values, disk full)."""


READ_ONLY, DISK_FULL, OTHER = "read-only", "full", "other"  # why a record cannot be written


class RecordUnwritable(RecordError):
    """The record cannot be written now (a read-only file or folder, a folder
    that cannot be made, a full disk): nothing is wrong with its games.
    ``kind`` is READ_ONLY, DISK_FULL or OTHER (then ``reason`` says more)."""

    def __init__(self, path: Path, reason: str, kind: str = OTHER) -> None:
        super().__init__(f"{path}: {reason}")
        self.path, self.reason, self.kind = path, reason, kind


class RecordDamaged(RecordError):
    """The open record's file no longer holds a record (overwritten, emptied)."""


@dataclass(frozen=True)
class SeatRecord:
    name: str
    kind: str = "human"  # "human" or "bot"
    level: str | None = None

    @property
    def label(self) -> str:
        """Who sat there, for statistics: "human" or the bot's level."""
        return self.level if self.kind == "bot" and self.level else self.kind

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return data


@dataclass(frozen=True)
class GameRecord:
    """One game as recorded; ``id`` is None until it is written."""

    uid: str  # the same game recorded twice stays one row
    game: str
    options: dict[str, Any]
    seats: tuple[SeatRecord, ...]
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str
    moves: int
    seconds: float
    saved: str  # the saved game's text (boardroom-game JSON)
    ended: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    status: str = FINISHED
    source: str = "app"
    id: int | None = None

    def check(self) -> None:
        if self.status not in (FINISHED, ABANDONED):
            raise RecordError(f"unknown status '{self.status}'")
        if self.source not in SOURCES:
            raise RecordError(f"unknown source '{self.source}'")
        if len(self.scores) != len(self.seats) or any(
            w >= len(self.seats) or w < 0 for w in self.winners
        ):
            raise RecordError("the result does not fit the seats")
        if self.moves < 0 or self.seconds < 0:
            raise RecordError("negative moves or time")

    def score_of(self, seat: int) -> float:
        return self.scores[seat] if self.status == FINISHED else 0.0


def seats_of(saved_seats: Sequence[Any]) -> tuple[SeatRecord, ...]:
    """Seat records from a saved game's seats (objects with name, kind, level)."""
    return tuple(SeatRecord(s.name, s.kind, s.level) for s in saved_seats)
