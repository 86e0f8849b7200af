"""The positions of the perft table: (name, variant, position text, depth).

The crafted middle-game positions each gather a few rules the start
positions reach late or never (see the comment above each).
"""

from __future__ import annotations

START = ("cjhapkannhjc/dddddddddddd/ssssssssssss/12/12/12/12/12/12/12/12/12/12/12/12/"
         "SSSSSSSSSSSS/DDDDDDDDDDDD/CJHNNAPKAHJC y - yb 0")

POSITIONS: list[tuple[str, str, str, int]] = [
    ("start", "jikaida", START, 3),
    ("pastang-start", "pastang", "dsddsd/ssssss/6/6/SSSSSS/DSDDSD y - - 0", 4),
    ("stikitche-start", "stikitche", "2pk2/6/6/6/6/6/6/6/6/6/6/2PK2 y - - 0", 3),
    ("draks-city-start", "draks_city",
     "6/1ssps1/1ssss1/1ssss1/1ssss1/6/6/1SSSS1/1SSSS1/1SSSS1/1SPSS1/6 y - - 0", 4),
]

# Rows whose depths 1-2 the slow reference recomputes in the tests (cheap ones).
CHEAP_REFERENCE: list[str] = ["pastang-start", "stikitche-start", "draks-city-start"]
