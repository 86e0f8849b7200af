"""The sound cues and their volume: one :class:`Sound` for the app.

A cue is a name (a WAV file of resources/sounds/, made by
``make_sounds.py`` there). The player is chosen on the first cue heard
(:func:`~boardroom.ui.soundplayers.choose_player`), so start-up never loads
an audio library; muted or at volume 0 nothing is chosen at all. Cues asked
for one right after another (a move, then "your turn") are spaced so that
each is heard.
"""

from __future__ import annotations

import time
import wave
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from boardroom.ui import soundplayers
from boardroom.ui.soundplayers import SoundPlayer

MOVE, CAPTURE, PROMOTION = "move", "capture", "promotion"
YOUR_TURN, REFUSED, GAME_END = "your-turn", "refused", "game-end"
CUES = (MOVE, CAPTURE, PROMOTION, YOUR_TURN, REFUSED, GAME_END)

DEFAULT_VOLUME = 70  # percent
# A cue that follows another starts once this much of the first was heard
# (at most), plus a breath.
OVERLAP_S, GAP_S = 0.3, 0.05
WAITING = 2  # cues that may wait (a move, then "your turn")


def gain(volume: int) -> float:
    """The linear gain of a volume in percent: squared, so that the slider's
    steps sound even (loudness follows the logarithm of the amplitude)."""
    return (max(0, min(100, volume)) / 100) ** 2


def cue_length(cue: str) -> float:
    """Seconds of a cue's file (0 when it has none)."""
    path = soundplayers.cue_files((cue,)).get(cue)
    if path is None:
        return 0.0
    try:
        with wave.open(str(path), "rb") as f:
            return f.getnframes() / f.getframerate()
    except (OSError, EOFError, wave.Error):
        return 0.0


class Sound(QObject):
    """Plays cues at the chosen volume unless muted."""

    def __init__(
        self,
        volume: int = DEFAULT_VOLUME,
        enabled: bool = True,
        make_player: Callable[[], SoundPlayer] | None = None,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.volume = volume
        self.enabled = enabled
        self._make_player = make_player or (lambda: soundplayers.choose_player(CUES))
        self._player: SoundPlayer | None = None
        self._clock = clock
        self._free_at = 0.0  # when the cue sounding has been heard enough
        self._lengths: dict[str, float] = {}
        self._waiting: deque[tuple[str, int]] = deque(maxlen=WAITING)  # cues and volumes
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_waiting)

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, volume))

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled

    def audible(self) -> bool:
        return self.enabled and self.volume > 0

    def player(self) -> SoundPlayer:
        """The player, chosen now if it was not yet (never raises)."""
        if self._player is None:
            try:
                self._player = self._make_player()
            except Exception:  # noqa: BLE001 (sound is a comfort: never an error)
                self._player = soundplayers.SilentPlayer()
        return self._player

    def play(self, cue: str, volume: int | None = None) -> None:
        """Play ``cue`` now, or after the cues before it (at most
        :data:`WAITING` wait: the oldest waiting gives way, so quick moves
        never pile up a queue), at ``volume`` (percent; None: the chosen one)."""
        if not self.enabled or cue not in CUES:
            return
        level = self.volume if volume is None else max(0, min(100, volume))
        if level <= 0:
            return
        now = self._clock()
        if now >= self._free_at and not self._waiting:
            self._sound(cue, level, now)
            return
        self._waiting.append((cue, level))
        if not self._timer.isActive():
            self._timer.start(max(0, round((self._free_at - now) * 1000)))

    def _play_waiting(self) -> None:
        if self._waiting:
            cue, level = self._waiting.popleft()
            now = self._clock()
            self._sound(cue, level, now)
            if self._waiting:
                self._timer.start(max(0, round((self._free_at - now) * 1000)))

    def _sound(self, cue: str, level: int, now: float) -> None:
        length = self._lengths.setdefault(cue, cue_length(cue))
        self._free_at = now + min(length, OVERLAP_S) + GAP_S
        if not self.enabled:
            return  # muted meanwhile
        try:
            self.player().play(cue, gain(level))
        except Exception:  # noqa: BLE001
            self._player = soundplayers.SilentPlayer()
