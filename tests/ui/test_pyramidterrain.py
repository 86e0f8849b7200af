"""The one item that paints the pyramid: its frames agree with the camera's
point-by-point projection, it paints back to front, it drafts while the
board turns and is sharp at rest, and repainting only the hexes whose marks
changed gives the same picture as repainting everything."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QGraphicsItem

from boardroom.ui.games.jaheijagaj.adapter import pyramid
from boardroom.ui.scenes.pyramidframe import project
from boardroom.ui.scenes.pyramidgeometry import EDGE_CORNERS, Camera, build_solid, corner, normal
from boardroom.ui.scenes.pyramiditems import PieceLook
from boardroom.ui.scenes.pyramidscene import SETTLE_MS, PyramidBoardScene, PyramidBoardView

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]
BOARD = pyramid()
INDEX = {name: i for i, name in enumerate(BOARD.names)}

angles = st.floats(0.0, 360.0, allow_nan=False)
tilts = st.floats(Camera.MIN_TILT, Camera.MAX_TILT, allow_nan=False)
SOLID = build_solid(BOARD)


@settings(max_examples=25, deadline=None)
@given(angles, tilts, st.floats(5.0, 60.0), st.floats(-500, 500), st.floats(-500, 500))
def test_a_frame_projects_every_corner_as_the_camera_does_point_by_point(
    yaw: float, tilt: float, scale: float, ox: float, oy: float
) -> None:
    """A frame moves copies of one hexagon and a few wall shapes to the
    centres: the corners come out where projecting each one lands."""
    camera = Camera(yaw=yaw, tilt=tilt, scale=scale, origin=(ox, oy))
    frame = project(SOLID, camera)
    xs, ys, depth = camera.project(SOLID.centres)
    for cell in range(0, len(BOARD.cells), 7):
        assert frame.centres[cell].x() == pytest.approx(xs[cell], abs=1e-6)
        assert frame.centres[cell].y() == pytest.approx(ys[cell], abs=1e-6)
        assert frame.depth[cell] == pytest.approx(depth[cell], abs=1e-9)
        x, y, z = SOLID.centres[cell]
        corners = camera.project([(x + cx, y + cy, z) for cx, cy in map(corner, range(6))])
        polygon = frame.tops[cell]
        for i in range(6):
            assert polygon.at(i).x() == pytest.approx(corners[0][i], abs=1e-6)
            assert polygon.at(i).y() == pytest.approx(corners[1][i], abs=1e-6)
    shown = set(frame.wall_ids)
    for number, (_cell, d, _drop) in enumerate(SOLID.walls):
        assert (number in shown) == camera.facing_viewer(normal(d))
    for place, number in enumerate(frame.wall_ids[:40]):
        cell, d, drop = SOLID.walls[number]
        x, y, z = SOLID.centres[cell]
        a, b = (corner(i) for i in EDGE_CORNERS[d])
        points = [
            (x + a[0], y + a[1], z),
            (x + b[0], y + b[1], z),
            (x + b[0], y + b[1], z - drop),
            (x + a[0], y + a[1], z - drop),
        ]
        px, py, pd = camera.project(points)
        polygon = frame.walls[place]
        for i in range(4):
            assert polygon.at(i).x() == pytest.approx(px[i], abs=1e-6)
            assert polygon.at(i).y() == pytest.approx(py[i], abs=1e-6)
        assert frame.wall_depth[place] == pytest.approx(sum(pd) / 4, abs=1e-9)


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
    scene.rotate_by(5.0)
    assert terrain.draft and scene.moving
    qtbot.waitUntil(lambda: not scene.moving, timeout=SETTLE_MS * 20)
    assert not terrain.draft
    # No board-sized picture kept (memory): repaints are of the parts that change.
    assert terrain.cacheMode() == QGraphicsItem.CacheMode.NoCache


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


@pytest.mark.parametrize("yaw", [20.0, 145.0])
def test_a_turning_frame_copies_one_hexagon_a_colour_where_the_tops_are(
    view: PyramidBoardView, yaw: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While it turns each top is its colour's hexagon copied to the nearest
    pixel: the frame is the polygons' within a pixel's rounding."""
    from boardroom.ui.scenes import pyramidterrain

    scene = view.pyramid()
    scene.rotate_by(yaw)
    scene.relayout()
    scene._rest.stop()  # still turning however slow the machine
    assert scene._terrain.draft
    made: list[Any] = []
    stamp = pyramidterrain._stamp
    monkeypatch.setattr(
        pyramidterrain, "_stamp", lambda *args: made.append(args[1]) or stamp(*args)
    )
    copied = _picture(view)
    assert 1 <= len(made) <= 8  # a picture for each colour of top, not for each top
    monkeypatch.setattr(scene._terrain.frame, "template", None)  # each top a polygon
    drawn = _picture(view)
    assert scene._terrain.draft
    differ = (copied != drawn).any(axis=2)
    assert differ.mean() < 0.03  # only the outlines' rounding
