"""docs/adding-a-game.md is right: the game it adds, built from the page's own
code blocks in a temporary package and registered for these tests, passes
the checks every registered game meets (the conformance suite, the lesson,
the rules text, the reasons, the bots and the analysis, a golden
playthrough, the lists of games) with nothing but what the page shows.
The window's part is tests/ui/test_adding_a_game_window.py."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardroom.bots import levels
from boardroom.bots.analysis import estimate
from boardroom.cli_commands import diagram
from boardroom.engine import savegame
from boardroom.engine.game import Game
from boardroom.engine.lessons import lesson_names
from boardroom.engine.reasons import NOT_A_MOVE, why_not
from boardroom.engine.registry import game_class, game_part, make_game
from boardroom.engine.resources import resource_path
from tests import test_conformance as conformance
from tests import test_french_typography, test_rules_structure, test_rules_text
from tests.docgame import doc_files, doc_key, installed
from tests.engine import test_lessons
from tests.games import test_why_property
from tests.golden.make import Playthrough, render

KEY = doc_key(doc_files())


@pytest.fixture(scope="module", autouse=True)
def game(tmp_path_factory: pytest.TempPathFactory) -> Iterator[type[Game]]:
    """The page's game, registered for every test of this module."""
    with installed(tmp_path_factory.mktemp("docgame")) as key:
        yield game_class(key)


def test_the_page_adds_a_whole_game() -> None:
    files = doc_files()
    wanted = {
        f"boardroom/games/{KEY}/__init__.py",
        f"boardroom/ui/games/{KEY}/__init__.py",
        f"boardroom/ui/games/{KEY}/adapter.py",
        f"resources/rules/{KEY}/en.md",
        f"resources/rules/{KEY}/fr.md",
        f"resources/lessons/{KEY}/en.json",
        f"resources/lessons/{KEY}/fr.json",
        f"resources/about/{KEY}/about.json",
    }
    assert wanted <= set(files)
    for path, text in files.items():
        if path.endswith(".py"):
            ast.parse(text, path)  # each file whole, its blocks joined
        elif path.endswith((".json", ".boardroom")):
            json.loads(text)


def test_the_rules_package_has_no_qt_and_names_no_other_game() -> None:
    for path, text in doc_files().items():
        if not path.startswith("boardroom/games/") or not path.endswith(".py"):
            continue
        for node in ast.walk(ast.parse(text)):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            for name in names:
                assert not name.startswith(("PySide6", "boardroom.ui")), f"{path}: {name}"
                if name.startswith("boardroom.games."):
                    assert name.split(".")[2] == KEY, f"{path} imports another game: {name}"


# --- the conformance suite ---------------------------------------------------------


@pytest.mark.parametrize("misere", [False, True])
@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data(), seed=st.integers(0, 2**64 - 1))
def test_random_playouts_pass_every_check(
    game: type[Game], misere: bool, data: st.DataObject, seed: int
) -> None:
    conformance.random_playout(game, {"misere": misere}, None, data, seed, 1)


def test_every_option_of_the_spec_is_played(game: type[Game]) -> None:
    options = [o.key for o in game.spec.options]
    assert options == ["misere"]  # the playouts above cover each choice
    conformance.test_spec_is_consistent(game)
    conformance.test_every_playout_ends_under_a_move_limit(game, {}, None)


def test_hostile_texts_give_the_typed_errors(game: type[Game]) -> None:
    conformance.test_hostile_position_text_gives_position_error(cls=game)
    conformance.test_hostile_move_text_gives_notation_error(cls=game)


def test_the_command_line_knows_the_game(game: type[Game]) -> None:
    state = make_game(KEY).new_state(0)
    for text in ("a1", "b1", "a2"):
        state.play(text)
    assert diagram(state).splitlines() == ["...", "x..", "xo."]
    assert state.to_text() == ".../x../xo."


# --- the optional parts ------------------------------------------------------------


def test_the_reasons_agree_with_the_legal_moves(game: type[Game]) -> None:
    assert game_part(KEY, "why") is not None
    test_why_property.test_reasons_agree_with_the_legal_moves(key=KEY)
    state = game().state_from_text(".../x../xo.")
    reason = why_not(state, (0,))
    assert reason is not None and reason != NOT_A_MOVE and "marked" in reason.english()
    assert why_not(state, (4,)) is None


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_bots_play_it(game: type[Game], level: str) -> None:
    state = game().state_from_text(".../x../xoo")  # X wins on a3
    bot = levels.make_bot(KEY, level, 1)
    move = bot.choose(state.clone())
    assert move in state.legal_moves()
    if level == "hard":
        assert state.format_move(move) == "a3"


def test_the_analysis_judges_it(game: type[Game]) -> None:
    state = game().state_from_text("o../x../xo.")  # X forks on b2
    found = estimate(state, 0.3)
    assert sum(found.chances) == pytest.approx(1.0) and found.best in state.legal_moves()
    assert found.chances[0] > 0.5


def test_a_golden_playthrough_is_written(game: type[Game]) -> None:
    item = Playthrough(KEY, KEY, {}, None)
    text = render(item)
    assert text == render(item) and "ply 1: seat 0 (X) plays" in text


# --- the words: rules text, lesson, lists ------------------------------------------


def test_the_rules_text_has_its_table_rules_and_shape(game: type[Game]) -> None:
    folder = resource_path("rules", KEY)
    assert folder is not None
    for lang in ("en", "fr"):
        test_rules_text.test_text_exists_with_table_rules(folder, lang)
        test_rules_text.test_images_exist_or_are_drawn_by_the_app(folder / f"{lang}.md")
        test_rules_structure.test_every_figure_stands_in_a_paragraph_of_its_own(
            folder / f"{lang}.md"
        )
    test_rules_structure.test_english_and_french_texts_have_the_same_shape(folder)
    test_rules_text.test_every_listed_figure_is_used(folder)
    test_rules_text.test_figure_positions_and_moves_are_legal(folder)
    assert not test_french_typography.faults((folder / "fr.md").read_text(encoding="utf-8"))


def test_the_lesson_is_found_and_plays(game: type[Game]) -> None:
    assert KEY in lesson_names()
    assert test_lessons.expected_lessons()[-1] == KEY
    test_lessons.test_both_languages_teach_the_same_steps(KEY)
    test_lessons.test_french_texts_follow_the_typography_and_glossary(KEY)
    for language in ("en", "fr"):
        test_lessons.test_every_right_move_is_legal_and_accepted(KEY, language)
        test_lessons.test_a_wrong_move_is_refused_with_a_reason(KEY, language)


def test_the_lists_of_games_take_it(game: type[Game], monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.test_one_place import generator

    gen = generator()
    about = resource_path("about", KEY, "about.json")
    assert about is not None
    real = gen.ABOUT

    class About:  # the real games' files, and the page's game's
        def __truediv__(self, key: str) -> Path:
            return (about.parent.parent if key == KEY else real) / key

    monkeypatch.setattr(gen, "ABOUT", About())
    files = gen.generated()
    title = game.spec.title
    data = json.loads(about.read_text(encoding="utf-8"))
    assert f"| **{title}** {data['readme']['game']} |" in files[gen.README]
    assert f"<li>{title}: {data['appstream']}</li>" in files[gen.METAINFO]
    assert f";{title};{data['keywords']['fr'][0]};" in files[gen.DESKTOP]


def test_the_example_saved_game_opens(game: type[Game]) -> None:
    text = doc_files()["docs/example-tictactoe.boardroom"]
    saved = savegame.parse(text)
    _, state = savegame.restore(saved)
    assert state.moves_text() == ["a1", "b1", "a2", "a3", "b2"] and not state.is_terminal()


def test_the_pages_code_keeps_the_house_style(tmp_path: Path) -> None:
    ruff = Path(sys.executable).parent / "ruff"
    if not ruff.is_file():
        pytest.skip("ruff is not installed (the dev extra)")
    files = []
    for path, text in doc_files().items():
        if path.endswith(".py"):
            target = tmp_path / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            files.append(str(target))
    # The project's settings, boardroom first-party as in the repository.
    repo = Path(__file__).resolve().parents[1]
    (tmp_path / "pyproject.toml").write_text((repo / "pyproject.toml").read_text("utf-8"))
    first = ["--config", "lint.isort.known-first-party = ['boardroom']"]
    for command in (["check", *first], ["format", "--check", "--diff"]):
        result = subprocess.run(
            [str(ruff), *command, *files], capture_output=True, text=True, cwd=tmp_path
        )
        assert result.returncode == 0, result.stdout + result.stderr
