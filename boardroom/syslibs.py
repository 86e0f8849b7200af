"""Before Qt starts: are the system libraries its wheels need installed?

PySide6's wheels bring Qt but not the system libraries Qt links against. On a
bare Debian, Qt aborts (status 134) with a message that names
``libxcb-cursor0`` whichever library is missing, or PySide6 fails to import.
``missing()`` tries to load, by soname, the libraries the chosen platform
plugin needs (``QT_QPA_PLATFORM``, else the session: X11 through ``DISPLAY``,
Wayland through ``WAYLAND_DISPLAY``), without importing Qt, and ``message()``
turns what is missing into one line with the ``apt-get install`` command.

The lists come from the ``NEEDED`` entries of PySide6 6.11's ``libQt6Core``,
``libQt6Gui``, ``libQt6DBus`` and the platform plugins (``readelf -d``),
minus what the wheel itself ships; the package names are Debian 12's (Ubuntu
22.04 uses the same). Loading the libraries costs a few milliseconds, and Qt
would load the same ones next anyway.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping

# soname -> Debian package, in the order Qt loads them.
BASE = {  # QtCore, QtGui, QtDBus and the offscreen plugin: needed on every platform
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11.so.6": "libx11-6",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
}
XCB = {  # the xcb plugin (a window on X11)
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
}
WAYLAND = {  # the wayland plugin
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
}


def _load(soname: str) -> None:
    """dlopen ``soname`` (raises OSError naming what is missing); tests replace it."""
    import ctypes

    ctypes.CDLL(soname)


def platform_sets(env: Mapping[str, str]) -> list[dict[str, str]]:
    """The library sets of the platforms Qt would try, in its order: Qt starts
    when any one of them is complete (it falls back along the list)."""
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        names = [part.split(":", 1)[0].strip() for part in chosen.split(";")]
    else:  # what Qt picks by itself: Wayland in a Wayland session, else X11
        wayland_session = env.get("XDG_SESSION_TYPE") == "wayland" or not env.get("DISPLAY")
        names = ["wayland"] if env.get("WAYLAND_DISPLAY") and wayland_session else []
        names += ["xcb"] if env.get("DISPLAY") else []
    sets = []
    for name in names:
        extra = XCB if name == "xcb" else WAYLAND if name.startswith("wayland") else {}
        sets.append({**BASE, **extra})
    return sets or [dict(BASE)]  # no display at all: Qt says so itself


def missing(
    env: Mapping[str, str] | None = None, load: Callable[[str], None] | None = None
) -> dict[str, str]:
    """The missing libraries ({soname: package}) of the first platform Qt would
    try, or {} when one of the platforms it would try has all of its own."""
    if not sys.platform.startswith("linux"):
        return {}
    load = load or _load
    tried: dict[str, bool] = {}
    first: dict[str, str] | None = None
    for libraries in platform_sets(os.environ if env is None else env):
        lacking = {}
        for soname, package in libraries.items():
            if soname not in tried:
                try:
                    load(soname)
                    tried[soname] = True
                except OSError:
                    tried[soname] = False
            if not tried[soname]:
                lacking[soname] = package
        if not lacking:
            return {}
        if first is None:
            first = lacking
    return first or {}


def message(lacking: Mapping[str, str]) -> str:
    """One line: what is missing and the command that installs it."""
    names = ", ".join(lacking)
    packages = " ".join(dict.fromkeys(lacking.values()))
    many = len(lacking) > 1
    return (
        f"boardroom: Qt needs the system librar{'ies' if many else 'y'} {names}, "
        f"which {'are' if many else 'is'} not installed; install "
        f"{'them' if many else 'it'} with: sudo apt-get install {packages}"
    )


def no_display(env: Mapping[str, str] | None = None) -> bool:
    """True when Qt would find no screen to open a window on: no platform
    chosen and neither an X11 nor a Wayland session (Qt would abort, blaming
    a library)."""
    env = os.environ if env is None else env
    if not sys.platform.startswith("linux") or env.get("QT_QPA_PLATFORM", "").strip():
        return False
    return not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY")


# Said before Qt starts, so without its translator: the words in both languages.
NO_DISPLAY = {
    "en": (
        "boardroom: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so no "
        "window can open. Start it from a desktop session, or draw a picture of the window "
        "without a display: boardroom --screenshot window.png [FILE]"
    ),
    "fr": (
        "boardroom\u00a0: aucun écran trouvé (ni DISPLAY ni WAYLAND_DISPLAY n'est défini), "
        "aucune fenêtre ne peut donc s'ouvrir. Lancez-le depuis une session de bureau, ou "
        "dessinez une image de la fenêtre sans écran\u00a0: boardroom --screenshot "
        "fenetre.png [FICHIER]"
    ),
}


def language_before_qt(chosen: str, env: Mapping[str, str] | None = None) -> str:
    """ "fr" or "en" for a message said before Qt starts: the language chosen
    (``--lang`` or the settings), else the system's (its locale variables)."""
    if chosen in NO_DISPLAY:
        return chosen
    env = os.environ if env is None else env
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        value = env.get(name, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"


def check(env: Mapping[str, str] | None = None) -> str | None:
    """The line to print when Qt cannot start for lack of a library, else None."""
    lacking = missing(env)
    return message(lacking) if lacking else None
