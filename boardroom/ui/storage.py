"""Where boardroom keeps things: platformdirs folders, settings, autosave.

One mechanism only (a JSON file, written atomically), not QSettings: values
keep their types and tests can redirect everything through XDG_* variables.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from boardroom.engine.registry import GAMES
from boardroom.engine.savegame import SavedGame, atomic_write, now_iso, special_file

APP = "boardroom"
SAVE_SUFFIX = ".boardroom"
MAX_RECENT = 8
SETTINGS_BYTES = 1 << 20  # settings are a few kilobytes


def data_dir() -> Path:
    """The data folder, made if it can be (what is written there fails later,
    each write on its own, when it cannot: see :func:`folder_problem`)."""
    return _made(Path(platformdirs.user_data_dir(APP, appauthor=False)))


def config_dir() -> Path:
    return _made(Path(platformdirs.user_config_dir(APP, appauthor=False)))


def _made(path: Path) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # a read-only home, a file in the way: the app starts all the same
    return path


def folder_problem(path: Path) -> OSError | None:
    """Why nothing can be written in the folder ``path`` (made if missing), or None."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as exc:
        return exc
    return None


def read_regular(path: Path, limit: int) -> bytes:
    """At most ``limit`` + 1 bytes of the regular file ``path``; OSError for
    anything else (a FIFO would hold the app until someone wrote to it)."""
    # Looked at before it is opened: even a non-blocking open of a FIFO makes
    # its writer's open succeed. Checked again once open (it may be swapped).
    if special_file(os.stat(path).st_mode):
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        return handle.read(limit + 1)


def autosave_path() -> Path:
    return data_dir() / f"autosave{SAVE_SUFFIX}"


# The autosave is a saved game with one more field, which saved-game readers
# ignore: the player's own file of that game and whether the autosave holds
# moves that file does not.
AUTOSAVE_NOTE = "autosave"


@dataclass(frozen=True)
class AutosaveNote:
    file: Path | None  # the player's file of this game, None if never saved
    unsaved: bool  # the autosave has moves (or an ending) the file has not
    elapsed: float = 0.0  # seconds of play so far (see playclock)


def write_autosave(
    saved: SavedGame, file: Path | None, unsaved: bool, elapsed: float = 0.0
) -> None:
    """Write the autosave atomically; raises OSError when the disk refuses."""
    saved.saved = now_iso()
    doc = json.loads(saved.to_json())
    doc[AUTOSAVE_NOTE] = {
        "file": str(file) if file is not None else None,
        "unsaved": unsaved,
        "elapsed": round(elapsed, 1),
    }
    atomic_write(autosave_path(), json.dumps(doc, indent=1, ensure_ascii=False) + "\n")


def autosave_note(text: str) -> AutosaveNote:
    """The note of an autosave's text; an old autosave without one reads as
    a game of no file with nothing unsaved (as it was then resumed)."""
    try:
        raw = json.loads(text).get(AUTOSAVE_NOTE)
    except (ValueError, AttributeError, RecursionError):
        raw = None
    if not isinstance(raw, dict):
        return AutosaveNote(None, False)
    file = raw.get("file")
    elapsed = raw.get("elapsed")
    seconds = (
        float(elapsed)
        if isinstance(elapsed, (int, float))
        and not isinstance(elapsed, bool)
        and 0 <= elapsed < 1e9
        else 0.0
    )
    return AutosaveNote(
        Path(file) if isinstance(file, str) and file else None, raw.get("unsaved") is True, seconds
    )


def drop_autosave() -> None:
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError:
        pass


def log_path() -> Path:
    return data_dir() / "boardroom.log"


@dataclass
class Settings:
    language: str = ""  # "" follows the system language
    last_game: str = GAMES[0]
    last_options: dict[str, Any] = field(default_factory=dict)
    last_seats: list[dict[str, Any]] = field(default_factory=list)
    # Each game's last choices: key -> {"options": {...}, "seats": [...]}.
    game_choices: dict[str, Any] = field(default_factory=dict)
    window_geometry: str = ""
    window_state: str = ""
    flip_board: bool = False
    local_coordinates: bool = False  # each square named inside its region
    cell_names: bool = False  # each hex cell's name inside it (the rims always show them)
    recent_files: list[str] = field(default_factory=list)
    eval_graph: bool = True  # the evaluation graph under the move list
    sound: bool = True  # cues for moves, turns and refusals (silent without a device)
    sound_volume: int = 70  # percent
    palette: str = "standard"  # seat colours: "standard" or "okabe-ito" (colour-blind safe)
    seat_shapes: bool = False  # each seat's shape on its pieces and card
    table_scale: str = "normal"  # couch mode: "normal", "large" or "extra-large"
    animation: str = "normal"  # moves shown happening: "off", "fast", "normal" or "slow"

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """Settings from disk; a damaged or foreign file falls back to defaults
        (nested beyond Python's recursion limit too)."""
        try:
            raw = json.loads(read_regular(cls.path(), SETTINGS_BYTES).decode("utf-8"))
        except (OSError, ValueError, RecursionError):
            return cls()
        if not isinstance(raw, dict):
            return cls()
        settings = cls()
        for f in fields(cls):
            value = raw.get(f.name)
            default = getattr(settings, f.name)
            if value is not None and isinstance(value, type(default)):
                setattr(settings, f.name, value)
        return settings

    def save(self) -> None:
        try:
            atomic_write(self.path(), json.dumps(asdict(self), indent=1) + "\n")
        except OSError:
            pass  # settings are a comfort; never crash over them

    def add_recent(self, path: Path | str) -> None:
        text = str(path)
        self.recent_files = [text] + [p for p in self.recent_files if p != text]
        del self.recent_files[MAX_RECENT:]
