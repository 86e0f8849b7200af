"""The square board scene: layout, pieces and tooltips, move entry by click,
drag and keys, promotion choice, path preview, marks, flip, piece art."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from boardroom.ui.games.jikaida.layout import jikaida_layout
from boardroom.ui.games.jikaida.pieces import JIKAIDA_PIECES
from boardroom.ui.pieceart import PieceArt, PieceSet
from boardroom.ui.scenes.squarescene import (
    SquareBoardScene,
    SquareBoardView,
    SquareMove,
)

pytestmark = pytest.mark.qt_log_level_fail("WARNING")

L = jikaida_layout()
S = L.parse


def sq(*names: str) -> tuple[int, ...]:
    return tuple(S(n) for n in names)


PIECES = {
    S("h1"): ("K", 0),
    S("f18"): ("K", 1),
    S("e4"): ("P", 0),
    S("e5"): ("S", 0),
    S("e6"): ("S", 1),
    S("e7"): ("D", 0),
    S("c6"): ("J", 1),
    S("e17"): ("S", 0),
    S("a1"): ("C", 0),
}


@pytest.fixture
def board(qtbot):  # type: ignore[no-untyped-def]
    """The full Jikaida board in a shown 500x700 view with a few pieces."""
    scene = SquareBoardScene(JIKAIDA_PIECES)
    scene.set_layout(L)
    scene.set_pieces(PIECES)
    view = SquareBoardView(scene)
    view.resize(500, 700)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def at(view: SquareBoardView, scene: SquareBoardScene, name: str) -> QPoint:
    return view.mapFromScene(scene.square_centre(S(name)))


def click(
    view: SquareBoardView,
    scene: SquareBoardScene,
    name: str,
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
) -> None:
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, at(view, scene, name))


def hover(view: SquareBoardView, scene: SquareBoardScene, name: str) -> None:
    QTest.mouseMove(view.viewport(), at(view, scene, name))


def drag(view: SquareBoardView, scene: SquareBoardScene, start: str, end: str) -> None:
    a, b = at(view, scene, start), at(view, scene, end)
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(viewport, (a + b) / 2)
    QTest.mouseMove(viewport, b)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def recorder(scene: SquareBoardScene) -> list[tuple[Hashable, ...]]:
    got: list[tuple[Hashable, ...]] = []
    scene.moveRequested.connect(got.append)
    return got


def pixel(
    view: SquareBoardView, scene: SquareBoardScene, name: str, dx: float = 0.0, dy: float = 0.0
) -> QColor:
    centre = scene.square_centre(S(name))
    point = view.mapFromScene(centre.x() + dx, centre.y() + dy)
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio))


# ----- layout -------------------------------------------------------------------------


def test_layout_names_regions_and_colours() -> None:
    assert (L.files, L.ranks, L.size) == (12, 18, 216)
    assert [L.name(0), L.name(11), L.name(12), L.name(215)] == ["a1", "l1", "a2", "l18"]
    assert S("l18") == 215 and S("E4") == 3 * 12 + 4
    with pytest.raises(ValueError):
        S("m1")
    assert L.region_of(S("i3")).name == "Zhantil"  # type: ignore[union-attr]
    assert L.local_name(S("i3")) == "C3"
    assert L.local_name(S("a13")) == "A1" and L.region_of(S("a13")).name == "Wersting"  # type: ignore[union-attr]
    assert L.local_name(S("l18")) == "F6" and L.region_of(S("l18")).name == "Chavonth"  # type: ignore[union-attr]
    assert sorted(r.name for r in L.regions) == sorted(
        ["Mortil", "Zhantil", "Neemu", "Leem", "Wersting", "Chavonth"]
    )
    # The right end of each player's first rank is yellow; colours alternate.
    assert L.square_colour(S("l1")) == "yellow" and L.square_colour(S("a18")) == "yellow"
    assert L.square_colour(S("k1")) == "blue" and L.square_colour(S("l2")) == "blue"
    assert L.square_colour(S("h1")) == "yellow" and L.square_colour(S("f18")) == "blue"
    drill = jikaida_layout("stikitche")
    assert (drill.files, drill.ranks) == (6, 12) and drill.rank_fronts == (5,)
    assert drill.square_colour(drill.parse("f1")) == "yellow"
    assert drill.local_name(drill.parse("c12")) == "C6"
    with pytest.raises(ValueError):
        jikaida_layout("chess")


def test_squares_are_placed_from_yellow_side_and_flip(board):  # type: ignore[no-untyped-def]
    scene, _view = board
    places = {(scene.square_centre(s).x(), scene.square_centre(s).y()) for s in range(L.size)}
    assert len(places) == L.size
    a1, l1, a18 = (scene.square_centre(S(n)) for n in ("a1", "l1", "a18"))
    assert a1.x() < l1.x() and a1.y() == l1.y()  # files grow to the right
    assert a18.y() < a1.y()  # rank 18 at the top
    assert abs((l1 - a1).x() - 11 * 40) < 1e-9
    assert all(
        scene.sceneRect().contains(scene.square_item(s).sceneBoundingRect())
        for s in (0, 11, 204, 215)
    )
    scene.set_flipped(True)
    assert scene.is_flipped()
    b1, bl1, b18 = (scene.square_centre(S(n)) for n in ("a1", "l1", "a18"))
    assert b1.x() > bl1.x() and b18.y() > b1.y()  # Blue's side at the bottom
    assert scene.piece_item(S("h1")).pos() == scene.square_item(S("h1")).pos()
    labels = {text for _p, text in scene._frame.labels}
    assert {"a", "l", "1", "18"} <= labels
    assert len(scene._regions.fronts) == 3  # f|g, 6|7, 12|13


def test_region_names_and_local_coordinates(board):  # type: ignore[no-untyped-def]
    scene, _view = board
    # Issue 13 (9): the names lay on the squares, under the pieces; they run
    # along the frame beside the regions, where no piece ever stands.
    side = scene._frame.side_names
    assert sorted(name for *_rest, name in side) == sorted(r.name for r in L.regions)
    assert scene._regions.names == []
    squares = scene._regions.outline
    for centre, length, where, name in side:
        assert not squares.contains(centre), name
        assert scene._frame.outer().contains(centre), name
        region = next(r for r in L.regions if r.name == name)
        rect = scene._region_rect(region)
        assert abs(centre.y() - rect.center().y()) < 1e-6 and length == rect.height()
        assert (centre.x() < squares.left()) == (where < 0)
    assert scene.square_item(S("i3")).local_label is None
    scene.set_local_coordinates(True)
    assert scene.square_item(S("i3")).local_label == "C3"
    scene.set_local_coordinates(False)
    assert scene.square_item(S("i3")).local_label is None


def _render(item, size: int = 160) -> QImage:  # type: ignore[no-untyped-def]
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(size / 40.0, size / 40.0)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def test_local_coordinates_stay_readable_over_pieces(board):  # type: ignore[no-untyped-def]
    """The coordinate is drawn above the piece, on a light plate."""
    scene, _view = board
    piece = scene.piece_item(S("e4"))  # a Pallan stands there
    assert piece.zValue() > scene.square_item(S("e4")).zValue()
    plain = _render(piece)
    scene.set_local_coordinates(True)
    marked = _render(piece)
    plate = scene._theme.local_plate
    corner = [marked.pixelColor(x, y) for x in range(2, 40) for y in range(2, 14)]
    assert (
        sum(
            1
            for c in corner
            if abs(c.red() - plate.red()) < 25
            and abs(c.green() - plate.green()) < 25
            and c.alpha() > 150
        )
        > 100
    )
    assert plain != marked


def test_pieces_have_a_dark_outline_on_any_square(qtbot):  # type: ignore[no-untyped-def]
    """Yellow on straw had little contrast: every piece now carries a dark
    outline (and shadow) beyond its own drawing."""
    plain = PieceArt(JIKAIDA_PIECES).pixmap("S", 0, 96).toImage()
    scene = SquareBoardScene(JIKAIDA_PIECES)
    outlined = scene._art.pixmap("S", 0, 96).toImage()
    added = dark = 0
    for x in range(96):
        for y in range(96):
            if plain.pixelColor(x, y).alpha() == 0 and outlined.pixelColor(x, y).alpha() > 100:
                added += 1
                dark += outlined.pixelColor(x, y).lightnessF() < 0.3
    assert added > 200 and dark > 0.9 * added
    # Against both square colours the ring is far darker than the square.
    ring = scene._theme.piece_halo.lightnessF()
    for key in ("yellow", "blue"):
        assert scene._theme.square_colour(key).lightnessF() - ring > 0.5


# ----- pieces and tooltips ----------------------------------------------------------------


def test_pieces_appear_with_tooltips(board):  # type: ignore[no-untyped-def]
    scene, view = board
    assert scene.piece_item(S("h1")).piece == ("K", 0)
    assert scene.piece_item(S("f18")).piece == ("K", 1)
    assert scene.piece_item(S("e3")).piece is None
    assert scene.describe(S("h1")) == "h1 (Zhantil B1): Yellow King"
    assert scene.describe(S("c6")) == "c6 (Mortil C6): Blue Jiktar"
    assert scene.describe(S("e9")) == "e9 (Neemu E3): empty"
    # A gold piece on h1 and a deep blue one on f18 are really painted.
    gold = pixel(view, scene, "h1", dy=8)
    assert gold.red() > gold.blue() + 60
    # (Sampled down the piece's middle: its shadow now darkens the square
    # beside it, so one pixel may be shaded slate.)
    blues = [pixel(view, scene, "f18", dy=dy) for dy in (4, 6, 8, 10, 12)]
    assert any(b.blue() > b.red() + 60 and b.red() < 120 for b in blues)  # not the slate
    scene.set_pieces({S("h1"): ("A", 1)})
    assert scene.piece_item(S("f18")).piece is None
    assert scene.describe(S("h1")).endswith("Blue Kapt")
    with pytest.raises(ValueError):
        scene.set_pieces({216: ("K", 0)})


def test_piece_art_files_and_fallback(qapp) -> None:  # type: ignore[no-untyped-def]
    art = PieceArt(JIKAIDA_PIECES)
    for kind in "KPACJHNDS":
        for seat in (0, 1):
            renderer = art.renderer(kind, seat)
            assert renderer is not None and renderer.isValid(), (kind, seat)
    small, large = art.pixmap("K", 0, 30), art.pixmap("K", 0, 90)
    assert (small.width(), large.width()) == (30, 90)
    assert art.pixmap("K", 0, 30) is small  # cached
    # Yellow and Blue pictures differ: gold versus deep blue in the middle.
    yellow = art.pixmap("J", 0, 60).toImage().pixelColor(30, 55)
    blue = art.pixmap("J", 1, 60).toImage().pixelColor(30, 55)
    assert yellow.red() > yellow.blue() and blue.blue() > blue.red()
    odd = PieceArt(PieceSet("nowhere", {"X": ("x", "X")}, (("red", "Red"),)))
    assert odd.renderer("X", 0) is None
    disc = odd.pixmap("X", 0, 40).toImage()
    assert disc.pixelColor(20, 20).alpha() > 0 and disc.pixelColor(1, 1).alpha() == 0


# ----- clicks ---------------------------------------------------------------------------


def test_click_click_emits_the_move(board, qtbot):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves(
        [SquareMove(sq("e4", "f5")), SquareMove(sq("e4", "e6")), sq("h1", "h2")]
    )  # plain steps tuples are taken too
    prefixes: list[tuple[Hashable, ...]] = []
    scene.selectionChanged.connect(prefixes.append)
    assert scene.next_steps() == sorted(sq("e4", "h1"))
    click(view, scene, "e4")
    assert scene.prefix() == sq("e4")
    assert sorted(scene.next_steps()) == sorted(sq("f5", "e6"))
    assert scene.square_item(S("e4")).selected
    assert scene.square_item(S("f5")).target and not scene.square_item(S("f5")).capture
    assert scene.square_item(S("e6")).target and scene.square_item(S("e6")).capture
    assert not scene.square_item(S("h2")).target
    with qtbot.waitSignal(scene.moveRequested, timeout=1000) as blocker:
        click(view, scene, "f5")
    assert blocker.args == [sq("e4", "f5")]
    assert prefixes == [sq("e4"), ()]
    assert not scene.square_item(S("f5")).target


def test_illegal_target_does_nothing(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([SquareMove(sq("e4", "f5"))])
    got = recorder(scene)
    click(view, scene, "e5")  # a piece that may not move
    assert scene.prefix() == ()
    click(view, scene, "e4")
    click(view, scene, "g7")  # not a target: drops the selection, sends nothing
    assert got == [] and scene.prefix() == ()
    click(view, scene, "f5")  # not a start either
    assert got == [] and scene.prefix() == ()
    click(view, scene, "e4")
    click(view, scene, "e4")  # the piece again: deselect
    assert scene.prefix() == () and got == []


def test_no_moves_and_lock_after_a_move(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([])
    got = recorder(scene)
    click(view, scene, "e4")
    assert scene.prefix() == () and scene.next_steps() == []
    scene.set_legal_moves([SquareMove(sq("e4", "f5"))])
    click(view, scene, "e4")
    click(view, scene, "f5")
    click(view, scene, "e4")
    click(view, scene, "f5")
    assert got == [sq("e4", "f5")]  # locked until new moves arrive
    scene.set_legal_moves([SquareMove(sq("e4", "f5"))])
    click(view, scene, "e4")
    click(view, scene, "f5")
    assert got == [sq("e4", "f5")] * 2


def test_right_click_and_escape_cancel(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([SquareMove(sq("e4", "f5"))])
    click(view, scene, "e4")
    click(view, scene, "g7", Qt.MouseButton.RightButton)
    assert scene.prefix() == ()
    click(view, scene, "e4")
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert scene.prefix() == () and not scene.square_item(S("f5")).target


# ----- promotion -----------------------------------------------------------------------

PROMOTIONS = [SquareMove(sq("e17", "e18") + (kind,)) for kind in "PACJHND"]


def test_promotion_asks_the_chooser(board):  # type: ignore[no-untyped-def]
    scene, view = board
    asked: list[list[Hashable]] = []

    def choose(options: list[Hashable]) -> Hashable | None:
        asked.append(options)
        return "A"

    scene.set_completion_chooser(choose)
    scene.set_legal_moves(PROMOTIONS)
    got = recorder(scene)
    click(view, scene, "e17")
    click(view, scene, "e18")
    assert asked == [list("PACJHND")]
    assert got == [sq("e17", "e18") + ("A",)]


def test_promotion_refused_keeps_the_piece_picked(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.choose_completion = lambda options: None
    scene.set_legal_moves(PROMOTIONS)
    got = recorder(scene)
    drag(view, scene, "e17", "e18")
    assert got == [] and scene.prefix() == sq("e17")
    scene.choose_completion = lambda options: "Q"  # not an option: refused too
    click(view, scene, "e18")
    assert got == [] and scene.prefix() == sq("e17")


def test_single_completion_is_not_asked(board):  # type: ignore[no-untyped-def]
    scene, view = board
    asked: list[list[Hashable]] = []
    scene.choose_completion = lambda options: asked.append(options)  # type: ignore[func-returns-value]
    scene.set_legal_moves([SquareMove(sq("e17", "e18") + ("P",))])
    got = recorder(scene)
    click(view, scene, "e17")
    click(view, scene, "e18")
    assert asked == [] and got == [sq("e17", "e18") + ("P",)]
    scene.choose_completion = None  # no chooser: the first option
    scene.set_legal_moves(PROMOTIONS)
    click(view, scene, "e17")
    click(view, scene, "e18")
    assert got[-1] == sq("e17", "e18") + ("P",)


# ----- drag and drop --------------------------------------------------------------------


def test_drag_and_drop_emits_the_move(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([SquareMove(sq("e4", "f5")), SquareMove(sq("e4", "d5"))])
    got = recorder(scene)
    drag(view, scene, "e4", "d5")
    assert got == [sq("e4", "d5")]
    assert not scene._ghost.isVisible()


def test_drag_shows_the_piece_and_snaps_back_on_an_illegal_drop(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([SquareMove(sq("e4", "f5"))])
    got = recorder(scene)
    viewport = view.viewport()
    a, b = at(view, scene, "e4"), at(view, scene, "h8")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(viewport, b)
    assert scene._ghost.isVisible() and scene._ghost.piece == ("P", 0)
    assert scene.square_at(scene._ghost.pos()) == S("h8")
    assert scene.piece_item(S("e4")).lifted
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    assert got == [] and scene.prefix() == sq("e4")
    assert not scene._ghost.isVisible() and not scene.piece_item(S("e4")).lifted
    click(view, scene, "f5")  # the selection is still usable
    assert got == [sq("e4", "f5")]


# ----- flip -------------------------------------------------------------------------------


def test_flip_maps_clicks_to_the_right_squares(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_flipped(True)
    scene.set_legal_moves([SquareMove(sq("a1", "b3")), SquareMove(sq("e4", "f5"))])
    got = recorder(scene)
    a1 = at(view, scene, "a1")
    assert a1.x() > view.width() / 2 and a1.y() < view.height() / 2  # top right
    click(view, scene, "a1")
    assert scene.prefix() == sq("a1")
    click(view, scene, "b3")
    assert got == [sq("a1", "b3")]
    scene.set_flipped(False)
    assert at(view, scene, "a1").y() > view.height() / 2


# ----- path preview -----------------------------------------------------------------------


def test_hovering_a_target_previews_its_path(board):  # type: ignore[no-untyped-def]
    scene, view = board
    bent = SquareMove(sq("e4", "h10"), path=sq("e4", "e7", "h10"))
    scene.set_legal_moves([bent, SquareMove(sq("e4", "f5"))])
    click(view, scene, "e4")
    hover(view, scene, "g7")  # not a target
    assert scene.preview_path() == []
    hover(view, scene, "h10")
    points = scene.preview_path()
    assert points == [scene.square_centre(s) for s in sq("e4", "e7", "h10")]
    assert scene._preview.hops == [True, False]  # e5, e6 are jumped over; f8, g9 empty
    hover(view, scene, "f5")  # no path given: straight from the steps
    assert scene.preview_path() == [scene.square_centre(s) for s in sq("e4", "f5")]
    assert scene._preview.hops == [False]
    hover(view, scene, "a12")
    assert scene.preview_path() == [] and not scene._preview.isVisible()
    hover(view, scene, "h10")
    view.leaveEvent(QEvent(QEvent.Type.Leave))  # the mouse leaves the board
    assert scene.preview_path() == []
    hover(view, scene, "h10")
    click(view, scene, "h10")
    assert scene.preview_path() == []  # gone once the move is sent


def test_keyboard_cursor_previews_and_plays(board):  # type: ignore[no-untyped-def]
    scene, view = board
    scene.set_legal_moves([SquareMove(sq("e4", "f5")), SquareMove(sq("e4", "e3"))])
    got = recorder(scene)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)  # first key shows the cursor on a movable piece
    assert scene.cursor_cell() == S("e4") and scene.square_item(S("e4")).keyboard_cursor
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert scene.prefix() == sq("e4")
    QTest.keyClick(view, Qt.Key.Key_Up)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.cursor_cell() == S("f5")
    assert scene.preview_path() == [scene.square_centre(s) for s in sq("e4", "f5")]
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert got == [sq("e4", "f5")]


# ----- marks ---------------------------------------------------------------------------------


def test_check_mark_is_shown(board):  # type: ignore[no-untyped-def]
    scene, view = board
    before = pixel(view, scene, "f18", dx=-10, dy=-16)
    scene.set_check([S("f18")])
    assert scene.square_item(S("f18")).check and not scene.square_item(S("h1")).check
    halo = pixel(view, scene, "f18", dx=-10, dy=-16)
    assert halo.red() > halo.blue() + 40 and halo != before
    scene.set_check(None)
    assert not scene.square_item(S("f18")).check


def test_last_move_and_hint(board):  # type: ignore[no-untyped-def]
    scene, _view = board

    @dataclass(frozen=True)
    class Vault:  # an engine-like move with a path
        steps: tuple[int, ...]
        path: tuple[int, ...]

    scene.set_last_move(Vault(sq("e4", "e8"), sq("e4", "e8")))
    assert scene.square_item(S("e4")).last_move and scene.square_item(S("e8")).last_move
    assert not scene.square_item(S("e6")).last_move
    assert scene._last_path.isVisible() and scene._last_path.hops == [True]
    scene.set_hint(sq("e17", "e18") + ("P",))  # steps with a promotion: squares only
    assert scene.square_item(S("e18")).hint and scene._hint_path.isVisible()
    assert len(scene._hint_path.points) == 2
    scene.set_hint(None)
    scene.set_last_move(None)
    assert not scene.square_item(S("e18")).hint and not scene._hint_path.isVisible()
    assert not scene.square_item(S("e4")).last_move and not scene._last_path.isVisible()


def test_capture_flag_from_the_move_wins(board):  # type: ignore[no-untyped-def]
    scene, view = board
    # A King's swap with its own Kapt is not a capture even though h1 is occupied.
    scene.set_pieces({**PIECES, S("f1"): ("A", 0)})
    scene.set_legal_moves(
        [SquareMove(sq("h1", "f1"), capture=False), SquareMove(sq("h1", "g2"), capture=True)]
    )
    click(view, scene, "h1")
    assert scene.square_item(S("f1")).target and not scene.square_item(S("f1")).capture
    assert scene.square_item(S("g2")).capture


def test_view_fits_the_board_when_resized(board, qtbot):  # type: ignore[no-untyped-def]
    scene, view = board
    view.resize(300, 400)

    def fits() -> None:  # the view refits when its resize is processed: wait for that
        rect = view.mapFromScene(scene.sceneRect()).boundingRect()
        assert rect.width() <= 302 and rect.height() <= 402
        assert rect.height() >= 390

    qtbot.waitUntil(fits, timeout=10000)
    small = view.transform().m11()
    view.resize(900, 1300)
    qtbot.waitUntil(lambda: view.transform().m11() > 2.5 * small, timeout=10000)
