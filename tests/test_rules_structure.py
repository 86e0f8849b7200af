"""Each game's English and French rules texts have the same shape, so a
clause, a figure or a Table rule missing in one language shows."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[1] / "resources" / "rules"
GAMES = sorted(p for p in RULES.iterdir() if (p / "en.md").is_file() and (p / "fr.md").is_file())
TABLE_RULES = re.compile(r"^## (?:Table rules|Règles de table)\s*$", re.MULTILINE)
ITEM = re.compile(r"^(\s*)(?:\d+\.|[-*]) ")


@dataclass(frozen=True)
class Shape:
    headings: tuple[int, ...]  # levels, in order
    figures: tuple[str, ...]  # image files, in order
    table_rules: int  # items in the Table rules section
    tables: int
    items: tuple[int, ...]  # list items per section

    @staticmethod
    def of(text: str) -> Shape:
        lines = text.splitlines()
        headings = tuple(len(m.group(1)) for line in lines if (m := re.match(r"^(#+) ", line)))
        figures = tuple(re.findall(r"!\[[^\]]*\]\(([^)\s]+)", text))
        tables = sum(1 for line in lines if re.fullmatch(r"\|[-| :]+\|\s*", line))
        items: list[int] = [0]
        in_list = False
        for before, line in zip(["", *lines], lines, strict=False):
            if line.startswith("#"):
                items.append(0)
                in_list = False
                continue
            # A list starts after a blank line (a "2012." inside a paragraph is no item).
            if ITEM.match(line) and (in_list or not before.strip()):
                items[-1] += 1
                in_list = True
            elif not line.strip():
                continue
            elif not line.startswith((" ", "\t")):
                in_list = False
        parts = TABLE_RULES.split(text)
        table_rules = (
            sum(1 for line in parts[1].splitlines() if re.match(r"^[-*] ", line))
            if len(parts) == 2
            else -1
        )
        return Shape(headings, figures, table_rules, tables, tuple(items))


@pytest.mark.parametrize("game", GAMES, ids=lambda p: p.name)
def test_english_and_french_texts_have_the_same_shape(game: Path) -> None:
    en = Shape.of((game / "en.md").read_text(encoding="utf-8"))
    fr = Shape.of((game / "fr.md").read_text(encoding="utf-8"))
    assert en.table_rules > 0, "the English text has no Table rules"
    for field in ("headings", "figures", "table_rules", "tables", "items"):
        ours, theirs = getattr(en, field), getattr(fr, field)
        assert ours == theirs, f"{game.name}: {field} differ: English {ours}, French {theirs}"


def test_the_shape_sees_a_missing_clause() -> None:
    text = "# T\n\n## A\n\n- one\n- two\n\n![x](figures/x.png)\n\n## Table rules\n\n- a\n- b\n"
    shape = Shape.of(text)
    assert shape.items == (0, 0, 2, 2) and shape.figures == ("figures/x.png",)
    assert shape.table_rules == 2
    assert Shape.of(text.replace("- two\n", "")) != shape
    assert Shape.of(text.replace("\n![x](figures/x.png)\n", "")) != shape
    assert Shape.of("Born in\n2012. Then...\n").items == (0,)


@pytest.mark.parametrize(
    "path",
    [g / f"{lang}.md" for g in GAMES for lang in ("en", "fr")],
    ids=lambda p: f"{p.parent.name}-{p.stem}",
)
def test_every_figure_stands_in_a_paragraph_of_its_own(path: Path) -> None:
    """A picture glued to a list item or led by a stray space renders inside
    the text around it."""
    lines = path.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines):
        if "![" not in line:
            continue
        where = f"{path.parent.name}/{path.name} line {number + 1}"
        assert line.startswith("!["), f"{where}: the picture does not start its line"
        assert number == 0 or not lines[number - 1].strip(), f"{where}: no blank line before"
        assert number + 1 == len(lines) or not lines[number + 1].strip(), (
            f"{where}: no blank line after"
        )
