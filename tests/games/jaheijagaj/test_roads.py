"""Hard presses a lead (issue 21): it marches on the enemy by the roads the
board leaves open (``roads``: its own Wraith across the band is in the way,
so it moves it or goes round), and searches the ways out of a threatened
piece and counts a piece left where the next seat can take it."""

from __future__ import annotations

import dataclasses

import pytest

from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.bot import LEVELS, JaheijagajBot
from boardroom.games.jaheijagaj.evaluation import PRESSING, on_the_road, targets_of
from boardroom.games.jaheijagaj.moves import JMove
from boardroom.games.jaheijagaj.roads import FAR_ROAD, TOLL, roads
from boardroom.games.jaheijagaj.search import Budget, Plan, captures, exposed, threatened
from tests.games.jaheijagaj.helpers import state

B = board()


def enemies(aims: tuple[tuple[int, int, bool], ...]) -> list[int]:
    return [e for e, _, kiggyar in aims if not kiggyar]


HARD = dataclasses.replace(LEVELS["hard"], seconds=None, blunder=0.0)
# Hard's node budget for its choices here: 1,000 evaluations in the run
# always made (the same moves as on 3,000, of which it spends up to all, in
# a third of the CPU), 3,000 under slow.
BUDGETS = [1000, pytest.param(3000, marks=pytest.mark.slow)]


def test_its_own_wraith_across_the_band_costs_a_toll_and_an_enemy_blocks() -> None:
    # Red's Wraith on h2 walls the band between j2 and the lift at f3.
    walled = state("rWh2:0 rTj2 rHm1 bHo16 bSp16", keep=False)
    free = state("rTj2 rHm1 bHo16 bSp16", keep=False)
    goal = [B.index["d2"]]
    j2 = B.index["j2"]
    assert roads(walled.cells, 0, goal)[j2] > roads(free.cells, 0, goal)[j2]
    assert roads(walled.cells, 0, goal)[j2] >= TOLL
    # Blue's Wraith there blocks Red outright: the way round is long.
    theirs = state("bWh2:0 rTj2 rHm1 bHo16 bSp16", keep=False)
    assert roads(theirs.cells, 0, goal)[j2] > roads(walled.cells, 0, goal)[j2]
    # The way round the pyramid is still a road.
    assert roads(theirs.cells, 0, [B.index["a16"]])[B.index["j2"]] < FAR_ROAD


def test_a_march_counts_its_foremost_pieces_only() -> None:
    st = state("rHb1 rSa1 rTc1 rTd1 rTe1 rTf1 bHh16 bSi16", keep=False)
    aims = targets_of(st)[0]
    mine = [h for h, c in enumerate(st.cells) if c and c >> 3 == 0]
    base = on_the_road(mine, roads(st.cells, 0, enemies(aims)))
    moved = st.clone()
    moved.play("f1-f2-f3>f4-g4-h4")  # the foremost climbs the lift
    mine_after = [h for h, c in enumerate(moved.cells) if c and c >> 3 == 0]
    assert on_the_road(mine_after, roads(moved.cells, 0, enemies(aims))) > base


@pytest.mark.parametrize("nodes", BUDGETS)
def test_hard_ahead_and_out_of_troopers_marches_rather_than_waits(nodes: int) -> None:
    # Ten Troopers on the board (no stock left to spawn), Blue far off on the
    # North face and nothing to take: Hard's move brings its army nearer.
    red = "rHb1 rSa1 rTa2 rTb2 rTc1 rTc2 rTd1 rTd2 rTe1 rTe2 rTa3 rTb3"
    st = state(f"{red} bHh16 bSi16 bTg16", keep=False)
    assert not captures(st, 0)
    aims = targets_of(st)[0]

    def road(s: object) -> int:
        cells = s.cells  # type: ignore[attr-defined]
        mine = [h for h, c in enumerate(cells) if c and c >> 3 == 0]
        return on_the_road(mine, roads(cells, 0, enemies(aims)))

    bot = JaheijagajBot("hard", dataclasses.replace(HARD, nodes=nodes), 4)
    played = st.clone()
    played.play(bot.choose(st))
    assert road(played) > road(st)


def test_a_piece_left_to_be_taken_is_counted_when_the_turn_comes_back() -> None:
    # Blue's Honour Guard on k2 would take a Trooper on i2, not one on c2.
    hanging = state("rTi2 rHa1 bHk2 bSo16 bTp16", keep=False)
    safe = state("rTc2 rHa1 bHk2 bSo16 bTp16", keep=False)
    plan = Plan(weights=PRESSING, targets=targets_of(hanging))
    assert exposed(hanging, Budget(), plan)[0] < -5.0
    assert exposed(safe, Budget(), dataclasses.replace(plan, targets=targets_of(safe)))[0] == 0.0
    assert threatened(hanging, 0) == {B.index["i2"]}
    assert threatened(safe, 0) == set()


@pytest.mark.parametrize("nodes", BUDGETS)
def test_hard_moves_a_threatened_piece_out_of_reach(nodes: int) -> None:
    # Blue's Honour Guard on k2 can take the Spec Ops on i2; nothing of Red
    # can answer it: the Spec Ops goes where it cannot be reached.
    st = state("rSi2 rHa1 rTb1 bHk2 bSo16 bTp16", keep=False)
    assert B.index["i2"] in threatened(st, 0)
    move = JaheijagajBot("hard", dataclasses.replace(HARD, nodes=nodes), 2).choose(st)
    after = st.clone()
    after.play(move)
    assert not captures(after, 1), st.format_move(move)


@pytest.mark.parametrize("nodes", BUDGETS)
def test_a_strong_army_marches_where_a_weak_one_spawns(nodes: int) -> None:
    # Red's chain can spawn in both; at 14 honour Hard marches instead.
    weak = state("rHb1 rSa1 rTa2 rTb2 rTc1 rTc2 rTd1 bHh16 bSi16 bTg16", keep=False)
    strong = state(
        "rHb1 rSa1 rTa2 rTb2 rTc1 rTc2 rTd1 rTd2 rTe1 rTe2 bHh16 bSi16 bTg16", keep=False
    )
    assert weak.infantry_honour(0) < HARD.spawn_above <= strong.infantry_honour(0)
    bot = JaheijagajBot("hard", dataclasses.replace(HARD, nodes=nodes), 4)
    assert bot.choose(weak).kind == "spawn"
    assert bot.choose(strong).kind == "move"


def test_a_seat_behind_what_it_sees_spawns_on() -> None:
    from boardroom.games.jaheijagaj.bot import ahead

    # 14 honour, but Blue's 16 on Red's home face are in sight.
    st = state(
        "rHb1 rSa1 rTa2 rTb2 rTc1 rTc2 rTd1 rTd2 rTe1 rTe2 bHk2 bHl2 bHm2 bSn2 bSo2", keep=False
    )
    assert not ahead(st.view(0), 0, HARD.spawn_above)
    far = state("rHb1 rSa1 rTa2 rTb2 rTc1 rTc2 rTd1 rTd2 rTe1 rTe2 bHh16 bSi16", keep=False)
    assert ahead(far.view(0), 0, HARD.spawn_above)


def test_spawns_out_of_sight_count_against_a_lead() -> None:
    from boardroom.games.jaheijagaj.bot import RECENT_ROUNDS, ahead
    from boardroom.games.jaheijagaj.moves import SPAWN, hidden

    # Red's 14 against the 6 it sees of Blue's (on Red's face): ahead. Then Blue spawns
    # 8 times out of Red's sight within the last rounds: 14 is no longer
    # more than 6 + 8. Spawns from longer ago count nothing (they are
    # seen by now, or were lost).
    pieces = "rHb1 rSa1 rTa2 rTb2 rTc1 rTc2 rTd1 rTd2 rTe1 rTe2 bHk2 bTl2 bTm2"
    view = state(pieces, keep=False).view(0)
    assert view.cells == state(pieces, keep=False).cells  # Blue's pieces all in sight
    assert ahead(view, 0, HARD.spawn_above)
    quiet = [JMove("move", (0, 1))] * (2 * RECENT_ROUNDS)
    spawned = [hidden(SPAWN, 1)] * 8
    view.history = spawned + quiet
    assert ahead(view, 0, HARD.spawn_above)
    view.history = quiet + spawned
    assert not ahead(view, 0, HARD.spawn_above)
    view.history = quiet + spawned[:7]
    assert ahead(view, 0, HARD.spawn_above)


def reference_roads(cells: list[int], seat: int, goals: list[int], crowd: int) -> list[int]:
    """The roads by a plain search forward from every hex, as a piece walks:
    leaving a hex of its own Wraith costs TOLL more, a hex of another side
    (or its own Wraith over a link) stops it, and entering its own infantry
    on the way costs ``crowd`` more."""
    import heapq

    from boardroom.games.jaheijagaj.pieces import WRAITH, side_of

    wraith = seat * 8 + WRAITH

    def leaving(h: int) -> int | None:
        c = cells[h]
        if not c:
            return 0
        if c == wraith:
            return TOLL
        return None if side_of(c) != seat or c & 7 == WRAITH else 0

    out = []
    for start in range(len(cells)):
        best = {start: 0}
        queue = [(0, start)]
        found = FAR_ROAD
        while queue:
            d, h = heapq.heappop(queue)
            if h in goals:
                found = d
                break
            leave = leaving(h)
            if d > best[h] or leave is None:
                continue
            c = cells[h]
            if h != start and c and side_of(c) == seat and c & 7 != WRAITH:
                leave += crowd
            for n in B.neighbours[h]:
                end, over = n, 0
                if B.link[n] >= 0:
                    end = B.link[n]
                    if cells[n]:
                        if cells[n] != wraith:
                            continue
                        over = TOLL
                cost = d + 1 + leave + over
                if cost < min(best.get(end, FAR_ROAD), FAR_ROAD):
                    best[end] = cost
                    heapq.heappush(queue, (cost, end))
        out.append(found)
    return out


def test_roads_agree_with_a_plain_search_over_random_games() -> None:
    import random

    from boardroom.engine.registry import make_game

    rng = random.Random(5)
    for seats in (2, 4):
        st = make_game("jaheijagaj", {}, seats).new_state(seats)
        while not st.is_terminal() and st.ply < 40:
            if st.ply % 10 == 0:
                seat = rng.randrange(seats)
                goals = rng.sample(range(len(st.cells)), rng.randint(1, 3))
                for crowd in (0, 2):
                    assert list(roads(st.cells, seat, goals, crowd)) == reference_roads(
                        st.cells, seat, goals, crowd
                    ), (st.to_text(), seat, goals, crowd)
            st.play(rng.choice(st.legal_moves()))


def test_a_road_kept_from_before_is_the_road_of_the_position_asked() -> None:
    # ``roads`` keeps its answers, keyed without the seat's own infantry:
    # after each of the seat's own moves (a key that hits) and each of the
    # other seat's (a key that misses), the road given is the one a fresh
    # search finds, and a move of its own leaves the road as it was.
    import random

    from boardroom.engine.registry import make_game
    from boardroom.games.jaheijagaj import roads as kept_roads
    from boardroom.games.jaheijagaj.roads import walk_roads

    kept_roads._memo.clear()  # room for this test's roads: none forgotten on the way
    rng = random.Random(11)
    kept = 0
    st = make_game("jaheijagaj", {}, 2).new_state(3)
    goals = [B.index["h14"], B.index["i15"]]
    before = None
    while not st.is_terminal() and st.ply < 60:
        road = roads(st.cells, 0, goals)
        if before is not None:
            assert road is before, "a move of the seat's own infantry changes no road"
            kept += 1
        assert list(road) == walk_roads(st.cells, 0, goals, 0), st.to_text()
        mover = st.current_seat
        move = rng.choice(st.legal_moves())
        st.play(move)
        before = road if mover == 0 and move.kind == "move" else None
    assert kept > 5
