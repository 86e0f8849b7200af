"""The README's test command (which .ci/run runs) uses every core and ends
on pytest's summary line ("N passed"): nothing there or in pytest's own
options makes it quiet, and the slow tests are left to ``-m slow``."""

from __future__ import annotations

import shlex
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUIET = ("-q", "--quiet", "-qq", "--no-summary")


def readme_command() -> list[str]:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    start = lines.index("<!-- test-command -->")
    after = lines[start + 1 :]
    command = next(line for line in after if line.strip() and not line.startswith("```"))
    return shlex.split(command.split("&&")[-1])


def addopts() -> list[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return shlex.split(config["tool"]["pytest"]["ini_options"]["addopts"])


def test_the_command_runs_pytest_on_every_core() -> None:
    words = readme_command()
    assert words[1:3] == ["-m", "pytest"], words
    assert words[words.index("-n") + 1] == "auto"


def test_the_summary_line_is_shown() -> None:
    for words in (readme_command(), addopts()):
        assert not set(words) & set(QUIET), words


def test_the_slow_tests_are_left_out_by_default() -> None:
    options = addopts()
    assert options[options.index("-m") + 1] == "not slow"
