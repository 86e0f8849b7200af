"""The first lessons (engine.lessons): every lesson file of every game reads in
both languages, the two languages teach the same positions, each step's right
moves are legal and accepted, other moves are refused with a reason, and a
faulty file is refused with the fault named."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardroom.engine import lessons
from boardroom.engine.lessons import (
    NOT_THE_TASK,
    LessonError,
    check,
    check_text,
    lesson_names,
    load_lesson,
    parse_lesson,
    right_moves,
)
from boardroom.engine.reasons import Reason
from boardroom.engine.registry import GAMES, game_class
from tests.test_french_typography import faults
from tests.test_glossary import pattern, ruled_out

NAMES = lesson_names()


def expected_lessons() -> list[str]:
    """Every game and every drill has its lesson, in menu order: each game
    (its key) followed by its drills (the other choices of its ``variant``
    option, in the option's order)."""
    out = []
    for key in GAMES:
        out.append(key)
        for option in game_class(key).spec.options:
            if option.key == "variant":
                out += [str(c) for c in option.choices if c != option.default]
    return out


def test_every_game_and_drill_has_a_lesson() -> None:
    assert NAMES == expected_lessons()
    assert {load_lesson(n).game_key for n in NAMES} == set(GAMES)
    for name in NAMES:
        lesson = load_lesson(name)
        if name != lesson.game_key:  # a drill's lesson plays that drill
            assert name in lesson.options.values()


@pytest.mark.parametrize("name", NAMES)
def test_both_languages_teach_the_same_steps(name: str) -> None:
    en, fr = load_lesson(name, "en"), load_lesson(name, "fr")
    assert (en.language, fr.language) == ("en", "fr")
    assert 3 <= len(en.steps) <= 5
    assert (en.game_key, en.options, en.seats, en.final.level) == (
        fr.game_key,
        fr.options,
        fr.seats,
        fr.final.level,
    ) and en.final.level == "easy"
    for a, b in zip(en.steps, fr.steps, strict=True):
        assert (a.position, a.right, a.goal, a.highlight) == (
            b.position,
            b.right,
            b.goal,
            b.highlight,
        )
        assert a.task != b.task and a.success != b.success  # really translated


@pytest.mark.parametrize("name", NAMES)
def test_french_texts_follow_the_typography_and_glossary(name: str) -> None:
    lesson = load_lesson(name, "fr")
    texts = [lesson.title, lesson.intro, lesson.final.text]
    texts += [t for s in lesson.steps for t in (s.task, s.success)]
    forbidden = [pattern(form) for form in ruled_out()]
    for text in texts:
        assert not faults(text), text
        assert not [p.pattern for p in forbidden if p.search(text)], text


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("name", NAMES)
def test_every_right_move_is_legal_and_accepted(name: str, language: str) -> None:
    lesson = load_lesson(name, language)
    assert lesson.language == language
    for index, step in enumerate(lesson.steps):
        state = lesson.state(index)
        legal = state.legal_moves()
        found = right_moves(step, state)
        assert found, f"step {index + 1} has no right move"
        for move in found:
            assert move in legal
            verdict = check(step, state, tuple(move.steps))
            assert verdict.right and verdict.move == move and verdict.reason is None
        for text in step.right:
            assert check_text(step, state, text).right
        # Marked cells are cells of the board (ints the scene knows).
        assert all(isinstance(c, int) and c >= 0 for c in step.highlight)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("name", NAMES)
def test_a_wrong_move_is_refused_with_a_reason(name: str, language: str) -> None:
    lesson = load_lesson(name, language)
    assert lesson.language == language
    for index, step in enumerate(lesson.steps):
        state = lesson.state(index)
        right = set(right_moves(step, state))
        # A legal move that is not the task (nor the beginning of a right one).
        others = [
            m
            for m in state.legal_moves()
            if not any(tuple(r.steps[: len(m.steps)]) == tuple(m.steps) for r in right)
        ]
        if others:
            verdict = check(step, state, tuple(others[0].steps))
            assert not verdict.right and verdict.reason == NOT_THE_TASK
        # Steps that begin no legal move: the rules' reason.
        bogus = check(step, state, ("no such step",))
        assert not bogus.right and bogus.move is None
        assert isinstance(bogus.reason, Reason) and bogus.reason.english()


def test_an_illegal_move_gets_the_rules_reason() -> None:
    lesson = load_lesson("jikaida")
    state = lesson.state(4)  # the Jiktar held back by the front
    verdict = check_text(lesson.steps[4], state, "c4-c9")
    assert not verdict.right and verdict.move is None
    assert verdict.reason is not None and verdict.reason != NOT_THE_TASK
    captured = check_text(
        load_lesson("pastang").steps[1], load_lesson("pastang").state(1), "c3xb4"
    )  # the Propt Swod
    assert not captured.right and captured.reason is not None
    assert not check_text(lesson.steps[0], lesson.state(0), "zz99").right


def test_an_unfinished_chain_is_told_so() -> None:
    lesson = load_lesson("onager")
    state = lesson.state(2)  # B3>F6>H6 wanted: stopping on F6 is not enough
    verdict = check(lesson.steps[2], state, tuple(state.parse_move("B3>F6").steps))
    assert not verdict.right and verdict.reason == lessons.SHORT
    lift = load_lesson("jaheijagaj")  # f2-g2 is a whole move, short of the lift
    verdict = check(lift.steps[0], lift.state(0), tuple(lift.state(0).parse_move("f2-g2").steps))
    assert verdict.reason == lessons.SHORT


def test_a_language_without_its_file_falls_back_to_english() -> None:
    assert load_lesson("onager", "de").language == "en"
    with pytest.raises(LessonError, match="no lesson named"):
        load_lesson("chess")


# --- faulty files -----------------------------------------------------------------


def good() -> dict[str, Any]:
    return {
        "format": 1,
        "game": "onager",
        "options": {"side": 5},
        "title": "T",
        "steps": [
            {
                "position": "5 5/6/2b4/8/9/8/1w5/3w2/5 b 0 0",
                "task": "Walk.",
                "right": ["C3-D4"],
                "highlight": ["C3-D4"],
                "success": "Yes.",
            }
        ],
        "final": {"text": "Play.", "level": "easy"},
    }


def refused(data: object) -> str:
    with pytest.raises(LessonError) as info:
        parse_lesson(json.dumps(data) if not isinstance(data, str) else data, "x", "en")
    return str(info.value)


def test_the_model_file_reads() -> None:
    lesson = parse_lesson(json.dumps(good()), "x", "en")
    assert lesson.steps[0].right == ("C3-D4",) and lesson.final.level == "easy"


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(game="chess"), "unknown game 'chess'"),
        (lambda d: d.update(format=2), "'format' must be 1"),
        (lambda d: d.update(options={"side": 7}), "side"),
        (lambda d: d.update(colour="red"), "unknown key(s) colour"),
        (lambda d: d.update(steps=[]), "1 to 8 steps"),
        (lambda d: d.update(intro=["a"]), "'intro' must be a text"),
        (lambda d: d.update(seats="two"), "'seats' must be a number"),
        (lambda d: d.pop("final"), "'final'"),
        (lambda d: d["final"].update(level="expert"), "'level' must be one of"),
        (
            lambda d: d["steps"][0].update(position="5 nonsense"),
            "step 1: the position does not read",
        ),
        (lambda d: d["steps"][0].update(task=""), "step 1: 'task' must be a non-empty text"),
        (lambda d: d["steps"][0].update(right=["C3-F6"]), "the right move 'C3-F6' is not legal"),
        (lambda d: d["steps"][0].update(right=[]), "step 1: give the right moves"),
        (
            lambda d: d["steps"][0].update(right=[], goal={"from_to": "C3-H1"}),
            "no legal move reaches",
        ),
        (lambda d: d["steps"][0].update(goal={"anywhere": "C3"}), "'goal' must be one of"),
        (lambda d: d["steps"][0].update(highlight=["Q99"]), "'Q99' is not a move text"),
        (lambda d: d["steps"][0].update(highlight="C3"), "'highlight' must be a list"),
    ],
)
def test_bad_lesson_data_gives_a_clear_error(change: Any, words: str) -> None:
    data = good()
    change(data)
    assert words in refused(data)


def test_broken_json_and_wrong_shapes_are_refused() -> None:
    assert "not JSON" in refused("{")
    assert "one object" in refused([1, 2])
    assert "a step must be an object" in refused({**good(), "steps": ["go"]})


def test_a_finished_position_is_refused() -> None:
    data = good()
    # Black to move with more discs on White's back row than White has on its own: over.
    data["steps"][0]["position"] = "5 5/6/7/8/9/8/7/6/b4 b 0 0"
    assert "already over" in refused(data)


# --- properties -----------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 9) | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)
PLACES = [(), ("options",), ("final",), ("steps", 0)]
KEYS = [
    "format",
    "game",
    "options",
    "seats",
    "title",
    "intro",
    "steps",
    "final",
    "position",
    "task",
    "right",
    "goal",
    "highlight",
    "success",
    "text",
    "level",
    "side",
    "from_to",
]


@settings(max_examples=150, deadline=None)
@given(place=st.sampled_from(PLACES), key=st.sampled_from(KEYS), value=JSON_VALUES)
def test_any_damaged_file_is_refused_with_a_lesson_error_or_read(
    place: tuple[Any, ...], key: str, value: object
) -> None:
    data: Any = good()
    target = data
    for part in place:
        target = target[part]
    target[key] = value
    try:
        lesson = parse_lesson(json.dumps(data), "x", "en")
    except LessonError as exc:
        assert str(exc).startswith("lesson x (en)")
    else:  # what was read is whole and usable
        assert lesson.steps and lesson.final.level in lessons.LEVELS
        assert right_moves(lesson.steps[0], lesson.state(0))


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_the_verdict_on_a_whole_move_is_right_exactly_for_the_right_moves(
    data: st.DataObject,
) -> None:
    lesson = load_lesson(data.draw(st.sampled_from(NAMES)))
    index = data.draw(st.integers(0, len(lesson.steps) - 1))
    state = lesson.state(index)
    move = data.draw(st.sampled_from(state.legal_moves()))
    verdict = check(lesson.steps[index], state, tuple(move.steps))
    assert verdict.right == (move in right_moves(lesson.steps[index], state))
    assert verdict.right or verdict.reason is not None


@settings(max_examples=80, deadline=None)
@given(
    name=st.sampled_from(NAMES),
    text=st.text(max_size=14),
    where=st.sampled_from(["right", "highlight", "goal"]),
)
def test_any_move_text_in_any_lesson_is_read_or_refused_clearly(
    name: str, text: str, where: str
) -> None:
    path = lessons.lesson_path(name, "en")
    assert path is not None
    data = json.loads(path.read_text(encoding="utf-8"))
    step = data["steps"][0]
    if where == "goal":
        step.pop("right", None)
        step["goal"] = {"from_to": text}
    else:
        step[where] = [text]
    try:
        parse_lesson(json.dumps(data), name, "en")
    except LessonError as exc:
        assert "step 1" in str(exc)
