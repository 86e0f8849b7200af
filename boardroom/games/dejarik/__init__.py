"""Dejarik, the holochess duel, as the narrative-dice simulation written for
the Edge of the Empire role-playing game (seed 002, RULINGS 4).

No Qt here. The UI reads:

- :class:`DejarikGame` / :class:`DejarikState` (``rules``): the round as steps
  and moves, pools about to be rolled, the spending menu;
- ``odds``: exact distributions of a pool and of a round's losses (imports
  numpy, so it is loaded only when asked for);
- ``character``, ``store``, ``knowledge``: characters, their JSON file, and
  the Knowledge check that gives Dejarik ranks;
- ``solver``: the bot.
"""

from boardroom.games.dejarik.character import READY_MADE, Character
from boardroom.games.dejarik.dice import Pool
from boardroom.games.dejarik.effects import Plan, Spending
from boardroom.games.dejarik.moves import DejarikMove
from boardroom.games.dejarik.position import diagram
from boardroom.games.dejarik.rules import DejarikGame, DejarikState

GAME = DejarikGame

__all__ = ["GAME", "READY_MADE", "Character", "DejarikGame", "DejarikMove", "DejarikState",
           "Plan", "Pool", "Spending", "diagram"]
