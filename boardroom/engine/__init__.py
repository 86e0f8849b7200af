"""The shared core of boardroom: no Qt here, ever.

Every game implements :class:`~boardroom.engine.game.Game` and
:class:`~boardroom.engine.game.State`; the UI, the bots and the command line
speak only this protocol.
"""

from boardroom.engine.errors import (
    AmbiguousMove,
    IllegalMove,
    InvalidNotation,
    NotationError,
    OptionError,
    PositionError,
    SaveFormatError,
)
from boardroom.engine.game import Game, GameSpec, Move, Option, State
from boardroom.engine.outcome import Outcome
from boardroom.engine.rng import Rng

__all__ = [
    "AmbiguousMove",
    "Game",
    "GameSpec",
    "IllegalMove",
    "InvalidNotation",
    "Move",
    "NotationError",
    "Option",
    "OptionError",
    "Outcome",
    "PositionError",
    "Rng",
    "SaveFormatError",
    "State",
]
