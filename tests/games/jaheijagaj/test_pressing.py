"""Hard's own evaluation: it keeps its infantry together so that it can
spawn (two armies of three that never spawn stall for the whole game), then
marches on the enemy; Easy and Medium keep simpler ones."""

from __future__ import annotations

import dataclasses

from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState
from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.bot import LEVELS, JaheijagajBot
from boardroom.games.jaheijagaj.evaluation import (
    PLAIN,
    PRESSING,
    WALK_LIMIT,
    largest_chain,
    scores,
    walk_to_friend,
)
from boardroom.games.jaheijagaj.pieces import TROOPER, code
from tests.games.jaheijagaj.helpers import state

B = board()
BLUE = "bHm15 bSl15 bTk15"  # Blue's three, together, far off


def red(st_cells: list[int]) -> list[int]:
    return [
        h
        for h in range(len(st_cells))
        if st_cells[h] and st_cells[h] >> 3 == 0 and st_cells[h] & 7 < 4
    ]


def test_only_hard_marches() -> None:
    assert LEVELS["hard"].weights == PRESSING and PRESSING.press > 0
    assert LEVELS["easy"].weights.press == 0 and LEVELS["medium"].weights.press == 0


def test_a_friend_walled_off_by_its_own_wraith_is_walked_round_to() -> None:
    # Red's Wraith on h2 fills the band between the Honour Guard on g2 and
    # the two others: two hexes apart as the crow flies, but the way round
    # climbs a lift and comes down a hole.
    st = state(f"rHg2 rTj2 rSk2 rWh2:0 {BLUE}", keep=False)
    mine = red(st.cells)
    g2, j2 = B.index["g2"], B.index["j2"]
    assert B.distance(g2, j2) == 3
    walked = walk_to_friend(st.cells, g2, mine)
    assert 2 < walked < WALK_LIMIT
    assert walk_to_friend(st.cells, j2, mine) == 0  # beside the Spec Ops already
    assert largest_chain(mine) == 2


def test_a_chain_that_can_spawn_scores_higher_for_hard_only_by_its_own_terms() -> None:
    apart = state(f"rHg2 rTj2 rSk2 rWh2:0 {BLUE}", keep=False)
    chained = state(f"rHj3 rTj2 rSk2 rWh2:0 {BLUE}", keep=False)
    assert largest_chain(red(chained.cells)) == 3
    gain_pressing = scores(chained, PRESSING)[0] - scores(apart, PRESSING)[0]
    gain_plain = scores(chained, PLAIN)[0] - scores(apart, PLAIN)[0]
    assert gain_pressing > gain_plain + PRESSING.spawn_ready


def test_hard_spawns_early_from_the_start_where_medium_cannot_make_it() -> None:
    # The start of a two-seat game: every seat's Wraith stands between its
    # infantry. Hard (Red) brings them together and spawns within a few turns.
    game = make_game("jaheijagaj", {}, 2)
    st = game.new_state(1)
    assert isinstance(st, JaheijagajState)
    hard = JaheijagajBot("hard", dataclasses.replace(LEVELS["hard"], seconds=None, worlds=1), 3)
    medium = JaheijagajBot("medium", dataclasses.replace(LEVELS["medium"], seconds=None), 4)
    troopers = code(0, TROOPER)
    for _ in range(12):
        bot = hard if st.current_seat == 0 else medium
        st.play(bot.choose(st.view(st.current_seat)))
    assert sum(1 for c in st.cells if c == troopers) >= 2  # it has spawned
    assert st.infantry_honour(0) > st.infantry_honour(1)
