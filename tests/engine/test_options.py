"""Options: coercion from command-line text, and resolution against a spec."""

import pytest

from boardroom.engine.errors import OptionError
from boardroom.engine.game import GameSpec, Option
from tests.toygames import NimGame, RaceGame, SecretGame

SIZE = Option("size", "Size", 6, choices=(5, 6))
LIMIT = Option("limit", "Limit", 10, minimum=0, maximum=20)
FAST = Option("fast", "Fast", False)
PILES = Option("piles", "Piles", "345", choices=("345", "22"))


@pytest.mark.parametrize(
    ("option", "given", "expected"),
    [
        (SIZE, 5, 5),
        (SIZE, "5", 5),
        (SIZE, " 6 ", 6),
        (LIMIT, 0, 0),
        (LIMIT, 20, 20),
        (LIMIT, "7", 7),
        (FAST, True, True),
        (FAST, "yes", True),
        (FAST, "ON", True),
        (FAST, 1, True),
        (FAST, "0", False),
        (FAST, "off", False),
        (FAST, False, False),
        (PILES, "22", "22"),
        (PILES, 345, "345"),
    ],
)
def test_coerce_accepts_and_converts(option: Option, given: object, expected: object) -> None:
    result = option.coerce(given)
    assert result == expected
    assert type(result) is type(expected)


@pytest.mark.parametrize(
    ("option", "given", "words"),
    [
        (SIZE, True, "takes int"),  # a bool is not a number here
        (SIZE, "six", "takes int"),
        (SIZE, 6.5, "takes int"),
        (SIZE, None, "takes int"),
        (SIZE, 7, "one of 5, 6"),
        (LIMIT, -1, "at least 0"),
        (LIMIT, 21, "at most 20"),
        (FAST, "maybe", "takes bool"),
        (FAST, 2, "takes bool"),
        (PILES, "9", "one of 345, 22"),
    ],
)
def test_coerce_refuses_with_a_message(option: Option, given: object, words: str) -> None:
    with pytest.raises(OptionError, match=words) as info:
        option.coerce(given)
    assert option.key in str(info.value)


def test_option_error_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        SIZE.coerce("big")


SPEC = GameSpec("demo", "Demo", ("A", "B"), options=(SIZE, FAST))


def test_resolve_fills_defaults_including_the_move_limit() -> None:
    assert SPEC.resolve(None) == {"size": 6, "fast": False, "move_limit": 0}
    assert SPEC.resolve({"size": "5", "move_limit": "40"}) == {
        "size": 5,
        "fast": False,
        "move_limit": 40,
    }


def test_a_file_older_than_an_option_gets_its_legacy_value() -> None:
    """A saved game that names no ``stall`` was played before it existed:
    it gets the value it was played by, not today's default."""
    stall = Option("stall", "Stall rule", True, choices=(True, False), legacy=False)
    spec = GameSpec("demo", "Demo", ("A", "B"), options=(SIZE, stall))
    assert spec.legacy_options({"size": 5}) == {"stall": False, "size": 5}
    assert spec.legacy_options({"stall": True}) == {"stall": True}
    assert SPEC.legacy_options({"size": 5}) == {"size": 5}  # no option with a legacy value
    assert spec.resolve(None)["stall"] is True


def test_resolve_names_the_known_options_for_an_unknown_one() -> None:
    with pytest.raises(OptionError) as info:
        SPEC.resolve({"colour": "red"})
    message = str(info.value)
    assert "'colour'" in message and "Demo" in message
    for key in ("fast", "move_limit", "size"):
        assert key in message


@pytest.mark.parametrize(
    "given",
    [{"size": 4}, {"size": "x"}, {"move_limit": -5}, {"move_limit": 10001}, {"fast": "perhaps"}],
)
def test_resolve_checks_each_value(given: dict[str, object]) -> None:
    with pytest.raises(OptionError):
        SPEC.resolve(given)


def test_game_resolves_its_options_and_seat_count() -> None:
    game = RaceGame({"die": "8"}, seats=4)
    assert game.options == {"length": 12, "die": 8, "move_limit": 0}
    assert game.num_seats == 4
    assert game.new_state(1).num_seats == 4
    assert RaceGame().num_seats == 2  # min_seats by default
    assert game.seat_name(3) == "Gold"


@pytest.mark.parametrize(
    ("cls", "seats"), [(RaceGame, 1), (RaceGame, 5), (SecretGame, 3), (NimGame, 4)]
)
def test_game_refuses_a_wrong_seat_count(cls: type, seats: int) -> None:
    with pytest.raises(OptionError, match=str(seats)):
        cls(None, seats)


def test_game_refuses_bad_options() -> None:
    with pytest.raises(OptionError, match="one of 4, 6, 8"):
        RaceGame({"die": 7})
    with pytest.raises(OptionError, match="no option 'side'"):
        NimGame({"side": 6})
