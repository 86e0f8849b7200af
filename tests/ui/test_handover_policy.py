"""The hand-over policy on its own (no window): when the cover goes up
between two people at one screen and when it comes down by itself."""

from __future__ import annotations

from typing import Any

from boardroom.engine.savegame import Seat
from boardroom.ui.handoverpolicy import Cover, HandoverPolicy
from boardroom.ui.session import GameSession
from tests.toygames import SecretGame


class Screen:
    """Stands for the page: records the covers put up and lifted."""

    def __init__(self) -> None:
        self.up = False
        self.events: list[tuple[str, Any]] = []
        self.policy = HandoverPolicy(self.cover, self.uncover, lambda: self.up)

    def cover(self, seat: int, line: str | None) -> None:
        self.up = True
        self.events.append(("cover", seat))

    def uncover(self) -> None:
        self.up = False
        self.events.append(("uncover", self.policy.lifted()))


def session_of(seats: list[Seat], *moves: str) -> GameSession:
    """A session not started: no bot runs, the policy only reads it."""
    state = SecretGame().new_state(0)
    for move in moves:
        state.play(move)
    return GameSession(SecretGame(), seats, state, autosave=False)


def two_people(*moves: str) -> GameSession:
    return session_of([Seat("Ann"), Seat("Bob")], *moves)


def test_no_cover_while_nothing_is_secret_then_one_before_the_next_person() -> None:
    session, screen = two_people(), Screen()
    screen.policy.started(session)
    assert screen.events == [] and screen.policy.viewer == 0 and screen.policy.seated == 0
    session.state.play("p3")  # Ann's pick is secret from Bob
    screen.policy.changed(session)
    assert screen.events == [("cover", 1)] and screen.policy.cover == Cover(1)
    assert screen.policy.viewer == 1 and screen.policy.seated == 0  # Bob has not looked yet
    # Bob lifts the cover: he is the one at the screen now.
    screen.uncover()
    assert screen.events[-1] == ("uncover", 1) and screen.policy.seated == 1


def test_a_move_taken_back_before_the_next_person_looked_lifts_the_cover() -> None:
    session, screen = two_people(), Screen()
    screen.policy.started(session)
    session.state.play("p3")
    screen.policy.changed(session)
    assert screen.up
    session.state.undo()  # Ann takes it back: she is still at the screen
    screen.policy.changed(session)
    assert not screen.up and screen.events[-1] == ("uncover", 0)
    assert screen.policy.viewer == 0


def test_a_game_opened_with_secrets_starts_covered_and_the_eyes_follow_the_people() -> None:
    session = two_people("p3")
    screen = Screen()
    screen.policy.started(session)
    assert screen.events == [("cover", 1)] and screen.policy.seated is None
    assert screen.policy.eyes(session) == 1
    # Against a bot nothing is ever covered, and the person's eyes stay.
    against_bot = session_of([Seat("Ann"), Seat("Bot", kind="bot", level="easy")], "p3")
    alone = Screen()
    alone.policy.started(against_bot)
    assert alone.events == [] and alone.policy.eyes(against_bot) == 0


def test_a_callers_line_is_kept_with_the_cover() -> None:
    session, screen = two_people(), Screen()
    screen.policy.started(session)
    screen.policy.hand_to(0, "Bob offers a draw")
    assert screen.policy.cover == Cover(0, "Bob offers a draw")
