"""The game Continue brings back, worked out from the autosave's text with
no Qt, so that a long game can be replayed in a process of its own (see
:mod:`boardroom.ui.replay`) as File > Open does.

Saved in its file: that file, opened. With moves its file lacks (a crash,
or a game never saved): every move of the autosave, marked unsaved, under
its file's name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from boardroom.engine import savegame
from boardroom.engine.errors import SaveFormatError
from boardroom.engine.game import AnyGame, AnyState
from boardroom.engine.savegame import SavedGame
from boardroom.ui import storage


@dataclass
class Resumed:
    saved: SavedGame
    game: AnyGame
    state: AnyState
    file: Path | None  # the player's file of this game
    dirty: bool  # moves (or an ending) the file has not
    elapsed: float  # seconds of play so far
    in_file: SavedGame | None  # the game as its file holds it
    texts: list[str] | None = None  # the moves' notation, when worked out with them


def read_autosave() -> str:
    """The autosave's text; raises OSError or UnicodeDecodeError."""
    return storage.read_regular(storage.autosave_path(), savegame.MAX_BYTES).decode("utf-8")


def resume_text(text: str, progress: Callable[[float], None] | None = None) -> Resumed:
    """The game of an autosave's ``text``, replayed and checked (``progress``
    hears the share done); raises SaveFormatError when it is not a game."""
    note = storage.autosave_note(text)
    saved = savegame.parse(text)
    from_file = note.file is not None and not note.unsaved
    replays = 2 if note.file is not None else 1  # the file is read and checked too
    total = max(1, len(saved.moves))

    def told(replay: int) -> Callable[[int], None] | None:
        if progress is None:
            return None
        return lambda done: progress((replay + min(done / total, 1.0)) / replays)

    game, state = savegame.restore(saved, told(0))
    if from_file:
        assert note.file is not None
        try:
            as_saved = savegame.parse(savegame.read_path(note.file))
            game_f, state_f = savegame.restore(as_saved, told(1))
            return Resumed(as_saved, game_f, state_f, note.file, False, note.elapsed, as_saved)
        except SaveFormatError:
            pass  # the file is gone or damaged: the autosave has the same game
    in_file: SavedGame | None = None
    if note.file is not None:
        try:
            in_file = savegame.parse(savegame.read_path(note.file))
            savegame.restore(in_file, None if from_file else told(1))
        except SaveFormatError:
            in_file = None
    dirty = note.unsaved or note.file is not None
    return Resumed(saved, game, state, note.file, dirty, note.elapsed, in_file)
