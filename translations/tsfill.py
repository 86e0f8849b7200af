"""Fill the unfinished messages of a .ts file from other .ts files.

Two branches that each add strings both change the .ts files; after a merge,
run ``translations/update.sh`` on either side's file (new strings come in as
unfinished, gone ones leave), then take the translations the other side made:

    git show OTHER:translations/boardroom_fr.ts > /tmp/other_fr.ts
    python translations/tsfill.py translations/boardroom_fr.ts /tmp/other_fr.ts
    ./translations/compile.sh

Messages match on (context, source, comment), unescaped, so two entity styles
of the same text agree. Only the <translation> element changes: the rest of
the file keeps lupdate's layout, so the diff shows just the filled messages.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>(.*?)</context>", re.S)
MESSAGE = re.compile(r"<message[^>]*>.*?</message>", re.S)
SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
COMMENT = re.compile(r"<comment>(.*?)</comment>", re.S)
TRANSLATION = re.compile(r"<translation[^>]*?(?:/>|>.*?</translation>)", re.S)

Key = tuple[str, str, str]


def _key(context: str, message: str) -> Key | None:
    source = SOURCE.search(message)
    if source is None:
        return None
    comment = COMMENT.search(message)
    return (
        html.unescape(context),
        html.unescape(source.group(1)),
        html.unescape(comment.group(1)) if comment else "",
    )


def _finished(translation: str) -> bool:
    if 'type="unfinished"' in translation or 'type="vanished"' in translation:
        return False
    if 'type="obsolete"' in translation or translation.endswith("/>"):
        return False
    inner = re.sub(r"<[^>]+>", "", translation)
    return bool(inner.strip())


def translations(text: str) -> dict[Key, str]:
    """Every finished translation element of a .ts text, by message key."""
    found: dict[Key, str] = {}
    for context in CONTEXT.finditer(text):
        for message in MESSAGE.finditer(context.group(2)):
            key = _key(context.group(1), message.group(0))
            element = TRANSLATION.search(message.group(0))
            if key is not None and element is not None and _finished(element.group(0)):
                found[key] = element.group(0)
    return found


def fill(target: str, known: dict[Key, str]) -> tuple[str, int]:
    """``target`` with its unfinished translations taken from ``known``."""
    filled = 0

    def context_block(match: re.Match[str]) -> str:
        name = match.group(1)

        def message(m: re.Match[str]) -> str:
            nonlocal filled
            text = m.group(0)
            element = TRANSLATION.search(text)
            key = _key(name, text)
            if element is None or key is None or _finished(element.group(0)):
                return text
            if key not in known:
                return text
            filled += 1
            return text[: element.start()] + known[key] + text[element.end() :]

        return match.group(0).replace(match.group(2), MESSAGE.sub(message, match.group(2)))

    return CONTEXT.sub(context_block, target), filled


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    target = Path(argv[1])
    known: dict[Key, str] = {}
    for other in argv[2:]:
        known.update(translations(Path(other).read_text(encoding="utf-8")))
    text, filled = fill(target.read_text(encoding="utf-8"), known)
    target.write_text(text, encoding="utf-8")
    left = sum(1 for _ in re.finditer(r'type="unfinished"', text))
    print(f"{target}: {filled} filled, {left} still unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
