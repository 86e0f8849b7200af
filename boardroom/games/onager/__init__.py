"""Onager, by Néstor Romeral Andrés (2012): a race to the enemy back rank
with mirror jumps and stacks."""

from boardroom.games.onager.diagram import diagram
from boardroom.games.onager.moves import OnagerMove
from boardroom.games.onager.rules import OnagerGame, OnagerState

GAME = OnagerGame

__all__ = ["GAME", "OnagerGame", "OnagerMove", "OnagerState", "diagram"]
