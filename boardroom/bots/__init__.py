"""Bots for every game: generic MCTS plus per-game evaluations."""

from boardroom.bots.levels import LEVELS, accepts_draw, best_move_hint, make_bot
from boardroom.bots.players import Bot, MctsBot, RandomBot

__all__ = ["LEVELS", "Bot", "MctsBot", "RandomBot", "accepts_draw", "best_move_hint", "make_bot"]
