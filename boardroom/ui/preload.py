"""Modules a window will soon want, imported ahead on a thread of their own.

pyqtgraph (with numpy) takes about 0.4 s to import, more under load: the
Statistics window's charts and puzzle tabs import it the first time they
are shown, and the player would wait after the click. Imported ahead, while
the player reads the table, the click finds it loaded (or waits only for
the part still to come: Python's import lock makes the GUI thread wait for
the thread's import rather than start its own).
"""

from __future__ import annotations

import importlib
import logging
import sys
import threading

log = logging.getLogger("boardroom")

_asked: set[str] = set()


def ahead(*names: str) -> threading.Thread | None:
    """Import ``names`` on a thread of their own, unless loaded or asked for
    already; the thread (None when there is nothing to do)."""
    todo = [name for name in names if name not in sys.modules and name not in _asked]
    if not todo:
        return None
    _asked.update(todo)
    thread = threading.Thread(target=_load, args=(todo,), name="preload", daemon=True)
    thread.start()
    return thread


def _load(names: list[str]) -> None:
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # imported again where it is used, and said there
            log.exception("importing %s ahead failed", name)
