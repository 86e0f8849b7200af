"""Saved games: round trips, and hostile or damaged files."""

import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardroom.engine import savegame
from boardroom.engine.errors import SaveFormatError
from boardroom.engine.game import State
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat, from_state, load_path, load_text, parse, save_path
from tests.toygames import RaceGame, RaceState, SecretGame, make_any_game

SEATS = [Seat("Ann"), Seat("Bot", "bot", "hard")]


def race_game(moves: str = "rwrrwr", **options: object) -> State:
    state = RaceGame(options or None).new_state(1234)
    for text in moves:
        state.play(text)
    return state


def reload(state: State, seats: list[Seat] | None = None) -> State:
    text = from_state(state, seats or SEATS[: state.num_seats]).to_json()
    return load_text(text)[2]


def same_game(a: State, b: State) -> None:
    assert b.to_text() == a.to_text()
    assert b.history == a.history
    assert b.seed == a.seed and b.rng.state == a.rng.state
    assert b.outcome() == a.outcome()
    assert b.game.options == a.game.options


# --- round trips -------------------------------------------------------------------


def test_round_trip_keeps_everything(toys: None) -> None:
    state = race_game(die=8, move_limit=50)
    saved, game, loaded = load_text(from_state(state, SEATS).to_json())
    same_game(state, loaded)
    assert game.options == {"length": 12, "die": 8, "move_limit": 50}
    assert saved.seats == SEATS and saved.seats[1].is_bot
    assert saved.moves == ["r", "w", "r", "r", "w", "r"]
    assert saved.result is None


def test_the_file_is_plain_json(toys: None) -> None:
    doc = json.loads(from_state(race_game(), SEATS).to_json())
    assert doc["format"] == "boardroom-game" and doc["version"] == 1
    assert doc["game"] == "toy-race" and doc["seed"] == 1234
    assert doc["seats"] == [
        {"name": "Ann", "kind": "human"},
        {"name": "Bot", "kind": "bot", "level": "hard"},
    ]


def test_loaded_game_rolls_the_same_dice_afterwards(toys: None) -> None:
    state = race_game(length=60)
    loaded = reload(state)
    assert isinstance(state, RaceState) and isinstance(loaded, RaceState)
    for _ in range(4):
        state.play("r")
        loaded.play("r")
        assert loaded.last_roll == state.last_roll
    assert loaded.to_text() == state.to_text()


def test_round_trip_from_position_text_replays_the_same_dice(toys: None) -> None:
    game = RaceGame({"length": 40}, 3)
    state = game.state_from_text("4,0,9/2/0/0")
    state.reseed(77)
    for text in "rrrrwrrr":
        state.play(text)
    saved = from_state(state, [Seat("A"), Seat("B"), Seat("C")])
    assert saved.start == "4,0,9/2/0/0"
    same_game(state, load_text(saved.to_json())[2])


@pytest.mark.parametrize("end", ["resign", "draw"])
def test_round_trip_of_an_ending(toys: None, end: str) -> None:
    state = race_game()
    if end == "resign":
        state.resign(state.current_seat)
    else:
        state.agree_draw()
    loaded = reload(state)
    same_game(state, loaded)
    loaded.undo()  # the ending is undoable after loading too
    assert not loaded.is_terminal()


def test_resignation_with_more_seats(toys: None) -> None:
    state = RaceGame(None, 3).new_state(5)
    state.play("r")
    state.resign(1)
    same_game(state, reload(state, [Seat("A"), Seat("B"), Seat("C")]))


def test_round_trip_of_a_finished_game(toys: None) -> None:
    state = race_game("", length=4)
    while not state.is_terminal():
        state.play("w")
    saved = from_state(state, SEATS)
    assert saved.result == {"winners": [0], "reason": "finish", "scores": [1.0, 0.0]}
    same_game(state, load_text(saved.to_json())[2])


def test_hidden_game_round_trip(toys: None) -> None:
    state = SecretGame().new_state(3)
    for text in ["p2", "p4", "g1", "g3"]:
        state.play(text)
    same_game(state, reload(state))


def test_onager_round_trip() -> None:
    game = make_game("onager", {"side": 5})
    state = game.new_state(9)
    for _ in range(12):
        state.play(state.legal_moves()[len(state.history) % 3])
    text = from_state(state, SEATS).to_json()
    assert json.loads(text)["game"] == "onager"
    same_game(state, load_text(text)[2])


def test_save_path_and_load_path(toys: None, tmp_path: Path) -> None:
    saved = from_state(race_game(), SEATS, created="2020-01-01T00:00:00+00:00")
    target = tmp_path / "games" / "one.boardroom"
    save_path(target, saved)
    assert saved.saved != "2020-01-01T00:00:00+00:00"
    again, _, state = load_path(target)
    assert again.created == "2020-01-01T00:00:00+00:00" and again.saved == saved.saved
    same_game(race_game(), state)


def killed_save(folder: Path, name: str, age: float = 60.0) -> Path:
    """What a save killed between mkstemp and rename leaves: made exactly as
    atomic_write makes its temporary file, back-dated by ``age`` seconds."""
    import tempfile
    import time

    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    os.write(fd, b'{"format": "boardroom-g')
    os.close(fd)
    os.utime(tmp, (time.time() - age, time.time() - age))
    return Path(tmp)


def test_the_next_save_removes_leftovers_of_its_own_temporary_files(
    toys: None, tmp_path: Path
) -> None:
    import fcntl

    target = tmp_path / "one.boardroom"
    save_path(target, from_state(race_game("rw"), SEATS))
    leftovers = [killed_save(tmp_path, target.name) for _ in range(3)]
    assert all(savegame.temp_pattern(target.name).fullmatch(p.name) for p in leftovers)
    fresh = killed_save(tmp_path, target.name, age=0)  # maybe another process's save
    locked = killed_save(tmp_path, target.name)  # a long write still going on
    holder = os.open(locked, os.O_RDONLY)
    fcntl.flock(holder, fcntl.LOCK_EX)
    others = [
        killed_save(tmp_path, "two.boardroom"),  # another file's leftover
        killed_save(tmp_path, "one"),
        killed_save(tmp_path, "x.one.boardroom"),
    ]
    for name in [
        ".one.boardroom.tmp",
        "one.boardroom.abcd1234.tmp",
        ".one.boardroom.abc.tmp",
        ".one.boardroom.abcd1234.tmp.bak",
        ".one.boardroom.abcd12345.tmp",
        ".one.boardroom.ABCD1234.tmp",
        "one.boardroom.bak",
        "notes.txt",
    ]:
        (tmp_path / name).write_text("keep me")
        others.append(tmp_path / name)
    (tmp_path / ".one.boardroom.dir_5678.tmp").mkdir()
    (tmp_path / ".one.boardroom.link_678.tmp").symlink_to(tmp_path / "notes.txt")
    try:
        save_path(target, from_state(race_game(), SEATS))
    finally:
        os.close(holder)
    assert not any(p.exists() for p in leftovers)
    assert fresh.exists() and locked.exists() and all(p.exists() for p in others)
    assert (tmp_path / ".one.boardroom.dir_5678.tmp").is_dir()
    assert (tmp_path / ".one.boardroom.link_678.tmp").is_symlink()
    same_game(race_game(), load_path(target)[2])
    os.utime(fresh, (0, 0))  # no longer young, and nobody holds the other one now
    savegame.atomic_write(target, target.read_text())
    assert not fresh.exists() and not locked.exists()


# --- hostile and damaged files -----------------------------------------------------


def base_doc() -> dict[str, Any]:
    """A valid saved game of toy Nim: a3 b1 c5 then b3 ends it."""
    state = make_any_game("toy-nim").new_state(3)
    for text in ["a3", "b1", "c5"]:
        state.play(text)
    doc: dict[str, Any] = json.loads(from_state(state, SEATS).to_json())
    return doc


def spoil(**changes: Any) -> str:
    doc = base_doc()
    for key, value in changes.items():
        if value is DELETE:
            del doc[key]
        else:
            doc[key] = value
    return json.dumps(doc)


DELETE = object()


def test_base_document_loads(toys: None) -> None:
    assert load_text(json.dumps(base_doc()))[2].to_text() == "0,3,0/1/0"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", r"not valid JSON \(Expecting value: line 1, column 1\)"),
        ("hello", "not valid JSON"),
        ('{"format": "boardroom-game", "version": 1, "ga', "not valid JSON"),
        ("[1, 2]", "no JSON object"),
        ('"boardroom-game"', "no JSON object"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"format": "boardroom-game", "seed": ' + "9" * 5000 + "}", "not valid JSON"),
        ("x" * (savegame.MAX_BYTES + 1), "far too large"),
        (spoil(format="chess-pgn"), "wrong format tag"),
        (spoil(format=DELETE), "wrong format tag"),
        (spoil(version=2), r"newer boardroom \(format version 2\)"),
        (spoil(version=0), "unknown format version 0"),
        (spoil(version="1"), "'version' field should be a whole number"),
        (spoil(version=True), "'version' field should be a whole number"),
        (spoil(version=1.0), "'version' field should be a whole number"),
        (spoil(version=DELETE), "no 'version' field"),
        (spoil(game=DELETE), "no 'game' field"),
        (spoil(game=["toy-nim"]), "'game' field should be a game name"),
        (spoil(options=DELETE), "no 'options' field"),
        (spoil(options=[1]), "'options' field should be an object"),
        (spoil(options={"piles": None}), "option 'piles' has a value of the wrong type"),
        (spoil(options={"piles": [3, 4]}), "option 'piles' has a value of the wrong type"),
        (spoil(options={"piles": 3.5}), "option 'piles' has a value of the wrong type"),
        (spoil(seed=DELETE), "no 'seed' field"),
        (spoil(seed="3"), "'seed' field should be a whole number"),
        (spoil(seed=True), "'seed' field should be a whole number"),
        (spoil(seed=-1), "'seed' field is out of range"),
        (spoil(seed=2**64), "'seed' field is out of range"),
        (spoil(seats=DELETE), "no 'seats' field"),
        (spoil(seats={"name": "Ann"}), "'seats' field should be a list"),
        (spoil(seats=["Ann", "Bob"]), "seat 1 is not an object"),
        (spoil(seats=[{"name": "Ann"}, {"kind": "human"}]), "seat 2 has no proper name"),
        (spoil(seats=[{"name": "Ann"}, {"name": 7}]), "seat 2 has no proper name"),
        (spoil(seats=[{"name": "A" * 201}, {"name": "B"}]), "seat 1 has no proper name"),
        (
            spoil(seats=[{"name": "Ann", "kind": "ghost"}, {"name": "B"}]),
            "seat 1 is neither human nor bot",
        ),
        (
            spoil(seats=[{"name": "A"}, {"name": "B", "kind": "bot", "level": "god"}]),
            "seat 2 is a bot with an unknown level",
        ),
        (
            spoil(seats=[{"name": "A"}, {"name": "B", "kind": "bot"}]),
            "seat 2 is a bot with an unknown level",
        ),
        (spoil(moves=DELETE), "no 'moves' field"),
        (spoil(moves="a3 b1"), "'moves' field should be a list of moves"),
        (spoil(moves=["a3", 5]), "move 2 is not text"),
        (spoil(moves=["a3", None]), "move 2 is not text"),
        (spoil(moves=["a3", "b" * 5000]), "move 2 is far too long"),
        (spoil(start=5), "'start' field should be position text or null"),
        (spoil(result="black won"), "'result' field is malformed"),
        (spoil(result={"winners": [0]}), "'result' field is malformed"),
        (spoil(result={"reason": "x", "winners": 0}), "'result' field is malformed"),
    ],
)
def test_parse_refuses_with_a_message(text: str, words: str) -> None:
    with pytest.raises(SaveFormatError, match=words):
        parse(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (spoil(game="chess"), "unknown game 'chess'"),
        (spoil(options={"colour": "red"}), "no option 'colour'.*move_limit.*piles"),
        (spoil(options={"piles": "999"}), "option 'piles' must be one of"),
        (spoil(options={"move_limit": True}), "option 'move_limit' takes int values"),
        (spoil(options={"move_limit": -4}), "option 'move_limit' must be at least 0"),
        (
            spoil(seats=[{"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"}]),
            "played by 2-3 seats, not 4",
        ),
        (spoil(seats=[]), "played by 2-3 seats, not 0"),
        (spoil(moves=["a3", "b1", "c9"]), r"move 3 \('c9'\) cannot be played.*not a legal move"),
        (spoil(moves=["a3", "b1", "c5", "b3", "a1"]), r"move 5 \('a1'\).*over"),
        (spoil(moves=["a3", "bb1"]), r"move 2 \('bb1'\) cannot be played"),
        (spoil(moves=["a3", ""]), r"move 2 \(''\) cannot be played.*empty"),
        (spoil(start="3,4,5"), "start position is wrong"),
        (spoil(start="0,0/x/0"), "start position is wrong"),
        (spoil(result={"reason": "last-take", "winners": [1]}), "does not follow from its moves"),
        (
            spoil(moves=["a3", "b1", "c5", "b3"], result={"reason": "last-take", "winners": [0]}),
            "does not follow from its moves",
        ),
        (spoil(result={"reason": "resignation", "winners": []}), "names no single loser"),
        (spoil(result={"reason": "resignation", "winners": [0, 1]}), "names no single loser"),
    ],
)
def test_restore_refuses_with_a_message(toys: None, text: str, words: str) -> None:
    with pytest.raises(SaveFormatError, match=words):
        load_text(text)


def test_onager_illegal_move_names_the_move_number() -> None:
    state = make_game("onager").new_state(1)
    for _ in range(5):
        state.play(state.legal_moves()[0])
    doc = json.loads(from_state(state, SEATS).to_json())
    doc["moves"].insert(3, "@A1")  # a lake on a Black disc
    with pytest.raises(SaveFormatError, match=r"move 4 \('@A1'\)"):
        load_text(json.dumps(doc))
    doc["moves"][3] = "Z99"
    with pytest.raises(SaveFormatError, match="move 4"):
        load_text(json.dumps(doc))


def test_the_stored_result_is_accepted_when_it_follows(toys: None) -> None:
    done = spoil(
        moves=["a3", "b1", "c5", "b3"],
        result={"reason": "last-take", "winners": [1], "scores": [0, 1]},
    )
    assert load_text(done)[2].outcome() is not None
    # A resignation stored in the file is replayed as one.
    resigned = spoil(result={"reason": "resignation", "winners": [0]})
    outcome = load_text(resigned)[2].outcome()
    assert outcome is not None and outcome.reason == "resignation" and outcome.winners == (0,)


def test_load_path_problems(tmp_path: Path) -> None:
    with pytest.raises(SaveFormatError, match="cannot be read"):
        load_path(tmp_path / "missing.boardroom")
    with pytest.raises(SaveFormatError, match="cannot be read"):
        load_path(tmp_path)  # a folder
    latin = tmp_path / "latin.boardroom"
    latin.write_bytes('{"game": "caf\xe9"}'.encode("latin-1"))
    with pytest.raises(SaveFormatError, match="not UTF-8"):
        load_path(latin)
    binary = tmp_path / "binary.boardroom"
    binary.write_bytes(bytes(range(256)))
    with pytest.raises(SaveFormatError, match="not UTF-8"):
        load_path(binary)
    huge = tmp_path / "huge.boardroom"
    with open(huge, "wb") as handle:
        handle.truncate(savegame.MAX_BYTES * 4)  # sparse: cheap to make
    with pytest.raises(SaveFormatError, match="far too large"):
        load_path(huge)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)
FIELDS = ["format", "version", "game", "options", "seats", "seed", "start", "moves", "result"]


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(changes=st.dictionaries(st.sampled_from(FIELDS), JSON, min_size=1, max_size=3))
def test_any_damage_gives_a_save_format_error_or_a_game(
    toys: None, changes: dict[str, Any]
) -> None:
    doc = base_doc()
    doc.update(changes)
    try:
        load_text(json.dumps(doc))
    except SaveFormatError as exc:
        assert str(exc)


@settings(max_examples=100, deadline=None)
@given(cut=st.integers(min_value=0), junk=st.binary(max_size=20))
def test_any_truncation_or_junk_gives_a_save_format_error(
    tmp_path_factory: Any, cut: int, junk: bytes
) -> None:
    good = json.dumps(base_doc()).encode()
    path = tmp_path_factory.mktemp("cut") / "game.boardroom"
    path.write_bytes(good[: cut % len(good)] + junk)
    with pytest.raises(SaveFormatError):
        load_path(path)


# --- writing safely ------------------------------------------------------------------


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_atomic_write_creates_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "er" / "game.json"
    savegame.atomic_write(target, "first")
    savegame.atomic_write(target, "second é")
    assert target.read_text(encoding="utf-8") == "second é"
    assert leftovers(target.parent) == ["game.json"]


def test_old_file_survives_a_failed_replace(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.json"
    target.write_text("precious", encoding="utf-8")

    def broken_replace(src: str, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savegame.os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space"):
        savegame.atomic_write(target, "new")
    assert target.read_text(encoding="utf-8") == "precious"
    assert leftovers(tmp_path) == ["game.json"]


def test_old_file_survives_a_write_that_fails_midway(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    target.write_text("precious", encoding="utf-8")
    # A lone surrogate cannot be encoded: the write raises part way through.
    with pytest.raises(UnicodeEncodeError):
        savegame.atomic_write(target, "x" * 100_000 + "\ud800")
    assert target.read_text(encoding="utf-8") == "precious"
    assert leftovers(tmp_path) == ["game.json"]


def test_old_file_survives_an_interrupt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.json"
    target.write_text("precious", encoding="utf-8")

    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(savegame.os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        savegame.atomic_write(target, "new")
    assert target.read_text(encoding="utf-8") == "precious"
    assert leftovers(tmp_path) == ["game.json"]


def test_save_path_failure_keeps_the_previous_save(
    toys: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.boardroom"
    save_path(target, from_state(race_game("rr"), SEATS))
    monkeypatch.setattr(savegame.os, "replace", lambda *a: (_ for _ in ()).throw(OSError()))
    with pytest.raises(OSError):
        save_path(target, from_state(race_game("rrrr"), SEATS))
    assert load_path(target)[2].ply == 2
    assert os.listdir(tmp_path) == ["game.boardroom"]
