"""Rival's rules text says what the engine does: the kill matrix tables in
both languages, and the figures' positions match their captions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from boardroom.games.rival import RivalGame
from boardroom.games.rival.board import BOARD
from boardroom.games.rival.pieces import ASHIGARU, KILLS, NINJA, SAMURAI, SHOGUN
from boardroom.games.rival.surrender import must_surrender
from tests.games.rival.helpers import legal, targets

RULES = Path(__file__).resolve().parents[3] / "resources" / "rules" / "rival"
KINDS = {
    "Shogun": SHOGUN,
    "Samurai": SAMURAI,
    "Samouraï": SAMURAI,
    "Ashigaru": ASHIGARU,
    "Ninja": NINJA,
}
WORDS = {"yes": True, "no": False, "oui": True, "non": False}


def kill_table(lang: str) -> dict[tuple[int, int], bool]:
    """(attacker, victim) -> "may kill", read from the Markdown table whose
    rows start with a bold troop name."""
    lines = (RULES / f"{lang}.md").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("| **Shogun**"))
    header = [c.strip() for c in lines[start - 2].strip("|").split("|")][1:]
    table = {}
    for line in lines[start : start + 4]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        attacker = KINDS[cells[0].strip("*")]
        for name, word in zip(header, cells[1:], strict=True):
            table[(attacker, KINDS[name])] = WORDS[word]
    return table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_kill_matrix_table_is_the_engines(lang: str) -> None:
    table = kill_table(lang)
    assert len(table) == 16
    assert table == {(a, v): v in KILLS[a] for a in KILLS for v in KILLS}


def _figure(name: str) -> dict[str, str]:
    figures = json.loads((RULES / "figures.json").read_text(encoding="utf-8"))
    entry: dict[str, str] = figures[name]
    return entry


def test_the_move_figure_matches_its_caption() -> None:
    s = RivalGame().state_from_text(_figure("rival-moves.png")["position"])
    assert "F6xG7" in legal(s) and "E6" not in targets(s, "F6")
    assert "D6" not in targets(s, "F6")  # the only way there runs through the Ninja
    paths = s.reachable(BOARD.cell("F6"))[BOARD.cell("G7")]
    assert {BOARD.labels[p[1]] for p in paths} == {"G6", "F7"}


def test_the_surrender_figure_is_a_forced_surrender() -> None:
    s = RivalGame().state_from_text(_figure("rival-surrender.png")["position"])
    assert must_surrender(s, 0)
    outcome = s.outcome()
    assert outcome is not None and outcome.reason == "surrender"
