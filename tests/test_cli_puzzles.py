"""``boardroom-cli puzzles``: count, solve on a terminal (stdin), make.

Driven in-process through ``main(argv)`` (a process each cost an interpreter
and the package's imports), and once as a real process. The command reads its
game's shipped sets at each run (a quarter of a second for Poron Jikaida's:
every line replayed); in-process it is handed them as this process read them
once, but for the count compared with them, where it reads them itself."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from boardroom.cli import main
from boardroom.engine import puzzles
from boardroom.engine.puzzles import PuzzleSet, read_set
from tests.shippedsets import shipped_sets

CLI = [sys.executable, "-m", "boardroom.cli", "puzzles"]


def jikaida_sets() -> list[PuzzleSet]:
    """The shipped Poron Jikaida sets, as this process read them once: what
    the command reads (each run of it reads them again, a tenth of a second)."""
    return [s for s in shipped_sets()[0] if s.game_key == "jikaida"]


@dataclass
class Done:
    returncode: int
    stdout: str
    stderr: str


Run = Callable[..., Done]


def read_once(game_key: str | None = None) -> tuple[list[PuzzleSet], list[str]]:
    """``load_sets(game_key)`` as this process read the sets once: the sets
    named for the game, in the same order (read_shipped refuses a set named
    for another game); read again where a set was damaged."""
    sets, problems = shipped_sets()
    if problems:
        return LOAD_SETS(game_key)
    return [s for s in sets if game_key is None or s.game_key == game_key], []


LOAD_SETS = puzzles.load_sets


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Run:
    """``boardroom-cli puzzles ARGS`` with ``stdin`` as its input, handed the
    shipped sets as read once unless ``reads`` (see the module's note)."""

    def run_(*args: str, stdin: str = "", reads: bool = False) -> Done:
        capsys.readouterr()
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        monkeypatch.setattr(puzzles, "load_sets", LOAD_SETS if reads else read_once)
        code = main(["puzzles", *args])
        out, err = capsys.readouterr()
        return Done(code, out, err)

    return run_


def test_count_prints_one_integer_the_shipped_puzzles(run: Run) -> None:
    done = run("count", "--game", "jikaida", reads=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"{sum(len(s.puzzles) for s in jikaida_sets())}\n"
    assert int(run("count", "-g", "poron-jikaida").stdout) == int(done.stdout)


def test_count_of_an_unknown_game_is_an_error(run: Run) -> None:
    done = run("count", "--game", "chess")
    assert done.returncode == 2 and "unknown game 'chess'" in done.stderr


def test_a_real_process_counts_and_refuses_an_unknown_game() -> None:
    done = subprocess.run(
        [*CLI, "count", "-g", "chess"], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 2 and "unknown game 'chess'" in done.stderr
    assert done.stdout == ""


def first_puzzle() -> tuple[str, str, list[str]]:
    puzzle = next(p for s in jikaida_sets() for p in s.puzzles if len(p.solver_plies()) == 1)
    return puzzle.id, str(puzzle.options["variant"]), list(puzzle.line)


def test_solving_with_a_wrong_an_illegal_and_the_right_move(run: Run) -> None:
    ident, variant, line = first_puzzle()
    args = ["solve", "-g", "jikaida", "-o", f"variant={variant}", "--id", ident]
    answer = line[0]
    stdin = f"zz9-zz8\nhint\n{answer}\n"
    done = run(*args, "--level", "easy", stdin=stdin)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert f"puzzle {ident}:" in out and "to play and win" in out
    assert "illegal: zz9-zz8:" in out
    assert "hint: " + answer[:2] in out
    assert f"right: {answer}" in out
    if len(line) > 1:
        assert "reply: " + " ".join(line[1:]) in out
    assert out.rstrip().splitlines()[-1].startswith("solved: ")


def test_a_legal_wrong_move_is_answered_by_the_bot(run: Run) -> None:
    ident, variant, line = first_puzzle()
    puzzle = next(p for s in jikaida_sets() for p in s.puzzles if p.id == ident)
    state = puzzle.state()
    wrong = next(
        state.format_move(m)
        for m in state.legal_moves()
        if state.format_move(m) not in (line[0], *puzzle.also)
    )
    args = ["solve", "-g", "jikaida", "-o", f"variant={variant}", "--id", ident]
    done = run(*args, "--level", "easy", stdin=f"{wrong}\nanswer\n")
    assert done.returncode == 1
    assert f"wrong: {wrong} is legal but not the answer" in done.stdout
    assert "answer: " + " ".join(line) in done.stdout
    assert done.stdout.rstrip().endswith("failed")


def test_solve_stops_at_the_end_of_input_and_knows_no_missing_id(run: Run) -> None:
    ident, variant, _ = first_puzzle()
    done = run("solve", "-g", "jikaida", "-o", f"variant={variant}", "--id", ident, stdin="")
    assert done.returncode == 1 and done.stdout.rstrip().endswith("stopped")
    missing = run("solve", "-g", "jikaida", "--id", "no-such-puzzle")
    assert missing.returncode == 2 and "no shipped Poron Jikaida puzzle" in missing.stderr


def test_make_writes_a_set_that_reads(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "made.json"
    done = run(
        "make",
        "-g",
        "dejarik",
        "--count",
        "1",
        "--max-games",
        "1",
        "--seed",
        "7",
        "--out",
        str(out),
    )
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(": ", 1) for line in done.stdout.splitlines())
    assert set(lines) == {"set", "games", "positions", "candidates", "kept", "seconds"}
    kept = int(lines["kept"])
    assert kept == 1 and int(lines["candidates"]) >= kept  # the first game of seed 7 gives one
    made = read_set(out)
    assert len(made.puzzles) == kept and made.name == "made"
    generator = json.loads(out.read_text())["generator"]
    assert generator["kept"] == kept and len(generator["runs"]) == 1
