"""The bot process the window spawns, with each level's search cut to a few
hundred nodes: for tests of what the window does with a search (a hint
shown, a bot's move played, a refutation told, a process restarted), not of
the search's strength, which the bots' own tests check.

Hard searches to its time cap (1-2 s of a core) wherever its node cap is
not reached first; here every level stops at ``NODES`` nodes (MCTS
iterations), its time cap unchanged. A test uses it with
``monkeypatch.setattr(service, "serve", quickbots.serve)``: the window's
worker names ``service.serve`` as the spawned process's target, and the
child process imports this module to run it.
"""

from __future__ import annotations

import dataclasses
from multiprocessing.connection import Connection
from multiprocessing.sharedctypes import Synchronized
from typing import Any

NODES = 300  # a few tens of milliseconds for any level of any game


def capped(settings: Any) -> Any:
    """``settings`` (a level, or the search config inside one) with its node
    or iteration cap at NODES at most; any other field as it was."""
    if not dataclasses.is_dataclass(settings) or isinstance(settings, type):
        return settings
    changes: dict[str, Any] = {}
    for field in dataclasses.fields(settings):
        value = getattr(settings, field.name)
        if field.name in ("nodes", "iterations"):
            changes[field.name] = NODES if value is None else min(value, NODES)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            changes[field.name] = capped(value)
    return dataclasses.replace(settings, **changes)


def cap_levels(game_key: str) -> None:
    """The game's levels (its bot module's ``LEVELS``) and the untuned
    defaults, capped in place: the bots look them up at each search."""
    from boardroom.bots import levels
    from boardroom.engine.registry import game_part

    module = game_part(game_key, "bot")
    for table in (levels.DEFAULT_LEVELS, getattr(module, "LEVELS", None)):
        if isinstance(table, dict):
            for name, settings in list(table.items()):
                table[name] = capped(settings)


def serve(conn: Connection, cancelled: Synchronized[int], nice: int = 0) -> None:
    """``boardroom.bots.service.serve``, each game's levels capped before its
    first search."""
    _serve(conn, cancelled, nice, after_a_cancel=False)


def serve_after_a_cancel(conn: Connection, cancelled: Synchronized[int], nice: int = 0) -> None:
    """``boardroom.bots.service.serve``, the levels capped from the first
    search asked after a cancel: a test cancels a search of the real length
    and sees the next one end soon."""
    _serve(conn, cancelled, nice, after_a_cancel=True)


def _serve(conn: Connection, cancelled: Synchronized[int], nice: int, after_a_cancel: bool) -> None:
    from boardroom.bots import service

    run_job = service._run_job
    done: set[str] = set()

    def capped_job(request: tuple[Any, ...], *args: Any) -> Any:
        game_key = request[2]
        if game_key not in done and (cancelled.value > 0 or not after_a_cancel):
            done.add(game_key)
            cap_levels(game_key)
        return run_job(request, *args)

    service._run_job = capped_job  # type: ignore[assignment]
    service.serve(conn, cancelled, nice)
