"""Named positions for the perft tables: (name, seats, position text, depth).

``perft.tsv`` counts every route (the legal list); ``distinct.tsv`` counts
distinct moves (routes of one move once), deeper from the starts."""

from __future__ import annotations

KEEP = "rHb1,bHo16"  # honour that keeps both seats in, out of the way

POSITIONS: list[tuple[str, int, str, int]] = [
    (
        "start-2",
        2,
        "r rHf2,rSk2,rTi3,kTb7,kSa8,kSc8,kTo8,kTb9,kSn9,kSp9,kTo10,bTh14,bSf15,bHk15,"
        "rWh2:0,bWi15:3 - - 0",
        2,
    ),
    (
        "start-3",
        3,
        "r rHf2,rSk2,rTi3,bHb6,kTo7,kTo8,bTc9,kSn9,kSp9,kTo10,bSb11,kTo11,pTh14,pSf15,"
        "pHk15,rWh2:0,bWb8:5,pWi15:3 - - 0",
        2,
    ),
    (
        "start-4",
        4,
        "r rHf2,rSk2,rTi3,bHb6,ySo6,yTn8,bTc9,bSb11,yHo11,pTh14,pSf15,pHk15,rWh2:0,"
        "bWb8:5,pWi15:3,yWo9:2 - - 0",
        2,
    ),
    # An Honour Guard attacked by a Trooper: helpers in every order and way.
    ("helpers", 2, f"r rTe2,rSh3,rTi2,rTi1,bHg2,{KEEP} - - 0", 2),
    # Kiggyar helping, and a Kiggyar Spec Ops to slay.
    ("kiggyar", 2, f"r rTe2,kTh3,kSf1,bSg2,kTj2,kSd3,{KEEP} - - 0", 2),
    # A Wraith with a charge over four pieces, and Blue's answer.
    ("charge", 2, f"r rWh2:0,bTk2,bTl2,bTk1,rTj3,bTm3,bSd3,bSc3,{KEEP} - - 0", 2),
    # A Wraith one hex short of being surrounded, an enemy Wraith beside it.
    ("surround", 2, f"b rWl2:0,bWn2:0,bTm1,bTk2,bTj3,bTl3,bTj1,bTm5,{KEEP} - - 0", 2),
    # Lifts, holes and the summit: a Trooper on top sees (and is seen) everywhere.
    ("summit", 2, f"r rTh9,rSj6,rTe2,bSg7,bTm11,bTi10,rSc4,{KEEP} - - 0", 2),
    # A Blue Trooper on m11 that Red cannot see blocks the lift at n11.
    ("hidden", 2, f"r rTn7,bTm11,bTo14,{KEEP} - - 0", 2),
    # Three in a triangle: spawns.
    ("spawn", 2, f"r rTe2,rTf2,rSf1,bTm2,{KEEP} - - 0", 2),
    # Middle games reached by random play.
    (
        "mid-2",
        2,
        "r rSk1,rHf2,rTi3,bSb7,kSa8,bHm8,kTo8,kSn9,kSp9,kTo10,bTh14,rWh2:2,bWh15:3 - - 0",
        2,
    ),
    (
        "mid-3",
        3,
        "b rSn2,rTk3,rHg4,bHa6,kTo7,kTo8,kSn9,kSp9,kTo10,bTa11,kTo11,pHa14,pTh14,"
        "pSf15,rWi2:1,bWb8:0,pWh15:3 - - 1",
        2,
    ),
    ("mid-4", 4, "y rSj1,rTk2,ySp3,rHc4,yTn8,yHl11,bHl13,rWh2:3,bWb9:2,yWo8:2 p:honour - 14", 2),
]

# The distinct count's depth where it differs from the routes' (the starts:
# depth 3 walks 4,356 positions, a minute for the reference).
DISTINCT_DEPTH = {"start-2": 3, "start-3": 3, "start-4": 3}
