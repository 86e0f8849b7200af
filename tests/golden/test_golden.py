"""The golden playthroughs are what the code plays now (see make.py)."""

from __future__ import annotations

import difflib

import pytest

from tests.golden.make import Playthrough, playthroughs, render


@pytest.mark.parametrize("item", playthroughs(), ids=lambda item: item.name)
def test_playthrough_is_unchanged(item: Playthrough) -> None:
    assert item.path.exists(), (
        f"no golden file {item.path.name}: write it with "
        f".venv/bin/python -m tests.golden.make {item.key}"
    )
    expected = item.path.read_text(encoding="utf-8")
    actual = render(item)
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


def test_every_file_is_a_playthrough() -> None:
    from tests.golden.make import HERE

    names = {item.path.name for item in playthroughs()}
    assert {path.name for path in HERE.glob("*.txt")} <= names
