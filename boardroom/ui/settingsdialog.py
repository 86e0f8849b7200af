"""Preferences: the interface language (applied at once), the sound, how
the seats are told apart (colours, shapes), and how fast moves are shown
happening."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from boardroom.ui import couch, i18n, seatlook, storage
from boardroom.ui.scenes.movepath import PACE_NAMES


class SettingsDialog(QDialog):
    """Choose the language (``language()`` is "" for the system's) and the
    sound; :meth:`apply_to` writes the choices into settings. ``preview``
    plays a cue at a volume (the slider's, when it is let go)."""

    def __init__(
        self,
        language: str,
        parent: QWidget | None = None,
        settings: storage.Settings | None = None,
        preview: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        chosen = settings if settings is not None else storage.Settings()
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language_label = QLabel()
        self.language_box = QComboBox()
        self.language_box.setObjectName("languageBox")
        form.addRow(self.language_label, self.language_box)
        self.sound_box = QCheckBox()
        self.sound_box.setObjectName("soundBox")
        self.sound_box.setChecked(chosen.sound)
        form.addRow(self.sound_box)
        self.volume_label = QLabel()
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setObjectName("volumeSlider")
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setPageStep(10)
        self.volume_slider.setValue(chosen.sound_volume)
        self.volume_label.setBuddy(self.volume_slider)
        form.addRow(self.volume_label, self.volume_slider)
        self.sound_box.toggled.connect(self.volume_slider.setEnabled)
        self.volume_slider.setEnabled(chosen.sound)
        self._preview = preview
        self.volume_slider.sliderReleased.connect(self._play_preview)
        self.palette_label = QLabel()
        self.palette_box = QComboBox()
        self.palette_box.setObjectName("paletteBox")
        self.palette_label.setBuddy(self.palette_box)
        form.addRow(self.palette_label, self.palette_box)
        self.shapes_box = QCheckBox()
        self.shapes_box.setObjectName("shapesBox")
        self.shapes_box.setChecked(chosen.seat_shapes)
        form.addRow(self.shapes_box)
        self.scale_label = QLabel()
        self.scale_box = QComboBox()
        self.scale_box.setObjectName("tableScaleBox")
        self.scale_label.setBuddy(self.scale_box)
        form.addRow(self.scale_label, self.scale_box)
        self.pace_label = QLabel()
        self.pace_box = QComboBox()
        self.pace_box.setObjectName("paceBox")
        self.pace_label.setBuddy(self.pace_box)
        form.addRow(self.pace_label, self.pace_box)
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._codes = ["", *i18n.LANGUAGES]
        self.retranslate()
        self.language_box.setCurrentIndex(
            self._codes.index(language) if language in self._codes else 0
        )
        palettes = list(seatlook.PALETTES)
        self.palette_box.setCurrentIndex(
            palettes.index(chosen.palette) if chosen.palette in palettes else 0
        )
        scales = list(couch.SCALES)
        self.scale_box.setCurrentIndex(
            scales.index(chosen.table_scale) if chosen.table_scale in scales else 0
        )
        self.pace_box.setCurrentIndex(
            PACE_NAMES.index(chosen.animation) if chosen.animation in PACE_NAMES else 0
        )
        # The safe colours come with the shapes (which may be unticked after).
        self.palette_box.currentIndexChanged.connect(self._palette_chosen)

    def _palette_chosen(self, index: int) -> None:
        if seatlook.PALETTES[index] == seatlook.SAFE:
            self.shapes_box.setChecked(True)

    def language(self) -> str:
        return self._codes[self.language_box.currentIndex()]

    def apply_to(self, settings: storage.Settings) -> None:
        """The dialog's choices, but the language (set apart: it is applied
        to the whole interface), into ``settings``."""
        settings.sound = self.sound_box.isChecked()
        settings.sound_volume = self.volume_slider.value()
        settings.palette = seatlook.PALETTES[max(0, self.palette_box.currentIndex())]
        settings.seat_shapes = self.shapes_box.isChecked()
        settings.table_scale = list(couch.SCALES)[max(0, self.scale_box.currentIndex())]
        settings.animation = PACE_NAMES[max(0, self.pace_box.currentIndex())]

    def _play_preview(self) -> None:
        if self._preview is not None and self.sound_box.isChecked():
            self._preview(self.volume_slider.value())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("&Language:"))
        self.language_label.setBuddy(self.language_box)
        index = self.language_box.currentIndex()
        self.language_box.clear()
        # Each language is named in itself, so that anyone can find their own.
        self.language_box.addItems([self.tr("System default"), "English", "Français"])
        self.language_box.setCurrentIndex(max(index, 0))
        self.sound_box.setText(self.tr("&Sounds for moves, turns and refused clicks"))
        self.volume_label.setText(self.tr("&Volume:"))
        self.volume_slider.setAccessibleName(self.tr("Volume"))
        self.palette_label.setText(self.tr("Seat &colours:"))
        index = self.palette_box.currentIndex()
        self.palette_box.clear()
        self.palette_box.addItems([self.tr("Standard"), self.tr("Colour-blind safe (Okabe-Ito)")])
        self.palette_box.setCurrentIndex(max(index, 0))
        self.shapes_box.setText(self.tr("A s&hape for each seat on its pieces and card"))
        self.scale_label.setText(self.tr("&Table scale:"))
        index = self.scale_box.currentIndex()
        self.scale_box.clear()
        self.scale_box.addItems([self.tr("Normal"), self.tr("Large"), self.tr("Extra large")])
        self.scale_box.setCurrentIndex(max(index, 0))
        self.scale_box.setToolTip(
            self.tr(
                "Larger words on the board, the status line, the seat cards and the "
                "hand-over screen, to read from across the room (with View > Full Screen, F11)"
            )
        )
        self.pace_label.setText(self.tr("&Animated moves:"))
        index = self.pace_box.currentIndex()
        self.pace_box.clear()
        # In the order of movepath.PACE_NAMES.
        self.pace_box.addItems(
            [self.tr("Off"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow")]
        )
        self.pace_box.setCurrentIndex(max(index, 0))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
