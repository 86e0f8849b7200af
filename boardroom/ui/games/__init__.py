"""Each game's window parts: one package per game, ``boardroom.ui.games.<key>``,
for the keys the registry lists.

A game's package stays light, because the start page reads every game's
words: its ``__init__`` holds ``WORDS`` (a :class:`GameWords`) and, if the
game needs them, ``OPTION_WIDGETS`` (option key -> a factory of the start
page's widget for it). Its ``adapter`` module holds ``ADAPTER``, the game's
subclass of :class:`~boardroom.ui.adapter.BoardAdapter` (the scene, panel
and art), imported when the game is first shown.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any

from boardroom.engine.game import OptionValue
from boardroom.engine.registry import GAMES, ui_package_name

if TYPE_CHECKING:
    from boardroom.ui.adapter import GameAdapter


@dataclass(frozen=True)
class GameWords:
    """A game's words for the interface, marked with
    ``QT_TRANSLATE_NOOP("Names", ...)`` and translated when shown."""

    title: object
    description: object = ""
    options: Mapping[str, object] = field(default_factory=dict)  # option key -> label
    # (option key, value) -> words; values without an entry are shown as they are
    choices: Mapping[tuple[str, OptionValue], object] = field(default_factory=dict)
    # outcome reason -> sentence; {0} the winners' names, {1} the others'
    reasons: Mapping[str, object] = field(default_factory=dict)
    # The View menu's action that names each cell inside its region, for a
    # board divided into named regions.
    region_coordinates: object = ""
    # Where each seat sits, by number of seats (the start page shows it).
    seat_places: Mapping[int, tuple[object, ...]] = field(default_factory=dict)
    # Options the start page shows up front though most games fold them
    # under "More options" (the move limit of a game that may stall).
    up_front: tuple[str, ...] = ()
    # Puzzle themes of the game's own (a theme key -> its name); themes any
    # game may have are named in boardroom.ui.puzzlewords.
    themes: Mapping[str, object] = field(default_factory=dict)


@cache
def ui_package(key: str) -> ModuleType | None:
    """The game's window package, or None for a game the window cannot show yet."""
    if key not in GAMES:
        return None
    name = ui_package_name(key)
    if importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name)


def has_board(key: str) -> bool:
    """Can the window show this game (the start page offers only these)?"""
    package = ui_package(key)
    return (
        package is not None and importlib.util.find_spec(f"{package.__name__}.adapter") is not None
    )


def words(key: str) -> GameWords | None:
    package = ui_package(key)
    found = getattr(package, "WORDS", None)
    return found if isinstance(found, GameWords) else None


def option_widget(key: str, option: str) -> Callable[..., Any] | None:
    """The factory of a game's own start-page widget for an option, if it has one."""
    package = ui_package(key)
    widgets = getattr(package, "OPTION_WIDGETS", None) or {}
    factory = widgets.get(option)
    return factory if callable(factory) else None


@cache
def _adapter_class(key: str) -> type[GameAdapter]:
    from boardroom.ui.adapter import BoardAdapter

    if not has_board(key):
        raise KeyError(key)
    module = importlib.import_module(f"{ui_package_name(key)}.adapter")
    found = getattr(module, "ADAPTER", None)
    if not (isinstance(found, type) and issubclass(found, BoardAdapter)):
        raise TypeError(f"{module.__name__}.ADAPTER is not a BoardAdapter subclass")
    return found


def adapter_for(key: str) -> GameAdapter:
    """A new adapter for one board of the game (an adapter may keep what it
    drew last); KeyError for a game without a board yet. The game's state
    type is not known here: the game's own adapter class names it."""
    return _adapter_class(key)()
