"""Pictures of couch mode for docs/: the window full screen on a
1920x1080 screen at a table scale, with a game, and the hand-over screen.

    python docs/couch_shots.py [OUTDIR]     (default: docs/)

Drawn offscreen on a screen of 1920x1080 (Qt's offscreen platform with a
screen of that size), no bot starting, the settings left alone.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_SCREEN = {
    "synchronousWindowSystemEvents": True,
    "windowFrameMargins": False,
    "screens": [{"name": "tv", "x": 0, "y": 0, "width": 1920, "height": 1080, "dpr": 1}],
}
_CONFIG = Path(tempfile.mkdtemp(prefix="boardroom-couch-")) / "screen.json"
_CONFIG.write_text(json.dumps(_SCREEN), encoding="utf-8")
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_CONFIG}"
for kind in ("CONFIG", "DATA", "STATE"):  # the player's own settings and record stay untouched
    os.environ[f"XDG_{kind}_HOME"] = str(_CONFIG.parent / kind.lower())
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from boardroom.engine.savegame import Seat  # noqa: E402
from boardroom.ui import i18n, storage  # noqa: E402

SHOTS = (
    # file, language, table scale, example game (None: a new game), hand over to seat
    ("couch-jaheijagaj-4-extra-large-en.png", "en", "extra-large", "example-jaheijagaj-4", None),
    ("couch-rival-large-en.png", "en", "large", "example-rival", None),
    ("couch-jikaida-large-fr.png", "fr", "large", "example-jikaida", None),
    ("couch-handover-extra-large-en.png", "en", "extra-large", None, 1),
)


def settle(app: QApplication) -> None:
    for _ in range(8):
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs"
    app = QApplication([])
    from boardroom.ui.mainwindow import MainWindow

    for name, language, scale, example, hand_to in SHOTS:
        i18n.set_language(language)
        settings = storage.Settings()
        settings.save = lambda: None  # type: ignore[method-assign]
        settings.table_scale = scale
        window = MainWindow(settings, opening=True)
        window.still = True
        window.confirm_discard = lambda: True  # type: ignore[method-assign]
        if example is not None:
            window.open_path(ROOT / "docs" / f"{example}.boardroom")
        else:
            window.start_game("rival", {}, [Seat("Ada"), Seat("Brook")])
        window.full_screen.action.setChecked(True)
        settle(app)
        if hand_to is not None:
            window.game_page.hand_to(hand_to)
            settle(app)
        window.grab().save(str(out / name))
        print(out / name, window.size().width(), window.size().height())
        window.close()
        window.deleteLater()
        settle(app)
    return 0


if __name__ == "__main__":
    sys.exit(main())
