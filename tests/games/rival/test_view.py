"""Each seat's view hides the other seat's Ninja while it hides: in the
position, the position text, the history, the start text and the undo stack;
and a bot's choice depends only on what its seat may see."""

from __future__ import annotations

import pytest

from boardroom.bots.hooks import LevelSettings, hooks_for
from boardroom.bots.mcts import MctsConfig
from boardroom.engine import savegame
from boardroom.engine.game import legal_texts
from boardroom.games.rival import RivalGame, RivalState
from boardroom.games.rival.board import BOARD
from boardroom.games.rival.bot import RivalBot
from boardroom.games.rival.formation import suggest_formation
from boardroom.games.rival.moves import MASKED
from boardroom.games.rival.pieces import BLACK, RED
from tests.games.rival.helpers import state

BASE = {"A1": "S", "A2": "A", "A6": "G", "K1": "s", "K2": "a", "K6": "g"}


def hidden_game(red: str = "E5", black: str = "G7", seed: int = 3) -> RivalState:
    s = RivalGame().new_state(seed)
    while s.setup_stage() == "place":
        s.play(suggest_formation(s, s.current_seat, seed)[0])
    s.play(f"N@{red}")
    s.play(f"N@{black}")
    return s


def test_the_position_hides_the_other_ninja_only() -> None:
    s = hidden_game()
    red, black = s.view(RED), s.view(BLACK)
    assert red.to_text().split()[3] == "E5,?" and black.to_text().split()[3] == "?,G7"
    assert red.ninja[BLACK] == MASKED and black.ninja[RED] == MASKED
    assert "G7" not in red.to_text() and "E5" not in black.to_text()
    assert s.to_text().split()[3] == "E5,G7"  # the game itself is untouched


def test_the_history_hides_the_hiding_move() -> None:
    s = hidden_game()
    assert s.moves_text()[-2:] == ["N@E5", "N@G7"]
    assert s.view(RED).moves_text()[-2:] == ["N@E5", "N@?"]
    assert s.view(BLACK).moves_text()[-2:] == ["N@?", "N@G7"]
    black = s.view(BLACK)
    replay = black.initial()
    for move in black.history[:-2]:
        replay.apply(move)
    assert replay.describe_move(black.history[-2]) == "Red hides the Ninja in secret"
    for seat in (RED, BLACK):
        assert s.view(seat)._stack == []  # no snapshot to dig the secret out of


def test_a_saved_game_keeps_the_secret() -> None:
    s = hidden_game()
    saved = savegame.from_state(s, [savegame.Seat("Ann"), savegame.Seat("Bob")])
    assert saved.moves[-2:] == ["N@E5", "N@G7"]
    _, _, loaded = savegame.load_text(saved.to_json())
    assert loaded.to_text() == s.to_text()


def test_pieces_show_only_ones_own_hidden_ninja() -> None:
    s = hidden_game()
    e5, g7 = BOARD.cell("E5"), BOARD.cell("G7")
    red = s.view(RED).pieces()
    assert red[e5].kind == "ninja" and red[e5].hidden and red[e5].seat == RED
    assert g7 not in red
    black = s.view(BLACK).pieces()
    assert g7 in black and e5 not in black
    assert s.view(RED).hidden_ninja(BLACK) is None and s.view(RED).hidden_ninja(RED) == e5


def test_legal_moves_of_the_other_seat_do_not_show_the_reveal() -> None:
    s = hidden_game()
    assert "N!E5" in legal_texts(s) and "N!E5" in legal_texts(s.view(RED))
    assert not any(t.startswith("N!") for t in legal_texts(s.view(BLACK)))
    assert sorted(legal_texts(s.view(RED))) == sorted(legal_texts(s))


def test_a_view_of_a_text_start_hides_the_start_secret() -> None:
    s = state(BASE, ninjas="E5,G7")
    assert s.view(RED).start_text is not None and "G7" not in s.view(RED).start_text
    assert s.view(BLACK).start_text is not None and "E5" not in s.view(BLACK).start_text
    assert s.view(RED).initial().to_text().split()[3] == "E5,?"


def test_the_view_replays_to_itself() -> None:
    s = hidden_game()
    for text in legal_texts(s)[:1]:
        s.play(text)
    view = s.view(BLACK)
    replay = view.initial()
    for move in view.history:
        replay.apply(move)
    assert replay.to_text() == view.to_text()


def test_a_ninja_out_is_no_secret_any_more() -> None:
    s = hidden_game()
    s.play("N!E5")
    view = s.view(BLACK)
    assert view.moves_text()[-3] == "N@E5" and view.to_text().split()[3] == "r,G7"
    assert s.view(RED).to_text().split()[3] == "r,?"


def test_everything_shows_when_the_game_is_over() -> None:
    s = hidden_game()
    s.resign(RED)
    assert s.view(BLACK).to_text() == s.to_text()


@pytest.mark.parametrize("where", ["G7", "F3", "E10"])
def test_the_bot_cannot_tell_where_the_enemy_ninja_hides(where: str) -> None:
    """Two games that differ only in Black's hiding hex look the same to Red,
    and Red's bot (same seed, an iteration budget only) chooses the same."""
    a, b = hidden_game(black="G7"), hidden_game(black=where)
    assert a.view(RED).to_text() == b.view(RED).to_text()
    assert a.view(RED).history == b.view(RED).history
    settings = LevelSettings(MctsConfig(iterations=60, seconds=None, playout_depth=0))
    for _ in range(3):  # a few moves into the game
        first = RivalBot("test", settings, hooks_for("rival"), seed=11).choose(a)
        second = RivalBot("test", settings, hooks_for("rival"), seed=11).choose(b)
        assert first == second
        a.play(first)
        b.play(second)


def test_a_view_never_ends_a_game_that_goes_on() -> None:
    """Red's trapped Shogun is saved only by revealing Red's Ninja on A2 (and
    C2-B1). Black cannot know that, but Black's view must not call it a forced
    surrender while the game goes on: the end of a game is public."""
    trapped = {
        "A1": "G",
        "A5": "A",
        "A6": "S",
        "A3": "s",
        "C1": "s",
        "C2": "A",
        "K1": "s",
        "K2": "a",
        "K6": "g",
    }
    s = state(trapped, ninjas="A2,r")
    assert s.outcome() is None
    black = s.view(BLACK)
    assert black.ninja[RED] == MASKED
    assert black.outcome() is None and not black.is_terminal()
    assert black.legal_moves() and "N!A2" not in legal_texts(black)
    # Without the Ninja the same board is lost, for everyone.
    lost = state(trapped, ninjas="r,r")
    assert lost.outcome() is not None and lost.view(BLACK).outcome() == lost.outcome()


def _twin_games(
    seat: int, hexes: tuple[str, str], plies: int, seed: int
) -> tuple[RivalState, RivalState]:
    """Two games that differ only in where ``1 - seat`` hides its Ninja,
    played on with the same random moves until ``seat`` starts a turn."""
    import random

    mine = "E5" if seat == RED else "G7"
    games = [hidden_game(*((mine, h) if seat == RED else (h, mine)), seed=seed) for h in hexes]
    rng = random.Random(seed)
    while games[0].ply < 22 + plies or games[0].current_seat != seat or games[0].turn_move() != 1:
        # Moves both games allow (the hidden Ninja blocks its owner's pieces),
        # never onto a hiding hex, where a piece could be ambushed in one game.
        hiding = {BOARD.cell(h) for h in hexes}
        moves = [
            m
            for m in games[0].legal_moves()
            if m in games[1].legal_moves() and m.target not in hiding
        ]
        move = rng.choice(moves)
        for g in games:
            g.play(move)
    return games[0], games[1]


@pytest.mark.parametrize("seat", [RED, BLACK])
@pytest.mark.parametrize(
    ("ordering", "iterations"),
    [
        ("plain", 80),
        ("sharp", 40),
        pytest.param("sharp", 80, marks=pytest.mark.slow),
    ],
)
def test_a_bot_chooses_alike_when_only_the_enemy_ninja_differs(
    seat: int, ordering: str, iterations: int
) -> None:
    """Mid-game, each seat's bot, with the plain ordering of Easy and Medium
    (a blunder chance included) and the evaluation ordering of Hard, plays the
    same whole turn in two games that differ only in the enemy's hiding hex
    (hexes no piece has stopped on, so nothing public tells them apart).
    The evaluation ordering on 40 iterations (80 under slow: 0.9 s of CPU a
    seat, where the plain one takes 0.03)."""
    import dataclasses

    from boardroom.games.rival import evaluation

    hexes = ("F3", "F9") if seat == RED else ("E2", "E9")
    a, b = _twin_games(seat, hexes, plies=6, seed=5)
    assert a.hidden(1 - seat) and b.hidden(1 - seat)
    assert a.to_text() != b.to_text()
    assert a.view(seat).to_text() == b.view(seat).to_text()
    assert a.view(seat).history == b.view(seat).history
    assert a.view(seat).candidates == b.view(seat).candidates
    hooks = hooks_for("rival")
    if ordering == "sharp":
        hooks = dataclasses.replace(hooks, ordering=evaluation.order_by_evaluation)
    config = MctsConfig(
        iterations=iterations,
        seconds=None,
        playout_depth=0,
        widening=1.0 if ordering == "sharp" else 0.0,
    )
    settings = LevelSettings(config, blunder=0.3 if ordering == "plain" else 0.0)
    while a.current_seat == seat and not a.is_terminal():
        first = RivalBot("test", settings, hooks, seed=17).choose(a)
        second = RivalBot("test", settings, hooks, seed=17).choose(b)
        assert first == second
        a.play(first)
        b.play(second)
