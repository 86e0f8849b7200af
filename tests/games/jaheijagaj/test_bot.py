"""Jaheijagaj's bots decide from their seat's view and memory only, at every
level and seat count, and always play a legal move."""

from __future__ import annotations

import dataclasses
import random
import threading

import pytest

from boardroom.bots import make_bot
from boardroom.bots.hooks import hooks_for
from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState
from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.bot import LEVELS, JaheijagajBot, sample_world
from tests.games.jaheijagaj.helpers import state

B = board()
# No time caps: the choice is then a function of the view and the seed alone.
UNTIMED = {
    name: dataclasses.replace(level, seconds=None, blunder=0.0) for name, level in LEVELS.items()
}
# Hard on 1,000 evaluations in the run always made: in each position here it
# plays the move it plays on its own 12,000 (of which it spends about 2,300),
# in two fifths of the CPU. Hard on its own budget under slow.
UNTIMED["hard-1000"] = dataclasses.replace(UNTIMED["hard"], nodes=1000)


def choice(level: str, st: JaheijagajState, seed: int = 5) -> str:
    bot = JaheijagajBot(level.partition("-")[0], UNTIMED[level], seed)
    return st.format_move(bot.choose(st))


# Blue's pieces Red cannot see, four ways (Hard: the first, all under slow).
# The first puts a Trooper on a6, on the West face beyond Red's sight: a bot
# of any level that searched the true position rather than worlds drawn from
# its view would go after it (the Guard from b1), where on the others alone
# it chose as a blind bot does (the test could not fail).
UNSEEN = ("bSh14 bHk15 bTa6", "bSh14 bHk15 bTi13", "bSc14 bHk15", "bSh14 bHk15 bTo10 bSn9")


@pytest.mark.parametrize("level", ["easy", "medium", "hard-1000"])
def test_what_the_seat_cannot_see_never_changes_its_choice(level: str) -> None:
    check_unseen(level, UNSEEN[:1] if level.startswith("hard") else UNSEEN)


@pytest.mark.slow
def test_what_the_seat_cannot_see_never_changes_hards_choice_any_way() -> None:
    check_unseen("hard", UNSEEN)


def check_unseen(level: str, unseen: tuple[str, ...]) -> None:
    # Red near the South rim; Blue's pieces far off (the North face, a6).
    base = "rTe2 rSg3 rHj2 bTm2 bSh14 bHk15"
    shown = choice(level, state(base))
    for hidden in unseen:
        other = state(f"rTe2 rSg3 rHj2 bTm2 {hidden}")
        assert other.view(0).cells == state(base).view(0).cells  # the same view
        assert choice(level, other) == shown, hidden


def test_a_remembered_piece_is_part_of_what_it_knows() -> None:
    st = state("rTk9 bTm11 bTo14")
    st.play("k9-j10-i10")  # Red now remembers m11 and o14
    st.play("o14-o13")
    view = st.view(0)
    world = sample_world(view, random.Random(1))
    assert world.cells[B.index["m11"]] == st.cells[B.index["m11"]]
    # Blue keeps enough honour on its home face to stay in the game.
    assert world.infantry_honour(1) >= 4 and world.tracking is False


@pytest.mark.parametrize(  # Hard with 3 and 4 seats (a second each) under slow
    ("level", "seats"),
    [
        pytest.param(
            level, seats, marks=[pytest.mark.slow] if (level, seats > 2) == ("hard", True) else []
        )
        for seats in (2, 3, 4)
        for level in ("easy", "medium", "hard", "random")
    ],
)
def test_every_level_plays_legal_moves_at_every_seat_count(level: str, seats: int) -> None:
    game = make_game("jaheijagaj", {}, seats)
    st = game.new_state(seats)
    bot = make_bot("jaheijagaj", level, 3)
    if isinstance(bot, JaheijagajBot):  # the level's kind of search, on a small node budget
        settings = bot.settings
        nodes = min(settings.nodes or 500, 500)
        bot.settings = dataclasses.replace(
            settings, worlds=min(settings.worlds, 2), nodes=nodes, seconds=None
        )
    for _ in range(4):
        move = bot.choose(st)
        assert move in st.legal_moves()
        st.play(move)


def test_progress_is_reported_and_a_cancel_is_heard() -> None:
    st = make_game("jaheijagaj", {}, 2).new_state(1)
    seen: list[float] = []
    bot = JaheijagajBot("hard", UNTIMED["hard"], 1)
    bot.choose(st, progress=seen.append)
    assert seen and seen[-1] == pytest.approx(1.0)
    cancel = threading.Event()
    cancel.set()
    assert bot.choose(st, cancel=cancel) in st.legal_moves()


@pytest.mark.parametrize(
    "level", ["easy", "medium", "hard-1000", pytest.param("hard", marks=pytest.mark.slow)]
)
def test_the_bot_takes_what_hangs(level: str) -> None:
    st = state("rSe2 bTg2 bTm2 bSm3")  # Blue's Trooper on g2 can be taken at once
    chosen = choice(level, st)
    assert chosen.startswith("e2") and "xg2" in chosen


def test_draw_offers_read_the_view() -> None:
    hooks = hooks_for("jaheijagaj")
    assert hooks.make_bot is not None and hooks.evaluate is not None
    st = state("rHe2 rSg3 bTm2 bTl2 bTk2 bTj1")
    chances = hooks.evaluate(st.view(0))
    assert len(chances) == 2 and abs(sum(chances) - 1.0) < 1e-9


# Purple's pieces Red neither sees nor remembers, three ways. Hard (1.3 s of
# CPU a way) under slow: the run always made checks Easy and Medium here, and
# Hard's blindness with two seats above.
PURPLE = ("pHh15 pSi15", "pHf15 pSi16 pTg16", "pHl15 pSn16 pTm15 pTe14")


@pytest.mark.parametrize(
    ("level", "hidden"),
    [
        pytest.param("easy", PURPLE, id="easy"),
        pytest.param("medium", PURPLE, id="medium"),
        pytest.param("hard", PURPLE, id="hard", marks=pytest.mark.slow),
    ],
)
def test_with_four_seats_and_a_memory_what_is_hidden_never_changes_the_choice(
    level: str, hidden: tuple[str, ...]
) -> None:
    # Red on the South face remembers a Purple Trooper on k14; Purple's
    # other pieces stand on the North face, which Red never sees from home.
    shown = "rTe2 rSg3 rHj2 yHo5 yTp4 bHa9 bSb10"
    memory = "r=pTk14@2"
    views = []
    for purple in hidden:
        st = state(f"{shown} {purple}", seats=4, memory=memory)
        views.append((st.view(0).to_text(), st))
    assert len({text for text, _ in views}) == 1  # the same view each time
    assert views[0][1].view(0).memory[0]  # with the mark in it
    assert len({choice(level, st) for _, st in views}) == 1
