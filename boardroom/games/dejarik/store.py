"""The player's Dejarik characters, kept as JSON in a folder the caller gives
(the UI passes the platformdirs data folder):

    {"format": "boardroom-dejarik-characters", "version": 1,
     "characters": [{"name": "Kessa", "intellect": 3, "cunning": 2, ...}, ...]}

Reading never trusts the file (JSON only, every field checked; no pickle, no
eval) and raises CharacterFileError naming the first problem. Writing is
atomic, and a file that cannot be read is first kept aside under a
``.broken-<time>`` name, so nothing the player typed is ever lost.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from boardroom.engine.savegame import atomic_write
from boardroom.games.dejarik.character import FIELDS, Character, CharacterError

FILE_NAME = "dejarik-characters.json"
FORMAT_TAG = "boardroom-dejarik-characters"
VERSION = 1
MAX_BYTES = 1024 * 1024
MAX_CHARACTERS = 500


class CharacterFileError(ValueError):
    """A characters file that cannot be read; the message names the problem."""


def characters_path(folder: str | os.PathLike[str]) -> Path:
    return Path(folder) / FILE_NAME


def _character(raw: object, number: int) -> Character:
    if not isinstance(raw, dict):
        raise CharacterFileError(f"character {number} is not an object")
    name = raw.get("name")
    if not isinstance(name, str):
        raise CharacterFileError(f"character {number} has no name")
    values: dict[str, int] = {}
    for field in FIELDS:
        value = raw.get(field, 0 if field == "strain" else None)
        if not isinstance(value, int) or isinstance(value, bool):
            raise CharacterFileError(
                f"character {number} ({name[:40]}): '{field}' should be a whole number"
            )
        values[field] = value
    try:
        return Character(name, **values)
    except CharacterError as exc:
        raise CharacterFileError(f"character {number}: {exc}") from None


def parse_characters(text: str) -> list[Character]:
    try:
        doc: Any = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise CharacterFileError(f"the characters file is not valid JSON ({exc})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT_TAG:
        raise CharacterFileError("the file is not a boardroom characters file")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise CharacterFileError("the characters file has no proper version")
    if version > VERSION:
        raise CharacterFileError(
            f"the characters file was written by a newer boardroom (version {version})"
        )
    raw = doc.get("characters")
    if not isinstance(raw, list):
        raise CharacterFileError("the characters file has no list of characters")
    if len(raw) > MAX_CHARACTERS:
        raise CharacterFileError(f"the file holds more than {MAX_CHARACTERS} characters")
    return [_character(item, i) for i, item in enumerate(raw, 1)]


def dump_characters(characters: list[Character]) -> str:
    doc = {
        "format": FORMAT_TAG,
        "version": VERSION,
        "characters": [c.to_json() for c in characters],
    }
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def load_characters(folder: str | os.PathLike[str]) -> list[Character]:
    """The saved characters ([] when there is no file yet)."""
    path = characters_path(folder)
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise CharacterFileError(
            f"the characters file cannot be read: {exc.strerror or exc}"
        ) from None
    if len(raw) > MAX_BYTES:
        raise CharacterFileError("the characters file is far too large")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise CharacterFileError("the characters file is not UTF-8 text") from None
    return parse_characters(text)


def save_characters(folder: str | os.PathLike[str], characters: list[Character]) -> None:
    """Write the list (atomically); an unreadable previous file is kept aside."""
    names = [c.name for c in characters]
    if len(set(names)) != len(names):
        raise CharacterError("two characters share a name")
    path = characters_path(folder)
    if path.exists():
        try:
            load_characters(folder)
        except CharacterFileError:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            os.replace(path, path.with_name(f"{path.name}.broken-{stamp}"))
    atomic_write(path, dump_characters(characters))
