"""Typed errors: each says what was wrong in words a player can read."""


class NotationError(ValueError):
    """Move text that cannot be played."""


class InvalidNotation(NotationError):
    """The text is not a move in this game's notation at all."""


class IllegalMove(NotationError):
    """The text names a move, but the rules forbid it here."""


class AmbiguousMove(NotationError):
    """The text fits more than one legal move."""


class OptionError(ValueError):
    """An unknown game option, or a value it does not accept."""


class PositionError(ValueError):
    """Position text that does not describe a position of this game."""


class SaveFormatError(ValueError):
    """A saved game that cannot be loaded; the message names the problem."""


class ArgumentError(ValueError):
    """A command-line argument a command cannot use (a game's own commands raise it)."""
