"""Jaheijagaj: two to four seats on a stepped hex pyramid with lifts and
holes, honour-based infantry fights, Wraith tanks and limited sight (seed 000,
RULINGS section 5). No Qt here.

A map for the window: ``board.board()`` is the geometry (hexes ``q + 16 r``,
``level``, ``faces``, ``link`` for lifts and holes, ``footprint[centre][facing]``
for Wraiths); ``rules.JaheijagajState`` has ``cells`` (codes of ``pieces``),
``wraith`` per seat, ``alive``, ``out``, ``memory`` per seat, ``viewer`` in a
view, ``visible(seat)`` as a bit set; moves are ``moves.JMove`` whose
``steps`` a player clicks (see docs/jaheijagaj-formats.md).
"""

from boardroom.games.jaheijagaj.diagram import diagram
from boardroom.games.jaheijagaj.moves import JMove
from boardroom.games.jaheijagaj.rules import JaheijagajGame, JaheijagajState

GAME = JaheijagajGame

__all__ = ["GAME", "JMove", "JaheijagajGame", "JaheijagajState", "diagram"]
