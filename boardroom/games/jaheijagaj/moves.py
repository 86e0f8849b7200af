"""Jaheijagaj moves and their notation (docs/jaheijagaj-formats.md).

Hexes are named by column a..p (q) and row 1..16 (r), e.g. ``h2``. A path
lists every hex: ``-`` between neighbours, ``>`` from a lift base or hole to
its landing (one step). Written forms:

    e2-f2-f3>f4          infantry move (f3 is a lift base, f4 its landing)
    e2-f2xg2+h1+k2-j2    attack: the primary's path onto the target (x), then
                         each helper after +, by its path (a hex alone: it
                         helps without moving)
    *e4                  spawn a Trooper on e4
    Wh2-i2  Wh2!j2       Wraith: one step ahead / a charge (its centre's new hex)
    Wh2<  Wh2>           Wraith: turn left / right
    pass  resign  resign:blue
    ?move ?attack ?spawn ?wraith    a move hidden from the viewer (views only)
    o15-n16-?  ?-l16-k16  ?xk16  Wh2-?    a move the viewer saw in part (views
                         only): ``?`` stands for each stretch it did not see

The notation does not depend on the position: a move reads the same in every
seat's view that shows it.
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import dataclass
from functools import cache

from boardroom.engine.errors import InvalidNotation
from boardroom.games.jaheijagaj.board import Board
from boardroom.games.jaheijagaj.pieces import SEAT_NAMES

MOVE, ATTACK, SPAWN = "move", "attack", "spawn"
FORWARD, LEFT, RIGHT, CHARGE = "forward", "left", "right", "charge"
PASS, RESIGN, HIDDEN = "pass", "resign", "hidden"
WRAITH_KINDS = (FORWARD, LEFT, RIGHT, CHARGE)
HIDDEN_WORDS = {"move": MOVE, "attack": ATTACK, "spawn": SPAWN, "wraith": FORWARD}
UNSEEN = -1  # in a path a view saw in part: a stretch out of its sight


@dataclass(frozen=True)
class JMove:
    """``path``: a move's or the primary attacker's hexes (the target last),
    a spawn's hex, or a Wraith's centre then (forward, charge) its new centre.
    ``helpers``: each helper's path. ``seat``: who resigns (-1: the mover) or,
    for a hidden move, who made it. ``piece``: in a view, a move it saw in
    part (its paths cut to the hexes it saw, UNSEEN for the rest): the piece
    it saw move, as its start may be out of sight; 0 otherwise. ``blocked``:
    in a view, the hidden pieces that stopped the move (or called the attack
    off), (hex, code) for each that seat knows of, and (UNSEEN, 0) for an
    attack called off by pieces it did not see; () otherwise."""

    kind: str
    path: tuple[int, ...] = ()
    helpers: tuple[tuple[int, ...], ...] = ()
    seat: int = -1
    piece: int = 0
    blocked: tuple[tuple[int, int], ...] = ()

    @property
    def steps(self) -> tuple[Hashable, ...]:
        """What a player clicks to enter the move, in order."""
        if self.kind == ATTACK:
            out: list[Hashable] = list(self.path)
            for helper in self.helpers:
                out += helper
            return tuple(out)
        if self.kind in (MOVE, FORWARD, CHARGE):
            return self.path
        if self.kind in (LEFT, RIGHT):
            return (self.path[0], self.kind)
        if self.kind == SPAWN:
            return (SPAWN, self.path[0])
        return (self.kind,)


PASS_MOVE = JMove(PASS)


_new = object.__new__


def walk_move(path: tuple[int, ...], seat: int) -> JMove:
    """``JMove(MOVE, path, seat=seat)``, made without the frozen dataclass's
    ``__init__`` (a setattr through ``object`` for each field): the moves
    listed a position are mostly these, hundreds of them, and that
    ``__init__`` took 60% of the listing (tests/games/jaheijagaj/test_rules.py
    checks the two are the same)."""
    move = _new(JMove)
    fields = move.__dict__
    fields["kind"] = MOVE
    fields["path"] = path
    fields["helpers"] = ()
    fields["seat"] = seat
    fields["piece"] = 0
    fields["blocked"] = ()
    return move


def canonical(move: JMove) -> Hashable:
    """The move without its routes (RULINGS 5): a move by its start and end,
    an attack by its primary's start, its target and the set of its
    helpers' (start, end); the order of the helpers does not count."""
    if move.kind == MOVE:
        return (MOVE, move.path[0], move.path[-1])
    if move.kind == ATTACK:
        helpers = frozenset((h[0], h[-1]) for h in move.helpers)
        return (ATTACK, move.path[0], move.path[-1], helpers)
    return move


WORDS = tuple(HIDDEN_WORDS)  # what a hidden move may say it was


@cache
def hidden(kind: str, seat: int) -> JMove:
    """How a view shows a move it does not see: only what kind of thing happened."""
    word = "wraith" if kind in WRAITH_KINDS else kind if kind in (MOVE, ATTACK, SPAWN) else "move"
    return JMove(HIDDEN, path=(WORDS.index(word),), seat=seat)


def hidden_word(move: JMove) -> str:
    return WORDS[move.path[0]] if move.path else "move"


# --- writing -------------------------------------------------------------------------


def hex_name(board: Board, h: int) -> str:
    return "?" if h == UNSEEN else board.names[h]


def format_path(board: Board, path: tuple[int, ...], target: bool = False) -> str:
    out = [hex_name(board, path[0])]
    for i in range(1, len(path)):
        before = path[i - 1]
        if target and i == len(path) - 1:
            sep = "x"
        elif UNSEEN not in (before, path[i]) and board.link[before] == path[i]:
            sep = ">"
        else:
            sep = "-"
        out.append(sep + hex_name(board, path[i]))
    return "".join(out)


def format_move(board: Board, move: JMove, mover: int = -1) -> str:
    kind = move.kind
    if kind == MOVE:
        return format_path(board, move.path)
    if kind == ATTACK:
        text = format_path(board, move.path, target=True)
        return text + "".join("+" + format_path(board, h) for h in move.helpers)
    if kind == SPAWN:
        return "*" + board.names[move.path[0]]
    if kind in (FORWARD, CHARGE):
        if len(move.path) == 1:  # a view: it saw the Wraith stopped at once
            return f"W{board.names[move.path[0]]}"
        sep = "-" if kind == FORWARD else "!"
        return f"W{hex_name(board, move.path[0])}{sep}{hex_name(board, move.path[1])}"
    if kind in (LEFT, RIGHT):
        return f"W{board.names[move.path[0]]}{'<' if kind == LEFT else '>'}"
    if kind == PASS:
        return "pass"
    if kind == RESIGN:
        if move.seat < 0 or move.seat == mover:
            return "resign"
        return f"resign:{SEAT_NAMES[move.seat].lower()}"
    if kind == HIDDEN:
        return "?" + hidden_word(move)
    raise ValueError(f"not a Jaheijagaj move: {move!r}")


# --- reading -------------------------------------------------------------------------

_HEX = r"[a-p](?:1[0-6]|[1-9])"
_PATH = re.compile(rf"{_HEX}(?:[->]{_HEX})*")
_WRAITH = re.compile(rf"w({_HEX})(?:([-!])({_HEX})|([<>]))")


def parse_path(board: Board, text: str, what: str) -> tuple[int, ...]:
    if not _PATH.fullmatch(text):
        raise InvalidNotation(f"'{text}' is not a path of hexes ({what}), e.g. e2-f2>f3")
    return tuple(board.parse(name) for name in re.split(r"[->]", text))


def parse_move(board: Board, text: str, seats: int) -> JMove:
    """Notation to a move (its legality is checked elsewhere)."""
    raw = text.strip()
    t = raw.lower()
    if not t:
        raise InvalidNotation("empty move text")
    if t == "pass":
        return PASS_MOVE
    if t == "resign":
        return JMove(RESIGN)
    if t.startswith("resign:"):
        names = [n.lower() for n in SEAT_NAMES[:seats]]
        who = t.partition(":")[2]
        if who not in names:
            raise InvalidNotation(f"'{raw}': no seat '{who}' here (seats: {', '.join(names)})")
        return JMove(RESIGN, seat=names.index(who))
    if t.startswith("?"):
        word = t[1:]
        if word not in HIDDEN_WORDS:
            raise InvalidNotation(f"'{raw}' is not a hidden move (?move, ?attack, ?spawn, ?wraith)")
        return JMove(HIDDEN, path=(WORDS.index(word),))
    if t.startswith("*"):
        return JMove(SPAWN, (board.parse(t[1:]),))
    if t.startswith("w"):
        found = _WRAITH.fullmatch(t)
        if found is None:
            raise InvalidNotation(f"'{raw}' is not a Wraith move (Wh2-i2, Wh2!k2, Wh2<, Wh2>)")
        centre = board.parse(found.group(1))
        if found.group(4):
            return JMove(LEFT if found.group(4) == "<" else RIGHT, (centre,))
        kind = FORWARD if found.group(2) == "-" else CHARGE
        return JMove(kind, (centre, board.parse(found.group(3))))
    if "x" in t:
        first, *helpers = t.split("+")
        body, sep, target = first.rpartition("x")
        if not sep or not body:
            raise InvalidNotation(f"'{raw}': an attack reads like e2-f2xg2+h1")
        path = parse_path(board, body, "the primary attacker") + (board.parse(target),)
        return JMove(ATTACK, path, tuple(parse_path(board, h, "a helper") for h in helpers))
    if "+" in t:
        raise InvalidNotation(f"'{raw}': helpers come after an attack's target (x)")
    path = parse_path(board, t, "a move")
    if len(path) < 2:
        raise InvalidNotation(f"'{raw}': a move names at least two hexes")
    return JMove(MOVE, path)
