"""How far apart two colours look, for people with full colour vision and
for the three kinds of dichromacy (no Qt here: plain arithmetic).

- Simulation: Machado, Oliveira and Fernandes, "A Physiologically-based
  Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009),
  their matrices at severity 1.0 (protanopia, deuteranopia, tritanopia),
  applied to linear sRGB, the result clipped to the gamut.
- Distance: CIEDE2000 (Sharma, Wu and Dalal, 2005) between the CIELAB
  values of the two colours (sRGB, D65 white), after the same simulation.

:data:`DISTINCT` is the least CIEDE2000 distance at which two seats' colours
count as told apart at a glance (a difference of 2 to 10 is seen only side
by side; beyond 10 colours read as different ones).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import combinations

Matrix = tuple[tuple[float, float, float], ...]
RGB = tuple[float, float, float]

NORMAL = "normal"
PROTANOPIA, DEUTERANOPIA, TRITANOPIA = "protanopia", "deuteranopia", "tritanopia"
VISIONS = (NORMAL, PROTANOPIA, DEUTERANOPIA, TRITANOPIA)

MACHADO_2009: dict[str, Matrix] = {
    PROTANOPIA: (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    DEUTERANOPIA: (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    TRITANOPIA: (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}

DISTINCT = 10.0


def parse(colour: str) -> RGB:
    """'#rrggbb' as sRGB components from 0 to 1."""
    text = colour.lstrip("#")
    return (int(text[0:2], 16) / 255, int(text[2:4], 16) / 255, int(text[4:6], 16) / 255)


def to_linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def from_linear(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(rgb: RGB, vision: str) -> RGB:
    """The sRGB colour a person with ``vision`` sees in place of ``rgb``."""
    if vision == NORMAL:
        return rgb
    m = MACHADO_2009[vision]
    lin = [to_linear(c) for c in rgb]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    return (from_linear(out[0]), from_linear(out[1]), from_linear(out[2]))


def to_lab(rgb: RGB) -> RGB:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (to_linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(lab1: RGB, lab2: RGB) -> float:
    """The CIEDE2000 colour difference (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_bar = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))  # noqa: N806
    l_bar, c_barp = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(c_barp**7 / (c_barp**7 + 25**7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * c_barp
    s_h = 1 + 0.015 * c_barp * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dl / s_l) ** 2 + (dc / s_c) ** 2 + (dH / s_h) ** 2 + r_t * (dc / s_c) * (dH / s_h)
    )


def distance(colour1: str, colour2: str, vision: str = NORMAL) -> float:
    """CIEDE2000 between two '#rrggbb' colours as ``vision`` sees them."""
    return ciede2000(
        to_lab(simulate(parse(colour1), vision)), to_lab(simulate(parse(colour2), vision))
    )


def closest_pair(colours: Sequence[str], vision: str) -> tuple[float, int, int]:
    """The least distance between two of ``colours`` under ``vision``, and
    which two (indices)."""
    return min(
        (distance(colours[i], colours[j], vision), i, j)
        for i, j in combinations(range(len(colours)), 2)
    )
