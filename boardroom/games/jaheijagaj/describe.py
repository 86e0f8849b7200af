"""Moves in words for people (the move list's tooltip and the command line):
the notation with the pieces named. A move a view saw in part names the
hexes it saw and where the piece went out of sight or came into it
("Blue Honour Guard o15, out of sight")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.games.jaheijagaj.board import board
from boardroom.games.jaheijagaj.moves import (
    ATTACK,
    CHARGE,
    FORWARD,
    HIDDEN,
    LEFT,
    MOVE,
    PASS,
    RESIGN,
    RIGHT,
    SPAWN,
    UNSEEN,
    JMove,
    format_move,
    hidden_word,
)
from boardroom.games.jaheijagaj.pieces import KIND_NAMES, SEAT_NAMES, kind_of, side_of

if TYPE_CHECKING:
    from boardroom.games.jaheijagaj.rules import JaheijagajState

HIDDEN_TEXT = {
    "move": "{0} moved",
    "attack": "{0} attacked",
    "spawn": "{0} spawned",
    "wraith": "{0} moved its Wraith",
}


def side_name(side: int) -> str:
    return SEAT_NAMES[side] if side < len(SEAT_NAMES) else "Kiggyar"


def piece_name(state: JaheijagajState, at: int) -> str:
    c = state.cells[at]
    if not c:
        return "?"
    return f"{side_name(side_of(c))} {KIND_NAMES[kind_of(c)]}"


def runs(path: tuple[int, ...]) -> tuple[bool, str, bool]:
    """A path seen in part: (came into sight, the hexes seen, "o15-n16 … m16"
    with a gap where it was out of sight, went out of sight)."""
    names = board().names
    parts: list[list[str]] = [[]]
    for h in path:
        if h == UNSEEN:
            parts.append([])
        else:
            parts[-1].append(names[h])
    text = " … ".join("-".join(p) for p in parts if p)
    return path[0] == UNSEEN, text, path[-1] == UNSEEN


def in_part(name: str, path: tuple[int, ...]) -> str:
    """A piece's way seen in part, in words."""
    came, text, gone = runs(path)
    if len(path) == 1 and not came:
        return f"{name} stays on {text}"
    return f"{name} {'out of sight, then ' if came else ''}{text}{', out of sight' if gone else ''}"


def describe_in_part(state: JaheijagajState, move: JMove) -> str:
    """A move a view saw in part (``move.piece`` names its piece)."""
    name = f"{side_name(side_of(move.piece))} {KIND_NAMES[kind_of(move.piece)]}"
    if move.kind != ATTACK:
        return in_part(name, move.path)
    target = move.path[-1]
    if target == UNSEEN:
        return f"{name} attacks out of sight: {format_move(board(), move)}"
    victim = piece_name(state, target) if state.cells[target] else "a piece"
    return f"{name} attacks the {victim} on {board().names[target]}: {format_move(board(), move)}"


def describe(state: JaheijagajState, move: JMove) -> str:
    """In English; ``state`` is the position before the move. A move that
    hidden pieces stopped says so, an attack called off first."""
    blocked = state.blockers(move)
    text = describe_played(state, move)
    if not blocked:
        return text
    names = board().names
    by = ", ".join(
        f"a hidden {side_name(side_of(c))} {KIND_NAMES[kind_of(c)]} on {names[h]}"
        for h, c in blocked
        if h != UNSEEN
    )
    if move.kind == ATTACK:
        return f"Attack called off{f' (blocked by {by})' if by else ''}: {text}"
    return f"{text}, blocked" + (f" by {by}" if by else "")


def describe_played(state: JaheijagajState, move: JMove) -> str:
    """The move as entered (or seen), in English."""
    b = board()
    mover = move.seat if move.seat >= 0 and move.kind != RESIGN else state.to_move
    seat = SEAT_NAMES[mover]
    text = format_move(b, move, state.to_move)
    kind = move.kind
    if kind == HIDDEN:
        who = SEAT_NAMES[move.seat] if move.seat >= 0 else seat
        return HIDDEN_TEXT[hidden_word(move)].format(who)
    if move.piece:
        return describe_in_part(state, move)
    if kind == MOVE:
        return f"{piece_name(state, move.path[0])} {text}"
    if kind == ATTACK:
        helpers = len(move.helpers)
        extra = f" with {helpers} helper{'s' if helpers != 1 else ''}" if helpers else ""
        return (
            f"{piece_name(state, move.path[0])} attacks the "
            f"{piece_name(state, move.path[-1])} on {b.names[move.path[-1]]}{extra}: {text}"
        )
    if kind == SPAWN:
        return f"{seat} spawns a Trooper on {b.names[move.path[0]]}"
    if kind in (FORWARD, CHARGE, LEFT, RIGHT):
        verb = {
            FORWARD: "moves ahead",
            CHARGE: "charges",
            LEFT: "turns left",
            RIGHT: "turns right",
        }[kind]
        return f"{seat}'s Wraith {verb}: {text}"
    if kind == PASS:
        return f"{seat} passes"
    if kind == RESIGN:
        who = SEAT_NAMES[move.seat] if move.seat >= 0 else seat
        return f"{who} resigns and leaves"
    return text
