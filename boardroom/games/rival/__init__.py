"""Rival, by Visage Games (test version 1, 2008): a hex wargame of feudal
Japan with a Ninja hidden in secret."""

from boardroom.games.rival.moves import RivalMove
from boardroom.games.rival.rules import RivalGame, RivalState

GAME = RivalGame

__all__ = ["GAME", "RivalGame", "RivalMove", "RivalState"]
