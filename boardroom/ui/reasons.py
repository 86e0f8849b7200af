"""A reason from the rules (``boardroom.engine.reasons``) in the interface's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from boardroom.engine.reasons import Reason


def reason_text(reason: Reason) -> str:
    """The sentence translated, its arguments too when they are reasons (names)."""
    args = [reason_text(a) if isinstance(a, Reason) else a for a in reason.args]
    return QCoreApplication.translate(reason.context, reason.text).format(*args)
