"""Building Jaheijagaj positions for tests from a short list of pieces."""

from __future__ import annotations

from boardroom.engine.registry import make_game
from boardroom.games.jaheijagaj import JaheijagajState
from boardroom.games.jaheijagaj.board import board

B = board()
# Honour that keeps each seat in the game, far from the action: an Honour
# Guard on each seat's outer rim (b1 South, a15 West, o16 North, p2 East).
KEEP = {"r": "rHb1", "b": "bHo16", "p": "pHa15", "y": "yHp2"}


def position(
    pieces: str,
    to_move: str = "r",
    seats: int = 2,
    keep: bool = True,
    out: str = "-",
    memory: str = "-",
    quiet: int = 0,
) -> str:
    tokens = [t for t in pieces.replace(",", " ").split() if t]
    if keep:
        gone = {t.partition(":")[0] for t in out.split(",") if out != "-"}
        tokens += [KEEP[s] for s in "rbpy"[:seats] if s not in gone]
    return f"{to_move} {','.join(tokens) or '-'} {out} {memory} {quiet}"


def state(pieces: str, to_move: str = "r", seats: int = 2, **kw: object) -> JaheijagajState:
    game = make_game("jaheijagaj", {}, seats)
    st = game.state_from_text(position(pieces, to_move, seats, **kw))  # type: ignore[arg-type]
    assert isinstance(st, JaheijagajState)
    return st


def from_text(text: str, seats: int = 2) -> JaheijagajState:
    """A position from its full text (a ladder game's, say)."""
    st = make_game("jaheijagaj", {}, seats).state_from_text(text)
    assert isinstance(st, JaheijagajState)
    return st


def texts(st: JaheijagajState) -> set[str]:
    return {st.format_move(m) for m in st.legal_moves()}


def at(st: JaheijagajState, name: str) -> str:
    """What stands on a hex, as position text writes it ('' when empty)."""
    from boardroom.games.jaheijagaj.pieces import WRAITH, kind_of, side_of
    from boardroom.games.jaheijagaj.position import piece_text

    c = st.cells[B.index[name]]
    if not c:
        return ""
    if kind_of(c) == WRAITH:
        found = st.wraith[side_of(c)]
        assert found is not None
        return piece_text(c, found[0], found[1])
    return piece_text(c, B.index[name])
