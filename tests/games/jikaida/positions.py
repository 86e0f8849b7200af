"""The positions of the perft table: (name, variant, position text, depth).

The crafted full-game positions each gather rules the start positions reach
late or never (the comment above each says which). Pieces are listed as
letter + square for tests.games.jikaida.examples_helpers.position.
"""

from __future__ import annotations

from tests.games.jikaida.examples_helpers import position

START = (
    "cjhapkannhjc/dddddddddddd/ssssssssssss/12/12/12/12/12/12/12/12/12/12/12/12/"
    "SSSSSSSSSSSS/DDDDDDDDDDDD/CJHNNAPKAHJC y - yb 0"
)


def _full(
    pieces: str, turn: str = "y", moved: str = "-", fluttember: str = "-", origins: str = ""
) -> str:
    text = position("jikaida", pieces, turn, moved, fluttember)
    return f"{text} {origins}" if origins else text


CRAFTED: list[tuple[str, str, int]] = [
    # Vaults: a break (c5 lands on c9), captures after three (f9 along rank 9),
    # a line to the edge (a14 only by capturing a18), Swods forward only
    # (e13 up the e-file; h16 down onto a Propt Swod on h12: no), Propt Swods,
    # an unmoved Swod's long diagonal capture, promotion on a17.
    (
        "vaults",
        _full(
            "Kh1 kf18 Dc5 Sc6 sc7 Dc8 jc10 sc11 Ja14 sa15 da16 Sa17 ja18 Hf9 sg9 "
            "Sh9 di9 sj9 Nk9 sl9 Se13 se14 de15 se16 sh16 Sh15 dh14 Dh13 Sh12"
        ),
        2,
    ),
    # Pallan front turns, both approaches, Blue to move: j15 turns before the
    # front on h13 and after it on f15; Yellow's b3 (diagonal, on e6), f10 next
    # to the middle front (turns on g10, then only that front).
    (
        "pallan-turns",
        _full("Ka1 kl18 Pb3 Pf10 Ae2 Sd4 pj15 hh11 se12 Ng14 Dk9 sc10 Cb16 Si5 De7 se6", turn="b"),
        2,
    ),
    # Pallan vaults: bent (b8 over c8 d8, or c8 d8 e8 and a 135-degree bend),
    # move-then-vault (h2 to j4, up the j-file), friendly captures; Blue's e15
    # Pallan among its own pieces.
    (
        "pallan-vaults",
        _full(
            "Kl1 kl18 Pb8 Sc8 sd8 De8 Sf8 dd9 Sd10 jd11 Ph2 Dj5 sj6 Sj7 hj8 "
            "Nh3 pe15 Se14 se13 De12 sf15 sg15 Dh15 ci14"
        ),
        2,
    ),
    # Fronts: pieces next to one or two fronts (f4, f6, g7, g9), free crossings
    # (b2, f5, i6), the meeting point f6/g7, Kapt and Paktun leaps across
    # fronts, Blue's unmoved Paktun h18 leaping twice.
    (
        "fronts",
        _full("Kk1 kl18 Jf4 Hf6 Cb2 Dg7 De5 Af5 Ne4 Ad6 Jg9 hg12 Ci6 cd13 Nj2 nh18 jf12 Da7 sb9"),
        2,
    ),
    # Kaida by a vault: Blue's Jiktar e12 vaults e11-e9 onto the King on e8;
    # answers take a piece out of the line, capture, or step away.
    (
        "kaida-vault",
        _full("Ke8 kl18 Se9 se10 De11 je12 Pc4 Dd7 Jb9 Nf6 ph14 sh13 Sh12 Dh11 Hg8 si3 Cj10"),
        2,
    ),
    # Kaida by an opening bonus: Blue's unmoved Paktun h18 leaps twice (over
    # g16) onto the King on f14; block g16, capture h18 or step to a square no
    # unmoved Deldar (k17) or Swod (j16) reaches.
    (
        "kaida-bonus",
        _full("Kf14 kl18 nh18 dk17 sj16 sc15 Cb16 Jh12 Pa11 Ae10 Hd12 Sb12 jl14 Dk13"),
        2,
    ),
    # Pinned by vaults: filling e7 would let j9 vault onto the King on e4 or
    # the Pallan b10 bend-vault onto it; the Swod i6 holds back the Pallan i10
    # from moving to i4 and vaulting along rank 4.
    ("vault-pins", _full("Ke4 kl18 Se5 De6 se8 je9 Nc6 Dd8 Hg9 pb10 Sc9 pi10 Sf4 Dg4 sh4 Si6"), 2),
    # Promotion (by a step, a capture and a vault up the e-file) and the
    # Fluttember for both sides, some partners attacked; d1 and d2 have moved.
    (
        "promotion-fluttember",
        _full(
            "Kh1 Ca1 Af1 Ai1 Cl1 Pg1 Sa17 Sc17 Se13 se14 se15 de16 "
            "se17 kf18 ca18 ad18 ag18 cl18 jb18 nd16 sb2 sk2 Jk6 "
            "ci12 Dd2 Nd1 Nh18 ph16",
            moved="d1,d2",
            fluttember="yb",
        ),
        2,
    ),
    # Who began where (RULINGS 2, issue 13): the Kapt on i1 is a promoted one,
    # the f1 Kapt stands on g2 (back on f1 it may swap at once), the a1 Chuktar
    # on c3; Blue's Kapts have changed places, so neither may swap.
    (
        "fluttember-origins",
        _full(
            "Kh1 Ag2 Ai1 Cc3 Cl1 Sd4 Se3 kf18 ad18 ag18 ca18 cl18 sd15 se16",
            fluttember="yb",
            origins="i1=-,g2=f1,c3=a1,d18=g18,g18=d18",
        ),
        3,
    ),
    # Nikaida: Yellow takes Blue's last piece, Blue's King has its one move.
    ("nikaida", _full("Kd4 Pe6 kl9 sk10"), 3),
]

POSITIONS: list[tuple[str, str, str, int]] = [
    ("start", "jikaida", START, 3),
    ("pastang-start", "pastang", "dsddsd/ssssss/6/6/SSSSSS/DSDDSD y - - 0", 4),
    ("stikitche-start", "stikitche", "2pk2/6/6/6/6/6/6/6/6/6/6/2PK2 y - - 0", 3),
    (
        "draks-city-start",
        "draks_city",
        "6/1ssps1/1ssss1/1ssss1/1ssss1/6/6/1SSSS1/1SSSS1/1SSSS1/1SPSS1/6 y - - 0",
        4,
    ),
    *((name, "jikaida", text, depth) for name, text, depth in CRAFTED),
    ("pastang-mid", "pastang", "dsdd2/s1s3/1s1dsD/2s2S/SSS2D/DS2S1 y - - 0", 3),
    ("stikitche-mid", "stikitche", "2p3/4k1/6/6/6/6/6/1P4/6/6/6/K5 y - - 0", 3),
    (
        "draks-city-mid",
        "draks_city",
        "6/1s2s1/1ssss1/1s1ss1/1psss1/2s3/3S2/1SSSS1/1P1SS1/1SS3/1S2S1/6 y - - 0",
        3,
    ),
]

# Rows whose perft(2) the slow reference recomputes in the tests (the cheap ones;
# every other row gets perft(1) only).
CHEAP_REFERENCE: list[str] = [
    "pastang-start",
    "stikitche-start",
    "draks-city-start",
    "kaida-vault",
    "kaida-bonus",
    "nikaida",
    "pastang-mid",
    "stikitche-mid",
    "draks-city-mid",
]
