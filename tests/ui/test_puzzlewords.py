"""The words of the puzzles: every theme a game's puzzles may have, and every
theme of the shipped sets, has a name in English and French; set names and
what a puzzle asks."""

from __future__ import annotations

from typing import Any

import pytest

from boardroom.bots.puzzlehooks import puzzle_hooks_for
from boardroom.engine.puzzles import CHANCE, SEAT_OUT, WIN, Claim
from boardroom.engine.registry import GAMES, make_game
from boardroom.ui import i18n
from boardroom.ui.puzzlewords import refutation_words, set_title, task_text, theme_known, theme_name
from tests.puzzlesets import JAHEIJAGAJ, PASTANG
from tests.shippedsets import shipped_index


def _themes() -> list[tuple[str, str]]:
    found = set()
    for key in GAMES:
        hooks = puzzle_hooks_for(key)
        found.update((key, theme) for theme in (hooks.theme_names if hooks else ()))
    found.update((p.game_key, p.theme) for p in shipped_index())
    return sorted(found)


@pytest.mark.parametrize(("key", "theme"), _themes())
def test_every_theme_has_a_name_in_both_languages(qapp: Any, key: str, theme: str) -> None:
    assert theme_known(key, theme), f"name {key}'s theme {theme!r} (puzzlewords or its WORDS)"
    english = theme_name(key, theme)
    i18n.set_language("fr")
    try:
        assert theme_name(key, theme) not in ("", theme)
    finally:
        i18n.set_language("en")
    assert english and english != theme


def test_set_names_and_tasks(qapp: Any) -> None:
    assert set_title("jikaida", PASTANG.options, 2) == (
        "Poron Jikaida: Drill: Pastang (one drin, Swods and Deldars)"
    )
    assert set_title("jikaida", PASTANG.options, 2, short=True) == "Poron Jikaida: Drill: Pastang"
    assert set_title("jaheijagaj", JAHEIJAGAJ.options, 4) == "Jaheijagaj: 4 seats"
    game = make_game("jaheijagaj", {}, 4)
    out = Claim(SEAT_OUT, seats=(1, 2))
    puzzle = JAHEIJAGAJ.__class__(**{**JAHEIJAGAJ.__dict__, "wins": out})
    assert task_text(puzzle, game) == "Red to play: put Blue and Purple out of the game."
    won = PASTANG.__class__(**{**PASTANG.__dict__, "wins": Claim(WIN)})
    assert task_text(won, PASTANG.game()) == "Yellow to play: win the game."
    dice = PASTANG.__class__(**{**PASTANG.__dict__, "wins": Claim(CHANCE, 0.6, margin=0.1)})
    assert "best chance" in task_text(dice, PASTANG.game())
    i18n.set_language("fr")
    try:
        assert task_text(won, PASTANG.game()) == "Jaune joue\u00a0: gagnez la partie."
        text = refutation_words("a", "b", Claim(WIN), PASTANG.game())
        assert text == "a\u00a0: ce n'est pas la solution. Cela perd la partie face à b."
    finally:
        i18n.set_language("en")
