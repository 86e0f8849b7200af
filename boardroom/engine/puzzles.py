"""Puzzles: positions from real games where one move (or a short forced
line) wins, with the answer, what it wins, its theme and its difficulty.

A puzzle set is data: ``resources/puzzles/<name>.json``, one file per game,
drill and number of seats where it matters, written by the generator
(``boardroom-cli puzzles make``) and read strictly here: JSON only, every
key known, every position read by the game's own reader, every move of every
answer line legal in turn. A damaged set is refused whole with the file and
the fault named (:class:`PuzzleError`); :func:`load_sets` skips it and says
why. The format is described in ``docs/puzzles-format.md``.

The position is the solver's: in a game with secrets it is the solver's
view (what that seat may know), never the whole truth. The answer ``line``
holds the solver's moves and the other seats' replies in the order they are
played (whoever moves next in the position plays the next move: a turn of
two moves, or the replies of three other seats, need nothing more).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from boardroom.engine.errors import NotationError, OptionError, PositionError
from boardroom.engine.game import AnyGame, AnyState
from boardroom.engine.registry import game_named_in, make_game
from boardroom.engine.resources import resource_roots

FORMAT = 1
PUZZLES_FOLDER = "puzzles"
MATERIAL, WIN, SEAT_OUT, CHANCE = "material", "win", "seat-out", "chance"
CLAIM_KINDS = (MATERIAL, WIN, SEAT_OUT, CHANCE)
MAX_LINE = 16  # plies: a puzzle is a short line, not a game
MAX_DIFFICULTY = 5
WORD = re.compile(r"[a-z][a-z0-9_-]{0,39}")
SET_NAME = re.compile(r"[a-z][a-z0-9_-]{0,79}")


class PuzzleError(ValueError):
    """A puzzle set that cannot be used; the message names the file, the
    puzzle and the fault."""


@dataclass(frozen=True)
class Claim:
    """What the answer wins, for a machine to check and a window to say.

    - ``material``: the solver's material lead grows by ``amount`` (in the
      game's own points) over the line; ``pieces`` names what it takes.
    - ``win``: the line ends the game, won by the solver (``reason``: the
      game's outcome key: a King taken, the race won, the Shogun killed...).
    - ``seat-out``: ``seats`` fall below the line (out of the game).
    - ``chance``: a game with dice: the answer's chance of winning the game
      is ``amount``, the next best choice's is ``amount - margin``.
    """

    kind: str
    amount: float = 0.0
    pieces: tuple[str, ...] = ()
    reason: str = ""
    seats: tuple[int, ...] = ()
    margin: float = 0.0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.kind in (MATERIAL, CHANCE):
            out["amount"] = _number(self.amount)
        if self.pieces:
            out["pieces"] = list(self.pieces)
        if self.reason:
            out["reason"] = self.reason
        if self.seats:
            out["seats"] = list(self.seats)
        if self.kind == CHANCE:
            out["margin"] = _number(self.margin)
        return out

    def english(self, seat_name: Any = None) -> str:
        """In words (the command line's; the window says it in its language).
        ``seat_name``: seat number -> its name, for ``seat-out``."""
        if self.kind == MATERIAL:
            taken = f" ({', '.join(self.pieces)})" if self.pieces else ""
            return f"material +{_number(self.amount)}{taken}"
        if self.kind == WIN:
            return f"the game ({self.reason})" if self.reason else "the game"
        if self.kind == SEAT_OUT:
            names = [seat_name(s) if seat_name else f"seat {s + 1}" for s in self.seats]
            return f"{' and '.join(names)} below the line"
        return (
            f"a {round(100 * self.amount)}% chance of winning, "
            f"{round(100 * self.margin)} points above the next best choice"
        )


def _number(value: float) -> float | int:
    return int(value) if float(value).is_integer() else round(float(value), 4)


@dataclass(frozen=True)
class Puzzle:
    id: str
    game_key: str
    options: Mapping[str, Any]
    seats: int
    position: str  # the solver's view of the position, in the game's text
    solver: int  # the seat that solves (the seat to move in ``position``)
    line: tuple[str, ...]  # the answer: every ply, the solver's and the replies
    theme: str
    difficulty: int  # 1 (found by the shallowest search) to MAX_DIFFICULTY
    depth: int  # plies the generator's search needed to find it
    wins: Claim
    rating: int  # the puzzle's starting rating (Glicko-2 scale, 1500 = average)
    # Moves also accepted at the line's last solver ply (they win as much).
    also: tuple[str, ...] = ()
    set_name: str = ""

    def game(self) -> AnyGame:
        return make_game(self.game_key, dict(self.options), self.seats)

    def state(self, ply: int = 0) -> AnyState:
        """The position after the first ``ply`` moves of the line."""
        state = self.game().state_from_text(self.position)
        for text in self.line[:ply]:
            state.play(text)
        return state

    def solver_plies(self) -> list[int]:
        """The indexes of the line's moves the solver plays."""
        state = self.game().state_from_text(self.position)
        out = []
        for ply, text in enumerate(self.line):
            if state.current_seat == self.solver:
                out.append(ply)
            state.play(text)
        return out

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "position": self.position,
            "solver": self.solver,
            "line": list(self.line),
            "theme": self.theme,
            "difficulty": self.difficulty,
            "depth": self.depth,
            "wins": self.wins.to_json(),
            "rating": self.rating,
        }
        if self.also:
            out["also"] = list(self.also)
        return out


@dataclass(frozen=True)
class PuzzleSet:
    name: str  # the file's stem: "<game>" or "<game>-<drill or seats>"
    game_key: str
    options: Mapping[str, Any]
    seats: int
    puzzles: tuple[Puzzle, ...]
    # How the generator made it (candidates, kept, seconds...): shown, not used.
    generator: Mapping[str, Any] = field(default_factory=dict)

    def themes(self) -> list[str]:
        return sorted({p.theme for p in self.puzzles})

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game_key,
            "options": dict(self.options),
            "seats": self.seats,
            "generator": dict(self.generator),
            "puzzles": [p.to_json() for p in self.puzzles],
        }


def dump_set(puzzle_set: PuzzleSet) -> str:
    """The set's file text (what :func:`parse_set` reads back)."""
    return json.dumps(puzzle_set.to_json(), indent=1, ensure_ascii=False) + "\n"


# --- reading -----------------------------------------------------------------


def _fail(where: str, text: str) -> PuzzleError:
    return PuzzleError(f"{where}: {text}")


def _only(data: Mapping[str, Any], keys: set[str], where: str, needed: set[str]) -> None:
    unknown = sorted(set(data) - keys)
    if unknown:
        raise _fail(where, f"unknown key(s) {', '.join(unknown)}")
    missing = sorted(needed - set(data))
    if missing:
        raise _fail(where, f"missing key(s) {', '.join(missing)}")


def _int(data: Mapping[str, Any], key: str, where: str, low: int, high: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _fail(where, f"'{key}' must be a whole number from {low} to {high}")
    return value


def _num(data: Mapping[str, Any], key: str, where: str, low: float, high: float) -> float:
    value = data.get(key, 0)
    if (
        not isinstance(value, int | float)
        or isinstance(value, bool)
        or not low <= float(value) <= high
    ):
        raise _fail(where, f"'{key}' must be a number from {low} to {high}")
    return float(value)


def _words(data: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(
        isinstance(v, str) and 0 < len(v) <= 80 for v in value
    ):
        raise _fail(where, f"'{key}' must be a list of short texts")
    return tuple(value)


def read_claim(data: object, where: str, seats: int) -> Claim:
    if not isinstance(data, dict):
        raise _fail(where, "'wins' must be an object")
    _only(data, {"kind", "amount", "pieces", "reason", "seats", "margin"}, where, {"kind"})
    kind = data["kind"]
    if kind not in CLAIM_KINDS:
        raise _fail(where, f"'wins' kind must be one of {', '.join(CLAIM_KINDS)}")
    reason = data.get("reason", "")
    if not isinstance(reason, str) or (reason and not WORD.fullmatch(reason)):
        raise _fail(where, "'reason' must be an outcome key (lower-case word)")
    out = data.get("seats", [])
    if not isinstance(out, list) or not all(
        isinstance(s, int) and not isinstance(s, bool) and 0 <= s < seats for s in out
    ):
        raise _fail(where, f"'seats' must list seat numbers 0 to {seats - 1}")
    claim = Claim(
        kind,
        _num(data, "amount", where, 0.0, 10_000.0),
        _words(data, "pieces", where),
        reason,
        tuple(out),
        _num(data, "margin", where, 0.0, 1.0),
    )
    if kind == MATERIAL and claim.amount <= 0:
        raise _fail(where, "a material claim wins a positive amount")
    if kind == SEAT_OUT and not claim.seats:
        raise _fail(where, "a seat-out claim names the seats that fall")
    if kind == CHANCE and not (0 < claim.amount <= 1 and 0 < claim.margin <= claim.amount):
        raise _fail(where, "a chance claim gives a chance in (0, 1] and a margin below it")
    return claim


def _replay(state: AnyState, texts: tuple[str, ...], where: str) -> AnyState:
    for ply, text in enumerate(texts, start=1):
        try:
            state.play(text)
        except (NotationError, ValueError, KeyError, IndexError) as exc:
            raise _fail(
                where, f"move {ply} of the line, '{text}', cannot be played ({exc})"
            ) from None
    return state


def read_puzzle(puzzle_set: PuzzleSet, game: AnyGame, data: object, where: str) -> Puzzle:
    if not isinstance(data, dict):
        raise _fail(where, "a puzzle must be an object")
    keys = {"id", "position", "solver", "line", "theme", "difficulty", "depth", "wins", "rating"}
    _only(data, keys | {"also"}, where, keys)
    ident = data["id"]
    if not isinstance(ident, str) or not SET_NAME.fullmatch(ident):
        raise _fail(where, "'id' must be a lower-case name (letters, digits, - and _)")
    where = f"{where} ({ident})"
    position = data["position"]
    if not isinstance(position, str) or not position.strip() or len(position) > 4000:
        raise _fail(where, "'position' must be a position text")
    try:
        state = game.state_from_text(position)
    except (PositionError, NotationError, ValueError, KeyError, IndexError) as exc:
        raise _fail(where, f"the position does not read: {exc}") from None
    if state.is_terminal():
        raise _fail(where, "the game is already over in this position")
    solver = _int(data, "solver", where, 0, game.num_seats - 1)
    if state.current_seat != solver:
        raise _fail(where, f"seat {solver} solves, but seat {state.current_seat} is to move")
    line = _words(data, "line", where)
    if not 1 <= len(line) <= MAX_LINE:
        raise _fail(where, f"'line' must hold 1 to {MAX_LINE} moves")
    theme = data["theme"]
    if not isinstance(theme, str) or not WORD.fullmatch(theme):
        raise _fail(where, "'theme' must be a lower-case word")
    also = _words(data, "also", where)
    puzzle = Puzzle(
        ident,
        game.spec.key,
        dict(game.options),
        game.num_seats,
        position,
        solver,
        line,
        theme,
        _int(data, "difficulty", where, 1, MAX_DIFFICULTY),
        _int(data, "depth", where, 1, 64),
        read_claim(data["wins"], f"{where}, wins", game.num_seats),
        _int(data, "rating", where, 100, 4000),
        also,
        puzzle_set.name,
    )
    end = _replay(state, line, where)
    plies = puzzle.solver_plies()
    if not plies or plies[0] != 0:
        raise _fail(where, "the line must begin with the solver's move")
    if also:
        last = puzzle.state(plies[-1])
        _replay_each(last, also, f"{where}, also")
    if puzzle.wins.kind == WIN:
        outcome = end.outcome()
        if outcome is None or solver not in outcome.winners:
            raise _fail(where, "the line claims the game but does not end it won by the solver")
    return puzzle


def _replay_each(state: AnyState, texts: tuple[str, ...], where: str) -> None:
    # The legal list made once: a game that keeps it checks each text against
    # it; a game's one-move test can cost more than the list (an attack with
    # helpers, ~8 ms) and a puzzle's equals can number dozens.
    state.legal_moves()
    for text in texts:
        try:
            state.parse_move(text)
        except (NotationError, ValueError, KeyError, IndexError) as exc:
            raise _fail(where, f"'{text}' is not legal there ({exc})") from None


def parse_set(text: str, name: str, where: str | None = None) -> PuzzleSet:
    """A puzzle set from its file's text; PuzzleError naming the fault."""
    place = where or f"puzzle set {name}"
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _fail(place, f"not JSON: {exc}") from None
    except RecursionError:
        raise _fail(place, "not JSON: nested too deeply") from None
    if not isinstance(data, dict):
        raise _fail(place, "the file must hold one object")
    _only(
        data,
        {"format", "game", "options", "seats", "generator", "puzzles"},
        place,
        {"format", "game", "puzzles"},
    )
    if data["format"] != FORMAT:
        raise _fail(place, f"'format' must be {FORMAT} (a newer boardroom wrote this set?)")
    key = data["game"]
    try:
        game = game_named_in(data, key)
    except OptionError as exc:
        raise _fail(place, str(exc)) from None
    generator = data.get("generator", {})
    if not isinstance(generator, dict):
        raise _fail(place, "'generator' must be an object")
    raw = data["puzzles"]
    if not isinstance(raw, list) or not raw:
        raise _fail(place, "'puzzles' must be a list of at least one puzzle")
    empty = PuzzleSet(name, game.spec.key, dict(game.options), game.num_seats, (), generator)
    puzzles = tuple(
        read_puzzle(empty, game, p, f"{place}, puzzle {i + 1}") for i, p in enumerate(raw)
    )
    ids = [p.id for p in puzzles]
    if len(set(ids)) != len(ids):
        raise _fail(place, "two puzzles share an id")
    return PuzzleSet(name, game.spec.key, dict(game.options), game.num_seats, puzzles, generator)


def read_set(path: Path) -> PuzzleSet:
    """A set file, read strictly."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PuzzleError(f"{path}: cannot be read ({exc})") from None
    return parse_set(text, path.stem, str(path))


def read_shipped(path: Path) -> PuzzleSet:
    """A shipped set: also named for its game (``<key>.json`` or ``<key>-*.json``)."""
    puzzle_set = read_set(path)
    key = puzzle_set.game_key
    if path.stem != key and not path.stem.startswith(key + "-"):
        raise PuzzleError(f"{path}: a set of {key} puzzles is named {key}.json or {key}-*.json")
    return puzzle_set


def set_paths(game_key: str | None = None) -> list[Path]:
    """The shipped set files (of one game), by name; the first root that has a
    name wins (an installed package before a checkout)."""
    found: dict[str, Path] = {}
    for root in resource_roots():
        folder = root / PUZZLES_FOLDER
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.json")):
            stem = path.stem
            if game_key is not None and stem != game_key and not stem.startswith(game_key + "-"):
                continue
            found.setdefault(stem, path)
    return [found[name] for name in sorted(found)]


def load_sets(game_key: str | None = None) -> tuple[list[PuzzleSet], list[str]]:
    """The shipped sets (of one game), and a line per damaged set that was
    skipped (the file and the fault)."""
    sets, problems = [], []
    for path in set_paths(game_key):
        try:
            sets.append(read_shipped(path))
        except PuzzleError as exc:
            problems.append(str(exc))
    return sets, problems


def iter_puzzles(
    sets: list[PuzzleSet], theme: str | None = None, ident: str | None = None
) -> Iterator[Puzzle]:
    for puzzle_set in sets:
        for puzzle in puzzle_set.puzzles:
            if (theme is None or puzzle.theme == theme) and (ident is None or puzzle.id == ident):
                yield puzzle
