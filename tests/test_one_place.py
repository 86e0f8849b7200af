"""A game is named in one place (issue 20): the registry's line, and the
game's own folders (``boardroom/games/<key>``, ``boardroom/ui/games/<key>``,
``resources/<kind>/<key>``), its tests and the translations.

Nothing shared names a game or counts the games: not the engine, the bots,
the window outside ``ui/games``, the command line, the packaging, the
project's description or the README's opening. The lists of every game kept
outside the games' folders (the README's table, the desktop keywords, the
AppStream list, keywords and screenshots) are written by
``packaging/generate.py`` from the registry and each game's
``resources/about/<key>/about.json``, and must be what it writes. The names
looked for come from the registry: this test names no game.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from boardroom.engine.game import Game
from boardroom.engine.registry import all_games
from tests.toygames import NimGame

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "boardroom"
REGISTRY = PACKAGE / "engine" / "registry.py"
NUMBERS = (
    "two three four five six seven eight nine ten eleven twelve "
    "deux trois quatre cinq sept huit neuf dix onze douze"
).split()
# A number word before "games" or "jeux", with at most two words between that
# describe the games themselves: "five unusual board games", not "two Easy games".
QUALIFIERS = "unusual|rare|strange|board|new|playable|insolites|rares|de|plateau"
COUNTING = re.compile(
    rf"\b(?:{'|'.join(NUMBERS)})\s+(?:(?:{QUALIFIERS})\s+){{0,2}}(?:games|jeux)\b", re.I
)
GENERATED = re.compile(
    r"^[ \t]*(?:<!--|#) generated: (.+?) \(packaging/generate\.py\).*?^[ \t]*(?:<!--|#) end: \1\b",
    re.MULTILINE | re.DOTALL,
)


def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("generate", REPO / "packaging" / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def game_names(games: tuple[type[Game], ...]) -> dict[str, str]:
    """Every word that names a game -> its key: key, title, aliases, and the
    drills (the choices of a ``variant`` option)."""
    out: dict[str, str] = {}
    for cls in games:
        spec = cls.spec
        words = [spec.key, spec.title, *spec.aliases]
        for option in spec.options:
            if option.key == "variant":
                words += [str(choice) for choice in option.choices]
        for word in words:
            out[word.lower()] = spec.key
            out[word.lower().replace("_", " ")] = spec.key
    return out


def naming(text: str, names: dict[str, str]) -> list[str]:
    """The games ``text`` names, as 'line N: word'."""
    found = []
    for number, line in enumerate(text.splitlines(), 1):
        for word in names:
            if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", line, re.IGNORECASE):
                found.append(f"line {number}: {word}")
    return found


def counting(text: str) -> list[str]:
    return [match.group(0) for match in COUNTING.finditer(text)]


def outside_generated(text: str) -> str:
    """The text with its generated sections blanked (line numbers kept)."""
    return GENERATED.sub(lambda m: "\n" * m.group(0).count("\n"), text)


def readme_opening(text: str) -> str:
    """The README's opening: from its title to the first generated section."""
    return text.split("<!-- generated:", 1)[0]


def home(path: Path) -> str | None:
    """The game whose folders hold ``path`` (None: a shared file)."""
    rel = path.relative_to(PACKAGE).parts
    if rel[0] == "games" and len(rel) > 2:
        return rel[1]
    if rel[:2] == ("ui", "games") and len(rel) > 3:
        return rel[2]
    return None


def shared_files() -> Iterator[tuple[Path, str]]:
    """(file, the text of it that must name no game) for every shared file."""
    for path in sorted(PACKAGE.rglob("*.py")):
        if "__pycache__" not in path.parts and home(path) is None and path != REGISTRY:
            yield path, path.read_text(encoding="utf-8")
    for path in sorted((REPO / "packaging").iterdir()):
        if path.is_file():
            text = outside_generated(path.read_text(encoding="utf-8"))
            # Release notes tell what each version brought: history, not a list.
            text = re.sub(r"<releases>.*</releases>", "", text, flags=re.DOTALL)
            yield path, text
    for name in ("pyproject.toml", "setup.py", ".ci/run"):
        yield REPO / name, (REPO / name).read_text(encoding="utf-8")
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    yield REPO / "README.md", readme_opening(readme)


SHARED = list(shared_files())
NAMES = game_names(all_games())


@pytest.mark.parametrize(
    ("path", "text"), SHARED, ids=[str(p.relative_to(REPO)) for p, _ in SHARED]
)
def test_no_shared_file_names_a_game(path: Path, text: str) -> None:
    assert not naming(text, NAMES), f"{path.relative_to(REPO)} names a game: {naming(text, NAMES)}"


@pytest.mark.parametrize(
    "path",
    [*(p for p, _ in SHARED), REGISTRY, REPO / "README.md"],
    ids=lambda p: str(p.relative_to(REPO)),
)
def test_nothing_counts_the_games(path: Path) -> None:
    found = counting(path.read_text(encoding="utf-8"))
    assert not found, f"{path.relative_to(REPO)} counts the games: {found}"


def test_the_scans_see_a_game_named_or_counted() -> None:
    """The guards above would catch what they are for."""
    names = game_names((NimGame,))
    assert naming("A\nplay Toy Nim here", names) == ["line 2: toy nim"]
    assert naming("toy-nim", names) == ["line 1: toy-nim"]
    assert naming("a toy-nimble word", names) == []
    assert counting("Five unusual board games") == ["Five unusual board games"]
    assert counting("cinq jeux de plateau") and counting("Six games are playable now")
    assert not counting("2 to 4 seats; 30 games in the ladder; two to four players")
    assert not counting("two Easy games; the six example games")
    text = "a\n<!-- generated: t (packaging/generate.py) -->\nToy Nim\n<!-- end: t -->\nb"
    assert naming(outside_generated(text), names) == []
    assert outside_generated(text).count("\n") == text.count("\n")
    assert readme_opening("# x\nintro\n<!-- generated: t -->\nrest") == "# x\nintro\n"


def test_the_generated_lists_are_current() -> None:
    """Run ``python packaging/generate.py`` after adding a game or editing
    one of these files."""
    for path, text in generator().generated().items():
        assert path.read_text(encoding="utf-8") == text, (
            f"{path.relative_to(REPO)} is not what packaging/generate.py writes: run it"
        )


def test_every_game_has_what_the_lists_need() -> None:
    for cls in all_games():
        path = REPO / "resources" / "about" / cls.spec.key / "about.json"
        assert path.is_file(), f"{cls.spec.key}: no {path.relative_to(REPO)}"
        about = json.loads(path.read_text(encoding="utf-8"))
        assert about["readme"]["game"] and about["readme"]["status"] and about["appstream"]
        for shot in about.get("screenshots", []):
            assert (REPO / shot["image"]).is_file(), shot["image"]
            assert shot["caption"]


def test_the_committed_lists_hold_every_game_once() -> None:
    """Read back from the files themselves, against the registry."""
    titles = [cls.spec.title for cls in all_games()]
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    table = readme.split("<!-- generated: game table")[1].split("<!-- end: game table")[0]
    assert re.findall(r"^\| \*\*(.+?)\*\*", table, re.MULTILINE) == titles
    desktop = (REPO / "packaging" / "io.github.boardroom.Boardroom.desktop").read_text("utf-8")
    for line in re.findall(r"^Keywords(?:\[fr\])?=(.*)$", desktop, re.MULTILINE):
        assert [w for w in line.split(";") if w in titles] == titles
    metainfo = (REPO / "packaging" / "io.github.boardroom.Boardroom.metainfo.xml").read_text(
        "utf-8"
    )
    assert [t for t in re.findall(r"<li>(.+?): ", metainfo) if t in titles] == titles
    assert [k for k in re.findall(r"<keyword>(.+?)</keyword>", metainfo) if k in titles] == titles


def test_a_new_game_is_listed_everywhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Adding a game is its folders and the registry's line: the lists follow."""
    gen = generator()
    about = tmp_path / "about"
    for cls in all_games():
        (about / cls.spec.key).mkdir(parents=True)
        src = gen.ABOUT / cls.spec.key / "about.json"
        (about / cls.spec.key / "about.json").write_text(src.read_text("utf-8"), "utf-8")
    (about / "toy-nim").mkdir()
    (about / "toy-nim" / "about.json").write_text(
        json.dumps(
            {
                "readme": {"game": "(a toy): piles", "status": "tested"},
                "appstream": "take counters from piles",
                "keywords": {"en": ["piles"], "fr": ["tas"]},
                "screenshots": [{"image": "docs/nim.png", "caption": "Toy Nim's piles"}],
            }
        ),
        "utf-8",
    )
    monkeypatch.setattr(gen, "ABOUT", about)
    monkeypatch.setattr(gen, "all_games", lambda: (*all_games(), NimGame))
    files = gen.generated()
    readme = files[gen.README]
    assert "| **Toy Nim** (a toy): piles | tested |\n\n<!-- end: game table -->" in readme
    assert ";Toy Nim;piles;\n" in files[gen.DESKTOP] and ";Toy Nim;tas;\n" in files[gen.DESKTOP]
    metainfo = files[gen.METAINFO]
    assert "<li>Toy Nim: take counters from piles</li>" in metainfo
    assert "<keyword>Toy Nim</keyword>" in metainfo
    assert "<caption>Toy Nim's piles</caption>" in metainfo
    assert gen.main(["--check"]) == 1  # the committed files now lag behind
