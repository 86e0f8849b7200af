"""Rival, by Visage Games (test version 1, 2008): a hex wargame of feudal
Japan with a Ninja hidden in secret (rules: RULINGS section 3,
resources/rules/rival/).

What the UI uses (no Qt here):

Game and phases
    ``RivalGame()`` (only the engine's ``move_limit`` option), seats 0 Red
    (rows A-D, moves first) and 1 Black. ``state.phase`` is "setup" then
    "play"; ``state.setup_stage()`` is "place" (alternate placements),
    "hide" (Red, then Black, hides the Ninja) or None. In play,
    ``state.current_seat`` moves and ``state.turn_move()`` says whether it
    is the turn's 1st or 2nd move; ``state.moved`` is the hex of the piece
    that made the 1st (it may not move again). The seat stays the same
    between the two moves of a turn.

Moves (``moves.RivalMove``, immutable, picklable; ``state.legal_moves()``)
    placement ``G@B4`` / ``S@C3`` / ``A@D5``: steps (letter, hex);
    hiding ``N@E5`` (``N@?`` in the other seat's view): steps ("N", hex);
    move ``C4-E5`` or ``C4xE5`` (kill): steps (origin, target);
    reveal ``N!E5``: steps ("N!", hex); ``pass``: steps ("pass",).
    ``state.play(text or move)`` checks; ``describe_move`` says it in words.

Hidden information
    Show a seat ``state.view(seat)``: the other seat's hidden Ninja is gone
    from the position, its hiding move reads ``N@?``, the start text and undo
    stack hold no secret. In hot-seat, hand over before the hiding moves and
    before each turn, and draw from the view of the seat at the screen. Once
    the game is over, views show everything. The saved game (the real
    state's history) keeps both hiding hexes.

Drawing and input (call them on the view being shown)
    ``pieces()``: hex -> ``PieceInfo(kind, seat, hidden)``, kind one of
    "shogun", "samurai", "ashigaru", "ninja"; ``hidden=True`` for the
    viewer's own Ninja still in hiding (draw it faintly). ``territory(hex)``:
    0, 1 or 2 (no-man's-land); ``board.HOME`` and ``board.HIDING`` give the
    hexes where a seat may place and hide. ``reachable(hex)``: target ->
    every path (origin first) for a piece of the seat to move.
    ``remaining(seat)``: the setup reserve by kind. ``hidden_ninja(seat)``.
    ``ambushes``: (ply, ambushing seat, hex, victim code) of each ambush, to
    animate it after the move that ended the turn.

Place for me
    ``formation.suggest_formation(state, seat, seed)``: the seat's remaining
    placements (deterministic per seed), to play one per turn;
    ``formation.suggest_hiding(state, seat, seed)``: a hiding move.

Outcomes
    Reasons "shogun", "samurai", "ashigaru" (what the loser ran out of),
    "surrender" (forced surrender at the start of a turn), and the engine's
    "resignation", "agreement", "move-limit".
"""

from boardroom.games.rival.moves import RivalMove
from boardroom.games.rival.rules import PieceInfo, RivalGame, RivalState

GAME = RivalGame

__all__ = ["GAME", "PieceInfo", "RivalGame", "RivalMove", "RivalState"]
