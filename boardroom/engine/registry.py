"""The games boardroom knows, looked up by key or alias.

Games register by being listed here (a fixed, explicit list: no plug-in
magic, no import-time side effects elsewhere).
"""

from __future__ import annotations

import importlib
from functools import cache

from boardroom.engine.errors import OptionError
from boardroom.engine.game import Game

_GAME_MODULES = (
    "boardroom.games.onager",
    "boardroom.games.jikaida",
    "boardroom.games.dejarik",
    "boardroom.games.rival",
)


@cache
def all_games() -> tuple[type[Game], ...]:
    """Every game class, in menu order."""
    classes: list[type[Game]] = []
    for name in _GAME_MODULES:
        module = importlib.import_module(name)
        classes.append(module.GAME)
    return tuple(classes)


def game_class(key: str) -> type[Game]:
    wanted = key.strip().lower()
    for cls in all_games():
        if wanted == cls.spec.key or wanted in cls.spec.aliases:
            return cls
    known = ", ".join(cls.spec.key for cls in all_games())
    raise OptionError(f"unknown game '{key}' (games: {known})")


def make_game(key: str, options: dict[str, object] | None = None,
              seats: int | None = None) -> Game:
    return game_class(key)(options, seats)
