"""What the first picture does not need is not loaded before it (issue 22,
speed): importlib.resources (some 10 ms) is not imported, the package's
files being found from its modules' place. (The later Qt classes are made
at the first ``viewport()`` anyway: wrapping the viewport early to spare
them crashed a deleted pyramid view, see boardroom/ui/pysidehook.py.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat, from_state, save_path

# (QProgressDialog is made at start-up: the review dialog derives from it; it has no enums.)
LATER_CLASSES = ("QFileDialog", "QMessageBox", "QWizard", "QMdiArea")

CHILD = """
import json, sys
import PySide6.QtWidgets as widgets
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import boardroom.app

def first_turn():
    windows = [w for w in QApplication.topLevelWidgets() if hasattr(w, "after_first_paint")]
    made = sorted(name for name in %r if name in vars(widgets))
    game = windows[0].session is not None
    resources = "importlib.resources" in sys.modules
    print(json.dumps({"made": made, "game": game, "resources": resources}), flush=True)
    windows[0].confirm_discard = lambda: True
    QApplication.quit()

original = QApplication.exec
def exec_(*args):
    QTimer.singleShot(0, first_turn)
    return original()
QApplication.exec = exec_
sys.argv = ["boardroom"] + sys.argv[1:]
boardroom.app.main()
"""


def first_turn(tmp_path: Path, *files: Path) -> dict[str, object]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_STATE_HOME=str(tmp_path / "state"),
    )
    done = subprocess.run(
        [sys.executable, "-c", CHILD % (LATER_CLASSES,), *map(str, files)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    seen: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return seen


def test_a_four_seat_game_opened_at_start_up_makes_no_later_qt_class(tmp_path: Path) -> None:
    state = make_game("jaheijagaj", None, 4).new_state(5)
    path = tmp_path / "four.boardroom"
    save_path(path, from_state(state, [Seat(name) for name in ("Ann", "Bob", "Cy", "Di")]))
    assert {**first_turn(tmp_path, path), "made": []} == {
        "made": [],
        "game": True,
        "resources": False,
    }


def test_a_plain_start_makes_no_later_qt_class_either(tmp_path: Path) -> None:
    assert {**first_turn(tmp_path), "made": []} == {"made": [], "game": False, "resources": False}
