"""The record of games' schema: one script per version, run in turn to bring
an older file up to :data:`SCHEMA_VERSION` (``PRAGMA user_version``)."""

from __future__ import annotations

APPLICATION_ID = 0x42524D52  # "BRMR": tells our file from another program's SQLite
SCHEMA_VERSION = 3

_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    ended TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seats TEXT NOT NULL,
    winners TEXT NOT NULL,
    scores TEXT NOT NULL,
    reason TEXT NOT NULL,
    moves INTEGER NOT NULL,
    seconds REAL NOT NULL,
    saved TEXT NOT NULL
);
CREATE INDEX games_by_game ON games (game, ended);
"""

# Version 2: abandoned games are kept too, and bot matches write here.
_V2 = """
ALTER TABLE games ADD COLUMN status TEXT NOT NULL DEFAULT 'finished';
ALTER TABLE games ADD COLUMN source TEXT NOT NULL DEFAULT 'app';
"""

# Version 3: puzzle attempts (Help > Puzzles), each with the solver's rating
# before and after it (see boardroom.engine.recordpuzzles).
_V3 = """
CREATE TABLE puzzle_attempts (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    puzzle TEXT NOT NULL,
    puzzle_set TEXT NOT NULL,
    game TEXT NOT NULL,
    theme TEXT NOT NULL,
    puzzle_rating REAL NOT NULL,
    solved INTEGER NOT NULL,
    hints INTEGER NOT NULL,
    shown INTEGER NOT NULL,
    rated INTEGER NOT NULL,
    rating_before REAL NOT NULL,
    rd_before REAL NOT NULL,
    volatility_before REAL NOT NULL,
    rating_after REAL NOT NULL,
    rd_after REAL NOT NULL,
    volatility_after REAL NOT NULL,
    seconds REAL NOT NULL
);
CREATE INDEX puzzle_attempts_by_time ON puzzle_attempts (at, id);
"""

MIGRATIONS = {1: _V1, 2: _V2, 3: _V3}  # version -> the script that reaches it
