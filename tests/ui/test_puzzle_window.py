"""Help > Puzzles: a puzzle of each game solved by clicks on the real board
(the other side's replies played by the app), a wrong legal move refused
with the reply that refutes it, an illegal one with the rules' reason, the
hint, the answer on request, the rating, the streak and the record's rows,
in English and French."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QApplication

from boardroom import app
from boardroom.engine.puzzles import PuzzleSet
from boardroom.engine.rating import Rating, after_puzzle
from boardroom.engine.record import PuzzleAttempt, open_record
from boardroom.engine.savegame import Seat
from boardroom.ui import i18n, puzzlewindow
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.puzzlewindow import PuzzleWindow
from boardroom.ui.recorder import Recorder, records_path
from tests.puzzlesets import ALL, DEJARIK, JIKAIDA, ONAGER, PASTANG, RIVAL, Puzzle, sets
from tests.shippedsets import shipped_index, shipped_set, shipped_sets
from tests.ui.conftest import open_window

WORDS = {
    "en": {
        "solved": "Solved!",
        "wrong": "not the answer",
        "because": "This loses material (Swod) to Blue Swod f6-e5",
        "illegal": "Not allowed:",
        "hint": "Hint: the piece to move is ringed.",
        "answer": "The answer:",
        "rating": "Rating:",
        "streak": "Streak: 1 (best: 1)",
        "task": "Yellow to play: win material.",
    },
    "fr": {
        "solved": "Résolu\u00a0!",
        "wrong": "ce n'est pas la solution",
        "because": "Cela perd du matériel (Swod) face à Swod Bleu f6-e5",
        "illegal": "Interdit\u00a0:",
        "hint": "Indice\u00a0: la pièce à jouer est entourée.",
        "answer": "La solution\u00a0:",
        "rating": "Classement\u00a0:",
        "streak": "Série\u00a0: 1 (record\u00a0: 1)",
        "task": "Jaune joue\u00a0: gagnez du matériel.",
    },
}


@pytest.fixture
def recorder(qtbot: Any) -> Iterator[Recorder]:
    made = Recorder()
    yield made
    made.close()


def window_of(qtbot: Any, recorder: Recorder, *puzzles: Puzzle) -> PuzzleWindow:
    window = PuzzleWindow(recorder, sets(*puzzles))
    window.reply_ms = 0
    qtbot.addWidget(window)
    window.resize(900, 600)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_set(puzzles[0].set_name)
    return window


def attempts() -> list[PuzzleAttempt]:
    with open_record(records_path()).book as book:
        return book.attempts()


def click_cell(qtbot: Any, window: PuzzleWindow, cell: int) -> None:
    scene, view = window.board.scene, window.board.view
    assert scene is not None and view is not None
    centre = (
        scene.cell_centre(cell) if hasattr(scene, "cell_centre") else scene.cell_rect(cell).center()
    )
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(centre))


def panel_button(window: PuzzleWindow, move: Any) -> QAbstractButton:
    """The game's panel's button for a choice off the board (Dejarik's)."""
    panel = window.board.panel
    assert panel is not None
    found = panel.findChild(QAbstractButton, f"choice_{move.kind}_{move.value}")
    if found is None and move.steps[0] in ("primary", "secondary"):
        found = panel.stance_buttons[move.value]
    assert found is not None and found.isVisible() and found.isEnabled(), move
    return found


def enter(qtbot: Any, window: PuzzleWindow, text: str) -> None:
    """Enter the move ``text`` as a person would: its cells clicked in turn
    (stopping a chain of jumps with Enter), or the panel's button."""
    run = window.run
    assert run is not None
    move = run.state.parse_move(text)
    cells = [s for s in move.steps if isinstance(s, int) and not isinstance(s, bool)]
    if not cells:
        qtbot.mouseClick(panel_button(window, move), Qt.MouseButton.LeftButton)
        return
    ply = run.ply
    for cell in cells:
        click_cell(qtbot, window, cell)
    if run.ply == ply and window.board.can_stop_here():
        assert window.board.view is not None
        qtbot.keyClick(window.board.view, Qt.Key.Key_Return)


def solve_by_clicks(qtbot: Any, window: PuzzleWindow) -> None:
    run = window.run
    assert run is not None
    while not run.done:
        if run.solver_to_move():
            ply = run.ply
            enter(qtbot, window, run.puzzle.line[run.ply])
            assert run.ply > ply, (run.puzzle.id, window.feedback_text())
        qtbot.waitUntil(lambda: run.done or run.solver_to_move(), timeout=5000)


@pytest.mark.parametrize("puzzle", ALL, ids=[p.id for p in ALL])
def test_a_puzzle_of_each_game_solved_by_clicks(
    qtbot: Any, recorder: Recorder, puzzle: Puzzle
) -> None:
    window = window_of(qtbot, recorder, puzzle)
    run = window.run
    assert run is not None and run.puzzle is puzzle and run.rated
    solve_by_clicks(qtbot, window)
    assert run.solved and not run.failed
    assert run.ply == len(puzzle.line)  # the replies were played by the app
    assert window.feedback_text() == "Solved!"
    recorder.wait()
    (row,) = attempts()
    assert (row.puzzle, row.puzzle_set, row.game, row.theme) == (
        puzzle.id,
        puzzle.set_name,
        puzzle.game_key,
        puzzle.theme,
    )
    assert row.solved and row.rated and row.hints == 0 and not row.shown
    assert row.before == Rating() and row.after.rating > 1500
    assert row.after == after_puzzle(Rating(), puzzle.rating, True)
    gained = round(row.after.rating - 1500)
    assert window.rating_label.text() == f"Rating: {row.after.rounded()} (+{gained})"
    assert window.streak_label.text() == "Streak: 1 (best: 1)"


@pytest.mark.parametrize("language", ["en", pytest.param("fr", marks=pytest.mark.slow)])
@pytest.mark.usefixtures("quick_bots")
def test_a_wrong_legal_move_is_refused_with_the_reply_and_fails(
    qtbot: Any, recorder: Recorder, language: str
) -> None:
    i18n.set_language(language)
    words = WORDS[language]
    window = window_of(qtbot, recorder, JIKAIDA)
    run = window.run
    assert run is not None
    assert window.task.text() == words["task"]
    before = run.state.to_text()
    enter(qtbot, window, "h1-h2")  # the King steps aside: legal, not the answer
    assert run.state.to_text() == before and run.failed  # refused: not played
    assert words["wrong"] in window.feedback_text()
    qtbot.waitUntil(window.refutation_shown, timeout=60_000)  # the Hard bot's reply
    assert words["because"] in window.feedback_text()
    assert window.refuter.state is not None and window.refuter.state.ply == 2
    recorder.wait()
    (row,) = attempts()
    assert not row.solved and row.rated and row.after.rating < row.before.rating
    assert window.rating_label.text().startswith(words["rating"])
    # Try again: back to the puzzle's position; solved now, nothing more recorded.
    window.again_button.click()
    assert not window.refuter.active() and run.state.to_text() == before
    solve_by_clicks(qtbot, window)
    assert run.done and not run.solved
    recorder.wait()
    assert len(attempts()) == 1
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_illegal_move_gets_the_rules_reason_and_costs_nothing(
    qtbot: Any, recorder: Recorder, language: str
) -> None:
    i18n.set_language(language)
    window = window_of(qtbot, recorder, JIKAIDA)
    run = window.run
    assert run is not None
    swod = run.state.parse_move("e5xf6").steps[0]
    ahead = run.state.parse_move("e5xd6").steps[1] + 1  # e6, where a Blue Jiktar stands
    click_cell(qtbot, window, swod)
    click_cell(qtbot, window, ahead)
    assert window.feedback_text().startswith(WORDS[language]["illegal"])
    assert run.ply == 0 and not run.decided()
    recorder.wait()
    assert attempts() == []
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_hint_rings_the_piece_to_move_and_halves_the_win(
    qtbot: Any, recorder: Recorder, language: str
) -> None:
    i18n.set_language(language)
    window = window_of(qtbot, recorder, ONAGER)
    run = window.run
    assert run is not None and window.board.ringed() == 0
    window.hint_button.click()
    assert window.feedback_text() == WORDS[language]["hint"]
    assert window.board.ringed() == 1
    assert window.cells == (run.expected().steps[0],)
    solve_by_clicks(qtbot, window)
    recorder.wait()
    (row,) = attempts()
    assert row.solved and row.hints == 1
    assert row.after == after_puzzle(Rating(), ONAGER.rating, True, 1)
    assert abs(row.after.rating - 1500) < 1  # half a win against an equal puzzle
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_answer_shown_on_request_fails_the_puzzle(
    qtbot: Any, recorder: Recorder, language: str
) -> None:
    i18n.set_language(language)
    window = window_of(qtbot, recorder, PASTANG)
    run = window.run
    assert run is not None
    window.answer_button.click()
    assert window.feedback_text().startswith(WORDS[language]["answer"])
    assert window.answer is not None and window.board.ringed() == 1
    assert not window.answer_button.isEnabled()
    recorder.wait()
    (row,) = attempts()
    assert row.shown and not row.solved and row.after.rating < 1500
    enter(qtbot, window, "c2xc4")  # playing the answer shown goes on to the end
    assert run.done and not run.solved
    i18n.set_language("en")


def test_a_panel_choice_off_the_board_and_its_hint(qtbot: Any, recorder: Recorder) -> None:
    window = window_of(qtbot, recorder, DEJARIK)
    text = window.hint()
    assert text is not None and text.startswith("Hint: ")  # named, no cell to ring
    assert window.board.ringed() == 0
    solve_by_clicks(qtbot, window)
    assert window.run is not None and window.run.solved


def test_the_next_puzzle_is_one_not_tried_and_a_puzzle_tried_again_is_not_rated(
    qtbot: Any, recorder: Recorder
) -> None:
    second = Puzzle(**{**JIKAIDA.__dict__, "id": "jikaida-swod-2", "rating": 1900.0})
    window = window_of(qtbot, recorder, JIKAIDA, second)
    first = window.run
    assert first is not None and first.puzzle.id == "jikaida-swod"  # the nearer 1500
    solve_by_clicks(qtbot, window)
    window.next_button.click()
    assert window.run is not None and window.run.puzzle.id == "jikaida-swod-2"
    window.next_button.click()  # both tried: the one not yet solved again... or the other
    run = window.run
    assert run is not None and not run.rated
    solve_by_clicks(qtbot, window)
    recorder.wait()
    rows = attempts()
    assert [r.rated for r in rows] == [True, False]
    assert rows[1].after == rows[1].before
    assert window.streak_label.text() == "Streak: 1 (best: 1)"


@pytest.fixture
def main_window(qtbot: Any) -> Iterator[MainWindow]:
    yield from open_window(qtbot, 1000, 700)


def test_help_puzzles_poses_a_puzzle_of_the_game_on_screen(
    main_window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    monkeypatch.setattr(puzzlewindow, "shipped_sets", lambda: (sets(), []))
    assert main_window.start_game("rival", {}, [Seat("Ann"), Seat("Bob")])
    main_window.puzzles_action.trigger()
    window = main_window.puzzle_window
    assert isinstance(window, PuzzleWindow) and window.isVisible()
    qtbot.waitUntil(lambda: window.run is not None)
    assert window.run is not None and window.run.puzzle is RIVAL
    assert window.set_box.currentText() == "Rival (1)"
    # The solver's view only: Red's own hidden Ninja is Red's to see, as in the game.
    assert window.run.shown_state().to_text() == RIVAL.state().view(0).to_text()
    # Another set chosen in the list: its puzzle at once.
    window.set_box.setCurrentIndex(window.set_box.findData("onager"))
    assert window.run is not None and window.run.puzzle is ONAGER
    # The attempt goes to the app's record (the replies at once: the 600 ms
    # they wait to be seen coming were this test's longest wait).
    window.reply_ms = 0
    solve_by_clicks(qtbot, window)
    main_window.recorder.wait()
    assert [a.puzzle for a in attempts()] == ["onager-jumps"]


def test_no_puzzle_sets_installed_is_said(
    main_window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    monkeypatch.setattr(puzzlewindow, "shipped_sets", lambda: ([], []))
    window = main_window.show_puzzles()
    qtbot.waitUntil(lambda: not window.reading())
    assert window.run is None and "No puzzle sets are installed" in window.task.text()
    assert not window.hint_button.isEnabled()


def test_the_sets_are_read_off_the_gui_thread_while_the_window_says_so(
    main_window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    """Reading the shipped sets replays every answer (over a second of CPU):
    the window opens at once, says it is reading, and poses the game's
    puzzle when the sets are in."""
    release, readers = threading.Event(), []

    def slow_sets() -> tuple[list[PuzzleSet], list[str]]:
        readers.append(threading.current_thread())
        release.wait(10)
        return sets(), []

    monkeypatch.setattr(puzzlewindow, "shipped_sets", slow_sets)
    assert main_window.start_game("onager", {}, [Seat("Ann"), Seat("Bob")])
    window = main_window.show_puzzles()
    assert window.isVisible() and window.reading() and window.run is None
    assert window.task.text() == "Reading the puzzles…"
    assert not window.hint_button.isEnabled() and not window.next_button.isEnabled()
    i18n.set_language("fr")
    qtbot.waitUntil(lambda: window.task.text() == "Lecture des problèmes…")
    i18n.set_language("en")
    main_window.show_puzzles()  # asked again meanwhile: still one reading
    release.set()
    qtbot.waitUntil(lambda: window.run is not None)
    assert window.run is not None and window.run.puzzle is ONAGER
    assert len(readers) == 1 and readers[0] is not threading.main_thread()


def test_the_window_changes_language_with_the_app(qtbot: Any, recorder: Recorder) -> None:
    window = window_of(qtbot, recorder, JIKAIDA)
    assert window.task.text() == "Yellow to play: win material."
    i18n.set_language("fr")
    qtbot.waitUntil(lambda: window.task.text() == WORDS["fr"]["task"])
    assert window.windowTitle() == "Problèmes" and window.hint_button.text() == "&Indice"
    assert window.theme_box.itemText(1) == "Prise (1)"
    i18n.set_language("en")
    qtbot.waitUntil(lambda: window.hint_button.text() == "&Hint")


@pytest.mark.parametrize("name", sorted({p.set_name for p in shipped_index()}))
def test_a_shipped_puzzle_of_each_set_is_solved_by_clicks(
    qtbot: Any, recorder: Recorder, name: str
) -> None:
    shipped = shipped_set(name)  # the sets as this worker read them, once
    window = PuzzleWindow(recorder, [shipped])
    window.reply_ms = 0
    qtbot.addWidget(window)
    window.resize(900, 600)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_set(shipped.name)
    run = window.run
    assert run is not None and run.puzzle in shipped.puzzles
    solve_by_clicks(qtbot, window)
    assert run.solved and window.feedback_text() == "Solved!"
    recorder.wait()
    assert [a.puzzle for a in attempts()] == [run.puzzle.id]


def test_the_shipped_sets_read_without_problems() -> None:
    assert shipped_sets()[1] == ()


def test_a_picture_of_a_puzzle_from_the_command_line(
    main_window: MainWindow,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The shipped sets as this worker read them (once): each picture's
    # window would read them again, a second of CPU each.
    read, problems = shipped_sets()
    monkeypatch.setattr(puzzlewindow, "shipped_sets", lambda: (list(read), list(problems)))
    shipped = read[0]
    target = tmp_path / "puzzle.png"
    ident = shipped.puzzles[-1].id
    args = app.parse_args(
        ["--screenshot", str(target), "--puzzle", f"{shipped.name}:{ident}", "--hint"]
        + ["--size", "900x600"]
    )
    assert app.screenshot(main_window, args) == 0
    image = QImage(str(target))
    assert (image.width(), image.height()) == (900, 600)
    bad = app.parse_args(["--screenshot", str(target), "--puzzle", f"{shipped.name}:nope"])
    assert app.screenshot(main_window, bad) == 2
    assert shipped.name in capsys.readouterr().err
    # The refused call returns before it closes its window (the process ends
    # there); left shown, it stood over later tests' windows in this worker.
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, PuzzleWindow) and widget.isVisible():
            widget.close()
    with pytest.raises(SystemExit):
        app.parse_args(["--hint"])
