"""A reason in English or in French, as the window shows it: the tests of each
game's ``why`` module check both languages with this."""

from __future__ import annotations

import os

from boardroom.engine.reasons import Reason

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def in_language(reason: Reason, language: str) -> str:
    """The reason's sentence in ``language`` ("en" or "fr") through the shipped .qm."""
    from PySide6.QtCore import QCoreApplication

    from boardroom.ui.i18n import set_language
    from boardroom.ui.reasons import reason_text

    if QCoreApplication.instance() is None:
        from PySide6.QtWidgets import QApplication

        QApplication([])
    set_language(language)
    try:
        return reason_text(reason)
    finally:
        set_language("en")


def french(reason: Reason) -> str:
    """The French sentence; fails when the French is missing (still English)."""
    text = in_language(reason, "fr")
    assert text != reason.english() or reason.text.strip("{}0123456789 ") == "", (
        f"no French for {reason.text!r} ({reason.context})"
    )
    return text
