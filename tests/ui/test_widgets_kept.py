"""The UI tests' own harness: a widget given to ``qtbot.addWidget`` lives
until Qt deletes it at the test's end, whatever references the test drops.

pytest-qt keeps only a weak reference and processes events after the test's
body returns; a window then freed by Python (its last reference gone, or its
reference cycles collected at any allocation) was deleted in the middle of Qt
showing its children: the puzzle window's tests crashed about one run in 8."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import shiboken6
from PySide6.QtWidgets import QWidget


def test_a_widget_given_to_qtbot_outlives_the_tests_references(qtbot: Any) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    kept = weakref.ref(widget)
    del widget
    gc.collect()
    found = kept()
    assert found is not None and shiboken6.isValid(found)
