"""The pyramid scene: picking at every angle, turning, the compass, fog and
ghosts, lifts pointed at, paths previewed, moves entered by clicks, routes,
the keyboard and the flat map."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from boardroom.ui.games.jaheijagaj.adapter import pyramid
from boardroom.ui.scenes.pyramidgeometry import Camera
from boardroom.ui.scenes.pyramiditems import GhostLook, PieceLook, TankLook
from boardroom.ui.scenes.pyramidscene import PyramidBoardScene, PyramidBoardView

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]
BOARD = pyramid()
INDEX = {name: i for i, name in enumerate(BOARD.names)}


def cell(name: str) -> int:
    return INDEX[name]


@pytest.fixture
def view(qtbot: Any) -> Iterator[PyramidBoardView]:
    scene = PyramidBoardScene()
    scene.set_board(BOARD)
    v = PyramidBoardView(scene)
    qtbot.addWidget(v)
    v.resize(1000, 760)
    v.show()
    qtbot.waitExposed(v)
    yield v
    # Qt keeps a pointer to the widget under the mouse: a later test would
    # crash on it once this view is gone (as tests/ui/conftest.py says).
    qtbot.mouseMove(v, QPoint(-50, -50))


def scene_of(view: PyramidBoardView) -> PyramidBoardScene:
    return view.pyramid()


def click(
    qtbot: Any,
    view: PyramidBoardView,
    name: str,
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
) -> None:
    point = view.mapFromScene(scene_of(view).cell_centre(cell(name)))
    qtbot.mouseClick(view.viewport(), button, pos=point)


@pytest.mark.parametrize("yaw", [0.0, 37.0, 90.0, 180.0, 271.0])
@pytest.mark.parametrize("tilt", [Camera.DEFAULT_TILT, Camera.MAX_TILT])
def test_a_click_at_each_hexs_centre_picks_that_hex(
    view: PyramidBoardView, yaw: float, tilt: float
) -> None:
    """From the default tilt up: no terrace hides a hex's middle (lower, the
    far terraces hide the hexes behind them, as they would)."""
    scene = scene_of(view)
    scene.set_tilt(tilt)
    assert scene.camera.tilt == tilt
    scene.set_yaw(yaw)
    scene.relayout()
    wrong = []
    for h in range(len(BOARD.cells)):
        found = scene.cell_at(scene.cell_centre(h))
        if found != h:
            wrong.append((BOARD.names[h], None if found is None else BOARD.names[found]))
    assert not wrong, wrong[:10]


def test_the_flat_map_is_clickable_too(view: PyramidBoardView) -> None:
    scene = scene_of(view)
    scene.set_flat(True)
    assert all(scene.cell_at(scene.cell_centre(h)) == h for h in range(len(BOARD.cells)))
    assert not any(w.isVisible() for w in scene._walls)  # no walls on a map


def test_quarter_turns_by_keys_and_back_to_a_face(qtbot: Any, view: PyramidBoardView) -> None:
    scene = scene_of(view)
    assert scene.front_face() == "S"
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_BracketRight)
    assert scene.camera.yaw == pytest.approx(90.0)
    qtbot.keyClick(view, Qt.Key.Key_BracketRight)
    assert scene.front_face() == "N"
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    assert scene.camera.yaw % 360 == pytest.approx(0.0)
    for face in "WNES":
        scene.turn_to_face(face)
        assert scene.front_face() == face


def test_a_right_drag_turns_smoothly_and_ctrl_wheel_too(qtbot: Any, view: PyramidBoardView) -> None:
    scene = scene_of(view)
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.RightButton, pos=QPoint(300, 300))
    qtbot.mouseMove(viewport, QPoint(340, 300))
    qtbot.mouseRelease(viewport, Qt.MouseButton.RightButton, pos=QPoint(340, 300))
    assert 10.0 < scene.camera.yaw < 30.0


def test_fog_hides_pieces_and_ghosts_say_when_they_were_seen(view: PyramidBoardView) -> None:
    scene = scene_of(view)
    red = PieceLook("trooper", "#c0392b", 0.6, "T")
    blue = PieceLook("trooper", "#2e6fd1", 0.6, "T")
    scene.set_position(
        {cell("e2"): red, cell("h14"): blue},
        fog={cell("h14"), cell("k9")},
        ghosts=[GhostLook(cell("k9"), blue, "3 turns ago")],
    )
    drawn = scene.pieces_drawn()
    assert cell("e2") in drawn and cell("h14") not in drawn  # no piece under the fog
    assert drawn[cell("k9")].label == "3 turns ago" and drawn[cell("k9")].opacity() < 0.7
    assert scene.cell_item(cell("h14")).fog and not scene.cell_item(cell("e2")).fog


def test_a_piece_over_several_hexes_is_drawn_once_with_its_facing(view: PyramidBoardView) -> None:
    scene = scene_of(view)
    four = (cell("h2"), cell("i2"), cell("h1"), cell("g3"))
    scene.set_position({}, tanks=[TankLook(four, cell("i2"), "#c0392b")])
    assert len(scene.tanks_drawn()) == 1
    assert all(scene.cell_item(c).tint is not None for c in four)


def test_pointing_at_a_lift_lights_where_it_leads(qtbot: Any, view: PyramidBoardView) -> None:
    scene = scene_of(view)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene.cell_centre(cell("f3"))))
    assert scene.cell_item(cell("f3")).lit and scene.cell_item(cell("f4")).lit
    assert not scene.cell_item(cell("g2")).lit


MOVES = [
    (cell("e2"), cell("f2")),
    (cell("e2"), cell("f2"), cell("g2")),
    (cell("e2"), cell("e3"), cell("f3"), cell("f4"), cell("g4")),
    (cell("e2"), cell("f2"), cell("f3"), cell("f4"), cell("g4")),
]


def test_a_click_on_a_far_hex_takes_the_shortest_way(qtbot: Any, view: PyramidBoardView) -> None:
    scene = scene_of(view)
    scene.set_position({cell("e2"): PieceLook("trooper", "#c0392b", 0.6, "T")})
    scene.set_legal_moves(MOVES)
    asked: list[tuple[Any, ...]] = []
    scene.moveRequested.connect(asked.append)
    click(qtbot, view, "e2")
    assert scene.prefix() == (cell("e2"),)
    assert {cell("f2"), cell("g2"), cell("g4"), cell("f4")} <= scene.targets()
    click(qtbot, view, "g2")
    assert asked == [MOVES[1]]


def test_clicking_a_hex_on_the_way_routes_the_path(qtbot: Any, view: PyramidBoardView) -> None:
    scene = scene_of(view)
    scene.set_position({cell("e2"): PieceLook("trooper", "#c0392b", 0.6, "T")})
    scene.set_legal_moves(MOVES)
    asked: list[tuple[Any, ...]] = []
    scene.moveRequested.connect(asked.append)
    click(qtbot, view, "e2")
    click(qtbot, view, "e3")  # through e3, not f2
    assert scene.prefix() == (cell("e2"), cell("e3"))
    click(qtbot, view, "g4")
    assert asked == [MOVES[2]]


def test_pointing_shows_the_way_over_the_terraces(qtbot: Any, view: PyramidBoardView) -> None:
    scene = scene_of(view)
    scene.set_position({cell("e2"): PieceLook("trooper", "#c0392b", 0.6, "T")})
    scene.set_legal_moves(MOVES)
    click(qtbot, view, "e2")
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene.cell_centre(cell("g4"))))
    assert len(scene._preview.points) == 5  # e2 f2 f3 f4 g4 (or through e3)
    assert scene._beam.points  # the lift on the way glows


def test_a_move_that_goes_on_waits_for_a_second_click_or_enter(
    qtbot: Any, view: PyramidBoardView
) -> None:
    scene = scene_of(view)
    scene.set_position({cell("e2"): PieceLook("trooper", "#c0392b", 0.6, "T")})
    scene.set_legal_moves(MOVES)
    asked: list[tuple[Any, ...]] = []
    scene.moveRequested.connect(asked.append)
    click(qtbot, view, "e2")
    click(qtbot, view, "f2")  # a move, but g2 follows on
    assert not asked and scene.can_stop_here()
    click(qtbot, view, "f2")
    assert asked == [MOVES[0]]


def test_a_right_click_plays_the_context_step(qtbot: Any, view: PyramidBoardView) -> None:
    scene = scene_of(view)
    scene.context_prefix = ("spawn",)
    scene.set_legal_moves([("spawn", cell("g2"))])
    asked: list[tuple[Any, ...]] = []
    scene.moveRequested.connect(asked.append)
    click(qtbot, view, "g2", Qt.MouseButton.RightButton)
    assert asked == [("spawn", cell("g2"))]


def test_every_hex_is_reachable_by_the_keyboard(qtbot: Any, view: PyramidBoardView) -> None:
    scene = scene_of(view)
    scene.set_legal_moves(MOVES)
    view.setFocus()
    reached = set()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    for key in [Qt.Key.Key_Up] * 20 + [Qt.Key.Key_Left] * 20 + [Qt.Key.Key_Down] * 20:
        qtbot.keyClick(view, key)
        reached.add(scene.cursor_cell())
    assert len(reached) > 20
    # A walk to e2 by arrows, then Enter picks the piece there.
    scene.set_position({cell("e2"): PieceLook("trooper", "#c0392b", 0.6, "T")})
    for _ in range(120):
        here = scene.cursor_cell()
        if here == cell("e2"):
            break
        there, now = scene.cell_centre(cell("e2")), scene.cell_centre(here)  # type: ignore[arg-type]
        dx, dy = there.x() - now.x(), there.y() - now.y()
        key = (
            (Qt.Key.Key_Down if dy > 0 else Qt.Key.Key_Up)
            if abs(dy) > abs(dx)
            else (Qt.Key.Key_Right if dx > 0 else Qt.Key.Key_Left)
        )
        qtbot.keyClick(view, key)
    assert scene.cursor_cell() == cell("e2")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.prefix() == (cell("e2"),)


@pytest.mark.qt_log_ignore("raise")
def test_a_hexs_words_are_asked_for_only_when_wanted(qtbot: Any, view: PyramidBoardView) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    scene = scene_of(view)
    asked: list[int] = []

    def words(h: int) -> str:
        asked.append(h)
        return f"hex {BOARD.names[h]}"

    scene.set_cell_texts(words)
    assert not asked  # nothing worked out for the 256 hexes up front
    assert scene.describe(cell("e2")) == "hex e2" and asked == [cell("e2")]
    point = view.mapFromScene(scene.cell_centre(cell("g4")))
    QApplication.sendEvent(
        view.viewport(), QHelpEvent(QEvent.Type.ToolTip, point, view.viewport().mapToGlobal(point))
    )
    qtbot.waitUntil(lambda: QToolTip.text() == "hex g4")


def test_a_hex_drawn_again_when_its_fog_lifts_though_pictures_are_kept(
    qtbot: Any, view: PyramidBoardView
) -> None:
    """At rest each hex keeps its picture; a change of fog must still show."""
    scene = scene_of(view)
    h = cell("k9")
    point = view.mapFromScene(scene.cell_centre(h))
    scene.set_position({}, fog={h})
    dark = view.viewport().grab().toImage().pixelColor(point)
    scene.set_position({}, fog=set())
    light = view.viewport().grab().toImage().pixelColor(point)
    assert light.lightness() > dark.lightness() + 20
    scene.set_position({}, fog={h})
    assert view.viewport().grab().toImage().pixelColor(point) == dark
