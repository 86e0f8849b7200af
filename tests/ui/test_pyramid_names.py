"""Names on the pyramid: coordinates along every level's rims (as the hex
boards have on their frame), each hex's name on it when asked (View > Cell
Names), the hexes of a hint or a chosen path named on the board, on the
terraces and on the flat map; and the flat map itself, laid out to use its
area, with a larger summit and a move between levels drawn as a link."""

from __future__ import annotations

from typing import Any

import pytest

from boardroom.ui.games.jaheijagaj.adapter import pyramid
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.pyramidscene import PyramidBoardScene, PyramidBoardView
from tests.ui.test_pyramid_look import game, picture

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]
BOARD = pyramid()
__all__ = ["game"]  # the 4-seat example in a window, a fixture
INDEX = {name: i for i, name in enumerate(BOARD.names)}


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


def test_every_level_carries_its_coordinates_along_its_rims(view: PyramidBoardView) -> None:
    labels = view.pyramid().rim_labels()
    by_cell: dict[int, set[str]] = {}
    for cell, text in labels:
        by_cell.setdefault(cell, set()).add(text)
    # Level 0: letters along the south and north rims, numbers along the others.
    assert [t for c, t in labels if BOARD.names[c].endswith("1") and len(BOARD.names[c]) == 2][
        :16
    ] == list("abcdefghijklmnop")
    assert by_cell[INDEX["a1"]] == {"a", "1"} and by_cell[INDEX["p16"]] == {"p", "16"}
    assert by_cell[INDEX["a9"]] == {"9"}
    # Each higher level along its own rims: level 1 from d4 to m13, the summit h8 to i9.
    assert by_cell[INDEX["d4"]] == {"d", "4"} and by_cell[INDEX["m13"]] == {"m", "13"}
    assert by_cell[INDEX["h8"]] == {"h", "8"} and by_cell[INDEX["i9"]] == {"i", "9"}
    assert len(labels) == 4 * (16 + 10 + 6 + 2)
    # Drawn: all round the ground level; a higher level's rims where they face the viewer.
    scene = view.pyramid()
    shown = set(scene.rims_shown)
    assert len(scene._overlay.layers["rims"]) == len(shown)
    assert (INDEX["a1"], "a") in shown and (INDEX["a16"], "a") in shown
    assert (INDEX["f4"], "f") in shown and (INDEX["f13"], "f") not in shown  # level 1, S / N
    scene.set_yaw(180.0)
    scene.relayout()
    shown = set(scene.rims_shown)
    assert (INDEX["f4"], "f") not in shown and (INDEX["f13"], "f") in shown


def test_cell_names_write_each_hexs_name_on_it(view: PyramidBoardView) -> None:
    scene = view.pyramid()
    assert scene.has_cell_names() and not scene.cell_names_shown()
    h = INDEX["k9"]
    box = scene.cell_rect(h).toAlignedRect()
    before = picture(view).copy(box)
    scene.set_cell_names(True)
    assert scene._terrain.names[h] == "k9"
    after = picture(view).copy(box)
    changed = sum(
        before.pixel(x, y) != after.pixel(x, y)
        for x in range(box.width())
        for y in range(box.height())
    )
    assert changed > 20  # the name is written in the hex
    scene.set_flat(True)
    assert scene._terrain.names  # on the map too
    scene.set_cell_names(False)
    assert not scene._terrain.names


@pytest.mark.parametrize("flat", [False, True])
def test_a_hint_and_a_chosen_path_are_named_on_the_board(
    view: PyramidBoardView, flat: bool
) -> None:
    scene = view.pyramid()
    scene.set_flat(flat)
    way = [INDEX[n] for n in ("e2", "f2", "f3", "f4", "g4")]  # up the lift at f3
    scene.set_hint(tuple(way))
    names = scene._overlay.layers["names"]
    assert len(names) == len(way)
    for (point, _plate), cell in zip(names, way, strict=True):
        centre = scene.cell_centre(cell)
        assert abs(point.x() - centre.x()) < 1 and 0 < point.y() - centre.y() < 20
    scene.set_hint(None)
    assert not scene._overlay.layers["names"]


def test_the_flat_map_uses_its_area_with_a_larger_summit(view: PyramidBoardView) -> None:
    """(Before: hexes about 20 pixels, the summit a speck, at 1280x800.)"""
    scene = view.pyramid()
    scene.set_flat(True)
    bounds = scene._terrain.frame.bounds
    area = view.viewport().rect()
    assert max(bounds.width() / area.width(), bounds.height() / area.height()) > 0.9
    ground = scene.cell_rect(INDEX["a1"]).height()
    assert ground >= 24  # at 900x640
    assert scene.cell_rect(INDEX["h8"]).height() >= 1.9 * ground
    tall = scene._terrain.frame.bounds
    view.resize(1300, 500)  # a wide area: the levels side by side
    wide = scene._terrain.frame.bounds
    assert wide.height() / view.viewport().height() > 0.9
    assert wide.width() / wide.height() > 1.5 * tall.width() / tall.height()


def test_a_move_between_levels_is_a_link_on_the_flat_map(view: PyramidBoardView) -> None:
    scene = view.pyramid()
    way = [INDEX[n] for n in ("e2", "f2", "f3", "f4", "g4")]  # f3 is a lift to f4
    scene.set_last_move(tuple(way))
    assert None not in scene._last_path.points  # on the terraces: one line
    scene.set_flat(True)
    points = scene._last_path.points
    assert points.index(None) == 3  # e2 f2 f3, then the link, then f4 g4
    assert len(points) == 6


def test_view_cell_names_is_offered_for_the_pyramid(game: MainWindow) -> None:
    """(Before: the menu item was disabled for the pyramid.)"""
    action = game.cell_names_action
    assert action.isEnabled()
    scene = game.game_page.view.scene()
    assert isinstance(scene, PyramidBoardScene) and not scene._terrain.names
    action.trigger()
    assert scene._terrain.names and scene._terrain.names[INDEX["a1"]] == "a1"
    scene.set_flat(True)
    assert scene._terrain.names
    action.trigger()
    assert not scene._terrain.names


def test_the_rims_words_kept_while_turning_follow_the_table_scale_and_facing(
    view: PyramidBoardView,
) -> None:
    from boardroom.ui.scenes.pyramidlabels import haloed, size_of

    scene = view.pyramid()
    a1 = INDEX["a1"]

    def drawn(cell: int, text: str) -> Any:
        shown = [i for i, shown in enumerate(scene.rims_shown) if shown == (cell, text)]
        return scene._overlay.layers["rims"][shown[0]][1]

    first = drawn(a1, "a")
    scene.rotate_by(3.0)
    scene.relayout()
    assert drawn(a1, "a") is first  # the same picture, not looked up anew each frame
    height = size_of(first)[1]
    scene.set_text_scale(1.5)
    assert size_of(drawn(a1, "a"))[1] > height * 1.2  # larger words, drawn anew
    scene.set_text_scale(1.0)
    # Turned away, a ground rim's word is drawn dark on light, as haloed() draws it.
    scene.set_yaw(180.0)
    scene.relayout()
    pixels = scene.rim_pictures[0][0]
    expected = haloed("a", pixels, "#3a2e22", "#f6eedb", scene.ratio)
    assert drawn(a1, "a").toImage() == expected.toImage()
