"""Board scenes, one module per board geometry (hex, square, dice table...).

A scene draws what a game's adapter gives it and emits move requests; it
never changes a game and names none.
"""

from boardroom.ui.scenes.hexscene import HexBoardScene
from boardroom.ui.scenes.pyramidscene import PyramidBoardScene
from boardroom.ui.scenes.squarescene import SquareBoardScene

# The scenes the game page drives through the same signals and selection
# methods (legal moves as steps, last move, hint, flip, keyboard cursor).
BOARD_SCENES = (HexBoardScene, SquareBoardScene, PyramidBoardScene)

__all__ = ["BOARD_SCENES", "HexBoardScene", "PyramidBoardScene", "SquareBoardScene"]
