"""The one list of games, looked up by key or alias.

Each key names the game's rules package ``boardroom.games.<key>`` (which
exposes ``GAME``) and its window package ``boardroom.ui.games.<key>``. A
game's package may also hold optional parts that other layers look for by
name: ``bot`` (its bot hooks) and ``cli`` (commands of its own). Adding a
game means adding its folders and one line here; nothing else names it.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from functools import cache
from types import ModuleType

from boardroom.engine.errors import OptionError
from boardroom.engine.game import AnyGame

# Menu order.
GAMES = (
    "onager",
    "jikaida",
    "dejarik",
    "rival",
    "jaheijagaj",
)

GAMES_PACKAGE = "boardroom.games"
UI_PACKAGE = "boardroom.ui.games"


@cache
def all_games() -> tuple[type[AnyGame], ...]:
    """Every game class, in menu order."""
    return tuple(importlib.import_module(f"{GAMES_PACKAGE}.{key}").GAME for key in GAMES)


def game_class(key: str) -> type[AnyGame]:
    wanted = key.strip().lower()
    if wanted in GAMES:  # by its key: only its own package is loaded (a saved game opening)
        found: type[AnyGame] = importlib.import_module(f"{GAMES_PACKAGE}.{wanted}").GAME
        if found.spec.key == wanted:
            return found
    for cls in all_games():
        if wanted == cls.spec.key or wanted in cls.spec.aliases:
            return cls
    known = ", ".join(cls.spec.key for cls in all_games())
    raise OptionError(f"unknown game '{key}' (games: {known})")


def make_game(
    key: str, options: dict[str, object] | None = None, seats: int | None = None
) -> AnyGame:
    return game_class(key)(options, seats)


def game_named_in(data: Mapping[str, object], key: object) -> AnyGame:
    """The game a data file (a lesson, a puzzle set) names by ``key``, with its
    'options' object and 'seats' number; OptionError saying what is wrong."""
    if not isinstance(key, str) or key not in GAMES:
        raise OptionError(f"unknown game '{key}' (games: {', '.join(GAMES)})")
    options = data.get("options", {})
    seats = data.get("seats")
    if not isinstance(options, dict):
        raise OptionError("'options' must be an object")
    if seats is not None and (not isinstance(seats, int) or isinstance(seats, bool)):
        raise OptionError("'seats' must be a number")
    return make_game(key, options, seats)


def game_package(key: str) -> ModuleType:
    """The rules package of game ``key`` (what it exports: ``GAME``, ``diagram``...)."""
    return importlib.import_module(f"{GAMES_PACKAGE}.{game_class(key).spec.key}")


def game_part(key: str, part: str) -> ModuleType | None:
    """The module ``part`` of game ``key``'s rules package (``bot``, ``cli``...),
    or None when the game has no such part."""
    if key not in GAMES:
        return None
    name = f"{GAMES_PACKAGE}.{key}.{part}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise  # the part exists but something it imports is missing
        return None


def ui_package_name(key: str) -> str:
    """Where the window finds the game's adapter, panel and words."""
    return f"{UI_PACKAGE}.{key}"
