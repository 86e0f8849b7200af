"""Pictures of the app's other windows for docs/: a game reviewed, a lesson
step and Game > Statistics (the table in both languages, the charts).

    python docs/window_shots.py [OUTDIR]     (default: docs/)

Drawn offscreen at 1280x800 with settings and a record of past games of
their own (60 made-up games, the same each time), so the player's own
settings and record stay untouched. The review runs the real analysis
process on docs/example.boardroom (some seconds).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_HOME = Path(tempfile.mkdtemp(prefix="boardroom-window-shots-"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
for kind in ("CONFIG", "DATA", "STATE"):  # the player's own settings and record stay untouched
    os.environ[f"XDG_{kind}_HOME"] = str(_HOME / kind.lower())
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from boardroom.engine.record import (  # noqa: E402
    ABANDONED,
    FINISHED,
    GameRecord,
    SeatRecord,
    open_record,
)
from boardroom.engine.registry import make_game  # noqa: E402
from boardroom.engine.savegame import Seat, from_state  # noqa: E402
from boardroom.ui import i18n, storage  # noqa: E402

SIZE = (1280, 800)
GAMES = ("onager", "jikaida", "dejarik", "rival", "jaheijagaj")
LEVELS = ("easy", "medium", "hard")


def settle(app: QApplication, rounds: int = 8) -> None:
    for _ in range(rounds):
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def wait(app: QApplication, seconds: float) -> None:
    """Events for ``seconds`` (the graph redraws after a pause: a timer)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        settle(app, 1)
        time.sleep(0.01)


def save(widget: QWidget, path: Path) -> None:
    widget.grab().save(str(path))
    print(path, widget.width(), widget.height())


def made_up_record(i: int, rng: random.Random) -> GameRecord:
    """Game ``i`` of the record: Ann against a bot, a few random moves, an
    end (a resignation, a draw agreed, or left unfinished)."""
    key = rng.choice(GAMES)
    state = make_game(key).new_state(i)
    for _ in range(rng.randint(2, 12)):
        moves = state.legal_moves()
        if not moves or state.outcome() is not None:
            break
        state.play(rng.choice(moves))
    level = rng.choice(LEVELS)
    seats = [Seat("Ann"), Seat("Bot", "bot", level)]
    end = rng.random()
    status = ABANDONED if end < 0.1 else FINISHED
    winners: tuple[int, ...] = ()
    if status == FINISHED and end < 0.15:
        state.agree_draw()
    elif status == FINISHED:
        loser = rng.randint(0, 1)
        state.resign(loser)
        winners = (1 - loser,)
    scores = tuple(
        1.0 if s in winners else (0.0 if winners or status != FINISHED else 0.5) for s in range(2)
    )
    day = time.gmtime(time.mktime((2026, 11, 28, 12, 0, 0, 0, 0, 0)) - 86400 * i * 0.6)
    return GameRecord(
        uid=f"doc{i}",
        game=key,
        options=dict(state.game.options),
        seats=tuple(SeatRecord(s.name, s.kind, s.level) for s in seats),
        winners=winners,
        scores=scores,
        reason="resignation" if winners else ("agreement" if status == FINISHED else ABANDONED),
        moves=rng.randint(11, 80),
        seconds=float(rng.randint(100, 2000)),
        saved=from_state(state, seats).to_json(),
        status=status,
        ended=time.strftime(f"%Y-%m-%dT{rng.randint(8, 22):02d}:00:00+00:00", day),
    )


def statistics(app: QApplication, out: Path) -> None:
    from boardroom.ui.recorder import Recorder, records_path
    from boardroom.ui.statswindow import StatsWindow

    rng = random.Random(2026)
    with open_record(records_path()).book as book:
        for i in range(60):
            book.add(made_up_record(i, rng))
    for language in ("en", "fr"):
        i18n.set_language(language)
        window = StatsWindow(Recorder())
        window.resize(*SIZE)
        window.refresh()
        window.show()
        settle(app)
        save(window, out / f"screenshot-statistics-{language}.png")
        if language == "en":
            window.tabs.setCurrentIndex(1)  # the charts
            settle(app, 20)
            save(window, out / "screenshot-statistics-charts-en.png")
        window.close()
        window.deleteLater()
        settle(app)


def lesson(app: QApplication, out: Path) -> None:
    from boardroom.engine.lessons import right_moves
    from boardroom.ui.lessonpage import LessonWindow

    for language in ("en", "fr"):
        i18n.set_language(language)
        window = LessonWindow()
        window.resize(*SIZE)
        assert window.open_lesson("stikitche")
        window.show()
        settle(app)
        assert window.lesson is not None and window.state is not None
        window.play_move(right_moves(window.lesson.steps[0], window.state)[0])
        settle(app)
        save(window, out / f"screenshot-lesson-{language}.png")
        window.close()
        window.deleteLater()
        settle(app)


def review(app: QApplication, out: Path) -> None:
    from boardroom.ui.mainwindow import MainWindow

    for language in ("en", "fr"):
        i18n.set_language(language)
        settings = storage.Settings()
        settings.save = lambda: None  # type: ignore[method-assign]
        window = MainWindow(settings, opening=True)
        window.still = True  # no bot moves; the review's analysis still runs
        window.confirm_discard = lambda: True  # type: ignore[method-assign]
        window.resize(*SIZE)
        assert window.open_path(ROOT / "docs" / "example.boardroom")
        window.show()
        settle(app)
        analysis = window.game_page.evaluation.analysis
        window.review_game()
        deadline = time.monotonic() + 300
        while analysis.reviewing() and time.monotonic() < deadline:
            wait(app, 0.02)
        wait(app, 1.0)
        marked = sorted(window.game_page.evaluation.visible_judgements())
        if marked:  # the first mistake, chosen in the move list as a click does
            window.game_page.move_list.select_ply(marked[0] + 1)
            window.game_page.move_list.plyChosen.emit(marked[0] + 1)
            wait(app, 1.0)
        save(window, out / f"screenshot-review-{language}.png")
        window.close()
        window.deleteLater()
        settle(app)


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    statistics(app, out)
    lesson(app, out)
    review(app, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
