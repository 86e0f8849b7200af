"""What the window needs to know about each game's board, and nothing more.

The main window stays generic: for a game key it asks this table for a
scene and view, for what each cell shows in a position, for the seats'
colours and for a line of game-specific information per seat. A new game
adds one entry here.
"""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from boardroom.engine.game import Game, State
from boardroom.ui.adapter import BoardAdapter
from boardroom.ui.hexitems import DISC_COLOURS
from boardroom.ui.hexscene import CellContent, HexBoardScene, HexBoardView
from boardroom.ui.squarescene import SquareBoardScene

# The scenes the game page drives (same signals and selection methods).
BOARD_SCENES = (HexBoardScene, SquareBoardScene)

# Stack colour keys of Onager's seats, in seat order.
ONAGER_KEYS = ("black", "white")


def onager_contents(state: Any) -> list[CellContent]:
    """One CellContent per cell: stacks as colour keys, lakes."""
    lakes = state.lakes
    return [CellContent(stack=tuple(ONAGER_KEYS[s] for s in stack), lake=cell in lakes)
            for cell, stack in enumerate(state.stacks)]


def _hex_scene(game: Game) -> QGraphicsScene:
    scene = HexBoardScene()
    # Geometry comes from a fresh state so the adapter needs no game internals.
    scene.set_board(game.new_state(0).board)  # type: ignore[attr-defined]
    return scene


def _hex_view(scene: QGraphicsScene) -> QGraphicsView:
    view = HexBoardView(scene)
    # The board's frame is the picture; around it, the window's own colour.
    view.setBackgroundBrush(view.palette().window())
    return view


def _onager_show(scene: QGraphicsScene, state: State) -> None:
    assert isinstance(scene, HexBoardScene)
    board = state.board  # type: ignore[attr-defined]
    if scene.board() is not board:
        scene.set_board(board)
    scene.set_position(onager_contents(state))


def _onager_colours(game: Game) -> list[QColor]:
    return [QColor(DISC_COLOURS[key]) for key in ONAGER_KEYS]


def _onager_details(state: State) -> list[str]:
    """How many pieces each side has on the other's back rank (what wins)."""
    if state.phase == "setup":
        return ["", ""]
    counts = [state.back_rank_count(seat) for seat in (0, 1)]  # type: ignore[attr-defined]
    return [QCoreApplication.translate("Boards", "On the far back rank: {0}").format(n)
            for n in counts]


def _onager_prompt(state: State, name: str) -> str | None:
    if state.phase == "setup":
        return QCoreApplication.translate(
            "Boards", "{0}: place a lake on any empty cell but the centre").format(name)
    return None


ADAPTERS: dict[str, BoardAdapter | str] = {
    "onager": BoardAdapter(_hex_scene, _hex_view, _onager_show, _onager_colours,
                           _onager_details, _onager_prompt),
    # "module:name", imported when the game is first shown: start-up need not
    # build these games' boards, dice and art.
    "jikaida": "boardroom.ui.jikaidaboard:ADAPTER",
    "dejarik": "boardroom.ui.dejarik:ADAPTER",
    "rival": "boardroom.ui.rival:ADAPTER",
}


def adapter_for(key: str) -> BoardAdapter:
    """The adapter of a game key; KeyError for a game without a board yet."""
    found = ADAPTERS[key]
    if isinstance(found, str):
        module, _, name = found.partition(":")
        found = getattr(importlib.import_module(module), name)
        assert isinstance(found, BoardAdapter)
        ADAPTERS[key] = found
    return found


def has_board(key: str) -> bool:
    """Can the window show this game (the start page offers only these)?"""
    return key in ADAPTERS
