"""Write the lists of games that live outside the games' folders: the README's
table, the desktop entry's keywords and the AppStream file's list, keywords
and screenshots. Each is made from the registry (menu order, titles) and each
game's ``resources/about/<key>/about.json`` (see ``resources/about/README.md``),
and written between two marker lines that say so; the rest of each file is
left as it is.

    python packaging/generate.py           write the files
    python packaging/generate.py --check   list the files that differ, exit 1 if any

``tests/test_one_place.py`` fails when a committed file differs from what this
writes.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script from a checkout

from boardroom import APP_ID  # noqa: E402
from boardroom.engine.registry import all_games  # noqa: E402

ABOUT = ROOT / "resources" / "about"
README = ROOT / "README.md"
DESKTOP = ROOT / "packaging" / f"{APP_ID}.desktop"
METAINFO = ROOT / "packaging" / f"{APP_ID}.metainfo.xml"
IMAGES = "https://raw.githubusercontent.com/boardroom/boardroom/main/"
# The desktop entry's own keywords, before the games' titles and theirs.
KEYWORDS = {
    "en": ["board", "game", "abstract", "strategy"],
    "fr": ["plateau", "jeu", "abstrait", "stratégie"],
}


def games() -> Iterator[tuple[str, dict[str, Any]]]:
    """(title, about) of every registered game, in menu order."""
    for cls in all_games():
        path = ABOUT / cls.spec.key / "about.json"
        about = json.loads(path.read_text(encoding="utf-8"))
        yield cls.spec.title, about


def readme_table() -> list[str]:
    lines = ["", "| game | status |", "|---|---|"]
    for title, about in games():
        lines.append(f"| **{title}** {about['readme']['game']} | {about['readme']['status']} |")
    return [*lines, ""]  # blank lines: the markers are no part of the table


def desktop_keywords() -> list[str]:
    lines = []
    for language, key in (("en", "Keywords"), ("fr", "Keywords[fr]")):
        words = list(KEYWORDS[language])
        for title, about in games():
            words += [title, *about.get("keywords", {}).get(language, [])]
        unique = list(dict.fromkeys(words))
        lines.append(f"{key}={';'.join(unique)};")
    return lines


def appstream_list() -> list[str]:
    return [f"<li>{escape(title)}: {escape(about['appstream'])}</li>" for title, about in games()]


def appstream_keywords() -> list[str]:
    return [f"<keyword>{escape(title)}</keyword>" for title, _ in games()]


def appstream_screenshots() -> list[str]:
    lines = []
    for _, about in games():
        for shot in about.get("screenshots", []):
            kind = ' type="default"' if not lines else ""
            lines += [
                f"<screenshot{kind}>",
                f"  <caption>{escape(shot['caption'])}</caption>",
                f"  <image>{escape(IMAGES + shot['image'])}</image>",
                "</screenshot>",
            ]
    return lines


# (file, section name) -> its lines; the markers carry the section's name.
SECTIONS: dict[tuple[Path, str], Callable[[], list[str]]] = {
    (README, "game table"): readme_table,
    (DESKTOP, "keywords"): desktop_keywords,
    (METAINFO, "game list"): appstream_list,
    (METAINFO, "game keywords"): appstream_keywords,
    (METAINFO, "game screenshots"): appstream_screenshots,
}


def markers(path: Path, name: str) -> tuple[str, str]:
    """The begin and end marker of a section, as the file's syntax has comments."""
    if path.suffix == ".desktop":
        return f"# generated: {name} (packaging/generate.py)", f"# end: {name}"
    return f"<!-- generated: {name} (packaging/generate.py) -->", f"<!-- end: {name} -->"


def fill(text: str, path: Path, name: str, lines: list[str]) -> str:
    """``text`` with the section ``name`` written anew, indented as its marker."""
    begin, end = markers(path, name)
    pattern = re.compile(
        rf"^([ \t]*){re.escape(begin)}\n.*?^[ \t]*{re.escape(end)}$", re.MULTILINE | re.DOTALL
    )
    found = pattern.search(text)
    if found is None:
        raise SystemExit(f"{path.name}: no section marked '{begin}' ... '{end}'")
    indent = found.group(1)
    body = [indent + begin, *(indent + line if line else "" for line in lines), indent + end]
    return text[: found.start()] + "\n".join(body) + text[found.end() :]


def generated() -> dict[Path, str]:
    """Every file as this script would write it."""
    out: dict[Path, str] = {}
    for (path, name), make in SECTIONS.items():
        text = out.get(path) or path.read_text(encoding="utf-8")
        out[path] = fill(text, path, name, make())
    return out


def main(argv: list[str]) -> int:
    differ = []
    for path, text in generated().items():
        if path.read_text(encoding="utf-8") != text:
            differ.append(path)
            if "--check" not in argv:
                path.write_text(text, encoding="utf-8")
    for path in differ:
        verb = "differs" if "--check" in argv else "written"
        print(f"{path.relative_to(ROOT)} {verb}")
    return 1 if differ and "--check" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
