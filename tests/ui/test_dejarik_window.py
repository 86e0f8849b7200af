"""Dejarik in the main window: a round by clicks, the spending widget under
the Limit Rule, the exact odds and their chart, the round log, a bot game,
undo/redo and saved games keeping the dice."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QScrollArea

from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat
from boardroom.games.dejarik import odds
from boardroom.games.dejarik.effects import Plan
from boardroom.games.dejarik.rules import DejarikState
from boardroom.ui.games.dejarik import art
from boardroom.ui.games.dejarik.oddsview import percent
from boardroom.ui.games.dejarik.panel import DejarikPanel
from boardroom.ui.games.dejarik.table import DejarikTableScene
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.session import GameSession
from tests.ui.conftest import Modals, open_window, panel_as, scene_as, state_as

# With Red (Kessa) attacking first, "set2 set1 primary primary roll" rolls
# 1 net failure, 1 net advantage, a Triumph and a Despair with this seed.
SEED = 21
ROUND = ["set2", "set1", "primary", "primary", "roll"]


@pytest.fixture(autouse=True)
def no_animation(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DejarikTableScene, "animate", False)


def start(
    win: MainWindow,
    seed: int = SEED,
    moves: list[str] | None = None,
    seats: list[Seat] | None = None,
    **options: Any,
) -> DejarikState:
    game = make_game("dejarik", {"first": "seat1", **options})
    state = game.new_state(seed)
    for move in moves or []:
        state.play(move)
    win.play_session(GameSession(game, seats or [Seat("Ann"), Seat("Bob")], state=state))
    assert isinstance(state, DejarikState)
    return state


def panel_of(win: MainWindow) -> DejarikPanel:
    return panel_as(win, DejarikPanel)


def scene_of(win: MainWindow) -> DejarikTableScene:
    return scene_as(win, DejarikTableScene)


def state_of(win: MainWindow) -> DejarikState:
    return state_as(win, DejarikState)


def click(qtbot: Any, button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def button(win: MainWindow, name: str) -> QAbstractButton:
    found = panel_of(win).findChild(QAbstractButton, name)
    assert found is not None, name
    return found


def test_a_whole_round_by_clicks_in_hot_seat(qtbot: Any, window: MainWindow) -> None:
    start(window)
    panel, scene = panel_of(window), scene_of(window)
    # Doran (Blue) defends and sets first: 0 to 4 pieces.
    assert "Doran, how many pieces" in panel.question.text()
    assert sorted(m.value for m in panel.choice_buttons) == [0, 1, 2, 3, 4]
    click(qtbot, button(window, "choice_set_2"))
    assert "Doran has set 2" in panel.question.text()
    click(qtbot, button(window, "choice_set_1"))
    # The set pieces wait on the board in front of their owners.
    assert sorted(seat for seat, _pos in scene.tokens() if _pos.y() > 300 and _pos.y() < 640) == [
        0,
        1,
        1,
    ]
    assert panel.pages.currentWidget() is panel.stance_page
    assert "Cunning 2" in panel.stance_buttons[0].title.text()
    click(qtbot, panel.stance_buttons[0])
    click(qtbot, panel.stance_buttons[0])
    assert panel.pages.currentWidget() is panel.roll_page
    state = state_of(window)
    pool = state.check_pool()
    assert scene.dice_shown() == [(d, None) for d in pool.dice()]  # the pool, not rolled yet
    click(qtbot, panel.roll_button)
    state = state_of(window)
    assert state.step == "advantages" and state.lost == (1, 0)
    assert scene.dice_shown() == art.roll_dice(state.roll)
    assert len(scene.tokens(lost=True)) == 1  # Kessa's lost piece, crossed out
    # Kessa spends her advantage on a Setback die and her Triumph on an upgrade.
    click(qtbot, button(window, "spendPaid_S"))
    click(qtbot, button(window, "spendBonus_U"))
    assert "Upgrade Kessa's next attack, with a Triumph" in panel.spending.plan_label.text()
    click(qtbot, button(window, "spendButton"))
    # Doran's Despair: one strain for Kessa.
    assert state_of(window).step == "threats"
    click(qtbot, button(window, "spendBonus_T"))
    click(qtbot, button(window, "spendButton"))
    assert window.session is not None
    assert window.session.move_texts() == ROUND + ["S!U", "!T"]
    state = state_of(window)
    assert state.round == 2 and state.strain == [1, 0]
    chips = scene.chips()
    assert ("die:S", "+1") in chips and ("upgrade", "attack +1") in chips
    assert "Strain 1 / 12" in scene.texts()


def test_the_limit_rule_greys_out_effects(qtbot: Any, window: MainWindow) -> None:
    # Seed 8: the roll leaves Kessa 3 net advantages, so each one-advantage
    # effect may be bought twice (3 / 2 rounded up).
    start(window, 8, ROUND)
    state = state_of(window)
    spending = state.spending()
    assert spending is not None and (spending.budget, spending.limit) == (3, 2)
    widget = panel_of(window).spending

    def agrees_with_the_engine() -> None:
        for choice in spending.choices(widget.plan):
            if choice.bonus:
                continue
            assert widget.paid_buttons[choice.effect.code].isEnabled() == choice.allowed

    agrees_with_the_engine()
    setback = widget.paid_buttons["S"]
    assert not widget.paid_buttons["R"].isEnabled()  # no strain to recover
    click(qtbot, setback)
    click(qtbot, setback)
    agrees_with_the_engine()
    assert not setback.isEnabled()
    assert "Limit Rule" in setback.toolTip()
    assert "×2" in widget.count_labels["S"].text()
    click(qtbot, widget.back_button)
    assert setback.isEnabled() and widget.plan == Plan.of("S")
    click(qtbot, widget.spend_button)
    assert window.session is not None and window.session.move_texts()[-1] == "S"


def test_odds_shown_are_the_engines_exact_numbers(qtbot: Any, window: MainWindow) -> None:
    start(window, SEED, ROUND[:2])
    view = panel_of(window).odds
    state = state_of(window)
    # Before the defence: both defences against the attack assumed (primary).
    expected = [odds.state_odds(state, 0, d, exact=True) for d in (0, 1)]
    assert view.shown == expected
    texts = view.cell_texts()
    assert texts[0] == [percent(o.defender_losses[0]) for o in expected]
    assert view.row_labels()[-1] == "A Despair"
    assert texts[-1] == [percent(o.despair) for o in expected]
    view.assume.setCurrentIndex(1)
    assert view.shown == [odds.state_odds(state, 1, d, exact=True) for d in (0, 1)]
    click(qtbot, panel_of(window).stance_buttons[1])
    # Before the attack: primary and secondary side by side.
    state = state_of(window)
    assert view.shown == [odds.state_odds(state, a, exact=True) for a in (0, 1)]
    assert view.columns == ["Primary", "Secondary"]
    click(qtbot, panel_of(window).stance_buttons[0])
    assert view.shown == [odds.state_odds(state_of(window), exact=True)]
    assert sum(view.shown[0].defender_losses) == 1


def test_the_chart_appears_only_when_odds_are_wanted(qtbot: Any, window: MainWindow) -> None:
    start(window)
    panel = panel_of(window)
    assert panel.odds.chart is None and panel.tabs.currentWidget() is panel.log_view
    click(qtbot, button(window, "choice_set_1"))
    assert panel.odds.chart is None
    click(qtbot, button(window, "choice_set_1"))
    chart = panel.odds.chart
    assert chart is not None and chart.isVisible()
    assert panel.tabs.currentWidget() is panel.odds_scroll
    assert not chart.getPlotItem().ctrlMenu.isVisible()
    click(qtbot, panel.stance_buttons[0])
    click(qtbot, panel.stance_buttons[0])
    click(qtbot, panel.roll_button)
    assert not chart.isVisible() and panel.tabs.currentWidget() is panel.log_view


# That start-up and the first round's choices import no pyqtgraph (only the
# odds chart does) is checked in the fresh process of
# tests/ui/test_mainwindow.py::test_start_up_loads_no_games_board_until_it_is_shown.


def test_the_round_log_tells_each_round(qtbot: Any, window: MainWindow) -> None:
    start(window, SEED, ROUND + ["S!U", "!T", "set0"])
    text = panel_of(window).log_text()
    lines = [line.strip() for line in text.splitlines()]
    assert lines[0] == "Round 1: Kessa attacks, Doran defends"
    assert "Doran announces a primary defence (Cunning 2, Dejarik Defence 1)." in lines
    assert any(line.startswith("Kessa rolls ") for line in lines)
    assert "Kessa loses 1 piece(s)." in lines or "Kessa loses 1 piece." in lines
    assert any("Kessa spends: A Setback die on Doran's next attack" in line for line in lines)
    assert "Doran spends: Kessa suffers one strain, with a Despair." in lines
    assert "Round 2: Doran attacks, Kessa defends" in lines
    # The dice are pictures in the log itself.
    html = panel_of(window).log_view.toHtml()
    assert html.count("dejarik-die-") == len(state_of(window).roll)


def test_undo_and_redo_never_roll_again(qtbot: Any, window: MainWindow) -> None:
    start(window, SEED, ROUND[:4])
    panel = panel_of(window)
    click(qtbot, panel.roll_button)
    rolled = state_of(window).roll
    window.undo()
    assert state_of(window).step == "roll" and scene_of(window).dice_shown()[0][1] is None
    window.redo()
    assert state_of(window).roll == rolled
    window.undo()
    click(qtbot, panel.roll_button)  # rolled again by hand: the same generator, same dice
    assert state_of(window).roll == rolled
    assert scene_of(window).dice_shown() == art.roll_dice(rolled)


def test_a_saved_game_reopens_with_the_same_dice(
    window: MainWindow, modals: Modals, tmp_path: Path
) -> None:
    start(window, SEED, ROUND + ["S!U"])
    before = state_of(window)
    path = tmp_path / "duel.boardroom"
    modals.save_name = str(path)
    assert window.save_as()
    window.new_game()
    assert window.open_path(path)
    after = state_of(window)
    assert after.roll == before.roll and after.to_text() == before.to_text()
    assert window.session is not None and window.session.move_texts() == ROUND + ["S!U"]
    assert scene_of(window).dice_shown() == art.roll_dice(before.roll)
    assert panel_of(window).spending.spending == after.spending()


def test_the_dice_are_thrown_and_the_throw_can_be_skipped(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(DejarikTableScene, "animate", True)
    start(window, SEED, ROUND[:4])
    window.game_page.board.set_pace("normal")  # offscreen, moves are shown at once
    scene = scene_of(window)
    click(qtbot, panel_of(window).roll_button)
    assert scene.is_animating()
    assert not scene.tokens(lost=True)  # the loss shows once the dice land
    scene.finish_animation()
    assert not scene.is_animating()
    assert scene.dice_shown() == art.roll_dice(state_of(window).roll)
    assert len(scene.tokens(lost=True)) == 1


def test_a_game_against_a_bot_reaches_the_end(
    qtbot: Any, window: MainWindow, modals: Modals
) -> None:
    start(window, 5, seats=[Seat("Ann"), Seat("Robot", "bot", "easy")], pieces=2)
    session = window.session
    assert session is not None
    panel = panel_of(window)
    for _ in range(300):
        if session.state.is_terminal():
            break
        if session.is_bot(session.state.current_seat) or session.is_bot_thinking():
            ply = session.state.ply
            qtbot.waitUntil(
                lambda p=ply: session.state.ply > p and not session.is_bot_thinking(), timeout=30000
            )
            continue
        step = state_of(window).step
        if step in ("set", "adjust"):
            choices = sorted(panel.choice_buttons, key=lambda m: m.value)
            click(qtbot, panel.choice_buttons[choices[-1]])
        elif step in ("defence", "attack"):
            click(qtbot, panel.stance_buttons[0])
        elif step == "roll":
            click(qtbot, panel.roll_button)
        else:
            click(qtbot, panel.spending.spend_button)
    assert session.state.is_terminal()
    qtbot.waitUntil(lambda: "result" in modals.kinds(), timeout=5000)
    assert "no piece left" in panel.question.text()


def test_a_language_switch_redraws_the_panel_and_the_table(qtbot: Any, window: MainWindow) -> None:
    from boardroom.ui import i18n

    start(window, SEED, ROUND[:2])
    panel = panel_of(window)
    i18n.set_language("fr")
    qtbot.waitUntil(lambda: window.game_menu.title() != "&Game" or i18n.qm_path("fr") is None)
    assert panel.header.text() and panel.odds.shown
    assert any(
        text.startswith("Round") or text.startswith("Manche") for text in scene_of(window).texts()
    )
    i18n.set_language("en")
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert panel.tabs.tabText(0) == "Odds"


@pytest.mark.parametrize("size", [(1280, 800), (900, 600)])
def test_the_spending_rows_are_never_squeezed(qtbot: Any, size: tuple[int, int]) -> None:
    """Wrapped effect texts keep their full height: on a short window the
    choices scroll instead of drawing the rows over one another."""
    for window in open_window(qtbot, *size):
        start(window, SEED, ROUND)
        panel = panel_of(window)
        area = panel.choices_area
        qtbot.waitUntil(lambda a=area: a.height() > 0 and not a._refit.isActive())
        assert window.height() == size[1]
        for label in panel.spending.effect_labels.values():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
        scrolls = area.verticalScrollBar().isVisible()
        if size == (1280, 800):  # the designed size: everything in view, no scroll bar
            assert not scrolls and area.height() >= area.need()
            assert (
                area.viewport()
                .rect()
                .contains(
                    panel.spending.spend_button.geometry().translated(
                        panel.spending.mapTo(area.viewport(), QPoint(0, 0))
                    )
                )
            )
        else:
            assert scrolls == (area.need() > area.height())


@pytest.mark.parametrize("size", [(1280, 800), (900, 600)])
def test_the_odds_chart_stands_beside_its_table_when_there_is_room(
    qtbot: Any, size: tuple[int, int]
) -> None:
    for window in open_window(qtbot, *size):
        start(window, SEED, ROUND[:2])
        odds = panel_of(window).odds
        qtbot.waitUntil(
            lambda o=odds: o.chart is not None and (o.chart.isVisible() or o.chart_apart)
        )

        def settled(w: Any = window, o: Any = odds) -> None:
            """The page widens the side column at a later turn of the event loop
            (later still on a busy machine): wait for the layout, not for a time."""
            if size == (1280, 800):  # the designed size: side by side, both whole
                table = o.table.geometry()
                chart = o.chart.rect().translated(o.chart.mapTo(o, QPoint(0, 0)))
                assert chart.left() >= table.right() and chart.top() < table.bottom()
                area = o.parentWidget()
                while area is not None and not isinstance(area, QScrollArea):
                    area = area.parentWidget()
                assert area is not None
                seen = area.viewport().rect()
                for part in (o.chart, o.table):  # nothing scrolled out of view
                    assert seen.contains(
                        part.rect().translated(part.mapTo(area.viewport(), QPoint(0, 0)))
                    )
            else:  # a small window keeps the board's room: the chart gets a tab
                assert w.game_page.side.compact
                assert panel_of(w).tabs.indexOf(o.chart_page) >= 0
                board, side = w.game_page.splitter.sizes()
                assert side < panel_of(w).width_wanted

        qtbot.waitUntil(settled, timeout=15000)
        QApplication.processEvents()  # a widening already queued would show now
        settled()
