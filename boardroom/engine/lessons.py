"""Guided first lessons: a few small positions, each with one task.

A lesson is data: ``resources/lessons/<name>/<language>.json``, one file per
game or drill and per language, where ``<name>`` is the game's key or the
drill's variant. Its steps give a position (the game's own position text),
the task in a sentence, the cells to mark (as move texts whose cells are
marked, so no game's cell names need to be known here), what counts as
right, and a short word of explanation once it is done. The last step is
always a game against a bot (the Easy one unless the file says otherwise).

What counts as right is either a list of move notations (``"right"``) or a
goal (``"goal"``): ``{"from_to": "B2>F1"}``, any legal move that starts and
ends where that move text does; ``{"starts": "N@E5"}``, any legal move whose
steps begin with that move text's first step (a piece, or a kind of move);
``{"through": "f2-f3>f4"}``, any legal move from the same first step that
passes every step of that text in order (a lift on the way).

Files are checked strictly when loaded: a lesson whose right move is not
legal, or whose position does not read, is refused with the file, the step
and the fault named (:class:`LessonError`).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic

from boardroom.engine.errors import NotationError, OptionError, PositionError
from boardroom.engine.game import AnyGame, AnyState, M, State
from boardroom.engine.reasons import NOT_A_MOVE, QT_TRANSLATE_NOOP, Reason, why_not
from boardroom.engine.registry import GAMES, game_class, game_named_in, make_game
from boardroom.engine.resources import resource_roots
from boardroom.engine.steps import completed, extends

LESSONS_FOLDER = "lessons"
LANGUAGES = ("en", "fr")
LEVELS = ("easy", "medium", "hard")
GOALS = ("from_to", "starts", "through")
CONTEXT = "Lessons"

# Shown when a legal move is not what the step asks for (the rules allow it).
NOT_THE_TASK = Reason(
    "lesson-not-the-task",
    QT_TRANSLATE_NOOP("Lessons", "that move is allowed, but it is not what this step asks for"),
    (),
    CONTEXT,
)
UNFINISHED = Reason(
    "lesson-unfinished", QT_TRANSLATE_NOOP("Lessons", "the move is not finished yet"), (), CONTEXT
)
# A whole legal move that stops where a right move would go on (a chain of jumps).
SHORT = Reason(
    "lesson-short",
    QT_TRANSLATE_NOOP("Lessons", "the move stops short of what this step asks for: go on"),
    (),
    CONTEXT,
)


class LessonError(ValueError):
    """A lesson file that cannot be used; the message names the file, the step
    and the fault."""


@dataclass(frozen=True)
class Goal:
    """Any legal move that matches ``steps``: the same first and last step
    (``from_to``), the same first step (``starts``), or every step in order
    (``through``)."""

    kind: str
    text: str
    steps: tuple[Hashable, ...]

    def accepts(self, move_steps: Sequence[Hashable]) -> bool:
        if not move_steps or not self.steps:
            return False
        if self.kind == "from_to":
            return move_steps[0] == self.steps[0] and move_steps[-1] == self.steps[-1]
        if self.kind == "through":
            rest = iter(move_steps)  # each wanted step, in order, somewhere on the way
            return move_steps[0] == self.steps[0] and all(s in rest for s in self.steps)
        return move_steps[0] == self.steps[0]


@dataclass(frozen=True)
class LessonStep:
    position: str
    task: str
    success: str
    right: tuple[str, ...]  # move notations, as the position reads them
    goal: Goal | None
    highlight: tuple[Hashable, ...]  # cells (steps) to mark on the board


@dataclass(frozen=True)
class FinalStep:
    text: str
    level: str


@dataclass(frozen=True)
class Lesson:
    name: str
    language: str
    game_key: str
    options: dict[str, Any]
    seats: int
    title: str
    intro: str
    steps: tuple[LessonStep, ...]
    final: FinalStep
    # Why the file in the language asked for could not be used (this one is
    # the English lesson instead), or "".
    damaged: str = ""

    def game(self) -> AnyGame:
        return make_game(self.game_key, self.options, self.seats)

    def state(self, index: int) -> AnyState:
        """A fresh state of step ``index``'s position."""
        return self.game().state_from_text(self.steps[index].position)


@dataclass(frozen=True)
class Verdict(Generic[M]):
    """What the lesson says of an attempt: ``right``, or else why not."""

    right: bool
    move: M | None  # the legal move the steps make, or None
    reason: Reason | None


# --- reading -----------------------------------------------------------------


def _fail(where: str, text: str) -> LessonError:
    return LessonError(f"{where}: {text}")


def _text(data: dict[str, Any], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise _fail(where, f"'{key}' must be a non-empty text")
    return value


def _texts(data: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise _fail(where, f"'{key}' must be a list of move texts")
    return tuple(value)


def _only(data: dict[str, Any], keys: set[str], where: str) -> None:
    unknown = sorted(set(data) - keys)
    if unknown:
        raise _fail(
            where, f"unknown key(s) {', '.join(unknown)} (allowed: {', '.join(sorted(keys))})"
        )


def _syntax_steps(state: AnyState, text: str, where: str) -> tuple[Hashable, ...]:
    try:
        return tuple(state.parse_syntax(text).steps)
    except (NotationError, ValueError, KeyError, IndexError) as exc:  # a game's own slip
        raise _fail(where, f"'{text}' is not a move text of this game ({exc})") from None


def _read_step(game: AnyGame, data: object, where: str) -> LessonStep:
    if not isinstance(data, dict):
        raise _fail(where, "a step must be an object")
    _only(data, {"position", "task", "success", "right", "goal", "highlight"}, where)
    position = _text(data, "position", where)
    try:
        state = game.state_from_text(position)
    except (PositionError, NotationError, ValueError) as exc:
        raise _fail(where, f"the position does not read: {exc}") from None
    if state.is_terminal():
        raise _fail(where, "the game is already over in this position")
    right = _texts(data, "right", where)
    legal = {state.format_move(m): m for m in state.legal_moves()}
    for text in right:
        try:
            state.parse_move(text)
        except (NotationError, ValueError, KeyError, IndexError) as exc:
            raise _fail(
                where,
                f"the right move '{text}' is not legal here ({exc}); "
                f"legal: {' '.join(sorted(legal)[:12])}",
            ) from None
    goal = None
    if "goal" in data:
        raw = data["goal"]
        if (
            not isinstance(raw, dict)
            or len(raw) != 1
            or next(iter(raw)) not in GOALS
            or not isinstance(next(iter(raw.values())), str)
        ):
            raise _fail(
                where,
                '\'goal\' must be one of {"from_to": move}, {"starts": move}, {"through": move}',
            )
        kind, text = next(iter(raw.items()))
        goal = Goal(kind, text, _syntax_steps(state, text, where))
        if not any(goal.accepts(tuple(m.steps)) for m in legal.values()):
            raise _fail(where, f"no legal move reaches the goal {kind} '{text}'")
    if not right and goal is None:
        raise _fail(where, "give the right moves ('right') or a 'goal'")
    highlight: list[Hashable] = []
    for text in _texts(data, "highlight", where):
        for cell in _syntax_steps(state, text, where):
            if isinstance(cell, int) and cell not in highlight:
                highlight.append(cell)
    return LessonStep(
        position,
        _text(data, "task", where),
        _text(data, "success", where),
        right,
        goal,
        tuple(highlight),
    )


def parse_lesson(text: str, name: str, language: str, where: str | None = None) -> Lesson:
    """A lesson from its file's text; LessonError naming the fault."""
    place = where or f"lesson {name} ({language})"
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _fail(place, f"not JSON: {exc}") from None
    except RecursionError:
        raise _fail(place, "not JSON: nested too deeply") from None
    if not isinstance(data, dict):
        raise _fail(place, "the file must hold one object")
    _only(data, {"format", "game", "options", "seats", "title", "intro", "steps", "final"}, place)
    if data.get("format") != 1:
        raise _fail(place, "'format' must be 1")
    key = _text(data, "game", place)
    try:
        game = game_named_in(data, key)
    except OptionError as exc:
        raise _fail(place, str(exc)) from None
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not 1 <= len(raw_steps) <= 8:
        raise _fail(place, "'steps' must be a list of 1 to 8 steps")
    steps = tuple(_read_step(game, s, f"{place}, step {i + 1}") for i, s in enumerate(raw_steps))
    final = data.get("final")
    if not isinstance(final, dict):
        raise _fail(place, "'final' must be an object (the game against the bot)")
    _only(final, {"text", "level"}, f"{place}, final")
    level = final.get("level", "easy")
    if level not in LEVELS:
        raise _fail(f"{place}, final", f"'level' must be one of {', '.join(LEVELS)}")
    intro = data.get("intro", "")
    if not isinstance(intro, str):
        raise _fail(place, "'intro' must be a text")
    return Lesson(
        name,
        language,
        game.spec.key,
        dict(game.options),
        game.num_seats,
        _text(data, "title", place),
        intro,
        steps,
        FinalStep(_text(final, "text", f"{place}, final"), level),
    )


def lesson_path(name: str, language: str) -> Path | None:
    for root in resource_roots():
        path = root / LESSONS_FOLDER / name / f"{language}.json"
        if path.is_file():
            return path
    return None


def load_lesson(name: str, language: str = "en") -> Lesson:
    """The lesson ``name`` in ``language``: English when there is none in it,
    or when its file is damaged (as the rules texts do), with ``damaged`` saying
    why; LessonError when the English one cannot be read either."""
    path = lesson_path(name, language)
    if path is not None and language != "en":
        try:
            return _read_lesson(path, name)
        except LessonError as exc:
            english = lesson_path(name, "en")
            if english is None:
                raise
            return dataclasses.replace(_read_lesson(english, name), damaged=str(exc))
    path = path or lesson_path(name, "en")
    if path is None:
        raise LessonError(f"no lesson named '{name}'")
    return _read_lesson(path, name)


def _read_lesson(path: Path, name: str) -> Lesson:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LessonError(f"{path}: cannot be read ({exc})") from None
    return parse_lesson(text, name, path.stem, str(path))


def lesson_title(name: str, language: str = "en") -> str:
    """A lesson's title for a menu, read without checking its steps (cheap)."""
    path = lesson_path(name, language) or lesson_path(name, "en")
    try:
        title = json.loads(path.read_text(encoding="utf-8")).get("title") if path else None
    except (OSError, ValueError, AttributeError):
        title = None
    return title if isinstance(title, str) and title.strip() else name


def lesson_names() -> list[str]:
    """Every lesson there is: the games in menu order, each followed by its
    drills in the order its options list them."""
    found: set[str] = set()
    for root in resource_roots():
        folder = root / LESSONS_FOLDER
        if folder.is_dir():
            found.update(p.name for p in folder.iterdir() if (p / "en.json").is_file())
    return sorted(found, key=_menu_place)


def _menu_place(name: str) -> tuple[int, int, str]:
    """(the game's place, the drill's place among its option's choices, name),
    read from the lesson's English file."""
    path = lesson_path(name, "en")
    try:
        data = json.loads(path.read_text(encoding="utf-8")) if path else {}
        key, options = data.get("game"), data.get("options") or {}
    except (OSError, ValueError, AttributeError):
        key, options = None, {}
    if key not in GAMES:
        return (len(GAMES), 0, name)
    place = 0
    if name != key and isinstance(options, dict):
        for option in game_class(key).spec.options:
            if option.key in options and options[option.key] in option.choices:
                place = option.choices.index(options[option.key])
                break
    return (GAMES.index(key), place, name)


def all_lessons(language: str = "en") -> Iterator[Lesson]:
    for name in lesson_names():
        yield load_lesson(name, language)


# --- checking ------------------------------------------------------------------


def is_right(step: LessonStep, state: State[M], move: M) -> bool:
    """Is the legal ``move`` what ``step`` asks for?"""
    if step.goal is not None and step.goal.accepts(tuple(move.steps)):
        return True
    wanted = set()
    for text in step.right:
        try:
            wanted.add(state.parse_move(text))
        except NotationError:
            continue  # checked when loaded; a changed rule must not crash the lesson
    return move in wanted


def check(step: LessonStep, state: State[M], steps: Sequence[Hashable]) -> Verdict[M]:
    """The verdict on ``steps`` tried in ``state`` (the step's position)."""
    moves = state.legal_moves()
    move = completed(moves, steps)
    if move is None:
        reason = why_not(state, steps)
        return Verdict(False, None, reason if reason is not None else UNFINISHED)
    if is_right(step, state, move):
        return Verdict(True, move, None)
    if extends(moves, steps) and any(
        is_right(step, state, m) for m in moves if tuple(m.steps[: len(steps)]) == tuple(steps)
    ):
        return Verdict(False, move, SHORT)
    return Verdict(False, move, NOT_THE_TASK)


def check_text(step: LessonStep, state: State[M], text: str) -> Verdict[M]:
    """The verdict on a move written in notation (legal or not)."""
    try:
        move = state.parse_syntax(text)
    except NotationError:
        return Verdict(False, None, NOT_A_MOVE)
    return check(step, state, tuple(move.steps))


def right_moves(step: LessonStep, state: State[M]) -> list[M]:
    """Every legal move the step accepts (tests and the window's "show me")."""
    return [m for m in state.legal_moves() if is_right(step, state, m)]
