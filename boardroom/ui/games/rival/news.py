"""What happened lately in a Rival game, in words for the panel and the
status line: the last ambush and the previous turn. Everything here reads a
state the viewer may see (a view, or the whole game once it is over), and
what it says is public: an ambush reveals the Ninja for good.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from boardroom.games.rival.board import BOARD
from boardroom.games.rival.pieces import KIND, LETTER, OWNER, SEAT_NAMES
from boardroom.games.rival.rules import RivalState
from boardroom.ui import names
from boardroom.ui.games.rival.pieces import RIVAL_PIECES
from boardroom.ui.pieceart import piece_name

# Rows of each seat's territory, and where its Ninja may hide.
HOME_ROWS = ("A-D", "H-K")
HIDING_ROWS = ("A-G", "E-K")


@dataclass(frozen=True)
class Ply:
    seat: int  # who made it
    play: bool  # made in the play phase (not a placement or a hiding)
    text: str  # as the viewer's move list shows it


def plies(state: RivalState) -> list[Ply]:
    """Each move of the history with its seat, replayed from the start (a
    turn is one or two moves, so the seat alone does not tell)."""
    replay = state.initial()
    out = []
    for move in state.history:
        out.append(Ply(replay.current_seat, replay.phase == "play", replay.format_move(move)))
        replay.apply(move)
    return out


def colour(seat: int) -> str:
    return names.seat_colour(SEAT_NAMES[seat])


def piece_words(code: int) -> str:
    """A piece code as "Red's Samurai"."""
    return QCoreApplication.translate("RivalBoard", "{0}'s {1}").format(
        colour(OWNER[code]), piece_name(RIVAL_PIECES, LETTER[KIND[code]])
    )


def recent_ambush(
    state: RivalState, history: list[Ply] | None = None
) -> tuple[int, int, int] | None:
    """(ambushing seat, hex, victim code) of an ambush both players have not
    yet seen at their own turn: the news lasts while the Ninja's owner plays
    the turn after it, then the turn of the seat that walked into it."""
    if not state.ambushes or state.is_terminal():
        return None
    ply, seat, cell, victim = state.ambushes[-1]
    history = plies(state) if history is None else history
    # Who was to move after each move since the ambush, then now.
    to_move = [p.seat for p in history[ply + 1 :]] + [state.current_seat]
    turns_ended = sum(1 for a, b in zip(to_move, to_move[1:], strict=False) if a != b)
    return (seat, cell, victim) if turns_ended <= 1 else None


def ambush_text(ambush: tuple[int, int, int]) -> str:
    seat, cell, victim = ambush
    return QCoreApplication.translate(
        "RivalBoard", "Ambush on {0}! {1}'s Ninja sprang out of hiding and killed {2}."
    ).format(BOARD.labels[cell], colour(seat), piece_words(victim))


def previous_turn(
    state: RivalState, history: list[Ply] | None = None
) -> tuple[int, list[str]] | None:
    """The last whole turn of the play phase before the one under way:
    (seat, its moves as the move list shows them)."""
    history = plies(state) if history is None else history
    end = len(history)
    if state.turn_move() == 2:  # the current seat's first move is not a whole turn yet
        end -= 1
    if end <= 0 or not history[end - 1].play:
        return None
    seat = history[end - 1].seat
    start = end - 1
    if start > 0 and history[start - 1].seat == seat and history[start - 1].play:
        start -= 1
    return seat, [p.text for p in history[start:end]]
