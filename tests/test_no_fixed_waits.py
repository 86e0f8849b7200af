"""No test waits a fixed time: a wait long enough on an idle machine is too
short under load (a flaky test) and too long everywhere else (a slow suite).
Wait for the condition itself: ``qtbot.waitUntil``, ``qtbot.waitSignal``, an
``Event``, a recorder's ``wait()``; to see that nothing more happens, wait
until nothing is left to happen (a queue empty, a timer stopped, the events
already posted delivered with ``QCoreApplication.processEvents()``)."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).parent
FIXED = re.compile(r"\bqtbot\.wait\(|\btime\.sleep\(|\bQTest\.qWait\(")


def test_no_test_waits_a_fixed_time() -> None:
    found = [
        f"{path.relative_to(TESTS.parent)}:{number}: {line.strip()}"
        for path in sorted(TESTS.rglob("*.py"))
        if path.name != Path(__file__).name
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if FIXED.search(line)
    ]
    assert not found, "fixed waits (see this test's module text):\n" + "\n".join(found)
