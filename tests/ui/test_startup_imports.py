"""What a start of the app loads: the main window with its start page must
not pay for a game's heavy parts (numpy for the pyramid and Dejarik's
solver, pyqtgraph for charts) before that game opens (start-up time and
memory are measured against an empty window)."""

from __future__ import annotations

import os
import subprocess
import sys

CHILD = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from boardroom.ui import storage
from boardroom.ui.mainwindow import MainWindow
window = MainWindow(storage.Settings())
window.show()
app.processEvents()
print(sorted(m for m in ('numpy', 'pyqtgraph') if m in sys.modules))
window.start_page.select_game("jaheijagaj")
app.processEvents()
print(sorted(m for m in ('numpy', 'pyqtgraph') if m in sys.modules))
"""


def test_the_start_page_loads_neither_numpy_nor_pyqtgraph(tmp_path: object) -> None:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path),
        XDG_STATE_HOME=str(tmp_path),
    )
    out = subprocess.run(
        [sys.executable, "-c", CHILD],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout.splitlines()
    # Choosing a game on the start page loads none of its board either.
    assert out[-2:] == ["[]", "[]"]
