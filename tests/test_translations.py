"""Every visible string has a French translation, and the shipped .qm files
are current with the .ts files."""

from __future__ import annotations

import difflib
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "translations"
QM = ROOT / "boardroom" / "i18n"


def _messages(ts: Path) -> list[ET.Element]:
    return list(ET.parse(ts).getroot().iter("message"))


def _tool(name: str) -> str:
    # Beside the interpreter first: a venv's tools are not on PATH when the
    # tests run as .venv/bin/python -m pytest (the README's command).
    beside = Path(sys.executable).parent / name
    path = str(beside) if beside.is_file() else shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (it comes with PySide6-Essentials)")
    return path


def test_every_string_has_a_french_translation() -> None:
    missing = []
    for message in _messages(TS / "boardroom_fr.ts"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(
            f and f.strip() for f in forms
        ):
            missing.append(source)
    assert not missing, f"{len(missing)} strings lack French: {missing[:10]}"


def test_placeholders_survive_translation() -> None:
    for message in _messages(TS / "boardroom_fr.ts"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for i in range(10):
            if f"{{{i}}}" in source:
                assert all(f"{{{i}}}" in f for f in forms), source
        if "%n" in source:
            assert all("%n" in f for f in forms), source


def test_english_plurals_are_filled() -> None:
    for message in _messages(TS / "boardroom_en.ts"):
        if message.get("numerus") == "yes":
            forms = [f.text for f in message.iter("numerusform")]
            assert len(forms) == 2 and all(forms), message.findtext("source")


@pytest.mark.slow
def test_ts_files_hold_every_string_of_the_code(tmp_path: Path) -> None:
    """Under -m slow: the always-run update.sh --check below fails too when
    a string of the code is missing from either .ts file (its lupdate would
    add it); this one names the strings. One lupdate run less in the fast run."""
    lupdate = _tool("pyside6-lupdate")
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [
            lupdate,
            "-extensions",
            "py",
            "-no-obsolete",
            "-locations",
            "none",
            str(ROOT / "boardroom"),
            "-ts",
            str(fresh),
        ],
        check=True,
        capture_output=True,
    )

    def sources(ts: Path) -> set[tuple[str, str]]:
        out = set()
        for context in ET.parse(ts).getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                out.add((name, message.findtext("source") or ""))
        return out

    in_code = sources(fresh)
    in_ts = sources(TS / "boardroom_fr.ts")
    assert in_code - in_ts == set(), "run translations/update.sh and translate the new strings"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_shipped_qm_is_current(lang: str, tmp_path: Path) -> None:
    lrelease = _tool("pyside6-lrelease")
    out = tmp_path / f"boardroom_{lang}.qm"
    subprocess.run(
        [lrelease, "-silent", str(TS / f"boardroom_{lang}.ts"), "-qm", str(out)],
        check=True,
        capture_output=True,
    )
    assert out.read_bytes() == (QM / f"boardroom_{lang}.qm").read_bytes(), (
        "run translations/compile.sh"
    )


# --- an update changes only what it must -------------------------------------------


def _run(script: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """A translations script with the tools of the running interpreter's venv."""
    _tool("pyside6-lupdate")
    env = {k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"}
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    return subprocess.run(
        ["bash", str(script), *args], env=env, capture_output=True, text=True, timeout=120
    )


def _repository_copy(tmp_path: Path) -> Path:
    """translations/ and the package's Python files copied, so files may be
    added (lupdate follows no links) and the .qm files written."""
    root = tmp_path / "repo"
    shutil.copytree(TS, root / "translations")
    shutil.copytree(
        ROOT / "boardroom",
        root / "boardroom",
        ignore=lambda folder, names: [n for n in names if not n.endswith(".py") and "." in n],
    )
    return root


def test_an_update_would_change_nothing_in_the_committed_files() -> None:
    """The .ts files are as update.sh leaves them (lupdate's own entity style,
    no string missing or left over), so the next update's diff is its own
    strings only. After filling translations by hand, run update.sh again."""
    result = _run(TS / "update.sh", "--check")
    assert result.returncode == 0, result.stderr


def test_an_update_adds_the_new_strings_and_nothing_else(tmp_path: Path) -> None:
    root = _repository_copy(tmp_path)
    (root / "boardroom" / "zz_new.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n\n"
        'QCoreApplication.translate("ZzNew", "A string nobody wrote: l\'été « ici »")\n',
        encoding="utf-8",
    )
    result = _run(root / "translations" / "update.sh")
    assert result.returncode == 0, result.stderr
    before = (TS / "boardroom_fr.ts").read_text(encoding="utf-8").splitlines()
    after = (root / "translations" / "boardroom_fr.ts").read_text(encoding="utf-8").splitlines()
    changed = [
        line
        for line in difflib.unified_diff(before, after, lineterm="", n=0)
        if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]
    assert changed == [
        "+<context>",
        "+    <name>ZzNew</name>",
        "+    <message>",
        "+        <source>A string nobody wrote: l&apos;été « ici »</source>",
        '+        <translation type="unfinished"></translation>',
        "+    </message>",
        "+</context>",
    ]


def test_the_check_sees_a_hand_edited_file(tmp_path: Path) -> None:
    root = _repository_copy(tmp_path)
    ts = root / "translations" / "boardroom_fr.ts"
    text = ts.read_text(encoding="utf-8")
    assert "&apos;" in text and "&#xa0;" in text
    ts.write_text(text.replace("&#xa0;", "\u00a0", 1), encoding="utf-8")
    result = _run(root / "translations" / "update.sh", "--check")
    assert result.returncode == 1
    assert "boardroom_fr.ts is not as translations/update.sh leaves it" in result.stderr
    assert ts.read_text(encoding="utf-8") != text  # --check changed nothing
    # Compiling (as after translating by hand) puts it right.
    result = _run(root / "translations" / "compile.sh")
    assert result.returncode == 0 and ts.read_text(encoding="utf-8") == text
    assert (root / "boardroom" / "i18n" / "boardroom_fr.qm").is_file()
