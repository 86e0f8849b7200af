"""Help > Learn to play: a guided lesson on the game's real board.

A lesson (``boardroom.engine.lessons``) is a few small positions, each with
one task. The window draws each position with the game's own scene and panel
(its :class:`~boardroom.ui.adapter.BoardAdapter`), rings the cells that
matter, and has each attempt judged by the lesson: a right move is played and
explained, a wrong one is refused with the rules' reason. The last step
offers a game against the Easy bot, which the main window starts.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.game import AnyState
from boardroom.engine.lessons import (
    Lesson,
    LessonError,
    Verdict,
    check,
    lesson_names,
    lesson_title,
    load_lesson,
    right_moves,
)
from boardroom.engine.reasons import why_not
from boardroom.engine.steps import continuations
from boardroom.ui import games as game_ui
from boardroom.ui import i18n
from boardroom.ui.adapter import GameAdapter, GamePanel
from boardroom.ui.boardcontrol import can_stop, stop_key
from boardroom.ui.couch import FullScreen
from boardroom.ui.lessonmarks import CellRings
from boardroom.ui.reasons import reason_text
from boardroom.ui.scenes import BoardScene

log = logging.getLogger("boardroom")

GOOD = "color: #1b6e20;"
BAD = "color: #b00020;"


def fill_lessons_menu(menu: QMenu, open_lesson: Callable[[str], None]) -> None:
    """One entry per lesson, titled in the interface's language."""
    menu.clear()
    language = i18n.current_language()
    for name in lesson_names():
        action = menu.addAction(lesson_title(name, language))
        action.setObjectName(f"lesson_{name}")
        action.triggered.connect(lambda _checked=False, n=name: open_lesson(n))


class LessonWindow(QWidget):
    """One lesson, step by step; ``playRequested`` at its end."""

    playRequested = Signal(str, dict, str)  # game key, options, the bot's level

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("lessonWindow")
        self.full_screen = FullScreen(self)  # F11, as every window
        self.lesson: Lesson | None = None
        self._told_damaged: set[tuple[str, str]] = set()  # (lesson, language) said once
        self.index = 0
        self.state: AnyState | None = None
        self.solved = False
        self.adapter: GameAdapter | None = None
        self.scene: BoardScene | None = None
        self.view: QGraphicsView | None = None
        self.panel: GamePanel | None = None
        self.rings: CellRings | None = None
        self._feedback: tuple[str, bool] | None = None  # (text, good) of the last attempt
        self._seat = 0  # the seat the learner plays in this step

        self.title = QLabel()
        self.title.setObjectName("lessonTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.counter = QLabel()
        self.counter.setObjectName("lessonCounter")
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.counter)

        self.task = QLabel()
        self.task.setObjectName("lessonTask")
        self.task.setWordWrap(True)
        self.task.setTextFormat(Qt.TextFormat.PlainText)
        task_font = self.task.font()
        task_font.setPointSizeF(task_font.pointSizeF() * 1.15)
        self.task.setFont(task_font)
        task_box = QFrame()
        task_box.setObjectName("lessonTaskBox")
        task_box.setStyleSheet(
            "#lessonTaskBox { background: #fff6d8; border: 1px solid #e0c060;"
            " border-radius: 4px; } #lessonTaskBox QLabel { color: #3a2e05; }"
        )
        task_layout = QVBoxLayout(task_box)
        task_layout.setContentsMargins(10, 6, 10, 6)
        task_layout.addWidget(self.task)

        self.board_row = QHBoxLayout()
        self.board_row.setContentsMargins(0, 0, 0, 0)
        self.panel_area = QScrollArea()
        self.panel_area.setObjectName("lessonPanelArea")
        self.panel_area.setWidgetResizable(True)
        self.panel_area.setFrameShape(QFrame.Shape.NoFrame)
        self.panel_area.setMaximumWidth(340)
        self.panel_area.hide()
        self.board_row.addWidget(self.panel_area)

        self.feedback = QLabel()
        self.feedback.setObjectName("lessonFeedback")
        self.feedback.setWordWrap(True)
        self.back_button = QPushButton()
        self.back_button.setObjectName("lessonBack")
        self.back_button.clicked.connect(self.back)
        self.again_button = QPushButton()
        self.again_button.setObjectName("lessonAgain")
        self.again_button.clicked.connect(self.again)
        self.show_button = QPushButton()
        self.show_button.setObjectName("lessonShowMe")
        self.show_button.clicked.connect(self.show_me)
        self.next_button = QPushButton()
        self.next_button.setObjectName("lessonNext")
        self.next_button.clicked.connect(self.next)
        self.quit_button = QPushButton()
        self.quit_button.setObjectName("lessonQuit")
        self.quit_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.quit_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.show_button)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.next_button)

        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(task_box)
        layout.addLayout(self.board_row, 1)
        layout.addWidget(self.feedback)
        layout.addLayout(buttons)
        self.resize(1000, 720)
        self.retranslate()

    # --- the lesson -------------------------------------------------------------------

    def open_lesson(self, name: str) -> bool:
        """Show lesson ``name`` in the interface's language, from its first step."""
        try:
            lesson = load_lesson(name, i18n.current_language())
        except LessonError as exc:
            self.lesson = None
            self.title.setText(name)
            self.task.setText("")
            self._say(str(exc), good=False)
            return False
        self._clear_board()
        self.lesson = lesson
        told = (name, i18n.current_language())
        tell = bool(lesson.damaged) and told not in self._told_damaged
        if tell:
            self._told_damaged.add(told)
            log.warning("lesson %s: %s; shown in English", name, lesson.damaged)
        self.adapter = game_ui.adapter_for(lesson.game_key)
        game = lesson.game()
        self.scene = self.adapter.make_scene(game)
        self.view = self.adapter.make_view(self.scene)
        self.view.setObjectName("lessonBoard")
        self.view.setAccessibleName(self.tr("Board"))
        self.board_row.insertWidget(0, self.view, 1)
        self.scene.moveRequested.connect(self._steps_tried)
        self.scene.installEventFilter(self)
        self.view.installEventFilter(self)  # Enter stops a chain of jumps
        self.scene.selectionChanged.connect(self._selection_changed)
        self.rings = CellRings(self.scene)
        self.scene.cameraChanged.connect(self.rings.again)
        self.panel = self.adapter.make_panel(game, self.scene)
        if self.panel is not None:
            self.panel.setObjectName("lessonPanel")
            self.panel.moveChosen.connect(self._panel_move)
            self.panel.stepsChosen.connect(self._panel_steps)
            self.panel_area.setWidget(self.panel)
            self.panel_area.show()
        else:
            self.panel_area.hide()
        self.go_to(0)
        if tell:  # once a session: the detail is for the log
            self._say(
                self.tr(
                    "This lesson's file in your language could not be read, so the lesson "
                    "is shown in English."
                ),
                good=False,
            )
        return True

    def steps_count(self) -> int:
        """The position steps and the final game against the bot."""
        return len(self.lesson.steps) + 1 if self.lesson is not None else 0

    def at_final(self) -> bool:
        return self.lesson is not None and self.index >= len(self.lesson.steps)

    def go_to(self, index: int) -> None:
        lesson = self.lesson
        if lesson is None:
            return
        self.index = max(0, min(index, len(lesson.steps)))
        self.solved = False
        self._feedback = None
        if self.at_final():
            self.state = lesson.game().new_state()
        else:
            self.state = lesson.state(self.index)
        self._seat = self.state.current_seat
        self._draw()
        self._update_texts()
        if self.view is not None:
            self.view.setFocus()

    def next(self) -> None:
        if self.lesson is None:
            return
        if self.at_final():
            self.playRequested.emit(
                self.lesson.game_key, dict(self.lesson.options), self.lesson.final.level
            )
            self.close()
            return
        self.go_to(self.index + 1)

    def back(self) -> None:
        self.go_to(self.index - 1)

    def again(self) -> None:
        """The same step from its position again."""
        self.go_to(self.index)

    def show_me(self) -> str | None:
        """Point at a right move (the board's hint mark) and name it."""
        lesson, state = self.lesson, self.state
        if lesson is None or state is None or self.at_final() or self.solved:
            return None
        moves = right_moves(lesson.steps[self.index], state)
        if not moves:
            return None
        if self.scene is not None and self.adapter is not None:
            self.adapter.show_hint(self.scene, moves[0])
        text = self.tr("One right move: {0}").format(state.format_move(moves[0]))
        self._say(text, good=True)
        return text

    # --- attempts ----------------------------------------------------------------------

    def try_steps(self, steps: tuple[Hashable, ...]) -> Verdict[Any] | None:
        """Judge ``steps`` tried in this step's position; a right move is played."""
        lesson, state = self.lesson, self.state
        if lesson is None or state is None or self.at_final() or self.solved:
            return None
        step = lesson.steps[self.index]
        verdict = check(step, state, steps)
        if verdict.right:
            state.apply(verdict.move)
            self.solved = True
            self._say(step.success, good=True)
        else:
            reason = reason_text(verdict.reason) if verdict.reason is not None else ""
            self._say(self.tr("Not quite: {0}.").format(reason), good=False)
        self._draw()
        self._update_texts()
        return verdict

    def play_move(self, move: Any) -> Verdict[Any] | None:
        """A move object of the shown position, as the board or panel would send it."""
        return self.try_steps(tuple(move.steps))

    def _steps_tried(self, steps: tuple[Hashable, ...]) -> None:
        self.try_steps(tuple(steps))

    def _panel_move(self, move: Any) -> None:
        self.play_move(move)

    def _panel_steps(self, steps: tuple[Hashable, ...]) -> None:
        if self.scene is not None:
            self.scene.set_step_prefix(steps)

    def can_stop_here(self) -> bool:
        """A move under way may end where the piece now stands, or go on."""
        state, scene = self.state, self.scene
        if state is None or self.solved or scene is None:
            return False
        return can_stop(scene, state)

    def _selection_changed(self, _prefix: tuple[Hashable, ...]) -> None:
        stop = self.tr("Go on, or click the piece again (or press Enter) to stop here.")
        if self.can_stop_here():
            self._say(stop, good=True)
        elif self._feedback is not None and self._feedback[0] == stop:
            self._feedback = None
            self._update_texts()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        # Enter stops a move of several steps where it stands.
        if (
            watched is self.view
            and self.scene is not None
            and stop_key(self.scene, event, self.can_stop_here)
        ):
            return True
        # A click the board will not take (a piece that cannot go there):
        # say why, in the rules' words, before the board drops the selection.
        if (
            watched is self.scene
            and event.type() == QEvent.Type.GraphicsSceneMousePress
            and isinstance(event, QGraphicsSceneMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
        ):
            self.explain_click(self._cell_at(event))
        return super().eventFilter(watched, event)

    def _cell_at(self, event: QGraphicsSceneMouseEvent) -> int | None:
        return self.scene.cell_at(event.scenePos()) if self.scene is not None else None

    def explain_click(self, cell: int | None) -> str | None:
        """The reason a click on ``cell`` goes nowhere now, shown; None when it
        is a step the board takes."""
        state, scene = self.state, self.scene
        if cell is None or state is None or self.solved or self.at_final() or scene is None:
            return None
        prefix = tuple(scene.prefix())
        moves = state.legal_moves()
        if (
            prefix and (cell == prefix[-1] or cell in continuations(moves, prefix))
        ) or cell in continuations(moves, ()):
            return None
        reason = why_not(state, (*prefix, cell) if prefix else (cell,))
        if reason is None:
            return None
        text = self.tr("Not there: {0}.").format(reason_text(reason))
        self._say(text, good=False)
        return text

    # --- drawing -----------------------------------------------------------------------

    def _shown(self, state: AnyState) -> AnyState:
        if state.game.spec.hidden_information:
            return state.view(self._seat)  # the learner's eyes, after the move too
        return state

    def _draw(self) -> None:
        state, scene, adapter = self.state, self.scene, self.adapter
        if state is None or scene is None or adapter is None or self.lesson is None:
            return
        shown = self._shown(state)
        adapter.show(scene, shown)
        playable = not self.solved and not self.at_final() and not state.is_terminal()
        adapter.show_hint(scene, None)
        adapter.show_last_move(scene, state.history[-1] if state.history else None)
        adapter.show_moves(scene, state if playable else None)
        if self.panel is not None:
            self.panel.show_state(shown, playable)
        if self.rings is not None:
            marks = () if self.at_final() else self.lesson.steps[self.index].highlight
            self.rings.show(marks)

    def _say(self, text: str, good: bool) -> None:
        self._feedback = (text, good)
        self.feedback.setText(text)
        self.feedback.setStyleSheet(GOOD if good else BAD)

    def _update_texts(self) -> None:
        lesson = self.lesson
        if lesson is None:
            return
        self.title.setText(lesson.title)
        self.counter.setText(self.tr("Step {0} of {1}").format(self.index + 1, self.steps_count()))
        if self.at_final():
            self.task.setText(lesson.final.text)
        elif self.index == 0 and lesson.intro:
            self.task.setText(f"{lesson.intro}\n\n{lesson.steps[0].task}")
        else:
            self.task.setText(lesson.steps[self.index].task)
        if self._feedback is None:
            self.feedback.setText(self.tr("Make your move.") if not self.at_final() else "")
            self.feedback.setStyleSheet("")
        self.back_button.setEnabled(self.index > 0)
        self.again_button.setEnabled(not self.at_final())
        self.show_button.setEnabled(not self.at_final() and not self.solved)
        self.next_button.setText(
            self.tr("Play against the bot") if self.at_final() else self.tr("Next")
        )
        self.next_button.setEnabled(self.at_final() or self.solved)
        self.next_button.setDefault(True)

    def feedback_text(self) -> str:
        return self.feedback.text()

    def _clear_board(self) -> None:
        if self.rings is not None:
            self.rings.clear()
            self.rings = None
        if self.view is not None:
            self.board_row.removeWidget(self.view)
            self.view.hide()
            self.view.deleteLater()
            self.view = None
        if self.scene is not None:
            self.scene.removeEventFilter(self)
            self.scene.deleteLater()
            self.scene = None
        if self.panel is not None:
            self.panel_area.takeWidget()
            self.panel.deleteLater()
            self.panel = None

    # --- language -----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Learn to play"))
        self.back_button.setText(self.tr("Back"))
        self.again_button.setText(self.tr("Try again"))
        self.show_button.setText(self.tr("Show me"))
        if self.view is not None:
            self.view.setAccessibleName(self.tr("Board"))
        self.quit_button.setText(self.tr("Quit the lesson"))
        self._update_texts()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            if self.lesson is not None and self.lesson.language != i18n.current_language():
                keep = self.index  # the lesson in the new language, at the same step
                self.open_lesson(self.lesson.name)
                self.go_to(keep)
            self.retranslate()
        super().changeEvent(event)
