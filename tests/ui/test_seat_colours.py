"""Seats everyone can tell apart: the colour-blind-safe palette keeps every
game's seats apart under simulated protanopia, deuteranopia and tritanopia
(CIEDE2000 at least colourvision.DISTINCT), and each seat's shape marks its
pieces and its card, whatever the colours."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage

from boardroom.engine.registry import GAMES, make_game
from boardroom.ui import colourvision as cv
from boardroom.ui import games as game_ui
from boardroom.ui import seatlook
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.panels import swatch
from boardroom.ui.pieceart import PieceArt


@pytest.fixture(autouse=True)
def standard_look() -> Iterator[None]:
    seatlook.LOOK.set(seatlook.STANDARD, False)
    yield
    seatlook.LOOK.set(seatlook.STANDARD, False)


def seat_colours(key: str) -> list[str]:
    """A game's seat colours at its most seats, as the palette draws them."""
    seats = make_game(key, {}).spec.max_seats
    game = make_game(key, {}, seats)
    return [c.name() for c in game_ui.adapter_for(key).seat_colours(game)]


# --- the measure -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lab1", "lab2", "expected"),
    [  # Sharma, Wu and Dalal's test data for CIEDE2000
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
    ],
)
def test_ciede2000_matches_the_published_pairs(
    lab1: tuple[float, float, float], lab2: tuple[float, float, float], expected: float
) -> None:
    assert cv.ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_the_simulations_keep_greys_and_merge_what_each_cannot_see() -> None:
    for vision in cv.VISIONS:
        for grey in ("#000000", "#808080", "#ffffff"):
            assert cv.distance(grey, grey, vision) == 0
            simulated = cv.simulate(cv.parse(grey), vision)
            assert max(simulated) - min(simulated) < 0.02  # a grey stays grey
    red, green = "#d62728", "#2ca02c"  # apart for everyone but red-green blindness
    assert cv.distance(red, green) > 50
    assert cv.distance(red, green, cv.DEUTERANOPIA) < 15
    assert cv.distance(red, green, cv.PROTANOPIA) < 25
    blue, green2 = "#1f77b4", "#17becf"  # blue and cyan merge without S cones
    assert cv.distance(blue, green2, cv.TRITANOPIA) < cv.distance(blue, green2)


# --- the palettes --------------------------------------------------------------------------


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("vision", cv.VISIONS)
def test_the_safe_palette_keeps_every_game_s_seats_apart(key: str, vision: str) -> None:
    seatlook.LOOK.set(seatlook.SAFE, True)
    colours = seat_colours(key)
    assert len(set(colours)) == len(colours)
    distance, i, j = cv.closest_pair(colours, vision)
    assert distance >= cv.DISTINCT, (key, vision, colours[i], colours[j], distance)


def test_the_standard_four_seats_are_what_the_palette_is_for() -> None:
    """Blue and Purple of the four-seat game merge for the red-green blind."""
    worst = min(
        cv.closest_pair(seat_colours(key), cv.DEUTERANOPIA)[0]
        for key in GAMES
        if make_game(key, {}).spec.max_seats == 4
    )
    assert worst < cv.DISTINCT


def test_safe_colours_are_okabe_ito_and_keep_their_names() -> None:
    assert set(seatlook.SAFE_COLOURS.values()) <= set(seatlook.OKABE_ITO.values())
    hues = {"Red": (0, 40), "Yellow": (45, 70), "Blue": (180, 230), "Purple": (290, 345)}
    for name, (low, high) in hues.items():
        assert low <= QColor(seatlook.SAFE_COLOURS[name]).hslHue() <= high, name


# --- the shapes -----------------------------------------------------------------------------


def test_every_seat_of_a_game_has_a_shape_of_its_own() -> None:
    most = max(make_game(key, {}).spec.max_seats for key in GAMES)
    assert len({seatlook.shape(seat) for seat in range(most)}) == most


def _differs(a: QImage, b: QImage) -> bool:
    return a.size() != b.size() or a.convertToFormat(
        QImage.Format.Format_ARGB32
    ) != b.convertToFormat(QImage.Format.Format_ARGB32)


def test_pieces_and_cards_carry_the_shape_only_when_asked(qapp: Any) -> None:
    from boardroom.ui.games.rival.pieces import RIVAL_PIECES

    art = PieceArt(RIVAL_PIECES)
    plain = art.pixmap("S", 0, 64).toImage()
    seatlook.LOOK.set(seatlook.STANDARD, True)
    marked = [art.pixmap("S", seat, 64).toImage() for seat in (0, 1)]
    assert _differs(plain, marked[0])
    cards = [swatch(QColor("#808080"), 22, seat).toImage() for seat in range(4)]
    assert all(_differs(a, b) for i, a in enumerate(cards) for b in cards[i + 1 :])
    seatlook.LOOK.set(seatlook.STANDARD, False)
    assert not _differs(plain, art.pixmap("S", 0, 64).toImage())  # drawn again without


def test_pictures_turn_to_the_safe_colour(qapp: Any) -> None:
    svg = '<rect fill="#d9493d" stroke="#3d0804"/><path fill="#fbf1dc"/><path fill="#2b2826"/>'
    assert seatlook.recolour(svg, "#b3261e", "Red") == svg  # the standard palette
    seatlook.LOOK.set(seatlook.SAFE, False)
    turned = seatlook.recolour(svg, "#b3261e", "Red")
    assert "#d9493d" not in turned and "#3d0804" not in turned
    assert "#fbf1dc" in turned and "#2b2826" in turned  # cream and black are left alone
    body = QColor(turned.split('"')[1])
    assert abs(body.hslHue() - QColor(seatlook.SAFE_COLOURS["Red"]).hslHue()) < 8
    assert seatlook.recolour(svg, "#2b2826", "Black") == svg  # a seat with no safe colour


def test_the_settings_turn_the_palette_on_and_the_page_redraws(
    qtbot: Any, window: MainWindow
) -> None:
    from boardroom.engine.savegame import Seat
    from boardroom.ui.settingsdialog import SettingsDialog

    window.start_game("jaheijagaj", {}, [Seat("") for _ in range(4)])
    page = window.game_page
    before = [c.swatch.pixmap().toImage() for c in page.seat_panel.cards]
    dialog = SettingsDialog("en", window, window.settings)
    qtbot.addWidget(dialog)
    assert not dialog.shapes_box.isChecked()
    dialog.palette_box.setCurrentIndex(seatlook.PALETTES.index(seatlook.SAFE))
    assert dialog.shapes_box.isChecked()  # the safe colours come with the shapes
    dialog.apply_to(window.settings)
    window.apply_settings()
    assert seatlook.LOOK.key() == (seatlook.SAFE, True)
    after = [c.swatch.pixmap().toImage() for c in page.seat_panel.cards]
    assert all(_differs(a, b) for a, b in zip(before, after, strict=True))
    assert page.adapter is not None and page.session is not None
    shown = [c.name() for c in page.adapter.seat_colours(page.session.game)]
    assert shown == [seatlook.SAFE_COLOURS[n] for n in ("Red", "Blue", "Purple", "Yellow")]


def test_the_graph_marks_each_seat_s_line_with_its_shape(qtbot: Any) -> None:
    from boardroom.ui.evalplot import EvalPlot

    plot = EvalPlot()
    qtbot.addWidget(plot)
    plot.resize(300, 160)
    lines = [[(0, 50.0), (1, 60.0), (2, 70.0)], [(0, 50.0), (1, 40.0), (2, 30.0)]]
    plot.set_data(lines, [QColor("#808080"), QColor("#808080")], [], 2, 2)
    plain = plot.grab().toImage()
    seatlook.LOOK.set(seatlook.STANDARD, True)
    plot.update()
    shaped = plot.grab().toImage()
    assert _differs(plain, shaped)  # two grey lines, told apart by their points' shapes
