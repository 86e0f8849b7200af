"""Rival's bot: the setup from the "place for me" formation and hiding hex,
then Monte Carlo tree search with Rival's hooks for the play.

Searching the setup would spend the whole time budget on 20 placements of
near-equal value; a formation is as good and instant. The formation's seed,
and so the Ninja's hiding hex, is the bot's own: the window gives each bot a
secret seed per game (nothing a view holds tells it), so the bot sets up
differently from game to game.
"""

from __future__ import annotations

import dataclasses
import threading

from boardroom.bots.analysis import Estimate, final_estimate, mcts_estimate
from boardroom.bots.hooks import Analyser, GameHooks, LevelSettings
from boardroom.bots.mcts import MctsConfig
from boardroom.bots.players import MctsBot, Progress
from boardroom.games.rival import evaluation
from boardroom.games.rival.formation import suggest_formation, suggest_hiding
from boardroom.games.rival.moves import RivalMove
from boardroom.games.rival.pieces import UNPLACED, VISIBLE_PIECES
from boardroom.games.rival.rules import RivalState

# Time caps as for every game; iteration caps and deliberate mistakes tuned
# by matches (benchmarks/ladder.py --game rival). A turn is two moves of one side,
# and a plain search values a first move by the average of the second moves
# it tried, not by the best one: more iterations alone made the bot weaker.
# Hard therefore orders every node's moves by the evaluation of where they
# lead and widens progressively, so that it looks at the best few moves of
# each node first and deeper. Medium is a short search that now and then
# plays a random move, Easy a shorter one that often does.
LEVELS: dict[str, LevelSettings] = {
    "easy": LevelSettings(MctsConfig(iterations=40, seconds=0.15, playout_depth=0), blunder=0.4),
    "medium": LevelSettings(MctsConfig(iterations=150, seconds=0.6, playout_depth=0), blunder=0.12),
    "hard": LevelSettings(MctsConfig(iterations=12000, seconds=1.8, playout_depth=0, widening=1.0)),
}
SHARP_ORDER = frozenset({"hard"})  # levels that order moves by the evaluation


class RivalBot:
    def __init__(
        self,
        level: str,
        settings: LevelSettings,
        hooks: GameHooks[RivalState, RivalMove],
        seed: int | None = None,
    ) -> None:
        self.level = level
        self.seed = seed
        self.search = MctsBot(level, settings, hooks, seed)

    def choose(
        self,
        state: RivalState,
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
    ) -> RivalMove:
        seat = state.current_seat
        view = state.view(seat)
        if view.phase == "setup" and not view.is_terminal():
            if progress is not None:
                progress(1.0)
            setup_seed = self.seed or 0
            if view.ninja[seat] == UNPLACED and view.placed(seat) >= VISIBLE_PIECES:
                return suggest_hiding(view, seat, setup_seed)
            return suggest_formation(view, seat, setup_seed)[0]
        return self.search.choose(view, cancel, progress)


def setup_estimate(view: RivalState) -> Estimate[RivalMove]:
    """Before play the analysis has no judgement of a formation: even
    chances, every placement as good as another, and the bot's suggestion."""
    seat = view.current_seat
    setup_seed = 0
    if view.ninja[seat] == UNPLACED and view.placed(seat) >= VISIBLE_PIECES:
        best = suggest_hiding(view, seat, setup_seed)
    else:
        best = suggest_formation(view, seat, setup_seed)[0]
    return Estimate((0.5, 0.5), best, dict.fromkeys(view.legal_moves(), 0.5))


def make_analyser(
    sharp: GameHooks[RivalState, RivalMove], config: MctsConfig = LEVELS["hard"].config
) -> Analyser[RivalState, RivalMove]:
    def analyse(
        state: RivalState,
        seconds: float,
        cancel: threading.Event | None = None,
        progress: Progress | None = None,
    ) -> Estimate[RivalMove]:
        """Hard's search from the state given (a seat's view during play: the
        other Ninja's hiding hex stays unknown to it)."""
        if state.is_terminal():
            return final_estimate(state)
        if state.phase == "setup":
            if progress is not None:
                progress(1.0)
            return setup_estimate(state)
        return mcts_estimate(state, seconds, cancel, progress, sharp, config)

    return analyse


def hooks() -> GameHooks[RivalState, RivalMove]:
    """What Rival hands to the bots (``boardroom.bots.hooks.hooks_for``)."""
    plain = GameHooks(
        evaluate=evaluation.evaluate,
        policy=evaluation.playout_policy,
        ordering=evaluation.order_moves,
        levels=LEVELS,
    )
    sharp = dataclasses.replace(plain, ordering=evaluation.order_by_evaluation)

    def make_bot(level: str, seed: int | None = None) -> RivalBot:
        return RivalBot(level, LEVELS[level], sharp if level in SHARP_ORDER else plain, seed)

    return dataclasses.replace(plain, make_bot=make_bot, analyse=make_analyser(sharp))
