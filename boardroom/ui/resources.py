"""The window's read-only files (icon, rules texts, piece art), found as
``boardroom.engine.resources`` finds every data file."""

from __future__ import annotations

from pathlib import Path

from boardroom import APP_ID
from boardroom.engine.resources import resource_path, resource_roots

__all__ = ["icon_path", "resource_path", "resource_roots", "rules_path"]


def icon_path() -> Path | None:
    return resource_path("icons", f"{APP_ID}.svg")


def rules_path(game: str, language: str) -> Path | None:
    """The rules text of ``game`` in ``language``, falling back to English."""
    for lang in (language, "en"):
        found = resource_path("rules", game, f"{lang}.md")
        if found is not None:
            return found
    return None
