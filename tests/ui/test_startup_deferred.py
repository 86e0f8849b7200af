"""What start-up leaves until the window has drawn itself (issue 22, speed):
modules the first picture does not need are not imported before the event
loop turns; the autosave of a game opened from the command line, the
recent files and the record's check come once the window is drawn, and the
autosave then holds the game, before and after its first move."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from boardroom import app
from boardroom.engine.record import ABANDONED, open_record
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat, from_state, load_text, save_path
from boardroom.ui import storage
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.recorder import game_uid, records_path

# Modules only later work needs: the record (sqlite3, the worker's pool), the
# settings dialog, sound players, other games' boards, the bots.
# (The later Qt classes are made at the first viewport() anyway: wrapping it
# early to spare them crashed a deleted pyramid view; see ui/pysidehook.py.)
LATER = (
    "boardroom.engine.record",
    "sqlite3",
    "hashlib",
    "concurrent.futures",
    "subprocess",
    "multiprocessing",
    "boardroom.bots",
    "boardroom.ui.settingsdialog",
    "boardroom.ui.scenes.hexscene",
    "boardroom.ui.scenes.squarescene",
    "numpy",
    "pyqtgraph",
    # The package's files are found from its modules' place (some 10 ms).
    "importlib.resources",
)

# The app's own main(): at the loop's first turn (before the first picture),
# then once the window has drawn itself and done what waited for that.
CHILD = """
import gc, json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import boardroom.app
from boardroom.ui import guigc, storage

LATER = %r
seen = {}

def window():
    return next(w for w in QApplication.topLevelWidgets() if hasattr(w, "after_first_paint"))

def first_turn():
    seen["imported"] = sorted(m for m in LATER if m in sys.modules)
    seen["start page"] = "boardroom.ui.startpage" in sys.modules
    seen["autosave"] = storage.autosave_path().exists()
    seen["settings"] = storage.Settings.path().exists()
    seen["collector"] = guigc.running()
    window().after_first_paint(lambda: QTimer.singleShot(0, drawn))

def drawn():
    seen["drawn autosave"] = storage.autosave_path().exists()
    seen["drawn settings"] = storage.Settings.path().exists()
    # Collections again, from the GUI thread only, what start-up made set aside.
    seen["drawn collector"] = guigc.running() and not gc.isenabled()
    seen["drawn collector"] &= gc.get_freeze_count() > 10_000
    print(json.dumps(seen), flush=True)
    w = window()
    w.confirm_discard = lambda: True
    QApplication.quit()

original = QApplication.exec
def exec_(*args):
    QTimer.singleShot(0, first_turn)
    return original()
QApplication.exec = exec_
sys.argv = ["boardroom"] + sys.argv[1:]
boardroom.app.main()
"""


def run_app(tmp_path: Path, *files: Path) -> dict[str, Any]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_STATE_HOME=str(tmp_path / "state"),
    )
    done = subprocess.run(
        [sys.executable, "-c", CHILD % (LATER,), *map(str, files)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    seen: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return seen


def four_seats(path: Path) -> Path:
    """A saved 4-seat Jaheijagaj game, everyone at the screen."""
    game = make_game("jaheijagaj", None, 4)
    state = game.new_state(5)
    saved = from_state(state, [Seat(name) for name in ("Ann", "Bob", "Cy", "Di")])
    save_path(path, saved)
    return path


def test_a_saved_game_opened_at_start_up_is_drawn_before_later_work(tmp_path: Path) -> None:
    seen = run_app(tmp_path, four_seats(tmp_path / "four.boardroom"))
    assert seen["imported"] == []
    assert not seen["start page"]  # a game opened: the start page waits until wanted
    # Nothing written and no collection before the first picture...
    assert not seen["autosave"] and not seen["settings"] and not seen["collector"]
    # ...and all of it once the window is drawn.
    assert seen["drawn autosave"] and seen["drawn settings"] and seen["drawn collector"]
    text = (tmp_path / "data" / "boardroom" / "autosave.boardroom").read_text()
    saved, game, _state = load_text(text)
    assert saved.game == "jaheijagaj" and game.num_seats == 4
    assert storage.autosave_note(text).file == tmp_path / "four.boardroom"


def test_a_plain_start_imports_no_later_module_either(tmp_path: Path) -> None:
    seen = run_app(tmp_path)
    assert seen["imported"] == [] and seen["start page"]
    assert not seen["collector"] and seen["drawn collector"]


def onager_file(path: Path, moves: int = 1) -> Path:
    state = make_game("onager", {"side": 5}).new_state(3)
    for _ in range(moves):
        state.play(state.legal_moves()[0])
    save_path(path, from_state(state, [Seat("Ann"), Seat("Bob")]))
    return path


def opened_at_start_up(qtbot: Any, path: Path) -> MainWindow:
    win = app.make_window(app.parse_args([str(path)]), storage.Settings())
    assert isinstance(win, MainWindow)
    qtbot.addWidget(win)
    return win


def test_the_autosave_follows_once_drawn_and_at_the_first_move(qtbot: Any, tmp_path: Path) -> None:
    path = onager_file(tmp_path / "one.boardroom")
    win = opened_at_start_up(qtbot, path)
    autosave = storage.autosave_path()
    assert win.session is not None and not autosave.exists()  # not drawn yet
    win.show()
    qtbot.waitUntil(autosave.exists, timeout=5000)
    assert len(load_text(autosave.read_text())[0].moves) == 1
    assert storage.autosave_note(autosave.read_text()).file == path
    assert str(path.resolve()) in [str(p) for p in storage.Settings.load().recent_files]
    # The first move is kept at once, as every move is.
    assert win.session.play(win.session.state.legal_moves()[0])
    assert len(load_text(autosave.read_text())[0].moves) == 2
    win.confirm_discard = lambda: True  # type: ignore[method-assign]
    win.close()


def test_a_window_already_drawn_autosaves_an_opened_game_at_once(
    qtbot: Any, tmp_path: Path
) -> None:
    win = opened_at_start_up(qtbot, onager_file(tmp_path / "one.boardroom"))
    win.show()
    qtbot.waitUntil(storage.autosave_path().exists, timeout=5000)
    storage.autosave_path().unlink()
    win.confirm_discard = lambda: True  # type: ignore[method-assign]
    assert win.open_path(onager_file(tmp_path / "two.boardroom", moves=2))
    assert len(load_text(storage.autosave_path().read_text())[0].moves) == 2
    win.close()


def test_a_game_left_in_the_autosave_is_recorded_before_an_opened_game_replaces_it(
    qtbot: Any, tmp_path: Path
) -> None:
    """The record's start-up check reads the old autosave before the window
    writes the game opened from the command line over it."""
    left = make_game("onager", {"side": 5}).new_state(7)
    for _ in range(3):
        left.play(left.legal_moves()[0])
    saved = from_state(left, [Seat("Ann"), Seat("Bot", "bot", "hard")])
    storage.write_autosave(saved, None, True, 60.0)
    then = time.time() - 2 * 86400
    os.utime(storage.autosave_path(), (then, then))
    win = opened_at_start_up(qtbot, onager_file(tmp_path / "one.boardroom"))
    win.show()
    qtbot.waitUntil(lambda: bool(win.recorder._pending), timeout=5000)
    win.recorder.wait()
    with open_record(records_path()).book as book:
        [record] = book.games()
    assert record.status == ABANDONED and record.uid == game_uid(saved)
    qtbot.waitUntil(
        lambda: storage.autosave_note(storage.autosave_path().read_text()).file is not None,
        timeout=5000,
    )
    win.confirm_discard = lambda: True  # type: ignore[method-assign]
    win.close()
