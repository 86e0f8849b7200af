"""Where the package's read-only data files (board data, rules texts, art)
live: inside the installed package (``boardroom/data/``), or in a checkout's
``resources/`` folder. No Qt here: the games read their board data too.
"""

from __future__ import annotations

from importlib import resources as importlib_resources
from pathlib import Path

_REPO_RESOURCES = Path(__file__).resolve().parents[2] / "resources"


def _package_data() -> Path | None:
    try:
        root = importlib_resources.files("boardroom") / "data"
    except (ModuleNotFoundError, TypeError):
        return None
    path = Path(str(root))
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
