"""One suite over every registered game and the toy games (OpenSpiel-style).

Random playouts, with hypothesis choosing the moves so that a failure shrinks
to the shortest sequence, check at every ply: clone, apply/undo, notation,
position text, saved games, views and the end of the game.

Applying, undoing and parsing every legal move at every ply is most of the
suite's time (a 4-seat Jaheijagaj position has about 530 moves), so the
playouts always run (two per variant) check a seeded sample of the moves
at most plies (the position read back and the seat's view then list the same
move objects; their notations are compared at the other plies) and every move
at one ply in ``STRIDE`` (the offset drawn with the seed), and saved games at
those plies and at the end; ``-m slow`` plays six per variant and checks
every move at every ply.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardroom.engine import savegame
from boardroom.engine.errors import NotationError, PositionError
from boardroom.engine.game import Game, State
from boardroom.engine.registry import all_games
from tests.toygames import TOY_GAMES, make_any_game

MAX_PLIES = 40  # per hypothesis example; the move-limit variants reach the end
LIMIT = 12
STRIDE = 40  # every move checked at one ply in STRIDE (one a playout)
SAMPLE = 6  # moves applied, undone and parsed at the other plies


def variants() -> Iterator[Any]:
    """Each game with its defaults, each other choice of each option, other seat
    counts, and a short move limit so that playouts reach terminal states."""
    for cls in (*all_games(), *TOY_GAMES):
        key = cls.spec.key
        yield pytest.param(cls, {}, None, id=key)
        for option in cls.spec.options:
            for choice in option.choices:
                if choice != option.default:
                    yield pytest.param(
                        cls, {option.key: choice}, None, id=f"{key}-{option.key}={choice}"
                    )
        for seats in range(cls.spec.min_seats + 1, cls.spec.max_seats + 1):
            yield pytest.param(cls, {}, seats, id=f"{key}-seats={seats}")
        yield pytest.param(cls, {"move_limit": LIMIT}, None, id=f"{key}-limit")


VARIANTS = list(variants())
GAMES = [pytest.param(cls, id=cls.spec.key) for cls in (*all_games(), *TOY_GAMES)]


@pytest.fixture(autouse=True, scope="module")
def _toys_can_be_saved() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(savegame, "make_game", make_any_game)
        yield


def observed(state: State) -> tuple[Any, ...]:
    return (
        state.to_text(),
        list(state.history),
        state.rng.state,
        state.current_seat,
        state.quiet_moves,
        state.phase,
        state.outcome(),
    )


def check_clone(state: State) -> None:
    before = observed(state)
    twin = state.clone()
    assert observed(twin) == before
    moves = twin.legal_moves()
    if moves:
        twin.apply(moves[-1])
        assert observed(state) == before, "playing on a clone changed the original"
        twin.undo()
    assert observed(twin) == before


def some_moves(state: State, sample: random.Random | None) -> list[Any]:
    """Every legal move, or (given a generator) ``SAMPLE`` of them."""
    moves = state.legal_moves()
    if sample is None or len(moves) <= SAMPLE:
        return moves
    return sample.sample(moves, SAMPLE)


def check_apply_undo(state: State, sample: random.Random | None = None) -> None:
    before = observed(state)
    for move in some_moves(state, sample):
        state.apply(move)
        assert state.history[-1] == move
        undone = state.undo()
        assert undone == move
        assert observed(state) == before, f"undo of {state.format_move(move)} differs"


def notations(state: State) -> list[str]:
    """The legal moves' notations, sorted (a 4-seat Jaheijagaj position has
    about 530: formatted once a ply and shared by the checks)."""
    return sorted(state.format_move(m) for m in state.legal_moves())


def check_notation(
    state: State, sample: random.Random | None = None, texts: list[str] | None = None
) -> None:
    texts = notations(state) if texts is None else texts
    assert len(set(texts)) == len(texts), "two legal moves share a notation"
    assert all(text.split() == [text] for text in texts), texts  # not empty, no spaces
    for move in some_moves(state, sample):
        text = state.format_move(move)
        assert state.parse_move(text) == move
        assert state.describe_move(move)
    with pytest.raises(NotationError):
        state.parse_move("")
    with pytest.raises(NotationError):
        state.parse_move("!?")


def move_counts(state: State) -> dict[Any, int]:
    """The legal moves as objects, each with how often it is listed: a plain
    dict, whose comparison runs in C (a Counter's is a Python loop over both)."""
    return dict(Counter(state.legal_moves()))


def check_same_moves(
    other: State, state: State, texts: list[str] | None, counts: dict[Any, int] | None
) -> None:
    """``other`` (the position read back, a seat's view) has the legal moves of
    ``state``: compared by notation (``texts``: ``notations(state)`` if known),
    or at a sampled ply as move objects (``counts``: ``move_counts(state)``;
    formatting 530 moves twice a ply was most of the playouts' time)."""
    if counts is not None:
        assert move_counts(other) == counts
    else:
        assert notations(other) == (notations(state) if texts is None else texts)


def check_position_text(
    game: Game,
    state: State,
    texts: list[str] | None = None,
    counts: dict[Any, int] | None = None,
) -> None:
    text = state.to_text()
    assert "\n" not in text
    again = game.state_from_text(text)
    assert again.to_text() == text
    check_same_moves(again, state, texts, counts)
    assert again.current_seat == state.current_seat
    assert again.phase == state.phase
    assert again.outcome() == state.outcome()


def check_saved_game(state: State) -> None:
    seats = [savegame.Seat(f"Player {i + 1}") for i in range(state.num_seats)]
    _, _, loaded = savegame.load_text(savegame.from_state(state, seats).to_json())
    assert loaded.to_text() == state.to_text()
    assert loaded.history == state.history
    assert loaded.rng.state == state.rng.state
    assert loaded.outcome() == state.outcome()


def check_views(
    game: Game,
    state: State,
    texts: list[str] | None = None,
    counts: dict[Any, int] | None = None,
) -> None:
    own = state.view(state.current_seat)
    check_same_moves(own, state, texts, counts)
    if not game.spec.hidden_information:
        for seat in range(state.num_seats):
            assert state.view(seat).to_text() == state.to_text()


def check_end(state: State) -> None:
    assert 0 <= state.current_seat < state.num_seats
    assert state.phase in ("setup", "play")
    result = state.outcome()
    if result is None:
        assert state.legal_moves(), "the game is not over but nobody can move"
        assert state.returns() == tuple(0.0 for _ in range(state.num_seats))
        return
    assert state.is_terminal() and state.legal_moves() == []
    assert len(result.scores) == state.num_seats
    # At most 1 in all: some wins score less (Jikaida's Tikaida and Nikaida give
    # the winner half a point, RULINGS 2).
    assert 0 < sum(result.scores) <= 1.0 + 1e-9
    assert result.reason and result.reason == result.reason.strip()
    if result.is_draw:
        assert len(set(result.scores)) == 1
    else:
        assert all(0 <= w < state.num_seats for w in result.winners)
        assert all(result.scores[w] > 0 for w in result.winners)
    assert state.returns() == result.scores


def check_everything(game: Game, state: State, sample: random.Random | None = None) -> None:
    """Every check; given a generator, on a sample of the moves and without the
    saved game (the costly parts: see the module's note)."""
    check_end(state)
    check_clone(state)
    check_apply_undo(state, sample)
    texts = notations(state)
    check_notation(state, sample, texts)
    # Listed once for the two comparisons below, as the notations are.
    counts = None if sample is None else move_counts(state)
    check_position_text(game, state, texts, counts)
    if sample is None:
        check_saved_game(state)
    check_views(game, state, texts, counts)


def random_playout(
    cls: type[Game],
    options: dict[str, object],
    seats: int | None,
    data: st.DataObject,
    seed: int,
    stride: int,
) -> None:
    """A playout choosing its moves by ``data``, with every move checked at
    one ply in ``stride`` and a sample of ``seed``'s choosing at the others."""
    game = cls(options, seats)
    state = game.new_state(seed)
    assert state.to_text() == game.new_state(seed).to_text()  # the seed decides the start
    sample = random.Random(seed)
    offset = seed % stride
    for _ in range(MAX_PLIES + 1):
        check_everything(game, state, None if state.ply % stride == offset else sample)
        moves = state.legal_moves()
        if not moves or state.ply == MAX_PLIES:
            break
        move = moves[data.draw(st.integers(0, len(moves) - 1), label="move")]
        # Alternate the checked text path and the checked object path.
        if state.ply % 2:
            assert state.play(state.format_move(move)) == move
        else:
            assert state.play(move) == move
    check_saved_game(state)


def playout_settings(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


@pytest.mark.parametrize(("cls", "options", "seats"), VARIANTS)
@playout_settings(2)
@given(data=st.data(), seed=st.integers(0, 2**64 - 1))
def test_random_playout(
    cls: type[Game], options: dict[str, object], seats: int | None, data: st.DataObject, seed: int
) -> None:
    random_playout(cls, options, seats, data, seed, STRIDE)


@pytest.mark.slow
@pytest.mark.parametrize(("cls", "options", "seats"), VARIANTS)
@playout_settings(6)
@given(data=st.data(), seed=st.integers(0, 2**64 - 1))
def test_random_playout_every_move_at_every_ply(
    cls: type[Game], options: dict[str, object], seats: int | None, data: st.DataObject, seed: int
) -> None:
    random_playout(cls, options, seats, data, seed, 1)


@pytest.mark.parametrize(("cls", "options", "seats"), VARIANTS)
def test_every_playout_ends_under_a_move_limit(
    cls: type[Game], options: dict[str, object], seats: int | None, seeds: range = range(2)
) -> None:
    game = cls({**options, "move_limit": 30}, seats)
    for seed in seeds:
        chooser = random.Random(seed)
        state = game.new_state(seed)
        while not state.is_terminal() and state.ply < 5000:
            state.apply(chooser.choice(state.legal_moves()))
        assert state.is_terminal(), f"seed {seed}: no end after {state.ply} plies"
        check_end(state)
        check_saved_game(state)
        check_position_text(game, state)


@pytest.mark.slow
@pytest.mark.parametrize(("cls", "options", "seats"), VARIANTS)
def test_every_playout_ends_under_a_move_limit_more_seeds(
    cls: type[Game], options: dict[str, object], seats: int | None
) -> None:
    test_every_playout_ends_under_a_move_limit(cls, options, seats, range(2, 6))


@pytest.mark.parametrize("cls", GAMES)
def test_spec_is_consistent(cls: type[Game]) -> None:
    spec = cls.spec
    assert spec.key == spec.key.strip().lower() and spec.title
    assert 1 <= spec.min_seats <= spec.max_seats <= len(spec.seat_names)
    keys = [o.key for o in spec.all_options()]
    assert len(set(keys)) == len(keys)
    for option in spec.all_options():
        assert option.coerce(option.default) == option.default
        assert option.coerce(str(option.default)) == option.default  # command-line text
        for choice in option.choices:
            assert option.coerce(choice) == choice
    assert cls().options == spec.resolve(None)


@pytest.mark.parametrize("cls", GAMES)
@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=80) | st.from_regex(r"[0-9a-z.,/ #()?\-]{0,60}", fullmatch=True))
def test_hostile_position_text_gives_position_error(cls: type[Game], text: str) -> None:
    game = cls()
    try:
        state = game.state_from_text(text)
    except PositionError:
        return
    # Accepted text must describe a usable position.
    assert game.state_from_text(state.to_text()).to_text() == state.to_text()
    check_end(state)


@pytest.mark.parametrize("cls", GAMES)
@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=40) | st.from_regex(r"[A-Za-z0-9@>\-]{0,20}", fullmatch=True))
def test_hostile_move_text_gives_notation_error(cls: type[Game], text: str) -> None:
    state = cls().new_state(1)
    move = parsed_or_refused(state, text)
    if move is None or move in state.legal_moves():
        return
    # Off the board's list, only what play accepts as it is (a resignation
    # in a game where a seat leaves and the others play on: "RESIGN", found
    # by hypothesis); its text reads back as the same move.
    state.clone().play(move)
    assert state.parse_move(state.format_move(move)) == move


@pytest.mark.parametrize("cls", GAMES)
@pytest.mark.parametrize("text", ["resign", "RESIGN", " Resign "])
def test_resign_text_is_refused_or_playable(cls: type[Game], text: str) -> None:
    state = cls().new_state(1)
    move = parsed_or_refused(state, text)
    if move is None:
        return
    after = state.clone()
    after.play(move)
    assert after.ply == state.ply + 1 or after.is_terminal()


def parsed_or_refused(state: State[Any], text: str) -> Any:
    """The move ``text`` reads as, or None when it is refused as notation."""
    try:
        return state.parse_move(text)
    except NotationError:
        return None
