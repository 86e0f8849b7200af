"""A game may bring its own bot through ``GameHooks.make_bot``; others keep MCTS."""

from __future__ import annotations

import pytest

from boardroom.bots import MctsBot, RandomBot, best_move_hint, levels, make_bot
from boardroom.bots import hooks as hooks_module
from boardroom.bots.hooks import GameHooks
from boardroom.engine.errors import OptionError
from tests.bots.toys import TicTacToeGame


class FirstMoveBot:
    def __init__(self, level: str, seed: int | None) -> None:
        self.level = level
        self.seed = seed

    def choose(self, state, cancel=None, progress=None):  # type: ignore[no-untyped-def]
        return state.legal_moves()[0]


@pytest.fixture
def own_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    def hooks_for(key: str) -> GameHooks:
        if key == "toy-ttt":
            return GameHooks(make_bot=FirstMoveBot)
        return hooks_module.hooks_for(key)

    monkeypatch.setattr(levels, "hooks_for", hooks_for)


@pytest.mark.usefixtures("own_bot")
def test_make_bot_uses_the_games_factory() -> None:
    bot = make_bot("toy-ttt", " Medium ", 4)
    assert isinstance(bot, FirstMoveBot) and bot.level == "medium" and bot.seed == 4
    state = TicTacToeGame().new_state(1)
    assert best_move_hint(state) == state.legal_moves()[0]
    assert isinstance(make_bot("toy-ttt", "random", 1), RandomBot)
    with pytest.raises(OptionError):
        make_bot("toy-ttt", "expert")


def test_games_without_a_factory_keep_mcts() -> None:
    assert isinstance(make_bot("toy-ttt", "hard", 1), MctsBot)
    assert isinstance(make_bot("onager", "easy", 1), MctsBot)
    assert hooks_module.hooks_for("dejarik").make_bot is not None
