"""Jaheijagaj in the main window: hot-seat for 2 to 4 seats with a cover
between every two people, each person seeing only their seat's view (board
and move list), undo that never takes back what another person has seen,
bots that play in turn, seats that leave, saved games that open behind the
cover, the panel's attack honour and the rules window.

Positions come from the engine; what the scene draws is read back from it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.rules import JaheijagajState
from boardroom.ui.gamepage import GamePage
from boardroom.ui.games.jaheijagaj.panel import JaheijagajPanel
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.pyramidscene import PyramidBoardScene
from boardroom.ui.session import GameSession
from tests.ui.conftest import Modals, panel_as, scene_as, state_as

NAMES = ["Ann", "Bob", "Cat", "Dan"]


def page_of(win: MainWindow) -> GamePage:
    return win.game_page


def scene_of(win: MainWindow) -> PyramidBoardScene:
    return scene_as(win, PyramidBoardScene)


def state_of(win: MainWindow) -> JaheijagajState:
    return state_as(win, JaheijagajState)


def start(win: MainWindow, seats: list[Seat], state: JaheijagajState | None = None) -> GameSession:
    game = state.game if state is not None else make_game("jaheijagaj", None, len(seats))
    session = GameSession(game, seats, state=state, autosave=False)
    win.play_session(session)
    return session


def sit_down(win: MainWindow, name: str) -> None:
    page = page_of(win)
    assert page.is_handing_over() and page.is_board_hidden()
    assert page.view is not None and not page.view.isVisible()
    assert name in page.handover.button.text()
    page.handover.button.click()
    assert not page.is_board_hidden() and page.view.isVisible()


def drawn(win: MainWindow) -> set[int]:
    """Hexes where a piece (not a ghost) is drawn; a Wraith by its four hexes."""
    scene = scene_of(win)
    pieces = {cell for cell, item in scene.pieces_drawn().items() if item.opacity() > 0.9}
    for tank, _figure in scene.tanks_drawn():
        pieces |= set(tank.cells)
    return pieces


def occupied_in_view(state: JaheijagajState, seat: int) -> set[int]:
    """Hexes the seat sees a piece on, and the whole of every Wraith it sees a
    part of (its four hexes follow from its centre and facing)."""
    view = state.view(seat)
    seen = view.visible(seat)
    out = {h for h, c in enumerate(view.cells) if c and seen >> h & 1}
    for wraith in view.wraith:
        if wraith is not None:
            four = board().footprint[wraith[0]][wraith[1]]
            if four is not None and any(seen >> h & 1 for h in four):
                out |= set(four)
    return out


def play_steps(win: MainWindow, move: Any) -> None:
    """Enter a move as a player does: its steps one by one on the scene."""
    scene = scene_of(win)
    for step in move.steps:
        if isinstance(step, int):
            scene.click(step)
        else:
            scene.context_prefix = (step,)
    if scene.prefix() and scene.can_stop_here():
        scene.stop_here()


def some_move(state: JaheijagajState) -> Any:
    """A plain walk of one piece (the first the engine lists)."""
    return next(m for m in state.legal_moves() if m.kind == "move")


def test_four_people_take_turns_behind_the_cover_each_seeing_their_own_view(
    window: MainWindow,
) -> None:
    session = start(window, [Seat(n) for n in NAMES])
    # At the very start the seats already see different hexes: cover first.
    sit_down(window, "Ann")
    for seat in range(4):
        state = state_of(window)
        assert state.current_seat == seat
        # What is drawn is exactly what this seat sees, nothing from the others.
        assert drawn(window) == occupied_in_view(session.state, seat)
        fog = {h for h in range(len(board().names)) if scene_of(window).cell_item(h).fog}
        seen = session.state.visible(seat)
        assert fog == {h for h in range(len(board().names)) if not seen >> h & 1}
        assert session.play(some_move(session.state))
        if seat < 3:
            sit_down(window, NAMES[seat + 1])
    sit_down(window, "Ann")


def test_the_move_list_shows_only_what_the_seat_knows(window: MainWindow) -> None:
    session = start(window, [Seat("Ann"), Seat("Bob")])
    sit_down(window, "Ann")
    assert session.play(some_move(session.state))
    sit_down(window, "Bob")
    ml = page_of(window).move_list
    shown = [ml.text(i, 2) for i in range(ml.move_count() + 1)]
    full = session.state.moves_text()
    known = session.state.view(1).moves_text()
    # Red's first step happened far from Blue's eyes: Blue's list keeps it secret.
    assert full != known and known[0] in shown and full[0] not in shown


def test_undo_only_while_the_next_person_has_not_looked(window: MainWindow) -> None:
    session = start(window, [Seat("Ann"), Seat("Bob"), Seat("Cat")])
    sit_down(window, "Ann")
    assert not session.can_undo()
    assert session.play(some_move(session.state))
    # Bob's cover is up: he has seen nothing yet, Ann may take her move back.
    assert page_of(window).is_handing_over() and session.can_undo()
    window.undo()
    assert session.state.ply == 0
    # The cover for Bob went away: Ann is still at the screen, in her view.
    assert not page_of(window).is_handing_over() and state_of(window).current_seat == 0
    assert session.play(some_move(session.state))
    sit_down(window, "Bob")
    assert not session.can_undo()  # Bob has seen the board after Ann's move
    assert not window.undo_action.isEnabled()
    assert session.play(some_move(session.state))
    assert session.can_undo()  # his own move, Cat has not looked yet


def test_against_three_bots_they_play_in_turn_and_undo_returns_to_the_human(
    qtbot: Any, window: MainWindow
) -> None:
    session = start(window, [Seat("Ann")] + [Seat("", "bot", "easy") for _ in range(3)])
    page = page_of(window)
    assert not page.is_handing_over()  # one person: nothing to hand over
    move = some_move(session.state)
    play_steps(window, move)
    assert session.state.ply == 1
    qtbot.waitUntil(lambda: session.state.ply == 4 and not session.is_bot_thinking(), timeout=60000)
    assert session.state.current_seat == 0 and not page.is_handing_over()
    window.undo()
    assert session.state.ply == 0 and not session.is_bot_thinking()


def test_seats_that_resign_are_shown_out_and_skipped_and_the_result_names_the_order(
    qtbot: Any, window: MainWindow, modals: Modals
) -> None:
    session = start(window, [Seat(n) for n in NAMES[:3]])
    sit_down(window, "Ann")
    session.resign(1)  # Bob (Blue) leaves: his pieces go, his turns are skipped
    state = session.state
    assert not state.alive[1] and not state.is_terminal()
    details = " ".join(card.text() for card in page_of(window).seat_panel.findChildren(QLabel))
    assert "out (resigned)" in details
    assert session.play(some_move(session.state))
    assert session.state.current_seat == 2
    session.resign(2)
    assert session.state.is_terminal()
    qtbot.waitUntil(lambda: "result" in modals.kinds())
    result = next(text for kind, text in modals.calls if kind == "result")
    assert "Ann" in result and "resigned" in result
    assert result.index("Bob") < result.index("Cat")  # the order of leaving


def test_a_saved_hot_seat_game_opens_behind_the_cover(window: MainWindow, tmp_path: Path) -> None:
    session = start(window, [Seat("Ann"), Seat("Bob")])
    sit_down(window, "Ann")
    assert session.play(some_move(session.state))
    sit_down(window, "Bob")
    path = tmp_path / "j.boardroom"
    session.save(path)
    window.new_game()
    assert window.open_path(path)
    sit_down(window, "Bob")
    loaded = page_of(window).session
    assert loaded is not None and loaded.state.moves_text() == session.state.moves_text()
    assert drawn(window) == occupied_in_view(loaded.state, 1)


def test_the_panel_adds_up_an_attack_while_helpers_are_picked(window: MainWindow) -> None:
    """A seeded game reaches an attack that needs a helper: once the primary
    has reached the target the panel shows the honour gathered against the
    target's and says it is short; the helper's steps then play the attack."""
    import random

    game = make_game("jaheijagaj", {"stall_rule": False}, 2)  # random play stalls
    state = game.new_state(seed=3)
    rng = random.Random(5)
    attack = None
    for _ in range(400):
        helped = [m for m in state.legal_moves() if m.kind == "attack" and m.helpers]
        if helped and state.current_seat == 0:
            attack = helped[0]
            break
        state.apply(rng.choice(state.legal_moves()))
    assert attack is not None, "no attack with a helper for Red in 400 random plies"
    session = start(window, [Seat("Ann"), Seat("", "bot", "easy")], state=state)
    scene = scene_of(window)
    panel = panel_as(window, JaheijagajPanel)
    ply = session.state.ply
    for cell in attack.path:
        scene.click(cell)
    found = panel.attack_honour()
    assert found is not None and found[0] < found[1]
    assert "against" in panel.attack.text() and "Short" in panel.attack.text()
    assert panel.finish.isVisible() and not panel.finish.isEnabled()
    for start_hex, end_hex in attack.helpers:
        scene.click(start_hex)
        scene.click(end_hex)
    if scene.prefix() and scene.can_stop_here():
        panel.finish.click()
    assert session.state.ply == ply + 1
    assert session.state.history[-1] == attack


def test_the_rules_open_in_both_languages_with_the_pyramid_drawn(qtbot: Any) -> None:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QImage, QTextDocument

    from boardroom.ui import figures, i18n
    from boardroom.ui.resources import rules_path
    from boardroom.ui.ruleswindow import RulesWindow

    rules = RulesWindow()
    qtbot.addWidget(rules)
    rules.show_game("jaheijagaj")
    rules.show()
    assert "Table rules" in rules.browser.toPlainText()
    assert rules.path is not None
    base = QUrl.fromLocalFile(str(rules.path))
    for name in figures.figure_specs("jaheijagaj"):
        image = rules.browser.loadResource(
            QTextDocument.ResourceType.ImageResource.value, base.resolved(QUrl(f"figures/{name}"))
        )
        assert isinstance(image, QImage) and not image.isNull()
        # Drawn, not blank: the terraces give many different colours.
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), 23)
            for y in range(0, image.height(), 23)
        }
        assert len(colours) > 20
    i18n.set_language("fr")
    try:
        qtbot.waitUntil(lambda: rules.path == rules_path("jaheijagaj", "fr"))
        assert "Règles de table" in rules.browser.toPlainText()
    finally:
        i18n.set_language("en")


@pytest.mark.usefixtures("quick_bots")
def test_a_hint_comes_from_the_seats_view_and_is_drawn_on_the_pyramid(
    qtbot: Any, window: MainWindow
) -> None:
    session = start(window, [Seat("Ann"), Seat("", "bot", "easy")])
    hints: list[Any] = []
    session.hintReady.connect(hints.append)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=60000)
    move = hints[0]
    assert move in session.state.legal_moves()
    scene = scene_of(window)
    marked = {h for h in range(len(board().names)) if scene.cell_item(h).hint}
    assert marked and marked <= {s for s in move.steps if isinstance(s, int)} | set(move.path)


def test_the_panel_counts_down_the_stall_rule_from_ten_rounds(window: MainWindow) -> None:
    game = make_game("jaheijagaj", None, 2)
    # 2 seats: 38 quiet turns are 19 rounds, 11 left; one more round: 10 left.
    state = game.state_from_text("r rHb1,rSe2,bHo16,bTm14 - - 38")
    assert isinstance(state, JaheijagajState)
    session = start(window, [Seat("Ann"), Seat("Bob")], state=state)
    sit_down(window, "Ann")
    panel = panel_as(window, JaheijagajPanel)
    assert not panel.stall.isVisibleTo(panel)
    assert session.play("e2-f2")
    sit_down(window, "Bob")
    assert session.play("m14-n14")
    sit_down(window, "Ann")
    assert panel.stall.isVisibleTo(panel) and "10 rounds" in panel.stall.text()


def test_the_panel_counts_a_helper_on_the_hex_the_primary_left(window: MainWindow) -> None:
    # Issue 21: c9xc8+b9-c9, the helper ends where the primary started.
    game = make_game("jaheijagaj", None, 2)
    state = game.state_from_text("b rHk7,kSc8,kTb9,bTc9,bHg11 - - 0")
    assert isinstance(state, JaheijagajState)
    session = start(window, [Seat("", "bot", "easy"), Seat("Ann")], state=state)
    scene = scene_of(window)
    panel = panel_as(window, JaheijagajPanel)
    for name in ("c9", "c8", "b9"):
        scene.click(board().index[name])
    assert panel.attack_honour() == (2, 2) and "Enough" in panel.attack.text()
    scene.click(board().index["c9"])  # the helper's step, the only move that fits: played
    assert session.state.format_move(session.state.history[-1]) == "c9xc8+b9-c9"


def test_the_result_says_why_a_stalled_game_ended_in_both_languages(qtbot: Any) -> None:
    from boardroom.engine.outcome import Outcome
    from boardroom.engine.registry import make_game as game_of
    from boardroom.ui import i18n, names

    spec = game_of("jaheijagaj", None, 3).spec
    won = Outcome.win(2, 3, "stalled")
    drawn = Outcome((), "stalled-draw", (0.5, 0.5, 0.0))
    who = ["Ann", "Bob", "Cat"]
    assert "Cat has the most infantry honour" in names.outcome_reason(won, who, spec.key)
    assert "Drawn between" in names.outcome_reason(drawn, who, spec.key)
    option = next(o for o in spec.options if o.key == "stall_rule")
    assert "30 rounds" in names.option_label(option, spec.key)
    try:
        i18n.set_language("fr")
        assert "Cat a le plus d'honneur" in names.outcome_reason(won, who, spec.key)
        assert names.outcome_reason(drawn, who, spec.key).startswith("Nulle entre")
        assert "30 manches" in names.option_label(option, spec.key)
        assert names.choice_label(option, False, spec.key).startswith("Non")
    finally:
        i18n.set_language("en")
