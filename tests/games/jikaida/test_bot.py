"""The Poron Jikaida bot: tactics, drills, repeatability, cancel, hint, draw
offers, and the evaluation's symmetry. No test depends on the clock: the
levels' time caps are lifted and node caps keep each search short."""

from __future__ import annotations

import dataclasses
import random
import threading

import pytest

from boardroom.bots import accepts_draw, best_move_hint, make_bot
from boardroom.bots.alphabeta_bot import AlphaBetaBot, AlphaBetaLevel
from boardroom.bots.levels import HINT_SEED
from boardroom.games.jikaida import JikaidaGame, JikaidaState
from boardroom.games.jikaida import bot as jikaida_bot
from boardroom.games.jikaida import evaluation as ev
from boardroom.games.jikaida.variants import BLUE, KIND, PALLAN, SWOD

# Corners: Blue's King a18 behind two Swods, Yellow's King l1 (far from the play).
MATE_IN_ONE = "k11/ss10/6J5/12/12/12/12/12/12/12/12/12/12/12/12/12/12/11K y - - 0"
# The mirror threat: Blue's Jiktar g3-g1 mates unless Yellow makes room or guards.
MATE_THREAT = "11k/12/12/12/12/12/12/12/7D4/12/12/12/12/12/12/6j5/SS10/K11 y - - 0"
HANGING_PALLAN = "k11/ss10/12/12/12/12/12/12/5p6/4D7/12/12/12/12/12/12/12/11K y - - 0"
# Yellow's Pallan l10 may take the Swod c10, but the Jiktar c14 then vaults
# over c13, c12, c11 and takes it.
VAULT_BAIT = "k11/ss10/12/12/2j9/2s9/2s9/2s9/2s8P/12/12/12/12/12/12/12/12/11K y - - 0"
PROMOTION = "k11/10S1/12/12/7ss3/12/12/12/12/12/12/12/12/12/12/12/12/K11 y - - 0"
PALLAN_UP = "k11/ss10/12/12/12/12/12/12/12/12/12/12/12/12/12/SS10/5P6/11K y - - 0"


def state(text: str, variant: str = "jikaida") -> JikaidaState:
    return JikaidaGame({"variant": variant}).state_from_text(text)


def bot(level: str = "hard", seed: int = 0, nodes: int = 6_000) -> AlphaBetaBot:
    """A level with its time cap lifted: only the node cap ends a search."""
    settings = jikaida_bot.LEVELS[level]
    config = dataclasses.replace(
        settings.config, seconds=None, nodes=min(nodes, settings.config.nodes or nodes)
    )
    return AlphaBetaBot(level, AlphaBetaLevel(config, settings.blunder), jikaida_bot.HOOKS, seed)


def mating_replies(st: JikaidaState) -> list[object]:
    found = []
    for reply in st.legal_moves():
        st.apply(reply)
        outcome = st.outcome()
        if outcome is not None and outcome.reason == "hyrkaida":
            found.append(reply)
        st.undo()
    return found


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_finds_the_mate_in_one(level: str) -> None:
    st = state(MATE_IN_ONE)
    move = bot(level).choose(st)
    st.apply(move)
    outcome = st.outcome()
    assert outcome is not None and outcome.reason == "hyrkaida" and outcome.winners == (0,)


def test_avoids_a_mate_in_one() -> None:
    st = state(MATE_THREAT)
    losing = 0
    for move in st.legal_moves():  # most moves lose: the test means something
        st.apply(move)
        losing += bool(mating_replies(st))
        st.undo()
    assert losing > len(st.legal_moves()) // 2
    st.apply(bot("hard").choose(st))
    assert mating_replies(st) == []


def test_hard_sees_a_mate_against_it_at_a_two_ply_horizon() -> None:
    """At depth 2 the mated position is a quiescence leaf (where Hard tests
    for Kaida even if standing pat would cut: root_checks, whose mechanism
    tests/bots/test_alphabeta_options.py shows)."""
    st = state(MATE_THREAT)
    player = bot("hard")
    player.search.config = dataclasses.replace(player.search.config, max_depth=2)
    for seed in range(4):
        player.rng.seed(seed)
        move = player.choose(st)
        assert player.last_search is not None and player.last_search.depth == 2
        st.apply(move)
        assert mating_replies(st) == []
        st.undo()


@pytest.mark.parametrize("variant", ["jikaida", "stikitche"])
def test_the_quick_kaida_test_agrees_with_the_rules(variant: str) -> None:
    """The search's Kaida test skips the attack test after moves that cannot
    have given Kaida; over random games it must agree with the rules."""
    kaidas = 0
    for seed in range(12):
        st = JikaidaGame({"variant": variant}).new_state(seed)
        rng = random.Random(seed)
        while not st.is_terminal() and st.ply < 150:
            truth = st.in_kaida(st.turn)
            kaidas += truth
            assert ev.in_kaida(st) == truth
            moves = st.legal_moves()
            st.apply(moves[rng.randrange(len(moves))])
    assert kaidas > 3


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_takes_a_hanging_pallan(level: str) -> None:
    st = state(HANGING_PALLAN)
    level_bot = bot(level)
    level_bot.settings = dataclasses.replace(level_bot.settings, blunder=0.0)
    move = level_bot.choose(st)
    assert st.format_move(move) == "e9xf10"


def test_does_not_lose_its_pallan_to_a_vault() -> None:
    st = state(VAULT_BAIT)
    bait = st.parse_move("l10xc10")
    st.apply(bait)
    assert any(st.board[m.to] & KIND == PALLAN for m in st.captures())  # the trap is real
    st.undo()
    move = bot("hard").choose(st)
    assert move != bait
    st.apply(move)
    assert not any(st.board[m.to] == PALLAN for m in st.captures())


def test_promotes_to_a_pallan() -> None:
    st = state(PROMOTION)
    move = bot("hard").choose(st)
    assert move.promotion == "P" and st.board[move.frm] == SWOD


@pytest.mark.parametrize("variant", ["jikaida", "pastang", "stikitche", "draks_city"])
@pytest.mark.parametrize("level", ["easy", "hard"])
def test_every_drill_gets_legal_moves(variant: str, level: str) -> None:
    st = JikaidaGame({"variant": variant}).new_state(3)
    players = [bot(level, 1, nodes=1_000), bot(level, 2, nodes=1_000)]
    for _ in range(4):
        if st.is_terminal():
            break
        move = players[st.current_seat].choose(st)
        assert move in st.legal_moves()
        st.play(move)


def test_a_seed_and_a_node_cap_repeat_the_game() -> None:
    # On 1,000 nodes, Medium's cap ends each of its searches (on 2,000 it
    # ended two of three, for the same game in half again the CPU).
    def game(seed: int) -> list[str]:
        st = JikaidaGame().new_state(0)
        players = [bot("medium", seed, 1_000), bot("easy", seed + 1, 1_000)]
        for _ in range(6):
            st.play(players[st.current_seat].choose(st))
        return st.moves_text()

    assert game(7) == game(7)


def test_cancel_stops_the_search_with_a_legal_move() -> None:
    st = JikaidaGame().new_state(0)
    cancel = threading.Event()
    cancel.set()
    reports: list[float] = []
    player = make_bot("jikaida", "hard", 0)
    assert isinstance(player, AlphaBetaBot)
    move = player.choose(st, cancel, reports.append)
    assert move in st.legal_moves()
    assert player.last_search is not None and player.last_search.cancelled
    assert player.last_search.nodes <= 16  # stopped at the first look at the flag


def test_progress_is_reported() -> None:
    ticks = iter(range(10**9))  # a fake clock: one step per look
    player = bot("hard", nodes=3_000)
    player.search.clock = lambda: next(ticks) * 0.01
    reports: list[float] = []
    player.choose(JikaidaGame().new_state(0), None, reports.append)
    assert reports and reports[-1] == 1.0
    assert all(0.0 <= r <= 1.0 for r in reports)


def test_the_hint_is_what_hard_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    # On 1,000 nodes (a third of the CPU of 3,000, the same move), where
    # Medium on as many plays another.
    hard = jikaida_bot.LEVELS["hard"]
    fixed = dataclasses.replace(
        hard, config=dataclasses.replace(hard.config, seconds=None, nodes=1_000)
    )
    monkeypatch.setitem(jikaida_bot.LEVELS, "hard", fixed)
    st = JikaidaGame().new_state(0)
    for text in ("c3-c5", "j16-j14"):
        st.play(text)
    hint = best_move_hint(st)
    assert hint == make_bot("jikaida", "hard", HINT_SEED).choose(st)


def test_draw_offers_are_accepted_only_when_not_winning() -> None:
    st = state(PALLAN_UP)
    assert not accepts_draw(st, 0)  # Yellow is a Pallan up
    assert accepts_draw(st, 1)
    start = JikaidaGame().new_state(0)
    assert accepts_draw(start, 0) or accepts_draw(start, 1)  # even: one side at least


def mirrored(st: JikaidaState) -> JikaidaState:
    """The board turned round and the colours swapped, the same seat to move."""
    size = st.g.size
    board = [0] * size
    fresh = [False] * size
    for sq, p in enumerate(st.board):
        if p:
            board[size - 1 - sq] = p ^ BLUE
        fresh[size - 1 - sq] = st.fresh[sq]
    flutter = ((st.flutter & 1) << 1) | ((st.flutter & 2) >> 1)
    other = JikaidaGame({"variant": st.variant.name}).state_from_text(st.to_text())
    other.set_position(board, fresh, st.turn, flutter)
    return other


@pytest.mark.parametrize("variant", ["jikaida", "pastang", "stikitche", "draks_city"])
def test_the_evaluation_is_symmetric(variant: str) -> None:
    rng = random.Random(5)
    st = JikaidaGame({"variant": variant}).new_state(1)
    for _ in range(40):
        if st.is_terminal():
            break
        assert ev.evaluate(mirrored(st)) == -ev.evaluate(st)
        assert ev.material(mirrored(st)) == -ev.material(st)
        moves = st.legal_moves()
        st.apply(moves[rng.randrange(len(moves))])


def test_the_evaluation_prefers_material_and_advanced_swods() -> None:
    assert ev.evaluate(state(PALLAN_UP)) > 1500
    back = state("k11/ss10/12/12/12/12/12/12/12/12/12/12/12/12/12/S11/12/11K y - - 0")
    ahead = state("k11/ss10/12/12/12/12/S11/12/12/12/12/12/12/12/12/12/12/11K y - - 0")
    assert ev.evaluate(ahead) > ev.evaluate(back)


def test_captures_put_promotions_and_big_victims_first() -> None:
    st = state(PROMOTION)
    assert ev.captures(st)[0].promotion == "P"
    ordered = ev.order(st, st.legal_moves(), _NoHistory())
    assert ordered[0].promotion == "P"
    assert all(m.promotion != "D" for m in ordered[:3])


class _NoHistory:
    def quiet_order(self, moves: list[object]) -> list[object]:
        return list(moves)
