"""Jikaida position text: round trips and errors that name the problem."""

from __future__ import annotations

import pytest

from boardroom.engine.errors import PositionError
from boardroom.engine.registry import make_game
from tests.games.jikaida.positions import POSITIONS, START
from tests.games.jikaida.test_rules import playouts

EMPTY_RANKS = "/".join(["12"] * 16)


def read(text: str, variant: str = "jikaida") -> str:
    return make_game("jikaida", {"variant": variant}).state_from_text(text).to_text()


@pytest.mark.parametrize(
    ("name", "variant", "text"), [p[:3] for p in POSITIONS], ids=[p[0] for p in POSITIONS]
)
def test_table_positions_round_trip(name: str, variant: str, text: str) -> None:
    assert read(text, variant) == text


def test_start_texts() -> None:
    for variant in ("jikaida", "pastang", "stikitche", "draks_city"):
        game = make_game("jikaida", {"variant": variant})
        assert game.new_state(1).to_text() == game.variant.start
    assert make_game("jikaida").new_state(1).to_text() == START


def test_moved_pieces_fluttember_and_quiet_count_round_trip() -> None:
    st = make_game("jikaida").new_state(1)
    for move in ("e3-e6", "a16-a15", "e2-e3", "a17-a16", "e3-e2", "a16-a17", "h1<>f1", "a15-a14"):
        st.play(move)
    text = st.to_text()
    assert text.split()[1:] == ["y", "e2,a17", "b", "8"]
    again = make_game("jikaida").state_from_text(text)
    assert again.to_text() == text
    assert {again.format_move(m) for m in again.legal_moves()} == {
        st.format_move(m) for m in st.legal_moves()
    }


def test_playout_positions_round_trip() -> None:
    for st in playouts("jikaida", 2, 60, 9) + playouts("pastang", 3, 30, 9):
        assert read(st.to_text(), st.variant.name) == st.to_text()


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "5 fields"),
        (START.replace(" y ", " y  x  x "), "5 fields"),  # 7: even the origins field is optional
        ("12/12 y - - 0", "18 ranks, the text gives 2"),
        (START.replace("CJHNNAPKAHJC", "CJHNNAPKAHJ"), "rank 1 has 11 squares"),
        (START.replace("CJHNNAPKAHJC", "CJHNNAPKAHJCC"), "rank 1 has 13 squares"),
        (START.replace("CJHNNAPKAHJC", "CJHNNAPKAHJX"), "'X' is not a piece letter"),
        (START.replace("CJHNNAPKAHJC", "CJHNNAPKKHJC"), "two Yellow Kings"),
        (START.replace("cjhapkannhjc", "cjhap1annhjc"), "Blue has no King"),
        (START.replace(" y ", " w "), "'y' (Yellow) or 'b' (Blue)"),
        (START.replace(" - yb", " e4 yb"), "e4 holds no Swod, Deldar or Paktun"),
        (START.replace(" - yb", " a1 yb"), "a1 holds no Swod, Deldar or Paktun"),
        (START.replace(" - yb", " z9 yb"), "'z9' is not a square"),
        (START.replace(" - yb", " a2,a2 yb"), "a2 is listed twice"),
        (START.replace(" yb ", " by "), "Fluttember field"),
        (START.replace(" yb 0", " yb -1"), "quiet-move count"),
        (START.replace(" yb 0", " yb x"), "quiet-move count"),
        (f"cjhapkannhjS/dddddddddddd/{'/'.join(['12'] * 15)}/7K4 y - - 0", "Yellow Swod on l18"),
        (f"5k6/{EMPTY_RANKS}/s6K4 y - - 0", "Blue Swod on a1"),
        (f"5k6/5C6/{'/'.join(['12'] * 15)}/7K4 y - - 0", "Blue's King is in Kaida"),
    ],
)
def test_position_errors_name_the_problem(text: str, words: str) -> None:
    with pytest.raises(PositionError, match=words.replace("(", r"\(").replace(")", r"\)")):
        read(text)


@pytest.mark.parametrize(
    ("variant", "text", "words"),
    [
        ("pastang", "dsddsd/ssssss/6/6/SSSSSS/DSDDSK y - - 0", "Pastang has no Kings"),
        (
            "pastang",
            "dsddsd/ssssss/6/6/SSSSSS/DSDDSD y - yb 0",
            "cannot have the King's Fluttember",
        ),
        ("stikitche", "2pk2/6/6/6/6/6/6/6/6/6/6/2PK2 y - y 0", "cannot have the King's Fluttember"),
        ("stikitche", "2pk2/6/6/6/6/6/6/6/6/6/6/2P3 y - - 0", "Yellow has no King"),
        ("draks_city", "6/6/6 y - - 0", "12 ranks"),
    ],
)
def test_drill_position_errors(variant: str, text: str, words: str) -> None:
    with pytest.raises(PositionError, match=words):
        read(text, variant)


def test_the_format_document_examples_round_trip() -> None:
    """docs/jikaida-formats.md: each full-board text reads back to itself, and
    the origins example is what its moves give."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[3] / "docs" / "jikaida-formats.md").read_text()
    texts = [
        line.strip()
        for line in doc.splitlines()
        if line.startswith("    ") and line.strip().count("/") == 17
    ]
    assert len(texts) == 2 and texts[1].endswith(" i1=f1,j4=i1")
    for text in texts:
        assert read(text) == text
    moves = doc.split("After `", 1)[1].split("`", 1)[0].split()
    st = make_game("jikaida").new_state(1)
    for move in moves:
        st.play(move)
    assert st.to_text() == texts[1]


def test_a_text_without_origins_reads_as_before() -> None:
    """Old saved games and texts: every Kapt and Chuktar began where it stands."""
    old = (
        "cjhapkannhjc/dddddddddddd/5sssssss/4s7/ssss8/12/12/12/12/12/12/12/8S3/6SS4/"
        "6D2AD1/SSSSSS3SSS/DDDDDD1D1DDD/CJHNN1PKAHJC y - yb 18"
    )
    st = make_game("jikaida").state_from_text(old)
    assert st.to_text() == old
    assert {"h1<>a1", "h1<>i1", "h1<>l1"} <= {st.format_move(m) for m in st.legal_moves()}
