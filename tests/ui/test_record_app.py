"""The app's record of games: every finished game written once (and again when
undone and finished anew), games abandoned in the autosave, a damaged file."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from boardroom.engine.record import ABANDONED, FINISHED, GameRecord, open_record
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import SavedGame, Seat, from_state, load_text
from boardroom.ui import storage
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.playclock import PlayClock
from boardroom.ui.recorder import game_uid, records_path
from boardroom.ui.session import GameSession
from tests.ui.conftest import Modals, open_window


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    yield from open_window(qtbot, 1000, 700)


def records() -> list[GameRecord]:
    with open_record(records_path()).book as book:
        return book.games()


def play(win: MainWindow, text: str) -> None:
    assert win.session is not None
    assert win.session.play(win.session.state.parse_move(text))


def test_a_finished_game_is_recorded_once_with_its_facts(window: MainWindow) -> None:
    assert window.start_game("onager", {"side": 5}, [Seat("Ann"), Seat("Robot", "bot", "easy")])
    session = window.session
    assert session is not None and session.clock.running
    window.resign_action.trigger()  # Ann, to move, resigns
    assert not session.clock.running  # the clock stops with the game
    window.recorder.wait()
    [record] = records()
    assert (record.game, record.status, record.source, record.reason) == (
        "onager",
        FINISHED,
        "app",
        "resignation",
    )
    assert record.options == dict(session.game.options) and record.options["side"] == 5
    assert [(s.name, s.kind, s.level) for s in record.seats] == [
        ("Ann", "human", None),
        ("Robot", "bot", "easy"),
    ]
    assert record.winners == (1,) and record.scores == (0.0, 1.0)
    assert record.moves == 0 and 0 <= record.seconds < 60
    assert record.uid == game_uid(session.to_saved())
    saved, _game, state = load_text(record.saved)  # the game itself, to reopen
    assert saved.seats[1].level == "easy" and state.outcome() is not None


def test_undo_and_a_new_ending_rewrite_the_same_record(window: MainWindow) -> None:
    assert window.start_game("onager", {"side": 5}, [Seat("Ann"), Seat("Bob")])
    play(window, "@D4")
    window.resign_action.trigger()  # Bob, to move, resigns
    window.recorder.wait()
    [first] = records()
    assert first.winners == (0,) and first.moves == 1
    window.undo_action.trigger()  # takes the resignation back
    assert window.session is not None and not window.session.state.is_terminal()
    play(window, "@C3")
    window.draw_action.trigger()  # Bob offers, Ann accepts (the modals say yes)
    window.recorder.wait()
    [again] = records()
    assert again.id == first.id and again.uid == first.uid
    assert again.winners == () and again.reason == "agreement" and again.moves == 2
    assert json.loads(again.saved)["moves"] == ["@D4", "@C3"]


def test_an_open_game_is_not_recorded(window: MainWindow) -> None:
    assert window.start_game("onager", {"side": 5}, [Seat("Ann"), Seat("Bob")])
    play(window, "@D4")
    window.recorder.wait()
    assert records() == []


def _old_autosave(days: float, moves: int = 3, elapsed: float = 125.0) -> SavedGame:
    state = make_game("onager", {"side": 5}).new_state(7)
    for _ in range(moves):
        state.play(state.legal_moves()[0])
    saved = from_state(state, [Seat("Ann"), Seat("Bot", "bot", "hard")])
    storage.write_autosave(saved, None, True, elapsed)
    then = time.time() - days * 86400
    os.utime(storage.autosave_path(), (then, then))
    return saved


def checked_when_up(qtbot: Any, win: MainWindow) -> None:
    """Until the start-up check of the autosave, asked once the window is up,
    has been made."""
    qtbot.waitUntil(lambda: bool(win.recorder._pending), timeout=5000)
    win.recorder.wait()


def test_an_autosave_left_for_more_than_a_day_is_recorded_abandoned_once(qtbot: Any) -> None:
    saved = _old_autosave(days=2)
    for _start in range(2):  # two starts of the app: one record
        win = next(gen := open_window(qtbot))
        checked_when_up(qtbot, win)
        [record] = records()
        assert record.status == ABANDONED and record.uid == game_uid(saved)
        assert record.moves == 3 and record.seconds == 125.0 and record.winners == ()
        assert [s.level for s in record.seats] == [None, "hard"]
        assert record.ended < saved.saved  # when it was left, not when it was found
        next(gen, None)


def test_a_recent_autosave_is_not_abandoned(qtbot: Any) -> None:
    _old_autosave(days=0.5)
    win = next(gen := open_window(qtbot))
    checked_when_up(qtbot, win)
    assert records() == []
    next(gen, None)


def test_a_damaged_record_is_moved_aside_with_a_message_and_play_goes_on(
    qtbot: Any, modals: Modals
) -> None:
    path = records_path()
    path.write_bytes(b"this is not a database at all" * 100)
    win = next(gen := open_window(qtbot))
    qtbot.waitUntil(lambda: "inform" in modals.kinds(), timeout=5000)
    text = dict(modals.calls)["inform"]
    aside = list(path.parent.glob("records.sqlite.damaged-*"))
    assert len(aside) == 1 and aside[0].name in text and "new one" in text
    assert aside[0].read_bytes().startswith(b"this is not a database")  # kept, not deleted
    assert win.start_game("onager", {"side": 5}, [Seat("Ann"), Seat("Bob")])
    win.resign_action.trigger()
    win.recorder.wait()
    assert len(records()) == 1
    assert modals.kinds().count("inform") == 1  # told once
    next(gen, None)


def test_the_clock_counts_only_while_running() -> None:
    now = [100.0]
    clock = PlayClock(now=lambda: now[0])
    clock.run(True)
    now[0] += 30
    assert clock.elapsed() == 30
    clock.run(False)
    now[0] += 1000  # the game was over, or the app closed
    clock.run(True)
    clock.run(True)  # twice changes nothing
    now[0] += 12
    clock.run(False)
    assert clock.elapsed() == 42
    clock.restore(7)
    assert clock.elapsed() == 7


def test_the_time_played_travels_in_the_autosave(qtbot: Any, tmp_path: Path) -> None:
    game = make_game("onager", {"side": 5})
    session = GameSession(game, [Seat("Ann"), Seat("Bob")])
    session.clock.restore(300.0)
    session.start()
    again = GameSession.resume_autosave()
    assert again is not None and 300.0 <= again.clock.elapsed() < 310
    for s in (session, again):
        s.shutdown()


def test_a_game_keeps_its_uid_through_its_file_and_the_autosave(tmp_path: Path) -> None:
    game = make_game("onager", {"side": 5})
    session = GameSession(game, [Seat("Ann"), Seat("Bob")])
    session.state.play(session.state.legal_moves()[0])
    uid = game_uid(session.to_saved())
    session.save(tmp_path / "g.boardroom")
    opened = GameSession.load(tmp_path / "g.boardroom")
    resumed = GameSession.resume_autosave()
    assert resumed is not None
    assert game_uid(opened.to_saved()) == game_uid(resumed.to_saved()) == uid
    other = GameSession(game, [Seat("Ann"), Seat("Bob")])  # another game, another uid
    assert game_uid(other.to_saved()) != uid
    for s in (session, opened, resumed, other):
        s.shutdown()
