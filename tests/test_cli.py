"""boardroom-cli, driven in-process through main(argv) plus one real subprocess.

Expected move counts are derived here from the Onager rules (RULINGS 1), not
read back from the engine.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from boardroom import cli_commands
from boardroom.cli import main
from boardroom.engine.registry import make_game

ROOT = Path(__file__).resolve().parent.parent
LAKES = "@E5 @F4 @G3"  # none of them touches rows A-C or I-K on side 6
WALK = re.compile(r"^[A-K]\d{1,2}-[A-K]\d{1,2}$")
JUMP = re.compile(r"^[A-K]\d{1,2}(>[A-K]\d{1,2})+$")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def ok(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    return out


def lake_phase_count(side: int) -> int:
    """Empty cells at the start, minus the centre (no lake may go there)."""
    cells = 3 * side * (side - 1) + 1
    discs = 2 * (side + (side + 1))  # each player fills their two nearest rows
    return cells - discs - 1


# --- games ------------------------------------------------------------------------


def test_games_lists_onager_with_its_options(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "games")
    assert out[0] == "onager: Onager"
    assert "  seats: 2 (Black, White)" in out
    assert "  chance: no; hidden information: no" in out
    assert "  option side=6: one of 6, 5 - Board side" in out
    assert any(line.startswith("  option move_limit=0: whole number 0..10000") for line in out)


# --- legal ------------------------------------------------------------------------


@pytest.mark.parametrize("side", [6, 5])
def test_legal_at_start_is_the_lake_phase(capsys: pytest.CaptureFixture[str], side: int) -> None:
    out = ok(capsys, "legal", "--game", "onager", "--option", f"side={side}")
    assert len(out) == lake_phase_count(side) == {6: 64, 5: 38}[side]
    assert len(set(out)) == len(out)
    assert all(re.fullmatch(r"@[A-K]\d{1,2}", m) for m in out)
    centre = f"@{chr(ord('A') + side - 1)}{side}"  # middle row, middle cell
    assert centre not in out
    assert f"@{chr(ord('A') + side - 1)}1" in out  # an empty edge cell of the middle row


def test_legal_after_three_lakes(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "legal", "-g", "onager", "--moves", LAKES)
    walks = [m for m in out if WALK.match(m)]
    jumps = [m for m in out if JUMP.match(m)]
    assert len(walks) + len(jumps) == len(out)
    # Black's 7 row-B discs each walk to 2 cells of row C; the 6 row-A discs
    # each jump over one of 2 row-B neighbours onto row C. Nothing else moves.
    assert len(walks) == 7 * 2
    assert len(jumps) == 6 * 2
    assert all(m[0] == "B" and m.split("-")[1][0] == "C" for m in walks)
    assert all(m[0] == "A" and m.split(">")[1][0] == "C" for m in jumps)
    assert "B1-C1" in walks and "A1>C1" in jumps


# --- play -------------------------------------------------------------------------


def test_play_prints_a_position_that_legal_accepts(capsys: pytest.CaptureFixture[str]) -> None:
    moves = LAKES + " B1-C1 J7-I7 A2>C2"
    out = ok(capsys, "play", "-g", "onager", "--moves", moves)
    assert len(out) == 2
    position, result = out
    assert result == "result: ongoing"
    from_text = ok(capsys, "legal", "-g", "onager", "--position", position)
    replayed = ok(capsys, "legal", "-g", "onager", "--moves", moves)
    assert from_text == replayed and from_text
    # The position text read back prints itself unchanged.
    assert ok(capsys, "play", "-g", "onager", "-p", position, "-m", "")[0] == position


def test_play_then_more_moves_from_a_position(capsys: pytest.CaptureFixture[str]) -> None:
    position = ok(capsys, "play", "-g", "onager", "-m", "@E5 @F4")[0]
    whole = ok(capsys, "play", "-g", "onager", "-m", "@E5 @F4 @G3 B1-C1")
    split = ok(capsys, "play", "-g", "onager", "-p", position, "-m", "@G3 B1-C1")
    assert whole == split


def test_play_to_the_end_prints_the_winner(capsys: pytest.CaptureFixture[str]) -> None:
    import random

    state = make_game("onager", {"side": 5}).new_state(0)
    rng = random.Random(7)
    texts = []
    while not state.is_terminal():
        move = rng.choice(state.legal_moves())
        texts.append(state.format_move(move))
        state.apply(move)
    outcome = state.outcome()
    assert outcome is not None and len(outcome.winners) == 1
    winner = ("Black", "White")[outcome.winners[0]]
    out = ok(capsys, "play", "-g", "onager", "-o", "side=5", "-m", " ".join(texts))
    assert out == [state.to_text(), f"result: {winner} wins ({outcome.reason})"]
    assert ok(capsys, "legal", "-g", "onager", "-o", "side=5", "-m", " ".join(texts)) == []


def test_move_limit_option_draws(capsys: pytest.CaptureFixture[str]) -> None:
    # Lakes are setup, not counted; two quiet walks reach a limit of 2.
    assert (
        ok(capsys, "play", "-g", "onager", "-o", "move_limit=2", "-m", LAKES + " B1-C1")[1]
        == "result: ongoing"
    )
    argv = ("-g", "onager", "-o", "move_limit=2", "-m", LAKES + " B1-C1 J1-I1")
    assert ok(capsys, "play", *argv)[1] == "result: draw (move-limit)"
    assert ok(capsys, "legal", *argv) == []


# --- perft ------------------------------------------------------------------------


def test_perft_depth_one_is_the_legal_count(capsys: pytest.CaptureFixture[str]) -> None:
    for moves in ("", LAKES):
        legal = ok(capsys, "legal", "-g", "onager", "-m", moves)
        code, out, err = run(capsys, "perft", "-g", "onager", "-d", "1", "-m", moves)
        assert code == 0
        assert out == [f"nodes: {len(legal)}"]
        assert re.fullmatch(
            rf"perft depth 1: {len(legal)} nodes in \d+\.\d{{3}} s "
            r"\((\d+|inf) nodes/s\)\n",
            err,
        )


def test_perft_lake_phase_and_depth_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert ok(capsys, "perft", "-g", "onager", "-d", "3")[-1] == f"nodes: {64 * 63 * 62}"
    assert ok(capsys, "perft", "-g", "onager", "-d", "0") == ["nodes: 1"]


def test_perft_divide_sums_to_the_total(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "perft", "-g", "onager", "-d", "2", "-m", LAKES, "--divide")
    *lines, last = out
    counts = {}
    for line in lines:
        move, count = line.split(": ")
        counts[move] = int(count)
    assert sorted(counts) == sorted(ok(capsys, "legal", "-g", "onager", "-m", LAKES))
    total = ok(capsys, "perft", "-g", "onager", "-d", "2", "-m", LAKES)
    assert last == total[0] == f"nodes: {sum(counts.values())}"
    # White's start mirrors Black's: 26 first moves each way.
    assert last == f"nodes: {26 * 26}"


def test_perft_distinct_is_perft_where_a_move_has_one_route(
    capsys: pytest.CaptureFixture[str],
) -> None:
    plain = ok(capsys, "perft", "-g", "onager", "-d", "2", "-m", LAKES)
    assert ok(capsys, "perft", "-g", "onager", "-d", "2", "-m", LAKES, "--distinct") == plain


def test_perft_distinct_counts_routes_of_a_move_once(capsys: pytest.CaptureFixture[str]) -> None:
    # Jaheijagaj lists every path: 503 routes at the start are 66 moves
    # (issue 21's figures; the tables are in tests/games/jaheijagaj).
    assert ok(capsys, "perft", "-g", "jaheijagaj", "-d", "1") == ["nodes: 503"]
    assert ok(capsys, "perft", "-g", "jaheijagaj", "-d", "1", "--distinct") == ["nodes: 66"]
    *lines, last = ok(
        capsys, "perft", "-g", "jaheijagaj", "--seats", "3", "-d", "2", "--distinct", "--divide"
    )
    assert len(lines) == 66 and last == "nodes: 4317"
    assert sum(int(line.rsplit(": ", 1)[1]) for line in lines) == 4317


# --- show -------------------------------------------------------------------------


def test_show_draws_rows_from_k_to_a(capsys: pytest.CaptureFixture[str]) -> None:
    out = ok(capsys, "show", "-g", "onager", "-m", "@E5 @F4 @G3 B1-C1")
    rows = out[:11]
    assert [line[0] for line in rows] == list("KJIHGFEDCBA")
    cells = [line[1:].split() for line in rows]
    assert [len(c) for c in cells] == [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]
    assert cells[0] == ["w"] * 6 and cells[10] == ["b"] * 6
    assert cells[10 - 4][4] == "~"  # E5: row E, fifth cell
    assert cells[10 - 2][0] == "b" and cells[10 - 1][0] == "."  # B1 walked to C1
    assert out[-1] == "to move: White (play)"


def test_show_draws_stacks_bottom_to_top(capsys: pytest.CaptureFixture[str]) -> None:
    position = "5 1b1b1/2bb2/4w2/1#1b1wwb/#1bw2b1(wb)/2w1ww1b/1w2#2/6/1bw1w w 0 31"
    out = ok(capsys, "show", "-g", "onager", "-o", "side=5", "-p", position)
    assert out[4].split()[1:] == ["~", ".", "b", "w", ".", ".", "b", ".", "wb"]  # row E


# --- match ------------------------------------------------------------------------


def test_match_two_random_games(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys,
        "match",
        "-g",
        "onager",
        "-o",
        "side=5",
        "--bots",
        "random,random",
        "--games",
        "2",
        "--seed",
        "3",
    )
    assert code == 0, err
    assert out[0] == "match: random vs random, 2 games, seed 3"
    tally = {}
    for line in out[1:4]:
        key, value = line.split(": ")
        tally[key] = int(value)
    assert list(tally) == ["wins", "draws", "losses"] and sum(tally.values()) == 2
    assert re.fullmatch(r"score: [01]\.\d{3}", out[4])
    for number, line in enumerate(out[5:7], start=1):
        assert re.fullmatch(
            rf"bot {number} \(random\): [1-9]\d* moves, "
            r"mean \d+\.\d\d ms, p95 \d+\.\d\d ms",
            line,
        )
    assert out[7] == "distinct: 2 of 2"  # each game and each bot its own seed
    assert re.fullmatch(r"endings: rules \d, limit 0, cap \d, adjudication 0", out[8])
    assert re.fullmatch(r"interval: 0\.\d{3}-[01]\.\d{3}", out[9])
    assert re.fullmatch(r"decided: \d, score [01]\.\d{3}, interval \d\.\d{3}-\d\.\d{3}", out[10])
    assert out[11].startswith("plies: mean ") and len(out) == 12
    progress = err.splitlines()
    assert len(progress) == 2
    assert progress[0].startswith("game 1/2: random (Black) vs random (White): ")
    assert progress[1].startswith("game 2/2: random (White) vs random (Black): ")


def test_a_match_split_by_first_game_plays_the_games_of_the_whole(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    def reports(name: str, *extra: str) -> list[dict[str, Any]]:
        path = tmp_path / name
        code, _, err = run(
            capsys, "match", "-g", "onager", "-o", "side=5", "--bots", "random,easy",
            "--seed", "3", "--reports", str(path), *extra,
        )  # fmt: skip
        assert code == 0, err
        return [json.loads(line) for line in path.read_text().splitlines()]

    whole = reports("whole.jsonl", "--games", "5")
    tail = reports("tail.jsonl", "--games", "2", "--first-game", "3")
    assert [r["game"] for r in tail] == [3, 4]
    for key in ("digest", "first_seat", "seats", "outcome", "moves"):
        assert [r[key] for r in tail] == [r[key] for r in whole[3:]], key
    # The seats rotate from the first game's place, as in the whole match.
    assert [r["first_seat"] for r in whole] == [0, 1, 0, 1, 0]
    code, out, err = run(
        capsys, "match", "-g", "onager", "-o", "side=5", "--bots", "random,random",
        "--games", "1", "--first-game", "1", "--seed", "3",
    )  # fmt: skip
    assert code == 0 and out[0] == "match: random vs random, 1 games, seed 3, from game 2"
    assert err.startswith("game 2/2: random (White) vs random (Black): ")
    code, _, err = run(
        capsys, "match", "-g", "onager", "--bots", "random,random",
        "--games", "1", "--first-game", "-1",
    )  # fmt: skip
    assert code == 2 and "--first-game must be 0 or more" in err


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert cli_commands.percentile(values, 0.95) == 95.0
    assert cli_commands.percentile([3.0], 0.95) == 3.0
    assert cli_commands.percentile([], 0.95) == 0.0


# --- errors -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["legal", "-g", "nosuchgame"], "unknown game 'nosuchgame'"),
        (["legal", "-g", "onager", "-o", "sides=6"], "no option 'sides'"),
        (["legal", "-g", "onager", "-o", "side=7"], "option 'side' must be one of"),
        (["legal", "-g", "onager", "-o", "move_limit=lots"], "option 'move_limit' takes int"),
        (["legal", "-g", "onager", "-o", "side"], "--option takes KEY=VALUE"),
        (["legal", "-g", "onager", "-p", "6 bbbbbb/bbbbbbb b 3 0"], "rows"),
        (["legal", "-g", "onager", "-p", "not a position"], "5 fields"),
        (["legal", "-g", "onager", "-m", "@E5 hello"], "move 2 of 2: 'hello'"),
        (["legal", "-g", "onager", "-m", "@E5 @E5"], "move 2 of 2: '@E5' is not a legal move"),
        (["play", "-g", "onager", "-m", "@Z9"], "move 1 of 1: '@Z9'"),
        (["play", "-g", "onager"], "required: --moves"),
        (["perft", "-g", "onager", "-d", "-1"], "--depth must be 0 or more"),
        (["perft", "-g", "onager", "-d", "two"], "invalid int value: 'two'"),
        (["perft", "-g", "onager", "-d", "31"], "--depth must be at most 30, not 31"),
        (["perft", "-g", "onager", "-d", "300"], "--depth must be at most 30, not 300"),
        (["perft", "-g", "rival", "-d", "100000"], "--depth must be at most 30"),
        (["perft", "-g", "jikaida", "-d", "99999999999999999999"], "--depth must be at most 30"),
        (["match", "-g", "onager", "-b", "easy,genius", "-n", "1"], "unknown bot level 'genius'"),
        (["match", "-g", "onager", "-b", "easy", "-n", "1"], "two levels"),
        (["match", "-g", "onager", "-b", "random,random", "-n", "0"], "--games must be 1"),
        (["legal", "-g", "onager", "--seats", "3"], "2-2 seats, not 3"),
        (["fly"], "invalid choice: 'fly'"),
        ([], "required: COMMAND"),
    ],
)
def test_errors_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], fragment: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == []
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("boardroom-cli: error: ")
    assert fragment in lines[0]


def test_ctrl_c_exits_130_quietly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli_commands, "perft", interrupted)
    code, out, err = run(capsys, "perft", "-g", "onager", "-d", "4")
    assert (code, out, err) == (130, [], "")


def test_ctrl_c_while_the_commands_are_imported_exits_130(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    class Interrupted:
        def __getattr__(self, name: str) -> object:
            raise KeyboardInterrupt

    monkeypatch.setitem(sys.modules, "boardroom.cli_commands", Interrupted())
    code, out, err = run(capsys, "perft", "-g", "onager", "-d", "4")
    assert (code, out, err) == (130, [], "")


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "perft", "--help")
    assert code == 0
    assert "nodes: N" in " ".join(out)
    assert "0 to 30" in " ".join(" ".join(out).split())  # the depth's cap


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")
def test_sigint_ends_a_long_perft_quietly_with_130() -> None:
    import signal
    import time

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, "-m", "boardroom.cli", "perft", "-g", "onager", "-d", "30"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
        # A shell's background job ignores SIGINT; give the child Ctrl+C's default.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        # Wait for the count itself, not for a time: the imports cost at most
        # 0.25 s of CPU (nothing compiled yet), half of this.
        deadline = time.monotonic() + 120
        while cpu_seconds(child.pid) < 0.5:
            assert time.monotonic() < deadline
            with contextlib.suppress(subprocess.TimeoutExpired):  # a look every 50 ms
                child.wait(timeout=0.05)
            assert child.poll() is None, "the count ended before Ctrl+C"
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=60)
    finally:
        child.kill()
    assert (child.returncode, out, err) == (130, "", "")


# --- a real process ---------------------------------------------------------------


def test_module_runs_as_a_program() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "boardroom.cli", "legal", "-g", "onager"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.splitlines()) == lake_phase_count(6)
    bad = subprocess.run(
        [sys.executable, "-m", "boardroom.cli", "play", "-g", "onager", "-m", "@E5 X"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=60,
    )
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert bad.stderr.startswith("boardroom-cli: error: move 2 of 2: ")
    assert "Traceback" not in bad.stderr and bad.stderr.count("\n") == 1


def test_no_qt_on_the_cli_path() -> None:
    code = (
        "import sys; from boardroom.cli import main; main(['legal', '-g', 'onager']); "
        "main(['show', '-g', 'onager']); "
        "sys.exit(any(m.split('.')[0] in ('PySide6', 'pyqtgraph') for m in sys.modules))"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr


def test_moves_with_spaces_are_separated_by_commas(capsys: pytest.CaptureFixture[str]) -> None:
    drins = ok(capsys, "play", "-g", "jikaida", "-m", "Zhantil C3-Zhantil C5, e16-e14")
    squares = ok(capsys, "play", "-g", "jikaida", "-m", "i3-i5 e16-e14")
    assert drins == squares and squares[0] != ok(capsys, "play", "-g", "jikaida", "-m", "i3-i5")[0]
    code, _out, err = run(capsys, "play", "-g", "jikaida", "-m", "Zhantil C3-Zhantil C5")
    assert code == 2 and "move 1 of 3" in err  # without commas, spaces still separate
