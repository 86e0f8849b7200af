"""Desktop integration files and the PyInstaller spec: valid, and all using
the one application id."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from boardroom import APP_ID

REPO = Path(__file__).resolve().parents[1]
PACKAGING = REPO / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
MIME = PACKAGING / f"{APP_ID}.mime.xml"
ICON = REPO / "resources" / "icons" / f"{APP_ID}.svg"
INSTALL = PACKAGING / "install-desktop-files.sh"
SPEC = PACKAGING / "boardroom.spec"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
SAVE_TYPE = "application/x-boardroom-game"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(
            f"{tool} is not installed (Debian: apt-get install desktop-file-utils "
            "appstream shared-mime-info)"
        )
    return path


# --- one id everywhere --------------------------------------------------------


def test_files_are_named_for_the_app_id() -> None:
    for path in (DESKTOP, METAINFO, MIME, ICON):
        assert path.is_file(), f"missing {path.relative_to(REPO)}"


def test_desktop_entry_uses_the_app_id() -> None:
    entry = desktop_entry()
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == "boardroom %f"
    assert entry["Categories"].split(";")[:2] == ["Game", "BoardGame"]
    assert SAVE_TYPE in entry["MimeType"].split(";")
    assert entry["Name[fr]"] and entry["Comment[fr]"] != entry["Comment"]


def test_metainfo_uses_the_app_id() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("provides/mediatype") == SAVE_TYPE
    assert root.findtext("provides/binary") == "boardroom"
    assert root.find("content_rating") is not None
    version = __import__("boardroom").__version__
    assert version in [r.get("version") for r in root.iter("release")], (
        "add a <release> for the package version"
    )


def test_mime_type_matches_desktop_entry_and_icon() -> None:
    root = ET.parse(MIME).getroot()
    (mime_type,) = root.findall(f"{MIME_NS}mime-type")
    assert mime_type.get("type") == SAVE_TYPE
    globs = [g.get("pattern") for g in mime_type.findall(f"{MIME_NS}glob")]
    assert globs == ["*.boardroom"]
    icon = mime_type.find(f"{MIME_NS}icon")
    assert icon is not None and icon.get("name") == APP_ID


# --- the validators -------------------------------------------------------------


def test_desktop_file_validates() -> None:
    tool = need("desktop-file-validate")
    result = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_validates() -> None:
    tool = need("appstreamcli")
    # --strict: any warning or info fails; pedantic hints (the id's capital
    # letter, which the reverse-DNS name needs) do not.
    result = subprocess.run(
        [tool, "validate", "--no-net", "--strict", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_install_script_is_idempotent_and_reversible(tmp_path: Path) -> None:
    need("sh")
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    installed = {
        DESKTOP: data / "applications" / DESKTOP.name,
        METAINFO: data / "metainfo" / METAINFO.name,
        MIME: data / "mime" / "packages" / f"{APP_ID}.xml",
        ICON: data / "icons" / "hicolor" / "scalable" / "apps" / ICON.name,
    }
    for _ in range(2):
        result = subprocess.run(["sh", str(INSTALL)], env=env, capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
        for source, target in installed.items():
            assert target.read_bytes() == source.read_bytes()
    if shutil.which("update-mime-database"):
        globs = (data / "mime" / "globs2").read_text(encoding="utf-8")
        assert f"{SAVE_TYPE}:*.boardroom" in globs
    result = subprocess.run(
        ["sh", str(INSTALL), "--uninstall"], env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert not any(target.exists() for target in installed.values())
    assert not list(tmp_path.glob("**/*oardroom*"))


# --- the icon -------------------------------------------------------------------


@pytest.mark.parametrize("size", [32, 256])
def test_icon_renders(qapp: Any, size: int) -> None:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ICON))
    assert renderer.isValid()
    view = renderer.viewBoxF()
    assert view.width() == view.height(), "an app icon is square"
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    pixels = [image.pixelColor(x, y) for x in range(size) for y in range(size)]
    covered = sum(1 for c in pixels if c.alpha() > 0)
    assert covered > 0.5 * size * size, "the icon should fill most of its square"
    colours = {c.rgb() for c in pixels if c.alpha() == 255}
    assert len(colours) > 8, "the icon should not be a flat shape"


# --- the bundle spec ------------------------------------------------------------


class _Recorder:
    """Stands in for PyInstaller's build targets and keeps their arguments."""

    calls: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {}

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls[self.kind] = (args, kwargs)
        return type("Target", (), {"pure": [], "scripts": [], "binaries": [], "datas": []})()


def test_spec_bundles_the_package_data() -> None:
    """Run the spec with recording stand-ins: checks what it would build
    without a 30-second, 200 MB PyInstaller run."""
    pytest.importorskip("PyInstaller")
    _Recorder.calls = {}
    namespace: dict[str, Any] = {"SPECPATH": str(PACKAGING), "__file__": str(SPEC)}
    namespace.update({kind: _Recorder(kind) for kind in ("Analysis", "PYZ", "EXE", "COLLECT")})
    saved_path = list(sys.path)  # the spec puts the checkout first on sys.path
    try:
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    finally:
        sys.path[:] = saved_path
    (scripts,), analysis = _Recorder.calls["Analysis"]
    (entry,) = scripts
    assert Path(entry) == PACKAGING / "launch.py" or "BOARDROOM_ENTRY" in os.environ
    assert "from boardroom.app import main" in (PACKAGING / "launch.py").read_text()
    assert "pyqtgraph" in analysis["hiddenimports"]
    assert "boardroom.games.onager" in analysis["hiddenimports"]
    assert "PySide6.QtQml" in analysis["excludes"]
    assert "PySide6.QtOpenGL" not in analysis["excludes"]  # pyqtgraph's curves need it
    bundled = {(Path(dest) / Path(src).name).as_posix() for src, dest in analysis["datas"]}
    assert "boardroom/data/rules/onager/en.md" in bundled
    assert "boardroom/data/rules/onager/fr.md" in bundled
    assert f"boardroom/data/icons/{APP_ID}.svg" in bundled
    for qm in (REPO / "boardroom" / "i18n").glob("*.qm"):
        assert f"boardroom/i18n/{qm.name}" in bundled
    assert _Recorder.calls["EXE"][1]["name"] == "boardroom"
    assert _Recorder.calls["COLLECT"][1]["name"] == "boardroom"


def test_every_resource_file_ships_in_the_package() -> None:
    """pip installs only files the package-data globs name: a figure list or an
    art file left out would be missing from an installed app, not from a checkout."""
    import fnmatch
    import tomllib

    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    globs = config["tool"]["setuptools"]["package-data"]["boardroom.data"]
    resources = REPO / "resources"
    for path in resources.rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts:
            name = path.relative_to(resources).as_posix()
            assert any(
                fnmatch.fnmatch(name, g) or fnmatch.fnmatch(name, g.removeprefix("**/"))
                for g in globs
            ), f"resources/{name} is not in package-data"


def test_every_code_folder_is_a_package_that_setup_finds() -> None:
    """setup.py finds packages by their __init__.py: a folder of modules
    without one would be missing from an installed app, not from a checkout."""
    from setuptools import find_packages

    found = set(find_packages(str(REPO), include=["boardroom", "boardroom.*"]))
    for folder in (REPO / "boardroom").rglob("*"):
        if folder.is_dir() and any(folder.glob("*.py")):
            name = folder.relative_to(REPO).as_posix().replace("/", ".")
            assert name in found, f"{name} has modules but no __init__.py"
    assert {"boardroom.ui.games.onager", "boardroom.ui.scenes", "boardroom.bots"} <= found


# --- what the desktop files say --------------------------------------------------


def test_every_game_is_named_in_the_desktop_files() -> None:
    from boardroom.engine.registry import all_games

    root = ET.parse(METAINFO).getroot()
    found = root.find("description")
    assert found is not None
    description = " ".join(found.itertext())
    keywords = desktop_entry()["Keywords"].split(";")
    for cls in all_games():
        title = cls.spec.title
        assert title in description, f"{title} is not described in the metainfo"
        assert title in keywords, f"{title} is not a keyword of the desktop entry"
        assert title in [k.text for k in root.iter("keyword")]


def test_the_readme_screenshots_are_listed_in_the_metainfo() -> None:
    import re

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    shown = set(re.findall(r"\(docs/(screenshot-[a-z0-9-]+-en\.png)\)", readme))
    listed = {Path(i.text or "").name for i in ET.parse(METAINFO).getroot().iter("image")}
    assert shown and shown <= listed


def _fake_bundle(tmp_path: Path) -> Path:
    """A bundle folder as build-bundle.sh leaves it, with a stand-in executable."""
    bundle = tmp_path / "my games" / "boardroom"
    bundle.mkdir(parents=True)
    result = subprocess.run(
        ["sh", str(PACKAGING / "bundle-desktop-files.sh"), str(bundle)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    program = bundle / "boardroom"
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(0o755)
    return bundle


def _exec_line(data: Path) -> str:
    text = (data / "applications" / DESKTOP.name).read_text(encoding="utf-8")
    return next(line for line in text.splitlines() if line.startswith("Exec="))


def test_the_menu_entry_starts_the_bundle_it_was_installed_from(tmp_path: Path) -> None:
    need("sh")
    bundle = _fake_bundle(tmp_path)
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    result = subprocess.run(
        ["sh", str(bundle / "install-desktop-files.sh")], env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert _exec_line(data) == f'Exec="{bundle}/boardroom" %f'
    assert (
        data / "icons" / "hicolor" / "scalable" / "apps" / ICON.name
    ).read_bytes() == ICON.read_bytes()
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(
            ["desktop-file-validate", str(data / "applications" / DESKTOP.name)],
            capture_output=True,
            text=True,
        )
        assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout


def test_the_menu_entry_may_name_its_program(tmp_path: Path) -> None:
    need("sh")
    data = tmp_path / "share"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    program = tmp_path / "some where" / "boardroom"
    program.parent.mkdir()
    result = subprocess.run(
        ["sh", str(INSTALL), "--exec", str(program)], env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert _exec_line(data) == f'Exec="{program}" %f'
    result = subprocess.run(
        ["sh", str(INSTALL), "--exec", str(tmp_path / "a$b")],
        env=env,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2 and "cannot write" in result.stderr
    result = subprocess.run(["sh", str(INSTALL), "--exec"], env=env, capture_output=True, text=True)
    assert result.returncode == 2 and "usage" in result.stderr
