"""What a player sees of the pyramid, measured on the picture: pieces a hex
tall at the default angle with their honour over everything, a board that
fills its area after a resize and a quarter turn, walls that read as steps,
a compass at right angles, one label per group of ghosts, and a keyboard
cursor unlike any landing's ring."""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from boardroom.ui import storage
from boardroom.ui.games.jaheijagaj import art
from boardroom.ui.games.jaheijagaj.adapter import pyramid
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.pyramidgeometry import LIFT_LANDING, Camera
from boardroom.ui.scenes.pyramiditems import GhostLook, PieceLook
from boardroom.ui.scenes.pyramidmarks import RINGS
from boardroom.ui.scenes.pyramidoverlay import CURSOR_HALO, CURSOR_LINE
from boardroom.ui.scenes.pyramidscene import PyramidBoardScene, PyramidBoardView
from boardroom.ui.scenes.pyramidview import compass_angles

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]
ROOT = Path(__file__).resolve().parents[2]
BOARD = pyramid()
INDEX = {name: i for i, name in enumerate(BOARD.names)}


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def game(qtbot: Any) -> Iterator[MainWindow]:
    """The 4-seat example game open in a 1280x800 window."""
    win = MainWindow(storage.Settings())
    win.still = True
    qtbot.addWidget(win)
    win.open_path(ROOT / "docs" / "example-jaheijagaj-4.boardroom")
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    settle()
    yield win
    qtbot.mouseMove(win, QPoint(-50, -50))
    win.confirm_discard = lambda: True  # type: ignore[method-assign]
    win.close()


def view_of(win: MainWindow) -> PyramidBoardView:
    view = win.game_page.view
    assert isinstance(view, PyramidBoardView)
    return view


def picture(view: PyramidBoardView) -> QImage:
    settle()
    return view.viewport().grab().toImage()


def painted_height(view: PyramidBoardView, cell: int) -> int:
    """How many rows of pixels the figure on ``cell`` paints: the picture
    with it against the picture without it."""
    scene = view.pyramid()
    figure = scene.pieces_drawn()[cell]
    with_it = picture(view)
    kept, figure.alpha = figure.alpha, 0.0
    scene._terrain.update()
    without = picture(view)
    figure.alpha = kept
    scene._terrain.update()
    box = figure.picture_rect().toAlignedRect().adjusted(-2, -2, 2, 2)
    rows = [
        y
        for y in range(max(0, box.top()), min(without.height(), box.bottom() + 1))
        if any(
            with_it.pixel(x, y) != without.pixel(x, y)
            for x in range(max(0, box.left()), min(without.width(), box.right() + 1))
        )
    ]
    return max(rows) - min(rows) + 1 if rows else 0


@pytest.mark.parametrize(("size", "least"), [((900, 600), 24), ((1280, 800), 33)])
def test_a_trooper_is_nearly_a_hex_tall_at_the_default_angle(
    game: MainWindow, size: tuple[int, int], least: int
) -> None:
    """(Before: 8 to 12 pixels at 900x600, 15 to 25 at 1280x800.)"""
    game.resize(*size)
    view = view_of(game)
    scene = view.pyramid()
    assert scene.camera.tilt == Camera.DEFAULT_TILT and scene.camera.yaw == 0
    troopers = [c for c, f in scene.pieces_drawn().items() if f.mark == "1" and f.alpha == 1]
    guards = [c for c, f in scene.pieces_drawn().items() if f.mark == "4" and f.alpha == 1]
    assert troopers and guards
    hex_height = scene.cell_rect(troopers[0]).height()
    trooper = painted_height(view, troopers[0])
    assert trooper >= least and trooper >= 0.8 * hex_height, (trooper, hex_height)
    assert painted_height(view, guards[0]) > trooper  # the rank shows in the size too


def test_a_badge_stays_whole_behind_a_nearer_piece(qtbot: Any) -> None:
    scene = PyramidBoardScene()
    scene.set_board(BOARD)
    scene.set_piece_art(art.pixmap)
    view = PyramidBoardView(scene)
    qtbot.addWidget(view)
    view.resize(700, 560)
    view.show()
    qtbot.waitExposed(view)
    red = PieceLook("trooper", "#c0392b", 0.8, "T", "1")
    tall = PieceLook("honourguard", "#2e6fd1", 1.8, "H", "4")  # tall enough to hide a head
    back, front = INDEX["d3"], INDEX["e2"]  # d3 stands just behind e2, a little left
    scene.set_position({back: red, front: tall})
    spot = scene.pieces_drawn()[back].badge_point()
    # Painted in depth order with the figures, the badge would be under the blue figure.
    assert scene.pieces_drawn()[front].picture_rect().contains(spot)
    image = picture(view)
    disc = [
        image.pixelColor((spot + QPointF(dx, dy)).toPoint())
        for dx in (-4, -3, 3, 4)
        for dy in (-3, 0, 3)
    ]
    assert sum(c.lightness() > 200 for c in disc) >= 9  # the badge's light disc


def board_share(view: PyramidBoardView) -> float:
    """How much of its area the board takes, along the side that limits it."""
    bounds = view.pyramid()._terrain.frame.bounds
    area = view.viewport().rect()
    assert area.contains(bounds.toAlignedRect().adjusted(1, 1, -1, -1))  # all of it shows
    return max(bounds.width() / area.width(), bounds.height() / area.height())


def test_the_board_fills_its_area_after_a_resize_and_a_quarter_turn(game: MainWindow) -> None:
    """(Before: 400x210 pixels in a 670x560 area after a resize, 40% of the
    width turned a quarter.)"""
    view = view_of(game)
    scene = view.pyramid()
    assert board_share(view) >= 0.9
    game.resize(900, 600)
    settle()
    assert board_share(view) >= 0.9
    scales = []
    for step in range(91):  # a quarter turn, a degree a frame
        scene.set_yaw(float(step))
        scene.relayout()
        scales.append(scene.camera.scale)
        assert board_share(view) >= 0.85
    # Smooth: the board grows and shrinks a little with each degree, never jumps.
    assert max(abs(a / b - 1) for a, b in zip(scales, scales[1:], strict=False)) < 0.02
    scene.set_tilt(Camera.MIN_TILT)
    scene.relayout()
    assert board_share(view) >= 0.85


def test_the_walls_read_as_steps(game: MainWindow) -> None:
    """A wall facing the viewer is much darker than the terraces above and
    below it, and darker at its foot than at its top."""
    view = view_of(game)
    scene = view.pyramid()
    frame = scene._terrain.frame
    image = picture(view)
    walls = scene._solid.walls
    place = next(
        i
        for i, n in enumerate(frame.wall_ids)
        if BOARD.cells[walls[n][0]][2] == 1
        and walls[n][1] == 2  # level 1's southern side
        and walls[n][0] not in scene.pieces_drawn()
    )
    polygon = frame.walls[place]
    top_edge = (polygon.at(0) + polygon.at(1)) / 2
    foot = (polygon.at(2) + polygon.at(3)) / 2
    upper = image.pixelColor((top_edge * 0.7 + foot * 0.3).toPoint())
    lower = image.pixelColor((top_edge * 0.2 + foot * 0.8).toPoint())
    cell = walls[frame.wall_ids[place]][0]
    terrace = image.pixelColor((scene.cell_centre(cell) + QPointF(4, -4)).toPoint())
    assert terrace.lightness() - upper.lightness() > 40
    assert upper.lightness() > lower.lightness()
    assert Camera.MIN_TILT <= 30 and Camera.MAX_TILT >= 85  # from a low view to straight down


@pytest.mark.parametrize("yaw", [0.0, 20.0, 45.0, 90.0, 137.0, 270.0])
@pytest.mark.parametrize("tilt", [Camera.DEFAULT_TILT, 35.0])
def test_the_compass_letters_are_at_right_angles_and_follow_the_faces(
    yaw: float, tilt: float
) -> None:
    """(Before: W and N about 45 degrees apart at the default angle.)"""
    camera = Camera(yaw=yaw, tilt=tilt)
    angles = compass_angles(BOARD.faces, camera)
    order = ["S", "E", "N", "W"]  # counter-clockwise, as on any compass
    for a, b in zip(order, order[1:] + order[:1], strict=True):
        assert (angles[b] - angles[a]) % 360 == pytest.approx(90.0)
    st = math.sin(math.radians(tilt))
    front = min(BOARD.faces, key=lambda f: camera.turned(f[1])[1])[0]
    for label, direction in BOARD.faces:
        right, away = camera.turned(direction)
        drawn = math.degrees(math.atan2(away * st, right))
        off = abs((angles[label] - drawn + 180) % 360 - 180)
        # The face in front closely; the others as near as right angles let
        # them be (the faces are 60 and 120 degrees apart, squashed by the tilt).
        assert off <= (12 if label == front else 60), (label, off)
    if yaw == 0.0:
        assert angles["S"] == pytest.approx(-90.0, abs=3.0)  # the face in front: straight down


def test_one_label_per_group_of_ghosts(qtbot: Any) -> None:
    """(Before: four stacked "2 turns ago" labels for a group of four.)"""
    scene = PyramidBoardScene()
    scene.set_board(BOARD)
    view = PyramidBoardView(scene)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    look = PieceLook("trooper", "#f1ede4", 0.8, "T", "1")
    group = [GhostLook(INDEX[n], look, "2 turns ago") for n in ("c8", "d8", "c9", "d9")]
    alone = GhostLook(INDEX["n14"], look, "5 turns ago")
    scene.set_position({}, fog={g.cell for g in group} | {alone.cell}, ghosts=[*group, alone])
    labels = scene._overlay.layers["ghosts"]
    assert len(labels) == 2
    image = picture(view)
    for point, plate in labels:
        ground = image.pixelColor(point.toPoint() + QPoint(-int(plate.width() / 2) + 3, 0))
        ink = [
            image.pixelColor(point.toPoint() + QPoint(dx, dy))
            for dx in range(-20, 21)
            for dy in range(-3, 4)
        ]
        assert ground.lightness() < 60  # a dark plate...
        assert max(c.lightness() for c in ink) > 200  # ...with light words, legible on fog
    assert all(scene.pieces_drawn()[g.cell].alpha >= 0.5 for g in group)


def test_the_keyboard_cursor_is_unlike_a_landing(qtbot: Any) -> None:
    scene = PyramidBoardScene()
    scene.set_board(BOARD)
    view = PyramidBoardView(scene)
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    qtbot.waitExposed(view)
    landing = next(c for c, kind in enumerate(BOARD.kinds) if kind == LIFT_LANDING)
    view.setFocus()
    scene._cursor = landing
    scene._refresh()
    assert scene._overlay.outline.size() == 6
    ring = RINGS[(LIFT_LANDING, False)]
    assert CURSOR_LINE.color() == QColor("#ffffff") and ring.color() != CURSOR_LINE.color()
    assert CURSOR_LINE.widthF() >= 1.5 * ring.widthF()
    assert CURSOR_HALO.color().lightness() < 40 and CURSOR_HALO.widthF() > CURSOR_LINE.widthF()
    image = picture(view)
    outline = scene._overlay.outline
    edge = (outline.at(0) + outline.at(1)) / 2
    assert image.pixelColor(edge.toPoint()).lightness() > 230  # white, drawn over all
