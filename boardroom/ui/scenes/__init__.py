"""Board scenes, one module per board geometry (hex, square, dice table...).

A scene draws what a game's adapter gives it and emits move requests; it
never changes a game and names none. Every scene is a ``BoardScene`` (the
protocol the pages drive); the hex and square boards share their move
entry (``cellentry``).
Each geometry's module (``hexscene``, ``squarescene``, ``pyramidscene``...)
is imported only by the games that use it, so a start of the app, or one
opening a game, pays for no other game's board.
"""

from boardroom.ui.scenes.boardscene import BoardScene

__all__ = ["BoardScene"]
