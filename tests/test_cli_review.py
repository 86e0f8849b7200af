"""``boardroom-cli review``: each move with each seat's chance after it, and
the mover's mistakes marked with the move the bot would have played."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from boardroom.cli import main
from boardroom.engine.game import State
from boardroom.engine.registry import make_game
from boardroom.engine.savegame import Seat, from_state

LINE = re.compile(r"^(\d+) (\w+) (\S+): (.*)$")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def percents(text: str) -> dict[str, float]:
    return {name: float(p) for name, p in re.findall(r"(\w+) (\d+\.\d)%", text)}


def onager_moves(count: int) -> list[str]:
    state = make_game("onager", {}, None).new_state(0)
    rng = random.Random(0)
    for _ in range(count):
        state.apply(rng.choice(state.legal_moves()))
    return state.moves_text()


def test_each_move_with_each_seats_chance(capsys: pytest.CaptureFixture[str]) -> None:
    moves = onager_moves(4)
    code, out, err = run(
        capsys, "review", "--game", "onager", "--moves", " ".join(moves), "--seconds", "0.05"
    )
    assert code == 0
    assert out[0] == "review: Onager, 4 moves, 0.05 s per position"
    assert out[1].startswith("0 start: ")
    rows = [LINE.match(line) for line in out[2:6]]
    assert all(rows)
    assert [r.group(1) for r in rows if r] == ["1", "2", "3", "4"]
    assert [r.group(3) for r in rows if r] == moves
    for row in rows:
        assert row is not None
        shares = percents(row.group(4))
        assert set(shares) == {"Black", "White"}
        assert sum(shares.values()) == pytest.approx(100.0, abs=0.11)
    assert out[6] == "result: ongoing" and len(out) == 7
    assert "review: 5/5 positions" in err


def rival_blunder() -> tuple[State, str, str]:
    """A Rival position where the mover can win at once, the move played
    instead (a blunder) and the other seat's winning answer."""
    state = make_game("rival", {}, None).new_state(1)
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
    state.undo()
    seat = state.current_seat
    for move in state.legal_moves():
        bad = state.format_move(move)
        state.apply(move)
        if not state.is_terminal() and state.current_seat != seat:
            for answer in state.legal_moves():
                state.apply(answer)
                won = state.is_terminal() and state.returns()[1 - seat] == 1.0
                state.undo()
                if won:
                    win = state.format_move(answer)
                    state.undo()
                    return state, bad, win
        state.undo()
    raise AssertionError("no blunder found")


def test_a_blunder_is_marked_with_the_better_move(capsys: pytest.CaptureFixture[str]) -> None:
    start, bad, win = rival_blunder()
    mover = start.game.seat_name(start.current_seat)
    other = start.game.seat_name(1 - start.current_seat)
    code, out, _ = run(
        capsys,
        "review",
        "--game",
        "rival",
        "--position",
        start.to_text(),
        "--moves",
        f"{bad} {win}",
        "--seconds",
        "0.3",
    )
    assert code == 0
    assert percents(out[1])[mover] > 50.0
    first = LINE.match(out[2])
    assert first is not None and first.group(2) == mover and first.group(3) == bad
    assert re.search(r" \?\? blunder, better \S+$", out[2])
    second = LINE.match(out[3])
    assert second is not None and second.group(2) == other
    assert percents(second.group(4)) == {mover: 0.0, other: 100.0}
    assert "?" not in second.group(4)
    assert out[4].startswith(f"result: {other} wins")


def test_a_saved_game_reviews_like_its_moves(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    moves = onager_moves(3)
    state = make_game("onager", {}, None).new_state(0)
    for text in moves:
        state.play(text)
    path = tmp_path / "short.boardroom"
    path.write_text(from_state(state, [Seat("A"), Seat("B")]).to_json(), encoding="utf-8")
    code, from_file, _ = run(capsys, "review", str(path), "--seconds", "0.05")
    assert code == 0
    code, from_moves, _ = run(
        capsys, "review", "--game", "onager", "--moves", " ".join(moves), "--seconds", "0.05"
    )
    assert code == 0
    assert [LINE.match(x).group(3) for x in from_file[2:5]] == moves  # type: ignore[union-attr]
    assert len(from_file) == len(from_moves) == 6


def test_an_unfinished_game_with_secrets_is_judged_from_views(
    capsys: pytest.CaptureFixture[str],
) -> None:
    state = make_game("rival", {}, None).new_state(0)
    rng = random.Random(0)
    for _ in range(3):
        state.apply(rng.choice(state.legal_moves()))
    code, out, _ = run(
        capsys,
        "review",
        "--game",
        "rival",
        "--moves",
        " ".join(state.moves_text()),
        "--seconds",
        "0.05",
    )
    assert code == 0 and "from each mover's view" in out[0]


@pytest.mark.parametrize(
    "argv",
    [
        ["review"],
        ["review", "--game", "onager"],
        ["review", "--game", "onager", "--moves", "Z9"],
        ["review", "--game", "onager", "--moves", "@H3", "--seconds", "0"],
        ["review", "--game", "nosuchgame", "--moves", "@H3"],
        ["review", "/no/such/file.boardroom"],
        ["review", "x.boardroom", "--game", "onager", "--moves", "@H3"],
    ],
)
def test_bad_input_is_one_error_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and not out
    assert err.startswith("boardroom-cli: error: ") and err.count("\n") == 1


def test_the_default_time_is_the_reviews() -> None:
    from boardroom.bots.analysis import REVIEW_SECONDS
    from boardroom.cli import build_parser

    assert build_parser().parse_args(["review", "x.boardroom"]).seconds == REVIEW_SECONDS
