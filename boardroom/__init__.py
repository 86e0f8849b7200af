"""boardroom: unusual board games, hot-seat or against a bot."""

__version__ = "0.2.0"
APP_ID = "io.github.boardroom.Boardroom"
