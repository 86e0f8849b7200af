"""The board of Help > Puzzles: the game's real scene, view and panel (its
:class:`~boardroom.ui.adapter.BoardAdapter`), with rings over cells as the
lesson page lays them (:class:`~boardroom.ui.lessonmarks.CellRings`). It
draws what it is given and passes on what the player enters: whole moves'
steps from the board, moves from the game's panel, and steps no legal move
begins with (for the page to say why)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QGraphicsView, QHBoxLayout, QScrollArea, QWidget

from boardroom.engine.game import AnyGame, AnyState
from boardroom.ui import games as game_ui
from boardroom.ui.adapter import GameAdapter, GamePanel
from boardroom.ui.boardcontrol import can_stop, stop_key
from boardroom.ui.lessonmarks import CellRings
from boardroom.ui.scenes import BoardScene

PANEL_WIDTH = (230, 400)  # the least and most the game's panel is given


class PuzzleBoard(QObject):
    """One game's board at a time, rebuilt when the game or its options change."""

    stepsTried = Signal(tuple)  # a whole legal move's steps, entered on the board
    moveChosen = Signal(object)  # a move chosen in the game's panel
    refused = Signal(tuple)  # steps no legal move begins with
    selectionChanged = Signal(tuple)

    def __init__(self, owner: QWidget, row: QHBoxLayout, panel_area: QScrollArea) -> None:
        super().__init__(owner)
        self.owner, self.row, self.panel_area = owner, row, panel_area
        self.game: AnyGame | None = None
        self.adapter: GameAdapter | None = None
        self.scene: BoardScene | None = None
        self.view: QGraphicsView | None = None
        self.panel: GamePanel | None = None
        self.rings: CellRings | None = None
        self.moves_state: AnyState | None = None  # whose moves may be entered now
        self.seat = 0  # the seat whose completions are asked (a promotion's piece)

    def show_game(self, game: AnyGame) -> None:
        """The board of ``game``; kept when it is the same game with the same options."""
        if (
            self.game is not None
            and self.scene is not None
            and self.game.spec.key == game.spec.key
            and dict(self.game.options) == dict(game.options)
            and self.game.num_seats == game.num_seats
        ):
            return
        self.clear()
        self.game = game
        self.adapter = game_ui.adapter_for(game.spec.key)
        self.scene = self.adapter.make_scene(game)
        self.view = self.adapter.make_view(self.scene)
        self.view.setObjectName("puzzleBoard")
        self.row.insertWidget(0, self.view, 1)
        self.scene.moveRequested.connect(self.stepsTried)
        self.scene.illegalAttempt.connect(self.refused)
        self.scene.selectionChanged.connect(self.selectionChanged)
        self.scene.set_completion_chooser(self._choose_completion)
        self.view.installEventFilter(self)  # Enter stops a chain of jumps
        self.rings = CellRings(self.scene)
        self.scene.cameraChanged.connect(self.rings.again)
        self.panel = self.adapter.make_panel(game, self.scene)
        if self.panel is not None:
            self.panel.setObjectName("puzzlePanel")
            self.panel.moveChosen.connect(self.moveChosen)
            self.panel.stepsChosen.connect(self._panel_steps)
            self.panel.set_compact(True)  # a chart in a tab of its own: the table stays whole
            self.panel_area.setWidget(self.panel)
            wanted = self.panel.width_wanted or self.panel.sizeHint().width()
            self.panel_area.setMinimumWidth(max(PANEL_WIDTH[0], min(wanted, PANEL_WIDTH[1])))
            self.panel_area.show()
        else:
            self.panel_area.hide()

    def draw(
        self,
        shown: AnyState,
        playable: AnyState | None,
        last_move: Any = None,
        hint: Any = None,
        rings: Sequence[Hashable] = (),
    ) -> None:
        """``shown`` (the solver's view) on the board; ``playable``'s moves
        may be entered (None: none); the last move and a hint marked; cells ringed."""
        adapter, scene = self.adapter, self.scene
        if adapter is None or scene is None:
            return
        self.moves_state = playable
        adapter.show(scene, shown)
        adapter.show_hint(scene, hint)
        adapter.show_last_move(scene, last_move)
        adapter.show_moves(scene, playable)
        if self.panel is not None:
            self.panel.show_state(shown, playable is not None)
        if self.rings is not None:
            self.rings.show(rings)

    def flip(self, flipped: bool) -> None:
        if self.scene is not None:
            self.scene.set_flipped(flipped)

    def ringed(self) -> int:
        return self.rings.shown() if self.rings is not None else 0

    def describe(self, state: AnyState, move: Any) -> str:
        """A move in words, as the move list reads it (its notation when the
        game has no words of its own)."""
        words = None
        if self.adapter is not None and self.game is not None:
            names = [self.game.seat_name(i) for i in range(self.game.num_seats)]
            words = self.adapter.describe(state, move, names)
        return words or state.format_move(move)

    def can_stop_here(self) -> bool:
        scene, state = self.scene, self.moves_state
        return scene is not None and state is not None and can_stop(scene, state)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        # Asked while the window is taken down too, when this is half gone.
        if (
            watched is getattr(self, "view", None)
            and self.scene is not None
            and stop_key(self.scene, event, self.can_stop_here)
        ):
            return True
        return super().eventFilter(watched, event)

    def _panel_steps(self, steps: tuple[Hashable, ...]) -> None:
        if self.scene is not None:
            self.scene.set_step_prefix(steps)

    def _choose_completion(self, options: list[Hashable]) -> Hashable | None:
        assert self.adapter is not None
        return self.adapter.choose_completion(self.owner, options, self.seat)

    def clear(self) -> None:
        if self.rings is not None:
            self.rings.clear()
            self.rings = None
        if self.view is not None:
            self.view.removeEventFilter(self)
            self.row.removeWidget(self.view)
            self.view.hide()
            self.view.deleteLater()
            self.view = None
        if self.scene is not None:
            self.scene.deleteLater()
            self.scene = None
        if self.panel is not None:
            self.panel_area.takeWidget()
            self.panel.deleteLater()
            self.panel = None
        self.game = self.adapter = None
        self.moves_state = None
