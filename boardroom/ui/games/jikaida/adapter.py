"""How Poron Jikaida and its drills are drawn: the square scene with drins,
fronts and the King's Kaida halo, plus the words the side panel shows."""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsView, QWidget

from boardroom.engine.game import Game
from boardroom.games.jikaida.moves import JikaidaMove
from boardroom.games.jikaida.rules import JikaidaState
from boardroom.ui import seatlook
from boardroom.ui.adapter import BoardAdapter
from boardroom.ui.games.jikaida import promotion, reading
from boardroom.ui.games.jikaida.layout import jikaida_layout
from boardroom.ui.games.jikaida.pieces import JIKAIDA_PIECES
from boardroom.ui.scenes.movepath import MovePath, Travel, path_between
from boardroom.ui.scenes.squarelayout import SquareLayout
from boardroom.ui.scenes.squarescene import SquareBoardScene, SquareBoardView

# The source's point values; the King has none.
POINTS = {"S": 1, "D": 3, "N": 3, "H": 3, "J": 4, "C": 9, "A": 12, "P": 19, "K": 0}
SEAT_COLOURS = ("#e8c547", "#2f5fb3")


def material(state: JikaidaState, seat: int) -> tuple[int, int]:
    """(pieces, points) a seat has on the board."""
    kinds = [kind for kind, owner in state.pieces().values() if owner == seat]
    return len(kinds), sum(POINTS.get(kind, 0) for kind in kinds)


class JikaidaAdapter(BoardAdapter[JikaidaState, SquareBoardScene]):
    def __init__(self) -> None:
        self._layout: SquareLayout | None = None  # the board's, for the moves' arcs

    def make_scene(self, game: Game[JikaidaState]) -> SquareBoardScene:
        scene = SquareBoardScene(JIKAIDA_PIECES)
        self._layout = jikaida_layout(str(game.options["variant"]))
        scene.set_layout(self._layout)
        return scene

    def move_path(self, before: JikaidaState, move: JikaidaMove, after: JikaidaState) -> MovePath:
        """The piece goes by its path's turning point, leaping or vaulting in
        an arc over what it passes; the piece it takes fades as it lands; a
        Fluttember's King and Kapt (or Chuktar) change places together."""
        was, now = before.pieces(), after.pieces()
        if move.fluttember:
            travels = [Travel((move.frm, move.to)), Travel((move.to, move.frm), together=True)]
            return MovePath(tuple(travels))
        cells = move.path if len(move.path) >= 2 else (move.frm, move.to)
        hops = tuple(self._layout.hops(cells, was)) if self._layout is not None else ()
        return path_between(was, now, [Travel(cells, hops)])

    def make_view(self, scene: SquareBoardScene) -> QGraphicsView:
        view = SquareBoardView(scene)
        view.setBackgroundBrush(view.palette().window())
        return view

    def show(self, scene: SquareBoardScene, state: JikaidaState) -> None:
        scene.set_pieces(state.pieces())
        scene.set_check(
            [
                k
                for seat in (0, 1)
                if state.in_kaida(seat) and (k := state.king_square(seat)) is not None
            ]
        )

    def seat_colours(self, game: Game[JikaidaState]) -> list[QColor]:
        return seatlook.colours(game.spec.seat_names, SEAT_COLOURS)

    def seat_details(self, state: JikaidaState) -> list[str]:
        out = []
        for seat in (0, 1):
            pieces, points = material(state, seat)
            out.append(
                QCoreApplication.translate("Boards", "Pieces: {0} · points: {1}").format(
                    pieces, points
                )
            )
        return out

    def prompt(self, state: JikaidaState, name: str) -> str | None:
        if state.is_terminal():
            return None
        seat = state.current_seat
        if state.king_square(seat) is not None and material(state, seat)[0] == 1:
            return QCoreApplication.translate(
                "Boards",
                "{0} has only the King left (Nikaida): one last move to take the "
                "last enemy piece but the King, or the game is lost.",
            ).format(name)
        if state.in_kaida(seat):
            return QCoreApplication.translate(
                "Boards", "{0}: your King is in Kaida. Protect it."
            ).format(name)
        # Legal from the first move, but no news then: said once each side has
        # moved (a new player's first lines are about moving pieces).
        if state.ply >= state.num_seats and any(
            m.kind == "fluttember" for m in state.legal_moves()
        ):
            return QCoreApplication.translate(
                "Boards",
                "{0} to play (the King's Fluttember is possible: pick the King, then "
                "the Kapt or Chuktar).",
            ).format(name)
        return None

    def show_moves(self, scene: SquareBoardScene, state: JikaidaState | None) -> None:
        """The move objects themselves: the scene draws their paths.

        The scene marks a target with a dot in the middle of the square, under
        any piece there, unless the move takes a piece (corner marks, visible
        around it). A Fluttember lands on the Kapt or Chuktar it changes places
        with, so its targets get the corner marks too, or they could not be
        seen. These are display copies: the scene only emits the squares
        clicked, and the game page plays the engine's own move for them.
        """
        moves = state.legal_moves() if state is not None else []
        scene.set_legal_moves(
            [dataclasses.replace(m, capture=True) if m.fluttember else m for m in moves]
        )

    def show_last_move(self, scene: SquareBoardScene, move: JikaidaMove | None) -> None:
        scene.set_last_move(move)  # with its path

    def show_hint(self, scene: SquareBoardScene, move: JikaidaMove | None) -> None:
        scene.set_hint(move)

    def choose_completion(
        self, parent: QWidget, options: list[Hashable], seat: int
    ) -> Hashable | None:
        return promotion.choose_promotion(parent, options, seat)

    def describe(self, state: JikaidaState, move: JikaidaMove, names: list[str]) -> str:
        return reading.describe(state, move, names)


ADAPTER = JikaidaAdapter
