"""Keeping what start-up made out of the garbage collector's way.

A full collection walks every object the collector tracks: after start-up
some forty thousand (modules, classes, the window's wrappers), 20 ms and
more of the GUI thread each time one comes, at moments nobody chooses (a
game's end, a click). Once the main window is up, what exists then is moved
to the collector's permanent generation (``gc.freeze``): it lives as long
as the app anyway, and a full collection then walks only what was made
since. Done once per process, after a collection, so no garbage is frozen.
"""

from __future__ import annotations

import gc

from boardroom.ui import guigc

_settled: set[str] = set()


def freeze(moment: str) -> None:
    """Freeze what exists now, once for each ``moment`` ("start-up", "charts")."""
    if moment in _settled:
        return
    _settled.add(moment)
    gc.collect()
    gc.freeze()
    if not guigc.resume():  # from the GUI thread's timer, when app.main installed it
        gc.enable()  # app.main keeps it off until the window is up
