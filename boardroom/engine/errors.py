"""Typed errors: each says what was wrong in words a player can read."""


class NotationError(ValueError):
    """Move text that cannot be played."""

    why = ""  # the rules' reason in English, when a caller worked it out


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


# What is wrong with a saved game, for the words a player reads (the message
# itself names the fault exactly, for the details and the command line).
UNREADABLE = "unreadable"  # not there, not ours to read, not a file
NOT_A_GAME = "not-a-game"  # not a boardroom saved game at all (or damaged past telling)
NEWER = "newer"  # written by a newer boardroom
DAMAGED = "damaged"  # a boardroom saved game, but something in it cannot be used


class SaveFormatError(ValueError):
    """A saved game that cannot be loaded; the message names the problem and
    ``kind`` says what kind it is (UNREADABLE, NOT_A_GAME, NEWER or DAMAGED)."""

    def __init__(self, message: str, kind: str = DAMAGED) -> None:
        super().__init__(message)
        self.kind = kind


class ArgumentError(ValueError):
    """A command-line argument a command cannot use (a game's own commands raise it)."""
