"""Which cue the game page plays, and when: a move, a capture or kill or a
promotion (as the game's ``State.move_kind`` tells it, from what the player
at the screen may know), "your turn" when a bot has moved and a person is
next or when the hand-over screen calls the next person, a refused click,
and the end of the game. Undo and redo are silent."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject

from boardroom.engine.game import CAPTURE, PROMOTION, AnyState
from boardroom.ui import sound as cues
from boardroom.ui.sound import Sound

if TYPE_CHECKING:
    from boardroom.ui.session import GameSession

KIND_CUES = {CAPTURE: cues.CAPTURE, PROMOTION: cues.PROMOTION}


class Page(Protocol):
    """What the cues ask of the game page."""

    def viewer(self) -> int | None: ...
    def is_handing_over(self) -> bool: ...


def move_cue(state: AnyState, viewer: int | None) -> str:
    """The cue of ``state``'s last move, as ``viewer`` knows it (None: as
    the whole game does)."""
    before = state.clone()
    before.undo()
    after = state
    if viewer is not None:
        before, after = before.view(viewer), state.view(viewer)
    if not after.history:
        return cues.MOVE
    try:
        kind = before.move_kind(after.history[-1], after)
    except Exception:  # noqa: BLE001 (a sound never stops play)
        return cues.MOVE
    return KIND_CUES.get(kind, cues.MOVE)


class GameSounds(QObject):
    """The cues of one game page; silent until given a :class:`Sound`."""

    def __init__(self, page: Page, owner: QObject) -> None:
        super().__init__(owner)
        self.page = page
        self.sound: Sound | None = None
        self.session: GameSession | None = None
        self._moved_by_bot: bool | None = None  # a move awaits its "your turn" check

    def _slots(self, s: GameSession) -> list[tuple[Any, Any]]:
        return [(s.played, self._played), (s.changed, self._changed), (s.gameOver, self._over)]

    def attach(self, session: GameSession) -> None:
        """Follow ``session`` (after the page's own slots: the cover is up or
        down by the time its change comes here)."""
        self.detach()
        self.session = session
        for signal, slot in self._slots(session):
            signal.connect(slot)

    def detach(self) -> None:
        if self.session is not None:
            for signal, slot in self._slots(self.session):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self.session = None
        self._moved_by_bot = None

    def play(self, cue: str) -> None:
        if self.sound is not None:
            self.sound.play(cue)

    def refused(self) -> None:
        self.play(cues.REFUSED)

    def _played(self, _move: Any, by_bot: bool) -> None:
        s = self.session
        if s is None or self.sound is None or not self.sound.audible():
            return
        self._moved_by_bot = by_bot
        self.play(move_cue(s.state, self.page.viewer()))

    def _changed(self) -> None:
        s, by_bot = self.session, self._moved_by_bot
        self._moved_by_bot = None
        if s is None or by_bot is None or s.state.is_terminal():
            return
        if self.page.is_handing_over() or (by_bot and s.is_human_turn()):
            self.play(cues.YOUR_TURN)

    def _over(self, _outcome: Any) -> None:
        self.play(cues.GAME_END)
