"""The dice faces (RULINGS 4), pools and the source's pool examples."""

from __future__ import annotations

import pytest

from boardroom.engine.rng import Rng
from boardroom.games.dejarik.character import Character
from boardroom.games.dejarik.dice import (
    FACES,
    Pool,
    PoolError,
    face_value,
    format_roll,
    parse_roll,
    roll_pool,
    roll_total,
    skill_dice,
    upgrade,
)
from boardroom.games.dejarik.pools import PRIMARY, SECONDARY, attack_pool, defence_pool

# RULINGS 4, written out again here on purpose: S success, A advantage,
# F failure, T threat, X Triumph, Y Despair, - blank.
PINNED = {
    "B": ["-", "-", "S", "SA", "AA", "A"],
    "S": ["-", "-", "F", "F", "T", "T"],
    "A": ["-", "S", "S", "SS", "A", "A", "SA", "AA"],
    "D": ["-", "F", "FF", "T", "T", "T", "TT", "FT"],
    "P": ["-", "S", "S", "SS", "SS", "A", "SA", "SA", "SA", "AA", "AA", "X"],
    "C": ["-", "F", "F", "FF", "FF", "T", "T", "FT", "FT", "TT", "TT", "Y"],
}


def test_face_tables_are_pinned() -> None:
    assert {die: list(faces) for die, faces in FACES.items()} == PINNED
    assert [len(FACES[d]) for d in "BSADPC"] == [6, 6, 8, 8, 12, 12]


def test_triumph_and_despair_count_as_success_and_failure() -> None:
    assert face_value("X") == (1, 0, 1, 0)
    assert face_value("Y") == (-1, 0, 0, 1)
    assert face_value("FT") == (-1, -1, 0, 0)
    assert face_value("-") == (0, 0, 0, 0)


def test_symbols_cancel_but_triumph_and_despair_stay() -> None:
    roll = parse_roll("PX,CY,ASA,DFT")
    # X+S against Y+F: no net success; A against T: none; both symbols kept.
    assert roll_total(roll) == (0, 0, 1, 1)


def test_pool_text_in_any_order_and_case() -> None:
    assert Pool.parse("paadd") == Pool(ability=2, proficiency=1, difficulty=2)
    assert str(Pool.parse("DDAAP")) == "PAADD"
    assert str(Pool.parse("SCBDAP")) == "PABCDS"


@pytest.mark.parametrize("text", ["", "   ", "PAX", "P A", "12"])
def test_bad_pool_text(text: str) -> None:
    with pytest.raises(PoolError):
        Pool.parse(text)


def test_upgrades_turn_plain_dice_then_add_them() -> None:
    assert upgrade(2, 1, 1) == (1, 2)
    assert upgrade(1, 0, 1) == (0, 1)
    assert upgrade(0, 2, 1) == (1, 2)  # none left: add a plain die
    assert upgrade(0, 2, 2) == (0, 3)  # ... which the next upgrade upgrades
    assert upgrade(1, 1, 4) == (1, 3)
    assert skill_dice(4, 2) == (2, 2)
    assert skill_dice(2, 4) == (2, 2)
    assert skill_dice(3, 0) == (3, 0)


def test_source_example_intelligence_4_two_ranks_sets_one() -> None:
    c = Character.make("Example", 4, 1, 1, 1, attack=2)
    assert attack_pool(c, PRIMARY, pieces_set=1) == Pool(ability=1, proficiency=3)


def test_source_example_willpower_2_sets_three() -> None:
    c = Character.make("Example", 1, 1, 2, 1, attack=5)  # ranks do not count
    assert attack_pool(c, SECONDARY, pieces_set=3) == Pool(ability=1, proficiency=2)


def test_source_example_cunning_1_three_ranks_sets_two() -> None:
    c = Character.make("Example", 1, 1, 1, 1, defence=3)
    assert defence_pool(c, PRIMARY, pieces_set=2) == Pool(challenge=3)


def test_secondary_defence_uses_presence_and_pieces() -> None:
    c = Character.make("Example", 1, 1, 1, 3, defence=5)
    assert defence_pool(c, SECONDARY, pieces_set=1) == Pool(difficulty=2, challenge=1)
    assert defence_pool(c, SECONDARY, pieces_set=4) == Pool(difficulty=1, challenge=3)


def test_pending_effects_join_the_pool() -> None:
    c = Character.make("Example", 2, 2, 2, 2, attack=1)
    assert attack_pool(c, PRIMARY, 0, upgrades=1, boosts=2, setbacks=1) == Pool(
        proficiency=2, boost=2, setback=1
    )
    assert defence_pool(c, PRIMARY, 0, upgrades=3) == Pool(difficulty=1, challenge=2)


def test_rolls_come_from_the_generator_and_read_back() -> None:
    pool = Pool.parse("PPAABCDS")
    first = roll_pool(pool, Rng(5))
    assert first == roll_pool(pool, Rng(5))
    assert [die for die, _ in first] == list("PPAABCDS")
    assert parse_roll(format_roll(first)) == tuple(
        (die, FACES[die].index(FACES[die][i])) for die, i in first
    )
    assert format_roll(()) == "-" and parse_roll("-") == ()
    with pytest.raises(PoolError):
        parse_roll("PZ")
