"""The move list in words (issue 13, point 7): every game's moves read in the
interface's language, the notation beside them, and First / Previous / Next /
Last buttons and keys that look through the positions."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from boardroom.engine.game import State
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.games.jaheijagaj.board import board as pyramid_board
from boardroom.games.jaheijagaj.moves import PASS_MOVE, SPAWN, JMove, hidden
from boardroom.games.onager.moves import JUMP, OnagerMove
from boardroom.games.rival.board import BOARD
from boardroom.games.rival.formation import suggest_formation
from boardroom.games.rival.moves import MOVE, RivalMove
from boardroom.ui import i18n
from boardroom.ui.games import adapter_for
from boardroom.ui.games.dejarik import log
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.session import GameSession

NAMES = ["Ann", "Bob"]


def readings(
    key: str, moves: list[Any], options: dict[str, Any] | None = None, seed: int = 0
) -> list[str]:
    """Each move read in the position before it, as the move list does."""
    state = make_game(key, options or {}).new_state(seed)
    describe = adapter_for(key).describe
    assert describe is not None
    out = []
    for text in moves:
        move = state.parse_move(text) if isinstance(text, str) else text
        out.append(describe(state, move, NAMES))
        state.play(move)
    return out


def french() -> None:
    assert i18n.set_language("fr") == "fr"


def test_onager_in_words() -> None:
    moves = ["@D4", "@F3", "@E2", "B2-C2", "J2-I3", "A1>C1"]
    assert readings("onager", moves) == [
        "Ann places a lake on D4",
        "Bob places a lake on F3",
        "Ann places a lake on E2",
        "Ann moves B2 to C2",
        "Bob moves J2 to I3",
        "Ann jumps A1 to C1",
    ]
    state = make_game("onager", {}).new_state(0)
    cell = state.board.cell
    # A multi-jump says how many jumps (the reading does not judge legality).
    double = OnagerMove(JUMP, (cell("A1"), cell("C1"), cell("E1")))
    assert adapter_for("onager").describe(state, double, NAMES) == "Ann jumps A1 to E1 (2 jumps)"
    french()
    assert readings("onager", moves)[0] == "Ann pose un lac en D4"
    assert readings("onager", moves)[-1] == "Ann saute de A1 à C1"


def test_jikaida_in_words() -> None:
    moves = ["i3-g5", "c16-c14", "g1^g3^xe3", "c14-c13", "h1<>f1"]
    assert readings("jikaida", moves) == [
        "Yellow Swod i3-g5",
        "Blue Swod c16-c14",
        "Yellow Pallan vaults g1-g3-e3, takes Yellow Swod",
        "Blue Swod c14-c13",
        "Yellow Fluttember: the King on h1 and the Kapt on f1 change places",
    ]
    french()
    assert readings("jikaida", moves)[2] == "Pallan Jaune voltige g1-g3-e3, prend le Swod Jaune"


def test_dejarik_in_words() -> None:
    """The move list names the characters, as the round log beside it does."""
    moves = ["set2", "set1", "primary", "primary", "roll", "!S"]
    state = make_game("dejarik", {"first": "seat1"}).new_state(21)
    a, b = state.character(0).name, state.character(1).name
    assert a not in NAMES and b not in NAMES and a != b
    assert readings("dejarik", moves, {"first": "seat1"}, 21) == [
        f"{b} sets 2 pieces",
        f"{a} sets 1 piece",
        f"{b} announces a primary defence",
        f"{a} announces a primary attack",
        f"{a} rolls: 1 net failure, 1 net advantage, 1 Triumph, 1 Despair",
        f"{a} spends: A Setback die on {b}'s next attack, with a Triumph",
    ]
    for text in moves:  # the log tells each move with the same name first
        move = state.parse_move(text)
        said = adapter_for("dejarik").describe(state, move, NAMES)
        told = log.play_and_describe(state, move)[0].text
        assert said.split()[0] == told.split()[0]
    french()
    assert readings("dejarik", moves[:2], {"first": "seat1"}, 21) == [
        f"{b} pose 2 pièces",
        f"{a} pose 1 pièce",
    ]


def test_rival_in_words() -> None:
    state = make_game("rival", {}).new_state(7)
    first = suggest_formation(state, 0, 5)[0]
    describe = adapter_for("rival").describe
    assert describe is not None
    assert describe(state, first, NAMES).startswith("Ann places the ")
    assert describe(state, state.parse_syntax("N@?"), NAMES) == "Ann hides the Ninja in secret"
    assert describe(state, state.parse_syntax("N@E4"), NAMES) == "Ann hides the Ninja on E4"


def test_rival_in_french_elides_before_a_vowel() -> None:
    """'place l'Ashigaru', 'tue l'Ashigaru Rouge', never 'le Ashigaru'."""
    placed = ["A@D2", "A@H7", "S@C3", "G@J4"]
    assert readings("rival", placed, seed=7) == [
        "Ann places the Ashigaru on D2",
        "Bob places the Ashigaru on H7",
        "Ann places the Samurai on C3",
        "Bob places the Shogun on J4",
    ]
    state = make_game("rival", {}).new_state(7)
    for text in placed:
        state.play(text)
    state.play("G@B4")  # Black to play: its Ashigaru on H7 is read taking Red's on D2
    describe = adapter_for("rival").describe
    assert describe is not None
    french()
    assert readings("rival", placed, seed=7) == [
        "Ann place l'Ashigaru en D2",
        "Bob place l'Ashigaru en H7",
        "Ann place le Samouraï en C3",
        "Bob place le Shogun en J4",
    ]
    kill = RivalMove(MOVE, target=BOARD.cell("D2"), origin=BOARD.cell("H7"))
    assert describe(state, kill, NAMES) == "Ashigaru Noir H7-D2, tue l'Ashigaru Rouge"


def test_jaheijagaj_in_words() -> None:
    names = pyramid_board().names
    state = make_game("jaheijagaj", {}).new_state(0)
    describe = adapter_for("jaheijagaj").describe
    assert describe is not None
    assert readings("jaheijagaj", ["f2-g2"]) == ["Red Honour Guard moves f2 to g2"]
    assert describe(state, state.parse_move("Wh2-i2"), NAMES) == "Red Wraith moves ahead to i2"
    assert (
        describe(state, JMove(SPAWN, (names.index("e4"),)), NAMES) == "Red spawns a Trooper on e4"
    )
    assert describe(state, PASS_MOVE, NAMES) == "Red passes"
    assert describe(state, hidden("attack", 1), NAMES) == "Blue attacks out of sight"
    french()
    assert describe(state, state.parse_move("Wh2<"), NAMES) == "Wraith Rouge tourne à gauche"


def test_jaheijagaj_moves_seen_in_part_in_words() -> None:
    """RULINGS 5, "The move list": the hexes the viewer saw and where the
    piece went out of sight or came into it, never the hexes it did not see."""
    from tests.games.jaheijagaj.test_view_history import repro

    names = pyramid_board().names
    red = repro().view(0)
    before = red.initial()
    for move in red.history[:-1]:
        before.apply(move)
    describe = adapter_for("jaheijagaj").describe
    assert describe is not None
    last = red.history[-1]
    assert describe(before, last, NAMES) == "Blue Honour Guard o15, out of sight"
    guard = last.piece
    came = JMove("move", (-1, names.index("l16"), names.index("k16")), seat=1, piece=guard)
    passed = JMove("move", (-1, names.index("m16"), -1), seat=1, piece=guard)
    assert describe(before, came, NAMES) == "Blue Honour Guard out of sight, then l16-k16"
    assert (
        describe(before, passed, NAMES) == "Blue Honour Guard out of sight, then m16, out of sight"
    )
    french()
    assert describe(before, last, NAMES) == "Garde d'honneur Bleu o15, hors de vue"
    assert describe(before, came, NAMES) == "Garde d'honneur Bleu hors de vue, puis l16-k16"


# --- the window ------------------------------------------------------------------


def onager_game(window: MainWindow, moves: tuple[str, ...] = ("@D4", "@F3", "@E2")) -> None:
    game = make_game("onager", {})
    window.play_session(GameSession(game, [Seat("Ann"), Seat("Bob")], autosave=False))
    assert window.session is not None
    for text in moves:
        assert window.session.play(window.session.state.parse_move(text))


def rows(window: MainWindow, column: int) -> list[str]:
    ml = window.game_page.move_list
    return [ml.text(i, column) for i in range(1, ml.move_count() + 1)]


def test_the_list_reads_words_with_the_notation_beside(qtbot: Any, window: MainWindow) -> None:
    onager_game(window)
    ml = window.game_page.move_list
    assert rows(window, ml.WORDS) == [
        "Ann places a lake on D4",
        "Bob places a lake on F3",
        "Ann places a lake on E2",
    ]
    assert rows(window, ml.NOTATION) == ["@D4", "@F3", "@E2"]
    assert ml.tooltip(1, ml.WORDS) == "Ann places a lake on D4 (@D4)"
    assert ml.header_text(ml.NOTATION) == "Notation"
    window.set_language("fr")
    qtbot.waitUntil(lambda: rows(window, ml.WORDS)[0] == "Ann pose un lac en D4")
    assert rows(window, ml.NOTATION) == ["@D4", "@F3", "@E2"]


def test_buttons_and_keys_step_through_the_positions(qtbot: Any, window: MainWindow) -> None:
    onager_game(window)
    page = window.game_page
    buttons = page.move_buttons.buttons
    assert not buttons["next"].isEnabled() and not buttons["last"].isEnabled()
    buttons["previous"].click()
    assert page.looking_at == 2 and page.move_list.current_row() == 2
    assert buttons["next"].isEnabled()
    assert page.view is not None
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Home, Qt.KeyboardModifier.AltModifier)
    assert page.looking_at == 0 and not buttons["first"].isEnabled()
    qtbot.keyClick(page.move_list, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert page.looking_at == 1
    buttons["next"].click()
    assert page.looking_at == 2
    qtbot.keyClick(page.move_list, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert page.looking_at is None  # the live position again
    qtbot.keyClick(page.view, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert page.looking_at == 2
    qtbot.keyClick(page.view, Qt.Key.Key_End, Qt.KeyboardModifier.AltModifier)
    assert not page.is_looking_back()
    assert "Alt" in buttons["previous"].toolTip()


def test_rival_list_keeps_the_other_seats_ninja_secret(window: MainWindow) -> None:
    game = make_game("rival", {})
    state: State = game.new_state(7)
    while state.setup_stage() == "place":  # type: ignore[attr-defined]
        state.play(suggest_formation(state, state.current_seat, 5)[0])  # type: ignore[arg-type]
    state.play("N@E4")  # Ann (Red) hides hers; Bob is to hide his
    window.play_session(GameSession(game, [Seat("Ann"), Seat("Bob")], state=state, autosave=False))
    page = window.game_page
    if page.is_handing_over():
        page.handover.button.click()
    words = rows(window, page.move_list.WORDS)
    assert words[-1] == "Ann hides the Ninja in secret"
    assert not any("E4" in text for text in words[-1:])


@pytest.fixture(autouse=True)
def back_to_english() -> Any:
    yield
    i18n.set_language("en")
