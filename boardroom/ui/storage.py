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
from boardroom.engine.savegame import atomic_write

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
    recent_files: list[str] = field(default_factory=list)

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
