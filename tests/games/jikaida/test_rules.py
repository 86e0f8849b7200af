"""Jikaida rules beyond the move counts: the ends of the game and their
scores, the drills, the Fluttember, options, undo, keys, captures, and the
King-safety shortcut against checking every move."""

from __future__ import annotations

import random

import pytest

from boardroom.engine.errors import IllegalMove, PositionError
from boardroom.engine.outcome import Outcome
from boardroom.engine.registry import make_game
from boardroom.games.jikaida import JikaidaGame, JikaidaMove, JikaidaState
from tests.games.jikaida.examples_helpers import position
from tests.games.jikaida.helpers import state
from tests.games.jikaida.positions import POSITIONS

VALUE = (0, 0, 19, 12, 9, 4, 3, 3, 3, 1)  # by kind, the source's points


def at(
    pieces: str, turn: str = "y", variant: str = "jikaida", moved: str = "-", fluttember: str = "-"
) -> JikaidaState:
    return state(variant, position(variant, pieces, turn, moved, fluttember))


def texts(st: JikaidaState) -> set[str]:
    return {st.format_move(m) for m in st.legal_moves()}


def playouts(variant: str, games: int, plies: int, seed: int) -> list[JikaidaState]:
    """Positions from seeded random games (captures preferred half the time)."""
    rng = random.Random(seed)
    found = []
    for g in range(games):
        st = JikaidaGame({"variant": variant}).new_state(seed * 100 + g)
        for _ in range(plies):
            moves = st.legal_moves()
            if not moves:
                break
            found.append(st.clone())
            takes = [m for m in moves if m.capture]
            st.apply(rng.choice(takes if takes and rng.random() < 0.5 else moves))
    return found


# ---------------------------------------------------------------- the end of the game


def test_hyrkaida_scores_one_point() -> None:
    st = at("Ka1 kl18 ja5 jb5 Sl10")
    assert st.in_kaida(0) and st.legal_moves() == []
    assert st.outcome() == Outcome((1,), "hyrkaida", (0.0, 1.0))


def test_tikaida_no_move_without_kaida_loses_for_half_a_point() -> None:
    st = at("Ka1 Sa2 da3 sb3 hd3 kl18")
    assert not st.in_kaida(0) and st.legal_moves() == []
    assert st.outcome() == Outcome((1,), "tikaida", (0.0, 0.5))


def test_nikaida_reprieve_then_loss() -> None:
    st = at("Kd4 Pa10 kl1 sk10")
    st.play("a10xk10")
    assert st.outcome() is None, "the lone King has its one move"
    quiet = [m for m in st.legal_moves() if not m.capture]
    assert quiet
    st.play(quiet[0])
    assert st.outcome() == Outcome((0,), "nikaida", (0.5, 0.0))
    assert st.legal_moves() == []


def test_nikaida_draw_when_the_lone_king_takes_the_last_piece() -> None:
    st = at("Kd4 Pk12 kl9 sk10")
    st.play("k12xk10")
    assert st.outcome() is None
    st.play("l9xk10")
    assert st.outcome() == Outcome((), "nikaida-draw", (0.5, 0.5))


def test_two_bare_kings_from_text_are_a_draw() -> None:
    assert at("Kd4 kl9").outcome() == Outcome((), "nikaida-draw", (0.5, 0.5))


def test_pastang_last_side_with_pieces_wins() -> None:
    st = at("Sa2 sb3", variant="pastang")
    st.play("a2xb3")
    assert st.outcome() == Outcome.win(0, 2, "last-pieces")


def test_draks_city_side_without_pallan_or_swod_loses() -> None:
    st = at("Pb1 Sb2 Sb3 Sb4 pb5 sf11", variant="draks_city")
    st.play("b1^xb5")
    # Blue still has a Swod, but no vault to make: a Tikaida.
    assert st.outcome() == Outcome((0,), "tikaida", (0.5, 0.0))
    st = at("Pb1 Sb2 Sb3 Sb4 pb5", variant="draks_city")
    assert st.outcome() is None
    st.play("b1^xb5")
    assert st.outcome() == Outcome.win(0, 2, "no-pallan-or-swod")


def test_stikitche_pallan_trade_on_the_first_move_is_a_draw() -> None:
    st = make_game("jikaida", {"variant": "stikitche"}).new_state(1)
    st.play("c1xc12")
    assert st.outcome() is None  # Blue's lone King has its move
    st.play("d12xc12")
    assert st.outcome() == Outcome((), "nikaida-draw", (0.5, 0.5))


def test_losing_the_pallan_in_stikitche_is_a_nikaida_loss() -> None:
    st = at("Kd1 Pc1 kf11 pc12", variant="stikitche")
    st.play("c1xc12")
    st.play("f11-f10")
    assert st.outcome() == Outcome((0,), "nikaida", (0.5, 0.0))


# ---------------------------------------------------------------- drills


def test_pastang_vaults_over_two_and_captures_after_three() -> None:
    st = at("Da1 Sa2 sa3 Db1 sb2 Sb3 sb4 db5", variant="pastang")
    assert "a1^a4" in texts(st)  # two pieces are a line in Pastang
    assert "b1^xb5" in texts(st)  # a capture needs three passed
    assert not any(t.startswith("b1^xb4") for t in texts(st))


def test_pastang_promotes_to_deldar_only() -> None:
    st = at("Sa5 sf2", variant="pastang")
    assert {"a5-a6=D", "a5-b6=D"} <= texts(st)
    assert not any("=" in t and not t.endswith("=D") for t in texts(st))


def test_draks_city_only_vaults_and_only_pallans_capture() -> None:
    st = make_game("jikaida", {"variant": "draks_city"}).new_state(1)
    for move in st.legal_moves():
        assert move.kind in ("vault", "bent-vault", "move-vault")
        if move.capture:
            assert st.board[move.frm] & 15 == 2  # a Pallan
    st = at("Pa1 Sa2 Sa3 Sa4 pa5 sf11", variant="draks_city")
    assert "a1^xa5" in texts(st)
    st = at("Sa7 Sa8 Sa9 sa10 sa11 sa12 Pf1 pf11", variant="draks_city")
    assert not any(t.startswith("a7") for t in texts(st)), "a Swod never lands on a piece"


def test_draks_city_promotes_to_pallan_only() -> None:
    st = at("Sb8 Sb9 Sb10 sb11 Pf1 pf7", variant="draks_city")
    assert "b8^b12=P" in texts(st)
    assert not any(t.endswith(("=A", "=D")) for t in texts(st))


# ---------------------------------------------------------------- Fluttember, options


def test_fluttember_once_per_game_and_kept_when_the_king_moves() -> None:
    st = at("Kh1 Af1 Ai1 Cl1 Ca1 kf18 sa16", fluttember="yb")
    assert {"h1<>f1", "h1<>i1", "h1<>a1", "h1<>l1"} <= texts(st)
    for move in ("h1-h2", "a16-a15", "h2-h1", "a15-a14"):
        st.play(move)
    assert "h1<>f1" in texts(st), "moving the King does not spend the right"
    st.play("h1<>f1")
    assert st.to_text().split()[3] == "b"
    assert st.piece_at(st.square(5, 0)) == ("K", 0) and st.piece_at(st.square(7, 0)) == ("A", 0)
    st.play("a14-a13")
    st.play("f1-g2")
    st.play("a13-a12")
    st.play("g2-f1")
    st.play("a12-a11")
    assert not any("<>" in t for t in texts(st))


# Issue 13: the Kapt that began on f1 ends on i1 (the i1 Kapt has gone to j4).
YELLOW_SWAPS_KAPTS = (
    "i3-i6, a16-a15, i2-i4-k4, a15-a14, i1-i3, b16-b15, i3-j4, b15-b14, "
    "h3-h5, c16-c15, g3-g5, c15-c14, g2-g4, d16-d15, f1-i4, d15-d14, "
    "i4-i1, e16-e15"
).split(", ")
# The same for Blue, turned half round: the Kapt that began on g18 ends on d18.
BLUE_SWAPS_KAPTS = (
    "a3-a4, d16-d13, a4-a5, d17-d15-b15, b3-b4, d18-d16, b4-b5, d16-c15, "
    "c3-c4, e16-e14, c4-c5, f16-f14, d3-d4, f17-f15, d4-d5, g18-d15, "
    "e3-e4, d15-d18, e4-e5"
).split(", ")


def played(moves: list[str]) -> JikaidaState:
    st = make_game("jikaida").new_state(1)
    for move in moves:
        st.play(move)
    return st


def test_fluttember_needs_the_kapt_that_began_on_that_square() -> None:
    """RULINGS 2: the very piece that began there, not another Kapt standing there."""
    st = played(YELLOW_SWAPS_KAPTS)
    swaps = {t for t in texts(st) if "<>" in t}
    assert swaps == {"h1<>a1", "h1<>l1"}  # not h1<>i1
    blue = played(BLUE_SWAPS_KAPTS)
    assert {t for t in texts(blue) if "<>" in t} == {"f18<>a18", "f18<>l18"}  # not f18<>d18


def test_the_reference_reads_the_same_rule_on_its_own() -> None:
    """The slow reference, playing the game itself, agrees move for move."""
    from tests.games.jikaida import reference
    from tests.games.jikaida.helpers import fast_effects, slow_effects

    for moves in (YELLOW_SWAPS_KAPTS, BLUE_SWAPS_KAPTS):
        pos = reference.start_position("jikaida")
        for move in moves:
            squares = move.split("-")
            pos = reference.play(pos, (squares[0], squares[-1], None, False))
        st = played(moves)
        assert reference.to_text(pos) == st.to_text()
        assert not any(e[1] in ("i1", "d18") for e in reference.fluttember_effects(pos))
        assert fast_effects(st) == slow_effects(st)


def test_a_kapt_that_went_home_again_may_fluttember() -> None:
    st = played([*YELLOW_SWAPS_KAPTS, "i1-i4", "e15-e14", "i4-f1", "e14-e13"])
    assert {t for t in texts(st) if "<>" in t} == {"h1<>a1", "h1<>f1", "h1<>l1"}
    back = played(
        [*YELLOW_SWAPS_KAPTS, "i1-i4", "e15-e14", "j4-i3", "e14-e13", "i3-i1", "e13-e12"]
    )  # the i1 Kapt home again, the f1 one still away
    assert {t for t in texts(back) if "<>" in t} == {"h1<>a1", "h1<>i1", "h1<>l1"}
    assert back.to_text().endswith(" i4=f1")


def test_origins_round_trip_in_the_position_text() -> None:
    st = played(YELLOW_SWAPS_KAPTS)
    text = st.to_text()
    assert text.split()[5] == "i1=f1,j4=i1"
    again = make_game("jikaida").state_from_text(text)
    assert again.to_text() == text and again.key() == st.key()
    assert texts(again) == texts(st)
    # A text written before the field: every Kapt and Chuktar began where it stands.
    old = make_game("jikaida").state_from_text(" ".join(text.split()[:5]))
    assert "h1<>i1" in texts(old) and old.key() != st.key()
    # Undo puts the origins back, and with them the text and the key.
    start = make_game("jikaida").new_state(1)
    for _ in YELLOW_SWAPS_KAPTS:
        st.undo()
    assert st.to_text() == start.to_text() and st.key() == start.key()


def test_after_the_fluttember_origins_no_longer_count() -> None:
    st = played(YELLOW_SWAPS_KAPTS)
    st.play("h1<>a1")
    text = st.to_text()
    assert text.split()[3:] == ["b", "19"]  # Yellow's origins went with its right
    again = make_game("jikaida").state_from_text(text)
    assert again.key() == st.key()


@pytest.mark.parametrize(
    ("origins", "words"),
    [
        ("i1", "not SQUARE=START"),
        ("h1=f1", "h1 holds no Kapt or Chuktar"),
        ("i1=f1,i1=f1", "i1 is listed twice"),
        ("i1=a1", "a1 is not a starting square of the Yellow Kapt on i1"),
        ("i1=g18", "g18 is not a starting square"),
        ("i1=i1", "goes without saying"),
        ("j4=-", "goes without saying"),
        ("i1=z1", "'z1' is not a square"),
        ("i1=f1,j4=f1", "i1 and j4 cannot both have begun on f1"),
        ("i1=-,j4=i1,f1=-", "f1 holds no Kapt"),
    ],
)
def test_origin_errors_name_the_problem(origins: str, words: str) -> None:
    text = played(YELLOW_SWAPS_KAPTS).to_text().rsplit(" ", 1)[0]
    with pytest.raises(PositionError, match=words):
        make_game("jikaida").state_from_text(f"{text} {origins}")
    no_right = text.replace(" yb ", " b ")
    with pytest.raises(PositionError, match="no longer has the King's Fluttember"):
        make_game("jikaida").state_from_text(f"{no_right} i1=f1")


def test_fluttember_not_in_kaida_nor_to_an_attacked_square() -> None:
    st = at("Kh1 Af1 Ai1 kf18 ch12", fluttember="y")
    assert st.in_kaida(0)
    assert not any("<>" in t for t in texts(st))
    st = at("Kh1 Af1 Ai1 kf18 ci12 sa16", fluttember="y")
    assert "h1<>f1" in texts(st) and "h1<>i1" not in texts(st)


def test_first_option() -> None:
    blue = make_game("jikaida", {"first": "blue"}).new_state(3)
    assert blue.current_seat == 1 and blue.to_text().split()[1] == "b"
    drawn = {
        make_game("jikaida", {"first": "random"}).new_state(seed).current_seat for seed in range(12)
    }
    assert drawn == {0, 1}
    for seed in range(5):
        a = make_game("jikaida", {"first": "random"}).new_state(seed)
        b = make_game("jikaida", {"first": "random"}).new_state(seed)
        assert a.to_text() == b.to_text() and a.rng.state == b.rng.state


def test_spec_and_registry() -> None:
    game = make_game("poron-jikaida", {"variant": "pastang"})
    assert isinstance(game, JikaidaGame)
    assert game.spec.seat_names == ("Yellow", "Blue") and game.spec.title == "Poron Jikaida"
    assert make_game("poron_jikaida").spec.key == "jikaida"


# ---------------------------------------------------------------- moves, undo, keys


def test_moves_are_their_effect() -> None:
    a = JikaidaMove(1, 2, None, False, "ordinary", (1, 2), False)
    b = JikaidaMove(1, 2, None, False, "vault", (1, 5, 2), True)
    assert a == b and hash(a) == hash(b)
    assert a != JikaidaMove(1, 2, "P") and a != JikaidaMove(1, 2, None, True)
    assert JikaidaMove(1, 2, "P").steps == (1, 2, "P") and a.steps == (1, 2)
    with pytest.raises(AttributeError):
        a.frm = 3  # type: ignore[misc]


def test_apply_undo_restores_text_key_and_moves() -> None:
    for name, variant, text, _ in POSITIONS:
        st = state(variant, text)
        before = (st.to_text(), st.key(), texts(st), st.quiet_moves)
        for move in st.legal_moves():
            st.apply(move)
            assert st.key() == state(variant, st.to_text()).key(), f"{name}: key drifts"
            assert st.undo() == move
            assert (st.to_text(), st.key(), texts(st), st.quiet_moves) == before, name


def test_key_sees_transpositions_and_opening_bonuses() -> None:
    a = make_game("jikaida").new_state(1)
    b = make_game("jikaida").new_state(1)
    for move in ("a3-a4", "l16-l15", "b3-b4", "k16-k15"):
        a.play(move)
    for move in ("b3-b4", "k16-k15", "a3-a4", "l16-l15"):
        b.play(move)
    assert a.key() == b.key() and a.to_text() == b.to_text()
    moved = state("jikaida", "11k/12/12/12/12/12/12/12/12/12/12/12/12/12/12/12/D11/K11 y a2 - 0")
    fresh = state("jikaida", "11k/12/12/12/12/12/12/12/12/12/12/12/12/12/12/12/D11/K11 y - - 0")
    assert moved.key() != fresh.key()


def test_captures_are_the_legal_captures_of_enemy_pieces() -> None:
    for st in [state(v, t) for _, v, t, _ in POSITIONS] + playouts("jikaida", 2, 60, 4):
        mine = 16 if st.current_seat else 0
        expected = {
            m
            for m in st.legal_moves()
            if m.capture and not m.fluttember and st.board[m.to] & 16 != mine
        }
        got = st.captures()
        assert set(got) == expected and len(got) == len(expected)
        victims = [VALUE[st.board[m.to] & 15] for m in got]
        assert victims == sorted(victims, reverse=True), "most valuable victim first"


def test_shortcut_agrees_with_checking_every_move() -> None:
    """The danger sets only spare checks: the result is the same as trying all."""
    positions = [state(v, t) for _, v, t, _ in POSITIONS if v in ("jikaida", "stikitche")]
    positions += playouts("jikaida", 3, 80, 7) + playouts("stikitche", 6, 30, 7)
    positions += [at("Ka1 kl18 ja5 jb5 Sl10"), at("Ka1 Sa2 da3 sb3 hd3 kl18")]  # no moves
    for st in positions:
        for quiet in (True, False):
            assert set(st._generate(quiet)) == set(st._generate(quiet, filtered=False)), (
                st.to_text()
            )


def test_play_refuses_illegal_moves() -> None:
    st = make_game("jikaida").new_state(1)
    with pytest.raises(IllegalMove):
        st.play(JikaidaMove(st.square(0, 1), st.square(0, 2)))
    with pytest.raises(IllegalMove):
        st.play("a2-a3")


def test_pieces_kings_and_square_names() -> None:
    st = make_game("jikaida").new_state(1)
    pieces = st.pieces()
    assert len(pieces) == 72 and pieces[st.square(7, 0)] == ("K", 0)
    assert pieces[st.square(4, 17)] == ("P", 1)
    assert st.king_square(0) == st.square(7, 0) and st.king_square(1) == st.square(5, 17)
    assert not st.in_kaida(0) and not st.in_kaida(1)
    assert (st.files, st.ranks, st.variant.name) == (12, 18, "jikaida")
    assert st.square_name(st.square(8, 2)) == "i3"
    assert st.drin_square_name(st.square(8, 2)) == "Zhantil C3"
    assert st.drin_square_name(st.square(5, 17)) == "Wersting F6"
    assert st.parse_square("Leem A1") == st.square(6, 6) == st.parse_square("g7")


def test_interned_moves_stay_within_their_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fault 2 (issue 13): a long session interned every move it met."""
    from boardroom.games.jikaida import moves
    from boardroom.games.jikaida.movegen import MoveGen
    from boardroom.games.jikaida.rules import geometry

    monkeypatch.setattr(moves, "INTERNED_CAP", 40)
    gen = MoveGen(geometry("jikaida"))
    st = make_game("jikaida").new_state(3)
    monkeypatch.setattr(st, "gen", gen)
    table = gen.table

    def kept() -> int:
        lists = (table.quiet, table.take, table.vault, table.vault_take)
        return (
            sum(m is not None for t in lists for m in t)
            + len(table._parts)
            + len(table._promotions)
        )

    assert len(texts(st)) == 144  # more moves than the table may keep: all still there
    assert kept() == table.kept == 40
    double = next(st.format_move(m) for m in st.legal_moves() if len(m.path) == 3)
    st.play(double)
    again = make_game("jikaida").new_state(3)
    again.play(double)
    assert texts(st) == texts(again) and kept() == 40
