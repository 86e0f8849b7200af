"""How Jaheijagaj is drawn: the pyramid scene with the game's board, pieces
sized by honour, Wraiths over their four hexes, fog over what the seat at the
screen does not see and ghosts where it last saw pieces; the seats' lines,
the status line and the panel.

Every method draws the state it is given; in a game with several people
the game page gives the view of the seat at the screen.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from functools import cache

from PySide6.QtCore import QCoreApplication as Qc
from PySide6.QtCore import QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsView

from boardroom.engine.game import Game
from boardroom.games.jaheijagaj.board import COUNT, board
from boardroom.games.jaheijagaj.moves import (
    ATTACK,
    CHARGE,
    FORWARD,
    LEFT,
    MOVE,
    PASS,
    RESIGN,
    RIGHT,
    SPAWN,
    UNSEEN,
    JMove,
)
from boardroom.games.jaheijagaj.pieces import (
    HONOUR_GUARD,
    KIGGYAR,
    SPEC_OPS,
    TROOPER,
    honour,
    is_infantry,
    kind_of,
    side_of,
)
from boardroom.games.jaheijagaj.rules import JaheijagajState
from boardroom.ui import seatlook
from boardroom.ui.adapter import BoardAdapter, GamePanel
from boardroom.ui.games.jaheijagaj import art, reading
from boardroom.ui.games.jaheijagaj.reading import PIECE_WORDS, side_words
from boardroom.ui.scenes.movepath import MovePath, Travel, path_between
from boardroom.ui.scenes.pyramidgeometry import (
    HOLE,
    HOLE_LANDING,
    LIFT,
    LIFT_LANDING,
    PLAIN,
    PyramidBoard,
)
from boardroom.ui.scenes.pyramiditems import GhostLook, PieceLook, TankLook
from boardroom.ui.scenes.pyramidscene import PyramidBoardScene, PyramidBoardView

KINDS = {TROOPER: "trooper", SPEC_OPS: "specops", HONOUR_GUARD: "honourguard"}
LETTERS = {TROOPER: "T", SPEC_OPS: "S", HONOUR_GUARD: "H"}
SIZES = {1: 0.8, 2: 0.9, 4: 1.0}  # by honour: a player sees the difference
FACE_WORDS = {"S": "South", "W": "West", "N": "North", "E": "East"}


class JaheijagajCounted(QObject):
    """Phrases with a number: lupdate marks plurals only in a QObject's tr()."""

    def turns_ago(self, n: int) -> str:
        return self.tr("%n turn(s) ago", "", n)


_COUNTED = JaheijagajCounted()


@cache
def pyramid() -> PyramidBoard:
    b = board()
    kinds = []
    landings = {landing: b.lift[start] for start, landing in enumerate(b.link) if landing >= 0}
    for h in range(COUNT):
        if b.link[h] >= 0:
            kinds.append(LIFT if b.lift[h] else HOLE)
        elif h in landings:
            kinds.append(LIFT_LANDING if landings[h] else HOLE_LANDING)
        else:
            kinds.append(PLAIN)
    slope = math.hypot(1.5, math.sqrt(3) / 2)
    faces = (
        ("S", (0.0, -1.0)),
        ("W", (-1.5 / slope, (math.sqrt(3) / 2) / slope)),
        ("N", (0.0, 1.0)),
        ("E", (1.5 / slope, -(math.sqrt(3) / 2) / slope)),
    )
    return PyramidBoard(
        cells=tuple((b.q[h], b.r[h], b.level[h]) for h in range(COUNT)),
        names=tuple(b.names),
        kinds=tuple(kinds),
        links={h: b.link[h] for h in range(COUNT) if b.link[h] >= 0},
        faces=faces,
        top=3,
    )


def colour(side: int) -> str:
    return art.side_colour(side)


def look(code: int) -> PieceLook:
    side = side_of(code)
    kind = kind_of(code)
    return PieceLook(
        "kiggyar" if side == KIGGYAR else KINDS[kind],
        colour(side),
        SIZES[honour(code)],
        LETTERS[kind],
        str(honour(code)),  # its badge
    )


def piece_words(code: int) -> str:
    kind = Qc.translate("Pieces", str(PIECE_WORDS[kind_of(code)]))
    side = side_words(side_of(code))
    if is_infantry(code):
        return Qc.translate("Jaheijagaj", "{0} {1} (honour {2})").format(side, kind, honour(code))
    return Qc.translate("Jaheijagaj", "{0} {1}").format(side, kind)


def _cell_text(state: JaheijagajState, h: int, hidden: bool) -> str:
    b = board()
    faces = "/".join(
        Qc.translate("Names", FACE_WORDS[f]) for f in sorted(b.faces[h], key="SWNE".index)
    )
    where = Qc.translate("Jaheijagaj", "{0}, level {1}, {2}").format(b.names[h], b.level[h], faces)
    if b.link[h] >= 0:
        link = (
            Qc.translate("Jaheijagaj", "lift to {0}")
            if b.lift[h]
            else Qc.translate("Jaheijagaj", "hole to {0}")
        )
        where += " · " + link.format(b.names[b.link[h]])
    if hidden:
        return where + " · " + Qc.translate("Jaheijagaj", "out of sight")
    c = state.cells[h]
    return where + (": " + piece_words(c) if c else "")


def _called_off(state: JaheijagajState) -> str:
    """The hidden pieces that called off the last move of the seat to move,
    in words, if it was an attack called off ('' otherwise)."""
    for move in reversed(state.history):
        if move.seat == state.to_move and move.kind != RESIGN:
            return reading.blockers_words(move.blocked) if move.kind == ATTACK else ""
    return ""


def _infantry(state: JaheijagajState) -> dict[int, int]:
    """The infantry drawn, by hex (their codes: side, kind and honour)."""
    return {h: c for h, c in enumerate(state.cells) if c and is_infantry(c)}


def _seen_stretches(route: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The parts of a route the viewer saw (two hexes or more), between unseen ones."""
    out: list[tuple[int, ...]] = []
    part: list[int] = []
    for h in (*route, UNSEEN):
        if h == UNSEEN:
            if len(part) >= 2:
                out.append(tuple(part))
            part = []
        else:
            part.append(h)
    return out


def _reason(why: str) -> str:
    if why == "honour":
        return Qc.translate("Jaheijagaj", "fell below 4 honour")
    return Qc.translate("Jaheijagaj", "resigned")


class JaheijagajAdapter(BoardAdapter[JaheijagajState, PyramidBoardScene]):
    def __init__(self) -> None:
        # The face last turned to the front: a new pair of eyes at the screen
        # gets its own face in front, once (the player may turn away after).
        self._shown_face: str | None = None
        self._look = seatlook.LOOK.key()  # the palette and shapes the pictures have

    def make_scene(self, game: Game[JaheijagajState]) -> PyramidBoardScene:
        scene = PyramidBoardScene()
        scene.set_board(pyramid())
        scene.set_piece_art(art.pixmap)
        scene.context_prefix = (SPAWN,)  # a right-click spawns where spawning is legal
        return scene

    def make_view(self, scene: PyramidBoardScene) -> QGraphicsView:
        view = PyramidBoardView(scene)
        view.setBackgroundBrush(view.palette().window())
        return view

    def show(self, scene: PyramidBoardScene, state: JaheijagajState) -> None:
        b = board()
        pieces = {h: look(c) for h, c in enumerate(state.cells) if c and is_infantry(c)}
        tanks = []
        for seat, found in enumerate(state.wraith):
            if found is None:
                continue
            four = b.footprint[found[0]][found[1]]
            assert four is not None
            tanks.append(TankLook(tuple(four), four[1], colour(seat)))
        fog: set[int] = set()
        ghosts: list[GhostLook] = []
        viewer = state.viewer
        if viewer >= 0 and not state.is_terminal():
            visible = state.visible(viewer)
            fog = {h for h in range(COUNT) if not visible >> h & 1}
            # A mark in sight is where a piece went out of sight (RULINGS 5).
            for anchor, (c, _facing, ply) in state.memory[viewer].items():
                turns = max(1, state.ply - ply)
                label = _COUNTED.turns_ago(turns)
                ghost = (
                    look(c) if is_infantry(c) else PieceLook("wraith", colour(side_of(c)), 1.1, "W")
                )
                ghosts.append(GhostLook(anchor, ghost, label))
        if self._look != seatlook.LOOK.key():
            self._look = seatlook.LOOK.key()
            scene.set_piece_art(art.pixmap)  # the pictures drawn before go
        scene.set_position(pieces, tanks, fog, ghosts)
        scene.set_cell_texts(lambda h: _cell_text(state, h, h in fog))
        face = state.face(viewer) if viewer >= 0 else None
        if face is not None and self._shown_face != face:
            self._shown_face = face
            scene.turn_to_face(face)

    def move_path(
        self, before: JaheijagajState, move: JMove, after: JaheijagajState
    ) -> MovePath | None:
        """Infantry walks its route hex by hex (up a lift, down a hole), an
        attack's primary onto its target (which fades), then each helper; a
        Wraith slides ahead or charges (what it crushes fades) or swings
        round; a spawned Trooper appears. Only what the viewer saw: a route
        seen in part moves on its seen stretches (out of the fog or into it)."""
        kind = move.kind
        if kind == SPAWN:
            return MovePath(appears=move.path[:1])
        if kind in (LEFT, RIGHT):
            return MovePath((Travel((move.path[0], move.path[0])),))
        was, now = _infantry(before), _infantry(after)
        routes: list[tuple[int, ...]] = []
        if kind == MOVE and move.blocked and not move.piece:
            # A hidden piece stopped it: it walks as far as it went.
            routes = [move.path[: move.path.index(reading.stop(move.path, move.blocked)) + 1]]
        elif kind in (MOVE, ATTACK):
            routes = [move.path, *move.helpers]
        elif kind in (FORWARD, CHARGE):
            routes = [move.path]
        travels = []
        for route in routes:
            for stretch in _seen_stretches(route):
                start = stretch[0]
                if kind in (MOVE, ATTACK) and start in was and now.get(start) == was[start]:
                    continue  # it did not move (a helper in place, an attack called off)
                travels.append(Travel(stretch))
        if not travels and kind not in (MOVE, ATTACK, FORWARD, CHARGE):
            return None
        return path_between(was, now, travels)

    def show_last_move(self, scene: PyramidBoardScene, move: JMove | None) -> None:
        """The start and end of each piece's way (the primary's and each
        helper's that moved) and a line along it, as far as the viewer saw:
        nothing of a hidden move, no line over the hexes out of its sight."""
        if move is None:
            scene.set_last_move(None)
            return
        routes: list[tuple[int, ...]] = []
        if move.kind in (MOVE, ATTACK):
            routes = [move.path, *(h for h in move.helpers if len(h) > 1)]
        elif move.kind in (FORWARD, CHARGE, LEFT, RIGHT, SPAWN):
            routes = [move.path]
        scene.set_last_move(tuple(move.steps), routes)

    def seat_colours(self, game: Game[JaheijagajState]) -> list[QColor]:
        return [QColor(colour(s)) for s in range(game.num_seats)]

    def seat_details(self, state: JaheijagajState) -> list[str]:
        out = []
        reasons = dict(state.out)
        for seat in range(state.num_seats):
            face = Qc.translate("Names", FACE_WORDS[state.face(seat)])
            if not state.alive[seat]:
                why = _reason(reasons.get(seat, ""))
                out.append(Qc.translate("Jaheijagaj", "{0}: out ({1})").format(face, why))
            elif state.viewer >= 0 and seat != state.viewer and not state.is_terminal():
                out.append(Qc.translate("Jaheijagaj", "{0}: in the game").format(face))
            else:
                wraith = (
                    Qc.translate("Jaheijagaj", "Wraith")
                    if state.wraith[seat] is not None
                    else Qc.translate("Jaheijagaj", "no Wraith")
                )
                out.append(
                    Qc.translate("Jaheijagaj", "{0}: honour {1} · {2}").format(
                        face, state.infantry_honour(seat), wraith
                    )
                )
        return out

    def prompt(self, state: JaheijagajState, name: str) -> str | None:
        if state.is_terminal():
            return None
        moves = state.legal_moves()
        if len(moves) == 1 and moves[0].kind == PASS:
            return Qc.translate("Jaheijagaj", "{0} has no move and must pass.").format(name)
        text = Qc.translate(
            "Jaheijagaj", "{0}: move, attack, spawn, or act with the Wraith."
        ).format(name)
        by = _called_off(state)
        if by:  # the seat's last attack was called off: said until it moves again
            return Qc.translate(
                "Jaheijagaj", "Your last attack was called off, blocked by {0}. {1}"
            ).format(by, text)
        return text

    def step_prompt(
        self, state: JaheijagajState, name: str, steps: tuple[Hashable, ...]
    ) -> str | None:
        if steps == (SPAWN,):  # the panel's Spawn pressed: the hex is still to click
            return Qc.translate(
                "Jaheijagaj",
                "{0} spawns a Trooper: click one of the marked hexes (free, next to "
                "three of your connected infantry), or press Esc to cancel.",
            ).format(name)
        return None

    def make_panel(self, game: Game[JaheijagajState], scene: PyramidBoardScene) -> GamePanel:
        from boardroom.ui.games.jaheijagaj.panel import JaheijagajPanel

        panel = JaheijagajPanel()
        panel.attach(scene)
        return panel

    def result_note(self, state: JaheijagajState, names: list[str]) -> str:
        if not state.out:
            return ""
        parts = []
        for seat, why in state.out:
            parts.append(Qc.translate("Jaheijagaj", "{0} ({1})").format(names[seat], _reason(why)))
        return Qc.translate("Jaheijagaj", "Left the game, in order: {0}.").format(", ".join(parts))

    def describe(self, state: JaheijagajState, move: JMove, names: list[str]) -> str:
        return reading.describe(state, move, names)


ADAPTER = JaheijagajAdapter
