"""The process that replays a long saved game for :mod:`boardroom.ui.replay`:
it imports no Qt (a spawned process starts from nothing, and Qt's import
cost each opening of a long game 60 ms more before its replay began)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardroom.engine import savegame
from boardroom.engine.errors import SaveFormatError

STEPS = 50  # reports of progress at most (each costs the window a modal progress bar's update)


def replay_text(conn: Any, text: str) -> None:
    """The process: parse and replay ``text``, telling progress; send back
    ("done", (saved, game, state, the moves' notation)) or ("error", (message,
    kind)). The notation is the game's own (the window keeps it for saves)."""

    def work(told: _Told) -> object:
        saved = savegame.parse(text)
        total = max(1, len(saved.moves))
        game, state = savegame.restore(saved, lambda done: told(done / total))
        return saved, game, state, state.moves_text()

    _answer(conn, work)


def resume_text(conn: Any, text: str) -> None:
    """The process for Continue: the game of the autosave's ``text`` (see
    :mod:`boardroom.ui.resume`), with progress; sends back ("done", Resumed)
    or ("error", (message, kind))."""
    from boardroom.ui import resume

    def work(told: _Told) -> object:
        found = resume.resume_text(text, told)
        found.texts = found.state.moves_text()
        return found

    _answer(conn, work)


def _answer(conn: Any, work: Callable[[_Told], object]) -> None:
    """Run ``work`` with a progress teller on ``conn``; send ("done", its
    result) or ("error", (message, kind)), then close ``conn``."""
    try:
        conn.send(("done", work(_Told(conn))))
    except SaveFormatError as exc:
        conn.send(("error", (str(exc), exc.kind)))
    except Exception as exc:  # the window must hear of it, whatever it was
        conn.send(("error", (f"the game could not be replayed: {exc}", "damaged")))
    finally:
        conn.close()


class _Told:
    """Progress sent now and then (STEPS times at most), not at every move."""

    def __init__(self, conn: Any) -> None:
        self.conn, self.last = conn, -1

    def __call__(self, share: float) -> None:
        step = int(share * STEPS)
        if step != self.last:
            self.last = step
            self.conn.send(("progress", share))
