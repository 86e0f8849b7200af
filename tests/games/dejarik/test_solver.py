"""The bot against a deliberately simple exhaustive solution of the core
round (pieces set, primary or secondary; effects off), and its levels."""

from __future__ import annotations

import itertools
import threading
from collections import Counter
from functools import cache

import pytest

from boardroom.bots import accepts_draw, best_move_hint, make_bot
from boardroom.games.dejarik.dice import FACES, face_value
from boardroom.games.dejarik.rules import DejarikGame, DejarikState
from boardroom.games.dejarik.solver import DejarikBot, evaluate, solve_basic
from tests.games.dejarik.helpers import text

# Small characters: name:INT,CUN,WIL,PRE,ATTACK,DEFENCE.
CHARACTERS = {"character1": "Ana:1,1,1,1,1,0", "character2": "Bo:2,1,1,2,0,1"}
STATS = {0: (1, 1, 1, 1, 1, 0), 1: (2, 1, 1, 2, 0, 1)}
PIECES = 2
OPTIONS = {**CHARACTERS, "pieces": PIECES, "effects": False, "first": "seat1"}


# --- the exhaustive solution, written from the rules text --------------------------------


def skill(characteristic: int, ranks: int, upgrades: int, plain: str, better: str) -> str:
    n_plain = max(characteristic, ranks) - min(characteristic, ranks)
    n_better = min(characteristic, ranks)
    for _ in range(upgrades):
        if n_plain:
            n_plain, n_better = n_plain - 1, n_better + 1
        else:
            n_plain += 1
    return plain * n_plain + better * n_better


def dice(att: int, ka: int, sa: int, kd: int, sd: int) -> str:
    i, _, w, _, a, _ = STATS[att]
    _, c, _, p, _, d = STATS[1 - att]
    attack = skill(i, a, ka, "A", "P") if sa == 0 else skill(w, ka, 0, "A", "P")
    defence = skill(c, d, kd, "D", "C") if sd == 0 else skill(p, kd, 0, "D", "C")
    return attack + defence


@cache
def net_successes(letters: str) -> dict[int, float]:
    """Every face combination of the pool, one by one (each face's successes
    read once per die, not once per combination: 20,736 combinations of
    four dice in 23 pools made this a quarter of the file's CPU)."""
    successes = [[face_value(f).successes for f in FACES[die]] for die in letters]
    counts = Counter(sum(combo) for combo in itertools.product(*successes))
    combos = sum(counts.values())
    return {s: n / combos for s, n in counts.items()}


Piles = tuple[int, int, int, int]  # seat 1 active, inactive, seat 2 active, inactive


def after(att: int, piles: Piles, kd: int, ka: int, s: int) -> float | tuple[int, Piles]:
    """Seat 1's win (1.0 / 0.0) or the next round start."""
    act = [piles[0], piles[2]]
    ina = [piles[1], piles[3]]
    sets = [0, 0]
    d = 1 - att
    act[d] -= kd
    act[att] -= ka
    sets[d], sets[att] = kd, ka
    for loser, margin in ((d, s), (att, -s)):
        if margin <= 0:
            continue
        if sets[loser]:
            sets[loser] -= min(margin, sets[loser])
        elif ina[loser]:
            ina[loser] -= 1
        else:
            act[loser] -= 1
    for seat in (0, 1):
        if act[seat] + ina[seat] + sets[seat] == 0:
            return 0.0 if seat == 0 else 1.0
        ina[seat] += sets[seat]
    if act == [0, 0]:
        act, ina = ina, [0, 0]
    return (1 - att, (act[0], ina[0], act[1], ina[1]))


def starts() -> list[tuple[int, Piles]]:
    seat = [(a, n - a) for n in range(1, PIECES + 1) for a in range(n + 1)]
    return [(att, (a0, i0, a1, i1)) for att in (0, 1) for a0, i0 in seat for a1, i1 in seat]


def expected(
    values: dict[tuple[int, Piles], float],
    att: int,
    piles: Piles,
    kd: int,
    ka: int,
    sd: int,
    sa: int,
) -> float:
    total = 0.0
    for s, p in net_successes(dice(att, ka, sa, kd, sd)).items():
        nxt = after(att, piles, kd, ka, s)
        total += p * (nxt if isinstance(nxt, float) else values[nxt])
    return total


def best(options: list[float], seat: int) -> float:
    return max(options) if seat == 0 else min(options)


def node(
    values: dict[tuple[int, Piles], float],
    att: int,
    piles: Piles,
    kd: int | None = None,
    ka: int | None = None,
    sd: int | None = None,
) -> list[float]:
    """Seat 1's chance after each choice at this point of the round."""
    d = 1 - att
    active = (piles[0], piles[2])
    if kd is None:
        return [best(node(values, att, piles, k), att) for k in range(active[d] + 1)]
    if ka is None:
        return [best(node(values, att, piles, kd, k), d) for k in range(active[att] + 1)]
    if sd is None:
        return [best(node(values, att, piles, kd, ka, s), att) for s in (0, 1)]
    return [expected(values, att, piles, kd, ka, sd, sa) for sa in (0, 1)]


@cache
def solution() -> dict[tuple[int, Piles], float]:
    values = {start: 0.5 for start in starts()}
    for _ in range(5000):
        change = 0.0
        for att, piles in values:
            new = best(node(values, att, piles), 1 - att)
            change = max(change, abs(new - values[(att, piles)]))
            values[(att, piles)] = new
        if change < 1e-15:
            break
    return values


# --- the comparison -----------------------------------------------------------------------


def position(att: int, piles: Piles) -> str:
    return text(attacker=str(att + 1), piles=f"{piles[0]}/{piles[1]}/-,{piles[2]}/{piles[3]}/-")


def test_basic_values_equal_the_exhaustive_solution() -> None:
    game = DejarikGame(OPTIONS)
    mine = solve_basic(game.characters, PIECES)
    for (att, p), value in solution().items():
        assert mine[(att, (p[0], p[2]), (p[1], p[3]))] == pytest.approx(value, abs=1e-9)


def test_hard_plays_the_exhaustive_best_choice_at_every_core_decision() -> None:
    values = solution()
    game = DejarikGame(OPTIONS)
    bot = make_bot("dejarik", "hard", 1)
    checked = 0
    for att, piles in values:
        state = game.state_from_text(position(att, piles))
        path: list[int] = []
        todo: list[tuple[DejarikState, list[int]]] = [(state, path)]
        while todo:
            here, chosen = todo.pop()
            if here.step not in ("set", "defence", "attack"):
                continue
            options = node(values, att, piles, *chosen)
            mover = here.current_seat
            target = best(options, mover)
            move = bot.choose(here)
            index = move.value
            assert options[index] == pytest.approx(target, abs=1e-9), (att, piles, chosen)
            checked += 1
            for k, nxt in enumerate(here.legal_moves()):
                child = here.clone()
                child.play(nxt)
                todo.append((child, [*chosen, k]))
    assert checked > 200


def test_levels_use_the_games_own_bot() -> None:
    for level in ("easy", "medium", "hard"):
        bot = make_bot("dejarik", level, 3)
        assert isinstance(bot, DejarikBot) and bot.level == level


def test_easy_and_medium_play_near_best_moves() -> None:
    game = DejarikGame({**OPTIONS, "effects": True})
    state = game.new_state(5)
    scored = DejarikBot.scores(state)
    assert scored is not None
    top = max(v for _, v in scored)
    for level, margin in (("easy", 0.10), ("medium", 0.03)):
        bot = make_bot("dejarik", level, 9)
        for _ in range(10):
            move = bot.choose(state)
            assert dict(scored)[move] >= top - margin


def test_full_games_between_levels_end() -> None:
    game = DejarikGame({**CHARACTERS, "pieces": PIECES})
    for seed in range(3):
        state = game.new_state(seed)
        bots = [make_bot("dejarik", "hard", seed), make_bot("dejarik", "easy", seed)]
        while not state.is_terminal():
            state.play(bots[state.current_seat].choose(state))
        assert state.outcome() is not None


def test_spending_choices_leave_nothing_useful_unspent() -> None:
    game = DejarikGame({**CHARACTERS, "pieces": PIECES})
    state = game.state_from_text(
        text(step="advantages", piles="1/0/1,1/0/1", stance="p/p", roll="PX,PAA,AA,DF,DF")
    )
    move = make_bot("dejarik", "hard", 1).choose(state)
    assert move.plan.bonus and len(move.plan.paid) >= 1


def test_hint_draw_offers_and_cancel() -> None:
    game = DejarikGame({**OPTIONS, "effects": True})
    state = game.new_state(2)
    assert best_move_hint(state) in state.legal_moves()
    chances = evaluate(state)
    assert sum(chances) == pytest.approx(1.0)
    for seat in (0, 1):  # a bot accepts a draw when it is not winning
        assert accepts_draw(state, seat) == (chances[seat] <= 0.5)
    flag = threading.Event()
    flag.set()
    fresh = DejarikGame({**OPTIONS, "effects": True, "character2": "Cy:3,3,3,3,2,2"})
    assert (
        make_bot("dejarik", "hard", 1).choose(fresh.new_state(1), flag)
        in fresh.new_state(1).legal_moves()
    )


@pytest.mark.parametrize(
    "fields",
    [
        {"first": "attacker"},  # the attacker sets first this round
        {"adjust": "1/0"},  # the attacker holds one piece adjustment
        {"adjust": "2/0", "boost": "1/0", "updef": "0/1"},
        {"setback": "0/2", "upatt": "1/0"},
    ],
)
def test_round_tables_agree_with_the_round_searched_move_by_move(fields: dict[str, str]) -> None:
    """The numpy tables value a whole round at once; the search walks it move
    by move. With no new effects both must give the same chances."""
    from boardroom.games.dejarik.solver import Mods, Pos, Solver

    game = DejarikGame({**OPTIONS})
    solver = Solver(game)
    for piles in ("2/0/-,2/0/-", "1/1/-,2/0/-", "2/0/-,0/1/-"):
        state = game.state_from_text(text(piles=piles, **fields))
        pos = Pos.of(state)
        searched = solver.value(pos, True)
        a, d = pos.att, 1 - pos.att
        now = Mods(pos.boost[a], pos.setback[a], pos.upa[a], pos.upd[d], pos.rev_now, pos.adj_now)
        then = Mods(pos.boost[d], pos.setback[d], pos.upa[d], pos.upd[a])
        table = solver.tables.table(a, now, then)
        assert table[solver.tables.index[(pos.act, pos.ina)]] == pytest.approx(searched, abs=1e-12)


def test_out_of_time_the_bot_leaves_this_rounds_new_effects_out() -> None:
    from boardroom.games.dejarik.solver import Solver

    game = DejarikGame({**CHARACTERS, "pieces": PIECES, "first": "seat1"})
    state = game.new_state(1)
    solver = Solver(game)
    hurried = solver.move_values(state, seconds=0.0)
    assert [m for m, _ in hurried] == state.legal_moves()
    assert solver.search_effects and solver.deadline is None
    calm = Solver(game)
    calm.search_effects = False
    assert hurried == calm.move_values(state)
    full = Solver(game).move_values(state)
    assert [m for m, _ in full] == state.legal_moves()


def test_a_new_game_starts_from_empty_caches_and_the_same_values() -> None:
    """Fault 2 (issue 13): a long session kept every game's memo and tables.
    A search in another game empties them first; the values stay the same."""
    from boardroom.games.dejarik import solver as module
    from boardroom.games.dejarik.solver import Solver

    game = DejarikGame({**OPTIONS, "effects": True})
    first, second = game.new_state(1), game.new_state(2)
    fresh = Solver(game).move_values(second)
    solver = Solver(game)
    solver.move_values(first)
    used = len(solver.memo) + len(solver.leaves) + len(solver.spends)
    assert used > 0 and module._outcomes.cache_info().currsize > 0
    solver.follow(second)
    assert len(solver.memo) == len(solver.leaves) == len(solver.spends) == 0
    assert module._outcomes.cache_info().currsize == 0
    assert solver.move_values(second) == fresh  # the same choices as a fresh solver
    solver.move_values(second)  # the same game: nothing is emptied
    assert len(solver.memo) + len(solver.leaves) + len(solver.spends) > 0


@pytest.mark.parametrize(  # the whole game: 4 s of a thrashing solver, most at the start
    ("first", "last"), [(2, 5), pytest.param(0, None, marks=pytest.mark.slow, id="whole-game")]
)
def test_the_solver_caches_stay_within_their_bounds(
    monkeypatch: pytest.MonkeyPatch, first: int, last: int | None
) -> None:
    from boardroom.games.dejarik import solver as module

    for name in ("MEMO_ENTRIES", "LEAF_ENTRIES", "SPEND_ENTRIES", "TABLE_ENTRIES"):
        monkeypatch.setattr(module, name, 8)
    game = DejarikGame({**OPTIONS, "effects": True})
    solver = module.Solver(game)
    bound = 0
    state = game.new_state(3)
    while state.ply < first:
        state.play(state.legal_moves()[0])
    while not state.is_terminal() and state.ply != last:  # nothing is emptied on the way
        solver.move_values(state)
        bound = max(
            bound,
            len(solver.memo),
            len(solver.leaves),
            len(solver.spends),
            len(solver.tables._cache),
        )
        state.play(state.legal_moves()[0])
    assert bound == 8  # reached, never passed
