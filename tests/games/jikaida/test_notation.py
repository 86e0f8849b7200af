"""Jikaida notation: round trips in both forms, written paths, errors."""

from __future__ import annotations

import pytest

from boardroom.engine.errors import AmbiguousMove, IllegalMove, InvalidNotation
from boardroom.engine.registry import make_game
from tests.games.jikaida.examples_helpers import position
from tests.games.jikaida.helpers import state
from tests.games.jikaida.positions import POSITIONS
from tests.games.jikaida.test_rules import playouts

SAMPLES = (
    [state(v, t) for _, v, t, _ in POSITIONS]
    + playouts("jikaida", 2, 50, 3)
    + playouts("stikitche", 3, 20, 3)
    + playouts("draks_city", 2, 20, 3)
)


def at(pieces: str, turn: str = "y", variant: str = "jikaida") -> object:
    return state(variant, position(variant, pieces, turn))


def test_every_legal_move_round_trips_in_both_forms() -> None:
    for st in SAMPLES:
        seen = set()
        for move in st.legal_moves():
            compact, people = st.format_move(move), st.describe_move(move)
            assert compact not in seen and not any(c.isspace() for c in compact)
            seen.add(compact)
            assert st.parse_move(compact) == move
            assert st.parse_move(people) == move, people
            plain = f"{st.square_name(move.frm)}-{st.square_name(move.to)}"
            if move.fluttember:
                plain = plain.replace("-", "<>")
            if move.promotion:
                plain += f"={move.promotion}"
            assert st.parse_move(plain) == move, plain


def test_forms_of_the_contract() -> None:
    st = make_game("jikaida").new_state(1)
    move = st.parse_move("i3-i5")
    assert st.describe_move(move) == "Zhantil C3-Zhantil C5"
    assert st.parse_move("Zhantil C3-Zhantil C5") == move
    assert st.parse_move("zhantil c3 - ZHANTIL C5") == move
    assert st.format_move(st.parse_move("h1<>f1")) == "h1<>f1"
    assert st.describe_move(st.parse_move("h1<>f1")) == "Zhantil B1<>Mortil F1"
    bent = st.parse_move("g1-a4")  # plain from-to for any kind
    assert st.format_move(bent) == "g1^d1^a4" and bent.kind == "bent-vault"
    assert bent.path == (st.square(6, 0), st.square(3, 0), st.square(0, 3))
    assert st.format_move(st.parse_move("g1xf1")) == "g1xf1"  # a friendly capture
    assert st.format_move(st.parse_move("g1-l1")) == "g1^xl1"


def test_kinds_paths_and_steps() -> None:
    st = at("Kh1 kl18 Pb8 Sc8 sd8 De8 dd9 Sd10 jd11 Dj5 sj6 Sj7 hj8 Ph2 Nd1 De2")
    bent = st.parse_move("b8^d8^d12")
    assert (bent.kind, bent.capture, st.format_move(bent)) == ("bent-vault", False, "b8^d8^d12")
    assert st.format_move(st.parse_move("b8^d8^xd11")) == "b8^d8^xd11"
    assert st.parse_move("b8-d12") == bent and st.parse_move("b8^d12") == bent
    move_vault = st.parse_move("h2-j4^j9")  # h2-h7-j9 (a front turn) is canonical
    assert move_vault.kind == "move-vault" and move_vault.steps == (
        st.square(7, 1),
        st.square(9, 8),
    )
    assert st.format_move(move_vault) == "h2-j4^j9"
    assert st.format_move(st.parse_move("h2-j9")) == "h2-h7-j9"
    double = st.parse_move("e2-e4-c6")
    assert double.kind == "double" and len(double.path) == 3
    paktun = st.parse_move("d1-c3-d5")
    assert paktun.kind == "double"


def test_any_legal_written_path_is_accepted() -> None:
    st = at("Kh1 kl18 De2 sa16")
    canonical = st.parse_move("e2-f4")
    for written in ("e2-e3-f4", "e2-f3-f4", "e2-e4-f4", "e2-f2-f4", "e2-d3-f4"):
        if written == "e2-d3-f4":
            with pytest.raises(IllegalMove):
                st.parse_move(written)  # d3 to f4 is not a Deldar move
        else:
            assert st.parse_move(written) == canonical, written
    with pytest.raises(IllegalMove):
        st.parse_move("e2^e3^f4")  # not a vault
    st = at("Kh1 kl18 Pc3 sa16")
    assert st.parse_move("c3-c7-f10").kind == "front-turn"
    with pytest.raises(IllegalMove):
        st.parse_move("c3-c8-f11")  # no turn on c8


def test_promotion_needs_its_piece() -> None:
    st = at("Kh1 kl18 Sa17 sl16")
    with pytest.raises(AmbiguousMove, match="=P"):
        st.parse_move("a17-a18")
    assert st.parse_move("a17-a18=P").promotion == "P"
    assert st.parse_move("a17-a18=n").promotion == "N"
    for bad in ("a17-a18=S", "a17-a18=K"):
        with pytest.raises(IllegalMove):
            st.parse_move(bad)
    with pytest.raises(IllegalMove, match="promotes"):
        st.parse_move("h1-h2=P")
    st = at("Sa5 sf2", variant="pastang")
    with pytest.raises(AmbiguousMove):
        st.parse_move("a5-a6")
    assert st.parse_move("a5-a6=D").promotion == "D"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "  ",
        "!?",
        "a3",
        "a3-",
        "a3-a4-a5-a6",
        "m1-a2",
        "a19-a20",
        "a0-a1",
        "a3~a4",
        "Narnia C3-Zhantil C5",
        "Mortil G2-Mortil A1",
        "h1<>f1<>a1",
        "a3-a4=",
        "h1<>f1=P",
    ],
)
def test_invalid_notation(text: str) -> None:
    st = make_game("jikaida").new_state(1)
    with pytest.raises(InvalidNotation):
        st.parse_move(text)


@pytest.mark.parametrize("text", ["a3-a7", "a2-a3", "h1<>g1", "e3^e7", "g1-f1-e1"])
def test_illegal_moves(text: str) -> None:
    st = make_game("jikaida").new_state(1)
    with pytest.raises(IllegalMove):
        st.parse_move(text)


def test_no_move_once_the_game_is_over() -> None:
    st = make_game("jikaida").new_state(1)
    st.resign(0)
    with pytest.raises(IllegalMove, match="over"):
        st.parse_move("a3-a4")
