"""The public bot API: levels, seeds, views, the hint and draw offers."""

from __future__ import annotations

import threading

import pytest

from boardroom.bots import LEVELS, MctsBot, RandomBot, accepts_draw, best_move_hint, make_bot
from boardroom.bots.hooks import LevelSettings
from boardroom.bots.mcts import MctsConfig
from boardroom.engine.errors import OptionError
from tests.bots.toys import NimGame, PigGame, TicTacToeGame
from tests.toygames import SecretGame


def fixed_bot(seed: int, iterations: int = 400, temperature: float = 0.0) -> MctsBot:
    """A bot with no time cap, so its play depends on the seed alone."""
    return MctsBot("test", LevelSettings(MctsConfig(iterations=iterations), temperature), seed=seed)


def snapshot(state):
    return state.to_text(), list(state.history), state.rng.state, state.ply


def test_levels_are_the_three_offered_to_players():
    assert LEVELS == ("easy", "medium", "hard")
    for level in LEVELS:
        assert make_bot("toy-ttt", level, 1).level == level
    assert isinstance(make_bot("toy-ttt", "random", 1), RandomBot)


@pytest.mark.parametrize("level", ["", "expert", "hardest", "2"])
def test_unknown_levels_raise_option_error(level):
    with pytest.raises(OptionError):
        make_bot("toy-ttt", level)


def test_level_names_are_forgiving_about_case_and_spaces():
    assert make_bot("toy-ttt", " Hard ").level == "hard"


@pytest.mark.parametrize(
    "game, moves",
    [
        (TicTacToeGame(), ["4", "0"]),
        (NimGame(pile=12), ["1"]),
        (PigGame(), ["roll"]),
    ],
)
# Hard's search here is Medium's (the untuned levels: the same MctsBot with
# four times the iterations; Pig's takes a second): under slow.
@pytest.mark.parametrize(
    "level", ["easy", "medium", pytest.param("hard", marks=pytest.mark.slow), "random"]
)
def test_choose_never_touches_the_callers_state(game, moves, level):
    state = game.new_state(11)
    for text in moves:
        state.play(text)
    before = snapshot(state)
    move = make_bot(game.spec.key, level, 5).choose(state)
    assert snapshot(state) == before
    assert move in state.legal_moves()


def test_same_seed_same_game():
    def play(seed: int) -> list[str]:
        state = TicTacToeGame().new_state(0)
        bots = [fixed_bot(seed, 200, 1.0), fixed_bot(seed + 1, 200, 1.0)]
        while not state.is_terminal():
            state.play(bots[state.current_seat].choose(state))
        return state.moves_text()

    assert play(3) == play(3)
    assert len({tuple(play(seed)) for seed in range(6)}) > 1  # the seed matters


def test_random_bot_is_seeded():
    state = NimGame(pile=30).new_state(0)
    picks = [RandomBot(9).choose(state) for _ in range(3)]
    assert picks[0] == picks[1] == picks[2]
    bot = RandomBot(9)
    assert len({bot.choose(state).steps for _ in range(40)}) == 3


def test_only_move_is_played_without_searching():
    state = NimGame(pile=1).new_state(0)
    bot = fixed_bot(0)
    assert bot.choose(state).steps == (1,)
    assert bot.last_search is None


def test_a_finished_game_has_no_move_to_choose():
    state = TicTacToeGame().state_from_text("XXXOO....")
    with pytest.raises(ValueError):
        make_bot("toy-ttt", "easy").choose(state)


def test_bots_see_only_their_seats_view():
    """In the secret-number game a bot that could see the hidden number would
    guess it at once; through its view it can only guess blindly."""
    game = SecretGame({"numbers": 5})
    first_guess_right = 0
    for seed in range(20):
        state = game.new_state(seed)
        state.play(f"p{seed % 5 + 1}")  # North's secret
        state.play("p3")  # South's secret
        guess = fixed_bot(seed, iterations=200).choose(state)  # North guesses
        first_guess_right += guess.number == 3
    assert first_guess_right <= 8  # blind: about 1 in 5, never all


def test_cancel_and_progress_reach_the_search():
    state = NimGame(pile=100_000).new_state(0)
    cancel = threading.Event()
    cancel.set()
    reports: list[float] = []
    bot = make_bot("toy-nim", "hard", 0)
    move = bot.choose(state, cancel, reports.append)
    assert move in state.legal_moves()
    assert isinstance(bot, MctsBot) and bot.last_search is not None
    assert bot.last_search.cancelled and bot.last_search.iterations == 0
    assert reports == []  # a cancelled search reports nothing more


def test_easy_samples_weaker_moves_than_hard():
    state = NimGame(pile=9).new_state(0)  # take 1 is the only winning move
    easy = make_bot("toy-nim", "easy", 0)
    picks = [easy.choose(state).steps for _ in range(30)]
    assert len(set(picks)) > 1
    assert make_bot("toy-nim", "hard", 0).choose(state).steps == (1,)


def test_hint_is_the_hard_move():
    state = TicTacToeGame().state_from_text("XO..O...X")
    assert best_move_hint(state).steps == (7,)
    before = snapshot(state)
    best_move_hint(state)
    assert snapshot(state) == before


def test_draw_offers_are_accepted_only_when_not_winning():
    state = TicTacToeGame().state_from_text("XX.OO....")  # X to move wins
    assert not accepts_draw(state, 0)
    assert accepts_draw(state, 1)
    level = TicTacToeGame().state_from_text("XOX.O..X.")  # a dead draw
    assert accepts_draw(level, 0) and accepts_draw(level, 1)
    over = TicTacToeGame().state_from_text("XXXOO....")
    assert not accepts_draw(over, 1)
