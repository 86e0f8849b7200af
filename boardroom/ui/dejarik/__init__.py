"""Dejarik in the window: the holochess table, the choices, the odds, the
round log and the characters (editor, Knowledge-check wizard, store, the
start page's character pickers)."""

from boardroom.ui.dejarik.board import ADAPTER

__all__ = ["ADAPTER"]
