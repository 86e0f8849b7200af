"""How Rival is drawn: the shared hex scene with the three zones behind heavy
borders, the troops as pictures, the viewer's own hidden Ninja faint and
marked, the ways a piece may go, and the status line's words.

Every function draws the state it is given; the game page gives the view of
the seat at the screen, so the other seat's hidden Ninja is never in it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsView

from boardroom.engine.game import Game
from boardroom.games.rival.board import BOARD, NEUTRAL, SIZE, TERRITORY
from boardroom.games.rival.moves import MOVE, PASS, RivalMove
from boardroom.games.rival.rules import RivalState
from boardroom.ui import seatlook
from boardroom.ui.adapter import BoardAdapter, GamePanel
from boardroom.ui.games.rival import reading
from boardroom.ui.games.rival.news import (
    HIDING_ROWS,
    HOME_ROWS,
    ambush_text,
    recent_ambush,
)
from boardroom.ui.games.rival.pieces import RIVAL_PIECES
from boardroom.ui.pieceart import PieceArt
from boardroom.ui.scenes.hexscene import CellContent, HexBoardScene, HexBoardView
from boardroom.ui.scenes.movepath import MovePath, Travel, path_between

SEAT_KEYS = ("red", "black")  # colour keys of the seats' pieces, in seat order
SEAT_COLOURS = ("#b3261e", "#2b2826")  # swatches, and discs if a picture is missing
# Territories tint the wood a little; no-man's-land keeps its plain colour.
ZONE_TINTS = {"red": "#e07a66", "black": "#7d8594"}
LETTERS = {"shogun": "G", "samurai": "S", "ashigaru": "A", "ninja": "N"}


def contents(state: RivalState) -> list[CellContent]:
    """One CellContent per hex: the pieces the state shows, a hidden Ninja
    (only ever the viewer's own in a view) faint and marked, and the hex of
    an ambush that is still news."""
    cells = [CellContent() for _ in range(SIZE)]
    for cell, info in state.pieces().items():
        cells[cell] = CellContent(
            stack=(SEAT_KEYS[info.seat],),
            piece=LETTERS[info.kind],
            faint=info.hidden,
            marker="hidden" if info.hidden else None,
        )
    ambush = recent_ambush(state)
    if ambush is not None:
        _seat, cell, _victim = ambush
        old = cells[cell]
        cells[cell] = CellContent(old.stack, piece=old.piece, faint=old.faint, marker="ambush")
    return cells


def _looks(state: RivalState) -> dict[int, tuple[tuple[str, ...], str | None, bool]]:
    """Each occupied hex's piece as drawn: (its colour, its letter, faint)."""
    return {
        cell: (content.stack, content.piece, content.faint)
        for cell, content in enumerate(contents(state))
        if content.stack
    }


def shortest_paths(state: RivalState) -> dict[tuple[int, int], list[tuple[int, ...]]]:
    """(origin, target) -> the shortest ways there, for each piece the seat to
    move may move now (a two-step detour to a neighbour is no news)."""
    out: dict[tuple[int, int], list[tuple[int, ...]]] = {}
    if state.phase != "play" or state.is_terminal():
        return out
    for origin, info in state.pieces().items():
        if info.seat != state.current_seat or info.hidden:
            continue
        for target, ways in state.reachable(origin).items():
            shortest = min(len(w) for w in ways)
            out[(origin, target)] = [tuple(w) for w in ways if len(w) == shortest]
    return out


def _ninja_words(state: RivalState, seat: int) -> str:
    if state.hidden(seat):
        return QCoreApplication.translate("RivalBoard", "hidden")
    if state.phase == "setup":
        return QCoreApplication.translate("RivalBoard", "not hidden yet")
    on_board = any(i.kind == "ninja" and i.seat == seat for i in state.pieces().values())
    if on_board:
        return QCoreApplication.translate("RivalBoard", "revealed")
    return QCoreApplication.translate("RivalBoard", "killed")


class RivalAdapter(BoardAdapter[RivalState, HexBoardScene]):
    def make_scene(self, game: Game[RivalState]) -> HexBoardScene:
        scene = HexBoardScene()
        scene.set_board(BOARD)
        scene.set_regions(
            {
                cell: SEAT_KEYS[TERRITORY[cell]]
                for cell in range(SIZE)
                if TERRITORY[cell] != NEUTRAL
            },
            ZONE_TINTS,
        )
        scene.set_colours(dict(zip(SEAT_KEYS, self.seat_colours(game), strict=True)))
        scene.set_piece_art(
            PieceArt(RIVAL_PIECES), {key: seat for seat, key in enumerate(SEAT_KEYS)}
        )
        return scene

    def make_view(self, scene: HexBoardScene) -> QGraphicsView:
        view = HexBoardView(scene)
        view.setBackgroundBrush(view.palette().window())
        return view

    def show(self, scene: HexBoardScene, state: RivalState) -> None:
        scene.set_tooltip_names(
            {
                "hidden": QCoreApplication.translate("RivalBoard", "was hiding here")
                if state.is_terminal()
                else QCoreApplication.translate("RivalBoard", "hidden: only you see it"),
                "ambush": QCoreApplication.translate("RivalBoard", "ambush"),
            }
        )
        scene.set_position(contents(state))
        scene.set_paths(shortest_paths(state))

    def move_path(self, before: RivalState, move: RivalMove, after: RivalState) -> MovePath:
        """A piece goes its shortest way hex by hex; what it lands on fades;
        a piece placed, revealed or springing an ambush appears (the one
        ambushed fades: vanishes on arrival when it is the one moved)."""
        travels: list[Travel] = []
        was, now = _looks(before), _looks(after)
        if move.action == MOVE:
            ways = before.reachable(move.origin).get(move.target) or [(move.origin, move.target)]
            way = min((tuple(w) for w in ways), key=len)
            mover = was.get(move.origin)
            arrived = now.get(move.target)
            vanishes = mover is None or arrived is None or arrived[0] != mover[0]
            travels.append(Travel(way, vanishes=vanishes))
        return path_between(was, now, travels)

    def seat_colours(self, game: Game[RivalState]) -> list[QColor]:
        return seatlook.colours(game.spec.seat_names, SEAT_COLOURS)

    def seat_details(self, state: RivalState) -> list[str]:
        """Per seat, what the win hangs on: Samurai and Ashigaru left, and the Ninja."""
        out = []
        for seat in (0, 1):
            if state.setup_stage() == "place":
                left = sum(state.remaining(seat).values())
                out.append(
                    QCoreApplication.translate("RivalBoard", "Pieces to place: {0}").format(left)
                )
                continue
            kinds = [i.kind for i in state.pieces().values() if i.seat == seat and not i.hidden]
            out.append(
                QCoreApplication.translate(
                    "RivalBoard", "Samurai {0}/3 · Ashigaru {1}/6 · Ninja: {2}"
                ).format(kinds.count("samurai"), kinds.count("ashigaru"), _ninja_words(state, seat))
            )
        return out

    def prompt(self, state: RivalState, name: str) -> str | None:
        """The status line: what the player at the board does now (and an
        ambush, which is public once sprung)."""
        if state.is_terminal():
            return None
        seat = state.current_seat
        stage = state.setup_stage()
        if stage == "place":
            return QCoreApplication.translate(
                "RivalBoard",
                "{0}: place a piece on your territory, rows {1} (choose it on "
                "the right, then click a hex)",
            ).format(name, HOME_ROWS[seat])
        if stage == "hide":
            return QCoreApplication.translate(
                "RivalBoard", "{0}: choose in secret the hex where your Ninja hides, rows {1}"
            ).format(name, HIDING_ROWS[seat])
        if any(m.action == PASS for m in state.legal_moves()):
            text = QCoreApplication.translate(
                "RivalBoard", "{0}: no piece can move: pass (or reveal your Ninja)"
            ).format(name)
        elif state.turn_move() == 1:
            text = QCoreApplication.translate(
                "RivalBoard", "{0}: first move of your turn: click a piece, then where it goes"
            ).format(name)
        else:
            text = QCoreApplication.translate(
                "RivalBoard", "{0}: second move, with another piece"
            ).format(name)
        ambush = recent_ambush(state)
        return text if ambush is None else f"{ambush_text(ambush)} {text}"

    def make_panel(self, game: Game[RivalState], scene: HexBoardScene) -> GamePanel:
        from boardroom.ui.games.rival.panel import RivalPanel

        return RivalPanel()

    def describe(self, state: RivalState, move: RivalMove, names: list[str]) -> str:
        return reading.describe(state, move, names)


ADAPTER = RivalAdapter
