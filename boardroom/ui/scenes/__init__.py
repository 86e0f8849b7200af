"""Board scenes, one module per board geometry (hex, square, dice table...).

A scene draws what a game's adapter gives it and emits move requests; it
never changes a game and names none. Every scene is a ``BoardScene`` (the
protocol the pages drive); the hex and square boards share their move
entry (``cellentry``).
The pyramid's module (``pyramidscene``) is imported only by
the games that use it, so a start of the app does not pay for it.
"""

from boardroom.ui.scenes.boardscene import BoardScene
from boardroom.ui.scenes.hexscene import HexBoardScene
from boardroom.ui.scenes.squarescene import SquareBoardScene

__all__ = ["BoardScene", "HexBoardScene", "SquareBoardScene"]
