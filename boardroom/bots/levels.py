"""The public face of the bots: levels, the hint, and draw offers.

Levels are budgets. Each has a hard time cap (what a player waits at most per
move) and an iteration cap (so that a fast machine does not make a level
stronger than it was tuned to be). Given a seed, a bot whose iteration cap is
reached before its time cap plays the same moves every run.
"""

from __future__ import annotations

import random
import threading

from boardroom.bots.hooks import LevelSettings, hooks_for
from boardroom.bots.mcts import Mcts, MctsConfig
from boardroom.bots.players import AnyBot, MctsBot, Progress, RandomBot
from boardroom.engine.errors import OptionError
from boardroom.engine.game import AnyState, M, State

LEVELS = ("easy", "medium", "hard")
RANDOM_LEVEL = "random"  # not offered to players; the ladder's baseline

# For games without tuned budgets. Easy keeps few iterations and samples
# among the moves it looked at, so a beginner can beat it.
DEFAULT_LEVELS: dict[str, LevelSettings] = {
    "easy": LevelSettings(MctsConfig(iterations=150, seconds=0.15), temperature=1.0),
    "medium": LevelSettings(MctsConfig(iterations=3000, seconds=0.6)),
    "hard": LevelSettings(MctsConfig(iterations=12000, seconds=1.8)),
}
HINT_SEED = 0
DRAW_CHECK = MctsConfig(iterations=2000, seconds=0.3)


def level_settings(game_key: str, level: str) -> LevelSettings:
    wanted = level.strip().lower()
    if wanted not in LEVELS:
        raise OptionError(f"unknown bot level '{level}' (levels: {', '.join(LEVELS)})")
    tuned = hooks_for(game_key).levels
    return tuned.get(wanted, DEFAULT_LEVELS[wanted])


def make_bot(game_key: str, level: str, seed: int | None = None) -> AnyBot:
    """A bot for ``game_key`` at ``level`` ('easy', 'medium', 'hard' or 'random')."""
    if level.strip().lower() == RANDOM_LEVEL:
        return RandomBot(seed)
    settings = level_settings(game_key, level)
    hooks = hooks_for(game_key)
    if hooks.make_bot is not None:
        return hooks.make_bot(level.strip().lower(), seed)
    return MctsBot(level.strip().lower(), settings, hooks, seed)


def best_move_hint(
    state: State[M],
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
    seed: int | None = None,
) -> M:
    """What the Hard bot would play here (the same answer each time it is asked
    with the same seed, unless the time cap cuts the search short). ``seed``:
    HINT_SEED unless given (a game with secrets gets one nobody else knows:
    a hint may be a hidden choice)."""
    bot = make_bot(state.game.spec.key, "hard", HINT_SEED if seed is None else seed)
    move: M = bot.choose(state, cancel, progress)
    return move


def accepts_draw(state: AnyState, seat: int) -> bool:
    """Does a bot playing ``seat`` accept a draw offer? Yes when its own
    estimate says it is not winning (no better than an even share)."""
    view = state.view(seat)
    if view.is_terminal():
        return False
    hooks = hooks_for(state.game.spec.key)
    if hooks.evaluate is not None:
        value = hooks.evaluate(view)[seat]
    else:
        search = Mcts(DRAW_CHECK, random.Random(HINT_SEED), None, hooks.policy, hooks.ordering)
        result = search.search(view)
        value = (result.proven or result.root_values)[seat]
    return value <= 1.0 / view.num_seats
