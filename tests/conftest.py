import gc
import os

import pytest

# Before any QApplication exists: no machine here has a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("BOARDROOM_NO_AUTOSAVE_RECOVERY", "1")


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection built (modules, test items, their parameters) lives to
    the end of the run: frozen, the collector's full passes no longer walk it
    (games, engine and bots: 3.3 -> 1.9 s of collecting in 58 s of CPU)."""
    gc.collect()
    gc.freeze()
