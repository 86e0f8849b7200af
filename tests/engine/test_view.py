"""Hidden information: what a seat's view may and may not show."""

from boardroom.engine.game import legal_texts
from tests.toygames import HIDDEN, RaceGame, SecretGame, SecretState


def setup_game() -> SecretState:
    state = SecretGame().new_state(4)
    state.play("p3")
    state.play("p5")
    return state


def test_view_masks_the_other_secret_and_only_it() -> None:
    state = setup_game()
    north, south = state.view(0), state.view(1)
    assert isinstance(north, SecretState) and isinstance(south, SecretState)
    assert north.secrets == [3, HIDDEN] and south.secrets == [HIDDEN, 5]
    assert north.to_text() == "3?///0/0" and south.to_text() == "?5///0/0"
    assert "5" not in north.to_text()[:2] and "3" not in south.to_text()[:2]
    assert state.secrets == [3, 5]  # the real state is untouched


def test_view_hides_the_secret_in_history_and_undo() -> None:
    state = setup_game()
    state.play("g1")
    north, south = state.view(0), state.view(1)
    assert north.moves_text() == ["p3", "p?", "g1"]
    assert south.moves_text() == ["p?", "p5", "g1"]
    for view in (north, south):
        assert view._stack == []  # no snapshot to dig the secret out of


def test_view_during_setup() -> None:
    state = SecretGame().new_state(4)
    state.play("p2")
    south = state.view(1)
    assert south.phase == "setup" and south.to_text() == "?.///1/0"
    assert legal_texts(south) == legal_texts(state)


def test_view_legal_moves_for_its_own_seat_are_the_same() -> None:
    state = setup_game()
    for text in ["g1", "g2", "g4", "g3"]:
        seat = state.current_seat
        view = state.view(seat)
        assert view.current_seat == seat
        assert legal_texts(view) == legal_texts(state)
        state.play(text)


def test_view_of_a_text_start_hides_the_start_secret() -> None:
    state = SecretGame().state_from_text("42///0/0")
    assert state.view(0).start_text == "4?///0/0"
    assert state.view(1).start_text == "?2///0/0"


def test_secrets_show_when_the_game_is_over() -> None:
    state = setup_game()
    state.play("g5")
    assert state.is_terminal()
    assert state.view(1).to_text() == state.to_text()


def test_view_without_hidden_information_is_the_state() -> None:
    state = RaceGame(None, 3).new_state(2)
    state.play("r")
    for seat in range(3):
        view = state.view(seat)
        assert view.to_text() == state.to_text()
        view.play("w")
        assert view.to_text() != state.to_text()  # a copy, not the state itself
