"""Dejarik characters: the editor's checks, the Knowledge-check wizard with a
seeded roll, the saved characters' file (round trip, damaged file) and the
start page's pickers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from boardroom.engine.rng import Rng
from boardroom.engine.savegame import Seat
from boardroom.games.dejarik import GAME, store
from boardroom.games.dejarik.character import DEFAULT_FIRST, READY_MADE, Character
from boardroom.games.dejarik.knowledge import knowledge_check
from boardroom.ui import storage
from boardroom.ui.games.dejarik import characters
from boardroom.ui.games.dejarik.characters import CharacterEditor, CharacterLibrary, CharacterPicker
from boardroom.ui.games.dejarik.wizard import KnowledgeWizard
from boardroom.ui.mainwindow import MainWindow
from boardroom.ui.startpage import StartPage
from tests.ui.conftest import Modals

KESSA = Character.make("Kessa", 3, 2, 2, 3, 2, 1)


def save_enabled(editor: CharacterEditor) -> bool:
    button = editor.buttons.button(QDialogButtonBox.StandardButton.Save)
    assert button is not None
    return button.isEnabled()


def test_the_editor_checks_the_character_with_the_engine(qtbot: Any) -> None:
    editor = CharacterEditor(KESSA, taken={"Doran"})
    qtbot.addWidget(editor)
    assert save_enabled(editor) and editor.character() == KESSA
    editor.name.setText("")
    assert not save_enabled(editor) and "needs a name" in editor.problem_label.text()
    editor.name.setText("Doran")
    assert not save_enabled(editor) and "already a character named" in editor.problem()
    editor.name.setText("x" * 41)
    assert not save_enabled(editor) and "40 characters" in editor.problem()
    editor.name.setText("Kessa")
    # The threshold follows Willpower until it is set by hand.
    editor.spins["willpower"].setValue(4)
    assert editor.threshold.value() == 14 and not editor.threshold.isEnabled()
    editor.strain.setValue(15)
    assert not save_enabled(editor) and "strain must be 0 to 14, not 15" in editor.problem()
    editor.auto_threshold.setChecked(False)
    editor.threshold.setValue(20)
    assert save_enabled(editor)
    assert editor.character() == Character("Kessa", 3, 2, 4, 3, 2, 1, 20, 15)
    # Save refuses to close on a character the engine refuses.
    editor.name.setText(" ")
    editor.accept()
    assert editor.result() != QDialog.DialogCode.Accepted


def test_the_knowledge_wizard_rolls_with_the_engine(qtbot: Any) -> None:
    # Seed 21, Intelligence 3, a Hard check: the first roll fails with 5
    # advantages (a re-roll), the second succeeds.
    wizard = KnowledgeWizard(3, Rng(21))
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.choose
    assert page.characteristic.value() == 3
    assert "%" in page.buttons[2].text()
    page.buttons[2].setChecked(True)
    wizard.next()
    rolls = wizard.rolls
    assert not rolls.isComplete() and "3 × Ability, 3 × Difficulty" in rolls.pool_label.text()
    rolls.button.click()
    expected = knowledge_check(3, 0, 3, Rng(21))
    assert [r.result.advantages for r in expected.rolls] == [5, 0]
    assert rolls.shown == 1 and not rolls.isComplete()
    assert "roll again" in rolls.verdict.text() and rolls.button.isVisible()
    rolls.button.click()
    assert rolls.isComplete() and not rolls.button.isVisible()
    assert rolls.result == expected and "3 Dejarik rank" in rolls.verdict.text()
    assert expected.rolls[1].pool.challenge == 1  # the re-roll is upgraded
    wizard.next()
    split = wizard.split
    assert (split.attack.minimum(), split.attack.maximum()) == (0, 3)
    split.attack.setValue(3)
    assert split.defence.text() == "0" and wizard.ranks() == (3, 0)


def test_the_editor_takes_the_wizards_ranks(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    def finish(wizard: KnowledgeWizard) -> int:
        wizard.show()
        wizard.choose.buttons[2].setChecked(True)
        wizard.next()
        while not wizard.rolls.isComplete():
            wizard.rolls.button.click()
        wizard.next()
        wizard.split.attack.setValue(1)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(KnowledgeWizard, "exec", finish)
    editor = CharacterEditor(KESSA, rng_seed=21)
    qtbot.addWidget(editor)
    editor.knowledge_button.click()
    assert editor.character() == Character.make("Kessa", 3, 2, 2, 3, 1, 2)


def test_saved_characters_round_trip(tmp_path: Path) -> None:
    library = CharacterLibrary(tmp_path)
    assert library.saved == [] and not library.error
    library.save(KESSA)
    library.save(Character.make("Vex", 4, 4, 3, 3, 5, 4))
    again = CharacterLibrary(tmp_path)
    assert again.saved == library.saved == store.load_characters(tmp_path)
    again.save(Character.make("Kessa Prime", 3, 2, 2, 3, 2, 1), replacing="Kessa")
    assert [c.name for c in CharacterLibrary(tmp_path).saved] == ["Kessa Prime", "Vex"]
    assert "Jessa Vorn" in again.taken() and "Vex" not in again.taken(keep="Vex")
    again.delete("Vex")
    assert [c.name for c in store.load_characters(tmp_path)] == ["Kessa Prime"]


def test_the_data_folder_is_platformdirs(private_dirs: Path) -> None:
    library = CharacterLibrary()
    assert library.folder == storage.data_dir()
    assert str(library.path()).startswith(str(private_dirs / "data"))


def test_a_damaged_file_is_reported_and_nothing_is_lost(
    qtbot: Any, modals: Modals, private_dirs: Path
) -> None:
    path = store.characters_path(storage.data_dir())
    damaged = b'{"format": "boardroom-dejarik-characters", "version": 1, "characters": [{'
    path.write_bytes(damaged)
    page = StartPage()
    qtbot.addWidget(page)
    assert page.select_game("dejarik")
    qtbot.waitUntil(lambda: modals.kinds() == ["error"])
    assert "cannot be read" in modals.calls[0][1] and str(path) in modals.calls[0][1]
    assert path.read_bytes() == damaged  # untouched by reading
    picker = page.option_fields[0].widget
    assert isinstance(picker, CharacterPicker)
    assert [c.name for _k, c in picker.characters()][:2] == ["Kessa", "Doran"]
    # Saving a new character keeps the unreadable file aside first.
    picker.library.save(Character.make("Nyla", 2, 3, 2, 2, 1, 1))
    kept = list(path.parent.glob(path.name + ".broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert [c.name for c in store.load_characters(storage.data_dir())] == ["Nyla"]
    assert not picker.library.error


def test_the_start_page_picks_each_seats_character(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(storage.Settings())
    qtbot.addWidget(window)
    page = window.start_page
    assert page.select_game("dejarik")
    pickers = [f.widget for f in page.option_fields if isinstance(f.widget, CharacterPicker)]
    assert [p.option.key for p in pickers] == ["character1", "character2"]
    red, blue = pickers
    names = [red.combo.itemText(i) for i in range(red.combo.count())]
    assert names[0] == "Kessa" and "Ondrel Vast, retired champion (master)" in names
    assert len(names) == 2 + len(READY_MADE)
    assert page.options()["character1"] == DEFAULT_FIRST.to_text()
    assert "Intelligence 2" in red.stats_label.text()

    def make_vex(editor: CharacterEditor) -> int:
        editor.name.setText("Vex")
        for field, value in zip(CharacterEditor.FIELDS, (4, 4, 3, 3, 5, 4), strict=True):
            editor.spins[field].setValue(value)
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(CharacterEditor, "exec", make_vex)
    blue.new_button.click()
    vex = Character.make("Vex", 4, 4, 3, 3, 5, 4)
    assert page.options()["character2"] == vex.to_text()
    assert red.combo.findText("Vex (yours)") >= 0  # the other seat sees it too
    assert store.load_characters(storage.data_dir()) == [vex]

    # Editing a saved character replaces it; a ready-made one is copied.
    def rename(editor: CharacterEditor) -> int:
        editor.name.setText(editor.name.text().replace("Vex", "Vexa"))
        return QDialog.DialogCode.Accepted.value

    monkeypatch.setattr(CharacterEditor, "exec", rename)
    blue.edit_button.click()
    assert [c.name for c in store.load_characters(storage.data_dir())] == ["Vexa"]
    red.edit_button.click()  # Kessa is ready-made: saved as "Kessa (copy)"
    assert [c.name for c in store.load_characters(storage.data_dir())] == ["Vexa", "Kessa (copy)"]
    assert Character.parse(str(page.options()["character1"])).name == "Kessa (copy)"

    # A character met in a saved game or the settings joins the list.
    stranger = Character.make("Stranger", 1, 1, 1, 1)
    vexa = Character.make("Vexa", 4, 4, 3, 3, 5, 4)
    page.remember("dejarik", {"character1": stranger.to_text(), "character2": vexa.to_text()}, [])
    assert page.options()["character1"] == stranger.to_text()
    window.confirm_discard = lambda: True  # type: ignore[method-assign]
    assert window.start_game("dejarik", page.options(), [Seat("Ann"), Seat("Bob")])
    assert window.session is not None
    assert window.session.game.characters == (stranger, vexa)  # type: ignore[attr-defined]
    window.close()


def test_pickers_of_one_page_share_one_library(qtbot: Any) -> None:
    page = StartPage()
    qtbot.addWidget(page)
    page.select_game("dejarik")
    first = characters.library_for(page)
    page.select_game("onager")
    page.select_game("dejarik")
    assert characters.library_for(page) is first


def test_ready_made_roles_follow_the_language_and_names_do_not(qtbot: Any, tmp_path: Path) -> None:
    from boardroom.ui import i18n

    option = next(o for o in GAME.spec.options if o.key == "character1")
    picker = CharacterPicker(option, library=CharacterLibrary(tmp_path))
    qtbot.addWidget(picker)
    assert set(picker.roles()) == {c.name for c in READY_MADE}  # none without its role
    english = [picker.combo.itemText(i) for i in range(picker.combo.count())]
    assert "Tobbin Kael, holochess hustler" in english
    try:
        i18n.set_language("fr")
        picker.retranslate()
        french = [picker.combo.itemText(i) for i in range(picker.combo.count())]
    finally:
        i18n.set_language("en")
    assert "Tobbin Kael, arnaqueur d'holo-échecs" in french
    assert "Ondrel Vast, champion à la retraite (maître)" in french
    # The character played keeps its name whatever the language.
    assert all(c.name in " ".join(french) for c in READY_MADE)
