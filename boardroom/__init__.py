"""boardroom: four unusual board games (Jaheijagaj coming), hot-seat or against a bot."""

__version__ = "0.1.0"
APP_ID = "io.github.boardroom.Boardroom"
