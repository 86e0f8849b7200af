"""``boardroom-cli odds POOL``: exact odds of a narrative dice pool."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from boardroom.cli import main
from boardroom.games.dejarik.dice import FACES, face_value


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def brute(text: str) -> Counter[tuple[int, int, int, int]]:
    out: Counter[tuple[int, int, int, int]] = Counter()
    for faces in itertools.product(*(FACES[d] for d in text)):
        values = [face_value(f) for f in faces]
        out[
            (
                sum(v.successes for v in values),
                sum(v.advantages for v in values),
                sum(v.triumphs for v in values),
                sum(v.despairs for v in values),
            )
        ] += 1
    return out


def test_summary_lines_then_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "odds", "PAADD")
    assert code == 0 and not err
    counts = brute("PAADD")
    total = sum(counts.values())

    def chance(test: object) -> str:
        n = sum(c for k, c in counts.items() if test(k))  # type: ignore[operator]
        return f"{n / total:.6f}"

    assert out[:4] == [
        f"success: {chance(lambda k: k[0] > 0)}",
        f"advantage: {chance(lambda k: k[1] > 0)}",
        f"triumph: {chance(lambda k: k[2] > 0)}",
        f"despair: {chance(lambda k: k[3] > 0)}",
    ]
    assert out[0] == "success: 0.650798" and out[3] == "despair: 0.000000"
    assert out[4].split() == ["successes", "advantages", "chance"]
    pairs = Counter[tuple[int, int]]()
    for (s, a, _, _), c in counts.items():
        pairs[(s, a)] += c
    rows = [line.split() for line in out[5:]]
    assert len(rows) == len(pairs)
    for s, a, p in rows:
        assert p == f"{pairs[(int(s), int(a))] / total:.6f}"
    keys = [(int(s), int(a)) for s, a, _ in rows]
    assert keys == sorted(keys, key=lambda k: (-k[0], -k[1]))


def test_exact_fractions(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "odds", "--exact", "pa")
    assert code == 0
    success = sum(c for k, c in brute("PA").items() if k[0] > 0)
    assert out[0] == f"success: {Fraction(success, 96)}"
    assert out[2] == "triumph: 1/12"


@pytest.mark.parametrize("pool", ["", "PAXD", "P A", "7"])
def test_a_bad_pool_is_one_error_line(capsys: pytest.CaptureFixture[str], pool: str) -> None:
    code, out, err = run(capsys, "odds", pool)
    assert code == 2 and out == []
    assert err.startswith("boardroom-cli: error: ") and err.count("\n") == 1


def test_the_error_names_the_first_bad_letter(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "odds", "PAXQ")
    assert code == 2 and "'X' is not a die" in err and "'Q'" not in err


def test_missing_pool_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "odds")
    assert code == 2 and err.count("\n") == 1


def test_dejarik_through_the_other_commands(capsys: pytest.CaptureFixture[str]) -> None:
    moves = "set1 set2 primary secondary"
    code, out, _ = run(capsys, "legal", "-g", "dejarik", "-o", "first=seat1", "--moves", moves)
    assert code == 0 and out == ["roll"]
    code, out, _ = run(capsys, "show", "-g", "dejarik", "-o", "first=seat1", "--moves", moves)
    assert code == 0 and out[0] == "round 1, step roll"
    assert out[-1] == "to move: Red (play)"
    code, out, err = run(capsys, "play", "-g", "dejarik", "--moves", "set9")
    assert code == 2 and "set9" in err
