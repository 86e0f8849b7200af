"""A bot process: searches on request, away from the GUI's interpreter lock.

The GUI sends ``(job, kind, game_key, level, seed, state)`` through a pipe,
where kind is "move" (the seat's bot plays) or "hint" (what Hard would play;
seed 0: the usual hint seed);
the seat to move's view of ``state`` is taken here. Kind "estimate" asks for
``boardroom.bots.analysis.estimate`` instead: the request is
``(job, "estimate", game_key, budget, seat, state)``, with budget "background",
"review" or a number of seconds as text, and the analysis sees
``state.view(seat)``, or the whole state when seat is -1 (the window sends -1
only when nothing is secret any more: the game is over, or it has no secrets).
Kind "refute" asks for a puzzle's refutation of a wrong move
(``boardroom.bots.puzzleplay.refutation``): the request is ``(job, "refute",
game_key, level, 0, (puzzle, before, after))`` and the answer the replies'
texts and what they win.
Answers come back as ``("progress", job, fraction)``, ``("done", job, move)``
(an ``Estimate`` for "estimate") or ``("error", job, text)``. Cancelling a
job means raising the shared ``cancelled`` value to its number; a watcher
thread turns that into the bots' ordinary cancel flag.
"""

from __future__ import annotations

import os
import threading
import time
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from multiprocessing.sharedctypes import Synchronized
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from boardroom.bots.analysis import Estimate
    from boardroom.bots.players import AnyBot
    from boardroom.engine.game import AnyState

WATCH_INTERVAL = 0.005
PROGRESS_INTERVAL = 0.1


def serve(conn: Connection, cancelled: Synchronized[int], nice: int = 0) -> None:
    """Answer requests until the pipe closes or a None request arrives.
    ``nice`` lowers the process's priority (the background analysis must not
    slow the bot that plays)."""
    if nice:
        try:
            os.nice(nice)
        except (AttributeError, OSError):
            pass  # not on this platform: the analysis runs at normal priority
    bots: dict[tuple[str, str, int], AnyBot] = {}
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        reply = _run_job(request, conn, cancelled, bots)
        if reply is not None:
            try:
                conn.send(reply)
            except (BrokenPipeError, OSError):
                return


def _run_job(
    request: tuple[Any, ...],  # unpickled: (job, kind, game_key, level, seed, state)
    conn: Connection,
    cancelled: Synchronized[int],
    bots: dict[tuple[str, str, int], AnyBot],
) -> tuple[str, int, object] | None:
    """One search; None when it was cancelled (nobody wants the answer)."""
    from boardroom.bots import best_move_hint, make_bot

    job, kind, game_key, level, seed, state = request
    if kind == "refute":  # a puzzle's wrong move: (puzzle, before, after)
        from boardroom.bots.puzzleplay import refutation

        puzzle, before, after = state
        try:
            return ("done", job, refutation(puzzle, before, after, level))
        except Exception:
            return ("error", job, traceback.format_exc(limit=6))
    # The seat sees only its view: taken here, in the bot's process, so the
    # window does not wait for it (a game with sight spends tens of ms).
    if kind != "estimate":
        state = state.view(state.current_seat)
    elif seed >= 0:
        state = state.view(seed)
    flag = threading.Event()
    stop_watch = threading.Event()

    def watch() -> None:
        while not stop_watch.wait(WATCH_INTERVAL):
            if cancelled.value >= job:
                flag.set()
                return

    last = 0.0

    def progress(fraction: float) -> None:
        nonlocal last
        now = time.monotonic()
        if now - last >= PROGRESS_INTERVAL:
            last = now
            conn.send(("progress", job, fraction))

    threading.Thread(target=watch, daemon=True).start()
    try:
        if kind == "estimate":
            move = _estimate(state, level, flag, progress)
        elif kind == "hint":
            move = best_move_hint(state, flag, progress, seed or None)
        else:
            key = (game_key, level, seed)
            if key not in bots:
                bots[key] = make_bot(game_key, level, seed)
            move = bots[key].choose(state, flag, progress)
        reply: tuple[str, int, object] = ("done", job, move)
    except Exception:  # a bot bug must reach the GUI as a message, not kill us
        reply = ("error", job, traceback.format_exc(limit=6))
    finally:
        stop_watch.set()
    return None if flag.is_set() else reply


def budget_seconds(budget: str) -> float:
    """An estimate's time: the analysis's budget by name, or seconds as text."""
    from boardroom.bots import analysis

    named = {"background": analysis.BACKGROUND_SECONDS, "review": analysis.REVIEW_SECONDS}
    return named[budget] if budget in named else float(budget)


def _estimate(
    state: AnyState, budget: str, flag: threading.Event, progress: Callable[[float], None]
) -> Estimate[Any]:
    from boardroom.bots import analysis  # looked up at call time: tests replace it

    return analysis.estimate(state, budget_seconds(budget), flag, progress)
