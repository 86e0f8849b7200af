"""How Onager is drawn: the shared hex scene with stacks of discs and lakes,
and the words of the seats' lines and the status line."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsView

from boardroom.engine.game import Game
from boardroom.games.onager.moves import JUMP, LAKE, OnagerMove
from boardroom.games.onager.rules import OnagerState
from boardroom.ui import seatlook
from boardroom.ui.adapter import BoardAdapter
from boardroom.ui.games.onager import reading
from boardroom.ui.scenes.hexitems import DISC_COLOURS
from boardroom.ui.scenes.hexscene import CellContent, HexBoardScene, hex_view
from boardroom.ui.scenes.movepath import MovePath, Travel, leg_hops

# Stack colour keys of the seats, in seat order.
SEAT_KEYS = ("black", "white")


def contents(state: OnagerState) -> list[CellContent]:
    """One CellContent per cell: stacks as colour keys, lakes."""
    lakes = state.lakes
    return [
        CellContent(stack=tuple(SEAT_KEYS[s] for s in stack), lake=cell in lakes)
        for cell, stack in enumerate(state.stacks)
    ]


class OnagerAdapter(BoardAdapter[OnagerState, HexBoardScene]):
    def make_scene(self, game: Game[OnagerState]) -> HexBoardScene:
        scene = HexBoardScene()
        # Geometry comes from a fresh state so the adapter needs no game internals.
        scene.set_board(game.new_state(0).board)
        scene.set_piece_art(None, {key: seat for seat, key in enumerate(SEAT_KEYS)})  # seat marks
        return scene

    def make_view(self, scene: HexBoardScene) -> QGraphicsView:
        return hex_view(scene)

    def show(self, scene: HexBoardScene, state: OnagerState) -> None:
        if scene.board() is not state.board:
            scene.set_board(state.board)
        scene.set_position(contents(state))

    def move_path(self, before: OnagerState, move: OnagerMove, after: OnagerState) -> MovePath:
        """A walk slides to its neighbour, each jump of a chain hops over its
        line to the next landing; a lake appears."""
        if move.kind == LAKE:
            return MovePath(appears=move.steps[:1])
        return MovePath((Travel(move.steps, leg_hops(move.steps, move.kind == JUMP)),))

    def seat_colours(self, game: Game[OnagerState]) -> list[QColor]:
        return seatlook.colours(game.spec.seat_names, [DISC_COLOURS[k].name() for k in SEAT_KEYS])

    def seat_details(self, state: OnagerState) -> list[str]:
        """How many pieces each side has on the other's back rank (what wins)."""
        if state.phase == "setup":
            return ["", ""]
        return [
            QCoreApplication.translate("Boards", "On the far back rank: {0}").format(
                state.back_rank_count(seat)
            )
            for seat in (0, 1)
        ]

    def prompt(self, state: OnagerState, name: str) -> str | None:
        if state.phase == "setup":
            return QCoreApplication.translate(
                "Boards", "{0}: place a lake on any empty cell but the centre"
            ).format(name)
        return None

    def describe(self, state: OnagerState, move: OnagerMove, names: list[str]) -> str:
        return reading.describe(state, move, names)


ADAPTER = OnagerAdapter
