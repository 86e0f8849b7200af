"""Why a move of Poron Jikaida or of a drill cannot be played (issue 14).

The steps are those of :attr:`JikaidaMove.steps`: the piece's square, the
square it goes to, then the promotion letter. :func:`explain` finds the
first step that begins no legal move and checks, for that step, the rules
in order: the piece picked, then King safety (a move the piece could make
but for its King), own pieces and the Fluttember, then the shape of the way
(whyshape.py), then the promotion.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import TYPE_CHECKING

from boardroom.engine.reasons import GAME_OVER, Reason, legal_start
from boardroom.games.jikaida.attacks import attacked, enemy_of
from boardroom.games.jikaida.moves import JikaidaMove
from boardroom.games.jikaida.variants import BLUE, CHUKTAR, KAPT, KIND, KINDS, KING, PALLAN
from boardroom.games.jikaida.whyshape import Shape
from boardroom.games.jikaida.whytexts import piece_name, reason

if TYPE_CHECKING:
    from boardroom.games.jikaida.rules import JikaidaState

# What a player may give after a Swod's move to its far rank (the King too,
# which is never allowed).
PROMOTION_LETTERS = "KPACJHND"


def candidates(view: JikaidaState) -> Iterable[Hashable]:
    """Every square, then every promotion letter."""
    return [*range(view.g.size), *PROMOTION_LETTERS]


def explain(state: JikaidaState, steps: Sequence[Hashable]) -> Reason | None:
    if state.is_terminal():
        return GAME_OVER
    st: JikaidaState = state
    moves = st.legal_moves()
    tried = tuple(steps)
    n = legal_start(moves, tried) + 1  # the first step that begins no legal move, from 1
    if n > len(tried):
        return None
    if n == 1:
        return _pick(st, tried[0])
    frm = tried[0]
    assert isinstance(frm, int)
    if n == 2:
        return _destination(st, frm, tried[1])
    return _after(moves, tried[: n - 1], tried[n - 1])


def _square(st: JikaidaState, step: Hashable) -> int | None:
    if isinstance(step, int) and not isinstance(step, bool) and 0 <= step < st.g.size:
        return step
    return None


def _pseudo(st: JikaidaState, sq: int) -> list[JikaidaMove]:
    """The piece's moves, King safety aside."""
    out: list[JikaidaMove] = []
    st.gen.piece(st.board, st.fresh, sq, out, True)
    return out


def _pick(st: JikaidaState, step: Hashable) -> Reason:
    sq = _square(st, step)
    if sq is None:
        return reason("not-a-square")
    piece = st.board[sq]
    if not piece:
        return reason("empty", st.square_name(sq))
    if (1 if piece & BLUE else 0) != st.turn:
        return reason("not-yours", st.square_name(sq))
    if _pseudo(st, sq):
        return reason("kaida-piece-stays" if st.in_kaida(st.turn) else "kaida-piece")
    if st.variant.only_vaults:
        return reason("vault-only")
    return reason("no-move", piece_name(piece & KIND), st.square_name(sq))


def _destination(st: JikaidaState, frm: int, step: Hashable) -> Reason:
    to = _square(st, step)
    if to is None:
        return reason("not-a-square")
    if to == frm:
        return reason("same-square")
    piece, target = st.board[frm], st.board[to]
    kind = piece & KIND
    if any(m.to == to for m in _pseudo(st, frm)):
        if kind == KING:
            return reason("kaida-king", st.square_name(to))
        return reason("kaida-stays" if st.in_kaida(st.turn) else "kaida")
    if target and target & BLUE == piece & BLUE:
        if kind == KING and target & KIND in (KAPT, CHUKTAR):
            found = _fluttember(st, frm, to)
            if found is not None:
                return found
        if kind != PALLAN:
            return reason("own-piece")
        if target & KIND == KING:
            return reason("pallan-own-king")
    found = Shape(st, frm, to).explain()
    return found if found is not None else reason("unreachable", piece_name(kind))


def _fluttember(st: JikaidaState, king: int, partner: int) -> Reason | None:
    """Why the King may not change places with its Kapt or Chuktar."""
    me = st.turn
    bit = BLUE if me else 0
    starts = st.g.starts
    target = st.board[partner]
    if not starts.get(KING | bit) or not starts.get(target):
        return None  # a drill without the Fluttember: an own piece like any other
    if not st.flutter & (1 << me):
        return reason("fluttember-used")
    if king not in starts[KING | bit]:
        return reason("fluttember-king")
    if partner not in starts[target] or st.origin[partner] != partner:
        return reason("fluttember-partner", piece_name(target & KIND))
    if st.in_kaida(me):
        return reason("fluttember-kaida")
    enemy = enemy_of(st.board, st.fresh, st.men[1 - me], 0 if me else BLUE)
    if attacked(st.g, st.board, st.fresh, partner, enemy):
        return reason("fluttember-attacked")
    return None


def _after(moves: list[JikaidaMove], prefix: tuple[Hashable, ...], step: Hashable) -> Reason:
    """A step after a legal beginning: a promotion, or one too many."""
    if any(m.steps == prefix for m in moves) or len(prefix) > 2:
        if len(prefix) == 2 and isinstance(step, str):
            return reason("no-promotion")
        return reason("move-complete")
    kinds = {m.promotion for m in moves if m.steps[:2] == prefix}
    if len(kinds) == 1:
        only = next(iter(kinds))
        assert only is not None
        return reason("promotion-kind", piece_name(KINDS[only]))
    if step == "K":
        return reason("promotion-king")
    return reason("promotion-choose")
