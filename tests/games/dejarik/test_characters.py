"""Characters as text, their JSON file, and the Knowledge check for ranks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from boardroom.engine.rng import Rng
from boardroom.games.dejarik.character import (
    READY_MADE,
    Character,
    CharacterError,
    split_ranks,
)
from boardroom.games.dejarik.dice import Pool
from boardroom.games.dejarik.knowledge import (
    check_pool,
    knowledge_check,
    knowledge_odds,
)
from boardroom.games.dejarik.odds import distribution
from boardroom.games.dejarik.rules import DejarikGame
from boardroom.games.dejarik.store import (
    CharacterFileError,
    characters_path,
    load_characters,
    save_characters,
)


def test_text_round_trip_and_defaults() -> None:
    kessa = Character.parse("Kessa Vane:3,2,2,3,2,1")
    assert kessa.threshold == 12 and kessa.strain == 0
    assert Character.parse(kessa.to_text()) == kessa
    worn = Character.parse("Worn: 2,2,4,2,0,0,15,3")
    assert (worn.threshold, worn.strain) == (15, 3)
    assert worn.to_text() == "Worn:2,2,4,2,0,0,15,3"


def test_ready_made_characters_are_valid_options() -> None:
    assert len(READY_MADE) >= 4
    assert len({c.name for c in READY_MADE}) == len(READY_MADE)
    for c in READY_MADE:
        game = DejarikGame({"character1": c.to_text(), "character2": c.to_text()})
        assert game.characters[0] == c
    assert any(c.is_master for c in READY_MADE)


def test_ranks_are_shared_between_the_skills() -> None:
    assert split_ranks(3, 2) == (2, 1)
    with pytest.raises(CharacterError):
        split_ranks(3, 4)


def test_store_round_trip(tmp_path: Path) -> None:
    assert load_characters(tmp_path) == []
    save_characters(tmp_path, list(READY_MADE[:3]))
    assert load_characters(tmp_path) == list(READY_MADE[:3])
    data = json.loads(characters_path(tmp_path).read_text(encoding="utf-8"))
    assert data["format"] == "boardroom-dejarik-characters" and data["version"] == 1


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[]",
        '{"format": "something else"}',
        '{"format": "boardroom-dejarik-characters", "version": 1, "characters": [{"name": "X"}]}',
        '{"format": "boardroom-dejarik-characters", "version": 1, "characters": '
        '[{"name": "X", "intellect": 9, "cunning": 1, "willpower": 1, "presence": 1, '
        '"attack": 0, "defence": 0, "threshold": 11}]}',
        '{"format": "boardroom-dejarik-characters", "version": 99, "characters": []}',
    ],
)
def test_corrupt_files_give_a_clear_error_and_are_kept(tmp_path: Path, content: str) -> None:
    path = characters_path(tmp_path)
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CharacterFileError):
        load_characters(tmp_path)
    save_characters(tmp_path, [READY_MADE[0]])
    kept = list(tmp_path.glob(path.name + ".broken-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content
    assert load_characters(tmp_path) == [READY_MADE[0]]


def test_two_characters_may_not_share_a_name(tmp_path: Path) -> None:
    with pytest.raises(CharacterError):
        save_characters(tmp_path, [READY_MADE[0], READY_MADE[0]])
    assert not characters_path(tmp_path).exists()


def test_knowledge_check_pool_and_upgrades_per_reroll() -> None:
    assert check_pool(3, 1, 2, 0) == Pool(ability=2, proficiency=1, difficulty=2)
    assert check_pool(3, 1, 2, 1) == Pool(ability=2, proficiency=1, difficulty=1, challenge=1)
    assert check_pool(3, 1, 2, 3) == Pool(ability=2, proficiency=1, difficulty=1, challenge=2)


def test_knowledge_check_gives_the_difficulty_in_ranks_or_none() -> None:
    results = [knowledge_check(3, 1, 3, Rng(seed)) for seed in range(200)]
    assert {r.ranks for r in results} == {0, 3}
    for r in results:
        assert r.rolls[-1].succeeded == (r.ranks == 3)
        for earlier in r.rolls[:-1]:
            assert earlier.may_reroll and not earlier.succeeded
        if not r.rolls[-1].succeeded:
            assert not r.rolls[-1].may_reroll  # every allowed re-roll was taken
    rerolled = [r for r in results if len(r.rolls) > 1]
    assert rerolled and rerolled[0].rolls[1].pool.challenge == 1
    assert knowledge_check(3, 1, 3, Rng(7)) == knowledge_check(3, 1, 3, Rng(7))


def test_without_rerolls_one_roll_only() -> None:
    for seed in range(50):
        assert len(knowledge_check(2, 0, 4, Rng(seed), reroll=False).rolls) == 1


def test_knowledge_odds() -> None:
    once = knowledge_odds(3, 1, 2, reroll=False)
    assert once == pytest.approx(float(distribution(check_pool(3, 1, 2, 0)).success()))
    assert knowledge_odds(3, 1, 2) > once
    with pytest.raises(ValueError):
        knowledge_odds(3, 1, 6)
