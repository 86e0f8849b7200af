"""The repository's top level is fixed (the design card): the package, its
resources and translations, the tests, the packaging, the benchmarks and the
docs. A script goes in one of these (a measurement in benchmarks/, a script
that draws the docs' pictures in docs/), never in a new top-level folder."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FOLDERS = {"boardroom", "resources", "translations", "tests", "packaging", "benchmarks", "docs"}
HIDDEN = {".ci"}  # the CI's configuration
FILES = {"pyproject.toml", "setup.py", "README.md", ".gitignore"}


def tracked_top_level() -> set[str]:
    """The first part of every path git tracks (what a checkout holds)."""
    if not (REPO / ".git").exists():
        pytest.skip("not a git checkout (an sdist holds only the package)")
    done = subprocess.run(
        ["git", "ls-files", "-z"], cwd=REPO, capture_output=True, text=True, check=True
    )
    return {path.split("/", 1)[0] for path in done.stdout.split("\0") if path}


def test_no_other_top_level_folder_or_file() -> None:
    assert tracked_top_level() <= FOLDERS | HIDDEN | FILES


def test_the_scripts_that_left_tools_are_where_the_docs_say() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    for command, path in (
        ("python docs/couch_shots.py", "docs/couch_shots.py"),
        ("python docs/window_shots.py", "docs/window_shots.py"),
        ("python -m benchmarks.seat_colours", "benchmarks/seat_colours.py"),
    ):
        assert command in readme and (REPO / path).is_file()
    assert "tools/" not in readme
