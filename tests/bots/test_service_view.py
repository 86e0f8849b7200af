"""The bot's process is sent the whole game (so the window need not take the
view itself) and hands the bot only the view of the seat to move."""

from __future__ import annotations

import multiprocessing
import random
from typing import Any

import pytest

from boardroom.bots import service
from boardroom.engine.registry import make_game


class Recorder:
    def __init__(self) -> None:
        self.seen: list[Any] = []

    def choose(self, state: Any, cancel: Any = None, progress: Any = None) -> Any:
        self.seen.append(state)
        return state.legal_moves()[0]


class Pipe:
    def __init__(self) -> None:
        self.sent: list[Any] = []

    def send(self, item: Any) -> None:
        self.sent.append(item)


@pytest.mark.parametrize("key", ["jaheijagaj", "rival"])
def test_the_bot_gets_the_view_of_the_seat_to_move(
    monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    import boardroom.bots as bots

    recorder = Recorder()
    monkeypatch.setattr(bots, "make_bot", lambda *_args: recorder)
    state = make_game(key).new_state(seed=4)
    rng = random.Random(2)
    for _ in range(30):  # far enough for secrets (a hidden Ninja, fog)
        state.apply(rng.choice(state.legal_moves()))
    seat = state.current_seat
    cancelled = multiprocessing.Value("i", 0)
    reply = service._run_job(
        (1, "move", key, "easy", 0, state),
        Pipe(),  # type: ignore[arg-type]
        cancelled,
        {},
    )
    assert reply is not None and reply[0] == "done"
    seen = recorder.seen[0]
    view = state.view(seat)
    assert seen.to_text() == view.to_text() and seen.history == view.history
    assert seen.to_text() != state.to_text()  # something was hidden from it


@pytest.mark.parametrize("key", ["jaheijagaj", "rival"])
def test_what_is_sent_gives_the_bot_the_same_view(
    monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    """The window sends ``for_bot_process()``: Jaheijagaj sends the seat's view
    (no undo snapshots: a small fraction of the whole state to pickle), Rival
    the whole state; either way the bot sees what the view of the truth shows."""
    import pickle

    import boardroom.bots as bots

    recorder = Recorder()
    monkeypatch.setattr(bots, "make_bot", lambda *_args: recorder)
    # 60 quiet random plies would end a 2-seat Jaheijagaj game by its stall rule.
    state = make_game(key, {"stall_rule": False} if key == "jaheijagaj" else {}).new_state(seed=5)
    rng = random.Random(3)
    for _ in range(60):
        state.apply(rng.choice(state.legal_moves()))
    seat = state.current_seat
    sent = state.for_bot_process()
    reply = service._run_job(
        (1, "move", key, "easy", 0, sent),
        Pipe(),  # type: ignore[arg-type]
        multiprocessing.Value("i", 0),
        {},
    )
    assert reply is not None and reply[0] == "done"
    seen, view = recorder.seen[0], state.view(seat)
    assert seen.to_text() == view.to_text() and seen.history == view.history
    assert seen.legal_moves() == view.legal_moves()
    if key == "jaheijagaj":
        assert len(pickle.dumps(sent)) * 5 < len(pickle.dumps(state))
    else:
        assert sent is state
