"""Write boardroom's sound cues (short WAV files) into this folder.

    python3 resources/sounds/make_sounds.py

Every sound is made here from sine waves, simple envelopes and seeded noise,
with nothing but Python's standard library (``wave``, ``math``, ``random``):
no recording and no sample library. The output is the same bytes on every
run (the noise is seeded), so ``tests/ui/test_sound.py`` checks that the
committed files are what this script writes.

Licence: this script and the WAV files it writes are part of boardroom,
GPL-3.0-or-later (see resources/sounds/README.md).
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050  # samples per second, mono, 16 bits: a few kilobytes a cue

Wave = list[float]


def silence(seconds: float) -> Wave:
    return [0.0] * int(RATE * seconds)


def tone(
    freq: float,
    seconds: float,
    attack: float = 0.005,
    decay: float = 8.0,
    harmonics: tuple[float, ...] = (1.0,),
) -> Wave:
    """A note: a sum of harmonics of ``freq``, a short linear attack, then an
    exponential decay (``decay`` per second)."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        end = (seconds - t) / 0.012  # a short fade out: no click where it stops
        env = min(1.0, t / attack, end) * math.exp(-decay * t)
        value = sum(
            a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics)
        )
        out.append(env * value)
    return out


def knock(seconds: float, body: float, seed: int, bright: float = 0.35) -> Wave:
    """A wooden knock: a low sine thump under a burst of smoothed noise."""
    rng = random.Random(seed)
    out, smooth = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        smooth += bright * (rng.uniform(-1.0, 1.0) - smooth)  # a one-pole low-pass
        thump = math.sin(2 * math.pi * body * t) * math.exp(-38.0 * t)
        click = smooth * math.exp(-90.0 * t)
        out.append(0.8 * thump + 0.9 * click)
    return out


def buzz(freq: float, seconds: float) -> Wave:
    """A dull, refusing tone: a softened square wave."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / 0.004) * min(1.0, (seconds - t) / 0.02)
        square = sum(math.sin(2 * math.pi * freq * k * t) / k for k in (1, 3, 5, 7))
        out.append(env * square)
    return out


def mix(*parts: tuple[float, Wave]) -> Wave:
    """Waves laid over each other, each from its start time (seconds)."""
    length = max(int(start * RATE) + len(w) for start, w in parts)
    out = [0.0] * length
    for start, w in parts:
        offset = int(start * RATE)
        for i, v in enumerate(w):
            out[offset + i] += v
    return out


BELL = (1.0, 0.35, 0.12, 0.05)


def move() -> Wave:
    return knock(0.09, 210.0, seed=1)


def capture() -> Wave:
    return mix((0.0, knock(0.12, 150.0, seed=2, bright=0.5)), (0.07, knock(0.14, 110.0, seed=3)))


def promotion() -> Wave:
    notes = (523.25, 659.25, 783.99, 1046.5)  # C5 E5 G5 C6
    return mix(*((0.075 * i, tone(f, 0.3, decay=9.0, harmonics=BELL)) for i, f in enumerate(notes)))


def your_turn() -> Wave:
    return mix(
        (0.0, tone(783.99, 0.22, decay=10.0, harmonics=BELL)),  # G5
        (0.13, tone(1046.5, 0.3, decay=8.0, harmonics=BELL)),  # C6
    )


def refused() -> Wave:
    return mix((0.0, buzz(146.8, 0.08)), (0.11, buzz(130.8, 0.1)))


def game_end() -> Wave:
    notes = ((0.0, 392.0), (0.12, 523.25), (0.24, 659.25), (0.36, 783.99))  # G4 C5 E5 G5
    chord = [tone(f, 0.7, decay=3.5, harmonics=BELL) for f in (523.25, 659.25, 783.99)]
    return mix(
        *((start, tone(f, 0.25, decay=9.0, harmonics=BELL)) for start, f in notes),
        *((0.48, c) for c in chord),
    )


# Each cue's file name (boardroom/ui/sound.py knows the same names) and its
# loudest sample, of full scale: the buzz of a refusal is dense, so quieter.
CUES: dict[str, tuple[Callable[[], Wave], float]] = {
    "move": (move, 0.7),
    "capture": (capture, 0.75),
    "promotion": (promotion, 0.7),
    "your-turn": (your_turn, 0.7),
    "refused": (refused, 0.35),
    "game-end": (game_end, 0.7),
}


def to_bytes(samples: Wave, peak: float) -> bytes:
    """Scaled so the loudest sample is ``peak`` of full scale, with 5 ms fades at
    both ends (no click when a cue starts or stops)."""
    top = max(abs(v) for v in samples) or 1.0
    fade = int(0.005 * RATE)
    n = len(samples)
    frames = bytearray()
    for i, v in enumerate(samples):
        edge = min(1.0, i / fade, (n - 1 - i) / fade)
        frames += struct.pack("<h", round(32767 * peak * edge * v / top))
    return bytes(frames)


def write(folder: Path) -> list[Path]:
    written = []
    for name, (make, peak) in CUES.items():
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(to_bytes(make(), peak))
        written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent
    for path in write(target):
        print(path)
