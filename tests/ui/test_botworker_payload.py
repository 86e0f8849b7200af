"""What the window sends to the bots' process: a game may send the mover's
view for a move, but an estimate gets the state the analysis chose (the
whole game once it is over), never the mover's view in its place."""

from __future__ import annotations

from typing import Any

from boardroom.engine.registry import make_game
from boardroom.ui.botworker import BotWorker


class _Pipe:
    def __init__(self) -> None:
        self.sent: list[tuple[Any, ...]] = []

    def send(self, item: tuple[Any, ...]) -> None:
        self.sent.append(item)


def _sent(kind: str, seat: int, state: Any) -> Any:
    worker = BotWorker()
    worker.warm_up = lambda: None  # type: ignore[method-assign]
    pipe = _Pipe()
    worker._conn = pipe
    worker.start(1, kind, state.game.spec.key, "background", seat, state)
    return pipe.sent[-1][-1]


def _jaheijagaj_midgame() -> Any:
    state = make_game("jaheijagaj").new_state(3)
    for _ in range(12):
        state.apply(state.legal_moves()[0])
    return state


def test_a_move_may_be_sent_as_the_mover_s_view() -> None:
    state = _jaheijagaj_midgame()
    sent = _sent("move", 0, state)
    assert sent.to_text() == state.for_bot_process().to_text()


def test_an_estimate_of_the_whole_game_gets_the_whole_game() -> None:
    state = _jaheijagaj_midgame().without_undo()
    assert state.for_bot_process().to_text() != state.to_text()  # the game does send views
    sent = _sent("estimate", -1, state)
    assert sent.to_text() == state.to_text()
    assert sent.viewer == state.viewer
