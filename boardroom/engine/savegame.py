"""The saved-game format: a JSON document, replayed through the checked path.

    {"format": "boardroom-game", "version": 1, "game": "<registry key>",
     "options": {"side": 6, ...}, "seats": [{"name": "Ann", "kind": "human"},
     {"name": "Bot", "kind": "bot", "level": "easy"}], "seed": 1234,
     "start": null, "moves": ["@E5", ...], "result": null,
     "created": "2026-11-21T10:00:00+00:00", "saved": "..."}

Loading never trusts the file: every field is type-checked and every move is
replayed with ``State.play``; the first problem raises SaveFormatError with a
message that names it. No pickle, no eval.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from boardroom.engine.errors import (
    NEWER,
    NOT_A_GAME,
    UNREADABLE,
    OptionError,
    SaveFormatError,
)
from boardroom.engine.game import AnyGame, AnyState
from boardroom.engine.registry import make_game

FORMAT_TAG = "boardroom-game"
SCHEMA_VERSION = 1
LEVELS = ("easy", "medium", "hard")
MAX_BYTES = 8 * 1024 * 1024  # a real game is a few KB; refuse absurd files
MAX_MOVE_CHARS = 1000  # longer than any real move; keeps error messages short
ENDINGS = ("resignation", "agreement")


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass
class Seat:
    name: str
    kind: str = "human"  # "human" or "bot"
    level: str | None = None  # for bots: easy, medium, hard

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        return data


@dataclass
class SavedGame:
    game: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    moves: list[str]
    start: str | None = None
    result: dict[str, Any] | None = None
    created: str = field(default_factory=now_iso)
    saved: str = field(default_factory=now_iso)

    def to_json(self) -> str:
        doc = {
            "format": FORMAT_TAG,
            "version": SCHEMA_VERSION,
            "game": self.game,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "start": self.start,
            "moves": self.moves,
            "result": self.result,
            "created": self.created,
            "saved": self.saved,
        }
        return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def from_state(
    state: AnyState, seats: list[Seat], created: str | None = None, moves: list[str] | None = None
) -> SavedGame:
    """``moves``: the history's notation if the caller already has it."""
    outcome = state.outcome()
    return SavedGame(
        game=state.game.spec.key,
        options=dict(state.game.options),
        seats=seats,
        seed=state.seed,
        start=state.start_text,
        moves=moves if moves is not None else state.moves_text(),
        result=outcome.to_json() if outcome else None,
        created=created or now_iso(),
    )


def _need(doc: dict[str, Any], key: str, kinds: type | tuple[type, ...], what: str) -> Any:
    if key not in doc:
        raise SaveFormatError(f"the file has no '{key}' field ({what})")
    value = doc[key]
    if not isinstance(value, kinds) or (isinstance(value, bool) and kinds is int):
        raise SaveFormatError(f"the '{key}' field should be {what}")
    return value


def parse(text: str) -> SavedGame:
    """Check the document's shape; does not replay the moves (see ``restore``)."""
    if len(text) > MAX_BYTES:
        raise SaveFormatError("the file is far too large to be a saved game", NOT_A_GAME)
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        # The message first, then where: json's own ("Unterminated string
        # starting at") expects the place to follow it.
        raise SaveFormatError(
            f"the file is not valid JSON ({exc.msg}: line {exc.lineno}, column {exc.colno})",
            NOT_A_GAME,
        ) from None
    except RecursionError:
        raise SaveFormatError(
            "the file is not valid JSON (nested too deeply)", NOT_A_GAME
        ) from None
    except ValueError as exc:  # e.g. a number with more digits than Python converts
        raise SaveFormatError(f"the file is not valid JSON ({exc})", NOT_A_GAME) from None
    if not isinstance(doc, dict):
        raise SaveFormatError("the file is not a boardroom saved game (no JSON object)", NOT_A_GAME)
    if doc.get("format") != FORMAT_TAG:
        raise SaveFormatError(
            "the file is not a boardroom saved game (wrong format tag)", NOT_A_GAME
        )
    version = _need(doc, "version", int, "a whole number")
    if version > SCHEMA_VERSION:
        raise SaveFormatError(
            f"the file was written by a newer boardroom (format version {version})", NEWER
        )
    if version < 1:
        raise SaveFormatError(f"unknown format version {version}")
    game = _need(doc, "game", str, "a game name")
    options = _need(doc, "options", dict, "an object of options")
    for key, value in options.items():
        if not isinstance(value, (int, str, bool)):
            raise SaveFormatError(f"option '{key}' has a value of the wrong type")
    seed = _need(doc, "seed", int, "a whole number")
    if not 0 <= seed < 2**64:
        raise SaveFormatError("the 'seed' field is out of range")
    raw_seats = _need(doc, "seats", list, "a list of seats")
    seats = []
    for i, raw in enumerate(raw_seats, 1):
        if not isinstance(raw, dict):
            raise SaveFormatError(f"seat {i} is not an object")
        name = raw.get("name")
        kind = raw.get("kind", "human")
        level = raw.get("level")
        if not isinstance(name, str) or len(name) > 200:
            raise SaveFormatError(f"seat {i} has no proper name")
        if kind not in ("human", "bot"):
            raise SaveFormatError(f"seat {i} is neither human nor bot")
        if kind == "bot" and level not in LEVELS:
            raise SaveFormatError(f"seat {i} is a bot with an unknown level")
        seats.append(Seat(name, kind, level if kind == "bot" else None))
    moves = _need(doc, "moves", list, "a list of moves")
    for i, move in enumerate(moves, 1):
        if not isinstance(move, str):
            raise SaveFormatError(f"move {i} is not text")
        if len(move) > MAX_MOVE_CHARS:
            raise SaveFormatError(f"move {i} is far too long to be a move")
    start = doc.get("start")
    if start is not None and not isinstance(start, str):
        raise SaveFormatError("the 'start' field should be position text or null")
    result = doc.get("result")
    if result is not None and not (
        isinstance(result, dict)
        and isinstance(result.get("reason"), str)
        and isinstance(result.get("winners"), list)
    ):
        raise SaveFormatError("the 'result' field is malformed")
    raw_created, raw_saved = doc.get("created"), doc.get("saved")
    created = raw_created if isinstance(raw_created, str) else now_iso()
    saved = raw_saved if isinstance(raw_saved, str) else created
    return SavedGame(game, options, seats, seed, moves, start, result, created, saved)


def restore(
    saved: SavedGame, progress: Callable[[int], None] | None = None
) -> tuple[AnyGame, AnyState]:
    """Replay a parsed saved game through the checked path (``progress`` hears
    how many moves are done, after each)."""
    try:
        game = make_game(saved.game, saved.options, len(saved.seats))
        options = game.spec.legacy_options(saved.options)
        if options != saved.options:  # a file older than some option
            game = make_game(saved.game, options, len(saved.seats))
    except OptionError as exc:
        raise SaveFormatError(str(exc)) from None
    try:
        state = (
            game.new_state(saved.seed) if saved.start is None else game.state_from_text(saved.start)
        )
    except ValueError as exc:  # PositionError, or a game's own checks
        raise SaveFormatError(f"the start position is wrong: {exc}") from None
    if saved.start is not None:
        state.reseed(saved.seed)  # the replay must meet the dice the game met
    for i, text in enumerate(saved.moves, 1):
        try:
            state.play(text)
        except ValueError as exc:  # NotationError, or a game's own checks
            raise SaveFormatError(f"move {i} ('{text[:40]}') cannot be played: {exc}") from None
        if progress is not None:
            progress(i)
    if saved.result is not None:
        _apply_result(state, saved.result)
    return game, state


def _apply_result(state: AnyState, result: dict[str, Any]) -> None:
    reason = result["reason"]
    if reason in ENDINGS and not state.is_terminal():
        if reason == "agreement":
            state.agree_draw()
            return
        winners = result["winners"]
        losers = [s for s in range(state.num_seats) if s not in winners]
        if len(losers) != 1:
            raise SaveFormatError("the resignation in the file names no single loser")
        state.resign(losers[0])
        return
    outcome = state.outcome()
    if outcome is None or list(outcome.winners) != list(result["winners"]):
        raise SaveFormatError("the result in the file does not follow from its moves")


def load_text(text: str) -> tuple[SavedGame, AnyGame, AnyState]:
    saved = parse(text)
    game, state = restore(saved)
    return saved, game, state


def special_file(mode: int) -> bool:
    """A pipe, socket or device: never to be opened, even without waiting."""
    return not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))


def read_path(path: str | os.PathLike[str]) -> str:
    """A saved game file's text, read as safely as it is parsed."""
    try:
        # Looked at first (even a non-blocking open of a FIFO lets its writer
        # in), then opened without waiting and checked again.
        if special_file(os.stat(path).st_mode):
            raise SaveFormatError("it is not a file (a folder, a pipe or a device)", UNREADABLE)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise SaveFormatError("it is not a file (a folder, a pipe or a device)", UNREADABLE)
            raw = handle.read(MAX_BYTES + 1)  # never read a huge file whole
    except OSError as exc:
        raise SaveFormatError(
            f"the file cannot be read: {exc.strerror or exc}", UNREADABLE
        ) from None
    if len(raw) > MAX_BYTES:
        raise SaveFormatError("the file is far too large to be a saved game", NOT_A_GAME)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveFormatError("the file is not UTF-8 text", NOT_A_GAME) from None
    return text


def load_path(path: str | os.PathLike[str]) -> tuple[SavedGame, AnyGame, AnyState]:
    return load_text(read_path(path))


# atomic_write's temporary file is ``.NAME.XXXXXXXX.tmp`` beside NAME, where
# XXXXXXXX is mkstemp's eight random characters (lower-case letters, digits, _).
_TEMP_RANDOM = r"[a-z0-9_]{8}"
# A temporary file this young may be another process's save between its write
# and its rename; older ones still being written are locked (_in_use).
LEFTOVER_MIN_AGE = 2.0


def temp_pattern(name: str) -> re.Pattern[str]:
    """The names of atomic_write's temporary files for the file ``name``."""
    return re.compile(rf"\.{re.escape(name)}\.{_TEMP_RANDOM}\.tmp")


def _lock(fd: int, blocking: bool) -> bool:
    """An advisory lock on an open temporary file; False if another holds it."""
    try:
        import fcntl
    except ImportError:  # not POSIX: rely on the age alone
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    except OSError:
        return True  # a file system without locks: rely on the age alone
    return True


def _in_use(path: str) -> bool:
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    try:
        return not _lock(fd, blocking=False)
    finally:
        os.close(fd)


def remove_leftovers(target: Path) -> list[Path]:
    """Remove the temporary files an interrupted atomic_write of ``target``
    left beside it (a kill between mkstemp and rename): only that file's own
    pattern, only plain files, none younger than LEFTOVER_MIN_AGE or still
    locked by a writer. Never fails: a leftover that resists stays."""
    pattern = temp_pattern(target.name)
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return removed
    for entry in entries:
        if not pattern.fullmatch(entry.name):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if now - entry.stat(follow_symlinks=False).st_mtime < LEFTOVER_MIN_AGE:
                continue
            if _in_use(entry.path):
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def atomic_write(path: str | os.PathLike[str], text: str) -> None:
    """Write so that a crash mid-way never damages the previous file; then
    remove what earlier interrupted writes of this file left behind."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    _lock(fd, blocking=True)  # freshly made: nobody else holds it
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; a saved game is an ordinary file
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    remove_leftovers(target)


def save_path(path: str | os.PathLike[str], saved: SavedGame) -> None:
    saved.saved = now_iso()
    atomic_write(path, saved.to_json())
