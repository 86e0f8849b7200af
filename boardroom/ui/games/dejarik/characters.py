"""Dejarik characters in the interface: the library (ready-made and saved
ones), the editor dialog and the start page's picker for each seat.

Saved characters live in the platformdirs data folder through
``games.dejarik.store``. A characters file that cannot be read is reported
and left untouched; the store moves it aside (``.broken-<time>``) before it
writes anything new, so nothing typed is ever lost.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boardroom.engine.game import Option, OptionValue
from boardroom.games.dejarik import store
from boardroom.games.dejarik.character import (
    CHARACTERISTIC,
    DEFAULT_FIRST,
    DEFAULT_SECOND,
    RANKS,
    READY_MADE,
    THRESHOLD,
    Character,
    CharacterError,
)
from boardroom.ui import dialogs, storage
from boardroom.ui.startpage import CustomOptionWidget

log = logging.getLogger("boardroom")

READY, SAVED, OTHER = "ready", "saved", "other"


class CharacterLibrary(QObject):
    """The characters to choose from: the defaults, the ready-made ones and
    the player's own, saved in ``folder`` (the data folder by default)."""

    changed = Signal()

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dejarikCharacters")
        self.folder = folder if folder is not None else storage.data_dir()
        self.saved: list[Character] = []
        self.error = ""
        self.reload()

    def reload(self) -> None:
        try:
            self.saved = store.load_characters(self.folder)
            self.error = ""
        except store.CharacterFileError as exc:
            self.saved = []
            self.error = str(exc)
            log.warning("Dejarik characters file: %s", exc)

    def path(self) -> Path:
        return store.characters_path(self.folder)

    def entries(self) -> list[tuple[str, Character]]:
        """(kind, character), the ready-made ones first."""
        ready = [DEFAULT_FIRST, DEFAULT_SECOND, *READY_MADE]
        return [(READY, c) for c in ready] + [(SAVED, c) for c in self.saved]

    def is_saved(self, name: str) -> bool:
        return any(c.name == name for c in self.saved)

    def taken(self, keep: str = "") -> set[str]:
        """Names already used (but ``keep``, the one being edited)."""
        return {c.name for _kind, c in self.entries() if c.name != keep}

    def save(self, character: Character, replacing: str = "") -> None:
        """Add ``character``, or put it in place of the saved ``replacing``.
        Raises OSError or CharacterError; the list is unchanged then."""
        kept = [c for c in self.saved if c.name != replacing] if replacing else list(self.saved)
        index = next((i for i, c in enumerate(self.saved) if c.name == replacing), len(kept))
        kept.insert(min(index, len(kept)), character)
        store.save_characters(self.folder, kept)
        self.saved = kept
        self.error = ""  # a damaged file was moved aside by the store
        self.changed.emit()

    def delete(self, name: str) -> None:
        kept = [c for c in self.saved if c.name != name]
        store.save_characters(self.folder, kept)
        self.saved = kept
        self.changed.emit()


def library_for(owner: QObject) -> CharacterLibrary:
    """The library shared by every picker of ``owner`` (the start page): loaded
    once, and a damaged file reported once."""
    found = owner.findChild(CharacterLibrary, "dejarikCharacters")
    if isinstance(found, CharacterLibrary):
        return found
    library = CharacterLibrary(parent=owner)
    if library.error:
        widget = owner if isinstance(owner, QWidget) else None
        QTimer.singleShot(0, lambda: _report(widget, library))
    return library


def _report(parent: QWidget | None, library: CharacterLibrary) -> None:
    dialogs.show_error(
        parent,
        QCoreApplication.translate("CharacterLibrary", "Saved characters not loaded"),
        QCoreApplication.translate(
            "CharacterLibrary",
            "The saved Dejarik characters cannot be read: {0}.\n\nThe file {1} is left as it "
            "is. If you save a character now, the unreadable file is first kept under a "
            '".broken" name next to it, so nothing is lost.',
        ).format(library.error, library.path()),
    )


class CharacterEditor(QDialog):
    """Name, characteristics, Dejarik ranks, strain: checked by the engine as typed."""

    FIELDS = ("intellect", "cunning", "willpower", "presence", "attack", "defence")

    def __init__(
        self,
        character: Character | None = None,
        taken: set[str] | None = None,
        parent: QWidget | None = None,
        rng_seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("characterEditor")
        self.taken = taken or set()
        self.rng_seed = rng_seed
        # A new character starts as an average one with no name (not a valid
        # Character yet, so its numbers are kept apart).
        start: dict[str, Any] = {
            "name": "",
            "intellect": 2,
            "cunning": 2,
            "willpower": 2,
            "presence": 2,
            "attack": 0,
            "defence": 0,
            "threshold": 12,
            "strain": 0,
        }
        if character is not None:
            start = {"name": character.name, **character.to_json()}
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(str(start["name"]))
        self.name.setObjectName("characterName")
        self.name.setMaxLength(60)  # the engine says when it is too long
        form.addRow(self.tr("Name:"), self.name)
        self.spins: dict[str, QSpinBox] = {}
        labels = {
            "intellect": self.tr("Intelligence (primary attack):"),
            "cunning": self.tr("Cunning (primary defence):"),
            "willpower": self.tr("Willpower (secondary attack):"),
            "presence": self.tr("Presence (secondary defence):"),
            "attack": self.tr("Dejarik Attack ranks:"),
            "defence": self.tr("Dejarik Defence ranks:"),
        }
        for field in self.FIELDS:
            spin = QSpinBox()
            spin.setObjectName(f"character_{field}")
            low, high = RANKS if field in ("attack", "defence") else CHARACTERISTIC
            spin.setRange(low, high)
            spin.setValue(int(start[field]))
            spin.valueChanged.connect(self._check)
            self.spins[field] = spin
            form.addRow(labels[field], spin)
        self.knowledge_button = QPushButton(self.tr("Earn the ranks with a Knowledge check…"))
        self.knowledge_button.setObjectName("knowledgeButton")
        self.knowledge_button.clicked.connect(self.knowledge_check)
        form.addRow("", self.knowledge_button)
        threshold_row = QHBoxLayout()
        self.threshold = QSpinBox()
        self.threshold.setObjectName("character_threshold")
        self.threshold.setRange(*THRESHOLD)
        self.threshold.setValue(int(start["threshold"]))
        self.auto_threshold = QCheckBox(self.tr("10 + Willpower"))
        self.auto_threshold.setObjectName("thresholdAuto")
        self.auto_threshold.setChecked(start["threshold"] == 10 + int(start["willpower"]))
        threshold_row.addWidget(self.threshold)
        threshold_row.addWidget(self.auto_threshold, 1)
        form.addRow(self.tr("Strain threshold:"), threshold_row)
        # A row of two widgets has no label of its own for screen readers.
        self.threshold.setAccessibleName(self.tr("Strain threshold"))
        self.strain = QSpinBox()
        self.strain.setObjectName("character_strain")
        self.strain.setRange(0, THRESHOLD[1] + 5)  # past the threshold: the engine refuses
        self.strain.setValue(int(start["strain"]))
        form.addRow(self.tr("Strain at the start:"), self.strain)
        layout.addLayout(form)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("characterProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020;")
        layout.addWidget(self.problem_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(self._check)
        self.threshold.valueChanged.connect(self._check)
        self.strain.valueChanged.connect(self._check)
        self.auto_threshold.toggled.connect(self._check)
        self.setWindowTitle(self.tr("Dejarik character"))
        self.setMinimumWidth(380)
        self._check()

    def _values(self) -> dict[str, int]:
        return {field: spin.value() for field, spin in self.spins.items()}

    def character(self) -> Character | None:
        """The character typed, or None when the engine refuses it."""
        try:
            return self._build()
        except CharacterError:
            return None

    def _build(self) -> Character:
        values = self._values()
        return Character(
            self.name.text(), threshold=self.threshold.value(), strain=self.strain.value(), **values
        )

    def problem(self) -> str:
        """Why the character cannot be saved ("" when it can)."""
        # The spin boxes keep the numbers in range; the name is what a player
        # gets wrong, so its problems are worded here, in the interface's language.
        name = self.name.text()
        if not name.strip():
            return self.tr("Not valid yet: the character needs a name.")
        if name != name.strip():
            return self.tr("Not valid yet: the name may not begin or end with a space.")
        try:
            c = self._build()
        except CharacterError as exc:
            return self.tr("Not valid yet: {0}.").format(exc)
        if c.name in self.taken:
            return self.tr("There is already a character named “{0}”.").format(c.name)
        return ""

    def _check(self) -> None:
        auto = self.auto_threshold.isChecked()
        self.threshold.setEnabled(not auto)
        if auto:
            self.threshold.blockSignals(True)
            self.threshold.setValue(10 + self.spins["willpower"].value())
            self.threshold.blockSignals(False)
        text = self.problem()
        self.problem_label.setText(text)
        self.problem_label.setVisible(bool(text))
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        if save is not None:
            save.setEnabled(not text)

    def accept(self) -> None:
        if not self.problem():
            super().accept()

    def knowledge_check(self) -> None:
        from boardroom.engine.rng import Rng, fresh_seed
        from boardroom.ui.games.dejarik.wizard import KnowledgeWizard

        seed = self.rng_seed if self.rng_seed is not None else fresh_seed()
        wizard = KnowledgeWizard(self.spins["intellect"].value(), Rng(seed), self)
        if wizard.exec() == QDialog.DialogCode.Accepted:
            self.set_ranks(*wizard.ranks())

    def set_ranks(self, attack: int, defence: int) -> None:
        self.spins["attack"].setValue(attack)
        self.spins["defence"].setValue(defence)


class CharacterPicker(CustomOptionWidget):
    """The start page's choice of a seat's character: the list, New…, Edit…"""

    def __init__(
        self, option: Option, parent: QWidget | None = None, library: CharacterLibrary | None = None
    ) -> None:
        super().__init__(parent)
        self.option = option
        self.library = (
            library if library is not None else library_for(parent if parent is not None else self)
        )
        self.extra: list[Character] = []  # characters met in saved games or settings
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        row = QHBoxLayout()
        self.combo = QComboBox()
        self.combo.setObjectName(f"option_{option.key}")
        self.combo.currentIndexChanged.connect(self._selected)
        self.new_button = QToolButton()
        self.new_button.setObjectName(f"{option.key}_new")
        self.new_button.clicked.connect(self.new_character)
        self.edit_button = QToolButton()
        self.edit_button.setObjectName(f"{option.key}_edit")
        self.edit_button.clicked.connect(self.edit_character)
        row.addWidget(self.combo, 1)
        row.addWidget(self.new_button)
        row.addWidget(self.edit_button)
        layout.addLayout(row)
        self.stats_label = QLabel()
        self.stats_label.setObjectName(f"{option.key}_stats")
        self.stats_label.setWordWrap(True)
        font = self.stats_label.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        self.stats_label.setFont(font)
        layout.addWidget(self.stats_label)
        self.setFocusProxy(self.combo)
        self.library.changed.connect(self._fill)
        self._fill()
        self.set_value(option.default)
        self.retranslate()

    @staticmethod
    def stats(c: Character) -> str:
        text = QCoreApplication.translate(
            "CharacterPicker",
            "Intelligence {0} · Cunning {1} · Willpower {2} · Presence {3} · "
            "Dejarik Attack {4}, Defence {5} · strain threshold {6}",
        ).format(c.intellect, c.cunning, c.willpower, c.presence, c.attack, c.defence, c.threshold)
        if c.strain:
            text += " " + QCoreApplication.translate(
                "CharacterPicker", "(starts with {0} strain)"
            ).format(c.strain)
        return text

    # --- the list ------------------------------------------------------------------------

    def roles(self) -> dict[str, str]:
        """What each ready-made character is, in the interface's language."""
        return {
            "Jessa Vorn": self.tr("spacer"),
            "Tobbin Kael": self.tr("holochess hustler"),
            "Ilsa Marrow": self.tr("archive scholar"),
            "Corvan Ashe": self.tr("silver-tongued envoy"),
            "Grell": self.tr("dock brawler"),
            "Ondrel Vast": self.tr("retired champion"),
        }

    def characters(self) -> list[tuple[str, Character]]:
        return self.library.entries() + [(OTHER, c) for c in self.extra]

    def _fill(self) -> None:
        current = self.combo.currentData()
        self.combo.blockSignals(True)
        self.combo.clear()
        roles = self.roles()
        for kind, c in self.characters():
            label = c.name
            if kind == READY and c.name in roles:
                label = self.tr("{0}, {1}").format(c.name, roles[c.name])
            if kind == SAVED:
                label = self.tr("{0} (yours)").format(c.name)
            elif c.is_master:
                label = self.tr("{0} (master)").format(label)
            self.combo.addItem(label, c.to_text())
            self.combo.setItemData(
                self.combo.count() - 1, self.stats(c), Qt.ItemDataRole.ToolTipRole
            )
        index = self.combo.findData(current) if current is not None else -1
        self.combo.setCurrentIndex(max(index, 0))
        self.combo.blockSignals(False)
        self._selected()

    def current(self) -> Character:
        text = self.combo.currentData()
        return (
            Character.parse(text)
            if isinstance(text, str)
            else Character.parse(str(self.option.default))
        )

    def _selected(self) -> None:
        c = self.current()
        self.stats_label.setText(self.stats(c))
        self.combo.setToolTip(self.stats(c))

    def select(self, character: Character) -> None:
        index = self.combo.findData(character.to_text())
        if index < 0:
            self.extra.append(character)
            self._fill()
            index = self.combo.findData(character.to_text())
        self.combo.setCurrentIndex(max(index, 0))

    # --- CustomOptionWidget --------------------------------------------------------------

    def value(self) -> OptionValue:
        return self.current().to_text()

    def set_value(self, value: object) -> None:
        try:
            character = Character.parse(str(value))
        except CharacterError:
            character = Character.parse(str(self.option.default))
        self.select(character)

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New…"))
        self.new_button.setToolTip(self.tr("Create a character and save it"))
        self.edit_button.setText(self.tr("Edit…"))
        self.edit_button.setToolTip(
            self.tr("Change this character (a ready-made one is saved as a new character of yours)")
        )
        self._fill()

    # --- New / Edit ------------------------------------------------------------------------

    def _editor(self, character: Character | None, keep: str) -> CharacterEditor:
        return CharacterEditor(character, self.library.taken(keep), self)

    def new_character(self) -> None:
        editor = self._editor(None, "")
        editor.setWindowTitle(self.tr("New Dejarik character"))
        self._run(editor, "")

    def edit_character(self) -> None:
        c = self.current()
        if self.library.is_saved(c.name):
            editor = self._editor(c, c.name)
            replacing = c.name
        else:
            copy = Character(
                self.tr("{0} (copy)").format(c.name)[:40],
                c.intellect,
                c.cunning,
                c.willpower,
                c.presence,
                c.attack,
                c.defence,
                c.threshold,
                c.strain,
            )
            editor = self._editor(copy, "")
            replacing = ""
        self._run(editor, replacing)

    def _run(self, editor: CharacterEditor, replacing: str) -> None:
        if editor.exec() != QDialog.DialogCode.Accepted:
            return
        character = editor.character()
        if character is None:
            return
        try:
            self.library.save(character, replacing)
        except (OSError, CharacterError) as exc:
            dialogs.show_error(
                self,
                self.tr("Cannot save the character"),
                self.tr("The character cannot be saved: {0}").format(exc),
            )
            return
        self.select(character)
