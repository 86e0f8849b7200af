"""Opening a game on the pyramid loads no numpy (it cost half a second of
start-up and some 15 MB): the pyramid is projected with plain Python and
Qt, a hexagon and a few wall shapes moved to each cell."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHILD = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from boardroom.ui import storage
from boardroom.ui.mainwindow import MainWindow
window = MainWindow(storage.Settings())
window.still = True
window.open_path(Path(sys.argv[1]))
window.resize(1280, 800)
window.show()
for _ in range(5):
    app.processEvents()
scene = window.game_page.view.scene()
print(type(scene).__name__, len(scene.pieces_drawn()))
print(sorted(m for m in ('numpy', 'pyqtgraph') if m in sys.modules))
"""


def test_a_saved_four_seat_game_opens_without_numpy(tmp_path: Path) -> None:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path),
        XDG_STATE_HOME=str(tmp_path),
    )
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(ROOT / "docs" / "example-jaheijagaj-4.boardroom")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout.splitlines()
    name, pieces = out[-2].split()
    assert name == "PyramidBoardScene" and int(pieces) > 10  # the game is on the board
    assert out[-1] == "[]"
