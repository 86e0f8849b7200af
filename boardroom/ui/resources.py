"""Where the app's read-only files (icon, rules texts, piece art) live.

An installed boardroom carries them inside the package (``boardroom/data/``);
a checkout keeps them in the repository's ``resources/`` folder.
"""

from __future__ import annotations

from importlib import resources as importlib_resources
from pathlib import Path

from boardroom import APP_ID

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


def icon_path() -> Path | None:
    return resource_path("icons", f"{APP_ID}.svg")


def rules_path(game: str, language: str) -> Path | None:
    """The rules text of ``game`` in ``language``, falling back to English."""
    for lang in (language, "en"):
        found = resource_path("rules", game, f"{lang}.md")
        if found is not None:
            return found
    return None
