"""The game docs/adding-a-game.md adds, built from the page's own code blocks.

Every fenced block whose opening line names a path after its language
(```` ```python boardroom/games/tictactoe/rules.py ````) is part of that file;
blocks of one path are joined in the page's order. :func:`installed` writes
them into a temporary folder and, while inside, makes them the game's real
packages and resources: the folder is added to the search path of
``boardroom.games`` and ``boardroom.ui.games``, to the resource folders, and
the key to the registry's ``GAMES`` (in every module that imported it).
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import boardroom.games
import boardroom.ui.games
from boardroom.bots import hooks
from boardroom.engine import registry, resources

DOC = Path(__file__).resolve().parents[1] / "docs" / "adding-a-game.md"
BLOCK = re.compile(r"^```(\w+) (\S+)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
# Where each kind of path goes in the temporary folder.
PLACES = {
    "boardroom/games/": "games/",
    "boardroom/ui/games/": "uigames/",
    "resources/": "resources/",
    "docs/": "docs/",
}


def doc_files(text: str | None = None) -> dict[str, str]:
    """Path -> the file's text, from the page's code blocks."""
    out: dict[str, str] = {}
    for match in BLOCK.finditer(DOC.read_text(encoding="utf-8") if text is None else text):
        path, body = match.group(2), match.group(3)
        if path in out:  # two blank lines before a definition at the top level
            body = ("\n\n" if body[:1].strip() else "\n") + body
        out[path] = out.get(path, "") + body
    return out


def doc_key(files: dict[str, str]) -> str:
    """The key of the game the page adds (its rules package's folder)."""
    keys = {p.split("/")[2] for p in files if p.startswith("boardroom/games/")}
    assert len(keys) == 1, f"the page should add one game, not {sorted(keys)}"
    return keys.pop()


def write(files: dict[str, str], folder: Path) -> None:
    for path, text in files.items():
        prefix = next((p for p in PLACES if path.startswith(p)), None)
        assert prefix is not None, f"{path}: not a place a game's files go"
        target = folder / (PLACES[prefix] + path[len(prefix) :])
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


def clear_caches() -> None:
    registry.all_games.cache_clear()
    hooks.hooks_for.cache_clear()
    boardroom.ui.games.ui_package.cache_clear()
    boardroom.ui.games._adapter_class.cache_clear()


@contextlib.contextmanager
def installed(folder: Path) -> Iterator[str]:
    """The page's game, registered while inside; yields its key."""
    files = doc_files()
    key = doc_key(files)
    write(files, folder)
    old = registry.GAMES
    with pytest.MonkeyPatch.context() as patch:
        for module in list(sys.modules.values()):
            if getattr(module, "GAMES", None) is old:
                patch.setattr(module, "GAMES", (*old, key))
        games = [*boardroom.games.__path__, str(folder / "games")]
        patch.setattr(boardroom.games, "__path__", games)
        patch.setattr(
            boardroom.ui.games,
            "__path__",
            [*boardroom.ui.games.__path__, str(folder / "uigames")],
        )
        patch.setattr(resources, "_package_data", lambda: folder / "resources")
        clear_caches()
        try:
            yield key
        finally:
            for name in list(sys.modules):
                if name.startswith((f"boardroom.games.{key}", f"boardroom.ui.games.{key}")):
                    del sys.modules[name]
            for package in (boardroom.games, boardroom.ui.games):
                if hasattr(package, key):
                    delattr(package, key)
    clear_caches()
