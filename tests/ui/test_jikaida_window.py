"""Poron Jikaida in the main window: clicks on the square board, previews,
Kaida, promotion, the Fluttember prompt, drills and a bot reply."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from boardroom.engine import savegame
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.ui import dialogs
from boardroom.ui.games.jikaida import promotion
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.squarescene import SquareBoardScene
from boardroom.ui.session import GameSession
from tests.games.jikaida.examples_helpers import position
from tests.ui.conftest import Modals


def scene_of(win: MainWindow) -> SquareBoardScene:
    scene = win.game_page.scene
    assert isinstance(scene, SquareBoardScene)
    return scene


def square(win: MainWindow, name: str) -> int:
    layout = scene_of(win).board_layout()
    assert layout is not None
    return layout.parse(name)


def click(qtbot: Any, win: MainWindow, name: str) -> None:
    view = win.game_page.view
    assert view is not None
    point = view.mapFromScene(scene_of(win).square_centre(square(win, name)))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def targets(win: MainWindow) -> set[str]:
    scene = scene_of(win)
    layout = scene.board_layout()
    assert layout is not None
    return {layout.name(sq) for sq in range(layout.size) if scene.square_item(sq).target}


def hover(qtbot: Any, win: MainWindow, name: str) -> None:
    view = win.game_page.view
    assert view is not None
    qtbot.mouseMove(
        view.viewport(), view.mapFromScene(scene_of(win).square_centre(square(win, name)))
    )


def centres(win: MainWindow, *names: str) -> list[Any]:
    return [scene_of(win).square_centre(square(win, n)) for n in names]


def from_text(
    win: MainWindow, text: str, variant: str = "jikaida", seats: list[Seat] | None = None
) -> None:
    game = make_game("jikaida", {"variant": variant})
    session = GameSession(
        game, seats or [Seat("Ann"), Seat("Bob")], state=game.state_from_text(text)
    )
    win.play_session(session)


def test_a_swod_is_picked_and_moved_by_clicks(qtbot: Any, window: MainWindow) -> None:
    assert window.start_game("jikaida", {}, [Seat("Ann"), Seat("Bob")])
    click(qtbot, window, "i3")
    # The Swod's opening bonus: 1-3 squares in each forward direction.
    assert targets(window) == {"i4", "i5", "i6", "h4", "g5", "f6", "j4", "k5", "l6"}
    click(qtbot, window, "g5")
    session = window.session
    assert session is not None and session.state.ply == 1
    assert session.move_texts() == ["i3-g5"]
    move_list = window.game_page.move_list
    assert move_list.move_count() == 1
    # People read the move with drin squares over the compact text.
    assert (
        move_list.text(1, 2) == "i3-g5"
        and move_list.tooltip(1, 2) == session.state.describe_move(session.state.history[0])
        and "Zhantil" in move_list.tooltip(1, 2)
    )
    scene = scene_of(window)
    assert scene.square_item(square(window, "i3")).last_move
    assert scene.square_item(square(window, "g5")).last_move
    assert scene.pieces()[square(window, "g5")] == ("S", 0)


def test_the_drin_names_and_fronts_are_drawn(window: MainWindow) -> None:
    assert window.start_game("jikaida", {}, [Seat("Ann"), Seat("Bob")])
    layout = scene_of(window).board_layout()
    assert layout is not None
    assert [r.name for r in layout.regions] == [
        "Mortil",
        "Zhantil",
        "Neemu",
        "Leem",
        "Wersting",
        "Chavonth",
    ]
    assert layout.file_fronts == (5,) and layout.rank_fronts == (5, 11)
    # Tooltips name the drin square and the piece.
    assert "Zhantil C3" in scene_of(window).describe(square(window, "i3"))
    assert "Swod" in scene_of(window).describe(square(window, "i3"))


def test_a_vault_path_is_previewed_before_it_is_played(qtbot: Any, window: MainWindow) -> None:
    # A Yellow Pallan below a column of three pieces: the vault lands on e7.
    from_text(window, "5k6/12/12/12/12/12/12/12/12/12/12/12/4s7/4S7/4s7/4P7/12/7K4 y - - 0")
    click(qtbot, window, "e3")
    assert "e7" in targets(window)
    view = window.game_page.view
    assert view is not None
    point = view.mapFromScene(scene_of(window).square_centre(square(window, "e7")))
    qtbot.mouseMove(view.viewport(), point)
    assert scene_of(window).preview_path()  # the arc over the run is shown
    # Leave the window before it is destroyed: Qt keeps a pointer to the last
    # widget under the mouse, and a later test's window would trip over it.
    qtbot.mouseMove(window, QPoint(-50, -50))
    click(qtbot, window, "e7")
    assert window.session is not None
    assert window.session.move_texts() == ["e3^e7"]


def test_kaida_is_shown_on_the_king_and_named_in_the_status(window: MainWindow) -> None:
    # Blue's Jiktar on h5 attacks the Yellow King on h1 down the file (same drin).
    from_text(window, "5k6/" + "12/" * 12 + "7j4/12/12/S11/7K4 y - - 0")
    scene = scene_of(window)
    assert scene.square_item(square(window, "h1")).check
    assert "Kaida" in window.game_page.status_text()


def test_promotion_asks_and_the_pallan_is_preselected(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[list[Any]] = []

    def choose(_parent: Any, options: list[Any], seat: int) -> Any:
        asked.append(list(options))
        return "P"

    monkeypatch.setattr(promotion, "choose_promotion", choose)
    from_text(window, "5k5s/3S8/12/12/12/12/12/12/12/12/12/12/12/12/12/12/12/7K4 y - - 0")
    click(qtbot, window, "d17")
    click(qtbot, window, "d18")
    assert asked and set(asked[0]) == {"P", "A", "C", "J", "H", "N", "D"}
    assert window.session is not None
    assert window.session.move_texts() == ["d17-d18=P"]
    assert scene_of(window).pieces()[square(window, "d18")] == ("P", 0)


def test_the_first_status_lines_do_not_bring_up_the_fluttember(window: MainWindow) -> None:
    assert window.start_game("jikaida", {}, [Seat("Ann"), Seat("Bob")])
    session = window.session
    assert session is not None
    assert "Fluttember" not in window.game_page.status_text()  # nothing has happened yet
    assert any(m.fluttember for m in session.state.legal_moves())  # though it is legal
    assert session.play(next(m for m in session.state.legal_moves() if not m.fluttember))
    assert "Fluttember" not in window.game_page.status_text()  # Bob's first move
    assert session.play(next(m for m in session.state.legal_moves() if not m.fluttember))
    assert "Fluttember" in window.game_page.status_text()  # from Ann's second turn on


def test_the_fluttember_is_offered_and_played_by_clicks(qtbot: Any, window: MainWindow) -> None:
    assert window.start_game("jikaida", {}, [Seat("Ann"), Seat("Bob")])
    click(qtbot, window, "h1")
    assert {"a1", "f1", "i1", "l1"} <= targets(window)
    # The partners are marked around the piece (corner marks), not with a dot
    # hidden under it; the King's ordinary steps are blocked at the start.
    scene = scene_of(window)
    assert all(scene.square_item(square(window, n)).capture for n in ("a1", "f1", "i1", "l1"))
    hover(qtbot, window, "l1")
    assert scene.preview_path() == centres(window, "h1", "l1")
    qtbot.mouseMove(window, QPoint(-50, -50))
    click(qtbot, window, "i1")
    assert window.session is not None
    assert window.session.move_texts() == ["h1<>i1"]
    assert scene_of(window).pieces()[square(window, "i1")] == ("K", 0)


@pytest.mark.parametrize(
    "variant, size", [("pastang", (6, 6)), ("stikitche", (6, 12)), ("draks_city", (6, 12))]
)
def test_each_drill_has_its_own_board(
    window: MainWindow, variant: str, size: tuple[int, int]
) -> None:
    assert window.start_game("jikaida", {"variant": variant}, [Seat("Ann"), Seat("Bob")])
    layout = scene_of(window).board_layout()
    assert layout is not None and (layout.files, layout.ranks) == size
    assert window.session is not None
    assert len(scene_of(window).pieces()) == len(window.session.state.pieces())  # type: ignore[attr-defined]


def test_a_nikaida_ends_with_half_a_point_in_the_result(
    qtbot: Any, window: MainWindow, modals: Modals, monkeypatch: pytest.MonkeyPatch
) -> None:
    scores: list[str] = []
    real = dialogs.ResultDialog.__init__

    def spy(self: Any, headline: str, reason: str, parent: Any = None, score: str = "") -> None:
        scores.append(score)
        real(self, headline, reason, parent, score)

    monkeypatch.setattr(dialogs.ResultDialog, "__init__", spy)
    # Blue has only its King: one reprieve move, which cannot take Yellow's Pallan.
    empty = "/".join(["12"] * 16)
    from_text(window, f"k11/{empty}/7KP3 b - - 0")
    assert "Nikaida" in window.game_page.status_text()
    click(qtbot, window, "a18")
    click(qtbot, window, "a17")
    qtbot.waitUntil(lambda: modals.kinds() == ["result"], timeout=5000)
    assert "Ann wins" in modals.calls[0][1] and "Nikaida" in modals.calls[0][1]
    assert scores == ["Score: Ann ½, Bob 0"]


def test_a_bot_answers_a_move(qtbot: Any, window: MainWindow) -> None:
    assert window.start_game("jikaida", {}, [Seat("Ann"), Seat("Robot", "bot", "easy")])
    click(qtbot, window, "i3")
    click(qtbot, window, "i4")
    session = window.session
    assert session is not None
    qtbot.waitUntil(lambda: session.state.ply == 2, timeout=20000)
    assert window.game_page.move_list.move_count() == 2


@pytest.mark.slow  # forty plies of two bots in their process: seconds
def test_two_bots_play_a_drill_to_its_end(qtbot: Any, window: MainWindow, modals: Modals) -> None:
    """Through the bot process, the move list and the result dialog."""
    bots = [Seat("Ann", "bot", "easy"), Seat("Bob", "bot", "easy")]
    assert window.start_game("jikaida", {"variant": "pastang", "move_limit": 40}, bots)
    session = window.session
    assert session is not None
    qtbot.waitUntil(lambda: modals.kinds() == ["result"], timeout=120_000)
    assert session.state.is_terminal()
    assert window.game_page.move_list.move_count() == session.state.ply > 10
    outcome = session.state.outcome()
    assert outcome is not None
    text = modals.calls[0][1]
    assert text.startswith("Draw") == (not outcome.winners)
    assert all(["Ann", "Bob"][w] + " wins" in text for w in outcome.winners)


# The source's figures: a Pallan turning at a front (both approaches), a bent
# vault and a move to a run then a vault; the way there is shown while the
# pointer rests on the destination, through the square where it turns.
BENT = "Kl1 kf18 pa18 sb17 Sc16 sd15 Sb15 Sd14 se15 Sc14 sa13 Sa12 sa11 Sb10"
MOVE_VAULT = "Kl1 kf18 pa18 Sa15 da14 Sa13 dd17 Sd16 sd15 sc16 Se16 Sb12"


@pytest.mark.parametrize(
    "pieces, turn, frm, to, path, written",
    [
        ("Kl1 kl18 sa16 Pb4", "y", "b4", "c8", ("b4", "b7", "c8"), "b4-b7-c8"),  # straight on
        ("Kl1 kl18 sa16 Pb4", "y", "b4", "d8", ("b4", "d6", "d8"), "b4-d6-d8"),  # diagonally
        (BENT, "b", "a18", "d13", ("a18", "d15", "d13"), "a18^d15^d13"),  # bent vault
        (MOVE_VAULT, "b", "a18", "f16", ("a18", "b16", "f16"), "a18-b16^f16"),  # leap, vault
    ],
)
def test_pallan_changes_are_previewed_through_their_turning_square(
    qtbot: Any,
    window: MainWindow,
    pieces: str,
    turn: str,
    frm: str,
    to: str,
    path: tuple[str, ...],
    written: str,
) -> None:
    from_text(window, position("jikaida", pieces, turn=turn))
    click(qtbot, window, frm)
    assert to in targets(window)
    hover(qtbot, window, to)
    assert scene_of(window).preview_path() == centres(window, *path)
    qtbot.mouseMove(window, QPoint(-50, -50))
    click(qtbot, window, to)
    assert window.session is not None
    assert window.session.move_texts() == [written]
    assert scene_of(window).square_item(square(window, to)).last_move


def test_the_real_promotion_dialog_offers_the_pallan_first(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not a stand-in chooser: the app's own dialog, answered with Enter."""
    seen: list[Any] = []

    def answer(dialog: promotion.PromotionDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        seen.append((list(dialog.buttons), dialog.focusWidget() is dialog.buttons["P"]))
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        return dialog.result()

    monkeypatch.setattr(promotion.PromotionDialog, "exec", answer)
    from_text(window, position("jikaida", "kf18 sl18 Sd17 Kh1"))
    click(qtbot, window, "d17")
    click(qtbot, window, "d18")
    assert seen and seen[0][1], "the Pallan has the focus: Enter takes it"
    assert set(seen[0][0]) == {"P", "A", "C", "J", "H", "N", "D"}
    assert window.session is not None
    assert window.session.move_texts() == ["d17-d18=P"]


def test_the_board_flips_with_the_view_menu(qtbot: Any, window: MainWindow) -> None:
    assert window.start_game("jikaida", {}, [Seat("Ann"), Seat("Bob")])
    scene = scene_of(window)
    window.flip_action.trigger()
    assert scene.is_flipped()
    a1, a18 = centres(window, "a1", "a18")
    assert a18.y() > a1.y()  # Blue's side at the bottom
    # Clicks still reach the right squares.
    click(qtbot, window, "i3")
    assert "i6" in targets(window)
    click(qtbot, window, "i6")
    assert window.session is not None and window.session.move_texts() == ["i3-i6"]
    window.flip_action.trigger()
    assert not scene.is_flipped()


@pytest.mark.parametrize("width, height, least", [(1280, 800, 34), (900, 600, 24)])
def test_the_whole_board_fits_and_stays_readable(
    qtbot: Any, width: int, height: int, least: int
) -> None:
    from tests.ui.conftest import open_window

    for win in open_window(qtbot, width, height):
        assert win.start_game("jikaida", {}, [Seat("Ann"), Seat("Bob")])

        def fits(w: Any = win) -> None:  # wait for the page's layout, not for a time
            view = w.game_page.view
            assert view is not None
            scene = scene_of(w)
            layout = scene.board_layout()
            assert layout is not None
            corners = [
                view.mapFromScene(scene.square_centre(square(w, n)))
                for n in ("a1", "l1", "a18", "l18")
            ]
            assert all(view.viewport().rect().contains(p) for p in corners)
            side = (corners[1].x() - corners[0].x()) / (layout.files - 1)
            assert side >= least, f"squares are {side:.1f} px at {width}x{height}"

        qtbot.waitUntil(fits, timeout=15000)


def test_a_finished_game_keeps_its_score_in_the_save(
    qtbot: Any, window: MainWindow, modals: Modals, tmp_path: Any
) -> None:
    empty = "/".join(["12"] * 16)
    from_text(window, f"k11/{empty}/7KP3 b - - 0")
    click(qtbot, window, "a18")
    click(qtbot, window, "a17")
    qtbot.waitUntil(lambda: modals.kinds() == ["result"], timeout=5000)
    session = window.session
    assert session is not None
    saved = savegame.from_state(session.state, session.seats)
    assert saved.result is not None and saved.result["scores"] == [0.5, 0.0]
    assert saved.result["reason"] == "nikaida"
    _saved, _game, state = savegame.load_text(saved.to_json())
    outcome = state.outcome()
    assert outcome is not None and tuple(outcome.scores) == (0.5, 0.0)


def test_drin_coordinates_are_shown_on_request_and_remembered(window: MainWindow) -> None:
    action = window.local_action
    assert window.start_game("jikaida", {}, [Seat("Ann"), Seat("Bob")])
    assert action.isEnabled() and not action.isChecked()
    scene = scene_of(window)
    item = scene.square_item(square(window, "i3"))
    assert item.local_label is None
    action.setChecked(True)
    layout = scene.board_layout()
    assert layout is not None
    assert item.local_label == layout.local_name(square(window, "i3"))
    assert window.settings.local_coordinates
    # A new game keeps the choice; a board without drins has nothing to show.
    assert window.start_game("jikaida", {"variant": "pastang"}, [Seat("Ann"), Seat("Bob")])
    assert scene_of(window).square_item(square(window, "a1")).local_label is not None
    assert window.start_game("onager", {}, [Seat("Ann"), Seat("Bob")])
    assert not action.isEnabled()


def test_a_picked_king_in_kaida_still_shows_it_is_picked(qtbot: Any, window: MainWindow) -> None:
    from_text(window, "5k6/" + "12/" * 12 + "7j4/12/12/S11/7K4 y - - 0")
    view = window.game_page.view
    assert view is not None
    item = scene_of(window).square_item(square(window, "h1"))
    rect = item.boundingRect()
    edge = view.mapFromScene(item.mapToScene(QPointF(rect.center().x(), rect.top() + 2)))
    click(qtbot, window, "h1")
    assert item.selected and item.check
    # The red glow alone leaves the edge red; the pick's yellow frame shows over it.
    colour = view.grab().toImage().pixelColor(edge)
    assert colour.green() >= 0.6 * colour.red(), colour.name()


@pytest.mark.parametrize("variant", ["jikaida", pytest.param("draks_city", marks=pytest.mark.slow)])
@pytest.mark.usefixtures("quick_bots")
def test_the_hint_shows_a_legal_move_on_the_board(
    qtbot: Any, window: MainWindow, variant: str
) -> None:
    assert window.start_game("jikaida", {"variant": variant}, [Seat("Ann"), Seat("Bob")])
    view = window.game_page.view
    assert view is not None
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.game_page.status_text().startswith("Hint:"), timeout=20000)
    session = window.session
    assert session is not None
    move = session.state.parse_move(window.game_page.status_text().removeprefix("Hint: "))
    assert move in session.state.legal_moves()
    layout = scene_of(window).board_layout()
    assert layout is not None
    hinted = {sq for sq in range(layout.size) if scene_of(window).square_item(sq).hint}
    assert hinted == {move.frm, move.to}  # its ends marked, the arrow drawn between
