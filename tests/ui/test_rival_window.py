"""Rival in the main window: the setup by clicks, by drag and "Place for
me", the Ninja's hiding, hand-overs at every secret point with the board
really hidden, two-move turns with undo, Reveal and Pass, the ambush, a game
against a bot, saved games and the flipped board.

Positions come from the engine (formation and notation), never from the
scene, and secrecy is checked on everything the other seat could read: the
pieces drawn, the tooltips, the panel and the move list."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from boardroom.engine.savegame import Seat
from boardroom.games.rival import RivalGame, RivalState
from boardroom.games.rival.board import BOARD
from boardroom.games.rival.formation import suggest_formation
from boardroom.ui import dialogs
from boardroom.ui import session as session_module
from boardroom.ui.gamepage import GamePage
from boardroom.ui.games.rival.panel import RivalPanel
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.hexscene import HexBoardScene
from boardroom.ui.session import GameSession
from tests.ui.conftest import Modals, panel_as, scene_as, state_as
from tests.ui.workers import InlineWorker

RED_NINJA, BLACK_NINJA = "E4", "G6"
# Red to move; its Shogun on E2 takes F2, after which the Samurai on F1 and
# the Ashigaru on G1 are shut in: the turn ends after one move. With Red's
# Ninja hidden on D5 instead, the second move is Pass or the reveal.
SHUT_IN = "6/7/8/9/nG5a2/Ss9/As8/s8/7g/7/6 r 1 {0},r -/- 0"


def page_of(win: MainWindow) -> GamePage:
    return win.game_page


def scene_of(win: MainWindow) -> HexBoardScene:
    return scene_as(win, HexBoardScene)


def panel_of(win: MainWindow) -> RivalPanel:
    return panel_as(win, RivalPanel)


def state_of(win: MainWindow) -> RivalState:
    return state_as(win, RivalState)


def point(win: MainWindow, label: str) -> QPoint:
    view = win.game_page.view
    assert view is not None
    return view.mapFromScene(scene_of(win).cell_centre(BOARD.cell(label)))


def click(qtbot: Any, win: MainWindow, label: str) -> None:
    view = win.game_page.view
    assert view is not None
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point(win, label))


def sit_down(win: MainWindow, name: str) -> None:
    """The hand-over cover is up, the board widget is off screen, and the
    named player takes the computer."""
    page = page_of(win)
    assert page.is_handing_over() and page.is_board_hidden()
    assert page.view is not None and not page.view.isVisible()
    assert not page.move_list.isVisible() and not panel_of(win).isVisible()
    assert name in page.handover.button.text()
    page.handover.button.click()
    assert not page.is_board_hidden() and panel_of(win).isVisible()


def in_view(win: MainWindow) -> None:
    """No cover: nothing is secret yet, so whoever is at the computer plays on
    (issue 13: a new game used to open behind "Pass the computer to Red")."""
    page = page_of(win)
    assert not page.is_handing_over() and not page.is_board_hidden()
    assert page.view is not None and page.view.isVisible() and panel_of(win).isVisible()


def texts(win: MainWindow) -> list[str]:
    """The move list as shown."""
    ml = page_of(win).move_list
    return [ml.text(i, 2) for i in range(1, ml.move_count() + 1)]


def drawn(win: MainWindow) -> dict[str, tuple[str, str, bool]]:
    """Label -> (colour key, kind letter, faint) of every piece drawn."""
    scene = scene_of(win)
    out = {}
    for cell in range(BOARD.size):
        content = scene.cell_item(cell).content
        if content.piece:
            out[BOARD.labels[cell]] = (content.stack[-1], content.piece, content.faint)
    return out


def panel_words(win: MainWindow) -> str:
    panel = panel_of(win)
    return " ".join(
        w.text()
        for w in (panel.heading, panel.help, panel.news, panel.last_turn, panel.reveal_button)
    )


def assert_no_ninja_of(win: MainWindow, colour: str, hex_label: str) -> None:
    """What the seat at the screen may read holds nothing of that hidden Ninja."""
    pieces = drawn(win)
    assert (colour, "N") not in [(c, k) for c, k, _ in pieces.values()]
    assert "Ninja" not in scene_of(win).describe(BOARD.cell(hex_label))
    name = f"{colour.capitalize()} Ninja"
    assert not any(name in scene_of(win).describe(cell) for cell in range(BOARD.size))
    assert f"N@{hex_label}" not in texts(win) and "N@?" in texts(win)
    assert hex_label not in panel_words(win)


def set_up(
    red_hides: str | None = RED_NINJA, black_hides: str | None = BLACK_NINJA, seed: int = 7
) -> RivalState:
    """Both armies placed by the formation (same every time), Ninjas hidden."""
    state = RivalGame().new_state(seed)
    while state.setup_stage() == "place":
        state.play(suggest_formation(state, state.current_seat, 5)[0])
    for where in (red_hides, black_hides):
        if where is not None:
            state.play(f"N@{where}")
    return state


def start(
    win: MainWindow, state: RivalState | None = None, seats: list[Seat] | None = None
) -> GameSession:
    session = GameSession(
        RivalGame(), seats or [Seat("Ann"), Seat("Bob")], state=state, autosave=False
    )
    win.play_session(session)
    return session


def drop(win: MainWindow, letter: str, label: str) -> None:
    """Drag a kind from the reserve and drop it on a hex (the drag events
    the view gets from Qt's drag and drop)."""
    view = win.game_page.view
    assert view is not None
    data = panel_of(win).reserve_buttons[letter].mime_data()
    at = point(win, label)
    copy = Qt.DropAction.CopyAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    for event in (
        QDragEnterEvent(at, copy, data, buttons, mods),
        QDragMoveEvent(at, copy, data, buttons, mods),
        QDropEvent(QPointF(at), copy, data, buttons, mods),
    ):
        QApplication.sendEvent(view.viewport(), event)


# --- the board ----------------------------------------------------------------


def test_the_board_shows_zones_pieces_and_coordinates(window: MainWindow) -> None:
    start(window, set_up(red_hides=None, black_hides=None))
    in_view(window)  # no Ninja hides yet: nothing to hide from anybody
    scene = scene_of(window)
    # Territories behind heavy lines: A-D Red's, H-K Black's, E-G nobody's.
    items = [scene.cell_item(BOARD.cell(x)) for x in ("D4", "E4", "G4", "H4")]
    assert items[0].region_tint is not None and items[3].region_tint is not None
    assert items[1].region_tint is None and items[2].region_tint is None
    assert items[0].region_tint != items[3].region_tint
    # Pieces are pictures from the art, named in their tooltips.
    assert scene.cell_item(BOARD.cell("B4")).picture is not None
    assert scene.describe(BOARD.cell("B4")) == "B4: Red Shogun"
    assert scene.describe(BOARD.cell("E5")) == "E5: empty"
    assert drawn(window)["C4"] == ("red", "S", False)
    assert [key for key, *_ in drawn(window).values()].count("black") == 10


def test_flip_puts_black_at_the_bottom(window: MainWindow) -> None:
    start(window, set_up())
    sit_down(window, "Ann")
    scene = scene_of(window)
    assert scene.cell_centre(BOARD.cell("A1")).y() > scene.cell_centre(BOARD.cell("K1")).y()
    window.flip_action.trigger()
    assert scene.is_flipped()
    assert scene.cell_centre(BOARD.cell("A1")).y() < scene.cell_centre(BOARD.cell("K1")).y()
    window.flip_action.trigger()
    assert not scene.is_flipped()


# --- the setup -------------------------------------------------------------------


def test_setup_by_clicks_and_by_drag_from_the_reserve(qtbot: Any, window: MainWindow) -> None:
    start(window)
    in_view(window)
    panel = panel_of(window)
    assert panel.reserve.isVisible() and panel.kind == "G"  # the first kind left
    assert "Shogun" in panel.reserve_buttons["G"].text()
    assert scene_of(window).step_prefix() == ("G",)
    # The free hexes of Red's territory light up, and only those.
    lit = {BOARD.labels[c] for c in range(BOARD.size) if scene_of(window).cell_item(c).target}
    assert len(lit) == 30 and all(label[0] in "ABCD" for label in lit)
    click(qtbot, window, "B4")
    assert texts(window) == ["G@B4"]
    # Nothing is secret while the armies are placed: no hand-over between them.
    assert not page_of(window).is_handing_over() and not page_of(window).is_board_hidden()
    panel.reserve_buttons["S"].click()
    assert scene_of(window).step_prefix() == ("S",)
    click(qtbot, window, "E5")  # no-man's-land: nothing happens
    click(qtbot, window, "J3")
    assert texts(window) == ["G@B4", "S@J3"]
    assert not page_of(window).is_handing_over()
    assert not panel.reserve_buttons["G"].isEnabled()  # the Shogun is placed
    assert panel.kind == "S"
    drop(window, "A", "J4")  # the enemy's territory: refused
    assert state_of(window).ply == 2
    drop(window, "A", "D5")
    assert texts(window) == ["G@B4", "S@J3", "A@D5"]
    assert drawn(window)["D5"] == ("red", "A", False)


def test_a_drag_from_the_reserve_starts_with_a_press_and_a_move(
    qtbot: Any, window: MainWindow, monkeypatch: Any
) -> None:
    """Pressing a reserve piece and moving the mouse starts a drag that
    carries that kind; dropped on a hex of one's territory, it is placed."""
    from boardroom.ui.games.rival import panel as panel_module

    started: list[Any] = []

    class FakeDrag:  # QDrag.exec would wait for a real drop
        def __init__(self, source: Any) -> None:
            self.source = source

        def setMimeData(self, data: Any) -> None:  # noqa: N802
            self.data = data

        def setPixmap(self, pixmap: Any) -> None:  # noqa: N802
            self.pixmap = pixmap

        def setHotSpot(self, _at: Any) -> None:  # noqa: N802
            pass

        def exec(self, _action: Any) -> Any:
            started.append(self)
            return Qt.DropAction.CopyAction

    monkeypatch.setattr(panel_module, "QDrag", FakeDrag)
    start(window)
    in_view(window)
    button = panel_of(window).reserve_buttons["S"]
    qtbot.mousePress(button, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    qtbot.mouseMove(button, QPoint(10 + 3 * QApplication.startDragDistance(), 10))
    assert len(started) == 1 and started[0].source is button
    assert not started[0].pixmap.isNull()
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    view = window.game_page.view
    assert view is not None
    at = point(window, "C3")
    copy = Qt.DropAction.CopyAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    data = started[0].data
    for event in (
        QDragEnterEvent(at, copy, data, buttons, mods),
        QDragMoveEvent(at, copy, data, buttons, mods),
        QDropEvent(QPointF(at), copy, data, buttons, mods),
    ):
        QApplication.sendEvent(view.viewport(), event)
    assert texts(window) == ["S@C3"]


def test_place_for_me_and_the_hiding_with_hand_overs(qtbot: Any, window: MainWindow) -> None:
    session = start(window)
    panel = panel_of(window)
    in_view(window)
    panel.place_button.click()  # Ann's army from now on
    assert state_of(window).ply == 1 and panel.place_button.isChecked() is False
    panel.place_button.click()  # Bob's too: no hand-over while nothing is secret
    while state_of(window).setup_stage() == "place":
        assert not page_of(window).is_handing_over()
        ply = state_of(window).ply
        qtbot.waitUntil(lambda ply=ply: state_of(window).ply == ply + 1)  # noqa: B023
    assert state_of(window).placed(0) == state_of(window).placed(1) == 10
    # Red hides by a click on the board; the board is covered before Black sits.
    assert not page_of(window).is_handing_over()
    assert scene_of(window).step_prefix() == ("N",)
    assert "hides the Ninja" in panel.heading.text() and panel.hide_button.isVisible()
    # In Red's own territory, where Black's random hiding hex can never be.
    hide_hex = next(
        label for label in BOARD.labels if label[0] == "D" and label not in drawn(window)
    )
    click(qtbot, window, hide_hex)
    assert session.state.ply == 21
    cover = page_of(window).handover
    assert cover.colour.name() == "#2b2826"  # Black's colour
    # Both see the cover: it says whose turn it is, no more (issue 22).
    assert cover.next_text() == "Setup: Bob to play"
    sit_down(window, "Bob")
    assert "Ninja" in page_of(window).status.text()  # what to do, once he is there
    assert_no_ninja_of(window, "red", hide_hex)
    panel.hide_button.click()  # Black lets the app choose
    assert state_of(window).phase == "play"
    black_hex = BOARD.labels[state_of(window).hidden_ninja(1)]  # type: ignore[index]
    sit_down(window, "Ann")
    assert_no_ninja_of(window, "black", black_hex)
    # Ann sees her own Ninja, faint and marked, and where it hides.
    assert drawn(window)[hide_hex] == ("red", "N", True)
    assert "hidden" in scene_of(window).describe(BOARD.cell(hide_hex))
    assert hide_hex in panel.help.text()
    assert texts(window)[-2:] == [f"N@{hide_hex}", "N@?"]


def test_undo_during_place_for_me_stops_it(qtbot: Any, window: MainWindow) -> None:
    session = start(window)
    in_view(window)
    panel_of(window).place_button.click()
    click(qtbot, window, "J3")  # Bob's Shogun
    window.undo()
    assert session.state.ply == 1
    window.undo()
    assert session.state.ply == 0
    assert state_of(window).ply == 0 and not panel_of(window).place_button.isChecked()


# --- turns -----------------------------------------------------------------------


def test_a_two_move_turn_by_clicks_with_undo_inside_it(qtbot: Any, window: MainWindow) -> None:
    session = start(window, set_up())
    sit_down(window, "Ann")
    scene = scene_of(window)
    assert scene.step_prefix() == ()
    click(qtbot, window, "D4")
    targets = {BOARD.labels[c] for c in scene.next_steps()}
    assert "F5" in targets and RED_NINJA not in targets  # her own hidden Ninja is in the way
    # Pointing at a destination two steps away shows the way the engine gives.
    qtbot.mouseMove(window.game_page.view.viewport(), point(window, "F5"))  # type: ignore[union-attr]
    assert scene.preview_paths() == [(BOARD.cell("D4"), BOARD.cell("E5"), BOARD.cell("F5"))]
    click(qtbot, window, "F5")
    assert texts(window)[-1] == "D4-F5"
    page = page_of(window)
    assert not page.is_handing_over()  # the same player goes on
    assert scene.cell_item(BOARD.cell("D4")).last_move
    assert scene.cell_item(BOARD.cell("F5")).last_move
    assert "move 2 of 2" in panel_of(window).heading.text()
    click(qtbot, window, "F5")  # the piece that moved may not move again
    assert scene.prefix() == ()
    window.undo()  # back inside the turn, no hand-over
    assert session.state.ply == 22 and not page.is_handing_over()
    assert "move 1 of 2" in panel_of(window).heading.text()
    click(qtbot, window, "D4")
    click(qtbot, window, "F5")
    click(qtbot, window, "D6")
    click(qtbot, window, "E6")
    assert texts(window)[-2:] == ["D4-F5", "D6-E6"]
    sit_down(window, "Bob")
    assert_no_ninja_of(window, "red", RED_NINJA)
    assert panel_of(window).last_turn.text().endswith("D4-F5, D6-E6")
    # Bob has seen the board since Ann's turn: in hot-seat with secrets her
    # moves can no longer be taken back (issue 12), only his own, unseen ones.
    assert not session.can_undo() and not window.undo_action.isEnabled()
    window.undo()
    assert not page.is_handing_over() and texts(window)[-2:] == ["D4-F5", "D6-E6"]


def test_a_turn_ended_by_a_pass_hands_over_while_a_ninja_hides(
    qtbot: Any, window: MainWindow
) -> None:
    # Red's Ninja still hides (under Black's Ashigaru on E8, so it cannot come
    # out): after its one move Red passes, and Bob must not see Ann's board.
    start(window, RivalGame().state_from_text(SHUT_IN.format("E8")))
    sit_down(window, "Ann")
    click(qtbot, window, "E2")
    click(qtbot, window, "F2")
    assert texts(window) == ["E2xF2"]
    panel_of(window).pass_button.click()
    assert state_of(window).current_seat == 1
    sit_down(window, "Bob")


def test_no_hand_over_once_nothing_is_secret(qtbot: Any, window: MainWindow) -> None:
    """Both Ninjas are out of hiding: the players see the same board."""
    start(window, RivalGame().state_from_text(SHUT_IN.format("r")))
    in_view(window)  # the same board for both: no need to ask who sits down first
    click(qtbot, window, "E2")
    click(qtbot, window, "F2")
    assert state_of(window).current_seat == 1
    assert not page_of(window).is_handing_over() and not page_of(window).is_board_hidden()


def test_pass_and_reveal_are_offered_in_the_panel(qtbot: Any, window: MainWindow) -> None:
    start(window, RivalGame().state_from_text(SHUT_IN.format("D5")))
    sit_down(window, "Ann")
    panel = panel_of(window)
    assert panel.reveal_button.isVisible() and "D5" in panel.reveal_button.text()
    assert not panel.pass_button.isVisible()
    assert panel.help.text().startswith("Move two different pieces")
    click(qtbot, window, "E2")
    click(qtbot, window, "F2")
    # Nothing else can move: Pass, or bring the Ninja out; the panel says so
    # instead of asking for a second move.
    assert panel.pass_button.isVisible() and panel.reveal_button.isVisible()
    assert panel.help.text().startswith("None of your pieces can move.")
    assert "another piece" not in panel.help.text()
    assert "no piece can move: pass" in page_of(window).status_text()
    panel.pass_button.click()
    assert texts(window) == ["E2xF2", "pass"]
    sit_down(window, "Bob")
    assert not panel.reveal_button.isVisible()  # Bob's view: no Ninja of his to reveal
    assert "D5" not in panel_words(window)


def test_reveal_brings_the_ninja_out_for_both(qtbot: Any, window: MainWindow) -> None:
    start(window, set_up())
    sit_down(window, "Ann")
    panel_of(window).reveal_button.click()
    assert texts(window)[-1] == f"N!{RED_NINJA}"
    assert drawn(window)[RED_NINJA] == ("red", "N", False)
    assert "move 2 of 2" in panel_of(window).heading.text()
    click(qtbot, window, "D4")
    click(qtbot, window, "F5")
    sit_down(window, "Bob")
    assert drawn(window)[RED_NINJA] == ("red", "N", False)
    assert f"N@{RED_NINJA}" in texts(window)  # no secret any more
    # Bob's own Ninja is the only hidden one he sees.
    assert [label for label, (_c, _k, faint) in drawn(window).items() if faint] == [BLACK_NINJA]


# --- the ambush -------------------------------------------------------------------

AMBUSH = ("D7-E8", "B6-C6", "H4-F4", "H5-G5", "C6-D7", "C2-D2", "F4-E4", "G5-F5")


def test_the_ambush_is_announced_to_both_players(qtbot: Any, window: MainWindow) -> None:
    state = set_up()
    for move in AMBUSH[:-1]:
        state.play(move)
    start(window, state)
    sit_down(window, "Bob")
    # Bob's Ashigaru stands on E4 and he knows nothing of Red's Ninja there.
    assert drawn(window)["E4"] == ("black", "A", False)
    click(qtbot, window, "G5")
    click(qtbot, window, "F5")  # his turn ends on the Ninja's hex
    sit_down(window, "Ann")
    news = "Ambush on E4! Red's Ninja sprang out of hiding and killed Black's Ashigaru."
    panel = panel_of(window)
    assert panel.news.isVisible() and panel.news.text() == news
    assert news in page_of(window).status_text()
    assert drawn(window)["E4"] == ("red", "N", False)
    assert scene_of(window).cell_item(BOARD.cell("E4")).content.marker == "ambush"
    click(qtbot, window, "D3")
    click(qtbot, window, "E3")
    assert panel.news.text() == news  # Ann's whole turn
    click(qtbot, window, "C5")
    click(qtbot, window, "C6")
    sit_down(window, "Bob")  # the player who walked into it is told too
    assert panel.news.isVisible() and panel.news.text() == news
    assert "N@E4" in texts(window)
    click(qtbot, window, "J6")
    click(qtbot, window, "I7")
    click(qtbot, window, "H6")
    click(qtbot, window, "G7")
    sit_down(window, "Ann")
    assert not panel.news.isVisible()  # old news once both have played since


# --- the end -----------------------------------------------------------------------


def test_killing_the_shogun_wins_and_shows_every_secret(
    qtbot: Any, window: MainWindow, modals: Any
) -> None:
    start(window, RivalGame().state_from_text("G4A/7/8/9/4S5/4g6/10/9/8/7/sa4 r 1 D5,H5 -/- 0"))
    sit_down(window, "Ann")
    assert "H5" not in drawn(window)
    click(qtbot, window, "E5")
    click(qtbot, window, "F5")
    qtbot.waitUntil(lambda: "result" in modals.kinds())
    assert "Ann wins | Bob lost the Shogun." in modals.calls[-1][1]
    page = page_of(window)
    assert not page.is_handing_over()  # nothing is secret any more
    assert drawn(window)["H5"] == ("black", "N", True)
    assert "was hiding" in scene_of(window).describe(BOARD.cell("H5"))
    assert "Black's Ninja was hiding on H5." in panel_of(window).help.text()
    assert texts(window) == ["E5xF5"]


# --- against a bot ------------------------------------------------------------------


def test_a_game_against_a_bot_reaches_play_and_undo_returns_to_the_human(
    qtbot: Any, window: MainWindow
) -> None:
    session = start(window, seats=[Seat("Ann"), Seat("Robot", "bot", "easy")])
    page = page_of(window)
    assert not page.is_handing_over()  # one person: nothing to hand over
    panel = panel_of(window)
    panel.place_button.click()
    qtbot.waitUntil(
        lambda: state_of(window).setup_stage() == "hide" and not session.is_bot_thinking(),
        timeout=20000,
    )
    panel.hide_button.click()
    qtbot.waitUntil(
        lambda: state_of(window).phase == "play" and not session.is_bot_thinking(), timeout=20000
    )
    mine = state_of(window).hidden_ninja(0)
    theirs = state_of(window).hidden_ninja(1)
    assert mine is not None and theirs is not None
    ninjas = [(key, faint) for key, kind, faint in drawn(window).values() if kind == "N"]
    assert ninjas == [("red", True)]  # only her own
    assert "N@?" in texts(window)
    # A turn by clicks: two moves, then the bot plays both of its own.
    scene = scene_of(window)
    first = next(m for m in state_of(window).legal_moves() if m.action == "move")
    click(qtbot, window, BOARD.labels[first.origin])
    click(qtbot, window, BOARD.labels[first.target])
    assert state_of(window).turn_move() == 2 and not session.is_bot_thinking()
    second = next(m for m in state_of(window).legal_moves() if m.action == "move")
    click(qtbot, window, BOARD.labels[second.origin])
    click(qtbot, window, BOARD.labels[second.target])
    ply = state_of(window).ply
    qtbot.waitUntil(
        lambda: (
            state_of(window).current_seat == 0
            and state_of(window).ply > ply
            and not session.is_bot_thinking()
        ),
        timeout=20000,
    )
    assert scene.next_steps()
    # Undo: back to Ann's last choice, the second move of her turn.
    window.undo()
    assert state_of(window).ply == ply - 1 and state_of(window).turn_move() == 2
    assert not session.is_bot_thinking() and scene.next_steps()
    window.undo()
    assert state_of(window).ply == ply - 2 and state_of(window).turn_move() == 1


# --- saved games ----------------------------------------------------------------------


def test_a_saved_game_keeps_the_secrets_and_shows_them_to_nobody(
    window: MainWindow, tmp_path: Path
) -> None:
    session = start(window, set_up())
    sit_down(window, "Ann")
    path = tmp_path / "rival.boardroom"
    session.save(path)
    saved = json.loads(path.read_text())
    assert f"N@{RED_NINJA}" in saved["moves"] and f"N@{BLACK_NINJA}" in saved["moves"]
    window.new_game()
    assert window.open_path(path)
    # Whoever is in front of the screen sees the cover first, then only Red's view.
    sit_down(window, "Ann")
    assert_no_ninja_of(window, "black", BLACK_NINJA)
    assert drawn(window)[RED_NINJA] == ("red", "N", True)


class _InlineBots(InlineWorker):
    """The bot's search in this process, its answer on a later turn of the
    event loop: no process to start (a real one plays the bot game above)."""

    def warm_up(self) -> None:
        pass


def test_the_human_never_sees_a_false_end_while_the_bot_thinks(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Red (the bot) can save its trapped Shogun only by revealing its hidden
    Ninja: the board drawn for Ann (Black), who cannot know that, must not
    show the game as over while the bot thinks."""
    monkeypatch.setattr(session_module, "BotWorker", _InlineBots)
    text = "G1s1AS/7/sA6/9/10/11/10/9/8/7/sa3g r 1 A2,r -/- 0"
    session = start(
        window, RivalGame().state_from_text(text), seats=[Seat("Robot", "bot", "easy"), Seat("Ann")]
    )
    assert session.is_bot_thinking() and state_of(window).outcome() is None
    panel = panel_of(window)
    assert panel.heading.text() != "The game is over"
    assert "Game over" not in page_of(window).status_text()
    assert "A2" not in panel_words(window) and "A2" not in drawn(window)
    qtbot.waitUntil(lambda: not session.is_bot_thinking(), timeout=20000)
    assert state_of(window).ply > 0


@pytest.mark.parametrize("accept", [True, False])
def test_a_draw_offer_never_shows_the_offerers_secrets(
    window: MainWindow, modals: Modals, monkeypatch: pytest.MonkeyPatch, accept: bool
) -> None:
    session = start(window, set_up())
    sit_down(window, "Ann")
    page = page_of(window)
    seen_when_asked: list[bool] = []
    modals.yes = accept
    asked = dialogs.ask_yes_no

    def ask(parent: Any, title: str, text: str) -> bool:
        # Bob answers while the board, with Ann's hidden Ninja, is off screen.
        seen_when_asked.append(
            not page.is_board_hidden() or page.move_list.isVisible() or panel_of(window).isVisible()
        )
        assert "Bob" in page.handover.button.text()
        return asked(parent, title, text)

    monkeypatch.setattr(dialogs, "ask_yes_no", ask)
    window.offer_draw()
    assert seen_when_asked == [False]
    if accept:
        assert session.state.is_terminal()
    else:
        # Declined: the computer goes back to Ann, behind the cover again.
        assert (
            not session.state.is_terminal() and ("inform", "Bob declines the draw.") in modals.calls
        )
        sit_down(window, "Ann")
        assert drawn(window)[RED_NINJA] == ("red", "N", True)
