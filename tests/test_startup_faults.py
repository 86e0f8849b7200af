"""Start-up under faults, as a person starts the app: no display at all, a
picture asked of a bad file, a data folder that cannot be made."""

from __future__ import annotations

from pathlib import Path

from tests.test_syslibs import run_app


def test_no_display_is_said_before_qt_starts(tmp_path: Path) -> None:
    done = run_app(
        "code = main([])\nprint(code, 'PySide6' in sys.modules)",
        XDG_CONFIG_HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path),
        LANG="C",
    )
    assert done.stdout.split() == ["3", "False"], done.stderr
    assert "no display found" in done.stderr and "--screenshot" in done.stderr
    assert len(done.stderr.strip().splitlines()) <= 3


def test_no_display_is_said_in_french_for_a_french_player(tmp_path: Path) -> None:
    done = run_app(
        "sys.exit(main(['--lang', 'fr']))",
        XDG_CONFIG_HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path),
    )
    assert done.returncode == 3
    assert "aucun écran trouvé" in done.stderr and "--screenshot" in done.stderr


def test_a_picture_of_a_bad_file_prints_why_and_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.boardroom"
    bad.write_text('{"format": "boardroom-game", "version": 1, "game": ', encoding="utf-8")
    target = tmp_path / "x.png"
    done = run_app(
        f"sys.exit(main(['--screenshot', {str(target)!r}, {str(bad)!r}]))",
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path),
        XDG_DATA_HOME=str(tmp_path),
    )  # before: it waited for someone to close an error dialog no one could see
    assert done.returncode == 2, done.stderr
    assert "bad.boardroom" in done.stderr and not target.exists()


def test_a_data_folder_that_cannot_be_made_still_starts(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    target = tmp_path / "x.png"
    done = run_app(
        f"sys.exit(main(['--screenshot', {str(target)!r}]))",
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "a-file" / "data"),
    )
    assert done.returncode == 0, done.stderr
    assert target.is_file()
