"""The Knowledge check that earns a character its Dejarik ranks, as a wizard:
pick the difficulty (with the exact chance of each), roll with the engine's
``knowledge_check`` (its dice shown), re-roll when the rule allows it with
the difficulty upgraded, then share the ranks won between Attack and Defence.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from boardroom.engine.rng import Rng
from boardroom.games.dejarik.character import CHARACTERISTIC, RANKS, split_ranks
from boardroom.games.dejarik.knowledge import (
    DIFFICULTIES,
    KnowledgeResult,
    KnowledgeRoll,
    check_pool,
    knowledge_check,
    knowledge_odds,
)
from boardroom.ui.games.dejarik import art, words
from boardroom.ui.games.dejarik.oddsview import percent


class ChoosePage(QWizardPage):
    def __init__(self, characteristic: int) -> None:
        super().__init__()
        self.setObjectName("knowledgeChoose")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.characteristic = QSpinBox()
        self.characteristic.setObjectName("knowledgeCharacteristic")
        self.characteristic.setRange(*CHARACTERISTIC)
        self.characteristic.setValue(characteristic)
        self.skill = QSpinBox()
        self.skill.setObjectName("knowledgeSkill")
        self.skill.setRange(*RANKS)
        self.characteristic_label = QLabel()
        self.skill_label = QLabel()
        form.addRow(self.characteristic_label, self.characteristic)
        form.addRow(self.skill_label, self.skill)
        layout.addLayout(form)
        self.reroll = QCheckBox()
        self.reroll.setObjectName("knowledgeReroll")
        self.reroll.setChecked(True)
        layout.addWidget(self.reroll)
        self.reroll_note = QLabel()
        self.reroll_note.setWordWrap(True)
        self.reroll_note.setIndent(22)
        layout.addWidget(self.reroll_note)
        self.difficulty_label = QLabel()
        layout.addWidget(self.difficulty_label)
        self.group = QButtonGroup(self)
        self.buttons: list[QRadioButton] = []
        for level in range(1, len(DIFFICULTIES) + 1):
            button = QRadioButton()
            button.setObjectName(f"difficulty{level}")
            self.group.addButton(button, level)
            self.buttons.append(button)
            layout.addWidget(button)
        self.buttons[1].setChecked(True)
        layout.addStretch(1)
        for widget in (self.characteristic, self.skill):
            widget.valueChanged.connect(self._update)
        self.reroll.toggled.connect(self._update)
        self.setTitle(self.tr("Learning Dejarik: the Knowledge check"))
        self.setSubTitle(
            self.tr(
                "Pick how hard a check to attempt: success earns as many "
                "Dejarik ranks as the difficulty."
            )
        )
        self.characteristic_label.setText(self.tr("Intelligence (or the skill's characteristic):"))
        self.characteristic.setAccessibleName(self.characteristic_label.text().rstrip(":\u00a0 "))
        self.skill_label.setText(self.tr("Knowledge (Core Worlds) ranks:"))
        self.skill.setAccessibleName(self.skill_label.text().rstrip(":\u00a0 "))
        self.reroll.setText(self.tr("The GM allows re-rolls"))
        self.reroll_note.setText(
            self.tr(
                "A failed roll that shows a Triumph or 3 or more net "
                "advantages may be rolled again, each time with one "
                "more difficulty die upgraded."
            )
        )
        self.difficulty_label.setText(self.tr("Difficulty:"))
        self._update()

    def difficulty(self) -> int:
        return max(self.group.checkedId(), 1)

    def _update(self) -> None:
        names = [
            self.tr("Easy"),
            self.tr("Average"),
            self.tr("Hard"),
            self.tr("Daunting"),
            self.tr("Formidable"),
        ]
        c, k, again = self.characteristic.value(), self.skill.value(), self.reroll.isChecked()
        for level, button in enumerate(self.buttons, 1):
            chance = knowledge_odds(c, k, level, again)
            button.setText(
                self.tr("{0}: %n Difficulty dice, {1} to earn the ranks", "", level).format(
                    names[level - 1], percent(chance)
                )
            )


class RollPage(QWizardPage):
    def __init__(self, rng: Rng) -> None:
        super().__init__()
        self.setObjectName("knowledgeRoll")
        self.rng = rng
        self.result: KnowledgeResult | None = None
        self.shown = 0  # rolls revealed so far
        layout = QVBoxLayout(self)
        self.pool_label = QLabel()
        self.pool_label.setWordWrap(True)
        layout.addWidget(self.pool_label)
        self.rolls_box = QGridLayout()
        layout.addLayout(self.rolls_box)
        self.verdict = QLabel()
        self.verdict.setObjectName("knowledgeVerdict")
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        self.button = QPushButton()
        self.button.setObjectName("knowledgeRollButton")
        self.button.clicked.connect(self.roll)
        layout.addWidget(self.button)
        layout.addStretch(1)
        self.setTitle(self.tr("The roll"))

    def initializePage(self) -> None:  # noqa: N802 (Qt override)
        self.result = None
        self.shown = 0
        while self.rolls_box.count():
            item = self.rolls_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.verdict.setText("")
        page = self._choose()
        pool = check_pool(page.characteristic.value(), page.skill.value(), page.difficulty(), 0)
        self.pool_label.setText(self.tr("The check rolls {0}.").format(words.pool_text(pool)))
        self.button.setText(self.tr("Roll the dice"))
        self.button.show()
        self.completeChanged.emit()

    def _choose(self) -> ChoosePage:
        wizard = self.wizard()
        assert isinstance(wizard, KnowledgeWizard)
        return wizard.choose

    def roll(self) -> None:
        """The first roll, or the next re-roll the rule allows."""
        if self.result is None:
            page = self._choose()
            self.result = knowledge_check(
                page.characteristic.value(),
                page.skill.value(),
                page.difficulty(),
                self.rng,
                page.reroll.isChecked(),
            )
        if self.shown < len(self.result.rolls):
            self._show_roll(self.result.rolls[self.shown])
            self.shown += 1
        final = self.shown == len(self.result.rolls)
        last = self.result.rolls[self.shown - 1]
        if not final:
            self.verdict.setText(
                self.tr(
                    "Failed, but the roll shows a Triumph or 3 or more net "
                    "advantages: you may roll again, one difficulty die "
                    "upgraded."
                )
            )
            self.button.setText(self.tr("Re-roll"))
        else:
            self.button.hide()
            ranks = self.result.ranks
            if ranks:
                self.verdict.setText(self.tr("Success: %n Dejarik rank(s) earned.", "", ranks))
            elif last.may_reroll:
                self.verdict.setText(self.tr("Failed, and no more re-rolls: no Dejarik rank."))
            else:
                self.verdict.setText(self.tr("Failed: the character has no Dejarik rank."))
        self.completeChanged.emit()

    def _show_roll(self, attempt: KnowledgeRoll) -> None:
        row = self.shown
        dice = QLabel()
        dice.setPixmap(
            art.dice_row_pixmap(
                art.roll_dice(attempt.roll), 30, self.devicePixelRatioF(), per_row=8
            )
        )
        dice.setToolTip(words.pool_text(attempt.pool))
        text = QLabel(words.result_text(attempt.result))
        text.setWordWrap(True)
        number = QLabel(self.tr("Roll {0}:").format(row + 1))
        for column, widget in enumerate((number, dice, text)):
            self.rolls_box.addWidget(widget, row, column)
            widget.show()
        self.rolls_box.setColumnStretch(2, 1)

    def isComplete(self) -> bool:  # noqa: N802
        return self.result is not None and self.shown == len(self.result.rolls)


class SplitPage(QWizardPage):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("knowledgeSplit")
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        form = QFormLayout()
        self.attack = QSpinBox()
        self.attack.setObjectName("knowledgeAttack")
        self.defence = QLabel()
        self.defence.setObjectName("knowledgeDefence")
        form.addRow(self.tr("Dejarik Attack ranks:"), self.attack)
        form.addRow(self.tr("Dejarik Defence ranks:"), self.defence)
        layout.addLayout(form)
        layout.addStretch(1)
        self.attack.valueChanged.connect(self._update)
        self.total = 0
        self.setTitle(self.tr("Share the ranks"))

    def initializePage(self) -> None:  # noqa: N802
        wizard = self.wizard()
        assert isinstance(wizard, KnowledgeWizard)
        result = wizard.rolls.result
        self.total = result.ranks if result is not None else 0
        high = RANKS[1]
        self.attack.setRange(max(0, self.total - high), min(high, self.total))
        self.attack.setValue((self.total + 1) // 2)
        self.attack.setEnabled(self.total > 0)
        if self.total:
            self.summary.setText(
                self.tr(
                    "%n rank(s) to share between Dejarik Attack and Dejarik Defence.",
                    "",
                    self.total,
                )
            )
        else:
            self.summary.setText(
                self.tr("No rank was earned: Dejarik Attack and Defence stay at 0.")
            )
        self._update()

    def ranks(self) -> tuple[int, int]:
        return split_ranks(self.total, self.attack.value())

    def _update(self) -> None:
        self.defence.setText(str(self.total - self.attack.value()))


class KnowledgeWizard(QWizard):
    """``ranks()`` after ``exec()`` accepted: (attack, defence)."""

    def __init__(self, characteristic: int, rng: Rng, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("knowledgeWizard")
        self.setWindowTitle(self.tr("Knowledge check"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.choose = ChoosePage(characteristic)
        self.rolls = RollPage(rng)
        self.split = SplitPage()
        for page in (self.choose, self.rolls, self.split):
            self.addPage(page)
        self.setMinimumWidth(520)

    def ranks(self) -> tuple[int, int]:
        return self.split.ranks()
