"""Start-up and settings under faults, in the window: a data folder that
cannot be made, settings nested beyond reason, a damaged French lesson, an
autosave naming a FIFO, and --screenshot's options as boardroom-cli takes them."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from boardroom import app
from boardroom.engine import lessons
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat, from_state
from boardroom.ui import i18n, storage
from boardroom.ui.lessonpage import LessonWindow
from boardroom.ui.mainwindow import MainWindow
from tests.ui.conftest import Modals, open_window


def test_a_data_folder_that_cannot_be_made_lets_the_player_play(
    qtbot: Any, modals: Modals, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "a-file").write_text("where the folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "a-file" / "data"))
    win = next(gen := open_window(qtbot))
    qtbot.waitUntil(lambda: "inform" in modals.kinds(), timeout=10_000)
    [text] = [t for kind, t in modals.calls if kind == "inform"]
    assert "cannot write" in text and str(tmp_path / "a-file" / "data") in text
    assert "record" in text and "autosave" in text.lower()
    assert win.start_game("onager", {"side": 5}, [Seat("Ann"), Seat("Bob")])
    session = win.session
    assert session is not None
    assert session.play(session.state.legal_moves()[0])
    win.resign_action.trigger()
    win.recorder.wait()
    QCoreApplication.processEvents()  # the recorder's signals, posted before its writes ended
    assert session.state.is_terminal()
    assert modals.kinds().count("inform") == 1  # said once, not at every move
    assert [k for k in modals.kinds() if k == "error"] == []
    next(gen, None)


def test_settings_nested_beyond_reason_are_a_damaged_file(tmp_path: Path) -> None:
    storage.Settings.path().write_text("[" * 100_000, encoding="utf-8")
    assert storage.Settings.load() == storage.Settings()
    storage.Settings.path().write_text('{"language": ' + "[" * 100_000, encoding="utf-8")
    assert storage.Settings.load() == storage.Settings()


def test_an_autosave_nested_beyond_reason_is_no_game_to_continue() -> None:
    storage.autosave_path().write_text('{"autosave": ' + "[" * 100_000, encoding="utf-8")
    note = storage.autosave_note(storage.autosave_path().read_text(encoding="utf-8"))
    assert note == storage.AutosaveNote(None, False)


def test_a_damaged_french_lesson_falls_back_to_english_once(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    damaged = tmp_path / "fr.json"
    damaged.write_text('{"format": 1, "title": "Onager', encoding="utf-8")
    real = lessons.lesson_path
    monkeypatch.setattr(
        lessons, "lesson_path", lambda name, lang: damaged if lang == "fr" else real(name, lang)
    )
    i18n.set_language("fr")
    window = LessonWindow()
    qtbot.addWidget(window)
    assert window.open_lesson("onager")
    assert window.lesson is not None and window.lesson.language == "en"
    note = window.feedback.text()
    assert "anglais" in note and "not JSON" not in note and "fr.json" not in note
    assert window.title.text() == "Onager: first steps"  # the English lesson
    window.next()
    window.back()
    assert window.feedback.text() != note  # said with the lesson's opening only
    assert window.open_lesson("onager") and window.feedback.text() != note  # once


@contextmanager
def unblocking(fifo: Path) -> Iterator[list[bool]]:
    """A reader stuck on the FIFO is set free (and noted), so that a test of
    code that would wait for ever fails instead of hanging."""
    blocked: list[bool] = []
    done = threading.Event()

    def unblock() -> None:
        while not done.is_set():
            try:
                fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            except OSError:  # no reader
                done.wait(0.05)  # a look every 50 ms until the test is over
                continue
            blocked.append(True)
            os.close(fd)

    watchdog = threading.Thread(target=unblock)
    watchdog.start()
    try:
        yield blocked
    finally:
        done.set()
        watchdog.join()


def test_continue_opens_only_regular_files(
    qtbot: Any, window: MainWindow, modals: Modals, tmp_path: Path
) -> None:
    fifo = tmp_path / "game.boardroom"
    os.mkfifo(fifo)
    state = make_game("onager", {"side": 5}).new_state(3)
    state.play(state.legal_moves()[0])
    storage.write_autosave(from_state(state, [Seat("Ann"), Seat("Bob")]), fifo, False)
    with unblocking(fifo) as blocked:
        assert window.continue_game()  # the autosave's own copy of the game
    assert blocked == []
    assert window.session is not None and window.session.state.ply == 1


def test_opening_a_fifo_is_refused_without_waiting(
    window: MainWindow, modals: Modals, tmp_path: Path
) -> None:
    fifo = tmp_path / "pipe.boardroom"
    os.mkfifo(fifo)
    with unblocking(fifo) as blocked:
        assert not window.open_path(fifo)
    assert blocked == []
    [(kind, text)] = modals.calls
    assert kind == "error" and "pipe.boardroom" in text


def test_a_screenshot_takes_its_options_as_boardroom_cli_does(qtbot: Any, tmp_path: Path) -> None:
    args = app.parse_args(
        [
            "--screenshot",
            str(tmp_path / "x.png"),
            "--game",
            "jaheijagaj",
            "--option",
            "seats=4",
        ]
    )
    window = MainWindow(storage.Settings())
    qtbot.addWidget(window)
    window.still = True
    assert app.screenshot(window, args) == 0
    assert window.session is not None and window.session.state.num_seats == 4
    assert len(window.session.seats) == 4 and (tmp_path / "x.png").is_file()
    window.confirm_discard = lambda: True  # type: ignore[method-assign]
    window.close()
