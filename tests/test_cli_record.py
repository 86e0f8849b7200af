"""boardroom-cli match --record and stats: the record of games from the command line."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardroom.cli import main
from boardroom.engine.record import open_record
from boardroom.engine.savegame import load_text


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def test_a_match_writes_each_game_and_stats_sums_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "ladder.sqlite")
    for seed in (1, 10):  # two matches add up in one record
        code, out, err = run(
            capsys,
            "match",
            "-g",
            "onager",
            "-o",
            "side=5",
            "--bots",
            "easy,random",
            "--games",
            "2",
            "--seed",
            str(seed),
            "--record",
            db,
        )
        assert code == 0, err
    with open_record(db).book as book:
        games = book.games()
    assert len(games) == 4
    assert all(g.source == "match" and g.status == "finished" for g in games)
    assert [g.seats[0].label for g in games] == ["easy", "random", "easy", "random"]
    for g in games:  # every game reopens and ends the way the record says
        _, _, state = load_text(g.saved)
        assert state.ply == g.moves
        outcome = state.outcome()
        assert outcome is not None and outcome.winners == g.winners
    easy_wins = sum(1 for g in games for s in g.winners if g.seats[s].label == "easy")
    csv = tmp_path / "out.csv"
    code, out, err = run(capsys, "stats", db, "--csv", str(csv))
    assert code == 0, err
    assert out[0] == "games: 4 (4 finished, 0 abandoned)"
    easy = next(line for line in out if line.startswith("onager: easy: "))
    assert easy.startswith(f"onager: easy: 4 games, {easy_wins} won, ")
    assert any(line.startswith("onager (2 seats): first seat scores ") for line in out)
    assert len(csv.read_text(encoding="utf-8").splitlines()) == 5


def test_stats_moves_a_foreign_file_aside_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "notes.sqlite"
    db.write_text("shopping list: eggs, flour\n", encoding="utf-8")
    code, out, err = run(capsys, "stats", str(db))
    assert code == 0
    assert out == ["games: 0 (0 finished, 0 abandoned)"]
    (aside,) = tmp_path.glob("notes.sqlite.damaged-*")
    assert "moved aside to" in err and str(aside) in err
    assert aside.read_text(encoding="utf-8") == "shopping list: eggs, flour\n"


def test_stats_of_a_missing_file_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "stats", str(tmp_path / "none.sqlite"))
    assert code == 2 and "there is no record" in err
    assert not (tmp_path / "none.sqlite").exists()
