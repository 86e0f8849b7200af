"""A file that cannot be opened is explained for a player, in a sentence of
their language, with the technical detail under the dialog's Details button."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from boardroom.engine import savegame
from boardroom.engine.errors import SaveFormatError
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat, from_state
from boardroom.ui import dialogs, i18n
from boardroom.ui.mainwindow import MainWindow


def good_text() -> str:
    state = make_game("onager", {"side": 5}).new_state(1)
    for _ in range(3):
        state.play(state.legal_moves()[0])
    return from_state(state, [Seat("Ann"), Seat("Bob")]).to_json()


def spoiled(**changes: Any) -> str:
    doc = json.loads(good_text())
    doc.update(changes)
    return json.dumps(doc)


CASES = [
    ('{"format": "boardroom-game", "version": 1, "game": "onag', "not-a-game"),
    (good_text() + "\n{}", "not-a-game"),
    ("hello", "not-a-game"),
    (spoiled(format="chess"), "not-a-game"),
    (spoiled(version=99), "newer"),
    (spoiled(moves=["@A1", "zz"]), "damaged"),
    (spoiled(seed=-3), "damaged"),
]


@pytest.mark.parametrize(("text", "kind"), CASES)
def test_each_fault_has_a_kind_and_a_whole_detail(text: str, kind: str) -> None:
    with pytest.raises(SaveFormatError) as raised:
        savegame.load_text(text)
    assert raised.value.kind == kind
    detail = str(raised.value)
    assert not detail.endswith(("at)", "at")), detail  # "starting at" cut from its place


def test_unterminated_json_is_told_where(tmp_path: Path) -> None:
    with pytest.raises(SaveFormatError) as raised:
        savegame.load_text('{"a": 1,\n "b": "never closed')
    assert "line 2, column 7" in str(raised.value)
    assert "Unterminated string" in str(raised.value)


def detail_of(text: str) -> str:
    try:
        savegame.load_text(text)
    except SaveFormatError as exc:
        return str(exc)
    raise AssertionError("the text loaded")


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []

    def show_error(_parent: Any, _title: str, text: str, details: str = "") -> None:
        shown.append((text, details))

    monkeypatch.setattr(dialogs, "show_error", show_error)
    return shown


PLAYER_WORDS = {
    "not-a-game": "is damaged or is not a Boardroom saved game",
    "newer": "newer version of Boardroom",
    "damaged": "is damaged",
}


@pytest.mark.parametrize(("text", "kind"), CASES)
def test_the_player_reads_a_sentence_and_the_detail_is_under_details(
    window: MainWindow, errors: list[tuple[str, str]], tmp_path: Path, text: str, kind: str
) -> None:
    path = tmp_path / "mine.boardroom"
    path.write_text(text, encoding="utf-8")
    assert not window.open_path(path)
    [(words, details)] = errors
    assert "“mine.boardroom”" in words and PLAYER_WORDS[kind] in words
    for technical in ("JSON", "field", "line ", "format version", "seed", "move "):
        assert technical not in words
    assert details == detail_of(text)


def test_an_unreadable_file_says_so(
    window: MainWindow, errors: list[tuple[str, str]], tmp_path: Path
) -> None:
    assert not window.open_path(tmp_path / "gone.boardroom")
    [(words, details)] = errors
    assert "cannot be read" in words and "No such file" in details


def test_the_words_are_french_in_french(
    window: MainWindow, errors: list[tuple[str, str]], tmp_path: Path
) -> None:
    i18n.set_language("fr")
    path = tmp_path / "mien.boardroom"
    path.write_text("hello", encoding="utf-8")
    assert not window.open_path(path)
    [(words, _details)] = errors
    assert "«\u00a0mien.boardroom\u00a0»" in words and "endommagé" in words
