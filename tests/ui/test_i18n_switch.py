"""Switching the interface language while the app runs."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from boardroom.ui import i18n, storage
from boardroom.ui.handover import HandoverOverlay
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.settingsdialog import SettingsDialog


def test_languages_and_resolution() -> None:
    assert "en" in i18n.available_languages()
    assert i18n.resolve("fr") == "fr" and i18n.resolve("en") == "en"
    assert i18n.resolve("") in i18n.LANGUAGES  # the system's, or English
    assert i18n.resolve("xx") == i18n.resolve("")


def test_qt_standard_texts_follow_the_language() -> None:
    # Qt's own catalogue ships with PySide6: Save/Cancel become French.
    assert i18n.set_language("fr") == "fr"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
    assert i18n.current_language() == "fr"
    i18n.set_language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_switch_retranslates_every_window(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    window = MainWindow(storage.Settings())
    qtbot.addWidget(window)
    calls: list[str] = []
    original = MainWindow.retranslate

    def spy(self: MainWindow) -> None:
        calls.append(i18n.current_language())
        original(self)

    monkeypatch.setattr(MainWindow, "retranslate", spy)
    window.language_actions["fr"].trigger()  # the Settings > Language menu
    qtbot.waitUntil(lambda: "fr" in calls)
    assert window.settings.language == "fr"
    assert storage.Settings.load().language == "fr"
    assert window.language_actions["fr"].isChecked()
    if i18n.qm_path("fr") is not None:
        assert window.game_menu.title() != "&Game"
        assert window.start_page.start_button.text() != "&Start"
    window.set_language("en")
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert window.start_page.start_button.text() == "&Start"


def test_widgets_reread_their_texts(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    overlay = HandoverOverlay()
    qtbot.addWidget(overlay)
    overlay.show_for("Ann")
    overlay.message.setText("stale")
    i18n.set_language("fr")
    qtbot.waitUntil(lambda: overlay.message.text() != "stale")
    assert "Ann" in overlay.message.text()


def test_settings_dialog_offers_system_english_french(qtbot: Any) -> None:
    dialog = SettingsDialog("fr")
    qtbot.addWidget(dialog)
    box = dialog.language_box
    assert box.count() == 3 and box.itemText(1) == "English" and box.itemText(2) == "Français"
    assert dialog.language() == "fr"
    box.setCurrentIndex(0)
    assert dialog.language() == ""


TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context><name>MainWindow</name>
<message><source>&amp;Game</source><translation>&amp;Partie</translation></message>
</context>
<context><name>StartPage</name>
<message><source>&amp;Start</source><translation>&amp;Commencer</translation></message>
</context>
<context><name>Names</name>
<message><source>Black</source><translation>Noir</translation></message>
</context>
</TS>
"""


def test_a_french_catalogue_changes_the_texts_live(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """With a (tiny) compiled catalogue, texts switch without a restart."""
    lrelease = shutil.which("pyside6-lrelease") or str(
        Path(sys.executable).with_name("pyside6-lrelease")
    )
    source, compiled = tmp_path / "t.ts", tmp_path / "boardroom_fr.qm"
    source.write_text(TS, encoding="utf-8")
    subprocess.run(
        [lrelease, str(source), "-qm", str(compiled)], check=True, capture_output=True, timeout=60
    )
    monkeypatch.setattr(i18n, "qm_path", lambda lang: compiled if lang == "fr" else None)
    window = MainWindow(storage.Settings())
    qtbot.addWidget(window)
    assert "fr" in i18n.available_languages()
    window.set_language("fr")
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Partie")
    assert window.start_page.start_button.text() == "&Commencer"
    assert window.start_page.seat_rows[0].name.placeholderText() == "Noir"
    window.set_language("en")
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert window.start_page.seat_rows[0].name.placeholderText() == "Black"


def test_english_plurals_come_from_the_english_catalogue() -> None:
    """English loads its own .qm: it alone knows "1 net success" from "2 net successes"."""
    i18n.set_language("en")
    one = QCoreApplication.translate("Counted", "%n net success(es)", "", 1)
    two = QCoreApplication.translate("Counted", "%n net success(es)", "", 2)
    assert (one, two) == ("1 net success", "2 net successes")
    i18n.set_language("fr")
    assert "succès" in QCoreApplication.translate("Counted", "%n net success(es)", "", 2)
    i18n.set_language("en")


def test_board_size_choices_mean_the_same_in_both_languages() -> None:
    """Issue 13: "Standard" in English was "Grand" (large) in French."""
    from boardroom.engine.registry import game_class
    from boardroom.ui import names

    side = next(o for o in game_class("onager").spec.options if o.key == "side")
    english = {v: names.choice_label(side, v, "onager") for v in (5, 6)}
    i18n.set_language("fr")
    french = {v: names.choice_label(side, v, "onager") for v in (5, 6)}
    i18n.set_language("en")
    assert english == {6: "Standard (side 6, 91 cells)", 5: "Small (side 5, 61 cells)"}
    assert french == {6: "Standard (côté 6, 91 cases)", 5: "Petit (côté 5, 61 cases)"}
