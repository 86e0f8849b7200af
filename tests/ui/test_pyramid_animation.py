"""Moves shown happening on the Jaheijagaj pyramid (issue 24), on a clock
driven by hand: a piece walks its route hex by hex and rides up a lift, a
Wraith slides ahead and swings round, a spawned Trooper appears; the figure
arriving is held back on the terrain until it lands; a click lands it; only
what the viewer saw of a move moves."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt

from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.moves import MOVE, UNSEEN, JMove
from boardroom.games.jaheijagaj.rules import JaheijagajState
from boardroom.ui import session as session_module
from boardroom.ui.games.jaheijagaj.adapter import JaheijagajAdapter
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.moveplayer import ManualClock
from boardroom.ui.scenes.pyramidmotion import FigureSprite
from boardroom.ui.scenes.pyramidscene import PyramidBoardScene
from boardroom.ui.session import GameSession
from tests.ui.conftest import open_window, scene_as
from tests.ui.workers import IdleWorker


class QuietBots(IdleWorker):
    """Bots that think for ever: the board stays on the human's move."""

    def warm_up(self) -> None:
        pass


@pytest.fixture
def window(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setattr(session_module, "BotWorker", QuietBots)
    yield from open_window(qtbot, 1280, 800)


def start(win: MainWindow, state: JaheijagajState | None = None) -> PyramidBoardScene:
    game = make_game("jaheijagaj", None, 2)
    seats = [Seat("Ann"), Seat("", "bot", "easy")]
    win.play_session(GameSession(game, seats, state or game.new_state(seed=1), autosave=False))
    return scene_as(win, PyramidBoardScene)


def watched(win: MainWindow) -> ManualClock:
    clock = ManualClock()
    win.game_page.board.clock = clock
    win.game_page.board.set_pace("normal")
    return clock


def play(win: MainWindow, text: str) -> None:
    assert win.session is not None
    assert win.session.play(win.session.state.parse_move(text))


def way(part: float) -> float:
    """The share of a smooth run's time at which ``part`` of its way is done."""
    return math.acos(1 - 2 * part) / math.pi


def sprites(scene: PyramidBoardScene) -> list[FigureSprite]:
    return [i for i in scene.items() if isinstance(i, FigureSprite) and i.isVisible()]


def near(a: QPointF, b: QPointF, by: float = 0.5) -> bool:
    return abs(a.x() - b.x()) < by and abs(a.y() - b.y()) < by


def test_a_piece_walks_its_route_and_rides_the_lift(window: MainWindow) -> None:
    scene = start(window)
    clock = watched(window)
    b = board()
    f2, g2, f3, f4 = (b.names.index(x) for x in ("f2", "g2", "f3", "f4"))
    play(window, "f2-g2-f3>f4")
    (piece,) = sprites(scene)
    assert near(piece.pos(), scene.cell_centre(f2))
    assert scene.pieces_drawn()[f4].opacity() == 0  # held back until it arrives
    clock.to(clock.duration * way(1 / 3))  # one smooth run: slow out, slow in
    assert near(piece.pos(), scene.cell_centre(g2))
    clock.to(clock.duration * way(2 / 3))
    assert near(piece.pos(), scene.cell_centre(f3))  # at the lift's foot
    clock.to(clock.duration * way(5 / 6))
    halfway = (scene.cell_centre(f3) + scene.cell_centre(f4)) / 2
    assert near(piece.pos(), halfway)  # riding up
    clock.to(clock.duration)
    assert not sprites(scene) and not scene.is_animating()
    assert scene.pieces_drawn()[f4].opacity() == 1


def test_a_wraith_slides_ahead_and_swings_round(window: MainWindow) -> None:
    scene = start(window)
    clock = watched(window)
    ((tank, figure),) = [
        t for t in scene.tanks_drawn() if t[0].cells[0] == board().names.index("h2")
    ]
    start_feet = QPointF(figure.pos)
    play(window, "Wh2-i2")
    (wraith,) = sprites(scene)
    assert wraith.arrow is not None and near(wraith.pos(), start_feet)
    ((_after, held),) = [t for t in scene.tanks_drawn() if t[1].opacity() == 0]
    clock.to(clock.duration / 2)
    assert near(wraith.pos(), (start_feet + held.pos) / 2)
    clock.to(clock.duration)
    assert held.opacity() == 1 and not sprites(scene)
    assert window.session is not None
    window.session.undo()  # the Wraith on h2 again, at once
    assert not scene.is_animating()
    play(window, "Wh2<")
    (turning,) = sprites(scene)
    assert turning.arrow is not None
    first = QPointF(turning.arrow.end)
    clock.to(clock.duration / 2)
    middle = QPointF(turning.arrow.end)
    clock.to(clock.duration - 1)
    last = QPointF(turning.arrow.end)
    assert not near(first, middle, 2) and not near(middle, last, 2)  # it swings
    assert near(turning.pos(), start_feet)  # on the spot


def test_a_click_lands_the_move_and_is_taken(qtbot: Any, window: MainWindow) -> None:
    scene = start(window)
    clock = watched(window)
    play(window, "f2-g2-f3>f4")
    clock.to(100)
    assert scene.is_animating()
    view = window.game_page.view
    assert view is not None
    h2 = board().names.index("h2")
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene.cell_centre(h2))
    )
    assert not scene.is_animating() and not sprites(scene)


def test_a_spawned_trooper_appears() -> None:
    adapter = JaheijagajAdapter()
    game = make_game("jaheijagaj", None, 2)
    state = game.new_state(seed=1)
    spawn = JMove("spawn", (5,))
    path = adapter.move_path(state, spawn, state)
    assert path is not None and path.appears == (5,) and not path.travels


def test_only_the_stretches_the_viewer_saw_move() -> None:
    """A route seen in part (``?`` for what was out of sight) moves only on
    its seen stretches: out of the fog, into it."""
    adapter = JaheijagajAdapter()
    game = make_game("jaheijagaj", None, 2)
    state = game.new_state(seed=1)
    b = board()
    a, c, d, e = (b.names.index(x) for x in ("e8", "f8", "g8", "h8"))
    seen = JMove(MOVE, (UNSEEN, a, c, UNSEEN, UNSEEN, d, e), piece=1)
    path = adapter.move_path(state, seen, state)
    assert path is not None
    assert [t.cells for t in path.travels] == [(a, c), (d, e)]
    unseen = JMove(MOVE, (UNSEEN, a, UNSEEN), piece=1)
    nothing = adapter.move_path(state, unseen, state)
    assert nothing is not None and not nothing.travels


def test_a_move_a_hidden_piece_stopped_walks_as_far_as_it_went() -> None:
    # m11 (the landing of the lift on n11) holds a Blue Trooper Red cannot see.
    from tests.games.jaheijagaj.helpers import state as position

    adapter = JaheijagajAdapter()
    truth = position("rTn7 bTm11 bTo14")
    before = truth.view(0)
    truth.play("n7-n8-n9-n10-n11>m11")
    after = truth.view(0)
    move = after.history[-1]
    assert move.blocked
    path = adapter.move_path(before, move, after)
    names = board().names
    assert path is not None and [[names[h] for h in t.cells] for t in path.travels] == [
        ["n7", "n8", "n9", "n10"]
    ]
    assert not path.appears and not path.taken
