"""How Poron Jikaida and its drills are drawn: the square scene with drins,
fronts and the King's Kaida halo, plus the words the side panel shows."""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from boardroom.engine.game import AnyGame, AnyState
from boardroom.ui.adapter import BoardAdapter
from boardroom.ui.games.jikaida import promotion
from boardroom.ui.games.jikaida.layout import jikaida_layout
from boardroom.ui.games.jikaida.pieces import JIKAIDA_PIECES
from boardroom.ui.games.jikaida.reading import describe
from boardroom.ui.scenes.squarescene import SquareBoardScene, SquareBoardView

# The source's point values; the King has none.
POINTS = {"S": 1, "D": 3, "N": 3, "H": 3, "J": 4, "C": 9, "A": 12, "P": 19, "K": 0}
SEAT_COLOURS = ("#e8c547", "#2f5fb3")


def _scene(game: AnyGame) -> QGraphicsScene:
    scene = SquareBoardScene(JIKAIDA_PIECES)
    scene.set_layout(jikaida_layout(str(game.options["variant"])))
    return scene


def _view(scene: QGraphicsScene) -> QGraphicsView:
    assert isinstance(scene, SquareBoardScene)
    view = SquareBoardView(scene)
    view.setBackgroundBrush(view.palette().window())
    return view


def _show(scene: QGraphicsScene, state: AnyState) -> None:
    assert isinstance(scene, SquareBoardScene)
    s: Any = state
    scene.set_pieces(s.pieces())
    scene.set_check(
        [k for seat in (0, 1) if s.in_kaida(seat) and (k := s.king_square(seat)) is not None]
    )


def _colours(_game: AnyGame) -> list[QColor]:
    return [QColor(c) for c in SEAT_COLOURS]


def material(state: AnyState, seat: int) -> tuple[int, int]:
    """(pieces, points) a seat has on the board."""
    kinds = [
        kind
        for kind, owner in state.pieces().values()  # type: ignore[attr-defined]
        if owner == seat
    ]
    return len(kinds), sum(POINTS.get(kind, 0) for kind in kinds)


def _details(state: AnyState) -> list[str]:
    out = []
    for seat in (0, 1):
        pieces, points = material(state, seat)
        out.append(
            QCoreApplication.translate("Boards", "Pieces: {0} · points: {1}").format(pieces, points)
        )
    return out


def _prompt(state: AnyState, name: str) -> str | None:
    if state.is_terminal():
        return None
    s: Any = state
    seat = state.current_seat
    if s.king_square(seat) is not None and material(state, seat)[0] == 1:
        return QCoreApplication.translate(
            "Boards",
            "{0} has only the King left (Nikaida): one last move to take the "
            "last enemy piece but the King, or the game is lost.",
        ).format(name)
    if s.in_kaida(seat):
        return QCoreApplication.translate(
            "Boards", "{0}: your King is in Kaida. Protect it."
        ).format(name)
    if any(getattr(m, "kind", "") == "fluttember" for m in state.legal_moves()):
        return QCoreApplication.translate(
            "Boards",
            "{0} to play (the King's Fluttember is possible: pick the King, then "
            "the Kapt or Chuktar).",
        ).format(name)
    return None


def _moves(state: AnyState) -> list[Any]:
    """The move objects themselves: the scene draws their paths.

    The scene marks a target with a dot in the middle of the square, under any
    piece there, unless the move takes a piece (corner marks, visible around
    it). A Fluttember lands on the Kapt or Chuktar it changes places with, so
    its targets get the corner marks too, or they could not be seen. These are
    display copies: the scene only emits the squares clicked, and the game
    page plays the engine's own move for them.
    """
    return [
        dataclasses.replace(m, capture=True) if m.fluttember else m for m in state.legal_moves()
    ]


def _choose(parent: QWidget, options: list[Any], seat: int) -> Any:
    return promotion.choose_promotion(parent, options, seat)


ADAPTER = BoardAdapter(
    _scene,
    _view,
    _show,
    _colours,
    _details,
    _prompt,
    scene_moves=_moves,
    scene_move=lambda move: move,
    choose_completion=_choose,
    describe=describe,
)
