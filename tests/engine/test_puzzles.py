"""Puzzle sets are read strictly: a sound set loads, a damaged one is refused
with the fault named, and the shipped sets skip it and go on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from boardroom.engine import puzzles
from boardroom.engine.puzzles import (
    MATERIAL,
    Claim,
    PuzzleError,
    dump_set,
    load_sets,
    parse_set,
    read_set,
)

POSITION = "1sdDsd/s2sss/6/3S2/1S1SSS/2d1SD b - - 1"


def sound() -> dict[str, Any]:
    return {
        "format": 1,
        "game": "jikaida",
        "options": {"variant": "pastang"},
        "seats": 2,
        "generator": {"seed": 1},
        "puzzles": [
            {
                "id": "jikaida-pastang-test1",
                "position": POSITION,
                "solver": 1,
                "line": ["c6xd6", "d2xa5"],
                "theme": "capture",
                "difficulty": 1,
                "depth": 5,
                "wins": {"kind": "material", "amount": 2, "pieces": ["Deldar"]},
                "rating": 1100,
            }
        ],
    }


def test_a_sound_set_reads_with_its_puzzle() -> None:
    found = parse_set(json.dumps(sound()), "jikaida-pastang")
    (puzzle,) = found.puzzles
    assert found.game_key == "jikaida" and found.options["variant"] == "pastang"
    assert puzzle.solver == 1 and puzzle.line == ("c6xd6", "d2xa5")
    assert puzzle.wins == Claim(MATERIAL, 2.0, ("Deldar",))
    assert puzzle.solver_plies() == [0]
    assert puzzle.state(1).current_seat == 0  # after the answer, the reply's seat
    assert found.themes() == ["capture"]


def test_a_set_survives_its_own_writing() -> None:
    found = parse_set(json.dumps(sound()), "jikaida-pastang")
    again = parse_set(dump_set(found), "jikaida-pastang")
    assert again.puzzles == found.puzzles


def damaged(change: str) -> dict[str, Any]:
    data = sound()
    puzzle = data["puzzles"][0]
    if change == "format":
        data["format"] = 2
    elif change == "unknown-key":
        puzzle["solution"] = ["c6xd6"]
    elif change == "illegal-line":
        puzzle["line"] = ["c6xd6", "a1-a2"]
    elif change == "solver":
        puzzle["solver"] = 0
    elif change == "claim":
        puzzle["wins"] = {"kind": "material", "amount": -2}
    elif change == "win-not-won":
        puzzle["wins"] = {"kind": "win", "reason": "last-pieces"}
    elif change == "position":
        puzzle["position"] = "not a position"
    elif change == "duplicate":
        data["puzzles"].append(dict(puzzle))
    elif change == "game":
        data["game"] = "chess"
    elif change == "theme":
        puzzle["theme"] = "Capture!"
    elif change == "difficulty":
        puzzle["difficulty"] = 9
    elif change == "also":
        puzzle["also"] = ["a1-a2"]
    return data


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ("format", "'format' must be 1"),
        ("unknown-key", "unknown key(s) solution"),
        ("illegal-line", "move 2 of the line, 'a1-a2'"),
        ("solver", "seat 0 solves, but seat 1 is to move"),
        ("claim", "'amount' must be a number"),
        ("win-not-won", "does not end it"),
        ("position", "the position does not read"),
        ("duplicate", "two puzzles share an id"),
        ("game", "unknown game 'chess'"),
        ("theme", "'theme' must be a lower-case word"),
        ("difficulty", "'difficulty' must be a whole number from 1 to 5"),
        ("also", "'a1-a2' is not legal there"),
    ],
)
def test_a_damaged_set_is_refused_with_its_fault(change: str, words: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        parse_set(json.dumps(damaged(change)), "jikaida-pastang")
    assert words in str(caught.value)
    assert "jikaida-pastang" in str(caught.value)


@pytest.mark.parametrize("text", ["", "{", "[1, 2]", "null", "[" * 100_000])
def test_what_is_not_a_set_is_refused(text: str) -> None:
    with pytest.raises(PuzzleError):
        parse_set(text, "jikaida")


def test_a_damaged_file_is_skipped_and_named(tmp_path: Path, monkeypatch: Any) -> None:
    folder = tmp_path / "puzzles"
    folder.mkdir()
    (folder / "jikaida-pastang.json").write_text(json.dumps(sound()), encoding="utf-8")
    (folder / "jikaida-stikitche.json").write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(puzzles, "resource_roots", lambda: [tmp_path])
    sets, problems = load_sets("jikaida")
    assert [s.name for s in sets] == ["jikaida-pastang"]
    assert len(problems) == 1 and "jikaida-stikitche.json" in problems[0]
    assert "not JSON" in problems[0]
    assert load_sets("onager") == ([], [])


def test_a_shipped_set_is_named_for_its_game(tmp_path: Path, monkeypatch: Any) -> None:
    folder = tmp_path / "puzzles"
    folder.mkdir()
    (folder / "onager-misnamed.json").write_text(json.dumps(sound()), encoding="utf-8")
    monkeypatch.setattr(puzzles, "resource_roots", lambda: [tmp_path])
    sets, problems = load_sets("onager")
    assert sets == [] and "named jikaida.json or jikaida-" in problems[0]
    assert read_set(folder / "onager-misnamed.json").game_key == "jikaida"  # any file
