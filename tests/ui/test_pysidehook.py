"""PySide's import hook asks of every new module whether it uses PySide;
the app answers from the file's bytes, as PySide's own check does from its
source (issue 22, start-up)."""

from __future__ import annotations

import importlib
import inspect
import sys

from boardroom.ui import pysidehook


def pyside_answer(name: str) -> bool:
    """PySide's own test: the module's source names PySide6."""
    try:
        return "PySide6" in inspect.getsource(sys.modules[name])
    except (TypeError, OSError):
        return False


def test_the_answer_is_pysides_own() -> None:
    names = [
        "boardroom.ui.mainwindow",  # uses PySide
        "boardroom.engine.savegame",  # does not
        "boardroom.ui.pysidehook",  # names it in its words
        "json",
        "sys",  # built in
        "_struct",  # compiled
    ]
    for name in names:
        importlib.import_module(name)
        assert pysidehook.uses_pyside(sys.modules[name]) == pyside_answer(name), name
    assert pysidehook.uses_pyside(sys.modules["boardroom.ui.mainwindow"])
    assert not pysidehook.uses_pyside(sys.modules["boardroom.engine.savegame"])


def test_installed_in_pysides_hook() -> None:
    feature = sys.modules.get("shibokensupport.feature")
    saved = getattr(feature, "_mod_uses_pyside", None)
    try:
        assert pysidehook.install()
        feature = sys.modules["shibokensupport.feature"]
        assert feature._mod_uses_pyside is pysidehook.uses_pyside
    finally:
        if feature is not None and saved is not None:
            feature._mod_uses_pyside = saved
