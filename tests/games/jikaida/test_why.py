"""Why a Jikaida move cannot be played: every rule that can forbid a move,
each in a position made for it, in English and in French; legal moves get
no reason; and the drills pass the shared property test too."""

from __future__ import annotations

import random
from collections.abc import Hashable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardroom.engine.reasons import Reason, begins_legal_move, why_not
from boardroom.games.jikaida import JikaidaGame, JikaidaState, why
from boardroom.games.jikaida.whytexts import CONTEXT, TEXTS
from tests.games.jikaida.examples_helpers import position
from tests.games.jikaida.helpers import state
from tests.reasonwords import french, in_language


def at(
    pieces: str,
    variant: str = "jikaida",
    turn: str = "y",
    moved: str = "-",
    flutter: str = "-",
    origins: str = "",
) -> JikaidaState:
    text = position(variant, pieces, turn, moved, flutter)
    return state(variant, f"{text} {origins}".strip())


def steps_of(st: JikaidaState, written: str) -> tuple[Hashable, ...]:
    """ "e17 e18 P" -> (square, square, "P"): a square where it reads as one."""
    out: list[Hashable] = []
    for word in written.split():
        try:
            out.append(st.parse_square(word))
        except Exception:
            out.append(word)
    return tuple(out)


# rule, variant, pieces, steps, (turn, moved, Fluttember, origins)
K = "Kl1 Dl2 kl18 dl17 "  # Kings out of the way, not alone (Nikaida)
CASES = [
    ("not-a-square", "jikaida", K + "Dc4", "P", {}),
    ("not-a-square", "jikaida", K + "Dc4", "c4 P", {}),
    ("empty", "jikaida", K + "Dc4", "e5", {}),
    ("not-yours", "jikaida", K + "Dc4", "l18", {}),
    ("no-move", "jikaida", K + "Sc4 dc5 Db5 Dd5", "c4", {}),
    ("same-square", "jikaida", K + "Dc4", "c4 c4", {}),
    ("own-piece", "jikaida", K + "Dc4 Sc5", "c4 c5", {}),
    ("pallan-own-king", "jikaida", "Kc4 Pc3 kl18 dl17", "c3 c4", {}),
    ("pattern", "jikaida", K + "Hc4", "c4 c6", {}),
    ("pattern", "jikaida", K + "Nc4", "c4 c5", {}),
    ("pattern", "jikaida", "Kc4 Dl2 kl18 dl17", "c4 c6", {}),
    ("blocked", "jikaida", K + "Jc2 Sc4", "c2 c5", {}),
    ("blocked", "jikaida", K + "Sc3 Dc4", "c3 c5", {}),  # a Swod's long first move
    ("blocked", "jikaida", K + "Pc3 Sc5", "c3 a9", {}),  # a Pallan's turn at a front
    ("front", "jikaida", K + "Jc4", "c4 c8", {}),
    ("front", "jikaida", K + "Dc2", "c2 g4", {}),  # the second part, from e2 or e4
    ("front-free-once", "jikaida", K + "Cc4", "c4 c14", {}),
    ("front-free-once", "jikaida", "Kl2 kl18 dl17 Pd3", "d3 d15", {}),
    ("swod-forward", "jikaida", K + "Sc4", "c4 c3", {}),
    ("swod-forward", "jikaida", K + "Sc4", "c4 e5", {}),
    ("swod-double-step", "jikaida", K + "Sc4", "c4 c6", {}),
    ("swod-reach", "jikaida", K + "Sc3", "c3 c7", {}),
    ("swod-straight-capture", "jikaida", K + "Sc4 dc5", "c4 c5", {}),
    ("propt", "jikaida", K + "Sc4 sd5 de6", "c4 d5", {}),
    ("propt", "jikaida", K + "Se6 Se7 Se8 Se9 se10 df11", "e6 e10", {}),
    ("deldar-double", "jikaida", K + "Dd9", "d9 d12", {}),
    ("paktun-double", "jikaida", K + "Nd9", "d9 f9", {}),
    ("capture-ends", "jikaida", K + "Dd2 sd3", "d2 d5", {}),
    ("capture-ends", "jikaida", K + "Nd1 sc3 se3", "d1 d5", {}),
    ("pallan-path", "jikaida", K + "Pc3", "c3 d9", {}),
    ("vault-short", "jikaida", K + "Dc4 Sc5 sc6", "c4 c8", {}),
    ("vault-short", "pastang", "Dc2 Sc3 sa6", "c2 c5", {}),
    ("vault-gap", "jikaida", K + "Dc4 Sc5 sc6 Sc7", "c4 c9", {}),
    ("vault-gap", "pastang", "Dc2 Sc3 sc4 sa6", "c2 c6", {}),
    ("vault-capture-early", "jikaida", K + "Dc4 Sc5 sc6 Sc7", "c4 c6", {}),
    ("swod-vault-forward", "jikaida", K + "Se8 Se7 Se6 Se5", "e8 e4", {}),
    ("vault-only", "draks_city", "Sc4 Pa1 Sa2 Sa3 Sa4 sf12", "c4 c5", {}),
    ("vault-only", "draks_city", "Sc4 Pa1 Sa2 Sa3 Sa4 sf12", "a1 b3", {}),
    ("vault-only", "draks_city", "Pa3 Sd2 Sd3 Sd4 Sd5 sf12", "a3 b8", {}),  # a turn
    ("vault-only", "draks_city", "Sc4 Pa1 sf12 sf11 sb10 sb9 sb8 sb7", "f12", {"turn": "b"}),
    ("drak-no-capture", "draks_city", "Sc4 Sc5 Sc6 Sc7 Pa1 sd5 sf12", "c4 d5", {}),
    ("drak-no-capture", "draks_city", "Sb3 Sb4 Sb5 Sb6 sb7 Pa1 sf12", "b3 b7", {}),
    ("kaida", "jikaida", "Ka1 Da3 ja6 kl18", "a3 b4", {}),  # pinned
    ("kaida", "jikaida", "Ka1 ja6 Dc4 kl18", "c4 c5", {}),  # in Kaida, not ended
    ("kaida", "jikaida", "Ka1 jb6 kl18", "a1 b1", {}),  # the King steps into it
    ("kaida", "jikaida", "Ka3 Sb3 jd3 kl18", "b3", {}),  # no move of the piece is safe
    ("kaida", "stikitche", "Kb1 Pb2 kf12 pb12", "b2 c3", {}),
    ("fluttember-used", "jikaida", "Kh1 Af1 kl18 dl17", "h1 f1", {}),
    ("fluttember-king", "jikaida", "Kg2 Af1 Ca1 kl18 dl17", "g2 a1", {"flutter": "y"}),
    ("fluttember-partner", "jikaida", "Kh1 Ae1 kl18 dl17", "h1 e1", {"flutter": "y"}),
    (
        "fluttember-partner",
        "jikaida",
        "Kh1 Af1 kl18 dl17",
        "h1 f1",
        {"flutter": "y", "origins": "f1=i1"},
    ),
    ("fluttember-kaida", "jikaida", "Kh1 Af1 jh6 kl18 dl17", "h1 f1", {"flutter": "y"}),
    ("fluttember-attacked", "jikaida", "Kh1 Af1 jf6 kl18 dl17", "h1 f1", {"flutter": "y"}),
    ("promotion-king", "jikaida", K + "Se17", "e17 e18 K", {}),
    ("promotion-choose", "jikaida", K + "Se17", "e17 e18 e16", {}),
    ("promotion-kind", "pastang", "Se5 sa2", "e5 e6 P", {}),
    ("promotion-kind", "draks_city", "Se8 Se9 Se10 Se11 Pa1 sa12", "e8 e12 D", {}),
    ("no-promotion", "jikaida", K + "Dc4", "c4 c5 P", {}),
    ("move-complete", "jikaida", K + "Dc4", "c4 c5 c6", {}),
    ("move-complete", "jikaida", K + "Se17", "e17 e18 P e16", {}),
]


@pytest.mark.parametrize(("rule", "variant", "pieces", "written", "extra"), CASES)
def test_each_rule_explains_its_attempt(
    rule: str, variant: str, pieces: str, written: str, extra: dict[str, str]
) -> None:
    st = at(pieces, variant, **extra)
    steps = steps_of(st, written)
    assert not begins_legal_move(st.legal_moves(), steps), f"{written} is legal"
    reason = why.explain(st, steps)
    assert isinstance(reason, Reason)
    assert reason.rule == f"jikaida.{rule}", reason.english()
    assert why_not(st, steps) == reason  # what the window and the command line show
    english = in_language(reason, "en")
    assert english == reason.english() and "{" not in english
    assert "{" not in french(reason)


def test_every_rule_has_a_case() -> None:
    tested = {case[0] for case in CASES}
    rules = {name for name in TEXTS if not name.startswith("kaida-")} - {"unreachable"}
    assert rules <= tested, rules - tested


def test_piece_names_are_translated() -> None:
    st = at(K + "Hc4")
    reason = why.explain(st, steps_of(st, "c4 c6"))
    assert reason is not None and reason.args[0].context == CONTEXT
    assert in_language(reason, "en") == "the Hikdar cannot move that way"
    assert "Hikdar" in french(reason)
    king = why.explain(at("Kc4 Dl2 kl18 dl17"), steps_of(at("Kc4 Dl2 kl18 dl17"), "c4 c6"))
    assert king is not None and "Roi" in french(king)


def test_reasons_name_the_square() -> None:
    st = at(K + "Jc2 Sc4")
    reason = why.explain(st, steps_of(st, "c2 c5"))
    assert reason is not None and reason.english() == "the path is blocked at c4"
    st = at(K + "Dc4 Sc5 sc6 Sc7")
    reason = why.explain(st, steps_of(st, "c4 c9"))
    assert reason is not None and reason.english().endswith(", c8")
    assert in_language(reason, "fr").endswith(", c8")


@pytest.mark.parametrize(
    ("variant", "pieces", "written", "extra"),
    [
        ("jikaida", K + "Dc4", "c4", {}),
        ("jikaida", K + "Dc4", "c4 c6", {}),
        ("jikaida", K + "Dd2", "d2 d4", {}),
        ("jikaida", K + "Dd2", "d2 b6", {}),  # two parts
        ("jikaida", K + "Nd1", "d1 d5", {}),  # two leaps
        ("jikaida", K + "Sc3", "c3 c6", {}),
        ("jikaida", K + "Se17", "e17 e18", {}),
        ("jikaida", K + "Se17", "e17 e18 N", {}),
        ("jikaida", K + "Dc4 Sc5 sc6 Sc7", "c4 c8", {}),
        ("jikaida", K + "Pc3", "c3 c7", {}),
        ("jikaida", K + "Pc3", "c3 f10", {}),  # a turn at the front
        ("jikaida", "Kh1 Af1 kl18 dl17", "h1 f1", {"flutter": "y"}),
        ("pastang", "Dc2 Sc3 sc4 sa6", "c2 c5", {}),
        ("pastang", "Se5 sa2", "e5 e6 D", {}),
        ("draks_city", "Sc4 Sc5 Sc6 Pc3 sf12", "c3 c7", {}),
        ("stikitche", "Kd1 Pc1 kd12 pc12", "c1 c12", {}),
    ],
)
def test_legal_moves_get_no_reason(
    variant: str, pieces: str, written: str, extra: dict[str, str]
) -> None:
    st = at(pieces, variant, **extra)
    steps = steps_of(st, written)
    assert begins_legal_move(st.legal_moves(), steps)
    assert why.explain(st, steps) is None
    assert why_not(st, steps) is None


def test_every_legal_move_of_the_start_gets_no_reason() -> None:
    for variant in ("jikaida", "pastang", "stikitche", "draks_city"):
        st = JikaidaGame({"variant": variant}).new_state(1)
        for move in st.legal_moves():
            assert why.explain(st, move.steps) is None


def test_a_finished_game_says_so() -> None:
    st = at("Ka1 kl18 ja5 jb5 Sl10")
    assert st.is_terminal()
    reason = why.explain(st, steps_of(st, "a1 b1"))
    assert reason is not None and reason.rule == "game-over"


def test_candidates_are_every_square_and_promotion_letter() -> None:
    st = JikaidaGame({"variant": "pastang"}).new_state(1)
    found = list(why.candidates(st))
    assert found[:36] == list(range(36))
    assert set(found[36:]) == set("KPACJHND")


# ------------------------------------------------ the drills, as the shared property test


def _position(variant: str, seed: int, plies: int) -> JikaidaState:
    rng = random.Random(seed)
    st = JikaidaGame({"variant": variant}).new_state(seed)
    for _ in range(plies):
        moves = st.legal_moves()
        if not moves:
            break
        st.apply(rng.choice(moves))
    return st


@pytest.mark.parametrize("variant", ["pastang", "stikitche", "draks_city"])
@given(seed=st.integers(0, 2**31), plies=st.integers(0, 60))
@settings(max_examples=8, deadline=None)
def test_drill_reasons_agree_with_the_legal_moves(variant: str, seed: int, plies: int) -> None:
    view = _position(variant, seed, plies)
    if view.is_terminal():
        return
    moves = view.legal_moves()
    prefixes = {(): None} | {
        tuple(m.steps[:n]): None for m in moves for n in range(1, len(m.steps))
    }
    attempts = [p + (c,) for p in prefixes for c in why.candidates(view)]
    rng = random.Random(seed)
    if len(attempts) > 300:
        attempts = rng.sample(attempts, 300)
    attempts += [tuple(m.steps) for m in moves[:40]]
    for steps in attempts:
        reason = why.explain(view, steps)
        if begins_legal_move(moves, steps):
            assert reason is None, f"{variant}: legal {steps} explained as '{reason}'"
        else:
            assert isinstance(reason, Reason), f"{variant}: no reason for {steps}"
            assert reason.text in TEXTS.values()
            assert reason.rule != "jikaida.unreachable", f"{variant}: {steps} {view.to_text()}"


@pytest.mark.parametrize(
    ("pieces", "written", "english", "french_text"),
    [
        (
            "Ka1 Da3 ja6 kl18",
            "a3 b4",
            "this move would leave your King in Kaida",
            "ce coup laisserait votre Roi en Kaida",
        ),
        (
            "Ka1 ja6 Dc4 kl18",
            "c4 c5",
            "your King is in Kaida and this move does not end it",
            "votre Roi est en Kaida et ce coup n'y met pas fin",
        ),
        (
            "Ka1 jb6 kl18",
            "a1 b1",
            "your King would be in Kaida on b1",
            "votre Roi serait en Kaida en b1",
        ),
        (
            "Ka3 Sb3 jd3 kl18",
            "b3",
            "any move of this piece would leave your King in Kaida",
            "tout déplacement de cette pièce laisserait votre Roi en Kaida",
        ),
        (
            "Ka1 ja6 Sc4 kl18",
            "c4",
            "your King is in Kaida and no move of this piece ends it",
            "votre Roi est en Kaida et aucun déplacement de cette pièce n'y met fin",
        ),
    ],
)
def test_kaida_is_told_as_the_player_sees_it(
    pieces: str, written: str, english: str, french_text: str
) -> None:
    st = at(pieces)
    reason = why.explain(st, steps_of(st, written))
    assert reason is not None and reason.rule == "jikaida.kaida"
    assert in_language(reason, "en") == english
    assert in_language(reason, "fr") == french_text
