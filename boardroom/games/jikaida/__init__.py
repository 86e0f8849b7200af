"""Poron Jikaida, the chess of Kregen (Kenneth Bulmer's Dray Prescot novels),
with its three drills: Pastang, Stikitche and Drak's City."""

from boardroom.games.jikaida.moves import JikaidaMove
from boardroom.games.jikaida.rules import JikaidaGame, JikaidaState

GAME = JikaidaGame

__all__ = ["GAME", "JikaidaGame", "JikaidaMove", "JikaidaState"]
