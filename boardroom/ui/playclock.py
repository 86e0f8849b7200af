"""How long a game has been played: a clock that runs while the game is open
in the window and not over. Time the app is closed is never counted, since
the clock only runs inside a running app (its total travels in the autosave)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable


class PlayClock:
    def __init__(self, elapsed: float = 0.0, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self._total = max(0.0, elapsed)
        self._since: float | None = None  # when it last started running

    @property
    def running(self) -> bool:
        return self._since is not None

    def run(self, running: bool) -> None:
        """Start or stop counting (either twice in a row does nothing)."""
        if running and self._since is None:
            self._since = self._now()
        elif not running and self._since is not None:
            self._total += self._now() - self._since
            self._since = None

    def elapsed(self) -> float:
        """Seconds counted so far, including the current run."""
        extra = self._now() - self._since if self._since is not None else 0.0
        return self._total + extra

    def restore(self, seconds: float) -> None:
        """Take up a total kept from an earlier run of the app."""
        if math.isfinite(seconds) and seconds >= 0:
            self._total = seconds
            if self._since is not None:
                self._since = self._now()
