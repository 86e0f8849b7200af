"""Each rule of a Dejarik round (seed 002 and RULINGS 4)."""

from __future__ import annotations

import random

import pytest

from boardroom.engine import savegame
from boardroom.engine.errors import IllegalMove, InvalidNotation, OptionError, PositionError
from boardroom.games.dejarik.dice import Pool
from boardroom.games.dejarik.rules import DejarikGame
from tests.games.dejarik.helpers import at, game, rolling, text

ROLL_AT = dict(step="roll", stance="p/p")


# --- start, order of a round --------------------------------------------------------------


def test_first_attacker_option() -> None:
    assert game(first="seat1").new_state(1).attacker == 0
    assert game(first="seat2").new_state(1).attacker == 1
    drawn = {DejarikGame().new_state(seed).attacker for seed in range(20)}
    assert drawn == {0, 1}
    assert DejarikGame().new_state(7).to_text() == DejarikGame().new_state(7).to_text()


def test_a_round_step_by_step() -> None:
    state = game().new_state(3)
    assert state.step == "set" and state.current_seat == 1  # the defender sets first
    assert [state.format_move(m) for m in state.legal_moves()] == [f"set{k}" for k in range(5)]
    state.play("set2")
    assert state.current_seat == 0 and state.active == [4, 2]
    state.play("set1")
    assert state.step == "defence" and state.current_seat == 1
    state.play("secondary")
    assert state.step == "attack" and state.current_seat == 0
    state.play("primary")
    assert state.step == "roll" and state.current_seat == 0
    assert [state.format_move(m) for m in state.legal_moves()] == ["roll"]
    # Kessa attacks with Intelligence 2 and 1 rank, one piece set: AP upgraded
    # once, PP; Doran defends with Presence 2 and two pieces set: CC.
    assert state.check_pool() == Pool(proficiency=2, challenge=2)


# --- losses ---------------------------------------------------------------------------------


def test_net_successes_kill_set_defender_pieces_never_more_than_set() -> None:
    state = rolling(text(piles="3/0/1,2/0/2", **ROLL_AT), lambda v: v.successes >= 3)
    state.play("roll")
    assert state.lost == (0, 2)
    assert state.pieces(1) == 2 and state.pieces(0) == 4


def test_one_net_success_kills_one() -> None:
    state = rolling(text(piles="3/0/1,1/0/3", **ROLL_AT), lambda v: v.successes == 1)
    state.play("roll")
    assert state.lost == (0, 1) and state.pieces(1) == 3


def test_net_failures_kill_set_attacker_pieces() -> None:
    state = rolling(text(piles="1/0/3,3/0/1", **ROLL_AT), lambda v: v.successes == -2)
    state.play("roll")
    assert state.lost == (2, 0) and state.pieces(0) == 2


def test_no_net_success_nor_failure_kills_nothing() -> None:
    state = rolling(text(piles="3/0/1,3/0/1", **ROLL_AT), lambda v: v.successes == 0)
    state.play("roll")
    assert state.lost == (0, 0)


def test_unset_piece_comes_from_the_inactive_pile_first() -> None:
    state = rolling(text(piles="2/0/1,2/1/0", **ROLL_AT), lambda v: v.successes >= 2)
    state.play("roll")
    assert state.lost == (0, 1)
    assert state.inactive[1] == 0 and state.active[1] == 2


def test_unset_piece_from_the_active_pile_when_inactive_is_empty() -> None:
    state = rolling(text(piles="2/0/1,3/0/0", **ROLL_AT), lambda v: v.successes >= 1)
    state.play("roll")
    assert state.lost == (0, 1) and state.pieces(1) == 2


def test_attacker_who_set_nothing_loses_one_unset_piece() -> None:
    state = rolling(text(piles="2/2/0,3/0/1", **ROLL_AT), lambda v: v.successes <= -2)
    state.play("roll")
    assert state.lost == (1, 0) and state.inactive[0] == 1 and state.active[0] == 2


# --- end of the round ---------------------------------------------------------------------


def test_survivors_go_inactive_and_roles_swap() -> None:
    state = rolling(
        text(piles="2/0/2,1/1/2", **ROLL_AT),
        lambda v: v.successes == 1 and v.advantages == 0 and not v.triumphs and not v.despairs,
        effects=False,
    )
    state.play("roll")
    assert state.step == "set" and state.round == 2 and state.attacker == 1
    assert state.active == [2, 1] and state.inactive == [2, 2] and state.setc == [-1, -1]


def test_piles_refill_when_both_active_piles_are_empty() -> None:
    state = rolling(text(piles="0/1/2,0/0/3", **ROLL_AT), lambda v: v.successes == 0, effects=False)
    state.play("roll")
    assert state.active == [3, 3] and state.inactive == [0, 0]


def test_game_ends_when_a_side_has_no_piece() -> None:
    state = rolling(text(piles="3/0/1,0/0/1", **ROLL_AT), lambda v: v.successes >= 1)
    state.play("roll")
    assert state.step == "over" and state.legal_moves() == []
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,) and outcome.reason == "pieces"


# --- spending: the Limit Rule and the effects -----------------------------------------

# Post-roll positions: seat 1 attacked with both stances primary and set one
# piece each; nobody was hurt. PAA+ASA: 1 net success... kept at 0 here.
ADV3_TRIUMPH = text(
    step="advantages", piles="3/0/1,3/0/1", stance="p/p", roll="PX,PAA,AA,DF,DF"
)  # net 0 successes, 3 advantages, a Triumph
THREATS4_DESPAIR = text(
    step="threats", piles="3/0/1,3/0/1", stance="p/p", roll="ASS,CTT,CTT,CY"
)  # 0 net successes, 4 threats, a Despair


def test_the_spending_menu() -> None:
    state = at(ADV3_TRIUMPH)
    spending = state.spending()
    assert spending is not None and state.current_seat == 0
    assert (spending.budget, spending.bonus, spending.limit) == (3, 1, 2)
    moves = [state.format_move(m) for m in state.legal_moves()]
    assert "none" in moves and "SS!U" in moves and "O!S" in moves and "SS!S" in moves
    assert "SSS" not in moves  # the Limit Rule: 3 advantages allow 2 of one effect
    assert "B" in moves and "SB" in moves and "BB" not in moves  # 4 advantages needed
    assert "R" not in moves  # no strain to recover
    with pytest.raises(IllegalMove):
        state.play("SSS")


def test_attacker_effects_reach_the_right_side_in_the_right_round() -> None:
    state = at(ADV3_TRIUMPH)
    state.play("S!B")  # a Setback for the defender, a Boost for itself (Triumph)
    # Round 2: seat 2 attacks with the Setback; seat 1's Boost waits.
    assert state.round == 2 and state.attacker == 1 and state.setback == [0, 1]
    assert state.boost == [1, 0]
    for move in ("set0", "set0", "primary", "primary"):
        state.play(move)
    assert state.check_pool().setback == 1 and state.check_pool().boost == 0
    roll_to_end(state)
    # Round 3: seat 1 attacks with its Boost; the Setback is used up.
    for move in ("set0", "set0", "primary", "primary"):
        state.play(move)
    assert state.attacker == 0 and state.check_pool().boost == 1
    assert state.check_pool().setback == 0


def test_triumph_upgrades_the_attackers_next_defence() -> None:
    state = at(ADV3_TRIUMPH)
    state.play("!D")
    for move in ("set0", "set0", "primary", "primary"):
        state.play(move)
    # Seat 1 now defends: Cunning 2, Defence 1 -> DC, upgraded once more -> CC.
    assert state.defender == 0 and state.check_pool().challenge == 2


def test_three_advantages_make_the_next_attacker_set_first() -> None:
    state = at(ADV3_TRIUMPH)
    state.play("O")
    assert state.reversed_now and state.attacker == 1
    assert state.current_seat == 1  # round 2's attacker sets first
    state.play("set1")
    assert state.current_seat == 0
    state.play("set0")
    assert state.step == "defence"


def test_recovering_strain() -> None:
    state = at(
        text(step="advantages", piles="3/0/1,3/0/1", stance="p/p", roll="PAA,DF", strain="2/0")
    )
    assert "RR" not in [state.format_move(m) for m in state.legal_moves()]  # limit 1
    state.play("R")
    assert state.strain == [1, 0]


def test_defender_effects_reach_the_right_side_in_the_right_round() -> None:
    state = at(THREATS4_DESPAIR)
    assert state.current_seat == 1
    moves = [state.format_move(m) for m in state.legal_moves()]
    # 4 threats: up to 2 of each one-threat effect (canonical order T before B).
    assert "TTBB" in moves and "TTT" not in moves and "BBB" not in moves
    assert "SB!P" in moves and "SS" in moves and "BP" in moves
    assert "SP" not in moves  # 2 + 3 threats: over budget
    assert state.parse_move("BS!P") == state.parse_move("SB!P")
    state.play("TS!B")  # strain, a Setback in 2 rounds, a Boost (Despair) next round
    assert state.strain == [1, 0] and state.setback == [1, 0] and state.boost == [0, 1]
    for move in ("set0", "set0", "primary", "primary"):
        state.play(move)
    assert state.attacker == 1 and state.check_pool().boost == 1
    roll_to_end(state)
    for move in ("set0", "set0", "primary", "primary"):
        state.play(move)
    assert state.attacker == 0 and state.check_pool().setback == 1


def test_three_threats_adjust_the_opponents_set_pieces_next_round() -> None:
    state = at(THREATS4_DESPAIR)
    state.play("P")
    assert state.adjust_next == 0 and state.adjust_now == 1 and state.attacker == 1
    state.play("set2")  # seat 1, now defending, sets first
    state.play("set0")
    assert state.step == "adjust" and state.current_seat == 1
    assert [state.format_move(m) for m in state.legal_moves()] == ["adj-1", "adj0", "adj+1"]
    assert (
        state.describe_move(state.parse_move("adj+1")) == "Doran adds 1 piece to Kessa's set pieces"
    )
    state.play("adj-1")
    assert state.setc[0] == 1 and state.active[0] == 2 and state.step == "defence"


def test_despair_upgrades_the_defenders_next_attack() -> None:
    state = at(THREATS4_DESPAIR)
    state.play("!U")
    for move in ("set0", "set0", "primary", "primary"):
        state.play(move)
    # Seat 2 attacks: Intelligence 2, Attack 1 -> AP, upgraded once -> PP.
    assert state.check_pool().proficiency == 2 and state.check_pool().ability == 0


def test_strain_beyond_the_threshold_incapacitates() -> None:
    state = at(
        text(step="threats", piles="3/0/1,3/0/1", stance="p/p", roll="CTT,CTT", strain="11/0")
    )
    state.play("TT")
    outcome = state.outcome()
    assert state.step == "over" and outcome is not None
    assert outcome.winners == (1,) and outcome.reason == "incapacitated"


def test_effects_can_be_switched_off() -> None:
    state = rolling(
        text(piles="3/0/1,3/0/1", **ROLL_AT),
        lambda v: v.successes == 0 and v.advantages > 0,
        effects=False,
    )
    state.play("roll")
    assert state.step == "set" and state.round == 2


def roll_to_end(state: object) -> None:
    """Roll, then spend nothing, until the next round begins."""
    from boardroom.games.dejarik.rules import DejarikState

    assert isinstance(state, DejarikState)
    round_ = state.round
    state.play("roll")
    while state.round == round_ and not state.is_terminal():
        state.play("none")


# --- dice from the state's generator ---------------------------------------------------


def test_undo_never_rerolls() -> None:
    state = game().new_state(11)
    for move in ("set1", "set1", "primary", "primary"):
        state.play(move)
    state.play("roll")
    first = state.roll
    state.undo()
    state.play("roll")
    assert state.roll == first


def test_a_saved_game_replays_to_the_same_dice() -> None:
    g = DejarikGame()
    state = g.new_state(2024)
    chooser = random.Random(4)
    rolls = []
    while not state.is_terminal():
        state.play(chooser.choice(state.legal_moves()))
        rolls.append(state.roll)
    seats = [savegame.Seat("Ann"), savegame.Seat("Bob")]
    _, _, loaded = savegame.load_text(savegame.from_state(state, seats).to_json())
    assert loaded.to_text() == state.to_text() and loaded.outcome() == state.outcome()
    replay = g.new_state(2024)
    for move, roll in zip(state.history, rolls, strict=True):
        replay.play(move)
        assert replay.roll == roll


# --- text ----------------------------------------------------------------------------------


def test_position_text_round_trips() -> None:
    for position in (
        text(),
        ADV3_TRIUMPH,
        THREATS4_DESPAIR,
        text(
            step="set",
            piles="1/2/1,3/0/-",
            first="attacker",
            strain="3/1",
            boost="1/0",
            upatt="0/2",
            updef="1/1",
            adjust="2/0",
        ),
    ):
        assert at(position).to_text() == position


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "round=1",
        text().replace("step=set", "step=dance"),
        text(step="over"),  # nobody has lost
        text(piles="5/0/-,4/0/-"),  # more pieces than the option allows
        text(step="defence"),  # nobody has set yet
        text(step="advantages", piles="3/0/1,3/0/1", stance="p/p", roll="DF"),  # nothing to spend
        text(step="adjust", piles="3/0/1,3/0/1"),  # no adjustment held
        text(roll="PZ"),
        text(stance="x/-"),
        text(strain="1/2/3"),
    ],
)
def test_bad_position_text(bad: str) -> None:
    with pytest.raises(PositionError):
        at(bad)


def test_notation_and_errors() -> None:
    state = game().new_state(1)
    with pytest.raises(InvalidNotation):
        state.parse_move("set")
    with pytest.raises(InvalidNotation):
        state.parse_move("SQ")
    with pytest.raises(IllegalMove):
        state.parse_move("set5")
    with pytest.raises(IllegalMove):
        state.parse_move("roll")
    assert state.describe_move(state.parse_move("set2")) == "Doran sets 2 pieces"
    state.play("SET2")
    assert state.describe_move(state.parse_move("set1")) == "Kessa sets 1 piece"


def test_moves_are_described_in_words() -> None:
    state = at(ADV3_TRIUMPH)
    move = state.parse_move("BS!U")
    assert state.format_move(move) == "SB!U"  # canonical order
    words = state.describe_move(move)
    assert "Setback" in words and "Boost" in words and "Triumph" in words
    assert state.describe_move(state.parse_move("none")) == "Kessa spends nothing"


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("Kessa", "not a character"),
        ("Kessa:7,2,2,2,1,1", "Intelligence must be 1 to 6"),
        ("Kessa:2,2,2,2,6,1", "Dejarik Attack ranks must be 0 to 5"),
        ("Kessa:2,2,2,2,1,1,12,13", "strain must be 0 to 12"),
        (":2,2,2,2,1,1", "needs a name"),
        ("Kessa:2,2,x,2,1,1", "whole numbers"),
    ],
)
def test_characters_are_checked_options(value: str, words: str) -> None:
    with pytest.raises(OptionError, match=words):
        DejarikGame({"character1": value})


def test_characters_shape_the_pools() -> None:
    state = game(character1="Ace:5,1,1,1,3,0", character2="Wall:1,4,1,1,0,2").new_state(1)
    for move in ("set0", "set0", "primary", "primary"):
        state.play(move)
    assert state.check_pool() == Pool(ability=2, proficiency=3, difficulty=2, challenge=2)


def test_states_and_moves_travel_to_the_bot_process() -> None:
    import pickle

    state = at(ADV3_TRIUMPH)
    state.play("SS!U")
    copy = pickle.loads(pickle.dumps(state.view(state.current_seat)))
    assert copy.to_text() == state.to_text() and copy.history == state.history
    assert copy.rng.state == state.rng.state
    move = pickle.loads(pickle.dumps(state.legal_moves()[-1]))
    assert move in state.legal_moves()
