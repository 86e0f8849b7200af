"""The shared State machinery, through the toy games."""

import pytest

from boardroom.engine.errors import AmbiguousMove, IllegalMove, InvalidNotation, NotationError
from boardroom.engine.game import State, legal_texts, unique
from boardroom.engine.outcome import Outcome
from tests.toygames import RUN, WALK, NimGame, NimMove, NimState, RaceGame, SecretGame, SecretState


def everything(state: State) -> tuple[object, ...]:
    """All a player or a replay could observe."""
    return (
        state.to_text(),
        list(state.history),
        state.rng.state,
        state.current_seat,
        state.quiet_moves,
        state.outcome(),
        state.phase,
        state.ply,
    )


def test_apply_and_undo_restore_everything() -> None:
    state = RaceGame(None, 3).new_state(5)
    before = []
    for text in ["r", "w", "r", "r", "w", "r"]:
        before.append(everything(state))
        state.play(text)
    for expected in reversed(before):
        state.undo()
        assert everything(state) == expected


def test_undo_never_rerolls_the_dice() -> None:
    state = RaceGame().new_state(99)
    rolls = []
    for _ in range(8):
        state.apply(RUN)
        rolls.append(state.last_roll)
    assert len(set(rolls)) > 1  # the die really varies
    for _ in range(8):
        state.undo()
    again = []
    for _ in range(8):
        state.apply(RUN)
        again.append(state.last_roll)
    assert again == rolls
    state.undo()
    state.apply(RUN)
    assert state.last_roll == rolls[-1]


def test_same_seed_same_game_and_another_seed_another() -> None:
    def rolls(seed: int) -> list[int]:
        state = RaceGame({"length": 60}).new_state(seed)
        out = []
        for _ in range(12):
            state.apply(RUN)
            out.append(state.last_roll)
        return out

    assert rolls(3) == rolls(3)
    assert rolls(3) != rolls(4)


def test_undo_with_nothing_to_undo() -> None:
    with pytest.raises(IndexError):
        NimGame().new_state(1).undo()


def test_undo_returns_the_move() -> None:
    state = NimGame().new_state(1)
    state.play("b2")
    assert state.undo() == NimMove(1, 2)


def test_clone_is_equal_and_independent() -> None:
    state = RaceGame(None, 2).new_state(8)
    state.play("r")
    state.play("w")
    twin = state.clone()
    assert everything(twin) == everything(state)
    twin.play("r")
    twin.play("r")
    assert state.ply == 2 and twin.ply == 4
    assert state.to_text() != twin.to_text()
    # The clone can take back moves made before it was cloned.
    twin.undo()
    twin.undo()
    twin.undo()
    assert twin.to_text() != state.to_text()
    assert twin.ply == 1 and state.ply == 2
    # The original's dice did not move while the clone rolled.
    original = everything(state)
    state.play("r")
    state.undo()
    assert everything(state) == original


def test_clone_of_each_toy_does_not_share_mutable_parts() -> None:
    secret = SecretGame().new_state(1)
    secret.play("p3")
    twin = secret.clone()
    assert isinstance(twin, SecretState)
    twin.play("p4")
    assert secret.secrets == [3, 0] and twin.secrets == [3, 4]
    nim = NimGame().new_state(1)
    twin_nim = nim.clone()
    twin_nim.play("a1")
    assert nim.piles == [3, 4, 5]


def test_play_checks_text_and_move_objects() -> None:
    state = NimGame().new_state(1)
    with pytest.raises(InvalidNotation):
        state.play("z")
    with pytest.raises(InvalidNotation, match="empty"):
        state.play("   ")
    with pytest.raises(IllegalMove, match="'a4' is not a legal move"):
        state.play("a4")  # pile a holds 3
    with pytest.raises(IllegalMove):
        state.play(NimMove(0, 9))
    assert state.ply == 0 and state.to_text() == "3,4,5/0/0"
    assert state.play(" B2 ") == NimMove(1, 2)
    assert state.play(NimMove(0, 1)) == NimMove(0, 1)
    assert state.piles == [2, 2, 5]


def test_notation_errors_are_value_errors() -> None:
    assert issubclass(IllegalMove, NotationError)
    assert issubclass(InvalidNotation, ValueError)
    with pytest.raises(ValueError):
        NimGame().new_state(1).play("??")


def test_nothing_can_be_played_after_the_end() -> None:
    state = NimGame({"piles": "7"}).new_state(1)
    state.play("a7")
    assert state.outcome() == Outcome.win(0, 2, "last-take")
    assert state.legal_moves() == []
    with pytest.raises(IllegalMove, match="over"):
        state.play("a1")
    with pytest.raises(IllegalMove):
        state.play(NimMove(0, 1))
    with pytest.raises(IllegalMove):
        state.resign(1)
    with pytest.raises(IllegalMove):
        state.agree_draw()


def test_resign_is_undoable() -> None:
    state = RaceGame().new_state(1)
    state.play("w")
    before = everything(state)
    state.resign(1)
    assert state.outcome() == Outcome.win(0, 2, "resignation")
    assert state.is_terminal() and state.returns() == (1.0, 0.0)
    assert state.history == [WALK]  # an ending is not a move
    assert state.undo() is None
    assert everything(state) == before
    assert state.undo() == WALK and state.ply == 0


def test_resign_with_more_seats_shares_the_win() -> None:
    state = RaceGame(None, 4).new_state(1)
    state.resign(2)
    result = state.outcome()
    assert result is not None
    assert result.winners == (0, 1, 3) and result.reason == "resignation"
    assert result.scores == pytest.approx((1 / 3, 1 / 3, 0.0, 1 / 3))


def test_agree_draw_is_undoable() -> None:
    state = RaceGame(None, 3).new_state(1)
    state.play("r")
    before = everything(state)
    state.agree_draw()
    assert state.outcome() == Outcome.draw(3, "agreement")
    assert state.returns() == pytest.approx((1 / 3, 1 / 3, 1 / 3))
    assert state.legal_moves() == []
    state.undo()
    assert everything(state) == before


def test_returns_are_zero_while_playing_and_sum_to_one_at_the_end() -> None:
    state = NimGame({"piles": "22"}, 3).new_state(1)
    assert state.returns() == (0.0, 0.0, 0.0)
    state.play("a2")  # empties a pile: seat 0 moves again
    assert state.current_seat == 0
    state.play("b1")
    state.play("b1")
    assert state.outcome() == Outcome.win(1, 3, "last-take")
    assert state.returns() == (0.0, 1.0, 0.0)


def test_move_limit_gives_a_draw() -> None:
    state = RaceGame({"move_limit": 5, "length": 60}).new_state(1)
    for _ in range(4):
        state.play("w")
    assert not state.is_terminal() and state.quiet_moves == 4
    state.play("w")
    assert state.outcome() == Outcome.draw(2, "move-limit")
    assert state.legal_moves() == []
    state.undo()
    assert not state.is_terminal()


def test_a_capture_resets_the_move_limit_count() -> None:
    state = NimGame({"move_limit": 3, "piles": "1357"}).new_state(1)
    state.play("d2")
    state.play("d2")
    assert state.quiet_moves == 2
    state.play("a1")  # empties pile a: counts as a capture
    assert state.quiet_moves == 0
    assert not state.is_terminal()
    state.undo()
    assert state.quiet_moves == 2


def test_without_a_limit_long_games_go_on() -> None:
    state = RaceGame({"length": 60}).new_state(1)
    for _ in range(100):
        state.play("w")
    assert not state.is_terminal()


def test_rules_outcome_comes_before_the_move_limit() -> None:
    state = RaceGame({"move_limit": 7, "length": 4}).new_state(1)
    for _ in range(7):
        state.play("w")  # Red's 4th step, on the 7th quiet move, finishes
    assert state.quiet_moves == 7
    assert state.outcome() == Outcome.win(0, 2, "finish")


def test_phase_and_setup() -> None:
    state = SecretGame().new_state(1)
    assert state.phase == "setup" and state.current_seat == 0
    state.play("p2")
    assert state.phase == "setup" and state.current_seat == 1
    with pytest.raises(IllegalMove):
        state.play("g1")  # no guessing during setup
    state.play("p5")
    assert state.phase == "play" and state.current_seat == 0
    assert legal_texts(state) == ["g1", "g2", "g3", "g4", "g5"]
    state.play("g4")
    state.play("g2")  # South finds North's 2
    assert state.outcome() == Outcome.win(1, 2, "guessed")


def test_moves_text_replays_the_history() -> None:
    state = NimGame().new_state(1)
    for text in ["a3", "b1", "c5", "b3"]:
        state.play(text)
    assert state.moves_text() == ["a3", "b1", "c5", "b3"]
    assert state.is_terminal()


def test_initial_from_text_keeps_the_seed() -> None:
    """A game started from position text replays with the same dice."""
    game = RaceGame()
    state = game.state_from_text("3,5/1/0/0")
    state.reseed(31)
    for _ in range(5):
        state.apply(RUN)
    start = state.initial()
    assert start.to_text() == "3,5/1/0/0" and start.seed == 31
    for move in state.history:
        start.apply(move)
    assert start.to_text() == state.to_text()


def test_unique_helper() -> None:
    assert unique(["x"], "t") == "x"
    with pytest.raises(IllegalMove):
        unique([], "t")
    with pytest.raises(AmbiguousMove, match="2 legal moves"):
        unique(["x", "y"], "t")


def test_outcome_values() -> None:
    assert Outcome.draw(4, "agreement").is_draw
    assert not Outcome.win(1, 2, "x").is_draw
    assert Outcome.shared_win((2, 0), 3, "x").winners == (0, 2)
    assert Outcome.win(1, 3, "back-rank").to_json() == {
        "winners": [1],
        "reason": "back-rank",
        "scores": [0.0, 1.0, 0.0],
    }


def test_stopped_covers_the_endings_the_engine_decides() -> None:
    """``_stopped()``, a game's cheap test: the rules' own ends are not included."""
    state = RaceGame({"move_limit": 2, "length": 4}).new_state(1)
    assert not state._stopped()
    state.resign(0)
    assert state._stopped()
    state.undo()
    assert not state._stopped()
    state.agree_draw()
    assert state._stopped()
    state.undo()
    state.play("w")
    state.play("w")
    assert state._stopped() and state.outcome() == Outcome.draw(2, "move-limit")
    finished = NimGame({"piles": "7"}).new_state(1)
    finished.play("a7")
    assert finished.is_terminal() and not finished._stopped()


class CountingNim(NimState):
    """Counts what the engine asks of the game."""

    def __init__(self, game: NimGame, seed: int | None = None) -> None:
        super().__init__(game, seed)
        self.outcomes_asked = 0
        self.lists_made = 0

    def _rules_outcome(self) -> Outcome | None:
        self.outcomes_asked += 1
        return super()._rules_outcome()

    def _legal_moves(self) -> list[NimMove]:
        self.lists_made += 1
        return super()._legal_moves()


def counting(piles: str = "345", limit: int = 0) -> CountingNim:
    return CountingNim(NimGame({"piles": piles, "move_limit": limit}), 1)


def test_the_outcome_is_worked_out_once_per_position() -> None:
    state = counting()
    for _ in range(3):
        assert not state.is_terminal() and state.outcome() is None and state.returns() == (0, 0)
        state.legal_moves()
    assert state.outcomes_asked == 1
    state.apply(NimMove(0, 1))
    state.is_terminal()
    state.is_terminal()
    assert state.outcomes_asked == 2  # a new position: asked again, once
    state.undo()
    state.is_terminal()
    assert state.outcomes_asked == 3
    state.resign(0)
    assert state.is_terminal() and state.legal_moves() == []
    state.undo()
    assert not state.is_terminal()
    state.agree_draw()
    assert state.outcome() == Outcome.draw(2, "agreement")
    state.undo()
    assert state.outcome() is None


def test_the_engine_asks_no_moves_of_a_finished_game() -> None:
    state = counting("7")
    state.play("a7")
    assert state.is_terminal() and state.legal_moves() == []
    assert state.lists_made == 1  # only to check the move played
    assert not state.is_legal(NimMove(0, 1)) and state.lists_made == 1
    limited = counting("7", limit=1)
    limited.play("a1")
    assert limited.outcome() == Outcome.draw(2, "move-limit")
    made = limited.lists_made
    assert limited.legal_moves() == [] and limited.lists_made == made


def test_a_copy_and_a_changed_position_are_judged_afresh() -> None:
    state = counting("22")
    assert not state.is_terminal()
    copy = state.clone()
    copy.piles = [0, 0]  # changed by hand, as a view or a sampled world is
    assert copy.is_terminal()
    state.piles = [0, 0]
    assert not state.is_terminal()  # the outcome kept for the old position...
    state._position_changed()
    assert state.is_terminal()  # ...until the game says it changed


def test_is_legal_agrees_with_the_legal_moves() -> None:
    state = NimGame({"piles": "1357"}, 3).new_state(2)
    every = [NimMove(p, k) for p in range(5) for k in range(9)]
    while not state.is_terminal():
        legal = state.legal_moves()
        assert [m for m in every if state.is_legal(m)] == [m for m in every if m in legal]
        state.play(legal[len(legal) // 2])
    assert not any(state.is_legal(m) for m in every)
