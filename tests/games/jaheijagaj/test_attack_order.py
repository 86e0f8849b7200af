"""The order inside an attack (RULINGS 5, issue 21): the primary ends on the
target's hex first, so the hexes it left (its start and the hex it passed)
are free for the helpers, who may pass through them or end on them, lifts
and holes included; then an attack that cannot be completed is called off."""

from __future__ import annotations

import pytest

from boardroom.cli import main
from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState, why
from boardroom.games.jaheijagaj.attackentry import read_attack
from boardroom.games.jaheijagaj.board import board
from tests.games.jaheijagaj import reference

B = board()

# (seats, position, the attack, the pieces after it): the issue's four,
# each refused before the ruling.
ISSUE = [
    # The helper's only route is the lift at c6, landing on d6, the hex the
    # primary passed; before, no attack on d7 existed at all.
    (2, "b bSd5,rHd7,bSc8 - - 0", "d5-d6xd7+c8-c7-c6>d6", "bSd6,bHd7"),
    # A Kiggyar helper ends on n8, the hex the primary passed.
    (2, "r rTn7,kTo8,rHd9,kSn9,bHd16 - - 0", "n7-n8xn9+o8-n8", "kTn8,rHd9,rSn9,bHd16"),
    # A helper ends on c9, the primary's start (the click on c9 is a step).
    (2, "b rHk7,kSc8,kTb9,bTc9,bHg11 - - 0", "c9xc8+b9-c9", "rHk7,bSc8,kTc9,bHg11"),
    (
        4,
        "b bHd4,pHd8,bTb11,bSa12,pSb13,yHn15 r:honour - 0",
        "b11-b12xb13+a12-b12",
        "bHd4,pHd8,bSb12,bSb13,yHn15",
    ),
]
IDS = [case[2] for case in ISSUE]


def state(seats: int, text: str) -> JaheijagajState:
    st = make_game("jaheijagaj", {}, seats).state_from_text(text)
    assert isinstance(st, JaheijagajState)
    return st


def pieces(st: JaheijagajState) -> str:
    return st.to_text().split()[1]


@pytest.mark.parametrize(("seats", "text", "attack", "after"), ISSUE, ids=IDS)
def test_the_issues_attacks_are_legal_and_take_the_target(
    seats: int, text: str, attack: str, after: str
) -> None:
    st = state(seats, text)
    move = st.parse_move(attack)
    assert attack in reference.legal(reference.parse(seats, text))
    st.play(move)
    assert pieces(st) == after
    assert st.to_text() == reference_after(seats, text, attack, st)


def reference_after(seats: int, text: str, attack: str, st: JaheijagajState) -> str:
    """The engine's position text with the pieces the reference leaves."""
    pos = reference.play(reference.parse(seats, text), attack)
    order = {B.names[h]: h for h in range(256)}
    mine = sorted(pos.pieces.items(), key=lambda kv: order[kv[0]])
    fields = st.to_text().split()
    fields[1] = ",".join(piece + at for at, piece in mine)
    return " ".join(fields)


@pytest.mark.parametrize(("seats", "text", "attack", "after"), ISSUE, ids=IDS)
def test_the_command_line_plays_them(
    capsys: pytest.CaptureFixture[str], seats: int, text: str, attack: str, after: str
) -> None:
    code = main(["play", "-g", "jaheijagaj", "--seats", str(seats), "-p", text, "-m", attack])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert out[0].split()[1] == after


@pytest.mark.parametrize(("seats", "text", "attack", "after"), ISSUE, ids=IDS)
def test_no_reason_for_any_click_of_them(seats: int, text: str, attack: str, after: str) -> None:
    """Entered click by click, no step is refused: a click on the hex the
    primary left is the helper's next step, not a new helper."""
    st = state(seats, text)
    view = st.view(st.current_seat)
    clicks = st.parse_move(attack).steps
    for n in range(1, len(clicks) + 1):
        assert why.explain(view, clicks[:n]) is None, clicks[:n]


def test_the_click_on_the_primarys_start_reads_as_a_step() -> None:
    st = state(2, "b rHk7,kSc8,kTb9,bTc9,bHg11 - - 0")
    c8, b9, c9 = (B.index[n] for n in ("c8", "b9", "c9"))
    entry = read_attack(st.cells, [c9, c8, b9, c9], 1)
    assert entry.primary == [c9, c8] and entry.helpers == [[b9, c9]]
    assert entry.cells[c8] == st.cells[c9] and not entry.cells[c9]


def test_a_helper_may_pass_through_the_primarys_start() -> None:
    # e2 is where the primary started, f2 the hex it passed: d3 walks over both.
    st = state(2, "r rTe2,rTd3,bSg2,rHb1,bHo16 - - 0")
    st.play("e2-f2xg2+d3-e2-f2")
    assert pieces(st) == "rHb1,rTf2,rSg2,bHo16"


def test_a_helper_already_beside_the_target_is_still_one_without_moving() -> None:
    st = state(2, "r rTe2,rTh2,bSg2,rHb1,bHo16 - - 0")
    st.play("e2-f2xg2+h2")
    assert pieces(st) == "rHb1,rSg2,rTh2,bHo16"


# --- an attack that cannot be completed is called off --------------------------------


def test_a_helper_stopped_by_a_hidden_piece_calls_the_attack_off() -> None:
    # The Kiggyar on a5 is to help by a6, where a Blue Trooper stands that
    # Red cannot see: nothing moves, the target stays, the turn is spent.
    text = "r rTd3,bSc4,kTa5,bTa6,rHb1,bHo16 - - 0"
    st = state(2, text)
    assert not st.visible(0) >> B.index["a6"] & 1
    st.play("d3xc4+a5-a6-b5")
    assert pieces(st) == pieces(state(2, text))
    assert st.current_seat == 1 and st.quiet_moves == 1
    assert st.to_text().split()[3] == "r=bTa6@1"  # the blocker met, remembered
    assert reference.play(reference.parse(2, text), "d3xc4+a5-a6-b5").pieces == (
        reference.parse(2, text).pieces
    )
    # By the free way the same attack goes through.
    st = state(2, text)
    st.play("d3xc4+a5-b5")
    assert pieces(st) == "rHb1,rSc4,kTb5,bTa6,bHo16"


def test_a_primary_stopped_by_a_hidden_piece_calls_the_attack_off() -> None:
    # The hole at g12 drops onto g11, where a Blue Trooper hides from Red.
    text = "r rSg13,bTg10,bTg11,rHb1,bHo16 - - 0"
    st = state(2, text)
    assert not st.visible(0) >> B.index["g11"] & 1
    st.play("g13-g12>g11xg10")
    assert pieces(st) == pieces(state(2, text))
    assert st.to_text().split()[3] == "r=bTg11@1"
    assert len(st.history) == 1 and st.current_seat == 1


def test_a_called_off_attack_is_undone_whole() -> None:
    st = state(2, "r rTd3,bSc4,kTa5,bTa6,rHb1,bHo16 - - 0")
    before = st.to_text()
    st.play("d3xc4+a5-a6-b5")
    st.undo()
    assert st.to_text() == before


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_attacks_agree_with_the_reference_over_random_playouts(seats: int) -> None:
    """Where attacks exist, the engine lists the reference's, and each plays
    to the same pieces (called off or not)."""
    import random

    rng = random.Random(seats)
    st = make_game("jaheijagaj", {"stall_rule": False}, seats).new_state(seats)
    assert isinstance(st, JaheijagajState)
    checked = 0
    for _ in range(400):
        if st.is_terminal() or checked >= 6:
            break
        moves = st.legal_moves()
        attacks = [m for m in moves if m.kind == "attack"]
        if attacks:
            checked += 1
            pos = reference.parse(seats, st.to_text())
            texts = sorted(st.format_move(m) for m in attacks)
            assert texts == sorted(m for m in reference.legal(pos) if "x" in m)
            for move in rng.sample(attacks, min(5, len(attacks))):
                text = st.format_move(move)
                st.apply(move)
                theirs = reference.play(pos, text).pieces
                ours = {B.names[h]: piece for h, piece in pieces_by_hex(st).items()}
                assert ours == theirs, text
                st.undo()
        st.apply(rng.choice(moves))
    assert checked >= 3, f"{checked} positions with attacks met"


def pieces_by_hex(st: JaheijagajState) -> dict[int, str]:
    from boardroom.games.jaheijagaj.pieces import KIND_LETTERS, SIDE_LETTERS, kind_of, side_of

    return {
        h: SIDE_LETTERS[side_of(c)] + KIND_LETTERS[kind_of(c)] for h, c in enumerate(st.cells) if c
    }
