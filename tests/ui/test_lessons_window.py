"""Help > Learn to play: a lesson played through in its window, by clicks on
the real board, in English and in French; every lesson's right moves taken
by the window; the game against the Easy bot at the end."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from boardroom.engine.hexgrid import hex_board
from boardroom.engine.lessons import lesson_names, lesson_title, right_moves
from boardroom.ui import i18n
from boardroom.ui.lessonpage import LessonWindow
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.scenes.hexscene import HexBoardScene

BOARD = hex_board(5)  # the Onager lesson's small board

WORDS = {
    "en": {
        "wrong": "Not quite",
        "next": "Next",
        "play": "Play against the bot",
        "title": "Onager: first steps",
        "step": "Step 1 of 5",
        "short": "go on",
    },
    "fr": {
        "wrong": "Pas tout à fait",
        "next": "Suivant",
        "play": "Jouer contre le robot",
        "title": "Onager\u00a0: premiers pas",
        "step": "Étape 1 sur 5",
        "short": "continuez",
    },
}


def lesson_window(qtbot: Any, name: str) -> LessonWindow:
    window = LessonWindow()
    qtbot.addWidget(window)
    window.resize(1000, 700)
    assert window.open_lesson(name)
    window.show()
    qtbot.waitExposed(window)
    return window


def click(window: LessonWindow, label: str) -> None:
    scene, view = window.scene, window.view
    assert isinstance(scene, HexBoardScene) and view is not None
    point = view.mapFromScene(scene.cell_centre(BOARD.cell(label)))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_onager_lesson_played_by_clicks(qtbot: Any, language: str) -> None:
    i18n.set_language(language)
    words = WORDS[language]
    window = lesson_window(qtbot, "onager")
    assert window.title.text() == words["title"]
    assert window.counter.text() == words["step"]
    assert window.rings is not None and window.rings.shown() == 3  # C3, D3, D4
    assert not window.next_button.isEnabled()

    # Step 1: a wrong move first (a walk backwards), then the right one.
    click(window, "C3")
    click(window, "B2")
    assert words["wrong"] in window.feedback_text() and not window.solved
    assert not window.next_button.isEnabled()
    click(window, "C3")
    click(window, "D4")
    assert window.solved and window.next_button.isEnabled()
    assert window.feedback_text() == window.lesson.steps[0].success
    window.next_button.click()

    # Step 2: the mirror jump.
    click(window, "B3")
    click(window, "F2")
    assert window.solved
    window.next_button.click()

    # Step 3: stopping the chain on F6 is short of the task; then the whole chain.
    assert window.lesson is not None
    window.try_steps(tuple(window.state.parse_move("B3>F6").steps))
    assert words["short"] in window.feedback_text() and not window.solved
    click(window, "B3")
    click(window, "F6")
    assert window.can_stop_here() and not window.solved
    assert ("Enter" if language == "en" else "Entrée") in window.feedback_text()
    click(window, "H6")
    assert window.solved
    window.next_button.click()

    # Step 4, then the game against the Easy bot.
    click(window, "E3")
    click(window, "I3")
    assert window.solved
    window.next_button.click()
    assert window.at_final() and window.next_button.text() == words["play"]
    assert window.rings is not None and window.rings.shown() == 0
    with qtbot.waitSignal(window.playRequested) as signal:
        window.next_button.click()
    assert signal.args == ["onager", window.lesson.options, "easy"]


def test_back_and_try_again(qtbot: Any) -> None:
    window = lesson_window(qtbot, "onager")
    click(window, "C3")
    click(window, "D3")
    assert window.solved
    window.again_button.click()
    assert not window.solved and window.state is not None and window.state.ply == 0
    window.try_steps(tuple(window.state.parse_move("C3-D3").steps))
    window.next_button.click()
    assert window.index == 1 and window.back_button.isEnabled()
    window.back_button.click()
    assert window.index == 0 and not window.back_button.isEnabled()


def test_show_me_points_at_a_right_move(qtbot: Any) -> None:
    window = lesson_window(qtbot, "pastang")
    window.show_button.click()
    assert window.feedback_text().endswith("b2^b5") and not window.solved
    window.try_steps(tuple(window.state.parse_move("b2^b5").steps))  # type: ignore[union-attr]
    assert window.solved and not window.show_button.isEnabled()
    assert window.show_me() is None


def test_the_lift_taken_on_the_pyramid_and_stopped_with_enter(qtbot: Any) -> None:
    window = lesson_window(qtbot, "jaheijagaj")
    scene, view = window.scene, window.view
    assert scene is not None and view is not None and hasattr(scene, "click")
    scene.click(21)  # the Honour Guard on f2
    scene.click(53)  # f4, the landing of the lift on f3
    assert window.can_stop_here() and not window.solved
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.solved


@pytest.mark.parametrize("language", ["en", "fr"])
def test_dejarik_choices_are_taken_from_the_game_s_panel(qtbot: Any, language: str) -> None:
    i18n.set_language(language)
    window = lesson_window(qtbot, "dejarik")
    assert window.panel is not None and window.panel_area.isVisible()
    two = window.panel.findChild(QPushButton, "choice_set_2")
    assert two is not None and two.isEnabled()
    two.click()  # allowed, but the task is three
    assert not window.solved and window.feedback_text().startswith(WORDS[language]["wrong"])
    three = window.panel.findChild(QPushButton, "choice_set_3")
    assert three is not None
    three.click()
    assert window.solved and window.next_button.isEnabled()
    assert window.feedback_text() == window.lesson.steps[0].success


def test_a_click_where_the_piece_cannot_go_is_explained(qtbot: Any) -> None:
    window = lesson_window(qtbot, "jikaida")
    window.go_to(4)  # the Jiktar on c4 and the front
    assert window.state is not None
    steps = window.state.parse_syntax("c4-c9").steps
    scene = window.scene
    assert scene is not None and hasattr(scene, "square_item")
    window.explain_click(None)  # nothing chosen, nowhere clicked: nothing to say
    # Choose the Jiktar, then a square beyond the front.
    view = window.view
    assert view is not None
    for square in steps:
        centre = scene.square_item(square).sceneBoundingRect().center()
        QTest.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            view.mapFromScene(centre),
        )
    assert window.feedback_text().startswith("Not there:") and not window.solved


def every_lesson_in_each_language() -> list[Any]:
    """Each lesson in the window once in the run always made, in English and
    French in turn (tests/engine/test_lessons.py checks both languages teach
    the same steps, and every right move of each); both under slow."""
    return [
        pytest.param(
            name,
            language,
            marks=() if (i + j) % 2 == 0 else pytest.mark.slow,
            id=f"{name}-{language}",
        )
        for i, name in enumerate(lesson_names())
        for j, language in enumerate(["en", "fr"])
    ]


@pytest.mark.parametrize(("name", "language"), every_lesson_in_each_language())
def test_every_lesson_takes_its_right_moves_in_the_window(
    qtbot: Any, name: str, language: str
) -> None:
    i18n.set_language(language)
    window = lesson_window(qtbot, name)
    assert window.lesson is not None
    assert window.lesson.language == language
    for index, step in enumerate(window.lesson.steps):
        assert window.index == index and window.state is not None
        highlighted = sum(1 for c in step.highlight if isinstance(c, int))
        assert window.rings is not None and window.rings.shown() == highlighted
        right = right_moves(step, window.state)  # once: it weighs every legal move
        others = [
            m
            for m in window.state.legal_moves()
            if m not in right
            and not any(tuple(r.steps[: len(m.steps)]) == tuple(m.steps) for r in right)
        ]
        if others:
            verdict = window.play_move(others[0])
            assert verdict is not None and not verdict.right and not window.solved
        move = right[0]
        if window.scene is not None and hasattr(window.scene, "moveRequested"):
            window.scene.moveRequested.emit(tuple(move.steps))  # as the board sends it
        else:
            window.play_move(move)
        assert window.solved, (name, index)
        window.next()
    assert window.at_final()


def test_the_menu_opens_a_lesson_and_the_end_starts_a_game(qtbot: Any, window: MainWindow) -> None:
    window.lessons_menu.aboutToShow.emit()
    actions = {a.objectName(): a for a in window.lessons_menu.actions()}
    assert set(actions) == {f"lesson_{n}" for n in lesson_names()}
    assert actions["lesson_pastang"].text() == lesson_title("pastang", "en")
    actions["lesson_pastang"].trigger()
    lesson = window.lesson_window
    assert isinstance(lesson, LessonWindow) and lesson.isVisible()
    assert lesson.lesson is not None and lesson.lesson.options["variant"] == "pastang"
    lesson.go_to(len(lesson.lesson.steps))
    lesson.next()
    assert not lesson.isVisible()
    assert window.session is not None
    seats = window.session.seats
    assert [s.is_bot for s in seats] == [False, True] and seats[1].level == "easy"
    assert window.session.game.options["variant"] == "pastang"
    window.session.cancel_bot()
    qtbot.mouseMove(window, QPoint(-50, -50))
    # The lesson's window goes with the main window.
    assert window.show_lesson("onager") is lesson and lesson.isVisible()
    window.confirm_discard = lambda: True  # type: ignore[method-assign]
    window.close()
    assert not lesson.isVisible()


def test_the_lesson_follows_a_language_switch(qtbot: Any) -> None:
    window = lesson_window(qtbot, "rival")
    window.go_to(2)
    i18n.set_language("fr")
    qtbot.waitUntil(lambda: window.lesson is not None and window.lesson.language == "fr")
    assert window.index == 2
    assert window.lesson is not None and window.task.text() == window.lesson.steps[2].task
