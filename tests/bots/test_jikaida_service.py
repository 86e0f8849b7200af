"""The Jikaida bot through the bot process the GUI uses: the view is pickled
across, the answer comes back as a legal move, a cancelled job stays silent."""

from __future__ import annotations

import multiprocessing
from typing import Any

from boardroom.bots.service import serve
from boardroom.games.jikaida import JikaidaGame


def test_moves_hints_and_cancel_through_the_bot_process() -> None:
    context = multiprocessing.get_context("spawn")
    parent, child = context.Pipe()
    cancelled: Any = context.Value("q", 0, lock=False)
    process = context.Process(target=serve, args=(child, cancelled), daemon=True)
    process.start()
    child.close()
    try:
        state = JikaidaGame({"variant": "stikitche"}).new_state(0)
        view = state.view(state.current_seat)

        def answer(job: int) -> tuple[str, Any]:
            while True:
                assert parent.poll(60), "no answer from the bot process"
                kind, got, payload = parent.recv()
                if kind != "progress":
                    assert got == job
                    return kind, payload

        parent.send((1, "move", "jikaida", "easy", 3, view))
        kind, move = answer(1)
        assert kind == "done" and move in state.legal_moves()
        parent.send((2, "hint", "jikaida", "hard", 0, view))
        kind, move = answer(2)
        assert kind == "done" and move in state.legal_moves()
        cancelled.value = 3  # job 3 is cancelled before it starts: no answer
        parent.send((3, "move", "jikaida", "hard", 3, view))
        parent.send((4, "move", "jikaida", "medium", 3, view))
        kind, move = answer(4)
        assert kind == "done" and move in state.legal_moves()
    finally:
        parent.send(None)
        process.join(10)
        if process.is_alive():
            process.kill()
