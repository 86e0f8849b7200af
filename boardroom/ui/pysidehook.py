"""PySide's import hook, made cheap for start-up.

Once PySide6 is imported, every later import passes through its hook, which
asks whether the new module "uses PySide" (for ``from __feature__ import
snake_case``) by ``inspect.getsource``: linecache reads, tokenizes and keeps
the source of each of the ~200 modules start-up imports, some 30-40 ms of
the start-up's CPU. The same question answered from the file's bytes gives
the same answer (the source names PySide6) for a tenth of the cost.

(Wrapping a scroll area's viewport early through ``findChildren``, to spare
the ~70 enums the first ``viewport()`` makes, was tried and removed: a
pyramid view so wrapped crashed when deleted, 7 test runs in 10.)
"""

from __future__ import annotations

import sys
from types import ModuleType


def uses_pyside(module: ModuleType) -> bool:
    """PySide's own test (its source names PySide6), on the file's bytes."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False  # built in, compiled or without a file: PySide's check says no too
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False


def install() -> bool:
    """Load PySide6 and put :func:`uses_pyside` in its hook; False when this
    PySide has no such check (it then keeps its own)."""
    import PySide6.QtCore  # noqa: F401  (installs the hook)

    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]  # noqa: SLF001
    return True
