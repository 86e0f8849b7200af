"""Rival in the window: the hex board with its territories and piece art
(``board``), the side panel for the setup reserve, the Ninja and the news of
an ambush (``panel``), and the words both use (``news``)."""

from boardroom.ui.rival.board import ADAPTER

__all__ = ["ADAPTER"]
