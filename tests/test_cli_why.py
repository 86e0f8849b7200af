"""boardroom-cli play on an illegal move: the error line, then the rules' reason."""

from __future__ import annotations

import pytest

from boardroom.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, list[str]]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err.splitlines()


def test_an_illegal_move_is_followed_by_its_reason(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "play", "-g", "dejarik", "-o", "first=seat1", "-m", "set2 set7")
    assert code == 2 and out == ""
    assert err == [
        "boardroom-cli: error: move 2 of 2: 'set7' is not a legal move here",
        "why: no more pieces can be set than the active pile holds (4)",
    ]


def test_a_game_without_reasons_of_its_own_still_says_why(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _out, err = _run(capsys, "play", "-g", "jikaida", "-m", "i3-i9")
    assert code == 2 and len(err) == 2
    assert err[0].startswith("boardroom-cli: error: move 1 of 1: ")
    assert err[1].startswith("why: ") and len(err[1]) > len("why: ")


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "-g", "dejarik", "-m", "dance"],  # not notation: nothing to explain
        ["legal", "-g", "dejarik", "-o", "first=seat1", "-m", "set9"],  # only play explains
    ],
)
def test_other_errors_stay_one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, _out, err = _run(capsys, *argv)
    assert code == 2 and len(err) == 1 and not err[0].startswith("why:")
