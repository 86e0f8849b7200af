"""How Dejarik is drawn: the holochess table scene, the seats' lines, the
status prompt and the game's own panel (choices, odds, log)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsView

from boardroom.engine.game import Game
from boardroom.games.dejarik.moves import DejarikMove
from boardroom.games.dejarik.rules import DejarikState
from boardroom.ui.adapter import BoardAdapter, GamePanel
from boardroom.ui.games.dejarik import art, reading, words
from boardroom.ui.games.dejarik.table import DejarikTableScene, DejarikTableView


class DejarikAdapter(BoardAdapter[DejarikState, DejarikTableScene]):
    def make_scene(self, game: Game[DejarikState]) -> DejarikTableScene:
        return DejarikTableScene()

    def make_view(self, scene: DejarikTableScene) -> QGraphicsView:
        return DejarikTableView(scene)

    def show(self, scene: DejarikTableScene, state: DejarikState) -> None:
        scene.show_state(state)

    def show_moves(self, scene: DejarikTableScene, state: DejarikState | None) -> None:
        pass  # the table takes no moves: the panel offers them

    def seat_colours(self, game: Game[DejarikState]) -> list[QColor]:
        return [QColor(art.seat_colour(seat)) for seat in range(len(art.SEAT_COLOURS))]

    def seat_details(self, state: DejarikState) -> list[str]:
        out = []
        for seat in (0, 1):
            pieces = words.Counted().pieces(state.pieces(seat))
            out.append(
                QCoreApplication.translate("Dejarik", "{0}: {1}, strain {2}/{3}").format(
                    words.who(state, seat),
                    pieces,
                    state.strain[seat],
                    state.character(seat).threshold,
                )
            )
        return out

    def prompt(self, state: DejarikState, name: str) -> str | None:
        if state.is_terminal():
            return None
        role = (
            QCoreApplication.translate("Dejarik", "attacking")
            if state.current_seat == state.attacker
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
        text = texts.get(state.step)
        return text.format(name, words.who(state, state.current_seat), role) if text else None

    def make_panel(self, game: Game[DejarikState], scene: DejarikTableScene) -> GamePanel:
        from boardroom.ui.games.dejarik.panel import DejarikPanel

        return DejarikPanel(game)

    def describe(self, state: DejarikState, move: DejarikMove, names: list[str]) -> str:
        return reading.describe(state, move, names)


ADAPTER = DejarikAdapter
