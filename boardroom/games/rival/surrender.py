"""Forced surrender (RULINGS section 3): at the start of a player's turn, the
player loses if every legal turn would leave their Shogun killable by the
opponent's next turn, judged on the board the player can see (the enemy's
hidden Ninja is not on it; the player's own is).

Exact, and fast enough to run at the start of every turn of every search:

* Every enemy piece kills a Shogun, so the Shogun on S is killable when an
  enemy piece reaches S in one move (adjacent, or two steps through an empty
  hex), or in two moves: an enemy piece ``a`` standing on the middle hex of
  such a path steps away (any legal move that does not end the game), then
  ``b`` goes through. Nothing else one enemy move does can open a path: a
  kill puts the killer on the hex, and a Ninja reveal only adds a piece.
* A proof of killability (a "witness") names a few hexes (its support). A
  player's move that neither moves the Shogun nor ends on the support leaves
  the witness standing: moving a piece away never helps the defender. So a
  saving turn must touch the support of the witness before it (or win the
  game outright), and only such moves are tried as the turn's second move.
* A first move far from the Shogun, from the support and from the paths to
  any winning kill changes nothing the rest of the turn depends on, so its
  second moves are judged once for all.

``tests/games/rival/reference.py`` is the slow, obvious version it is checked against.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardroom.games.rival.board import DIST, NEIGH, RING2, SIZE, WITHIN
from boardroom.games.rival.pieces import (
    ASHIGARU,
    KIND,
    LONG,
    NINJA,
    OWNER,
    SAMURAI,
    SHOGUN,
    code,
)
from boardroom.games.rival.reach import destinations

if TYPE_CHECKING:
    from boardroom.games.rival.rules import RivalState

Witness = tuple[int, ...]
FAR = 5  # a first move at least this far from the Shogun cannot change the outcome


class _Search:
    """One forced-surrender question: may ``seat`` save its Shogun this turn?"""

    def __init__(self, state: RivalState, seat: int) -> None:
        self.board = list(state.board)
        self.seat = seat
        self.enemy = 1 - seat
        self.alive = list(state.alive)
        self.mine = state.forbidden(seat)
        self.theirs = state.forbidden(self.enemy)
        hidden = state.ninja[seat]
        self.ninja_hex = hidden if hidden >= 0 else -1  # a reveal is possible there
        self.shogun = state.shogun(seat)

    # --- the enemy's side -------------------------------------------------------

    def killable(self, s: int) -> Witness | None:
        """A witness that the enemy can kill a Shogun on ``s`` next turn, or None."""
        board = self.board
        enemy = self.enemy
        theirs = self.theirs
        for n in NEIGH[s]:
            v = board[n]
            if v and OWNER[v] == enemy and theirs.get(n) != s:
                return (n,)
        for b, mids in RING2[s]:
            v = board[b]
            if not v or OWNER[v] != enemy or not LONG[v] or theirs.get(b) == s:
                continue
            for m in mids:
                if not board[m]:
                    return (b, m)
        for b, mids in RING2[s]:
            v = board[b]
            if not v or OWNER[v] != enemy or not LONG[v] or theirs.get(b) == s:
                continue
            for m in mids:
                w = board[m]
                if w and OWNER[w] == enemy:
                    escape = self._step_aside(m)
                    if escape is not None:
                        return (b, m, *escape)
        return None

    def _step_aside(self, a: int) -> Witness | None:
        """Hexes of a legal move of the enemy piece on ``a`` that does not end
        the game (so that the enemy's second move follows), or None."""
        board = self.board
        forbid = self.theirs.get(a, -1)
        for n in NEIGH[a]:
            if not board[n] and n != forbid:
                return (n,)
        for d in destinations(board, a, -1, forbid):
            victim = board[d]
            if not victim:
                return (d, *(m for m in NEIGH[a] if m in NEIGH[d] and not board[m]))
            if not self._ends_game(victim):
                return (d,)
        return None

    def _ends_game(self, victim: int) -> bool:
        kind = KIND[victim]
        return kind == SHOGUN or (kind in (SAMURAI, ASHIGARU) and self.alive[victim] == 1)

    # --- the player's side ------------------------------------------------------

    def _piece_moves(self, moved: int, blocked: int) -> list[tuple[int, int]]:
        board = self.board
        seat = self.seat
        mine = self.mine
        out = []
        for o in range(SIZE):
            v = board[o]
            if v and OWNER[v] == seat and o != moved:
                for t in destinations(board, o, blocked, mine.get(o, -1)):
                    out.append((o, t))
        return out

    def _moves_onto(self, targets: set[int], moved: int, blocked: int) -> list[tuple[int, int]]:
        """Moves of the player's pieces (not the one on ``moved``) that end on
        ``targets`` or move the Shogun."""
        board = self.board
        seat = self.seat
        mine = self.mine
        near: set[int] = set()
        for t in targets:
            near.update(WITHIN[t][2])
        out = []
        for o in near:
            v = board[o]
            if v and OWNER[v] == seat and o != moved and KIND[v] != SHOGUN:
                for t in destinations(board, o, blocked, mine.get(o, -1)):
                    if t in targets:
                        out.append((o, t))
        s = self.shogun
        if s != moved:
            out.extend((s, t) for t in destinations(board, s, blocked, mine.get(s, -1)))
        return out

    def _winning_hexes(self) -> set[int]:
        """Enemy pieces whose death ends the game: a move onto them always saves."""
        board = self.board
        enemy = self.enemy
        alive = self.alive
        found = set()
        for c in range(SIZE):
            v = board[c]
            if (
                v
                and OWNER[v] == enemy
                and (KIND[v] == SHOGUN or (KIND[v] in (SAMURAI, ASHIGARU) and alive[v] == 1))
            ):
                found.add(c)
        return found

    def _do(self, o: int, t: int) -> int:
        """Play a move (``o`` = -1: reveal the Ninja on ``t``); return what ``t`` held."""
        board = self.board
        victim = board[t]
        if o < 0:
            board[t] = code(self.seat, NINJA)
        else:
            board[t] = board[o]
            board[o] = 0
            if o == self.shogun:
                self.shogun = t
        if victim:
            self.alive[victim] -= 1
        return victim

    def _undo(self, o: int, t: int, victim: int) -> None:
        board = self.board
        if o < 0:
            board[t] = 0
        else:
            board[o] = board[t]
            if t == self.shogun:
                self.shogun = o
        board[t] = victim
        if victim:
            self.alive[victim] += 1

    def _wins(self, victim: int) -> bool:
        """Does killing ``victim`` (already counted as dead) end the game?"""
        return bool(victim) and (
            KIND[victim] == SHOGUN
            or (KIND[victim] in (SAMURAI, ASHIGARU) and self.alive[victim] == 0)
        )

    def _try(self, o: int, t: int) -> bool:
        """Play one move as the turn's last and say whether the Shogun is safe."""
        victim = self._do(o, t)
        safe = self._wins(victim) or self.killable(self.shogun) is None
        self._undo(o, t, victim)
        return safe

    # --- the question -----------------------------------------------------------

    def can_save(self) -> bool:
        s0 = self.shogun
        board = self.board
        enemy = self.enemy
        if not any(board[c] and OWNER[board[c]] == enemy for c in WITHIN[s0][3]):
            return True  # no enemy piece can come near enough
        w0 = self.killable(s0)
        firsts = self._piece_moves(-1, self.ninja_hex)
        if not firsts:
            # Pass, or reveal the Ninja (nothing can follow a reveal then).
            if w0 is None:
                return True
            h = self.ninja_hex
            return h >= 0 and not board[h] and self._try(-1, h)
        if self.ninja_hex >= 0 and not board[self.ninja_hex]:
            firsts.append((-1, self.ninja_hex))
        support = set(w0) if w0 is not None else set()
        # Moves that touch the witness first: they are the likely saviours.
        firsts.sort(key=lambda m: not (m[0] == s0 or m[1] in support))
        far_seconds: dict[tuple[int, int], bool] = {}
        # Winning kills far from the Shogun: a far first move must not touch their paths.
        far_wins = [w for w in self._winning_hexes() if DIST[s0][w] > 3]
        for o, t in firsts:
            touches = w0 is None or o == s0 or t in support
            if (
                not touches
                and not board[t]
                and DIST[s0][t] >= FAR
                and (o < 0 or DIST[s0][o] >= FAR)
                and all(DIST[w][t] >= 3 and (o < 0 or DIST[w][o] >= 3) for w in far_wins)
            ):
                if self._far_first_saves(o, far_seconds):
                    return True
                continue
            victim = self._do(o, t)
            try:
                if self._wins(victim):
                    return True
                w1 = self.killable(self.shogun) if touches else w0
                if self._second_saves(t, o < 0, w1):
                    return True
            finally:
                self._undo(o, t, victim)
        return False

    def _far_first_saves(self, o: int, cache: dict[tuple[int, int], bool]) -> bool:
        """After a far first move by the piece on ``o`` (the witness stands), a
        second move must touch the witness; judged on the board before the
        first move, which nothing near the Shogun sees."""
        if not cache:
            w0 = self.killable(self.shogun)
            assert w0 is not None
            cache[(-2, -2)] = False  # marks the cache as filled
            for m in self._moves_onto(set(w0) | self._winning_hexes(), -1, self.ninja_hex):
                cache[m] = self._try(*m)
            h = self.ninja_hex
            if h >= 0 and not self.board[h] and h in w0:
                cache[(-1, h)] = self._try(-1, h)
        return any(safe for (mo, _), safe in cache.items() if safe and mo != o)

    def _second_saves(self, moved: int, revealed: bool, w1: Witness | None) -> bool:
        """After the first move (its piece now on ``moved``), is there a way to
        end the turn with the Shogun safe?"""
        blocked = -1 if revealed else self.ninja_hex
        h = self.ninja_hex
        can_reveal = not revealed and h >= 0 and not self.board[h]
        if w1 is None:
            seconds = self._piece_moves(moved, blocked)
            if not seconds:
                return True  # the turn ends here, or a pass may end it
            if any(self._try(o, t) for o, t in seconds):
                return True
            return can_reveal and self._try(-1, h)
        support = set(w1)
        for o, t in self._moves_onto(support | self._winning_hexes(), moved, blocked):
            if self._try(o, t):
                return True
        return can_reveal and h in support and self._try(-1, h)


def must_surrender(state: RivalState, seat: int) -> bool:
    """Does ``seat``, about to start its turn, lose by forced surrender?"""
    if state.shogun(seat) < 0:
        return False
    return not _Search(state, seat).can_save()


def shogun_killable(state: RivalState, seat: int) -> bool:
    """Could ``seat``'s Shogun be killed in the enemy's next turn, if the
    enemy were to move now? (Judged like the forced surrender.)"""
    shogun = state.shogun(seat)
    return shogun >= 0 and _Search(state, seat).killable(shogun) is not None
