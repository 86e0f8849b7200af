"""Opening a saved game on the pyramid from the command line loads no numpy
(it cost half a second of start-up and some 15 MB: the pyramid is projected
with plain Python and Qt, a hexagon and a few wall shapes moved to each
cell), no pyqtgraph, no other game's rules, and builds no start page (nor
imports its module) until one is wanted."""

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
from boardroom.ui import dialogs, storage
from boardroom.ui.mainwindow import MainWindow
dialogs.show_error = lambda *args, **kwargs: None  # no modal dialog in a child
window = MainWindow(storage.Settings(), opening=True)  # as `boardroom FILE` makes it
window.still = True
window.open_path(Path(sys.argv[1]))
window.resize(1280, 800)
window.show()
for _ in range(5):
    app.processEvents()
scene = window.game_page.view.scene()
print(type(scene).__name__, len(scene.pieces_drawn()))
print(sorted(m for m in ('numpy', 'pyqtgraph') if m in sys.modules))
print(window._start_page is None, 'boardroom.ui.startpage' in sys.modules)
print(sorted(m for m in sys.modules if m.startswith('boardroom.games.') and m.count('.') == 2))
window.open_path(Path(sys.argv[1]).with_name("no-such-file.boardroom"))  # shows why, then...
print(window.pages.currentWidget() is window.game_page)  # ...the game stays
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
    name, pieces = out[-5].split()
    assert name == "PyramidBoardScene" and int(pieces) > 10  # the game is on the board
    assert out[-4] == "[]"
    assert out[-3] == "True False"  # no start page made, nor its module imported
    assert out[-2] == "['boardroom.games.jaheijagaj']"  # no other game's rules loaded
    assert out[-1] == "True"
