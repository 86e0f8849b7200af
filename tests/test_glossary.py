"""The French glossary (translations/GLOSSARY.md) holds: no French text of the
interface or the rules uses a form it rules out."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
GLOSSARY = REPO / "translations" / "GLOSSARY.md"
TS = REPO / "translations" / "boardroom_fr.ts"
RULES = sorted((REPO / "resources" / "rules").glob("*/fr.md"))


def ruled_out() -> dict[str, str]:
    """Each form never to use -> the glossary's French term for it."""
    out: dict[str, str] = {}
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("English", "") or set(cells[0]) <= {"-"}:
            continue
        for form in cells[2].split(", "):
            out[form] = cells[1]
    return out


def pattern(form: str) -> re.Pattern[str]:
    variants = {form, form[:1].upper() + form[1:]}
    body = "|".join(re.escape(v) for v in sorted(variants))
    edge = r"(?<![\w-])" if form[:1].isalnum() else ""
    end = r"(?![\w-])" if form[-1:].isalnum() else ""
    return re.compile(f"{edge}(?:{body}){end}")


def french_texts() -> dict[str, str]:
    ts = TS.read_text(encoding="utf-8")
    texts = {
        "interface": "\n".join(
            html.unescape(t) for t in re.findall(r"<translation[^>]*>(.*?)</translation>", ts, re.S)
        )
    }
    texts.update({f"rules/{p.parent.name}": p.read_text(encoding="utf-8") for p in RULES})
    return texts


def test_the_glossary_rules_out_the_known_pitfalls() -> None:
    forms = ruled_out()
    assert {"bot", "le nul", "siège", "engager", "’"} <= set(forms)


@pytest.mark.parametrize("name", sorted(french_texts()))
def test_french_texts_follow_the_glossary(name: str) -> None:
    text = french_texts()[name]
    found = {form: term for form, term in ruled_out().items() if pattern(form).search(text)}
    assert not found, f"{name}: use the glossary's words: " + "; ".join(
        f"'{form}' -> '{term}'" for form, term in found.items()
    )


def test_the_check_knows_a_word_from_part_of_another() -> None:
    assert pattern("bot").search("Le bot joue") and pattern("bot").search("Bot facile")
    assert not pattern("bot").search("robot") and not pattern("bot").search("botte")
    assert pattern("dé de difficulté").search("un dé de difficulté")
    assert not pattern("dé de difficulté").search("un dé de Difficulté")
    assert not pattern("le nul").search("le nulle")
