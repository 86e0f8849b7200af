"""How Onager is drawn: the shared hex scene with stacks of discs and lakes,
and the words of the seats' lines and the status line."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from boardroom.engine.game import AnyGame, AnyState
from boardroom.ui.adapter import BoardAdapter
from boardroom.ui.games.onager.reading import describe
from boardroom.ui.scenes.hexitems import DISC_COLOURS
from boardroom.ui.scenes.hexscene import CellContent, HexBoardScene, hex_view

# Stack colour keys of the seats, in seat order.
SEAT_KEYS = ("black", "white")


def contents(state: Any) -> list[CellContent]:
    """One CellContent per cell: stacks as colour keys, lakes."""
    lakes = state.lakes
    return [
        CellContent(stack=tuple(SEAT_KEYS[s] for s in stack), lake=cell in lakes)
        for cell, stack in enumerate(state.stacks)
    ]


def _scene(game: AnyGame) -> QGraphicsScene:
    scene = HexBoardScene()
    # Geometry comes from a fresh state so the adapter needs no game internals.
    scene.set_board(game.new_state(0).board)  # type: ignore[attr-defined]
    return scene


def _show(scene: QGraphicsScene, state: AnyState) -> None:
    assert isinstance(scene, HexBoardScene)
    board = state.board  # type: ignore[attr-defined]
    if scene.board() is not board:
        scene.set_board(board)
    scene.set_position(contents(state))


def _colours(_game: AnyGame) -> list[QColor]:
    return [QColor(DISC_COLOURS[key]) for key in SEAT_KEYS]


def _details(state: AnyState) -> list[str]:
    """How many pieces each side has on the other's back rank (what wins)."""
    if state.phase == "setup":
        return ["", ""]
    counts = [state.back_rank_count(seat) for seat in (0, 1)]  # type: ignore[attr-defined]
    return [
        QCoreApplication.translate("Boards", "On the far back rank: {0}").format(n) for n in counts
    ]


def _prompt(state: AnyState, name: str) -> str | None:
    if state.phase == "setup":
        return QCoreApplication.translate(
            "Boards", "{0}: place a lake on any empty cell but the centre"
        ).format(name)
    return None


ADAPTER = BoardAdapter(_scene, hex_view, _show, _colours, _details, _prompt, describe=describe)
