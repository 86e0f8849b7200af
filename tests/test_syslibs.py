"""Before Qt starts, the app names a missing system library and the command
that installs it, instead of Qt's abort (status 134) blaming libxcb-cursor0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from boardroom import syslibs

ROOT = Path(__file__).resolve().parent.parent


def loader(*absent: str, calls: list[str] | None = None):  # type: ignore[no-untyped-def]
    """A stand-in for dlopen: the libraries named in ``absent`` are not there."""

    def load(soname: str) -> None:
        if calls is not None:
            calls.append(soname)
        if soname in absent:
            raise OSError(f"{soname}: cannot open shared object file: No such file or directory")

    return load


def test_a_missing_xcb_library_is_named_with_its_package() -> None:
    lacking = syslibs.missing({"DISPLAY": ":0"}, loader("libxcb-icccm.so.4"))
    assert lacking == {"libxcb-icccm.so.4": "libxcb-icccm4"}
    line = syslibs.message(lacking)
    assert "\n" not in line and "libxcb-icccm.so.4" in line
    assert line.endswith("sudo apt-get install libxcb-icccm4")
    assert "libxcb-cursor" not in line  # not what Qt would blame


def test_several_missing_libraries_make_one_command() -> None:
    lacking = syslibs.missing(
        {"QT_QPA_PLATFORM": "offscreen"},
        loader("libGL.so.1", "libglib-2.0.so.0", "libgthread-2.0.so.0"),
    )
    line = syslibs.message(lacking)
    assert line.endswith("sudo apt-get install libglib2.0-0 libgl1")  # each package once
    assert "libraries libglib-2.0.so.0, libgthread-2.0.so.0, libGL.so.1" in line


@pytest.mark.parametrize(
    "env",
    [
        {"QT_QPA_PLATFORM": "offscreen"},
        {"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"},
        {"QT_QPA_PLATFORM": "minimal", "WAYLAND_DISPLAY": "w"},
    ],
)
def test_offscreen_needs_only_the_offscreen_set(env: dict[str, str]) -> None:
    calls: list[str] = []
    every_xcb_and_wayland = [*syslibs.XCB, *syslibs.WAYLAND]
    assert syslibs.missing(env, loader(*every_xcb_and_wayland, calls=calls)) == {}
    assert calls == list(syslibs.BASE)


def test_the_platform_follows_the_session() -> None:
    xcb_gone = loader("libxcb-cursor.so.0")
    wayland_gone = loader("libwayland-client.so.0")
    assert syslibs.missing({"DISPLAY": ":0"}, xcb_gone) == {"libxcb-cursor.so.0": "libxcb-cursor0"}
    assert syslibs.missing({"QT_QPA_PLATFORM": "xcb"}, xcb_gone)
    assert syslibs.missing({"WAYLAND_DISPLAY": "wayland-0"}, xcb_gone) == {}
    assert syslibs.missing({"WAYLAND_DISPLAY": "wayland-0"}, wayland_gone) == {
        "libwayland-client.so.0": "libwayland-client0"
    }
    # A Wayland session with XWayland: Qt falls back to xcb when Wayland's libraries lack.
    both = {"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0", "XDG_SESSION_TYPE": "wayland"}
    assert syslibs.missing(both, wayland_gone) == {}
    assert syslibs.missing({**both, "XDG_SESSION_TYPE": "x11"}, wayland_gone) == {}
    assert syslibs.missing({**both, "XDG_SESSION_TYPE": "x11"}, xcb_gone)
    assert syslibs.missing({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"}, xcb_gone) == {}
    assert syslibs.missing({}, xcb_gone) == {}  # no display at all: Qt says so itself


def test_the_real_offscreen_check_passes_on_this_machine() -> None:
    assert syslibs.missing({"QT_QPA_PLATFORM": "offscreen"}) == {}
    assert syslibs.check({"QT_QPA_PLATFORM": "offscreen"}) is None


def run_app(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    absent = env.pop("ABSENT", "none")
    environment = {
        k: v
        for k, v in os.environ.items()
        if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")
    }
    environment.update(env, PYTHONPATH=str(ROOT))
    # Every library is there but those whose name starts with ``absent``.
    prelude = (
        "import sys\nimport boardroom.syslibs as s\n"
        "def fake(name):\n"
        "    if name.startswith(sys.argv[1]):\n"
        "        raise OSError(name + ': cannot open shared object file')\n"
        "s._load = fake\nfrom boardroom.app import main\n"
    )
    return subprocess.run(
        [sys.executable, "-c", prelude + code, absent],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environment,
        timeout=120,
    )


def test_the_app_says_which_library_is_missing_before_qt_starts() -> None:
    done = run_app(
        "code = main([])\nprint(code, 'PySide6' in sys.modules)",
        ABSENT="libxcb-cursor",
        DISPLAY=":0",
    )
    assert done.stdout.split() == ["3", "False"], done.stderr
    assert done.stderr == (
        "boardroom: Qt needs the system library libxcb-cursor.so.0, which is "
        "not installed; install it with: sudo apt-get install libxcb-cursor0\n"
    )


def test_a_screenshot_checks_the_offscreen_set_only(tmp_path: Path) -> None:
    target = tmp_path / "shot.png"
    done = run_app(
        f"sys.exit(main(['--screenshot', {str(target)!r}]))",
        ABSENT="libxcb",
        DISPLAY=":0",
        XDG_DATA_HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path),
        XDG_STATE_HOME=str(tmp_path),
    )
    assert done.returncode == 0, done.stderr
    assert target.is_file()


def test_the_readme_set_up_starts_with_the_command_for_every_package() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Set-up on a fresh machine\n", 1)[1]
    first_block = section.split("```sh\n", 1)[1].split("```", 1)[0]
    assert first_block.startswith("sudo apt-get install ")
    named = set(first_block.replace("\\", " ").split())
    essential = {"zlib1g", "libzstd1"}  # on every Debian system
    assert {*syslibs.BASE.values(), *syslibs.XCB.values()} - essential <= named
