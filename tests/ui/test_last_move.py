"""The last move at a glance (issue 24): after a move, where the moved piece
started and where it ended stay marked until the next move, in every game;
Jaheijagaj marks only what the viewer saw of it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.moves import ATTACK, MOVE, UNSEEN, JMove, hidden
from boardroom.ui import session as session_module
from boardroom.ui.games.jaheijagaj.adapter import JaheijagajAdapter
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.hexscene import HexBoardScene
from boardroom.ui.scenes.pyramidscene import PyramidBoardScene
from boardroom.ui.scenes.squarescene import SquareBoardScene
from boardroom.ui.session import GameSession
from tests.ui.conftest import open_window, scene_as
from tests.ui.workers import IdleWorker


class QuietBots(IdleWorker):
    def warm_up(self) -> None:
        pass


@pytest.fixture
def window(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setattr(session_module, "BotWorker", QuietBots)
    yield from open_window(qtbot, 1280, 800)


def start(win: MainWindow, key: str, state: Any = None, bot: bool = False, **options: Any) -> Any:
    """A game of Ann and Bob (or a bot that never answers: one person at the screen)."""
    game = make_game(key, options, 2)
    players = [Seat("Ann"), Seat("", "bot", "easy") if bot else Seat("Bob")]
    win.play_session(GameSession(game, players, state or game.new_state(1), autosave=False))
    return win.game_page.scene


def play(win: MainWindow, text: str) -> Any:
    assert win.session is not None
    move = win.session.state.parse_move(text)
    assert win.session.play(move)
    return move


def test_onager_the_jump_chains_start_and_end_stay_marked_until_the_next_move(
    window: MainWindow,
) -> None:
    jumps = "5 b1bbb/1b2b1/3b3/3b1#2/7#1/w1b1w1b1/4w2/#1ww1w/wwww1 b 0 0"
    scene = start(window, "onager", make_game("onager", {"side": 5}).state_from_text(jumps))
    assert isinstance(scene, HexBoardScene)
    b2, f5, f1 = (scene.board().cell(x) for x in ("B2", "F5", "F1"))  # type: ignore[union-attr]
    play(window, "B2>F5>F1")
    marked = {c for c in range(scene.board().size) if scene.cell_item(c).last_move}  # type: ignore[union-attr]
    assert marked == {b2, f1}  # start and end; the landing between only on the line
    assert scene._last_path.isVisible()
    assert window.session is not None
    reply = window.session.state.legal_moves()[0]
    play(window, window.session.state.format_move(reply))
    assert not scene.cell_item(b2).last_move and not scene.cell_item(f1).last_move
    assert scene.cell_item(reply.steps[0]).last_move and scene.cell_item(reply.steps[-1]).last_move


def test_rival_a_placement_and_a_move_are_marked(window: MainWindow) -> None:
    from tests.ui.test_rival_window import set_up

    scene = start(window, "rival", set_up())
    assert isinstance(scene, HexBoardScene)
    window.game_page.handover.button.click()
    cell = scene.board().cell  # type: ignore[union-attr]
    play(window, "D4-F5")
    marked = {c for c in range(scene.board().size) if scene.cell_item(c).last_move}  # type: ignore[union-attr]
    assert marked == {cell("D4"), cell("F5")}


def test_jikaida_the_squares_left_and_reached_are_marked(window: MainWindow) -> None:
    scene = start(window, "jikaida")
    assert isinstance(scene, SquareBoardScene)
    layout = scene.board_layout()
    assert layout is not None
    play(window, "g1^xk1")
    marked = {sq for sq in range(layout.size) if scene.square_item(sq).last_move}
    assert marked == {layout.parse("g1"), layout.parse("k1")}
    assert scene._last_path.isVisible()


def test_dejarik_the_pieces_set_and_the_pile_they_left_are_marked(window: MainWindow) -> None:
    from boardroom.ui.games.dejarik.table import DejarikTableScene
    from boardroom.ui.scenes.dicetable import PileSpot, TokenItem

    start(window, "dejarik", first="seat1")
    scene = scene_as(window, DejarikTableScene)

    def marked() -> tuple[list[int], int]:
        tokens = [i.seat for i in scene._items if isinstance(i, TokenItem) and i.last]
        spots = sum(1 for i in scene._items if isinstance(i, PileSpot) and i.last)
        return tokens, spots

    assert marked() == ([], 0)
    play(window, "set2")  # Blue sets two pieces from its active pile
    assert marked() == ([1, 1], 1)
    play(window, "set1")  # then Red one: Blue's marks go
    assert marked() == ([0], 1)
    play(window, "primary")  # a decision that moves no piece
    assert marked() == ([], 0)


# --- Jaheijagaj -----------------------------------------------------------------------------


def names(*labels: str) -> tuple[int, ...]:
    return tuple(board().names.index(x) for x in labels)


def test_jaheijagaj_a_route_is_marked_at_its_ends_with_its_line(window: MainWindow) -> None:
    scene = start(window, "jaheijagaj", bot=True)
    assert isinstance(scene, PyramidBoardScene)
    f2, g2, f3, f4 = names("f2", "g2", "f3", "f4")
    play(window, "f2-g2-f3>f4")
    marked = {c for c in range(len(board().names)) if scene.cell_item(c).last}
    assert marked == {f2, f4}
    assert len([p for p in scene._last_path.points if p is not None]) == 4


def test_jaheijagaj_an_attack_marks_the_primary_and_each_helper_that_moved(
    window: MainWindow,
) -> None:
    scene = start(window, "jaheijagaj", bot=True)
    assert isinstance(scene, PyramidBoardScene)
    a, b, c, d, e, f = names("e8", "f8", "g8", "e7", "f7", "h9")
    attack = JMove(ATTACK, (a, b, c), helpers=((d, e), (f,)))  # the last helps where it stands
    JaheijagajAdapter().show_last_move(scene, attack)
    marked = {x for x in range(len(board().names)) if scene.cell_item(x).last}
    assert marked == {a, c, d, e}
    lines = [p for p in (scene._last_path, *scene._last_more) if p.points]
    assert len(lines) == 2  # the primary's way and the helper's, not joined


def test_jaheijagaj_marks_only_what_the_viewer_saw(window: MainWindow) -> None:
    scene = start(window, "jaheijagaj", bot=True)
    assert isinstance(scene, PyramidBoardScene)
    adapter = JaheijagajAdapter()
    a, b, c, d = names("e8", "f8", "g8", "h8")
    # Seen from f8 on, after an unseen start; lost from sight after g8, seen again at h8.
    adapter.show_last_move(scene, JMove(MOVE, (UNSEEN, b, c, UNSEEN, d), piece=1))
    marked = {x for x in range(len(board().names)) if scene.cell_item(x).last}
    assert marked == {d}  # its end; its start was out of sight
    assert a not in marked and b not in marked
    lines = [[q for q in p.points if q is not None] for p in (scene._last_path, *scene._last_more)]
    assert [len(points) for points in lines if points] == [2]  # f8-g8 only: no line into the fog
    adapter.show_last_move(scene, hidden(MOVE, 1))  # a move not seen at all
    assert not any(scene.cell_item(x).last for x in range(len(board().names)))
    assert not scene._last_path.points
