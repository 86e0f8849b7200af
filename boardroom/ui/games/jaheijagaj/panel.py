"""Jaheijagaj's side panel: turning the pyramid, what the seat has left, and
what the board alone cannot offer: spawning, the Wraith's turns, passing,
and an attack's honour against its target's with a button that finishes it.

It never changes the game: it asks for legal moves (``moveChosen``) or for
the first step of one (``stepsChosen``: a spawn, then the hex on the board).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.game import AnyState
from boardroom.games.jaheijagaj.attackentry import read_attack
from boardroom.games.jaheijagaj.moves import LEFT, PASS, RIGHT, SPAWN, JMove
from boardroom.games.jaheijagaj.pieces import (
    HONOUR_GUARD,
    SPEC_OPS,
    STOCK,
    TROOPER,
    honour,
    side_of,
)
from boardroom.games.jaheijagaj.rules import JaheijagajState
from boardroom.ui.adapter import GamePanel, wanted_height
from boardroom.ui.scenes.pyramidscene import PyramidBoardScene

# Tighter than the style's 9 px above and below: with four seat cards the
# column keeps its move list and the evaluation graph at 1280x800.
BOX_MARGINS = (8, 4, 8, 6)
STALL_WARNING = 10  # rounds left from which the panel shows the stall rule's count


class JaheijagajPanel(GamePanel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene: PyramidBoardScene | None = None
        self.state: JaheijagajState | None = None
        self.moves: list[JMove] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

        self.camera_box = QGroupBox()
        camera = QGridLayout(self.camera_box)
        camera.setContentsMargins(*BOX_MARGINS)
        self.turn_left = QPushButton()
        self.turn_left.setObjectName("turnBoardLeft")
        self.turn_right = QPushButton()
        self.turn_right.setObjectName("turnBoardRight")
        self.my_face = QPushButton()
        self.my_face.setObjectName("myFace")
        self.flat = QCheckBox()
        self.flat.setObjectName("flatMap")
        # Two to a row: whole words in a narrow side column (900x600, French).
        camera.addWidget(self.turn_left, 0, 0)
        camera.addWidget(self.turn_right, 0, 1)
        camera.addWidget(self.my_face, 1, 0)
        camera.addWidget(self.flat, 1, 1)
        layout.addWidget(self.camera_box)

        self.actions_box = QGroupBox()
        actions = QGridLayout(self.actions_box)
        actions.setContentsMargins(*BOX_MARGINS)
        self.spawn = QPushButton()
        self.spawn.setObjectName("spawnTrooper")
        self.wraith_left = QPushButton()
        self.wraith_left.setObjectName("wraithLeft")
        self.wraith_right = QPushButton()
        self.wraith_right.setObjectName("wraithRight")
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("passTurn")
        self.attack = QLabel()
        self.attack.setObjectName("attackHonour")
        self.attack.setWordWrap(True)
        self.attack.hide()  # while no attack is entered: no empty line
        self.finish = QPushButton()
        self.finish.setObjectName("finishAttack")
        actions.addWidget(self.spawn, 0, 0, 1, 2)
        actions.addWidget(self.wraith_left, 1, 0)
        actions.addWidget(self.wraith_right, 1, 1)
        actions.addWidget(self.pass_button, 4, 0, 1, 2)
        actions.addWidget(self.attack, 2, 0, 1, 2)
        actions.addWidget(self.finish, 3, 0, 1, 2)
        layout.addWidget(self.actions_box)

        self.stock = QLabel()
        self.stock.setObjectName("jaheijagajStock")
        self.stock.setWordWrap(True)
        layout.addWidget(self.stock)

        self.stall = QLabel()
        self.stall.setObjectName("stallCount")
        self.stall.setWordWrap(True)
        self.stall.setVisible(False)
        layout.addWidget(self.stall)

        self.turn_left.clicked.connect(lambda: self._camera("left"))
        self.turn_right.clicked.connect(lambda: self._camera("right"))
        self.my_face.clicked.connect(lambda: self._camera("face"))
        self.flat.toggled.connect(lambda on: self.scene.set_flat(on) if self.scene else None)
        self.spawn.clicked.connect(lambda: self.stepsChosen.emit((SPAWN,)))
        self.wraith_left.clicked.connect(lambda: self._play(LEFT))
        self.wraith_right.clicked.connect(lambda: self._play(RIGHT))
        self.pass_button.clicked.connect(lambda: self._play(PASS))
        self.finish.clicked.connect(lambda: self.scene.stop_here() if self.scene else None)
        self.retranslate()

    def attach(self, scene: PyramidBoardScene) -> None:
        self.scene = scene
        scene.selectionChanged.connect(lambda _prefix: self._update_attack())

    def _camera(self, how: str) -> None:
        scene = self.scene
        if scene is None:
            return
        if how == "left":
            scene.step_left()
        elif how == "right":
            scene.step_right()
        elif self.state is not None:
            seat = self.state.viewer if self.state.viewer >= 0 else self.state.current_seat
            scene.turn_to_face(self.state.face(seat))

    def _play(self, kind: str) -> None:
        for move in self.moves:
            if move.kind == kind:
                self.moveChosen.emit(move)
                return

    def show_state(self, state: AnyState, playable: bool) -> None:
        assert isinstance(state, JaheijagajState)
        self.state = state
        self.moves = state.legal_moves() if playable else []
        kinds = {m.kind for m in self.moves}
        self.spawn.setEnabled(SPAWN in kinds)
        self.wraith_left.setEnabled(LEFT in kinds)
        self.wraith_right.setEnabled(RIGHT in kinds)
        self.pass_button.setVisible(PASS in kinds)
        seat = state.viewer if state.viewer >= 0 else state.current_seat
        # Once the game is over the whole board is shown to whoever is at the
        # screen: no "your" any more (it was the seat to move's, often the
        # winner's); each seat's card gives its honour.
        self.stock.setVisible(not state.is_terminal())
        if state.is_terminal():
            self.stock.setText("")
        elif state.alive[seat]:
            # The honour is on the seat's card.
            self.stock.setText(
                self.tr(
                    "Stock left: Troopers {0}/{1}, Spec Ops {2}/{3}, Honour Guards {4}/{5}."
                ).format(
                    state.stock_left(seat, TROOPER),
                    STOCK[TROOPER],
                    state.stock_left(seat, SPEC_OPS),
                    STOCK[SPEC_OPS],
                    state.stock_left(seat, HONOUR_GUARD),
                    STOCK[HONOUR_GUARD],
                )
            )
        else:
            self.stock.setText(self.tr("You have left the game."))
        self._update_stall()
        self._update_attack()

    def height_wanted(self, width: int) -> int:
        # The wrapped stock line at this width, not the taller guess of the
        # size hint (three lines): the column would turn to tabs for nothing.
        return wanted_height(self, width)

    def _update_stall(self) -> None:
        """The stall rule's count, from 10 rounds left."""
        state = self.state
        left = state.stall_rounds_left() if state is not None else None
        if state is None or left is None or left > STALL_WARNING or state.is_terminal():
            self.stall.setVisible(False)
            return
        self.stall.setVisible(True)
        self.stall.setText(
            self.tr("No piece removed for a while: the game ends in %n round(s)", "", left)
        )

    def attack_honour(self) -> tuple[int, int] | None:
        """(honour gathered, the target's honour) of the attack being entered."""
        scene, state = self.scene, self.state
        if scene is None or state is None:
            return None
        prefix = [s for s in scene.prefix() if isinstance(s, int)]
        if len(prefix) < 2:
            return None
        cells = state.cells
        primary = cells[prefix[0]]
        at = next((i for i in range(1, len(prefix)) if cells[prefix[i]]), -1)
        if at < 0 or not primary or side_of(cells[prefix[at]]) == side_of(primary):
            return None
        # The primary leaves its hexes free at once: a helper may walk over them.
        entry = read_attack(cells, prefix, at)
        gathered = honour(primary) + sum(honour(cells[h[0]]) for h in entry.helpers)
        return gathered, honour(cells[entry.target])

    def _update_attack(self) -> None:
        found = self.attack_honour()
        if found is None:
            self.attack.setText("")
            self.attack.setVisible(False)
            self.finish.setVisible(False)
            return
        gathered, needed = found
        verdict = (
            self.tr("Enough: finish the attack.")
            if gathered >= needed
            else self.tr("Short: pick helpers (your infantry or Kiggyar) next to the target.")
        )
        self.attack.setText(
            self.tr("Attack: honour {0} against {1}. {2}").format(gathered, needed, verdict)
        )
        self.attack.setVisible(True)
        scene = self.scene
        self.finish.setVisible(True)
        self.finish.setEnabled(scene is not None and scene.can_stop_here())

    def retranslate(self) -> None:
        self.camera_box.setTitle(self.tr("The pyramid"))
        self.turn_left.setText(self.tr("⟲ Turn"))
        self.turn_left.setToolTip(self.tr("A quarter turn to the left ([ or Page Up)"))
        self.turn_right.setText(self.tr("Turn ⟳"))
        self.turn_right.setToolTip(self.tr("A quarter turn to the right (] or Page Down)"))
        self.my_face.setText(self.tr("My face"))
        self.my_face.setToolTip(self.tr("Turn the pyramid back to your own face"))
        self.flat.setText(self.tr("Flat map"))
        self.flat.setToolTip(self.tr("The four levels side by side, seen from above"))
        self.actions_box.setTitle(self.tr("Actions"))
        self.spawn.setText(self.tr("Spawn a Trooper"))
        self.spawn.setToolTip(
            self.tr("Then click a free hex next to three of your infantry (or right-click the hex)")
        )
        self.wraith_left.setText(self.tr("Wraith ⟲"))
        self.wraith_left.setToolTip(self.tr("Turn the Wraith 60 degrees to the left"))
        self.wraith_right.setText(self.tr("Wraith ⟳"))
        self.wraith_right.setToolTip(self.tr("Turn the Wraith 60 degrees to the right"))
        self.pass_button.setText(self.tr("Pass"))
        self.finish.setText(self.tr("Finish the attack"))
        if self.state is not None:
            self.show_state(self.state, bool(self.moves))
