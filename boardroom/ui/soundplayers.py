"""Who plays the sound cues: Qt's QtMultimedia when it is installed (the
optional ``boardroom[sound]`` extra, PySide6-Addons), else the system's own
command-line player (``paplay``, ``pw-play`` or ``aplay``) in a process of
its own, else nobody. Every player takes a cue's name and a linear gain
(0-1); none ever raises: a failing player falls silent.

QtMultimedia is imported on the first sound, never at start-up (see the
README's figures). Without a screen (Qt's offscreen platform: the tests,
``--screenshot``) and without an audio device the player is silent.
"""

from __future__ import annotations

import atexit
import importlib
import importlib.util
import logging
import os
import shutil
import sys
import tempfile
import wave
from array import array
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from boardroom.ui.resources import resource_path

if TYPE_CHECKING:
    import subprocess

log = logging.getLogger("boardroom")

# Command-line players, best first: PulseAudio's (PipeWire serves it too),
# PipeWire's own, then plain ALSA.
COMMANDS = ("paplay", "pw-play", "aplay")
# BOARDROOM_SOUND=qt, command or off chooses the player (for trying them out).
CHOICE_VARIABLE = "BOARDROOM_SOUND"


class SoundPlayer(Protocol):
    """Plays one cue at a time, at a linear ``gain`` from 0 to 1."""

    def play(self, cue: str, gain: float) -> None: ...


class SilentPlayer:
    """No device, no player, or sounds not wanted."""

    def play(self, cue: str, gain: float) -> None:
        pass


def cue_files(cues: tuple[str, ...]) -> dict[str, Path]:
    """The WAV file of each cue that exists (resources/sounds/<cue>.wav)."""
    found = {}
    for cue in cues:
        path = resource_path("sounds", f"{cue}.wav")
        if path is not None:
            found[cue] = path
    return found


def audio_device_present(env: Mapping[str, str] = os.environ, dev: Path = Path("/dev/snd")) -> bool:
    """A sound server's socket (PulseAudio, PipeWire) or an ALSA playback
    device is there: something may hear a sound."""
    if env.get("PULSE_SERVER"):
        return True
    runtime = env.get("XDG_RUNTIME_DIR")
    if runtime and any(Path(runtime, *p).exists() for p in (("pulse", "native"), ("pipewire-0",))):
        return True
    try:
        return any(p.name.startswith("pcm") and p.name.endswith("p") for p in dev.iterdir())
    except OSError:
        return False


def qt_multimedia_installed() -> bool:
    """PySide6's QtMultimedia module is installed (without importing it)."""
    try:
        return importlib.util.find_spec("PySide6.QtMultimedia") is not None
    except (ImportError, ValueError):
        return False


def _multimedia() -> Any:
    return importlib.import_module("PySide6.QtMultimedia")


class QtPlayer:
    """QSoundEffect per cue, loaded once: low latency, in-process."""

    def __init__(self, files: Mapping[str, Path]) -> None:
        # Imported here, on the first sound: the module and its FFmpeg
        # libraries cost tens of milliseconds, which start-up does not pay.
        multimedia = _multimedia()
        from PySide6.QtCore import QUrl

        if not multimedia.QMediaDevices.audioOutputs():
            raise OSError("QtMultimedia finds no audio output")
        self._effects: dict[str, Any] = {}
        for cue, path in files.items():
            effect = multimedia.QSoundEffect()
            effect.setSource(QUrl.fromLocalFile(str(path)))
            self._effects[cue] = effect

    def play(self, cue: str, gain: float) -> None:
        effect = self._effects.get(cue)
        if effect is not None:
            effect.setVolume(max(0.0, min(1.0, gain)))
            effect.play()


def scaled_wav(source: Path, gain: float, target: Path) -> None:
    """A copy of a 16-bit WAV file with every sample times ``gain``."""
    with wave.open(str(source), "rb") as inp:
        params = inp.getparams()
        frames = inp.readframes(params.nframes)
    if params.sampwidth != 2:
        raise ValueError(f"{source.name}: 16-bit samples expected")
    samples = array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    top = 32767
    samples = array("h", (max(-top, min(top, round(s * gain))) for s in samples))
    if sys.byteorder == "big":
        samples.byteswap()
    with wave.open(str(target), "wb") as out:
        out.setparams(params)
        out.writeframes(samples.tobytes())


class CommandPlayer:
    """The system's player program in a process of its own for each cue,
    given a copy of the cue at the gain asked for (``aplay`` has no volume
    of its own); the copies are kept in a temporary folder until exit."""

    def __init__(
        self,
        command: str,
        files: Mapping[str, Path],
        spawn: Callable[[list[str]], Any] | None = None,
    ) -> None:
        self.command = command
        self.files = dict(files)
        self._spawn = spawn or _spawn_quietly
        self._folder: Path | None = None
        self._running: list[Any] = []
        self.broken = False

    def play(self, cue: str, gain: float) -> None:
        source = self.files.get(cue)
        if source is None or self.broken:
            return
        self._running = [p for p in self._running if p.poll() is None]  # reap the ended
        try:
            path = self._copy_at(source, gain)
            self._running.append(self._spawn([self.command, str(path)]))
        except (OSError, ValueError, EOFError, wave.Error) as exc:
            log.info("sound: %s cannot play (%s); silent from now on", self.command, exc)
            self.broken = True

    def _copy_at(self, source: Path, gain: float) -> Path:
        step = round(max(0.0, min(1.0, gain)) * 100)  # a hundred levels are plenty
        if self._folder is None:
            self._folder = Path(tempfile.mkdtemp(prefix="boardroom-sounds-"))
            atexit.register(shutil.rmtree, self._folder, True)
        path = self._folder / f"{source.stem}-{step}.wav"
        if not path.exists():
            scaled_wav(source, step / 100, path)
        return path


def _spawn_quietly(argv: list[str]) -> subprocess.Popen[bytes]:
    import subprocess  # when a sound is first played: start-up does without

    return subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def choose_player(cues: tuple[str, ...], env: Mapping[str, str] = os.environ) -> SoundPlayer:
    """The best player this system has, or a silent one; never raises."""
    choice = env.get(CHOICE_VARIABLE, "").lower()
    if choice == "off" or _offscreen():
        return SilentPlayer()
    files = cue_files(cues)
    if not files:
        return SilentPlayer()
    if choice in ("", "qt") and qt_multimedia_installed():
        try:
            return QtPlayer(files)
        except Exception as exc:  # noqa: BLE001 (a missing libpulse0 is an ImportError...)
            log.info("sound: QtMultimedia unusable (%s)", exc)
    if choice in ("", "command") and audio_device_present(env):
        for command in COMMANDS:
            if shutil.which(command):
                return CommandPlayer(command, files)
    return SilentPlayer()


def _offscreen() -> bool:
    """Nobody listens to a window drawn offscreen (tests, screenshots)."""
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.platformName() in ("offscreen", "minimal")
