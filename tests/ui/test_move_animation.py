"""Moves shown happening (issue 24): the timeline's arithmetic, and on the
hex and square boards the piece on its way at given moments of a clock
driven by hand (no real waiting); a click in the middle lands it and is
taken; undo and redo jump; a bot's move and a step forward in the move list
play too; "off" shows nothing moving."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer

from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.ui import session as session_module
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.hexscene import HexBoardScene
from boardroom.ui.scenes.movepath import MovePath, Taken, Timeline, Travel
from boardroom.ui.scenes.moveplayer import ManualClock, SpriteItem
from boardroom.ui.session import GameSession
from tests.ui.conftest import open_window, scene_as
from tests.ui.workers import InlineWorker

JUMPS = "5 b1bbb/1b2b1/3b3/3b1#2/7#1/w1b1w1b1/4w2/#1ww1w/wwww1 b 0 0"


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    yield from open_window(qtbot, 1000, 700)


class InlineBots(InlineWorker):
    """A bot in this process that plays its first legal move at the next
    turn of the event loop."""

    def warm_up(self) -> None:
        pass

    def start(
        self, generation: int, kind: str, key: str, level: str, seed: int, state: Any
    ) -> None:
        self._running = generation
        move = state.legal_moves()[0]
        self.pending += 1
        QTimer.singleShot(1, lambda: self._deliver(generation, move))


def watched(win: MainWindow, pace: str = "normal") -> ManualClock:
    """Moves shown at ``pace`` on a clock the test moves."""
    clock = ManualClock()
    win.game_page.board.clock = clock
    win.game_page.board.set_pace(pace)
    return clock


def sprites(scene: Any) -> list[SpriteItem]:
    return [i for i in scene.items() if isinstance(i, SpriteItem) and i.isVisible()]


def near(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) < 0.5 and abs(a.y() - b.y()) < 0.5


def onager(win: MainWindow, text: str = JUMPS, seats: list[Seat] | None = None) -> HexBoardScene:
    game = make_game("onager", {"side": 5})
    state = game.state_from_text(text)
    players = seats or [Seat("Ann"), Seat("Bob")]
    win.play_session(GameSession(game, players, state, autosave=False))
    return scene_as(win, HexBoardScene)


def play(win: MainWindow, text: str) -> None:
    assert win.session is not None
    move = win.session.state.parse_move(text)
    assert win.session.play(move)


def click(qtbot: Any, win: MainWindow, scene: HexBoardScene, label: str) -> None:
    view = win.game_page.view
    assert view is not None and scene.board() is not None
    point = view.mapFromScene(scene.cell_centre(scene.board().cell(label)))  # type: ignore[union-attr]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


# --- the timeline -------------------------------------------------------------------------


def test_a_step_takes_the_pace_and_long_paths_go_faster() -> None:
    one = Timeline(MovePath((Travel((1, 2)),)), 220)
    assert one.total == 220
    four = Timeline(MovePath((Travel((1, 2, 3, 4, 5)),)), 220)
    assert four.total == 4 * 220
    eight = Timeline(MovePath((Travel(tuple(range(9))),)), 220)
    assert eight.total == 4 * 220  # eight steps at half the pace
    twenty = Timeline(MovePath((Travel(tuple(range(21))),)), 220)
    assert twenty.total == 10 * 220  # never faster than half


def test_a_slide_is_one_smooth_run_and_hops_land_between_legs() -> None:
    slide = Timeline(MovePath((Travel((0, 1, 2)),)), 200)
    middle = slide.at(200).poses[0]  # halfway in time: on the middle cell, not stopping
    assert middle.state == "moving" and abs(middle.a + middle.f - 1) < 1e-6
    early = slide.at(50).poses[0]
    assert early.a == 0 and early.f < 0.25  # slow out: a quarter of the time, less of the way
    assert slide.at(0).poses[0].state == "waiting"
    assert slide.at(400).poses[0].state == "arrived"
    jumps = Timeline(MovePath((Travel((0, 1, 2), hops=(True, True)),)), 200)
    half = jumps.at(100).poses[0]
    assert (half.a, half.b, half.hop) == (0, 1, True) and abs(half.f - 0.5) < 1e-9


def test_taken_pieces_fade_as_the_leg_reaching_them_ends_and_appearances_follow() -> None:
    path = MovePath((Travel((0, 1, 2)),), taken=(Taken(1, leg=0),), appears=(5,))
    line = Timeline(path, 200)
    assert line.at(0).taken == (1.0,)
    assert line.at(140).taken[0] == 1.0  # the leg ends at 200: the fade starts at 140
    assert 0.0 < line.at(200).taken[0] < 1.0
    assert line.at(400).appears == (0.0,)  # after the travel
    assert line.at(line.total).appears == (1.0,) and line.at(line.total).taken == (0.0,)


def test_a_swap_moves_both_pieces_together() -> None:
    path = MovePath((Travel((0, 1)), Travel((1, 0), together=True)))
    line = Timeline(path, 200)
    assert line.total == 200
    a, b = line.at(100).poses
    assert a.state == b.state == "moving" and abs(a.f - b.f) < 1e-9


# --- the hex board ------------------------------------------------------------------------


def test_a_jump_chain_is_shown_landing_by_landing(qtbot: Any, window: MainWindow) -> None:
    scene = onager(window)
    clock = watched(window)
    board = scene.board()
    assert board is not None
    b2, f5, f1 = (board.cell(x) for x in ("B2", "F5", "F1"))
    play(window, "B2>F5>F1")
    assert scene.is_animating() and clock.running
    assert window.session is not None and window.session.state.ply == 1  # the game moved at once
    (piece,) = sprites(scene)
    assert near(piece.pos(), scene.cell_centre(b2))
    assert scene.cell_item(f1).top_hidden  # not there yet
    step = clock.duration / 2
    clock.to(step)
    assert near(piece.pos(), scene.cell_centre(f5))  # the first landing
    clock.to(step / 2)
    halfway = (scene.cell_centre(b2) + scene.cell_centre(f5)) / 2
    assert abs(piece.pos().x() - halfway.x()) < 0.5
    assert piece.pos().y() < halfway.y() - 10  # up in the air: a jump
    clock.to(clock.duration)
    assert not scene.is_animating() and not sprites(scene)
    assert not scene.cell_item(f1).top_hidden
    assert scene.cell_item(f1).colours  # the piece stands there


def test_a_click_during_the_move_lands_it_and_is_taken(qtbot: Any, window: MainWindow) -> None:
    scene = onager(window)
    clock = watched(window)
    play(window, "B2>F5>F1")
    clock.to(50)
    assert scene.is_animating()
    assert window.session is not None
    mover = window.session.state.legal_moves()[0]
    label = window.session.state.board.labels[mover.steps[0]]
    click(qtbot, window, scene, label)
    assert not scene.is_animating() and not sprites(scene)
    assert scene.prefix() == (mover.steps[0],)  # the click picked the piece


def test_undo_and_redo_jump_without_a_move_shown(qtbot: Any, window: MainWindow) -> None:
    scene = onager(window)
    clock = watched(window)
    play(window, "B2>F5>F1")
    clock.to(clock.duration)
    assert window.session is not None
    window.session.undo()
    assert not scene.is_animating() and not sprites(scene)
    window.session.redo()
    assert window.session.state.ply == 1
    assert not scene.is_animating() and not sprites(scene)


def test_off_shows_nothing_moving(qtbot: Any, window: MainWindow) -> None:
    scene = onager(window)
    clock = watched(window, "off")
    play(window, "B2>F5>F1")
    assert not scene.is_animating() and not clock.running and not sprites(scene)


def test_tests_and_pictures_run_with_moves_shown_at_once(window: MainWindow) -> None:
    """Offscreen (the tests, --screenshot), whatever the setting says."""
    assert window.settings.animation == "normal"
    assert window.game_page.board.pace == "off"


def test_a_bots_move_is_shown_happening(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(session_module, "BotWorker", InlineBots)
    scene = onager(window, seats=[Seat("Ann"), Seat("", "bot", "easy")])
    clock = watched(window)
    play(window, "B2>F5>F1")
    clock.to(clock.duration)
    session = window.session
    assert session is not None
    qtbot.waitUntil(lambda: session.state.ply == 2, timeout=10000)
    assert scene.is_animating() and sprites(scene)
    clock.to(clock.duration)
    assert not scene.is_animating()


def test_stepping_forward_in_the_move_list_shows_the_move(qtbot: Any, window: MainWindow) -> None:
    scene = onager(window)
    clock = watched(window)
    play(window, "B2>F5>F1")
    clock.to(clock.duration)
    play(window, window.session.state.format_move(window.session.state.legal_moves()[0]))  # type: ignore[union-attr]
    clock.to(clock.duration)
    page = window.game_page
    page.look_at(0)
    assert not scene.is_animating()  # a step back jumps
    page.history.step_through("next")
    assert page.looking_at == 1 and scene.is_animating()
    clock.to(clock.duration)
    page.history.step_through("next")  # the last move: back to the game
    assert page.looking_at is None and scene.is_animating()
    clock.to(clock.duration)
    page.look_at(0)
    page.look_at(2 - 0)  # a jump of two moves: at once
    assert not scene.is_animating()


# --- Rival ----------------------------------------------------------------------------------


def test_rival_a_piece_goes_its_way_hex_by_hex(qtbot: Any, window: MainWindow) -> None:
    from tests.ui.test_rival_window import set_up, sit_down, start

    start(window, set_up())
    sit_down(window, "Ann")
    scene = scene_as(window, HexBoardScene)
    clock = watched(window)
    board = scene.board()
    assert board is not None
    play(window, "D4-F5")
    (piece,) = sprites(scene)
    assert near(piece.pos(), scene.cell_centre(board.cell("D4")))
    clock.to(clock.duration / 2)
    assert near(piece.pos(), scene.cell_centre(board.cell("E5")))  # the way the engine gives
    clock.to(clock.duration)
    assert not sprites(scene) and scene.cell_item(board.cell("F5")).content.piece


def test_rival_an_ambush_takes_the_piece_and_the_ninja_appears() -> None:
    from boardroom.games.rival.board import BOARD
    from boardroom.ui.games.rival.adapter import RivalAdapter
    from tests.ui.test_rival_window import AMBUSH, set_up

    state = set_up()
    for move in AMBUSH[:-1]:
        state.play(move)
    before = state.clone()
    state.play(AMBUSH[-1])
    path = RivalAdapter().move_path(before, state.history[-1], state)
    e4, g5, f5 = (BOARD.cell(x) for x in ("E4", "G5", "F5"))
    assert [t.cells for t in path.travels] == [(g5, f5)]
    assert [t.cell for t in path.taken] == [e4]  # the Ashigaru that stood on the Ninja
    assert path.appears == (e4,)  # the Ninja springs out


def test_rival_a_kill_fades_the_piece_the_mover_lands_on() -> None:
    from boardroom.games.rival import RivalGame
    from boardroom.games.rival.board import BOARD
    from boardroom.ui.games.rival.adapter import RivalAdapter
    from tests.ui.test_rival_window import SHUT_IN

    state = RivalGame().state_from_text(SHUT_IN.format("r"))
    before = state.clone()
    state.play("E2xF2")
    path = RivalAdapter().move_path(before, state.history[-1], state)
    f2 = BOARD.cell("F2")
    assert path.travels[0].cells == (BOARD.cell("E2"), f2)
    assert [(t.cell, t.leg) for t in path.taken] == [(f2, 0)]
    assert path.appears == ()


# --- Poron Jikaida -------------------------------------------------------------------------


def test_jikaida_a_vault_arcs_over_its_line_and_the_piece_taken_fades(
    qtbot: Any, window: MainWindow
) -> None:
    from boardroom.ui.scenes.squarescene import SquareBoardScene

    game = make_game("jikaida", {})
    window.play_session(
        GameSession(game, [Seat("Ann"), Seat("Bob")], game.new_state(seed=1), autosave=False)
    )
    scene = scene_as(window, SquareBoardScene)
    clock = watched(window)
    layout = scene.board_layout()
    assert layout is not None
    g1, k1 = layout.parse("g1"), layout.parse("k1")
    play(window, "g1^xk1")  # the Pallan vaults along its rank onto k1
    mover, victim = sorted(sprites(scene), key=lambda s: s.pos().x())
    assert near(mover.pos(), scene.square_centre(g1)) and near(
        victim.pos(), scene.square_centre(k1)
    )
    assert scene.piece_item(k1).held  # the Pallan is not there yet
    clock.to(clock.duration * 0.4)
    line = scene.square_centre(g1).y()
    assert mover.pos().y() < line - 10  # over the pieces between, not through them
    assert victim.opacity() == 1.0
    clock.to(clock.duration * 0.9)
    assert victim.opacity() < 1.0
    clock.to(clock.duration)
    assert not sprites(scene) and not scene.piece_item(k1).held
    assert scene.pieces()[k1][0] == "P"


def test_jikaida_a_fluttember_moves_both_pieces_together() -> None:
    from boardroom.ui.games.jikaida.adapter import JikaidaAdapter

    game = make_game("jikaida", {})
    adapter = JikaidaAdapter()
    adapter.make_scene(game)
    state = game.new_state(seed=1)
    move = next(m for m in state.legal_moves() if m.fluttember)
    before = state.clone()
    state.play(move)
    path = adapter.move_path(before, move, state)
    first, second = path.travels
    assert first.cells == (move.frm, move.to) and second.cells == (move.to, move.frm)
    assert second.together and not path.taken


# --- Dejarik ---------------------------------------------------------------------------------


def test_dejarik_pieces_set_slide_from_the_pile_and_off_stops_the_dice_too(
    window: MainWindow,
) -> None:
    from boardroom.ui.games.dejarik.table import DejarikTableScene
    from boardroom.ui.scenes.dicetable import CENTRE

    game = make_game("dejarik", {"first": "seat1"})
    window.play_session(
        GameSession(game, [Seat("Ann"), Seat("Bob")], game.new_state(21), autosave=False)
    )
    scene = scene_as(window, DejarikTableScene)
    window.game_page.board.set_pace("normal")
    play(window, "set2")
    assert scene.is_animating()
    flying = [(f.item, QPointF(f.end)) for f in scene._flights]
    starts = {(round(f.start.x()), round(f.start.y())) for f in scene._flights}
    assert len(scene._flights) == 2 and len(starts) == 1  # both from the pile's top
    (start,) = starts
    assert start[0] == 900  # the setter's (Blue's, at the top) active pile, on its left
    scene.finish_animation()
    assert not scene.is_animating()
    assert all(near(item.pos(), end) for item, end in flying)
    assert {end.y() for _, end in flying} == {CENTRE.y() - 150}  # on the board, in front of Blue
    window.game_page.board.set_pace("off")
    play(window, "set1")
    assert not scene.is_animating()
    for move in ("primary", "primary", "roll"):
        play(window, move)
    assert not scene.is_animating()  # no throw either


# --- what the player already saw while entering the move ------------------------------------


def test_a_chain_entered_landing_by_landing_goes_on_from_its_last_landing(
    qtbot: Any, window: MainWindow
) -> None:
    scene = onager(window)
    clock = watched(window)
    board = scene.board()
    assert board is not None
    click(qtbot, window, scene, "B2")
    click(qtbot, window, scene, "F5")  # the piece is shown on F5 (it could stop there)
    click(qtbot, window, scene, "F1")
    assert window.session is not None and window.session.move_texts() == ["B2>F5>F1"]
    (piece,) = sprites(scene)
    assert near(piece.pos(), scene.cell_centre(board.cell("F5")))  # not back on B2
    assert clock.duration == 220  # the last jump alone


def test_a_piece_dropped_by_hand_does_not_move_again(qtbot: Any, window: MainWindow) -> None:
    scene = onager(window)
    watched(window)
    board = scene.board()
    assert board is not None and window.session is not None
    walk = next(m for m in window.session.state.legal_moves() if m.kind == "walk")
    scene._press_cell(walk.steps[0], QPointF())
    scene._dragging = True  # the piece follows the mouse to its cell
    scene._release_cell(walk.steps[1])
    assert window.session.state.ply == 1
    assert not scene.is_animating() and not sprites(scene)


def test_the_bot_and_the_autosave_do_not_wait_for_the_move_shown(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    from boardroom.ui import storage
    from tests.ui.workers import IdleWorker

    class Thinking(IdleWorker):
        def warm_up(self) -> None:
            pass

    monkeypatch.setattr(session_module, "BotWorker", Thinking)
    game = make_game("onager", {"side": 5})
    session = GameSession(game, [Seat("Ann"), Seat("", "bot", "easy")], game.state_from_text(JUMPS))
    window.play_session(session)
    scene = scene_as(window, HexBoardScene)
    watched(window)
    play(window, "B2>F5>F1")
    assert scene.is_animating()  # still shown on its way, and already:
    assert session.is_bot_thinking()
    saved = json.loads(storage.autosave_path().read_text(encoding="utf-8"))
    assert saved["moves"] == ["B2>F5>F1"]


def test_the_pace_is_chosen_in_settings_remembered_and_in_french(qtbot: Any) -> None:
    from boardroom.ui import i18n, storage
    from boardroom.ui.settingsdialog import SettingsDialog

    settings = storage.Settings()
    assert settings.animation == "normal"
    dialog = SettingsDialog("en", None, settings)
    qtbot.addWidget(dialog)
    box = dialog.pace_box
    assert [box.itemText(i) for i in range(box.count())] == ["Off", "Fast", "Normal", "Slow"]
    assert box.currentText() == "Normal"
    box.setCurrentIndex(3)
    dialog.apply_to(settings)
    settings.save()
    assert storage.Settings.load().animation == "slow"
    i18n.set_language("fr")
    qtbot.waitUntil(lambda: dialog.pace_label.text() != "&Animated moves:")
    assert dialog.pace_label.text() == "&Animation des coups\u00a0:"
    assert box.currentText() == "Lente"
