"""How Dejarik is drawn: the holochess table scene, the seats' lines, the
status prompt and the game's own panel (choices, odds, log)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from boardroom.engine.game import AnyGame, AnyState
from boardroom.ui.adapter import BoardAdapter, GamePanel
from boardroom.ui.games.dejarik import art, words
from boardroom.ui.games.dejarik.reading import describe
from boardroom.ui.games.dejarik.table import DejarikTableScene, DejarikTableView


def _scene(_game: AnyGame) -> QGraphicsScene:
    return DejarikTableScene()


def _view(scene: QGraphicsScene) -> QGraphicsView:
    return DejarikTableView(scene)


def _show(scene: QGraphicsScene, state: AnyState) -> None:
    assert isinstance(scene, DejarikTableScene)
    scene.show_state(state)  # type: ignore[arg-type]


def _colours(_game: AnyGame) -> list[QColor]:
    return [QColor(c) for c in art.SEAT_COLOURS]


def _details(state: AnyState) -> list[str]:
    s: Any = state
    out = []
    for seat in (0, 1):
        pieces = words.Counted().pieces(s.pieces(seat))
        out.append(
            QCoreApplication.translate("Dejarik", "{0}: {1}, strain {2}/{3}").format(
                words.who(s, seat), pieces, s.strain[seat], s.character(seat).threshold
            )
        )
    return out


def _prompt(state: AnyState, name: str) -> str | None:
    if state.is_terminal():
        return None
    s: Any = state
    role = (
        QCoreApplication.translate("Dejarik", "attacking")
        if state.current_seat == s.attacker
        else QCoreApplication.translate("Dejarik", "defending")
    )
    texts = {
        "set": QCoreApplication.translate("Dejarik", "{0} ({1}, {2}): how many pieces to set?"),
        "adjust": QCoreApplication.translate(
            "Dejarik", "{0} ({1}, {2}): adjust the defender's set pieces?"
        ),
        "defence": QCoreApplication.translate("Dejarik", "{0} ({1}, {2}): which defence?"),
        "attack": QCoreApplication.translate("Dejarik", "{0} ({1}, {2}): which attack?"),
        "roll": QCoreApplication.translate("Dejarik", "{0} ({1}, {2}): roll the dice."),
        "advantages": QCoreApplication.translate(
            "Dejarik", "{0} ({1}, {2}): spend advantages and Triumphs."
        ),
        "threats": QCoreApplication.translate(
            "Dejarik", "{0} ({1}, {2}): spend threats and Despairs."
        ),
    }
    text = texts.get(s.step)
    return text.format(name, words.who(s, state.current_seat), role) if text else None


def _panel(game: AnyGame) -> GamePanel:
    from boardroom.ui.games.dejarik.panel import DejarikPanel

    return DejarikPanel(game)


ADAPTER = BoardAdapter(
    _scene, _view, _show, _colours, _details, _prompt, make_panel=_panel, describe=describe
)
