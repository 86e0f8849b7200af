"""Where the package's read-only data files (board data, rules texts, art)
live: inside the installed package (``boardroom/data/``), or in a checkout's
``resources/`` folder. No Qt here: the games read their board data too.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1]
_REPO_RESOURCES = _PACKAGE.parent / "resources"


def _package_data() -> Path | None:
    """``boardroom/data`` beside the package's modules (an install, or the
    bundle, which unpacks it there). Found from this file's place rather than
    by importlib.resources, whose import cost some 10 ms of start-up: the
    package is never run from a zip, where only that would see inside."""
    path = _PACKAGE / "data"
    return path if path.is_dir() else None


def resource_roots() -> list[Path]:
    """Folders to look in, best first."""
    roots = []
    packaged = _package_data()
    if packaged is not None:
        roots.append(packaged)
    if _REPO_RESOURCES.is_dir():
        roots.append(_REPO_RESOURCES)
    return roots


def resource_path(*parts: str) -> Path | None:
    """The first existing file or folder ``parts`` names, or None."""
    for root in resource_roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    return None
