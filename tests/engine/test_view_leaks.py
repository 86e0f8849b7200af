"""A seat's view holds nothing that seat may not know (issue 20), for every
registered game with secrets, whatever it is.

Random playouts of every seat count, from the start and from a position
text, are played on one true state per seat. The game's ``hiddenfacts``
part marks what that seat may not know (``tests/leakwalk.py``): as each move
is played (``mark_move``: the parts of another seat's move it does not see)
and in the position (``plant``: hidden pieces, a start text with secrets, what
the other seats saw...). Then every object reachable from ``view(seat)`` is
walked: no marker may be reachable, no mutable object may be shared with the
true state, and neither the game's seed nor its generator's state, from which
hidden choices could be worked out, may be held by a view.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Callable, Hashable
from types import ModuleType
from typing import Any

import pytest

from boardroom.engine.game import State
from boardroom.engine.registry import GAMES, game_class, game_part, make_game
from tests import leakwalk
from tests.leakwalk import Path, is_mutable, mark, marker, path_text, walk

SECRET_GAMES = [key for key in GAMES if game_class(key).spec.hidden_information]
CASES = [
    (key, seats, start)
    for key in SECRET_GAMES
    for seats in range(game_class(key).spec.min_seats, game_class(key).spec.max_seats + 1)
    for start in ("new", "text")
]
PLIES = 36  # long enough to reach play in every game, short enough to check every ply
PLAYOUTS = 1  # more under -m slow
MARKER, SHARED, SEED = "marker", "shared", "seed"


def hook(key: str) -> ModuleType:
    part = game_part(key, "hiddenfacts")
    assert part is not None, f"a game with secrets tells the leak test what they are ({key})"
    return part


def leaks(
    truth: State, seat: int, secret: Callable[[Hashable], bool], seeds: set[int]
) -> list[tuple[str, str]]:
    """What ``truth.view(seat)`` holds that it should not: (kind, line) each."""
    view = truth.view(seat)
    skip = {id(truth.game)}
    found: list[tuple[str, str]] = []
    mutable: dict[int, tuple[Path, Any]] = {}  # the view's, by id: shared if the truth holds one
    for path, obj in walk(view, f"view({seat})", skip):
        fact = marker(obj)
        if fact is not None and (fact.key is None or secret(fact.key)):
            found.append((MARKER, f"{path_text(path)} is {fact.what}"))
        elif is_mutable(obj):
            mutable[id(obj)] = path, obj
        elif isinstance(obj, int) and not isinstance(obj, bool) and int(obj) in seeds:
            found.append(
                (SEED, f"{path_text(path)} holds the game's seed or its generator's state")
            )
    # The truth's thousand objects are only looked up among the view's mutable
    # ones (asking each whether it is mutable cost a tenth of the test).
    for _, obj in walk(truth, "truth", skip, leaves=False):
        if id(obj) in mutable:
            path, held = mutable[id(obj)]
            kind = type(held).__name__
            found.append((SHARED, f"{path_text(path)} ({kind}) is shared with the true state"))
    return found


def starts(key: str, seats: int, start: str, rng: random.Random) -> Callable[[], State]:
    """A maker of identical true states: the start position, or a position
    text reached by a few random moves (so its pieces, secrets included, are
    given by the text), each with a seed no other number in the game equals."""
    game = make_game(key, None, seats)
    seed = rng.randrange(2**40, 2**62)
    if start == "new":
        return lambda: game.new_state(seed)
    scratch = game.new_state(0)
    for _ in range(rng.randrange(4, 24)):
        moves = scratch.legal_moves()
        if not moves:
            break
        scratch.apply(rng.choice(moves))
    text = scratch.to_text()

    def from_text() -> State:
        state = game.state_from_text(text)
        state.reseed(seed)
        return state

    return from_text


def playout(key: str, seats: int, start: str, seed: int) -> dict[str, tuple[str, str]]:
    """Every leak met over one playout, the first of each sort: sort -> (kind, line)."""
    facts = hook(key)
    rng = random.Random(seed)
    make = starts(key, seats, start, rng)
    truth = make()
    copies = [make() for _ in range(seats)]  # the same game, marked for each seat
    seeds = {truth.seed, truth.rng.state}
    found: dict[str, tuple[str, str]] = {}
    for _ in range(PLIES):
        for seat, copy in enumerate(copies):
            probe = copy.clone()
            secret = facts.plant(probe, seat, mark)
            for kind, line in leaks(probe, seat, secret, seeds):
                where = f"{key}, {seats} seats, {start} start: {line}"
                found.setdefault(re.sub(r"\d+", "N", line), (kind, where))
        moves = truth.legal_moves()
        if not moves:
            break
        move = rng.choice(moves)
        before = truth.clone()
        truth.apply(move)
        for seat, copy in enumerate(copies):
            copy.apply(facts.mark_move(before, move, truth, seat, mark))
    leakwalk.LIVE.clear()
    return found


@functools.cache
def found(
    key: str, seats: int, start: str, playouts: int = PLAYOUTS
) -> tuple[tuple[str, str], ...]:
    """Every leak of the playouts of one case (each check below reads its kind)."""
    out: dict[str, tuple[str, str]] = {}
    for n in range(playouts):
        for sort, leak in playout(key, seats, start, 1000 * seats + n).items():
            out.setdefault(sort, leak)
    return tuple(out.values())


def lines(key: str, seats: int, start: str, kind: str) -> str:
    return "\n".join(line for k, line in found(key, seats, start) if k == kind)


@pytest.mark.parametrize(("key", "seats", "start"), CASES)
def test_no_view_holds_a_marked_secret(key: str, seats: int, start: str) -> None:
    assert not lines(key, seats, start, MARKER)


@pytest.mark.parametrize(("key", "seats", "start"), CASES)
def test_no_view_shares_a_mutable_object_with_the_truth(key: str, seats: int, start: str) -> None:
    assert not lines(key, seats, start, SHARED)


@pytest.mark.parametrize(("key", "seats", "start"), CASES)
def test_no_view_holds_the_seed(key: str, seats: int, start: str) -> None:
    assert not lines(key, seats, start, SEED)


@pytest.mark.slow
@pytest.mark.parametrize(("key", "seats", "start"), CASES)
def test_no_view_leaks_over_more_playouts(key: str, seats: int, start: str) -> None:
    assert not "\n".join(line for _, line in found(key, seats, start, 5))


def test_every_game_with_secrets_is_checked() -> None:
    assert SECRET_GAMES and all(hook(key) is not None for key in SECRET_GAMES)


def test_the_walk_finds_what_it_is_given() -> None:
    """The walk itself: a marker behind a closure, a bound method, a dict
    key and a slot is found; arithmetic on a marker stays marked."""
    secret = mark(77, "a secret")

    class Slotted:
        __slots__ = ("held",)

        def __init__(self) -> None:
            self.held = {(secret | 1): "x"}

    def keeper() -> Any:
        return box

    box = [Slotted()]
    found = [path_text(p) for p, obj in walk(keeper, "f", set()) if marker(obj) is not None]
    assert found == ["f.closure[0][0].held.key"]
    assert marker(secret >> 1) is not None and marker(secret == 77) is None
    leakwalk.LIVE.clear()
