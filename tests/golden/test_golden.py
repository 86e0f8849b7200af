"""The golden playthroughs are what the code plays now (see make.py).

The bot's choices are most of the time (a search at each asked position), so
the always-run test asks it at one position in three of the file's and checks
every other line whole; ``-m slow`` asks it at every one.
"""

from __future__ import annotations

import difflib
import re

import pytest

from tests.golden.make import BOT_EVERY, SEED, Playthrough, playthroughs, render

BOT_LINE = re.compile(r"bot \S+ \(seed (\d+)\): ")


def without_bot_lines(text: str, bot_every: int) -> str:
    """The golden text as ``render(..., bot_every=bot_every)`` writes it: the
    bot lines of the plies it does not ask about left out."""
    kept = []
    for line in text.splitlines(keepends=True):
        found = BOT_LINE.match(line)
        if found and (int(found.group(1)) - SEED) % bot_every:
            continue
        kept.append(line)
    return "".join(kept)


def check(item: Playthrough, bot_every: int) -> None:
    assert item.path.exists(), (
        f"no golden file {item.path.name}: write it with "
        f".venv/bin/python -m tests.golden.make {item.key}"
    )
    expected = without_bot_lines(item.path.read_text(encoding="utf-8"), bot_every)
    actual = render(item, bot_every=bot_every)
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True),
                actual.splitlines(keepends=True),
                f"tests/golden/{item.path.name} (committed)",
                f"tests/golden/{item.path.name} (the code now)",
                n=2,
            )
        )
        pytest.fail(
            f"the playthrough {item.name} changed:\n{diff}\n"
            "If the change is intended, write the files again and commit them with it:\n"
            f"  .venv/bin/python -m tests.golden.make {item.key} && git diff tests/golden",
            pytrace=False,
        )


@pytest.mark.parametrize("item", playthroughs(), ids=lambda item: item.name)
def test_playthrough_is_unchanged(item: Playthrough) -> None:
    check(item, 3 * BOT_EVERY)


@pytest.mark.slow
@pytest.mark.parametrize("item", playthroughs(), ids=lambda item: item.name)
def test_playthrough_is_unchanged_with_every_bot_choice(item: Playthrough) -> None:
    check(item, BOT_EVERY)


def test_the_bot_lines_left_out_are_those_of_the_plies_not_asked() -> None:
    text = (
        "start: x\nbot medium (seed 2026): a\nply 1: b\n"
        "bot medium (seed 2032): c\nply 7: d\nbot medium (seed 2038): e\n"
    )
    assert without_bot_lines(text, 12) == (
        "start: x\nbot medium (seed 2026): a\nply 1: b\nply 7: d\nbot medium (seed 2038): e\n"
    )
    assert without_bot_lines(text, BOT_EVERY) == text


def test_every_file_is_a_playthrough() -> None:
    from tests.golden.make import HERE

    names = {item.path.name for item in playthroughs()}
    assert {path.name for path in HERE.glob("*.txt")} <= names
