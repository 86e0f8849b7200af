"""French typography: a no-break space (never an ordinary one, which lets a
line break before the mark) before : ; ! ? and », and after «, in every
French rules text and every French translation of the interface."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
RULES = sorted((REPO / "resources" / "rules").glob("*/fr.md"))
TS = REPO / "translations" / "boardroom_fr.ts"
BAD = re.compile(r"[ \t][:;!?»]|«[ \t]")
CODE = re.compile(r"`[^`]*`")


def faults(text: str) -> list[str]:
    """Each place an ordinary space stands where a no-break one belongs."""
    out = []
    for line in text.splitlines():
        plain = CODE.sub("", line)  # notation in code spans is not prose
        out += [plain[max(0, m.start() - 20) : m.end() + 5] for m in BAD.finditer(plain)]
    return out


@pytest.mark.parametrize("path", RULES, ids=lambda p: p.parent.name)
def test_french_rules_texts_use_no_break_spaces(path: Path) -> None:
    assert not faults(path.read_text(encoding="utf-8"))


def test_french_translations_use_no_break_spaces() -> None:
    text = TS.read_text(encoding="utf-8")
    translations = [
        html.unescape(t) for t in re.findall(r"<translation[^>]*>(.*?)</translation>", text, re.S)
    ]
    assert translations
    assert [f for t in translations for f in faults(t)] == []


def test_the_check_sees_an_ordinary_space() -> None:
    assert len(faults("Attention : le Roi !")) == 2
    assert faults("« Bonjour »") != []
    assert faults("Attention\u00a0: `a :b` «\u00a0oui\u00a0»") == []
