"""The in-app rules texts: both languages, the Table rules section, figures
that exist or are drawn by the app, and no sentence borrowed from a source."""

from __future__ import annotations

import json
import os
import re
import unicodedata
from pathlib import Path

import pytest

from boardroom.engine.registry import make_game

REPO = Path(__file__).resolve().parents[1]
RULES = REPO / "resources" / "rules"
HEADINGS = {"en": "## Table rules", "fr": "## Règles de table"}
NGRAM = 8  # a run this long shared with a source counts as copied
IMAGE = re.compile(r"!\[([^\]]*)\]\(\s*([^)\s]+)(?:\s+\"[^\"]*\")?\s*\)")
GAMES = sorted(p for p in RULES.iterdir() if p.is_dir()) if RULES.is_dir() else []
TEXTS = [game / f"{lang}.md" for game in GAMES for lang in HEADINGS]


def seeds_dir() -> Path | None:
    """The source documents live in shared/ beside the repository, not in it."""
    configured = os.environ.get("BOARDROOM_SEEDS")
    candidate = Path(configured) if configured else REPO.parent / "shared" / "seeds"
    return candidate if candidate.is_dir() else None


def words(text: str) -> list[str]:
    """Lower-case words without accents, so case, accents, punctuation and
    Markdown markup cannot hide a copied sentence."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.findall(r"[a-z0-9]+", plain)


def ngrams(text: str, n: int = NGRAM) -> set[tuple[str, ...]]:
    w = words(text)
    return {tuple(w[i : i + n]) for i in range(len(w) - n + 1)}


def shared_phrases(ours: str, source: str) -> list[str]:
    return sorted(" ".join(g) for g in ngrams(ours) & ngrams(source))


def figures_manifest(game: Path) -> dict[str, dict[str, object]]:
    path = game / "figures.json"
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict), f"{path}: expected an object keyed by file name"
    return data


def test_there_are_rules_texts() -> None:
    assert GAMES, f"no game folder under {RULES}"


@pytest.mark.parametrize("game", GAMES, ids=lambda p: p.name)
@pytest.mark.parametrize("lang", sorted(HEADINGS))
def test_text_exists_with_table_rules(game: Path, lang: str) -> None:
    path = game / f"{lang}.md"
    assert path.is_file(), f"{game.name} has no {lang}.md"
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines and lines[0].startswith("# "), f"{path} must start with a '# ' title"
    heading = HEADINGS[lang]
    assert heading in lines, f"{path} lacks a line '{heading}'"
    # The section must hold a real list, not just the heading.
    section = text.split(heading + "\n", 1)[1].split("\n## ", 1)[0]
    items = [line for line in section.splitlines() if line.startswith("- ")]
    assert len(items) >= 3, f"{path}: the '{heading}' section lists {len(items)} rulings"
    other = [h for code, h in HEADINGS.items() if code != lang]
    assert not any(h in lines for h in other), f"{path} carries another language's heading"


@pytest.mark.parametrize("path", TEXTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_sentence_copied_from_a_source(path: Path) -> None:
    seeds = seeds_dir()
    if seeds is None:
        pytest.skip(
            "source documents not found (set BOARDROOM_SEEDS or keep shared/ beside the repository)"
        )
    ours = path.read_text(encoding="utf-8")
    for seed in sorted(seeds.glob("*.txt")):
        copied = shared_phrases(ours, seed.read_text(encoding="utf-8"))
        assert not copied, (
            f"{path.relative_to(REPO)} shares {NGRAM}-word runs with {seed.name}: "
            + "; ".join(copied[:5])
        )


def test_copy_guard_catches_a_disguised_sentence() -> None:
    """The guard must see through case, accents, punctuation and markup."""
    seeds = seeds_dir()
    if seeds is None:
        pytest.skip("source documents not found")
    source = (seeds / "003_3750ae376a2fb8c3.txt").read_text(encoding="utf-8")
    sentence = next(s for s in re.split(r"(?<=[.!?])\s+", source) if len(words(s)) >= 12)
    disguised = unicodedata.normalize("NFKD", sentence.upper())
    disguised = "".join(c for c in disguised if not unicodedata.combining(c))
    disguised = "**" + disguised.replace(" ", " *", 3).replace(",", " -") + "**"
    text = "Our own opening words here. " + disguised + " And our own ending."
    assert shared_phrases(text, source)
    assert not shared_phrases("Our own opening words here, and nothing else at all.", source)


@pytest.mark.parametrize("path", TEXTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_images_exist_or_are_drawn_by_the_app(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    manifest = figures_manifest(path.parent)
    images = IMAGE.findall(text)
    for alt, target in images:
        assert alt.strip(), f"{path.name}: image {target} has no alt text"
        if (path.parent / target).is_file():
            continue
        folder, _, name = target.partition("/")
        assert folder == "figures" and name in manifest, (
            f"{path.name}: {target} neither exists nor is listed in figures.json"
        )


@pytest.mark.parametrize("game", GAMES, ids=lambda p: p.name)
def test_every_listed_figure_is_used(game: Path) -> None:
    used = {
        target
        for lang in HEADINGS
        if (game / f"{lang}.md").is_file()
        for _, target in IMAGE.findall((game / f"{lang}.md").read_text(encoding="utf-8"))
    }
    for name in figures_manifest(game):
        assert f"figures/{name}" in used, f"{game.name}/figures.json lists unused {name}"


@pytest.mark.parametrize("game", GAMES, ids=lambda p: p.name)
def test_figure_positions_and_moves_are_legal(game: Path) -> None:
    """The app draws these: a position it cannot read or a move the text
    describes wrongly would show a false example."""
    for name, figure in figures_manifest(game).items():
        position = figure.get("position")
        if position is None:
            continue
        options = figure.get("options", {})
        assert isinstance(options, dict) and isinstance(position, str), name
        state = make_game(game.name, options).state_from_text(position)
        move = figure.get("move")
        if isinstance(move, str):
            state.play(move)  # raises IllegalMove if the example is wrong
            assert state.history, name


def test_jump_example_matches_its_caption() -> None:
    """The Onager caption says the chain lands on White pieces at F5 and F1."""
    figure = figures_manifest(RULES / "onager")["onager-jumps.png"]
    options = figure["options"]
    assert isinstance(options, dict)
    state = make_game("onager", options).state_from_text(str(figure["position"]))
    board = state.board  # type: ignore[attr-defined]
    f5, f1 = board.cell("F5"), board.cell("F1")
    assert state.stacks[f5] == (1,) and state.stacks[f1] == (1,)  # type: ignore[attr-defined]
    state.play("B2>F5>F1")
    assert state.stacks[f1] == (1, 0)  # type: ignore[attr-defined]
    assert state.stacks[f5] == (1,)  # type: ignore[attr-defined]


def table_rules(game: str, lang: str) -> str:
    text = (RULES / game / f"{lang}.md").read_text(encoding="utf-8")
    return " ".join(text.split(HEADINGS[lang] + "\n", 1)[1].split("\n## ", 1)[0].split())


@pytest.mark.parametrize(
    ("lang", "reason"),
    [
        ("en", ["started from", "pass", "no passing"]),
        ("fr", ["case de départ", "passer son tour", "pas de passe"]),
    ],
)
def test_onager_says_why_a_chain_never_comes_home(lang: str, reason: list[str]) -> None:
    """RULINGS 1: a chain back on its starting cell would be a pass, which
    Onager has not; the old reason (it repeats a position) is gone."""
    section = table_rules("onager", lang)
    for phrase in reason:
        assert phrase in section
    assert "repeat a position" not in section and "reproduire une position" not in section


def test_onager_french_puts_a_no_break_space_before_double_punctuation() -> None:
    text = (RULES / "onager" / "fr.md").read_text(encoding="utf-8")
    assert not re.findall(r"[^\u00a0\u202f\n][:;!?](?=\s|$)", text)


@pytest.mark.parametrize(
    ("lang", "phrase"),
    [
        ("en", "the piece that began on that square"),
        ("fr", "la pièce qui a commencé sur cette case"),
    ],
)
def test_jikaida_fluttember_partner_is_the_piece_that_began_there(lang: str, phrase: str) -> None:
    """RULINGS 2 (issue 13): not any Kapt on a Kapt's starting square."""
    section = table_rules("jikaida", lang)
    assert phrase in section
    assert "interchangeable" not in section
