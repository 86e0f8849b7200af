"""The one item that paints the pyramid: its numpy projection agrees with the
camera's point-by-point one, it paints back to front, it drafts while the
board turns and is sharp at rest, and repainting only the hexes whose marks
changed gives the same picture as repainting everything."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QGraphicsItem

from boardroom.ui.games.jaheijagaj.adapter import pyramid
from boardroom.ui.scenes.pyramidgeometry import Camera
from boardroom.ui.scenes.pyramiditems import PieceLook
from boardroom.ui.scenes.pyramidscene import SETTLE_MS, PyramidBoardScene, PyramidBoardView
from boardroom.ui.scenes.pyramidterrain import polygons

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]
BOARD = pyramid()
INDEX = {name: i for i, name in enumerate(BOARD.names)}

angles = st.floats(0.0, 360.0, allow_nan=False)
tilts = st.floats(Camera.MIN_TILT, Camera.MAX_TILT, allow_nan=False)
coords = st.floats(-20.0, 20.0, allow_nan=False)


@given(angles, tilts, st.lists(st.tuples(coords, coords, coords), min_size=1, max_size=20))
def test_the_matrix_projects_as_the_camera_does_point_by_point(
    yaw: float, tilt: float, points: list[tuple[float, float, float]]
) -> None:
    camera = Camera(yaw=yaw, tilt=tilt)
    xs, ys, depth = camera.project(points)
    projected = np.asarray(points) @ camera.matrix()
    assert np.allclose(projected, np.column_stack([xs, ys, depth]), atol=1e-9)


@given(angles, st.lists(st.floats(0.0, 2 * math.pi, allow_nan=False), min_size=1, max_size=12))
def test_walls_are_lit_and_culled_as_one_by_one(yaw: float, bearings: list[float]) -> None:
    camera = Camera(yaw=yaw)
    normals = np.array([(math.cos(b), math.sin(b)) for b in bearings])
    assert np.allclose(camera.lights(normals), [camera.light(tuple(n)) for n in normals])
    assert camera.facing(normals).tolist() == [camera.facing_viewer(tuple(n)) for n in normals]


@settings(max_examples=30)
@given(st.integers(0, 30), st.integers(3, 7), st.floats(-1e4, 1e4, allow_nan=False))
def test_polygons_come_out_of_the_buffer_as_they_went_in(
    count: int, corners: int, scale: float
) -> None:
    points = np.random.default_rng(count).random((count, corners, 2)) * scale
    made = polygons(points)
    assert len(made) == count
    for polygon, expected in zip(made, points, strict=True):
        assert [(polygon.at(i).x(), polygon.at(i).y()) for i in range(polygon.size())] == [
            tuple(p) for p in expected.tolist()
        ]


@pytest.fixture
def view(qtbot: Any) -> PyramidBoardView:
    scene = PyramidBoardScene()
    scene.set_board(BOARD)
    v = PyramidBoardView(scene)
    qtbot.addWidget(v)
    v.resize(900, 640)
    v.show()
    qtbot.waitExposed(v)
    return v


@pytest.mark.parametrize("yaw", [0.0, 100.0, 225.0])
def test_everything_is_painted_back_to_front(view: PyramidBoardView, yaw: float) -> None:
    scene = view.pyramid()
    look = PieceLook("trooper", "#c0392b", 0.8, "T")
    scene.set_position({INDEX[name]: look for name in ("e2", "h14", "k9", "a1")})
    scene.set_yaw(yaw)
    scene.relayout()
    order = scene._terrain.painting_order()
    kinds = {kind for kind, _, _ in order}
    assert kinds == {"top", "wall", "figure"}
    depths = [depth for _, _, depth in order]
    assert depths == sorted(depths)
    # A figure comes after the hex it stands on.
    place = {(kind, index): n for n, (kind, index, _) in enumerate(order)}
    for n, (cell, _figure) in enumerate(scene.pieces_drawn().items()):
        assert place[("figure", n)] > place[("top", cell)]


def test_the_board_is_a_draft_while_turning_and_sharp_at_rest(
    qtbot: Any, view: PyramidBoardView
) -> None:
    scene = view.pyramid()
    terrain = scene._terrain
    assert not terrain.draft
    assert terrain.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    scene.rotate_by(5.0)
    assert terrain.draft and scene.moving
    assert terrain.cacheMode() == QGraphicsItem.CacheMode.NoCache
    qtbot.waitUntil(lambda: not scene.moving, timeout=SETTLE_MS * 20)
    assert not terrain.draft
    assert terrain.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache


def _picture(view: PyramidBoardView) -> Any:
    """The view's pixels as an (h, w, 4) array."""
    QApplication.processEvents()
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), -1)
    return rows[:, : image.width() * 4].reshape(image.height(), image.width(), 4).astype(int)


def test_a_mark_repaints_its_hexes_as_a_whole_repaint_would(
    qtbot: Any, view: PyramidBoardView
) -> None:
    scene = view.pyramid()
    qtbot.waitUntil(lambda: not scene.moving, timeout=SETTLE_MS * 20)
    before = _picture(view)
    lift = next(iter(BOARD.links))
    scene.set_hint((lift, BOARD.links[lift]))
    partly = _picture(view)
    scene._terrain.update()  # everything painted again
    wholly = _picture(view)
    assert (np.abs(partly - before).max(axis=2) > 60).sum() > 100  # the hint shows
    # The same picture, but for smoothed edges rounded a shade apart.
    assert np.abs(partly - wholly).max() <= 8


def test_a_piece_moved_repaints_as_a_whole_repaint_would(
    qtbot: Any, view: PyramidBoardView
) -> None:
    scene = view.pyramid()
    look = PieceLook("trooper", "#c0392b", 0.8, "T")
    scene.set_position({INDEX["e2"]: look, INDEX["k9"]: look})
    qtbot.waitUntil(lambda: not scene.moving, timeout=SETTLE_MS * 20)
    before = _picture(view)
    scene.set_position({INDEX["f2"]: look, INDEX["k9"]: look}, fog={INDEX["h14"]})
    partly = _picture(view)
    scene._terrain.update()
    wholly = _picture(view)
    assert (np.abs(partly - before).max(axis=2) > 60).sum() > 100  # it moved
    assert np.abs(partly - wholly).max() <= 8
