"""Board scenes, one module per board geometry (hex, square, dice table...).

A scene draws what a game's adapter gives it and emits move requests; it
never changes a game and names none.
The pyramid's module (``pyramidscene``) is imported only by
the games that use it, so a start of the app does not pay for it.
"""

from boardroom.ui.scenes.boardscene import BoardScene
from boardroom.ui.scenes.hexscene import HexBoardScene
from boardroom.ui.scenes.squarescene import SquareBoardScene

# The scenes the game page drives through the same signals and selection
# methods (legal moves as steps, last move, hint, flip, keyboard cursor).
BOARD_SCENES = (BoardScene,)

__all__ = ["BOARD_SCENES", "BoardScene", "HexBoardScene", "SquareBoardScene"]
