"""Guard the PySide6 pin (QT-NOTES.md, "The PySide6 pin").

PySide6 6.12.0 on Python 3.11 loses a reference to None on every Qt call that
returns nothing, and the process aborts after a few thousand calls.
"""

import re
import sys
import tomllib
from pathlib import Path

import pytest

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def pyside_requirements() -> list[str]:
    data = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))
    deps: list[str] = data["project"]["dependencies"]
    return [d for d in deps if re.match(r"\s*pyside6", d, re.IGNORECASE)]


def test_pyproject_keeps_the_pin_below_python_3_12() -> None:
    requirements = pyside_requirements()
    old_python = [r for r in requirements if re.search(r"python_version\s*<\s*['\"]3\.12['\"]", r)]
    assert len(old_python) == 1, requirements
    version_part = old_python[0].split(";")[0]
    assert re.search(r"<\s*6\.12(?![\d.])", version_part), old_python[0]
    # Every PySide6 requirement is limited to one side of 3.12, so none of them
    # lets 6.12 in on 3.11.
    for requirement in requirements:
        assert "python_version" in requirement, requirement


def test_no_reference_to_none_leaks_in_void_calls() -> None:
    QtCore = pytest.importorskip("PySide6.QtCore")
    obj = QtCore.QObject()
    obj.setObjectName("warm-up")
    before = sys.getrefcount(None)
    for _ in range(10_000):
        obj.setObjectName("x")
    after = sys.getrefcount(None)
    # A leaky build loses one reference per call: 10,000 here.
    assert before - after < 1000, (
        f"None lost {before - after} references in 10,000 calls: this PySide6 "
        f"({QtCore.__version__}) leaks; keep the pin in pyproject.toml"
    )
