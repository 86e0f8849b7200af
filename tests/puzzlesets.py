"""Small puzzles for the window's tests, one or more per game, built from
positions of the games' lessons: the solver's moves given, the other side's
replies (``?``) the first legal move in notation order. They need not win
anything: they test the window, not the puzzles shipped."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from boardroom.engine.puzzles import CHANCE, MATERIAL, WIN, Claim, Puzzle, PuzzleSet
from boardroom.engine.registry import make_game


def puzzle(
    ident: str,
    key: str,
    position: str,
    moves: list[str],
    options: Mapping[str, Any] | None = None,
    seats: int | None = None,
    set_name: str | None = None,
    theme: str = "capture",
    wins: Claim | None = None,
    rating: int = 1500,
    also: tuple[str, ...] = (),
) -> Puzzle:
    """A puzzle whose line is ``moves``, each ``?`` a reply found here."""
    game = make_game(key, dict(options or {}), seats)
    state = game.state_from_text(position)
    solver = state.current_seat
    line = []
    for text in moves:
        if text == "?":
            text = sorted(state.format_move(m) for m in state.legal_moves())[0]
        state.play(text)
        line.append(text)
    return Puzzle(
        ident,
        key,
        dict(game.options),
        game.num_seats,
        position,
        solver,
        tuple(line),
        theme,
        1,
        2,
        wins or Claim(MATERIAL, 1.0),
        rating,
        also,
        set_name or key,
    )


ONAGER = puzzle(
    "onager-jumps",
    "onager",
    "5 b4/2b3/7/4b3/9/5w2/5b1/5w/1w3 b 0 0",
    ["B3>F6>H6", "?", "?"],
    {"side": 5},
)
JIKAIDA = puzzle(
    "jikaida-swod",
    "jikaida",
    "6k5/12/12/12/12/12/12/12/12/12/12/12/3djs6/4S7/12/12/12/7K4 y - - 0",
    ["e5xf6", "?", "?"],
)
PASTANG = puzzle(
    "pastang-last",
    "jikaida",
    "6/6/2s3/6/S1D3/6 y - - 0",
    ["c2xc4"],
    {"variant": "pastang"},
    set_name="jikaida-pastang",
    theme="mate",
    wins=Claim(WIN),
)
RIVAL = puzzle(
    "rival-ninja",
    "rival",
    "2G3/7/3S4/9/5A4/11/5n4/9/4a3/2s4/2g3 r 1 E2,r -/- 0",
    ["E6xG6", "C4-C5", "?"],
    theme="kill",
)
DEJARIK = puzzle(
    "dejarik-defence",
    "dejarik",
    "round=1 attacker=1 step=defence first=defender next=defender piles=2/0/2,2/0/2 "
    "strain=0/0 boost=0/0 setback=0/0 upatt=0/0 updef=0/0 adjust=0/0 stance=-/- roll=- "
    "lost=0/0 quiet=2",
    ["primary"],
    theme="stance",
    wins=Claim(CHANCE, 0.6, margin=0.1),
)
JAHEIJAGAJ = puzzle(
    "jaheijagaj-attack",
    "jaheijagaj",
    "r rHf2,rSk2,rTi3,bHk15,bSf15,bTj3 - - 0",
    ["k2xj3", "?"],
    set_name="jaheijagaj-2",
)

ALL = (ONAGER, JIKAIDA, PASTANG, RIVAL, DEJARIK, JAHEIJAGAJ)


def sets(*puzzles: Puzzle) -> list[PuzzleSet]:
    """The puzzles grouped in sets by their set names, in order."""
    out: dict[str, list[Puzzle]] = {}
    for p in puzzles or ALL:
        out.setdefault(p.set_name, []).append(p)
    return [
        PuzzleSet(name, ps[0].game_key, ps[0].options, ps[0].seats, tuple(ps))
        for name, ps in out.items()
    ]


__all__ = ["ALL", "Puzzle", "puzzle", "sets"]
