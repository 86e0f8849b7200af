"""The widgets of Help > Puzzles and where they sit (the window's behaviour
is in :mod:`boardroom.ui.puzzlewindow`): the set and theme chosen, the
rating and the streak, the task, the board with the game's panel, what was
said of the last move, and the buttons. It fits 900 x 600 in French."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.puzzles import PuzzleSet
from boardroom.engine.rating import Rating
from boardroom.ui.puzzlewords import set_title, theme_name


class PuzzleLayout(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("puzzleWindow")
        self.set_label, self.set_box = QLabel(), QComboBox()
        self.set_box.setObjectName("puzzleSet")
        self.theme_label, self.theme_box = QLabel(), QComboBox()
        self.theme_box.setObjectName("puzzleTheme")
        for label, box in ((self.set_label, self.set_box), (self.theme_label, self.theme_box)):
            label.setBuddy(box)
            # Long set names (a drill's options) are cut in the closed box, not the window.
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            box.setMinimumContentsLength(12)
            box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.rating_label = QLabel()
        self.rating_label.setObjectName("puzzleRating")
        self.streak_label = QLabel()
        self.streak_label.setObjectName("puzzleStreak")
        bold = self.rating_label.font()
        bold.setBold(True)
        self.rating_label.setFont(bold)
        self.streak_label.setFont(bold)
        head = QHBoxLayout()
        head.addWidget(self.set_label)
        head.addWidget(self.set_box, 3)
        head.addSpacing(8)
        head.addWidget(self.theme_label)
        head.addWidget(self.theme_box, 1)
        head.addSpacing(12)
        head.addWidget(self.rating_label)
        head.addSpacing(12)
        head.addWidget(self.streak_label)

        self.task = QLabel()
        self.task.setObjectName("puzzleTask")
        self.task.setWordWrap(True)
        self.task.setTextFormat(Qt.TextFormat.PlainText)
        font = self.task.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.task.setFont(font)
        self.info = QLabel()
        self.info.setObjectName("puzzleInfo")
        task_box = QFrame()
        task_box.setObjectName("puzzleTaskBox")
        task_box.setStyleSheet(
            "#puzzleTaskBox { background: #fff6d8; border: 1px solid #e0c060;"
            " border-radius: 4px; } #puzzleTaskBox QLabel { color: #3a2e05; }"
        )
        task_layout = QHBoxLayout(task_box)
        task_layout.setContentsMargins(10, 6, 10, 6)
        task_layout.addWidget(self.task, 1)
        task_layout.addWidget(self.info)

        self.board_row = QHBoxLayout()
        self.board_row.setContentsMargins(0, 0, 0, 0)
        self.panel_area = QScrollArea()
        self.panel_area.setObjectName("puzzlePanelArea")
        self.panel_area.setWidgetResizable(True)
        self.panel_area.setFrameShape(QFrame.Shape.NoFrame)
        self.panel_area.setMaximumWidth(400)
        self.panel_area.hide()
        self.board_row.addWidget(self.panel_area)

        self.feedback = QLabel()
        self.feedback.setObjectName("puzzleFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        self.close_button = QPushButton()
        self.close_button.setObjectName("puzzleClose")
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("puzzleHint")
        self.answer_button = QPushButton()
        self.answer_button.setObjectName("puzzleAnswer")
        self.again_button = QPushButton()
        self.again_button.setObjectName("puzzleAgain")
        self.next_button = QPushButton()
        self.next_button.setObjectName("puzzleNext")
        buttons = QHBoxLayout()
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        for button in (self.hint_button, self.answer_button, self.again_button, self.next_button):
            buttons.addWidget(button)

        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(task_box)
        layout.addLayout(self.board_row, 1)
        layout.addWidget(self.feedback)
        layout.addLayout(buttons)
        self.resize(1000, 720)

    # --- the choosers -----------------------------------------------------------------

    def fill_sets(self, sets: Sequence[PuzzleSet]) -> None:
        chosen = self.set_box.currentData()
        self.set_box.blockSignals(True)
        self.set_box.clear()
        for puzzle_set in sets:
            key, options, seats = puzzle_set.game_key, puzzle_set.options, puzzle_set.seats
            title = set_title(key, options, seats, short=True)
            count = len(puzzle_set.puzzles)
            self.set_box.addItem(self.tr("{0} ({1})").format(title, count), puzzle_set.name)
            whole = set_title(key, options, seats)
            self.set_box.setItemData(self.set_box.count() - 1, whole, Qt.ItemDataRole.ToolTipRole)
        index = self.set_box.findData(chosen)
        self.set_box.setCurrentIndex(max(0, index))
        self.set_box.blockSignals(False)

    def fill_themes(self, puzzle_set: PuzzleSet | None) -> None:
        chosen = self.theme_box.currentData() or ""
        self.theme_box.blockSignals(True)
        self.theme_box.clear()
        self.theme_box.addItem(self.tr("All themes"), "")
        if puzzle_set is not None:
            themes = sorted({p.theme for p in puzzle_set.puzzles})
            named = {t: theme_name(puzzle_set.game_key, t) for t in themes}
            for theme in sorted(themes, key=lambda t: named[t].casefold()):
                count = sum(1 for p in puzzle_set.puzzles if p.theme == theme)
                self.theme_box.addItem(self.tr("{0} ({1})").format(named[theme], count), theme)
        self.theme_box.setCurrentIndex(max(0, self.theme_box.findData(chosen)))
        self.theme_box.blockSignals(False)

    # --- what is shown --------------------------------------------------------------

    def show_rating(
        self, rating: Rating, change: tuple[Rating, Rating] | None, streak: int, best: int
    ) -> None:
        """The solver's rating at this game's puzzles (and the last attempt's
        change), and the streak."""
        text = self.tr("Rating: {0}").format(rating.rounded())
        if change is not None:
            gained = round(change[1].rating - change[0].rating)
            text = self.tr("Rating: {0} ({1:+d})").format(rating.rounded(), gained)
        self.rating_label.setText(text)
        self.rating_label.setToolTip(
            self.tr("Glicko-2 rating at this game's puzzles: {0}, deviation {1}").format(
                rating.rounded(), round(rating.rd)
            )
        )
        self.streak_label.setText(self.tr("Streak: {0} (best: {1})").format(streak, best))

    def show_nothing(self, installed: bool) -> None:
        """No puzzle to pose: none in the chosen set and theme, or no sets."""
        self.task.setText(
            self.tr("No puzzles here.")
            if installed
            else self.tr("No puzzle sets are installed with this copy of Boardroom.")
        )
        self.info.setText("")
        self.feedback.setText("")
        for button in (self.hint_button, self.answer_button, self.again_button, self.next_button):
            button.setEnabled(False)

    def show_reading(self) -> None:
        """The sets are still being read."""
        self.show_nothing(True)
        self.task.setText(self.tr("Reading the puzzles…"))

    def retranslate(self) -> None:
        self.set_label.setText(self.tr("&Puzzles:"))
        self.theme_label.setText(self.tr("&Theme:"))
        self.close_button.setText(self.tr("Close"))
        self.hint_button.setText(self.tr("&Hint"))
        self.answer_button.setText(self.tr("Show the &answer"))
        self.again_button.setText(self.tr("Try a&gain"))
        self.next_button.setText(self.tr("&Next puzzle"))
