"""When the hand-over cover goes up between two people at one screen, and
whose eyes the board shows meanwhile (games with secrets).

The policy only decides; the game page shows and lifts the cover when it
is told to (``cover`` and ``uncover``, given at creation). No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from boardroom.ui.session import GameSession


@dataclass(frozen=True)
class Cover:
    """The cover is up for ``seat``; ``line`` is what a caller asks of that
    person (None: only whose turn it is, see
    :meth:`~boardroom.ui.handoverstage.HandoverStage.next_line`)."""

    seat: int
    line: str | None = None


class HandoverPolicy:
    """Who sits at the screen, and when the next person needs the cover."""

    def __init__(
        self,
        cover: Callable[[int, str | None], None],
        uncover: Callable[[], None],
        covered: Callable[[], bool],
    ) -> None:
        self._cover, self._uncover, self._covered = cover, uncover, covered
        self.viewer: int | None = None  # the human seat whose view the screen shows
        self.seated: int | None = None  # whoever last had the board in view
        self.cover: Cover | None = None  # the last cover put up

    def reset(self) -> None:
        self.viewer = self.seated = None
        self.cover = None

    # --- whose eyes -----------------------------------------------------------------------

    @staticmethod
    def humans(session: GameSession | None) -> list[int]:
        s = session
        return [] if s is None else [i for i, seat in enumerate(s.seats) if not seat.is_bot]

    def eyes(self, session: GameSession | None) -> int | None:
        """Whose eyes the board shows in a game with secrets; None = everything."""
        s = session
        if s is None or not s.game.spec.hidden_information:
            return None
        humans = self.humans(s)
        current = s.state.current_seat
        if current in humans:
            return current
        if self.viewer in humans:
            return self.viewer
        return humans[0] if humans else None

    # --- the moments that may call for the cover --------------------------------------------

    def started(self, session: GameSession) -> None:
        """A game is shown: whoever sits down first must not see another
        seat's secrets either, if there are any yet (a new game has none)."""
        self.reset()
        state = session.state
        seat = state.current_seat
        if state.is_terminal() or session.is_bot(seat):
            return
        if any(session.needs_handover(other, seat) for other in self.humans(session)):
            self.hand_to(seat)
        self.viewer = seat
        if not self._covered():
            self.seated = seat  # no cover: nothing secret between them

    def changed(self, session: GameSession) -> None:
        """The game changed (a move, an undo...): cover the board for the
        next person if need be, or lift it when a move was taken back before
        that person looked. The page redraws everything afterwards either way
        (the move list too: it was the next person's while the cover was up)."""
        state = session.state
        seat = state.current_seat
        if session.is_bot(seat) or state.is_terminal():
            return
        cover = self.cover
        if self._covered() and cover is not None and cover.line is None and seat == self.seated:
            # Taken back before the next person looked: the one still at the
            # screen plays on, no cover between them and their own view.
            self.viewer = seat
            self.cover = Cover(seat)
            self._uncover()
            return
        # The cover goes up only when the next person would see what the one
        # at the screen may not (the two seats' views differ).
        if (
            self.viewer is not None
            and seat != self.viewer
            and session.needs_handover(self.viewer, seat)
        ):
            self.hand_to(seat)
        self.viewer = seat
        if not self._covered():
            self.seated = seat  # no cover: nothing secret between them

    def hand_to(self, seat: int, line: str | None = None) -> None:
        """Cover the board for ``seat``; ``line`` says what is asked of them."""
        self.cover = Cover(seat, line)
        self._cover(seat, line)

    def lifted(self) -> int | None:
        """The covered person is past the cover and has seen their view,
        secrets included: the seat now at the screen."""
        if self.cover is None:
            return None
        self.seated = self.cover.seat
        return self.seated
