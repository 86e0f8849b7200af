"""The hex board scene: layout, move entry by click, drag and keys, marks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from boardroom.engine.hexgrid import hex_board
from boardroom.ui.scenes.hexscene import CellContent, HexBoardScene, HexBoardView

pytestmark = pytest.mark.qt_log_level_fail("WARNING")

B6 = hex_board(6)
C = B6.cell


@pytest.fixture
def board(qtbot):  # type: ignore[no-untyped-def]
    """A side-6 board in a shown 600x600 view with a few pieces."""
    scene = HexBoardScene()
    scene.set_board(B6)
    cells = [CellContent() for _ in range(B6.size)]
    cells[C("C5")] = CellContent(("black", "black", "white"))
    cells[C("E4")] = CellContent(("black",))
    cells[C("G3")] = CellContent(("black", "white"))
    cells[C("B2")] = CellContent(("white",))
    cells[C("D3")] = CellContent(lake=True)
    scene.set_position(cells)
    view = HexBoardView(scene)
    view.resize(600, 600)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def at(view: HexBoardView, scene: HexBoardScene, label: str) -> QPoint:
    return view.mapFromScene(scene.cell_centre(C(label)))


def click(
    view: HexBoardView,
    scene: HexBoardScene,
    label: str,
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
) -> None:
    QTest.mouseClick(
        view.viewport(), button, Qt.KeyboardModifier.NoModifier, at(view, scene, label)
    )


def steps(*labels: str) -> tuple[int, ...]:
    return tuple(C(label) for label in labels)


def recorder(scene: HexBoardScene) -> list[tuple[int, ...]]:
    got: list[tuple[int, ...]] = []
    scene.moveRequested.connect(got.append)
    return got


# ----- layout ------------------------------------------------------------------


@pytest.mark.parametrize("side, count", [(6, 91), (5, 61)])
def test_one_item_per_cell_at_distinct_places_with_labels(qtbot, side, count):  # type: ignore[no-untyped-def]
    board = hex_board(side)
    scene = HexBoardScene()
    scene.set_board(board)
    items = [scene.cell_item(i) for i in range(board.size)]
    assert len(items) == count
    places = {(round(i.pos().x(), 3), round(i.pos().y(), 3)) for i in items}
    assert len(places) == count
    assert [i.label for i in items] == list(board.labels)
    assert scene.cell_item(board.cell("C4")).toolTip().startswith("C4")
    # Row A (seat 0) at the bottom: larger y than the last row.
    assert scene.cell_centre(0).y() > scene.cell_centre(board.size - 1).y()
    # Within a row, numbers grow to the right.
    assert scene.cell_centre(board.cell("A1")).x() < scene.cell_centre(board.cell("A2")).x()
    # Neighbours are one cell apart, nothing overlaps.
    a, b = scene.cell_centre(board.cell("E3")), scene.cell_centre(board.cell("E4"))
    assert abs((b - a).manhattanLength() - 40 * 3**0.5) < 1e-6
    assert scene.sceneRect().contains(scene.cell_item(0).sceneBoundingRect())


def test_flip_turns_positions_but_keeps_labels(board):  # type: ignore[no-untyped-def]
    scene, _view = board
    before = [scene.cell_centre(i) for i in range(B6.size)]
    scene.set_flipped(True)
    after = [scene.cell_centre(i) for i in range(B6.size)]
    assert all(
        abs(a.x() + b.x()) < 1e-9 and abs(a.y() + b.y()) < 1e-9
        for a, b in zip(before, after, strict=True)
    )
    assert after[0].y() < after[-1].y()  # row A now at the top
    assert [scene.cell_item(i).label for i in range(B6.size)] == list(B6.labels)
    assert scene.cell_item(0).rotation() == 0  # text is not turned upside down
    scene.set_flipped(False)
    assert scene.cell_centre(0) == before[0]


@pytest.mark.parametrize("side", [6, 5])
@pytest.mark.parametrize("flipped", [False, True])
def test_coordinates_on_the_rims_and_cell_names_as_an_option(qtbot, side, flipped):  # type: ignore[no-untyped-def]
    """Issue 13 (9): cell names were drawn over the lakes and squeezed at the
    top of occupied cells. The rims carry the row letters and the cell
    numbers; names inside the cells are an option."""
    board = hex_board(side)
    scene = HexBoardScene()
    scene.set_board(board)
    scene.set_flipped(flipped)
    assert not scene.cell_names_shown()
    assert not any(scene.cell_item(i).show_label for i in range(board.size))
    frame = scene._frame
    letters = sorted(text for _p, text in frame.letters)
    assert letters == sorted(chr(ord("A") + r) for r in range(board.rows))  # one per row
    numbers = [text for _p, text in frame.numbers]
    widest = 2 * side - 1
    # Each line of equal numbers is named where it leaves the board, at
    # both ends: 1..side below the first row and above the last, the rest
    # along the right-hand rims.
    assert sorted(set(numbers), key=int) == [str(n) for n in range(1, widest + 1)]
    assert all(numbers.count(str(n)) == 2 for n in range(1, widest + 1))
    centres = [scene.cell_centre(i) for i in range(board.size)]
    marks = [p for p, _t in frame.letters + frame.numbers]
    r = 40.0
    for point in marks:
        assert frame.outline.containsPoint(point, Qt.FillRule.OddEvenFill)
        # Off every cell, and clear of each other.
        assert min(((point - c).x() ** 2 + (point - c).y() ** 2) ** 0.5 for c in centres) > r
    for i, a in enumerate(marks):
        for b in marks[i + 1 :]:
            assert ((a - b).x() ** 2 + (a - b).y() ** 2) ** 0.5 > 0.9 * r
    # Each number continues its line of cells: A1's number is down-right of it.
    a1 = scene.cell_centre(board.cell("A1"))
    one = min(
        (p for p, t in frame.numbers if t == "1"),
        key=lambda p: (p - a1).x() ** 2 + (p - a1).y() ** 2,
    )
    step = scene.cell_centre(board.cell("A1")) - scene.cell_centre(board.cell("B1"))
    assert abs((one - a1 - step).manhattanLength()) < 1e-6
    scene.set_cell_names(True)
    assert all(scene.cell_item(i).show_label for i in range(board.size))
    scene.set_board(board)  # a new board keeps the choice
    assert scene.cell_item(0).show_label


def test_set_position_needs_one_entry_per_cell(board):  # type: ignore[no-untyped-def]
    scene, _view = board
    with pytest.raises(ValueError):
        scene.set_position([CellContent()] * 10)


def test_tooltips_describe_contents_and_take_names(board):  # type: ignore[no-untyped-def]
    scene, _view = board
    assert scene.describe(C("E4")) == "E4: Black"
    assert scene.cell_item(C("D3")).toolTip() == "D3: lake"
    assert scene.cell_item(C("A1")).toolTip() == "A1: empty"
    assert scene.cell_item(C("C5")).toolTip() == (
        "C5: stack of 3, White on top (from the bottom: Black, Black, White)"
    )
    scene.set_tooltip_names({"white": "Blanc", "black": "Noir"})
    assert "Blanc" in scene.cell_item(C("C5")).toolTip()
    assert scene.cell_item(C("E4")).toolTip() == "E4: Noir"


# ----- clicks ------------------------------------------------------------------------


def test_click_click_emits_the_move(board, qtbot):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("C5", "C6"), steps("C5", "D5"), steps("E4", "E5")])
    prefixes: list[tuple[int, ...]] = []
    scene.selectionChanged.connect(prefixes.append)
    click(view, scene, "C5")
    assert scene.prefix() == steps("C5")
    assert sorted(scene.next_steps()) == sorted(steps("C6", "D5"))
    assert scene.cell_item(C("C6")).target and not scene.cell_item(C("E5")).target
    assert scene.cell_item(C("C5")).selected
    with qtbot.waitSignal(scene.moveRequested, timeout=1000) as blocker:
        click(view, scene, "D5")
    assert blocker.args == [steps("C5", "D5")]
    assert prefixes == [steps("C5"), ()]
    assert scene.prefix() == ()
    assert not scene.cell_item(C("C6")).target


def test_clicking_another_piece_switches_and_again_deselects(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("C5", "C6"), steps("E4", "E5")])
    got = recorder(scene)
    click(view, scene, "C5")
    click(view, scene, "E4")
    assert scene.prefix() == steps("E4")
    click(view, scene, "E4")
    assert scene.prefix() == ()
    click(view, scene, "E5")  # not a start: nothing happens
    assert scene.prefix() == () and got == []


def test_single_step_move_is_one_click(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("F6"), steps("F7")])
    got = recorder(scene)
    click(view, scene, "F7")
    assert got == [steps("F7")]


def test_multi_jump_waits_for_stop_or_end(board):  # type: ignore[no-untyped-def]
    scene, view = board
    jumps = [
        steps("C5", "E4"),
        steps("C5", "E4", "G3"),
        steps("C5", "E4", "G3", "I6"),
        steps("C5", "C6"),
    ]
    scene.set_legal_moves(jumps)
    got = recorder(scene)
    click(view, scene, "C5")
    click(view, scene, "E4")
    assert got == [] and scene.prefix() == steps("C5", "E4")
    assert scene.next_steps() == [C("G3")]
    assert scene.cell_item(C("G3")).target
    assert scene._ghost.isVisible() and scene._ghost.stoppable
    assert scene._ghost.pos() == scene.cell_centre(C("E4"))
    assert scene.cell_item(C("C5")).lifted
    click(view, scene, "G3")
    assert got == [] and scene.prefix() == steps("C5", "E4", "G3")
    click(view, scene, "G3")  # the piece at its landing again: stop here
    assert got == [steps("C5", "E4", "G3")]
    assert not scene._ghost.isVisible()

    scene.set_legal_moves(jumps)
    for label in ("C5", "E4", "G3", "I6"):
        click(view, scene, label)
    assert got[-1] == steps("C5", "E4", "G3", "I6")  # nothing extends it: sent at once


def test_stop_here_and_partial_prefix(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("C5", "E4", "G3"), steps("C5", "E4", "G3", "I6")])
    got = recorder(scene)
    click(view, scene, "C5")
    click(view, scene, "E4")
    assert not scene.stop_here()  # (C5, E4) alone is not a move
    assert not scene._ghost.stoppable
    click(view, scene, "E4")  # clicking the landing does not stop there either
    assert got == [] and scene.prefix() == steps("C5", "E4")
    click(view, scene, "A1")  # a stray click keeps a multi-step move in progress
    assert scene.prefix() == steps("C5", "E4")
    click(view, scene, "G3")
    assert scene.stop_here()
    assert got == [steps("C5", "E4", "G3")]


@pytest.mark.parametrize("how", ["right-click", "escape", "method"])
def test_cancel(board, how):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("C5", "E4"), steps("C5", "E4", "G3")])
    got = recorder(scene)
    click(view, scene, "C5")
    click(view, scene, "E4")
    assert scene.prefix() == steps("C5", "E4")
    if how == "right-click":
        click(view, scene, "H5", Qt.MouseButton.RightButton)
    elif how == "escape":
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Escape)
    else:
        scene.cancel_selection()
    assert scene.prefix() == ()
    assert not scene._ghost.isVisible() and not scene.cell_item(C("G3")).target
    assert got == []


def test_no_legal_moves_ignores_clicks(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("C5", "C6")])
    scene.set_legal_moves([])
    got = recorder(scene)
    click(view, scene, "C5")
    click(view, scene, "C6")
    assert got == [] and scene.prefix() == ()
    assert scene.next_steps() == []
    assert not scene.cell_item(C("C6")).target


def test_input_locked_after_a_move_until_new_moves(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("F7")])
    got = recorder(scene)
    click(view, scene, "F7")
    click(view, scene, "F7")
    assert got == [steps("F7")]
    scene.set_legal_moves([steps("F7")])
    click(view, scene, "F7")
    assert got == [steps("F7"), steps("F7")]


def test_new_moves_keep_a_still_valid_selection(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("C5", "C6")])
    click(view, scene, "C5")
    scene.set_legal_moves([steps("C5", "C6"), steps("E4", "E5")])
    assert scene.prefix() == steps("C5")
    scene.set_legal_moves([steps("E4", "E5")])
    assert scene.prefix() == ()


# ----- drag and drop -------------------------------------------------------------------


def drag(view: HexBoardView, scene: HexBoardScene, start: str, end: str) -> None:
    a, b = at(view, scene, start), at(view, scene, end)
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(viewport, (a + b) / 2)
    QTest.mouseMove(viewport, b)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def test_drag_and_drop_emits_the_move(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("C5", "C6"), steps("C5", "D5")])
    got = recorder(scene)
    drag(view, scene, "C5", "D5")
    assert got == [steps("C5", "D5")]


def test_drop_on_an_illegal_cell_snaps_back(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("C5", "C6")])
    got = recorder(scene)
    drag(view, scene, "C5", "F6")
    assert got == [] and scene.prefix() == steps("C5")
    assert not scene._ghost.isVisible() and not scene.cell_item(C("C5")).lifted
    click(view, scene, "C6")  # the selection is still usable
    assert got == [steps("C5", "C6")]


def test_drag_in_a_multi_jump_lands_one_step(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("C5", "E4"), steps("C5", "E4", "G3")])
    got = recorder(scene)
    drag(view, scene, "C5", "E4")
    assert got == [] and scene.prefix() == steps("C5", "E4")
    drag(view, scene, "E4", "G3")
    assert got == [steps("C5", "E4", "G3")]


def test_dragging_moves_the_ghost_under_the_mouse(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("C5", "C6")])
    a, b = at(view, scene, "C5"), at(view, scene, "H5")
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(viewport, b)
    assert scene._ghost.isVisible()
    assert scene.cell_at(scene._ghost.pos()) == C("H5")
    assert scene.cell_item(C("C5")).lifted
    assert not scene.cell_item(C("H5")).hovered  # not a place to drop
    QTest.mouseMove(viewport, at(view, scene, "C6"))
    assert scene.cell_item(C("C6")).hovered
    c6 = at(view, scene, "C6")
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, c6)
    assert not scene._ghost.isVisible()


# ----- keyboard --------------------------------------------------------------------------


def test_keyboard_cursor_and_enter(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([steps("F6", "F7"), steps("F6", "G6")])
    got = recorder(scene)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)  # first key shows the cursor on the centre
    assert scene.cursor_cell() == B6.centre == C("F6")
    assert scene.cell_item(C("F6")).keyboard_cursor
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert scene.prefix() == steps("F6")
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert scene.cursor_cell() in steps("G6", "G7")
    QTest.keyClick(view, Qt.Key.Key_Down)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.cursor_cell() == C("F7")
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert got == [steps("F6", "F7")]


def test_keyboard_follows_the_flip(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_flipped(True)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)  # right on screen is towards F5 when flipped
    assert scene.cursor_cell() == C("F5")


# ----- marks and drawing --------------------------------------------------------------


def test_last_move_and_hint_marks(board):  # type: ignore[no-untyped-def]
    scene, _view = board
    scene.set_last_move(steps("C5", "E4", "G3"))
    assert scene.cell_item(C("C5")).last_move and scene.cell_item(C("G3")).last_move
    assert not scene.cell_item(C("E4")).last_move
    assert scene._last_path.isVisible() and len(scene._last_path.points) == 3
    scene.set_hint(steps("B2", "B3"))
    assert scene.cell_item(C("B2")).hint and scene._hint_path.isVisible()
    scene.set_hint(None)
    scene.set_last_move(None)
    assert not scene.cell_item(C("B2")).hint and not scene._hint_path.isVisible()
    assert not scene.cell_item(C("C5")).last_move and not scene._last_path.isVisible()


def test_regions_tint_and_borders(board):  # type: ignore[no-untyped-def]
    scene, _view = board
    scene.set_regions({C("A1"): "north", C("A2"): "south"}, colours={"north": "#ff0000"})
    assert scene.cell_item(C("A1")).region_tint == QColor("#ff0000")
    assert scene.cell_item(C("A2")).region_tint is not None
    assert scene.cell_item(C("A3")).region_tint is None
    assert len(scene._borders.lines) > 0
    scene.set_regions(None)
    assert scene._borders.lines == [] and scene.cell_item(C("A1")).region_tint is None


def pixel(view: HexBoardView, scene: HexBoardScene, label: str, dy: float = 0.0) -> QColor:
    centre = scene.cell_centre(C(label))
    point = view.mapFromScene(centre.x(), centre.y() + dy)
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()  # the grab is in device pixels on high-DPI screens
    return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))


def test_drawing_shows_lakes_discs_and_targets(board):  # type: ignore[no-untyped-def]
    scene, view = board
    lake = pixel(view, scene, "D3", dy=-8)  # between the waves
    assert lake.blue() > lake.red() + 60
    black = pixel(view, scene, "E4", dy=14)
    assert black.lightness() < 80
    white = pixel(view, scene, "B2", dy=14)
    assert white.lightness() > 180
    empty_before = pixel(view, scene, "C6", dy=12)
    scene.set_legal_moves([steps("C5", "C6")])
    click(view, scene, "C5")  # selecting C5 paints a green halo on C6
    halo = pixel(view, scene, "C6", dy=12)
    assert halo.green() > halo.red() and empty_before.red() > empty_before.green()


def test_view_fits_the_board_when_resized(board, qtbot):  # type: ignore[no-untyped-def]
    scene, view = board
    view.resize(300, 300)

    def fits() -> None:  # the view refits when its resize is processed: wait for that
        rect = view.mapFromScene(scene.sceneRect()).boundingRect()
        assert rect.width() <= 302 and rect.height() <= 302
        assert max(rect.width(), rect.height()) >= 290

    qtbot.waitUntil(fits, timeout=10000)
    small = view.transform().m11()
    view.resize(900, 900)
    qtbot.waitUntil(lambda: view.transform().m11() > 2.5 * small, timeout=10000)
