"""Where boardroom keeps things: platformdirs folders, settings, autosave.

One mechanism only (a JSON file, written atomically), not QSettings: values
keep their types and tests can redirect everything through XDG_* variables.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from boardroom.engine.registry import GAMES
from boardroom.engine.savegame import SavedGame, atomic_write, now_iso

APP = "boardroom"
SAVE_SUFFIX = ".boardroom"
MAX_RECENT = 8


def data_dir() -> Path:
    path = Path(platformdirs.user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    path = Path(platformdirs.user_config_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


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
    except (ValueError, AttributeError):
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
    window_geometry: str = ""
    window_state: str = ""
    flip_board: bool = False
    local_coordinates: bool = False  # each square named inside its region
    cell_names: bool = False  # each hex cell's name inside it (the rims always show them)
    recent_files: list[str] = field(default_factory=list)
    eval_graph: bool = True  # the evaluation graph under the move list

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """Settings from disk; a damaged or foreign file falls back to defaults."""
        try:
            raw = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
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
